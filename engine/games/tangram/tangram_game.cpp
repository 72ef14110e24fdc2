// Tangram's rules as a zv::Game (see tangram_game.h and RULES.md).
#include "games/tangram/tangram_game.h"

#include "core/rng.h"
#include "kit/option_specs.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace zv::tangram {

namespace {

bool setWhy(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

bool parseApprox(std::string_view text, double* out)
{
    if (text.empty() || text.front() != '~')
        return false;
    text.remove_prefix(1);
    const std::string copy(text);
    char* end = nullptr;
    *out = std::strtod(copy.c_str(), &end);
    return end == copy.c_str() + copy.size() && std::isfinite(*out);
}

double dx(Pt p)
{
    return p.x.value();
}
double dy(Pt p)
{
    return p.y.value();
}

// The same piece shape lying on the same spot (the two large and the two
// small triangles are interchangeable).
bool samePlace(int a, const Placement& pa, int b, const Placement& pb)
{
    if (kPieceShapes[static_cast<std::size_t>(a)] != kPieceShapes[static_cast<std::size_t>(b)])
        return false;
    Polygon x = cornersOf(a, pa), y = cornersOf(b, pb);
    auto less = [](Pt p, Pt q) { return lowerLeft(p, q); };
    std::sort(x.begin(), x.end(), less);
    std::sort(y.begin(), y.end(), less);
    return x == y;
}

} // namespace

const GameInfo& TangramGame::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "tangram";
        i.nameDe = "Tangram";
        i.nameEn = "Tangram";
        i.family = GameFamily::Puzzle;
        i.minSeats = 1;
        i.maxSeats = 1;
        i.minAge = 5;
        i.minutes = 5;
        std::vector<kit::OptionChoice> choices;
        for (const Figure& f : bundledFigures())
            choices.push_back({f.key, f.nameDe, f.nameEn});
        i.options.push_back(
            kit::choiceOption(kFigureKey, bundledFigures().front().key, choices, "Figur", "Figure",
                              "Aus diesen Plättchen können zahllose Formen gelegt werden, die dann "
                              "schattenrissartig Tiere, Schiffe oder andere Gestalten zeigen."));
        return i;
    }();
    return info;
}

TangramGame::TangramGame(const Figure& figure) : figure_(&figure) {}

bool TangramGame::solved() const
{
    return std::all_of(placed_.begin(), placed_.end(), [](const auto& p) { return p.has_value(); });
}

bool TangramGame::fits(int piece, const Placement& placement) const
{
    const Polygon poly = cornersOf(piece, placement);
    if (!inside(poly, figure_->outline))
        return false;
    for (int i = 0; i < kPieces; ++i)
        if (i != piece && placed_[static_cast<std::size_t>(i)] &&
            overlaps(poly, cornersOf(i, *placed_[static_cast<std::size_t>(i)])))
            return false;
    return true;
}

