#include "store/content_import.h"

#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv {

namespace {

bool insertTexts(QSqlDatabase& db, const QString& statement, const QString& key,
                 const LocalizedTexts& texts, QString* error)
{
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

bool insertSection(QSqlDatabase& db, const Section& section, QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query,
                  QStringLiteral("INSERT INTO sections (key, kind, sort_order, accent, icon) "
                                 "VALUES (?, ?, ?, ?, ?)"),
                  {section.key, section.kind, section.sortOrder, section.accent, section.icon},
                  error))
        return false;
    return insertTexts(db,
                       QStringLiteral("INSERT INTO section_texts (section_key, language, field, "
                                      "value) VALUES (?, ?, ?, ?)"),
                       section.key, section.texts, error);
}

bool insertItem(QSqlDatabase& db, const Item& item, QString* error)
{
    QSqlQuery query(db);
    if (!sql::run(query,
                  QStringLiteral("INSERT INTO items (key, section_key, kind, sort_order, game_key, "
                                 "staff_note, needs_review) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                  {item.key, item.sectionKey, item.kind, item.sortOrder, item.gameKey,
                   item.staffNote, item.needsReview ? 1 : 0},
                  error))
        return false;
    return insertTexts(db,
                       QStringLiteral("INSERT INTO item_texts (item_key, language, field, value) "
                                      "VALUES (?, ?, ?, ?)"),
                       item.key, item.texts, error);
}

} // namespace

bool importContent(QSqlDatabase& db, const BundledContent& content, QString* error)
{
    sql::Transaction transaction(db);
    for (const Section& section : content.sections) {
        if (!insertSection(db, section, error))
            return false;
    }
    for (const Item& item : content.items) {
        if (!insertItem(db, item, error))
            return false;
    }
    return transaction.commit(error);
}

} // namespace zv
