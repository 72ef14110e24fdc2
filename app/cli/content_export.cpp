#include "content_export.h"

#include <QJsonArray>

namespace zv::cli {

namespace {

// ---- JSON ---------------------------------------------------------------

QJsonObject textsJson(const LocalizedTexts& texts)
{
    QJsonObject result;
    for (auto language = texts.values.cbegin(); language != texts.values.cend(); ++language) {
        QJsonObject fields;
        for (auto text = language->cbegin(); text != language->cend(); ++text)
            fields.insert(text.key(), text.value());
        result.insert(language.key(), fields);
    }
    return result;
}

QJsonArray rowsJson(const QList<InventoryRow>& rows)
{
    QJsonArray result;
    for (const InventoryRow& row : rows)
        result.append(QJsonObject{
            {"key", row.key},
            {"source", row.source},
            {"category", row.category},
            {"audience", row.audience},
            {"place", row.place},
            {"count", row.count < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(row.count)},
            {"available", row.available},
            {"stated", row.stated},
            {"game", row.gameItemKey},
            {"needsReview", row.needsReview},
            {"staffNote", row.staffNote},
            {"texts", textsJson(row.texts)},
        });
    return result;
}

QJsonObject itemJson(const Item& item)
{
    QJsonArray schedule;
    for (const ScheduleEntry& entry : item.schedule)
        schedule.append(QJsonObject{{"time", entry.time}, {"texts", textsJson(entry.texts)}});
    QJsonArray steps;
    for (const Step& step : item.steps)
        steps.append(QJsonObject{
            {"figure", step.figure}, {"image", step.image}, {"texts", textsJson(step.texts)}});
    QJsonArray verses;
    for (const Verse& verse : item.verses)
        verses.append(QJsonObject{{"texts", textsJson(verse.texts)}});
    QJsonArray images;
    for (const ImageSlot& image : item.images)
        images.append(QJsonObject{
            {"key", image.key}, {"file", image.file}, {"texts", textsJson(image.texts)}});
    return QJsonObject{
        {"key", item.key},
        {"kind", item.kind},
        {"order", item.sortOrder},
        {"game", item.gameKey},
        {"needsReview", item.needsReview},
        {"staffNote", item.staffNote},
        {"provenance", item.provenance},
        {"category", item.category},
        {"audience", QJsonArray::fromStringList(item.audience)},
        {"place", item.place},
        {"group", item.group},
        {"texts", textsJson(item.texts)},
        {"schedule", schedule},
        {"steps", steps},
        {"verses", verses},
        {"melodyAbc", item.melodyAbc},
        {"images", images},
        {"rows", rowsJson(item.rows)},
    };
}

// ---- text ---------------------------------------------------------------

// A text block indented under its label; one line stays on the label's line.
void writeText(QTextStream& stream, const QString& indent, const QString& label,
               const QString& text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() == 1) {
        stream << indent << label << ": " << text << '\n';
        return;
    }
    stream << indent << label << ":\n";
    for (const QString& line : lines)
        stream << indent << "    " << line << '\n';
}

// Languages German first, then the others as stored.
QStringList languagesOf(const LocalizedTexts& texts)
{
    QStringList languages = texts.values.keys();
    if (languages.removeAll(kFallbackLanguage) > 0)
        languages.prepend(kFallbackLanguage);
    return languages;
}

void writeTexts(QTextStream& stream, const QString& indent, const LocalizedTexts& texts,
                const QStringList& order)
{
    for (const QString& language : languagesOf(texts)) {
        const QMap<QString, QString> fields = texts.values.value(language);
        QStringList names = order;
        for (const QString& name : fields.keys()) {
            if (!names.contains(name))
                names.append(name);
        }
        for (const QString& name : names) {
            if (!fields.value(name).isEmpty())
                writeText(stream, indent, QStringLiteral("[%1] %2").arg(language, name),
                          fields.value(name));
        }
    }
}

void writeItem(QTextStream& stream, const Item& item)
{
    stream << "\n  -- " << item.key << " (" << item.kind << ", order " << item.sortOrder << ")\n";
    QStringList facts;
    if (!item.gameKey.isEmpty())
        facts << QStringLiteral("playable: %1").arg(item.gameKey);
    if (!item.category.isEmpty())
        facts << QStringLiteral("category: %1").arg(item.category);
    if (!item.audience.isEmpty())
        facts << QStringLiteral("audience: %1").arg(item.audience.join(QStringLiteral(", ")));
    if (!item.place.isEmpty())
        facts << QStringLiteral("place: %1").arg(item.place);
    if (!item.group.isEmpty())
        facts << QStringLiteral("group: %1").arg(item.group);
    if (item.needsReview)
        facts << QStringLiteral("zu prüfen");
    facts << QStringLiteral("source note: %1")
                 .arg(item.provenance.isEmpty() ? QStringLiteral("(none)") : item.provenance);
    if (!facts.isEmpty())
        stream << "     " << facts.join(QStringLiteral("; ")) << '\n';
    if (!item.staffNote.isEmpty())
        writeText(stream, QStringLiteral("     "), QStringLiteral("staff note"), item.staffNote);
    writeTexts(stream, QStringLiteral("     "), item.texts, itemTextFields());
    const QString partIndent = QStringLiteral("         ");
    for (qsizetype i = 0; i < item.schedule.size(); ++i) {
        const ScheduleEntry& entry = item.schedule.at(i);
        stream << "     schedule " << (i + 1) << ": "
               << (entry.time.isEmpty() ? QStringLiteral("(no time)") : entry.time) << '\n';
        writeTexts(stream, partIndent, entry.texts, {});
    }
    for (qsizetype i = 0; i < item.steps.size(); ++i) {
        const Step& step = item.steps.at(i);
        stream << "     step " << (i + 1) << ": figure " << step.figure
               << (step.image.isEmpty() ? QString() : QStringLiteral(", image ") + step.image)
               << '\n';
        writeTexts(stream, partIndent, step.texts, {});
    }
    if (!item.melodyAbc.isEmpty())
        writeText(stream, QStringLiteral("     "), QStringLiteral("melody (ABC)"), item.melodyAbc);
    for (qsizetype i = 0; i < item.verses.size(); ++i) {
        stream << "     verse " << (i + 1) << ":\n";
        writeTexts(stream, partIndent, item.verses.at(i).texts, {});
    }
    for (const ImageSlot& image : item.images) {
        stream << "     image " << image.key << ": "
               << (image.file.isEmpty() ? QStringLiteral("(no file yet)") : image.file) << '\n';
        writeTexts(stream, partIndent, image.texts, imageTextFields());
    }
    for (const InventoryRow& row : item.rows) {
        stream << "     row " << row.key << ": " << row.category << ", " << row.audience << ", "
               << row.place << ", count "
               << (row.count < 0 ? QStringLiteral("-") : QString::number(row.count))
               << (!row.stated     ? ", not stated"
                   : row.available ? ", available"
                                   : ", missing")
               << (row.gameItemKey.isEmpty() ? QString()
                                             : QStringLiteral(", game ") + row.gameItemKey)
               << (row.needsReview ? ", zu prüfen" : "") << '\n';
        stream << partIndent << "source: " << row.source << '\n';
        if (!row.staffNote.isEmpty())
            writeText(stream, partIndent, QStringLiteral("staff note"), row.staffNote);
        writeTexts(stream, partIndent, row.texts, inventoryTextFields());
    }
}

} // namespace

