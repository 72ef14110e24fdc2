#include "games/fuenf_wuerfel/fuenf_wuerfel_game.h"

#include "core/game_adapter.h"
#include "games/fuenf_wuerfel/tips.h"

namespace zv::fuenf_wuerfel {

const GameInfo& FwState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        // "Kniffel" is a registered trademark of a living publisher: the game
        // carries a generic title and says it follows the Kniffel rules.
        i.key = "fuenf_wuerfel";
        i.nameDe = "Fünf Würfel";
        i.nameEn = "Five Dice";
        i.family = GameFamily::Dice;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 25;
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        OptionSpec extra;
        extra.key = kExtraKniffelKey;
        extra.type = OptionSpec::Type::Bool;
        extra.defaultValue = "true";
        extra.labelDe = "Weiterer Kniffel: 100 Punkte in einem beliebigen freien Feld (oben 100 "
                        "plus die Würfel)";
        extra.labelEn = "A further Kniffel: 100 points in any free field (upper block: 100 plus "
                        "the dice)";
        extra.source = "Wenn man bereits einen Kniffel unter „Kniffel“ mit 50 Punkten eingetragen "
                       "hat und noch einen weiteren Kniffel erhält, dann kann dieser Kniffel in "
                       "ein beliebiges freies Feld unter „Andere Spiele“ eingetragen werden mit "
                       "100 Punkten, unter „Sammeln“ mit 100 + den zu zählenden Würfeln – wobei "
                       "die 100 Punkte aber bei der Berechnung des Bonus nicht mitgezählt werden.";
        i.options.push_back(extra);
        OptionSpec tips;
        tips.key = kTipsKey;
        tips.type = OptionSpec::Type::Bool;
        tips.defaultValue = "false";
        tips.labelDe = "Tipp: zu jeder Wahl die erwartete Endpunktzahl zeigen";
        tips.labelEn = "Hint: show each choice's expected final score";
        tips.source = "(kein Satz der Quelle: eine Hilfe der Ausstellung / not in the source: the "
                      "exhibit's hint, from the optimal strategy)";
        i.options.push_back(tips);
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    const auto it = options.find(kExtraKniffelKey);
    rules.extraKniffel = it == options.end() || it->second == "true";
    const auto tips = options.find(kTipsKey);
    rules.tips = tips != options.end() && tips->second == "true";
    return rules;
}

std::unique_ptr<Game> createFuenfWuerfel(const Options& options, int seats)
{
    const Rules rules = rulesFromOptions(options);
    // The table is built off the screen's thread while the first turn is
    // played: for the tips, and for a solitaire game's end, which sets the
    // score beside the optimal strategy's expectation (expectedScore).
    if (rules.tips || seats == 1)
        prepareSolver(rules);
    return std::make_unique<GameAdapter<FwState>>(FwState(seats, rules));
}

std::unique_ptr<Game> makeFuenfWuerfelGame(const FwState& state)
{
    return std::make_unique<GameAdapter<FwState>>(state);
}

const FwState* fwState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<FwState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::fuenf_wuerfel
