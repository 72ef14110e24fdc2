#pragma once

// What `zeitvertreib-cli content check` reports: texts missing a language,
// required fields missing, media names that are no plain file names, items
// without a source note (store/provenance.h), and
// entries flagged "zu prüfen". Works on plain
// structs, so it checks a store and a content folder alike.

#include "store/content_types.h"

#include <QList>
#include <QString>

namespace zv {

struct ContentProblem {
    enum class Kind {
        MissingLanguage, // a German text without its English translation
        MissingRequired, // a field the format requires is empty or absent
        NeedsReview,     // flagged "zu prüfen" (a warning only)
        BadMediaName,    // a picture or sound name that is no plain file name (issue 26)
        NoSourceNote,    // no source note, or one naming no additions (issue 17)
    };
    Kind kind = Kind::MissingRequired;
    QString subject; // the item key, or "section <key>" for a section
    QString where;   // e.g. "en.summary", "row erw_halma", "schedule entry 3"
    QString message;

    // Missing languages and required fields fail the check; flags do not.
    bool isRequired() const { return kind != Kind::NeedsReview; }
};

// Every problem of the sections and items, in their order.
QList<ContentProblem> checkContent(const QList<Section>& sections, const QList<Item>& items);
// Only the media names of `drafts` (items as staff edit them, not yet
// published): a stored draft may be older than the check of saveDraft().
QList<ContentProblem> checkDraftMediaNames(const QList<Item>& drafts);

} // namespace zv
