// The dice of Paschen: the 56 throws of three dice with their landings, and
// the exact odds of a decisive throw, counted over the 216 ordered landings.
#include "games/paschen/ps_types.h"

namespace zv::paschen {

const std::array<DiceOutcome, 56>& diceOutcomes()
{
    static const std::array<DiceOutcome, 56> outcomes = [] {
        std::array<DiceOutcome, 56> list{};
        std::size_t n = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = a; b <= 6; ++b)
                for (int c = b; c <= 6; ++c) {
                    DiceOutcome& o = list[n++];
                    o.values = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                                static_cast<std::uint8_t>(c)};
                    // Orderings of the three values: 6 if all differ, 3 with a pair, 1 a triple.
                    o.landings = a == c ? 1 : (a == b || b == c) ? 3 : 6;
                }
        return list;
    }();
    return outcomes;
}

bool allDifferent(const std::array<std::uint8_t, kDice>& d)
{
    return d[0] != d[1] && d[1] != d[2] && d[0] != d[2];
}

bool isTriple(const std::array<std::uint8_t, kDice>& d)
{
    return d[0] == d[1] && d[1] == d[2];
}

int pips(const std::array<std::uint8_t, kDice>& d)
{
    return d[0] + d[1] + d[2];
}

ThrowOdds throwOdds(bool rethrowAllDifferent)
{
    ThrowOdds odds;
    for (const DiceOutcome& o : diceOutcomes()) {
        if (rethrowAllDifferent && allDifferent(o.values)) {
            odds.rethrown += o.landings;
            continue;
        }
        odds.counted += o.landings;
        const bool bank = pips(o.values) >= kBankWinsFrom;
        (bank ? odds.bankWins : odds.stakersWin) += o.landings;
        if (isTriple(o.values)) {
            odds.triples += o.landings;
            (bank ? odds.triplesBankWins : odds.triplesBankLoses) += o.landings;
        }
    }
    return odds;
}

std::string_view phaseKey(Phase phase)
{
    constexpr std::array<std::string_view, 6> keys = {"banco",     "stake",      "roll",
                                                      "after_win", "after_loss", "over"};
    return keys[static_cast<std::size_t>(phase)];
}

std::string_view outcomeKey(Outcome outcome)
{
    constexpr std::array<std::string_view, 4> keys = {"", "bank", "stakers", "rethrow"};
    return keys[static_cast<std::size_t>(outcome)];
}

} // namespace zv::paschen
