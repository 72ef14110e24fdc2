// Exact odds of dice games for the kiosk's "Wie wahrscheinlich?" panels,
// converted from the engine's pure functions (QML computes no rule).
#pragma once

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class DiceOdds : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit DiceOdds(QObject* parent = nullptr);

    // Glocke und Hammer: per pip total 0..21 {pips, probability, none, bell,
    // hammer, both} (each a probability of the whole throw), from the exact
    // count of the 6^8 landings of the eight dice.
    Q_INVOKABLE QVariantList glockeHammerPips() const;
    // {none, bell, hammer, both}: the symbols, whatever the pips.
    Q_INVOKABLE QVariantMap glockeHammerSymbols() const;
    // What the next throw does with a Kasse of `kasse` chips:
    // {blank, below, exact, above}.
    Q_INVOKABLE QVariantMap glockeHammerKasse(int kasse) const;

    // Two dice as the Toccateglispiel's engine throws them (its chance moves
    // and their weights): the 21 throws {a, b, probability} (a >= b), and per
    // sum 2..12 {sum, ways: [[first die, second die], ...], probability},
    // the ways ordered as the source's table lists them (1.2. before 2.1.).
    Q_INVOKABLE QVariantList twoDiceThrows() const;
    Q_INVOKABLE QVariantList twoDiceSums() const;
};
