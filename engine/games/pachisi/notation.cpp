// The notation of Pachisi (RULES.md, "Notation"): a square is its arm's
// letter (a: seat 0's arm, then anticlockwise b, c, d), its column (l, m,
// r) and its row from the Charkoni
// (1..8); the way home up the middle column uses the same names. Moves: "throw", "cowries 2" (how
// many fell mouth up), "charkoni-am1" (enter), "bl3-br6", "am2-charkoni", "pass". Also the position
// text of the scenario files.
#include "games/pachisi/pc_state.h"
#include "kit/notation_words.h"

#include <sstream>

namespace zv::pachisi {

std::string PcState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Throw:
        return "throw";
    case MoveKind::Roll:
        return "cowries " + std::to_string(move.value);
    case MoveKind::Piece:
        return squareText(current_, move.value) + "-" + squareText(current_, move.to);
    case MoveKind::Pass:
        return "pass";
    }
    return {};
}

std::vector<std::string> PcState::movePath(Move move) const
{
    switch (move.kind) {
    case MoveKind::Throw:
        return {"die"};
    case MoveKind::Roll:
        return {moveText(move)};
    case MoveKind::Piece:
        // A waiting piece is touched where it waits, beside its arm.
        return {move.value == kWaiting ? std::string("w") + armLetter(current_)
                                       : squareText(current_, move.value),
                squareText(current_, move.to)};
    case MoveKind::Pass:
        return {"pass"};
    }
    return {};
}

bool PcState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    std::string joined;
    for (const auto& word : kit::words(text))
        joined += (joined.empty() ? "" : " ") + word;
    Move moves[kMaxMoves];
    const int n = isOver() ? 0 : generateMoves(moves);
    for (int i = 0; i < n; ++i)
        if (moveText(moves[i]) == joined) {
            *out = moves[i];
            return true;
        }
    switch (phase_) {
    case Phase::Throw:
        return kit::fail(why, "the cowries must be thrown first (\"throw\")");
    case Phase::Roll:
        return kit::fail(why, "the cowries are in the air: \"cowries 0\" .. \"cowries " +
                                  std::to_string(rules_.shells) + "\"");
    case Phase::Move:
        return kit::fail(why, "\"" + std::string(text) + "\" is not a move with this throw");
    case Phase::Over:
        break;
    }
    return kit::fail(why, "the game is over");
}

// "a: waiting am3 br5 home / b: ... / turn c": the places of a seat's four
// pieces ("waiting" in the Charkoni, a square, "home"); seats left out wait
// with all four. Then the seat to move throws.
bool PcState::setPositionText(std::string_view text, std::string* why)
{
    std::array<std::array<std::int8_t, kPieces>, kSeats> pos{};
    for (auto& pieces : pos)
        pieces.fill(kWaiting);
    int turn = 0;
    std::string all(text);
    std::stringstream segments(all);
    std::string segment;
    while (std::getline(segments, segment, '/')) {
        const auto w = kit::words(segment);
        if (w.empty())
            continue;
        if (w[0] == "turn") {
            if (w.size() != 2 || w[1].size() != 1 || w[1][0] < 'a' || w[1][0] > 'd')
                return kit::fail(why, "\"turn\" names a seat's arm: a, b, c or d");
            turn = w[1][0] - 'a';
            continue;
        }
        if (w[0].size() != 2 || w[0][1] != ':' || w[0][0] < 'a' || w[0][0] > 'd')
            return kit::fail(why, "an arm, then a colon: \"a: waiting am3 br5 home\"");
        const int seat = w[0][0] - 'a';
        if (w.size() != 1 + kPieces)
            return kit::fail(why, "every seat lists its four pieces");
        for (int p = 0; p < kPieces; ++p) {
            const std::string& f = w[idx(p + 1)];
            int found = -100;
            if (f == "waiting")
                found = kWaiting;
            else if (f == "home")
                found = kHome;
            else if (f.size() == 3 && f[1] == 'h') {
                // The way home up the own middle column.
                for (int q = 9 * kRows; q < kHome; ++q)
                    if (squareText(seat, q) == f.substr(0, 1) + "m" + f.substr(2))
                        found = q;
            } else {
                for (int q = 9 * kRows - 1; q >= 0; --q)
                    if (squareText(seat, q) == f)
                        found = q;
            }
            if (found == -100)
                return kit::fail(why,
                                 "\"" + f + "\" is not on the way of seat " + w[0].substr(0, 1));
            pos[idx(seat)][idx(p)] = static_cast<std::int8_t>(found);
        }
    }
    PcState copy = *this;
    copy.pos_ = pos;
    copy.current_ = static_cast<std::int8_t>(turn);
    copy.phase_ = Phase::Throw;
    copy.winner_ = kNobody;
    copy.events_ = 0;
    const std::string broken = copy.invariantViolation();
    if (!broken.empty())
        return kit::fail(why, broken);
    *this = copy;
    return true;
}

} // namespace zv::pachisi
