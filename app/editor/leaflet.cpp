#include "editor/leaflet.h"

#include "store/provenance.h"

#include "store/media_names.h"

#include <QAbstractTextDocumentLayout>
#include <QDate>
#include <QFileInfo>
#include <QImageReader>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>

namespace zv {

namespace {

constexpr double kPageWidthMm = 297.0;
constexpr double kPageHeightMm = 210.0;
constexpr double kPanelMarginMm = 9.0;
const QColor kInk(0x2b, 0x1d, 0x14);
const QColor kWood(0x4a, 0x2f, 0x1d);
const QColor kGreen(0x2f, 0x52, 0x40);
const QColor kPaperEdge(0xcd, 0xb8, 0x8f);

struct Words {
    QString rulesHeading, historyHeading, exhibit, house, sources, picture, shortened;
};

Words words(const LeafletRequest& request)
{
    if (request.language == QLatin1String("en"))
        return {request.forChildren ? QStringLiteral("Rules for children")
                                    : QStringLiteral("Rules for adults"),
                QStringLiteral("History"),
                QStringLiteral("Zeitvertreib"),
                QStringLiteral("Games and stories of a manor house around 1900"),
                QStringLiteral("Sources"),
                QStringLiteral("Picture"),
                QStringLiteral("(The full rules are on the exhibit's screen.)")};
    return {request.forChildren ? QStringLiteral("Spielregeln für Kinder")
                                : QStringLiteral("Spielregeln für Erwachsene"),
            QStringLiteral("Geschichte"),
            QStringLiteral("Zeitvertreib"),
            QStringLiteral("Spiele und Geschichten eines Gutshauses um 1900"),
            QStringLiteral("Quellen"),
            QStringLiteral("Bild"),
            QStringLiteral("(Die vollständigen Regeln stehen am Bildschirm der Ausstellung.)")};
}

// Page breaks of the kiosk mean nothing on paper.
QString paperMarkdown(const QString& markdown)
{
    static const QRegularExpression pageBreak(QStringLiteral("(?m)^\\s*---\\s*$"));
    QString text = markdown;
    return text.replace(pageBreak, QString());
}

QString firstPicture(const Item& game, const QString& mediaDirectory)
{
    QStringList candidates;
    for (const ImageSlot& image : game.images)
        candidates.append(image.file);
    for (const Step& step : game.steps)
        candidates.append(step.image);
    for (const QString& file : candidates) {
        const QString path = mediaFilePath(mediaDirectory, file);
        if (!path.isEmpty() && QFileInfo(path).isFile())
            return file;
    }
    return {};
}

// A Markdown text laid out in a column `width` px wide, in pages `height` px high.
std::unique_ptr<QTextDocument> column(const QString& markdown, double pixelSize, double width,
                                      double height)
{
    auto document = std::make_unique<QTextDocument>();
    QFont font(QStringLiteral("Noto Serif"));
    font.setPixelSize(std::max(1, qRound(pixelSize)));
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    document->setMarkdown(markdown);
    QTextCursor all(document.get());
    all.select(QTextCursor::Document);
    QTextBlockFormat spacing;
    spacing.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
    spacing.setBottomMargin(pixelSize * 0.45); // paragraphs apart, as in print
    all.mergeBlockFormat(spacing);
    document->setPageSize(QSizeF(width, height));
    return document;
}

// The text of the blocks that lie wholly on the first page of a column; a
// block cut by the panel's foot is left out, as a reader would miss part of it.
QString firstPageText(const QTextDocument& document, double boxHeight)
{
    const double bottom = std::min(document.pageSize().height(), boxHeight);
    QStringList lines;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (document.documentLayout()->blockBoundingRect(block).bottom() > bottom)
            break;
        lines.append(block.text());
    }
    return lines.join(QLatin1Char('\n'));
}

void drawDocumentPage(QPainter& painter, QTextDocument& document, int page, const QRectF& box)
{
    const double height = document.pageSize().height();
    painter.save();
    painter.translate(box.left(), box.top() - page * height);
    const QRectF visible(0, page * height, box.width(), std::min(height, box.height()));
    painter.setClipRect(visible);
    document.drawContents(&painter, visible);
    painter.restore();
}

class Painter {
public:
    Painter(QPainter& painter, const QSizeF& page) : p(painter), mm(page.width() / kPageWidthMm)
    {
        panelWidth = page.width() / 3;
        pageHeight = page.height();
    }
    QRectF panel(int index) const
    {
        const double margin = kPanelMarginMm * mm;
        return QRectF(index * panelWidth + margin, margin, panelWidth - 2 * margin,
                      pageHeight - 2 * margin);
    }
    double pt(double points) const { return points / 72.0 * 25.4 * mm; }
    void foldMarks() const
    {
        p.setPen(QPen(kPaperEdge, std::max(1.0, 0.2 * mm), Qt::DashLine));
        for (int i = 1; i < 3; ++i)
            p.drawLine(QPointF(i * panelWidth, 0), QPointF(i * panelWidth, 4 * mm));
    }
    QPainter& p;
    double mm;
    double panelWidth = 0;
    double pageHeight = 0;
};

void paintOutside(Painter& page, const Item& game, const LeafletRequest& request, const Words& text,
                  LeafletResult& result)
{
    QPainter& p = page.p;
    page.foldMarks();
    // Inner flap: the history.
    const QRectF flap = page.panel(0);
    const QString history = paperMarkdown(game.text(request.language, field::history));
    auto historyDoc = column(QStringLiteral("### %1\n\n%2").arg(text.historyHeading, history),
                             page.pt(9.5), flap.width(), flap.height());
    drawDocumentPage(p, *historyDoc, 0, flap);
    // Back: the exhibit and the sources.
    const QRectF back = page.panel(1);
    // The source note (store/provenance.h) as on the kiosk, under the credits.
    auto backDoc = column(QStringLiteral("## %1\n\n*%2*\n\n#### %3\n\n%4\n\n*%5*\n\n%6")
                              .arg(text.exhibit, text.house, text.sources,
                                   paperMarkdown(game.text(request.language, field::credits)),
                                   provenance::line(game, request.language),
                                   QDate::currentDate().toString(QStringLiteral("dd.MM.yyyy"))),
                          page.pt(8.5), back.width(), back.height());
    drawDocumentPage(p, *backDoc, 0, back);
    result.backText = firstPageText(*backDoc, back.height());
    // Cover: title, for whom, picture, summary.
    const QRectF cover = page.panel(2);
    p.setPen(kWood);
    QFont title(QStringLiteral("Noto Serif"));
    title.setBold(true);
    title.setPixelSize(qRound(page.pt(26)));
    p.setFont(title);
    QRectF used;
    p.drawText(cover, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
               game.title(request.language), &used);
    QFont subtitle(QStringLiteral("Noto Serif"));
    subtitle.setItalic(true);
    subtitle.setPixelSize(qRound(page.pt(13)));
    p.setFont(subtitle);
    p.setPen(kGreen);
    const QRectF subtitleBox(cover.left(), used.bottom() + 3 * page.mm, cover.width(), page.pt(20));
    p.drawText(subtitleBox, Qt::AlignHCenter | Qt::AlignTop, text.rulesHeading);
    const QRectF pictureBox(cover.left(), subtitleBox.bottom() + 4 * page.mm, cover.width(),
                            cover.height() * 0.5);
    result.picture = firstPicture(game, request.mediaDirectory);
    QImageReader reader(mediaFilePath(request.mediaDirectory, result.picture));
    const QImage picture = result.picture.isEmpty() ? QImage() : reader.read();
    if (!picture.isNull()) {
        const QSizeF fitted = QSizeF(picture.size()).scaled(pictureBox.size(), Qt::KeepAspectRatio);
        p.drawImage(
            QRectF(pictureBox.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted),
            picture);
    } else {
        // No picture yet: a framed initial, so the cover is never empty.
        p.setPen(QPen(kWood, 0.6 * page.mm));
        p.drawRect(pictureBox.adjusted(8 * page.mm, 0, -8 * page.mm, 0));
        QFont initial = title;
        initial.setPixelSize(qRound(page.pt(72)));
        p.setFont(initial);
        p.drawText(pictureBox, Qt::AlignCenter, game.title(request.language).left(1));
    }
    const QRectF summaryBox(cover.left(), pictureBox.bottom() + 4 * page.mm, cover.width(),
                            cover.bottom() - pictureBox.bottom() - 4 * page.mm);
    auto summary = column(game.text(request.language, field::summary), page.pt(10),
                          summaryBox.width(), summaryBox.height());
    drawDocumentPage(p, *summary, 0, summaryBox);
}

void paintInside(Painter& page, const Item& game, const LeafletRequest& request, const Words& text,
                 LeafletResult& result)
{
    const QString rulesField = request.forChildren ? field::rulesChildren : field::rulesAdults;
    QString rules = paperMarkdown(game.text(request.language, rulesField));
    if (rules.trimmed().isEmpty()) // a game with one set of rules
        rules = paperMarkdown(game.text(request.language, field::rulesAdults).isEmpty()
                                  ? game.text(request.language, field::rulesChildren)
                                  : game.text(request.language, field::rulesAdults));
    const QString markdown = QStringLiteral("## %1\n\n%2").arg(text.rulesHeading, rules);
    const QRectF first = page.panel(0);
    std::unique_ptr<QTextDocument> document;
    // Children read larger type; both shrink only as far as 8 pt.
    for (double points = request.forChildren ? 12.0 : 10.5; points >= 8.0; points -= 0.5) {
        document = column(markdown, page.pt(points), first.width(), first.height());
        result.rulesPointSize = points;
        if (document->pageCount() <= 3)
            break;
    }
    if (document->pageCount() > 3) {
        result.shortened = true;
        // Shorten by paragraphs until the note fits too.
        QStringList paragraphs = rules.split(QStringLiteral("\n\n"));
        while (paragraphs.size() > 1 && document->pageCount() > 3) {
            paragraphs.removeLast();
            document = column(QStringLiteral("## %1\n\n%2\n\n*%3*")
                                  .arg(text.rulesHeading, paragraphs.join(QStringLiteral("\n\n")),
                                       text.shortened),
                              page.pt(8.0), first.width(), first.height());
        }
    }
    for (int i = 0; i < std::min(3, document->pageCount()); ++i)
        drawDocumentPage(page.p, *document, i, page.panel(i));
}

void paintPage(QPainter& painter, const QSizeF& size, const Item& game,
               const LeafletRequest& request, int pageIndex, LeafletResult& result)
{
    Painter page(painter, size);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(kInk);
    const Words text = words(request);
    if (pageIndex == 0)
        paintOutside(page, game, request, text, result);
    else
        paintInside(page, game, request, text, result);
}

} // namespace

