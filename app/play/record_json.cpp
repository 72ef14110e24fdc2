#include "record_json.h"
#include "core/level.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <memory>

namespace zv::records {
namespace {

// A structural error in a record: where (a path like "moves[3].seat") and what.
struct FormatError {
    QString where;
    QString what;
};

[[noreturn]] void fail(const QString& where, const QString& what)
{
    throw FormatError{where, what};
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString typeName(const QJsonValue& value)
{
    // Indexed by QJsonValue::Type; Undefined (0x80) means the key is absent.
    static const char* const names[] = {"null",     "true/false",   "a number",
                                        "a string", "a list [...]", "an object {...}"};
    const int type = value.type();
    return QString::fromLatin1(type >= 0 && type < 6 ? names[type] : "nothing");
}

// A value of the compact form, e.g. "d2" with its quotes or {"seat":0}. Qt
// serialises only objects and arrays, so a scalar goes through a one-element list.
QByteArray compact(const QJsonValue& value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

QJsonValue optionToJson(const GameInfo* info, const std::string& key, const std::string& value)
{
    if (info) {
        for (const OptionSpec& spec : info->options) {
            if (spec.key != key)
                continue;
            bool isInt = false;
            const int number = qs(value).toInt(&isInt);
            if (spec.type == OptionSpec::Type::Bool && (value == "true" || value == "false"))
                return value == "true";
            if (spec.type == OptionSpec::Type::Int && isInt)
                return number;
        }
    }
    return qs(value);
}

QJsonObject seatToJson(const Seat& seat)
{
    return QJsonObject{
        {"kind", seat.kind == PlayerKind::Computer ? "computer" : "human"},
        {"level", QString::fromStdString(std::string(levelKey(seat.level)))},
        {"name", qs(seat.name)},
    };
}

QJsonObject moveToJson(const RecordedMove& move)
{
    QJsonObject object{{"move", qs(move.text)}};
    object.insert("seat", move.seat == kChanceSeat ? QJsonValue("chance") : QJsonValue(move.seat));
    if (!move.comment.empty())
        object.insert("comment", qs(move.comment));
    return object;
}

// --- reading ---------------------------------------------------------------

void rejectUnknownKeys(const QJsonObject& object, const QStringList& known, const QString& where)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            fail(where, QStringLiteral("unknown key \"%1\" (known: %2)")
                            .arg(it.key(), known.join(QStringLiteral(", "))));
    }
}

QString requireString(const QJsonValue& value, const QString& where)
{
    if (!value.isString())
        fail(where, QStringLiteral("expected a string, found %1").arg(typeName(value)));
    return value.toString();
}

// Options and meta values are text in the engine; JSON may write them as
// true/false, whole numbers or strings.
QString scalarAsText(const QJsonValue& value, const QString& where)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number != std::floor(number) || std::fabs(number) > 9.0e15)
            fail(where, QStringLiteral("expected a whole number, found %1").arg(number));
        return QString::number(static_cast<long long>(number));
    }
    if (value.isString())
        return value.toString();
    fail(
        where,
        QStringLiteral("expected true/false, a number or a string, found %1").arg(typeName(value)));
}

std::map<std::string, std::string> readTextMap(const QJsonValue& value, const QString& where)
{
    std::map<std::string, std::string> result;
    if (value.isUndefined())
        return result;
    if (!value.isObject())
        fail(where, QStringLiteral("expected an object {...}, found %1").arg(typeName(value)));
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        result[it.key().toStdString()] =
            scalarAsText(it.value(), where + QLatin1Char('.') + it.key()).toStdString();
    return result;
}

Seat readSeat(const QJsonValue& value, const QString& where)
{
    if (!value.isObject())
        fail(where, QStringLiteral("expected a seat object {\"kind\": ...}, found %1")
                        .arg(typeName(value)));
    const QJsonObject object = value.toObject();
    // "strength" (weak|strong) is how records made before the levels name them.
    rejectUnknownKeys(object, {"kind", "level", "strength", "name"}, where);
    Seat seat;
    if (object.contains("kind")) {
        const QString kind = requireString(object["kind"], where + ".kind");
        if (kind != "human" && kind != "computer")
            fail(where + ".kind",
                 QStringLiteral("expected \"human\" or \"computer\", found \"%1\"").arg(kind));
        seat.kind = kind == "computer" ? PlayerKind::Computer : PlayerKind::Human;
    }
    for (const char* key : {"level", "strength"}) {
        if (!object.contains(key))
            continue;
        const QString field = where + "." + key;
        const QString text = requireString(object[key], field);
        const std::optional<Level> level = levelFromKey(text.toStdString());
        if (!level)
            fail(field, QStringLiteral("expected \"beginner\", \"practised\" or \"master\", found "
                                       "\"%1\"")
                            .arg(text));
        seat.level = *level;
    }
    if (object.contains("name"))
        seat.name = requireString(object["name"], where + ".name").toStdString();
    return seat;
}

