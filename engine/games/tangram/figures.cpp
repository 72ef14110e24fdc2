// Reading and checking the figures (see figures.h).
#include "games/tangram/figures.h"

#include <charconv>
#include <sstream>
#include <stdexcept>

namespace zv::tangram {

extern const char* const kBundledFigures; // figures.txt, built in by CMake

namespace {

std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            out.push_back(line.substr(start, i - start));
    }
    return out;
}

bool parsePoint(std::string_view text, Pt* out)
{
    const std::size_t comma = text.find(',');
    return comma != std::string_view::npos && parseSurd(text.substr(0, comma), &out->x) &&
           parseSurd(text.substr(comma + 1), &out->y);
}

std::string restOf(std::string_view line, std::string_view keyword)
{
    std::string_view rest = line.substr(line.find(keyword) + keyword.size());
    while (!rest.empty() && rest.front() == ' ')
        rest.remove_prefix(1);
    return std::string(rest);
}

} // namespace

std::string placementText(int piece, const Placement& placement)
{
    return std::string(kPieceNames[static_cast<std::size_t>(piece)]) + "/" +
           std::to_string(placement.turn) + (placement.flipped ? "f" : "") + "/" +
           pointText(placement.at);
}

bool parsePlacement(std::string_view text, int* piece, Placement* placement)
{
    const std::size_t s1 = text.find('/');
    const std::size_t s2 = s1 == std::string_view::npos ? s1 : text.find('/', s1 + 1);
    if (s2 == std::string_view::npos)
        return false;
    *piece = pieceIndex(text.substr(0, s1));
    if (*piece < 0)
        return false;
    std::string_view turn = text.substr(s1 + 1, s2 - s1 - 1);
    placement->flipped = !turn.empty() && turn.back() == 'f';
    if (placement->flipped) {
        if (!canFlip(*piece))
            return false;
        turn.remove_suffix(1);
    }
    if (turn.size() != 1 || turn[0] < '0' || turn[0] > '7')
        return false;
    placement->turn = turn[0] - '0';
    return parsePoint(text.substr(s2 + 1), &placement->at);
}

std::string outlineText(const Outline& outline)
{
    std::string text;
    for (const Polygon& ring : outline.rings) {
        if (!text.empty())
            text += "\n";
        for (std::size_t i = 0; i < ring.size(); ++i)
            text += (i ? " " : "") + pointText(ring[i]);
    }
    return text;
}

bool parseFigures(std::string_view text, std::vector<Figure>* out, std::string* why)
{
    std::istringstream in{std::string(text)};
    std::string line;
    int lineNo = 0;
    Figure* current = nullptr;
    auto fail = [&](const std::string& reason) {
        if (why)
            *why = "line " + std::to_string(lineNo) + ": " + reason;
        return false;
    };
    std::vector<bool> solved;
    while (std::getline(in, line)) {
        ++lineNo;
        const auto w = words(line);
        if (w.empty() || w[0].front() == '#')
            continue;
        if (w[0] == "figure") {
            if (w.size() != 2)
                return fail("\"figure\" needs one key");
            out->push_back(Figure{});
            current = &out->back();
            current->key = std::string(w[1]);
            solved.push_back(false);
            continue;
        }
        if (!current)
            return fail("text before the first \"figure\"");
        if (w[0] == "de") {
            current->nameDe = restOf(line, "de");
        } else if (w[0] == "en") {
            current->nameEn = restOf(line, "en");
        } else if (w[0] == "origin") {
            current->origin = restOf(line, "origin");
        } else if (w[0] == "level") {
            if (w.size() != 2 || w[1].size() != 1 || w[1][0] < '1' || w[1][0] > '3')
                return fail("\"level\" is 1, 2 or 3");
            current->difficulty = w[1][0] - '0';
        } else if (w[0] == "ring") {
            Polygon ring;
            for (std::size_t i = 1; i < w.size(); ++i) {
                Pt p;
                if (!parsePoint(w[i], &p))
                    return fail("\"" + std::string(w[i]) + "\" is no point");
                ring.push_back(p);
            }
            current->outline.rings.push_back(ring);
        } else if (w[0] == "solution") {
            if (w.size() != 1 + kPieces)
                return fail("a solution places all seven pieces");
            std::array<bool, kPieces> seen{};
            for (std::size_t i = 1; i < w.size(); ++i) {
                int piece = -1;
                Placement placement;
                if (!parsePlacement(w[i], &piece, &placement))
                    return fail("\"" + std::string(w[i]) + "\" is no placement");
                if (seen[static_cast<std::size_t>(piece)])
                    return fail("piece " +
                                std::string(kPieceNames[static_cast<std::size_t>(piece)]) +
                                " placed twice");
                seen[static_cast<std::size_t>(piece)] = true;
                current->solution[static_cast<std::size_t>(piece)] = placement;
            }
            solved.back() = true;
        } else {
            return fail("unknown keyword \"" + std::string(w[0]) + "\"");
        }
    }
    for (std::size_t i = 0; i < out->size(); ++i) {
        const Figure& f = (*out)[i];
        std::string broken = solved[i] ? validateFigure(f) : "no solution";
        if (f.nameDe.empty() || f.nameEn.empty())
            broken = "a name in German and English is missing";
        for (std::size_t j = 0; j < i && broken.empty(); ++j)
            if ((*out)[j].key == f.key)
                broken = "the key is used twice";
        if (!broken.empty()) {
            if (why)
                *why = "figure " + f.key + ": " + broken;
            return false;
        }
    }
    return true;
}

std::string validateFigure(const Figure& figure)
{
    if (figure.outline.rings.empty())
        return "no outline";
    for (const Polygon& ring : figure.outline.rings) {
        if (ring.size() < 3)
            return "a ring has fewer than three corners";
        for (std::size_t i = 0; i < ring.size(); ++i)
            if (direction(ring[(i + 1) % ring.size()] - ring[i]) < 0)
                return "the edge from " + pointText(ring[i]) + " is not a multiple of 45 degrees";
    }
    if (!(twiceArea(figure.outline) == Surd{2 * kSetArea, 0}))
        return "the area is " + surdText(twiceArea(figure.outline)) + "/2, not the set's " +
               std::to_string(kSetArea);
    std::vector<Polygon> pieces;
    for (int p = 0; p < kPieces; ++p) {
        pieces.push_back(cornersOf(p, figure.solution[static_cast<std::size_t>(p)]));
        if (!inside(pieces.back(), figure.outline))
            return std::string("the solution's ") + kPieceNames[static_cast<std::size_t>(p)] +
                   " lies outside the outline";
        for (int q = 0; q < p; ++q)
            if (overlaps(pieces[static_cast<std::size_t>(q)], pieces.back()))
                return std::string("the solution's ") + kPieceNames[static_cast<std::size_t>(q)] +
                       " and " + kPieceNames[static_cast<std::size_t>(p)] + " overlap";
    }
    return {};
}

const std::vector<Figure>& bundledFigures()
{
    static const std::vector<Figure> figures = [] {
        std::vector<Figure> list;
        std::string why;
        if (!parseFigures(kBundledFigures, &list, &why))
            throw std::runtime_error("tangram figures.txt: " + why);
        return list;
    }();
    return figures;
}

const Figure* findFigure(std::string_view key)
{
    for (const Figure& f : bundledFigures())
        if (f.key == key)
            return &f;
    return nullptr;
}

} // namespace zv::tangram
