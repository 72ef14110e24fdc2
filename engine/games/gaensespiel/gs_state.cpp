// Gänsespiel: a throw and everything it sets off (RULES.md quotes the
// tradition behind each step), and whose turn comes next.
#include "games/gaensespiel/gs_state.h"

#include <algorithm>

namespace zv::gaensespiel {
namespace {

constexpr std::array<int, 13> kGeese = {5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59};

} // namespace

Field fieldAt(int field)
{
    switch (field) {
    case 0:
        return Field::Start;
    case 6:
        return Field::Bridge;
    case 19:
        return Field::Inn;
    case 31:
        return Field::Well;
    case 42:
        return Field::Maze;
    case 52:
        return Field::Prison;
    case 58:
        return Field::Death;
    case kGoal:
        return Field::Goal;
    default:
        break;
    }
    return std::find(kGeese.begin(), kGeese.end(), field) != kGeese.end() ? Field::Goose
                                                                          : Field::Plain;
}

int fieldTarget(int field)
{
    switch (fieldAt(field)) {
    case Field::Bridge:
        return 12;
    case Field::Maze:
        return 30;
    case Field::Death:
        return 0;
    default:
        return -1;
    }
}

GsState::GsState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    if (rules_.pool) {
        // Every player puts one chip into the pool before the first throw.
        for (int s = 0; s < seats_; ++s)
            chips_[idx(s)] = static_cast<std::int16_t>(rules_.startChips - 1);
        pool_ = seats_;
    }
}

std::vector<double> GsState::result() const
{
    std::vector<double> shares(static_cast<std::size_t>(seats_), 0.0);
    if (winner_ != kNobody)
        shares[idx(winner_)] = 1.0;
    return shares;
}

int GsState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    if (!rolling_) {
        out[0] = Move{MoveKind::Throw, 0, 0};
        return 1;
    }
    int n = 0;
    for (int low = 1; low <= 6; ++low)
        for (int high = low; high <= 6; ++high)
            out[n++] = Move{MoveKind::Roll, static_cast<std::uint8_t>(low),
                            static_cast<std::uint8_t>(high)};
    return n;
}

void GsState::visit(int field)
{
    if (pathLength_ < path_.size())
        path_[pathLength_++] = static_cast<std::uint8_t>(field);
}

// A fine: one chip into the pool, when the player still has one.
void GsState::fine(int seat)
{
    if (!rules_.pool || chips_[idx(seat)] == 0)
        return;
    --chips_[idx(seat)];
    ++pool_;
    events_ |= EvFine;
}

void GsState::apply(Move move)
{
    if (move.kind == MoveKind::Throw) {
        events_ = 0;
        rolling_ = true;
        return;
    }
    rolling_ = false;
    events_ = 0;
    skipped_.fill(false);
    sentBack_ = kNobody;
    pathLength_ = 0;
    ++turns_;
    dice_ = {move.low, move.high};
    const int s = current_;
    mover_ = current_;
    const int from = pos_[idx(s)];
    const int pips = move.low + move.high;
    visit(from);
    int field = from;
    if (from == 0 && pips == 9) {
        // The opening throws: 6 and 3 to 26, 5 and 4 to 53 (else a nine from
        // the start would fly over every goose to 63 at once).
        field = move.low == 3 ? 26 : 53;
        events_ |= EvOpening;
        visit(field);
    } else {
        int direction = 1;
        for (;;) {
            field += direction * pips;
            if (field > kGoal) {
                // Beyond 63: the rest of the throw is counted back.
                field = 2 * kGoal - field;
                direction = -1;
                events_ |= EvBounce;
            }
            field = std::max(field, 0);
            visit(field);
            if (fieldAt(field) != Field::Goose)
                break;
            events_ |= EvGoose; // the throw is counted again, the same way
        }
    }
    pos_[idx(s)] = static_cast<std::uint8_t>(field);
    land(s, from);
    if (!isOver())
        passTurn();
}

// The field the piece came to rest on, and what it does.
void GsState::land(int seat, int from)
{
    const std::size_t me = idx(seat);
    int field = pos_[me];
    switch (fieldAt(field)) {
    case Field::Bridge:
        events_ |= EvBridge;
        fine(seat);
        break;
    case Field::Maze:
        events_ |= EvMaze;
        fine(seat);
        break;
    case Field::Death:
        events_ |= EvDeath;
        fine(seat);
        break;
    case Field::Inn:
        events_ |= EvInn;
        wait_[me] = static_cast<std::uint8_t>(rules_.innTurns);
        fine(seat);
        break;
    case Field::Well:
    case Field::Prison:
        events_ |= fieldAt(field) == Field::Well ? EvWell : EvPrison;
        fine(seat);
        break;
    default:
        break;
    }
    const int target = fieldTarget(field);
    if (target >= 0) {
        field = target;
        pos_[me] = static_cast<std::uint8_t>(field);
        visit(field);
    }
    if (field == kGoal) {
        winner_ = static_cast<std::int8_t>(seat);
        current_ = kNobody;
        events_ |= EvWin;
        if (rules_.pool) {
            chips_[me] = static_cast<std::int16_t>(chips_[me] + pool_);
            pool_ = 0;
        }
        return;
    }
    // Whoever stands here already: freed from the well or the prison, and
    // with "swap" sent to the field the newcomer came from.
    for (int o = 0; o < seats_; ++o) {
        const std::size_t other = idx(o);
        if (o == seat || pos_[other] != field || field == 0)
            continue;
        if (held_[other]) {
            held_[other] = false;
            events_ |= EvFreed;
        }
        if (rules_.swap) {
            pos_[other] = static_cast<std::uint8_t>(from);
            wait_[other] = 0; // it has left the inn
            sentBack_ = static_cast<std::int8_t>(o);
            events_ |= EvSentBack;
        }
    }
    held_[me] = fieldAt(field) == Field::Well || fieldAt(field) == Field::Prison;
}

// The next seat that may throw: a seat at the inn misses its turn, a seat in
// the well or the prison waits to be freed. When every piece is held, nobody
// could ever free them: then the seat whose turn it is climbs out (RULES.md).
void GsState::passTurn()
{
    const bool allHeld =
        std::all_of(held_.begin(), held_.begin() + seats_, [](bool held) { return held; });
    int next = current_;
    for (;;) {
        next = (next + 1) % seats_;
        const std::size_t i = idx(next);
        if (wait_[i] > 0) {
            --wait_[i];
            skipped_[i] = true;
            events_ |= EvSkipped;
            continue;
        }
        if (held_[i] && allHeld) {
            held_[i] = false;
            events_ |= EvAllHeld;
        }
        if (held_[i])
            continue;
        break;
    }
    current_ = static_cast<std::int8_t>(next);
}

Move GsState::chooseMove(Level, const SearchLimits&, Rng& rng) const
{
    // No level has a choice to make: a seat throws, and chance is drawn by
    // its weight (the 21 throws of two dice).
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n <= 1)
        return moves[0];
    int r = rng.uniform(36);
    for (int i = 0; i < n; ++i) {
        r -= moves[idx(i)].low == moves[idx(i)].high ? 1 : 2;
        if (r < 0)
            return moves[idx(i)];
    }
    return moves[idx(n - 1)];
}

} // namespace zv::gaensespiel
