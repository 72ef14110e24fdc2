// A world-class open engine (Stockfish, GNU Backgammon) playing some levels of
// one of our games, as ARCHITECTURE.md has it: a separate process behind an
// adapter; our engine owns the rules and checks every move it proposes.
#pragma once

#include "core/game.h"

#include <QString>

#include <optional>
#include <string>

namespace zv::play::engines {

class ExternalPlayer {
public:
    virtual ~ExternalPlayer() = default;

    virtual std::string gameKey() const = 0;
    // The levels this engine plays when it is installed.
    virtual bool plays(zv::Level level) const = 0;
    // The levels only this engine can play: without it the kiosk does not
    // offer them (our own player covers the others).
    virtual bool onlyExternal(zv::Level level) const = 0;
    // Whether the program is installed (looked up once).
    virtual bool available() const = 0;
    // For staff when it is not (the visitors never read this): which program
    // is missing, where it was looked for, which levels are therefore hidden.
    virtual QString missingReason() const = 0;

    // The move for the seat to move in `view`, in our game's notation, or
    // std::nullopt when the engine could not answer in time: the caller then
    // plays our own engine's move. Called off the GUI thread; blocks.
    virtual std::optional<std::string> move(const zv::Game& view, zv::Level level,
                                            const zv::SearchLimits& limits) = 0;
};

} // namespace zv::play::engines
