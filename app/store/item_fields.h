#pragma once

// An item as a flat map of fields, so that any change — a text, a step moved,
// an inventory row's count — is a list of (field, old value, new value). The
// store writes these as revision rows; the editor shows them as history and
// restores any one of them. Pure functions, no SQL.
//
// Paths (language empty unless noted):
//   <text field>                      per language: title, body, rules_adults, …
//   staff_note, needs_review ("1"/"0"), category, audience ("adults,children"),
//   place, group, provenance (store/provenance.h)
//   schedule.count, schedule.N.time,  per language: schedule.N.text
//   steps.count, steps.N.figure, steps.N.image, steps.N.audio,
//                                     per language: steps.N.text, steps.N.credit
//   verses.count,                     per language: verses.N.text
//   images.count, images.N.key, images.N.file,
//                                     per language: images.N.caption, images.N.credit
//   audio.count, audio.N.key, audio.N.file,
//                                     per language: audio.N.caption, audio.N.credit
//   rows.order (row keys, comma-separated), rows.K.source, rows.K.category,
//   rows.K.audience, rows.K.place, rows.K.count ("-1": no number),
//   rows.K.available ("1", "0", "-1": not stated), rows.K.game, rows.K.needs_review,
//   rows.K.staff_note,
//                                     per language: rows.K.name, rows.K.count_detail,
//                                     rows.K.remark
// N counts from 0; K is a row's key. The item's key, section, kind, order and
// game link are not fields: staff do not change the exhibit's structure.

#include "store/content_types.h"

#include <QList>
#include <QMap>
#include <QString>

namespace zv {

struct FieldKey {
    QString language; // empty for fields that are the same in every language
    QString path;

    bool operator==(const FieldKey& other) const
    {
        return language == other.language && path == other.path;
    }
    bool operator<(const FieldKey& other) const
    {
        return path != other.path ? path < other.path : language < other.language;
    }
};

using FieldMap = QMap<FieldKey, QString>;

struct FieldChange {
    FieldKey key;
    QString oldValue;
    QString newValue;
};

// Every field of `item` with a value. An absent field reads as "".
FieldMap flattenItem(const Item& item);

// The fields that differ between two states of one item, in path order
// (counts and the row order first, so applying them in order works).
QList<FieldChange> diffItems(const Item& before, const Item& after);

// Sets one field. Lists grow or shrink with their ".count" field and rows
// follow "rows.order"; set those first. False for a path the item cannot
// have (an unknown field, an entry beyond the list, a row not in the order).
bool applyField(Item& item, const FieldKey& key, const QString& value);

// Applies changes in a safe order (counts and row order first). Returns the
// number applied; unknown paths are skipped.
int applyFields(Item& item, const FieldMap& values);

// Whether a path belongs to the structure of a list (".count", "rows.order"):
// such fields are applied before the entries' own fields.
bool isStructureField(const QString& path);

} // namespace zv
