// The figures (silhouettes) as content: a text file, read and checked when
// loaded. Each figure is its outline plus one known solution; loading checks
// that the outline's area is the set's, and that the stored solution lays all
// seven pieces inside the outline without overlap (which, with equal areas,
// means they cover it exactly). The format is in RULES.md ("Figures").
#pragma once

#include "games/tangram/geometry.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace zv::tangram {

using Layout = std::array<Placement, kPieces>;

struct Figure {
    std::string key; // ASCII, the option value
    std::string nameDe, nameEn;
    int difficulty = 1; // 1 easy, 2 medium, 3 hard
    std::string origin; // where the figure comes from
    Outline outline;
    Layout solution;
};

// Reads figures; on the first error returns false with the line and reason.
bool parseFigures(std::string_view text, std::vector<Figure>* out, std::string* why);
// Empty when the figure is valid; otherwise what is wrong.
std::string validateFigure(const Figure& figure);
// The bundled figures (figures.txt, built in), validated once; a broken
// bundled figure stops the program with the reason (a test loads them all).
const std::vector<Figure>& bundledFigures();
const Figure* findFigure(std::string_view key);

std::string placementText(int piece, const Placement& placement);
// "G1/3f/2,1+1r": piece, turn (f: mirrored), anchor corner.
bool parsePlacement(std::string_view text, int* piece, Placement* placement);
std::string outlineText(const Outline& outline); // one ring per line, "x,y x,y ..."

} // namespace zv::tangram
