// zeitvertreib-cli: self-play, record replay and benchmarks for the engine's
// games, and export, check and search of the content store, for developers,
// curators and the test suite. One file per command.
#include "cli_common.h"
#include "commands.h"

#include <QCoreApplication>

#include <exception>
#include <functional>
#include <map>

namespace {

const char* const kUsage = R"(Usage: zeitvertreib-cli COMMAND [ARGUMENTS] [--help]

Commands:
  games [--json]               every game: key, names (de/en), players, rule options
  selfplay GAME [--games N] [--seed S] [--first-game G] [--level LIST]
           [--players P] [--option KEY=VALUE]... [--move-ms M] [--max-plies N]
           [--record-dir DIR]
                               complete games between computer players, invariants
                               checked after every move; random players without --level
  replay GAME FILE             validate a game record (JSON) and print its final position
  bench GAME [--seconds T] [--positions N] [--seed S] [--json]
                               random playouts per second, computer move times
  bench search [--runs N] [--seed S] [--data DIR] [--json]
                               the kiosk's search times: words, mashed keys, junk
  solve GAME [--option KEY=VALUE]... [--pieces MATERIAL] [--pits M] [--seeds N] [--stones S]
                               an exact solver's figures: for fuenf_wuerfel (also
                               "kniffel") the optimal solitaire strategy's expected
                               score, with and without the extra-Kniffel rule; for
                               dame [--pieces DD-D] an exact endgame table (won, drawn,
                               lost for the side to move) under each landing rule;
                               for kalaha (--pits M --seeds N) the first player's
                               margin under perfect play; for muehle (--stones 3-3)
                               the flying endgame's table: won, drawn, lost;
                               for raus the exact chance of a six within the
                               three tries; for farbcode [--strategy NAME] each
                               code breaker's guesses over all 1,296 codes
  perft GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide]
                               move sequences of each length from the start position
                               or a given one, chess: a FEN (checks a move generator
                               against published figures)
  pgn FILE                     a chess game record (JSON) as PGN, moves in SAN
  engines [--measure] [--moves N] [--move-ms M] [--seed S]
                               which external engines (Stockfish, GNU Backgammon) are
                               installed; with --measure their round-trip time per move
                               beside our own engine's at the same positions
  match GAME --engine PATH [--engine-arg ARG]... [--engine-option NAME=VALUE]... [--games N] [--ms M]
        [--seed S] [--random-plies K] [--level L] [--max-plies P] [--record-dir DIR]
                               our computer player against a UCI engine (e.g. schach
                               against Stockfish): every engine move checked by our
                               rules, colours alternated, score, Elo estimate, times
  content export [--json] [--data DIR | --source DIR]
                               the whole content store (text or JSON)
  content check [--data DIR | --source DIR]
                               missing translations, missing required fields and
                               entries flagged "zu prüfen"
  content search QUERY [--language de|en] [--data DIR]
                               the kiosk's search, with its time
  content pack-export FILE [--author NAME] [--data DIR]
                               the published content and its media as one pack
  content pack-import FILE --author NAME [--publish] [--allow-removals] [--data DIR]
                               a pack's items as drafts (checked whole first)
  content usage [--days N] [--data DIR]
                               the kiosk's anonymous usage counts

  kiosk-pin [--config FILE]    read the staff PIN from standard input, print (or
                               write into kiosk.conf) its salted PBKDF2 hash

"zeitvertreib-cli COMMAND --help" describes a command's options.

Exit codes: 0 success, 1 a check failed (broken invariant, illegal move, invalid
record, content missing a translation or a required field), 2 wrong usage (unknown game, option or argument, unreadable file).
)";

} // namespace

int main(int argc, char* argv[])
{
    using namespace zv::cli;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("zeitvertreib-cli");

    const std::map<QString, std::function<int(const QStringList&)>> commands{
        {"games", runGames},        {"selfplay", runSelfplay}, {"replay", runReplay},
        {"bench", runBench},        {"solve", runSolve},       {"content", runContent},
        {"kiosk-pin", runKioskPin}, {"perft", runPerft},       {"engines", runEngines},
        {"match", runMatch},        {"pgn", runPgn},
    };
    QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.isEmpty()) {
        err() << kUsage;
        return kExitUsage;
    }
    const QString command = arguments.takeFirst();
    if (command == "help" || command == "--help" || command == "-h") {
        out() << kUsage;
        return kExitOk;
    }
    const auto found = commands.find(command);
    if (found == commands.end()) {
        // Named from the dispatch table itself, so the list cannot fall behind.
        QStringList names;
        for (const auto& entry : commands)
            names.append(entry.first);
        err() << "zeitvertreib-cli: unknown command \"" << command
              << "\" (commands: " << names.join(", ") << "; see --help)" << Qt::endl;
        return kExitUsage;
    }
    int code = kExitOk;
    try {
        code = found->second(arguments);
    } catch (const UsageError& error) {
        out().flush();
        err() << "zeitvertreib-cli: " << error.message << Qt::endl;
        code = kExitUsage;
    } catch (const std::exception& error) {
        // An engine failure outside selfplay's own checks: one clear line, no trace.
        out().flush();
        err() << "zeitvertreib-cli: " << command << " failed: " << error.what() << Qt::endl;
        code = kExitFailed;
    }
    out().flush();
    err().flush();
    return code;
}
