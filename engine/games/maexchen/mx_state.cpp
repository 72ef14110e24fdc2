// Mäxchen: the ranking of two dice, setting up, the legal moves, and what
// each move does (throw, the dice falling, announcing, doubting and the
// reveal, passing blind, believing a Mäxchen, the minus points and the end).
#include "games/maexchen/mx_state.h"

#include <algorithm>

namespace zv::maexchen {
namespace {

// The values in rank order, as (higher die, lower die).
constexpr std::array<std::array<std::uint8_t, 2>, kValues> kValueDice = {{
    {3, 1}, {3, 2}, {4, 1}, {4, 2}, {4, 3}, {5, 1}, {5, 2}, {5, 3}, {5, 4}, {6, 1}, {6, 2},
    {6, 3}, {6, 4}, {6, 5}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {2, 1},
}};

} // namespace

int rankOfDice(int d1, int d2)
{
    const int hi = std::max(d1, d2);
    const int lo = std::min(d1, d2);
    for (int r = 0; r < kValues; ++r)
        if (kValueDice[static_cast<std::size_t>(r)][0] == hi &&
            kValueDice[static_cast<std::size_t>(r)][1] == lo)
            return r;
    return -1;
}

int highDieOf(int rank)
{
    return kValueDice[static_cast<std::size_t>(rank)][0];
}
int lowDieOf(int rank)
{
    return kValueDice[static_cast<std::size_t>(rank)][1];
}
int landingsOfRank(int rank)
{
    return highDieOf(rank) == lowDieOf(rank) ? 1 : 2;
}

std::string valueText(int rank)
{
    return std::to_string(highDieOf(rank)) + std::to_string(lowDieOf(rank));
}

int rankOfValueText(std::string_view text)
{
    for (int r = 0; r < kValues; ++r)
        if (text == valueText(r))
            return r;
    return -1;
}

std::string_view phaseKey(Phase phase)
{
    constexpr std::array<std::string_view, 5> keys = {"start", "rolling", "announce", "respond",
                                                      "over"};
    return keys[static_cast<std::size_t>(phase)];
}

std::string_view revealKey(RevealKind kind)
{
    constexpr std::array<std::string_view, 4> keys = {"", "doubt", "believe", "shown"};
    return keys[static_cast<std::size_t>(kind)];
}

std::string_view penaltyKey(Penalty penalty)
{
    constexpr std::array<std::string_view, 3> keys = {"one", "two", "two_for_doubter"};
    return keys[static_cast<std::size_t>(penalty)];
}

MxState::MxState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    startRound(0);
    rounds_ = 1;
}

std::vector<double> MxState::result() const
{
    std::vector<double> shares(seats_, 0.0);
    if (!isOver())
        return shares;
    for (int s = 0; s < seats_; ++s)
        // Last one standing wins; with first_out_ends everybody but the one out wins.
        shares[idx(s)] = alive(s) ? 1.0 : 0.0;
    return shares;
}

int MxState::livesLeft(int seat) const
{
    return std::max(0, rules_.lives - minus_[idx(seat)]);
}

int MxState::aliveCount() const
{
    int n = 0;
    for (int s = 0; s < seats_; ++s)
        n += alive(s);
    return n;
}

int MxState::nextAlive(int seat) const
{
    for (int k = 1; k <= seats_; ++k) {
        const int s = (seat + k) % seats_;
        if (alive(s))
            return s;
    }
    return seat;
}

int MxState::penaltyFor(int claimRank, bool claimTrue) const
{
    if (claimRank != kMaexchen)
        return 1;
    switch (rules_.maexchen) {
    case Penalty::One:
        return 1;
    case Penalty::Two:
        return 2;
    case Penalty::TwoForDoubter:
        return claimTrue ? 2 : 1; // a true Mäxchen: the doubter was wrong
    }
    return 1;
}

int MxState::generateMoves(Move* out) const
{
    int n = 0;
    switch (phase_) {
    case Phase::Over:
        return 0;
    case Phase::Start:
        out[n++] = Move{MoveKind::Throw, 0, 0};
        return n;
    case Phase::Rolling:
        for (int hi = 1; hi <= 6; ++hi)
            for (int lo = 1; lo <= hi; ++lo)
                out[n++] = Move{MoveKind::Roll, static_cast<std::uint8_t>(hi),
                                static_cast<std::uint8_t>(lo)};
        return n;
    case Phase::Announce:
        // The round's first announcement may be anything; every later one
        // must beat the one before.
        for (int r = lastClaim() + 1; r < kValues; ++r)
            out[n++] = Move{MoveKind::Announce, static_cast<std::uint8_t>(r), 0};
        return n;
    case Phase::Respond:
        out[n++] = Move{MoveKind::Doubt, 0, 0};
        if (lastClaim() < kMaexchen) {
            out[n++] = Move{MoveKind::Throw, 0, 0};
            if (rules_.blindPass)
                out[n++] = Move{MoveKind::PassBlind, 0, 0};
        } else if (rules_.maexchen != Penalty::One) {
            out[n++] = Move{MoveKind::Believe, 0, 0};
        }
        return n;
    }
    return n;
}

double MxState::chanceWeight(Move move) const
{
    return move.kind == MoveKind::Roll ? (move.a == move.b ? 1.0 : 2.0) / 36.0 : 0.0;
}

