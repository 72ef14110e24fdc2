#include "dice_odds.h"

#include "games/glocke_hammer/throw_odds.h"

namespace gh = zv::glocke_hammer;

namespace {

// The table is 22 × 4 counts; built once (it enumerates 256 dice masks).
const gh::ThrowTable& table()
{
    static const gh::ThrowTable built = gh::throwTable();
    return built;
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