void exportText(const ContentSnapshot& content, QTextStream& stream)
{
    stream << "Zeitvertreib content: " << content.origin;
    if (content.schemaVersion > 0)
        stream << " (schema " << content.schemaVersion << ")";
    stream << '\n';
    for (const Section& section : content.sections) {
        stream << "\n== " << section.key << " (" << section.kind << ", order " << section.sortOrder
               << ", accent " << section.accent << ", icon " << section.icon << ")\n";
        writeTexts(stream, QStringLiteral("   "), section.texts, sectionTextFields());
        for (const Item& item : content.items) {
            if (item.sectionKey == section.key)
                writeItem(stream, item);
        }
    }
}

QJsonObject exportJson(const ContentSnapshot& content)
{
    QJsonArray sections;
    for (const Section& section : content.sections) {
        QJsonArray items;
        for (const Item& item : content.items) {
            if (item.sectionKey == section.key)
                items.append(itemJson(item));
        }
        sections.append(QJsonObject{
            {"key", section.key},
            {"kind", section.kind},
            {"order", section.sortOrder},
            {"accent", section.accent},
            {"icon", section.icon},
            {"texts", textsJson(section.texts)},
            {"items", items},
        });
    }
    QJsonObject result{{"origin", content.origin}, {"sections", sections}};
    if (content.schemaVersion > 0)
        result.insert("schemaVersion", content.schemaVersion);
    return result;
}

} // namespace zv::cli
