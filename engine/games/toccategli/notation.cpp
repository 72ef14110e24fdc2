// Toccateglispiel notation (RULES.md, "Notation"). Points are numbered 1..24
// from white's (seat 0's) starting point; "off" is a stone borne off.
//   lots 5 3                 chance: each player's die for the first throw (seat 0, seat 1)
//   dice 6 5                 chance: the thrower's two dice, the higher first
//   move 1-7 1-6             one step per die, in the order played
//   move 1-7 7-12            one stone with both dice (through point 7)
//   move 19-off              one die only (the other could not be set)
//   move 7-12 8-12 gewalt    the Hucke taken „mit Gewalt“ (each stone one point short)
//   continue   /   newgame   after marking twelve
// Words are read case-insensitively; a refused move is explained in words a
// player understands.
#include "games/toccategli/tc_state.h"

#include <cctype>
#include <sstream>

namespace zv::toccategli {
namespace {

bool fail(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

std::string normalized(std::string_view text)
{
    std::istringstream in{std::string(text)};
    std::string word, out;
    while (in >> word) {
        for (char& c : word)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        out += (out.empty() ? "" : " ") + word;
    }
    return out;
}

std::string pointText(int seat, int index)
{
    return index >= kOff ? std::string("off") : std::to_string(pointOf(seat, index));
}

} // namespace

std::string TcState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Lots:
        return "lots " + std::to_string(move.a) + " " + std::to_string(move.b);
    case MoveKind::Dice:
        return "dice " + std::to_string(move.a) + " " + std::to_string(move.b);
    case MoveKind::Continue:
        return "continue";
    case MoveKind::NewGame:
        return "newgame";
    case MoveKind::Mark:
        return "mark " + std::to_string(move.a);
    case MoveKind::Pass:
        return "pass";
    case MoveKind::Force:
        return "force";
    case MoveKind::Schule:
        return "schule " + std::to_string(move.a);
    case MoveKind::Play:
        break;
    }
    std::string text = "move";
    for (int i = 0; i < move.count; ++i) {
        const Step s = move.steps[static_cast<std::size_t>(i)];
        const int to = move.gewalt ? kHucke : s.from + s.die;
        text += " " + pointText(thrower_, s.from) + "-" + pointText(thrower_, to);
    }
    if (move.gewalt)
        text += " gewalt";
    return text;
}

std::vector<std::string> TcState::movePath(Move move) const
{
    // The touches on the board: each stone's point, then where it goes.
    if (move.kind != MoveKind::Play) {
        std::vector<std::string> words;
        std::istringstream in(moveText(move));
        std::string w;
        while (in >> w)
            words.push_back(w);
        return words;
    }
    std::vector<std::string> path;
    for (int i = 0; i < move.count; ++i) {
        const Step s = move.steps[static_cast<std::size_t>(i)];
        path.push_back(pointText(thrower_, s.from));
        path.push_back(pointText(thrower_, move.gewalt ? kHucke : s.from + s.die));
    }
    if (move.gewalt)
        path.emplace_back("gewalt");
    return path;
}

bool TcState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the Partie is over");
    const std::string want = normalized(text);
    // The two steps of a play may be written in either order when they move
    // different stones („move 1-3 1-5“ is „move 1-5 1-3“).
    std::string swapped;
    {
        std::istringstream in(want);
        std::vector<std::string> w;
        std::string word;
        while (in >> word)
            w.push_back(word);
        if (w.size() == 3 && w[0] == "move")
            swapped = "move " + w[2] + " " + w[1];
    }
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < n; ++i) {
            const std::string have = moveText(moves[static_cast<std::size_t>(i)]);
            if (have == (pass == 0 ? want : swapped) && !have.empty()) {
                *out = moves[static_cast<std::size_t>(i)];
                return true;
            }
        }
        if (swapped.empty())
            break;
    }
    const std::string seat = thrower_ == 0 ? "white (seat 0)" : "black (seat 1)";
    switch (phase_) {
    case Phase::Lots:
        return fail(why,
                    "the first throw is decided by lot: write each player's die, e.g. lots 5 3");
    case Phase::Dice:
        return fail(why,
                    "the dice of " + seat + " are falling: write them higher first, e.g. dice 6 5");
    case Phase::Choice:
        return fail(why, std::string(chooser_ == 0 ? "white" : "black") +
                             " has marked twelve: write continue (play on with the Rest) or "
                             "newgame");
    case Phase::Declare:
        return fail(why, seat +
                             " marks the points of his throw himself (Schule): write e.g. "
                             "mark 2, or mark 0 (at most mark " +
                             std::to_string(kMaxDeclared) + ")");
    case Phase::Review:
        return fail(why, std::string(thrower_ == 0 ? "black" : "white") +
                             " reviews the marking: write pass, force (he must mark what he "
                             "won) or schule and the points marked wrongly, e.g. schule 2");
    case Phase::Move:
        break;
    case Phase::Over:
        return fail(why, "the Partie is over");
    }
    if (want.rfind("move", 0) != 0)
        return fail(why, seat + " is to set the throw " + std::to_string(a_) + " " +
                             std::to_string(b_) + ": write e.g. " + moveText(moves[0]));
    return fail(why, "\"" + want + "\" is not a play of the throw " + std::to_string(a_) + " " +
                         std::to_string(b_) +
                         ": both dice must be set if they can be (the higher if only one can); "
                         "no stone may land where the opponent stands or on his Hucke, the own "
                         "Hucke is taken and left only by two stones together, and no single "
                         "stone may go into the opponent's second board while he has his Force");
}

} // namespace zv::toccategli
