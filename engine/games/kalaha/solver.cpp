// The exact solver (solver.h): a depth-first search over the acyclic graph
// of positions with an open-addressing table of every position's value.
#include "games/kalaha/solver.h"

#include <chrono>
#include <future>
#include <map>
#include <mutex>
#include <thread>

namespace zv::kalaha {

namespace {

constexpr int kBitsPerPit = 6;

std::uint64_t mix(std::uint64_t key)
{
    key ^= key >> 31;
    key *= 0x7FB5D329728EA185ULL;
    key ^= key >> 27;
    key *= 0x81DADEF4BC2DD44DULL;
    key ^= key >> 33;
    return key;
}

// The cells seen from `mover`: his row first, stores as they are swapped.
Cells turned(const Cells& cells, int pits, int mover)
{
    if (mover == 0)
        return cells;
    Cells out{};
    const int half = pits + 1;
    for (int c = 0; c < 2 * half; ++c)
        out[static_cast<std::size_t>(c)] = cells[static_cast<std::size_t>((c + half) % (2 * half))];
    return out;
}

} // namespace

bool Solver::canSolve(const Rules& rules)
{
    return 2 * rules.pits * kBitsPerPit <= 64 && 2 * rules.pits * rules.seeds < 64;
}

bool Solver::kioskSolvable(const Rules& rules)
{
    // Measured with `zeitvertreib-cli solve kalaha` (RULES.md, "The solver"):
    // three pits a side with any seeds, four pits with three or four seeds,
    // each solved in well under two seconds on the kiosk's machine.
    return canSolve(rules) && (rules.pits == 3 || (rules.pits == 4 && rules.seeds <= 4));
}

Solver::Solver(const Rules& rules) : Solver(rules, KalahaState(rules)) {}

Solver::Solver(const Rules& rules, const KalahaState& start) : rules_(rules)
{
    const auto begin = std::chrono::steady_clock::now();
    keys_.assign(std::size_t{1} << 16, 0);
    values_.assign(keys_.size(), 0);
    if (!start.isOver()) {
        Cells board = turned(start.cells(), rules_.pits, start.toMove());
        board[static_cast<std::size_t>(rules_.pits)] = 0;
        board[static_cast<std::size_t>(2 * rules_.pits + 1)] = 0;
        const int mover = start.toMove();
        const int moverMargin = solve(board) + start.store(mover) - start.store(1 - mover);
        startMargin_ = mover == 0 ? moverMargin : -moverMargin; // seat 0's margin
    } else {
        startMargin_ = start.store(0) - start.store(1);
    }
    buildMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
}

std::uint64_t Solver::packFor(const Cells& cells, int mover) const
{
    const Cells board = turned(cells, rules_.pits, mover);
    std::uint64_t key = 0;
    int shift = 0;
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < rules_.pits; ++i) {
            key |= static_cast<std::uint64_t>(
                       board[static_cast<std::size_t>(s * (rules_.pits + 1) + i)])
                   << shift;
            shift += kBitsPerPit;
        }
    return key;
}

const std::int8_t* Solver::find(std::uint64_t key) const
{
    const std::size_t mask = keys_.size() - 1;
    for (std::size_t slot = mix(key) & mask;; slot = (slot + 1) & mask) {
        if (keys_[slot] == key)
            return &values_[slot];
        if (keys_[slot] == 0)
            return nullptr;
    }
}

void Solver::insert(std::uint64_t key, int value)
{
    if ((count_ + 1) * 2 > keys_.size())
        grow();
    const std::size_t mask = keys_.size() - 1;
    std::size_t slot = mix(key) & mask;
    while (keys_[slot] != 0 && keys_[slot] != key)
        slot = (slot + 1) & mask;
    if (keys_[slot] == 0)
        ++count_;
    keys_[slot] = key;
    values_[slot] = static_cast<std::int8_t>(value);
}

void Solver::grow()
{
    std::vector<std::uint64_t> oldKeys(keys_.size() * 2, 0);
    std::vector<std::int8_t> oldValues(keys_.size() * 2, 0);
    oldKeys.swap(keys_);
    oldValues.swap(values_);
    const std::size_t mask = keys_.size() - 1;
    for (std::size_t i = 0; i < oldKeys.size(); ++i) {
        if (oldKeys[i] == 0)
            continue;
        std::size_t slot = mix(oldKeys[i]) & mask;
        while (keys_[slot] != 0)
            slot = (slot + 1) & mask;
        keys_[slot] = oldKeys[i];
        values_[slot] = oldValues[i];
    }
}

