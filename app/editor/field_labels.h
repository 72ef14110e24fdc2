#pragma once

// German names staff know for what the store calls by keys: text fields,
// field paths (store/item_fields.h), item kinds, languages and keywords.

#include "store/content_types.h"
#include "store/item_fields.h"
#include "store/translation_status.h"

#include <QString>
#include <QStringList>

namespace zv {

// "Titel", "Regeln für Kinder", … (the key itself when unknown).
QString fieldLabel(const QString& fieldName);
// "Schritt 3 · Text (Englisch)", "Zeile „Halma“ · Anzahl", "Notiz", …; `item`
// names inventory rows.
QString fieldPathLabel(const FieldKey& key, const Item& item);
// "Spiel", "Artikel", "Person", "Frisur", "Lied", "Inventarliste".
QString kindLabel(const QString& kind);
// "Deutsch", "Englisch", "Französisch", … (the code when unknown).
QString languageName(const QString& code);
// "Brettspiele", … for game and inventory categories.
QString categoryLabel(const QString& category);
// The labels of the other keywords: audiences, places, groups.
QString keywordLabel(const QString& keyword);

// "Englisch: 12 Texte fehlen", "Englisch: 1 Text fehlt", "Englisch: vollständig".
QString translationSummaryDe(const TranslationStatus& status, const QString& language);

// The Markdown fields an item of `kind` shows, in reading order (title and
// summary are always there besides these).
QStringList markdownFieldsFor(const QString& kind);

} // namespace zv
