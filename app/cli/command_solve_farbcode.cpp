// `solve farbcode [--strategy NAME]`: every built-in code breaker of
// Farbcode (engine/games/farbcode/strategy.h) played against each of the
// 1,296 codes: the total and average number of guesses, the worst case, the
// first guess, and how many codes each needs 1, 2, 3 ... guesses for. None of
// them is the proven optimum (5625 guesses, average 4.3403, Koyama and Lai
// 1993); engine/games/farbcode/RULES.md says what each one is.
#include "cli_common.h"
#include "commands.h"
#include "games/farbcode/strategy.h"

#include <QElapsedTimer>

namespace zv::cli {

void printFarbcodeStrategies(const QCommandLineParser& parser)
{
    using namespace farbcode;
    std::vector<Strategy> strategies;
    if (parser.isSet("strategy")) {
        const int s = strategyFromKey(parser.value("strategy").toStdString());
        if (s < 0)
            usageError(QStringLiteral("unknown strategy %1 (random, knuth, expected_size, "
                                      "entropy, most_parts)")
                           .arg(parser.value("strategy")));
        strategies.push_back(static_cast<Strategy>(s));
    } else {
        for (int s = 0; s < kStrategies; ++s)
            strategies.push_back(static_cast<Strategy>(s));
    }
    out() << "farbcode: each code breaker against all " << kCodes
          << " codes (guesses per code, the last one included)\n";
    for (const Strategy strategy : strategies) {
        QElapsedTimer timer;
        timer.start();
        const Evaluation e = evaluate(strategy, 1);
        FastRng rng(1);
        const int first = chooseGuess(strategy, allCodes(), rng);
        out() << "  " << qs(std::string(strategyKey(strategy))).leftJustified(14) << " total "
              << e.total << "  average " << QString::number(e.average(), 'f', 4) << "  worst "
              << e.worst << "  first guess "
              << (strategy == Strategy::Random ? QStringLiteral("random") : qs(codeText(first)))
              << "  (" << timer.elapsed() << " ms)\n    guesses:";
        for (int n = 1; n <= e.worst; ++n)
            out() << " " << n << ":" << e.histogram[static_cast<std::size_t>(n)];
        out() << "\n";
    }
    out() << "  (random: a random code still possible, seed 1; the optimum of "
             "the average is "
             "5625 = 4.3403, Koyama and Lai 1993, not computed here)\n";
    out().flush();
}

} // namespace zv::cli
