// ContentStore::importItems: a content pack's items written in one
// transaction (issue 26), drafted and, when asked, published.

#include "store/content_store.h"

#include "store/content_store_p.h"
#include "store/editing_p.h"
#include "store/sql_util.h"

namespace zv {

WriteResult ContentStore::importItems(const QList<ItemImport>& items, const QString& author,
                                      const QString& session, bool publish,
                                      const QString& backupFile,
                                      const std::function<bool(QString*)>& beforeCommit,
                                      ImportOutcome* outcome)
{
    if (author.trimmed().isEmpty())
        return edit::invalid(QStringLiteral("an import needs the name of the staff member"));
    const QString importer = QStringLiteral("%1 (Inhaltspaket)").arg(author.trimmed());
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    ImportOutcome done;
    for (const ItemImport& import : items) {
        const WriteResult written = edit::saveDraftLocked(
            *this, db, import.item, import.expectedVersion, importer, session);
        if (written.status == WriteResult::Status::Unchanged)
            done.unchanged.append(import.item.key);
        else if (written.status == WriteResult::Status::Saved)
            done.drafted.append(import.item.key);
        else
            return written; // the transaction rolls back: nothing of the pack stays
    }
    if (publish && !done.drafted.isEmpty()) {
        const WriteResult published = edit::publishLocked(
            *this, db, done.drafted, author, QStringLiteral("import"), backupFile, &done.published);
        if (!published.ok())
            return published;
    }
    QString error;
    if (beforeCommit && !beforeCommit(&error))
        return edit::failure(error);
    if (!transaction.commit(&error))
        return edit::failure(error);
    if (outcome)
        *outcome = done;
    WriteResult result;
    result.status =
        done.drafted.isEmpty() ? WriteResult::Status::Unchanged : WriteResult::Status::Saved;
    return result;
}

} // namespace zv
