#include "selfplay_game.h"

#include "core/rng.h"
#include "move_choice.h"
#include "state_text.h"

#include <cmath>
#include <exception>
#include <memory>

namespace zv::cli {
namespace {

// What is wrong with the interface's promises in this position, or "".
std::string contractViolation(const Game& game, const std::vector<std::string>& moves)
{
    if (game.isOver()) {
        const std::vector<double> result = game.result();
        if (static_cast<int>(result.size()) != game.seatCount())
            return "result() has " + std::to_string(result.size()) + " entries for " +
                   std::to_string(game.seatCount()) + " seats";
        for (double share : result) {
            if (!(share >= 0.0 && share <= 1.0))
                return "result() holds " + std::to_string(share) + ", outside 0..1";
        }
        return {};
    }
    const int seat = game.toMove();
    if (seat != kChanceSeat && (seat < 0 || seat >= game.seatCount()))
        return "toMove() is " + std::to_string(seat) + ", neither a seat nor chance";
    if (moves.empty())
        return "the game is not over but has no legal move";
    if (game.inputPaths().size() != moves.size())
        return "inputPaths() has " + std::to_string(game.inputPaths().size()) + " entries for " +
               std::to_string(moves.size()) + " legal moves";
    const std::vector<double> weights = game.chanceWeights();
    if (seat != kChanceSeat)
        return weights.empty() ? std::string() : "chanceWeights() is not empty for a seat's move";
    if (weights.size() != moves.size())
        return "chanceWeights() has " + std::to_string(weights.size()) + " entries for " +
               std::to_string(moves.size()) + " outcomes";
    double sum = 0.0;
    for (double weight : weights)
        sum += weight;
    if (std::fabs(sum - 1.0) > 1e-9)
        return "chanceWeights() sum to " + std::to_string(sum) + ", not 1";
    return {};
}

std::string checkPosition(const Game& game, const std::vector<std::string>& moves)
{
    std::string problem = game.invariantViolation();
    if (problem.empty())
        problem = contractViolation(game, moves);
    return problem;
}

} // namespace

std::uint64_t gameSeed(std::uint64_t runSeed, int gameNumber)
{
    std::uint64_t state = runSeed + 0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(gameNumber);
    return splitmix64(state);
}

SelfplayOutcome playSelfplayGame(const SelfplaySetup& setup, std::uint64_t seed)
{
    SelfplayOutcome outcome;
    outcome.record.game = setup.game;
    outcome.record.options = setup.options;
    outcome.record.seats = setup.seats;
    outcome.record.seed = seed;
    const auto broken = [&outcome](std::string problem) {
        outcome.broken = true;
        outcome.problem = std::move(problem);
        return outcome;
    };

    std::string why;
    std::unique_ptr<Game> game = createGame(setup.game, setup.options, setup.seats, &why);
    if (!game)
        return broken("the game does not start: " + why);
    Rng rng(seed, /*record=*/false);
    try {
        while (true) {
            const std::vector<std::string> moves =
                game->isOver() ? std::vector<std::string>{} : game->legalMoves();
            if (std::string problem = checkPosition(*game, moves); !problem.empty())
                return broken(problem);
            if (game->isOver())
                break;
            if (outcome.ply >= setup.maxPlies)
                return broken("no end after " + std::to_string(setup.maxPlies) + " plies");

            const int seat = game->toMove();
            std::string move;
            if (seat == kChanceSeat)
                move = moves[drawChance(game->chanceWeights(), rng)];
            else if (setup.randomSeat[static_cast<std::size_t>(seat)])
                move = moves[drawUniform(moves.size(), rng)];
            else
                move = game->decideFor(setup.seats[static_cast<std::size_t>(seat)].level,
                                       setup.limits, rng);
            outcome.record.moves.push_back(RecordedMove{seat, move, {}});
            ++outcome.ply;
            if (!game->play(move, &why))
                return broken(
                    "move \"" + move + "\" of " +
                    (seat == kChanceSeat ? std::string("chance") : "seat " + std::to_string(seat)) +
                    " was rejected: " + why);
        }
    } catch (const std::exception& exception) {
        return broken(std::string("exception: ") + exception.what());
    }

    outcome.plies = outcome.ply;
    outcome.winner = winningSeat(game->result());
    outcome.loser = losingSeat(game->result());
    outcome.finalHash = game->hash();
    StateText state;
    game->describe(state);
    outcome.reason = state.value("reason").toStdString();
    return outcome;
}

} // namespace zv::cli
