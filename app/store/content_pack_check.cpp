// What a content pack's import checks before the first write (issue 26):
// the pack's own consistency, every name that becomes a path, every link,
// what `content check` requires of a published item, the media's size
// against the free space, and what the import would take away here.

#include "store/content_check.h"
#include "store/content_pack_p.h"
#include "store/item_fields.h"
#include "store/item_json.h"
#include "store/media_names.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStorageInfo>

namespace zv {

namespace {

// German texts of `here` that are empty in `incoming`.
void germanBlanked(const QString& key, const QString& prefix, const LocalizedTexts& here,
                   const LocalizedTexts& incoming, QList<PackRemoval>* out)
{
    const QMap<QString, QString> texts = here.values.value(kFallbackLanguage);
    for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
        if (!it.value().trimmed().isEmpty() && !incoming.has(kFallbackLanguage, it.key()))
            out->append({key, QStringLiteral("de"), prefix + QStringLiteral("de.") + it.key()});
    }
}

// Entries of a keyed list (rows, pictures, sounds) that go, and the German
// texts of those that stay.
template <typename Entry>
void keyedList(const QString& key, const QString& list, const QString& label,
               const QList<Entry>& here, const QList<Entry>& incoming, QList<PackRemoval>* out)
{
    QHash<QString, const Entry*> kept;
    for (const Entry& entry : incoming)
        kept.insert(entry.key, &entry);
    for (const Entry& entry : here) {
        if (const Entry* other = kept.value(entry.key))
            germanBlanked(key, label + QLatin1Char(' ') + entry.key + QStringLiteral(": "),
                          entry.texts, other->texts, out);
        else
            out->append({key, list, label + QLatin1Char(' ') + entry.key, incoming.isEmpty()});
    }
}

// Entries of a list in order (schedule, steps, verses) beyond the new
// length, and the German texts of those that stay.
template <typename Entry>
void orderedList(const QString& key, const QString& list, const QString& label,
                 const QList<Entry>& here, const QList<Entry>& incoming, QList<PackRemoval>* out)
{
    for (qsizetype i = 0; i < here.size(); ++i) {
        const QString name = QStringLiteral("%1 %2").arg(label).arg(i + 1);
        if (i < incoming.size())
            germanBlanked(key, name + QStringLiteral(": "), here.at(i).texts, incoming.at(i).texts,
                          out);
        else
            out->append({key, list, name, incoming.isEmpty()});
    }
}

PackResult refused(const QString& messageDe, const QString& messageEn, const QString& detail)
{
    PackResult result;
    result.messageDe = messageDe;
    result.messageEn = messageEn;
    result.detail = detail;
    return result;
}

// A media name from the pack: a plain file name, or a line in `problems`.
bool plainName(const QString& where, const QString& name, QStringList* problems)
{
    QString why;
    if (isPlainFileName(name, &why))
        return true;
    problems->append(QStringLiteral("%1: „%2“ – %3").arg(where, name, why));
    return false;
}

} // namespace

bool removalsNeedConfirmation(const QList<PackRemoval>& removals)
{
    QSet<QString> items;
    QHash<QString, int> perList;
    for (const PackRemoval& removal : removals) {
        items.insert(removal.itemKey);
        if (removal.emptiesList ||
            ++perList[removal.itemKey + QLatin1Char('/') + removal.list] > kFewRemovals)
            return true;
    }
    return items.size() > kFewRemovals;
}

