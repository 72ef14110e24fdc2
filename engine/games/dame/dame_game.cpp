#include "games/dame/dame_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::dame {

const GameInfo& DameState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "dame";
        i.nameDe = "Dame";
        i.nameEn = "Draughts";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Board;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 20;
        i.options = {
            kit::choiceOption(kBoardSizeKey, "8x8",
                              {{"8x8", "8×8 Felder, je 12 Steine", "8×8 squares, 12 stones each"},
                               {"10x10", "Dame 100: 10×10 Felder, je 20 Steine",
                                "Dame 100: 10×10 squares, 20 stones each"}},
                              "Brett", "Board",
                              "In vielen Ländern (einschließlich Deutschland, Österreich und der "
                              "Schweiz) hat das Spielbrett 8×8 Felder. [...] International wird "
                              "auf einem 10×10-Brett gespielt (Dame 100)."),
            kit::boolOption(kMenCaptureBackKey, false, "Steine dürfen auch rückwärts schlagen",
                            "Stones may also capture backwards",
                            "Es gelten also die Sprungregeln für einfache Steine, mit der "
                            "zusätzlichen Regel, dass die Dame über mehrere Felder vorwärts und "
                            "eben auch rückwärts springen kann."),
            kit::choiceOption(
                kCaptureChoiceKey, "free",
                {{"free", "Freie Wahl", "Free choice"},
                 {"most", "Die meisten Steine schlagen", "Take the most pieces"}},
                "Bei mehreren Schlagmöglichkeiten", "With several possible captures",
                "Gegnerische Steine müssen übersprungen werden, sofern das dahinter liegende "
                "Feld frei ist."),
            kit::choiceOption(
                kLandingKey, "behind",
                {{"behind", "Direkt dahinter", "Directly behind"},
                 {"any", "Beliebig weit dahinter", "Anywhere beyond"}},
                "Die Dame landet nach dem Sprung", "After a jump the Dame lands",
                "Beim Überspringen eines gegnerischen Steines muss die Dame auf dem unmittelbar "
                "dahinterliegenden Diagonalfeld aufsetzen."),
            kit::choiceOption(
                kCrowningKey, "stop",
                {{"stop", "Zug endet dort, Dame", "Move ends there, crowned"},
                 {"dame", "Sofort Dame, schlägt weiter", "Crowned, captures on"},
                 {"stone", "Schlägt als Stein weiter", "Captures on as a stone"}},
                "Ein Stein erreicht schlagend die Grundlinie",
                "A stone reaches the far row while capturing",
                "Erreicht ein Spielstein die gegnerische Grundlinie, wird er zur Dame "
                "befördert."),
            kit::intOption(kDrawMovesKey, 25, 10, kMaxDrawMoves,
                           "Remis nach so vielen Zügen je Seite nur mit Damen, ohne Schlagen",
                           "Draw after this many moves each by Damen only, nothing taken",
                           "Die Quelle nennt keine Remisregel; gewählt ist die Zählung der "
                           "internationalen Regeln (25 Züge je Seite), dazu dreimal dieselbe "
                           "Stellung."),
        };
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules r;
    r.size = kit::optionValue(options, kBoardSizeKey, "8x8") == "10x10" ? 10 : 8;
    r.menCaptureBack = kit::optionIsOn(options, kMenCaptureBackKey, false);
    r.choice = kit::optionValue(options, kCaptureChoiceKey, "free") == "most" ? CaptureChoice::Most
                                                                              : CaptureChoice::Free;
    r.landing =
        kit::optionValue(options, kLandingKey, "behind") == "any" ? Landing::Any : Landing::Behind;
    const std::string crowning = kit::optionValue(options, kCrowningKey, "stop");
    r.crowning = crowning == "dame"    ? Crowning::Dame
                 : crowning == "stone" ? Crowning::Stone
                                       : Crowning::Stop;
    r.drawMoves = std::clamp(kit::optionInt(options, kDrawMovesKey, 25), 10, kMaxDrawMoves);
    return r;
}

std::unique_ptr<Game> createDame(const Options& options)
{
    return std::make_unique<GameAdapter<DameState>>(DameState(rulesFromOptions(options)));
}

std::unique_ptr<Game> makeDameGame(const DameState& state)
{
    return std::make_unique<GameAdapter<DameState>>(state);
}

const DameState* dameState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<DameState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::dame
