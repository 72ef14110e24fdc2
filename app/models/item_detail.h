#pragma once

// What the kiosk's article, role, hairstyle and song screens show of one
// item, and the grouping of the games section — as QVariant maps and lists,
// the shapes QML reads (see the contract in Exhibit: itemDetail, gameGroups).
// Every text is resolved to `language`, German when a translation is missing.

#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace zv {

class ContentStore;
struct Item;

// The pages of a Markdown text: split on lines holding only "---", each page
// trimmed, empty pages dropped.
QStringList markdownPages(const QString& markdown);

// Everything about one item of any section:
// { key, sectionKey, sectionKind, kind, title, summary, gameKey, playable,
//   needsReview, category, categoryTitle, audience, place, group,
//   fields {field: [pages]}, fieldOrder, fieldTitles {field: heading},
//   schedule [{time, minutes, text}], steps [{figure, image, credit, text, sound {key, source}}],
//   verses [{text, translation}], melodyAbc (a song's tune, ABC),
//   images [{key, source, caption, credit}],
//   sounds [{key, source, caption, credit}] (only those whose file is there),
//   narrations {field: source} (staff recordings reading a text in `language`,
//   store/narration.h; not among sounds),
//   inventoryRows [rows whose game is this item, InventoryModel's roles],
//   listRows [an inventory list's own rows, same shape], isFallback }.
// Empty for an unknown key or without a store.
QVariantMap itemDetail(const ContentStore* store, const QString& itemKey, const QString& language);

// The games section in the concept's groups, in order:
// [{ key, title, subtitle, games: [{key, title, summary, category,
//    categoryTitle, audience, playable}] }]. Every game is in exactly one
// group: outdoor (place outdoor, or category outdoor), indoor_solo (group
// solo or category skill), else indoor_social, sorted by category in the
// concept's order (cards, board, guessing, laying, dice, thinking, roleplay).
QVariantList gameGroups(const ContentStore* store, const QString& language);

// The picture of an item's card, as a URL: its first image slot that has a
// picture (media folder, else bundled drawing), else for a game its
// category's drawn pictogram, else "".
QString itemPicture(const ContentStore* store, const Item& item);

// Which of gameGroups()' groups a game belongs to.
QString gameGroupOf(const QString& category, const QString& place, const QString& group);

} // namespace zv
