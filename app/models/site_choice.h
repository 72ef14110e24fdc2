#pragma once

// What one site shows of the exhibit (kiosk.conf: sections=, games=): the
// sections on the home screen and the games offered to play. An empty list
// means all. A game left out is still there to read; it only offers no
// "Play now". The models and Exhibit apply it; the store is untouched.

#include "game_boards.h"

#include <QString>
#include <QStringList>

namespace zv {

struct SiteChoice {
    QStringList sections; // section keys shown (empty: all)
    QStringList games;    // engine game keys offered to play (empty: all)

    bool showsSection(const QString& sectionKey) const
    {
        return sections.isEmpty() || sections.contains(sectionKey);
    }
    // Only a game the kiosk has a board for is ever offered (game_boards.h).
    bool offersGame(const QString& gameKey) const
    {
        return !kioskBoardPath(gameKey).isEmpty() && (games.isEmpty() || games.contains(gameKey));
    }
};

} // namespace zv
