#pragma once

// Guidance while writing (issue 8): words per kiosk page against the
// exhibit's aim of 30–70 words a page (docs/content-format-structured.md),
// and whether a page fits the kiosk's reading sheet without scrolling.
//
// The sheet is measured from the kiosk's QML (ArticleScreen, PageTurner,
// MarkdownPage, Theme) on the smallest screen it runs on, 1280×800, where
// Theme.scale = 2/3: body type Noto Serif 26 px with line height 1.25; the
// sheet's text is 333 px high below a one-line title, the part chips and
// above the page turner (800 − top bar 99 − margins 32 and 24 − title 72 −
// chips 16+72 − spacing 16 − page turner 72+16 − sheet padding 2×24), and
// 1152 px wide, or 790 px beside a game's material list (width 346). The
// text is laid out with Qt's own Markdown layout (QTextDocument), the same
// engine the kiosk's Text element uses.

#include <QList>
#include <QString>
#include <QStringList>

namespace zv {

inline constexpr int kWordsAimMin = 30;
inline constexpr int kWordsAimMax = 70;
inline constexpr int kKioskTextHeight = 333;
inline constexpr int kKioskTextWidth = 1152;
inline constexpr int kKioskTextWidthBesideMaterials = 790;
inline constexpr int kKioskBodyPixelSize = 26;

struct PageGuide {
    int words = 0;
    int heightPx = 0; // laid out at the kiosk's type and width
    bool fits = true; // heightPx <= kKioskTextHeight
    bool tooFew() const { return words < kWordsAimMin; }
    bool tooMany() const { return words > kWordsAimMax; }
};

struct TextGuide {
    QList<PageGuide> pages;
    int words() const;
    bool hasWarning() const;
    // One line for the status under a text box, e.g.
    // "2 Seiten · 45 und 82 Wörter (Ziel 30–70 je Seite) · Seite 2 passt nicht auf den Bildschirm".
    QString summaryDe() const;
};

// Words a visitor reads: Markdown marks and page breaks do not count.
int countWords(const QString& markdown);
// The kiosk's pages of a Markdown text (split on "---" lines, as the kiosk).
QStringList kioskPages(const QString& markdown);
// The height of one page laid out as the kiosk lays it out.
int kioskPageHeight(const QString& markdownPage, int width = kKioskTextWidth);
TextGuide guideText(const QString& markdown, bool besideMaterials);

} // namespace zv
