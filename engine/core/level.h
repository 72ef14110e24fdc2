// The names of the computer levels and of the game families, and the shared
// middle level.
#pragma once

#include "core/game.h"
#include "core/rng.h"

#include <array>
#include <optional>
#include <string_view>

namespace zv {

inline constexpr std::array<Level, 3> kAllLevels = {Level::Beginner, Level::Practised,
                                                    Level::Master};

// "beginner", "practised", "master": the keys of records, the CLI and QML.
std::string_view levelKey(Level level);
// The keys above; also "weak" and "strong", the two strengths of records made
// before the ladder (read as Beginner and Master).
std::optional<Level> levelFromKey(std::string_view key);

// For a game whose own players come in two kinds (a casual one and a
// searching one): the Practised player plays the searching player's move with
// this chance and the casual player's otherwise, so it makes fewer mistakes
// than the Beginner without the Master's foresight. Drawn from the game's own
// recorded Rng, so a record still replays.
inline constexpr double kPractisedMasterShare = 0.5;
// Resolves Practised to Beginner or Master by one draw; the others as they are.
Level resolvePractised(Level level, Rng& rng);

// "board", "dice", "cards", "puzzle": the families' keys (CLI, QML, tests).
std::string_view familyKey(GameFamily family);
std::optional<GameFamily> familyFromKey(std::string_view key);

} // namespace zv
