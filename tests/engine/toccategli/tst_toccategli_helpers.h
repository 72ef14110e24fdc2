// Small helpers for the Toccateglispiel tests: positions from lists of
// (own index, stones), moves from text, and a StateSink that keeps what
// describe() said. Own indices: 0 the starting point, 11 the Hucke, 23 the
// opponent's starting point (see tc_types.h); white is seat 0, black seat 1.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/toccategli/tc_state.h"
#include "games/toccategli/toccategli_game.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace tc_test {

using namespace zv::toccategli;

using Placement = std::vector<std::pair<int, int>>; // own index, stones

// A position with `thrower` to throw; stones not placed are borne off.
inline TcState position(const Placement& white, const Placement& black, int thrower = 0,
                        std::array<int, 2> markers = {0, 0}, std::array<int, 2> striche = {0, 0},
                        Rules rules = {})
{
    std::array<std::array<int, kPoints>, 2> stones{};
    for (const auto& [i, n] : white)
        stones[0][static_cast<std::size_t>(i)] += n;
    for (const auto& [i, n] : black)
        stones[1][static_cast<std::size_t>(i)] += n;
    TcState s(rules);
    s.setUpForTest(stones, markers, striche, thrower);
    const std::string broken = s.invariantViolation();
    if (!broken.empty())
        qFatal("impossible test position: %s", broken.c_str());
    return s;
}

inline std::vector<std::string> legal(const TcState& s)
{
    return zv::toccategli::makeToccategliGame(s)->legalMoves();
}

inline bool isLegal(const TcState& s, const std::string& text)
{
    const auto moves = legal(s);
    return std::find(moves.begin(), moves.end(), text) != moves.end();
}

// Plays a move that must be legal; the state keeps its invariants.
inline TcState after(const TcState& s, const std::string& text)
{
    auto game = makeToccategliGame(s);
    std::string why;
    if (!game->play(text, &why))
        qFatal("test move \"%s\" is illegal: %s", text.c_str(), why.c_str());
    const TcState next = *tcState(*game);
    const std::string broken = next.invariantViolation();
    if (!broken.empty())
        qFatal("after \"%s\": %s", text.c_str(), broken.c_str());
    return next;
}

inline TcState after(TcState s, std::initializer_list<std::string> texts)
{
    for (const auto& text : texts)
        s = after(s, text);
    return s;
}

inline TcState thrown(const TcState& s, int a, int b)
{
    return after(s,
                 "dice " + std::to_string(std::max(a, b)) + " " + std::to_string(std::min(a, b)));
}

inline std::string refusal(const TcState& s, const std::string& text)
{
    auto game = makeToccategliGame(s);
    std::string why;
    return game->play(text, &why) ? std::string() : why;
}

// The marks of the last move as "seat:reason:points" in order.
inline std::vector<std::string> marks(const TcState& s)
{
    std::vector<std::string> out;
    for (int i = 0; i < s.markCount(); ++i) {
        const Mark& m = s.mark(i);
        out.push_back(std::to_string(m.seat) + ":" + std::string(reasonKey(m.reason)) + ":" +
                      std::to_string(m.points));
    }
    return out;
}

inline int pointsOf(const TcState& s, int seat, Reason reason)
{
    int sum = 0;
    for (int i = 0; i < s.markCount(); ++i)
        if (s.mark(i).seat == seat && s.mark(i).reason == reason)
            sum += s.mark(i).points;
    return sum;
}

class RecordingSink : public zv::StateSink {
public:
    using Value = std::variant<long long, std::string, std::vector<int>, std::vector<std::string>>;
    std::map<std::string, Value> values;
    void put(std::string_view key, long long value) override { values[std::string(key)] = value; }
    void put(std::string_view key, std::string_view value) override
    {
        values[std::string(key)] = std::string(value);
    }
    void put(std::string_view key, const std::vector<int>& value) override
    {
        values[std::string(key)] = value;
    }
    void put(std::string_view key, const std::vector<std::string>& value) override
    {
        values[std::string(key)] = value;
    }
    long long number(const std::string& key) const { return std::get<long long>(values.at(key)); }
    std::string text(const std::string& key) const { return std::get<std::string>(values.at(key)); }
    std::vector<int> ints(const std::string& key) const
    {
        return std::get<std::vector<int>>(values.at(key));
    }
    std::vector<std::string> texts(const std::string& key) const
    {
        return std::get<std::vector<std::string>>(values.at(key));
    }
    bool operator==(const RecordingSink& other) const { return values == other.values; }
};

inline RecordingSink described(const TcState& s)
{
    RecordingSink sink;
    s.describe(sink);
    return sink;
}

} // namespace tc_test
