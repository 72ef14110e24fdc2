// The computer code breakers of Farbcode and their figures over all 1,296
// codes (RULES.md, "Computer players" and "Measured"). Each strategy picks,
// from all 1,296 guesses, the one whose answers split the codes still
// possible best by its own measure (one step ahead); ties go to a guess that
// may itself be the code, then to the lowest code. None of them is the
// proven optimum of the average (Koyama and Lai, 5625/1296 = 4.3403): that
// needs a search over whole decision trees, which is not computed here.
#pragma once

#include "core/rng.h"
#include "games/farbcode/fc_code.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace zv::farbcode {

enum class Strategy : std::uint8_t {
    Random,       // a random code that is still possible (the Beginner)
    Knuth,        // Knuth 1977: the largest part as small as possible (worst case 5)
    ExpectedSize, // the expected size of the part left as small as possible
    Entropy,      // the most information (Shannon entropy of the answer)
    MostParts,    // the most different answers (Kooi 2005)
};
inline constexpr int kStrategies = 5;
std::string_view strategyKey(Strategy strategy);
// -1 for an unknown key.
int strategyFromKey(std::string_view key);

// The guess `strategy` plays when `candidates` (ascending) are the codes
// still possible; `rng` only for Random.
int chooseGuess(Strategy strategy, const std::vector<std::uint16_t>& candidates, FastRng& rng);
// The codes among `candidates` that give `answer` to `guess`.
std::vector<std::uint16_t> narrow(const std::vector<std::uint16_t>& candidates, int guess,
                                  int answer);
std::vector<std::uint16_t> allCodes();

// How a strategy fares over every code as the secret: the number of guesses
// it needs for each (the last, four black, included).
struct Evaluation {
    long long total = 0;
    int worst = 0;
    std::array<int, 16> histogram{}; // codes solved with exactly n guesses
    double average() const { return static_cast<double>(total) / kCodes; }
};
Evaluation evaluate(Strategy strategy, std::uint64_t seed = 1);

} // namespace zv::farbcode
