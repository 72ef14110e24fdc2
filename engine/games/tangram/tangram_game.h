// Tangram as a zv::Game: one visitor lays the seven pieces into a figure.
//
// The state is which pieces lie on the figure and where (pieces beside it are
// the board's business, not the rules'). Moves, in RULES.md's notation:
//   "G1/3/2,1+1r"   lay (or move) a piece: turn 0..7 (·45°), "f" mirrored, anchor corner
//   "G1/3/~2.4,~1"  the same dropped by a finger: snapped to the nearest exact place
//   "G1-"           take a piece off the figure
//   "zeigen"        show the solution (ends the game unsolved)
// It implements Game directly: a piece may be laid anywhere it fits, which no
// finite list of moves enumerates; legalMoves() lists the placements the
// solver would try next (at the lowest uncovered corner), the removals and
// "zeigen".
#pragma once

#include "core/game.h"
#include "games/tangram/solver.h"

#include <memory>

namespace zv::tangram {

inline constexpr const char* kFigureKey = "figure";
// How far (in units of half the small triangle's hypotenuse) a dropped
// piece's corner may lie from a point it snaps to.
inline constexpr double kSnapRadius = 0.8;

class TangramGame final : public Game {
public:
    explicit TangramGame(const Figure& figure);
    static const GameInfo& gameInfo();

    const GameInfo& info() const override { return gameInfo(); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<TangramGame>(*this); }
    int seatCount() const override { return 1; }
    int toMove() const override { return 0; }
    bool isOver() const override { return over_; }
    std::vector<double> result() const override { return {solved() && !shown_ ? 1.0 : 0.0}; }
    std::vector<std::string> legalMoves() const override;
    std::vector<std::vector<std::string>> inputPaths() const override;
    std::vector<double> chanceWeights() const override { return {}; }
    bool play(std::string_view moveText, std::string* why = nullptr) override;
    std::string computerMove(Level level, const SearchLimits& limits, Rng& rng) const override;
    std::unique_ptr<Game> viewFor(int) const override { return clone(); }
    bool hasHiddenInformation() const override { return false; }
    std::unique_ptr<Game> sampleUnseen(int, Rng&) const override { return clone(); }
    PlayoutStats randomPlayouts(int games, Rng& rng) const override;
    bool setPosition(std::string_view text, std::string* why = nullptr) override;
    std::string invariantViolation() const override;
    std::uint64_t hash() const override;
    void describe(StateSink& sink) const override;

    const Figure& figure() const { return *figure_; }
    const Partial& placed() const { return placed_; }
    bool solved() const;
    // Where a piece dropped near (x, y) with this turn comes to lie exactly,
    // if it fits there (kSnapRadius); for "~" moves and the tests.
    std::optional<Placement> snap(int piece, int turn, bool flipped, double x, double y) const;
    // Whether the piece may lie there: inside the figure, on no other piece.
    bool fits(int piece, const Placement& placement) const;

private:
    std::vector<std::string> nextPlacements() const;
    bool storedMatch(int piece) const;

    const Figure* figure_;
    Partial placed_{};
    bool over_ = false;
    bool shown_ = false;
    // The last move as it was carried out (a finger's drop: where it snapped).
    std::string last_;
};

std::unique_ptr<Game> createTangram(const Options& options);
const TangramGame* tangramGame(const Game& game);

} // namespace zv::tangram
