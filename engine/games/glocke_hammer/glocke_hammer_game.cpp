#include "games/glocke_hammer/glocke_hammer_game.h"

#include "core/game_adapter.h"

#include <string>

namespace zv::glocke_hammer {
namespace {

OptionSpec intOption(const char* key, int value, int low, int high, const char* de, const char* en,
                     const char* source)
{
    OptionSpec o;
    o.key = key;
    o.type = OptionSpec::Type::Int;
    o.defaultValue = std::to_string(value);
    o.minValue = low;
    o.maxValue = high;
    o.labelDe = de;
    o.labelEn = en;
    o.source = source;
    return o;
}

OptionSpec boolOption(const char* key, bool value, const char* de, const char* en,
                      const char* source)
{
    OptionSpec o;
    o.key = key;
    o.type = OptionSpec::Type::Bool;
    o.defaultValue = value ? "true" : "false";
    o.labelDe = de;
    o.labelEn = en;
    o.source = source;
    return o;
}

std::string valueOf(const Options& options, const char* key, const std::string& fallback)
{
    const auto it = options.find(key);
    return it == options.end() ? fallback : it->second;
}

} // namespace

const GameInfo& GhState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "glocke_hammer";
        i.nameDe = "Glocke und Hammer";
        i.nameEn = "Bell and Hammer";
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.family = GameFamily::Dice;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 40;
        i.options.push_back(intOption(
            kStartChipsKey, 36, kMinStartChips, kMaxStartChips, "Spielmarken für jeden Spieler",
            "Chips for each player",
            "Jeder Spieler erhält die gleiche Anzahl von Spielmarken (z. B. 36 Stück), die "
            "überzähligen Spielmarken werden beiseite gelegt."));
        i.options.push_back(intOption(
            kBaseStakeKey, 4, kMinBaseStake, kMaxBaseStake, "Grundeinsatz in die Kasse",
            "Base stake into the Kasse",
            "Jeder Spieler zahlt einen Grundeinsatz (z. B. 4 Spielmarken) in die Kasse."));
        i.options.push_back(boolOption(
            kBlankIntoKasseKey, true,
            "Nach Eröffnung des Wirtshauses kostet ein Schimmel den Besitzer der Karte eine Marke "
            "in die Kasse (sonst zahlt man wie vorher an den Besitzer der Schimmel-Karte)",
            "Once the Wirtshaus is open, a throw without pips costs the card's owner one chip "
            "into the Kasse (otherwise it is paid to the Schimmel owner as before)",
            "Während einige Anleitungen hier nicht unterscheiden, ob das Wirtshaus eröffnet ist "
            "oder nicht, verlangen viele andere Beschreibungen folgendes: [...] so zahlt der "
            "Besitzer der „Schimmel“-Karte eine Marke in die Kasse."));
        i.options.push_back(boolOption(
            kEmptierWinsKey, false,
            "Wer die Kasse leert, gewinnt (sonst gewinnt, wer am Ende die meisten Marken hat)",
            "Whoever empties the Kasse wins (otherwise whoever holds the most chips at the end)",
            "Wird die Kasse exakt geleert, so endet das Spiel."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.startChips = std::stoi(valueOf(options, kStartChipsKey, "36"));
    rules.baseStake = std::stoi(valueOf(options, kBaseStakeKey, "4"));
    rules.blankAfterOpening = valueOf(options, kBlankIntoKasseKey, "true") == "true"
                                  ? BlankAfterOpening::IntoKasse
                                  : BlankAfterOpening::AsBefore;
    rules.winner = valueOf(options, kEmptierWinsKey, "false") == "true" ? WinnerRule::Emptier
                                                                        : WinnerRule::MostChips;
    return rules;
}

std::unique_ptr<Game> createGlockeHammer(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<GhState>>(GhState(seats, rulesFromOptions(options)));
}

std::unique_ptr<Game> makeGlockeHammerGame(const GhState& state)
{
    return std::make_unique<GameAdapter<GhState>>(state);
}

const GhState* ghState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<GhState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::glocke_hammer
