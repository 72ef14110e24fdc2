#include "store/item_json.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace zv {

namespace {

// The format's version: a reader refuses what it does not know.
constexpr int kFormat = 1;

QString str(const QJsonObject& object, const char* name)
{
    return object.value(QLatin1String(name)).toString();
}

QJsonArray rowsToJson(const QList<InventoryRow>& rows)
{
    QJsonArray result;
    for (const InventoryRow& row : rows)
        result.append(QJsonObject{
            {"key", row.key},
            {"source", row.source},
            {"category", row.category},
            {"audience", row.audience},
            {"place", row.place},
            {"count", row.count},
            {"available", row.available},
            // Absent in packs and drafts written before issue 17: stated.
            {"stated", row.stated},
            {"game", row.gameItemKey},
            {"needsReview", row.needsReview},
            {"staffNote", row.staffNote},
            {"texts", textsToJson(row.texts)},
        });
    return result;
}

QList<InventoryRow> rowsFromJson(const QJsonArray& array, const QString& listKey)
{
    QList<InventoryRow> rows;
    for (const QJsonValue& value : array) {
        const QJsonObject object = value.toObject();
        InventoryRow row;
        row.key = str(object, "key");
        row.listKey = listKey;
        row.position = static_cast<int>(rows.size());
        row.source = str(object, "source");
        row.category = str(object, "category");
        row.audience = str(object, "audience");
        row.place = str(object, "place");
        row.count = object.value(QLatin1String("count")).toInt(-1);
        row.available = object.value(QLatin1String("available")).toBool(true);
        row.stated = object.value(QLatin1String("stated")).toBool(true);
        if (!row.stated)
            row.available = false;
        row.gameItemKey = str(object, "game");
        row.needsReview = object.value(QLatin1String("needsReview")).toBool();
        row.staffNote = str(object, "staffNote");
        row.texts = textsFromJson(object.value(QLatin1String("texts")).toObject());
        rows.append(row);
    }
    return rows;
}

} // namespace

QJsonObject textsToJson(const LocalizedTexts& texts)
{
    QJsonObject result;
    for (auto language = texts.values.cbegin(); language != texts.values.cend(); ++language) {
        QJsonObject fields;
        for (auto text = language->cbegin(); text != language->cend(); ++text) {
            if (!text.value().isEmpty())
                fields.insert(text.key(), text.value());
        }
        if (!fields.isEmpty())
            result.insert(language.key(), fields);
    }
    return result;
}

LocalizedTexts textsFromJson(const QJsonObject& object)
{
    LocalizedTexts texts;
    for (auto language = object.constBegin(); language != object.constEnd(); ++language) {
        const QJsonObject fields = language.value().toObject();
        for (auto text = fields.constBegin(); text != fields.constEnd(); ++text) {
            if (!text.value().toString().isEmpty())
                texts.set(language.key(), text.key(), text.value().toString());
        }
    }
    return texts;
}

QJsonObject itemToJson(const Item& item)
{
    QJsonArray schedule;
    for (const ScheduleEntry& entry : item.schedule)
        schedule.append(QJsonObject{{"time", entry.time}, {"texts", textsToJson(entry.texts)}});
    QJsonArray steps;
    for (const Step& step : item.steps)
        steps.append(QJsonObject{{"figure", step.figure},
                                 {"image", step.image},
                                 {"audio", step.audio},
                                 {"texts", textsToJson(step.texts)}});
    QJsonArray verses;
    for (const Verse& verse : item.verses)
        verses.append(QJsonObject{{"texts", textsToJson(verse.texts)}});
    QJsonArray images;
    for (const ImageSlot& image : item.images)
        images.append(QJsonObject{
            {"key", image.key}, {"file", image.file}, {"texts", textsToJson(image.texts)}});
    QJsonArray audio;
    for (const AudioClip& clip : item.audio)
        audio.append(QJsonObject{
            {"key", clip.key}, {"file", clip.file}, {"texts", textsToJson(clip.texts)}});
    return QJsonObject{
        {"format", kFormat},
        {"key", item.key},
        {"section", item.sectionKey},
        {"kind", item.kind},
        {"order", item.sortOrder},
        {"game", item.gameKey},
        {"needsReview", item.needsReview},
        {"staffNote", item.staffNote},
        {"provenance", item.provenance},
        {"melodyAbc", item.melodyAbc},
        {"category", item.category},
        {"audience", QJsonArray::fromStringList(item.audience)},
        {"place", item.place},
        {"group", item.group},
        {"texts", textsToJson(item.texts)},
        {"schedule", schedule},
        {"steps", steps},
        {"verses", verses},
        {"images", images},
        {"audio", audio},
        {"rows", rowsToJson(item.rows)},
    };
}

