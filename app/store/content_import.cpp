#include "store/content_import.h"

#include "store/search_index.h"
#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv {

namespace {

bool insertSection(QSqlDatabase& db, const Section& section, bool orIgnore, QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query,
                  QStringLiteral("INSERT %1 INTO sections (key, kind, sort_order, accent, icon) "
                                 "VALUES (?, ?, ?, ?, ?)")
                      .arg(orIgnore ? QStringLiteral("OR IGNORE") : QString()),
                  {section.key, section.kind, section.sortOrder, section.accent, section.icon},
                  error))
        return false;
    return import::insertTexts(db, QStringLiteral("section_texts"), QStringLiteral("section_key"),
                               section.key, section.texts, orIgnore, error);
}

bool insertItem(QSqlDatabase& db, const Item& item, QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query,
                  QStringLiteral(
                      "INSERT INTO items (key, section_key, kind, sort_order, game_key, "
                      "staff_note, needs_review, category, audience, place, game_group, "
                      "provenance, melody_abc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                  {item.key, item.sectionKey, item.kind, item.sortOrder, item.gameKey,
                   item.staffNote, item.needsReview ? 1 : 0, item.category,
                   item.audience.join(QLatin1Char(',')), item.place, item.group, item.provenance,
                   item.melodyAbc},
                  error))
        return false;
    return import::insertTexts(db, QStringLiteral("item_texts"), QStringLiteral("item_key"),
                               item.key, item.texts, false, error) &&
           import::insertParts(db, item, error);
}

// An item an older store already has: its texts stay as staff left them;
// new fields, the classification (where empty), parts and rows are added.
bool completeItem(QSqlDatabase& db, const Item& item, QString* error)
{
    QSqlQuery update(db);
    if (!sql::run(
            update,
            QStringLiteral("UPDATE items SET category = ?, audience = ?, place = ?, "
                           "game_group = ? WHERE key = ? AND category = '' "
                           "AND audience = '' AND place = '' AND game_group = ''"),
            {item.category, item.audience.join(QLatin1Char(',')), item.place, item.group, item.key},
            error))
        return false;
    if (!import::insertTexts(db, QStringLiteral("item_texts"), QStringLiteral("item_key"), item.key,
                             item.texts, true, error))
        return false;
    const QVariant parts =
        sql::scalar(db, QStringLiteral("SELECT count(*) FROM item_parts WHERE item_key = ?"),
                    {item.key}, error);
    if (!parts.isValid())
        return false;
    return parts.toInt() > 0 || import::insertParts(db, item, error);
}

bool hasItem(QSqlDatabase& db, const QString& key, bool* exists, QString* error)
{
    const QVariant count =
        sql::scalar(db, QStringLiteral("SELECT count(*) FROM items WHERE key = ?"), {key}, error);
    *exists = count.toInt() > 0;
    return count.isValid();
}

bool mergeContent(QSqlDatabase& db, const BundledContent& content, QString* error)
{
    for (const Section& section : content.sections) {
        if (!insertSection(db, section, true, error))
            return false;
    }
    for (const Item& item : content.items) {
        bool exists = false;
        if (!hasItem(db, item.key, &exists, error))
            return false;
        if (!(exists ? completeItem(db, item, error) : insertItem(db, item, error)))
            return false;
    }
    // Rows after all items: a row's game link needs its game to be there.
    for (const Item& item : content.items) {
        const QVariant rows = sql::scalar(
            db, QStringLiteral("SELECT count(*) FROM inventory_rows WHERE item_key = ?"),
            {item.key}, error);
        if (!rows.isValid())
            return false;
        if (rows.toInt() == 0 && !import::insertRows(db, item, error))
            return false;
    }
    return true;
}

// Schema v6: an older store learns each item's source note and which rows
// the document leaves without a count or mark. A note staff wrote stays; a
// row staff changed (a count, or marked it missing) stays as they left it.
bool addSourceNotes(QSqlDatabase& db, const BundledContent& content, QString* error)
{
    for (const Item& item : content.items) {
        QSqlQuery update(db);
        if (!sql::run(update,
                      QStringLiteral("UPDATE items SET provenance = ? WHERE key = ? AND "
                                     "provenance = ''"),
                      {item.provenance, item.key}, error))
            return false;
        LocalizedTexts notes;
        for (auto it = item.texts.values.cbegin(); it != item.texts.values.cend(); ++it) {
            if (it->contains(field::provenanceNote))
                notes.set(it.key(), field::provenanceNote, it->value(field::provenanceNote));
        }
        bool exists = false;
        if (!hasItem(db, item.key, &exists, error))
            return false;
        if (exists &&
            !import::insertTexts(db, QStringLiteral("item_texts"), QStringLiteral("item_key"),
                                 item.key, notes, true, error))
            return false;
        for (const InventoryRow& row : item.rows) {
            if (row.stated)
                continue;
            QSqlQuery unstated(db);
            if (!sql::run(unstated,
                          QStringLiteral("UPDATE inventory_rows SET available = -1 WHERE key = ? "
                                         "AND available = 1 AND count = -1"),
                          {row.key}, error))
                return false;
        }
    }
    return true;
}

} // namespace

bool importContent(QSqlDatabase& db, const BundledContent& content, QString* error)
{
    sql::Transaction transaction(db);
    for (const Section& section : content.sections) {
        if (!insertSection(db, section, false, error))
            return false;
    }
    for (const Item& item : content.items) {
        if (!insertItem(db, item, error))
            return false;
    }
    for (const Item& item : content.items) {
        if (!import::insertRows(db, item, error))
            return false;
    }
    return search::rebuild(db, error) && transaction.commit(error);
}

// Schema v7: an older store learns the bundled songs' tunes; a tune staff
// already wrote stays.
bool addMelodies(QSqlDatabase& db, const BundledContent& content, QString* error)
{
    for (const Item& item : content.items) {
        if (item.melodyAbc.isEmpty())
            continue;
        QSqlQuery update(db);
        if (!sql::run(update,
                      QStringLiteral("UPDATE items SET melody_abc = ? WHERE key = ? AND "
                                     "melody_abc = ''"),
                      {item.melodyAbc, item.key}, error))
            return false;
    }
    return true;
}

bool completeAfterMigration(QSqlDatabase& db, int fromVersion, QString* error)
{
    if (fromVersion >= 7)
        return true; // nothing the bundled content adds is missing
    sql::Transaction transaction(db);
    const ContentReadResult bundled = readContentTree(bundledContentRoot());
    if (fromVersion < 3) {
        // The structured tables and the index are new: fill them.
        if (bundled.ok() && !mergeContent(db, bundled.content, error))
            return false;
        if (!search::rebuild(db, error))
            return false;
    }
    if (fromVersion < 6 && bundled.ok() && !addSourceNotes(db, bundled.content, error))
        return false;
    if (bundled.ok() && !addMelodies(db, bundled.content, error))
        return false;
    return transaction.commit(error);
}

} // namespace zv
