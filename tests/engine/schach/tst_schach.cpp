// Schach: the move generator against published perft figures, SAN with its
// disambiguation and PGN written and read back, the reason behind every kind
// of refused move ("Warum?"), the end screen's moments, and the computer
// players. Rule cases: engine/games/schach/scenarios.
#include "core/game.h"
#include "core/rng.h"
#include "games/schach/explain.h"
#include "games/schach/moments.h"
#include "games/schach/notation.h"
#include "games/schach/schach_game.h"

#include <QTest>

#include <array>

using namespace zv::schach;

namespace {

Position fen(const char* text)
{
    std::string why;
    const auto p = Position::fromFen(text, &why);
    if (!p)
        qFatal("bad FEN %s: %s", text, why.c_str());
    return *p;
}

Move uci(const Position& p, const char* text)
{
    std::string why;
    const auto m = parseUci(p, text, &why);
    if (!m)
        qFatal("not legal: %s (%s)", text, why.c_str());
    return *m;
}

// A game of random legal moves (seeded), to its end or 300 plies.
SchachState randomGame(std::uint64_t seed)
{
    SchachState s;
    zv::Rng rng(seed, false);
    std::array<Move, kMaxMoves> moves;
    for (int ply = 0; ply < 300 && !s.isOver(); ++ply) {
        const int n = s.generateMoves(moves.data());
        s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
    }
    return s;
}

} // namespace

