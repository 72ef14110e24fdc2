// ContentStore's staff editing: drafts, publishing, settings (issue 8).

#include "store/content_store.h"

#include "store/content_store_p.h"
#include "store/editing_p.h"
#include "store/sql_util.h"

#include <QSqlError>
#include <QSqlQuery>

namespace zv {

namespace {

// Keys of parts that must be unique in the whole store (image and sound
// slots, inventory rows): a draft must not take one another item uses.
QString keyClash(const QSqlDatabase& db, const Item& item)
{
    const auto taken = [&](const QString& statement, const QString& key) {
        return sql::scalar(db, statement, {key, item.key}, nullptr).toInt() > 0;
    };
    for (const InventoryRow& row : item.rows) {
        if (taken(QStringLiteral("SELECT count(*) FROM inventory_rows WHERE key = ? "
                                 "AND item_key <> ?"),
                  row.key))
            return QStringLiteral("the inventory row key '%1' is used by another list")
                .arg(row.key);
    }
    for (const ImageSlot& image : item.images) {
        if (taken(QStringLiteral("SELECT count(*) FROM item_parts WHERE part = 'image' "
                                 "AND part_key = ? AND item_key <> ?"),
                  image.key))
            return QStringLiteral("the picture key '%1' is used by another item").arg(image.key);
    }
    for (const AudioClip& clip : item.audio) {
        if (taken(QStringLiteral("SELECT count(*) FROM item_parts WHERE part = 'audio' "
                                 "AND part_key = ? AND item_key <> ?"),
                  clip.key))
            return QStringLiteral("the sound key '%1' is used by another item").arg(clip.key);
    }
    return {};
}

WriteResult conflict(const QSqlDatabase& db, const QString& itemKey, qint64 version)
{
    WriteResult result;
    result.status = WriteResult::Status::Conflict;
    result.editVersion = version;
    edit::lastChange(db, itemKey, &result.otherAuthor, &result.otherChangeAt);
    result.detail =
        QStringLiteral("item '%1' changed meanwhile (version %2)").arg(itemKey).arg(version);
    return result;
}

} // namespace

std::optional<EditableItem> ContentStore::editableItem(const QString& itemKey,
                                                       ReadError* failure) const
{
    const std::optional<Item> live = item(itemKey, failure);
    if (!live)
        return std::nullopt;
    EditableItem result;
    result.item = *live;
    QString error;
    result.editVersion = edit::editVersion(d->db(), itemKey, &error);
    if (result.editVersion < 0)
        read::fail(failure, QStringLiteral("reading an edit version"), error);
    error.clear();
    Item draft;
    QString savedAt;
    if (edit::readDraft(d->db(), itemKey, &draft, &result.draftAuthor, &savedAt, &error)) {
        // The structure is the published item's, whatever the draft says.
        draft.key = live->key;
        draft.sectionKey = live->sectionKey;
        draft.kind = live->kind;
        draft.sortOrder = live->sortOrder;
        draft.gameKey = live->gameKey;
        result.item = draft;
        result.isDraft = true;
        result.draftSavedAt = edit::timeFromText(savedAt);
    } else if (!error.isEmpty()) {
        read::fail(failure, QStringLiteral("reading a draft"), error);
    }
    return result;
}

QList<EditableItem> ContentStore::editableItems(ReadError* failure) const
{
    QList<EditableItem> result;
    const QStringList drafts = draftKeys(failure);
    for (const Item& live : allItems(failure)) {
        if (drafts.contains(live.key)) {
            if (const auto editable = editableItem(live.key, failure))
                result.append(*editable);
            continue;
        }
        EditableItem editable;
        editable.item = live;
        QString error;
        editable.editVersion = edit::editVersion(d->db(), live.key, &error);
        if (editable.editVersion < 0)
            read::fail(failure, QStringLiteral("reading an edit version"), error);
        result.append(editable);
    }
    return result;
}

QStringList ContentStore::draftKeys(ReadError* failure) const
{
    QStringList keys;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query, QStringLiteral("SELECT item_key FROM item_drafts ORDER BY item_key"), {},
                  &error)) {
        read::fail(failure, QStringLiteral("reading drafts"), error);
        return keys;
    }
    while (query.next())
        keys.append(query.value(0).toString());
    if (query.lastError().isValid())
        read::fail(failure, QStringLiteral("reading drafts"), query.lastError().text());
    return keys;
}

