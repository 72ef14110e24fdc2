#include "store/search_index.h"

#include "store/sql_util.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace zv::search {

QString plainText(const QString& markdown)
{
    QStringList lines;
    for (QString line : markdown.split(QLatin1Char('\n'))) {
        if (line.trimmed() == QStringLiteral("---"))
            continue; // a page break
        if (line.endsWith(QLatin1Char('\\')))
            line.chop(1); // a kept line break
        lines.append(line);
    }
    QString text = lines.join(QLatin1Char(' '));
    text.remove(QStringLiteral("**"));
    static const QRegularExpression emphasis(QStringLiteral("(^|\\s)\\*(\\S)"));
    text.replace(emphasis, QStringLiteral("\\1\\2"));
    static const QRegularExpression emphasisEnd(QStringLiteral("(\\S)\\*($|[\\s.,;:!?)])"));
    text.replace(emphasisEnd, QStringLiteral("\\1\\2"));
    static const QRegularExpression heading(QStringLiteral("(^|\\s)#+\\s"));
    text.replace(heading, QStringLiteral("\\1"));
    return text.simplified();
}

QString snippet(const QString& text, const QStringList& tokens, int words)
{
    const QStringList all = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    qsizetype hit = -1;
    for (qsizetype i = 0; i < all.size() && hit < 0; ++i) {
        for (const QString& part : fold(all.at(i)).split(wordSeparators(), Qt::SkipEmptyParts)) {
            const bool matches = std::any_of(tokens.cbegin(), tokens.cend(),
                                             [&](const QString& t) { return part.startsWith(t); });
            if (matches) {
                hit = i;
                break;
            }
        }
    }
    const qsizetype before = words / 3;
    qsizetype start = hit < 0 ? 0 : std::max<qsizetype>(0, hit - before);
    const qsizetype end = std::min<qsizetype>(all.size(), start + words);
    start = std::max<qsizetype>(0, std::min(start, end - words));
    QString result = all.mid(start, end - start).join(QLatin1Char(' '));
    if (start > 0)
        result.prepend(QStringLiteral("… "));
    if (end < all.size())
        result.append(QStringLiteral(" …"));
    return result;
}

namespace {

struct Entry {
    QString itemKey;
    QString rowKey;
    QString language;
    QString original;
    QString title;   // folded, weighs more
    QString content; // folded
};

// One prepared statement for all rows: a rebuild inserts a few thousand.
bool insertEntries(QSqlDatabase& db, const QList<Entry>& entries, QString* error)
{
    const QString statement = QStringLiteral("INSERT INTO search_index (item_key, row_key, "
                                             "language, original, title, content) "
                                             "VALUES (?, ?, ?, ?, ?, ?)");
    QSqlQuery insert(db);
    if (!insert.prepare(statement)) {
        if (error)
            *error = insert.lastError().text();
        return false;
    }
    for (const Entry& entry : entries) {
        const QString values[] = {entry.itemKey,  entry.rowKey, entry.language,
                                  entry.original, entry.title,  entry.content};
        for (int column = 0; column < 6; ++column)
            insert.bindValue(column, values[column].isNull() ? QStringLiteral("") : values[column]);
        if (!insert.exec()) {
            if (error)
                *error = QStringLiteral("%1 (in: %2)").arg(insert.lastError().text(), statement);
            return false;
        }
    }
    return true;
}

// Every indexed text of the item `key`, or of all items when `key` is empty.
// One entry per item and language holds all its texts, so every word of a
// query may come from another field ("Gouvernante Französisch": the title and
// a schedule entry); one entry per inventory row and language.
bool collect(QSqlDatabase& db, const QString& key, QList<Entry>* entries, QString* error)
{
    auto select = [&](QSqlQuery& query, const QString& statement, const QString& keyColumn,
                      const QString& order) {
        if (key.isEmpty())
            return sql::run(query, statement + order, {}, error);
        return sql::run(query, statement + QStringLiteral(" WHERE %1 = ?").arg(keyColumn) + order,
                        {key}, error);
    };
    QSqlQuery texts(db);
    if (!select(texts, QStringLiteral("SELECT item_key, language, field, value FROM item_texts"),
                QStringLiteral("item_key"), QString()))
        return false;
    QMap<QPair<QString, QString>, QMap<QString, QString>> fields; // (item, language) -> texts
    while (texts.next())
        fields[{texts.value(0).toString(), texts.value(1).toString()}].insert(
            texts.value(2).toString(), texts.value(3).toString());
    QSqlQuery parts(db);
    if (!select(parts,
                QStringLiteral("SELECT p.item_key, t.language, t.value FROM part_texts t "
                               "JOIN item_parts p ON p.id = t.part_id"),
                QStringLiteral("p.item_key"), QStringLiteral(" ORDER BY p.part, p.position")))
        return false;
    QMap<QPair<QString, QString>, QStringList> partTexts; // (item, language) -> texts in order
    while (parts.next())
        partTexts[{parts.value(0).toString(), parts.value(1).toString()}].append(
            plainText(parts.value(2).toString()));

    // The summary leads, so a hit in the title shows it as the snippet.
    const QStringList order = QStringList{field::summary} + readingOrderFields();
    QList<QPair<QString, QString>> keys = fields.keys();
    for (const auto& partKey : partTexts.keys()) {
        if (!keys.contains(partKey))
            keys.append(partKey);
    }
    for (const auto& itemLanguage : keys) {
        const QMap<QString, QString> itemFields = fields.value(itemLanguage);
        QStringList content;
        for (const QString& name : order) {
            if (!itemFields.value(name).isEmpty())
                content.append(plainText(itemFields.value(name)));
        }
        for (auto text = itemFields.cbegin(); text != itemFields.cend(); ++text) {
            if (text.key() != field::title && !order.contains(text.key()))
                content.append(plainText(text.value()));
        }
        content.append(partTexts.value(itemLanguage));
        const QString original = content.join(QLatin1Char(' '));
        entries->append({itemLanguage.first, QString(), itemLanguage.second, original,
                         fold(itemFields.value(field::title)), fold(original)});
    }
    // One entry per row and language: the name as title, the rest as content.
    QSqlQuery rows(db);
    if (!select(rows,
                QStringLiteral("SELECT r.item_key, r.key, t.language, t.field, t.value "
                               "FROM inventory_texts t JOIN inventory_rows r ON r.key = t.row_key"),
                QStringLiteral("r.item_key"), QString()))
        return false;
    QMap<QPair<QString, QString>, QHash<QString, QString>> byRow; // (row, language) -> fields
    QHash<QString, QString> listOfRow;
    while (rows.next()) {
        listOfRow.insert(rows.value(1).toString(), rows.value(0).toString());
        byRow[{rows.value(1).toString(), rows.value(2).toString()}].insert(
            rows.value(3).toString(), rows.value(4).toString());
    }
    for (auto row = byRow.cbegin(); row != byRow.cend(); ++row) {
        const QString name = row->value(field::name);
        QStringList rest;
        for (const QString& name2 : {field::countDetail, field::remark}) {
            if (!row->value(name2).isEmpty())
                rest.append(row->value(name2));
        }
        const QString details = rest.join(QStringLiteral("; "));
        const QString original = details.isEmpty() ? name : name + QStringLiteral(": ") + details;
        entries->append({listOfRow.value(row.key().first), row.key().first, row.key().second,
                         original, fold(name), fold(details)});
    }
    return true;
}

} // namespace

