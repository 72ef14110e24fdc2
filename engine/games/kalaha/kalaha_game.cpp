#include "games/kalaha/kalaha_game.h"

#include "core/game_adapter.h"
#include "games/kalaha/solver.h"
#include "kit/option_specs.h"

namespace zv::kalaha {

const GameInfo& KalahaState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "kalaha";
        i.nameDe = "Kalaha";
        i.nameEn = "Kalah";
        i.family = GameFamily::Board;
        i.minSeats = 2;
        i.maxSeats = 2;
        i.minAge = 6; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 10;
        // The house's documents have no rules for Kalaha: every option is
        // common usage (RULES.md names where each comes from).
        i.options.push_back(kit::intOption(
            kPitsKey, 6, kMinPits, kMaxPits, "Mulden je Seite (bei 3 spielt der Meister perfekt)",
            "Pits per side (with 3 the master plays perfectly)",
            "Common usage: six pits a side (Wikipedia \"Kalah\", Board Game Arena); smaller "
            "boards are the Kalah(m,n) family of the solved-game literature."));
        i.options.push_back(kit::intOption(
            kSeedsKey, 4, kMinSeeds, kMaxSeeds, "Samen je Mulde", "Seeds per pit",
            "Board Game Arena: \"Kalah kann mit 3, 4 (Standardeinstellung), 5 oder 6 Steinen pro "
            "Mulde gespielt werden.\""));
        i.options.push_back(kit::boolOption(
            kCaptureEmptyKey, false, "Fangen auch vor leerer Gegenmulde",
            "Capture even when the opposite pit is empty",
            "Wikipedia \"Kalah\": a capture needs seeds in the opposite house; the variant in "
            "which the last seed is taken even then is named there as well."));
        i.options.push_back(kit::boolOption(
            kRemainingToOwnerKey, true, "Am Ende zählen die Samen in den Mulden für ihren Besitzer",
            "At the end the seeds left in the pits count for their owner",
            "Wikipedia \"Kalah\": \"The other player moves all remaining seeds to their store.\" "
            "Off, the alternative rule named there: the remaining seeds count for nobody."));
        i.options.push_back(kit::boolOption(
            kEndOnAnyRowKey, true, "Ende, sobald eine Reihe leer ist",
            "The game ends as soon as either row is empty",
            "Board Game Arena: \"Das Spiel endet, wenn nach einem Zug alle Spielmulden eines "
            "Spielers leer sind.\" Off: only when the player to move has no seed (qrp4fun.de: "
            "\"wenn ein Spieler keinen Zug mehr ausführen kann\")."));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.pits = kit::optionInt(options, kPitsKey, rules.pits);
    rules.seeds = kit::optionInt(options, kSeedsKey, rules.seeds);
    rules.captureEmptyOpposite =
        kit::optionIsOn(options, kCaptureEmptyKey, rules.captureEmptyOpposite);
    rules.remainingToOwner = kit::optionIsOn(options, kRemainingToOwnerKey, rules.remainingToOwner);
    rules.endOnAnyEmptyRow = kit::optionIsOn(options, kEndOnAnyRowKey, rules.endOnAnyEmptyRow);
    return rules;
}

std::unique_ptr<Game> createKalaha(const Options& options)
{
    const Rules rules = rulesFromOptions(options);
    // On a board the kiosk solves, the table is built while the first moves
    // are made (a second at most), so the Master and the end's analysis
    // find it ready.
    Solver::startBuilding(rules);
    return std::make_unique<GameAdapter<KalahaState>>(KalahaState(rules));
}

std::unique_ptr<Game> makeKalahaGame(const KalahaState& state)
{
    return std::make_unique<GameAdapter<KalahaState>>(state);
}

const KalahaState* kalahaState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<KalahaState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::kalaha