std::uint64_t readSeed(const QJsonValue& value)
{
    if (value.isUndefined())
        return 0;
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number < 0 || number != std::floor(number) || number > 9007199254740992.0)
            fail("seed", QStringLiteral("a number seed must be a whole number from 0 to 2^53; "
                                        "write larger seeds as a string of digits"));
        return static_cast<std::uint64_t>(number);
    }
    const QString text = requireString(value, "seed");
    bool ok = false;
    const qulonglong seed = text.toULongLong(&ok, 10);
    if (!ok || text.isEmpty() || text.startsWith('+') || text.startsWith('-'))
        fail("seed", QStringLiteral("expected decimal digits of a number from 0 to "
                                    "18446744073709551615, found \"%1\"")
                         .arg(text));
    return seed;
}

// One entry of "moves"; *seatKnown is false when the entry does not say whose
// move it is (a plain string, or an object without "seat").
RecordedMove readMove(const QJsonValue& value, int seatCount, const QString& where, bool* seatKnown)
{
    RecordedMove move;
    *seatKnown = false;
    if (value.isString()) {
        move.text = value.toString().toStdString();
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        rejectUnknownKeys(object, {"seat", "move", "comment"}, where);
        if (!object.contains("move"))
            fail(where, QStringLiteral("the key \"move\" is missing"));
        move.text = requireString(object["move"], where + ".move").toStdString();
        if (object.contains("comment"))
            move.comment = requireString(object["comment"], where + ".comment").toStdString();
        const QJsonValue seat = object["seat"];
        if (seat.isString() && seat.toString() == "chance") {
            move.seat = kChanceSeat;
            *seatKnown = true;
        } else if (seat.isDouble() && seat.toDouble() == std::floor(seat.toDouble()) &&
                   seat.toDouble() >= 0 && seat.toDouble() < seatCount) {
            move.seat = seat.toInt();
            *seatKnown = true;
        } else if (seat.isDouble() && seatCount == 0) {
            fail(where + ".seat", QStringLiteral("the record has no seats (\"seats\" is missing "
                                                 "and the game is unknown)"));
        } else if (!seat.isUndefined()) {
            fail(where + ".seat", QStringLiteral("expected a seat number from 0 to %1 or "
                                                 "\"chance\", found %2")
                                      .arg(seatCount - 1)
                                      .arg(QString::fromUtf8(compact(seat))));
        }
    } else {
        fail(where, QStringLiteral("expected a move text or an object {\"seat\": ..., "
                                   "\"move\": ...}, found %1")
                        .arg(typeName(value)));
    }
    if (move.text.empty())
        fail(where, QStringLiteral("the move text is empty"));
    return move;
}

// Gives every move without a seat the seat that is to move when the record is
// played up to it. Stops quietly at the first move that does not apply:
// replay() reports it with the game's own reason.
void fillMissingSeats(GameRecord& record, const std::vector<bool>& seatKnown)
{
    std::unique_ptr<Game> game = createGame(record.game, record.options, record.seats);
    if (!game)
        return;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (game->isOver())
            return;
        if (!seatKnown[i])
            record.moves[i].seat = game->toMove();
        if (!game->play(record.moves[i].text))
            return;
    }
}

