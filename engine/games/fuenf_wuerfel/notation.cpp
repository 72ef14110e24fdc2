// Fünf Würfel notation (RULES.md, "Notation"):
//   throw               throw the dice in the cup: at a turn's start all five;
//                       after a throw all five again (nothing kept)
//   keep 3-3-5          keep these dice of the table aside (one to four of
//                       them, values ascending), throw the others
//   score dreierpasch   enter the dice on the table in this free field
//   roll 1-3-3-5-6      chance: the thrown dice fall (values ascending; as many
//                       as were thrown)
// Words are read case-insensitively, dice in any order; a refusal says why.
#include "games/fuenf_wuerfel/fw_state.h"
#include "kit/notation_words.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace zv::fuenf_wuerfel {
namespace {

using kit::fail;
using kit::words;

// "1-3-3-5-6" into ascending values; false unless every part is one die 1..6.
bool diceValues(const std::string& text, Move* m)
{
    int n = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t dash = std::min(text.find('-', at), text.size());
        const std::string part = text.substr(at, dash - at);
        if (part.size() != 1 || part[0] < '1' || part[0] > '6' || n == kDice)
            return false;
        m->v[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(part[0] - '0');
        at = dash + 1;
    }
    m->count = static_cast<std::uint8_t>(n);
    std::sort(m->v.begin(), m->v.begin() + n);
    return true;
}

} // namespace

std::string FwState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Throw:
        return "throw";
    case MoveKind::Keep:
        return "keep " + diceText(move.v.data(), move.count);
    case MoveKind::Score:
        return "score " + std::string(fieldKey(move.field));
    case MoveKind::Roll:
        return "roll " + diceText(move.v.data(), move.count);
    }
    return {};
}

std::vector<std::string> FwState::movePath(Move move) const
{
    // What a board touches: the dice to keep (a die gives the word of its
    // value; the board sorts its choice ascending), then the cup ("throw");
    // a field of the sheet by its key; the cup alone. A throw's fall is no touch.
    switch (move.kind) {
    case MoveKind::Keep: {
        std::vector<std::string> path;
        for (int i = 0; i < move.count; ++i)
            path.push_back(std::to_string(move.v[static_cast<std::size_t>(i)]));
        path.emplace_back("throw");
        return path;
    }
    case MoveKind::Score:
        return {std::string(fieldKey(move.field))};
    case MoveKind::Throw:
        return {"throw"};
    case MoveKind::Roll:
        break;
    }
    return {moveText(move)};
}

bool FwState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (over_)
        return fail(why, "the game is over: every sheet is full");
    const std::vector<std::string> w = words(text);
    const std::string verb = w.empty() ? std::string() : w.front();
    const std::string who = "seat " + std::to_string(current_);
    Move m{};
    if (pending_ > 0) {
        const std::string shape = "the dice are falling: name the " + std::to_string(pending_) +
                                  (pending_ == 1 ? " die" : " dice") + ", e.g. roll " +
                                  std::string("1-3-3-5-6").substr(0, 2u * pending_ - 1);
        if (verb != "roll" || w.size() != 2 || !diceValues(w[1], &m) || m.count != pending_)
            return fail(why, shape);
        m.kind = MoveKind::Roll;
        *out = m;
        return true;
    }
    if (verb == "throw" && w.size() == 1) {
        if (throws_ >= kMaxThrows)
            return fail(why, who + " has thrown three times: enter the throw in a free field");
        *out = Move{MoveKind::Throw, 0, 0, {}};
        return true;
    }
    if (throws_ == 0)
        return fail(why, "it is " + who + "'s turn to throw: write throw");
    if (verb == "score" && w.size() == 2) {
        const auto field = fieldFromKey(w[1]);
        if (!field)
            return fail(why, "no field is called \"" + w[1] +
                                 "\" (einser ... sechser, dreierpasch, viererpasch, full_house, "
                                 "kleine_strasse, grosse_strasse, kniffel, chance)");
        if (entry(current_, *field) >= 0)
            return fail(why, "the field " + w[1] + " of " + who + " is filled already");
        *out = Move{MoveKind::Score, static_cast<std::uint8_t>(*field), 0, {}};
        return true;
    }
    if (verb == "keep" && w.size() == 2) {
        if (throws_ >= kMaxThrows)
            return fail(why, who + " has thrown three times: enter the throw in a free field");
        if (!diceValues(w[1], &m) || m.count == 0 || m.count >= kDice)
            return fail(why, "keep names one to four dice of the table, e.g. keep 3-3-5 "
                             "(to keep all five, enter the throw)");
        const Counts want = countsOf(m.v.data(), m.count), have = diceCounts();
        for (int face = 1; face <= 6; ++face)
            if (want[static_cast<std::size_t>(face)] > have[static_cast<std::size_t>(face)])
                return fail(why, "the table has not enough dice showing " + std::to_string(face));
        m.kind = MoveKind::Keep;
        *out = m;
        return true;
    }
    return fail(why, who + " decides: keep dice and throw the others (e.g. keep 3-3-5), throw "
                           "all five again (throw), or enter the throw (e.g. score chance)");
}

} // namespace zv::fuenf_wuerfel
