#include "store/content_source.h"

#include "store/yaml_reader.h"

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

} // namespace

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
    YamlReader reader(filePath);
    if (!reader.load())
        return reader.finish(errors), std::nullopt;
    Item item;
    item.key = QFileInfo(filePath).completeBaseName();
    item.sectionKey = sectionKey;
    reader.checkKey(item.key);
    reader.allowKeys({QStringLiteral("kind"), QStringLiteral("order"), QStringLiteral("game"),
                      QStringLiteral("staff_note"), QStringLiteral("needs_review")},
                     itemTextFields());
    item.kind = reader.requiredChoice(QStringLiteral("kind"), kItemKinds);
    item.sortOrder = reader.requiredInt(QStringLiteral("order"));
    item.gameKey = reader.optionalKeyword(QStringLiteral("game"));
    item.staffNote = reader.optionalString(QStringLiteral("staff_note"));
    item.needsReview = reader.optionalBool(QStringLiteral("needs_review"));
    item.texts = reader.texts(itemTextFields(), {field::title});
    if (!reader.finish(errors))
        return std::nullopt;
    return item;
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
            auto item = readItemFile(file, sectionKey, &result.errors);
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
        }
    }
    if (result.content.sections.isEmpty() && result.errors.isEmpty())
        result.errors.append({displayPath(sectionsFolder), 0,
                              QStringLiteral("no section files (*.yaml) were found")});
    return result;
}

} // namespace zv