GameRecord readRecord(const QJsonObject& root)
{
    rejectUnknownKeys(root,
                      {"format", "version", "game", "options", "seats", "seed", "moves", "meta"},
                      QStringLiteral("top level"));
    if (root["format"].toString() != QLatin1String(kFormatName))
        fail("format", QStringLiteral("expected \"%1\": this is not a Zeitvertreib game record")
                           .arg(kFormatName));
    const QJsonValue version = root["version"];
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
        version.toDouble() < 1)
        fail("version", QStringLiteral("expected the format version %1").arg(kFormatVersion));
    if (version.toInt() > kFormatVersion)
        fail("version", QStringLiteral("version %1 is newer than this program reads (%2)")
                            .arg(version.toInt())
                            .arg(kFormatVersion));

    GameRecord record;
    if (!root.contains("game"))
        fail("game", QStringLiteral("the key \"game\" is missing"));
    record.game = requireString(root["game"], "game").toStdString();
    if (record.game.empty())
        fail("game", QStringLiteral("the game key is empty"));
    record.options = readTextMap(root["options"], "options");
    record.meta = readTextMap(root["meta"], "meta");
    record.seed = readSeed(root["seed"]);

    if (root.contains("seats")) {
        if (!root["seats"].isArray())
            fail("seats", QStringLiteral("expected a list [...] of seats"));
        const QJsonArray seats = root["seats"].toArray();
        for (qsizetype i = 0; i < seats.size(); ++i)
            record.seats.push_back(readSeat(seats[i], QStringLiteral("seats[%1]").arg(i)));
    } else if (const GameInfo* info = findGame(record.game)) {
        record.seats.resize(static_cast<std::size_t>(info->minSeats)); // people, no names
    }

    if (!root.contains("moves") || !root["moves"].isArray())
        fail("moves", QStringLiteral("expected a list [...] of moves"));
    const QJsonArray moves = root["moves"].toArray();
    std::vector<bool> seatKnown;
    bool anyUnknown = false;
    for (qsizetype i = 0; i < moves.size(); ++i) {
        bool known = false;
        record.moves.push_back(readMove(moves[i], static_cast<int>(record.seats.size()),
                                        QStringLiteral("moves[%1]").arg(i), &known));
        seatKnown.push_back(known);
        anyUnknown = anyUnknown || !known;
    }
    if (anyUnknown)
        fillMissingSeats(record, seatKnown);
    return record;
}

} // namespace

QJsonObject toJson(const GameRecord& record)
{
    const GameInfo* info = findGame(record.game);
    QJsonObject options;
    for (const auto& [key, value] : record.options)
        options.insert(qs(key), optionToJson(info, key, value));
    QJsonArray seats;
    for (const Seat& seat : record.seats)
        seats.append(seatToJson(seat));
    QJsonArray moves;
    for (const RecordedMove& move : record.moves)
        moves.append(moveToJson(move));
    QJsonObject meta;
    for (const auto& [key, value] : record.meta)
        meta.insert(qs(key), qs(value));
    return QJsonObject{
        {"format", kFormatName},   {"version", kFormatVersion},
        {"game", qs(record.game)}, {"options", options},
        {"seats", seats},          {"seed", QString::number(record.seed)},
        {"moves", moves},          {"meta", meta},
    };
}

QByteArray toJsonText(const GameRecord& record)
{
    // QJsonObject sorts its keys; a person reads a record top-down, so the
    // keys come in a fixed order and every move and seat on its own line.
    // Each value is still serialised by QJsonDocument.
    const QJsonObject object = toJson(record);
    const auto listLines = [](const QJsonArray& items) {
        if (items.isEmpty())
            return QByteArray("[]");
        QByteArray text = "[\n";
        for (qsizetype i = 0; i < items.size(); ++i)
            text += "        " + compact(items[i]) + (i + 1 < items.size() ? ",\n" : "\n");
        return text + "    ]";
    };
    QByteArray text = "{\n";
    for (const char* key : {"format", "version", "game", "options", "seats", "seed"}) {
        const QJsonValue value = object[QLatin1String(key)];
        text += "    \"" + QByteArray(key) + "\": ";
        text += value.isArray() ? listLines(value.toArray()) : compact(value);
        text += ",\n";
    }
    text += "    \"moves\": " + listLines(object["moves"].toArray()) + ",\n";
    text += "    \"meta\": " + compact(object["meta"]) + "\n}\n";
    return text;
}

std::optional<GameRecord> fromJsonText(const QByteArray& text, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's offset lies just past the character it stumbled on; columns
        // count characters, not UTF-8 bytes.
        const QByteArray before = text.left(std::max<qsizetype>(0, parseError.offset - 1));
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column =
            QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size() + 1;
        if (error)
            *error = QStringLiteral("line %1, column %2: not valid JSON: %3")
                         .arg(line)
                         .arg(column)
                         .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = QStringLiteral("top level: expected an object {...}, found a list [...]");
        return std::nullopt;
    }
    try {
        return readRecord(document.object());
    } catch (const FormatError& problem) {
        if (error)
            *error = problem.where + QStringLiteral(": ") + problem.what;
        return std::nullopt;
    }
}

} // namespace zv::records
