// Writing an item's structured parts (schedule, steps, verses, images) and an
// inventory list's rows into the v3 tables.

#include "store/content_import.h"

#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv::import {

namespace {

struct PartRow {
    QString part;
    QString partKey;
    QString time;
    QString figure;
    QString file;
    const LocalizedTexts* texts = nullptr;
    QString audio;
};

bool insertPart(QSqlDatabase& db, const QString& itemKey, int position, const PartRow& part,
                QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query,
                  QStringLiteral("INSERT INTO item_parts (item_key, part, position, part_key, "
                                 "time, figure, file, audio) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                  {itemKey, part.part, position, part.partKey, part.time, part.figure, part.file,
                   part.audio},
                  error))
        return false;
    const qint64 id = query.lastInsertId().toLongLong();
    for (auto language = part.texts->values.cbegin(); language != part.texts->values.cend();
         ++language) {
        for (auto text = language->cbegin(); text != language->cend(); ++text) {
            if (text.value().isEmpty())
                continue;
            QSqlQuery insert(db);
            if (!sql::run(insert,
                          QStringLiteral("INSERT INTO part_texts (part_id, language, field, "
                                         "value) VALUES (?, ?, ?, ?)"),
                          {id, language.key(), text.key(), text.value()}, error))
                return false;
        }
    }
    return true;
}

} // namespace

bool insertTexts(QSqlDatabase& db, const QString& table, const QString& keyColumn,
                 const QString& key, const LocalizedTexts& texts, bool orIgnore, QString* error)
{
    const QString statement =
        QStringLiteral("INSERT %1 INTO %2 (%3, language, field, value) VALUES (?, ?, ?, ?)")
            .arg(orIgnore ? QStringLiteral("OR IGNORE") : QString(), table, keyColumn);
    for (auto language = texts.values.cbegin(); language != texts.values.cend(); ++language) {
        for (auto text = language->cbegin(); text != language->cend(); ++text) {
            if (text.value().isEmpty())
                continue;
            QSqlQuery query(db);
            if (!sql::run(query, statement, {key, language.key(), text.key(), text.value()}, error))
                return false;
        }
    }
    return true;
}

bool insertParts(QSqlDatabase& db, const Item& item, QString* error)
{
    int position = 0;
    for (const ScheduleEntry& entry : item.schedule) {
        if (!insertPart(db, item.key, position++,
                        {QStringLiteral("schedule"), {}, entry.time, {}, {}, &entry.texts, {}},
                        error))
            return false;
    }
    position = 0;
    for (const Step& step : item.steps) {
        if (!insertPart(
                db, item.key, position++,
                {QStringLiteral("step"), {}, {}, step.figure, step.image, &step.texts, step.audio},
                error))
            return false;
    }
    position = 0;
    for (const Verse& verse : item.verses) {
        if (!insertPart(db, item.key, position++,
                        {QStringLiteral("verse"), {}, {}, {}, {}, &verse.texts, {}}, error))
            return false;
    }
    position = 0;
    for (const ImageSlot& image : item.images) {
        if (!insertPart(db, item.key, position++,
                        {QStringLiteral("image"), image.key, {}, {}, image.file, &image.texts, {}},
                        error))
            return false;
    }
    position = 0;
    for (const AudioClip& clip : item.audio) {
        if (!insertPart(db, item.key, position++,
                        {QStringLiteral("audio"), clip.key, {}, {}, clip.file, &clip.texts, {}},
                        error))
            return false;
    }
    return true;
}

bool insertRows(QSqlDatabase& db, const Item& item, QString* error)
{
    for (const InventoryRow& row : item.rows) {
        QSqlQuery query(db);
        // No game: NULL, so the foreign key to items holds.
        const QVariant game = row.gameItemKey.isEmpty() ? QVariant() : QVariant(row.gameItemKey);
        if (!sql::run(query,
                      QStringLiteral("INSERT INTO inventory_rows (key, item_key, position, source, "
                                     "category, audience, place, count, available, game_item_key, "
                                     "needs_review, staff_note) "
                                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                      {row.key, item.key, row.position, row.source, row.category, row.audience,
                       row.place, row.count, row.stock(), game, row.needsReview ? 1 : 0,
                       row.staffNote},
                      error))
            return false;
        if (!insertTexts(db, QStringLiteral("inventory_texts"), QStringLiteral("row_key"), row.key,
                         row.texts, false, error))
            return false;
    }
    return true;
}

} // namespace zv::import
