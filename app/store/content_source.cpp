#include "store/content_source.h"
#include "store/provenance.h"

#include "store/content_source_p.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace zv {

QString ContentError::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(message);
    return QStringLiteral("%1: %2").arg(path, message);
}

QString bundledContentRoot()
{
    return QStringLiteral(":/content");
}

namespace {

const QStringList kSectionKinds = {
    QStringLiteral("games"),      QStringLiteral("inventory"), QStringLiteral("people"),
    QStringLiteral("hairstyles"), QStringLiteral("songs"),     QStringLiteral("about"),
};
const QStringList kItemKinds = {
    QStringLiteral("game"),      QStringLiteral("article"), QStringLiteral("person"),
    QStringLiteral("hairstyle"), QStringLiteral("song"),    QStringLiteral("inventory"),
};

// Top-level keys every item may have, and those only some kinds use.
const QStringList kCommonItemKeys = {QStringLiteral("kind"),       QStringLiteral("order"),
                                     QStringLiteral("staff_note"), QStringLiteral("needs_review"),
                                     QStringLiteral("provenance"), QStringLiteral("images")};

QHash<QString, QStringList> kindSpecificKeys()
{
    return {
        {QStringLiteral("game"),
         {QStringLiteral("game"), QStringLiteral("category"), QStringLiteral("audience"),
          QStringLiteral("place"), QStringLiteral("group")}},
        {QStringLiteral("inventory"),
         {QStringLiteral("place"), QStringLiteral("audience"), QStringLiteral("rows")}},
        {QStringLiteral("person"), {QStringLiteral("schedule")}},
        {QStringLiteral("hairstyle"), {QStringLiteral("steps")}},
        {QStringLiteral("song"), {QStringLiteral("verses"), QStringLiteral("melody_abc")}},
        {QStringLiteral("article"), {}},
    };
}

QStringList allItemKeys()
{
    QStringList keys = kCommonItemKeys;
    const auto specific = kindSpecificKeys();
    for (const QString& kind : kItemKinds) {
        for (const QString& key : specific.value(kind)) {
            if (!keys.contains(key))
                keys.append(key);
        }
    }
    return keys;
}

// A key another kind uses (e.g. `schedule` in a game) gets its own message,
// naming the kinds it belongs to.
void checkKeysOfKind(YamlReader& reader, const QString& kind)
{
    if (kind.isEmpty())
        return; // the kind itself is wrong; reported already
    const auto specific = kindSpecificKeys();
    const QStringList allowed = kCommonItemKeys + specific.value(kind);
    for (const auto& entry : reader.root()) {
        const QString key = QString::fromStdString(entry.first.Scalar());
        if (allowed.contains(key) || !allItemKeys().contains(key))
            continue;
        QStringList owners;
        for (const QString& other : kItemKinds) {
            if (specific.value(other).contains(key))
                owners.append(other);
        }
        reader.error(entry.first, QStringLiteral("'%1' is not used by items of kind '%2' (it "
                                                 "belongs to kind %3)")
                                      .arg(key, kind, owners.join(QStringLiteral(", "))));
    }
}

void readClassification(YamlReader& reader, Item& item)
{
    const YAML::Node& root = reader.root();
    if (item.kind == QLatin1String("game")) {
        item.gameKey = reader.optionalKeyword(QStringLiteral("game"));
        item.category =
            reader.optionalChoice(root, QStringLiteral("category"), keyword::gameCategories());
        item.audience =
            reader.optionalChoiceList(root, QStringLiteral("audience"), keyword::audiences());
        item.place = reader.optionalChoice(root, QStringLiteral("place"), keyword::gamePlaces());
        item.group = reader.optionalChoice(root, QStringLiteral("group"), keyword::gameGroups());
    } else if (item.kind == QLatin1String("inventory")) {
        // The list's defaults for its rows: one place, one audience.
        item.place = reader.optionalChoice(root, QStringLiteral("place"), keyword::rowPlaces());
        const QString audience =
            reader.optionalChoice(root, QStringLiteral("audience"), keyword::audiences());
        if (!audience.isEmpty())
            item.audience = QStringList{audience};
    }
}

QStringList yamlFiles(const QString& folder)
{
    QStringList result;
    const QDir dir(folder);
    for (const QString& name :
         dir.entryList({QStringLiteral("*.yaml")}, QDir::Files | QDir::Readable, QDir::Name))
        result.append(dir.filePath(name));
    return result;
}

// Item files live in one folder per section.
QStringList sectionFolders(const QString& itemsFolder)
{
    return QDir(itemsFolder).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

// Checks across files: row and image keys unique in the whole store, every
// row's `game` names an existing game item.
void checkAcrossFiles(const QList<Item>& items, const QList<source::SourceLines>& lines,
                      QList<ContentError>* errors)
{
    QHash<QString, QString> kindByKey;
    for (const Item& item : items)
        kindByKey.insert(item.key, item.kind);
    QHash<QString, QPair<QString, int>> rowKeys;
    QHash<QString, QPair<QString, int>> imageKeys;
    for (const source::SourceLines& file : lines) {
        for (const source::KeyAt& key : file.rowKeys)
            source::checkUniqueKey(key, file.path, QStringLiteral("row key"), rowKeys, errors);
        for (const source::KeyAt& key : file.imageKeys)
            source::checkUniqueKey(key, file.path, QStringLiteral("image key"), imageKeys, errors);
        for (const source::GameLink& link : file.gameLinks) {
            const auto kind = kindByKey.constFind(link.gameItemKey);
            if (kind == kindByKey.constEnd())
                errors->append({file.path, link.line,
                                QStringLiteral("row '%1': 'game: %2' names no item; there is no "
                                               "file items/<section>/%2.yaml")
                                    .arg(link.rowKey, link.gameItemKey)});
            else if (*kind != QLatin1String("game"))
                errors->append({file.path, link.line,
                                QStringLiteral("row '%1': 'game: %2' names an item of kind '%3'; "
                                               "it must name a game article")
                                    .arg(link.rowKey, link.gameItemKey, *kind)});
        }
    }
}

} // namespace

namespace source {

void checkUniqueKey(const KeyAt& key, const QString& path, const QString& what,
                    QHash<QString, QPair<QString, int>>& seen, QList<ContentError>* errors)
{
    const auto first = seen.constFind(key.key);
    if (first == seen.constEnd()) {
        seen.insert(key.key, {path, key.line});
        return;
    }
    errors->append({path, key.line,
                    QStringLiteral("the %1 '%2' is already used at %3:%4; %1s must be unique in "
                                   "the whole store")
                        .arg(what, key.key, first->first)
                        .arg(first->second)});
}

std::optional<Item> readItem(const QString& filePath, const QString& sectionKey,
                             QList<ContentError>* errors, SourceLines* lines)
{
    YamlReader reader(filePath);
    if (!reader.load())
        return reader.finish(errors), std::nullopt;
    SourceLines localLines;
    SourceLines& keyLines = lines ? *lines : localLines;
    keyLines.path = reader.path();
    Item item;
    item.key = QFileInfo(filePath).completeBaseName();
    item.sectionKey = sectionKey;
    reader.checkKey(item.key);
    item.kind = reader.requiredChoice(QStringLiteral("kind"), kItemKinds);
    checkKeysOfKind(reader, item.kind);
    reader.allowKeys(allItemKeys(), itemTextFields());
    item.sortOrder = reader.requiredInt(QStringLiteral("order"));
    item.staffNote = reader.optionalString(QStringLiteral("staff_note"));
    item.needsReview = reader.optionalBool(QStringLiteral("needs_review"));
    item.provenance =
        reader.optionalChoice(reader.root(), QStringLiteral("provenance"), provenance::kinds());
    item.melodyAbc = reader.optionalString(QStringLiteral("melody_abc"));
    readClassification(reader, item);
    item.texts = reader.texts(itemTextFields(), {field::title});
    readSchedule(reader, item);
    readSteps(reader, item);
    readVerses(reader, item);
    readImages(reader, item, keyLines);
    readInventoryRows(reader, item, keyLines);
    if (!reader.finish(errors))
        return std::nullopt;
    return item;
}

} // namespace source

std::optional<Section> readSectionFile(const QString& filePath, QList<ContentError>* errors)
{
    YamlReader reader(filePath);
    if (!reader.load())
        return reader.finish(errors), std::nullopt;
    Section section;
    section.key = QFileInfo(filePath).completeBaseName();
    reader.checkKey(section.key);
    reader.allowKeys({QStringLiteral("kind"), QStringLiteral("order"), QStringLiteral("accent"),
                      QStringLiteral("icon")},
                     sectionTextFields());
    section.kind = reader.requiredChoice(QStringLiteral("kind"), kSectionKinds);
    section.sortOrder = reader.requiredInt(QStringLiteral("order"));
    section.accent = reader.optionalColour(QStringLiteral("accent"));
    section.icon = reader.optionalString(QStringLiteral("icon"));
    section.texts = reader.texts(sectionTextFields(), {field::title, field::summary});
    if (!reader.finish(errors))
        return std::nullopt;
    return section;
}

std::optional<Item> readItemFile(const QString& filePath, const QString& sectionKey,
                                 QList<ContentError>* errors)
{
    return source::readItem(filePath, sectionKey, errors, nullptr);
}

ContentReadResult readContentTree(const QString& root)
{
    ContentReadResult result;
    const QDir rootDir(root);
    const QString sectionsFolder = rootDir.filePath(QStringLiteral("sections"));
    const QString itemsFolder = rootDir.filePath(QStringLiteral("items"));
    if (!QFileInfo(sectionsFolder).isDir()) {
        result.errors.append(
            {displayPath(root), 0, QStringLiteral("there is no folder 'sections' here")});
        return result;
    }

    QSet<QString> sectionKeys;
    for (const QString& file : yamlFiles(sectionsFolder)) {
        if (auto section = readSectionFile(file, &result.errors)) {
            sectionKeys.insert(section->key);
            result.content.sections.append(*section);
        }
    }

    QHash<QString, QString> itemFileByKey;
    QList<source::SourceLines> lines;
    for (const QString& sectionKey : sectionFolders(itemsFolder)) {
        const QString folder = QDir(itemsFolder).filePath(sectionKey);
        if (!sectionKeys.contains(sectionKey)) {
            result.errors.append({displayPath(folder), 0,
                                  QStringLiteral("there is no section file sections/%1.yaml for "
                                                 "this folder of items")
                                      .arg(sectionKey)});
            continue;
        }
        for (const QString& file : yamlFiles(folder)) {
            source::SourceLines fileLines;
            auto item = source::readItem(file, sectionKey, &result.errors, &fileLines);
            if (!item)
                continue;
            if (itemFileByKey.contains(item->key)) {
                result.errors.append({displayPath(file), 0,
                                      QStringLiteral("the key '%1' is already used by %2; item "
                                                     "keys must be unique across all sections")
                                          .arg(item->key, itemFileByKey.value(item->key))});
                continue;
            }
            itemFileByKey.insert(item->key, displayPath(file));
            result.content.items.append(*item);
            lines.append(fileLines);
        }
    }
    checkAcrossFiles(result.content.items, lines, &result.errors);
    if (result.content.sections.isEmpty() && result.errors.isEmpty())
        result.errors.append({displayPath(sectionsFolder), 0,
                              QStringLiteral("no section files (*.yaml) were found")});
    return result;
}

} // namespace zv
