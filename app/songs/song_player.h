#pragma once
// A song sung on the kiosk: QML gives the song's ABC (Item::melodyAbc) and
// its verses' German lyrics; the player renders them (song_render.h), plays
// a verse or all through the shared synthesizer and, by its own clock,
// tells which syllable of the lyrics and which note of the engraved sheet
// sound now. The clock runs whether or not a sound device is there, so a
// silent kiosk (and the offscreen tests) still follow the words.
#include "songs/song_render.h"

#include <QElapsedTimer>
#include <QObject>
#include <QRectF>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace zv {

class SongPlayer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString abc READ abc WRITE setAbc NOTIFY songChanged)
    Q_PROPERTY(QStringList lyrics READ lyrics WRITE setLyrics NOTIFY songChanged)
    Q_PROPERTY(bool hasMelody READ hasMelody NOTIFY songChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY songChanged)
    Q_PROPERTY(int verse READ verse WRITE setVerse NOTIFY verseChanged)
    Q_PROPERTY(QUrl sheet READ sheet NOTIFY verseChanged)
    Q_PROPERTY(double sheetAspect READ sheetAspect NOTIFY verseChanged)
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    Q_PROPERTY(int syllable READ syllable NOTIFY positionChanged)
    Q_PROPERTY(int syllableStart READ syllableStart NOTIFY positionChanged)
    Q_PROPERTY(int syllableEnd READ syllableEnd NOTIFY positionChanged)
    Q_PROPERTY(int note READ note NOTIFY positionChanged)
    // The sounding note's box on the sheet, as fractions of the sheet's size
    // (four numbers: qmllint 6.4 cannot see a QRectF property's type).
    Q_PROPERTY(double noteLeft READ noteLeft NOTIFY positionChanged)
    Q_PROPERTY(double noteTop READ noteTop NOTIFY positionChanged)
    Q_PROPERTY(double noteWidth READ noteWidth NOTIFY positionChanged)
    Q_PROPERTY(double noteHeight READ noteHeight NOTIFY positionChanged)
    // General-MIDI program, 0-based: 10 music box, 74 recorder, 0 piano.
    Q_PROPERTY(int instrument MEMBER m_instrument NOTIFY optionsChanged)
    Q_PROPERTY(double tempo READ tempo WRITE setTempo NOTIFY optionsChanged)
    Q_PROPERTY(bool allVerses MEMBER m_allVerses NOTIFY optionsChanged)
    // Sing along: the tune softer, under the visitors' voices.
    Q_PROPERTY(bool singAlong MEMBER m_singAlong NOTIFY optionsChanged)
    Q_PROPERTY(double volume MEMBER m_volume NOTIFY optionsChanged)
    Q_PROPERTY(QString owner MEMBER m_owner NOTIFY optionsChanged)

public:
    explicit SongPlayer(QObject* parent = nullptr);
    ~SongPlayer() override;

    QString abc() const { return m_abc; }
    void setAbc(const QString& abc);
    QStringList lyrics() const { return m_lyrics; }
    void setLyrics(const QStringList& lyrics);
    bool hasMelody() const { return !m_song.verses.isEmpty(); }
    QStringList problems() const { return m_song.problems; }
    int verse() const { return m_verse; }
    void setVerse(int verse);
    QUrl sheet() const;
    double sheetAspect() const;
    bool playing() const { return m_playing; }
    int syllable() const { return m_syllable; }
    int syllableStart() const;
    int syllableEnd() const;
    int note() const { return m_note; }
    QRectF noteBox() const;
    double noteLeft() const { return noteBox().x(); }
    double noteTop() const { return noteBox().y(); }
    double noteWidth() const { return noteBox().width(); }
    double noteHeight() const { return noteBox().height(); }
    double tempo() const { return m_tempo; }
    void setTempo(double tempo);

    // The rendered song (for tests and the editor's preview).
    const songs::RenderedSong& song() const { return m_song; }
    // Where rendered songs are kept; the default is the user's cache.
    void setCacheDir(const QString& dir) { m_cacheDir = dir; }

    Q_INVOKABLE void play();
    Q_INVOKABLE void stop();

signals:
    void songChanged();
    void verseChanged();
    void playingChanged();
    void positionChanged();
    void optionsChanged();
    void finished();

private:
    void render();
    void startVerse();
    void tick();
    void setNote(int note);
    const songs::RenderedVerse* current() const;

    QString m_abc;
    QStringList m_lyrics;
    QString m_cacheDir;
    songs::RenderedSong m_song;
    int m_verse = 0;
    bool m_playing = false;
    int m_note = -1;
    int m_syllable = -1;
    int m_instrument = 10;
    double m_tempo = 1.0;
    bool m_allVerses = false;
    bool m_singAlong = false;
    double m_volume = 1.0;
    QString m_owner = QStringLiteral("song");
    QTimer m_timer;
    QElapsedTimer m_clock;
    bool m_renderPending = false;
};

} // namespace zv
