#include "games/backgammon/gnubg_id.h"

#include <array>
#include <cstdlib>
#include <sstream>

namespace zv::backgammon {
namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

} // namespace

std::string gnubgPositionId(const Points& pts, int onRoll)
{
    std::array<std::uint8_t, 10> key{};
    int bit = 0;
    auto push = [&](bool one) {
        if (one)
            key[static_cast<std::size_t>(bit / 8)] |= static_cast<std::uint8_t>(1u << (bit % 8));
        ++bit;
    };
    for (const int seat : {1 - onRoll, onRoll}) {
        for (int p = 1; p <= kBar; ++p) {
            for (int n = 0; n < pts[seat][p]; ++n)
                push(true);
            push(false);
        }
    }
    std::string id;
    // Base64 over the 80 bits as bytes, without the two padding characters.
    for (int i = 0; i < 10; i += 3) {
        std::uint32_t group = std::uint32_t{key[i]} << 16;
        if (i + 1 < 10)
            group |= std::uint32_t{key[i + 1]} << 8;
        if (i + 2 < 10)
            group |= key[i + 2];
        const int chars = i + 2 < 10 ? 4 : 2;
        for (int c = 0; c < chars; ++c)
            id += kBase64[(group >> (18 - 6 * c)) & 63];
    }
    return id;
}

std::optional<Points> pointsFromGnubgId(std::string_view id, int onRoll)
{
    if (id.size() != 14)
        return std::nullopt;
    std::array<std::uint8_t, 12> key{};
    std::uint32_t acc = 0;
    int bits = 0, byte = 0;
    for (char c : id) {
        const auto v = kBase64.find(c);
        if (v == std::string_view::npos)
            return std::nullopt;
        acc = (acc << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            key[static_cast<std::size_t>(byte++)] = static_cast<std::uint8_t>(acc >> bits);
        }
    }
    Points pts{};
    int bit = 0;
    for (const int seat : {1 - onRoll, onRoll}) {
        int placed = 0;
        for (int p = 1; p <= kBar; ++p) {
            while (bit < 80 && (key[static_cast<std::size_t>(bit / 8)] >> (bit % 8) & 1)) {
                ++pts[seat][p];
                ++placed;
                ++bit;
            }
            ++bit;
        }
        if (placed > kCheckers || bit > 80)
            return std::nullopt;
        pts[seat][kOff] = static_cast<std::uint8_t>(kCheckers - placed);
    }
    return pts;
}

std::vector<GnubgCandidate> parseGnubgHint(const std::vector<std::string>& lines)
{
    std::vector<GnubgCandidate> out;
    bool awaitChances = false;
    for (const std::string& line : lines) {
        // The line under a candidate: "0.596 0.280 0.041 - 0.404 0.109 0.007",
        // the mover's chances to win, to win a gammon, a backgammon, then
        // the opponent's.
        if (awaitChances) {
            awaitChances = false;
            char* end = nullptr;
            const double chance = std::strtod(line.c_str(), &end);
            if (end != line.c_str() && line.find(" - ") != std::string::npos) {
                out.back().winChance = chance;
                continue;
            }
        }
        // "    1. Cubeful 2-ply    8/5 6/5                      Eq.: +0.200 (-0.011)"
        const auto dot = line.find(". ");
        const auto eq = line.find("Eq.:");
        if (dot == std::string::npos || eq == std::string::npos || eq < dot)
            continue;
        const std::string rank = line.substr(0, dot);
        if (rank.find_first_not_of(" 0123456789") != std::string::npos)
            continue;
        const auto ply = line.find("-ply", dot);
        std::size_t start = ply != std::string::npos && ply < eq ? ply + 4 : dot + 2;
        std::string move = line.substr(start, eq - start);
        const auto first = move.find_first_not_of(' ');
        const auto last = move.find_last_not_of(' ');
        if (first == std::string::npos)
            continue;
        move = move.substr(first, last - first + 1);
        GnubgCandidate c;
        c.move = move;
        c.equity = std::strtod(line.c_str() + eq + 4, nullptr);
        out.push_back(c);
        awaitChances = true;
    }
    return out;
}

std::optional<Points> boardAfterGnubgMove(const BgState& state, std::string_view gnubgMove)
{
    const int seat = state.side();
    Points pts = state.points();
    auto& mine = pts[static_cast<std::size_t>(seat)];
    auto& theirs = pts[static_cast<std::size_t>(1 - seat)];
    auto readPoint = [](std::string s, int* p) {
        if (s == "bar")
            *p = kBar;
        else if (s == "off")
            *p = kOff;
        else {
            char* end = nullptr;
            const long v = std::strtol(s.c_str(), &end, 10);
            if (s.empty() || *end || v < 1 || v > 24)
                return false;
            *p = static_cast<int>(v);
        }
        return true;
    };
    std::istringstream in{std::string(gnubgMove)};
    for (std::string token; in >> token;) {
        int repeat = 1;
        if (const auto paren = token.find('('); paren != std::string::npos) {
            repeat = std::atoi(token.c_str() + paren + 1);
            token = token.substr(0, paren);
            if (repeat < 1 || repeat > 4)
                return std::nullopt;
        }
        std::vector<std::pair<int, bool>> hops; // point, hit there
        std::string part;
        std::istringstream parts(token);
        while (std::getline(parts, part, '/')) {
            const bool hit = !part.empty() && part.back() == '*';
            if (hit)
                part.pop_back();
            int p = 0;
            if (!readPoint(part, &p))
                return std::nullopt;
            hops.emplace_back(p, hit);
        }
        if (hops.size() < 2)
            return std::nullopt;
        for (int r = 0; r < repeat; ++r) {
            const int from = hops.front().first, to = hops.back().first;
            if (mine[from] == 0)
                return std::nullopt;
            --mine[from];
            ++mine[to];
            for (std::size_t h = 1; h < hops.size(); ++h) {
                const int p = hops[h].first;
                const bool last = h + 1 == hops.size();
                // A blot on the landing point is always hit; on a point
                // passed on the way only where gnubg marks it.
                if (p == kOff || (!last && !hops[h].second) || theirs[25 - p] != 1)
                    continue;
                theirs[25 - p] = 0;
                ++theirs[kBar];
            }
        }
    }
    return pts;
}

std::string playForGnubgMove(const BgState& state, std::string_view gnubgMove)
{
    const std::optional<Points> target = boardAfterGnubgMove(state, gnubgMove);
    if (!target || state.phase() != Phase::Move)
        return {};
    std::vector<Move> moves(BgState::kMaxMoves);
    const int n = state.generateMoves(moves.data());
    for (int i = 0; i < n; ++i) {
        BgState next = state;
        for (int k = 0; k < moves[static_cast<std::size_t>(i)].count; ++k)
            next.applyStep(state.side(), moves[static_cast<std::size_t>(i)].steps[k]);
        if (next.points() == *target)
            return state.moveText(moves[static_cast<std::size_t>(i)]);
    }
    return {};
}

} // namespace zv::backgammon
