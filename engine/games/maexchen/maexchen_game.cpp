#include "games/maexchen/maexchen_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

#include <string>

namespace zv::maexchen {

const GameInfo& MxState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "maexchen";
        i.nameDe = "Mäxchen";
        i.nameEn = "Mäxchen (Mia)";
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.family = GameFamily::Dice;
        i.minAge = 10; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 15;
        i.options.push_back(kit::intOption(
            kLivesKey, 3, kMinLives, kMaxLives,
            "Leben je Spieler (wer alle verliert, scheidet aus)",
            "Lives per player (whoever loses all is out)",
            "Deckt ein Spieler auf, so bekommt entweder der enttarnte Lügner oder der zu Unrecht "
            "Zweifelnde einen Minuspunkt."));
        i.options.push_back(kit::choiceOption(
            kPenaltyKey, "one",
            {{"one", "ein Minuspunkt", "one minus point"},
             {"two", "zwei für den, der Unrecht hat", "two for whoever is wrong"},
             {"two_for_doubter", "zwei für falsches Zweifeln", "two for a wrong doubter"}},
            "Angezweifeltes Mäxchen: ein Minuspunkt (oder zwei für den, der Unrecht hat; oder "
            "zwei nur für den zu Unrecht Zweifelnden) – bei zwei darf man Mäxchen auch glauben",
            "A doubted Mäxchen: one minus point (or two for whoever is wrong; or two only for a "
            "wrong doubter) – with two, a Mäxchen may also be believed",
            "bekommt entweder der enttarnte Lügner oder der zu Unrecht Zweifelnde einen "
            "Minuspunkt"));
        i.options.push_back(kit::boolOption(
            kBlindPassKey, false, "Den Becher ungesehen weitergeben und höher ansagen",
            "Pass the cup on unseen and announce higher",
            "er würfelt selbst wie oben beschrieben und muss eine höhere Punktzahl ansagen"));
        i.options.push_back(kit::boolOption(
            kShownKey, false, "Ein gewürfeltes Mäxchen wird sofort gezeigt: der Nächste verliert",
            "A thrown Mäxchen is shown at once: the next player loses",
            "Der Würfelnde darf den ersten Wurf verdeckt ansehen."));
        i.options.push_back(kit::boolOption(
            kFirstOutKey, false, "Das Spiel endet, sobald der Erste alle Leben verloren hat",
            "The game ends as soon as the first player has lost all lives",
            "Deckt ein Spieler auf, so bekommt entweder der enttarnte Lügner oder der zu Unrecht "
            "Zweifelnde einen Minuspunkt."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.lives = kit::optionInt(options, kLivesKey, 3);
    const std::string penalty = kit::optionValue(options, kPenaltyKey, "one");
    rules.maexchen = penalty == "two"               ? Penalty::Two
                     : penalty == "two_for_doubter" ? Penalty::TwoForDoubter
                                                    : Penalty::One;
    rules.blindPass = kit::optionIsOn(options, kBlindPassKey, false);
    rules.maexchenShown = kit::optionIsOn(options, kShownKey, false);
    rules.firstOutEnds = kit::optionIsOn(options, kFirstOutKey, false);
    return rules;
}

std::unique_ptr<Game> createMaexchen(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<MxState>>(MxState(seats, rulesFromOptions(options)));
}

std::unique_ptr<Game> makeMaexchenGame(const MxState& state)
{
    return std::make_unique<GameAdapter<MxState>>(state);
}

const MxState* mxState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<MxState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::maexchen
