// Playing a move and the end of the game: mate, stalemate, dead positions,
// repetition and the move rule (RULES.md "End of the game", "Draws").
#include "games/schach/schach_state.h"

#include <algorithm>

namespace zv::schach {

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::Checkmate:
        return "checkmate";
    case EndReason::Stalemate:
        return "stalemate";
    case EndReason::DeadPosition:
        return "dead_position";
    case EndReason::Repetition:
        return "repetition";
    case EndReason::MoveRule:
        return "move_rule";
    case EndReason::None:
        break;
    }
    return "";
}

SchachState::SchachState(Rules rules, Position start) : rules_(rules), start_(start), pos_(start)
{
    hashes_.push_back(pos_.hash());
    updateStatus();
}

bool SchachState::setPositionText(std::string_view fen, std::string* why)
{
    const auto p = Position::fromFen(fen, why);
    if (!p)
        return false;
    *this = SchachState(rules_, *p);
    return true;
}

std::vector<double> SchachState::result() const
{
    if (reason_ == EndReason::None)
        return {0.0, 0.0};
    if (winner_ < 0)
        return {0.5, 0.5};
    return winner_ == kWhite ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
}

void SchachState::apply(const Move& move)
{
    const int them = pos_.side() ^ 1;
    if (move.flags & kCapture) {
        const bool pawn = (move.flags & kEnPassant) || pieceType(pos_.at(move.to)) == kPawn;
        ++captured_[static_cast<std::size_t>(them)];
        pawnsCaptured_[static_cast<std::size_t>(them)] += pawn ? 1 : 0;
    }
    if (move.flags & kPromotion)
        ++promotions_[static_cast<std::size_t>(pos_.side())];
    pos_.make(move);
    moves_.push_back(move);
    // Only positions since the last capture or pawn move can repeat.
    if (pos_.halfmoveClock() == 0)
        hashes_.clear();
    hashes_.push_back(pos_.hash());
    updateStatus();
}

int SchachState::repetitionsOfCurrent() const
{
    return static_cast<int>(std::count(hashes_.begin(), hashes_.end(), pos_.hash()));
}

void SchachState::updateStatus()
{
    reason_ = EndReason::None;
    winner_ = -1;
    // Mate and stalemate first: a move that mates ends the game even when it
    // also completes the fifty moves (FIDE 9.3).
    if (!pos_.hasLegalMove()) {
        if (pos_.inCheck()) {
            reason_ = EndReason::Checkmate;
            winner_ = static_cast<std::int8_t>(pos_.side() ^ 1);
        } else {
            reason_ = EndReason::Stalemate;
        }
    } else if (pos_.deadPosition()) {
        reason_ = EndReason::DeadPosition;
    } else if (repetitionsOfCurrent() >= rules_.repetitions()) {
        reason_ = EndReason::Repetition;
    } else if (pos_.halfmoveClock() >= rules_.quietPlies()) {
        reason_ = EndReason::MoveRule;
    }
}

} // namespace zv::schach
