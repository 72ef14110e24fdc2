#include "store/content_store.h"

#include "store/content_store_p.h"
#include "store/search_index.h"
#include "store/search_runner.h"
#include "store/sql_util.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QtDebug>

namespace zv {

QString ReadError::toString() const
{
    return QStringLiteral("%1 failed: %2").arg(what, detail);
}

ContentStore::ContentStore(std::unique_ptr<Private> dd) : d(std::move(dd)) {}

ContentStore::~ContentStore()
{
    const QString name = d->connectionName;
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QString ContentStore::path() const
{
    return d->path;
}

ContentStore::Mode ContentStore::mode() const
{
    return d->mode;
}

int ContentStore::schemaVersion() const
{
    return d->schemaVersion;
}

namespace {

// Reads (key, language, field, value) rows into a map of LocalizedTexts.
void collectTexts(QSqlQuery& query, QHash<QString, LocalizedTexts>& into, const QString& what,
                  ReadError* failure)
{
    while (query.next())
        into[query.value(0).toString()].set(query.value(1).toString(), query.value(2).toString(),
                                            query.value(3).toString());
    // A step that fails half-way (a damaged page) ends the loop like the last row.
    if (query.lastError().isValid())
        read::fail(failure, what, query.lastError().text());
}

// After a loop over `query`: records an error that ended it early.
void checkDrained(const QSqlQuery& query, const QString& what, ReadError* failure)
{
    if (query.lastError().isValid())
        read::fail(failure, what, query.lastError().text());
}

Section sectionFromRow(const QSqlQuery& query)
{
    Section section;
    section.key = query.value(0).toString();
    section.kind = query.value(1).toString();
    section.sortOrder = query.value(2).toInt();
    section.accent = query.value(3).toString();
    section.icon = query.value(4).toString();
    return section;
}

Item itemFromRow(const QSqlQuery& query)
{
    Item item;
    item.key = query.value(0).toString();
    item.sectionKey = query.value(1).toString();
    item.kind = query.value(2).toString();
    item.sortOrder = query.value(3).toInt();
    item.gameKey = query.value(4).toString();
    item.staffNote = query.value(5).toString();
    item.needsReview = query.value(6).toBool();
    item.category = query.value(7).toString();
    item.audience = query.value(8).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    item.place = query.value(9).toString();
    item.group = query.value(10).toString();
    item.provenance = query.value(11).toString();
    item.melodyAbc = query.value(12).toString();
    return item;
}

const QString kSectionColumns = QStringLiteral("key, kind, sort_order, accent, icon");
const QString kItemColumns =
    QStringLiteral("key, section_key, kind, sort_order, game_key, staff_note, needs_review, "
                   "category, audience, place, game_group, provenance, melody_abc");

using read::fail;
using read::logFailure;

} // namespace

QList<Section> ContentStore::sections(ReadError* failure) const
{
    QList<Section> result;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(
            query,
            QStringLiteral("SELECT %1 FROM sections ORDER BY sort_order, key").arg(kSectionColumns),
            {}, &error)) {
        fail(failure, QStringLiteral("reading sections"), error);
        return result;
    }
    while (query.next())
        result.append(sectionFromRow(query));
    checkDrained(query, QStringLiteral("reading sections"), failure);
    QSqlQuery texts(d->db());
    if (!sql::run(texts,
                  QStringLiteral("SELECT section_key, language, field, value FROM section_texts"),
                  {}, &error)) {
        fail(failure, QStringLiteral("reading section texts"), error);
        return result;
    }
    QHash<QString, LocalizedTexts> byKey;
    collectTexts(texts, byKey, QStringLiteral("reading section texts"), failure);
    for (Section& section : result)
        section.texts = byKey.value(section.key);
    return result;
}

std::optional<Section> ContentStore::section(const QString& sectionKey, ReadError* failure) const
{
    for (const Section& candidate : sections(failure)) {
        if (candidate.key == sectionKey)
            return candidate;
    }
    return std::nullopt;
}

QList<Item> ContentStore::items(const QString& sectionKey, ReadError* failure) const
{
    QList<Item> result;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query,
                  QStringLiteral("SELECT %1 FROM items WHERE section_key = ? "
                                 "ORDER BY sort_order, key")
                      .arg(kItemColumns),
                  {sectionKey}, &error)) {
        fail(failure, QStringLiteral("reading items"), error);
        return result;
    }
    while (query.next())
        result.append(itemFromRow(query));
    checkDrained(query, QStringLiteral("reading items"), failure);
    QSqlQuery texts(d->db());
    if (!sql::run(texts,
                  QStringLiteral("SELECT t.item_key, t.language, t.field, t.value "
                                 "FROM item_texts t JOIN items i ON i.key = t.item_key "
                                 "WHERE i.section_key = ?"),
                  {sectionKey}, &error)) {
        fail(failure, QStringLiteral("reading item texts"), error);
        return result;
    }
    QHash<QString, LocalizedTexts> byKey;
    collectTexts(texts, byKey, QStringLiteral("reading item texts"), failure);
    for (Item& item : result)
        item.texts = byKey.value(item.key);
    read::attachStructure(d->db(), result, {read::Scope::Kind::Section, sectionKey}, failure);
    return result;
}

