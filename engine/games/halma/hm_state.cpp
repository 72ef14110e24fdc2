// Halma's rules on the state: the start, the moves, the goal and the end
// (RULES.md quotes the source sentence behind each).
#include "games/halma/hm_state.h"

#include "core/rng.h"

#include <algorithm>

namespace zv::halma {
namespace {

// Zobrist keys: one per cell and seat, one per seat to move.
struct Keys {
    std::array<std::array<std::uint64_t, kMaxSeats>, kMaxCells> piece{};
    std::array<std::uint64_t, kMaxSeats> side{};
    Keys()
    {
        std::uint64_t state = 0x4A1F'6D2C'9B3E'7051ULL; // Halma's own seed
        for (auto& cell : piece)
            for (auto& key : cell)
                key = splitmix64(state);
        for (auto& key : side)
            key = splitmix64(state);
    }
};
const Keys& keys()
{
    static const Keys k;
    return k;
}

} // namespace

HmState::HmState(const Config* config) : config_(config)
{
    board_.fill(-1);
    for (int s = 0; s < seatCount(); ++s) {
        const auto& home = config_->home[static_cast<std::size_t>(s)];
        for (std::size_t i = 0; i < home.size(); ++i) {
            board_[static_cast<std::size_t>(home[i])] = static_cast<std::int8_t>(s);
            pieces_[static_cast<std::size_t>(s)][i] = static_cast<std::uint8_t>(home[i]);
        }
    }
    for (int s = 0; s < seatCount(); ++s) {
        int sum = 0;
        for (int i = 0; i < config_->piecesPerSeat; ++i)
            sum += config_->stepsToGoal[static_cast<std::size_t>(
                s)][pieces_[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)]];
        distance_[static_cast<std::size_t>(s)] = static_cast<std::uint16_t>(sum);
        best_[static_cast<std::size_t>(s)] = static_cast<std::uint16_t>(sum);
    }
    hash_ = computeHash();
}

std::optional<HmState> HmState::fromPosition(const Config* config,
                                             const std::vector<std::vector<int>>& pieces,
                                             int toMove, std::string* why)
{
    const auto fail = [why](std::string reason) -> std::optional<HmState> {
        if (why)
            *why = std::move(reason);
        return std::nullopt;
    };
    HmState s(config);
    if (static_cast<int>(pieces.size()) != s.seatCount())
        return fail("one list of cells per seat");
    if (toMove < 0 || toMove >= s.seatCount())
        return fail("no such seat to move");
    s.board_.fill(-1);
    for (int seat = 0; seat < s.seatCount(); ++seat) {
        const auto& cells = pieces[static_cast<std::size_t>(seat)];
        if (static_cast<int>(cells.size()) != config->piecesPerSeat)
            return fail("seat " + std::to_string(seat) + " needs " +
                        std::to_string(config->piecesPerSeat) + " pieces");
        int sum = 0;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int cell = cells[i];
            if (cell < 0 || cell >= config->cells)
                return fail("a piece stands off the board");
            if (s.board_[static_cast<std::size_t>(cell)] >= 0)
                return fail(config->name(cell) + " holds two pieces");
            s.board_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(seat);
            s.pieces_[static_cast<std::size_t>(seat)][i] = static_cast<std::uint8_t>(cell);
            sum +=
                config->stepsToGoal[static_cast<std::size_t>(seat)][static_cast<std::size_t>(cell)];
        }
        s.distance_[static_cast<std::size_t>(seat)] = static_cast<std::uint16_t>(sum);
        s.best_[static_cast<std::size_t>(seat)] = static_cast<std::uint16_t>(sum);
    }
    s.side_ = static_cast<std::uint8_t>(toMove);
    s.hash_ = s.computeHash();
    for (int seat = 0; seat < s.seatCount(); ++seat)
        if (s.hasFinished(seat))
            return fail("seat " + std::to_string(seat) + " has already reached its goal");
    return s;
}

std::vector<double> HmState::result() const
{
    std::vector<double> r(static_cast<std::size_t>(seatCount()), 0.0);
    if (!isOver())
        return r;
    if (winner_ >= 0) {
        r[static_cast<std::size_t>(winner_)] = 1.0;
        return r;
    }
    int shared = 0;
    for (int s = 0; s < seatCount(); ++s)
        shared += shared_[static_cast<std::size_t>(s)];
    for (int s = 0; s < seatCount(); ++s)
        if (shared_[static_cast<std::size_t>(s)])
            r[static_cast<std::size_t>(s)] = 1.0 / shared;
    return r;
}

int HmState::jumpTargets(int from, int* out, std::array<std::int16_t, kMaxCells>* parent) const
{
    // The moving piece has left its cell: nothing can jump over it, and a
    // chain never lands there again (that would be no move).
    std::array<bool, kMaxCells> seen{};
    seen[static_cast<std::size_t>(from)] = true;
    const Config& c = *config_;
    int count = 0;
    for (int head = -1; head < count; ++head) {
        const int u = head < 0 ? from : out[head];
        for (int d = 0; d < c.directions; ++d) {
            if (!(c.jumpDirs & (1u << d)))
                continue;
            const int over = c.neighbour(u, d);
            if (over < 0 || over == from || board_[static_cast<std::size_t>(over)] < 0)
                continue;
            const int land = c.neighbour(over, d);
            if (land < 0 || seen[static_cast<std::size_t>(land)] ||
                board_[static_cast<std::size_t>(land)] >= 0)
                continue;
            seen[static_cast<std::size_t>(land)] = true;
            out[count++] = land;
            if (parent)
                (*parent)[static_cast<std::size_t>(land)] = static_cast<std::int16_t>(u);
        }
    }
    return count;
}

