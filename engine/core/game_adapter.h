// Turns a concrete, fast game state into a zv::Game.
//
// Each game writes one compact value type (its "state") with its own small
// Move type and move generation into a caller's array, so search and random
// playouts run without allocating. GameAdapter<State> wraps it in the text
// interface that the app, the CLI and the records use. Everything that is the
// same for every game (legal moves as text, play by text, playouts, cloning)
// is written here once.
#pragma once

#include "core/game.h"
#include "core/rng.h"

#include <algorithm>
#include <array>
#include <concepts>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace zv {

// What a concrete state must offer. Move must be small, trivially copyable and
// equality comparable. generateMoves writes at most kMaxMoves moves, in a
// stable order, and returns how many; it returns 0 once the game is over.
template <class S>
concept AdaptableState = std::copyable<S> &&
    requires(const S& cs, S& s, typename S::Move m, typename S::Move* out, std::string_view text,
             std::string* why, StateSink& sink, Level level, const SearchLimits& limits, Rng& rng)
{
    requires std::equality_comparable<typename S::Move>;
    {
        S::kMaxMoves
        } -> std::convertible_to<int>;
    {
        S::gameInfo()
        } -> std::same_as<const GameInfo&>;
    {
        cs.seatCount()
        } -> std::convertible_to<int>;
    {
        cs.toMove()
        } -> std::convertible_to<int>;
    {
        cs.isOver()
        } -> std::same_as<bool>;
    {
        cs.result()
        } -> std::same_as<std::vector<double>>;
    {
        cs.generateMoves(out)
        } -> std::same_as<int>;
    {s.apply(m)};
    {
        cs.moveText(m)
        } -> std::same_as<std::string>;
    {
        cs.movePath(m)
        } -> std::same_as<std::vector<std::string>>;
    // Parses text into a legal move; on failure says why in words a player understands.
    {
        cs.parseMove(text, &m, why)
        } -> std::same_as<bool>;
    {
        cs.hash()
        } -> std::same_as<std::uint64_t>;
    {cs.describe(sink)};
    {
        cs.invariantViolation()
        } -> std::same_as<std::string>;
    {
        cs.chooseMove(level, limits, rng)
        } -> std::same_as<typename S::Move>;
};

// Games with hidden information say what one seat may see: a copy of the
// state with everything else replaced by a neutral placeholder (see
// Game::viewFor). A game without it has perfect information.
template <class S>
concept HasSeatView = requires(const S& cs, int seat)
{
    {
        cs.viewFor(seat)
        } -> std::same_as<S>;
};

template <class S>
concept HasUnseenSampling = requires(const S& cs, int seat, FastRng& rng)
{
    {
        cs.sampleUnseen(seat, rng)
        } -> std::same_as<S>;
};

// Games that can be set up from a position text (Game::setPosition).
template <class S>
concept HasPositionText = requires(S& s, std::string_view text, std::string* why)
{
    {
        s.setPositionText(text, why)
        } -> std::same_as<bool>;
};

// Games with chance moves also offer the probability of each chance outcome.
template <class S>
concept HasChance = requires(const S& cs, typename S::Move m)
{
    {
        cs.chanceWeight(m)
        } -> std::convertible_to<double>;
};

