// Small helpers for the Mühle tests: positions from point lists, moves from
// text, and a StateSink that keeps what describe() said.
#pragma once

#include "core/game.h"
#include "games/muehle/muehle_game.h"
#include "games/muehle/muehle_state.h"

#include <QtTest>

#include <map>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

namespace muehle_test {

using namespace zv::muehle;

inline Mask points(const std::string& list)
{
    Mask mask = 0;
    std::istringstream in(list);
    std::string name;
    while (in >> name) {
        const int p = pointIndex(name);
        if (p < 0)
            qFatal("test names an unknown point %s", name.c_str());
        mask |= bit(p);
    }
    return mask;
}

// A position; the test fails at once when it is impossible.
inline MuehleState position(const std::string& white, const std::string& black, int inHandWhite,
                            int inHandBlack, int toMove, Rules rules = {})
{
    std::string why;
    auto s = MuehleState::fromPosition(points(white), points(black), inHandWhite, inHandBlack,
                                       toMove, rules, &why);
    if (!s)
        qFatal("impossible test position: %s", why.c_str());
    return *s;
}

inline std::vector<std::string> legalTexts(const MuehleState& s)
{
    return makeMuehleGame(s)->legalMoves();
}

inline bool isLegal(const MuehleState& s, const std::string& text)
{
    const auto moves = legalTexts(s);
    return std::find(moves.begin(), moves.end(), text) != moves.end();
}

// Plays a move that must be legal.
inline MuehleState after(const MuehleState& s, const std::string& text)
{
    Move m;
    std::string why;
    if (!s.parseMove(text, &m, &why))
        qFatal("test move %s is illegal: %s", text.c_str(), why.c_str());
    MuehleState next = s;
    next.apply(m);
    return next;
}

// The reason a move is refused (empty when it is accepted).
inline std::string refusal(const MuehleState& s, const std::string& text)
{
    auto game = makeMuehleGame(s);
    std::string why;
    return game->play(text, &why) ? std::string() : why;
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
    bool operator==(const RecordingSink& other) const { return values == other.values; }
};

inline RecordingSink described(const MuehleState& s)
{
    RecordingSink sink;
    s.describe(sink);
    return sink;
}

} // namespace muehle_test
