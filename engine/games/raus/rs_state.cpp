// The rules of „Raus mit dir!“: which pieces may move with a throw (the six
// that must bring a piece out, the start field to be cleared, own pieces that
// block, barriers), hitting, the three tries, the six's second throw, and
// pusten after an overlooked hit. Every rule sentence and its test: RULES.md.
#include "games/raus/rs_state.h"

namespace zv::raus {

namespace {
constexpr int kBlocked = -100;
} // namespace

RsState::RsState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    for (auto& pieces : pos_)
        pieces.fill(kYard);
    blowable_.fill(kYard);
    startTurn(0);
}

std::vector<double> RsState::result() const
{
    std::vector<double> r(seats_, 0.0);
    if (winner_ >= 0)
        r[idx(winner_)] = 1.0;
    return r;
}

int RsState::occupant(int field, int* count) const
{
    int who = kNobody, n = 0;
    for (int s = 0; s < seats_; ++s)
        for (int p = 0; p < kPieces; ++p) {
            const int rel = pos_[idx(s)][idx(p)];
            if (rel >= 0 && rel < kRing && ringField(s, rel) == field) {
                who = s;
                ++n;
            }
        }
    if (count)
        *count = n;
    return who;
}

int RsState::inYard(int seat) const
{
    int n = 0;
    for (int p = 0; p < kPieces; ++p)
        n += pos_[idx(seat)][idx(p)] == kYard;
    return n;
}

int RsState::inGoal(int seat) const
{
    int n = 0;
    for (int p = 0; p < kPieces; ++p)
        n += pos_[idx(seat)][idx(p)] >= kFirstGoal;
    return n;
}

bool RsState::nothingToMove(int seat) const
{
    for (int p = 0; p < kPieces; ++p) {
        const int rel = pos_[idx(seat)][idx(p)];
        if (rel >= 0 && rel < kRing)
            return false;
        if (rel >= kFirstGoal)
            for (int d = 1; d <= 5; ++d)
                if (target(seat, rel, d) != kBlocked)
                    return false;
    }
    return true;
}

int RsState::target(int seat, int from, int die) const
{
    const auto ownGoalAt = [&](int rel) {
        for (int p = 0; p < kPieces; ++p)
            if (pos_[idx(seat)][idx(p)] == rel)
                return true;
        return false;
    };
    // A field of the round the piece may land on: an own piece blocks
    // (unless it makes a barrier), a barrier can neither be joined nor hit.
    const auto mayLand = [&](int rel) {
        int count = 0;
        const int who = occupant(ringField(seat, rel), &count);
        if (who == kNobody)
            return true;
        if (count >= 2)
            return false;
        if (who == seat)
            return rules_.barriers;
        return true;
    };
    if (from == kYard) {
        if (die != 6)
            return kBlocked;
        return mayLand(0) ? 0 : kBlocked;
    }
    const int reach = from + die;
    // Barriers stand in the way of every piece, the owner's too.
    if (from < kRing)
        for (int rel = from + 1; rel <= reach && rel < kRing; ++rel) {
            int count = 0;
            occupant(ringField(seat, rel), &count);
            if (count >= 2)
                return kBlocked;
        }
    if (reach < kRing)
        return mayLand(reach) ? reach : kBlocked;
    int to = reach;
    if (to > kLastGoal) {
        if (!rules_.bounceInGoal)
            return kBlocked;
        to = 2 * kLastGoal - to;
        if (to < kFirstGoal || to <= from)
            return kBlocked;
    }
    if (!rules_.jumpInGoal)
        for (int rel = std::max(from + 1, kFirstGoal); rel <= std::min(reach, kLastGoal); ++rel)
            if (rel != to && ownGoalAt(rel))
                return kBlocked;
    return ownGoalAt(to) ? kBlocked : to;
}

bool RsState::hits(int seat, int to) const
{
    if (to < 0 || to >= kRing)
        return false;
    const int who = occupant(ringField(seat, to));
    return who != kNobody && who != seat;
}

int RsState::pieceMoves(int seat, int die, Move* out) const
{
    const auto& pieces = pos_[idx(seat)];
    const int yard = inYard(seat);
    // „Wer eine Sechse würfelt, muss eine eigene Spielfigur ... auf sein
    // Startfeld ... stellen (auch wenn er ... einen ihm nützlicheren Zug
    // machen könnte).“
    if (die == 6 && yard > 0 && target(seat, kYard, 6) != kBlocked) {
        out[0] = {MoveKind::Piece, static_cast<std::int8_t>(kYard), 0};
        return 1;
    }
    // „Das Startfeld muss so bald wie möglich wieder freigemacht werden.“
    if (yard > 0)
        for (int p = 0; p < kPieces; ++p)
            if (pieces[idx(p)] == 0) {
                const int to = target(seat, 0, die);
                if (to != kBlocked) {
                    out[0] = {MoveKind::Piece, 0, static_cast<std::int8_t>(to)};
                    return 1;
                }
                break;
            }
    // Free choice among the pieces that can move („Hat ein Spieler mehrere
    // Spielfiguren im Umlauf, kann er entscheiden ...“), one move per place
    // (two pieces of a barrier make the same move), in the order of the race.
    int n = 0;
    for (int from = kLastGoal; from >= 0; --from) {
        bool here = false;
        for (int p = 0; p < kPieces; ++p)
            here = here || pieces[idx(p)] == from;
        if (!here)
            continue;
        const int to = target(seat, from, die);
        if (to != kBlocked)
            out[n++] = {MoveKind::Piece, static_cast<std::int8_t>(from),
                        static_cast<std::int8_t>(to)};
    }
    return n;
}

