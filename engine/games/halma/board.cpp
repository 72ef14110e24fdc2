// Geometry of the two boards (see board.h and RULES.md, "Spielfelder").
#include "games/halma/board.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

namespace zv::halma {
namespace {

constexpr int kSquare = 16;

// Square directions: the four orthogonal ones first (bits 0-3), then the
// diagonals (bits 4-7).
constexpr std::array<std::array<int, 2>, 8> kSquareDirs = {
    {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}}};
constexpr std::uint8_t kOrthogonal = 0x0F;
constexpr std::uint8_t kDiagonals = 0xF0;

// Star directions in cube coordinates (x, y, z), x + y + z = 0.
constexpr std::array<std::array<int, 3>, 6> kStarDirs = {
    {{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}};

// The star's six tips, clockwise on the screen from the bottom: the axis
// (0 = x, 1 = y, 2 = z) and the sign of the coordinate that reaches 5..8.
constexpr std::array<std::array<int, 2>, 6> kTips = {
    {{2, 1}, {0, -1}, {1, 1}, {2, -1}, {0, 1}, {1, -1}}};

void finishSeats(Config& c)
{
    c.stepDistance.assign(static_cast<std::size_t>(c.cells * c.cells), 255);
    for (int a = 0; a < c.cells; ++a) {
        std::uint8_t* row = &c.stepDistance[static_cast<std::size_t>(a * c.cells)];
        std::deque<int> queue{a};
        row[a] = 0;
        while (!queue.empty()) {
            const int u = queue.front();
            queue.pop_front();
            for (int d = 0; d < c.directions; ++d) {
                const int v = c.neighbour(u, d);
                if ((c.stepDirs & (1u << d)) && v >= 0 && row[v] == 255) {
                    row[v] = static_cast<std::uint8_t>(row[u] + 1);
                    queue.push_back(v);
                }
            }
        }
    }
    for (int s = 0; s < c.setup.seats; ++s) {
        auto& set = c.goalSet[static_cast<std::size_t>(s)];
        for (int cell : c.goal[static_cast<std::size_t>(s)])
            set.set(static_cast<std::size_t>(cell));
        // Steps to the nearest goal cell (multi-source breadth first).
        std::vector<int> dist(static_cast<std::size_t>(c.cells), -1);
        std::deque<int> queue;
        for (int cell : c.goal[static_cast<std::size_t>(s)]) {
            dist[static_cast<std::size_t>(cell)] = 0;
            queue.push_back(cell);
        }
        while (!queue.empty()) {
            const int u = queue.front();
            queue.pop_front();
            for (int d = 0; d < c.directions; ++d) {
                const int v = c.neighbour(u, d);
                if (!(c.stepDirs & (1u << d)) || v < 0 || dist[static_cast<std::size_t>(v)] >= 0)
                    continue;
                dist[static_cast<std::size_t>(v)] = dist[static_cast<std::size_t>(u)] + 1;
                if (!set.test(static_cast<std::size_t>(v)) &&
                    dist[static_cast<std::size_t>(v)] == 1)
                    c.besideGoal[static_cast<std::size_t>(s)].set(static_cast<std::size_t>(v));
                queue.push_back(v);
            }
        }
        c.stepsToGoal[static_cast<std::size_t>(s)] = std::move(dist);
    }
}

std::unique_ptr<Config> buildSquare(const Setup& setup)
{
    auto c = std::make_unique<Config>();
    c->setup = setup;
    c->kind = BoardKind::Square;
    c->cells = kSquare * kSquare;
    c->directions = 8;
    const bool diagonalSteps =
        setup.diagonal == Diagonal::Both || setup.diagonal == Diagonal::StepsOnly;
    const bool diagonalJumps =
        setup.diagonal == Diagonal::Both || setup.diagonal == Diagonal::JumpsOnly;
    c->stepDirs = static_cast<std::uint8_t>(kOrthogonal | (diagonalSteps ? kDiagonals : 0));
    c->jumpDirs = static_cast<std::uint8_t>(kOrthogonal | (diagonalJumps ? kDiagonals : 0));
    c->piecesPerSeat = setup.seats == 2 ? 19 : 13;
    for (int row = 0; row < kSquare; ++row) {
        for (int col = 0; col < kSquare; ++col) {
            c->names.push_back(std::string(1, static_cast<char>('a' + col)) +
                               std::to_string(row + 1));
            c->displayX.push_back(2 * col);
            c->displayY.push_back(kSquare - 1 - row);
            std::array<std::int16_t, 8> n{};
            for (int d = 0; d < 8; ++d) {
                const int x = col + kSquareDirs[static_cast<std::size_t>(d)][0];
                const int y = row + kSquareDirs[static_cast<std::size_t>(d)][1];
                n[static_cast<std::size_t>(d)] = static_cast<std::int16_t>(
                    x < 0 || y < 0 || x >= kSquare || y >= kSquare ? -1 : y * kSquare + x);
            }
            c->next.push_back(n);
        }
    }
    // Corners clockwise from a1: a1, a16, p16, p1. A house is the quarter
    // disc i^2 + j^2 <= 17 (19 fields: rows of 5, 5, 4, 3, 2) or <= 10
    // (13 fields: 4, 4, 3, 2) around its corner.
    const int radius2 = c->piecesPerSeat == 19 ? 17 : 10;
    const auto local = [](int corner, int cell) {
        const int col = cell % kSquare, row = cell / kSquare;
        const int i = corner >= 2 ? kSquare - 1 - col : col;
        const int j = corner == 1 || corner == 2 ? kSquare - 1 - row : row;
        return std::array<int, 2>{i, j};
    };
    std::vector<int> corners;
    if (setup.seats == 2)
        corners = {0, setup.twoPlayerHouses == TwoPlayerHouses::Adjacent ? 3 : 2};
    else
        corners = {0, 1, 2, 3};
    for (int s = 0; s < setup.seats; ++s) {
        const int home = corners[static_cast<std::size_t>(s)];
        const int goal = (home + 2) % 4;
        c->homeCorner[static_cast<std::size_t>(s)] = home;
        c->goalCorner[static_cast<std::size_t>(s)] = goal;
        std::vector<int> depth;
        for (int cell = 0; cell < c->cells; ++cell) {
            const auto h = local(home, cell);
            if (h[0] * h[0] + h[1] * h[1] <= radius2)
                c->home[static_cast<std::size_t>(s)].push_back(cell);
            const auto g = local(goal, cell);
            if (g[0] * g[0] + g[1] * g[1] <= radius2)
                c->goal[static_cast<std::size_t>(s)].push_back(cell);
            depth.push_back(
                static_cast<int>(std::lround(10.0 * std::sqrt(double(g[0] * g[0] + g[1] * g[1])))));
        }
        c->depth[static_cast<std::size_t>(s)] = std::move(depth);
    }
    finishSeats(*c);
    return c;
}

std::unique_ptr<Config> buildStar(const Setup& setup)
{
    auto c = std::make_unique<Config>();
    c->setup = setup;
    c->kind = BoardKind::Star;
    c->directions = 6;
    c->stepDirs = 0x3F;
    c->jumpDirs = 0x3F;
    c->piecesPerSeat = setup.seats == 3 ? 15 : 10;
    // The star: the points of two big triangles (max <= 4 or min >= -4).
    struct Point {
        int x, y, z, sx, row;
    };
    std::vector<Point> points;
    for (int x = -8; x <= 8; ++x) {
        for (int y = -8; y <= 8; ++y) {
            const int z = -x - y;
            if (std::abs(z) > 8)
                continue;
            const int hi = std::max({x, y, z}), lo = std::min({x, y, z});
            if (hi <= 4 || lo >= -4)
                points.push_back({x, y, z, 2 * x + z, z});
        }
    }
    // Rows from the bottom (seat 0's tip), left to right in each row.
    std::sort(points.begin(), points.end(), [](const Point& a, const Point& b) {
        return a.row != b.row ? a.row > b.row : a.sx < b.sx;
    });
    c->cells = static_cast<int>(points.size());
    std::map<std::array<int, 3>, int> index;
    int rank = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Point& p = points[i];
        rank = (i > 0 && points[i - 1].row == p.row) ? rank + 1 : 1;
        c->names.push_back(std::string(1, static_cast<char>('a' + (8 - p.row))) +
                           std::to_string(rank));
        c->displayX.push_back(p.sx);
        c->displayY.push_back(p.row);
        index[{p.x, p.y, p.z}] = static_cast<int>(i);
    }
    for (const Point& p : points) {
        std::array<std::int16_t, 8> n{-1, -1, -1, -1, -1, -1, -1, -1};
        for (int d = 0; d < 6; ++d) {
            const auto& v = kStarDirs[static_cast<std::size_t>(d)];
            const auto it = index.find({p.x + v[0], p.y + v[1], p.z + v[2]});
            if (it != index.end())
                n[static_cast<std::size_t>(d)] = static_cast<std::int16_t>(it->second);
        }
        c->next.push_back(n);
    }
    // Fifteen: the tip and the border row of the centre hexagon before it
    // (s * coord >= 4, the other two >= -4); ten: the tip alone (>= 5).
    const auto inHouse = [&](const Point& p, int tip) {
        const int axis = kTips[static_cast<std::size_t>(tip)][0];
        const int sign = kTips[static_cast<std::size_t>(tip)][1];
        const int v[3] = {p.x * sign, p.y * sign, p.z * sign};
        if (c->piecesPerSeat == 10)
            return v[axis] >= 5;
        return v[axis] >= 4 && v[(axis + 1) % 3] >= -4 && v[(axis + 2) % 3] >= -4;
    };
    const auto apexDistance = [&](const Point& p, int tip) {
        const int axis = kTips[static_cast<std::size_t>(tip)][0];
        const int sign = kTips[static_cast<std::size_t>(tip)][1];
        int apex[3] = {-4 * sign, -4 * sign, -4 * sign};
        apex[axis] = 8 * sign;
        return std::max(
            {std::abs(p.x - apex[0]), std::abs(p.y - apex[1]), std::abs(p.z - apex[2])});
    };
    std::vector<int> tips;
    if (setup.seats == 3)
        tips = {0, 2, 4};
    else
        for (int t = 0; t < setup.seats; ++t)
            tips.push_back(t);
    for (int s = 0; s < setup.seats; ++s) {
        const int home = tips[static_cast<std::size_t>(s)];
        const int goal = (home + 3) % 6;
        c->homeCorner[static_cast<std::size_t>(s)] = home;
        c->goalCorner[static_cast<std::size_t>(s)] = goal;
        std::vector<int> depth;
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (inHouse(points[i], home))
                c->home[static_cast<std::size_t>(s)].push_back(static_cast<int>(i));
            if (inHouse(points[i], goal))
                c->goal[static_cast<std::size_t>(s)].push_back(static_cast<int>(i));
            depth.push_back(10 * apexDistance(points[i], goal));
        }
        c->depth[static_cast<std::size_t>(s)] = std::move(depth);
    }
    finishSeats(*c);
    return c;
}

} // namespace

