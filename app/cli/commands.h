// The commands of zeitvertreib-cli, one file each. Every command gets its own
// arguments (without the program and command names) and returns the exit code.
#pragma once

#include "core/game.h"

#include <QCommandLineParser>
#include <QStringList>

namespace zv::cli {

int runGames(const QStringList& arguments);
int runSelfplay(const QStringList& arguments);
int runReplay(const QStringList& arguments);
int runBench(const QStringList& arguments);
int runSolve(const QStringList& arguments); // an exact solver's figures (fuenf_wuerfel)
int runPerft(const QStringList& arguments); // move sequences from the start (command_perft.cpp)
void printChessPerftSpeed();                // `bench schach`'s perft figures (command_perft.cpp)
int runPgn(const QStringList& arguments);   // a chess record as PGN (command_pgn.cpp)
// `solve dame` (command_solve_dame.cpp)
void printDameTables(const GameInfo& info, const QString& pieces, const QStringList& optionArgs);
int runBenchSearch(const QStringList& arguments); // `bench search` (command_bench_search.cpp)
int runContent(const QStringList& arguments);     // export, check, search (command_content.cpp)
int runKioskPin(const QStringList& arguments);    // the staff PIN's hash for kiosk.conf
int runEngines(const QStringList& arguments);     // external engines: installed? round trips
int runMatch(const QStringList& arguments); // our player against a UCI engine (command_match.cpp)

} // namespace zv::cli

namespace zv {
struct GameInfo;
namespace cli {
// `solve kalaha` (command_solve_kalaha.cpp), called by runSolve.
void printKalahaSolution(const GameInfo& info, const QCommandLineParser& parser);
// `solve muehle --stones 3-3` (command_solve_muehle.cpp), called by runSolve.
void printMuehleEndgame(const QCommandLineParser& parser);
// command_solve_farbcode.cpp: every code breaker against all 1,296 codes.
void printFarbcodeStrategies(const QCommandLineParser& parser);
} // namespace cli
} // namespace zv
