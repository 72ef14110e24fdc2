// The exhibit's one random generator, seedable and recorded.
//
// Why it is written this way: a game of chance must replay bit for bit from
// its record, and a failing self-play run must be reproducible from its seed.
// So every 64-bit draw of an Rng is kept (draws()), and an Rng can be built
// that hands out exactly those draws again (Rng::replaying). A replay that asks
// for more draws than were recorded throws RngReplayExhausted instead of
// inventing numbers, because a silently different game is worse than a clear
// failure. The generator is xoshiro256** (fast, 256-bit state, passes BigCrush)
// seeded through splitmix64, so nearby seeds give unrelated streams.
//
// Hot loops (random playouts, millions of draws) must not record; they take
// one draw from the recorded Rng and seed a FastRng with it, which keeps them
// reproducible without storing every draw.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

namespace zv {

// splitmix64: a one-step mixer, used to expand a seed into generator state.
constexpr std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// xoshiro256** without recording: for hot loops inside the engine.
class FastRng {
public:
    explicit FastRng(std::uint64_t seed);
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }
    // Unbiased integer in [0, n), n >= 1 (Lemire's multiply-and-reject).
    int uniform(int n);

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k)
    {
        return (x << k) | (x >> (64 - k));
    }
    std::uint64_t s_[4];
};

class RngReplayExhausted : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Rng {
public:
    // A fresh generator from a seed. With record == false draws() stays empty
    // (for long benchmarks); everything else is identical.
    explicit Rng(std::uint64_t seed, bool record = true);
    // A generator that returns exactly these draws, in order, and throws
    // RngReplayExhausted when asked for one more.
    static Rng replaying(std::vector<std::uint64_t> draws);

    std::uint64_t next();
    // Unbiased integer in [0, n) for n >= 1; throws std::invalid_argument otherwise.
    int uniform(int n);
    // A double in [0, 1) with 53 random bits.
    double unit();

    std::uint64_t seed() const { return seed_; }
    bool isReplaying() const { return replaying_; }
    // Every raw 64-bit value handed out so far (when recording or replaying).
    const std::vector<std::uint64_t>& draws() const { return draws_; }
    std::size_t drawCount() const { return count_; }

private:
    Rng() : fast_(0) {}
    FastRng fast_;
    std::uint64_t seed_ = 0;
    bool record_ = true;
    bool replaying_ = false;
    std::size_t count_ = 0;
    std::vector<std::uint64_t> draws_;
};

// Shared by Rng and FastRng: maps raw draws to [0, n) without bias.
template <class NextFn> int uniformFrom(NextFn&& next, int n)
{
    const std::uint64_t range = static_cast<std::uint64_t>(n);
    // Lemire: take the high 64 bits of a 128-bit product; reject the few low
    // products that would make some outcomes more likely than others.
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * range;
    std::uint64_t low = static_cast<std::uint64_t>(m);
    if (low < range) {
        const std::uint64_t threshold = (0 - range) % range;
        while (low < threshold) {
            m = static_cast<unsigned __int128>(next()) * range;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<int>(m >> 64);
}

} // namespace zv
