// ContentStore's history: an item as it was after any revision, and the
// restore of a whole store's content from another (a backup).

#include "store/content_store.h"

#include "store/content_import.h"
#include "store/content_store_p.h"
#include "store/editing_p.h"
#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv {

std::optional<Item> ContentStore::itemAfterRevision(const QString& itemKey, qint64 revisionId) const
{
    // A partly read item would bring back a version with rows missing.
    ReadError readError;
    const std::optional<EditableItem> current = editableItem(itemKey, &readError);
    if (!current || readError.failed())
        return std::nullopt;
    QSqlQuery exists(d->db());
    QString error;
    if (!sql::run(exists,
                  QStringLiteral("SELECT count(*) FROM revisions WHERE id = ? AND item_key = ?"),
                  {revisionId, itemKey}, &error) ||
        !exists.next() || exists.value(0).toInt() == 0)
        return std::nullopt;
    // Each field touched later had, right after `revisionId`, the old value
    // of the first later revision that touched it.
    QSqlQuery later(d->db());
    if (!sql::run(later,
                  QStringLiteral("SELECT language, field, old_value FROM revisions "
                                 "WHERE item_key = ? AND id > ? ORDER BY id ASC"),
                  {itemKey, revisionId}, &error)) {
        read::logFailure(QStringLiteral("reading revisions"), error);
        return std::nullopt;
    }
    FieldMap values;
    while (later.next()) {
        const FieldKey key{later.value(0).toString(), later.value(1).toString()};
        if (!values.contains(key))
            values.insert(key, later.value(2).toString());
    }
    Item result = current->item;
    applyFields(result, values);
    return result;
}

WriteResult ContentStore::replaceContentFrom(const ContentStore& source, const QString& author,
                                             const QString& what, const QString& backupFile)
{
    if (author.trimmed().isEmpty())
        return edit::invalid(QStringLiteral("a restore needs the name of the staff member"));
    // Read the source completely before the write lock is taken. A damaged
    // backup whose rows cannot be read must not pass for one without rows:
    // the restore would delete them here (issue 26).
    ReadError readError;
    const QList<Section> sourceSections = source.sections(&readError);
    QHash<QString, Item> sourceLive;
    QHash<QString, EditableItem> sourceEditable;
    for (const EditableItem& editable : source.editableItems(&readError)) {
        sourceEditable.insert(editable.item.key, editable);
        if (const auto live = source.item(editable.item.key, &readError))
            sourceLive.insert(editable.item.key, *live);
    }
    if (readError.failed())
        return WriteResult::failed(
            WriteProblem::Damaged,
            QStringLiteral("%1: %2").arg(source.path(), readError.toString()),
            QStringLiteral("Die Sicherung ist beschädigt: Ein Teil davon konnte nicht gelesen "
                           "werden. Es wurde nichts wiederhergestellt."));
    if (sourceLive.isEmpty())
        return edit::invalid(QStringLiteral("the other store holds no items"));
    // A backup is a file like any other: its media names are checked too.
    for (const EditableItem& editable : std::as_const(sourceEditable)) {
        for (const Item& item : {sourceLive.value(editable.item.key), editable.item}) {
            if (const WriteResult names = edit::checkMediaNames(item); !names.ok())
                return names;
        }
    }

    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    QString error;
    const QString now = edit::nowText();
    QStringList changed;
    const QList<EditableItem> current = editableItems(&readError);
    if (readError.failed())
        return edit::failure(QStringLiteral("%1: %2").arg(path(), readError.toString()));
    for (const EditableItem& before : current) {
        const QString& key = before.item.key;
        if (!sourceLive.contains(key))
            continue; // an item the backup does not know stays as it is
        const EditableItem& after = sourceEditable.value(key);
        const bool written =
            edit::replaceLiveItem(db, sourceLive.value(key), &error) &&
            (after.isDraft ? edit::writeDraft(db, after.item, after.draftAuthor, &error)
                           : edit::deleteDraft(db, key, &error));
        if (!written)
            return edit::failure(error);
        const QList<FieldChange> changes = diffItems(before.item, after.item);
        if (changes.isEmpty())
            continue;
        if (!edit::writeRevisions(db, key, changes, author.trimmed(), {},
                                  after.isDraft ? QString() : now, &error) ||
            !edit::bumpEditVersion(db, key, &error))
            return edit::failure(error);
        changed.append(key);
    }
    for (const Section& section : sourceSections) {
        QSqlQuery clear(db);
        if (!sql::run(clear, QStringLiteral("DELETE FROM section_texts WHERE section_key = ?"),
                      {section.key}, &error))
            return edit::failure(error);
        const QVariant known =
            sql::scalar(db, QStringLiteral("SELECT count(*) FROM sections WHERE key = ?"),
                        {section.key}, &error);
        if (known.toInt() > 0 &&
            !import::insertTexts(db, QStringLiteral("section_texts"), QStringLiteral("section_key"),
                                 section.key, section.texts, false, &error))
            return edit::failure(error);
    }
    QSqlQuery log(db);
    if (!sql::run(log,
                  QStringLiteral("INSERT INTO publications (author, published_at, what, item_keys, "
                                 "backup_file) VALUES (?, ?, ?, ?, ?)"),
                  {author.trimmed(), now, what, changed.join(QLatin1Char(',')), backupFile},
                  &error) ||
        !edit::bumpContentStamp(db, &error) || !transaction.commit(&error))
        return edit::failure(error);
    WriteResult result;
    result.status = changed.isEmpty() ? WriteResult::Status::Unchanged : WriteResult::Status::Saved;
    return result;
}

} // namespace zv
