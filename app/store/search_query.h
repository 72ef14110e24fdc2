#pragma once

// What a visitor's typing becomes before it reaches FTS5 (issue 26, G).
//
// A child mashing the keyboard types "a a a a …" or a screenful of quotes,
// stars and umlauts. FTS5 ranks every phrase of a query against every hit,
// so 100 repeated words took about a second and 300 about six. The query is
// therefore reduced to what can change its hits: the folded words (as the
// index holds them), each once, none that is the beginning of another word
// of the query (a hit for "muhle" is a hit for "mu" too), at most
// kMaxQueryWords of them taken from the first kMaxQueryCharacters typed.
// Every word goes to FTS5 as a quoted string, so no character typed is ever
// read as FTS5 syntax.

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace zv::search {

// The kiosk's search field takes no more (its maximumLength); the store cuts
// anything longer that reaches it another way.
inline constexpr int kMaxQueryCharacters = 100;
// More words than this narrow a search no further on the exhibit's texts.
inline constexpr int kMaxQueryWords = 8;

// Anything but letters and digits separates words (as FTS5's tokenizer does).
const QRegularExpression& wordSeparators();
// The text as it is indexed and searched: lower case, ä/ö/ü -> a/o/u,
// ß -> ss, then ae/oe/ue -> a/o/u (see search_index.cpp for why).
QString fold(const QString& text);
// The normalised words of what a visitor typed, in the order typed: folded,
// letters and digits only, no repeats, none a prefix of another, capped as
// above. Empty when nothing searchable was typed.
QStringList queryTokens(const QString& typed);
// The FTS5 MATCH expression for `tokens`: every word must occur as the
// beginning of a word ("tok"*), each one quoted with any quote doubled.
QString matchExpression(const QStringList& tokens);

} // namespace zv::search
