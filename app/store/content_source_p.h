#pragma once

// Internal to the content reader (content_source*.cpp): the readers of the
// structured parts, and where in a file each key was declared, so the checks
// across files (unique row and image keys, game links) can name the line.

#include "store/content_source.h"
#include "store/yaml_reader.h"

namespace zv::source {

struct KeyAt {
    QString key;
    int line = 0;
};

struct GameLink {
    QString rowKey;
    QString gameItemKey;
    int line = 0;
};

struct SourceLines {
    QString path; // as shown to people
    QList<KeyAt> rowKeys;
    QList<KeyAt> imageKeys;
    QList<GameLink> gameLinks;
};

// An item file with the lines of its keys (`lines` may be null).
std::optional<Item> readItem(const QString& filePath, const QString& sectionKey,
                             QList<ContentError>* errors, SourceLines* lines);

// The structured parts of an item (content_source_parts.cpp).
void readSchedule(YamlReader& reader, Item& item);
void readSteps(YamlReader& reader, Item& item);
void readVerses(YamlReader& reader, Item& item);
void readImages(YamlReader& reader, Item& item, SourceLines& lines);
// An inventory list's rows (content_source_inventory.cpp).
void readInventoryRows(YamlReader& reader, Item& item, SourceLines& lines);

// Reports a key that `seen` already holds (in this file or another), else adds it.
void checkUniqueKey(const KeyAt& key, const QString& path, const QString& what,
                    QHash<QString, QPair<QString, int>>& seen, QList<ContentError>* errors);

} // namespace zv::source
