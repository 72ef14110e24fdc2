// Which of our games an external engine helps to play, and what that means
// for the levels a visitor may choose.
#pragma once

#include "external_player.h"

#include <QStringList>

#include <memory>
#include <string_view>
#include <vector>

namespace zv::play::engines {

// The external player of a game, or nullptr. Created on first use and kept
// (with its process) until shutdownExternalPlayers() or the program's end;
// shared, so a computer turn still asking it when the kiosk quits is safe.
std::shared_ptr<ExternalPlayer> externalPlayerFor(std::string_view gameKey);

// The levels the kiosk offers for a game: all of them, except those only a
// missing external engine could play.
std::vector<zv::Level> offeredLevels(std::string_view gameKey);

// One English line per missing engine, for the staff status and the log.
QStringList missingEngineReports();

// Ends every engine process now (the kiosk calls it when it quits).
void shutdownExternalPlayers();

// For tests: puts `player` in place of the game's own adapter (nullptr
// restores the default), so a hanging or crashing engine can be simulated.
void replaceExternalPlayer(std::string_view gameKey, std::shared_ptr<ExternalPlayer> player);

} // namespace zv::play::engines
