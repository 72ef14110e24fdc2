#include "games/glocke_hammer/throw_odds.h"

#include "core/rng.h"

#include <string>

namespace zv::glocke_hammer {
namespace {

NamedDie markedDie(const std::string& mark)
{
    return NamedDie({mark, "blank", "blank", "blank", "blank", "blank"});
}

struct DieOdds {
    std::array<double, kDice> marked{}; // P(die i shows its mark)
    std::array<double, kThrowOutcomes> mask{};
};

const DieOdds& dieOdds()
{
    static const DieOdds odds = [] {
        DieOdds o;
        const auto& dice = theDice();
        for (int i = 0; i < kDice; ++i)
            o.marked[static_cast<std::size_t>(i)] = dice[static_cast<std::size_t>(i)].weights()[0];
        for (unsigned m = 0; m < kThrowOutcomes; ++m) {
            double p = 1.0;
            for (int i = 0; i < kDice; ++i) {
                const double q = o.marked[static_cast<std::size_t>(i)];
                p *= (m & (1u << i)) ? q : 1.0 - q;
            }
            o.mask[m] = p;
        }
        return o;
    }();
    return odds;
}

} // namespace

const std::array<NamedDie, kDice>& theDice()
{
    static const std::array<NamedDie, kDice> dice = {
        markedDie("1"), markedDie("2"), markedDie("3"),    markedDie("4"),
        markedDie("5"), markedDie("6"), markedDie("bell"), markedDie("hammer"),
    };
    return dice;
}

double throwProbability(unsigned mask)
{
    return dieOdds().mask[mask & 0xFFu];
}

unsigned rollThrow(Rng& rng)
{
    unsigned mask = 0;
    const auto& dice = theDice();
    for (int i = 0; i < kDice; ++i)
        if (dice[static_cast<std::size_t>(i)].rollIndex(rng) == 0)
            mask |= 1u << i;
    return mask;
}

unsigned rollThrowFast(FastRng& rng)
{
    unsigned mask = 0;
    for (int i = 0; i < kDice; ++i)
        if (rng.uniform(6) == 0)
            mask |= 1u << i;
    return mask;
}

std::uint32_t ThrowTable::pipsCount(int total) const
{
    std::uint32_t sum = 0;
    for (std::uint32_t c : count[static_cast<std::size_t>(total)])
        sum += c;
    return sum;
}

std::uint32_t ThrowTable::symbolCount(int kind) const
{
    std::uint32_t sum = 0;
    for (const auto& row : count)
        sum += row[static_cast<std::size_t>(kind)];
    return sum;
}

ThrowTable throwTable()
{
    ThrowTable table;
    const auto& dice = theDice();
    for (unsigned m = 0; m < kThrowOutcomes; ++m) {
        std::uint32_t landings = 1;
        for (int i = 0; i < kDice; ++i) {
            const auto& faces = dice[static_cast<std::size_t>(i)].faces();
            std::uint32_t ways = 0;
            for (std::size_t f = 0; f < faces.size(); ++f)
                ways += ((f == 0) == ((m & (1u << i)) != 0)) ? 1 : 0;
            landings *= ways;
        }
        table.count[static_cast<std::size_t>(pipsOf(m))]
                   [static_cast<std::size_t>(symbolKindOf(m))] += landings;
    }
    return table;
}

KasseOdds kasseOdds(int kasse)
{
    static const ThrowTable table = throwTable();
    KasseOdds odds;
    for (int total = 0; total <= kMaxPips; ++total) {
        const double p = table.pipsProbability(total);
        if (total == 0)
            odds.blank += p;
        else if (total < kasse)
            odds.below += p;
        else if (total == kasse)
            odds.exact += p;
        else
            odds.above += p;
    }
    return odds;
}

} // namespace zv::glocke_hammer
