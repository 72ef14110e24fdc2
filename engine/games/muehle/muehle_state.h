// The state of a game of Mühle and its rules: move generation, applying a
// move, and when the game ends. A small value type (copied by the search);
// notation, evaluation and the computer player live in their own files. The
// rules and every decision where the source is silent: RULES.md beside this.
#pragma once

#include "core/game.h"
#include "games/muehle/board.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zv::muehle {

inline constexpr int kWhite = 0; // seat 0, moves first
inline constexpr int kBlack = 1;
inline constexpr int kStonesPerSeat = 9;
// Draw after this many plies in a row that neither set nor removed a stone.
inline constexpr int kMoveLimitPlies = 100;
// Draw when the same position with the same seat to move occurs this often.
inline constexpr int kRepetitionCount = 3;

// from < 0: a stone is set on `to`. remove < 0: nothing is removed.
struct Move {
    std::int8_t from = -1;
    std::int8_t to = -1;
    std::int8_t remove = -1;
    friend bool operator==(const Move&, const Move&) = default;
};

enum class EndReason : std::uint8_t { None, TwoStones, NoMoves, Repetition, MoveLimit };
enum class Phase : std::uint8_t { Setting, Moving, Jumping };

struct Rules {
    // The regional variant: in the end phase stones may be taken from a mill.
    bool endphaseMillRemoval = false;
};

class MuehleState {
public:
    using Move = muehle::Move;
    // Jumping with 3 stones onto at most 21 free points, times at most 9 stones to remove.
    static constexpr int kMaxMoves = 3 * 21 * 9;

    static const GameInfo& gameInfo(); // muehle_game.cpp

    explicit MuehleState(Rules rules = {});
    // A position for tests and puzzles: stones on the board, stones still in
    // hand, the seat to move. The stones removed so far follow from the rest.
    // nullopt with *why when the position cannot arise (overlap, too many
    // stones, setting out of turn).
    static std::optional<MuehleState> fromPosition(Mask white, Mask black, int inHandWhite,
                                                   int inHandBlack, int toMove, Rules rules = {},
                                                   std::string* why = nullptr);

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const { return side_; }
    bool isOver() const { return reason_ != EndReason::None; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    std::string moveText(Move move) const;                                    // notation.cpp
    std::vector<std::string> movePath(Move move) const;                       // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    std::uint64_t hash() const { return hash_; }
    void describe(StateSink& sink) const;   // description.cpp
    std::string invariantViolation() const; // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries for notation, evaluation and tests ---
    const Rules& rules() const { return rules_; }
    Mask stones(int seat) const { return stones_[seat]; }
    Mask emptyPoints() const { return kAllPoints & ~(stones_[0] | stones_[1]); }
    int inHand(int seat) const { return inHand_[seat]; }
    int onBoard(int seat) const { return popcount(stones_[seat]); }
    int removed(int seat) const { return removed_[seat]; }
    Phase phase(int seat) const;
    int winner() const { return winner_; } // seat, or -1 for a draw or while playing
    EndReason endReason() const { return reason_; }
    int pliesWithoutRemoval() const { return pliesWithoutRemoval_; }
    int ply() const { return ply_; }
    // Opposing stones a mill closed now by the seat to move may remove, given
    // the mover's stones after the move and his stones left in hand.
    Mask removableStones(Mask moverAfter, int moverInHandAfter) const;
    // Whether the seat has any legal move in the moving or jumping phase.
    bool canMove(int seat) const;
    std::uint64_t computeHash() const;

private:
    void updateStatus();
    int repetitionsOfCurrent() const;

    std::uint64_t hash_ = 0;
    std::array<Mask, 2> stones_{};
    std::array<std::uint8_t, 2> inHand_{kStonesPerSeat, kStonesPerSeat};
    std::array<std::uint8_t, 2> removed_{};
    std::uint8_t side_ = kWhite;
    std::int8_t winner_ = -1;
    EndReason reason_ = EndReason::None;
    Rules rules_;
    std::uint16_t pliesWithoutRemoval_ = 0;
    std::uint16_t ply_ = 0;
    // Hashes of the positions since the last ply that set or removed a stone
    // (no earlier position can repeat), the current one last.
    std::uint16_t historyLength_ = 0;
    std::array<std::uint64_t, kMoveLimitPlies + 2> history_{};
};

std::string_view endReasonKey(EndReason reason);
std::string_view phaseKey(Phase phase);

} // namespace zv::muehle
