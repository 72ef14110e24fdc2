// The kiosk's configuration for one site: /etc/zeitvertreib/kiosk.conf, an
// INI file that kiosk/install.sh writes and staff may edit:
//
//   [kiosk]
//   idle_seconds=90          ; no touch this long: "Bist du noch da?" (10 to 3600)
//   countdown_seconds=25     ; the question's countdown (20 to 300)
//   language=de              ; the language every visit starts in
//   sections=                ; keys or names of the sections shown (empty: all)
//   games=                   ; keys or names of the games offered to play (empty: all)
//   pin_hash=pbkdf2-sha256$… ; the staff PIN (zeitvertreib-cli kiosk-pin)
//   orientation=landscape    ; landscape | portrait
//   attract_song=off         ; on: the attract loop plays a lantern song quietly
//   attract_song_volume=30   ; its loudness in percent (5 to 100)
//
// A missing file or key keeps the default; a bad value is reported and
// replaced by the default, never fatal: the exhibit must open. The names of
// sections=, games= and language= are matched against the exhibit by
// site_names.h; this reader only splits them.
#pragma once

#include <QString>
#include <QStringList>

struct KioskConfig {
    static constexpr int kDefaultIdleSeconds = 90;
    static constexpr int kDefaultCountdownSeconds = 25;
    static constexpr int kMinimumIdleSeconds = 10;
    static constexpr int kMaximumIdleSeconds = 3600;
    static constexpr int kMinimumCountdownSeconds = 20;
    static constexpr int kMaximumCountdownSeconds = 300;

    int idleSeconds = kDefaultIdleSeconds;
    int countdownSeconds = kDefaultCountdownSeconds;
    QString language = QStringLiteral("de");
    QStringList sections;
    QStringList games;
    QString pinHash;
    // Why pin_hash cannot be used (cut off, mistyped), or empty: the staff
    // menu then cannot be opened, and the kiosk says where to fix it.
    QString pinHashProblem;
    QString orientation = QStringLiteral("landscape");
    bool attractSong = false;
    int attractSongVolume = 30;

    // What was wrong in the file, one line each, for the staff log (with the
    // line number where the file's text is at fault).
    QStringList problems;
};

// The configuration file's usual place.
QString defaultKioskConfigPath();

// Reads `path` (a missing file gives the defaults and no problem).
KioskConfig readKioskConfig(const QString& path);
