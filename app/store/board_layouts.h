// A game's board as content: assets/content/boards/<game>.yaml, which staff
// edit (which field of the Leiterspiel leads where). The store's content tree
// (sections, items) does not read this folder; the game session and
// `zeitvertreib-cli content check` do, through here. The file turns into the
// text of the game's option "layout", which the engine validates (the same
// check for the kiosk, the command line and the tests).
#pragma once

#include <QString>
#include <QStringList>

namespace zv {

struct BoardLayoutRead {
    bool found = false; // there is a board file for this game
    QString text;       // the engine's layout text: "ladders 2-38 ...; snakes 16-6 ..."
    QString error;      // why the file cannot be read (path:line: message), else empty
};

// `root` is a content folder (bundledContentRoot() or assets/content).
BoardLayoutRead readBoardLayout(const QString& root, const QString& gameKey);
// The games that have a board file under `root`.
QStringList boardLayoutGames(const QString& root);

} // namespace zv
