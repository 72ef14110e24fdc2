// Kalaha's rules: sowing, extra turn, capture, the end (RULES.md says where
// each comes from and which scenario holds it).
#include "games/kalaha/kalaha_state.h"

#include "kit/state_hasher.h"

namespace zv::kalaha {

namespace {

int rowOf(const Cells& cells, int pits, int seat)
{
    int sum = 0;
    for (int i = 0; i < pits; ++i)
        sum += cells[static_cast<std::size_t>(seat * (pits + 1) + i)];
    return sum;
}

} // namespace

SowReport sowAndResolve(const Rules& rules, Cells& cells, int seat, int pit, int* nextSeat)
{
    const int m = rules.pits;
    const int ring = 2 * m + 2;
    const int myStore = seat * (m + 1) + m;
    const int otherStore = (1 - seat) * (m + 1) + m;
    SowReport report;
    report.from = seat * (m + 1) + pit;
    int hand = cells[static_cast<std::size_t>(report.from)];
    report.seeds = hand;
    cells[static_cast<std::size_t>(report.from)] = 0;
    // Counter-clockwise, one seed a cell, the opponent's store passed by; a
    // long sowing laps and drops into the emptied pit too.
    int cell = report.from;
    while (hand > 0) {
        cell = (cell + 1) % ring;
        if (cell == otherStore)
            continue;
        ++cells[static_cast<std::size_t>(cell)];
        --hand;
    }
    report.last = cell;
    const int ownFirst = seat * (m + 1);
    if (cell == myStore) {
        report.extraTurn = true;
    } else if (cell >= ownFirst && cell < ownFirst + m &&
               cells[static_cast<std::size_t>(cell)] == 1) {
        // The last seed fell into an own pit that was empty.
        const int opposite = (1 - seat) * (m + 1) + (m - 1 - (cell - ownFirst));
        const int across = cells[static_cast<std::size_t>(opposite)];
        if (across > 0 || rules.captureEmptyOpposite) {
            report.capturePit = cell;
            report.captured = across;
            cells[static_cast<std::size_t>(myStore)] += static_cast<std::uint8_t>(across + 1);
            cells[static_cast<std::size_t>(opposite)] = 0;
            cells[static_cast<std::size_t>(cell)] = 0;
        }
    }
    const int next = report.extraTurn ? seat : 1 - seat;
    *nextSeat = next;
    const int rows[2] = {rowOf(cells, m, 0), rowOf(cells, m, 1)};
    report.ended = rules.endOnAnyEmptyRow ? (rows[0] == 0 || rows[1] == 0) : rows[next] == 0;
    if (report.ended && rules.remainingToOwner) {
        // The seeds still in a row go to that row's owner; under the
        // variant they stay where they are and count for nobody.
        for (int s = 0; s < 2; ++s) {
            cells[static_cast<std::size_t>(s * (m + 1) + m)] += static_cast<std::uint8_t>(rows[s]);
            for (int i = 0; i < m; ++i)
                cells[static_cast<std::size_t>(s * (m + 1) + i)] = 0;
        }
    }
    return report;
}

KalahaState::KalahaState(Rules rules) : rules_(rules)
{
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < rules_.pits; ++i)
            cells_[static_cast<std::size_t>(pitCell(s, i))] =
                static_cast<std::uint8_t>(rules_.seeds);
    before_ = cells_;
}

bool KalahaState::fromPosition(const Rules& rules, const std::vector<int>& pits0,
                               const std::vector<int>& pits1, int store0, int store1, int toMove,
                               KalahaState* out, std::string* why)
{
    auto fail = [&](std::string reason) {
        if (why)
            *why = std::move(reason);
        return false;
    };
    const auto m = static_cast<std::size_t>(rules.pits);
    if (pits0.size() != m || pits1.size() != m)
        return fail("each row needs " + std::to_string(m) + " pits");
    if (toMove != 0 && toMove != 1)
        return fail("the seat to move must be 0 or 1");
    KalahaState s(rules);
    int sum = store0 + store1;
    for (std::size_t i = 0; i < m; ++i) {
        if (pits0[i] < 0 || pits1[i] < 0)
            return fail("a pit cannot hold fewer than no seeds");
        s.cells_[static_cast<std::size_t>(s.pitCell(0, static_cast<int>(i)))] =
            static_cast<std::uint8_t>(pits0[i]);
        s.cells_[static_cast<std::size_t>(s.pitCell(1, static_cast<int>(i)))] =
            static_cast<std::uint8_t>(pits1[i]);
        sum += pits0[i] + pits1[i];
    }
    if (store0 < 0 || store1 < 0)
        return fail("a store cannot hold fewer than no seeds");
    s.cells_[static_cast<std::size_t>(s.storeCell(0))] = static_cast<std::uint8_t>(store0);
    s.cells_[static_cast<std::size_t>(s.storeCell(1))] = static_cast<std::uint8_t>(store1);
    if (sum != s.totalSeeds())
        return fail("the seeds add up to " + std::to_string(sum) + ", not " +
                    std::to_string(s.totalSeeds()));
    s.side_ = static_cast<std::uint8_t>(toMove);
    const bool anyEmpty = s.rowSeeds(0) == 0 || s.rowSeeds(1) == 0;
    if (s.rowSeeds(toMove) == 0 || (rules.endOnAnyEmptyRow && anyEmpty))
        return fail("the game would already be over in this position");
    s.before_ = s.cells_;
    s.fromStart_ = false;
    *out = s;
    return true;
}

int KalahaState::rowSeeds(int seat) const
{
    return rowOf(cells_, rules_.pits, seat);
}

std::vector<double> KalahaState::result() const
{
    if (!isOver() || winner_ < 0)
        return {0.5, 0.5};
    return winner_ == 0 ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
}

int KalahaState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    int n = 0;
    for (int i = 0; i < rules_.pits; ++i)
        if (seeds(side_, i) > 0)
            out[n++] = Move{static_cast<std::int8_t>(i)};
    return n;
}

void KalahaState::apply(Move move)
{
    before_ = cells_;
    if (plies_ < kMaxHistory)
        history_[plies_] = static_cast<std::uint8_t>(move.pit);
    if (plies_ < 0xFFFF)
        ++plies_;
    lastMover_ = static_cast<std::int8_t>(side_);
    int next = side_;
    last_ = sowAndResolve(rules_, cells_, side_, move.pit, &next);
    side_ = static_cast<std::uint8_t>(next);
    if (last_.ended)
        finish();
}

void KalahaState::finish()
{
    reason_ = EndReason::RowEmpty;
    const int a = store(0), b = store(1);
    winner_ = static_cast<std::int8_t>(a > b ? 0 : b > a ? 1 : -1);
}

std::uint64_t KalahaState::hash() const
{
    kit::StateHasher h(0x4B616C6168610001ULL); // "Kalaha"
    std::uint64_t words[2] = {0, 0};
    for (int c = 0; c < kMaxCells; ++c)
        words[c / 8] |= static_cast<std::uint64_t>(cells_[static_cast<std::size_t>(c)])
                        << (8 * (c % 8));
    h.add(words[0]);
    h.add(words[1] | (static_cast<std::uint64_t>(side_) << 63) |
          (static_cast<std::uint64_t>(isOver() ? 1 : 0) << 62));
    return h.value();
}

std::string_view endReasonKey(EndReason reason)
{
    return reason == EndReason::RowEmpty ? "row_empty" : "";
}

} // namespace zv::kalaha
