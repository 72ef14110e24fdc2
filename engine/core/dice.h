// Dice for the games of chance. A roll always goes through the session's
// recorded Rng, so the roll is part of the record and replays bit for bit;
// games that make rolls explicit chance moves use faces()/weights() to list
// the outcomes and their probabilities.
#pragma once

#include <string>
#include <vector>

namespace zv {

class Rng;

// An ordinary die with n equally likely sides showing 1..n.
class Die {
public:
    explicit Die(int sides = 6); // throws std::invalid_argument for sides < 1
    int sides() const { return sides_; }
    int roll(Rng& rng) const; // 1..sides
    // Sum of `count` rolls.
    int rollSum(Rng& rng, int count) const;

private:
    int sides_;
};

// A die whose faces carry names, possibly repeated: e.g. the bell-and-hammer
// die, or a die with one face of 1..6 pips and five blank faces. Every face is
// equally likely; a name that appears k times is k times as likely.
class NamedDie {
public:
    explicit NamedDie(std::vector<std::string> faces); // throws when empty
    const std::vector<std::string>& faces() const { return faces_; }
    // Index of the face rolled, 0..faces().size()-1.
    int rollIndex(Rng& rng) const;
    const std::string& roll(Rng& rng) const { return faces_[rollIndex(rng)]; }

    // The distinct names in order of first appearance, and their probabilities.
    std::vector<std::string> outcomes() const;
    std::vector<double> weights() const;

private:
    std::vector<std::string> faces_;
};

} // namespace zv
