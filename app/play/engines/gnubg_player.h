// GNU Backgammon playing the Master level of Backgammon, and judging a
// visitor's turns after a game (backgammon_review.h).
//
// gnubg runs as a separate program in its text mode (`gnubg -t -q`); for a
// move it is told the position by its Position ID (our engine writes it, the
// player to move on roll), the dice, and asked for a `hint`; a `show turn`
// after it prints a line ending in "on move." that ends the answer. Its
// first candidate comes back in gnubg's words ("24/18(2) 13/7*(2)"); we turn
// it into the board it leads to and take the legal move of ours that leads
// there (engine/games/backgammon/gnubg_id.h): our rules check every answer.
// The text mode was tried by hand and gives all that is needed; the socket
// interface (`external`) would add a port and a listening gnubg for nothing
// more.
//
// Levels: Meister (Master) only. Without gnubg our own Master plays (the
// level stays offered); cube decisions are always our own.
#pragma once

#include "engine_process.h"
#include "external_player.h"
#include "program_lookup.h"

#include "games/backgammon/bg_state.h"
#include "games/backgammon/gnubg_id.h"

#include <memory>
#include <mutex>

namespace zv::play::engines {

class GnubgPlayer : public ExternalPlayer {
public:
    // The answer may take this long beyond the kiosk's budget (gnubg's
    // start loads its neural nets, ~0.3 s) before gnubg counts as hanging.
    static constexpr int kGraceMs = 2500;

    explicit GnubgPlayer(ProgramLocation location);

    std::string gameKey() const override { return "backgammon"; }
    bool plays(zv::Level level) const override { return level == zv::Level::Master; }
    bool onlyExternal(zv::Level) const override { return false; }
    bool available() const override { return !m_location.path.isEmpty(); }
    QString missingReason() const override;
    std::optional<std::string> move(const zv::Game& view, zv::Level level,
                                    const zv::SearchLimits& limits) override;

    QString programPath() const { return m_location.path; }
    // The arguments gnubg runs with, and the lines that set it up (both
    // players entered by hand, so gnubg never moves by itself).
    static QStringList arguments();
    static QStringList startupLines();
    // True for the line that ends each answer.
    static bool isLastLine(const QString& line);
    // The lines that ask for the `count` best plays of the seat to move.
    static QStringList questionFor(const backgammon::BgState& state, int count);
    // Our move for gnubg's first candidate in `answer`, or empty.
    static std::string moveFromAnswer(const backgammon::BgState& state, const QStringList& answer);
    static std::vector<std::string> stdLines(const QStringList& lines);

    // gnubg's candidates for the position, over the running process (for
    // the bench); nullopt when gnubg did not answer in time.
    std::optional<std::vector<backgammon::GnubgCandidate>>
    candidates(const backgammon::BgState& state, int count, std::chrono::milliseconds timeout,
               const std::atomic<bool>* cancel = nullptr);

private:
    ProgramLocation m_location;
    std::mutex m_mutex; // one question at a time
    std::unique_ptr<EngineProcess> m_process;
};

} // namespace zv::play::engines
