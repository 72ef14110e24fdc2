#pragma once

// How complete a language is (issue 8): every text that exists in German —
// item texts, schedule entries, steps, verses, captions, inventory rows —
// counts once; a translation is there when the other language has a text
// for the same field. Per item and for the whole exhibit
// ("Englisch: 12 Texte fehlen", editor/field_labels.h). The kiosk should offer
// a language once its share reaches the threshold staff set (setting
// "language_threshold", percent): kioskReadyLanguages(). Pure functions over
// items, plus the store's settings.

#include "store/content_types.h"
#include "store/item_fields.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace zv {

class ContentStore;

struct TranslationStatus {
    int germanTexts = 0;
    int translated = 0;
    QList<FieldKey> missing; // German keys (language "de") without a translation

    int missingCount() const { return germanTexts - translated; }
    // 100 when there is nothing to translate.
    int percent() const;
    void add(const TranslationStatus& other);
};

TranslationStatus translationStatus(const Item& item, const QString& language);
TranslationStatus translationStatus(const QList<Item>& items, const QString& language);

// The exhibit's languages (setting "languages", German first) and the
// threshold in percent (setting "language_threshold").
QStringList exhibitLanguages(const ContentStore& store);
int languageThreshold(const ContentStore& store);
// The languages whose published texts reach the threshold (German always):
// what the kiosk's language switch should offer.
QStringList kioskReadyLanguages(const ContentStore& store);

} // namespace zv
