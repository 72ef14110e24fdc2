// GameRecord <-> JSON in-process: the round trip keeps every field, hand-written
// forms are accepted, and broken files are rejected with what and where.
#include "record_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include "core/record.h"

using namespace zv;

namespace {

const QString kExample = QStringLiteral(ZV_SOURCE_DIR "/records/muehle-example.json");

QByteArray readExample()
{
    QFile file(kExample);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The record's JSON object with one change applied, as text.
template <class Change> QByteArray edited(const QByteArray& text, Change change)
{
    QJsonObject object = QJsonDocument::fromJson(text).object();
    change(object);
    return QJsonDocument(object).toJson();
}

} // namespace

class TestRecordJson : public QObject {
    Q_OBJECT
private slots:
    void roundTripKeepsEveryField()
    {
        GameRecord record;
        record.game = "a_game_the_engine_does_not_know";
        record.options = {{"variant", "long"}, {"rounds", "7"}, {"jump", "true"}};
        record.seats = {Seat{PlayerKind::Human, Level::Beginner, "Anna Müller"},
                        Seat{PlayerKind::Computer, Level::Master, "Gouvernante \"Fräulein\""}};
        record.seed = 18446744073709551615ULL; // more digits than a JSON double holds
        record.moves = {RecordedMove{0, "d2", ""}, RecordedMove{kChanceSeat, "6", "a roll"},
                        RecordedMove{1, "a1-a4xd7", "schließt eine Mühle"}};
        record.meta = {{"event", "Sonntagsspiel"}, {"date", "1901-06-02"}};

        QString error;
        const std::optional<GameRecord> back =
            records::fromJsonText(records::toJsonText(record), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->game, record.game);
        QCOMPARE(back->options, record.options);
        QCOMPARE(back->seed, record.seed);
        QCOMPARE(back->meta, record.meta);
        QCOMPARE(back->seats.size(), record.seats.size());
        for (std::size_t i = 0; i < record.seats.size(); ++i) {
            QCOMPARE(back->seats[i].kind, record.seats[i].kind);
            QCOMPARE(back->seats[i].level, record.seats[i].level);
            QCOMPARE(back->seats[i].name, record.seats[i].name);
        }
        QCOMPARE(back->moves.size(), record.moves.size());
        for (std::size_t i = 0; i < record.moves.size(); ++i) {
            QCOMPARE(back->moves[i].seat, record.moves[i].seat);
            QCOMPARE(back->moves[i].text, record.moves[i].text);
            QCOMPARE(back->moves[i].comment, record.moves[i].comment);
        }
    }

