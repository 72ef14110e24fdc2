// The building blocks of the staff-editing write path (see editing_p.h).

#include "store/content_import.h"
#include "store/editing_p.h"
#include "store/item_json.h"
#include "store/media_names.h"
#include "store/search_index.h"
#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv {

WriteProblem classifyStoreError(const QString& technical)
{
    // SQLite's own words, as QSqlError passes them on.
    const QString text = technical.toLower();
    if (text.contains(QLatin1String("database is locked")) ||
        text.contains(QLatin1String("database is busy")) ||
        text.contains(QLatin1String("database table is locked")))
        return WriteProblem::Busy;
    if (text.contains(QLatin1String("disk is full")) ||
        text.contains(QLatin1String("database or disk is full")) ||
        text.contains(QLatin1String("no space left")))
        return WriteProblem::DiskFull;
    if (text.contains(QLatin1String("readonly database")) ||
        text.contains(QLatin1String("read-only")) ||
        text.contains(QLatin1String("unable to open database")))
        return WriteProblem::ReadOnly;
    if (text.contains(QLatin1String("malformed")) || text.contains(QLatin1String("disk i/o")) ||
        text.contains(QLatin1String("not a database")))
        return WriteProblem::Damaged;
    return WriteProblem::Other;
}

namespace edit {

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime timeFromText(const QString& text)
{
    if (text.isEmpty())
        return {};
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    return time;
}

WriteResult failure(const QString& detail)
{
    return WriteResult::failed(classifyStoreError(detail), detail);
}

WriteResult invalid(const QString& detail)
{
    return WriteResult::failed(WriteProblem::Invalid, detail);
}

WriteResult checkMediaNames(const Item& item)
{
    for (const MediaReference& media : mediaReferences(item)) {
        QString why;
        if (isPlainFileName(media.name, &why))
            continue;
        const QString shown = shownFileName(media.name);
        return WriteResult::failed(
            WriteProblem::Invalid,
            QStringLiteral("item '%1', %2: '%3' is not a plain file name in the media folder "
                           "(%4); nothing was saved")
                .arg(item.key, media.whereEn, shown, why),
            QStringLiteral("„%1“, %2: Der Dateiname „%3“ ist kein einfacher Dateiname im "
                           "Medienordner (erlaubt ist nur ein Name ohne Ordner, ohne „..“, ohne "
                           "Punkt am Anfang und ohne Steuerzeichen). Es wurde nichts "
                           "gespeichert. Bitte das Bild oder den Ton entfernen und neu "
                           "hinzufügen.")
                .arg(item.key, media.whereDe, shown));
    }
    WriteResult fine;
    fine.status = WriteResult::Status::Saved;
    return fine;
}

bool writeRevisions(QSqlDatabase& db, const QString& itemKey, const QList<FieldChange>& changes,
                    const QString& author, const QString& session, const QString& publishedAt,
                    QString* error)
{
    const QString now = nowText();
    for (const FieldChange& change : changes) {
        if (!session.isEmpty()) {
            QSqlQuery last(db);
            if (!sql::run(last,
                          QStringLiteral("SELECT id, session, published_at, old_value "
                                         "FROM revisions WHERE item_key = ? AND field = ? "
                                         "AND language = ? ORDER BY id DESC LIMIT 1"),
                          {itemKey, change.key.path, change.key.language}, error))
                return false;
            if (last.next() && last.value(1).toString() == session &&
                last.value(2).toString().isEmpty()) {
                const qint64 id = last.value(0).toLongLong();
                const bool backToStart = last.value(3).toString() == change.newValue;
                QSqlQuery merge(db);
                const bool merged =
                    backToStart
                        ? sql::run(merge, QStringLiteral("DELETE FROM revisions WHERE id = ?"),
                                   {id}, error)
                        : sql::run(merge,
                                   QStringLiteral("UPDATE revisions SET new_value = ?, "
                                                  "changed_at = ?, author = ? WHERE id = ?"),
                                   {change.newValue, now, author, id}, error);
                if (!merged)
                    return false;
                continue;
            }
        }
        QSqlQuery insert(db);
        if (!sql::run(insert,
                      QStringLiteral("INSERT INTO revisions (item_key, language, field, old_value, "
                                     "new_value, author, changed_at, session, published_at) "
                                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                      {itemKey, change.key.language, change.key.path, change.oldValue,
                       change.newValue, author, now, session, publishedAt},
                      error))
            return false;
    }
    return true;
}

qint64 editVersion(const QSqlDatabase& db, const QString& itemKey, QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query, QStringLiteral("SELECT edit_version FROM items WHERE key = ?"), {itemKey},
                  error))
        return -1;
    if (!query.next()) {
        if (error)
            *error = QStringLiteral("there is no item '%1'").arg(itemKey);
        return -1;
    }
    return query.value(0).toLongLong();
}

