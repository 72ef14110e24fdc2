#include "games/fuenf_wuerfel/tips.h"

#include <array>

namespace zv::fuenf_wuerfel {

std::vector<Tip> tipsFor(const FwState& state)
{
    std::vector<Tip> tips;
    if (state.isOver() || state.toMove() == kChanceSeat)
        return tips;
    const Solver& solver = Solver::forRules(state.rules().extraKniffel);
    const int seat = state.current();
    const TurnValues turn(solver, state.sheetKey(seat));
    const double already = state.upperTotal(seat) + state.lowerTotal(seat);
    const DiceSets& sets = DiceSets::instance();
    const int made = state.throwsMade();
    const int onTable = made > 0 ? sets.index(state.diceCounts()) : DiceSets::kNone;
    std::array<Move, FwState::kMaxMoves> moves;
    const int n = state.generateMoves(moves.data());
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[static_cast<std::size_t>(i)];
        double value = 0;
        switch (m.kind) {
        case MoveKind::Score:
            value = turn.scoreValue(m.field, onTable);
            break;
        case MoveKind::Throw:
            value = made == 0 ? turn.turnStart() : turn.keepValue(made, 0);
            break;
        case MoveKind::Keep:
            value = turn.keepValue(made, sets.index(countsOf(m.v.data(), m.count)));
            break;
        case MoveKind::Roll:
            break;
        }
        tips.push_back(Tip{m, already + value});
    }
    return tips;
}

void prepareSolver(const Rules& rules)
{
    Solver::startBuilding(rules.extraKniffel);
}

} // namespace zv::fuenf_wuerfel
