// `engines [--measure] [--moves N] [--move-ms M] [--seed S]`: which external
// engines (Stockfish, GNU Backgammon) this machine has, and, with --measure,
// their round-trip time per move beside our own engine's move time at the
// same positions (a game of N moves in which both are asked at every turn;
// the external engine's move is played when it is legal). For staff ("why is
// Meister missing?") and for the maintainers' notes; never a pass/fail test.
#include "cli_common.h"
#include "commands.h"

#include "core/level.h"
#include "core/rng.h"
#include "engines/external_players.h"

#include <QElapsedTimer>

#include <algorithm>

namespace zv::cli {
namespace {

struct Timings {
    std::vector<double> ms;
    void add(double value) { ms.push_back(value); }
    QString summary()
    {
        if (ms.empty())
            return QStringLiteral("-");
        std::sort(ms.begin(), ms.end());
        const auto at = [this](double q) {
            return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))];
        };
        return QStringLiteral("median %1 ms, p95 %2 ms, max %3 ms")
            .arg(at(0.5), 0, 'f', 1)
            .arg(at(0.95), 0, 'f', 1)
            .arg(ms.back(), 0, 'f', 1);
    }
};

void measure(const GameInfo& info, play::engines::ExternalPlayer& player, Level level, int moves,
             int moveMs, std::uint64_t seed)
{
    std::vector<Seat> seats(static_cast<std::size_t>(info.minSeats));
    std::unique_ptr<Game> game = startGame(info, {}, seats);
    Rng rng(seed);
    Timings external, own;
    int asked = 0, answered = 0, legalAnswers = 0;
    SearchLimits limits;
    limits.time = std::chrono::milliseconds(moveMs);
    while (!game->isOver() && asked < moves) {
        if (game->toMove() == kChanceSeat) {
            game->play(game->decideFor(level, limits, rng));
            continue;
        }
        ++asked;
        const std::unique_ptr<Game> view = game->viewFor(game->toMove());
        QElapsedTimer clock;
        clock.start();
        const std::optional<std::string> proposal = player.move(*view, level, limits);
        external.add(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        clock.restart();
        const std::string ourMove = view->computerMove(level, limits, rng);
        own.add(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        const std::vector<std::string> legal = game->legalMoves();
        const bool isLegal =
            proposal && std::find(legal.begin(), legal.end(), *proposal) != legal.end();
        answered += proposal ? 1 : 0;
        legalAnswers += isLegal ? 1 : 0;
        game->play(isLegal ? *proposal : ourMove);
    }
    out() << "  " << qs(std::string(levelKey(level))) << ": " << asked << " positions, " << answered
          << " answered, " << legalAnswers << " legal\n"
          << "    external engine (round trip): " << external.summary() << "\n"
          << "    our own engine:               " << own.summary() << "\n";
}

} // namespace

int runEngines(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Which external engines (Stockfish, GNU Backgammon) are installed; with --measure their "
        "round-trip time per move beside our own engine's at the same positions.");
    parser.addOptions({
        {"measure", "Ask each installed engine at every turn of one game."},
        {"moves", "Positions per level (default 20).", "N", "20"},
        {"move-ms", "Thinking time per move (default 250, the kiosk's).", "M", "250"},
        {"seed", "Seed of the game's dice (default 1).", "S", "1"},
    });
    if (!parseCommandLine(parser, "engines", arguments, 0, 0))
        return kExitOk;
    const int moves = std::clamp(parser.value("moves").toInt(), 1, 1000);
    const int moveMs = std::clamp(parser.value("move-ms").toInt(), 10, 10000);
    const std::uint64_t seed = parser.value("seed").toULongLong();
    for (const char* key : {"schach", "backgammon"}) {
        const GameInfo* info = findGame(key);
        const std::shared_ptr<play::engines::ExternalPlayer> player =
            play::engines::externalPlayerFor(key);
        if (!info || !player) {
            out() << key << ": no such game in this build\n";
            continue;
        }
        if (!player->available()) {
            out() << key << ": missing. " << player->missingReason() << "\n";
            continue;
        }
        out() << key << ": installed\n";
        if (!parser.isSet("measure"))
            continue;
        for (Level level : kAllLevels) {
            if (player->plays(level))
                measure(*info, *player, level, moves, moveMs, seed);
        }
    }
    play::engines::shutdownExternalPlayers();
    return kExitOk;
}

} // namespace zv::cli
