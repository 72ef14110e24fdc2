// `solve dame [--pieces DD-D] [--option KEY=VALUE]...`: exact endgame tables
// of Dame (the kit's retrograde solver): how many positions of the material
// are won, drawn and lost for the side to move, under each landing rule of
// the Dame (the source's "directly behind" and the free landing of the
// international rules) unless the options name one.
#include "cli_common.h"
#include "commands.h"
#include "games/dame/dame_game.h"
#include "games/dame/endgame_table.h"

namespace zv::cli {

void printDameTables(const GameInfo& info, const QString& pieces, const QStringList& optionArgs)
{
    using namespace dame;
    const auto material = parseMaterial(pieces.toStdString());
    if (!material || material->total() > 5)
        usageError(QStringLiteral("--pieces \"%1\": expected e.g. DD-D or D-S (D a Dame, S a "
                                  "stone; the dark side first; at most five pieces)")
                       .arg(pieces));
    const Options given = parseGameOptions(info, optionArgs);
    std::vector<std::string> landings = {"behind", "any"};
    if (given.count(kLandingKey))
        landings = {given.at(kLandingKey)};
    const std::string sides[2] = {materialText({{material->damen[0], 0}, {material->men[0], 0}}),
                                  materialText({{material->damen[1], 0}, {material->men[1], 0}})};
    out() << qs(info.key) << " (" << qs(info.nameDe) << " / " << qs(info.nameEn)
          << "): endgame table " << qs(materialText(*material))
          << " (dark side first), values with best play for the side to move\n";
    for (const std::string& landing : landings) {
        Options options = given;
        options[kLandingKey] = landing;
        const Rules rules = rulesFromOptions(options);
        const EndgameTable table(rules, *material);
        out() << "  " << kLandingKey << "=" << qs(landing) << "  (" << table.positions()
              << " positions with everything it can turn into, "
              << QString::number(table.buildMilliseconds(), 'f', 0) << " ms)\n";
        for (int seat = 0; seat < 2; ++seat) {
            const TableCounts c = table.counts(*material, seat);
            const std::uint64_t all = c.won + c.drawn + c.lost;
            const std::string mover = sides[seat].substr(0, sides[seat].find('-'));
            out() << "    " << (seat == 0 ? "dark " : "light ") << qs(mover) << " to move: " << all
                  << " positions, won " << c.won << ", drawn " << c.drawn << ", lost " << c.lost;
            if (c.won)
                out() << "; longest win " << c.longestWin << " plies";
            if (c.lost)
                out() << "; longest loss " << c.longestLoss << " plies";
            out() << "\n";
        }
    }
    out().flush();
}

} // namespace zv::cli
