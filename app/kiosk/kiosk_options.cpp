#include "kiosk_options.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace {

// A whole number from `minimum` on for `option`, when it is given; false
// (with the message) when it is not such a number.
bool readNumber(const QCommandLineParser& parser, const QCommandLineOption& option, int minimum,
                int* value, QString* error)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    *value = parser.value(option).toInt(&ok);
    if (ok && *value >= minimum)
        return true;
    *error = minimum > 0
                 ? QStringLiteral("--%1 needs a positive number").arg(option.names().constFirst())
                 : QStringLiteral("--%1 needs a number from %2 on")
                       .arg(option.names().constFirst())
                       .arg(minimum);
    return false;
}

} // namespace

ParseOutcome parseKioskOptions(const QStringList& arguments, KioskOptions* options, QString* error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Zeitvertreib – games and stories of a manor house around 1900"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption kioskOption(QStringLiteral("kiosk"),
                                         QStringLiteral("Full screen without decorations."));
    const QCommandLineOption dataOption(QStringLiteral("data"),
                                        QStringLiteral("Folder of the content store."),
                                        QStringLiteral("DIR"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("Start language: de (default) or en."),
                                        QStringLiteral("de|en"), QStringLiteral("de"));
    const QCommandLineOption renderOption(
        QStringLiteral("render-screens"),
        QStringLiteral("Render every main screen to a PNG in DIR and exit."),
        QStringLiteral("DIR"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Window size (default 1280x800)."),
                                        QStringLiteral("WxH"));
    const QCommandLineOption firstFrameOption(
        QStringLiteral("report-first-frame"),
        QStringLiteral("Maintainers: print the time to the first frame and quit."));
    const QCommandLineOption soakOption(
        QStringLiteral("soak-games"),
        QStringLiteral("Maintainers: play N computer games of Mühle, print peak memory, quit."),
        QStringLiteral("N"));
    const QCommandLineOption configOption(
        QStringLiteral("config"),
        QStringLiteral("The kiosk configuration (default /etc/zeitvertreib/kiosk.conf)."),
        QStringLiteral("FILE"));
    const QCommandLineOption idleOption(
        QStringLiteral("idle-seconds"),
        QStringLiteral("Seconds without touch before \"Still there?\" (0: never)."),
        QStringLiteral("N"));
    const QCommandLineOption attractOption(
        QStringLiteral("attract"), QStringLiteral("Start on the attract loop (as --kiosk does)."));
    const QCommandLineOption soakVisitsOption(
        QStringLiteral("soak-visits"),
        QStringLiteral("Maintainers: run N scripted visitor sessions, print memory, quit."),
        QStringLiteral("N"));
    const QCommandLineOption thumbnailsOption(
        QStringLiteral("render-thumbnails"),
        QStringLiteral("Draw every playable game's board at a typical position to DIR/<game>.png "
                       "and exit (the kiosk does this in the background at its first start)."),
        QStringLiteral("DIR"));
    const QCommandLineOption renderItemOption(
        QStringLiteral("render-item"),
        QStringLiteral("Render one item in the reader to the PNG given by --out and exit."),
        QStringLiteral("KEY"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       QStringLiteral("The PNG --render-item writes."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption partOption(
        QStringLiteral("part"),
        QStringLiteral("--render-item: the part shown (a text field, schedule, steps, verses, "
                       "pictures)."),
        QStringLiteral("PART"));
    const QCommandLineOption pageOption(QStringLiteral("page"),
                                        QStringLiteral("--render-item: the page, from 0."),
                                        QStringLiteral("N"), QStringLiteral("0"));
    parser.addOptions({kioskOption, dataOption, langOption, renderOption, sizeOption,
                       firstFrameOption, soakOption, configOption, idleOption, attractOption,
                       soakVisitsOption, renderItemOption, outOption, partOption, pageOption,
                       thumbnailsOption});

    if (!parser.parse(arguments)) {
        *error = parser.errorText() + QLatin1Char('\n') + parser.helpText();
        return ParseOutcome::Error;
    }
    if (parser.isSet(helpOption)) {
        *error = parser.helpText();
        return ParseOutcome::Help;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error =
            QStringLiteral("Unexpected argument: %1").arg(parser.positionalArguments().first());
        return ParseOutcome::Error;
    }
    options->kiosk = parser.isSet(kioskOption);
    options->dataDir = parser.value(dataOption);
    options->language = parser.value(langOption);
    options->languageGiven = parser.isSet(langOption);
    options->configPath = parser.value(configOption);
    options->attract = parser.isSet(attractOption);
    if (!readNumber(parser, idleOption, 0, &options->idleSeconds, error) ||
        !readNumber(parser, soakVisitsOption, 1, &options->soakVisits, error) ||
        !readNumber(parser, soakOption, 1, &options->soakGames, error))
        return ParseOutcome::Error;
    if (options->language != QLatin1String("de") && options->language != QLatin1String("en")) {
        *error = QStringLiteral("--lang must be de or en, not \"%1\"").arg(options->language);
        return ParseOutcome::Error;
    }
    options->renderDir = parser.value(renderOption);
    options->renderItem = parser.value(renderItemOption);
    options->thumbnailDir = parser.value(thumbnailsOption);
    options->renderOut = parser.value(outOption);
    options->renderPart = parser.value(partOption);
    if (!readNumber(parser, pageOption, 0, &options->renderPage, error))
        return ParseOutcome::Error;
    if (!options->renderItem.isEmpty() && options->renderOut.isEmpty()) {
        *error = QStringLiteral("--render-item needs --out FILE");
        return ParseOutcome::Error;
    }
    options->reportFirstFrame = parser.isSet(firstFrameOption);
    if (parser.isSet(sizeOption)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$"));
        const QRegularExpressionMatch match = pattern.match(parser.value(sizeOption));
        if (!match.hasMatch()) {
            *error = QStringLiteral("--size must look like 1920x1080");
            return ParseOutcome::Error;
        }
        options->size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    return ParseOutcome::Run;
}
