// Evaluation (material and piece-square tables), quiescence, and the search
// policies. Values after the common textbook tables (Tomasz Michniewski's
// "simplified evaluation function"): strong enough to play sensibly, simple
// enough to read.
#include "games/schach/search.h"

#include "kit/alpha_beta.h"

#include <algorithm>

namespace zv::schach {
namespace {

// Tables from White's side, a8 first (as printed), in centipawns.
using Table = std::array<int, 64>;
constexpr Table kPawnTable = {0,  0,  0,  0,   0,   0,  0,  0,  50, 50, 50,  50, 50, 50,  50, 50,
                              10, 10, 20, 30,  30,  20, 10, 10, 5,  5,  10,  25, 25, 10,  5,  5,
                              0,  0,  0,  20,  20,  0,  0,  0,  5,  -5, -10, 0,  0,  -10, -5, 5,
                              5,  10, 10, -20, -20, 10, 10, 5,  0,  0,  0,   0,  0,  0,   0,  0};
constexpr Table kKnightTable = {-50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0,   0,   0,
                                0,   -20, -40, -30, 0,   10,  15,  15,  10,  0,   -30, -30, 5,
                                15,  20,  20,  15,  5,   -30, -30, 0,   15,  20,  20,  15,  0,
                                -30, -30, 5,   10,  15,  15,  10,  5,   -30, -40, -20, 0,   5,
                                5,   0,   -20, -40, -50, -40, -30, -30, -30, -30, -40, -50};
constexpr Table kBishopTable = {-20, -10, -10, -10, -10, -10, -10, -20, -10, 0,   0,   0,   0,
                                0,   0,   -10, -10, 0,   5,   10,  10,  5,   0,   -10, -10, 5,
                                5,   10,  10,  5,   5,   -10, -10, 0,   10,  10,  10,  10,  0,
                                -10, -10, 10,  10,  10,  10,  10,  10,  -10, -10, 5,   0,   0,
                                0,   0,   5,   -10, -20, -10, -10, -10, -10, -10, -10, -20};
constexpr Table kRookTable = {0,  0, 0, 0, 0, 0, 0, 0,  5,  10, 10, 10, 10, 10, 10, 5,
                              -5, 0, 0, 0, 0, 0, 0, -5, -5, 0,  0,  0,  0,  0,  0,  -5,
                              -5, 0, 0, 0, 0, 0, 0, -5, -5, 0,  0,  0,  0,  0,  0,  -5,
                              -5, 0, 0, 0, 0, 0, 0, -5, 0,  0,  0,  5,  5,  0,  0,  0};
constexpr Table kQueenTable = {-20, -10, -10, -5,  -5,  -10, -10, -20, -10, 0,   0,   0,  0,
                               0,   0,   -10, -10, 0,   5,   5,   5,   5,   0,   -10, -5, 0,
                               5,   5,   5,   5,   0,   -5,  0,   0,   5,   5,   5,   5,  0,
                               -5,  -10, 5,   5,   5,   5,   5,   0,   -10, -10, 0,   5,  0,
                               0,   0,   0,   -10, -20, -10, -10, -5,  -5,  -10, -10, -20};
constexpr Table kKingMiddle = {-30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50,
                               -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30, -30, -40,
                               -40, -50, -50, -40, -40, -30, -20, -30, -30, -40, -40, -30, -30,
                               -20, -10, -20, -20, -20, -20, -20, -20, -10, 20,  20,  0,   0,
                               0,   0,   20,  20,  20,  30,  10,  0,   0,   10,  30,  20};
constexpr Table kKingEnd = {-50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0,   0,
                            -10, -20, -30, -30, -10, 20,  30,  30,  20,  -10, -30, -30, -10,
                            30,  40,  40,  30,  -10, -30, -30, -10, 30,  40,  40,  30,  -10,
                            -30, -30, -10, 20,  30,  30,  20,  -10, -30, -30, -30, 0,   0,
                            0,   0,   -30, -30, -50, -30, -30, -30, -30, -30, -30, -50};

int tableValue(int type, int sq, int color, bool endgame)
{
    // The tables list a8 first; White's a1 is index 56.
    const int file = fileOf(sq);
    const int rank = color == kWhite ? rankOf(sq) : 7 - rankOf(sq);
    const int i = (7 - rank) * 8 + file;
    switch (type) {
    case kPawn:
        return kPawnTable[i];
    case kKnight:
        return kKnightTable[i];
    case kBishop:
        return kBishopTable[i];
    case kRook:
        return kRookTable[i];
    case kQueen:
        return kQueenTable[i];
    case kKing:
        return endgame ? kKingEnd[i] : kKingMiddle[i];
    default:
        return 0;
    }
}

int mvvLva(const Position& pos, const Move& m)
{
    int score = 0;
    if (m.flags & kCapture) {
        const int victim = (m.flags & kEnPassant) ? kPawn : pieceType(pos.at(m.to));
        score += 10 * pieceValue(victim) - pieceValue(pieceType(pos.at(m.from))) / 10 + 100000;
    }
    if (m.flags & kPromotion)
        score += pieceValue(m.promo) + 90000;
    return score;
}

} // namespace

int pieceValue(int type)
{
    constexpr std::array<int, 7> values = {0, 100, 320, 330, 500, 900, 0};
    return values[static_cast<std::size_t>(type)];
}

int evaluateStatic(const Position& pos)
{
    int material[2] = {0, 0};
    int squares[2][2] = {{0, 0}, {0, 0}}; // [color][endgame]
    int bishops[2] = {0, 0};
    for (int sq = 0; sq < 128; ++sq) {
        if (!onBoard(sq)) {
            sq += 7;
            continue;
        }
        const int piece = pos.at(sq);
        if (!piece)
            continue;
        const int type = pieceType(piece), color = pieceColor(piece);
        material[color] += pieceValue(type);
        squares[color][0] += tableValue(type, sq, color, false);
        squares[color][1] += tableValue(type, sq, color, true);
        bishops[color] += type == kBishop;
    }
    // The endgame tables count more as the pieces (not pawns) leave the board.
    const int phase = std::clamp(material[0] + material[1] - 16 * kPawnValue, 0, 6200);
    int score[2];
    for (int c = 0; c < 2; ++c)
        score[c] = material[c] + (squares[c][0] * phase + squares[c][1] * (6200 - phase)) / 6200 +
                   (bishops[c] >= 2 ? 50 : 0); // the bishop pair (the source: half a pawn)
    const int white = score[kWhite] - score[kBlack];
    return pos.side() == kWhite ? white : -white;
}

int quiescence(const Position& pos, int alpha, int beta, int depthLeft, std::uint64_t& nodes,
               std::uint64_t maxNodes)
{
    ++nodes;
    const bool check = pos.inCheck();
    if (!check) {
        const int stand = evaluateStatic(pos);
        // The node cap bounds one leaf's work, so the search's clock (read
        // between leaves) stays accurate.
        if (stand >= beta || depthLeft <= 0 || nodes > maxNodes)
            return stand;
        alpha = std::max(alpha, stand);
    }
    std::array<Move, kMaxMoves> moves;
    std::array<int, kMaxMoves> order;
    // In check every evasion counts (else a mate would look like a quiet position).
    const int n = pos.generatePseudo(moves.data(), !check);
    for (int i = 0; i < n; ++i)
        order[static_cast<std::size_t>(i)] = mvvLva(pos, moves[static_cast<std::size_t>(i)]);
    bool any = false;
    for (int i = 0; i < n; ++i) {
        int best = i;
        for (int j = i + 1; j < n; ++j)
            if (order[static_cast<std::size_t>(j)] > order[static_cast<std::size_t>(best)])
                best = j;
        std::swap(moves[static_cast<std::size_t>(i)], moves[static_cast<std::size_t>(best)]);
        std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(best)]);
        Position next = pos;
        if (!next.make(moves[static_cast<std::size_t>(i)]))
            continue;
        any = true;
        const int score = -quiescence(next, -beta, -alpha, depthLeft - 1, nodes, maxNodes);
        if (score >= beta)
            return score;
        alpha = std::max(alpha, score);
    }
    if (check && !any)
        return -kWinScore + 200; // mated here (the search rescales mate scores)
    return alpha;
}

