// zeitvertreib-cli kiosk-pin: the staff PIN of a kiosk, kept only as a
// salted PBKDF2 hash in its configuration (kiosk/README.md). Reads the PIN
// from standard input (one line; a terminal is not echoed by us, so staff
// type it where nobody watches) and prints the `pin_hash=` line, or writes
// it into the configuration file given with --config.
#include "cli_common.h"
#include "commands.h"
#include "kiosk_conf_file.h"
#include "store/password_hash.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <iostream>
#include <string>

namespace zv::cli {

int runKioskPin(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Reads the kiosk's staff PIN (4 to 12 digits) from standard input and "
                       "prints its hash line for kiosk.conf, or writes it there with --config."));
    parser.addHelpOption();
    const QCommandLineOption configOption(QStringLiteral("config"),
                                          QStringLiteral("Write pin_hash into this kiosk.conf."),
                                          QStringLiteral("FILE"));
    parser.addOption(configOption);
    if (!parser.parse(QStringList{QStringLiteral("kiosk-pin")} + arguments))
        usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        return kExitOk;
    }
    std::string line;
    std::getline(std::cin, line);
    const QString pin = QString::fromStdString(line).trimmed();
    static const QRegularExpression digits(QStringLiteral("^[0-9]{4,12}$"));
    if (!digits.match(pin).hasMatch()) {
        err() << "kiosk-pin: the PIN must be 4 to 12 digits (the kiosk's pad has only digits)"
              << Qt::endl;
        return kExitUsage;
    }
    const QString hash = password::hash(pin);
    if (!parser.isSet(configOption)) {
        out() << "pin_hash=" << hash << Qt::endl;
        return kExitOk;
    }
    // Only the pin_hash line changes: the file keeps its comments, order
    // and byte-order mark, and a file that does not read cleanly is left
    // alone with the line to correct (kiosk_conf_file.h).
    QString error;
    if (!kioskconf::writePinHash(parser.value(configOption), hash, &error)) {
        err() << "kiosk-pin: " << error << Qt::endl;
        return kExitFailed;
    }
    out() << "pin_hash written to " << parser.value(configOption) << Qt::endl;
    return kExitOk;
}

} // namespace zv::cli
