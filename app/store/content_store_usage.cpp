// ContentStore's anonymous usage counts: how often sections, items and games
// were used, and how many visits of what length, per day. One upsert a use:
// cheap enough for every touch that opens something, and nothing that could
// name a visitor is ever stored.

#include "store/content_store.h"

#include "store/content_store_p.h"
#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv {

namespace {

bool knownKind(const QString& kind)
{
    return kind == QLatin1String("section") || kind == QLatin1String("item") ||
           kind == QLatin1String("game") || kind == QLatin1String("visit");
}

} // namespace

bool ContentStore::countUse(const QString& kind, const QString& key, int seconds)
{
    if (!knownKind(kind) || seconds < 0)
        return false;
    QSqlQuery query(d->db());
    QString error;
    const QString day = QDate::currentDate().toString(Qt::ISODate);
    const bool ok =
        sql::run(query,
                 QStringLiteral("INSERT INTO usage_counts (day, kind, key, count, seconds) "
                                "VALUES (?, ?, ?, 1, ?) ON CONFLICT (day, kind, key) DO UPDATE SET "
                                "count = count + 1, seconds = seconds + excluded.seconds"),
                 {day, kind, kind == QLatin1String("visit") ? QString() : key, seconds}, &error);
    if (!ok)
        read::logFailure(QStringLiteral("counting a use"), error);
    return ok;
}

QList<UsageCount> ContentStore::usageCounts(const QDate& from, const QDate& to) const
{
    QList<UsageCount> counts;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query,
                  QStringLiteral("SELECT day, kind, key, count, seconds FROM usage_counts "
                                 "WHERE day BETWEEN ? AND ? ORDER BY day, kind, key"),
                  {from.toString(Qt::ISODate), to.toString(Qt::ISODate)}, &error)) {
        read::logFailure(QStringLiteral("reading the usage counts"), error);
        return counts;
    }
    while (query.next()) {
        UsageCount count;
        count.day = QDate::fromString(query.value(0).toString(), Qt::ISODate);
        count.kind = query.value(1).toString();
        count.key = query.value(2).toString();
        count.count = query.value(3).toInt();
        count.seconds = query.value(4).toLongLong();
        counts.append(count);
    }
    return counts;
}

} // namespace zv
