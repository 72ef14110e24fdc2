// What the computer players search over: a position plus the positions that
// came before it since the last capture or pawn move (to see repetitions),
// shaped for the kit's alpha-beta (kit/alpha_beta.h). Evaluation, quiescence
// and the move-ordering policies: evaluation.cpp.
#pragma once

#include "games/schach/position.h"
#include "games/schach/schach_state.h"

#include <array>
#include <cstdint>

namespace zv::schach {

inline constexpr int kPawnValue = 100;
int pieceValue(int type); // centipawns; the king 0

struct SearchNode {
    using Move = schach::Move;
    static constexpr int kMaxMoves = schach::kMaxMoves;

    static SearchNode from(const SchachState& state);

    int generateMoves(Move* out) const { return over ? 0 : pos.generateLegal(out); }
    void apply(const Move& move);
    bool isOver() const { return over; }
    std::uint64_t hash() const { return pos.hash() ^ (over ? 0x9E3779B97F4A7C15ULL : 0); }

    Position pos;
    bool over = false;
    bool mated = false; // the side to move is mated (over and lost)
    std::uint8_t recentCount = 0;
    // The last positions before this one (a ring; enough for the search's
    // horizon): any repetition inside the search counts as a draw, since
    // the side that repeats could repeat again.
    std::array<std::uint64_t, 48> recent{};
};

// Static evaluation for the side to move: material plus piece-square tables
// (middlegame and endgame, blended by the material left).
int evaluateStatic(const Position& pos);
// Quiescence: captures (and promotions) until the position is quiet, so the
// search never stops in the middle of an exchange. For the side to move.
// `nodes` counts across the call; past `maxNodes` every position counts as
// quiet, which bounds one leaf's work.
inline constexpr std::uint64_t kQuiescenceNodeCap = 1000;
int quiescence(const Position& pos, int alpha, int beta, int depthLeft, std::uint64_t& nodes,
               std::uint64_t maxNodes = kQuiescenceNodeCap);

// The policies for kit::AlphaBeta.
struct StrongPolicy {
    int evaluate(const SearchNode& s) const;
    int orderScore(const SearchNode& s, const Move& m) const;
};
// The Beginner's: material only, no quiescence (it does not see an exchange
// to its end), with noise from a salt so equal moves vary.
struct WeakPolicy {
    std::uint64_t salt = 0;
    int evaluate(const SearchNode& s) const;
    int orderScore(const SearchNode& s, const Move& m) const;
};

// A quick evaluation for White (centipawns; mates as +-kMateEval): a mate in
// one for the side to move, else the exchanges it can start, played to their
// end (quiescence at the root, at most `maxNodes`), with the mating move or
// the capture that does best in *bestReply (none when standing still is best). Deterministic; for
// the end screen's moments (moments.cpp), run once per position of a game.
inline constexpr int kMateEval = 100000;
int evaluateForWhite(const SchachState& state, Move* bestReply = nullptr,
                     std::uint64_t maxNodes = 400);

} // namespace zv::schach
