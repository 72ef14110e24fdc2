// An independent, plain computation of the optimal solitaire value of small
// Fünf Würfel sheets (two or three free fields), to hold the engine's solver
// against: its own scoring, every keep as a subset of dice positions (32 per
// throw), every throw as all 6^k ordered outcomes. Slow, but small sheets are
// few.
#pragma once

#include <map>
#include <tuple>

namespace reference {

struct Sheet {
    unsigned filled = 0; // bit f: field f filled (0..5 upper, 6..12 lower)
    int upper = 0;       // counted dice of the upper block
    bool kniffel50 = false;
};

class Solver {
public:
    explicit Solver(bool extraKniffel) : extra_(extraKniffel) {}
    // Expected points still to come from the start of a turn.
    double value(const Sheet& sheet);

private:
    bool extra_;
    std::map<std::tuple<unsigned, int, bool>, double> memo_;
};

} // namespace reference
