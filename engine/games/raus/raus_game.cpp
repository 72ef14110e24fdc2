#include "games/raus/raus_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::raus {

const GameInfo& RsState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "raus";
        // The rules of Mensch ärgere Dich nicht under a generic title (the
        // name is a publisher's trademark; the article keeps it).
        i.nameDe = "Raus mit dir!";
        i.nameEn = "Out you go!";
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.family = GameFamily::Dice;
        i.minAge = 5; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 30;
        i.options.push_back(kit::boolOption(
            kCompulsoryHitKey, false, "Schlagzwang (wer nicht schlägt, wird gepustet)",
            "Compulsory hitting (miss a hit and be blown home)",
            "Wer mit einer gewürfelten Zahl eine gegnerische Figur schlagen kann, muss dies tun "
            "(Schlagzwang). Übersieht er es und zieht eine andere eigene Figur, so dürfen die "
            "Gegner eine Figur des Spielers „pusten“, d. h. zurück in die Startposition stellen."));
        i.options.push_back(kit::boolOption(
            kBarriersKey, false, "Barrieren aus zwei eigenen Figuren", "Barriers of two own pieces",
            "Kommt man mit einem Zug auf ein Feld, auf dem bereits eine eigene Figur steht, so "
            "bilden diese beiden Figuren nunmehr eine Barriere, welche von keiner Figur "
            "übersprungen werden kann, insbesondere auch nicht von den eigenen."));
        // The source is silent on the goal row: RULES.md, "Decisions".
        i.options.push_back(kit::boolOption(
            kJumpInGoalKey, true, "Im Ziel eigene Figuren überspringen",
            "Jump own pieces in the goal row",
            "Die Quelle schweigt zum Ziel; sie verbietet nur, auf eine eigene Figur zu ziehen "
            "(RULES.md, Entscheidung 2)."));
        i.options.push_back(kit::boolOption(
            kBounceKey, false, "Am Ende des Ziels zurückprallen", "Bounce back at the goal's end",
            "Die Quelle schweigt zum Einzug ins Ziel; üblich ist der genaue Wurf "
            "(RULES.md, Entscheidung 1)."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.compulsoryHit = kit::optionIsOn(options, kCompulsoryHitKey, false);
    rules.barriers = kit::optionIsOn(options, kBarriersKey, false);
    rules.jumpInGoal = kit::optionIsOn(options, kJumpInGoalKey, true);
    rules.bounceInGoal = kit::optionIsOn(options, kBounceKey, false);
    return rules;
}

std::unique_ptr<Game> createRaus(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<RsState>>(RsState(seats, rulesFromOptions(options)));
}

std::unique_ptr<Game> makeRausGame(const RsState& state)
{
    return std::make_unique<GameAdapter<RsState>>(state);
}

const RsState* rsState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<RsState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::raus