bool rebuild(QSqlDatabase& db, QString* error)
{
    QList<Entry> entries;
    return sql::exec(db, QStringLiteral("DELETE FROM search_index"), error) &&
           collect(db, QString(), &entries, error) && insertEntries(db, entries, error);
}

bool reindexItem(QSqlDatabase& db, const QString& itemKey, QString* error)
{
    QSqlQuery remove(db);
    QList<Entry> entries;
    return sql::run(remove, QStringLiteral("DELETE FROM search_index WHERE item_key = ?"),
                    {itemKey}, error) &&
           collect(db, itemKey, &entries, error) && insertEntries(db, entries, error);
}

namespace {

// The tokens that start no word of the (folded) text.
QStringList tokensNotIn(const QString& folded, const QStringList& tokens)
{
    const QStringList words = folded.split(wordSeparators(), Qt::SkipEmptyParts);
    QStringList result;
    for (const QString& token : tokens) {
        if (std::none_of(words.cbegin(), words.cend(),
                         [&](const QString& word) { return word.startsWith(token); }))
            result.append(token);
    }
    return result;
}

struct Candidate {
    SearchHit hit;
    bool titleMatch = false; // every word typed is in the title
    QString text;            // the text the snippet comes from
    // The words the snippet centres on: those not in the title (none: the
    // snippet is the text's beginning, the summary).
    QStringList snippetTokens;
};

} // namespace

QList<SearchHit> run(const QSqlDatabase& db, const QString& typed, const QString& language,
                     int limit, QString* error)
{
    const QStringList tokens = queryTokens(typed);
    if (tokens.isEmpty())
        return {};
    // Every word must occur, each as a prefix (search as you type).
    QSqlQuery query(db);
    // bm25 weights follow the columns: the four unindexed ones, title, content.
    if (!sql::run(query,
                  QStringLiteral("SELECT item_key, row_key, language, original, title, "
                                 "bm25(search_index, 0, 0, 0, 0, 8.0, 1.0) AS score "
                                 "FROM search_index WHERE search_index MATCH ? ORDER BY score"),
                  {matchExpression(tokens)}, error))
        return {};
    // The best hit per item or row. The text shown comes from the visitor's
    // language when that matched too.
    QList<Candidate> candidates;
    QHash<QPair<QString, QString>, qsizetype> indexOf;
    while (query.next()) {
        const QPair<QString, QString> key{query.value(0).toString(), query.value(1).toString()};
        const QString hitLanguage = query.value(2).toString();
        const QStringList outsideTitle = tokensNotIn(query.value(4).toString(), tokens);
        const bool titleMatch = outsideTitle.isEmpty();
        const auto found = indexOf.constFind(key);
        if (found == indexOf.constEnd()) {
            indexOf.insert(key, candidates.size());
            candidates.append(
                {{key.first, key.second, hitLanguage, QString(), query.value(5).toDouble()},
                 titleMatch,
                 query.value(3).toString(),
                 outsideTitle});
            continue;
        }
        Candidate& candidate = candidates[*found];
        candidate.titleMatch |= titleMatch;
        if (candidate.hit.language != language && hitLanguage == language) {
            candidate.hit.language = hitLanguage;
            candidate.text = query.value(3).toString();
            candidate.snippetTokens = outsideTitle;
        }
    }
    // A title holding every word first (the article before the inventory
    // rows naming it), then by bm25: a long article would otherwise rank
    // below every short row that mentions its name.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) {
                         if (a.titleMatch != b.titleMatch)
                             return a.titleMatch;
                         if (a.hit.rowKey.isEmpty() != b.hit.rowKey.isEmpty())
                             return a.hit.rowKey.isEmpty();
                         return a.hit.rank < b.hit.rank;
                     });
    if (limit >= 0 && candidates.size() > limit)
        candidates.resize(limit);
    QList<SearchHit> hits;
    for (Candidate& candidate : candidates) {
        candidate.hit.snippet = snippet(candidate.text, candidate.snippetTokens);
        hits.append(candidate.hit);
    }
    return hits;
}

} // namespace zv::search