std::optional<Item> ContentStore::item(const QString& itemKey, ReadError* failure) const
{
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query, QStringLiteral("SELECT %1 FROM items WHERE key = ?").arg(kItemColumns),
                  {itemKey}, &error)) {
        fail(failure, QStringLiteral("reading an item"), error);
        return std::nullopt;
    }
    if (!query.next()) {
        checkDrained(query, QStringLiteral("reading an item"), failure);
        return std::nullopt;
    }
    Item result = itemFromRow(query);
    QSqlQuery texts(d->db());
    if (!sql::run(texts,
                  QStringLiteral("SELECT item_key, language, field, value FROM item_texts "
                                 "WHERE item_key = ?"),
                  {itemKey}, &error)) {
        fail(failure, QStringLiteral("reading item texts"), error);
        return result;
    }
    QHash<QString, LocalizedTexts> byKey;
    collectTexts(texts, byKey, QStringLiteral("reading item texts"), failure);
    result.texts = byKey.value(itemKey);
    QList<Item> one{result};
    read::attachStructure(d->db(), one, {read::Scope::Kind::Item, itemKey}, failure);
    return one.first();
}

QList<Item> ContentStore::allItems(ReadError* failure) const
{
    QList<Item> result;
    for (const Section& section : sections(failure))
        result.append(items(section.key, failure));
    return result;
}

QList<InventoryRow> ContentStore::inventoryRows(ReadError* failure) const
{
    return read::inventoryRows(d->db(), {}, failure);
}

QList<SearchHit> ContentStore::search(const QString& query, const QString& language, int limit,
                                      ReadError* failure) const
{
    QString error;
    QList<SearchHit> hits = search::run(d->db(), query, language, limit, &error);
    if (!error.isEmpty())
        fail(failure, QStringLiteral("searching"), error);
    return hits;
}

std::unique_ptr<SearchRunner> ContentStore::makeSearchRunner() const
{
    return std::make_unique<SearchRunner>(d->path);
}

QStringList ContentStore::languages() const
{
    QStringList result{kFallbackLanguage};
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query,
                  QStringLiteral("SELECT DISTINCT language FROM item_texts "
                                 "UNION SELECT DISTINCT language FROM section_texts "
                                 "ORDER BY language"),
                  {}, &error)) {
        logFailure(QStringLiteral("reading languages"), error);
        return result;
    }
    while (query.next()) {
        const QString language = query.value(0).toString();
        if (!result.contains(language))
            result.append(language);
    }
    return result;
}

QList<Revision> ContentStore::revisions(const QString& itemKey) const
{
    QList<Revision> result;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query,
                  QStringLiteral("SELECT id, item_key, language, field, old_value, new_value, "
                                 "author, changed_at, published_at, session FROM revisions "
                                 "WHERE item_key = ? ORDER BY id DESC"),
                  {itemKey}, &error)) {
        logFailure(QStringLiteral("reading revisions"), error);
        return result;
    }
    while (query.next()) {
        Revision revision;
        revision.id = query.value(0).toLongLong();
        revision.itemKey = query.value(1).toString();
        revision.language = query.value(2).toString();
        revision.field = query.value(3).toString();
        revision.oldValue = query.value(4).toString();
        revision.newValue = query.value(5).toString();
        revision.author = query.value(6).toString();
        // Stored as ISO 8601 with a trailing Z, so the parsed time is UTC.
        revision.changedAt = QDateTime::fromString(query.value(7).toString(), Qt::ISODateWithMs);
        const QString published = query.value(8).toString();
        if (!published.isEmpty())
            revision.publishedAt = QDateTime::fromString(published, Qt::ISODateWithMs);
        revision.session = query.value(9).toString();
        result.append(revision);
    }
    return result;
}

qint64 ContentStore::dataVersion() const
{
    QString error;
    const QVariant stamp =
        sql::scalar(d->db(), QStringLiteral("SELECT value FROM meta WHERE key = ?"),
                    {QStringLiteral("content_stamp")}, &error);
    if (!stamp.isValid()) {
        logFailure(QStringLiteral("reading the content stamp"), error);
        return -1;
    }
    return stamp.toLongLong();
}

QStringList ContentStore::integrityProblems() const
{
    QStringList problems;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query, QStringLiteral("PRAGMA integrity_check"), {}, &error))
        return {error};
    while (query.next()) {
        const QString line = query.value(0).toString();
        if (line != QStringLiteral("ok"))
            problems.append(line);
    }
    QSqlQuery foreignKeys(d->db());
    if (!sql::run(foreignKeys, QStringLiteral("PRAGMA foreign_key_check"), {}, &error))
        return problems << error;
    while (foreignKeys.next())
        problems.append(QStringLiteral("row %1 of table %2 points to a missing row of %3")
                            .arg(foreignKeys.value(1).toString(), foreignKeys.value(0).toString(),
                                 foreignKeys.value(2).toString()));
    return problems;
}

bool ContentStore::foreignKeysEnabled() const
{
    return sql::scalar(d->db(), QStringLiteral("PRAGMA foreign_keys"), {}, nullptr).toInt() == 1;
}

QString ContentStore::journalMode() const
{
    return sql::scalar(d->db(), QStringLiteral("PRAGMA journal_mode"), {}, nullptr)
        .toString()
        .toLower();
}

} // namespace zv
