// The engine's game descriptions and seat/option settings in Qt terms, for
// the lobby (QML) and the session. Conversion only; the engine decides.
#pragma once

#include "core/game.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>

namespace zv::play {

// {key, nameDe, nameEn, minSeats, maxSeats, options: [{key, type ("bool",
// "int", "choice"), defaultValue, minValue, maxValue, choices, labelDe,
// labelEn}]}; an empty map for an unknown key.
QVariantMap gameInfoMap(const QString& key);

// Seats from the lobby: a list of {kind: "human"|"computer", strength:
// "weak"|"strong", name}. Unknown or missing values become a human seat /
// weak strength, so a bad list never throws.
std::vector<zv::Seat> seatsFromVariant(const QVariantList& seats);

// Option values as text (bools as "true"/"false"), as the engine expects.
zv::Options optionsFromVariant(const QVariantMap& options);

} // namespace zv::play