void MxState::startRound(int starter)
{
    starter_ = static_cast<std::int8_t>(starter);
    current_ = static_cast<std::int8_t>(starter);
    phase_ = Phase::Start;
    dice_ = {0, 0};
    seenBy_ = 0;
    thrower_ = kNobody;
    hidden_ = false;
    passingBlind_ = false;
    claimCount_ = 0;
    blind_ = 0;
    claims_.fill(0);
    claimSeats_.fill(0);
    ++rounds_;
    events_ = static_cast<std::uint8_t>(events_ | EvRoundStart);
}

void MxState::endRound(RevealKind kind, int loser, int doubter, bool claimTrue, int starter)
{
    const int penalty =
        kind == RevealKind::Believe
            ? 1
            : penaltyFor(kind == RevealKind::Shown ? kMaexchen : lastClaim(), claimTrue);
    const bool wasAlive = alive(loser);
    minus_[idx(loser)] = static_cast<std::int8_t>(minus_[idx(loser)] + penalty);
    penaltiesGiven_ += penalty;
    ++reveals_;
    lastKind_ = kind;
    // A believed Mäxchen is never looked at: its dice stay unknown to all.
    lastDice_ = kind == RevealKind::Believe ? std::array<std::uint8_t, 2>{0, 0} : dice_;
    lastClaim_ = static_cast<std::int8_t>(kind == RevealKind::Shown ? kMaexchen : lastClaim());
    lastClaimer_ = static_cast<std::int8_t>(kind == RevealKind::Shown ? thrower_ : lastClaimer());
    lastDoubter_ = static_cast<std::int8_t>(doubter);
    lastLoser_ = static_cast<std::int8_t>(loser);
    lastPenalty_ = static_cast<std::int8_t>(penalty);
    lastTrue_ = claimTrue;
    events_ = static_cast<std::uint8_t>(events_ | (kind == RevealKind::Doubt     ? EvReveal
                                                   : kind == RevealKind::Believe ? EvBelieved
                                                                                 : EvShown));
    if (wasAlive && !alive(loser))
        events_ = static_cast<std::uint8_t>(events_ | EvPlayerOut);
    const bool over = aliveCount() <= 1 || (rules_.firstOutEnds && aliveCount() < seats_);
    if (over) {
        phase_ = Phase::Over;
        dice_ = {0, 0};
        claimCount_ = 0;
        events_ = static_cast<std::uint8_t>(events_ | EvGameOver);
        return;
    }
    // „Daraufhin beginnt der aufdeckende Spieler die nächste Runde“; if he has
    // just lost his last life, the next player still in the game.
    startRound(alive(starter) ? starter : nextAlive(starter));
}

void MxState::apply(Move move)
{
    events_ = 0;
    switch (move.kind) {
    case MoveKind::Throw:
        if (phase_ == Phase::Respond)
            ++accepted_[idx(lastClaim())];
        // The cup is picked up: the dice under it (if any) are thrown anew.
        phase_ = Phase::Rolling;
        dice_ = {0, 0};
        seenBy_ = 0;
        hidden_ = false;
        thrower_ = current_;
        return;
    case MoveKind::Roll:
        dice_ = {std::max(move.a, move.b), std::min(move.a, move.b)};
        seenBy_ = static_cast<std::uint8_t>(1u << current_); // „darf den Wurf verdeckt ansehen“
        if (rules_.maexchenShown && rankOfDice(move.a, move.b) == kMaexchen) {
            // Shown at once; the next player, who would have to beat it, loses.
            seenBy_ = static_cast<std::uint8_t>((1u << seats_) - 1);
            const int loser = nextAlive(current_);
            endRound(RevealKind::Shown, loser, kNobody, true, loser);
            return;
        }
        phase_ = Phase::Announce;
        return;
    case MoveKind::PassBlind:
        ++accepted_[idx(lastClaim())];
        passingBlind_ = true;
        phase_ = Phase::Announce;
        return;
    case MoveKind::Announce:
        if (passingBlind_)
            blind_ |= 1u << claimCount_;
        passingBlind_ = false;
        claims_[idx(claimCount_)] = static_cast<std::int8_t>(move.a);
        claimSeats_[idx(claimCount_)] = current_;
        ++claimCount_;
        current_ = static_cast<std::int8_t>(nextAlive(current_));
        phase_ = Phase::Respond;
        return;
    case MoveKind::Doubt: {
        // The cup is lifted for all to see. An announcement is true when the
        // dice show at least as much (announcing lower is no lie).
        seenBy_ = static_cast<std::uint8_t>((1u << seats_) - 1);
        ++doubted_[idx(lastClaim())];
        const bool claimTrue = rankOfDice(dice_[0], dice_[1]) >= lastClaim();
        const int doubter = current_;
        endRound(RevealKind::Doubt, claimTrue ? doubter : lastClaimer(), doubter, claimTrue,
                 doubter);
        return;
    }
    case MoveKind::Believe: {
        ++accepted_[idx(lastClaim())];
        const int believer = current_;
        endRound(RevealKind::Believe, believer, kNobody, true, believer);
        return;
    }
    }
}

} // namespace zv::maexchen
