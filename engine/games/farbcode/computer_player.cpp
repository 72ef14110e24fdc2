// The computer players of Farbcode (RULES.md, "Computer players"): as maker
// a code drawn at random from all 1,296; as breaker, by level, a random code
// that is still possible (Anfänger), Knuth's minimax (Geübt), or the best
// one-step strategy computed here, „most parts“ (Meister). The breaker reads
// only its view: the guesses and answers, never the code.
#include "core/rng.h"
#include "games/farbcode/fc_state.h"
#include "games/farbcode/strategy.h"

namespace zv::farbcode {

Move FcState::chooseMove(Level level, const SearchLimits&, Rng& rng) const
{
    FastRng fast(rng.next());
    if (phase_ == Phase::SetCode)
        return Move{MoveKind::Code, static_cast<std::uint16_t>(fast.uniform(kCodes))};
    const Strategy strategy = level == Level::Beginner    ? Strategy::Random
                              : level == Level::Practised ? Strategy::Knuth
                                                          : Strategy::MostParts;
    return Move{MoveKind::Guess,
                static_cast<std::uint16_t>(chooseGuess(strategy, candidates(current_), fast))};
}

} // namespace zv::farbcode
