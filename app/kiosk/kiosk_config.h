// The kiosk's configuration for one site: /etc/zeitvertreib/kiosk.conf, an
// INI file that kiosk/install.sh writes and staff may edit:
//
//   [kiosk]
//   idle_seconds=90          ; no touch this long: "Bist du noch da?"
//   countdown_seconds=25     ; the question's countdown (at least 20)
//   language=de              ; the language every visit starts in
//   sections=                ; keys of the sections shown (empty: all)
//   games=                   ; game keys offered to play (empty: all)
//   pin_hash=pbkdf2-sha256$… ; the staff PIN (zeitvertreib-cli kiosk-pin)
//   orientation=landscape    ; landscape | portrait
//
// A missing file or key keeps the default; a bad value is reported and
// replaced by the default, never fatal: the exhibit must open.
#pragma once

#include <QString>
#include <QStringList>

struct KioskConfig {
    static constexpr int kDefaultIdleSeconds = 90;
    static constexpr int kDefaultCountdownSeconds = 25;
    static constexpr int kMinimumCountdownSeconds = 20;

    int idleSeconds = kDefaultIdleSeconds;
    int countdownSeconds = kDefaultCountdownSeconds;
    QString language = QStringLiteral("de");
    QStringList sections;
    QStringList games;
    QString pinHash;
    QString orientation = QStringLiteral("landscape");

    // What was wrong in the file, one line each, for the staff log.
    QStringList problems;
};

// The configuration file's usual place.
QString defaultKioskConfigPath();

// Reads `path` (a missing file gives the defaults and no problem).
KioskConfig readKioskConfig(const QString& path);
