// `solve GAME [--option KEY=VALUE]...`: what a game's exact solver computes:
// Fünf Würfel (the Kniffel rules; also called as "kniffel"), whose optimal
// solitaire strategy's expected final score is printed with and without the
// source's extra-Kniffel rule, or for the rule options given; Dame's endgame
// tables (command_solve_dame.cpp); Kalaha's margin under perfect play
// (command_solve_kalaha.cpp); Farbcode's code breakers over all codes
// (command_solve_farbcode.cpp).
#include "cli_common.h"
#include "commands.h"
#include "games/fuenf_wuerfel/fuenf_wuerfel_game.h"
#include "games/fuenf_wuerfel/solver.h"
#include "games/raus/rs_types.h"

namespace zv::cli {
namespace {

void printFuenfWuerfel(const GameInfo& info, const QStringList& optionArguments)
{
    using namespace fuenf_wuerfel;
    std::vector<bool> ruleSets;
    if (optionArguments.isEmpty()) {
        ruleSets = {true, false};
    } else {
        ruleSets = {rulesFromOptions(parseGameOptions(info, optionArguments)).extraKniffel};
    }
    out() << qs(info.key) << " (" << qs(info.nameDe) << " / " << qs(info.nameEn)
          << "): the optimal solitaire strategy's expected final score\n";
    for (const bool extra : ruleSets) {
        // A table of its own, built here, so that its time is this run's.
        const Solver solver(extra);
        out() << "  " << kExtraKniffelKey << "=" << (extra ? "true " : "false") << "  "
              << QString::number(solver.expectedScore(), 'f', 4) << "  (" << solver.statesSolved()
              << " sheets solved, table "
              << QString::number(static_cast<double>(solver.tableBytes()) / (1024.0 * 1024.0), 'f',
                                 1)
              << " MiB, " << QString::number(solver.buildMilliseconds(), 'f', 0) << " ms)\n";
    }
    out().flush();
}

// Raus mit dir!: the exact chance of bringing a piece out within the three
// tries, counted by the engine over the 216 ordered throws (odds.cpp).
void printRaus(const GameInfo& info)
{
    const raus::ThreeTriesOdds odds = raus::threeTriesOdds();
    out() << qs(info.key) << " (" << qs(info.nameDe) << " / " << qs(info.nameEn) << ")\n"
          << "  a six within the three tries: " << odds.numerator << "/" << odds.denominator
          << " = " << QString::number(odds.value(), 'f', 4) << "\n"
          << "  no six in three tries:        " << odds.denominator - odds.numerator << "/"
          << odds.denominator << " = " << QString::number(1.0 - odds.value(), 'f', 4) << "\n";
    out().flush();
}

} // namespace

int runSolve(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Prints what a game's exact solver computes. fuenf_wuerfel (or kniffel): the optimal "
        "solitaire strategy's expected final score, with and without the extra-Kniffel rule, or "
        "for the options given. dame: an endgame table (--pieces DD-D), won/drawn/lost for the "
        "side to move under each landing rule. kalaha: the first player's margin under perfect "
        "play (--pits M --seeds N). muehle: the flying endgame's table (--stones 3-3), "
        "won/drawn/lost for the side to move. raus: the exact chance of a six within the three "
        "tries. farbcode: each code breaker's guesses over all 1,296 codes (--strategy NAME for "
        "one).");
    parser.addPositionalArgument("GAME",
                                 "fuenf_wuerfel (also: kniffel), dame, kalaha, muehle, raus, "
                                 "farbcode.");
    parser.addOption({"option", "A rule option, key=value (repeatable; see: games).", "KEY=VALUE"});
    parser.addOption({"pieces", "dame: the material, e.g. DD-D (default) or D-S.", "MATERIAL"});
    parser.addOption({"pits", "kalaha: pits per side (1-5).", "M"});
    parser.addOption({"seeds", "kalaha: seeds per pit.", "N"});
    parser.addOption({"stones", "muehle: the endgame, 3-3 (both sides jump).", "STONES"});
    parser.addOption({"strategy",
                      "farbcode: one code breaker (random, knuth, expected_size, "
                      "entropy, most_parts); all without it.",
                      "NAME"});
    if (!parseCommandLine(parser, "solve", arguments, 1, 1))
        return kExitOk;
    QString key = parser.positionalArguments().front();
    if (key == "kniffel")
        key = QStringLiteral("fuenf_wuerfel");
    const GameInfo& info = requireGame(key);
    if (info.key == "dame") {
        printDameTables(info, parser.isSet("pieces") ? parser.value("pieces") : "DD-D",
                        parser.values("option"));
        return kExitOk;
    }
    if (info.key == "kalaha") {
        printKalahaSolution(info, parser);
        return kExitOk;
    }
    if (info.key == "muehle") {
        printMuehleEndgame(parser);
        return kExitOk;
    }
    if (info.key == "raus") {
        printRaus(info);
        return kExitOk;
    }
    if (info.key == "farbcode") {
        printFarbcodeStrategies(parser);
        return kExitOk;
    }
    if (info.key != "fuenf_wuerfel")
        usageError(QStringLiteral("no solver for %1 (solvers: fuenf_wuerfel, also called kniffel; "
                                  "dame; kalaha; muehle; raus; farbcode)")
                       .arg(key));
    printFuenfWuerfel(info, parser.values("option"));
    return kExitOk;
}

} // namespace zv::cli
