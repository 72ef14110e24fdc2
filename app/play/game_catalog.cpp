#include "game_catalog.h"
#include "core/level.h"

#include "engines/external_players.h"
#include "record_json.h"
#include "store/board_layouts.h"
#include "store/content_source.h"

#include <QDebug>
#include <QDir>
#include <QStringList>

namespace zv::play {

namespace {

QString typeName(zv::OptionSpec::Type type)
{
    switch (type) {
    case zv::OptionSpec::Type::Bool:
        return QStringLiteral("bool");
    case zv::OptionSpec::Type::Int:
        return QStringLiteral("int");
    case zv::OptionSpec::Type::Choice:
        return QStringLiteral("choice");
    case zv::OptionSpec::Type::Text:
        return QStringLiteral("text");
    }
    return QStringLiteral("bool");
}

QVariantMap optionMap(const zv::OptionSpec& spec)
{
    QStringList choices;
    for (const std::string& c : spec.choices)
        choices.append(QString::fromStdString(c));
    QStringList choiceLabelsDe;
    for (const std::string& label : spec.choiceLabelsDe)
        choiceLabelsDe.append(QString::fromStdString(label));
    QStringList choiceLabelsEn;
    for (const std::string& label : spec.choiceLabelsEn)
        choiceLabelsEn.append(QString::fromStdString(label));
    const QString defaultText = QString::fromStdString(spec.defaultValue);
    QVariant defaultValue = defaultText;
    if (spec.type == zv::OptionSpec::Type::Bool)
        defaultValue = defaultText == QLatin1String("true");
    else if (spec.type == zv::OptionSpec::Type::Int)
        defaultValue = defaultText.toInt();
    return {{QStringLiteral("key"), QString::fromStdString(spec.key)},
            {QStringLiteral("type"), typeName(spec.type)},
            {QStringLiteral("defaultValue"), defaultValue},
            {QStringLiteral("minValue"), spec.minValue},
            {QStringLiteral("maxValue"), spec.maxValue},
            {QStringLiteral("choices"), choices},
            {QStringLiteral("choiceLabelsDe"), choiceLabelsDe},
            {QStringLiteral("choiceLabelsEn"), choiceLabelsEn},
            {QStringLiteral("labelDe"), QString::fromStdString(spec.labelDe)},
            {QStringLiteral("labelEn"), QString::fromStdString(spec.labelEn)}};
}

} // namespace

QVariantMap gameInfoMap(const QString& key)
{
    const zv::GameInfo* info = zv::findGame(key.toStdString());
    if (!info)
        return {};
    QVariantList options;
    for (const zv::OptionSpec& spec : info->options)
        if (spec.type !=
            zv::OptionSpec::Type::Text) // content's, not the visitor's (contentOptions)
            options.append(optionMap(spec));
    QStringList levels;
    for (zv::Level level : engines::offeredLevels(info->key))
        levels.append(QString::fromLatin1(zv::levelKey(level).data(),
                                          static_cast<qsizetype>(zv::levelKey(level).size())));
    return {{QStringLiteral("key"), QString::fromStdString(info->key)},
            {QStringLiteral("nameDe"), QString::fromStdString(info->nameDe)},
            {QStringLiteral("nameEn"), QString::fromStdString(info->nameEn)},
            {QStringLiteral("family"), QString::fromUtf8(zv::familyKey(info->family).data(),
                                                         zv::familyKey(info->family).size())},
            {QStringLiteral("minSeats"), info->minSeats},
            {QStringLiteral("maxSeats"), info->maxSeats},
            {QStringLiteral("minAge"), info->minAge},
            {QStringLiteral("minutes"), info->minutes},
            {QStringLiteral("levels"), levels},
            {QStringLiteral("options"), options}};
}

QVariantMap shelfEntry(const QString& gameKey, const QString& itemKey)
{
    QVariantMap entry = gameInfoMap(gameKey);
    if (entry.isEmpty())
        return entry;
    entry.remove(QStringLiteral("options"));
    entry.insert(QStringLiteral("itemKey"), itemKey);
    return entry;
}

QVariantList recordedGamesOf(const QString& key, const QString& folder)
{
    QVariantList list;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        QString error;
        const std::optional<zv::GameRecord> record = zv::records::readFile(path, &error);
        if (!record || QString::fromStdString(record->game) != key)
            continue;
        const auto meta = [&record](const char* k) {
            const auto it = record->meta.find(k);
            return it == record->meta.end() ? QString() : QString::fromStdString(it->second);
        };
        const QString event = meta("event");
        list.append(QVariantMap{
            {QStringLiteral("path"), path},
            {QStringLiteral("titleDe"), meta("title_de").isEmpty() ? event : meta("title_de")},
            {QStringLiteral("titleEn"), meta("title_en").isEmpty() ? event : meta("title_en")},
            {QStringLiteral("subtitleDe"), meta("subtitle_de")},
            {QStringLiteral("subtitleEn"), meta("subtitle_en")},
            {QStringLiteral("moves"), static_cast<int>(record->moves.size())}});
    }
    return list;
}

std::vector<zv::Seat> seatsFromVariant(const QVariantList& seats)
{
    std::vector<zv::Seat> result;
    result.reserve(static_cast<std::size_t>(seats.size()));
    for (const QVariant& entry : seats) {
        const QVariantMap map = entry.toMap();
        zv::Seat seat;
        if (map.value(QStringLiteral("kind")).toString() == QLatin1String("computer"))
            seat.kind = zv::PlayerKind::Computer;
        // "strength" is what screens said before the levels; unknown words: Beginner.
        QString level = map.value(QStringLiteral("level")).toString();
        if (level.isEmpty())
            level = map.value(QStringLiteral("strength")).toString();
        seat.level = zv::levelFromKey(level.toStdString()).value_or(zv::Level::Beginner);
        seat.name = map.value(QStringLiteral("name")).toString().toStdString();
        result.push_back(std::move(seat));
    }
    return result;
}

zv::Options optionsFromVariant(const QVariantMap& options)
{
    zv::Options result;
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        const QVariant& value = it.value();
        std::string text;
        if (value.typeId() == QMetaType::Bool)
            text = value.toBool() ? "true" : "false";
        else
            text = value.toString().toStdString();
        result[it.key().toStdString()] = text;
    }
    return result;
}

void addContentOptions(const QString& gameKey, zv::Options* options, const QString& contentRoot)
{
    const zv::GameInfo* info = zv::findGame(gameKey.toStdString());
    if (!info)
        return;
    for (const zv::OptionSpec& spec : info->options) {
        if (spec.type != zv::OptionSpec::Type::Text || spec.key != "layout" ||
            options->count(spec.key))
            continue;
        const zv::BoardLayoutRead read = zv::readBoardLayout(
            contentRoot.isEmpty() ? zv::bundledContentRoot() : contentRoot, gameKey);
        if (!read.found)
            continue;
        std::string problem = read.error.toStdString();
        if (problem.empty() && spec.check)
            problem = spec.check(read.text.toStdString());
        if (!problem.empty()) {
            qWarning().noquote() << gameKey << "board layout not used, the built-in one is:"
                                 << QString::fromStdString(problem);
            continue;
        }
        (*options)[spec.key] = read.text.toStdString();
    }
}

} // namespace zv::play
