// What the board shows (RULES.md "State for the board") and the invariants
// that self-play checks.
#include "games/schach/explain.h"
#include "games/schach/moments.h"
#include "games/schach/notation.h"
#include "games/schach/schach_state.h"

namespace zv::schach {
namespace {

int index64(int sq)
{
    return rankOf(sq) * 8 + fileOf(sq);
}

// Reasons worth a sentence: a move the piece could make by its movement but
// may not now. Anything else the board calls "cannot move like that".
bool worthTelling(IllegalReason r)
{
    return r != IllegalReason::None && r != IllegalReason::NoOwnPiece &&
           r != IllegalReason::OwnPieceOnTarget && r != IllegalReason::CannotMoveLikeThat;
}

} // namespace

void SchachState::describe(StateSink& sink) const
{
    sink.put("over", isOver() ? 1 : 0);
    sink.put("toMove", pos_.side());
    if (isOver()) {
        sink.put("winner", winner_);
        sink.put("reason", endReasonKey(reason_));
    }
    sink.put("fen", pos_.fen());
    // For an external UCI engine (Stockfish): the start and every move, so it
    // sees the repetitions our draw rules count.
    std::string uci = "fen " + start_.fen();
    if (!moves_.empty()) {
        uci += " moves";
        for (const Move& m : moves_)
            uci += " " + uciText(m);
    }
    sink.put("uci_position", uci);
    std::vector<int> board(64, 0);
    for (int sq = 0; sq < 128; ++sq)
        if (onBoard(sq))
            board[static_cast<std::size_t>(index64(sq))] = pos_.at(sq);
    sink.put("board", board); // a1 = 0, b1 = 1, ..., h8 = 63; piece codes in RULES.md
    const bool check = pos_.inCheck();
    sink.put("inCheck", check ? 1 : 0);
    sink.put("check", check ? squareName(pos_.kingSquare(pos_.side())) : std::string());
    std::string rights;
    for (int i = 0; i < 4; ++i)
        if (pos_.castling() & (1 << i))
            rights += "KQkq"[i];
    sink.put("castling", rights);
    sink.put("halfmoveClock", pos_.halfmoveClock());
    sink.put("fullmove", pos_.fullmoveNumber());
    sink.put("repetitions", repetitionsOfCurrent());
    sink.put("captured", std::vector<int>{captured_[0], captured_[1]});
    sink.put("lastFrom", moves_.empty() ? std::string() : squareName(moves_.back().from));
    sink.put("lastTo", moves_.empty() ? std::string() : squareName(moves_.back().to));

    // The game's moves in SAN, for the move list.
    std::vector<std::string> san;
    Position p = start_;
    for (const Move& m : moves_) {
        san.push_back(sanText(p, m));
        p.make(m);
    }
    sink.put("san", san);

    // "Warum?": for every piece of the side to move, the squares it may not
    // go to although its movement would take it there, with the reason.
    std::vector<std::string> why;
    if (!isOver())
        for (int from = 0; from < 128; ++from) {
            if (!onBoard(from) || !pos_.at(from) || pieceColor(pos_.at(from)) != pos_.side())
                continue;
            for (int to = 0; to < 128; ++to) {
                if (!onBoard(to) || to == from)
                    continue;
                const IllegalReason r = explainMove(pos_, from, to);
                if (worthTelling(r))
                    why.push_back(squareName(from) + squareName(to) + ":" +
                                  std::string(reasonKey(r)));
            }
        }
    sink.put("why", why);

    std::vector<std::string> moments;
    if (isOver())
        for (const Moment& m : swingMoments(*this))
            moments.push_back(momentText(m));
    sink.put("moments", moments);
}

std::string SchachState::invariantViolation() const
{
    for (int color : {kWhite, kBlack}) {
        if (pos_.count(color, kKing) != 1)
            return "a side has not exactly one king (a king was taken?)";
        int now = 0, then = 0;
        for (int type = kPawn; type <= kKing; ++type) {
            now += pos_.count(color, type);
            then += start_.count(color, type);
        }
        const auto c = static_cast<std::size_t>(color);
        if (now + captured_[c] != then)
            return "pieces on the board and pieces taken do not add up";
        if (pos_.count(color, kPawn) + promotions_[c] + pawnsCaptured_[c] !=
            start_.count(color, kPawn))
            return "pawns on the board, promoted and taken do not add up";
    }
    for (int file = 0; file < 8; ++file)
        if (pieceType(pos_.at(sq88(file, 0))) == kPawn ||
            pieceType(pos_.at(sq88(file, 7))) == kPawn)
            return "a pawn stands on the first or last row";
    if (pos_.attacked(pos_.kingSquare(pos_.side() ^ 1), pos_.side()))
        return "the side that just moved left its king in check";
    if (pos_.hash() != pos_.computeHash())
        return "the position's hash is out of date";
    return {};
}

} // namespace zv::schach
