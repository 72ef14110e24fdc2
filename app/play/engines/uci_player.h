// Stockfish (or any UCI engine) playing the upper levels of Schach.
//
// The position goes over as our engine describes it: "uci_position" (the
// argument of UCI's `position` command with the moves since the last capture
// or pawn move, so the engine sees repetitions coming) or else "fen". The
// answer's `bestmove` is in UCI's long algebraic notation, which is also our
// chess engine's move text; the caller checks it against our legal moves.
//
// Levels: Geübt (Practised) is Stockfish held to a club player's strength by
// UCI_LimitStrength/UCI_Elo; Meister (Master) is Stockfish at full strength.
// Both think for the kiosk's time budget at most. Without Stockfish our own
// engine plays Geübt, and Meister is not offered (our own search is no
// master).
#pragma once

#include "engine_process.h"
#include "external_player.h"
#include "program_lookup.h"

#include <memory>
#include <mutex>

namespace zv::play::engines {

class UciPlayer : public ExternalPlayer {
public:
    // The Elo the Practised level is held to (Stockfish 15's range is
    // 1350..2850; 1500 is a keen club player, still far above a beginner).
    static constexpr int kPractisedElo = 1500;
    // The engine's thinking time per move is the kiosk's budget, within these.
    static constexpr int kMinMoveMs = 50;
    static constexpr int kMaxMoveMs = 2000;
    // Extra time the answer may take beyond the thinking time (start-up,
    // a loaded machine) before the engine counts as hanging.
    static constexpr int kGraceMs = 1500;

    UciPlayer(std::string gameKey, ProgramLocation location);

    std::string gameKey() const override { return m_gameKey; }
    bool plays(zv::Level level) const override;
    bool onlyExternal(zv::Level level) const override;
    bool available() const override { return !m_location.path.isEmpty(); }
    QString missingReason() const override;
    std::optional<std::string> move(const zv::Game& view, zv::Level level,
                                    const zv::SearchLimits& limits) override;

    // The lines sent for one move; for tests.
    static QStringList questionFor(const std::string& position, zv::Level level, int moveMs);
    // The move of a "bestmove e2e4 ponder e7e5" line, or empty ("(none)").
    static std::string bestMoveOf(const QString& line);

private:
    std::string m_gameKey;
    ProgramLocation m_location;
    std::mutex m_mutex; // one question at a time (the suggestion and a turn may overlap)
    std::unique_ptr<EngineProcess> m_process;
};

} // namespace zv::play::engines
