#include "core/level.h"

namespace zv {

std::string_view levelKey(Level level)
{
    switch (level) {
    case Level::Beginner:
        return "beginner";
    case Level::Practised:
        return "practised";
    case Level::Master:
        return "master";
    }
    return "beginner";
}

std::optional<Level> levelFromKey(std::string_view key)
{
    for (const Level level : kAllLevels)
        if (levelKey(level) == key)
            return level;
    if (key == "weak")
        return Level::Beginner;
    if (key == "strong")
        return Level::Master;
    return std::nullopt;
}

std::string_view familyKey(GameFamily family)
{
    switch (family) {
    case GameFamily::Board:
        return "board";
    case GameFamily::Dice:
        return "dice";
    case GameFamily::Cards:
        return "cards";
    case GameFamily::Puzzle:
        return "puzzle";
    }
    return "board";
}

std::optional<GameFamily> familyFromKey(std::string_view key)
{
    for (const GameFamily family :
         {GameFamily::Board, GameFamily::Dice, GameFamily::Cards, GameFamily::Puzzle})
        if (familyKey(family) == key)
            return family;
    return std::nullopt;
}

Level resolvePractised(Level level, Rng& rng)
{
    if (level != Level::Practised)
        return level;
    return rng.unit() < kPractisedMasterShare ? Level::Master : Level::Beginner;
}

} // namespace zv
