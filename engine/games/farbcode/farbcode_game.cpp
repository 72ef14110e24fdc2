#include "games/farbcode/farbcode_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::farbcode {

const GameInfo& FcState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "farbcode";
        // A generic title: the game's name is a trademark (the article keeps it).
        i.nameDe = "Farbcode";
        i.nameEn = "Colour Code";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Puzzle;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 10;
        i.options.push_back(kit::choiceOption(
            kRowsKey, "12",
            {{"12", "zwölf Versuche", "twelve guesses"},
             {"6", "sechs Versuche (Reise-Ausführung)", "six guesses (travel version)"}},
            "Versuche", "Guesses",
            "Der ratende Spieler hat normalerweise zwölf Versuche, um die richtige Lösung zu "
            "finden. Je nach Ausführung des Spiels kann diese Anzahl variieren; die kleinere "
            "Reise-Ausführung bietet nur Platz für sechs Versuche."));
        i.options.push_back(kit::boolOption(
            kTwoBoardsKey, false, "Zwei Spielbretter: jeder rät und jeder codiert",
            "Two boards: each breaks one code and makes the other",
            "Es gibt auch Varianten mit zwei Spielbrettern, wo jeder zugleich auf einem Brett "
            "Rater und auf dem anderen Brett Codierer ist und beide abwechselnd fragen."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.rows = kit::optionValue(options, kRowsKey, "12") == "6" ? kTravelRows : kMaxRows;
    rules.twoBoards = kit::optionIsOn(options, kTwoBoardsKey, false);
    return rules;
}

std::unique_ptr<Game> createFarbcode(const Options& options)
{
    return std::make_unique<GameAdapter<FcState>>(FcState(rulesFromOptions(options)));
}

const FcState* fcState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<FcState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::farbcode
