// Helpers every command of zeitvertreib-cli shares: output streams, the usage
// error that ends in exit code 2, and the parsing of games, options, seats and
// numbers from the command line.
#pragma once

#include "core/game.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace zv::cli {

// Exit codes, the same for every command (the usage text lists them).
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1; // a check failed: broken invariant, illegal move, bad record
inline constexpr int kExitUsage = 2;  // unknown game or option, bad arguments, unreadable file

// Thrown for anything the user typed wrongly; main() prints it on one line and
// exits with kExitUsage.
struct UsageError {
    QString message;
};
[[noreturn]] void usageError(const QString& message);

QTextStream& out();
QTextStream& err();

QString qs(const std::string& text);

// Parses a command's arguments (without the program and command names).
// Returns false when --help was asked for and printed. Throws UsageError for
// unknown options and for a positional count outside [minPositional, maxPositional].
bool parseCommandLine(QCommandLineParser& parser, const QString& command,
                      const QStringList& arguments, int minPositional, int maxPositional);

const GameInfo& requireGame(const QString& key);

// "--option key=value" arguments checked against the game's OptionSpecs;
// booleans may be written true/false, yes/no, on/off or 1/0.
Options parseGameOptions(const GameInfo& info, const QStringList& keyValues);

// The value of a numeric option, or its default when absent.
int parseInt(const QCommandLineParser& parser, const QString& name, int defaultValue, int minValue,
             int maxValue);
std::uint64_t parseSeed(const QCommandLineParser& parser, const QString& name,
                        std::uint64_t defaultValue);

std::optional<Level> levelFromText(const QString& text);
QString levelText(Level level);

std::unique_ptr<Game> startGame(const GameInfo& info, const Options& options,
                                const std::vector<Seat>& seats);

} // namespace zv::cli
