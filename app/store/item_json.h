#pragma once

// An item, with every part and inventory row, as JSON and back. Drafts are
// kept in this form (one row per item, written in one statement), and
// content packs carry items in it. Lossless: itemFromJson(itemToJson(x)) == x
// field by field (the tests compare every bundled item).

#include "store/content_types.h"

#include <QJsonObject>
#include <QString>

namespace zv {

QJsonObject itemToJson(const Item& item);
// False (and `error`) when the object is not an item of this format.
bool itemFromJson(const QJsonObject& object, Item* item, QString* error);

QJsonObject textsToJson(const LocalizedTexts& texts);
LocalizedTexts textsFromJson(const QJsonObject& object);

// Compact JSON text of an item, and back (for the drafts table).
QString itemToJsonText(const Item& item);
bool itemFromJsonText(const QString& text, Item* item, QString* error);

} // namespace zv
