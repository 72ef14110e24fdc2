// The source's notation: pits by letter (capitals South), beads in sowing
// order, "x" for a capture with the gems an indirect capture takes;
// annotations ignored. And the board's view: steps, touch paths, describe().
#include "tst_glasperlen.h"
#include "tst_glasperlen_helpers.h"

#include <map>
#include <set>

using namespace gp_test;

namespace {
struct KeySink : zv::StateSink {
    std::set<std::string> keys;
    std::map<std::string, std::string> text;
    void put(std::string_view key, long long value) override
    {
        keys.emplace(key);
        text[std::string(key)] = std::to_string(value);
    }
    void put(std::string_view key, std::string_view value) override
    {
        keys.emplace(key);
        text[std::string(key)] = std::string(value);
    }
    void put(std::string_view key, const std::vector<int>& values) override
    {
        keys.emplace(key);
        std::string t;
        for (int v : values)
            t += std::to_string(v) + " ";
        text[std::string(key)] = t;
    }
    void put(std::string_view key, const std::vector<std::string>& values) override
    {
        keys.emplace(key);
        std::string t;
        for (const auto& v : values)
            t += v + " ";
        text[std::string(key)] = t;
    }
};
} // namespace

void TestGlasperlen::notationNamesPitsByCase()
{
    GpState s;
    std::string why;
    QVERIFY(!play(s, "c30", &why));
    QVERIFY2(why.find("side") != std::string::npos, why.c_str());
    QVERIFY(play(s, "C30"));
    QVERIFY(!play(s, "C30", &why));
    QVERIFY(play(s, "c30"));
    QCOMPARE(s.toMove(), zv::glasperlen::kSouth);
}

void TestGlasperlen::notationListsBeadsInSowingOrder()
{
    GpState s;
    QVERIFY(play(s, "C30"));
    QCOMPARE(GpState::turnText(s.lastTurn()), std::string("C30"));
    QVERIFY(play(s, "c03"));
    QCOMPARE(GpState::turnText(s.lastTurn()), std::string("c03"));
    QCOMPARE(pitText(s, 8), std::string("002")); // d got the stone first
}

void TestGlasperlen::notationReadsTheSourcesCaptures()
{
    GpState direct =
        position({"0", "0", "0", "0", "0", "5", "00", "0", "0", "0"}, 0, false, "", "", 1);
    GpState marked = direct;
    QVERIFY(play(direct, "E0")); // the source often leaves a direct capture unmarked
    QVERIFY(play(marked, "E0 x!?"));
    QCOMPARE(marked.hash(), direct.hash());
    const GpState cup =
        position({"0", "0", "0", "0", "0", "0", "0", "0", "0", "0"}, 0, false, "", "35", 0);
    for (const char* text : {"E0x5", "E0 x & pit 5", "E0xBecher5", "E0x+5", "E0 x+5??"}) {
        GpState s = cup;
        QVERIFY2(play(s, text), text);
        QCOMPARE(cupText(s, 1), std::string("3"));
    }
}

void TestGlasperlen::notationRejectsWithAReason()
{
    const GpState start;
    for (const char* text : {"", "F0", "C33", "C300", "C30x", "C3y", "a50"}) {
        GpState s = start;
        std::string why;
        QVERIFY2(!play(s, text, &why), text);
        QVERIFY2(!why.empty(), text);
        QCOMPARE(s.hash(), start.hash());
    }
    auto game = zv::createGame("glasperlen", {}, {{}, {}});
    std::string why;
    QVERIFY(!game->play("C33", &why));
    QVERIFY2(why.find("gem 3") != std::string::npos, why.c_str());
}

void TestGlasperlen::stepsAndPathsMatchLegalMoves()
{
    zv::Rng rng(11);
    auto game = zv::createGame("glasperlen", {}, {{}, {}});
    for (int i = 0; i < 400 && !game->isOver(); ++i) {
        const auto moves = game->legalMoves();
        const auto paths = game->inputPaths();
        QCOMPARE(paths.size(), moves.size());
        QVERIFY(!moves.empty());
        for (std::size_t k = 0; k < moves.size(); ++k) {
            QCOMPARE(paths[k].size(), std::size_t{1});
            auto copy = game->clone();
            QVERIFY2(copy->play(moves[k]), moves[k].c_str());
        }
        QVERIFY(game->play(
            moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))]));
    }
}

void TestGlasperlen::describeHasTheBoardKeys()
{
    GpState s = position({"0", "0", "0", "0", "0", "0", "03", "05", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(s, "E0"));
    KeySink mid;
    s.describe(mid);
    for (const char* key : {"over",
                            "toMove",
                            "rules",
                            "pits",
                            "pitBeads",
                            "pitCounts",
                            "cups",
                            "points",
                            "gemsOnBoard",
                            "phase",
                            "hand",
                            "origin",
                            "nextPit",
                            "takesLeft",
                            "feeding",
                            "turn",
                            "turnLimit",
                            "lastSeat",
                            "lastOrigin",
                            "lastSown",
                            "lastPath",
                            "lastCapture",
                            "lastCapturePit",
                            "lastChain",
                            "lastTaken",
                            "lastFed",
                            "lastExplanation",
                            "lastText",
                            "currentSown",
                            "currentPath",
                            "currentCapture",
                            "currentExplanation"})
        QVERIFY2(mid.keys.count(key), key);
    QCOMPARE(mid.text["phase"], std::string("take"));
    QCOMPARE(mid.text["currentCapture"], std::string("indirect"));
    QVERIFY(play(s, "xc5"));
    KeySink after;
    s.describe(after);
    QCOMPARE(after.text["lastText"], std::string("E0xc5"));
    QCOMPARE(after.text["lastExplanation"], std::string("indirect"));
    QCOMPARE(after.text["lastTaken"], std::string("pit:c:5 "));
    QCOMPARE(after.text["lastPath"], std::string("5 "));
    QCOMPARE(after.text["pitBeads"].substr(0, 10), std::string("0 0 0 0  0"));
    QCOMPARE(after.keys.count("winner"), std::size_t{0});
}

void TestGlasperlen::notationReadsFreelingsCupGroup()
{
    // Freeling writes "e0000 x D55 E4 3": values after a pit letter come from
    // that pit, a group of bare values after a space from the opponent's cup.
    // Here E's three stones end in c after a and b, all single stones: three
    // gems, d's 5 and e's 4 from his pits, then (his pits empty of gems) the 3
    // from his cup.
    const GpState start =
        position({"0", "0", "0", "0", "000", "0", "0", "0", "5", "4"}, 0, false, "", "3", 0);
    GpState freeling = start;
    QVERIFY(play(freeling, "E000 x d5 e4 3"));
    QCOMPARE(cupText(freeling, 1), std::string());
    QCOMPARE(freeling.points(0), 30);
    GpState source = start;
    QVERIFY(play(source, "E000xd5e4+3"));
    QCOMPARE(source.hash(), freeling.hash());
    QCOMPARE(GpState::turnText(freeling.lastTurn()), std::string("E000xd5e4+3"));
    // Without the space the 3 belongs to pit e, which has none.
    GpState joined = start;
    std::string why;
    QVERIFY(!play(joined, "E000 x d5 e43", &why));
    QVERIFY2(why.find("pit e") != std::string::npos, why.c_str());
}
