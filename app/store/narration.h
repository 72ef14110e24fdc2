#pragma once
// A staff recording that reads one of an item's texts aloud (issue 22,
// "Vorlesen"): an ordinary sound of the item (AudioClip) that carries, in a
// language, the text field `narrates` naming the text it reads in that
// language ("body", "rules_children", ...). Such a sound is not offered as
// a sound of its own; the page of that text plays it from its "Read aloud"
// button instead of the synthetic voice. Part texts are keyed by name, so
// this needs no schema change, and drafts, revisions and packs carry it.
#include "store/content_types.h"

namespace zv {

namespace field {
inline const QString narrates = QStringLiteral("narrates");
}

// Whether `clip` is a recorded reading (in any language).
inline bool isNarration(const AudioClip& clip)
{
    for (auto language = clip.texts.values.cbegin(); language != clip.texts.values.cend();
         ++language) {
        if (!language->value(field::narrates).isEmpty())
            return true;
    }
    return false;
}

} // namespace zv
