// The engine's game descriptions and seat/option settings in Qt terms, for
// the lobby (QML) and the session. Conversion only; the engine decides.
#pragma once

#include "core/game.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>

namespace zv::play {

// {key, nameDe, nameEn, family ("board", "dice", "cards", "puzzle"),
// minSeats, maxSeats, minAge, minutes, options: [{key, type ("bool",
// "int", "choice"), defaultValue, minValue, maxValue, choices, labelDe,
// labelEn}]}; an empty map for an unknown key.
QVariantMap gameInfoMap(const QString& key);

// One tile of the games shelf: gameInfoMap() without the options, plus
// itemKey, the collection article the game belongs to. The title shown is
// the engine's nameDe/nameEn (a generic name where the real one is a
// trademark; the article keeps the real one). Empty for an unknown game.
QVariantMap shelfEntry(const QString& gameKey, const QString& itemKey);

// The game records the kiosk carries for a game (resources under :/records,
// see qml/CMakeLists.txt), by file name: [{path, titleDe, titleEn,
// subtitleDe, subtitleEn, moves}]. Titles come from the record's meta
// (title_de, title_en, subtitle_de, subtitle_en); a record without a title
// is listed under its meta "event". A record that cannot be read is left out.
QVariantList recordedGamesOf(const QString& key,
                             const QString& folder = QStringLiteral(":/records"));

// Seats from the lobby: a list of {kind: "human"|"computer", level:
// "weak"|"strong", name}. Unknown or missing values become a human seat /
// weak level, so a bad list never throws.
std::vector<zv::Seat> seatsFromVariant(const QVariantList& seats);

// Option values as text (bools as "true"/"false"), as the engine expects.
zv::Options optionsFromVariant(const QVariantMap& options);

// The options a game takes from the exhibit's content rather than from the
// visitor (OptionSpec::Type::Text): the board file
// assets/content/boards/<game>.yaml gives the option "layout". Left alone
// when already set; when the file is missing or fails the game's check, the
// game's own default stays and a warning names the problem.
void addContentOptions(const QString& gameKey, zv::Options* options,
                       const QString& contentRoot = QString());

} // namespace zv::play
