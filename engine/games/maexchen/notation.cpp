// Mäxchen notation (RULES.md, "Notation"):
//   throw          throw the dice under the cup (the round's first player, or the
//                  receiver who believes the announcement)
//   roll 3-1       chance: the dice fall (higher die first when written; any order read)
//   announce 52    announce a value: two digits, higher die first; 11…66 doubles, 21 Mäxchen
//   doubt          lift the cup
//   pass-blind     pass the cup on unseen, then announce higher (option blind_pass)
//   believe        give in to an announced Mäxchen unseen (option maexchen_penalty)
// Words are read case-insensitively; a refusal says why in plain English.
#include "games/maexchen/mx_state.h"
#include "kit/notation_words.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace zv::maexchen {
namespace {

using kit::fail;
using kit::words;

} // namespace

std::string MxState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Throw:
        return "throw";
    case MoveKind::Roll:
        return "roll " + std::to_string(move.a) + "-" + std::to_string(move.b);
    case MoveKind::Announce:
        return "announce " + valueText(move.a);
    case MoveKind::Doubt:
        return "doubt";
    case MoveKind::PassBlind:
        return "pass-blind";
    case MoveKind::Believe:
        return "believe";
    }
    return {};
}

std::vector<std::string> MxState::movePath(Move move) const
{
    // A board touches one button per move: the value ("52") for an
    // announcement, the move's word otherwise.
    if (move.kind == MoveKind::Announce)
        return {valueText(move.a)};
    return {moveText(move)};
}

bool MxState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = words(text);
    const std::string verb = w.empty() ? std::string() : w.front();
    const std::string who = "seat " + std::to_string(current_);
    Move m{};
    if (phase_ == Phase::Rolling) {
        const std::string& d = w.size() == 2 ? w[1] : std::string();
        if (verb != "roll" || d.size() != 3 || d[1] != '-' || d[0] < '1' || d[0] > '6' ||
            d[2] < '1' || d[2] > '6')
            return fail(why, "the dice are falling: name them, e.g. roll 3-1");
        const auto x = static_cast<std::uint8_t>(d[0] - '0');
        const auto y = static_cast<std::uint8_t>(d[2] - '0');
        *out = Move{MoveKind::Roll, std::max(x, y), std::min(x, y)};
        return true;
    }
    if (verb == "announce" && w.size() == 2) {
        const int rank = rankOfValueText(w[1]);
        if (rank < 0) {
            const std::string& v = w[1];
            if (v.size() == 2 && v[0] >= '1' && v[0] <= '6' && v[1] >= '1' && v[1] <= '6' &&
                v[0] < v[1])
                return fail(why, "name the higher die first: announce " + std::string{v[1], v[0]});
            return fail(why, "announce a value such as 31, 65, 11 (a double) or 21 (Mäxchen)");
        }
        m = Move{MoveKind::Announce, static_cast<std::uint8_t>(rank), 0};
    } else if (w.size() == 1 && verb == "throw") {
        m = Move{MoveKind::Throw, 0, 0};
    } else if (w.size() == 1 && verb == "doubt") {
        m = Move{MoveKind::Doubt, 0, 0};
    } else if (w.size() == 1 && verb == "pass-blind") {
        m = Move{MoveKind::PassBlind, 0, 0};
    } else if (w.size() == 1 && verb == "believe") {
        m = Move{MoveKind::Believe, 0, 0};
    } else {
        return fail(why, "write throw, announce 52, doubt, pass-blind or believe");
    }
    std::array<Move, kMaxMoves> legal;
    const int n = generateMoves(legal.data());
    if (std::find(legal.begin(), legal.begin() + n, m) != legal.begin() + n) {
        *out = m;
        return true;
    }
    switch (phase_) {
    case Phase::Start:
        return fail(why, who + " begins the round: throw");
    case Phase::Announce:
        if (m.kind == MoveKind::Announce)
            return fail(why, "the announcement must beat " + valueText(lastClaim()));
        return fail(why, who + " holds the cup and announces, e.g. announce " +
                             valueText(std::min(kMaexchen, lastClaim() + 1)));
    case Phase::Respond:
        if (m.kind == MoveKind::Throw || m.kind == MoveKind::PassBlind) {
            if (lastClaim() == kMaexchen)
                return fail(
                    why, "nothing beats Mäxchen: doubt it" +
                             std::string(rules_.maexchen != Penalty::One ? " or believe it" : ""));
            return fail(why, "passing the cup on unseen is not played in this game");
        }
        if (m.kind == MoveKind::Believe)
            return fail(why, "only an announced Mäxchen may be believed, and only when a doubted "
                             "Mäxchen costs two");
        return fail(why, who + " first throws (or doubts) before announcing");
    case Phase::Rolling:
    case Phase::Over:
        break;
    }
    return fail(why, "not a legal move here");
}

} // namespace zv::maexchen