WriteResult ContentStore::saveDraft(const Item& changed, qint64 expectedVersion,
                                    const QString& author, const QString& session)
{
    if (author.trimmed().isEmpty())
        return edit::invalid(QStringLiteral("a change needs the name of the staff member"));
    // Whoever wrote the draft (the editor, a content pack, a tool): a media
    // name that leaves the media folder never reaches the store (issue 26).
    if (const WriteResult names = edit::checkMediaNames(changed); !names.ok())
        return names;
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    WriteResult result =
        edit::saveDraftLocked(*this, db, changed, expectedVersion, author, session);
    QString error;
    if (result.status == WriteResult::Status::Saved && !transaction.commit(&error))
        return edit::failure(error);
    return result;
}

WriteResult edit::saveDraftLocked(const ContentStore& store, QSqlDatabase& db, const Item& changed,
                                  qint64 expectedVersion, const QString& author,
                                  const QString& session)
{
    QString error;
    const qint64 version = edit::editVersion(db, changed.key, &error);
    if (version < 0)
        return error.contains(QLatin1String("there is no item")) ? edit::invalid(error)
                                                                 : edit::failure(error);
    if (version != expectedVersion)
        return conflict(db, changed.key, version);
    // What the draft is compared with must have been read whole: a failed
    // read would make every missing row look like one the draft removes.
    ReadError readError;
    const std::optional<EditableItem> before = store.editableItem(changed.key, &readError);
    if (readError.failed())
        return edit::failure(readError.toString());
    if (!before)
        return edit::failure(QStringLiteral("item '%1' could not be read").arg(changed.key));
    const QList<FieldChange> changes = diffItems(before->item, changed);
    if (changes.isEmpty()) {
        WriteResult unchanged;
        unchanged.status = WriteResult::Status::Unchanged;
        unchanged.editVersion = version;
        return unchanged;
    }
    const QString clash = keyClash(db, changed);
    if (!clash.isEmpty())
        return edit::invalid(clash);
    const std::optional<Item> live = store.item(changed.key, &readError);
    if (readError.failed())
        return edit::failure(readError.toString());
    const bool sameAsPublished = live && diffItems(*live, changed).isEmpty();
    const bool written = sameAsPublished ? edit::deleteDraft(db, changed.key, &error)
                                         : edit::writeDraft(db, changed, author.trimmed(), &error);
    if (!written ||
        !edit::writeRevisions(db, changed.key, changes, author.trimmed(), session, {}, &error) ||
        !edit::bumpEditVersion(db, changed.key, &error))
        return edit::failure(error);
    WriteResult result;
    result.status = WriteResult::Status::Saved;
    result.editVersion = version + 1;
    return result;
}

WriteResult ContentStore::discardDraft(const QString& itemKey, qint64 expectedVersion,
                                       const QString& author)
{
    if (author.trimmed().isEmpty())
        return edit::invalid(QStringLiteral("a change needs the name of the staff member"));
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    QString error;
    const qint64 version = edit::editVersion(db, itemKey, &error);
    if (version < 0)
        return edit::invalid(error);
    if (version != expectedVersion)
        return conflict(db, itemKey, version);
    ReadError readError;
    const std::optional<EditableItem> before = editableItem(itemKey, &readError);
    const std::optional<Item> live = item(itemKey, &readError);
    if (readError.failed())
        return edit::failure(readError.toString());
    if (!before || !live)
        return edit::failure(QStringLiteral("item '%1' could not be read").arg(itemKey));
    if (!before->isDraft) {
        WriteResult unchanged;
        unchanged.status = WriteResult::Status::Unchanged;
        unchanged.editVersion = version;
        return unchanged;
    }
    const QList<FieldChange> changes = diffItems(before->item, *live);
    if (!edit::deleteDraft(db, itemKey, &error) ||
        !edit::writeRevisions(db, itemKey, changes, author.trimmed(), {}, {}, &error) ||
        !edit::bumpEditVersion(db, itemKey, &error) || !transaction.commit(&error))
        return edit::failure(error);
    WriteResult result;
    result.status = WriteResult::Status::Saved;
    result.editVersion = version + 1;
    return result;
}

