#include "naive_generator.h"

#include <algorithm>
#include <set>

namespace naive {
namespace {

using zv::dame::CaptureChoice;
using zv::dame::Crowning;
using zv::dame::Landing;

const int kDr[4] = {1, 1, -1, -1};
const int kDc[4] = {-1, 1, -1, 1};

std::string name(int r, int c)
{
    return std::string(1, char('a' + c)) + std::to_string(r + 1);
}

bool mine(char p, int side)
{
    return side == 0 ? (p == 'm' || p == 'M') : (p == 'l' || p == 'L');
}
bool theirs(char p, int side)
{
    return p != '.' && !mine(p, side);
}

struct Chain {
    std::string text;
    int taken = 0;
};

struct Search {
    const Board& b;
    std::vector<std::string> grid; // the mover lifted off its square
    int side;
    std::vector<Chain> out;

    bool in(int r, int c) const { return r >= 0 && c >= 0 && r < b.n && c < b.n; }
    bool free(int r, int c) const { return in(r, c) && grid[r][c] == '.'; }
    bool crownRow(int r) const { return side == 0 ? r == b.n - 1 : r == 0; }
    bool stoneMay(int d) const
    {
        const bool forward = side == 0 ? kDr[d] > 0 : kDr[d] < 0;
        return forward || b.rules.menCaptureBack;
    }

    void stone(int r, int c, std::set<std::pair<int, int>> jumped, std::string text)
    {
        bool any = false;
        for (int d = 0; d < 4; ++d) {
            if (!stoneMay(d))
                continue;
            const int mr = r + kDr[d], mc = c + kDc[d];
            const int lr = mr + kDr[d], lc = mc + kDc[d];
            if (!in(mr, mc) || !theirs(grid[mr][mc], side) || jumped.count({mr, mc}) ||
                !free(lr, lc))
                continue;
            any = true;
            auto j = jumped;
            j.insert({mr, mc});
            const std::string t = text + "x" + name(lr, lc);
            if (crownRow(lr) && b.rules.crowning == Crowning::Stop)
                out.push_back({t, int(j.size())});
            else if (crownRow(lr) && b.rules.crowning == Crowning::Dame)
                dame(lr, lc, j, t);
            else
                stone(lr, lc, j, t);
        }
        if (!any && !jumped.empty())
            out.push_back({text, int(jumped.size())});
    }

    // The landing squares after jumping along d from (r,c), or none.
    std::vector<std::pair<int, int>> dameJump(int r, int c, int d,
                                              const std::set<std::pair<int, int>>& jumped,
                                              std::pair<int, int>* victim) const
    {
        int x = r + kDr[d], y = c + kDc[d];
        while (free(x, y))
            x += kDr[d], y += kDc[d];
        std::vector<std::pair<int, int>> lands;
        if (!in(x, y) || !theirs(grid[x][y], side) || jumped.count({x, y}))
            return lands;
        *victim = {x, y};
        for (int a = x + kDr[d], bb = y + kDc[d]; free(a, bb); a += kDr[d], bb += kDc[d]) {
            lands.push_back({a, bb});
            if (b.rules.landing == Landing::Behind)
                break;
        }
        return lands;
    }

    bool dameCanJump(int r, int c, const std::set<std::pair<int, int>>& jumped) const
    {
        std::pair<int, int> v;
        for (int d = 0; d < 4; ++d)
            if (!dameJump(r, c, d, jumped, &v).empty())
                return true;
        return false;
    }

