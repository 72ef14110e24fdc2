// Where the board draws Pachisi (RULES.md, "State for the board"): the cross
// on a 19 x 19 grid (the Charkoni's 3 x 3 in the middle), each arm's squares
// turned a quarter further anticlockwise, the castles, and beside each arm
// four places for the pieces still waiting. The board draws these lists; it
// computes no place itself.
#include "games/pachisi/pc_state.h"

namespace zv::pachisi {
namespace {

constexpr int kCentre = 9;

// Offset (dx, dy) from the centre for the south arm, turned `arm` quarter
// turns anticlockwise on the screen (y downwards): south, east, north, west.
void turn(int arm, int& dx, int& dy)
{
    for (int k = 0; k < arm; ++k) {
        const int t = dx;
        dx = dy;
        dy = -t;
    }
}

} // namespace

void PcState::describeLayout(StateSink& sink) const
{
    std::vector<std::string> cells, shapes, touches;
    std::vector<int> xs, ys, tints;
    const auto add = [&](std::string cell, int dx, int dy, std::string shape, int tint,
                         std::string touch) {
        cells.push_back(std::move(cell));
        xs.push_back(kCentre + dx);
        ys.push_back(kCentre + dy);
        shapes.push_back(std::move(shape));
        tints.push_back(tint);
        touches.push_back(std::move(touch));
    };
    for (int arm = 0; arm < kArms; ++arm) {
        for (int column = 0; column < 3; ++column)
            for (int row = 0; row < kRows; ++row) {
                const Square sq{arm, column, row};
                int dx = column - 1, dy = row + 2;
                turn(arm, dx, dy);
                const std::string name =
                    std::string(1, armLetter(arm)) + "lmr"[column] + std::to_string(row + 1);
                add(name, dx, dy, isCastle(sq) ? "castle" : "square", column == 1 ? arm : -1, name);
            }
        const std::string waiting = std::string("w") + armLetter(arm);
        for (int k = 0; k < kPieces; ++k) {
            int dx = -4 + k % 2, dy = 4 + k / 2;
            turn(arm, dx, dy);
            add(waiting + std::to_string(k + 1), dx, dy, "field", arm, waiting);
        }
    }
    add("charkoni", 0, 0, "centre", -1, "charkoni");
    sink.put("cells", cells);
    sink.put("cellX", xs);
    sink.put("cellY", ys);
    sink.put("cellShape", shapes);
    sink.put("cellTint", tints); // the seat whose way starts here (its middle column) or -1
    sink.put("cellTouch", touches);
    std::vector<std::string> pieceCells;
    std::vector<int> pieceColours;
    for (int s = 0; s < kSeats; ++s) {
        int waitingSoFar = 0;
        for (const auto p : pos_[idx(s)]) {
            pieceCells.push_back(p == kWaiting ? std::string("w") + armLetter(s) +
                                                     std::to_string(++waitingSoFar)
                                 : p == kHome ? std::string("charkoni")
                                              : squareText(s, p));
            pieceColours.push_back(s);
        }
    }
    sink.put("pieceCells", pieceCells);
    sink.put("pieceColours", pieceColours);
}

} // namespace zv::pachisi
