// Where an engine program is: an environment variable names it explicitly
// (ZV_ENGINE_STOCKFISH=/opt/sf/stockfish; also how the tests put a fake in
// its place), else the PATH, else /usr/games (where Debian installs
// stockfish and gnubg, which is not on every user's PATH).
#pragma once

#include <QString>

namespace zv::play::engines {

struct ProgramLocation {
    QString path;     // empty when not found
    QString searched; // where it was looked for, for the staff's message
};

ProgramLocation findEngineProgram(const QString& name, const char* environmentVariable);

} // namespace zv::play::engines
