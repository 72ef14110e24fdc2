#include "games/paschen/paschen_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

#include <string>

namespace zv::paschen {

const GameInfo& PsState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "paschen";
        i.nameDe = "Paschen";
        i.nameEn = "Passe-dix (Eleven High)";
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.family = GameFamily::Dice;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 15;
        i.options.push_back(kit::boolOption(
            kRethrowKey, false,
            "Würfe mit drei verschiedenen Augenzahlen zählen nicht und werden wiederholt",
            "Throws with three different numbers do not count and are thrown again",
            "Manchmal wird so gespielt, dass Würfe mit drei verschiedenen Augenzahlen nicht "
            "gewertet und wiederholt werden."));
        // The source names no amounts and no end: decided in RULES.md.
        i.options.push_back(
            kit::intOption(kStartChipsKey, kDefaultStartChips, kMinStartChips, kMaxStartChips,
                           "Spielmarken für jeden zu Beginn", "Chips for every player at the start",
                           "Ein Spieler, der Bankhalter, setzt einen bestimmten Betrag"));
        i.options.push_back(kit::intOption(kBankRoundsKey, kDefaultBankRounds, kMinBankRounds,
                                           kMaxBankRounds, "Wie oft die Bank um den Tisch geht",
                                           "How often the bank goes round the table",
                                           "Verliert der Bankhalter, so muss er die Bank an seinen "
                                           "rechten Nachbarn abgeben"));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.startChips = kit::optionInt(options, kStartChipsKey, kDefaultStartChips);
    rules.bankRounds = kit::optionInt(options, kBankRoundsKey, kDefaultBankRounds);
    rules.rethrowAllDifferent = kit::optionIsOn(options, kRethrowKey, false);
    return rules;
}

std::unique_ptr<Game> createPaschen(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<PsState>>(PsState(seats, rulesFromOptions(options)));
}

std::unique_ptr<Game> makePaschenGame(const PsState& state)
{
    return std::make_unique<GameAdapter<PsState>>(state);
}

const PsState* psState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<PsState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::paschen
