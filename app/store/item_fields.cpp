#include "store/item_fields.h"

#include <QSet>

namespace zv {

namespace {

const QString kCount = QStringLiteral("count");
const QString kRowsOrder = QStringLiteral("rows.order");

QString flag(bool value)
{
    return value ? QStringLiteral("1") : QStringLiteral("0");
}

void putTexts(FieldMap& map, const QString& prefix, const LocalizedTexts& texts)
{
    for (auto language = texts.values.cbegin(); language != texts.values.cend(); ++language) {
        for (auto text = language->cbegin(); text != language->cend(); ++text) {
            if (!text.value().isEmpty())
                map.insert({language.key(), prefix + text.key()}, text.value());
        }
    }
}

void put(FieldMap& map, const QString& path, const QString& value)
{
    if (!value.isEmpty())
        map.insert({QString(), path}, value);
}

void setText(LocalizedTexts& texts, const QString& language, const QString& fieldName,
             const QString& value)
{
    if (value.isEmpty()) {
        auto it = texts.values.find(language);
        if (it != texts.values.end()) {
            it->remove(fieldName);
            if (it->isEmpty())
                texts.values.erase(it);
        }
        return;
    }
    texts.set(language, fieldName, value);
}

template <typename T> bool resize(QList<T>& list, const QString& value)
{
    bool ok = false;
    const int count = value.isEmpty() ? 0 : value.toInt(&ok);
    if ((!ok && !value.isEmpty()) || count < 0 || count > 10000)
        return false;
    while (list.size() > count)
        list.removeLast();
    while (list.size() < count)
        list.append(T{});
    return true;
}

// "steps.3.text" -> list "steps", index 3, rest "text". False when the path
// is not of that shape.
bool splitListPath(const QString& path, QString* list, int* index, QString* rest)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() != 3)
        return false;
    bool ok = false;
    *index = parts.at(1).toInt(&ok);
    if (!ok || *index < 0)
        return false;
    *list = parts.at(0);
    *rest = parts.at(2);
    return true;
}

bool applyRowField(Item& item, const FieldKey& key, const QString& value)
{
    // rows.<key>.<field>; row keys are ASCII without dots (the reader checks).
    const QStringList parts = key.path.split(QLatin1Char('.'));
    if (parts.size() != 3)
        return false;
    InventoryRow* row = nullptr;
    for (InventoryRow& candidate : item.rows) {
        if (candidate.key == parts.at(1))
            row = &candidate;
    }
    if (!row)
        return false;
    const QString& name = parts.at(2);
    if (!key.language.isEmpty()) {
        setText(row->texts, key.language, name, value);
        return true;
    }
    if (name == QLatin1String("source"))
        row->source = value;
    else if (name == QLatin1String("category"))
        row->category = value;
    else if (name == QLatin1String("audience"))
        row->audience = value;
    else if (name == QLatin1String("place"))
        row->place = value;
    else if (name == QLatin1String("count"))
        row->count = value.isEmpty() ? -1 : value.toInt();
    else if (name == QLatin1String("available"))
        row->setStock(value.isEmpty() ? 1 : value.toInt());
    else if (name == QLatin1String("game"))
        row->gameItemKey = value;
    else if (name == QLatin1String("needs_review"))
        row->needsReview = value == QLatin1String("1");
    else if (name == QLatin1String("staff_note"))
        row->staffNote = value;
    else
        return false;
    return true;
}

bool applyRowOrder(Item& item, const QString& value)
{
    const QStringList keys = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    QList<InventoryRow> ordered;
    for (const QString& rowKey : keys) {
        InventoryRow row;
        row.key = rowKey;
        row.listKey = item.key;
        row.category = item.category;
        row.audience = item.audience.value(0);
        row.place = item.place;
        for (const InventoryRow& existing : std::as_const(item.rows)) {
            if (existing.key == rowKey)
                row = existing;
        }
        row.position = static_cast<int>(ordered.size());
        ordered.append(row);
    }
    item.rows = ordered;
    return true;
}