SearchNode SearchNode::from(const SchachState& state)
{
    SearchNode node;
    node.pos = state.position();
    node.over = state.isOver();
    node.mated = state.endReason() == EndReason::Checkmate;
    const auto& hashes = state.recentHashes();
    // All but the current position, the newest last.
    const std::size_t n = hashes.empty() ? 0 : hashes.size() - 1;
    const std::size_t first = n > node.recent.size() ? n - node.recent.size() : 0;
    for (std::size_t i = first; i < n; ++i)
        node.recent[node.recentCount++] = hashes[i];
    return node;
}

void SearchNode::apply(const Move& move)
{
    const std::uint64_t before = pos.hash();
    pos.make(move);
    if (pos.halfmoveClock() == 0) {
        recentCount = 0;
    } else {
        if (recentCount == recent.size()) {
            std::move(recent.begin() + 1, recent.end(), recent.begin());
            --recentCount;
        }
        recent[recentCount++] = before;
    }
    if (!pos.hasLegalMove()) {
        over = true;
        mated = pos.inCheck();
        return;
    }
    over = pos.halfmoveClock() >= 100 || pos.deadPosition() ||
           std::find(recent.begin(), recent.begin() + recentCount, pos.hash()) !=
               recent.begin() + recentCount;
}

int StrongPolicy::evaluate(const SearchNode& s) const
{
    if (s.over)
        return s.mated ? -kWinScore : 0;
    std::uint64_t nodes = 0;
    return quiescence(s.pos, -kWinScore, kWinScore, 8, nodes);
}