class TestSchach : public QObject {
    Q_OBJECT
private slots:
    void perftMatchesPublishedCounts_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("count");
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        const char* kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
        const char* pos3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -";
        const char* pos4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
        const char* pos5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
        const struct {
            const char* name;
            const char* fen;
            std::vector<qulonglong> counts;
        } cases[] = {{"start", start, {20, 400, 8902, 197281}},
                     {"kiwipete", kiwipete, {48, 2039, 97862}},
                     {"position 3", pos3, {14, 191, 2812, 43238}},
                     {"position 4", pos4, {6, 264, 9467}},
                     {"position 5", pos5, {44, 1486, 62379}}};
        for (const auto& c : cases)
            for (std::size_t d = 0; d < c.counts.size(); ++d)
                QTest::addRow("%s depth %d", c.name, static_cast<int>(d + 1))
                    << QString(c.fen) << static_cast<int>(d + 1) << c.counts[d];
    }
    void perftMatchesPublishedCounts()
    {
        QFETCH(QString, position);
        QFETCH(int, depth);
        QFETCH(qulonglong, count);
        QCOMPARE(static_cast<qulonglong>(fen(position.toLatin1().constData()).perft(depth)), count);
        // The game interface agrees with the position's own count at depth 1.
        auto game = createSchach({});
        QVERIFY(game->setPosition(position.toStdString()));
        if (depth == 1)
            QCOMPARE(static_cast<qulonglong>(game->legalMoves().size()), count);
    }

    void fenRoundTrips()
    {
        for (const char* text : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                                 "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"})
            QCOMPARE(QString::fromStdString(fen(text).fen()), QString(text));
        std::string why;
        QVERIFY(!Position::fromFen("8/8/8/8/8/8/8/8 w - - 0 1", &why));      // no kings
        QVERIFY(!Position::fromFen("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", &why)); // pawn on rank 1
        QVERIFY(!Position::fromFen("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1",
                                   &why)); // black in check, white to move
        QVERIFY(!why.empty());
    }

    void sanDisambiguation_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("san");
        QTest::newRow("file") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
                              << "a1d1"
                              << "Rad1";
        QTest::newRow("file, other rook") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
                                          << "h1d1"
                                          << "Rhd1";
        QTest::newRow("rank") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
                              << "a1a3"
                              << "R1a3";
        QTest::newRow("file and rank") << "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
                                       << "a1b2"
                                       << "Qa1b2";
        QTest::newRow("knights") << "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
                                 << "b1d2"
                                 << "Nbd2";
        QTest::newRow("pinned twin needs none") << "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1"
                                                << "b1c3"
                                                << "Nc3";
        QTest::newRow("pawn capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                      << "e4d5"
                                      << "exd5";
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                    << "e5d6"
                                    << "exd6";
        QTest::newRow("castling") << "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                  << "e1c1"
                                  << "O-O-O";
        QTest::newRow("promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                   << "e7e8q"
                                   << "e8=Q";
        QTest::newRow("underpromotion") << "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                        << "e7e8r"
                                        << "e8=R+";
        QTest::newRow("mate") << "k7/4P3/1K6/8/8/8/8/8 w - - 0 1"
                              << "e7e8q"
                              << "e8=Q#";
    }
    void sanDisambiguation()
    {
        QFETCH(QString, position);
        QFETCH(QString, move);
        QFETCH(QString, san);
        const Position p = fen(position.toLatin1().constData());
        const Move m = uci(p, move.toLatin1().constData());
        QCOMPARE(QString::fromStdString(sanText(p, m)), san);
        std::string why;
        const auto back = parseSan(p, san.toStdString(), &why);
        QVERIFY2(back && *back == m, why.c_str());
    }

    void pgnRoundTrip()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const SchachState game = randomGame(seed);
            PgnTags tags;
            tags.tags = {{"Event", "Test"}, {"White", "A"}, {"Black", "B"}};
            const std::string pgn = pgnText(game.startPosition(), game.moves(), tags, "*");
            QVERIFY(pgn.find("[Result \"*\"]") != std::string::npos);
            std::string why;
            const auto moves = parsePgnMoves(game.startPosition(), pgn, &why);
            QVERIFY2(moves.has_value(), why.c_str());
            QVERIFY2(*moves == game.moves(), ("seed " + std::to_string(seed)).c_str());
        }
        // From a set-up position, PGN carries the FEN.
        SchachState s;
        QVERIFY(s.setPositionText("4k3/8/8/8/8/8/8/R3K3 b - - 0 40", nullptr));
        Move m{};
        QVERIFY(s.parseMove("e8d7", &m, nullptr));
        s.apply(m);
        const std::string pgn = pgnText(s.startPosition(), s.moves(), {}, "*");
        QVERIFY(pgn.find("[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 40\"]") != std::string::npos);
        QVERIFY(pgn.find("40... Kd7") != std::string::npos);
    }

    void whyExplainsEachReason_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("reason");
        const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::newRow("legal") << castle << "e1g1"
                               << "legal";
        QTest::newRow("no own piece") << castle << "e4e5"
                                      << "no_own_piece";
        QTest::newRow("own piece") << castle << "a1e1"
                                   << "own_piece";
        QTest::newRow("knight shape") << "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"
                                      << "b1b3"
                                      << "cannot_move_like_that";
        QTest::newRow("blocked rook") << "4k3/8/8/8/8/P7/8/R3K3 w - - 0 1"
                                      << "a1a5"
                                      << "path_blocked";
        QTest::newRow("king moved") << "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1"
                                    << "e1g1"
                                    << "castle_king_moved";
        QTest::newRow("rook moved") << "r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1"
                                    << "e1g1"
                                    << "castle_rook_moved";
        QTest::newRow("not empty") << "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"
                                   << "e1c1"
                                   << "castle_not_empty";
        QTest::newRow("out of check") << "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1"
                                      << "e1g1"
                                      << "castle_out_of_check";
        QTest::newRow("through check") << "r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1"
                                       << "e1g1"
                                       << "castle_through_check";
        QTest::newRow("into check") << "r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1"
                                    << "e1g1"
                                    << "castle_into_check";
        QTest::newRow("pinned") << "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"
                                << "e2d3"
                                << "pinned";
        QTest::newRow("pinned en passant") << "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"
                                           << "e5d6"
                                           << "pinned";
        QTest::newRow("king into check") << "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
                                         << "e1e2"
                                         << "king_into_check";
        QTest::newRow("check not answered") << "4k3/8/8/8/8/8/3B4/r3K1N1 w - - 0 1"
                                            << "g1f3"
                                            << "check_not_answered";
    }
    void whyExplainsEachReason()
    {
        QFETCH(QString, position);
        QFETCH(QString, move);
        QFETCH(QString, reason);
        const Position p = fen(position.toLatin1().constData());
        const int from = squareFromName(move.left(2).toStdString());
        const int to = squareFromName(move.mid(2, 2).toStdString());
        QCOMPARE(QString::fromStdString(std::string(reasonKey(explainMove(p, from, to)))), reason);
    }

    void describeListsTheReasons()
    {
        auto game = createSchach({});
        QVERIFY(game->setPosition("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"));
        struct Sink : zv::StateSink {
            std::vector<std::string> why;
            void put(std::string_view, long long) override {}
            void put(std::string_view, std::string_view) override {}
            void put(std::string_view, const std::vector<int>&) override {}
            void put(std::string_view key, const std::vector<std::string>& v) override
            {
                if (key == "why")
                    why = v;
            }
        } sink;
        game->describe(sink);
        QVERIFY(std::count(sink.why.begin(), sink.why.end(), "e2d3:pinned") == 1);
        QVERIFY(std::count(sink.why.begin(), sink.why.end(), "e1e2:own_piece") == 0);
    }

    void momentsFindTheBlunder()
    {
        // 1.e4 e5 2.Qh5 Nc6 3.Qxe5+?? Nxe5: White gives the queen for a pawn.
        SchachState s;
        for (const char* text : {"e2e4", "e7e5", "d1h5", "b8c6", "h5e5", "c6e5", "g1f3", "e5f3"}) {
            Move m{};
            QVERIFY(s.parseMove(text, &m, nullptr));
            s.apply(m);
        }
        const auto moments = swingMoments(s);
        QVERIFY(!moments.empty());
        bool found = false;
        for (const Moment& m : moments) {
            if (m.moveNumber == 3 && m.color == kWhite) {
                QCOMPARE(QString::fromStdString(m.kind), QString("left_hanging"));
                QCOMPARE(m.piece, int(kQueen));
                QCOMPARE(m.leader, kBlack);
                found = true;
            }
        }
        QVERIFY(found);
        // Told in the game's order.
        for (std::size_t i = 1; i < moments.size(); ++i)
            QVERIFY(moments[i - 1].moveNumber * 2 + moments[i - 1].color <
                    moments[i].moveNumber * 2 + moments[i].color);
    }

    void randomGamesKeepTheInvariants()
    {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            SchachState s;
            zv::Rng rng(seed, false);
            std::array<Move, kMaxMoves> moves;
            while (!s.isOver()) {
                const int n = s.generateMoves(moves.data());
                QVERIFY(n > 0);
                s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
                const std::string broken = s.invariantViolation();
                QVERIFY2(broken.empty(), broken.c_str());
            }
        }
    }

    void practisedBeatsBeginner()
    {
        // Deterministic budgets (nodes, no clock): the searching player wins
        // most games against the Beginner's blunders.
        zv::SearchLimits limits;
        limits.time = std::chrono::milliseconds(0);
        limits.maxNodes = 1000;
        double practisedScore = 0;
        for (int g = 0; g < 4; ++g) {
            auto game = createSchach({});
            zv::Rng rng(static_cast<std::uint64_t>(g + 1));
            const int practisedSeat = g % 2;
            for (int ply = 0; ply < 400 && !game->isOver(); ++ply) {
                const zv::Level level =
                    game->toMove() == practisedSeat ? zv::Level::Practised : zv::Level::Beginner;
                QVERIFY(game->play(game->decideFor(level, limits, rng)));
            }
            if (game->isOver())
                practisedScore += game->result()[static_cast<std::size_t>(practisedSeat)];
            else
                practisedScore += 0.5;
        }
        QVERIFY2(practisedScore >= 3.0, QByteArray::number(practisedScore));
    }
};

QTEST_GUILESS_MAIN(TestSchach)
#include "tst_schach.moc"
