#include "games/backgammon/backgammon_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::backgammon {

const GameInfo& BgState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "backgammon";
        i.nameDe = "Backgammon";
        i.nameEn = "Backgammon";
        i.family = GameFamily::Board;
        i.minSeats = 2;
        i.maxSeats = 2;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 20;
        // The house's article tells the history only; the rules are common
        // usage (RULES.md names where each one comes from).
        i.options.push_back(kit::boolOption(
            kCubeKey, false, "Mit Verdopplungswürfel", "With the doubling cube",
            "Die Sammlung: \"In den 1920er Jahren wurde in einem New Yorker Spielclub das "
            "Verdoppeln erfunden\"; how the cube is offered, taken and dropped: the WBF and "
            "USBGF rules. Off at the kiosk: one game, won or lost."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.cube = kit::optionIsOn(options, kCubeKey, rules.cube);
    return rules;
}

std::unique_ptr<Game> createBackgammon(const Options& options)
{
    return std::make_unique<GameAdapter<BgState>>(BgState(rulesFromOptions(options)));
}

std::unique_ptr<Game> makeBackgammonGame(const BgState& state)
{
    return std::make_unique<GameAdapter<BgState>>(state);
}

const BgState* backgammonState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<BgState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::backgammon
