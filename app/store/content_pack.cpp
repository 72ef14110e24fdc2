// Content packs: the file format, reading a pack, and the export (see
// content_pack.h). The import's checks are in content_pack_check.cpp, the
// import itself in content_pack_import.cpp.

#include "store/content_pack.h"

#include "store/content_pack_p.h"
#include "store/item_json.h"
#include "store/media_names.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace zv {

namespace {

const QByteArray kMagic = QByteArrayLiteral("ZEITVERTREIB-CONTENT-PACK 1\n");
constexpr int kFormatVersion = 1;
// A pack is read whole; far beyond any exhibit's content with its pictures.
constexpr qint64 kMaximumPackSize = qint64(1) << 30;

PackResult failed(const QString& messageDe, const QString& messageEn, const QString& detail)
{
    PackResult result;
    result.messageDe = messageDe;
    result.messageEn = messageEn;
    result.detail = detail;
    return result;
}

bool parseManifest(const QByteArray& line, pack::ParsedPack* pack, QString* error)
{
    QJsonParseError parseError;
    const QJsonObject object = QJsonDocument::fromJson(line, &parseError).object();
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("manifest: %1").arg(parseError.errorString());
        return false;
    }
    PackManifest& manifest = pack->manifest;
    manifest.formatVersion = object.value(QLatin1String("formatVersion")).toInt();
    manifest.createdAt = QDateTime::fromString(object.value(QLatin1String("createdAt")).toString(),
                                               Qt::ISODateWithMs);
    manifest.createdBy = object.value(QLatin1String("createdBy")).toString();
    manifest.schemaVersion = object.value(QLatin1String("schemaVersion")).toInt();
    for (const QJsonValue& key : object.value(QLatin1String("items")).toArray())
        manifest.itemKeys.append(key.toString());
    pack->mediaList = object.value(QLatin1String("media")).toArray();
    manifest.mediaCount = static_cast<int>(pack->mediaList.size());
    manifest.payloadSize = object.value(QLatin1String("payloadSize")).toInteger();
    manifest.payloadSha256 = object.value(QLatin1String("payloadSha256")).toString();
    if (manifest.formatVersion != kFormatVersion) {
        *error = QStringLiteral("pack format %1, this program reads %2")
                     .arg(manifest.formatVersion)
                     .arg(kFormatVersion);
        return false;
    }
    return true;
}

// The store could not be read whole: no pack is written (issue 26).
PackResult unreadableStore(const ContentStore& store, const ReadError& error)
{
    return failed(QStringLiteral("Der Inhaltsspeicher %1 konnte nicht vollständig gelesen werden "
                                 "(beschädigt?); es wurde kein Inhaltspaket geschrieben.")
                      .arg(store.path()),
                  QStringLiteral("The content store %1 could not be read completely (damaged?); "
                                 "no content pack was written.")
                      .arg(store.path()),
                  error.toString());
}

} // namespace

namespace pack {

QString sha256(const QByteArray& bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QStringList mediaFilesOf(const Item& item)
{
    QStringList files;
    for (const Step& step : item.steps)
        files << step.image << step.audio;
    for (const ImageSlot& image : item.images)
        files << image.file;
    for (const AudioClip& clip : item.audio)
        files << clip.file;
    files.removeAll(QString());
    return files;
}

bool readPack(const QString& file, ParsedPack* pack, bool withPayload, QString* error)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = in.errorString();
        return false;
    }
    if (in.size() > kMaximumPackSize) {
        *error = QStringLiteral("the file is larger than 1 GiB");
        return false;
    }
    if (in.read(kMagic.size()) != kMagic) {
        *error = QStringLiteral("not a content pack (the first line is wrong)");
        return false;
    }
    if (!parseManifest(in.readLine(), pack, error) || !withPayload)
        return pack->manifest.formatVersion == kFormatVersion;
    const QByteArray payload = in.readAll();
    if (payload.size() != pack->manifest.payloadSize ||
        sha256(payload) != pack->manifest.payloadSha256) {
        *error = QStringLiteral("the payload does not match its checksum (%1 bytes, expected %2)")
                     .arg(payload.size())
                     .arg(pack->manifest.payloadSize);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(payload, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = QStringLiteral("payload: %1").arg(parseError.errorString());
        return false;
    }
    pack->payload = document.object();
    return true;
}

} // namespace pack