int HmState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    const Config& c = *config_;
    int n = 0;
    int landings[kMaxCells];
    for (int cell = 0; cell < c.cells; ++cell) {
        if (board_[static_cast<std::size_t>(cell)] != side_)
            continue;
        const auto from = static_cast<std::uint8_t>(cell);
        for (int d = 0; d < c.directions; ++d) {
            const int to = c.neighbour(cell, d);
            if ((c.stepDirs & (1u << d)) && to >= 0 && board_[static_cast<std::size_t>(to)] < 0)
                out[n++] = Move{from, static_cast<std::uint8_t>(to)};
        }
        const int jumps = jumpTargets(cell, landings, nullptr);
        for (int i = 0; i < jumps; ++i)
            out[n++] = Move{from, static_cast<std::uint8_t>(landings[i])};
    }
    if (n == 0)
        out[n++] = Move{}; // nothing can move: the seat passes
    return n;
}

void HmState::apply(Move move)
{
    const Keys& k = keys();
    const int s = side_;
    const auto seat = static_cast<std::size_t>(s);
    if (!move.isPass()) {
        const auto& steps = config_->stepsToGoal[seat];
        board_[move.from] = -1;
        board_[move.to] = static_cast<std::int8_t>(s);
        for (auto& cell : pieces_[seat]) {
            if (cell == move.from) {
                cell = move.to;
                break;
            }
        }
        distance_[seat] =
            static_cast<std::uint16_t>(distance_[seat] - steps[move.from] + steps[move.to]);
        hash_ ^= k.piece[move.from][seat] ^ k.piece[move.to][seat];
    }
    if (distance_[seat] < best_[seat]) {
        best_[seat] = distance_[seat];
        pliesSinceRecord_ = 0;
    } else {
        ++pliesSinceRecord_;
    }
    ++ply_;
    hash_ ^= k.side[seat];
    side_ = static_cast<std::uint8_t>((s + 1) % seatCount());
    hash_ ^= k.side[side_];
    updateStatus(s);
}

int HmState::inGoal(int seat) const
{
    const auto& goal = config_->goalSet[static_cast<std::size_t>(seat)];
    int count = 0;
    for (int i = 0; i < config_->piecesPerSeat; ++i)
        count += goal.test(pieceCell(seat, i));
    return count;
}

bool HmState::hasFinished(int seat) const
{
    const auto index = static_cast<std::size_t>(seat);
    if (distance_[index] == 0)
        return true; // every own piece stands in the goal house
    if (config_->setup.blockedGoal != BlockedGoal::FullHouse)
        return false;
    // A blocked house: every field of it is taken, at least one by an own
    // piece, and each own piece outside stands right before it.
    for (int cell : config_->goal[index])
        if (board_[static_cast<std::size_t>(cell)] < 0)
            return false;
    int inside = 0;
    for (int i = 0; i < config_->piecesPerSeat; ++i) {
        const int cell = pieceCell(seat, i);
        if (config_->goalSet[index].test(static_cast<std::size_t>(cell)))
            ++inside;
        else if (!config_->besideGoal[index].test(static_cast<std::size_t>(cell)))
            return false;
    }
    return inside > 0;
}

void HmState::updateStatus(int mover)
{
    // The mover first: a move that completes two houses is the mover's win.
    for (int i = 0; i < seatCount(); ++i) {
        const int s = (mover + i) % seatCount();
        if (hasFinished(s)) {
            winner_ = static_cast<std::int8_t>(s);
            reason_ = distance_[static_cast<std::size_t>(s)] == 0 ? EndReason::Goal
                                                                  : EndReason::BlockedGoal;
            return;
        }
    }
    if (pliesSinceRecord_ >= kStallRounds * seatCount())
        rankStalled();
}

void HmState::rankStalled()
{
    // Most pieces in the goal house first, then the fewest steps left.
    reason_ = EndReason::Stalled;
    const auto key = [this](int s) { return std::pair<int, int>{inGoal(s), -distance(s)}; };
    std::pair<int, int> best{-1, 0};
    for (int s = 0; s < seatCount(); ++s)
        best = std::max(best, key(s));
    int first = 0;
    for (int s = 0; s < seatCount(); ++s) {
        shared_[static_cast<std::size_t>(s)] = key(s) == best;
        first += shared_[static_cast<std::size_t>(s)];
    }
    winner_ = -1;
    if (first == 1)
        for (int s = 0; s < seatCount(); ++s)
            if (shared_[static_cast<std::size_t>(s)])
                winner_ = static_cast<std::int8_t>(s);
}

HmState HmState::withSeatToMove(int seat) const
{
    HmState copy = *this;
    copy.side_ = static_cast<std::uint8_t>(seat);
    copy.hash_ = copy.computeHash();
    return copy;
}

std::uint64_t HmState::computeHash() const
{
    const Keys& k = keys();
    std::uint64_t h = k.side[side_];
    for (int cell = 0; cell < config_->cells; ++cell) {
        const int owner = board_[static_cast<std::size_t>(cell)];
        if (owner >= 0)
            h ^= k.piece[static_cast<std::size_t>(cell)][static_cast<std::size_t>(owner)];
    }
    return h;
}

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::Goal:
        return "goal";
    case EndReason::BlockedGoal:
        return "blocked_goal";
    case EndReason::Stalled:
        return "stalled";
    case EndReason::None:
        break;
    }
    return "none";
}

} // namespace zv::halma
