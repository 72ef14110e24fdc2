// Das Leiterspiel (and, as an option, „Schlangen und Leitern“): fields 1 to
// 100 in rows that turn at each end, one die, ladders up, snakes down, the
// end reached or (options) hit exactly. A small value type; the rules and
// where each comes from: RULES.md beside this file. The board's layout is
// content (ls_layout.h). Throws: ls_state.cpp; notation, board keys,
// position text, hash and invariants: ls_text.cpp.
//
// Like the Gänsespiel it holds no decision: "throw", then the die's fall
// ("roll 4"); the computer player just throws.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/leiterspiel/ls_layout.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::leiterspiel {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;
inline constexpr int kNobody = -1;

// What a throw that would go beyond field 100 does.
enum class End : std::uint8_t { Reach, Exact, Bounce };

struct Rules {
    bool snakes = false;   // „Schlangen und Leitern“: the layout's snakes are played
    End end = End::Reach;  // reaching 100 is enough; or the exact throw
    bool sixAgain = false; // a six throws again
    // Where each field leads (0: nowhere); built from the layout.
    std::array<std::uint8_t, kLastField + 1> exit{};
};

enum class MoveKind : std::uint8_t { Throw, Roll };
struct Move {
    MoveKind kind = MoveKind::Throw;
    std::uint8_t die = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

enum Event : std::uint8_t {
    EvLadder = 1 << 0,
    EvSnake = 1 << 1,
    EvTooHigh = 1 << 2, // exact end: the throw went beyond 100, the piece stays
    EvBounce = 1 << 3,  // bounce end: the rest counted back from 100
    EvAgain = 1 << 4,   // a six: the same player throws again
    EvWin = 1 << 5,
};
inline constexpr int kEvents = 6;
std::string_view eventKey(int bit);

class LsState {
public:
    using Move = leiterspiel::Move;
    static constexpr int kMaxMoves = 6;

    static const GameInfo& gameInfo(); // leiterspiel_game.cpp

    LsState(int seats, Rules rules);

    int seatCount() const { return seats_; }
    int toMove() const { return rolling_ ? kChanceSeat : current_; }
    bool isOver() const { return winner_ != kNobody; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move) const { return 1.0 / 6; }
    std::string moveText(Move move) const;                                    // ls_text.cpp
    std::vector<std::string> movePath(Move move) const;                       // ls_text.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // ls_text.cpp
    std::uint64_t hash() const;                                               // ls_text.cpp
    void describe(StateSink& sink) const;                                     // ls_text.cpp
    std::string invariantViolation() const;                                   // ls_text.cpp
    bool setPositionText(std::string_view text, std::string* why);            // ls_text.cpp
    Move chooseMove(Level level, const SearchLimits& limits, Rng& rng) const;

    const Rules& rules() const { return rules_; }
    int position(int seat) const { return pos_[idx(seat)]; }
    int winner() const { return winner_; }
    int turns() const { return turns_; }

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }

    Rules rules_;
    std::uint8_t seats_ = 2;
    std::int8_t current_ = 0;
    bool rolling_ = false;
    std::int8_t winner_ = kNobody;
    std::array<std::uint8_t, kMaxSeats> pos_{}; // 0: not yet on the board
    std::uint8_t die_ = 0;
    std::int8_t mover_ = kNobody;
    std::array<std::uint8_t, 8> path_{}; // the last throw: from, stops, jumps
    std::uint8_t pathLength_ = 0;
    std::uint8_t events_ = 0;
    std::int32_t turns_ = 0;
};

} // namespace zv::leiterspiel
