#include "games/paschen/paschen_game.h"

#include "core/game_adapter.h"

#include <string>

namespace zv::paschen {
namespace {

OptionSpec option(const char* key, OptionSpec::Type type, const char* value, int min, int max,
                  const char* de, const char* en, const char* source)
{
    OptionSpec o;
    o.key = key;
    o.type = type;
    o.defaultValue = value;
    o.minValue = min;
    o.maxValue = max;
    o.labelDe = de;
    o.labelEn = en;
    o.source = source;
    return o;
}

int intValue(const Options& options, const char* key, int fallback)
{
    const auto it = options.find(key);
    return it == options.end() ? fallback : std::stoi(it->second);
}

} // namespace

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
        using T = OptionSpec::Type;
        i.options.push_back(
            option(kRethrowKey, T::Bool, "false", 0, 0,
                   "Würfe mit drei verschiedenen Augenzahlen zählen nicht und werden wiederholt",
                   "Throws with three different numbers do not count and are thrown again",
                   "Manchmal wird so gespielt, dass Würfe mit drei verschiedenen Augenzahlen nicht "
                   "gewertet und wiederholt werden."));
        // The source names no amounts and no end: decided in RULES.md.
        i.options.push_back(option(kStartChipsKey, T::Int, "20", kMinStartChips, kMaxStartChips,
                                   "Spielmarken für jeden zu Beginn",
                                   "Chips for every player at the start",
                                   "Ein Spieler, der Bankhalter, setzt einen bestimmten Betrag"));
        i.options.push_back(option(kBankRoundsKey, T::Int, "2", kMinBankRounds, kMaxBankRounds,
                                   "Wie oft die Bank um den Tisch geht",
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
    rules.startChips = intValue(options, kStartChipsKey, kDefaultStartChips);
    rules.bankRounds = intValue(options, kBankRoundsKey, kDefaultBankRounds);
    const auto it = options.find(kRethrowKey);
    rules.rethrowAllDifferent = it != options.end() && it->second == "true";
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
