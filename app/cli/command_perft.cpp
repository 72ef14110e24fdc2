// `perft GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide]`:
// how many move sequences of DEPTH plies lead from the start position (or
// from a position in the game's own text, for chess a FEN), counted through
// the game interface alone (every legal move is one branch; in Dame each
// distinct capture sequence is one move). Chess counts through its own
// position type instead (millions of nodes: the text interface would take
// minutes), and, as published perft figures do, ignores ends by repetition
// or the move rule. Compared with published figures, it checks a move
// generator; timings are printed for information only.
#include "cli_common.h"
#include "commands.h"
#include "games/schach/schach_game.h"

#include <chrono>

namespace zv::cli {
namespace {

std::uint64_t perft(const Game& game, int depth)
{
    if (const schach::SchachState* chess = schach::schachState(game))
        return depth == 0 ? 1 : chess->position().perft(depth);
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

void printChessPerftSpeed()
{
    // Deeper than the test's counts, with the published figures beside them.
    struct Case {
        const char* name;
        const char* fen;
        int depth;
        std::uint64_t expected;
    };
    const Case cases[] = {
        {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
         4085603},
        {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
        {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4,
         422333},
        {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487},
    };
    out() << "perft (legal moves, copy-make, one thread):\n";
    for (const Case& c : cases) {
        const auto position = schach::Position::fromFen(c.fen);
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t count = position->perft(c.depth);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        out() << "  " << QString(c.name).leftJustified(11) << " depth " << c.depth << "  " << count
              << (count == c.expected ? QStringLiteral("  (published)")
                                      : "  (PUBLISHED: " + QString::number(c.expected) + ")")
              << "  " << QString::number(s, 'f', 2)
              << " s = " << QString::number(static_cast<double>(count) / s / 1e6, 'f', 1)
              << " M nodes/s\n";
        out().flush();
    }
}

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
        {"position", "Start from this position in the game's own text (chess: a FEN).", "TEXT"},
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
    if (parser.isSet("position")) {
        std::string why;
        if (!start->setPosition(parser.value("position").toStdString(), &why))
            usageError(QStringLiteral("perft: --position: %1").arg(qs(why)));
    }
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
