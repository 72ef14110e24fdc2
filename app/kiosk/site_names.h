// The names staff write in kiosk.conf (sections=, games=, language=) matched
// to what the exhibit has, as staff write them: any case, with or without
// umlauts (Über, Ueber, Uber; ß or ss), spaces, `_` and `-` alike, and the
// German or English display name as well as the key ("Mühle", "Glocke &
// Hammer", "Menschen im Haus").
//
// No setting may leave the visitor an empty kiosk: a list whose names match
// nothing falls back to the default (all) with a staff log line naming what
// the exhibit has; a list with some unknown names keeps the others and logs
// the unknown ones.
#pragma once

#include "models/site_choice.h"

#include <QList>
#include <QString>
#include <QStringList>

struct KioskConfig;

namespace zv {
class ContentStore;
}

namespace sitenames {

// One thing a name may mean: its key and every name it goes by.
struct Named {
    QString key;
    QStringList names; // the key itself, display names
};

// What the exhibit has that kiosk.conf may name.
struct ExhibitNames {
    QList<Named> sections; // every section: key, German and English title
    QList<Named> games;    // every playable game: game key, item key, titles
    QList<Named> languages;
};

// The forms a name is compared in (lower case, letters and digits only;
// umlauts once as ae/oe/ue and once without the dots).
QStringList comparableForms(const QString& name);

// The key `written` names among `known`, or empty.
QString keyNamed(const QString& written, const QList<Named>& known);

// Read from the store (null: no sections, no games) and `languages` (the
// codes the visitor may choose, e.g. de, en).
ExhibitNames exhibitNames(const zv::ContentStore* store, const QStringList& languages);

// What the site offers and the visit's language, from the configuration's
// names; every unknown name and every fallback appends a line to *problems.
struct Resolved {
    zv::SiteChoice choice;
    QString language;
};
Resolved resolve(const KioskConfig& config, const ExhibitNames& names, QStringList* problems);

} // namespace sitenames
