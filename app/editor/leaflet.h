#pragma once

// The concept's "Faltblatt" (issue 8; source: "Entwurf eines Faltblattes -
// Spiel - Regeln für Kinder und ein ANDERES für Erwachsene"): a printable PDF
// for any game, for children or for adults, in German or English, laid out
// for A4 landscape folded in three (three panels of 99 mm a side; printed on
// both sides). Outside: the inner flap with the game's history, the back
// with the exhibit and the sources, the cover with title, picture and
// summary. Inside: the rules, flowing over the three panels; when they do
// not fit, the type gets smaller down to 8 pt, then the text is shortened
// with a note (the result says so). Qt's PDF writer, no external tool.

#include "store/content_types.h"

#include <QImage>
#include <QString>

class QPainter;

namespace zv {

struct LeafletRequest {
    QString language = QStringLiteral("de");
    bool forChildren = true;
    QString mediaDirectory;
};

struct LeafletResult {
    bool ok = false;
    QString messageDe;
    double rulesPointSize = 0; // the type size the rules got
    bool shortened = false;    // the rules did not fit even at 8 pt
    QString picture;           // the picture used (empty: none)
    // The back panel's text as far as it is drawn (the part of the column
    // that fits the panel): exhibit, sources, the source note, the date.
    // The source note is checked by eye otherwise (issue 17).
    QString backText;
};

// Writes the two-page PDF.
LeafletResult writeLeafletPdf(const Item& game, const LeafletRequest& request, const QString& file);
// One page (0: outside, 1: inside) as an image at `dpi` (for the screen and
// the tests; the same drawing as the PDF).
QImage renderLeafletPage(const Item& game, const LeafletRequest& request, int page, int dpi,
                         LeafletResult* result = nullptr);
// A file name for the leaflet: "faltblatt-muehle-kinder-de.pdf".
QString leafletFileName(const Item& game, const LeafletRequest& request);

} // namespace zv
