// The perfect endgame "three against three": both sides have three stones on
// the board and none in hand, so both jump. Every such position is solved by
// retrograde analysis: won, drawn or lost for the side to move, with the
// distance in plies to the end under best play.
//
// Why only 3-3 (for now): with both sides jumping, a mill ends the game at
// once (the opponent is left with two stones), which keeps the table exact and
// small: 2024 x 1330 = 2,691,920 positions, one byte each for value and
// distance (about 5 MB), solved in about a second on the kiosk's machine the
// first time a strongest player meets such a position.
//
// The table ignores the draw rules (100 plies without a removal, threefold
// repetition): no 3-3 win is longer than a few dozen plies, far inside them
// (RULES.md, "The computer player").
#pragma once

#include "games/muehle/board.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace zv::muehle {

enum class EndgameValue : std::uint8_t { Draw, Win, Loss }; // for the side to move

struct EndgameEntry {
    EndgameValue value = EndgameValue::Draw;
    int plies = 0; // to the end with best play (0 for a draw)
};

class EndgameTable33 {
public:
    static constexpr std::size_t kMoverSets = 2024;    // C(24, 3)
    static constexpr std::size_t kOpponentSets = 1330; // C(21, 3)
    static constexpr std::size_t kPositions = kMoverSets * kOpponentSets;

    // The table, solved on first use (thread-safe; later calls are free).
    static const EndgameTable33& instance();
    // The table if it is solved, else nullptr; the first call starts solving
    // it in the background, so a computer move never waits for it.
    static const EndgameTable33* ifReady();

    // The entry of a 3-3 position (three stones each, disjoint), or nullopt.
    std::optional<EndgameEntry> lookup(Mask mover, Mask opponent) const;

    struct Counts {
        std::size_t won = 0, drawn = 0, lost = 0;
        int longestWin = 0;
    };
    Counts counts() const;
    double solveSeconds() const { return m_seconds; }

    static std::size_t indexOf(Mask mover, Mask opponent);

    EndgameTable33(); // solves; prefer instance()

private:
    std::vector<std::uint8_t> m_value; // EndgameValue
    std::vector<std::uint8_t> m_plies;
    double m_seconds = 0;
};

} // namespace zv::muehle
