#pragma once

// A readable difference between two versions of a text, word by word (the
// history view): removed words struck through in red, added words
// underlined in green, the rest as it was. Long unchanged stretches are
// shortened to their first and last words.

#include <QString>

namespace zv {

struct DiffCounts {
    int removed = 0;
    int added = 0;
    int kept = 0;
};

// HTML for a QTextBrowser. `counts` (may be null) receives the word counts.
QString wordDiffHtml(const QString& before, const QString& after, DiffCounts* counts = nullptr);

} // namespace zv
