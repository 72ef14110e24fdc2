#include "games/maexchen/maexchen_game.h"

#include "core/game_adapter.h"

#include <string>

namespace zv::maexchen {
namespace {

OptionSpec option(const char* key, OptionSpec::Type type, const char* value,
                  std::vector<std::string> choices, const char* de, const char* en,
                  const char* source)
{
    OptionSpec o;
    o.key = key;
    o.type = type;
    o.defaultValue = value;
    o.choices = std::move(choices);
    o.labelDe = de;
    o.labelEn = en;
    o.source = source;
    return o;
}

std::string valueOf(const Options& options, const char* key, const char* fallback)
{
    const auto it = options.find(key);
    return it == options.end() ? std::string(fallback) : it->second;
}

} // namespace

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
        using T = OptionSpec::Type;
        OptionSpec lives = option(
            kLivesKey, T::Int, "3", {}, "Leben je Spieler (wer alle verliert, scheidet aus)",
            "Lives per player (whoever loses all is out)",
            "Deckt ein Spieler auf, so bekommt entweder der enttarnte Lügner oder der zu Unrecht "
            "Zweifelnde einen Minuspunkt.");
        lives.minValue = kMinLives;
        lives.maxValue = kMaxLives;
        i.options.push_back(lives);
        OptionSpec penalty = option(
            kPenaltyKey, T::Choice, "one", {"one", "two", "two_for_doubter"},
            "Angezweifeltes Mäxchen: ein Minuspunkt (oder zwei für den, der Unrecht hat; oder "
            "zwei nur für den zu Unrecht Zweifelnden) – bei zwei darf man Mäxchen auch glauben",
            "A doubted Mäxchen: one minus point (or two for whoever is wrong; or two only for a "
            "wrong doubter) – with two, a Mäxchen may also be believed",
            "bekommt entweder der enttarnte Lügner oder der zu Unrecht Zweifelnde einen "
            "Minuspunkt");
        penalty.choiceLabelsDe = {"ein Minuspunkt", "zwei für den, der Unrecht hat",
                                  "zwei für falsches Zweifeln"};
        penalty.choiceLabelsEn = {"one minus point", "two for whoever is wrong",
                                  "two for a wrong doubter"};
        i.options.push_back(penalty);
        i.options.push_back(option(
            kBlindPassKey, T::Bool, "false", {},
            "Den Becher ungesehen weitergeben und höher ansagen",
            "Pass the cup on unseen and announce higher",
            "er würfelt selbst wie oben beschrieben und muss eine höhere Punktzahl ansagen"));
        i.options.push_back(
            option(kShownKey, T::Bool, "false", {},
                   "Ein gewürfeltes Mäxchen wird sofort gezeigt: der Nächste verliert",
                   "A thrown Mäxchen is shown at once: the next player loses",
                   "Der Würfelnde darf den ersten Wurf verdeckt ansehen."));
        i.options.push_back(option(
            kFirstOutKey, T::Bool, "false", {},
            "Das Spiel endet, sobald der Erste alle Leben verloren hat",
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
    rules.lives = std::stoi(valueOf(options, kLivesKey, "3"));
    const std::string penalty = valueOf(options, kPenaltyKey, "one");
    rules.maexchen = penalty == "two"               ? Penalty::Two
                     : penalty == "two_for_doubter" ? Penalty::TwoForDoubter
                                                    : Penalty::One;
    rules.blindPass = valueOf(options, kBlindPassKey, "false") == "true";
    rules.maexchenShown = valueOf(options, kShownKey, "false") == "true";
    rules.firstOutEnds = valueOf(options, kFirstOutKey, "false") == "true";
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