bool applyListField(Item& item, const FieldKey& key, const QString& value)
{
    QString list;
    QString rest;
    int index = -1;
    if (!splitListPath(key.path, &list, &index, &rest))
        return false;
    const bool text = !key.language.isEmpty();
    if (list == QLatin1String("schedule") && index < item.schedule.size()) {
        ScheduleEntry& entry = item.schedule[index];
        if (text)
            setText(entry.texts, key.language, rest, value);
        else if (rest == QLatin1String("time"))
            entry.time = value;
        else
            return false;
        return true;
    }
    if (list == QLatin1String("steps") && index < item.steps.size()) {
        Step& step = item.steps[index];
        if (text)
            setText(step.texts, key.language, rest, value);
        else if (rest == QLatin1String("figure"))
            step.figure = value;
        else if (rest == QLatin1String("image"))
            step.image = value;
        else if (rest == QLatin1String("audio"))
            step.audio = value;
        else
            return false;
        return true;
    }
    if (list == QLatin1String("verses") && index < item.verses.size() && text) {
        setText(item.verses[index].texts, key.language, rest, value);
        return true;
    }
    if (list == QLatin1String("images") && index < item.images.size()) {
        ImageSlot& image = item.images[index];
        if (text)
            setText(image.texts, key.language, rest, value);
        else if (rest == QLatin1String("key"))
            image.key = value;
        else if (rest == QLatin1String("file"))
            image.file = value;
        else
            return false;
        return true;
    }
    if (list == QLatin1String("audio") && index < item.audio.size()) {
        AudioClip& clip = item.audio[index];
        if (text)
            setText(clip.texts, key.language, rest, value);
        else if (rest == QLatin1String("key"))
            clip.key = value;
        else if (rest == QLatin1String("file"))
            clip.file = value;
        else
            return false;
        return true;
    }
    return false;
}

} // namespace

bool isStructureField(const QString& path)
{
    return path == kRowsOrder ||
           (path.endsWith(QLatin1String(".count")) && path.count(QLatin1Char('.')) == 1);
}

FieldMap flattenItem(const Item& item)
{
    FieldMap map;
    putTexts(map, QString(), item.texts);
    put(map, QStringLiteral("staff_note"), item.staffNote);
    put(map, QStringLiteral("provenance"), item.provenance);
    put(map, QStringLiteral("melody_abc"), item.melodyAbc);
    map.insert({QString(), QStringLiteral("needs_review")}, flag(item.needsReview));
    put(map, QStringLiteral("category"), item.category);
    put(map, QStringLiteral("audience"), item.audience.join(QLatin1Char(',')));
    put(map, QStringLiteral("place"), item.place);
    put(map, QStringLiteral("group"), item.group);

    const auto count = [&](const QString& list, qsizetype size) {
        if (size > 0)
            map.insert({QString(), list + QLatin1Char('.') + kCount}, QString::number(size));
    };
    const auto prefix = [](const QString& list, int index) {
        return QStringLiteral("%1.%2.").arg(list).arg(index);
    };
    count(QStringLiteral("schedule"), item.schedule.size());
    for (int i = 0; i < item.schedule.size(); ++i) {
        const QString p = prefix(QStringLiteral("schedule"), i);
        put(map, p + QStringLiteral("time"), item.schedule.at(i).time);
        putTexts(map, p, item.schedule.at(i).texts);
    }
    count(QStringLiteral("steps"), item.steps.size());
    for (int i = 0; i < item.steps.size(); ++i) {
        const Step& step = item.steps.at(i);
        const QString p = prefix(QStringLiteral("steps"), i);
        put(map, p + QStringLiteral("figure"), step.figure);
        put(map, p + QStringLiteral("image"), step.image);
        put(map, p + QStringLiteral("audio"), step.audio);
        putTexts(map, p, step.texts);
    }
    count(QStringLiteral("verses"), item.verses.size());
    for (int i = 0; i < item.verses.size(); ++i)
        putTexts(map, prefix(QStringLiteral("verses"), i), item.verses.at(i).texts);
    count(QStringLiteral("images"), item.images.size());
    for (int i = 0; i < item.images.size(); ++i) {
        const QString p = prefix(QStringLiteral("images"), i);
        put(map, p + QStringLiteral("key"), item.images.at(i).key);
        put(map, p + QStringLiteral("file"), item.images.at(i).file);
        putTexts(map, p, item.images.at(i).texts);
    }
    count(QStringLiteral("audio"), item.audio.size());
    for (int i = 0; i < item.audio.size(); ++i) {
        const QString p = prefix(QStringLiteral("audio"), i);
        put(map, p + QStringLiteral("key"), item.audio.at(i).key);
        put(map, p + QStringLiteral("file"), item.audio.at(i).file);
        putTexts(map, p, item.audio.at(i).texts);
    }
    QStringList rowKeys;
    for (const InventoryRow& row : item.rows) {
        rowKeys.append(row.key);
        const QString p = QStringLiteral("rows.%1.").arg(row.key);
        put(map, p + QStringLiteral("source"), row.source);
        put(map, p + QStringLiteral("category"), row.category);
        put(map, p + QStringLiteral("audience"), row.audience);
        put(map, p + QStringLiteral("place"), row.place);
        map.insert({QString(), p + QStringLiteral("count")}, QString::number(row.count));
        map.insert({QString(), p + QStringLiteral("available")}, QString::number(row.stock()));
        put(map, p + QStringLiteral("game"), row.gameItemKey);
        map.insert({QString(), p + QStringLiteral("needs_review")}, flag(row.needsReview));
        put(map, p + QStringLiteral("staff_note"), row.staffNote);
        putTexts(map, p, row.texts);
    }
    put(map, kRowsOrder, rowKeys.join(QLatin1Char(',')));
    return map;
}

