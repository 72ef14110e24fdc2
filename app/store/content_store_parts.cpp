// ContentStore's reading of the structured content: schedules, steps,
// verses, image slots (item_parts) and inventory rows, each with its texts.

#include "store/content_store_p.h"
#include "store/sql_util.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QtDebug>

namespace zv::read {

namespace {

// The condition on the items table (alias i) for a scope.
QString condition(const Scope& scope)
{
    switch (scope.kind) {
    case Scope::Kind::Section:
        return QStringLiteral("i.section_key = ?");
    case Scope::Kind::Item:
        return QStringLiteral("i.key = ?");
    case Scope::Kind::All:
        break;
    }
    return QStringLiteral("1 = 1");
}

bool select(QSqlQuery& query, const QString& statement, const Scope& scope, QString* error)
{
    const QString text = statement.arg(condition(scope));
    if (scope.kind == Scope::Kind::All)
        return sql::run(query, text, {}, error);
    return sql::run(query, text, {scope.key}, error);
}

// (id or key) -> texts, from rows of (id or key, language, field, value).
QHash<QString, LocalizedTexts> readTexts(const QSqlDatabase& db, const QString& statement,
                                         const Scope& scope, const QString& what,
                                         ReadError* failure)
{
    QHash<QString, LocalizedTexts> result;
    QSqlQuery query(db);
    QString error;
    if (!select(query, statement, scope, &error)) {
        fail(failure, what, error);
        return result;
    }
    while (query.next())
        result[query.value(0).toString()].set(query.value(1).toString(), query.value(2).toString(),
                                              query.value(3).toString());
    // A step that fails half-way (a damaged page) ends the loop like the last row.
    if (query.lastError().isValid())
        fail(failure, what, query.lastError().text());
    return result;
}

} // namespace

void logFailure(const QString& what, const QString& error)
{
    qWarning().noquote() << "ContentStore:" << what << "failed:" << error;
}

void fail(ReadError* error, const QString& what, const QString& detail)
{
    // A caller that takes the error reports it (the CLI in one message);
    // only a read nobody checks is logged here.
    if (!error)
        logFailure(what, detail);
    if (error && !error->failed()) {
        error->what = what;
        error->detail = detail;
    }
}

void attachStructure(const QSqlDatabase& db, QList<Item>& items, const Scope& scope,
                     ReadError* failure)
{
    QHash<QString, Item*> byKey;
    for (Item& item : items)
        byKey.insert(item.key, &item);
    const QHash<QString, LocalizedTexts> texts = readTexts(
        db,
        QStringLiteral("SELECT t.part_id, t.language, t.field, t.value FROM part_texts t "
                       "JOIN item_parts p ON p.id = t.part_id JOIN items i ON i.key = p.item_key "
                       "WHERE %1"),
        scope, QStringLiteral("reading part texts"), failure);
    QSqlQuery parts(db);
    QString error;
    if (!select(
            parts,
            QStringLiteral("SELECT p.id, p.item_key, p.part, p.part_key, p.time, p.figure, "
                           "p.file, p.audio FROM item_parts p JOIN items i ON i.key = p.item_key "
                           "WHERE %1 ORDER BY p.item_key, p.part, p.position"),
            scope, &error)) {
        fail(failure, QStringLiteral("reading item parts"), error);
        return;
    }
    while (parts.next()) {
        Item* item = byKey.value(parts.value(1).toString());
        if (!item)
            continue;
        const LocalizedTexts partTexts = texts.value(parts.value(0).toString());
        const QString part = parts.value(2).toString();
        if (part == QLatin1String("schedule"))
            item->schedule.append({parts.value(4).toString(), partTexts});
        else if (part == QLatin1String("step"))
            item->steps.append({parts.value(5).toString(), parts.value(6).toString(), partTexts,
                                parts.value(7).toString()});
        else if (part == QLatin1String("verse"))
            item->verses.append({partTexts});
        else if (part == QLatin1String("image"))
            item->images.append({parts.value(3).toString(), parts.value(6).toString(), partTexts});
        else if (part == QLatin1String("audio"))
            item->audio.append({parts.value(3).toString(), parts.value(6).toString(), partTexts});
    }
    if (parts.lastError().isValid())
        fail(failure, QStringLiteral("reading item parts"), parts.lastError().text());
    for (const InventoryRow& row : inventoryRows(db, scope, failure)) {
        if (Item* item = byKey.value(row.listKey))
            item->rows.append(row);
    }
}

QList<InventoryRow> inventoryRows(const QSqlDatabase& db, const Scope& scope, ReadError* failure)
{
    QList<InventoryRow> result;
    const QHash<QString, LocalizedTexts> texts = readTexts(
        db,
        QStringLiteral("SELECT t.row_key, t.language, t.field, t.value FROM inventory_texts t "
                       "JOIN inventory_rows r ON r.key = t.row_key "
                       "JOIN items i ON i.key = r.item_key WHERE %1"),
        scope, QStringLiteral("reading inventory texts"), failure);
    QSqlQuery rows(db);
    QString error;
    if (!select(rows,
                QStringLiteral("SELECT r.key, r.item_key, r.position, r.source, r.category, "
                               "r.audience, r.place, r.count, r.available, r.game_item_key, "
                               "r.needs_review, r.staff_note FROM inventory_rows r "
                               "JOIN items i ON i.key = r.item_key "
                               "JOIN sections s ON s.key = i.section_key WHERE %1 "
                               "ORDER BY s.sort_order, s.key, i.sort_order, i.key, r.position"),
                scope, &error)) {
        fail(failure, QStringLiteral("reading inventory rows"), error);
        return result;
    }
    while (rows.next()) {
        InventoryRow row;
        row.key = rows.value(0).toString();
        row.listKey = rows.value(1).toString();
        row.position = rows.value(2).toInt();
        row.source = rows.value(3).toString();
        row.category = rows.value(4).toString();
        row.audience = rows.value(5).toString();
        row.place = rows.value(6).toString();
        row.count = rows.value(7).toInt();
        row.setStock(rows.value(8).toInt());
        row.gameItemKey = rows.value(9).toString(); // NULL reads as empty
        row.needsReview = rows.value(10).toBool();
        row.staffNote = rows.value(11).toString();
        row.texts = texts.value(row.key);
        result.append(row);
    }
    if (rows.lastError().isValid())
        fail(failure, QStringLiteral("reading inventory rows"), rows.lastError().text());
    return result;
}

} // namespace zv::read