bool bumpEditVersion(QSqlDatabase& db, const QString& itemKey, QString* error)
{
    QSqlQuery query(db);
    return sql::run(
        query, QStringLiteral("UPDATE items SET edit_version = edit_version + 1 WHERE key = ?"),
        {itemKey}, error);
}

bool bumpContentStamp(QSqlDatabase& db, QString* error)
{
    QSqlQuery stamp(db);
    return sql::run(
        stamp, QStringLiteral("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?"),
        {QStringLiteral("content_stamp")}, error);
}

bool readDraft(const QSqlDatabase& db, const QString& itemKey, Item* item, QString* author,
               QString* savedAt, QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query,
                  QStringLiteral("SELECT payload, author, updated_at FROM item_drafts "
                                 "WHERE item_key = ?"),
                  {itemKey}, error))
        return false;
    if (!query.next())
        return false;
    if (!itemFromJsonText(query.value(0).toString(), item, error))
        return false;
    if (author)
        *author = query.value(1).toString();
    if (savedAt)
        *savedAt = query.value(2).toString();
    return true;
}

bool writeDraft(QSqlDatabase& db, const Item& item, const QString& author, QString* error)
{
    QSqlQuery query(db);
    return sql::run(
        query,
        QStringLiteral("INSERT INTO item_drafts (item_key, payload, author, updated_at) "
                       "VALUES (?, ?, ?, ?) ON CONFLICT (item_key) DO UPDATE SET "
                       "payload = excluded.payload, author = excluded.author, "
                       "updated_at = excluded.updated_at"),
        {item.key, itemToJsonText(item), author, nowText()}, error);
}

bool deleteDraft(QSqlDatabase& db, const QString& itemKey, QString* error)
{
    QSqlQuery query(db);
    return sql::run(query, QStringLiteral("DELETE FROM item_drafts WHERE item_key = ?"), {itemKey},
                    error);
}

bool replaceLiveItem(QSqlDatabase& db, const Item& item, QString* error)
{
    QSqlQuery update(db);
    if (!sql::run(update,
                  QStringLiteral("UPDATE items SET staff_note = ?, needs_review = ?, category = ?, "
                                 "audience = ?, place = ?, game_group = ?, provenance = ?, "
                                 "melody_abc = ? WHERE key = ?"),
                  {item.staffNote, item.needsReview ? 1 : 0, item.category,
                   item.audience.join(QLatin1Char(',')), item.place, item.group, item.provenance,
                   item.melodyAbc, item.key},
                  error))
        return false;
    // Parts and rows are replaced whole (their texts follow by ON DELETE
    // CASCADE); rows are renumbered in their list's order.
    for (const QString& statement :
         {QStringLiteral("DELETE FROM item_texts WHERE item_key = ?"),
          QStringLiteral("DELETE FROM item_parts WHERE item_key = ?"),
          QStringLiteral("DELETE FROM inventory_rows WHERE item_key = ?")}) {
        QSqlQuery remove(db);
        if (!sql::run(remove, statement, {item.key}, error))
            return false;
    }
    Item numbered = item;
    for (int i = 0; i < numbered.rows.size(); ++i) {
        numbered.rows[i].position = i;
        numbered.rows[i].listKey = item.key;
    }
    return import::insertTexts(db, QStringLiteral("item_texts"), QStringLiteral("item_key"),
                               item.key, item.texts, false, error) &&
           import::insertParts(db, numbered, error) && import::insertRows(db, numbered, error) &&
           search::reindexItem(db, item.key, error);
}

void lastChange(const QSqlDatabase& db, const QString& itemKey, QString* author, QDateTime* at)
{
    QSqlQuery query(db);
    if (sql::run(query,
                 QStringLiteral("SELECT author, changed_at FROM revisions WHERE item_key = ? "
                                "ORDER BY changed_at DESC, id DESC LIMIT 1"),
                 {itemKey}, nullptr) &&
        query.next()) {
        *author = query.value(0).toString();
        *at = timeFromText(query.value(1).toString());
    }
}

} // namespace edit

} // namespace zv
