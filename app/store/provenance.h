#pragma once

// The source note every article ends with: where its texts come from. A
// museum must be able to say whether a sentence is the house's own or ours,
// so the note is data staff edit (Item::provenance and the per-language text
// field `provenance_note`), never guessed at display time. The kiosk, the
// leaflet, the editor and `content check` all read it through this file.

#include "store/content_types.h"

namespace zv::provenance {

// The kinds, in the order the editor offers them:
//   house                 every fact is from the house's documents (the museum's
//                         source files); wording and translation are ours
//   house_with_additions  from the house's documents, with additions whose kind
//                         `provenance_note` names ("Geschichte nach allgemeiner
//                         Spielliteratur")
//   exhibit               written for the exhibit (no document of the house
//                         describes it); `provenance_note` may say after what
inline const QString house = QStringLiteral("house");
inline const QString houseWithAdditions = QStringLiteral("house_with_additions");
inline const QString exhibit = QStringLiteral("exhibit");
QStringList kinds();

// A short label of a kind for lists and filters ("Unterlagen des Hauses").
QString kindLabel(const QString& kind, const QString& language);

// The one-line note a visitor reads in `language` (German for "de", English
// otherwise), e.g. "Quelle: die Unterlagen des Hauses. Ergänzt: Geschichte nach
// allgemeiner Spielliteratur." Empty when the item has no source note.
QString line(const Item& item, const QString& language);

// What is wrong with an item's source note, or empty: no kind, or a kind with
// additions whose note is missing in German.
QString problem(const Item& item);

} // namespace zv::provenance
