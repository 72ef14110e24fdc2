// The optimal solitaire strategy of Fünf Würfel: the highest expected final
// score, computed by dynamic programming over every state, not guessed.
//
// Between turns a player's sheet is one of (fields filled: 2^13) x (upper
// block's counted dice, capped at 63: what the bonus needs) x (whether the
// Kniffel field holds 50: what a further Kniffel needs). For each such state
// the table holds the expected points still to come (bonus and further
// Kniffels included) when the player plays on optimally. It is built once
// per process and rule set, from the full sheet back to the empty one; each
// state runs the turn's own dynamic program over the 252 throws and the 462
// sets of dice a player may keep (TurnValues). The Master plays by it and the
// board's tip shows it (RULES.md, "Computer players" and "The solver").
#pragma once

#include "games/fuenf_wuerfel/dice_sets.h"
#include "games/fuenf_wuerfel/fw_types.h"

#include <array>
#include <cstddef>
#include <vector>

namespace zv::fuenf_wuerfel {

// A sheet between turns, as the solver sees it.
struct SheetKey {
    unsigned filled = 0;    // bit f: field f is filled (or struck)
    int upper = 0;          // counted dice of the upper block (not the 100s), any size
    bool kniffel50 = false; // the Kniffel field holds 50
};

class Solver;

// One turn of one sheet, solved: the value of every choice inside the turn,
// in expected points still to come (what the sheet holds already not added).
class TurnValues {
public:
    TurnValues(const Solver& solver, const SheetKey& sheet);
    // Entering the five dice `throwSet` (a set of DiceSets) in free field `field`.
    double scoreValue(int field, int throwSet) const;
    // Keeping `keptSet` (fewer than five dice) and throwing the others as throw
    // number throwsMade + 1 (throwsMade 0: the turn's first throw, nothing kept).
    double keepValue(int throwsMade, int keptSet) const;
    // The best choice's value after throw number throwsMade (1..3) showing throwSet.
    double bestAfter(int throwsMade, int throwSet) const;
    double turnStart() const { return keep_[0][0]; }

private:
    const Solver& solver_;
    SheetKey sheet_;
    std::array<double, DiceSets::kCount> best3_{}; // after the third throw: the best entry
    std::array<std::array<double, DiceSets::kCount>, 3> keep_{}; // [throwsMade][kept]
    std::array<std::array<double, DiceSets::kCount>, 3> best_{}; // [throwsMade][throw], 1..2
};

class Solver {
public:
    // Which capped upper sums (0..63) each set of filled upper fields can have made.
    using UpperReach = std::array<std::array<bool, 64>, 64>;

    // The table for these rules: built on the first call (about a second),
    // then kept for the process. Thread-safe.
    static const Solver& forRules(bool extraKniffel);
    // Starts building that table on a thread of its own, unless it is built
    // or being built; forRules() then waits for it. Returns at once.
    static void startBuilding(bool extraKniffel);
    // Whether that table is built, without waiting for it (the board's
    // description asks this on the screen's thread, which must never wait).
    static bool isBuilt(bool extraKniffel);

    bool extraKniffel() const { return extraKniffel_; }
    // Expected points still to come from the start of a turn of this sheet.
    double value(const SheetKey& sheet) const;
    // Expected final score of a whole solitaire game.
    double expectedScore() const { return value(SheetKey{}); }
    // The sheet after entering `throwSet` in `field`, and the points it gives.
    SheetKey after(const SheetKey& sheet, int field, int throwSet, int* points) const;

    double buildMilliseconds() const { return buildMs_; }
    std::size_t tableBytes() const { return table_.size() * sizeof(float); }
    long long statesSolved() const { return states_; }

    // A table for these rules built now (tests: the same table, measured).
    explicit Solver(bool extraKniffel);

private:
    std::size_t slot(unsigned filled, int upper, bool flag) const;
    // Solves the sheets of one set of filled fields; returns how many.
    long long solveSheets(unsigned mask, const UpperReach& reach);
    bool extraKniffel_;
    std::vector<float> table_;
    double buildMs_ = 0;
    long long states_ = 0;
};

} // namespace zv::fuenf_wuerfel