namespace pack {

QList<PackRemoval> removalsOf(const Item& here, const Item& incoming)
{
    QList<PackRemoval> out;
    const QString& key = here.key;
    germanBlanked(key, QString(), here.texts, incoming.texts, &out);
    orderedList(key, QStringLiteral("schedule"), QStringLiteral("schedule entry"), here.schedule,
                incoming.schedule, &out);
    orderedList(key, QStringLiteral("steps"), QStringLiteral("step"), here.steps, incoming.steps,
                &out);
    orderedList(key, QStringLiteral("verses"), QStringLiteral("verse"), here.verses,
                incoming.verses, &out);
    keyedList(key, QStringLiteral("images"), QStringLiteral("image"), here.images, incoming.images,
              &out);
    keyedList(key, QStringLiteral("audio"), QStringLiteral("sound"), here.audio, incoming.audio,
              &out);
    keyedList(key, QStringLiteral("rows"), QStringLiteral("row"), here.rows, incoming.rows, &out);
    return out;
}

bool makePlan(const ContentStore& store, const QString& file, Plan* plan)
{
    PackResult& result = plan->result;
    ParsedPack parsed;
    QString error;
    if (!readPack(file, &parsed, true, &error)) {
        result = refused(QStringLiteral("Die Datei ist kein gültiges Inhaltspaket oder beschädigt; "
                                        "es wurde nichts übernommen."),
                         QStringLiteral("The file is not a valid content pack or is damaged; "
                                        "nothing was imported."),
                         error);
        return false;
    }
    if (parsed.manifest.schemaVersion > store.schemaVersion()) {
        result = refused(QStringLiteral("Das Paket stammt von einer neueren Programmversion; es "
                                        "wurde nichts übernommen."),
                         QStringLiteral("The pack comes from a newer version of the program; "
                                        "nothing was imported."),
                         QStringLiteral("schema %1").arg(parsed.manifest.schemaVersion));
        return false;
    }
    // What is here, read whole: a damaged store must not look empty.
    ReadError readError;
    const QList<EditableItem> hereItems = store.editableItems(&readError);
    const QList<Item> liveItems = store.allItems(&readError);
    if (readError.failed()) {
        result =
            refused(QStringLiteral("Der Inhaltsspeicher %1 konnte nicht vollständig gelesen werden "
                                   "(beschädigt?); es wurde nichts übernommen.")
                        .arg(store.path()),
                    QStringLiteral("The content store %1 could not be read completely (damaged?); "
                                   "nothing was imported.")
                        .arg(store.path()),
                    readError.toString());
        return false;
    }
    QHash<QString, EditableItem> here;
    for (const EditableItem& editable : hereItems)
        here.insert(editable.item.key, editable);
    // Keys of rows, pictures and sounds are unique in the store.
    QHash<QString, QString> partOwner; // "row:key" -> item key
    for (const Item& live : liveItems) {
        for (const InventoryRow& row : live.rows)
            partOwner.insert(QStringLiteral("row:") + row.key, live.key);
        for (const ImageSlot& image : live.images)
            partOwner.insert(QStringLiteral("image:") + image.key, live.key);
        for (const AudioClip& clip : live.audio)
            partOwner.insert(QStringLiteral("audio:") + clip.key, live.key);
    }

    QStringList& problems = result.problems;
    // Media: every name plain, every file as the manifest says.
    const QJsonObject media = parsed.payload.value(QLatin1String("media")).toObject();
    QHash<QString, QByteArray> files;
    QSet<QString> listed;
    for (const QJsonValue& value : std::as_const(parsed.mediaList)) {
        const QJsonObject entry = value.toObject();
        const QString name = entry.value(QLatin1String("name")).toString();
        listed.insert(name);
        if (!plainName(QStringLiteral("media"), name, &problems))
            continue;
        const auto decoded = QByteArray::fromBase64Encoding(
            media.value(name).toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!media.contains(name) || !decoded ||
            decoded.decoded.size() != entry.value(QLatin1String("size")).toInteger() ||
            sha256(decoded.decoded) != entry.value(QLatin1String("sha256")).toString() ||
            files.contains(name)) {
            result =
                refused(QStringLiteral("Eine Mediendatei im Paket ist beschädigt; es wurde "
                                       "nichts übernommen."),
                        QStringLiteral("A media file in the pack is damaged; nothing was "
                                       "imported."),
                        QStringLiteral("media file '%1' does not match the manifest").arg(name));
            return false;
        }
        files.insert(name, decoded.decoded);
    }
    for (auto it = media.constBegin(); it != media.constEnd(); ++it) {
        if (!listed.contains(it.key()) && plainName(QStringLiteral("media"), it.key(), &problems))
            problems.append(QStringLiteral("media: „%1“ – not in the manifest").arg(it.key()));
    }

    // Items: each readable, known here, complete, linked to what exists.
    QSet<QString> seen;
    QHash<QString, QString> packPartOwner;
    for (const QJsonValue& value : parsed.payload.value(QLatin1String("items")).toArray()) {
        Item incoming;
        if (!itemFromJson(value.toObject(), &incoming, &error)) {
            problems.append(
                QStringLiteral("item %1: %2")
                    .arg(value.toObject().value(QLatin1String("key")).toString(), error));
            continue;
        }
        if (seen.contains(incoming.key)) {
            problems.append(QStringLiteral("item %1: twice in the pack").arg(incoming.key));
            continue;
        }
        seen.insert(incoming.key);
        if (!here.contains(incoming.key)) {
            result.skippedItems.append(incoming.key);
            result.detail += QStringLiteral("%1: no such item here\n").arg(incoming.key);
            continue;
        }
        const EditableItem& current = here.value(incoming.key);
        // Staff do not change the exhibit's structure; neither does a pack.
        incoming.sectionKey = current.item.sectionKey;
        incoming.kind = current.item.kind;
        incoming.sortOrder = current.item.sortOrder;
        incoming.gameKey = current.item.gameKey;
        for (const QString& name : mediaFilesOf(incoming))
            plainName(QStringLiteral("item %1").arg(incoming.key), name, &problems);
        if (diffItems(current.item, incoming).isEmpty()) {
            result.unchangedItems.append(incoming.key);
            continue;
        }
        // What `content check` requires of a published item.
        for (const ContentProblem& problem : checkContent({}, {incoming})) {
            if (problem.kind == ContentProblem::Kind::MissingRequired)
                problems.append(QStringLiteral("item %1: %2 – %3")
                                    .arg(incoming.key, problem.where, problem.message));
        }
        for (const InventoryRow& row : std::as_const(incoming.rows)) {
            if (!row.gameItemKey.isEmpty() && !here.contains(row.gameItemKey))
                problems.append(QStringLiteral("item %1: row %2 – the game „%3“ is not here")
                                    .arg(incoming.key, row.key, row.gameItemKey));
        }
        const auto claim = [&](const QString& kind, const QString& partKey) {
            const QString id = kind + QLatin1Char(':') + partKey;
            const QString owner = partOwner.value(id, incoming.key);
            const QString packOwner = packPartOwner.value(id, incoming.key);
            if (owner != incoming.key || packOwner != incoming.key)
                problems.append(QStringLiteral("item %1: %2 %3 – used by the item „%4“")
                                    .arg(incoming.key, kind, partKey,
                                         owner != incoming.key ? owner : packOwner));
            packPartOwner.insert(id, incoming.key);
        };
        for (const InventoryRow& row : std::as_const(incoming.rows))
            claim(QStringLiteral("row"), row.key);
        for (const ImageSlot& image : std::as_const(incoming.images))
            claim(QStringLiteral("image"), image.key);
        for (const AudioClip& clip : std::as_const(incoming.audio))
            claim(QStringLiteral("audio"), clip.key);
        result.removals.append(removalsOf(current.item, incoming));
        result.draftedItems.append(incoming.key);
        plan->items.append({incoming, current.editVersion});
    }
    if (QSet<QString>(parsed.manifest.itemKeys.cbegin(), parsed.manifest.itemKeys.cend()) != seen)
        problems.append(QStringLiteral("the manifest's item list does not match the items"));

    // Media files not here yet must fit on the disk (with room to spare).
    const QDir mediaDir(store.mediaDirectory());
    qint64 bytes = 0;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString target = mediaFilePath(store.mediaDirectory(), it.key());
        if (target.isEmpty()) { // a symbolic link here that leads out of the folder
            problems.append(
                QStringLiteral("media: „%1“ – leads out of the media folder here").arg(it.key()));
            continue;
        }
        QFile existing(target);
        if (existing.exists()) {
            if (!existing.open(QIODevice::ReadOnly) || existing.readAll() != it.value())
                result.conflictingMedia.append(it.key());
            continue;
        }
        plan->newMedia.insert(it.key(), it.value());
        bytes += it.value().size();
    }
    result.conflictingMedia.sort();
    const QStorageInfo disk(mediaDir.exists() ? mediaDir.path()
                                              : QFileInfo(store.path()).absolutePath());
    constexpr qint64 kSpare = qint64(16) << 20;
    if (bytes > 0 && disk.isValid() && disk.bytesAvailable() >= 0 &&
        disk.bytesAvailable() < bytes + kSpare)
        problems.append(QStringLiteral("media: %1 bytes to write, %2 free on %3")
                            .arg(bytes)
                            .arg(disk.bytesAvailable())
                            .arg(disk.rootPath()));

    if (!problems.isEmpty()) {
        result.messageDe = QStringLiteral("Das Paket enthält %1 ungültige Angaben (siehe Liste); "
                                          "es wurde nichts übernommen.")
                               .arg(problems.size());
        result.messageEn = QStringLiteral("The pack holds %1 invalid entries (see the list); "
                                          "nothing was imported.")
                               .arg(problems.size());
        result.detail += problems.join(QLatin1Char('\n'));
        return false;
    }
    result.needsConfirmation = removalsNeedConfirmation(result.removals);
    return true;
}

} // namespace pack

} // namespace zv
