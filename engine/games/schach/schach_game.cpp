#include "games/schach/schach_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::schach {

const GameInfo& SchachState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "schach";
        i.nameDe = "Schach";
        i.nameEn = "Chess";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Board;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 30;
        i.options = {
            kit::choiceOption(
                kDrawRulesKey, "kiosk",
                {{"kiosk", "Remis sofort bei dreifacher Wiederholung und nach 50 Zügen",
                  "Draw at once on the third repetition and after 50 moves"},
                 {"fide", "Remis erst bei fünffacher Wiederholung und nach 75 Zügen (FIDE)",
                  "Draw only on the fifth repetition and after 75 moves (FIDE)"}},
                "Remisregeln", "Draw rules",
                "Weitere Möglichkeiten eines unentschiedenen Spielausgangs ergeben sich zum "
                "Beispiel durch Dauerschach oder in sogenannten „toten Stellungen“ [...]"),
        };
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules r;
    r.draws = kit::optionValue(options, kDrawRulesKey, "kiosk") == "fide" ? DrawRules::Fide
                                                                          : DrawRules::Kiosk;
    return r;
}

std::unique_ptr<Game> createSchach(const Options& options)
{
    return std::make_unique<GameAdapter<SchachState>>(SchachState(rulesFromOptions(options)));
}

std::unique_ptr<Game> makeSchachGame(const SchachState& state)
{
    return std::make_unique<GameAdapter<SchachState>>(state);
}

const SchachState* schachState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<SchachState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::schach
