// Halma as a zv::Game: the registry's entry point, and a way for tests to
// start from any position.
//
// Not a GameAdapter: the rules (and the search) know a move by where its
// piece goes, but a visitor may jump a chain along any route to get there
// and enters it landing by landing, so the legal moves listed for the
// screen and the records are routes (routes.h), several for one destination.
#pragma once

#include "core/game.h"
#include "games/halma/hm_state.h"
#include "games/halma/routes.h"

#include <memory>
#include <optional>

namespace zv::halma {

inline constexpr const char* kDiagonalKey = "diagonal";
inline constexpr const char* kTwoPlayerHousesKey = "two_player_houses";
inline constexpr const char* kBlockedGoalKey = "blocked_goal";

class HalmaGame final : public Game {
public:
    explicit HalmaGame(HmState state) : state_(std::move(state)) {}

    const HmState& state() const { return state_; }
    // Whether the last listing of routes was cut at kMaxRoutes.
    bool routesCapped() const;

    const GameInfo& info() const override { return HmState::gameInfo(); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<HalmaGame>(*this); }
    int seatCount() const override { return state_.seatCount(); }
    int toMove() const override { return state_.toMove(); }
    bool isOver() const override { return state_.isOver(); }
    std::vector<double> result() const override { return state_.result(); }
    std::vector<std::string> legalMoves() const override;
    std::vector<std::vector<std::string>> inputPaths() const override;
    std::vector<double> chanceWeights() const override { return {}; }
    bool play(std::string_view moveText, std::string* why = nullptr) override;
    std::string computerMove(Level level, const SearchLimits& limits, Rng& rng) const override;
    std::unique_ptr<Game> viewFor(int) const override { return clone(); }
    bool hasHiddenInformation() const override { return false; }
    std::unique_ptr<Game> sampleUnseen(int, Rng&) const override { return clone(); }
    PlayoutStats randomPlayouts(int games, Rng& rng) const override;
    std::string invariantViolation() const override { return state_.invariantViolation(); }
    std::uint64_t hash() const override { return state_.hash(); }
    void describe(StateSink& sink) const override { state_.describe(sink, lastRoute_); }

private:
    const std::vector<Route>& routes() const;

    HmState state_;
    std::vector<int> lastRoute_; // the cells of the last move, for the board's hops
    mutable std::optional<std::vector<Route>> routes_;
    mutable bool capped_ = false;
};

// Options are already validated by the registry; nullptr for a seat count
// neither board takes.
std::unique_ptr<Game> createHalma(const Options& options, int seats);
Setup setupFrom(const Options& options, int seats);
const HmState* halmaState(const Game& game);

} // namespace zv::halma
