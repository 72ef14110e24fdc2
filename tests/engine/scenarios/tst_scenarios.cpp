// One runner per family: every scenario file of every game of the family
// named by ZV_SCENARIO_FAMILY (board, dice, cards, puzzle), one test row per
// scenario, so a failure names its file, line and scenario.
#include "scenario.h"

#include "core/game.h"
#include "core/level.h"

#include <QDir>
#include <QTest>

class ScenarioTest : public QObject {
    Q_OBJECT

private slots:
    void rules_data()
    {
        QTest::addColumn<int>("index");
        const QByteArray family = qgetenv("ZV_SCENARIO_FAMILY");
        const auto wanted = zv::familyFromKey(family.toStdString());
        QVERIFY2(wanted, "ZV_SCENARIO_FAMILY must name a family (board, dice, cards, puzzle)");
        m_scenarios.clear();
        for (const zv::GameInfo& info : zv::allGames()) {
            if (info.family != *wanted)
                continue;
            const QDir folder(QStringLiteral(ZV_SOURCE_DIR "/engine/games/%1/scenarios")
                                  .arg(QString::fromStdString(info.key)));
            for (const QString& name :
                 folder.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
                std::string error;
                const std::size_t before = m_scenarios.size();
                QVERIFY2(zv::scenarios::parseScenarioFile(folder.filePath(name).toStdString(),
                                                          &m_scenarios, &error),
                         error.c_str());
                for (std::size_t i = before; i < m_scenarios.size(); ++i)
                    QVERIFY2(m_scenarios[i].game == info.key,
                             qPrintable(name + ": a scenario of another game's folder"));
            }
        }
        if (m_scenarios.empty())
            QSKIP("no scenario files for this family yet");
        for (std::size_t i = 0; i < m_scenarios.size(); ++i) {
            const auto& s = m_scenarios[i];
            const QString file = QFileInfo(QString::fromStdString(s.file)).fileName();
            QTest::newRow(qPrintable(QStringLiteral("%1 %2:%3 %4")
                                         .arg(QString::fromStdString(s.game), file)
                                         .arg(s.line)
                                         .arg(QString::fromStdString(s.name))))
                << static_cast<int>(i);
        }
    }
    void rules()
    {
        QFETCH(int, index);
        const std::string failure =
            zv::scenarios::runScenario(m_scenarios[static_cast<std::size_t>(index)]);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // The format itself: a wrong expectation must fail (the runner cannot
    // pass everything).
    void aWrongExpectationFails()
    {
        zv::scenarios::Scenario s;
        s.file = "inline";
        s.name = "wrong";
        s.game = "muehle";
        s.steps.push_back({1, "expect", "toMove = 1", -100});
        QVERIFY(!zv::scenarios::runScenario(s).empty());
        s.steps = {{1, "play", "z9", -100}};
        QVERIFY(!zv::scenarios::runScenario(s).empty());
        s.steps = {{1, "over", "", -100}};
        QVERIFY(!zv::scenarios::runScenario(s).empty());
        s.steps = {{1, "expect", "toMove = 0", -100}};
        QCOMPARE(zv::scenarios::runScenario(s), std::string());
    }

private:
    std::vector<zv::scenarios::Scenario> m_scenarios;
};

QTEST_GUILESS_MAIN(ScenarioTest)
#include "tst_scenarios.moc"
