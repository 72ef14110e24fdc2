#include "games/kalaha/evaluation.h"

#include "core/rng.h"

namespace zv::kalaha {

namespace {
constexpr int kStoreWeight = 100;
// A seed on one's own row is worth less than one in the store: the other
// side may still capture it.
constexpr int kRowWeight = 30;
} // namespace

int terminalScore(const KalahaState& s)
{
    const int me = s.toMove();
    const int margin = s.store(me) - s.store(1 - me);
    return margin > 0 ? kWinScore : margin < 0 ? -kWinScore : 0;
}

int StrongPolicy::evaluate(const KalahaState& s) const
{
    if (s.isOver())
        return terminalScore(s);
    const int me = s.toMove();
    const int half = s.totalSeeds() / 2;
    if (s.store(me) > half)
        return kWinScore;
    if (s.store(1 - me) > half)
        return -kWinScore;
    const int rowWeight = s.rules().remainingToOwner ? kRowWeight : -kRowWeight / 2;
    return kStoreWeight * (s.store(me) - s.store(1 - me)) +
           rowWeight * (s.rowSeeds(me) - s.rowSeeds(1 - me));
}

int StrongPolicy::orderScore(const KalahaState& s, const Move& move) const
{
    const int me = s.toMove();
    const int seeds = s.seeds(me, move.pit);
    const int toStore = s.pits() - move.pit;
    if (seeds == toStore)
        return 10'000 + move.pit; // extra turn; the one nearest the store first
    Cells cells = s.cells();
    int next = 0;
    const SowReport report = sowAndResolve(s.rules(), cells, me, move.pit, &next);
    return 100 * report.captured + (seeds > toStore ? 10 : 0) + move.pit;
}

int WeakPolicy::evaluate(const KalahaState& s) const
{
    if (s.isOver())
        return terminalScore(s);
    const int me = s.toMove();
    std::uint64_t mixed = s.hash() ^ salt;
    const int noise = static_cast<int>(splitmix64(mixed) % 121) - 60;
    return kStoreWeight * (s.store(me) - s.store(1 - me)) + noise;
}

int WeakPolicy::orderScore(const KalahaState&, const Move& move) const
{
    return move.pit;
}

} // namespace zv::kalaha
