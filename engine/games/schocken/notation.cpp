// Schocken notation (RULES.md, "Notation"):
//   throw                 throw every die in the cup (first throw, opening, roll-off,
//                         or a further throw without setting another die aside)
//   keep 1 1              set these dice of the last throw aside, throw the rest
//   turn / turn keep 4    turn two sixes of this throw into a one (set aside), the
//                         other six back into the cup; perhaps set one more die aside
//   turn twice            three sixes of this throw become two ones
//   stand                 let the throw stand
//   dice 2 5 6            chance: the dice in the cup fall (any order when read)
// Words are read case-insensitively; a refusal says why in plain English.
#include "games/schocken/sk_state.h"
#include "kit/notation_words.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace zv::schocken {
namespace {

using kit::fail;
using kit::words;

// Die values from words[from..]; false when a word is not 1..6.
bool values(const std::vector<std::string>& w, std::size_t from, Move* m)
{
    if (w.size() - from > static_cast<std::size_t>(kDice))
        return false;
    int i = 0;
    for (std::size_t k = from; k < w.size(); ++k) {
        if (w[k].size() != 1 || w[k][0] < '1' || w[k][0] > '6')
            return false;
        m->v[static_cast<std::size_t>(i++)] = static_cast<std::uint8_t>(w[k][0] - '0');
    }
    m->count = static_cast<std::uint8_t>(i);
    std::sort(m->v.begin(), m->v.begin() + i);
    return true;
}

} // namespace

namespace {

// The words of the move text.
std::vector<std::string> textWords(const Move& move)
{
    std::vector<std::string> words;
    switch (move.kind) {
    case MoveKind::Throw:
        return {"throw"};
    case MoveKind::Stand:
        return {"stand"};
    case MoveKind::Keep:
    case MoveKind::Dice:
        words.emplace_back(move.kind == MoveKind::Keep ? "keep" : "dice");
        for (int i = 0; i < move.count; ++i)
            words.push_back(std::to_string(move.v[static_cast<std::size_t>(i)]));
        return words;
    case MoveKind::Turn:
        words.emplace_back("turn");
        if (move.count == 2)
            words.emplace_back("twice");
        else if (move.v[0] != 0)
            words.insert(words.end(), {"keep", std::to_string(move.v[0])});
        return words;
    }
    return words;
}

} // namespace

std::vector<std::string> SkState::movePath(Move move) const
{
    // What a board touches: the dice to lay aside (a die of the cup gives the
    // word of its value, ascending), then the cup ("throw"); the turn button
    // ("turn", twice for two ones) before any die; "stand" alone.
    std::vector<std::string> path;
    switch (move.kind) {
    case MoveKind::Keep:
        for (int i = 0; i < move.count; ++i)
            path.push_back(std::to_string(move.v[static_cast<std::size_t>(i)]));
        path.emplace_back("throw");
        return path;
    case MoveKind::Turn:
        path.emplace_back("turn");
        if (move.count == 2)
            path.emplace_back("turn");
        else if (move.v[0] != 0)
            path.push_back(std::to_string(move.v[0]));
        path.emplace_back("throw");
        return path;
    case MoveKind::Throw:
    case MoveKind::Stand:
    case MoveKind::Dice:
        break;
    }
    return textWords(move);
}

std::string SkState::moveText(Move move) const
{
    std::string text;
    for (const std::string& w : textWords(move))
        text += (text.empty() ? "" : " ") + w;
    return text;
}

bool SkState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = words(text);
    const std::string verb = w.empty() ? std::string() : w.front();
    const std::string who = "seat " + std::to_string(current_);
    Move m{};
    if (pending_ > 0) {
        const std::string shape = "the dice are falling: name the " + std::to_string(pending_) +
                                  (pending_ == 1 ? " die" : " dice") + ", e.g. dice " +
                                  std::string(pending_ == 1   ? "4"
                                              : pending_ == 2 ? "2 6"
                                                              : "1 2 4");
        if (verb != "dice" || !values(w, 1, &m) || m.count != pending_)
            return fail(why, shape);
        m.kind = MoveKind::Dice;
        *out = m;
        return true;
    }
    if (phase_ != Phase::Play) {
        if (verb != "throw" || w.size() != 1)
            return fail(why, "it is " + who + "'s turn to throw: write throw");
        *out = Move{MoveKind::Throw, 0, {}};
        return true;
    }
    if (verb == "stand" && w.size() == 1) {
        *out = Move{MoveKind::Stand, 0, {}};
        return true;
    }
    const bool throwsLeft = throws_[idx(current_)] < throwLimit(current_);
    if (verb == "throw" && w.size() == 1) {
        m = Move{MoveKind::Throw, 0, {}};
    } else if (verb == "keep" && w.size() >= 2) {
        if (!values(w, 1, &m))
            return fail(why, "keep names dice of the last throw by their pips, e.g. keep 1 1");
        m.kind = MoveKind::Keep;
    } else if (verb == "turn") {
        m = Move{MoveKind::Turn, 1, {}};
        if (w.size() == 2 && w[1] == "twice")
            m.count = 2;
        else if (w.size() == 3 && w[1] == "keep" && w[2].size() == 1 && w[2][0] >= '1' &&
                 w[2][0] <= '6')
            m.v[0] = static_cast<std::uint8_t>(w[2][0] - '0');
        else if (w.size() != 1)
            return fail(why, "write turn, turn keep 4 or turn twice");
    } else {
        return fail(why, who + " decides: stand, throw, keep and the dice to set aside "
                               "(e.g. keep 1 1), or turn two sixes");
    }
    std::array<Move, kMaxMoves> legal;
    const int n = generateMoves(legal.data());
    if (std::find(legal.begin(), legal.begin() + n, m) != legal.begin() + n) {
        *out = m;
        return true;
    }
    if (!throwsLeft)
        return fail(why, who + " has no throw left: the throw stands");
    if (m.kind == MoveKind::Turn) {
        if (!rules_.turnSixes)
            return fail(why, "sixes are not turned in this game");
        if (throws_[idx(current_)] + 1 > throwLimit(current_))
            return fail(why, "no six may be turned on the last throw");
        return fail(why, "turning needs two sixes from this throw (three for turn twice), and "
                         "one die at least goes back into the cup");
    }
    if (m.kind == MoveKind::Keep)
        for (int i = 0; i < m.count; ++i) {
            const auto need =
                std::count(m.v.begin(), m.v.begin() + m.count, m.v[static_cast<std::size_t>(i)]);
            int have = 0;
            for (int d = 0; d < kDice; ++d)
                have += !aside(current_, d) && dice_[idx(current_)][static_cast<std::size_t>(d)] ==
                                                   m.v[static_cast<std::size_t>(i)];
            if (have < need)
                return fail(why, "the last throw has no " +
                                     std::to_string(m.v[static_cast<std::size_t>(i)]) +
                                     " to set aside (dice set aside before stay aside)");
        }
    return fail(why, rules_.rethrowAll
                         ? "at most two dice lie aside before a further throw"
                         : "before a further throw one or two dice lie aside, never none or three");
}

} // namespace zv::schocken
