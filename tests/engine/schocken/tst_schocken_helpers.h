// Small helpers for the Schocken tests: a round set up with chosen chips,
// Stock and lead; moves from text (dice forced as chance moves); the first
// covered throws of a round; a StateSink that keeps what describe() said.
#pragma once

#include "core/game.h"
#include "core/record.h"
#include "core/rng.h"
#include "games/schocken/schocken_game.h"
#include "games/schocken/sk_state.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace sk_test {

using namespace zv::schocken;

inline constexpr int N = kNobody;

// A round of `stage` for `seats` seats, all of them playing unless `players`
// (a bit mask) says otherwise; `lead` throws first.
inline SkState roundOf(int seats, std::vector<int> chips, int stock, int lead, Rules rules = {},
                       Stage stage = Stage::FirstHalf, int marker = N, unsigned players = 0)
{
    SkState s(seats, rules);
    std::array<int, kMaxSeats> all{};
    std::copy(chips.begin(), chips.end(), all.begin());
    s.setUpRoundForTest(stage, players ? players : (1u << seats) - 1, all, stock, lead, marker);
    const std::string broken = s.invariantViolation();
    if (!broken.empty())
        qFatal("impossible test state: %s", broken.c_str());
    return s;
}

inline bool isLegal(const SkState& s, const std::string& text)
{
    const auto moves = makeSchockenGame(s)->legalMoves();
    return std::find(moves.begin(), moves.end(), text) != moves.end();
}

// Plays a move that must be legal; the state keeps its invariants.
inline SkState after(const SkState& s, const std::string& text)
{
    auto game = makeSchockenGame(s);
    std::string why;
    if (!game->play(text, &why))
        qFatal("test move \"%s\" is illegal: %s", text.c_str(), why.c_str());
    const SkState next = *skState(*game);
    const std::string broken = next.invariantViolation();
    if (!broken.empty())
        qFatal("after \"%s\": %s", text.c_str(), broken.c_str());
    return next;
}

inline SkState after(SkState s, std::initializer_list<std::string> texts)
{
    for (const auto& text : texts)
        s = after(s, text);
    return s;
}

// The reason a move is refused (empty when it is accepted).
inline std::string refusal(const SkState& s, const std::string& text)
{
    auto game = makeSchockenGame(s);
    std::string why;
    return game->play(text, &why) ? std::string() : why;
}

// The covered first throws of a round, in round order: each player throws
// and his dice fall as given ("1 1 4").
inline SkState coveredThrows(SkState s, std::initializer_list<std::string> throws)
{
    for (const auto& dice : throws)
        s = after(s, {"throw", "dice " + dice});
    return s;
}

inline std::vector<int> chipsOf(const SkState& s)
{
    std::vector<int> chips;
    for (int seat = 0; seat < s.seatCount(); ++seat)
        chips.push_back(s.chips(seat));
    return chips;
}

inline Throw throwOf(int a, int b, int c)
{
    return Throw{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                 static_cast<std::uint8_t>(c)};
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

inline RecordingSink described(const SkState& s)
{
    RecordingSink sink;
    s.describe(sink);
    return sink;
}

inline Rules with(void (*change)(Rules&))
{
    Rules r;
    change(r);
    return r;
}

// A random move through the text interface: chance by its weights.
inline std::string randomMove(const zv::Game& game, zv::Rng& rng)
{
    const auto moves = game.legalMoves();
    if (game.toMove() != zv::kChanceSeat)
        return moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))];
    const auto weights = game.chanceWeights();
    double r = rng.unit();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        r -= weights[i];
        if (r < 0)
            return moves[i];
    }
    return moves.back();
}

inline zv::GameRecord randomRecord(zv::Rng& rng, int seats, const zv::Options& options)
{
    zv::GameRecord record;
    record.game = "schocken";
    record.options = options;
    record.seats.resize(static_cast<std::size_t>(seats));
    auto game = zv::createGame(record.game, options, record.seats);
    while (!game->isOver()) {
        const std::string move = randomMove(*game, rng);
        record.moves.push_back({game->toMove(), move, {}});
        if (!game->play(move))
            qFatal("random move %s refused", move.c_str());
    }
    return record;
}

} // namespace sk_test
