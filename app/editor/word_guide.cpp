#include "editor/word_guide.h"

#include "models/item_detail.h"

#include <QCoreApplication>
#include <QFont>
#include <QRegularExpression>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>

namespace zv {

int countWords(const QString& markdown)
{
    static const QRegularExpression word(
        QStringLiteral("[\\p{L}\\p{N}]+(?:[-'’.][\\p{L}\\p{N}]+)*"));
    int words = 0;
    for (const QString& page : kioskPages(markdown)) {
        auto it = word.globalMatch(page);
        while (it.hasNext()) {
            it.next();
            ++words;
        }
    }
    return words;
}

QStringList kioskPages(const QString& markdown)
{
    return markdownPages(markdown);
}

int kioskPageHeight(const QString& markdownPage, int width)
{
    QTextDocument document;
    QFont font(QStringLiteral("Noto Serif"));
    font.setPixelSize(kKioskBodyPixelSize);
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    document.setMarkdown(markdownPage);
    // Text { lineHeight: 1.25 } in MarkdownPage.qml.
    QTextCursor all(&document);
    all.select(QTextCursor::Document);
    QTextBlockFormat spacing;
    spacing.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
    all.mergeBlockFormat(spacing);
    document.setTextWidth(width);
    return qRound(document.size().height());
}

int TextGuide::words() const
{
    int total = 0;
    for (const PageGuide& page : pages)
        total += page.words;
    return total;
}

bool TextGuide::hasWarning() const
{
    // A single short page (a credit line, a short note) is fine; a short
    // page among several is a page break in the wrong place.
    for (const PageGuide& page : pages) {
        if (!page.fits || page.tooMany() || (page.tooFew() && pages.size() > 1))
            return true;
    }
    return false;
}

QString TextGuide::summaryDe() const
{
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("zv::WordGuide", text);
    };
    if (pages.isEmpty())
        return tr("noch kein Text");
    QStringList counts;
    QStringList problems;
    for (int i = 0; i < pages.size(); ++i) {
        const PageGuide& page = pages.at(i);
        counts.append(QString::number(page.words));
        const QString where = pages.size() > 1 ? tr("Seite %1").arg(i + 1) : tr("Die Seite");
        if (!page.fits)
            problems.append(
                tr("%1 passt nicht auf den Bildschirm – kürzen oder mit --- teilen").arg(where));
        else if (page.tooMany())
            problems.append(tr("%1 hat mehr als %2 Wörter").arg(where).arg(kWordsAimMax));
        else if (page.tooFew() && pages.size() > 1)
            problems.append(tr("%1 hat weniger als %2 Wörter").arg(where).arg(kWordsAimMin));
    }
    const QString head = pages.size() == 1 ? tr("%1 Wörter (Ziel %2–%3 je Seite)")
                                                 .arg(counts.first())
                                                 .arg(kWordsAimMin)
                                                 .arg(kWordsAimMax)
                                           : tr("%1 Seiten · %2 Wörter (Ziel %3–%4 je Seite)")
                                                 .arg(pages.size())
                                                 .arg(counts.join(QStringLiteral(" / ")))
                                                 .arg(kWordsAimMin)
                                                 .arg(kWordsAimMax);
    return problems.isEmpty() ? head + QStringLiteral(" ✓")
                              : head + QStringLiteral(" · ") + problems.join(QStringLiteral(" · "));
}

TextGuide guideText(const QString& markdown, bool besideMaterials)
{
    TextGuide guide;
    const int width = besideMaterials ? kKioskTextWidthBesideMaterials : kKioskTextWidth;
    for (const QString& page : kioskPages(markdown)) {
        PageGuide pageGuide;
        pageGuide.words = countWords(page);
        pageGuide.heightPx = kioskPageHeight(page, width);
        pageGuide.fits = pageGuide.heightPx <= kKioskTextHeight;
        guide.pages.append(pageGuide);
    }
    return guide;
}

} // namespace zv
