// `bench GAME`: random playouts per second and computer move times.
// Timings live here and never in a pass/fail test.
#include "cli_common.h"
#include "commands.h"
#include "core/level.h"
#include "move_choice.h"
#include "selfplay_game.h"

#include "core/rng.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace zv::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct PlayoutRate {
    std::uint64_t games = 0, plies = 0;
    double seconds = 0;
};

PlayoutRate measurePlayouts(const Game& start, double seconds, std::uint64_t seed)
{
    Rng rng(seed, /*record=*/false);
    PlayoutRate rate;
    const auto begin = Clock::now();
    // Small batches keep the clock reads out of the measurement but stop close to the budget.
    while (rate.seconds < seconds) {
        const PlayoutStats stats = start.randomPlayouts(64, rng);
        rate.games += stats.games;
        rate.plies += stats.plies;
        rate.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
    }
    return rate;
}

// A position a computer player has to move in, from a seeded random game:
// the game is played to its end once, then replayed to a random seat's turn.
std::unique_ptr<Game> samplePosition(const Game& start, std::uint64_t seed)
{
    Rng rng(seed, /*record=*/false);
    std::unique_ptr<Game> game = start.clone();
    std::vector<std::string> moves;
    std::vector<std::size_t> seatTurns;
    constexpr std::size_t kPlyCap = 100'000; // selfplay checks that games end; no hang here
    while (!game->isOver() && moves.size() < kPlyCap) {
        if (game->toMove() != kChanceSeat)
            seatTurns.push_back(moves.size());
        moves.push_back(randomMove(*game, rng));
        if (moves.back().empty() || !game->play(moves.back()))
            break;
    }
    if (seatTurns.empty())
        return nullptr;
    const std::size_t turn = seatTurns[drawUniform(seatTurns.size(), rng)];
    std::unique_ptr<Game> position = start.clone();
    for (std::size_t i = 0; i < turn; ++i)
        position->play(moves[i]);
    return position;
}

struct MoveTimes {
    Level level;
    std::vector<double> ms; // sorted
    double quantile(double q) const
    {
        // Nearest rank: the smallest time that at least q of the moves stay within.
        const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(ms.size())));
        return ms.empty() ? 0.0 : ms[std::clamp<std::size_t>(rank, 1, ms.size()) - 1];
    }
};

MoveTimes measureMoves(const std::vector<std::unique_ptr<Game>>& positions, Level level,
                       std::uint64_t seed)
{
    MoveTimes times{level, {}};
    const SearchLimits limits; // the kiosk's default budget
    for (std::size_t i = 0; i < positions.size(); ++i) {
        Rng rng(gameSeed(seed, static_cast<int>(i) + 1), /*record=*/false);
        const auto begin = Clock::now();
        const std::string move = positions[i]->decideFor(level, limits, rng);
        times.ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - begin).count());
        if (move.empty())
            usageError(
                QStringLiteral("bench: the %1 player returned no move").arg(levelText(level)));
    }
    std::sort(times.ms.begin(), times.ms.end());
    return times;
}

} // namespace

int runBench(const QStringList& arguments)
{
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("search"))
        return runBenchSearch(arguments.mid(1)); // no game has that key
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Measures random playouts per second (one thread) and the computer players' move "
        "times (median, p95, max) with the default 250 ms budget, over positions sampled "
        "from seeded random games.");
    parser.addPositionalArgument("GAME", "The game key, e.g. muehle.");
    parser.addOptions({
        {"seconds", "Seconds of random playouts (default 3).", "T"},
        {"positions", "Positions per level for move times (default 40).", "N"},
        {"players", "Number of seats (default: the game's minimum).", "P"},
        {"seed", "Seed for playouts and positions (default 1).", "S"},
        {"json", "Print JSON instead of a table."},
    });
    if (!parseCommandLine(parser, "bench", arguments, 1, 1))
        return kExitOk;
    const GameInfo& info = requireGame(parser.positionalArguments().front());
    const int seconds = parseInt(parser, "seconds", 3, 1, 3600);
    const int positionCount = parseInt(parser, "positions", 40, 1, 100'000);
    const std::uint64_t seed = parseSeed(parser, "seed", 1);

    const int players = parseInt(parser, "players", info.minSeats, info.minSeats, info.maxSeats);
    std::vector<Seat> seats(static_cast<std::size_t>(players));
    for (Seat& seat : seats)
        seat.kind = PlayerKind::Computer;
    const std::unique_ptr<Game> start = startGame(info, {}, seats);

    const PlayoutRate rate = measurePlayouts(*start, seconds, seed);
    std::vector<std::unique_ptr<Game>> positions;
    for (int i = 1; positions.size() < static_cast<std::size_t>(positionCount); ++i) {
        if (auto position = samplePosition(*start, gameSeed(seed, i)))
            positions.push_back(std::move(position));
        else if (i > 10 * positionCount)
            usageError("bench: random games of " + qs(info.key) + " give no position to move in");
    }
    std::vector<MoveTimes> moveTimes;
    for (Level level : kAllLevels)
        moveTimes.push_back(measureMoves(positions, level, seed));

    const auto limitMs = static_cast<int>(SearchLimits{}.time.count());
    const double playoutsPerSecond = static_cast<double>(rate.games) / rate.seconds;
    const double pliesPerSecond = static_cast<double>(rate.plies) / rate.seconds;
    if (parser.isSet("json")) {
        QJsonArray levels;
        for (const MoveTimes& times : moveTimes)
            levels.append(QJsonObject{{"level", levelText(times.level)},
                                      {"median_ms", times.quantile(0.5)},
                                      {"p95_ms", times.quantile(0.95)},
                                      {"max_ms", times.ms.back()}});
        const QJsonObject report{
            {"game", qs(info.key)},
            {"players", players},
            {"playouts", QJsonObject{{"games", static_cast<double>(rate.games)},
                                     {"seconds", rate.seconds},
                                     {"per_second", playoutsPerSecond},
                                     {"plies_per_second", pliesPerSecond}}},
            {"computer_move",
             QJsonObject{{"positions", positionCount}, {"limit_ms", limitMs}, {"levels", levels}}},
        };
        out() << QString::fromUtf8(QJsonDocument(report).toJson());
        return kExitOk;
    }
    out() << "bench " << qs(info.key) << " (seed " << seed << ", " << players << " players)\n"
          << "random playouts: " << rate.games << " games in "
          << QString::number(rate.seconds, 'f', 2)
          << " s = " << QString::number(playoutsPerSecond, 'f', 0) << " playouts/s, "
          << QString::number(pliesPerSecond / 1e6, 'f', 2) << " M plies/s (one thread)\n"
          << "computer move over " << positionCount << " positions (limit " << limitMs << " ms):\n"
          << "  level       median ms    p95 ms    max ms\n";
    for (const MoveTimes& times : moveTimes)
        out() << "  " << levelText(times.level).leftJustified(8)
              << QString::number(times.quantile(0.5), 'f', 1).rightJustified(12)
              << QString::number(times.quantile(0.95), 'f', 1).rightJustified(10)
              << QString::number(times.ms.back(), 'f', 1).rightJustified(10) << "\n";
    out().flush();
    if (info.key == "schach")
        printChessPerftSpeed();
    if (info.key == "tangram")
        printTangramSolveTimes();
    return kExitOk;
}

} // namespace zv::cli
