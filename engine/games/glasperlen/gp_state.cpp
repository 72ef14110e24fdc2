#include "games/glasperlen/gp_state.h"

#include "core/rng.h"

namespace zv::glasperlen {

namespace {
int total(const Counts& c)
{
    int n = 0;
    for (auto v : c)
        n += v;
    return n;
}
int firstPitOf(int seat)
{
    return seat * kPitsPerSide;
}
} // namespace

GpState::GpState(Rules rules) : rules_(rules)
{
    for (int p = 0; p < kPits; ++p) {
        pits_[p][0] = 1;
        pits_[p][kStartGems[static_cast<std::size_t>(p % kPitsPerSide)]] = 1;
    }
    lastDrop_.fill(-1);
}

bool GpState::fromPosition(const std::array<std::vector<int>, kPits>& pits,
                           const std::array<std::vector<int>, 2>& cups, int toMove, Rules rules,
                           GpState* out, std::string* why, int turnsPlayed)
{
    GpState s(rules);
    s.turns_ = static_cast<std::uint16_t>(turnsPlayed);
    Counts all{};
    for (int p = 0; p < kPits; ++p) {
        s.pits_[p].fill(0);
        for (int t : pits[p]) {
            if (t < 0 || t >= kTypes) {
                if (why)
                    *why = "a bead must be 0 (stone) or a gem 1-5";
                return false;
            }
            ++s.pits_[p][t];
            ++all[t];
        }
    }
    for (int seat = 0; seat < 2; ++seat) {
        for (int g : cups[seat]) {
            if (g < 1 || g >= kTypes) {
                if (why)
                    *why = "a cup holds only gems 1-5";
                return false;
            }
            ++s.cups_[seat][g];
            ++all[g];
        }
    }
    if (all != Counts{10, 2, 2, 2, 2, 2}) {
        if (why)
            *why = "the position must hold 10 stones and every gem 1-5 twice";
        return false;
    }
    s.side_ = static_cast<std::uint8_t>(toMove);
    s.startTurn();
    *out = s;
    return true;
}

std::vector<double> GpState::result() const
{
    if (!isOver() || winner_ < 0)
        return {0.5, 0.5};
    return winner_ == kSouth ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
}

int GpState::beadsIn(int p) const
{
    return total(pits_[p]);
}
int GpState::handSize() const
{
    return total(hand_);
}

int GpState::points(int seat) const
{
    int sum = 0;
    for (int g = 1; g < kTypes; ++g)
        sum += g * cups_[seat][g];
    return sum;
}

int GpState::beadsOnSide(int seat) const
{
    int n = 0;
    for (int p = firstPitOf(seat); p < firstPitOf(seat) + kPitsPerSide; ++p)
        n += beadsIn(p);
    return n;
}

int GpState::gemsOnSide(int seat) const
{
    int n = 0;
    for (int p = firstPitOf(seat); p < firstPitOf(seat) + kPitsPerSide; ++p)
        n += beadsIn(p) - pits_[p][0];
    return n;
}

int GpState::gemsOnBoard() const
{
    return gemsOnSide(kSouth) + gemsOnSide(kNorth);
}

int GpState::nextPit() const
{
    if (phase_ != Phase::Sow)
        return -1;
    int q = (cursor_ + 1) % kPits;
    if (q == origin_) // the starting pit is skipped on every lap
        q = (q + 1) % kPits;
    return q;
}

int GpState::beadsBeforeLastDrop(int p) const
{
    return beadsIn(p) - (lastDrop_[p] >= 0 ? 1 : 0);
}

int GpState::singleBeadBeforeLastDrop(int p) const
{
    if (lastDrop_[p] < 0 || beadsBeforeLastDrop(p) != 1)
        return -1;
    for (int t = 0; t < kTypes; ++t) {
        const int before = pits_[p][t] - (lastDrop_[p] == t ? 1 : 0);
        if (before == 1)
            return t;
    }
    return -1;
}

bool GpState::takeAvailable() const
{
    const int opponent = 1 - side_;
    if (gemsOnSide(opponent) > 0)
        return true;
    return points(opponent) > 0;
}

int GpState::generateSteps(Step* out) const
{
    int n = 0;
    switch (phase_) {
    case Phase::Choose: {
        const int first = firstPitOf(side_);
        for (int p = first; p < first + kPitsPerSide; ++p) {
            if (beadsIn(p) == 0)
                continue;
            // Feeding: the sowing must reach the opponent's first pit.
            if (feeding_ && beadsIn(p) < first + kPitsPerSide - p)
                continue;
            out[n++] = Step{StepKind::Pick, static_cast<std::int8_t>(p), 0};
        }
        // Some pit always feeds: the hungry side is empty, so the mover holds all
        // 10 stones and the gem in play, 11 beads or more, but his pits can hold
        // only 4+3+2+1+0 = 10 without reaching the opponent (RULES.md).
        break;
    }
    case Phase::Sow:
        for (int t = 0; t < kTypes; ++t)
            if (hand_[t] > 0)
                out[n++] = Step{StepKind::Place, -1, static_cast<std::int8_t>(t)};
        break;
    case Phase::Take: {
        const int opponent = 1 - side_;
        if (gemsOnSide(opponent) > 0) {
            for (int p = firstPitOf(opponent); p < firstPitOf(opponent) + kPitsPerSide; ++p)
                for (int g = 1; g < kTypes; ++g)
                    if (pits_[p][g] > 0)
                        out[n++] = Step{StepKind::Take, static_cast<std::int8_t>(p),
                                        static_cast<std::int8_t>(g)};
        } else {
            for (int g = 1; g < kTypes; ++g)
                if (cups_[opponent][g] > 0)
                    out[n++] = Step{StepKind::Take, -1, static_cast<std::int8_t>(g)};
        }
        break;
    }
    case Phase::Over:
        break;
    }
    return n;
}

bool GpState::isLegal(Step step) const
{
    std::array<Step, kMaxSteps> steps;
    const int n = generateSteps(steps.data());
    for (int i = 0; i < n; ++i)
        if (steps[static_cast<std::size_t>(i)] == step)
            return true;
    return false;
}

void GpState::apply(Step step)
{
    switch (step.kind) {
    case StepKind::Pick:
        origin_ = step.pit;
        cursor_ = step.pit;
        hand_ = pits_[step.pit];
        pits_[step.pit].fill(0);
        lastDrop_.fill(-1);
        current_ = TurnReport{};
        current_.seat = static_cast<std::int8_t>(side_);
        current_.origin = step.pit;
        current_.fed = feeding_;
        phase_ = Phase::Sow;
        break;
    case StepKind::Place: {
        const int q = nextPit();
        --hand_[step.bead];
        ++pits_[q][step.bead];
        lastDrop_[q] = step.bead;
        cursor_ = static_cast<std::int8_t>(q);
        current_.sown[current_.sownCount++] = step.bead;
        if (handSize() == 0)
            resolveCapture();
        break;
    }
    case StepKind::Take: {
        const int opponent = 1 - side_;
        if (step.pit >= 0)
            --pits_[step.pit][step.bead];
        else
            --cups_[opponent][step.bead];
        ++cups_[side_][step.bead];
        current_.taken[current_.takenCount++] = Taken{step.pit, step.bead};
        --takesLeft_;
        if (takesLeft_ == 0 || !takeAvailable())
            endTurn();
        break;
    }
    }
}

// The last bead fell; does it capture? Only in an opposing pit that held
// exactly one bead before it (under the tournament rules only if it is a stone).
void GpState::resolveCapture()
{
    const int last = cursor_;
    const int opponent = 1 - side_;
    const int single = singleBeadBeforeLastDrop(last);
    const bool capturing = sideOf(last) == opponent && single >= 0 &&
                           (!rules_.tournament || current_.sown[current_.sownCount - 1] == 0);
    if (!capturing) {
        endTurn();
        return;
    }
    const bool direct = single > 0;
    current_.capture = direct ? CaptureKind::Direct : CaptureKind::Indirect;
    current_.capturePit = static_cast<std::int8_t>(last);
    // The unbroken chain behind (against the sowing) of opposing pits that held
    // exactly one bead of the same kind: a gem for direct, a stone for indirect.
    int chain = 1;
    for (int p = last - 1; p >= firstPitOf(opponent); --p) {
        const int t = singleBeadBeforeLastDrop(p);
        if (t < 0 || (t > 0) != direct)
            break;
        ++chain;
    }
    current_.chainLength = static_cast<std::uint8_t>(chain);
    if (direct) {
        for (int p = last; p > last - chain; --p) {
            const int g = singleBeadBeforeLastDrop(p);
            --pits_[p][g];
            ++cups_[side_][g];
            current_.taken[current_.takenCount++] =
                Taken{static_cast<std::int8_t>(p), static_cast<std::int8_t>(g)};
        }
        endTurn();
        return;
    }
    takesLeft_ = static_cast<std::uint8_t>(chain);
    if (!takeAvailable()) { // no gem on his side nor in his cup: nothing is captured
        takesLeft_ = 0;
        endTurn();
        return;
    }
    phase_ = Phase::Take;
}

void GpState::endTurn()
{
    takesLeft_ = 0;
    hand_.fill(0);
    origin_ = -1;
    cursor_ = -1;
    lastDrop_.fill(-1);
    last_ = current_;
    side_ = static_cast<std::uint8_t>(1 - side_);
    ++turns_;
    startTurn();
}

// The start of a turn: the end of the game if the seat cannot move, and
// whether the feeding obligation applies.
void GpState::startTurn()
{
    phase_ = Phase::Choose;
    const int opponent = 1 - side_;
    if (beadsOnSide(side_) == 0) {
        if (rules_.tournament) {
            if (points(opponent) >= kTournamentWinPoints)
                finish(opponent, EndReason::FifteenPoints);
            else
                finish(side_, EndReason::EmptiedTooSoon);
        } else if (gemsOnBoard() > 0) {
            finish(side_, EndReason::StuckWithGems);
        } else if (points(side_) != points(opponent)) {
            finish(points(side_) > points(opponent) ? side_ : opponent, EndReason::Points);
        } else {
            finish(opponent, EndReason::PointsTie); // only he has stones on his side
        }
        return;
    }
    if (turns_ >= kTurnLimit) {
        // Points decide; then beads on one's side; then the seat to move loses.
        const int mine = points(side_) * 100 + beadsOnSide(side_);
        const int theirs = points(opponent) * 100 + beadsOnSide(opponent);
        finish(mine > theirs ? side_ : opponent, EndReason::TurnLimit);
        return;
    }
    feeding_ = beadsOnSide(opponent) == 0 && gemsOnBoard() > 0;
}

void GpState::finish(int winner, EndReason reason)
{
    phase_ = Phase::Over;
    winner_ = static_cast<std::int8_t>(winner);
    reason_ = reason;
    feeding_ = false;
}

void GpState::resign()
{
    current_ = TurnReport{};
    current_.seat = static_cast<std::int8_t>(side_);
    finish(1 - side_, EndReason::Resigned);
}

std::uint64_t GpState::hash() const
{
    std::uint64_t h = 0x6A09E667F3BCC908ULL;
    auto mix = [&h](std::uint64_t v) {
        std::uint64_t s = h ^ (v + 0x9E3779B97F4A7C15ULL);
        h = splitmix64(s);
    };
    for (const auto& p : pits_)
        for (auto v : p)
            mix(v);
    for (const auto& c : cups_)
        for (auto v : c)
            mix(v);
    for (auto v : hand_)
        mix(v);
    for (auto v : lastDrop_)
        mix(static_cast<std::uint64_t>(v + 1));
    mix(side_);
    mix(static_cast<std::uint64_t>(phase_));
    mix(static_cast<std::uint64_t>(origin_ + 1));
    mix(static_cast<std::uint64_t>(cursor_ + 1));
    mix(takesLeft_);
    mix(feeding_ ? 1 : 0);
    mix(static_cast<std::uint64_t>(winner_ + 1));
    return h;
}

} // namespace zv::glasperlen
