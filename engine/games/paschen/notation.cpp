// Paschen notation (RULES.md, "Notation"):
//   banco 20      the bank holder sets the bank to 20 chips (a new Banco; after
//                 a triple win: take out all but 20)
//   call-banco    stake the whole bank alone; the others' stakes are refused
//   stake 5       stake 5 chips (what goes beyond the bank is refused)
//   pass          no stake
//   keep-bank     the winning holder plays on with the bank as it stands
//   give-bank     the holder gives the bank up (its contents are his)
//   roll 1-3-6    chance: the holder's three dice (ascending; any order when read)
// Words are read case-insensitively; a refusal says why in plain English.
#include "games/paschen/ps_state.h"
#include "kit/notation_words.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

namespace zv::paschen {
namespace {

using kit::fail;
using kit::words;

bool number(const std::string& w, int* value)
{
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), *value);
    return ec == std::errc() && end == w.data() + w.size();
}

// "1-3-6" (or "1 3 6" as three words) into ascending dice.
bool diceOf(const std::vector<std::string>& w, std::array<std::uint8_t, kDice>* dice)
{
    std::string joined;
    for (std::size_t i = 1; i < w.size(); ++i)
        joined += (i > 1 ? "-" : "") + w[i];
    if (joined.size() != 5 || joined[1] != '-' || joined[3] != '-')
        return false;
    for (std::size_t i = 0; i < static_cast<std::size_t>(kDice); ++i) {
        const char c = joined[2 * i];
        if (c < '1' || c > '6')
            return false;
        (*dice)[i] = static_cast<std::uint8_t>(c - '0');
    }
    std::sort(dice->begin(), dice->end());
    return true;
}

} // namespace

std::string PsState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Banco:
        return "banco " + std::to_string(move.amount);
    case MoveKind::CallBanco:
        return "call-banco";
    case MoveKind::Stake:
        return "stake " + std::to_string(move.amount);
    case MoveKind::Pass:
        return "pass";
    case MoveKind::Roll:
        return "roll " + std::to_string(move.dice[0]) + "-" + std::to_string(move.dice[1]) + "-" +
               std::to_string(move.dice[2]);
    case MoveKind::KeepBank:
        return "keep-bank";
    case MoveKind::GiveBank:
        return "give-bank";
    }
    return {};
}

std::vector<std::string> PsState::movePath(Move move) const
{
    // A board touches the button, then (for an amount) the number it picked.
    switch (move.kind) {
    case MoveKind::Banco:
        return {"banco", std::to_string(move.amount)};
    case MoveKind::Stake:
        return {"stake", std::to_string(move.amount)};
    case MoveKind::Roll: {
        const std::string text = moveText(move);
        return {"roll", text.substr(5)};
    }
    case MoveKind::CallBanco:
    case MoveKind::Pass:
    case MoveKind::KeepBank:
    case MoveKind::GiveBank:
        break;
    }
    return {moveText(move)};
}

bool PsState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = words(text);
    const std::string verb = w.empty() ? std::string() : w.front();
    const std::string who = "seat " + std::to_string(current_);
    Move m{};
    if (phase_ == Phase::Roll) {
        if (verb != "roll" || !diceOf(w, &m.dice))
            return fail(why, "the bank holder's dice are falling: name them, e.g. roll 2-4-6");
        m.kind = MoveKind::Roll;
        *out = m;
        return true;
    }
    int amount = 0;
    if ((verb == "banco" || verb == "stake") && w.size() == 2 && number(w[1], &amount)) {
        m.kind = verb == "banco" ? MoveKind::Banco : MoveKind::Stake;
        m.amount = static_cast<std::int16_t>(std::clamp(amount, -1, kMaxChips + 1));
    } else if (w.size() == 1 && verb == "call-banco") {
        m.kind = MoveKind::CallBanco;
    } else if (w.size() == 1 && verb == "pass") {
        m.kind = MoveKind::Pass;
    } else if (w.size() == 1 && verb == "keep-bank") {
        m.kind = MoveKind::KeepBank;
    } else if (w.size() == 1 && verb == "give-bank") {
        m.kind = MoveKind::GiveBank;
    } else {
        return fail(why, "write banco 10, call-banco, stake 5, pass, keep-bank, give-bank or "
                         "roll 2-4-6");
    }
    std::array<Move, kMaxMoves> legal;
    const int n = generateMoves(legal.data());
    if (std::find(legal.begin(), legal.begin() + n, m) != legal.begin() + n) {
        *out = m;
        return true;
    }
    const int mine = stack_[idx(current_)];
    switch (phase_) {
    case Phase::Banco:
        if (m.kind == MoveKind::Banco)
            return fail(why, who + " holds the bank: the Banco lies between 1 and " +
                                 std::to_string(mine) + " chips (all he has)");
        return fail(why, who + " holds the bank and sets the Banco first, e.g. banco 5");
    case Phase::Stake:
        if (m.kind == MoveKind::Stake && uncovered() == 0)
            return fail(why, "the bank is covered: " + who + " may only call-banco or pass");
        if (m.kind == MoveKind::Stake)
            return fail(why, who + " may stake 1 to " + std::to_string(maxStake()) +
                                 " chips (his chips, at most the bank)");
        if (m.kind == MoveKind::CallBanco)
            return fail(why, "calling Banco stakes the whole bank of " + std::to_string(bank_) +
                                 " chips; " + who + " has " + std::to_string(mine));
        return fail(why, "it is " + who + "'s turn to stake: call-banco, stake N or pass");
    case Phase::AfterWin:
        if (m.kind == MoveKind::Banco && !lastTriple_)
            return fail(why, "the bank won without a triple: nothing may be taken out of it; "
                             "keep-bank or give-bank");
        if (m.kind == MoveKind::Banco)
            return fail(why, "after a triple win the bank may be lowered to 1 to " +
                                 std::to_string(bank_ - 1) + " chips");
        return fail(why, "the bank won: keep-bank or give-bank");
    case Phase::AfterLoss:
        if (m.kind == MoveKind::Banco)
            return fail(why, "a new Banco lies between 1 and " + std::to_string(mine) + " chips");
        return fail(why, "Jungfernpasch: a new Banco (banco N) or give-bank");
    case Phase::Roll:
    case Phase::Over:
        break;
    }
    return fail(why, "\"" + std::string(text) + "\" is not a legal move here");
}

} // namespace zv::paschen
