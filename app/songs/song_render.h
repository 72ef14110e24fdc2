#pragma once
// A song's tune made ready to hear and to see: for each verse, Debian's
// abc2midi writes a MIDI file and abcm2ps an engraved SVG sheet (external
// programs; we never parse ABC notes ourselves). The MIDI file's notes give
// the timing of the highlight (read with libsmf), abcm2ps's note boxes
// (`-A`: an <abc type="N"> element per note) where the sheet's marker goes.
// Results are cached by the verse's ABC text, so an unchanged song is
// rendered once per kiosk, and a tune staff just edited is rendered anew.
#include "songs/song_words.h"

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace zv::songs {

struct Note {
    double start = 0;    // seconds from the verse's start, at the written tempo
    double duration = 0; // seconds
};

struct RenderedVerse {
    VerseWords words;
    QString midiPath;
    QString svgPath;         // empty when abcm2ps failed (the words still play)
    QSizeF sheetSize;        // the SVG's size in its own units
    QList<QRectF> noteBoxes; // per note, in the SVG's units
    QList<Note> notes;
    double length = 0; // seconds until the last note ends
};

struct RenderedSong {
    QList<RenderedVerse> verses;
    QStringList problems; // German, for staff: a mismatch never stops the song
    bool ok() const { return problems.isEmpty(); }
};

// Renders `abc` for a song whose verses' German lyrics are `lyrics` into
// `cacheDir`. Checks per verse that the sung syllables (with held and empty
// notes) are as many as abc2midi's notes and that they match the lyrics.
RenderedSong renderSong(const QString& abc, const QStringList& lyrics, const QString& cacheDir);

// The notes of a MIDI file (onsets of the first channel that sounds), or an
// empty list with `error` set. Exposed for tests.
QList<Note> readMidiNotes(const QString& path, QString* error);

// The default cache folder of the rendered songs.
QString defaultSongCache();

} // namespace zv::songs