template <AdaptableState S> class GameAdapter final : public Game {
public:
    using Move = typename S::Move;
    using MoveBuffer = std::array<Move, S::kMaxMoves>;

    explicit GameAdapter(S state) : state_(std::move(state)) {}

    const S& state() const { return state_; }

    const GameInfo& info() const override { return S::gameInfo(); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<GameAdapter>(*this); }
    int seatCount() const override { return state_.seatCount(); }
    int toMove() const override { return state_.toMove(); }
    bool isOver() const override { return state_.isOver(); }
    std::vector<double> result() const override { return state_.result(); }

    std::vector<std::string> legalMoves() const override
    {
        std::vector<std::string> texts;
        forEachMove([&](const Move& m) { texts.push_back(state_.moveText(m)); });
        return texts;
    }

    std::vector<std::vector<std::string>> inputPaths() const override
    {
        std::vector<std::vector<std::string>> paths;
        forEachMove([&](const Move& m) { paths.push_back(state_.movePath(m)); });
        return paths;
    }

    std::vector<double> chanceWeights() const override
    {
        std::vector<double> weights;
        if constexpr (HasChance<S>) {
            if (!state_.isOver() && state_.toMove() == kChanceSeat)
                forEachMove([&](const Move& m) { weights.push_back(state_.chanceWeight(m)); });
        }
        return weights;
    }

    bool play(std::string_view moveText, std::string* why = nullptr) override
    {
        Move move{};
        if (!state_.parseMove(moveText, &move, why))
            return false;
        // The parser promises legality; the generator is the final word.
        bool legal = false;
        forEachMove([&](const Move& m) { legal = legal || m == move; });
        if (!legal) {
            if (why)
                *why = "\"" + std::string(moveText) + "\" is not a legal move here";
            return false;
        }
        state_.apply(move);
        return true;
    }

    bool setPosition(std::string_view text, std::string* why = nullptr) override
    {
        if constexpr (HasPositionText<S>)
            return state_.setPositionText(text, why);
        else
            return Game::setPosition(text, why);
    }

    std::string computerMove(Level level, const SearchLimits& limits, Rng& rng) const override
    {
        if (state_.isOver())
            return {};
        return state_.moveText(state_.chooseMove(level, limits, rng));
    }

    std::unique_ptr<Game> viewFor(int seat) const override
    {
        if constexpr (HasSeatView<S>)
            return std::make_unique<GameAdapter>(state_.viewFor(seat));
        else
            return clone();
    }
    bool hasHiddenInformation() const override { return HasSeatView<S>; }
    std::unique_ptr<Game> sampleUnseen(int seat, Rng& rng) const override
    {
        static_assert(HasSeatView<S> == HasUnseenSampling<S>,
                      "a game that hides something must also sample it");
        if constexpr (HasUnseenSampling<S>) {
            FastRng fast(rng.next());
            return std::make_unique<GameAdapter>(state_.sampleUnseen(seat, fast));
        } else {
            return clone();
        }
    }

    PlayoutStats randomPlayouts(int games, Rng& rng) const override
    {
        // One recorded draw seeds a fast unrecorded generator: reproducible
        // from the session's record without storing millions of draws.
        FastRng fast(rng.next());
        PlayoutStats stats;
        MoveBuffer moves;
        for (int g = 0; g < games; ++g) {
            S s = state_;
            while (!s.isOver()) {
                const int n = s.generateMoves(moves.data());
                if (n == 0)
                    break; // a game without moves that is not over: invariantViolation says so
                s.apply(moves[static_cast<std::size_t>(pickIndex(s, moves.data(), n, fast))]);
                ++stats.plies;
            }
            ++stats.games;
        }
        return stats;
    }

    std::string invariantViolation() const override
    {
        std::string broken = state_.invariantViolation();
        if (broken.empty() && !state_.isOver()) {
            MoveBuffer moves;
            if (state_.generateMoves(moves.data()) == 0)
                broken = "the game is not over but has no legal move";
        }
        return broken;
    }

    std::uint64_t hash() const override { return state_.hash(); }
    void describe(StateSink& sink) const override { state_.describe(sink); }

private:
    template <class Fn> void forEachMove(Fn&& fn) const
    {
        if (state_.isOver())
            return;
        MoveBuffer moves;
        const int n = state_.generateMoves(moves.data());
        for (int i = 0; i < n; ++i)
            fn(moves[static_cast<std::size_t>(i)]);
    }

    static int pickIndex(const S& s, const Move* moves, int n, FastRng& fast)
    {
        if constexpr (HasChance<S>) {
            if (s.toMove() == kChanceSeat) {
                double r = static_cast<double>(fast.next() >> 11) * 0x1.0p-53;
                for (int i = 0; i < n; ++i) {
                    r -= s.chanceWeight(moves[i]);
                    if (r < 0)
                        return i;
                }
                return n - 1;
            }
        }
        return fast.uniform(n);
    }

    S state_;
};

} // namespace zv
