// The notation of „Raus mit dir!“ (RULES.md, "Notation"): fields of the round
// numbered 1..40 from colour a's start field, "ya".."yd" the Startposition of
// a colour, "za1".."za4" its goal row. Moves: "throw", "roll 4", "ya-1",
// "12-18", "38-za2", "blow 12", "pass". Also the position text of the
// scenario files.
#include "games/raus/rs_state.h"
#include "kit/notation_words.h"

#include <sstream>

namespace zv::raus {

std::string RsState::placeText(int seat, int rel) const
{
    const char letter = colourLetter(colourOf(seat));
    if (rel == kYard)
        return std::string("y") + letter;
    if (rel >= kFirstGoal)
        return std::string("z") + letter + std::to_string(rel - kFirstGoal + 1);
    return std::to_string(ringField(seat, rel) + 1);
}

std::string RsState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Throw:
        return "throw";
    case MoveKind::Roll:
        return "roll " + std::to_string(move.value);
    case MoveKind::Piece:
        return placeText(current_, move.value) + "-" + placeText(current_, move.to);
    case MoveKind::Blow:
        return "blow " + placeText(offender_, move.value);
    case MoveKind::Pass:
        return "pass";
    }
    return {};
}

std::vector<std::string> RsState::movePath(Move move) const
{
    switch (move.kind) {
    case MoveKind::Throw:
        return {"die"};
    case MoveKind::Roll:
        return {moveText(move)};
    case MoveKind::Piece:
        return {placeText(current_, move.value), placeText(current_, move.to)};
    case MoveKind::Blow:
        return {placeText(offender_, move.value)};
    case MoveKind::Pass:
        return {"pass"};
    }
    return {};
}

bool RsState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    const auto w = kit::words(text);
    std::string joined;
    for (const auto& word : w)
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
        return kit::fail(why, "the die must be thrown first (\"throw\")");
    case Phase::Roll:
        return kit::fail(why, "the die is in the air: \"roll 1\" .. \"roll 6\"");
    case Phase::Pusten:
        return kit::fail(why, "an opponent decides whether to blow a piece home (\"blow N\" or "
                              "\"pass\")");
    case Phase::Move:
        return kit::fail(why, "\"" + std::string(text) + "\" is not a move with this throw");
    case Phase::Over:
        break;
    }
    return kit::fail(why, "the game is over");
}

// "a: ya ya 1 za4 / c: 21 ya ya ya / turn c": the places of every colour in
// play (all four pieces), then whose turn it is (colour a's when left out).
// The seat to move then throws; its tries follow the rules.
bool RsState::setPositionText(std::string_view text, std::string* why)
{
    std::array<std::array<std::int8_t, kPieces>, kMaxSeats> pos{};
    std::array<bool, kMaxSeats> given{};
    int turn = 0;
    const auto seatOfLetter = [&](char letter) {
        for (int s = 0; s < seats_; ++s)
            if (colourLetter(colourOf(s)) == letter)
                return s;
        return kNobody;
    };
    std::string all(text);
    std::stringstream segments(all);
    std::string segment;
    while (std::getline(segments, segment, '/')) {
        const auto w = kit::words(segment);
        if (w.empty())
            continue;
        if (w[0] == "turn") {
            if (w.size() != 2 || w[1].size() != 1 || seatOfLetter(w[1][0]) == kNobody)
                return kit::fail(why, "\"turn\" names a colour in play (a, b, c or d)");
            turn = seatOfLetter(w[1][0]);
            continue;
        }
        if (w[0].size() != 2 || w[0][1] != ':' || seatOfLetter(w[0][0]) == kNobody)
            return kit::fail(why, "a colour in play, then a colon: \"a: ya 1 12 za4\"");
        const int seat = seatOfLetter(w[0][0]);
        if (w.size() != 1 + kPieces)
            return kit::fail(why, "every colour lists its four pieces");
        for (int p = 0; p < kPieces; ++p) {
            const std::string& f = w[idx(p + 1)];
            int rel = -100;
            if (f == placeText(seat, kYard))
                rel = kYard;
            else if (f.size() == 3 && f[0] == 'z' && f[1] == colourLetter(colourOf(seat)) &&
                     f[2] >= '1' && f[2] <= '4')
                rel = kFirstGoal + (f[2] - '1');
            else {
                int field = 0;
                for (char c : f)
                    field = (c >= '0' && c <= '9' && field < 100) ? field * 10 + (c - '0') : 1000;
                if (field >= 1 && field <= kRing)
                    rel = (field - 1 - colourOf(seat) * 10 + kRing) % kRing;
            }
            if (rel == -100)
                return kit::fail(why, "\"" + f + "\" is no place of colour " + w[0].substr(0, 1));
            pos[idx(seat)][idx(p)] = static_cast<std::int8_t>(rel);
        }
        given[idx(seat)] = true;
    }
    for (int s = 0; s < seats_; ++s)
        if (!given[idx(s)])
            pos[idx(s)].fill(kYard);
    RsState copy = *this;
    copy.pos_ = pos;
    copy.winner_ = kNobody;
    copy.events_ = 0;
    copy.offender_ = kNobody;
    copy.blower_ = kNobody;
    copy.blowable_.fill(kYard);
    copy.startTurn(turn);
    const std::string broken = copy.invariantViolation();
    if (!broken.empty())
        return kit::fail(why, broken);
    *this = copy;
    return true;
}

} // namespace zv::raus
