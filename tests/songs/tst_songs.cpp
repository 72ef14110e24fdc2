// The lantern songs sung (issue 22): for every verse of every bundled song
// the sung syllables are as many as abc2midi's notes and are the words the
// kiosk shows; a song plays offscreen without a sound device and lights
// every syllable of a verse in order; a tune that does not fit gives staff a
// clear message; one sound at a time.
#include "songs/audio_arbiter.h"
#include "songs/song_player.h"
#include "songs/song_render.h"
#include "store/content_source.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

namespace {

QStringList lyricsOf(const Item& item)
{
    QStringList lyrics;
    for (const Verse& verse : item.verses)
        lyrics.append(verse.texts.text(kFallbackLanguage, field::text));
    return lyrics;
}

const char* const kShortTune = "X:1\nT:t\nM:4/4\nL:1/4\nQ:1/4=120\nK:C\n"
                               "C D E F | G2 G2 |]\nw: Al-le mei-ne Ent-chen\n";

} // namespace

class SongsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        const ContentReadResult result = readContentTree(bundledContentRoot());
        QVERIFY(result.ok());
        for (const Item& item : result.content.items) {
            if (item.kind == QLatin1String("song"))
                m_songs.append(item);
        }
        QCOMPARE(m_songs.size(), 5);
    }

    // Every verse of every song: one syllable (or hold `_`, or `*`) per note
    // of abc2midi's MIDI file, each syllable found in the shown lyrics, in
    // order, and a sheet with a box for every note.
    void everySyllableHasItsNote()
    {
        for (const Item& song : std::as_const(m_songs)) {
            QVERIFY2(!song.melodyAbc.isEmpty(), qPrintable(song.key));
            QVERIFY2(song.needsReview, qPrintable(song.key + ": a tune from memory is reviewed"));
            const songs::RenderedSong rendered =
                songs::renderSong(song.melodyAbc, lyricsOf(song), m_cache.path());
            QVERIFY2(rendered.ok(), qPrintable(song.key + QLatin1String(": ") +
                                               rendered.problems.join(QLatin1Char('\n'))));
            QCOMPARE(rendered.verses.size(), song.verses.size());
            for (qsizetype v = 0; v < rendered.verses.size(); ++v) {
                const songs::RenderedVerse& verse = rendered.verses.at(v);
                const QString where = QStringLiteral("%1 verse %2").arg(song.key).arg(v + 1);
                QVERIFY2(verse.notes.size() > 5, qPrintable(where));
                QCOMPARE(verse.words.noteSyllables.size(), verse.notes.size());
                QCOMPARE(verse.noteBoxes.size(), verse.notes.size());
                int last = -1;
                for (const songs::Syllable& syllable : verse.words.syllables) {
                    QVERIFY2(syllable.start > last,
                             qPrintable(where + QLatin1Char(' ') + syllable.text));
                    last = syllable.start;
                }
            }
        }
    }

    // A tune one note longer than its words, words that are not the verse's:
    // messages for staff, and the song still loads (no crash, no exception).
    void mismatchesAreMessages()
    {
        const QString tune = QString::fromLatin1(kShortTune);
        songs::RenderedSong fits =
            songs::renderSong(tune, {QStringLiteral("Alle meine Entchen")}, m_cache.path());
        QVERIFY2(fits.ok(), qPrintable(fits.problems.join(QLatin1Char('\n'))));

        QString longer = tune;
        longer.replace(QStringLiteral("G2 G2"), QStringLiteral("G2 G G"));
        const songs::RenderedSong tooMany =
            songs::renderSong(longer, {QStringLiteral("Alle meine Entchen")}, m_cache.path());
        QCOMPARE(tooMany.problems.size(), 1);
        QVERIFY2(tooMany.problems.first().contains(QStringLiteral("6 Silben")) &&
                     tooMany.problems.first().contains(QStringLiteral("7 Noten")),
                 qPrintable(tooMany.problems.first()));

        const songs::RenderedSong otherWords =
            songs::renderSong(tune, {QStringLiteral("Alle deine Entchen")}, m_cache.path());
        QCOMPARE(otherWords.problems.size(), 1);
        QVERIFY2(otherWords.problems.first().contains(QStringLiteral("„mei“")),
                 qPrintable(otherWords.problems.first()));

        const songs::RenderedSong twoVerses = songs::renderSong(
            tune, {QStringLiteral("Alle meine Entchen"), QStringLiteral("x")}, m_cache.path());
        QVERIFY(twoVerses.problems.first().contains(QStringLiteral("1 Strophen")));

        const songs::RenderedSong notAbc =
            songs::renderSong(QStringLiteral("la la la"), {QStringLiteral("la")}, m_cache.path());
        QVERIFY(!notAbc.ok());
    }

    // Offscreen, without a sound device: the player runs by its clock and
    // lights every syllable of the verse, in order, then stops. Verse 3 of
    // "Laterne, Laterne" holds "-ne" over two notes: 32 notes, 31 syllables.
    void playingLightsEverySyllableInOrder()
    {
        const Item* song = songNamed(QStringLiteral("laterne_laterne"));
        QVERIFY(song);
        SongPlayer player;
        player.setCacheDir(m_cache.path());
        QSignalSpy loaded(&player, &SongPlayer::songChanged);
        player.setAbc(song->melodyAbc);
        player.setLyrics(lyricsOf(*song));
        QVERIFY(loaded.wait());
        QVERIFY(player.hasMelody());
        player.setVerse(2);
        player.setTempo(4.0);
        QList<int> lit;
        QStringList sung;
        const QString lyrics = lyricsOf(*song).at(2);
        connect(&player, &SongPlayer::positionChanged, this, [&] {
            if (player.syllable() >= 0 && (lit.isEmpty() || lit.last() != player.syllable())) {
                lit.append(player.syllable());
                sung.append(lyrics.mid(player.syllableStart(),
                                       player.syllableEnd() - player.syllableStart()));
            }
        });
        QSignalSpy finished(&player, &SongPlayer::finished);
        player.play();
        QVERIFY(player.playing());
        QVERIFY(finished.wait(30000));
        QVERIFY(!player.playing());
        QCOMPARE(player.syllable(), -1);
        const qsizetype count = player.song().verses.at(2).words.syllables.size();
        QCOMPARE(count, 31);
        QCOMPARE(lit.size(), count);
        for (qsizetype i = 0; i < count; ++i)
            QCOMPARE(lit.at(i), int(i));
        QCOMPARE(sung.first(), QStringLiteral("La"));
        QCOMPARE(sung.at(29), QStringLiteral("ne"));
        QCOMPARE(sung.last(), QStringLiteral("nicht"));
    }

    // All verses: the player turns to the next verse by itself.
    void allVersesTurnTheVerse()
    {
        SongPlayer player;
        player.setCacheDir(m_cache.path());
        QSignalSpy loaded(&player, &SongPlayer::songChanged);
        QString twoVerses = QString::fromLatin1(kShortTune);
        twoVerses += QStringLiteral("w: Al-le dei-ne Ent-chen\n");
        player.setAbc(twoVerses);
        player.setLyrics(
            {QStringLiteral("Alle meine Entchen"), QStringLiteral("Alle deine Entchen")});
        QVERIFY(loaded.wait());
        QVERIFY2(player.problems().isEmpty(),
                 qPrintable(player.problems().join(QLatin1Char('\n'))));
        player.setProperty("allVerses", true);
        player.setTempo(4.0);
        QSignalSpy finished(&player, &SongPlayer::finished);
        player.play();
        QTRY_COMPARE_WITH_TIMEOUT(player.verse(), 1, 10000);
        QVERIFY(player.playing());
        QVERIFY(finished.wait(10000));
    }

    // One sound at a time: another sound claiming the output stops the song.
    void anotherSoundStopsTheSong()
    {
        SongPlayer player;
        player.setCacheDir(m_cache.path());
        QSignalSpy loaded(&player, &SongPlayer::songChanged);
        player.setAbc(QString::fromLatin1(kShortTune));
        player.setLyrics({QStringLiteral("Alle meine Entchen")});
        QVERIFY(loaded.wait());
        player.play();
        QVERIFY(player.playing());
        QCOMPARE(AudioArbiter::instance().owner(), QStringLiteral("song"));
        AudioArbiter::instance().claim(QStringLiteral("sound:reading"));
        QVERIFY(!player.playing());
        AudioArbiter::instance().release(QStringLiteral("sound:reading"));
        QVERIFY(AudioArbiter::instance().owner().isEmpty());
    }

    // A song without a tune: nothing to play, the words stay.
    void withoutMelodyNothingPlays()
    {
        SongPlayer player;
        player.setLyrics({QStringLiteral("Nur Worte")});
        QTest::qWait(50);
        QVERIFY(!player.hasMelody());
        player.play();
        QVERIFY(!player.playing());
    }

private:
    const Item* songNamed(const QString& key) const
    {
        for (const Item& item : m_songs) {
            if (item.key == key)
                return &item;
        }
        return nullptr;
    }

    QTemporaryDir m_cache;
    QList<Item> m_songs;
};

QTEST_GUILESS_MAIN(SongsTest)
#include "tst_songs.moc"
