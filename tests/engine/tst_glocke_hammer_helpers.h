// Small helpers for the Glocke und Hammer tests: states in the throwing phase
// with chosen chips and owners, moves from text, throws forced through the
// recorded Rng, and a StateSink that keeps what describe() said.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/glocke_hammer/gh_state.h"
#include "games/glocke_hammer/glocke_hammer_game.h"
#include "games/glocke_hammer/throw_odds.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace gh_test {

using namespace zv::glocke_hammer;

inline constexpr int N = kNobody;

// A game in the throwing phase: the cards belong to `owners` (N: unsold),
// the seats hold `chips`, the Kasse `kasse`, and `thrower` is to throw.
inline GhState throwing(std::vector<int> chips, int kasse, std::array<int, kCards> owners,
                        int thrower = 0, Rules rules = {}, bool open = false)
{
    GhState s(static_cast<int>(chips.size()), rules);
    s.setUpThrowingForTest(owners, thrower);
    std::array<int, kMaxSeats> all{};
    std::copy(chips.begin(), chips.end(), all.begin());
    s.setChipsForTest(all, kasse);
    s.setWirtshausOpenForTest(open);
    const std::string broken = s.invariantViolation();
    if (!broken.empty())
        qFatal("impossible test state: %s", broken.c_str());
    return s;
}

inline bool isLegal(const GhState& s, const std::string& text)
{
    const auto moves = makeGlockeHammerGame(s)->legalMoves();
    return std::find(moves.begin(), moves.end(), text) != moves.end();
}

// Plays a move that must be legal; the state keeps its invariants.
inline GhState after(const GhState& s, const std::string& text)
{
    auto game = makeGlockeHammerGame(s);
    std::string why;
    if (!game->play(text, &why))
        qFatal("test move \"%s\" is illegal: %s", text.c_str(), why.c_str());
    const GhState next = *ghState(*game);
    const std::string broken = next.invariantViolation();
    if (!broken.empty())
        qFatal("after \"%s\": %s", text.c_str(), broken.c_str());
    return next;
}

inline GhState after(GhState s, std::initializer_list<std::string> texts)
{
    for (const auto& text : texts)
        s = after(s, text);
    return s;
}

// The reason a move is refused (empty when it is accepted).
inline std::string refusal(const GhState& s, const std::string& text)
{
    auto game = makeGlockeHammerGame(s);
    std::string why;
    return game->play(text, &why) ? std::string() : why;
}

// A raw draw that makes Rng::uniform(6) return `face` (Lemire's mapping).
inline std::uint64_t drawForFace(int face)
{
    const auto base = static_cast<std::uint64_t>((static_cast<unsigned __int128>(face) << 64) / 6);
    return base + 1 + (std::uint64_t{1} << 32);
}

// The throw the eight dice make when the session's Rng is forced to land
// the named dice ("1".."6", "bell", "hammer") on their marks and the others
// blank: the dice are rolled through rollThrow() with Rng::replaying.
inline unsigned forcedThrow(const std::vector<std::string>& marks)
{
    static const char* words[kDice] = {"1", "2", "3", "4", "5", "6", "bell", "hammer"};
    std::vector<std::uint64_t> draws;
    for (const char* w : words) {
        const bool marked = std::find(marks.begin(), marks.end(), w) != marks.end();
        draws.push_back(drawForFace(marked ? 0 : 1 + static_cast<int>(draws.size()) % 5));
    }
    zv::Rng rng = zv::Rng::replaying(draws);
    const unsigned mask = rollThrow(rng);
    if (rng.drawCount() != kDice)
        qFatal("rollThrow used %zu draws", rng.drawCount());
    return mask;
}

// The player to throw throws, and the dice fall as forced.
inline GhState thrown(const GhState& s, const std::vector<std::string>& marks)
{
    const GhState picked = after(s, "throw");
    const Move dice{MoveKind::Dice, static_cast<std::int16_t>(forcedThrow(marks))};
    return after(picked, picked.moveText(dice));
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

inline RecordingSink described(const GhState& s)
{
    RecordingSink sink;
    s.describe(sink);
    return sink;
}

inline std::vector<int> chipsOf(const GhState& s)
{
    std::vector<int> chips;
    for (int seat = 0; seat < s.seatCount(); ++seat)
        chips.push_back(s.chips(seat));
    return chips;
}

inline Rules withBlank(BlankAfterOpening blank)
{
    Rules r;
    r.blankAfterOpening = blank;
    return r;
}

} // namespace gh_test
