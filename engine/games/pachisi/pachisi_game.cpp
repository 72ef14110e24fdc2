#include "games/pachisi/pachisi_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::pachisi {

const GameInfo& PcState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "pachisi";
        i.nameDe = "Pachisi";
        i.nameEn = "Pachisi";
        // Two partnerships of two: four seats, any of them the computer.
        i.minSeats = kSeats;
        i.maxSeats = kSeats;
        i.family = GameFamily::Dice;
        i.minAge = 7; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 40;
        // The house's documents give no rules for Pachisi (RULES.md, "Sources").
        i.options.push_back(
            kit::choiceOption(kShellsKey, "6",
                              {{"6", "sechs Kauri", "six cowries"},
                               {"7", "sieben Kauri (Herklots)", "seven cowries (Herklots)"}},
                              "Kaurimuscheln", "Cowrie shells",
                              "Inventar: Pachisi, im Kasten „Schöne alte Spiele“ (ohne Regeln)"));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.shells = kit::optionValue(options, kShellsKey, "6") == "7" ? 7 : 6;
    return rules;
}

std::unique_ptr<Game> createPachisi(const Options& options, int)
{
    return std::make_unique<GameAdapter<PcState>>(PcState(rulesFromOptions(options)));
}

std::unique_ptr<Game> makePachisiGame(const PcState& state)
{
    return std::make_unique<GameAdapter<PcState>>(state);
}

const PcState* pcState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<PcState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::pachisi
