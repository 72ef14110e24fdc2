// Routes, notation and the reading of a move text (see routes.h).
#include "games/halma/routes.h"

#include "kit/notation_words.h"

#include <algorithm>
#include <functional>

namespace zv::halma {
namespace {

// Whether a piece that started on cells.front() and stands on cells.back()
// could jump on to a cell its chain has not landed on yet.
bool canContinue(const HmState& s, const std::vector<int>& cells)
{
    const Config& c = s.config();
    const int from = cells.front();
    const int here = cells.back();
    for (int d = 0; d < c.directions; ++d) {
        if (!(c.jumpDirs & (1u << d)))
            continue;
        const int over = c.neighbour(here, d);
        if (over < 0 || over == from || s.at(over) < 0)
            continue;
        const int land = c.neighbour(over, d);
        if (land < 0 || land == from || s.at(land) >= 0)
            continue;
        if (std::find(cells.begin(), cells.end(), land) == cells.end())
            return true;
    }
    return false;
}

// The shortest chains from `from` to each of its landings, in breadth-first
// order of the landings; slot[cell] is the landing's place in that order.
struct Chains {
    std::vector<std::vector<int>> paths;
    std::array<std::int16_t, kMaxCells> slot;
};

void shortestChains(const HmState& s, int from, Chains* out)
{
    std::array<std::int16_t, kMaxCells> parent{};
    int landings[kMaxCells];
    const int n = s.jumpTargets(from, landings, &parent);
    out->paths.assign(static_cast<std::size_t>(n), {});
    out->slot.fill(-1);
    for (int i = 0; i < n; ++i) {
        std::vector<int>& path = out->paths[static_cast<std::size_t>(i)];
        for (int at = landings[i]; at != from; at = parent[static_cast<std::size_t>(at)])
            path.push_back(at);
        path.push_back(from);
        std::reverse(path.begin(), path.end());
        out->slot[static_cast<std::size_t>(landings[i])] = static_cast<std::int16_t>(i);
    }
}

Route makeRoute(const HmState& s, std::vector<int> cells)
{
    Route r;
    r.move =
        Move{static_cast<std::uint8_t>(cells.front()), static_cast<std::uint8_t>(cells.back())};
    r.couldContinue = cells.size() >= 2 && !s.config().isStep(cells.front(), cells.back())
                          ? canContinue(s, cells)
                          : false;
    r.cells = std::move(cells);
    return r;
}

} // namespace

Route shortestRoute(const HmState& state, Move move)
{
    if (move.isPass())
        return Route{};
    if (state.config().isStep(move.from, move.to))
        return makeRoute(state, {move.from, move.to});
    Chains chains;
    shortestChains(state, move.from, &chains);
    const int slot = chains.slot[move.to];
    return slot < 0 ? Route{} : makeRoute(state, chains.paths[static_cast<std::size_t>(slot)]);
}

std::vector<Route> allRoutes(const HmState& state, bool* capped)
{
    std::vector<Route> routes;
    if (capped)
        *capped = false;
    std::array<HmState::Move, HmState::kMaxMoves> moves;
    const int n = state.generateMoves(moves.data());
    if (n == 1 && moves[0].isPass())
        return {Route{}};
    const Config& c = state.config();
    // First each move once, by its shortest route (every destination stays
    // reachable by touch whatever the cap), then the other chains.
    std::vector<int> pieces;
    std::vector<Chains> shortest;
    for (int cell = 0; cell < c.cells; ++cell) {
        if (state.at(cell) != state.toMove())
            continue;
        pieces.push_back(cell);
        for (int d = 0; d < c.directions; ++d) {
            const int to = c.neighbour(cell, d);
            if ((c.stepDirs & (1u << d)) && to >= 0 && state.at(to) < 0)
                routes.push_back(makeRoute(state, {cell, to}));
        }
        shortest.emplace_back();
        shortestChains(state, cell, &shortest.back());
        for (const auto& path : shortest.back().paths)
            routes.push_back(makeRoute(state, path));
    }
    for (std::size_t p = 0; p < pieces.size(); ++p) {
        const int from = pieces[p];
        std::vector<int> path{from};
        std::function<void()> extend = [&] {
            const int here = path.back();
            for (int d = 0; d < c.directions; ++d) {
                if (routes.size() >= kMaxRoutes) {
                    if (capped)
                        *capped = true;
                    return;
                }
                if (!(c.jumpDirs & (1u << d)))
                    continue;
                const int over = c.neighbour(here, d);
                if (over < 0 || over == from || state.at(over) < 0)
                    continue;
                const int land = c.neighbour(over, d);
                if (land < 0 || land == from || state.at(land) >= 0 ||
                    std::find(path.begin(), path.end(), land) != path.end())
                    continue;
                path.push_back(land);
                // Every landing is one of the breadth-first ones (slot >= 0).
                const int slot = shortest[p].slot[static_cast<std::size_t>(land)];
                if (slot >= 0 && path != shortest[p].paths[static_cast<std::size_t>(slot)])
                    routes.push_back(makeRoute(state, path));
                extend();
                path.pop_back();
            }
        };
        extend();
    }
    return routes;
}

std::string routeText(const HmState& state, const Route& route)
{
    if (route.cells.empty())
        return "pass";
    std::string text;
    for (int cell : route.cells)
        text += (text.empty() ? "" : "-") + state.config().name(cell);
    return text;
}

std::vector<std::string> routeTouches(const HmState& state, const Route& route)
{
    if (route.cells.empty())
        return {"pass"};
    std::vector<std::string> touches;
    for (int cell : route.cells)
        touches.push_back(state.config().name(cell));
    if (route.couldContinue)
        touches.push_back(touches.back());
    return touches;
}

bool parseRoute(const HmState& state, std::string_view text, Route* out, std::string* why)
{
    using kit::fail;
    if (state.isOver())
        return fail(why, "the game is over");
    const auto words = kit::words(text);
    if (words.size() != 1)
        return fail(why, "\"" + std::string(text) +
                             "\" is not a move: write the cells the piece touches, e.g. e2-e3 "
                             "or e2-e4-g6, or pass");
    std::array<HmState::Move, HmState::kMaxMoves> moves;
    const int n = state.generateMoves(moves.data());
    const bool mustPass = n == 1 && moves[0].isPass();
    if (words[0] == "pass") {
        if (!mustPass)
            return fail(why, "you can move, so you may not pass");
        *out = Route{};
        return true;
    }
    if (mustPass)
        return fail(why, "none of your pieces can move: you pass");
    const Config& c = state.config();
    std::vector<int> cells;
    std::size_t start = 0;
    const std::string& w = words[0];
    while (start <= w.size()) {
        const std::size_t dash = std::min(w.find('-', start), w.size());
        const std::string name = w.substr(start, dash - start);
        const int cell = c.cellIndex(name);
        if (cell < 0)
            return fail(why, "\"" + name + "\" is not a field of this board");
        cells.push_back(cell);
        start = dash + 1;
    }
    if (cells.size() < 2)
        return fail(why, "name the piece's field and where it goes, e.g. e2-e3");
    const int from = cells.front();
    if (state.at(from) != state.toMove())
        return fail(why, "there is no piece of yours on " + c.name(from));
    if (cells.size() == 2 && c.isStep(from, cells[1])) {
        if (state.at(cells[1]) >= 0)
            return fail(why, c.name(cells[1]) + " is not free");
        *out = makeRoute(state, cells);
        return true;
    }
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const int a = cells[i - 1], b = cells[i];
        const int d = c.jumpDirection(a, b);
        if (d < 0)
            return fail(why, c.name(a) + " to " + c.name(b) +
                                 (cells.size() == 2 ? " is neither a step nor a jump"
                                                    : " is not a jump in a straight line"));
        const int over = c.neighbour(a, d);
        if (over == from || state.at(over) < 0)
            return fail(why, "there is no piece to jump over between " + c.name(a) + " and " +
                                 c.name(b));
        if (b == from || state.at(b) >= 0)
            return fail(why, c.name(b) + " is not free to land on");
        if (std::find(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(i), b) !=
            cells.begin() + static_cast<std::ptrdiff_t>(i))
            return fail(why, "a chain lands on each field once only (" + c.name(b) + ")");
    }
    *out = makeRoute(state, cells);
    return true;
}

} // namespace zv::halma