QList<FieldChange> diffItems(const Item& before, const Item& after)
{
    const FieldMap oldFields = flattenItem(before);
    const FieldMap newFields = flattenItem(after);
    QList<FieldChange> structure;
    QList<FieldChange> entries;
    const auto add = [&](const FieldKey& key, const QString& oldValue, const QString& newValue) {
        if (oldValue == newValue)
            return;
        (isStructureField(key.path) ? structure : entries).append({key, oldValue, newValue});
    };
    for (auto it = oldFields.cbegin(); it != oldFields.cend(); ++it)
        add(it.key(), it.value(), newFields.value(it.key()));
    for (auto it = newFields.cbegin(); it != newFields.cend(); ++it) {
        if (!oldFields.contains(it.key()))
            add(it.key(), QString(), it.value());
    }
    // Entries were collected from two maps: keep them in path order.
    std::stable_sort(entries.begin(), entries.end(),
                     [](const FieldChange& a, const FieldChange& b) { return a.key < b.key; });
    return structure + entries;
}

bool applyField(Item& item, const FieldKey& key, const QString& value)
{
    const QString& path = key.path;
    if (path == kRowsOrder)
        return key.language.isEmpty() && applyRowOrder(item, value);
    if (path.startsWith(QLatin1String("rows.")))
        return applyRowField(item, key, value);
    if (isStructureField(path)) {
        if (!key.language.isEmpty())
            return false;
        const QString list = path.section(QLatin1Char('.'), 0, 0);
        if (list == QLatin1String("schedule"))
            return resize(item.schedule, value);
        if (list == QLatin1String("steps"))
            return resize(item.steps, value);
        if (list == QLatin1String("verses"))
            return resize(item.verses, value);
        if (list == QLatin1String("images"))
            return resize(item.images, value);
        if (list == QLatin1String("audio"))
            return resize(item.audio, value);
        return false;
    }
    if (path.contains(QLatin1Char('.')))
        return applyListField(item, key, value);
    if (!key.language.isEmpty()) {
        if (!itemTextFields().contains(path))
            return false;
        setText(item.texts, key.language, path, value);
        return true;
    }
    if (path == QLatin1String("staff_note"))
        item.staffNote = value;
    else if (path == QLatin1String("provenance"))
        item.provenance = value;
    else if (path == QLatin1String("melody_abc"))
        item.melodyAbc = value;
    else if (path == QLatin1String("needs_review"))
        item.needsReview = value == QLatin1String("1");
    else if (path == QLatin1String("category"))
        item.category = value;
    else if (path == QLatin1String("audience"))
        item.audience = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    else if (path == QLatin1String("place"))
        item.place = value;
    else if (path == QLatin1String("group"))
        item.group = value;
    else
        return false;
    return true;
}

int applyFields(Item& item, const FieldMap& values)
{
    int applied = 0;
    for (const bool structure : {true, false}) {
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            if (isStructureField(it.key().path) == structure && applyField(item, it.key(), *it))
                ++applied;
        }
    }
    return applied;
}

} // namespace zv
