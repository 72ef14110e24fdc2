// Drawing an item the way the kiosk's reader lays it out (see kiosk_preview.h).

#include "editor/field_labels.h"
#include "editor/kiosk_preview.h"
#include "editor/word_guide.h"
#include "store/media_names.h"
#include "store/provenance.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QImageReader>
#include <QPainter>
#include <QPainterPath>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>

namespace zv {

namespace {

// Theme.qml's palette.
const QColor kPaper(0xf3, 0xea, 0xd6);
const QColor kPaperDeep(0xe6, 0xd7, 0xb8);
const QColor kPaperEdge(0xcd, 0xb8, 0x8f);
const QColor kSheet(0xfb, 0xf6, 0xea);
const QColor kWood(0x4a, 0x2f, 0x1d);
const QColor kInk(0x2b, 0x1d, 0x14);
const QColor kInkSoft(0x5a, 0x46, 0x36);
const QColor kGreen(0x2f, 0x52, 0x40);
const QColor kOnDark(0xf8, 0xf1, 0xe0);
const QString kSerif = QStringLiteral("Noto Serif");

// Theme.qml's measures for a window of `size`.
struct Theme {
    double scale = 1;
    int px(double value) const { return qRound(value * scale); }
    int margin() const { return px(48); }
    int spacing() const { return px(24); }
    int touchMin() const { return std::max(72, px(80)); }
    int barHeight() const { return touchMin() + px(40); }
    int fontTitle() const { return std::max(36, px(54)); }
    int fontHeading() const { return std::max(30, px(42)); }
    int fontBody() const { return std::max(26, px(34)); }
    int fontSmall() const { return std::max(22, px(28)); }
    int fontLyrics() const { return std::max(34, px(48)); }
};

QString tr(const char* text)
{
    return QCoreApplication::translate("zv::KioskPreview", text);
}

QFont serif(int pixelSize, bool bold = false)
{
    QFont font(kSerif);
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    return font;
}

// Markdown laid out as MarkdownPage.qml lays it out (line height 1.25).
void drawMarkdown(QPainter& painter, const QRectF& box, const QString& markdown, int pixelSize,
                  bool* overflows)
{
    QTextDocument document;
    document.setDefaultFont(serif(pixelSize));
    document.setDocumentMargin(0);
    document.setMarkdown(markdown);
    QTextCursor all(&document);
    all.select(QTextCursor::Document);
    QTextBlockFormat spacing;
    spacing.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
    all.mergeBlockFormat(spacing);
    document.setTextWidth(box.width());
    painter.save();
    painter.translate(box.topLeft());
    painter.setClipRect(QRectF(QPointF(0, 0), box.size()));
    document.drawContents(&painter, QRectF(QPointF(0, 0), box.size()));
    painter.restore();
    *overflows = document.size().height() > box.height();
}

void roundedBox(QPainter& painter, const QRectF& rect, const QColor& fill, const QColor& border,
                double radius)
{
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    painter.fillPath(path, fill);
    if (border.isValid())
        painter.strokePath(path, QPen(border, 2));
}

void button(QPainter& painter, const QRectF& rect, const QString& text, const Theme& theme,
            bool primary)
{
    roundedBox(painter, rect, primary ? kGreen : kPaperDeep, primary ? QColor() : kPaperEdge,
               theme.px(14));
    painter.setPen(primary ? kOnDark : kWood);
    painter.setFont(serif(theme.fontSmall(), true));
    painter.drawText(rect, Qt::AlignCenter, text);
}

QString partText(const Item& item, const QString& part, const QString& language)
{
    return item.text(language, part);
}

} // namespace

QList<QPair<QString, QString>> previewParts(const Item& item, const QString& language)
{
    QList<QPair<QString, QString>> parts;
    for (const QString& name : readingOrderFields()) {
        if (!partText(item, name, language).trimmed().isEmpty())
            parts.append({name, fieldLabel(name)});
    }
    if (!item.schedule.isEmpty())
        parts.append({QStringLiteral("schedule"), tr("Tagesablauf")});
    if (!item.steps.isEmpty())
        parts.append({QStringLiteral("steps"), tr("Schritt für Schritt")});
    if (!item.verses.isEmpty())
        parts.append({QStringLiteral("verses"), tr("Strophen")});
    bool pictures = false;
    for (const ImageSlot& image : item.images)
        pictures = pictures || !image.file.isEmpty();
    if (pictures)
        parts.append({QStringLiteral("pictures"), tr("Bilder")});
    return parts;
}

QImage renderKioskPreview(const Item& item, const PreviewRequest& request, int* pageCount)
{
    const QSize size = request.size;
    Theme theme;
    theme.scale = std::min(size.width() / 1920.0, size.height() / 1080.0);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(kPaper);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QString& language = request.language;
    const bool english = language == QLatin1String("en");

    // Top bar: wood, the exhibit's name, the language switch.
    const int bar = theme.barHeight();
    painter.fillRect(QRect(0, 0, size.width(), bar), kWood);
    painter.setPen(kOnDark);
    painter.setFont(serif(theme.fontHeading(), true));
    painter.drawText(QRect(theme.margin(), 0, size.width() / 2, bar),
                     Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("Zeitvertreib"));
    painter.setFont(serif(theme.fontSmall(), true));
    painter.drawText(QRect(size.width() / 2, 0, size.width() / 2 - theme.margin(), bar),
                     Qt::AlignVCenter | Qt::AlignRight,
                     english ? QStringLiteral("Deutsch") : QStringLiteral("English"));

    // Header: the title (two lines at most) and "Play now" for a playable game.
    const int left = theme.margin();
    const int right = size.width() - theme.margin();
    int y = bar + theme.margin();
    const int playWidth = item.playable() ? theme.px(360) : 0;
    painter.setFont(serif(theme.fontTitle(), true));
    painter.setPen(kWood);
    const QRect titleBox(left, y, right - left - playWidth - theme.spacing(),
                         theme.fontTitle() * 3);
    QRect used;
    painter.drawText(titleBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                     item.title(language), &used);
    const int headerHeight = std::max(used.height(), item.playable() ? theme.touchMin() : 0);
    if (item.playable())
        button(painter,
               QRectF(right - playWidth, y + (headerHeight - theme.touchMin()) / 2.0, playWidth,
                      theme.touchMin()),
               english ? QStringLiteral("Play now") : QStringLiteral("Jetzt spielen"), theme, true);
    y += headerHeight;

    // Part chips.
    const QList<QPair<QString, QString>> parts = previewParts(item, language);
    QString part = request.part;
    bool known = false;
    for (const auto& candidate : parts)
        known = known || candidate.first == part;
    if (!known && !parts.isEmpty())
        part = parts.first().first;
    if (parts.size() > 1) {
        y += theme.spacing();
        int x = left;
        painter.setFont(serif(theme.fontSmall(), true));
        for (const auto& chip : parts) {
            const int width = painter.fontMetrics().horizontalAdvance(chip.second) + theme.px(64);
            const QRectF rect(x, y, width, theme.touchMin());
            const bool current = chip.first == part;
            roundedBox(painter, rect, current ? kGreen : kPaperDeep,
                       current ? QColor() : kPaperEdge, theme.touchMin() / 2.0);
            painter.setPen(current ? kOnDark : kWood);
            painter.drawText(rect, Qt::AlignCenter, chip.second);
            x += width + theme.px(12);
        }
        y += theme.touchMin();
    }

    // The part's area; a game keeps room for its material list on the right.
    const bool materials = !request.materials.isEmpty();
    const int listWidth =
        materials ? static_cast<int>(std::min(theme.px(520), int(size.width() * 0.27))) : 0;
    QRectF area(left, y + theme.spacing(), 0, 0);
    area.setRight(materials ? right - listWidth - theme.spacing() : right);
    area.setBottom(size.height() - theme.margin() * 0.75);

    // The source note under everything, one italic line, as ArticleScreen.qml
    // shows it (store/provenance.h): staff see what visitors will read.
    const QString sourceNote = provenance::line(item, language);
    if (!sourceNote.isEmpty()) {
        QFont noteFont = serif(theme.fontSmall());
        noteFont.setItalic(true);
        painter.setFont(noteFont);
        painter.setPen(kInkSoft);
        const QFontMetrics metrics(noteFont);
        const QRectF noteBox(left, size.height() - theme.margin() * 0.5 - metrics.height(),
                             right - left, metrics.height());
        painter.drawText(noteBox, Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(sourceNote, Qt::ElideRight, right - left));
        area.setBottom(noteBox.top() - theme.spacing() * 0.5);
    }
    if (materials) {
        const QRectF list(right - listWidth, area.top(), listWidth, area.height());
        roundedBox(painter, list, kPaperDeep, kPaperEdge, theme.px(14));
        painter.setPen(kWood);
        painter.setFont(serif(theme.fontSmall(), true));
        const QRectF inner = list.adjusted(theme.spacing(), theme.spacing(), -theme.spacing(), 0);
        painter.drawText(inner, Qt::AlignTop | Qt::AlignLeft,
                         english ? QStringLiteral("In the collection")
                                 : QStringLiteral("In der Sammlung"));
        painter.setFont(serif(theme.fontSmall()));
        painter.setPen(kInk);
        painter.drawText(inner.adjusted(0, theme.fontSmall() * 1.8, 0, 0),
                         Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap,
                         request.materials.join(QLatin1Char('\n')));
    }

    // Pages of the part.
    QStringList pages;
    if (part == QLatin1String("steps")) {
        for (const Step& step : item.steps)
            pages.append(QStringLiteral("**%1 %2**\n\n%3")
                             .arg(english ? QStringLiteral("Figure") : QStringLiteral("Abbildung"),
                                  step.figure, step.texts.text(language, field::text)));
    } else if (part == QLatin1String("verses")) {
        for (const Verse& verse : item.verses) {
            QString lyrics = verse.texts.text(kFallbackLanguage, field::text);
            lyrics.replace(QLatin1Char('\n'), QStringLiteral("  \n"));
            if (english && verse.texts.has(language, field::text))
                lyrics += QStringLiteral("\n\n*") +
                          verse.texts.text(language, field::text)
                              .replace(QLatin1Char('\n'), QStringLiteral("*  \n*")) +
                          QLatin1Char('*');
            pages.append(lyrics);
        }
    } else if (part == QLatin1String("schedule")) {
        QStringList lines;
        for (const ScheduleEntry& entry : item.schedule)
            lines.append(QStringLiteral("**%1** %2")
                             .arg(entry.time, entry.texts.text(language, field::text)));
        pages.append(lines.join(QStringLiteral("\n\n")));
    } else if (part == QLatin1String("pictures")) {
        for (const ImageSlot& slot : item.images) {
            if (!slot.file.isEmpty())
                pages.append(QStringLiteral("*%1*\n\n%2")
                                 .arg(slot.texts.text(language, field::caption),
                                      slot.texts.text(language, field::credit)));
        }
    } else if (!part.isEmpty()) {
        pages = kioskPages(partText(item, part, language));
    }
    if (pages.isEmpty())
        pages.append(english ? QStringLiteral("There is no text for this item yet.")
                             : QStringLiteral("Zu diesem Eintrag gibt es noch keinen Text."));
    const int page = std::clamp(request.page, 0, static_cast<int>(pages.size()) - 1);
    if (pageCount)
        *pageCount = static_cast<int>(pages.size());

    const QRectF sheet = area.adjusted(0, 0, 0, -(theme.touchMin() + theme.spacing()));
    roundedBox(painter, sheet, kSheet, kPaperEdge, theme.px(14));
    QRectF textBox = sheet.adjusted(theme.spacing() * 1.5, theme.spacing() * 1.5,
                                    -theme.spacing() * 1.5 - theme.px(16), -theme.spacing() * 1.5);
    if (part == QLatin1String("pictures") ||
        (part == QLatin1String("steps") && !item.steps.at(page).image.isEmpty())) {
        const QString file = part == QLatin1String("steps") ? item.steps.at(page).image : [&] {
            QStringList files;
            for (const ImageSlot& slot : item.images)
                if (!slot.file.isEmpty())
                    files.append(slot.file);
            return files.value(page);
        }();
        QImageReader reader(pictureFilePath(request.mediaDirectory, file));
        const QImage picture = reader.read();
        const QRectF pictureBox(textBox.left(), textBox.top(), textBox.width() * 0.55,
                                textBox.height());
        if (!picture.isNull()) {
            const QSizeF fitted =
                QSizeF(picture.size()).scaled(pictureBox.size(), Qt::KeepAspectRatio);
            painter.drawImage(QRectF(pictureBox.topLeft(), fitted), picture);
        }
        textBox.setLeft(pictureBox.right() + theme.spacing());
    }
    bool overflows = false;
    drawMarkdown(painter, textBox, pages.at(page),
                 part == QLatin1String("verses") ? theme.fontLyrics() : theme.fontBody(),
                 &overflows);
    if (overflows) {
        // MarkdownPage's fade: there is more below (the kiosk scrolls the page).
        QLinearGradient fade(0, textBox.bottom() - theme.px(70), 0, textBox.bottom());
        fade.setColorAt(0, QColor(0xfb, 0xf6, 0xea, 0));
        fade.setColorAt(1, kSheet);
        painter.fillRect(
            QRectF(textBox.left(), textBox.bottom() - theme.px(70), textBox.width(), theme.px(70)),
            fade);
    }

    // The page turner.
    if (pages.size() > 1) {
        const QRectF nav(area.left(), area.bottom() - theme.touchMin(), area.width(),
                         theme.touchMin());
        const double buttonWidth = std::min(nav.width() * 0.34, double(theme.px(420)));
        button(painter, QRectF(nav.left(), nav.top(), buttonWidth, nav.height()),
               english ? QStringLiteral("‹ Previous page") : QStringLiteral("‹ Vorherige Seite"),
               theme, false);
        button(painter, QRectF(nav.right() - buttonWidth, nav.top(), buttonWidth, nav.height()),
               english ? QStringLiteral("Next page ›") : QStringLiteral("Nächste Seite ›"), theme,
               false);
        painter.setPen(kInkSoft);
        painter.setFont(serif(theme.fontSmall()));
        painter.drawText(
            nav, Qt::AlignCenter,
            (english ? QStringLiteral("Page %1 of %2") : QStringLiteral("Seite %1 von %2"))
                .arg(page + 1)
                .arg(pages.size()));
    }
    return image;
}

} // namespace zv
