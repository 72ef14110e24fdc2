#include "move_choice.h"

namespace zv::cli {

std::size_t drawChance(const std::vector<double>& weights, Rng& rng)
{
    const double target = rng.unit();
    double sum = 0.0;
    std::size_t lastPossible = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (weights[i] <= 0.0)
            continue;
        lastPossible = i;
        sum += weights[i];
        if (target < sum)
            return i;
    }
    return lastPossible;
}

std::size_t drawUniform(std::size_t moveCount, Rng& rng)
{
    return static_cast<std::size_t>(rng.uniform(static_cast<int>(moveCount)));
}

std::string randomMove(const Game& game, Rng& rng)
{
    const std::vector<std::string> moves = game.legalMoves();
    if (moves.empty())
        return {};
    if (game.toMove() == kChanceSeat)
        return moves[drawChance(game.chanceWeights(), rng)];
    return moves[drawUniform(moves.size(), rng)];
}

} // namespace zv::cli
