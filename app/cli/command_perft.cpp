// `perft GAME DEPTH [--option KEY=VALUE]... [--divide]`: how many move
// sequences of DEPTH plies lead from the start position, counted through the
// game interface alone (every legal move is one branch; in Dame each
// distinct capture sequence is one move). Compared with published figures,
// it checks a move generator; timings are printed for information only.
#include "cli_common.h"
#include "commands.h"

#include <chrono>

namespace zv::cli {
namespace {

std::uint64_t perft(const Game& game, int depth)
{
    if (depth == 0)
        return 1;
    if (game.isOver())
        return 0; // a game that ended early has no sequences of this length
    const std::vector<std::string> moves = game.legalMoves();
    if (depth == 1)
        return moves.size();
    std::uint64_t total = 0;
    for (const std::string& move : moves) {
        std::unique_ptr<Game> child = game.clone();
        if (!child->play(move))
            throw std::runtime_error("the game refused its own legal move " + move);
        total += perft(*child, depth - 1);
    }
    return total;
}

} // namespace

int runPerft(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Counts the move sequences of each length up to DEPTH from the start position (perft), "
        "for checking a move generator against published figures.");
    parser.addPositionalArgument("GAME", "The game key, e.g. dame.");
    parser.addPositionalArgument("DEPTH", "Plies, 1 to 12.");
    parser.addOptions({
        {"option", "A rule option, key=value (repeatable; see: games).", "KEY=VALUE"},
        {"divide", "Also the count below each first move at DEPTH."},
    });
    if (!parseCommandLine(parser, "perft", arguments, 2, 2))
        return kExitOk;
    const GameInfo& info = requireGame(parser.positionalArguments().at(0));
    bool ok = false;
    const int depth = parser.positionalArguments().at(1).toInt(&ok);
    if (!ok || depth < 1 || depth > 12)
        usageError(QStringLiteral("perft: DEPTH must be a whole number from 1 to 12"));
    const Options options = parseGameOptions(info, parser.values("option"));
    std::vector<Seat> seats(static_cast<std::size_t>(info.minSeats));
    const std::unique_ptr<Game> start = startGame(info, options, seats);
    if (start->toMove() == kChanceSeat)
        usageError(QStringLiteral("perft: %1 starts with a chance move").arg(qs(info.key)));
    out() << "perft " << qs(info.key);
    for (const auto& [key, value] : options)
        out() << " " << qs(key) << "=" << qs(value);
    out() << "\n";
    for (int d = 1; d <= depth; ++d) {
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t count = perft(*start, d);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin)
                .count();
        out() << "  depth " << d << "  " << count << "  (" << QString::number(ms, 'f', 0)
              << " ms)\n";
        out().flush();
    }
    if (parser.isSet("divide")) {
        for (const std::string& move : start->legalMoves()) {
            std::unique_ptr<Game> child = start->clone();
            child->play(move);
            out() << "  " << qs(move) << "  " << perft(*child, depth - 1) << "\n";
        }
    }
    return kExitOk;
}

} // namespace zv::cli
