// The reading voice (issue 22, "Vorlesen"): a page's sentences as the
// highlight needs them, the reader speaking them one by one, one sound at a
// time (a song starting stops the reading), and a staff recording preferred
// over the synthetic voice. The voice here is a fake behind SpeechVoice that
// finishes each sentence when told: the test box has no sound device, and
// what is tested is the reader, not espeak-ng's German.
#include "reading/read_aloud.h"
#include "reading/sentences.h"
#include "reading/speech_voice.h"
#include "songs/audio_arbiter.h"
#include "songs/song_player.h"
#include "store/content_check.h"
#include "store/narration.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

namespace {

// What the fake voice was asked to say, and the voice itself, so the test
// can end a sentence.
struct Heard {
    QStringList sentences;
    QStringList languages;
    QPointer<SpeechVoice> voice;
};

class FakeVoice : public SpeechVoice {
public:
    explicit FakeVoice(Heard* heard) : m_heard(heard) { m_heard->voice = this; }
    void say(const QString& text, const QString& language) override
    {
        m_heard->sentences.append(text);
        m_heard->languages.append(language);
    }
    void stop() override {}
    void end() { emit finished(); }

private:
    Heard* m_heard;
};

QStringList texts(const QList<Sentence>& sentences)
{
    QStringList out;
    for (const Sentence& s : sentences)
        out.append(s.text);
    return out;
}

} // namespace

class ReadAloudTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_heard = Heard{};
        SpeechVoices& voices = speechVoices();
        voices.soundDevice = [] { return true; };
        voices.available = [] { return true; };
        voices.make = [this]() -> std::unique_ptr<SpeechVoice> {
            return std::make_unique<FakeVoice>(&m_heard);
        };
    }

    void sentences_data()
    {
        QTest::addColumn<QString>("plain");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("two sentences")
            << QStringLiteral("Die Mühle ist alt. Man spielt sie zu zweit.")
            << QStringList{QStringLiteral("Die Mühle ist alt."),
                           QStringLiteral("Man spielt sie zu zweit.")};
        QTest::newRow("z. B. and u. a.")
            << QStringLiteral("Spiele wie z. B. Dame, u. a. auch Halma, waren beliebt. Heute auch.")
            << QStringList{
                   QStringLiteral("Spiele wie z. B. Dame, u. a. auch Halma, waren beliebt."),
                   QStringLiteral("Heute auch.")};
        QTest::newRow("z.B. without blank")
            << QStringLiteral("Ein Brett, z.B. Eiche. Fertig.")
            << QStringList{QStringLiteral("Ein Brett, z.B. Eiche."), QStringLiteral("Fertig.")};
        QTest::newRow("ordinals")
            << QStringLiteral("Am 1. Mai und im 19. Jahrhundert spielte man es. So war es.")
            << QStringList{QStringLiteral("Am 1. Mai und im 19. Jahrhundert spielte man es."),
                           QStringLiteral("So war es.")};
        QTest::newRow("a year ends a sentence")
            << QStringLiteral("Das Haus entstand um 1900. Danach kamen Gäste.")
            << QStringList{QStringLiteral("Das Haus entstand um 1900."),
                           QStringLiteral("Danach kamen Gäste.")};
        QTest::newRow("initials")
            << QStringLiteral("Die Weise schrieb J. A. P. Schulz 1790. Sie ist bekannt.")
            << QStringList{QStringLiteral("Die Weise schrieb J. A. P. Schulz 1790."),
                           QStringLiteral("Sie ist bekannt.")};
        QTest::newRow("abbreviations bzw. usw. ca.")
            << QStringLiteral("Zwei bzw. drei Spieler, ca. zehn Steine usw. Dann beginnt es!")
            << QStringList{
                   QStringLiteral("Zwei bzw. drei Spieler, ca. zehn Steine usw. Dann beginnt es!")};
        QTest::newRow("question, exclamation, quotes")
            << QStringLiteral("Wer gewinnt? „Ich!“ rief sie. Gut.")
            << QStringList{QStringLiteral("Wer gewinnt?"), QStringLiteral("„Ich!“ rief sie."),
                           QStringLiteral("Gut.")};
        QTest::newRow("lower case goes on")
            << QStringLiteral("Er sagte: das ist gut. und ging.")
            << QStringList{QStringLiteral("Er sagte: das ist gut. und ging.")};
        QTest::newRow("line breaks end headings and list items")
            << QStringLiteral("Die Regeln\nJeder hat neun Steine\nWer zwei behält, verliert.")
            << QStringList{QStringLiteral("Die Regeln"), QStringLiteral("Jeder hat neun Steine"),
                           QStringLiteral("Wer zwei behält, verliert.")};
        QTest::newRow("english e.g.")
            << QStringLiteral("Games, e.g. draughts, were played. Mr. Smith won.")
            << QStringList{QStringLiteral("Games, e.g. draughts, were played."),
                           QStringLiteral("Mr. Smith won.")};
    }
    void sentences()
    {
        QFETCH(QString, plain);
        QFETCH(QStringList, expected);
        QCOMPARE(texts(splitSentences(plain)), expected);
    }

    // What the voice is given: German abbreviations written out, so that
    // espeak-ng does not spell them ("zet be"); the highlight keeps the text.
    void spokenAbbreviations()
    {
        QCOMPARE(spokenText(QStringLiteral("Spiele wie z. B. Dame, u. a. Halma, bzw. Mühle usw."),
                            QStringLiteral("de")),
                 QStringLiteral("Spiele wie zum Beispiel Dame, unter anderem Halma, "
                                "beziehungsweise Mühle und so weiter"));
        QCOMPARE(spokenText(QStringLiteral("Ein Brett, d.h. Eiche."), QStringLiteral("de")),
                 QStringLiteral("Ein Brett, das heißt Eiche."));
        // Not inside a word ("Abz. B." is no "z. B."), and English unchanged.
        QCOMPARE(spokenText(QStringLiteral("Abz. B."), QStringLiteral("de")),
                 QStringLiteral("Abz. B."));
        QCOMPARE(spokenText(QStringLiteral("e.g. z. B."), QStringLiteral("en")),
                 QStringLiteral("e.g. z. B."));
    }

    // The positions are those of the plain text a TextEdit shows for the
    // Markdown: the highlight marks exactly the sentence.
    void positionsMatchThePlainText()
    {
        const QString markdown = QStringLiteral(
            "## Die Regeln\n\nJeder hat **neun** Steine. Wer z. B. zwei behält, verliert.\n\n"
            "- Erstens ziehen\n- Zweitens springen\n");
        const QString plain = markdownPlainText(markdown);
        const QList<Sentence> sentences = splitSentences(plain);
        QCOMPARE(
            texts(sentences),
            (QStringList{QStringLiteral("Die Regeln"), QStringLiteral("Jeder hat neun Steine."),
                         QStringLiteral("Wer z. B. zwei behält, verliert."),
                         QStringLiteral("Erstens ziehen"), QStringLiteral("Zweitens springen")}));
        for (const Sentence& s : sentences)
            QCOMPARE(plain.mid(s.start, s.length), s.text);
    }

    // Sentence after sentence, each published for the highlight, and the
    // page's language for the voice.
    void readsSentenceBySentence()
    {
        ReadAloud reader;
        reader.setLanguage(QStringLiteral("en"));
        reader.setText(QStringLiteral("The mill is old. Two play it. Nine stones each."));
        QVERIFY(reader.available());
        QCOMPARE(reader.sentenceCount(), 3);
        QSignalSpy changed(&reader, &ReadAloud::sentenceChanged);
        reader.start();
        QVERIFY(reader.reading());
        QCOMPARE(AudioArbiter::instance().owner(), reader.ownerKey());
        QCOMPARE(reader.sentenceIndex(), 0);
        QCOMPARE(m_heard.sentences, QStringList{QStringLiteral("The mill is old.")});
        QCOMPARE(m_heard.languages, QStringList{QStringLiteral("en")});
        const QString plain = markdownPlainText(reader.text());
        QCOMPARE(plain.mid(reader.sentenceStart(), reader.sentenceEnd() - reader.sentenceStart()),
                 QStringLiteral("The mill is old."));
        static_cast<FakeVoice*>(m_heard.voice.data())->end();
        QCOMPARE(reader.sentenceIndex(), 1);
        QCOMPARE(plain.mid(reader.sentenceStart(), reader.sentenceEnd() - reader.sentenceStart()),
                 QStringLiteral("Two play it."));
        static_cast<FakeVoice*>(m_heard.voice.data())->end();
        QCOMPARE(reader.sentenceIndex(), 2);
        static_cast<FakeVoice*>(m_heard.voice.data())->end();
        QVERIFY(!reader.reading());
        QCOMPARE(reader.sentenceIndex(), -1);
        QCOMPARE(m_heard.sentences.size(), 3);
        QVERIFY(AudioArbiter::instance().owner().isEmpty());
        QCOMPARE(changed.count(), 4); // 0, 1, 2, none
    }

    // One sound at a time: a lantern song starting stops the reading.
    void aSongStartingStopsTheReading()
    {
        QTemporaryDir cache;
        SongPlayer song;
        song.setCacheDir(cache.path());
        QSignalSpy loaded(&song, &SongPlayer::songChanged);
        song.setAbc(QStringLiteral("X:1\nT:t\nM:4/4\nL:1/4\nQ:1/4=120\nK:C\n"
                                   "C D E F | G2 G2 |]\nw: Al-le mei-ne Ent-chen\n"));
        song.setLyrics({QStringLiteral("Alle meine Entchen")});
        QVERIFY(loaded.wait());

        ReadAloud reader;
        reader.setText(QStringLiteral("Ein Satz. Noch einer."));
        reader.start();
        QVERIFY(reader.reading());
        song.play();
        QVERIFY(song.playing());
        QVERIFY(!reader.reading());
        QCOMPARE(reader.sentenceIndex(), -1);
        // The voice that was cut off has nothing more to say.
        QCOMPARE(m_heard.sentences.size(), 1);
        song.stop();
        // And the reading starting stops the song.
        reader.start();
        QVERIFY(reader.reading());
        song.play();
        QVERIFY(!reader.reading());
        reader.start();
        QVERIFY(!song.playing());
        reader.stop();
    }

    // Another page's reading takes over, and a reader that goes (the page
    // left) stops and gives the output back.
    void leavingThePageStopsIt()
    {
        auto* first = new ReadAloud;
        first->setText(QStringLiteral("Erste Seite. Zweiter Satz."));
        ReadAloud second;
        second.setText(QStringLiteral("Andere Seite."));
        first->start();
        second.start();
        QVERIFY(!first->reading());
        QVERIFY(second.reading());
        first->start();
        QVERIFY(!second.reading());
        const QPointer<SpeechVoice> voice = m_heard.voice;
        delete first;
        QVERIFY(AudioArbiter::instance().owner().isEmpty());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(voice.isNull()); // the voice went with the page
        // A new text (the page turned to another language) stops it too.
        second.start();
        QVERIFY(second.reading());
        second.setLanguage(QStringLiteral("en"));
        QVERIFY(!second.reading());
    }

    // A staff recording attached for this text: it plays, not the voice.
    void narrationPreferredOverTheVoice()
    {
        ReadAloud reader;
        reader.setText(QStringLiteral("Ein Satz. Noch einer."));
        reader.setNarration(
            QUrl::fromLocalFile(QStringLiteral(ZV_SOURCE_DIR "/assets/sounds/dice.wav"))
                .toString());
        reader.start();
        QVERIFY(reader.reading());
        QVERIFY(reader.usesNarration());
        QVERIFY(m_heard.sentences.isEmpty());
        QCOMPARE(reader.sentenceIndex(), -1);
        QCOMPARE(AudioArbiter::instance().owner(), reader.ownerKey());
        reader.stop();
        // Without it, the voice.
        reader.setNarration(QString());
        reader.start();
        QVERIFY(!reader.usesNarration());
        QCOMPARE(m_heard.sentences.size(), 1);
        reader.stop();
    }

    // No sound device: nothing offered, and start() does nothing. No voice
    // but a recording: the recording can still be heard.
    void withoutSoundNothingIsOffered()
    {
        ReadAloud reader;
        reader.setText(QStringLiteral("Ein Satz."));
        speechVoices().soundDevice = [] { return false; };
        QVERIFY(!reader.available());
        reader.start();
        QVERIFY(!reader.reading());
        speechVoices().soundDevice = [] { return true; };
        speechVoices().available = [] { return false; };
        QVERIFY(!reader.available());
        reader.setNarration(QStringLiteral("file:///x.ogg"));
        QVERIFY(reader.available());
    }

    // A recording says which text it reads, per language (store/narration.h);
    // "content check" refuses one naming a text the item lacks in that
    // language, and a second recording of the same text.
    void narrationIsChecked()
    {
        Item item;
        item.key = QStringLiteral("muehle");
        item.kind = QStringLiteral("article");
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
            item.texts.set(language, field::title, QStringLiteral("Mühle"));
            item.texts.set(language, field::summary, QStringLiteral("Ein Brettspiel."));
            item.texts.set(language, field::body, QStringLiteral("Ein Text."));
        }
        item.texts.set(QStringLiteral("de"), field::rulesChildren, QStringLiteral("Regeln."));
        AudioClip sound{QStringLiteral("muehle_ton_1"), QStringLiteral("ton.ogg"), {}};
        AudioClip reading{QStringLiteral("muehle_ton_2"), QStringLiteral("lesung.ogg"), {}};
        reading.texts.set(QStringLiteral("de"), field::narrates, field::rulesChildren);
        QVERIFY(!isNarration(sound));
        QVERIFY(isNarration(reading));
        item.audio = {sound, reading};
        const auto narrationProblems = [](const Item& checked) {
            QStringList where;
            for (const ContentProblem& problem : checkContent({}, {checked})) {
                if (problem.where.contains(field::narrates))
                    where.append(problem.where);
            }
            return where;
        };
        QCOMPARE(narrationProblems(item), QStringList());
        // English has no rules for children here: an English reading of them is refused.
        item.audio[1].texts.set(QStringLiteral("en"), field::narrates, field::rulesChildren);
        QCOMPARE(narrationProblems(item),
                 QStringList{QStringLiteral("sound muehle_ton_2: en.narrates")});
        item.audio[1].texts.set(QStringLiteral("en"), field::narrates, QString());
        // Two German readings of the same text.
        AudioClip again = reading;
        again.key = QStringLiteral("muehle_ton_3");
        item.audio.append(again);
        QCOMPARE(narrationProblems(item),
                 QStringList{QStringLiteral("sound muehle_ton_3: de.narrates")});
    }

private:
    Heard m_heard;
};

QTEST_MAIN(ReadAloudTest)
#include "tst_read_aloud.moc"
