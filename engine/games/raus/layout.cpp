// Where the board draws every field of „Raus mit dir!“ (RULES.md, "State for
// the board"): the classic cross of 40 fields on an 11 x 11 grid, the four
// Startpositionen in the corners and the goal rows towards the middle. The
// board reads these lists and draws; it computes no place itself.
#include "games/raus/rs_state.h"

namespace zv::raus {
namespace {

struct Cell {
    int x, y;
};

// The round, clockwise from colour a's start field (left arm, top row).
constexpr Cell kRound[kRing] = {
    {0, 4},  {1, 4}, {2, 4}, {3, 4}, {4, 4}, {4, 3}, {4, 2}, {4, 1}, {4, 0},  {5, 0},
    {6, 0},  {6, 1}, {6, 2}, {6, 3}, {6, 4}, {7, 4}, {8, 4}, {9, 4}, {10, 4}, {10, 5},
    {10, 6}, {9, 6}, {8, 6}, {7, 6}, {6, 6}, {6, 7}, {6, 8}, {6, 9}, {6, 10}, {5, 10},
    {4, 10}, {4, 9}, {4, 8}, {4, 7}, {4, 6}, {3, 6}, {2, 6}, {1, 6}, {0, 6},  {0, 5}};
// Each colour's goal row from its entrance inwards, and its Startposition.
constexpr Cell kGoal[kColours][kGoalFields] = {{{1, 5}, {2, 5}, {3, 5}, {4, 5}},
                                               {{5, 1}, {5, 2}, {5, 3}, {5, 4}},
                                               {{9, 5}, {8, 5}, {7, 5}, {6, 5}},
                                               {{5, 9}, {5, 8}, {5, 7}, {5, 6}}};
constexpr Cell kYardCorner[kColours] = {{0, 0}, {9, 0}, {9, 9}, {0, 9}};

} // namespace

void RsState::describeLayout(StateSink& sink) const
{
    std::vector<std::string> cells, shapes, touches;
    std::vector<int> xs, ys, tints;
    const auto add = [&](std::string cell, Cell at, std::string shape, int tint,
                         std::string touch) {
        cells.push_back(std::move(cell));
        xs.push_back(at.x);
        ys.push_back(at.y);
        shapes.push_back(std::move(shape));
        tints.push_back(tint);
        touches.push_back(std::move(touch));
    };
    for (int f = 0; f < kRing; ++f)
        add(std::to_string(f + 1), kRound[f], "field", f % 10 == 0 ? f / 10 : -1,
            std::to_string(f + 1));
    for (int c = 0; c < kColours; ++c) {
        const std::string letter(1, colourLetter(c));
        for (int k = 0; k < kGoalFields; ++k)
            add("z" + letter + std::to_string(k + 1), kGoal[c][k], "field", c,
                "z" + letter + std::to_string(k + 1));
        for (int k = 0; k < kPieces; ++k)
            add("y" + letter + std::to_string(k + 1),
                {kYardCorner[c].x + k % 2, kYardCorner[c].y + k / 2}, "field", c, "y" + letter);
    }
    sink.put("cells", cells);
    sink.put("cellX", xs);
    sink.put("cellY", ys);
    sink.put("cellShape", shapes);
    sink.put("cellTint", tints); // a colour (0..3: a..d) or -1
    sink.put("cellTouch", touches);
    // Every piece's cell, seat by seat: a piece at home takes the next free
    // place of its colour's Startposition.
    std::vector<std::string> pieceCells;
    std::vector<int> pieceColours;
    for (int s = 0; s < seats_; ++s) {
        int inYardSoFar = 0;
        for (int p = 0; p < kPieces; ++p) {
            const int rel = pos_[idx(s)][idx(p)];
            pieceCells.push_back(rel == kYard ? placeText(s, kYard) + std::to_string(++inYardSoFar)
                                              : placeText(s, rel));
            pieceColours.push_back(colourOf(s));
        }
    }
    sink.put("pieceCells", pieceCells);
    sink.put("pieceColours", pieceColours);
}

} // namespace zv::raus
