#pragma once

// Localized labels for the keywords of the structured content: game and
// inventory categories, text-field headings, the game groups of the concept.
// They are part of the exhibit's wording (German first, English complete),
// kept here beside the models rather than in translations/, so a label is
// never missing in either language whatever translation is installed.

#include <QString>

namespace zv::labels {

// "board" -> "Brettspiele" / "Board games"; an unknown keyword is returned as is.
QString category(const QString& keyword, const QString& language);
// "history" -> "Geschichte" / "History"; empty for an unknown field.
QString fieldTitle(const QString& fieldName, const QString& language);

// The groups of the games section, in the concept's order.
struct GameGroup {
    QString key; // indoor_social, indoor_solo, outdoor
    QString title;
    QString subtitle;
};
QList<GameGroup> gameGroups(const QString& language);

} // namespace zv::labels
