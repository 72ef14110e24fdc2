#include "store/content_pack.h"

#include "store/item_json.h"

#include <QCryptographicHash>
#include <QDir>
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

QString sha256(const QByteArray& bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

PackResult failed(const QString& messageDe, const QString& detail)
{
    PackResult result;
    result.messageDe = messageDe;
    result.detail = detail;
    return result;
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

struct ParsedPack {
    PackManifest manifest;
    QJsonObject payload;
    QJsonArray mediaList; // manifest entries {name, size, sha256}
};

bool parseManifest(const QByteArray& line, ParsedPack* pack, QString* error)
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

// Reads and checks a whole pack: magic, manifest, payload size and checksum.
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
    pack->payload = QJsonDocument::fromJson(payload).object();
    return true;
}

} // namespace

PackResult exportContentPack(const ContentStore& store, const QString& file, const QString& author)
{
    QJsonArray items;
    QJsonArray keys;
    QJsonObject media;
    QJsonArray mediaList;
    const QDir mediaDir(store.mediaDirectory());
    for (const Item& item : store.allItems()) {
        items.append(itemToJson(item));
        keys.append(item.key);
        for (const QString& name : mediaFilesOf(item)) {
            if (media.contains(name))
                continue;
            QFile in(mediaDir.filePath(name));
            if (!in.open(QIODevice::ReadOnly))
                continue; // a slot whose picture is not there yet
            const QByteArray bytes = in.readAll();
            media.insert(name, QString::fromLatin1(bytes.toBase64()));
            mediaList.append(
                QJsonObject{{"name", name}, {"size", bytes.size()}, {"sha256", sha256(bytes)}});
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
        {"payloadSha256", sha256(payload)},
    };
    // QSaveFile: a full disk or a crash leaves the old file, never half a pack.
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(kMagic) != kMagic.size() ||
        out.write(QJsonDocument(manifest).toJson(QJsonDocument::Compact) + '\n') < 0 ||
        out.write(payload) != payload.size() || !out.commit())
        return failed(QStringLiteral("Das Inhaltspaket konnte nicht geschrieben werden (voller "
                                     "Datenträger oder keine Schreibrechte?)."),
                      out.errorString());
    PackResult result;
    result.ok = true;
    for (const QJsonValue& key : keys)
        result.draftedItems.append(key.toString());
    result.copiedMedia = media.keys();
    result.messageDe = QStringLiteral("%1 Einträge und %2 Mediendateien wurden exportiert.")
                           .arg(keys.size())
                           .arg(media.size());
    return result;
}

bool readPackManifest(const QString& file, PackManifest* manifest, QString* error)
{
    ParsedPack pack;
    if (!readPack(file, &pack, false, error))
        return false;
    *manifest = pack.manifest;
    return true;
}

PackResult importContentPack(ContentStore& store, const QString& file, const QString& author)
{
    ParsedPack pack;
    QString error;
    if (!readPack(file, &pack, true, &error))
        return failed(QStringLiteral("Die Datei ist kein gültiges Inhaltspaket oder beschädigt; "
                                     "es wurde nichts übernommen."),
                      error);
    if (pack.manifest.schemaVersion > store.schemaVersion())
        return failed(QStringLiteral("Das Paket stammt von einer neueren Programmversion; es "
                                     "wurde nichts übernommen."),
                      QStringLiteral("schema %1").arg(pack.manifest.schemaVersion));
    // Check every media file against the manifest before anything is written.
    const QJsonObject media = pack.payload.value(QLatin1String("media")).toObject();
    QHash<QString, QByteArray> files;
    for (const QJsonValue& entry : pack.mediaList) {
        const QString name = entry.toObject().value(QLatin1String("name")).toString();
        const QByteArray bytes = QByteArray::fromBase64(media.value(name).toString().toLatin1());
        if (name.isEmpty() || name.contains(QLatin1Char('/')) ||
            name.startsWith(QLatin1Char('.')) ||
            sha256(bytes) != entry.toObject().value(QLatin1String("sha256")).toString())
            return failed(QStringLiteral("Eine Mediendatei im Paket ist beschädigt; es wurde "
                                         "nichts übernommen."),
                          QStringLiteral("media file '%1' does not match the manifest").arg(name));
        files.insert(name, bytes);
    }
    PackResult result;
    const QDir mediaDir(store.mediaDirectory());
    QDir().mkpath(mediaDir.path());
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString target = mediaDir.filePath(it.key());
        QFile existing(target);
        if (existing.open(QIODevice::ReadOnly)) {
            if (existing.readAll() != it.value())
                result.conflictingMedia.append(it.key());
            continue;
        }
        QSaveFile out(target);
        if (!out.open(QIODevice::WriteOnly) || out.write(it.value()) != it.value().size() ||
            !out.commit())
            return failed(QStringLiteral("Mediendateien konnten nicht in den Medienordner kopiert "
                                         "werden (voller Datenträger?)."),
                          out.errorString());
        result.copiedMedia.append(it.key());
    }
    const QString session = QStringLiteral("import-%1").arg(QDateTime::currentMSecsSinceEpoch());
    const QString importer = QStringLiteral("%1 (Inhaltspaket)").arg(author.trimmed());
    for (const QJsonValue& value : pack.payload.value(QLatin1String("items")).toArray()) {
        Item item;
        if (!itemFromJson(value.toObject(), &item, &error)) {
            result.skippedItems.append(value.toObject().value(QLatin1String("key")).toString());
            continue;
        }
        const std::optional<EditableItem> here = store.editableItem(item.key);
        if (!here) {
            result.skippedItems.append(item.key);
            continue;
        }
        const WriteResult written = store.saveDraft(item, here->editVersion, importer, session);
        if (written.status == WriteResult::Status::Unchanged)
            result.unchangedItems.append(item.key);
        else if (written.status == WriteResult::Status::Saved)
            result.draftedItems.append(item.key);
        else {
            result.skippedItems.append(item.key);
            result.detail += QStringLiteral("%1: %2\n").arg(item.key, written.detail);
        }
    }
    result.ok = true;
    result.messageDe = QStringLiteral("%1 Einträge wurden als Entwurf übernommen, %2 waren schon "
                                      "gleich, %3 übersprungen; %4 Mediendateien kopiert.")
                           .arg(result.draftedItems.size())
                           .arg(result.unchangedItems.size())
                           .arg(result.skippedItems.size())
                           .arg(result.copiedMedia.size());
    return result;
}

} // namespace zv
