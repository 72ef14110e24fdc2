#include "editor/text_diff.h"

#include <QRegularExpression>
#include <QStringList>
#include <vector>

namespace zv {

namespace {

// Words with the white space after them, so the text reads as written.
QStringList tokens(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("\\S+\\s*|\\s+"));
    QStringList result;
    auto it = pattern.globalMatch(text);
    while (it.hasNext())
        result.append(it.next().captured());
    return result;
}

QString escaped(const QString& text)
{
    QString html = text.toHtmlEscaped();
    html.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return html;
}

// Unchanged words: at most 12 shown on each side of a change.
QString keptRun(const QStringList& words, bool first, bool last)
{
    constexpr int kContext = 12;
    if ((first && last) || words.size() <= 2 * kContext || (first && words.size() <= kContext) ||
        (last && words.size() <= kContext))
        return escaped(words.join(QString()));
    const QString head = first ? QString() : escaped(words.mid(0, kContext).join(QString()));
    const QString tail =
        last ? QString() : escaped(words.mid(words.size() - kContext).join(QString()));
    return head + QStringLiteral("<span style=\"color:#888\"> … </span>") + tail;
}

} // namespace

QString wordDiffHtml(const QString& before, const QString& after, DiffCounts* counts)
{
    const QStringList a = tokens(before);
    const QStringList b = tokens(after);
    // Longest common subsequence over words (texts are pages, not books).
    const auto n = static_cast<size_t>(a.size());
    const auto m = static_cast<size_t>(b.size());
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (size_t i = n; i-- > 0;) {
        for (size_t j = m; j-- > 0;)
            lcs[i][j] = a.at(static_cast<qsizetype>(i)).trimmed() ==
                                b.at(static_cast<qsizetype>(j)).trimmed()
                            ? lcs[i + 1][j + 1] + 1
                            : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    }
    DiffCounts local;
    DiffCounts& count = counts ? *counts : local;
    count = {};
    QString html;
    QStringList kept;
    bool atStart = true;
    const auto flushKept = [&](bool atEnd) {
        if (!kept.isEmpty())
            html += keptRun(kept, atStart, atEnd);
        kept.clear();
        atStart = false;
    };
    size_t i = 0;
    size_t j = 0;
    while (i < n || j < m) {
        if (i < n && j < m &&
            a.at(static_cast<qsizetype>(i)).trimmed() ==
                b.at(static_cast<qsizetype>(j)).trimmed()) {
            kept.append(b.at(static_cast<qsizetype>(j)));
            ++count.kept;
            ++i;
            ++j;
        } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
            flushKept(false);
            html += QStringLiteral("<span style=\"color:#1b6e2a;background:#e2f3e4;"
                                   "text-decoration:underline\">%1</span>")
                        .arg(escaped(b.at(static_cast<qsizetype>(j))));
            ++count.added;
            ++j;
        } else {
            flushKept(false);
            html += QStringLiteral("<span style=\"color:#a3201d;background:#fbe4e2;"
                                   "text-decoration:line-through\">%1</span>")
                        .arg(escaped(a.at(static_cast<qsizetype>(i))));
            ++count.removed;
            ++i;
        }
    }
    flushKept(true);
    return html;
}

} // namespace zv
