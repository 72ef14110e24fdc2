// Turns and answers (RULES.md, "Rules"): the makers set their codes, then
// the breakers guess, alternately with two boards; every guess is answered
// at once, since „die Aufgabe des Codierers nach dem Festlegen des
// Farbcodes ist vollkommen vorherbestimmt“.
#include "games/farbcode/fc_state.h"

namespace zv::farbcode {

FcState::FcState(Rules rules) : rules_(rules) {}

int FcState::toMove() const
{
    if (phase_ == Phase::SetCode)
        return makerOf(current_);
    return breakerOf(current_);
}

int FcState::score(int b) const
{
    const Board& board = boards_[static_cast<std::size_t>(b)];
    return board.solved ? board.count : rules_.rows + 1;
}

std::vector<double> FcState::result() const
{
    if (!rules_.twoBoards)
        return boards_[0].solved ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
    const int a = score(0), b = score(1);
    if (a == b)
        return {0.5, 0.5};
    return a < b ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
}

const char* FcState::endReason() const
{
    if (!rules_.twoBoards)
        return boards_[0].solved ? "solved" : "rows_used";
    return score(0) == score(1) ? "equal_guesses" : "fewer_guesses";
}

int FcState::generateMoves(Move* out) const
{
    if (phase_ == Phase::Over)
        return 0;
    const MoveKind kind = phase_ == Phase::SetCode ? MoveKind::Code : MoveKind::Guess;
    for (int c = 0; c < kCodes; ++c)
        out[c] = Move{kind, static_cast<std::uint16_t>(c)};
    return kCodes;
}

void FcState::apply(Move move)
{
    Board& board = boardRef(current_);
    if (move.kind == MoveKind::Code) {
        board.code = move.code;
        if (current_ + 1 < boardCount()) {
            ++current_;
        } else {
            phase_ = Phase::Guess;
            current_ = 0;
        }
        return;
    }
    const auto row = static_cast<std::size_t>(board.count);
    board.guesses[row] = move.code;
    // In a view the code may be hidden: nobody answers there (a computer
    // breaker deciding from its view never applies a guess to it).
    const int a = board.code < kCodes ? answer(board.code, move.code) : 0;
    board.answers[row] = static_cast<std::uint8_t>(a);
    ++board.count;
    board.solved = a == kSolved && board.code < kCodes;
    nextTurn();
}

void FcState::nextTurn()
{
    bool allFinished = true;
    for (int b = 0; b < boardCount(); ++b)
        allFinished = allFinished && board(b).finished(rules_.rows);
    if (allFinished) {
        phase_ = Phase::Over;
        return;
    }
    // Alternately, skipping a board that is finished.
    const int other = (current_ + 1) % boardCount();
    if (!board(other).finished(rules_.rows))
        current_ = static_cast<std::int8_t>(other);
}

std::vector<std::uint16_t> FcState::candidates(int b) const
{
    std::vector<std::uint16_t> left;
    const Board& board = boards_[static_cast<std::size_t>(b)];
    for (int c = 0; c < kCodes; ++c) {
        bool fits = true;
        for (int i = 0; i < board.count && fits; ++i)
            fits = answer(c, board.guesses[static_cast<std::size_t>(i)]) ==
                   board.answers[static_cast<std::size_t>(i)];
        if (fits)
            left.push_back(static_cast<std::uint16_t>(c));
    }
    return left;
}

} // namespace zv::farbcode
