#include "store/search_query.h"

#include <QRegularExpression>

#include <algorithm>

namespace zv::search {

const QRegularExpression& wordSeparators()
{
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}]+"));
    return separators;
}

// Why the index holds folded text, not the text itself:
// visitors type "Mühle", "Muehle", "muhle" or "MÜHLE" (a German keyboard, a
// foreign one, lazy capitals) and all must find the Mühle article. FTS5's
// unicode61 tokenizer with remove_diacritics folds case and turns "ü" into
// "u", so "Mühle" and "muhle" would meet; but it knows nothing of the German
// spelling "ue" for "ü", nor of "ß" = "ss". So both the indexed text and the
// query go through fold(): lower case, ä/ö/ü -> a/o/u, ß -> ss, and then
// every "ae"/"oe"/"ue" -> "a"/"o"/"u". The last step also changes words that
// never had an umlaut ("Feuer" -> "feur", "Quelle" -> "qulle"), but the same
// function runs over the query, so such words still find themselves; the
// price is a rare extra hit, which a visitor's search can afford. A typed
// prefix folds to a prefix of the folded word, so search-as-you-type works.
// The tokenizer's remove_diacritics 2 still folds other accents (é, à).
// The original text is kept beside it (UNINDEXED) for the snippet.
QString fold(const QString& text)
{
    const QString lower = text.toLower();
    QString result;
    result.reserve(lower.size() + 4);
    for (const QChar c : lower) {
        switch (c.unicode()) {
        case 0x00E4: // ä
            result += QLatin1Char('a');
            break;
        case 0x00F6: // ö
            result += QLatin1Char('o');
            break;
        case 0x00FC: // ü
            result += QLatin1Char('u');
            break;
        case 0x00DF: // ß
        case 0x1E9E: // capital ẞ (toLower keeps some forms)
            result += QStringLiteral("ss");
            break;
        default:
            result += c;
        }
    }
    result.replace(QStringLiteral("ae"), QStringLiteral("a"));
    result.replace(QStringLiteral("oe"), QStringLiteral("o"));
    result.replace(QStringLiteral("ue"), QStringLiteral("u"));
    return result;
}

namespace {

// `text` with every unpaired surrogate dropped. PCRE2 (QRegularExpression)
// refuses invalid UTF-16 and then matches nothing at all, so split() would
// return the whole typed text as one "word", spaces, quotes and NULs
// included, and SQLite's full-text parser would reject the expression built
// from it (found by the search_query fuzzer, issue 23). Cutting the text at
// kMaxQueryCharacters can itself split a pair (an emoji at the 100th place).
QString withoutLoneSurrogates(const QString& text)
{
    QString result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            result += c;
            result += text.at(++i);
        } else if (!c.isSurrogate()) {
            result += c;
        }
    }
    return result;
}

} // namespace

QStringList queryTokens(const QString& typed)
{
    const QStringList words = fold(withoutLoneSurrogates(typed.left(kMaxQueryCharacters)))
                                  .split(wordSeparators(), Qt::SkipEmptyParts);
    QStringList distinct;
    for (const QString& word : words) {
        if (!distinct.contains(word))
            distinct.append(word);
    }
    // A word that begins another word of the query finds nothing that the
    // other does not (every word must occur as a word's beginning), but a
    // short prefix such as "a" costs FTS5 the most: it matches most of the
    // index. Dropping it changes no hit.
    QStringList tokens;
    for (const QString& word : std::as_const(distinct)) {
        const bool beginsAnother =
            std::any_of(distinct.cbegin(), distinct.cend(), [&](const QString& other) {
                return other.size() > word.size() && other.startsWith(word);
            });
        if (!beginsAnother)
            tokens.append(word);
        if (tokens.size() == kMaxQueryWords)
            break;
    }
    return tokens;
}

QString matchExpression(const QStringList& tokens)
{
    QStringList terms;
    for (QString token : tokens) {
        // queryTokens() leaves only letters and digits; the quoting holds
        // for any text, so nothing typed can become FTS5 syntax.
        token.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        terms.append(QStringLiteral("\"%1\"*").arg(token));
    }
    return terms.join(QLatin1Char(' '));
}

} // namespace zv::search
