// The kiosk's command line.
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

struct KioskOptions {
    bool kiosk = false; // full screen, no decorations
    QString dataDir;    // folder of the content store; empty: defaultStorePath()
    QString language = QStringLiteral("de");
    bool languageGiven = false; // --lang wins over the configuration's language
    QString configPath;         // --config FILE; empty: defaultKioskConfigPath()
    int idleSeconds = -1;       // --idle-seconds N; -1: the configuration's, 0: never
    bool attract = false;       // --attract: the demo starts on the attract loop too
    QString renderDir;          // --render-screens DIR: render every screen and exit
    QString thumbnailDir;       // --render-thumbnails DIR: every game's board as PNG, and exit
    // Draw missing board pictures in the background (main() sets it for a
    // kiosk or demo run; tests and the render and measure runs leave it off).
    bool drawBoardPictures = false;
    // --render-item KEY --out FILE [--part P] [--page N]: one item in the
    // reader, as PNG (the staff editor's preview), and exit.
    QString renderItem;
    QString renderOut;
    QString renderPart;
    int renderPage = 0;
    QSize size{1280, 800}; // window size (and render size)
    // Maintainer measurements (see kiosk_measure.h).
    bool reportFirstFrame = false;
    int soakGames = 0;
    int soakVisits = 0;
};

enum class ParseOutcome { Run, Help, Error };

// Parses the arguments (argv[0] included). Help: the usage is in *message;
// Error: what is wrong, followed by the usage.
ParseOutcome parseKioskOptions(const QStringList& arguments, KioskOptions* options,
                               QString* message);
