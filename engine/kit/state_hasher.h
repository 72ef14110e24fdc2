#pragma once

// A position hash built word by word: each word is folded in (boost's
// hash_combine step) and the state is then re-mixed with splitmix64, so
// nearby positions land far apart. The games' hash() (repetition checks,
// transposition tables) use it with a seed of their own, so two games'
// positions never share a hash by construction.

#include "core/rng.h"

#include <cstdint>

namespace zv::kit {

class StateHasher {
public:
    explicit constexpr StateHasher(std::uint64_t seed) : state_(seed) {}

    constexpr void add(std::uint64_t word)
    {
        state_ ^= word + 0x9E3779B97F4A7C15ULL + (state_ << 6) + (state_ >> 2);
        std::uint64_t s = state_;
        state_ = splitmix64(s);
    }
    constexpr std::uint64_t value() const { return state_; }

private:
    std::uint64_t state_;
};

} // namespace zv::kit