QString leafletFileName(const Item& game, const LeafletRequest& request)
{
    return QStringLiteral("faltblatt-%1-%2-%3.pdf")
        .arg(game.key,
             request.forChildren ? QStringLiteral("kinder") : QStringLiteral("erwachsene"),
             request.language);
}

LeafletResult writeLeafletPdf(const Item& game, const LeafletRequest& request, const QString& file)
{
    LeafletResult result;
    QPdfWriter writer(file);
    writer.setResolution(300);
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0)));
    writer.setTitle(
        QStringLiteral("%1 – %2").arg(game.title(request.language), words(request).rulesHeading));
    writer.setCreator(QStringLiteral("Zeitvertreib – Redaktion"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        result.messageDe = QObject::tr("Die PDF-Datei kann nicht geschrieben werden (Ordner "
                                       "schreibgeschützt oder Datenträger voll?).");
        return result;
    }
    const QSizeF size(writer.width(), writer.height());
    paintPage(painter, size, game, request, 0, result);
    writer.newPage();
    paintPage(painter, size, game, request, 1, result);
    painter.end();
    result.ok = QFileInfo(file).size() > 0;
    result.messageDe = result.shortened
                           ? QObject::tr("Das Faltblatt wurde geschrieben; die Regeln waren zu "
                                         "lang und wurden gekürzt.")
                           : QObject::tr("Das Faltblatt wurde geschrieben.");
    return result;
}

QImage renderLeafletPage(const Item& game, const LeafletRequest& request, int page, int dpi,
                         LeafletResult* resultOut)
{
    const QSize size(qRound(kPageWidthMm / 25.4 * dpi), qRound(kPageHeightMm / 25.4 * dpi));
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    LeafletResult local;
    LeafletResult& result = resultOut ? *resultOut : local;
    QPainter painter(&image);
    paintPage(painter, QSizeF(size), game, request, page, result);
    result.ok = true;
    return image;
}

} // namespace zv
