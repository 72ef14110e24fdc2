#include "games/glueckshaus/glueckshaus_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

#include <string>

namespace zv::glueckshaus {

// The house's documents hold no rules for the Glückshaus (only the inventory
// line); every option's "source" names the tradition it follows (RULES.md).
const GameInfo& GlState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "glueckshaus";
        i.nameDe = "Das Glückshaus";
        i.nameEn = "House of Fortune";
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.family = GameFamily::Dice;
        i.minAge = 5; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 5;
        i.options.push_back(kit::intOption(
            kStartChipsKey, kDefaultStartChips, kMinStartChips, kMaxStartChips,
            "Spielmarken für jeden zu Beginn", "Chips for every player at the start",
            "Überlieferte Regel: jeder erhält zu Beginn gleich viele Marken (meist 8 bis 10)."));
        i.options.push_back(kit::choiceOption(
            kFourKey, "field",
            {{"field", "ein Feld wie die anderen", "a field like the others"},
             {"nothing", "kein Feld: es geschieht nichts", "no field: nothing happens"},
             {"house", "kein Feld: eine Marke an das Haus", "no field: a chip to the house"}},
            "Die Vier", "The four",
            "Überlieferte Regel: auf vielen Plänen fehlt die 4; dann geschieht nichts, oder die "
            "Marke geht an das Haus."));
        i.options.push_back(kit::choiceOption(
            kOutKey, "cannot_pay",
            {{"cannot_pay", "wer zahlen muss und nicht kann", "who must pay and cannot"},
             {"no_chips", "wer die letzte Marke verliert", "who loses the last chip"}},
            "Wer scheidet aus?", "Who drops out?",
            "Überlieferte Regel: wer keine Marken mehr hat, scheidet aus; oft erst, wer zahlen "
            "müsste und nicht kann."));
        i.options.push_back(kit::choiceOption(
            kEndKey, "first_out",
            {{"first_out", "wenn der Erste ausscheidet", "when the first drops out"},
             {"last_standing", "wenn nur einer übrig ist", "when only one is left"}},
            "Das Spiel endet", "The game ends",
            "Überlieferte Regel: wer alle Marken verliert, scheidet aus, bis nur der Gewinner "
            "übrig ist. Am Bildschirm endet das Spiel mit dem Ersten, der ausscheidet."));
        i.options.push_back(kit::intOption(
            kRoundsKey, kDefaultRounds, 0, kMaxRounds, "Höchstens so viele Runden (0: ohne Grenze)",
            "At most so many rounds (0: no limit)",
            "Entscheidung der Ausstellung: nach den Runden gewinnt, wer die meisten Marken hat."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.startChips = kit::optionInt(options, kStartChipsKey, kDefaultStartChips);
    const std::string four = kit::optionValue(options, kFourKey, "field");
    rules.four = four == "nothing" ? Four::Nothing : four == "house" ? Four::House : Four::Ordinary;
    rules.out = kit::optionValue(options, kOutKey, "cannot_pay") == "no_chips" ? OutRule::NoChips
                                                                               : OutRule::CannotPay;
    rules.end = kit::optionValue(options, kEndKey, "first_out") == "last_standing"
                    ? EndRule::LastStanding
                    : EndRule::FirstOut;
    rules.rounds = kit::optionInt(options, kRoundsKey, kDefaultRounds);
    return rules;
}

std::unique_ptr<Game> createGlueckshaus(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<GlState>>(GlState(seats, rulesFromOptions(options)));
}

const GlState* glState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<GlState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::glueckshaus