bool itemFromJson(const QJsonObject& object, Item* item, QString* error)
{
    const int format = object.value(QLatin1String("format")).toInt(-1);
    if (format != kFormat) {
        if (error)
            *error = QStringLiteral("unknown item format %1 (this program reads %2)")
                         .arg(format)
                         .arg(kFormat);
        return false;
    }
    Item result;
    result.key = str(object, "key");
    if (result.key.isEmpty()) {
        if (error)
            *error = QStringLiteral("an item without a key");
        return false;
    }
    result.sectionKey = str(object, "section");
    result.kind = str(object, "kind");
    result.sortOrder = object.value(QLatin1String("order")).toInt();
    result.gameKey = str(object, "game");
    result.needsReview = object.value(QLatin1String("needsReview")).toBool();
    result.staffNote = str(object, "staffNote");
    result.provenance = str(object, "provenance");
    result.melodyAbc = str(object, "melodyAbc");
    result.category = str(object, "category");
    for (const QJsonValue& value : object.value(QLatin1String("audience")).toArray())
        result.audience.append(value.toString());
    result.place = str(object, "place");
    result.group = str(object, "group");
    result.texts = textsFromJson(object.value(QLatin1String("texts")).toObject());
    for (const QJsonValue& value : object.value(QLatin1String("schedule")).toArray()) {
        const QJsonObject entry = value.toObject();
        result.schedule.append(
            {str(entry, "time"), textsFromJson(entry.value(QLatin1String("texts")).toObject())});
    }
    for (const QJsonValue& value : object.value(QLatin1String("steps")).toArray()) {
        const QJsonObject step = value.toObject();
        result.steps.append({str(step, "figure"), str(step, "image"),
                             textsFromJson(step.value(QLatin1String("texts")).toObject()),
                             str(step, "audio")});
    }
    for (const QJsonValue& value : object.value(QLatin1String("verses")).toArray())
        result.verses.append(
            {textsFromJson(value.toObject().value(QLatin1String("texts")).toObject())});
    for (const QJsonValue& value : object.value(QLatin1String("images")).toArray()) {
        const QJsonObject image = value.toObject();
        result.images.append({str(image, "key"), str(image, "file"),
                              textsFromJson(image.value(QLatin1String("texts")).toObject())});
    }
    for (const QJsonValue& value : object.value(QLatin1String("audio")).toArray()) {
        const QJsonObject clip = value.toObject();
        result.audio.append({str(clip, "key"), str(clip, "file"),
                             textsFromJson(clip.value(QLatin1String("texts")).toObject())});
    }
    result.rows = rowsFromJson(object.value(QLatin1String("rows")).toArray(), result.key);
    *item = result;
    return true;
}

QString itemToJsonText(const Item& item)
{
    return QString::fromUtf8(QJsonDocument(itemToJson(item)).toJson(QJsonDocument::Compact));
}

bool itemFromJsonText(const QString& text, Item* item, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (!document.isObject()) {
        if (error)
            *error = QStringLiteral("not an item in JSON: %1").arg(parseError.errorString());
        return false;
    }
    return itemFromJson(document.object(), item, error);
}

} // namespace zv
