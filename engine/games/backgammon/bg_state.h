// The state of a game of Backgammon and its rules: the opening roll, the
// rolls, the moves of a turn (every die used that can be, the larger die when
// only one can), hitting and entering from the bar, bearing off, the doubling
// cube (an option) and the end with its single game, gammon or backgammon.
// A small value type copied by the search; notation, description, the
// GNU Backgammon position ID, the evaluation and the computer players live in
// their own files. The rules, where each comes from and the tests: RULES.md.
//
// Points are numbered from each seat's own side, as players write them: a
// seat's checkers run from its 24-point to its 1-point and bear off from its
// home board (points 1 to 6). One seat's point p is the other's point 25 - p.
#pragma once

#include "core/game.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::backgammon {

inline constexpr int kCheckers = 15;
inline constexpr int kBar = 25; // a seat's bar, as a point index
inline constexpr int kOff = 0;  // a seat's borne-off tray, as a point index
inline constexpr int kMaxCube = 64;

struct Rules {
    bool cube = false; // the doubling cube (off by default at the kiosk)
    friend bool operator==(const Rules&, const Rules&) = default;
};

// One checker's step, in the mover's numbering: from 1..24 or kBar, to
// 1..24 or kOff.
struct Step {
    std::int8_t from = 0;
    std::int8_t to = 0;
    friend bool operator==(const Step&, const Step&) = default;
};

enum class MoveKind : std::uint8_t { Play, Roll, Opening, Double, RollOn, Take, Drop };

// Play: the turn's steps in the order they are made (0 steps: no move is
// possible). Roll: the dice of the seat to move (a >= b). Opening: White's
// die a, Black's die b (never equal). Double/RollOn/Take/Drop: the cube.
struct Move {
    MoveKind kind = MoveKind::Play;
    std::uint8_t count = 0;
    std::uint8_t a = 0, b = 0;
    std::array<Step, 4> steps{};
    friend bool operator==(const Move&, const Move&) = default;
};

enum class Phase : std::uint8_t {
    Opening, // chance: one die each
    Ready,   // the seat to move throws its dice by a touch (with the cube, may double first)
    Answer,  // the doubled seat takes or drops
    Roll,    // chance: the seat to move's two dice
    Move,    // the seat to move plays its dice
    Over
};

enum class EndReason : std::uint8_t { None, Single, Gammon, Backgammon, Dropped };

// Checkers per seat and point, each seat in its own numbering: [kOff] borne
// off, [1..24] on the points, [kBar] on the bar.
using Points = std::array<std::array<std::uint8_t, 26>, 2>;

class BgState {
public:
    using Move = backgammon::Move;
    // Distinct step orders of one turn (the board lets a visitor move the
    // checkers in any order, so each order is a move of its own). The worst
    // positions with doubles stay far below this; generation stops here.
    static constexpr int kMaxMoves = 12000;
    static constexpr bool kSeatMayMoveAgain = true; // roll, then play

    static const GameInfo& gameInfo(); // backgammon_game.cpp

    explicit BgState(Rules rules = {});

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const;
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move move) const;
    std::string moveText(Move move) const;                                    // notation.cpp
    std::vector<std::string> movePath(Move move) const;                       // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    bool setPositionText(std::string_view text, std::string* why);            // notation.cpp
    std::uint64_t hash() const;
    void describe(StateSink& sink) const;   // description.cpp
    std::string invariantViolation() const; // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int side() const { return side_; } // the seat whose turn it is (or the doubled seat)
    const Points& points() const { return pts_; }
    int count(int seat, int point) const { return pts_[seat][point]; }
    int pips(int seat) const;
    int dieA() const { return dieA_; }
    int dieB() const { return dieB_; }
    int cube() const { return cube_; }
    int cubeOwner() const { return cubeOwner_; } // -1: in the middle
    int winner() const { return winner_; }
    EndReason endReason() const { return reason_; }
    int pointsWon() const { return pointsWon_; } // the winner's points (cube included)
    // Whether every checker of `seat` still in play stands in its home board.
    bool allHome(int seat) const;
    // Whether any checker of one seat can still meet one of the other.
    bool contact() const;

    // The plays of the seat to move, one per distinct resulting position (for
    // the search); fills *out and returns how many. Phase::Move only.
    int uniquePlays(Move* out, int max) const;
    // A position for tests and scenarios (notation.cpp reads the text form).
    void setBoard(const Points& pts, int side, int dieA, int dieB);
    void setCube(int value, int owner)
    {
        cube_ = static_cast<std::uint8_t>(value);
        cubeOwner_ = static_cast<std::int8_t>(owner);
    }

    // The checker move alone (no phase change): for the search and the
    // notation's hit marks. Returns whether it hit.
    bool applyStep(int seat, Step step);
    // Whether `seat` may move a checker by `die` from `from` (its numbering);
    // *to is where it lands (kOff when it bears off).
    bool canStep(int seat, int from, int die, int* to) const;

private:
    void startTurn(int seat);
    void finish(int winner, EndReason reason, int points);
    void checkEnd(int seat);

    Points pts_{};
    Rules rules_;
    Phase phase_ = Phase::Opening;
    std::uint8_t side_ = 0;
    std::uint8_t dieA_ = 0, dieB_ = 0;
    std::uint8_t cube_ = 1;
    std::int8_t cubeOwner_ = -1;
    std::int8_t winner_ = -1;
    EndReason reason_ = EndReason::None;
    std::uint8_t pointsWon_ = 0;
};

std::string_view endReasonKey(EndReason reason);
std::string_view phaseKey(Phase phase);

} // namespace zv::backgammon
