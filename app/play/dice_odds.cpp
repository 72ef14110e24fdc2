#include "dice_odds.h"

#include "core/game.h"
#include "games/glocke_hammer/throw_odds.h"

#include <algorithm>
#include <sstream>

namespace gh = zv::glocke_hammer;

namespace {

// The table is 22 × 4 counts; built once (it enumerates 256 dice masks).
const gh::ThrowTable& table()
{
    static const gh::ThrowTable built = gh::throwTable();
    return built;
}

struct Throw {
    int a = 0, b = 0; // a >= b
    double probability = 0;
};

// The Toccateglispiel's throws: its chance moves "dice a b" right after the
// lots, with the engine's weights. Built once.
const std::vector<Throw>& twoDice()
{
    static const std::vector<Throw> throws = [] {
        std::vector<Throw> list;
        const std::vector<zv::Seat> seats(2);
        std::unique_ptr<zv::Game> game = zv::createGame("toccategli", {}, seats);
        if (!game || !game->play("lots 2 1"))
            return list;
        const std::vector<std::string> moves = game->legalMoves();
        const std::vector<double> weights = game->chanceWeights();
        for (std::size_t i = 0; i < moves.size() && i < weights.size(); ++i) {
            std::istringstream words(moves[i]);
            std::string word;
            Throw t;
            words >> word >> t.a >> t.b;
            if (word == "dice" && t.a >= 1 && t.b >= 1)
                list.push_back(Throw{std::max(t.a, t.b), std::min(t.a, t.b), weights[i]});
        }
        return list;
    }();
    return throws;
}

} // namespace

DiceOdds::DiceOdds(QObject* parent) : QObject(parent) {}

QVariantList DiceOdds::glockeHammerPips() const
{
    QVariantList rows;
    for (int pips = 0; pips <= gh::kMaxPips; ++pips) {
        rows.append(QVariantMap{
            {QStringLiteral("pips"), pips},
            {QStringLiteral("probability"), table().pipsProbability(pips)},
            {QStringLiteral("none"), table().probability(pips, gh::NoSymbol)},
            {QStringLiteral("bell"), table().probability(pips, gh::BellOnly)},
            {QStringLiteral("hammer"), table().probability(pips, gh::HammerOnly)},
            {QStringLiteral("both"), table().probability(pips, gh::BellAndHammer)},
        });
    }
    return rows;
}

QVariantMap DiceOdds::glockeHammerSymbols() const
{
    return {
        {QStringLiteral("none"), table().symbolProbability(gh::NoSymbol)},
        {QStringLiteral("bell"), table().symbolProbability(gh::BellOnly)},
        {QStringLiteral("hammer"), table().symbolProbability(gh::HammerOnly)},
        {QStringLiteral("both"), table().symbolProbability(gh::BellAndHammer)},
    };
}

QVariantMap DiceOdds::glockeHammerKasse(int kasse) const
{
    const gh::KasseOdds odds = gh::kasseOdds(qMax(1, kasse));
    return {
        {QStringLiteral("blank"), odds.blank},
        {QStringLiteral("below"), odds.below},
        {QStringLiteral("exact"), odds.exact},
        {QStringLiteral("above"), odds.above},
    };
}

QVariantList DiceOdds::twoDiceThrows() const
{
    QVariantList rows;
    for (const Throw& t : twoDice())
        rows.append(QVariantMap{{QStringLiteral("a"), t.a},
                                {QStringLiteral("b"), t.b},
                                {QStringLiteral("probability"), t.probability}});
    return rows;
}

QVariantList DiceOdds::twoDiceSums() const
{
    // The source's table: under each sum the lower die first, then the same
    // numbers the other way round, the lower die rising.
    std::vector<Throw> throws = twoDice();
    std::sort(throws.begin(), throws.end(),
              [](const Throw& x, const Throw& y) { return x.b != y.b ? x.b < y.b : x.a < y.a; });
    QVariantList rows;
    for (int sum = 2; sum <= 12; ++sum) {
        QVariantList ways;
        double probability = 0;
        for (const Throw& t : throws) {
            if (t.a + t.b != sum)
                continue;
            probability += t.probability;
            ways.append(QVariant(QVariantList{t.b, t.a}));
            if (t.a != t.b)
                ways.append(QVariant(QVariantList{t.a, t.b}));
        }
        rows.append(QVariantMap{{QStringLiteral("sum"), sum},
                                {QStringLiteral("ways"), ways},
                                {QStringLiteral("probability"), probability}});
    }
    return rows;
}
