// The structured parts of an item file: a person's `schedule`, a hairstyle's
// `steps`, a song's `verses` and the `images` any item may have
// (docs/content-format-structured.md).

#include "store/content_source_p.h"
#include "store/media_names.h"

#include <QHash>

namespace zv::source {

namespace {

using Values = YamlReader::LanguageValues;

// A media file name: a plain name inside the media folder (store/media_names.h).
void checkFileName(YamlReader& reader, const YAML::Node& map, const QString& key,
                   const QString& name)
{
    QString why;
    if (name.isEmpty() || isPlainFileName(name, &why))
        return;
    const YAML::Node& constMap = map;
    reader.error(constMap[key.toStdString()],
                 QStringLiteral("'%1' must be a plain file name in the media folder, without "
                                "folders (found '%2': %3)")
                     .arg(key, shownFileName(name), why));
}

} // namespace

void readSchedule(YamlReader& reader, Item& item)
{
    const YAML::Node list = reader.optionalList(reader.root(), QStringLiteral("schedule"));
    if (!list.IsDefined())
        return;
    int index = 0;
    int latest = -1;
    QString latestTime;
    for (const YAML::Node& node : list) {
        ++index;
        YamlReader::Context context(reader, QStringLiteral("schedule entry %1").arg(index));
        if (!reader.allowKeys(node, {QStringLiteral("time")}, {field::text}, Values::Text))
            continue;
        ScheduleEntry entry;
        entry.time = reader.optionalTime(node, QStringLiteral("time"));
        entry.texts = reader.texts(node, {field::text}, {field::text}, Values::Text);
        const int minutes = entry.minutes();
        if (minutes >= 0) {
            if (minutes < latest)
                reader.error(node["time"], QStringLiteral("%1 comes after %2 in the list; the "
                                                          "schedule lists the day in order")
                                               .arg(entry.time, latestTime));
            latest = minutes;
            latestTime = entry.time;
        }
        item.schedule.append(entry);
    }
}

void readSteps(YamlReader& reader, Item& item)
{
    const YAML::Node list = reader.optionalList(reader.root(), QStringLiteral("steps"));
    if (!list.IsDefined())
        return;
    int index = 0;
    for (const YAML::Node& node : list) {
        ++index;
        YamlReader::Context context(reader, QStringLiteral("step %1").arg(index));
        if (!reader.allowKeys(node, {QStringLiteral("figure"), QStringLiteral("image")},
                              {field::text}, Values::Text))
            continue;
        Step step;
        step.figure = reader.optionalString(node, QStringLiteral("figure"));
        step.image = reader.optionalString(node, QStringLiteral("image"));
        checkFileName(reader, node, QStringLiteral("image"), step.image);
        step.texts = reader.texts(node, {field::text}, {field::text}, Values::Text);
        item.steps.append(step);
    }
}

void readVerses(YamlReader& reader, Item& item)
{
    const YAML::Node list = reader.optionalList(reader.root(), QStringLiteral("verses"));
    if (!list.IsDefined())
        return;
    int index = 0;
    for (const YAML::Node& node : list) {
        ++index;
        YamlReader::Context context(reader, QStringLiteral("verse %1").arg(index));
        if (!reader.allowKeys(node, {}, {field::text}, Values::Text))
            continue;
        Verse verse;
        verse.texts = reader.texts(node, {field::text}, {field::text}, Values::Text);
        item.verses.append(verse);
    }
}

void readImages(YamlReader& reader, Item& item, SourceLines& lines)
{
    const YAML::Node list = reader.optionalList(reader.root(), QStringLiteral("images"));
    if (!list.IsDefined())
        return;
    QHash<QString, int> seen;
    int index = 0;
    for (const YAML::Node& node : list) {
        ++index;
        YamlReader::Context context(reader, QStringLiteral("image %1").arg(index));
        if (!reader.allowKeys(node, {QStringLiteral("key"), QStringLiteral("file")},
                              imageTextFields()))
            continue;
        ImageSlot image;
        image.key = reader.requiredKeyword(node, QStringLiteral("key"));
        image.file = reader.optionalString(node, QStringLiteral("file"));
        checkFileName(reader, node, QStringLiteral("file"), image.file);
        image.texts = reader.texts(node, imageTextFields(), {field::caption});
        if (!image.key.isEmpty()) {
            const int line = YamlReader::lineOf(node["key"]);
            if (seen.contains(image.key))
                reader.error(node["key"], QStringLiteral("the image key '%1' is used twice in "
                                                         "this file (first in line %2)")
                                              .arg(image.key)
                                              .arg(seen.value(image.key)));
            else
                seen.insert(image.key, line);
            lines.imageKeys.append({image.key, line});
        }
        item.images.append(image);
    }
}

} // namespace zv::source
