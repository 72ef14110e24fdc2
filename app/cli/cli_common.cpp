#include "cli_common.h"
#include "core/level.h"

#include <QCoreApplication>

#include <cstdio>
#include <limits>

namespace zv::cli {

void usageError(const QString& message)
{
    throw UsageError{message};
}

QTextStream& out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream& err()
{
    static QTextStream stream(stderr);
    return stream;
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

bool parseCommandLine(QCommandLineParser& parser, const QString& command,
                      const QStringList& arguments, int minPositional, int maxPositional)
{
    const QCommandLineOption help({"h", "help"}, "Show this help.");
    parser.addOption(help);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    if (!parser.parse(QStringList{command} + arguments))
        usageError(command + ": " + parser.errorText());
    if (parser.isSet(help)) {
        // Qt's help starts with "Usage: <path of the program>"; name the command
        // instead, and set the usage line apart from the description.
        const QStringList lines = parser.helpText().split('\n');
        QString usage = lines.front();
        usage.replace(QCoreApplication::arguments().constFirst(), "zeitvertreib-cli " + command);
        out() << usage << "\n\n" << lines.mid(1).join('\n');
        return false;
    }
    const qsizetype count = parser.positionalArguments().size();
    if (count < minPositional)
        usageError(command + ": missing arguments (see zeitvertreib-cli " + command + " --help)");
    if (count > maxPositional)
        usageError(command + ": unexpected argument \"" +
                   parser.positionalArguments().at(maxPositional) + "\"");
    return true;
}

const GameInfo& requireGame(const QString& key)
{
    if (const GameInfo* info = findGame(key.toStdString()))
        return *info;
    QStringList known;
    for (const GameInfo& info : allGames())
        known << qs(info.key);
    usageError(QStringLiteral("unknown game \"%1\" (known: %2)").arg(key, known.join(", ")));
}

namespace {

QString normalisedBool(const QString& value)
{
    const QString lower = value.toLower();
    if (lower == "true" || lower == "yes" || lower == "on" || lower == "1")
        return QStringLiteral("true");
    if (lower == "false" || lower == "no" || lower == "off" || lower == "0")
        return QStringLiteral("false");
    return {};
}

} // namespace

Options parseGameOptions(const GameInfo& info, const QStringList& keyValues)
{
    Options options;
    for (const QString& keyValue : keyValues) {
        const qsizetype equals = keyValue.indexOf('=');
        if (equals <= 0)
            usageError(QStringLiteral("--option \"%1\": expected key=value").arg(keyValue));
        const QString key = keyValue.left(equals);
        QString value = keyValue.mid(equals + 1);
        const OptionSpec* spec = nullptr;
        QStringList known;
        for (const OptionSpec& candidate : info.options) {
            known << qs(candidate.key);
            if (qs(candidate.key) == key)
                spec = &candidate;
        }
        if (!spec)
            usageError(QStringLiteral("unknown option \"%1\" for %2 (known: %3)")
                           .arg(key, qs(info.key), known.isEmpty() ? "none" : known.join(", ")));
        switch (spec->type) {
        case OptionSpec::Type::Bool:
            value = normalisedBool(value);
            if (value.isEmpty())
                usageError(QStringLiteral("option %1: expected true or false").arg(key));
            break;
        case OptionSpec::Type::Int: {
            bool ok = false;
            const int number = value.toInt(&ok);
            if (!ok || number < spec->minValue || number > spec->maxValue)
                usageError(QStringLiteral("option %1: expected a whole number from %2 to %3")
                               .arg(key)
                               .arg(spec->minValue)
                               .arg(spec->maxValue));
            value = QString::number(number);
            break;
        }
        case OptionSpec::Type::Choice: {
            QStringList choices;
            for (const std::string& choice : spec->choices)
                choices << qs(choice);
            if (!choices.contains(value))
                usageError(
                    QStringLiteral("option %1: expected one of %2").arg(key, choices.join(", ")));
            break;
        }
        case OptionSpec::Type::Text: {
            const std::string problem = spec->check ? spec->check(value.toStdString()) : "";
            if (!problem.empty())
                usageError(QStringLiteral("option %1: %2").arg(key, qs(problem)));
            break;
        }
        }
        options[key.toStdString()] = value.toStdString();
    }
    return options;
}

int parseInt(const QCommandLineParser& parser, const QString& name, int defaultValue, int minValue,
             int maxValue)
{
    if (!parser.isSet(name))
        return defaultValue;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < minValue || value > maxValue)
        usageError(QStringLiteral("--%1: expected a whole number from %2 to %3, got \"%4\"")
                       .arg(name)
                       .arg(minValue)
                       .arg(maxValue)
                       .arg(parser.value(name)));
    return value;
}

std::uint64_t parseSeed(const QCommandLineParser& parser, const QString& name,
                        std::uint64_t defaultValue)
{
    if (!parser.isSet(name))
        return defaultValue;
    const QString text = parser.value(name);
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok, 10);
    if (!ok || text.startsWith('+') || text.startsWith('-'))
        usageError(QStringLiteral("--%1: expected a number from 0 to %2, got \"%3\"")
                       .arg(name)
                       .arg(std::numeric_limits<std::uint64_t>::max())
                       .arg(text));
    return value;
}

std::optional<Level> levelFromText(const QString& text)
{
    return levelFromKey(text.toStdString());
}

QString levelText(Level level)
{
    return QString::fromLatin1(levelKey(level).data(),
                               static_cast<qsizetype>(levelKey(level).size()));
}

std::unique_ptr<Game> startGame(const GameInfo& info, const Options& options,
                                const std::vector<Seat>& seats)
{
    std::string why;
    std::unique_ptr<Game> game = createGame(info.key, options, seats, &why);
    if (!game)
        usageError(QStringLiteral("cannot start %1: %2").arg(qs(info.key), qs(why)));
    return game;
}

} // namespace zv::cli