    void writtenTextIsTheDocumentedJson()
    {
        GameRecord record;
        record.game = "muehle";
        record.seed = 42;
        record.seats.resize(2);
        record.moves = {RecordedMove{0, "d2", ""}, RecordedMove{kChanceSeat, "3", ""}};
        const QByteArray text = records::toJsonText(record);
        QJsonParseError parseError;
        const QJsonObject object = QJsonDocument::fromJson(text, &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(object["format"].toString(), QStringLiteral("zeitvertreib-record"));
        QCOMPARE(object["version"].toInt(), 1);
        QCOMPARE(object["seed"].toString(), QStringLiteral("42")); // a string: uint64 is exact
        QCOMPARE(object["moves"].toArray().at(1).toObject()["seat"].toString(),
                 QStringLiteral("chance"));
        QCOMPARE(object["seats"].toArray().at(0).toObject()["kind"].toString(),
                 QStringLiteral("human"));
        // Every move on its own line, for people who read and edit records.
        QVERIFY(text.contains("\n        {\"move\":\"d2\",\"seat\":0},\n"));
    }

    void knownOptionsAreWrittenWithTheirJsonType()
    {
        const GameInfo* info = findGame("muehle");
        QVERIFY(info);
        QVERIFY(!info->options.empty());
        GameRecord record;
        record.game = "muehle";
        for (const OptionSpec& spec : info->options)
            record.options[spec.key] = spec.defaultValue;
        const QJsonObject options = records::toJson(record)["options"].toObject();
        for (const OptionSpec& spec : info->options) {
            const QJsonValue value = options[QString::fromStdString(spec.key)];
            switch (spec.type) {
            case OptionSpec::Type::Bool:
                QVERIFY(value.isBool());
                break;
            case OptionSpec::Type::Int:
                QVERIFY(value.isDouble());
                break;
            case OptionSpec::Type::Choice:
            case OptionSpec::Type::Text:
                QVERIFY(value.isString());
                break;
            }
        }
    }

    void plainStringMovesTakeTheirSeatsFromTheReplay()
    {
        const QByteArray text = readExample();
        QVERIFY(!text.isEmpty());
        QString error;
        const std::optional<GameRecord> full = records::fromJsonText(text, &error);
        QVERIFY2(full, qPrintable(error));
        const QByteArray plain = edited(text, [](QJsonObject& object) {
            QJsonArray moves;
            for (const QJsonValue& move : object["moves"].toArray())
                moves.append(move.toObject()["move"]);
            object["moves"] = moves;
            object.remove("seats"); // the game's minimum: two people
        });
        const std::optional<GameRecord> handWritten = records::fromJsonText(plain, &error);
        QVERIFY2(handWritten, qPrintable(error));
        QCOMPARE(handWritten->seats.size(), std::size_t(2));
        QCOMPARE(handWritten->moves.size(), full->moves.size());
        for (std::size_t i = 0; i < full->moves.size(); ++i)
            QCOMPARE(handWritten->moves[i].seat, full->moves[i].seat);
        int failed = 0;
        std::string why;
        QVERIFY2(replay(*handWritten, &failed, &why), why.c_str());
    }

    void exampleReplaysToTheEnd()
    {
        QString error;
        const std::optional<GameRecord> record = records::readFile(kExample, &error);
        QVERIFY2(record, qPrintable(error));
        int failed = 0;
        std::string why;
        const std::unique_ptr<Game> game = replay(*record, &failed, &why);
        QVERIFY2(game, why.c_str());
        QVERIFY(game->isOver());
    }

    // Every complete record in docs/game-records.md parses and replays, and the
    // first one is the shipped example, so the documentation cannot go stale.
    void documentedRecordsReplay()
    {
        QFile doc(QStringLiteral(ZV_SOURCE_DIR "/docs/game-records.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const QRegularExpression block("```json\\n(.*?)```",
                                       QRegularExpression::DotMatchesEverythingOption);
        QList<QByteArray> documented;
        for (const QRegularExpressionMatch& match : block.globalMatch(text)) {
            if (match.captured(1).contains("\"format\""))
                documented << match.captured(1).toUtf8();
        }
        QCOMPARE(documented.size(), qsizetype(2));
        QCOMPARE(documented.front().trimmed(), readExample().trimmed());
        for (const QByteArray& recordText : documented) {
            QString error;
            const std::optional<GameRecord> record = records::fromJsonText(recordText, &error);
            QVERIFY2(record, qPrintable(error));
            int failed = 0;
            std::string why;
            QVERIFY2(replay(*record, &failed, &why), why.c_str());
        }
    }

    void brokenRecordsSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray example = readExample();
        QTest::newRow("syntax") << QByteArray(
                                       "{\n  \"format\": \"zeitvertreib-record\",\n  oops\n}")
                                << "line 3, column 3: not valid JSON";
        QTest::newRow("list at top") << QByteArray("[1, 2]") << "top level: expected an object";
        QTest::newRow("other format")
            << edited(example, [](QJsonObject& o) { o["format"] = "pgn"; })
            << "format: expected \"zeitvertreib-record\"";
        QTest::newRow("newer version") << edited(example, [](QJsonObject& o) { o["version"] = 2; })
                                       << "version: version 2 is newer";
        QTest::newRow("typo key") << edited(example, [](QJsonObject& o) {
            o["move"] = QJsonArray();
        }) << "top level: unknown key \"move\"";
        QTest::newRow("no moves") << edited(example, [](QJsonObject& o) { o.remove("moves"); })
                                  << "moves: expected a list";
        QTest::newRow("seed") << edited(example, [](QJsonObject& o) { o["seed"] = "12x"; })
                              << "seed: expected decimal digits";
        QTest::newRow("seed too big")
            << edited(example, [](QJsonObject& o) { o["seed"] = "18446744073709551616"; })
            << "seed: expected decimal digits";
        QTest::newRow("seat kind") << edited(example, [](QJsonObject& o) {
            QJsonArray seats = o["seats"].toArray();
            seats[1] = QJsonObject{{"kind", "robot"}};
            o["seats"] = seats;
        }) << "seats[1].kind: expected \"human\" or \"computer\"";
        QTest::newRow("move seat") << edited(example, [](QJsonObject& o) {
            QJsonArray moves = o["moves"].toArray();
            moves[3] = QJsonObject{{"seat", 5}, {"move", "a1"}};
            o["moves"] = moves;
        }) << "moves[3].seat: expected a seat number from 0 to 1 or \"chance\", found 5";
        QTest::newRow("move type") << edited(example, [](QJsonObject& o) {
            QJsonArray moves = o["moves"].toArray();
            moves[2] = 7;
            o["moves"] = moves;
        }) << "moves[2]: expected a move text";
        QTest::newRow("option object") << edited(example, [](QJsonObject& o) {
            o["options"] = QJsonObject{{"x", QJsonObject()}};
        }) << "options.x: expected true/false, a number or a string";
    }

    void brokenRecordsSayWhatAndWhere()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!records::fromJsonText(text, &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    void unreadableFileNamesThePath()
    {
        QString error;
        QVERIFY(!records::readFile("/nonexistent/record.json", &error));
        QVERIFY2(error.startsWith("/nonexistent/record.json: cannot read"), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestRecordJson)
#include "tst_record_json.moc"