WriteResult ContentStore::publishDrafts(const QStringList& itemKeys, const QString& author,
                                        const QString& backupFile, QStringList* published)
{
    if (author.trimmed().isEmpty())
        return edit::invalid(QStringLiteral("publishing needs the name of the staff member"));
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    WriteResult result = edit::publishLocked(*this, db, itemKeys, author, QStringLiteral("publish"),
                                             backupFile, published);
    QString error;
    if (result.status == WriteResult::Status::Saved && !transaction.commit(&error))
        return edit::failure(error);
    return result;
}

WriteResult edit::publishLocked(const ContentStore& store, QSqlDatabase& db,
                                const QStringList& itemKeys, const QString& author,
                                const QString& what, const QString& backupFile,
                                QStringList* published)
{
    ReadError readError;
    const QStringList drafts = store.draftKeys(&readError);
    if (readError.failed())
        return edit::failure(readError.toString());
    QStringList keys;
    for (const QString& key : itemKeys.isEmpty() ? drafts : itemKeys) {
        if (drafts.contains(key) && !keys.contains(key))
            keys.append(key);
    }
    if (keys.isEmpty()) {
        WriteResult unchanged;
        unchanged.status = WriteResult::Status::Unchanged;
        return unchanged;
    }
    const QString now = edit::nowText();
    QString error;
    for (const QString& key : std::as_const(keys)) {
        Item draft;
        if (!edit::readDraft(db, key, &draft, nullptr, nullptr, &error))
            return edit::failure(error.isEmpty() ? QStringLiteral("draft of '%1' vanished").arg(key)
                                                 : error);
        const std::optional<Item> live = store.item(key, &readError);
        if (readError.failed())
            return edit::failure(readError.toString());
        if (!live)
            return edit::invalid(QStringLiteral("there is no item '%1'").arg(key));
        draft.key = live->key;
        // A draft stored before names were checked is not published either.
        if (const WriteResult names = edit::checkMediaNames(draft); !names.ok())
            return names;
        const QString clash = keyClash(db, draft);
        if (!clash.isEmpty())
            return edit::invalid(clash);
        QSqlQuery mark(db);
        if (!edit::replaceLiveItem(db, draft, &error) || !edit::deleteDraft(db, key, &error) ||
            !sql::run(mark,
                      QStringLiteral("UPDATE revisions SET published_at = ? "
                                     "WHERE item_key = ? AND published_at = ''"),
                      {now, key}, &error))
            return edit::failure(error);
    }
    QSqlQuery log(db);
    if (!sql::run(log,
                  QStringLiteral("INSERT INTO publications (author, published_at, what, item_keys, "
                                 "backup_file) VALUES (?, ?, ?, ?, ?)"),
                  {author.trimmed(), now, what, keys.join(QLatin1Char(',')), backupFile}, &error) ||
        !edit::bumpContentStamp(db, &error))
        return edit::failure(error);
    if (published)
        *published = keys;
    WriteResult result;
    result.status = WriteResult::Status::Saved;
    return result;
}

QList<Publication> ContentStore::publications(int limit) const
{
    QList<Publication> result;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query,
                  QStringLiteral("SELECT id, author, published_at, what, item_keys, backup_file "
                                 "FROM publications ORDER BY id DESC LIMIT ?"),
                  {limit}, &error)) {
        read::fail(nullptr, QStringLiteral("reading publications"), error);
        return result;
    }
    while (query.next())
        result.append({query.value(0).toLongLong(), query.value(1).toString(),
                       edit::timeFromText(query.value(2).toString()), query.value(3).toString(),
                       query.value(4).toString().split(QLatin1Char(','), Qt::SkipEmptyParts),
                       query.value(5).toString()});
    return result;
}

bool ContentStore::writeCopy(const QString& file, QString* error) const
{
    QSqlQuery vacuum(d->db());
    return sql::run(vacuum, QStringLiteral("VACUUM INTO ?"), {file}, error);
}

QString ContentStore::setting(const QString& key) const
{
    return sql::scalar(d->db(), QStringLiteral("SELECT value FROM meta WHERE key = ?"), {key},
                       nullptr)
        .toString();
}

bool ContentStore::setSetting(const QString& key, const QString& value, QString* error)
{
    if (key == QLatin1String("content_stamp")) {
        if (error)
            *error = QStringLiteral("the content stamp is not a setting");
        return false;
    }
    QSqlQuery query(d->db());
    return sql::run(query,
                    QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) "
                                   "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                    {key, value}, error);
}

} // namespace zv
