#pragma once
// A song's tune as content (Item::melodyAbc, docs/content-format.md): ABC
// notation, one or more tunes (`X:`), the words of each verse under the
// notes as `w:` lines (several `w:` lines after one music line are verses
// one, two, ...; the tunes' verses follow each other). This file is not a
// music parser: it never reads a note. It only finds where the tunes begin,
// which lines carry words, and how the words split into syllables, so that
// (1) abc2midi and abcm2ps get one tune per verse with only that verse's
// words, and (2) the kiosk knows which syllable of the shown lyrics a note
// sings. Notes are counted by abc2midi (song_render.h), never here.
#include <QList>
#include <QString>
#include <QStringList>

namespace zv::songs {

// One sung syllable and where it stands in the verse's lyrics as shown
// (characters [start, end) of Verse text), -1 before alignToLyrics().
struct Syllable {
    QString text;
    int start = -1;
    int end = -1;
};

struct VerseWords {
    QString abc; // a complete tune with this verse's words only
    // Per note of the tune in order: the syllable it sings (a held `_` note
    // repeats the syllable before it), or -1 for a note without words (`*`).
    QList<int> noteSyllables;
    QList<Syllable> syllables;
};

struct MelodyWords {
    QList<VerseWords> verses; // in the song's order, across all tunes
    QStringList problems;     // what a staff member must correct, in German
};

// Splits a song's ABC into one tune per verse with its syllables.
MelodyWords splitMelody(const QString& abc);

// Finds each syllable of `verse` in `lyrics` (letters only, in order, case
// ignored; punctuation, spaces and apostrophes may differ). Returns an empty
// string when every syllable was found, else a German sentence naming the
// first that was not.
QString alignToLyrics(VerseWords& verse, const QString& lyrics);

} // namespace zv::songs
