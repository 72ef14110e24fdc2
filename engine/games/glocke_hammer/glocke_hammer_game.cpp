#include "games/glocke_hammer/glocke_hammer_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

#include <string>

namespace zv::glocke_hammer {

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
        i.options.push_back(kit::intOption(
            kStartChipsKey, 36, kMinStartChips, kMaxStartChips, "Spielmarken für jeden Spieler",
            "Chips for each player",
            "Jeder Spieler erhält die gleiche Anzahl von Spielmarken (z. B. 36 Stück), die "
            "überzähligen Spielmarken werden beiseite gelegt."));
        i.options.push_back(kit::intOption(
            kBaseStakeKey, 4, kMinBaseStake, kMaxBaseStake, "Grundeinsatz in die Kasse",
            "Base stake into the Kasse",
            "Jeder Spieler zahlt einen Grundeinsatz (z. B. 4 Spielmarken) in die Kasse."));
        i.options.push_back(kit::boolOption(
            kBlankIntoKasseKey, true,
            "Nach Eröffnung des Wirtshauses kostet ein Schimmel den Besitzer der Karte eine Marke "
            "in die Kasse (sonst zahlt man wie vorher an den Besitzer der Schimmel-Karte)",
            "Once the Wirtshaus is open, a throw without pips costs the card's owner one chip "
            "into the Kasse (otherwise it is paid to the Schimmel owner as before)",
            "Während einige Anleitungen hier nicht unterscheiden, ob das Wirtshaus eröffnet ist "
            "oder nicht, verlangen viele andere Beschreibungen folgendes: [...] so zahlt der "
            "Besitzer der „Schimmel“-Karte eine Marke in die Kasse."));
        i.options.push_back(kit::boolOption(
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
    rules.startChips = kit::optionInt(options, kStartChipsKey, 36);
    rules.baseStake = kit::optionInt(options, kBaseStakeKey, 4);
    rules.blankAfterOpening = kit::optionIsOn(options, kBlankIntoKasseKey, true)
                                  ? BlankAfterOpening::IntoKasse
                                  : BlankAfterOpening::AsBefore;
    rules.winner = kit::optionIsOn(options, kEmptierWinsKey, false) ? WinnerRule::Emptier
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