int Solver::solve(const Cells& cells)
{
    const std::uint64_t key = packFor(cells, 0);
    if (const std::int8_t* known = find(key))
        return *known;
    const int m = rules_.pits;
    const auto myStore = static_cast<std::size_t>(m);
    const auto otherStore = static_cast<std::size_t>(2 * m + 1);
    int best = -1000;
    for (int pit = 0; pit < m; ++pit) {
        if (cells[static_cast<std::size_t>(pit)] == 0)
            continue;
        Cells after = cells;
        int next = 0;
        const SowReport report = sowAndResolve(rules_, after, 0, pit, &next);
        const int gain = after[myStore] - after[otherStore];
        int value = gain;
        if (!report.ended) {
            after[myStore] = 0;
            after[otherStore] = 0;
            value += next == 0 ? solve(after) : -solve(turned(after, m, 1));
        }
        best = std::max(best, value);
    }
    insert(key, best);
    return best;
}

std::optional<int> Solver::pitValue(const KalahaState& state) const
{
    if (state.isOver() || !(state.rules() == rules_))
        return state.isOver() ? std::optional<int>(0) : std::nullopt;
    const std::int8_t* v = find(packFor(state.cells(), state.toMove()));
    if (!v)
        return std::nullopt;
    return *v;
}

std::optional<int> Solver::finalMargin(const KalahaState& state) const
{
    const int mover = state.isOver() ? 0 : state.toMove();
    const std::optional<int> pits = pitValue(state);
    if (!pits)
        return std::nullopt;
    return *pits + state.store(mover) - state.store(1 - mover);
}

std::optional<int> Solver::marginAfter(const KalahaState& state, int pit) const
{
    const int mover = state.toMove();
    KalahaState after = state;
    after.apply(Move{static_cast<std::int8_t>(pit)});
    if (after.isOver())
        return after.store(mover) - after.store(1 - mover);
    const std::optional<int> rest = finalMargin(after);
    if (!rest)
        return std::nullopt;
    return after.toMove() == mover ? *rest : -*rest;
}

// --- the per-process tables ---

namespace {

using Table = std::shared_ptr<const Solver>;

// One table per rule set, built once: a caller that finds it being built
// waits for that build instead of starting a second one.
struct Cache {
    std::mutex mutex;
    std::map<std::uint32_t, std::shared_future<Table>> tables;
};

Cache& cache()
{
    static Cache c;
    return c;
}

std::uint32_t cacheKey(const Rules& r)
{
    return static_cast<std::uint32_t>(r.pits) | static_cast<std::uint32_t>(r.seeds) << 4 |
           static_cast<std::uint32_t>(r.captureEmptyOpposite) << 8 |
           static_cast<std::uint32_t>(r.remainingToOwner) << 9 |
           static_cast<std::uint32_t>(r.endOnAnyEmptyRow) << 10;
}

// The future of the table and, when the caller is the first to ask, the
// promise it must fulfil.
std::shared_future<Table> claim(const Rules& rules, std::shared_ptr<std::promise<Table>>* build)
{
    Cache& c = cache();
    std::lock_guard lock(c.mutex);
    const auto it = c.tables.find(cacheKey(rules));
    if (it != c.tables.end())
        return it->second;
    *build = std::make_shared<std::promise<Table>>();
    std::shared_future<Table> future = (*build)->get_future().share();
    c.tables.emplace(cacheKey(rules), future);
    return future;
}

} // namespace

std::shared_ptr<const Solver> Solver::ifBuilt(const Rules& rules)
{
    Cache& c = cache();
    std::lock_guard lock(c.mutex);
    const auto it = c.tables.find(cacheKey(rules));
    if (it == c.tables.end() ||
        it->second.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
        return nullptr;
    return it->second.get();
}

std::shared_ptr<const Solver> Solver::forRules(const Rules& rules)
{
    std::shared_ptr<std::promise<Table>> build;
    std::shared_future<Table> future = claim(rules, &build);
    if (build)
        build->set_value(std::make_shared<const Solver>(rules));
    return future.get();
}

void Solver::startBuilding(const Rules& rules)
{
    if (!kioskSolvable(rules))
        return;
    std::shared_ptr<std::promise<Table>> build;
    claim(rules, &build);
    if (build)
        std::thread([rules, build] {
            build->set_value(std::make_shared<const Solver>(rules));
        }).detach();
}

} // namespace zv::kalaha