std::optional<Placement> TangramGame::snap(int piece, int turn, bool flipped, double x,
                                           double y) const
{
    // Points a corner may snap to: the figure's corners and the midpoints of
    // its sides, the other pieces' corners and midpoints, and the corners of
    // the stored solution (so a T-joint inside the figure is reachable too).
    std::vector<Pt> targets;
    auto addPolygon = [&](const Polygon& poly) {
        for (std::size_t i = 0; i < poly.size(); ++i) {
            targets.push_back(poly[i]);
            const Pt sum = poly[i] + poly[(i + 1) % poly.size()];
            if (sum.x.a % 2 == 0 && sum.x.b % 2 == 0 && sum.y.a % 2 == 0 && sum.y.b % 2 == 0)
                targets.push_back({{sum.x.a / 2, sum.x.b / 2}, {sum.y.a / 2, sum.y.b / 2}});
        }
    };
    for (const Polygon& ring : figure_->outline.rings)
        addPolygon(ring);
    for (int i = 0; i < kPieces; ++i) {
        if (i != piece && placed_[static_cast<std::size_t>(i)])
            addPolygon(cornersOf(i, *placed_[static_cast<std::size_t>(i)]));
        addPolygon(cornersOf(i, figure_->solution[static_cast<std::size_t>(i)]));
    }
    const Polygon& offsets = shapeOffsets(kPieceShapes[static_cast<std::size_t>(piece)], turn,
                                          flipped && canFlip(piece));
    struct Candidate {
        double distance;
        Placement placement;
    };
    std::vector<Candidate> candidates;
    for (Pt offset : offsets)
        for (Pt target : targets) {
            const double d = std::hypot(x + dx(offset) - dx(target), y + dy(offset) - dy(target));
            if (d <= kSnapRadius)
                candidates.push_back({d, {turn, flipped && canFlip(piece), target - offset}});
        }
    std::stable_sort(
        candidates.begin(), candidates.end(),
        [](const Candidate& a, const Candidate& b) { return a.distance < b.distance; });
    for (const Candidate& c : candidates)
        if (fits(piece, c.placement))
            return c.placement;
    return std::nullopt;
}

bool TangramGame::play(std::string_view text, std::string* why)
{
    if (over_)
        return setWhy(why, "the figure is already laid");
    if (text == "zeigen") {
        placed_ = {};
        for (int i = 0; i < kPieces; ++i)
            placed_[static_cast<std::size_t>(i)] = figure_->solution[static_cast<std::size_t>(i)];
        over_ = shown_ = true;
        last_ = "zeigen";
        return true;
    }
    if (!text.empty() && text.back() == '-') {
        const int piece = pieceIndex(text.substr(0, text.size() - 1));
        if (piece < 0)
            return setWhy(why,
                          "no piece is called " + std::string(text.substr(0, text.size() - 1)));
        if (!placed_[static_cast<std::size_t>(piece)])
            return setWhy(why, "that piece does not lie on the figure");
        placed_[static_cast<std::size_t>(piece)].reset();
        last_ = std::string(text);
        return true;
    }
    int piece = -1;
    Placement placement;
    if (text.find('~') != std::string_view::npos) {
        // A finger's drop: "G1/3/~x,~y" with decimal coordinates.
        const std::size_t s2 = text.rfind('/');
        const std::size_t comma = text.find(',', s2);
        double x = 0, y = 0;
        Placement turnOnly;
        if (s2 == std::string_view::npos || comma == std::string_view::npos ||
            !parseApprox(text.substr(s2 + 1, comma - s2 - 1), &x) ||
            !parseApprox(text.substr(comma + 1), &y) ||
            !parsePlacement(std::string(text.substr(0, s2)) + "/0,0", &piece, &turnOnly))
            return setWhy(why, "\"" + std::string(text) + "\" is no move");
        const auto snapped = snap(piece, turnOnly.turn, turnOnly.flipped, x, y);
        if (!snapped)
            return setWhy(why, "the piece does not fit there");
        placement = *snapped;
    } else if (!parsePlacement(text, &piece, &placement)) {
        return setWhy(why, "\"" + std::string(text) + "\" is no move");
    }
    if (!fits(piece, placement))
        return setWhy(why, "the piece would stick out of the figure or lie on another piece");
    placed_[static_cast<std::size_t>(piece)] = placement;
    over_ = solved();
    last_ = placementText(piece, placement);
    return true;
}

std::vector<std::string> TangramGame::nextPlacements() const
{
    std::vector<std::string> out;
    for (const auto& [piece, placement] : tangram::nextPlacements(figure_->outline, placed_))
        out.push_back(placementText(piece, placement));
    return out;
}

std::vector<std::string> TangramGame::legalMoves() const
{
    if (over_)
        return {};
    std::vector<std::string> moves = nextPlacements();
    for (int i = 0; i < kPieces; ++i)
        if (placed_[static_cast<std::size_t>(i)])
            moves.push_back(std::string(kPieceNames[static_cast<std::size_t>(i)]) + "-");
    moves.push_back("zeigen");
    return moves;
}

