// The three computer players of Sogo.
//
// Master: the shared iterative-deepening alpha-beta with StrongPolicy and a
// large transposition table, as deep as the limits allow (winning and
// blocking drops first, then drops on many open lines). Practised: the same
// search and evaluation, but only four plies deep, so a fork planned two
// moves ahead beats it. Beginner: a child can beat it. It looks at the
// board one bead deep, as a child does: it sees most of its own lines of
// three and some of the opponent's, but a slanting line through the space is
// easily missed; otherwise it drops where its beads and the opponent's open
// lines are, with noise so that it varies its play.
#include "core/rng.h"
#include "games/sogo/evaluation.h"
#include "kit/alpha_beta.h"

#include <array>

namespace zv::sogo {

namespace {
constexpr double kBeginnerSeesOwnLine = 0.8;
constexpr double kBeginnerSeesTheirLine = 0.5;
constexpr double kBeginnerAvoidsLift = 0.5;
constexpr int kBeginnerNoise = 24;
constexpr int kPractisedDepth = 4;
constexpr int kMasterTableLog2 = 19; // 12 MB, cleared before the clock starts

Move beginnerMove(const SogoState& s, Rng& rng)
{
    std::array<Move, SogoState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    const Mask mine = s.beads(s.toMove());
    const Mask theirs = s.beads(1 - s.toMove());
    // What this player notices this turn, drawn once so it is consistent.
    const bool seesOwn = rng.unit() < kBeginnerSeesOwnLine;
    const bool seesTheirs = rng.unit() < kBeginnerSeesTheirLine;
    const bool avoidsLift = rng.unit() < kBeginnerAvoidsLift;
    const StrongPolicy judge;
    int best = 0;
    int bestScore = -(1 << 30);
    for (int i = 0; i < n; ++i) {
        const int cell = landingCell(s, moves[i].rod);
        int score = judge.orderScore(s, moves[i]);
        // orderScore ranks wins, blocks and lifts far apart; this player
        // notices each only sometimes.
        if (completesLine(mine | bit(cell), cell)) {
            if (!seesOwn)
                score -= 1 << 24;
        } else if (completesLine(theirs | bit(cell), cell)) {
            if (!seesTheirs)
                score -= 1 << 22;
        } else if (score < 0 && !avoidsLift) {
            score += 1 << 20;
        }
        score += rng.uniform(kBeginnerNoise);
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return moves[static_cast<std::size_t>(best)];
}

} // namespace

Move SogoState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    if (level == Level::Beginner)
        return beginnerMove(*this, rng);
    StrongPolicy policy;
    SearchOptions options;
    if (level == Level::Practised) {
        options.maxDepth = kPractisedDepth;
        options.ttEntriesLog2 = 16;
    } else {
        options.ttEntriesLog2 = kMasterTableLog2;
    }
    return searchBestMove(*this, policy, limits, options).best;
}

} // namespace zv::sogo