int StrongPolicy::orderScore(const SearchNode& s, const Move& m) const
{
    return mvvLva(s.pos, m);
}

int WeakPolicy::evaluate(const SearchNode& s) const
{
    if (s.over)
        return s.mated ? -kWinScore : 0;
    int material = 0;
    for (int sq = 0; sq < 128; ++sq)
        if (onBoard(sq) && s.pos.at(sq)) {
            const int v = pieceValue(pieceType(s.pos.at(sq)));
            material += pieceColor(s.pos.at(sq)) == s.pos.side() ? v : -v;
        }
    // Noise of up to half a pawn, fixed per position and salt.
    const std::uint64_t h = (s.pos.hash() ^ salt) * 0x9E3779B97F4A7C15ULL;
    return material + static_cast<int>((h >> 40) % 61) - 30;
}

int WeakPolicy::orderScore(const SearchNode& s, const Move& m) const
{
    return mvvLva(s.pos, m);
}

int evaluateForWhite(const SchachState& state, Move* bestReply, std::uint64_t maxNodes)
{
    const Position& pos = state.position();
    const int sign = pos.side() == kWhite ? 1 : -1;
    if (state.isOver())
        return state.endReason() == EndReason::Checkmate ? -sign * kMateEval : 0;
    // A mate in one first: quiescence sees captures, not a quiet mating move,
    // and "he overlooked a mate" is the moment a child should hear about.
    std::array<Move, kMaxMoves> legal;
    const int legalCount = pos.generateLegal(legal.data());
    for (int i = 0; i < legalCount; ++i) {
        Position next = pos;
        next.make(legal[static_cast<std::size_t>(i)]);
        if (next.inCheck() && !next.hasLegalMove()) {
            if (bestReply)
                *bestReply = legal[static_cast<std::size_t>(i)];
            return sign * kMateEval;
        }
    }
    // Quiescence at the root, remembering which capture does best.
    std::uint64_t nodes = 0;
    const bool check = pos.inCheck();
    int best = check ? -kWinScore : evaluateStatic(pos);
    Move bestMove{};
    std::array<Move, kMaxMoves> moves;
    const int n = pos.generatePseudo(moves.data(), !check);
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[static_cast<std::size_t>(i)];
        Position next = pos;
        if (!next.make(m))
            continue;
        const int score = -quiescence(next, -kWinScore, -best, 6, nodes, maxNodes);
        if (score > best) {
            best = score;
            bestMove = m;
        }
    }
    if (bestReply)
        *bestReply = bestMove;
    if (best <= -kWinThreshold)
        return -sign * kMateEval;
    if (best >= kWinThreshold)
        return sign * kMateEval;
    return sign * best;
}

} // namespace zv::schach
