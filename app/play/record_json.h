// Game records as JSON: the form that is written to disk, shipped in records/
// and written by hand (docs/game-records.md describes it for people).
//
// The engine has no JSON library, so the conversion lives here, on top of
// QJsonDocument. Reading is strict about structure and says what is wrong and
// where ("moves[12].seat: ..."), because records are also typed by people.
#pragma once

#include "core/record.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace zv::records {

inline constexpr const char* kFormatName = "zeitvertreib-record";
inline constexpr int kFormatVersion = 1;

// The JSON object of a record. Options are written with the JSON type their
// OptionSpec declares (bool, number, string) when the game is known.
QJsonObject toJson(const GameRecord& record);
// Indented UTF-8 text, one move per line, ending with a newline.
QByteArray toJsonText(const GameRecord& record);

// Reads a record from JSON text. On failure returns nothing and puts a one-line
// message into *error that names the place (line and column for a syntax
// error, a path such as "moves[3].move" for a structural one).
//
// Moves may be objects {"seat": 0 | "chance", "move": "...", "comment": "..."}
// or plain strings. A move without a seat gets the seat that is to move when
// the record is replayed up to it; replay() still checks every move.
std::optional<GameRecord> fromJsonText(const QByteArray& text, QString* error);

// fromJsonText() on a file's contents; the error then starts with the path.
std::optional<GameRecord> readFile(const QString& path, QString* error);
// Writes toJsonText() atomically (QSaveFile). False with *error on failure.
bool writeFile(const GameRecord& record, const QString& path, QString* error);

} // namespace zv::records
