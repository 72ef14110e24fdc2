#include "games/dame/endgame_table.h"

#include <chrono>
#include <map>
#include <mutex>

namespace zv::dame {
namespace {

// Every way to put `count` pieces on the squares of `allowed`, lowest first.
template <class Fn> void placements(Mask allowed, int count, Mask chosen, Fn&& fn)
{
    if (count == 0) {
        fn(chosen);
        return;
    }
    for (Mask m = allowed; m; m &= m - 1) {
        const int sq = lowestSquare(m);
        // The rest only above this square, so each set comes once.
        placements(m & ~bit(sq), count - 1, chosen | bit(sq), fn);
    }
}

// The materials a side's pieces can become: stones taken, stones crowned.
std::vector<std::pair<int, int>> reachable(int damen, int men)
{
    std::vector<std::pair<int, int>> out;
    for (int m = 0; m <= men; ++m)
        for (int d = 0; d <= damen + (men - m); ++d)
            if (d + m >= 1)
                out.emplace_back(d, m);
    return out;
}

} // namespace

std::optional<Material> parseMaterial(const std::string& text)
{
    const auto dash = text.find('-');
    if (dash == std::string::npos)
        return std::nullopt;
    Material m;
    const std::string sides[2] = {text.substr(0, dash), text.substr(dash + 1)};
    for (int s = 0; s < 2; ++s) {
        if (sides[s].empty())
            return std::nullopt;
        for (const char c : sides[s]) {
            if (c == 'D' || c == 'd')
                ++m.damen[static_cast<std::size_t>(s)];
            else if (c == 'S' || c == 's')
                ++m.men[static_cast<std::size_t>(s)];
            else
                return std::nullopt;
        }
    }
    return m;
}

std::string materialText(const Material& m)
{
    std::string text;
    for (int s = 0; s < 2; ++s) {
        if (s == 1)
            text += '-';
        text += std::string(static_cast<std::size_t>(m.damen[static_cast<std::size_t>(s)]), 'D');
        text += std::string(static_cast<std::size_t>(m.men[static_cast<std::size_t>(s)]), 'S');
    }
    return text;
}

Material materialOf(const DameState& s)
{
    Material m;
    for (int seat = 0; seat < 2; ++seat) {
        m.damen[static_cast<std::size_t>(seat)] = popcount(s.damen(seat));
        m.men[static_cast<std::size_t>(seat)] = popcount(s.men(seat));
    }
    return m;
}

std::size_t EndgameTable::KeyHash::operator()(const Key& k) const
{
    std::uint64_t h = k.side * 0x9E3779B97F4A7C15ULL;
    for (const Mask m : k.masks)
        h = (h ^ m) * 0xBF58476D1CE4E5B9ULL + (h >> 29);
    return static_cast<std::size_t>(h ^ (h >> 31));
}

EndgameTable::Key EndgameTable::keyOf(const DameState& s)
{
    Key k;
    k.masks = {s.men(0), s.men(1), s.damen(0), s.damen(1)};
    k.side = static_cast<std::uint8_t>(s.toMove());
    return k;
}

EndgameTable::EndgameTable(const Rules& rules, Material top) : rules_(rules), top_(top)
{
    const auto begin = std::chrono::steady_clock::now();
    const Geometry& g = geometry(rules.size);
    const auto materials0 = reachable(top.damen[0], top.men[0]);
    const auto materials1 = reachable(top.damen[1], top.men[1]);
    // Plain names, not structured bindings: the lambdas below capture them,
    // which clang 14 (the fuzzing build's compiler) does not allow yet.
    for (const auto& material0 : materials0)
        for (const auto& material1 : materials1) {
            const int d0 = material0.first, m0 = material0.second;
            const int d1 = material1.first, m1 = material1.second;
            placements(g.all, d0, 0, [&](Mask damen0) {
                placements(g.all & ~damen0 & ~g.crownRow[0], m0, 0, [&](Mask men0) {
                    const Mask used0 = damen0 | men0;
                    placements(g.all & ~used0, d1, 0, [&](Mask damen1) {
                        placements(
                            g.all & ~used0 & ~damen1 & ~g.crownRow[1], m1, 0, [&](Mask men1) {
                                for (std::uint8_t side = 0; side < 2; ++side) {
                                    Key k;
                                    k.masks = {men0, men1, damen0, damen1};
                                    k.side = side;
                                    index_.emplace(k, static_cast<std::uint32_t>(keys_.size()));
                                    keys_.push_back(k);
                                }
                            });
                    });
                });
            });
        }
    std::array<Move, DameState::kMaxMoves> moves;
    table_ = kit::solveRetrograde(keys_.size(), [&](std::size_t i, std::vector<std::int64_t>& out) {
        const Key& k = keys_[i];
        const auto s = DameState::fromMasks(rules_, {k.masks[0], k.masks[1]},
                                            {k.masks[2], k.masks[3]}, k.side);
        if (!s || s->isOver())
            return; // no move: lost for the side to move
        const int n = s->generateMoves(moves.data());
        for (int j = 0; j < n; ++j) {
            DameState child = *s;
            child.apply(moves[static_cast<std::size_t>(j)]);
            if (child.pieces(child.toMove()) == 0) {
                out.push_back(kit::kRetroWinsNow);
                continue;
            }
            const auto found = index_.find(keyOf(child));
            // Every successor lies in the set by construction; a miss would be a bug.
            out.push_back(found == index_.end() ? kit::kRetroWinsNow
                                                : static_cast<std::int64_t>(found->second));
        }
    });
    buildMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
}

std::optional<EndgameTable::Probe> EndgameTable::probe(const DameState& s) const
{
    const Rules& r = s.rules();
    if (r.size != rules_.size || r.menCaptureBack != rules_.menCaptureBack ||
        r.choice != rules_.choice || r.landing != rules_.landing || r.crowning != rules_.crowning)
        return std::nullopt; // the draw count does not change a table
    const auto found = index_.find(keyOf(s));
    if (found == index_.end())
        return std::nullopt;
    return Probe{table_.value[found->second], table_.plies[found->second]};
}

TableCounts EndgameTable::counts(const Material& m, int seat) const
{
    TableCounts c;
    for (std::size_t i = 0; i < keys_.size(); ++i) {
        const Key& k = keys_[i];
        if (k.side != seat)
            continue;
        const Material here{{popcount(k.masks[2]), popcount(k.masks[3])},
                            {popcount(k.masks[0]), popcount(k.masks[1])}};
        if (!(here == m))
            continue;
        switch (table_.value[i]) {
        case kit::RetroValue::Win:
            ++c.won;
            c.longestWin = std::max<int>(c.longestWin, table_.plies[i]);
            break;
        case kit::RetroValue::Loss:
            ++c.lost;
            c.longestLoss = std::max<int>(c.longestLoss, table_.plies[i]);
            break;
        case kit::RetroValue::Draw:
            ++c.drawn;
            break;
        }
    }
    return c;
}

std::shared_ptr<const EndgameTable> EndgameTable::forPosition(const DameState& s, int maxPieces)
{
    const Material m = materialOf(s);
    if (m.total() > maxPieces || m.damen[0] + m.men[0] == 0 || m.damen[1] + m.men[1] == 0)
        return nullptr;
    static std::mutex mutex;
    static std::map<std::pair<std::string, std::string>, std::shared_ptr<const EndgameTable>> cache;
    const Rules& r = s.rules();
    const std::string rulesKey = std::to_string(r.size) + (r.menCaptureBack ? "b" : "f") +
                                 std::to_string(static_cast<int>(r.choice)) +
                                 std::to_string(static_cast<int>(r.landing)) +
                                 std::to_string(static_cast<int>(r.crowning));
    const std::lock_guard lock(mutex);
    auto& slot = cache[{rulesKey, materialText(m)}];
    if (!slot)
        slot = std::make_shared<const EndgameTable>(r, m);
    return slot;
}

} // namespace zv::dame
