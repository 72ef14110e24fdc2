// `solve tangram [--figure KEY] [--file PATH]`: the search lays a figure (or
// every bundled figure, or every figure of a staff file, which is read and
// checked as the bundled ones are) and prints the solution, its nodes and
// time; `bench tangram` adds the solve times of all bundled figures.
#include "cli_common.h"
#include "commands.h"
#include "games/tangram/solver.h"

#include <QFile>

#include <chrono>

namespace zv::cli {
namespace {

using namespace zv::tangram;

struct Timed {
    SolveResult result;
    double ms = 0;
};

Timed timedSolve(const Figure& figure)
{
    const auto t0 = std::chrono::steady_clock::now();
    Timed timed{solve(figure.outline, {}), 0};
    timed.ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return timed;
}

// Prints one figure's search; false when the search finds no solution or
// its solution does not pass the same check as the stored one.
bool printFigure(const Figure& figure)
{
    const Timed t = timedSolve(figure);
    out() << qs(figure.key) << " (" << qs(figure.nameDe) << " / " << qs(figure.nameEn) << ")\n";
    if (!t.result.found) {
        out() << "  no solution (" << t.result.nodes << " nodes, " << QString::number(t.ms, 'f', 1)
              << " ms)\n";
        return false;
    }
    Figure check = figure;
    check.solution = t.result.layout;
    const std::string broken = validateFigure(check);
    out() << "  solved in " << QString::number(t.ms, 'f', 2) << " ms, " << t.result.nodes
          << " nodes" << (broken.empty() ? "" : ", BUT " + qs(broken)) << "\n";
    for (const int piece : t.result.order)
        out() << "  " << qs(placementText(piece, t.result.layout[static_cast<std::size_t>(piece)]))
              << "\n";
    return broken.empty();
}

} // namespace

int printTangramSolutions(const QCommandLineParser& parser)
{
    std::vector<Figure> fromFile;
    const std::vector<Figure>* figures = &bundledFigures();
    if (parser.isSet("file")) {
        QFile file(parser.value("file"));
        if (!file.open(QIODevice::ReadOnly))
            usageError("cannot read " + parser.value("file"));
        std::string why;
        if (!parseFigures(file.readAll().toStdString(), &fromFile, &why))
            usageError(parser.value("file") + ": " + qs(why));
        figures = &fromFile;
    }
    bool allSolved = true;
    int shown = 0;
    for (const Figure& figure : *figures) {
        if (parser.isSet("figure") && qs(figure.key) != parser.value("figure"))
            continue;
        allSolved = printFigure(figure) && allSolved;
        ++shown;
    }
    if (shown == 0)
        usageError("no figure " + parser.value("figure"));
    out().flush();
    return allSolved ? kExitOk : 1;
}

void printTangramSolveTimes()
{
    double total = 0, worst = 0;
    std::uint64_t nodes = 0;
    QString worstKey;
    for (const Figure& figure : bundledFigures()) {
        const Timed t = timedSolve(figure);
        total += t.ms;
        nodes += t.result.nodes;
        if (t.ms > worst) {
            worst = t.ms;
            worstKey = qs(figure.key);
        }
    }
    out() << "solver from the empty figure, all " << bundledFigures().size()
          << " bundled figures: " << QString::number(total, 'f', 1) << " ms, " << nodes
          << " nodes; slowest " << worstKey << " " << QString::number(worst, 'f', 1) << " ms\n";
    out().flush();
}

} // namespace zv::cli
