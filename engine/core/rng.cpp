#include "core/rng.h"

#include <string>

namespace zv {

FastRng::FastRng(std::uint64_t seed)
{
    std::uint64_t sm = seed;
    for (auto& word : s_)
        word = splitmix64(sm);
}

int FastRng::uniform(int n)
{
    return uniformFrom([this] { return next(); }, n);
}

Rng::Rng(std::uint64_t seed, bool record) : fast_(seed), seed_(seed), record_(record) {}

Rng Rng::replaying(std::vector<std::uint64_t> draws)
{
    Rng rng;
    rng.replaying_ = true;
    rng.record_ = false;
    rng.draws_ = std::move(draws);
    return rng;
}

std::uint64_t Rng::next()
{
    if (replaying_) {
        if (count_ >= draws_.size())
            throw RngReplayExhausted("Rng replay asked for draw " + std::to_string(count_ + 1) +
                                     " but only " + std::to_string(draws_.size()) +
                                     " were recorded");
        return draws_[count_++];
    }
    const std::uint64_t value = fast_.next();
    ++count_;
    if (record_)
        draws_.push_back(value);
    return value;
}

int Rng::uniform(int n)
{
    if (n < 1)
        throw std::invalid_argument("Rng::uniform needs n >= 1, got " + std::to_string(n));
    return uniformFrom([this] { return next(); }, n);
}

double Rng::unit()
{
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

} // namespace zv