int Config::cellIndex(std::string_view name) const
{
    for (int cell = 0; cell < cells; ++cell)
        if (names[static_cast<std::size_t>(cell)] == name)
            return cell;
    return kNoCell;
}

bool Config::isStep(int from, int to) const
{
    for (int d = 0; d < directions; ++d)
        if ((stepDirs & (1u << d)) && neighbour(from, d) == to)
            return true;
    return false;
}

int Config::jumpDirection(int from, int to) const
{
    for (int d = 0; d < directions; ++d) {
        if (!(jumpDirs & (1u << d)))
            continue;
        const int over = neighbour(from, d);
        if (over >= 0 && neighbour(over, d) == to)
            return d;
    }
    return -1;
}

const Config* configFor(const Setup& setup)
{
    if (setup.seats < 2 || setup.seats > kMaxSeats)
        return nullptr;
    // The diagonal choice and the two-player houses matter on the square
    // only; the star's key ignores them so that equal boards share one Config.
    Setup key = setup;
    const bool square = setup.seats == 2 || setup.seats == 4;
    if (!square) {
        key.diagonal = Diagonal::Both;
        key.twoPlayerHouses = TwoPlayerHouses::Adjacent;
    } else if (setup.seats == 4) {
        key.twoPlayerHouses = TwoPlayerHouses::Adjacent;
    }
    static std::mutex mutex;
    static std::vector<std::unique_ptr<Config>> built;
    const std::lock_guard<std::mutex> lock(mutex);
    for (const auto& c : built)
        if (c->setup == key)
            return c.get();
    built.push_back(square ? buildSquare(key) : buildStar(key));
    return built.back().get();
}

} // namespace zv::halma
