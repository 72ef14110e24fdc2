#include "songs/song_player.h"

#include "songs/audio_arbiter.h"
#include "songs/synth_output.h"

#include <algorithm>

namespace zv {
namespace {

constexpr int kTickMs = 20;
constexpr double kPauseAfterVerse = 1.2; // seconds between verses when all are sung
constexpr double kSingAlongGain = 0.35;

} // namespace

SongPlayer::SongPlayer(QObject* parent) : QObject(parent), m_cacheDir(songs::defaultSongCache())
{
    m_timer.setInterval(kTickMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &SongPlayer::tick);
    connect(&AudioArbiter::instance(), &AudioArbiter::ownerChanged, this,
            [this](const QString& owner) {
                if (m_playing && owner != m_owner)
                    stop();
            });
}

SongPlayer::~SongPlayer()
{
    stop();
}

void SongPlayer::setAbc(const QString& abc)
{
    if (abc == m_abc)
        return;
    m_abc = abc;
    render();
}

void SongPlayer::setLyrics(const QStringList& lyrics)
{
    if (lyrics == m_lyrics)
        return;
    m_lyrics = lyrics;
    render();
}

// Both properties arrive one after the other from QML: the work is done
// once, when the event loop comes back.
void SongPlayer::render()
{
    stop();
    if (m_renderPending)
        return;
    m_renderPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_renderPending = false;
            m_song = m_abc.trimmed().isEmpty() ? songs::RenderedSong{}
                                               : songs::renderSong(m_abc, m_lyrics, m_cacheDir);
            for (const QString& problem : m_song.problems)
                qWarning("Songs: %s", qPrintable(problem));
            emit songChanged();
            emit verseChanged();
            emit positionChanged();
        },
        Qt::QueuedConnection);
}

const songs::RenderedVerse* SongPlayer::current() const
{
    if (m_verse < 0 || m_verse >= m_song.verses.size())
        return nullptr;
    return &m_song.verses.at(m_verse);
}

void SongPlayer::setVerse(int verse)
{
    if (verse == m_verse)
        return;
    const bool wasPlaying = m_playing;
    stop();
    m_verse = verse;
    emit verseChanged();
    if (wasPlaying && current())
        play();
}

QUrl SongPlayer::sheet() const
{
    const songs::RenderedVerse* verse = current();
    return verse && !verse->svgPath.isEmpty() ? QUrl::fromLocalFile(verse->svgPath) : QUrl();
}

double SongPlayer::sheetAspect() const
{
    const songs::RenderedVerse* verse = current();
    if (!verse || verse->sheetSize.isEmpty())
        return 0;
    return verse->sheetSize.width() / verse->sheetSize.height();
}

int SongPlayer::syllableStart() const
{
    const songs::RenderedVerse* verse = current();
    return verse && m_syllable >= 0 && m_syllable < verse->words.syllables.size()
               ? verse->words.syllables.at(m_syllable).start
               : -1;
}

int SongPlayer::syllableEnd() const
{
    const songs::RenderedVerse* verse = current();
    return verse && m_syllable >= 0 && m_syllable < verse->words.syllables.size()
               ? verse->words.syllables.at(m_syllable).end
               : -1;
}

QRectF SongPlayer::noteBox() const
{
    const songs::RenderedVerse* verse = current();
    if (!verse || m_note < 0 || m_note >= verse->noteBoxes.size() || verse->sheetSize.isEmpty())
        return {};
    const QRectF box = verse->noteBoxes.at(m_note);
    const double w = verse->sheetSize.width();
    const double h = verse->sheetSize.height();
    return {box.x() / w, box.y() / h, box.width() / w, box.height() / h};
}

void SongPlayer::setTempo(double tempo)
{
    tempo = std::clamp(tempo, 0.25, 4.0);
    if (qFuzzyCompare(tempo, m_tempo))
        return;
    m_tempo = tempo;
    emit optionsChanged();
    if (m_playing)
        startVerse(); // the verse again at the new speed
}

void SongPlayer::play()
{
    if (!current() || current()->notes.isEmpty())
        return;
    AudioArbiter::instance().claim(m_owner);
    if (!m_playing) {
        m_playing = true;
        emit playingChanged();
    }
    startVerse();
}

void SongPlayer::startVerse()
{
    const songs::RenderedVerse* verse = current();
    const double gain = m_volume * (m_singAlong ? kSingAlongGain : 1.0);
    songs::SynthOutput::shared().play(verse->midiPath, m_instrument, m_tempo, gain);
    m_note = -1;
    m_syllable = -1;
    m_clock.start();
    m_timer.start();
    emit positionChanged();
}

void SongPlayer::stop()
{
    m_timer.stop();
    if (m_playing) {
        songs::SynthOutput::shared().stop();
        AudioArbiter::instance().release(m_owner);
        m_playing = false;
        emit playingChanged();
    }
    if (m_note >= 0 || m_syllable >= 0) {
        m_note = m_syllable = -1;
        emit positionChanged();
    }
}

void SongPlayer::setNote(int note)
{
    const songs::RenderedVerse* verse = current();
    m_note = note;
    if (note >= 0 && note < verse->words.noteSyllables.size() &&
        verse->words.noteSyllables.at(note) >= 0)
        m_syllable = verse->words.noteSyllables.at(note);
    emit positionChanged();
}

// Every note is shown, in order, for at least one tick: a busy machine that
// wakes late shows the notes it missed one after the other, never skips.
void SongPlayer::tick()
{
    const songs::RenderedVerse* verse = current();
    if (!verse)
        return stop();
    const double at = m_clock.elapsed() / 1000.0 * m_tempo;
    if (m_note + 1 < verse->notes.size() && verse->notes.at(m_note + 1).start <= at) {
        setNote(m_note + 1);
        return;
    }
    if (m_note + 1 < verse->notes.size() || at < verse->length)
        return;
    if (m_allVerses && m_verse + 1 < m_song.verses.size()) {
        if (at < verse->length + kPauseAfterVerse * m_tempo)
            return;
        m_verse += 1;
        emit verseChanged();
        startVerse();
        return;
    }
    stop();
    emit finished();
}

} // namespace zv