    void dame(int r, int c, std::set<std::pair<int, int>> jumped, std::string text)
    {
        bool any = false;
        for (int d = 0; d < 4; ++d) {
            std::pair<int, int> victim;
            auto lands = dameJump(r, c, d, jumped, &victim);
            if (lands.empty())
                continue;
            any = true;
            auto j = jumped;
            j.insert(victim);
            std::vector<std::pair<int, int>> going;
            for (auto l : lands)
                if (dameCanJump(l.first, l.second, j))
                    going.push_back(l);
            if (!going.empty())
                lands = going;
            for (auto l : lands)
                dame(l.first, l.second, j, text + "x" + name(l.first, l.second));
        }
        if (!any && !jumped.empty())
            out.push_back({text, int(jumped.size())});
    }
};

} // namespace

Board Board::start(const zv::dame::Rules& rules)
{
    Board b;
    b.n = rules.size;
    b.rules = rules;
    const int rows = rules.size == 10 ? 4 : 3;
    b.cells.assign(b.n, std::string(b.n, '.'));
    for (int r = 0; r < b.n; ++r)
        for (int c = 0; c < b.n; ++c)
            if ((r + c) % 2 == 0)
                b.cells[r][c] = r < rows ? 'm' : r >= b.n - rows ? 'l' : '.';
    return b;
}

Board Board::from(const zv::dame::DameState& s)
{
    Board b;
    b.n = s.rules().size;
    b.rules = s.rules();
    b.side = s.toMove();
    b.cells.assign(b.n, std::string(b.n, '.'));
    const auto& g = s.board();
    for (int sq = 0; sq < g.squares; ++sq) {
        const auto m = zv::dame::bit(sq);
        char p = (s.men(0) & m)     ? 'm'
                 : (s.men(1) & m)   ? 'l'
                 : (s.damen(0) & m) ? 'M'
                 : (s.damen(1) & m) ? 'L'
                                    : '.';
        b.cells[g.row(sq)][g.column(sq)] = p;
    }
    return b;
}

std::vector<std::string> Board::moves() const
{
    std::vector<Chain> captures;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const char p = cells[r][c];
            if (!mine(p, side))
                continue;
            Search s{*this, cells, side, {}};
            s.grid[r][c] = '.';
            if (p == 'M' || p == 'L')
                s.dame(r, c, {}, name(r, c));
            else
                s.stone(r, c, {}, name(r, c));
            captures.insert(captures.end(), s.out.begin(), s.out.end());
        }
    std::vector<std::string> result;
    if (!captures.empty()) {
        int most = 0;
        for (const auto& ch : captures)
            most = std::max(most, ch.taken);
        for (const auto& ch : captures)
            if (rules.choice == CaptureChoice::Free || ch.taken == most)
                result.push_back(ch.text);
    } else {
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const char p = cells[r][c];
                if (!mine(p, side))
                    continue;
                const bool dame = p == 'M' || p == 'L';
                for (int d = 0; d < 4; ++d) {
                    if (!dame && (side == 0 ? kDr[d] < 0 : kDr[d] > 0))
                        continue;
                    for (int x = r + kDr[d], y = c + kDc[d];
                         x >= 0 && y >= 0 && x < n && y < n && cells[x][y] == '.';
                         x += kDr[d], y += kDc[d]) {
                        result.push_back(name(r, c) + "-" + name(x, y));
                        if (!dame)
                            break;
                    }
                }
            }
    }
    std::sort(result.begin(), result.end());
    return result;
}

Board Board::after(const std::string& move) const
{
    Board b = *this;
    std::vector<std::pair<int, int>> squares;
    std::size_t i = 0;
    while (i < move.size()) {
        const int c = move[i] - 'a';
        std::size_t j = i + 1;
        int number = 0;
        while (j < move.size() && std::isdigit(static_cast<unsigned char>(move[j])))
            number = number * 10 + (move[j++] - '0');
        squares.push_back({number - 1, c});
        i = j + 1; // skip '-' or 'x'
    }
    char piece = b.cells[squares[0].first][squares[0].second];
    b.cells[squares[0].first][squares[0].second] = '.';
    const bool capture = move.find('x') != std::string::npos;
    bool crowned = false;
    for (std::size_t k = 1; k < squares.size(); ++k) {
        auto [r0, c0] = squares[k - 1];
        auto [r1, c1] = squares[k];
        if (capture) { // the one opposing piece between two landings
            const int dr = r1 > r0 ? 1 : -1, dc = c1 > c0 ? 1 : -1;
            for (int r = r0 + dr, c = c0 + dc; r != r1; r += dr, c += dc)
                if (b.cells[r][c] != '.' && !mine(b.cells[r][c], side))
                    b.cells[r][c] = '.';
        }
        const bool onCrown = side == 0 ? r1 == n - 1 : r1 == 0;
        if (onCrown && rules.crowning == Crowning::Dame)
            crowned = true;
    }
    const auto [rt, ct] = squares.back();
    if (side == 0 ? rt == n - 1 : rt == 0)
        crowned = true;
    if (crowned && piece == 'm')
        piece = 'M';
    if (crowned && piece == 'l')
        piece = 'L';
    b.cells[rt][ct] = piece;
    b.side = 1 - side;
    return b;
}

unsigned long long perft(const Board& b, int depth)
{
    if (depth == 0)
        return 1;
    const auto moves = b.moves();
    if (depth == 1)
        return moves.size();
    unsigned long long total = 0;
    for (const auto& m : moves)
        total += perft(b.after(m), depth - 1);
    return total;
}

} // namespace naive
