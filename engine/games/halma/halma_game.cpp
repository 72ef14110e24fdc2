#include "games/halma/halma_game.h"

#include "core/rng.h"
#include "kit/option_specs.h"

#include <algorithm>

namespace zv::halma {

const GameInfo& HmState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "halma";
        i.nameDe = "Halma";
        i.nameEn = "Halma";
        i.family = GameFamily::Board;
        // Two or four on the square, three, five or six on the star.
        i.minSeats = 2;
        i.maxSeats = 6;
        i.minAge = 6; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 30;
        i.options.push_back(kit::choiceOption(
            kDiagonalKey, "both",
            {{"both", "Züge und Sprünge", "steps and jumps"},
             {"steps", "nur Züge", "steps only"},
             {"jumps", "nur Sprünge", "jumps only"},
             {"none", "weder Züge noch Sprünge", "neither"}},
            "Quadrat-Halma: diagonal erlaubt", "Square board: allowed diagonally",
            "Beim Quadrat-Halma muss vor dem Spiel geklärt werden, ob Züge und/oder Sprünge auch "
            "diagonal ausgeführt werden dürfen."));
        i.options.push_back(kit::choiceOption(
            kTwoPlayerHousesKey, "adjacent",
            {{"adjacent", "zwei Ecken einer Seite (Zielhaus leer)",
              "two corners of one side (empty goal)"},
             {"opposite", "gegenüberliegende Ecken", "opposite corners"}},
            "Quadrat-Halma zu zweit: die Häuser", "Square board for two: the houses",
            "Daraus ergibt sich, dass bei Quadrat-Halma zu zweit und Stern-Halma zu dritt das "
            "Zielhaus leer ist, während bei vier oder sechs Spielern das Ziel zu Beginn mit den "
            "Steinen eines anderen Spielers besetzt ist."));
        i.options.push_back(kit::choiceOption(
            kBlockedGoalKey, "full_house",
            {{"full_house", "voll besetzt zählt, wenn der Rest davor steht",
              "a full house counts when the rest stand before it"},
             {"all_pieces", "nur mit allen eigenen Steinen darin",
              "only with all own pieces in it"}},
            "Versperrtes Zielhaus", "A blocked goal house",
            "Ziel ist es, sämtliche eigenen Spielsteine in das gegenüber liegende „Haus“ zu "
            "bringen. Sieger ist, wem dies zuerst gelingt."));
        return i;
    }();
    return info;
}

Setup setupFrom(const Options& options, int seats)
{
    Setup setup;
    setup.seats = seats;
    const std::string diagonal = kit::optionValue(options, kDiagonalKey, "both");
    setup.diagonal = diagonal == "steps"   ? Diagonal::StepsOnly
                     : diagonal == "jumps" ? Diagonal::JumpsOnly
                     : diagonal == "none"  ? Diagonal::None
                                           : Diagonal::Both;
    setup.twoPlayerHouses = kit::optionValue(options, kTwoPlayerHousesKey, "adjacent") == "opposite"
                                ? TwoPlayerHouses::Opposite
                                : TwoPlayerHouses::Adjacent;
    setup.blockedGoal = kit::optionValue(options, kBlockedGoalKey, "full_house") == "all_pieces"
                            ? BlockedGoal::AllPieces
                            : BlockedGoal::FullHouse;
    return setup;
}

std::unique_ptr<Game> createHalma(const Options& options, int seats)
{
    const Config* config = configFor(setupFrom(options, seats));
    if (!config)
        return nullptr;
    return std::make_unique<HalmaGame>(HmState(config));
}

const HmState* halmaState(const Game& game)
{
    const auto* halma = dynamic_cast<const HalmaGame*>(&game);
    return halma ? &halma->state() : nullptr;
}

const std::vector<Route>& HalmaGame::routes() const
{
    if (!routes_)
        routes_ = state_.isOver() ? std::vector<Route>{} : allRoutes(state_, &capped_);
    return *routes_;
}

bool HalmaGame::routesCapped() const
{
    routes();
    return capped_;
}

std::vector<std::string> HalmaGame::legalMoves() const
{
    std::vector<std::string> texts;
    for (const Route& r : routes())
        texts.push_back(routeText(state_, r));
    return texts;
}

std::vector<std::vector<std::string>> HalmaGame::inputPaths() const
{
    std::vector<std::vector<std::string>> paths;
    for (const Route& r : routes())
        paths.push_back(routeTouches(state_, r));
    return paths;
}

bool HalmaGame::play(std::string_view moveText, std::string* why)
{
    Route route;
    if (!parseRoute(state_, moveText, &route, why))
        return false;
    // The reader promises legality; the generator has the last word.
    std::array<Move, HmState::kMaxMoves> moves;
    const int n = state_.generateMoves(moves.data());
    if (std::find(moves.begin(), moves.begin() + n, route.move) == moves.begin() + n) {
        if (why)
            *why = "\"" + std::string(moveText) + "\" is not a legal move here";
        return false;
    }
    state_.apply(route.move);
    lastRoute_ = route.cells;
    routes_.reset();
    return true;
}

std::string HalmaGame::computerMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    if (state_.isOver())
        return {};
    return routeText(state_, shortestRoute(state_, state_.chooseMove(level, limits, rng)));
}

PlayoutStats HalmaGame::randomPlayouts(int games, Rng& rng) const
{
    FastRng fast(rng.next());
    PlayoutStats stats;
    std::array<Move, HmState::kMaxMoves> moves;
    for (int g = 0; g < games; ++g) {
        HmState s = state_;
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            s.apply(moves[static_cast<std::size_t>(fast.uniform(n))]);
            ++stats.plies;
        }
        ++stats.games;
    }
    return stats;
}

} // namespace zv::halma
