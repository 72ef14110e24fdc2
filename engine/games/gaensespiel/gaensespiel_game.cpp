#include "games/gaensespiel/gaensespiel_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::gaensespiel {

const GameInfo& GsState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "gaensespiel";
        i.nameDe = "Gänsespiel";
        i.nameEn = "Game of the Goose";
        i.family = GameFamily::Board;
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.minAge = 5; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 15;
        // The house's documents hold no rules: each option names the
        // tradition it comes from (RULES.md).
        i.options.push_back(kit::choiceOption(
            kOccupiedKey, "swap",
            {{"swap", "Wer dort steht, geht auf das Feld des Ankommenden",
              "Whoever stands there goes to the newcomer's field"},
             {"share", "Mehrere Figuren dürfen auf einem Feld stehen",
              "Several pieces may share a field"}},
            "Ein besetztes Feld", "An occupied field",
            "Überlieferte Regel des Jeu de l'oie: der Ankommende nimmt den Platz ein, der "
            "andere geht auf das Feld, von dem jener kam."));
        i.options.push_back(kit::intOption(kInnTurnsKey, kDefaultInnTurns, 1, 3,
                                           "Wie oft man im Wirtshaus aussetzt",
                                           "Turns missed at the inn",
                                           "Überlieferte Regel: im Wirtshaus (19) zweimal "
                                           "aussetzen; manche Bögen sagen einmal."));
        i.options.push_back(kit::boolOption(
            kPoolKey, false, "Mit Spielmarken: Einsatz, Strafen, die Kasse für den Sieger",
            "With chips: a stake, fines, the pool for the winner",
            "Überlieferte Regel: jeder zahlt einen Einsatz und auf jedem Strafeld eine Marke in "
            "die Kasse; wer Feld 63 erreicht, gewinnt die Kasse."));
        i.options.push_back(kit::intOption(kStartChipsKey, kDefaultStartChips, kMinStartChips,
                                           kMaxStartChips, "Spielmarken für jeden",
                                           "Chips for every player",
                                           "Die Bögen nennen keine Zahl (RULES.md)."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.swap = kit::optionValue(options, kOccupiedKey, "swap") == "swap";
    rules.innTurns = kit::optionInt(options, kInnTurnsKey, kDefaultInnTurns);
    rules.pool = kit::optionIsOn(options, kPoolKey, false);
    rules.startChips = kit::optionInt(options, kStartChipsKey, kDefaultStartChips);
    return rules;
}

std::unique_ptr<Game> createGaensespiel(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<GsState>>(GsState(seats, rulesFromOptions(options)));
}

} // namespace zv::gaensespiel