PackResult exportContentPack(const ContentStore& store, const QString& file, const QString& author)
{
    // Every part of the store is read before anything is written: a table
    // that cannot be read fails the export, never leaves its rows out.
    ReadError readError;
    const QList<Item> all = store.allItems(&readError);
    if (readError.failed())
        return unreadableStore(store, readError);
    QJsonArray items;
    QJsonArray keys;
    QJsonObject media;
    QJsonArray mediaList;
    for (const Item& item : all) {
        items.append(itemToJson(item));
        keys.append(item.key);
        for (const QString& name : pack::mediaFilesOf(item)) {
            if (media.contains(name))
                continue;
            // A name that is not a plain file name (say "../zeitvertreib.sqlite"
            // from an old pack) must never read a file outside the media folder.
            QString why;
            const QString path = isPlainFileName(name, &why)
                                     ? mediaFilePath(store.mediaDirectory(), name)
                                     : QString();
            if (path.isEmpty())
                return failed(
                    QStringLiteral("Der Eintrag „%1“ nennt die Mediendatei „%2“, die nicht im "
                                   "Medienordner liegt; es wurde kein Inhaltspaket geschrieben. "
                                   "Bitte im Editor eine andere Datei wählen.")
                        .arg(item.key, name),
                    QStringLiteral("The item \"%1\" names the media file \"%2\", which is not in "
                                   "the media folder; no content pack was written. Please choose "
                                   "another file in the editor.")
                        .arg(item.key, name),
                    QStringLiteral("%1: media name '%2' refused: %3")
                        .arg(item.key, name,
                             why.isEmpty() ? QStringLiteral("leaves the folder") : why));
            if (!QFileInfo::exists(path))
                continue; // a slot whose picture is not there yet
            QFile in(path);
            QByteArray bytes;
            if (in.open(QIODevice::ReadOnly))
                bytes = in.readAll();
            if (!in.isOpen() || bytes.size() != in.size())
                return failed(QStringLiteral("Die Mediendatei „%1“ konnte nicht gelesen werden; es "
                                             "wurde kein Inhaltspaket geschrieben.")
                                  .arg(name),
                              QStringLiteral("The media file \"%1\" could not be read; no content "
                                             "pack was written.")
                                  .arg(name),
                              QStringLiteral("%1: %2").arg(path, in.errorString()));
            media.insert(name, QString::fromLatin1(bytes.toBase64()));
            mediaList.append(QJsonObject{
                {"name", name}, {"size", bytes.size()}, {"sha256", pack::sha256(bytes)}});
        }
    }
    const QByteArray payload = QJsonDocument(QJsonObject{{"items", items}, {"media", media}})
                                   .toJson(QJsonDocument::Compact);
    const QJsonObject manifest{
        {"formatVersion", kFormatVersion},
        {"createdAt", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {"createdBy", author},
        {"schemaVersion", store.schemaVersion()},
        {"items", keys},
        {"media", mediaList},
        {"payloadSize", payload.size()},
        {"payloadSha256", pack::sha256(payload)},
    };
    // QSaveFile: a full disk or a crash leaves the old file, never half a pack.
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(kMagic) != kMagic.size() ||
        out.write(QJsonDocument(manifest).toJson(QJsonDocument::Compact) + '\n') < 0 ||
        out.write(payload) != payload.size() || !out.commit())
        return failed(QStringLiteral("Das Inhaltspaket konnte nicht geschrieben werden (voller "
                                     "Datenträger oder keine Schreibrechte?)."),
                      QStringLiteral("The content pack could not be written (disk full or no "
                                     "permission?)."),
                      out.errorString());
    PackResult result;
    result.ok = true;
    for (const QJsonValue& key : keys)
        result.draftedItems.append(key.toString());
    result.copiedMedia = media.keys();
    result.messageDe = QStringLiteral("%1 Einträge und %2 Mediendateien wurden exportiert.")
                           .arg(keys.size())
                           .arg(media.size());
    result.messageEn = QStringLiteral("%1 items and %2 media files were exported.")
                           .arg(keys.size())
                           .arg(media.size());
    return result;
}

bool readPackManifest(const QString& file, PackManifest* manifest, QString* error)
{
    pack::ParsedPack parsed;
    if (!pack::readPack(file, &parsed, false, error))
        return false;
    *manifest = parsed.manifest;
    return true;
}

} // namespace zv
