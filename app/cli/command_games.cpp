// `games [--json]`: every game the engine knows, with its seats and options.
#include "cli_common.h"
#include "commands.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace zv::cli {
namespace {

QString typeText(OptionSpec::Type type)
{
    switch (type) {
    case OptionSpec::Type::Bool:
        return QStringLiteral("bool");
    case OptionSpec::Type::Int:
        return QStringLiteral("int");
    case OptionSpec::Type::Choice:
        return QStringLiteral("choice");
    case OptionSpec::Type::Text:
        return QStringLiteral("text");
    }
    return {};
}

// The default in the JSON type of the option, as a record writes it.
QJsonValue typedDefault(const OptionSpec& spec)
{
    if (spec.type == OptionSpec::Type::Bool)
        return spec.defaultValue == "true";
    if (spec.type == OptionSpec::Type::Int)
        return qs(spec.defaultValue).toInt();
    return qs(spec.defaultValue);
}

QJsonObject optionJson(const OptionSpec& spec)
{
    QJsonObject object{
        {"key", qs(spec.key)},
        {"type", typeText(spec.type)},
        {"default", typedDefault(spec)},
        {"label", QJsonObject{{"de", qs(spec.labelDe)}, {"en", qs(spec.labelEn)}}},
        {"source", qs(spec.source)},
    };
    if (spec.type == OptionSpec::Type::Int) {
        object.insert("min", spec.minValue);
        object.insert("max", spec.maxValue);
    }
    if (spec.type == OptionSpec::Type::Choice) {
        QJsonArray choices;
        for (const std::string& choice : spec.choices)
            choices.append(qs(choice));
        object.insert("choices", choices);
    }
    return object;
}

void printJson()
{
    QJsonArray games;
    for (const GameInfo& info : allGames()) {
        QJsonArray options;
        for (const OptionSpec& spec : info.options)
            options.append(optionJson(spec));
        games.append(QJsonObject{
            {"key", qs(info.key)},
            {"name", QJsonObject{{"de", qs(info.nameDe)}, {"en", qs(info.nameEn)}}},
            {"players", QJsonObject{{"min", info.minSeats}, {"max", info.maxSeats}}},
            {"options", options},
        });
    }
    out() << QString::fromUtf8(QJsonDocument(QJsonObject{{"games", games}}).toJson());
}

void printText()
{
    for (const GameInfo& info : allGames()) {
        const QString players = info.minSeats == info.maxSeats
                                    ? QString::number(info.minSeats)
                                    : QStringLiteral("%1-%2").arg(info.minSeats).arg(info.maxSeats);
        out() << qs(info.key) << "  " << qs(info.nameDe) << " / " << qs(info.nameEn) << "  ("
              << players << " players)\n";
        for (const OptionSpec& spec : info.options) {
            QString range;
            if (spec.type == OptionSpec::Type::Int)
                range = QStringLiteral(", %1..%2").arg(spec.minValue).arg(spec.maxValue);
            if (spec.type == OptionSpec::Type::Choice) {
                QStringList choices;
                for (const std::string& choice : spec.choices)
                    choices << qs(choice);
                range = ", one of " + choices.join('|');
            }
            out() << "  --option " << qs(spec.key) << "=" << qs(spec.defaultValue) << "  ("
                  << typeText(spec.type) << range << ")\n"
                  << "      de: " << qs(spec.labelDe) << "\n"
                  << "      en: " << qs(spec.labelEn) << "\n";
        }
    }
    out().flush();
}

} // namespace

int runGames(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Lists every game: key, names, players and rule options.");
    parser.addOption({"json", "Print JSON instead of text."});
    if (!parseCommandLine(parser, "games", arguments, 0, 0))
        return kExitOk;
    if (parser.isSet("json"))
        printJson();
    else
        printText();
    return kExitOk;
}

} // namespace zv::cli
