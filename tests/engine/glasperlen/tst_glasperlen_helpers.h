// Shared set-up for the Glasperlenspiel tests: positions written as one digit
// string per pit ("05" is a stone and the purple gem), turns in the source's
// notation.
#pragma once

#include "core/rng.h"
#include "games/glasperlen/glasperlen_game.h"
#include "games/glasperlen/gp_state.h"

#include <QtTest>

#include <array>
#include <string>

namespace gp_test {

using zv::glasperlen::GpState;
using zv::glasperlen::Rules;

inline std::vector<int> digits(const char* s)
{
    std::vector<int> v;
    for (; *s; ++s)
        v.push_back(*s - '0');
    return v;
}

// Pits A-E then a-e. Gems not in a pit or cup go to `restCup`'s cup.
inline GpState position(const std::array<const char*, 10>& pits, int toMove,
                        bool tournament = false, const char* cupSouth = "",
                        const char* cupNorth = "", int restCup = 0)
{
    std::array<std::vector<int>, 10> p;
    std::array<int, 6> count{};
    for (int i = 0; i < 10; ++i) {
        p[static_cast<std::size_t>(i)] = digits(pits[static_cast<std::size_t>(i)]);
        for (int b : p[static_cast<std::size_t>(i)])
            ++count[static_cast<std::size_t>(b)];
    }
    std::array<std::vector<int>, 2> cups{digits(cupSouth), digits(cupNorth)};
    for (const auto& c : cups)
        for (int g : c)
            ++count[static_cast<std::size_t>(g)];
    for (int g = 1; g < 6; ++g)
        for (int k = count[static_cast<std::size_t>(g)]; k < 2; ++k)
            cups[static_cast<std::size_t>(restCup)].push_back(g);
    GpState s;
    std::string why;
    const bool ok = GpState::fromPosition(p, cups, toMove, Rules{tournament}, &s, &why);
    if (!ok)
        qFatal("bad test position: %s", why.c_str());
    return s;
}

// Plays a turn (or steps) in notation; the test fails when it is not legal.
inline bool play(GpState& s, const char* text, std::string* why = nullptr)
{
    std::vector<zv::glasperlen::Step> steps;
    std::string reason;
    if (!s.parseSteps(text, &steps, &reason)) {
        if (why)
            *why = reason;
        return false;
    }
    for (auto step : steps)
        s.apply(step);
    return true;
}

inline std::string pitText(const GpState& s, int p)
{
    std::string t;
    for (int b = 0; b < 6; ++b)
        t.append(s.pit(p)[static_cast<std::size_t>(b)], static_cast<char>('0' + b));
    return t;
}

inline std::string cupText(const GpState& s, int seat)
{
    std::string t;
    for (int g = 1; g < 6; ++g)
        t.append(s.cup(seat)[static_cast<std::size_t>(g)], static_cast<char>('0' + g));
    return t;
}

} // namespace gp_test