std::vector<std::vector<std::string>> TangramGame::inputPaths() const
{
    std::vector<std::vector<std::string>> paths;
    for (const std::string& move : legalMoves())
        paths.push_back({move});
    return paths;
}

bool TangramGame::storedMatch(int piece) const
{
    const auto& at = placed_[static_cast<std::size_t>(piece)];
    for (int s = 0; s < kPieces; ++s)
        if (samePlace(piece, *at, s, figure_->solution[static_cast<std::size_t>(s)]))
            return true;
    return false;
}

std::string TangramGame::computerMove(Level, const SearchLimits& limits, Rng&) const
{
    if (over_)
        return {};
    SolveLimits solveLimits;
    solveLimits.maxNodes = limits.maxNodes;
    solveLimits.cancel = limits.cancel;
    if (limits.time.count() > 0)
        solveLimits.deadline = std::chrono::steady_clock::now() + limits.time;
    const SolveResult result = solve(figure_->outline, placed_, solveLimits);
    if (result.found) {
        const int piece = result.order.front();
        return placementText(piece, result.layout[static_cast<std::size_t>(piece)]);
    }
    // No way on from here (or no time to find one): take away a piece that
    // the stored solution does not have there; if all agree with it, lay the
    // next piece of the stored solution.
    for (int i = 0; i < kPieces; ++i)
        if (placed_[static_cast<std::size_t>(i)] && !storedMatch(i))
            return std::string(kPieceNames[static_cast<std::size_t>(i)]) + "-";
    for (int s = 0; s < kPieces; ++s) {
        bool taken = false;
        for (int i = 0; i < kPieces; ++i)
            taken = taken || (placed_[static_cast<std::size_t>(i)] &&
                              samePlace(i, *placed_[static_cast<std::size_t>(i)], s,
                                        figure_->solution[static_cast<std::size_t>(s)]));
        if (taken)
            continue;
        // The stored place of piece s, laid with a free piece of that shape.
        for (int i = 0; i < kPieces; ++i)
            if (!placed_[static_cast<std::size_t>(i)] &&
                kPieceShapes[static_cast<std::size_t>(i)] ==
                    kPieceShapes[static_cast<std::size_t>(s)])
                return placementText(i, figure_->solution[static_cast<std::size_t>(s)]);
    }
    return "zeigen";
}

PlayoutStats TangramGame::randomPlayouts(int games, Rng& rng) const
{
    // A random attempt: lay a random piece that fits on the next uncovered
    // corner until the figure is laid or nothing fits.
    PlayoutStats stats;
    for (int g = 0; g < games; ++g) {
        Partial lay = placed_;
        while (true) {
            const auto options = tangram::nextPlacements(figure_->outline, lay);
            if (options.empty())
                break;
            const auto& [piece, placement] =
                options[static_cast<std::size_t>(rng.uniform(static_cast<int>(options.size())))];
            lay[static_cast<std::size_t>(piece)] = placement;
            ++stats.plies;
        }
        ++stats.games;
    }
    return stats;
}

bool TangramGame::setPosition(std::string_view text, std::string* why)
{
    // The pieces on the figure, as placements separated by spaces ("" : none).
    TangramGame next(*figure_);
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ')
            ++i;
        if (i == start)
            break;
        if (!next.play(text.substr(start, i - start), why))
            return false;
    }
    *this = next;
    return true;
}

std::unique_ptr<Game> createTangram(const Options& options)
{
    const Figure* figure =
        findFigure(kit::optionValue(options, kFigureKey, bundledFigures().front().key));
    return std::make_unique<TangramGame>(figure ? *figure : bundledFigures().front());
}

const TangramGame* tangramGame(const Game& game)
{
    return dynamic_cast<const TangramGame*>(&game);
}

} // namespace zv::tangram
