#include "games/glasperlen/glasperlen_game.h"

#include "core/rng.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace zv::glasperlen {

namespace {

const GameInfo& makeInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "glasperlen";
        i.nameDe = "Glasperlenspiel";
        i.nameEn = "Glass Bead Game";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Board;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 20;
        OptionSpec tournament;
        tournament.key = kTournamentKey;
        tournament.type = OptionSpec::Type::Bool;
        tournament.defaultValue = "false";
        tournament.labelDe = "Turnierregeln (Freeling): nur ein Stein schlägt, gewonnen wird "
                             "mit 15 Punkten";
        tournament.labelEn = "Tournament rules (Freeling): only a stone captures, 15 points win";
        tournament.source =
            "Freeling's published rules (mindsports.nl, 'Glass Bead Game - Rules'): \"If the last "
            "bead sown is a stone that falls into a pit on the opponent's side ...\"; \"A player "
            "can win only in the endgame. He does so when he has at least 15 points and his "
            "opponent, to move, has no beads in any of his pits.\"";
        i.options.push_back(tournament);
        return i;
    }();
    return info;
}

class GlasperlenGame final : public Game {
public:
    explicit GlasperlenGame(const GpState& state) : state_(state) {}

    const GpState& state() const { return state_; }

    const GameInfo& info() const override { return makeInfo(); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<GlasperlenGame>(*this); }
    int seatCount() const override { return 2; }
    int toMove() const override { return state_.toMove(); }
    bool isOver() const override { return state_.isOver(); }
    std::vector<double> result() const override { return state_.result(); }

    std::vector<std::string> legalMoves() const override
    {
        std::vector<std::string> texts;
        forEachStep([&](Step s) { texts.push_back(state_.stepText(s)); });
        return texts;
    }

    std::vector<std::vector<std::string>> inputPaths() const override
    {
        std::vector<std::vector<std::string>> paths;
        forEachStep([&](Step s) { paths.push_back(state_.stepPath(s)); });
        return paths;
    }

    std::vector<double> chanceWeights() const override { return {}; }

    bool play(std::string_view moveText, std::string* why) override
    {
        if (state_.isOver()) {
            if (why)
                *why = "the game is over";
            return false;
        }
        if (isResignation(moveText)) {
            if (state_.phase() != Phase::Choose) {
                if (why)
                    *why = "a player can give up only before he picks a pit";
                return false;
            }
            state_.resign();
            return true;
        }
        std::vector<Step> steps;
        if (!state_.parseSteps(moveText, &steps, why))
            return false;
        for (Step s : steps)
            state_.apply(s);
        return true;
    }

    std::string computerMove(Level level, const SearchLimits& limits, Rng& rng) const override
    {
        if (state_.isOver())
            return {};
        const bool wholeTurn = state_.phase() == Phase::Choose;
        const std::vector<Step> steps = chooseTurn(state_, level, limits, rng);
        GpState s = state_;
        std::string text;
        for (Step step : steps) {
            text += s.stepText(step);
            s.apply(step);
        }
        // A whole turn in the source's canonical form (with "x" on captures).
        if (wholeTurn && (s.isOver() || s.toMove() != state_.toMove()))
            return GpState::turnText(s.lastTurn());
        return text;
    }

    // Everything lies open on the board.
    std::unique_ptr<Game> viewFor(int) const override { return clone(); }
    bool hasHiddenInformation() const override { return false; }
    std::unique_ptr<Game> sampleUnseen(int, Rng&) const override { return clone(); }

    PlayoutStats randomPlayouts(int games, Rng& rng) const override
    {
        FastRng fast(rng.next());
        PlayoutStats stats;
        std::array<Step, GpState::kMaxSteps> steps;
        for (int g = 0; g < games; ++g) {
            GpState s = state_;
            while (!s.isOver()) {
                const int n = s.generateSteps(steps.data());
                if (n == 0)
                    break;
                const int before = s.turnNumber();
                s.apply(steps[static_cast<std::size_t>(fast.uniform(n))]);
                if (s.turnNumber() != before)
                    ++stats.plies; // a ply is a whole turn here
            }
            ++stats.games;
        }
        return stats;
    }

    std::string invariantViolation() const override
    {
        std::string broken = state_.invariantViolation();
        if (broken.empty() && !state_.isOver()) {
            std::array<Step, GpState::kMaxSteps> steps;
            if (state_.generateSteps(steps.data()) == 0)
                broken = "the game is not over but has no legal move";
        }
        return broken;
    }

    std::uint64_t hash() const override { return state_.hash(); }
    void describe(StateSink& sink) const override { state_.describe(sink); }

private:
    template <class Fn> void forEachStep(Fn&& fn) const
    {
        if (state_.isOver())
            return;
        std::array<Step, GpState::kMaxSteps> steps;
        const int n = state_.generateSteps(steps.data());
        for (int i = 0; i < n; ++i)
            fn(steps[static_cast<std::size_t>(i)]);
    }

    GpState state_;
};

} // namespace

const GameInfo& GpState::gameInfo()
{
    return makeInfo();
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    const auto it = options.find(kTournamentKey);
    rules.tournament = it != options.end() && it->second == "true";
    return rules;
}

std::unique_ptr<Game> createGlasperlen(const Options& options)
{
    return std::make_unique<GlasperlenGame>(GpState(rulesFromOptions(options)));
}

std::unique_ptr<Game> makeGlasperlenGame(const GpState& state)
{
    return std::make_unique<GlasperlenGame>(state);
}

const GpState* glasperlenState(const Game& game)
{
    const auto* g = dynamic_cast<const GlasperlenGame*>(&game);
    return g ? &g->state() : nullptr;
}

bool isResignation(std::string_view text)
{
    std::string lower;
    for (char c : text)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (std::string_view word : {"gibt auf", "aufgeben", "aufgabe", "resign"})
        if (lower.find(word) != std::string::npos)
            return true;
    return false;
}

} // namespace zv::glasperlen
