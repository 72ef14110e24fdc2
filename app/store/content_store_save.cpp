// ContentStore's direct write path: item texts saved straight into what the
// kiosk shows, each with a revision row (published at once). Tools and tests
// use it; the staff editor saves drafts (content_store_edit.cpp).

#include "store/content_store.h"

#include "store/content_store_p.h"
#include "store/search_index.h"
#include "store/sql_util.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlQuery>

namespace zv {

namespace {

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

bool isLanguageCode(const QString& language)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2,3}$"));
    return pattern.match(language).hasMatch();
}

// Checks every change before anything is written, so a bad request never
// starts a transaction.
bool validate(const QList<TextChange>& changes, const QString& author, QString* error)
{
    if (author.trimmed().isEmpty())
        return fail(error, QStringLiteral("a change needs the name of the staff member"));
    for (const TextChange& change : changes) {
        if (!isLanguageCode(change.language))
            return fail(error, QStringLiteral("'%1' is not a language code").arg(change.language));
        if (!itemTextFields().contains(change.field))
            return fail(error, QStringLiteral("'%1' is not a text field of an item (known: %2)")
                                   .arg(change.field, itemTextFields().join(QStringLiteral(", "))));
    }
    return true;
}

} // namespace

bool ContentStore::saveItemText(const QString& itemKey, const QString& language,
                                const QString& fieldName, const QString& newValue,
                                const QString& author, QString* error)
{
    return saveItemTexts(itemKey, {TextChange{language, fieldName, newValue}}, author, error);
}

bool ContentStore::saveItemTexts(const QString& itemKey, const QList<TextChange>& changes,
                                 const QString& author, QString* error)
{
    if (!validate(changes, author, error))
        return false;
    QSqlDatabase db = d->db();
    QString detail;
    sql::Transaction transaction(db);
    if (!transaction.active())
        return fail(error, QStringLiteral("the store is busy or read-only; nothing was saved"));

    const QVariant exists = sql::scalar(
        db, QStringLiteral("SELECT count(*) FROM items WHERE key = ?"), {itemKey}, &detail);
    if (!exists.isValid())
        return fail(error, detail);
    if (exists.toInt() == 0)
        return fail(error, QStringLiteral("there is no item '%1'").arg(itemKey));

    // One timestamp for the whole save: the fields changed together.
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    int written = 0;
    for (const TextChange& change : changes) {
        QSqlQuery oldQuery(db);
        if (!sql::run(oldQuery,
                      QStringLiteral("SELECT value FROM item_texts "
                                     "WHERE item_key = ? AND language = ? AND field = ?"),
                      {itemKey, change.language, change.field}, &detail))
            return fail(error, detail);
        const bool hadValue = oldQuery.next();
        const QString oldValue = hadValue ? oldQuery.value(0).toString() : QString();
        if (hadValue && oldValue == change.newValue)
            continue;
        if (!hadValue && change.newValue.isEmpty())
            continue;

        QSqlQuery upsert(db);
        if (!sql::run(upsert,
                      QStringLiteral("INSERT INTO item_texts (item_key, language, field, value) "
                                     "VALUES (?, ?, ?, ?) ON CONFLICT (item_key, language, field) "
                                     "DO UPDATE SET value = excluded.value"),
                      {itemKey, change.language, change.field, change.newValue}, &detail))
            return fail(error, detail);
        QSqlQuery revision(db);
        if (!sql::run(revision,
                      QStringLiteral("INSERT INTO revisions (item_key, language, field, "
                                     "old_value, new_value, author, changed_at, published_at) "
                                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                      {itemKey, change.language, change.field, oldValue, change.newValue,
                       author.trimmed(), now, now},
                      &detail))
            return fail(error, detail);
        ++written;
    }
    if (written == 0)
        return true; // nothing changed; the transaction rolls back harmlessly
    if (!search::reindexItem(db, itemKey, &detail))
        return fail(error, detail);

    // An editor that has this item open notices the change (edit version).
    QSqlQuery version(db);
    if (!sql::run(version,
                  QStringLiteral("UPDATE items SET edit_version = edit_version + 1 WHERE key = ?"),
                  {itemKey}, &detail))
        return fail(error, detail);
    // Readers (the kiosk) poll this stamp to know when to reload.
    QSqlQuery stamp(db);
    if (!sql::run(
            stamp,
            QStringLiteral("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?"),
            {QStringLiteral("content_stamp")}, &detail))
        return fail(error, detail);
    if (!transaction.commit(&detail))
        return fail(error, QStringLiteral("saving failed, nothing was changed: %1").arg(detail));
    return true;
}

} // namespace zv
