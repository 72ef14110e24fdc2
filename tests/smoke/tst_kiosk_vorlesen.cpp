// "Vorlesen" in the kiosk (issue 22): a visitor opens Mühle's rules for
// children, presses "Vorlesen", and the marked sentence on the page moves
// on as the voice finishes each one; the same in English; leaving the page
// stops the reading and frees the output; the accessibility switch makes a
// page read itself. The test box has no sound device, so the voice is a fake
// behind SpeechVoice that ends a sentence when the test says so (the real
// voice, espeak-ng, is the kiosk's; tst_read_aloud tests the reader).
#include "exhibit.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"
#include "reading/speech_voice.h"
#include "songs/audio_arbiter.h"
#include "visit.h"

#include <QPointer>
#include <QQuickItem>
#include <QTest>

namespace {

class FakeVoice : public zv::SpeechVoice {
public:
    void say(const QString& text, const QString& language) override
    {
        said.append(text);
        languages.append(language);
    }
    void stop() override { ++stops; }
    void end() { emit finished(); }
    QStringList said;
    QStringList languages;
    int stops = 0;
};

QPointer<FakeVoice> g_voice;

} // namespace

class KioskVorlesenTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void markedSentenceFollowsTheVoice();
    void leavingThePageStopsTheReading();
    void theSwitchReadsPagesByThemselves();
    void noWarnings();

private:
    bool openMuehleRulesForChildren();
    QQuickItem* pageText() const { return m_driver.item(QStringLiteral("pageText")); }
    QString marked() const
    {
        QQuickItem* text = pageText();
        return text ? text->property("selectedText").toString().simplified() : QString();
    }

    KioskDriver m_driver{QStringLiteral("vorlesen")};
    Exhibit* m_exhibit = nullptr;
};

void KioskVorlesenTest::initTestCase()
{
    zv::SpeechVoices& voices = zv::speechVoices();
    voices.soundDevice = [] { return true; };
    voices.available = [] { return true; };
    voices.make = []() -> std::unique_ptr<zv::SpeechVoice> {
        auto voice = std::make_unique<FakeVoice>();
        g_voice = voice.get();
        return voice;
    };
    QVERIFY(m_driver.start(QSize(1280, 800)));
    m_exhibit = m_driver.kiosk()->exhibit();
}

void KioskVorlesenTest::init()
{
    if (m_driver.kiosk()->visit()->phase() == QLatin1String("attract"))
        QVERIFY(m_driver.tap(QStringLiteral("attractTouch")));
    if (m_exhibit->language() != QLatin1String("de"))
        QVERIFY(m_driver.tap(QStringLiteral("languageButton")));
    QVERIFY(m_driver.tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.item(QStringLiteral("sectionGrid")));
}

bool KioskVorlesenTest::openMuehleRulesForChildren()
{
    const QString games = m_exhibit->sectionOfKind(QStringLiteral("games"));
    return !games.isEmpty() && m_driver.tap(QStringLiteral("section_") + games) &&
           m_driver.tap(QStringLiteral("gamesMode_collection")) &&
           m_driver.tap(QStringLiteral("item_muehle")) &&
           m_driver.tap(QStringLiteral("part_rules_children"));
}

// The children's rules are read, sentence by sentence, the sentence being
// read marked on the page; in German, then in English.
void KioskVorlesenTest::markedSentenceFollowsTheVoice()
{
    QVERIFY(openMuehleRulesForChildren());
    QVERIFY(m_driver.item(QStringLiteral("readAloud")));
    QVERIFY(marked().isEmpty());
    QVERIFY(m_driver.shot(QStringLiteral("rules_children_button")));
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
        if (language == QLatin1String("en"))
            QVERIFY(m_driver.tap(QStringLiteral("languageButton")));
        QCOMPARE(m_exhibit->language(), language);
        QVERIFY(m_driver.tap(QStringLiteral("readAloud")));
        QVERIFY(g_voice);
        QCOMPARE(g_voice->said.size(), 1);
        QCOMPARE(g_voice->languages.constLast(), language);
        const QString first = marked();
        QVERIFY2(!first.isEmpty(), "no sentence marked");
        QVERIFY2(g_voice->said.constLast().startsWith(first.left(6)), qPrintable(first));
        const int firstStart = pageText()->property("selectionStart").toInt();
        g_voice->end();
        QTRY_VERIFY(marked() != first);
        const QString second = marked();
        QVERIFY(!second.isEmpty());
        QVERIFY(pageText()->property("selectionStart").toInt() > firstStart);
        QCOMPARE(g_voice->said.size(), 2);
        QVERIFY(m_driver.shot(QStringLiteral("rules_children_reading_") + language));
        // Pressed again: silence, nothing marked.
        QVERIFY(m_driver.tap(QStringLiteral("readAloud")));
        QVERIFY(marked().isEmpty());
        QVERIFY(zv::AudioArbiter::instance().owner().isEmpty());
    }
}

// Back to the article list while reading: the page goes, the reading stops
// and the output is free for the next sound.
void KioskVorlesenTest::leavingThePageStopsTheReading()
{
    QVERIFY(openMuehleRulesForChildren());
    QVERIFY(m_driver.tap(QStringLiteral("readAloud")));
    QVERIFY(g_voice);
    QPointer<FakeVoice> voice = g_voice;
    QVERIFY(zv::AudioArbiter::instance().owner().startsWith(QLatin1String("reading:")));
    // Another part of the article: the page is hidden, the reading stops.
    QVERIFY(m_driver.tap(QStringLiteral("part_history")));
    QVERIFY(zv::AudioArbiter::instance().owner().isEmpty());
    QVERIFY(!voice || voice->stops > 0);
    QVERIFY(m_driver.tap(QStringLiteral("part_rules_children")));
    QVERIFY(m_driver.tap(QStringLiteral("readAloud")));
    voice = g_voice;
    QVERIFY(!zv::AudioArbiter::instance().owner().isEmpty());
    QVERIFY(m_driver.tap(QStringLiteral("backButton")));
    QTRY_VERIFY(zv::AudioArbiter::instance().owner().isEmpty());
    QTRY_VERIFY(voice.isNull()); // the voice went with the page
}

// "Read pages aloud by themselves": a page shown starts reading.
void KioskVorlesenTest::theSwitchReadsPagesByThemselves()
{
    QVERIFY(m_driver.tap(QStringLiteral("accessibilityButton")));
    QVERIFY(m_driver.tap(QStringLiteral("a11yReadAloud_on")));
    QVERIFY(m_driver.tap(QStringLiteral("a11yClose")));
    QVERIFY(openMuehleRulesForChildren());
    QTRY_VERIFY(zv::AudioArbiter::instance().owner().startsWith(QLatin1String("reading:")));
    QTRY_VERIFY(!marked().isEmpty());
    // The visit's reset switches it off again and stops the reading.
    m_driver.kiosk()->visit()->startOver();
    QTRY_VERIFY(zv::AudioArbiter::instance().owner().isEmpty());
    QVERIFY(!m_driver.kiosk()->visit()->readAloud());
}

void KioskVorlesenTest::noWarnings()
{
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join('\n')));
}

QTEST_MAIN(KioskVorlesenTest)
#include "tst_kiosk_vorlesen.moc"
