// Schocken: records and undo. Undo by replaying record prefixes gives
// identical states (hash and describe) to the start and back to the end;
// records round-trip through JSON and replay bit for bit; the example
// records in records/ replay.
#include "record_json.h"
#include "tst_schocken.h"
#include "tst_schocken_helpers.h"

#include <QDir>
#include <QTemporaryDir>

using namespace sk_test;

void TestSchocken::undoByReplayingRecordPrefixes()
{
    zv::Rng rng(12);
    for (int g = 0; g < 6; ++g) {
        const zv::GameRecord full = randomRecord(rng, 2 + g % 3, {});
        std::vector<RecordingSink> seen;
        std::vector<std::uint64_t> hashes;
        auto game = zv::createGame("schocken", {}, full.seats);
        for (std::size_t i = 0;; ++i) {
            seen.emplace_back();
            game->describe(seen.back());
            hashes.push_back(game->hash());
            if (i == full.moves.size())
                break;
            QVERIFY(game->play(full.moves[i].text));
        }
        // Undo step by step back to the start: each state is the replay of a shorter prefix.
        for (std::size_t k = full.moves.size() + 1; k-- > 0;) {
            zv::GameRecord prefix = full;
            prefix.moves.resize(k);
            std::string why;
            auto back = zv::replay(prefix, nullptr, &why);
            QVERIFY2(back, why.c_str());
            RecordingSink now;
            back->describe(now);
            QVERIFY(now == seen[k]);
            QCOMPARE(back->hash(), hashes[k]);
        }
        auto again = zv::createGame("schocken", {}, full.seats);
        for (std::size_t i = 0; i < full.moves.size(); ++i) {
            QVERIFY(again->play(full.moves[i].text));
            RecordingSink now;
            again->describe(now);
            QVERIFY(now == seen[i + 1]);
            QCOMPARE(again->hash(), hashes[i + 1]);
        }
        QVERIFY(again->isOver());
    }
}

void TestSchocken::recordJsonRoundTripsAndReplays()
{
    zv::Rng rng(77);
    const zv::Options options{{"ties", "mit_ist_schitt"}, {"start", "three_dice"}};
    zv::GameRecord record = randomRecord(rng, 4, options);
    record.seed = 18446744073709551557ULL;
    record.seats[1].kind = zv::PlayerKind::Computer;
    record.seats[1].level = zv::Level::Master;
    record.seats[2].name = "Kindermädchen";
    record.meta["event"] = "test";
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("schocken-test.json");
    QString error;
    QVERIFY2(zv::records::writeFile(record, path, &error), qPrintable(error));
    const auto read = zv::records::readFile(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->game, record.game);
    QCOMPARE(read->options, record.options);
    QCOMPARE(read->seed, record.seed);
    QCOMPARE(read->seats[2].name, std::string("Kindermädchen"));
    QCOMPARE(read->moves.size(), record.moves.size());
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        QCOMPARE(read->moves[i].seat, record.moves[i].seat);
        QCOMPARE(read->moves[i].text, record.moves[i].text);
    }
    std::string why;
    auto original = zv::replay(record, nullptr, &why);
    auto replayed = zv::replay(*read, nullptr, &why);
    QVERIFY2(original && replayed, why.c_str());
    QVERIFY(replayed->isOver());
    QCOMPARE(replayed->hash(), original->hash());
    QCOMPARE(replayed->result(), original->result());
    QVERIFY(zv::records::toJsonText(record).contains("\"seat\":\"chance\""));
}

void TestSchocken::exampleRecordsReplay()
{
    const QDir records(QStringLiteral(ZV_SOURCE_DIR "/records"));
    const QStringList files = records.entryList({"schocken-*.json"}, QDir::Files);
    QVERIFY(files.size() >= 2);
    for (const QString& file : files) {
        QString error;
        const auto record = zv::records::readFile(records.filePath(file), &error);
        QVERIFY2(record, qPrintable(error));
        int failed = 0;
        std::string why;
        auto game = zv::replay(*record, &failed, &why);
        QVERIFY2(game, qPrintable(file + ": move " + QString::number(failed + 1) + ": " +
                                  QString::fromStdString(why)));
        QVERIFY2(game->isOver(), qPrintable(file));
        QVERIFY(game->invariantViolation().empty());
    }
}