int RsState::generateMoves(Move* out) const
{
    switch (phase_) {
    case Phase::Throw:
        out[0] = {MoveKind::Throw, 0, 0};
        return 1;
    case Phase::Roll:
        for (int d = 1; d <= 6; ++d)
            out[d - 1] = {MoveKind::Roll, static_cast<std::int8_t>(d), 0};
        return 6;
    case Phase::Move:
        return pieceMoves(current_, die_, out);
    case Phase::Pusten: {
        int n = 0;
        for (int i = 0; i < kPieces; ++i)
            if (blowable_[idx(i)] != kYard)
                out[n++] = {MoveKind::Blow, blowable_[idx(i)], 0};
        out[n++] = {MoveKind::Pass, 0, 0};
        return n;
    }
    case Phase::Over:
        return 0;
    }
    return 0;
}

void RsState::startTurn(int seat)
{
    current_ = static_cast<std::int8_t>(seat);
    phase_ = Phase::Throw;
    // „Hat ein Spieler überhaupt keine Figur auf dem Spielfeld ..., so hat er
    // in jeder Runde drei Versuche“.
    tries_ = static_cast<std::int8_t>(nothingToMove(seat) ? kTries : 1);
}

void RsState::endTurn()
{
    startTurn((current_ + 1) % seats_);
}

void RsState::afterMove()
{
    offender_ = kNobody;
    blower_ = kNobody;
    blowable_.fill(kYard);
    // „Danach darf er erneut würfeln“: a six earns another throw.
    if (die_ == 6) {
        events_ |= EvAgain;
        phase_ = Phase::Throw;
        tries_ = 1;
    } else {
        endTurn();
    }
}

int RsState::nextBlower(int after) const
{
    // The opponents are asked in the order of play after the offender.
    const int next = (after + 1) % seats_;
    return next == offender_ ? kNobody : next;
}

void RsState::apply(Move move)
{
    ++plies_;
    switch (move.kind) {
    case MoveKind::Throw:
        events_ = 0;
        phase_ = Phase::Roll;
        return;
    case MoveKind::Roll: {
        die_ = move.value;
        Move moves[kMaxMoves];
        if (pieceMoves(current_, die_, moves) > 0) {
            phase_ = Phase::Move;
            return;
        }
        events_ |= EvNoMove;
        if (die_ == 6) {
            events_ |= EvAgain;
            phase_ = Phase::Throw;
            tries_ = 1;
        } else if (tries_ > 1 && nothingToMove(current_)) {
            events_ |= EvNextTry;
            --tries_;
            phase_ = Phase::Throw;
        } else {
            endTurn();
        }
        return;
    }
    case MoveKind::Piece: {
        // What could have been hit, before the move changes the board.
        Move moves[kMaxMoves];
        const int n = pieceMoves(current_, die_, moves);
        bool hitPossible = false;
        for (int i = 0; i < n; ++i)
            hitPossible = hitPossible || hits(current_, moves[i].to);
        const bool hitting = hits(current_, move.to);
        if (hitting) {
            const int field = ringField(current_, move.to);
            for (int s = 0; s < seats_; ++s)
                for (auto& rel : pos_[idx(s)])
                    if (s != current_ && rel >= 0 && rel < kRing && ringField(s, rel) == field)
                        rel = kYard;
            events_ |= EvHit;
        }
        int count = 0;
        if (move.to < kRing && occupant(ringField(current_, move.to), &count) == current_)
            events_ |= EvBarrier; // only possible with the barrier rule (target() says so)
        for (auto& rel : pos_[idx(current_)])
            if (rel == move.value) {
                rel = move.to;
                break;
            }
        if (move.value == kYard)
            events_ |= EvOut;
        if (move.value < kFirstGoal && move.to >= kFirstGoal)
            events_ |= EvGoal;
        if (inGoal(current_) == kPieces) {
            winner_ = current_;
            phase_ = Phase::Over;
            events_ |= EvGameOver;
            return;
        }
        // „Übersieht er es und zieht eine andere eigene Figur, so dürfen die
        // Gegner eine Figur des Spielers ‚pusten‘“: the pieces that could
        // have hit may be blown home.
        if (rules_.compulsoryHit && hitPossible && !hitting) {
            blowable_.fill(kYard);
            int k = 0;
            for (int i = 0; i < n; ++i) {
                if (!hits(current_, moves[i].to))
                    continue;
                int at = moves[i].value;
                bool still = false;
                for (const auto rel : pos_[idx(current_)])
                    still = still || rel == at;
                if (!still)
                    at = move.to; // the piece that could have hit moved elsewhere
                if (at >= 0 && at < kRing)
                    blowable_[idx(k++)] = static_cast<std::int8_t>(at);
            }
            if (k > 0) {
                events_ |= EvOverlooked;
                offender_ = current_;
                blower_ = static_cast<std::int8_t>(nextBlower(current_));
                phase_ = Phase::Pusten;
                return;
            }
        }
        afterMove();
        return;
    }
    case MoveKind::Blow:
        for (auto& rel : pos_[idx(offender_)])
            if (rel == move.value) {
                rel = kYard;
                break;
            }
        events_ |= EvBlown;
        afterMove();
        return;
    case MoveKind::Pass: {
        const int next = nextBlower(blower_);
        if (next == kNobody) {
            events_ |= EvSpared;
            afterMove();
        } else {
            blower_ = static_cast<std::int8_t>(next);
        }
        return;
    }
    }
}

} // namespace zv::raus
