// `content export`: the whole store as text a person reads, or as JSON.
#pragma once

#include "store/content_types.h"

#include <QJsonObject>
#include <QList>
#include <QTextStream>

namespace zv::cli {

// Sections with their items (every field, part and inventory row), in order.
struct ContentSnapshot {
    QList<Section> sections;
    QList<Item> items;
    QList<Item> drafts; // a store's unpublished drafts (content check looks at their media names)
    QString origin;     // the store file or content folder it came from
    int schemaVersion = 0;
};

void exportText(const ContentSnapshot& content, QTextStream& stream);
QJsonObject exportJson(const ContentSnapshot& content);

} // namespace zv::cli
