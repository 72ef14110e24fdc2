// An independent, deliberately plain move generator for Dame, to check the
// engine's bitboard generator: a 2-D array of characters, every rule written
// out again from RULES.md without sharing a line with the engine. Slow and
// simple on purpose; the test compares move lists and perft counts.
#pragma once

#include "games/dame/dame_state.h"

#include <string>
#include <vector>

namespace naive {

struct Board {
    int n = 8;
    zv::dame::Rules rules;
    // cells[row][column]: '.' empty, 'm'/'M' dark stone/Dame, 'l'/'L' light stone/Dame
    std::vector<std::string> cells;
    int side = 0;

    static Board start(const zv::dame::Rules& rules);
    static Board from(const zv::dame::DameState& s);
    // Every legal move in the engine's notation (c3-d4, c3xe5xc7), sorted.
    std::vector<std::string> moves() const;
    Board after(const std::string& move) const;
};

unsigned long long perft(const Board& b, int depth);

} // namespace naive
