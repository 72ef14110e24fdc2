// Starts the kiosk exactly as `zeitvertreib` does (KioskController), then
// walks home → games → Mühle → lobby → game by simulated touches, plays moves
// against the computer by touching board points, takes one back, switches the
// language and goes home. Every step is saved as a PNG in ZV_SCREENSHOT_DIR.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"
#include "store/content_store.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QTest>

class KioskSmokeTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void homeToGameAndPlay();
    void languageStaffAddedIsOffered();
    void publishedChangeShowsOnReturningHome();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }

    KioskDriver m_driver{QStringLiteral("smoke")};
    KioskController* m_kiosk = nullptr;
};

void KioskSmokeTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1280, 800)));
    m_kiosk = m_driver.kiosk();
}

void KioskSmokeTest::homeToGameAndPlay()
{
    Exhibit* exhibit = m_kiosk->exhibit();
    GameSession* session = m_kiosk->session();
    QVERIFY(session);
    QCOMPARE(exhibit->language(), QStringLiteral("de"));
    shot(QStringLiteral("home"));

    const QString games = exhibit->sectionOfKind(QStringLiteral("games"));
    QVERIFY(!games.isEmpty());
    QVERIFY(tap(QStringLiteral("section_") + games));
    QCOMPARE(exhibit->sectionKey(), games);
    shot(QStringLiteral("games"));

    QVERIFY(tap(QStringLiteral("play_muehle")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    shot(QStringLiteral("lobby"));

    // White: a person; Black: the computer, easy (the lobby's default).
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_beginner")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(session->active());
    QCOMPARE(session->gameKey(), QStringLiteral("muehle"));
    QVERIFY(session->humanToMove());
    shot(QStringLiteral("board"));

    // Touch points: the first legal next touch each time, until five moves of
    // White; after each, the computer answers.
    for (int move = 0; move < 5; ++move) {
        const int before = session->moveCount();
        while (session->moveCount() == before) {
            const QStringList next = session->nextInputs();
            QVERIFY(!next.isEmpty());
            QVERIFY2(tap(QStringLiteral("point_") + next.first()), qPrintable(next.first()));
        }
        shot(QStringLiteral("white_move%1").arg(move + 1));
        QTRY_VERIFY_WITH_TIMEOUT(session->humanToMove() || session->over(), 10000);
        QTest::qWait(500);
        shot(QStringLiteral("computer_move%1").arg(move + 1));
        QCOMPARE(session->moveCount(), before + 2);
    }

    // A touch on an occupied point changes nothing.
    const QVariantMap before = session->state();
    const QStringList points = before.value(QStringLiteral("points")).toStringList();
    const QVariantList board = before.value(QStringLiteral("board")).toList();
    for (int i = 0; i < points.size(); ++i) {
        if (board.at(i).toInt() == 1) {
            QVERIFY(tap(QStringLiteral("point_") + points.at(i)));
            break;
        }
    }
    QCOMPARE(session->state(), before);

    const int moves = session->moveCount();
    QVERIFY(tap(QStringLiteral("undoButton")));
    QCOMPARE(session->moveCount(), moves - 2);
    shot(QStringLiteral("undo"));

    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(exhibit->language(), QStringLiteral("en"));
    QQuickItem* turn = item(QStringLiteral("turnText"));
    QVERIFY(turn);
    QCOMPARE(turn->property("text").toString(), QStringLiteral("White to move"));
    shot(QStringLiteral("english"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(turn->property("text").toString(), QStringLiteral("Weiß ist am Zug"));

    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!session->active());
    QVERIFY(item(QStringLiteral("section_") + games));
    shot(QStringLiteral("home_again"));
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

// A language staff add in the editor reaches the switch once its published
// texts reach the threshold (here 0 %, so French counts with no text yet):
// the switch goes round German, English, French; French pages show German
// where a translation is missing, the program's strings in English.
void KioskSmokeTest::languageStaffAddedIsOffered()
{
    Exhibit* exhibit = m_kiosk->exhibit();
    zv::ContentStore* store = m_kiosk->store();
    QString error;
    QVERIFY2(store->setSetting(QStringLiteral("languages"), QStringLiteral("de,en,fr"), &error),
             qPrintable(error));
    QVERIFY(store->setSetting(QStringLiteral("language_threshold"), QStringLiteral("0"), &error));
    exhibit->reloadContent();
    QCOMPARE(exhibit->languages(), QStringList({"de", "en", "fr"}));
    QCOMPARE(exhibit->language(), QStringLiteral("de"));
    QCOMPARE(item(QStringLiteral("languageButton"))->property("text").toString(),
             QStringLiteral("English"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(exhibit->language(), QStringLiteral("en"));
    QCOMPARE(item(QStringLiteral("languageButton"))->property("text").toString(),
             QStringLiteral("français"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(exhibit->language(), QStringLiteral("fr"));
    QCOMPARE(item(QStringLiteral("languageButton"))->property("text").toString(),
             QStringLiteral("Deutsch"));
    shot(QStringLiteral("french"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(exhibit->language(), QStringLiteral("de"));

    // Staff raise the threshold again: French is gone from the switch.
    QVERIFY(store->setSetting(QStringLiteral("language_threshold"), QStringLiteral("90"), &error));
    exhibit->reloadContent();
    QCOMPARE(exhibit->languages(), QStringList({"de", "en"}));
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

// Staff publish in the editor while a visitor reads: nothing jumps under the
// visitor's finger; the next return to the home screen shows the change.
void KioskSmokeTest::publishedChangeShowsOnReturningHome()
{
    Exhibit* exhibit = m_kiosk->exhibit();
    const QString games = exhibit->sectionOfKind(QStringLiteral("games"));
    QVERIFY(tap(QStringLiteral("section_") + games));
    const QString before = exhibit->item(QStringLiteral("muehle")).value("title").toString();
    QVERIFY(!before.isEmpty());

    // The editor's way: a draft, then a publication, through another
    // connection to the same file (as the editor is another process).
    {
        zv::OpenReport report;
        auto editor = zv::ContentStore::open(m_kiosk->store()->path(),
                                             zv::ContentStore::Mode::Editor, &report);
        QVERIFY(editor);
        auto item = editor->editableItem(QStringLiteral("muehle"));
        QVERIFY(item);
        item->item.texts.set(QStringLiteral("de"), zv::field::title,
                             QStringLiteral("Mühle (neu veröffentlicht)"));
        QVERIFY(editor
                    ->saveDraft(item->item, item->editVersion, QStringLiteral("Frau Möller"),
                                QStringLiteral("test"))
                    .ok());
        QStringList published;
        QVERIFY(editor
                    ->publishDrafts({QStringLiteral("muehle")}, QStringLiteral("Frau Möller"),
                                    QString(), &published)
                    .ok());
        QCOMPARE(published, QStringList{QStringLiteral("muehle")});
    }
    // Still the old title while the visitor stays on this screen.
    QCOMPARE(exhibit->item(QStringLiteral("muehle")).value("title").toString(), before);
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(tap(QStringLiteral("section_") + games));
    QCOMPARE(exhibit->item(QStringLiteral("muehle")).value("title").toString(),
             QStringLiteral("Mühle (neu veröffentlicht)"));
    shot(QStringLiteral("published_change"));
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskSmokeTest)
#include "tst_kiosk_smoke.moc"
