#include "songs/song_words.h"

#include <algorithm>

namespace zv::songs {
namespace {

bool isField(const QString& line, QChar name)
{
    return line.size() >= 2 && line.at(0) == name && line.at(1) == QLatin1Char(':');
}

// The word slots of one `w:` line (ABC 2.1, section "Lyrics"): a space or
// `-` ends a syllable, `_` holds the syllable before for one more note, `*`
// is a note without a syllable, `~` joins words under one note and `\-` is
// a hyphen that belongs to the syllable. `|` (jump to the next bar) is not
// read: it would make the highlight guess; the staff get a message instead.
QString wordSlotsOf(const QString& words, VerseWords& verse)
{
    QString current;
    auto finish = [&] {
        if (current.isEmpty())
            return;
        verse.syllables.append({current});
        verse.noteSyllables.append(static_cast<int>(verse.syllables.size()) - 1);
        current.clear();
    };
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QChar c = words.at(i);
        if (c == QLatin1Char('\\') && i + 1 < words.size() && words.at(i + 1) == QLatin1Char('-')) {
            current += QLatin1Char('-');
            ++i;
        } else if (c.isSpace() || c == QLatin1Char('-')) {
            finish();
        } else if (c == QLatin1Char('_')) {
            finish();
            verse.noteSyllables.append(
                verse.syllables.isEmpty() ? -1 : static_cast<int>(verse.syllables.size()) - 1);
        } else if (c == QLatin1Char('*')) {
            finish();
            verse.noteSyllables.append(-1);
        } else if (c == QLatin1Char('~')) {
            current += QLatin1Char(' ');
        } else if (c == QLatin1Char('|')) {
            return QStringLiteral("„|“ in einer Textzeile (w:) wird nicht unterstützt: bitte "
                                  "jede Silbe einzeln setzen, Haltebogen mit „_“, Pausen mit „*“.");
        } else {
            current += c;
        }
    }
    finish();
    return {};
}

struct Tune {
    QStringList header;       // X: ... K:
    QList<QStringList> body;  // music lines, each with its w: lines
    QList<QString> bodyLines; // the music (or other) line itself
    int verseCount() const
    {
        qsizetype most = 0;
        for (const QStringList& words : body)
            most = std::max(most, words.size());
        return static_cast<int>(most);
    }
};

QList<Tune> tunesOf(const QString& abc, QStringList* fileHeader)
{
    QList<Tune> tunes;
    Tune* tune = nullptr;
    bool inBody = false;
    const QStringList lines = abc.split(QLatin1Char('\n'));
    for (QString line : lines) {
        line = line.trimmed();
        if (isField(line, QLatin1Char('X'))) {
            tunes.append(Tune{});
            tune = &tunes.last();
            inBody = false;
        }
        if (!tune) {
            if (!line.isEmpty())
                fileHeader->append(line);
            continue;
        }
        if (line.isEmpty()) { // a blank line ends a tune
            tune = nullptr;
            continue;
        }
        if (!inBody) {
            tune->header.append(line);
            inBody = isField(line, QLatin1Char('K'));
            continue;
        }
        if (isField(line, QLatin1Char('w'))) {
            if (!tune->body.isEmpty())
                tune->body.last().append(line.mid(2).trimmed());
            continue;
        }
        if (isField(line, QLatin1Char('W')))
            continue; // words printed after the tune: not sung under notes
        tune->bodyLines.append(line);
        tune->body.append(QStringList{});
    }
    return tunes;
}

} // namespace

MelodyWords splitMelody(const QString& abc)
{
    MelodyWords result;
    QStringList fileHeader;
    const QList<Tune> tunes = tunesOf(abc, &fileHeader);
    if (tunes.isEmpty() && !abc.trimmed().isEmpty())
        result.problems.append(QStringLiteral("Keine Melodie gefunden: eine Melodie beginnt mit "
                                              "„X:“ und hat eine Tonart-Zeile „K:“."));
    for (qsizetype t = 0; t < tunes.size(); ++t) {
        const Tune& tune = tunes.at(t);
        if (!tune.header.last().startsWith(QLatin1String("K:"))) {
            result.problems.append(
                QStringLiteral("Melodie %1: die Tonart-Zeile „K:“ fehlt.").arg(t + 1));
            continue;
        }
        const int verses = tune.verseCount();
        if (verses == 0)
            result.problems.append(
                QStringLiteral("Melodie %1 hat keine Textzeilen (w:).").arg(t + 1));
        for (int v = 0; v < verses; ++v) {
            VerseWords verse;
            QStringList out = fileHeader;
            for (const QString& line : tune.header)
                out.append(isField(line, QLatin1Char('X')) ? QStringLiteral("X:1") : line);
            for (qsizetype i = 0; i < tune.bodyLines.size(); ++i) {
                out.append(tune.bodyLines.at(i));
                const QStringList& words = tune.body.at(i);
                if (v < words.size()) {
                    out.append(QStringLiteral("w: ") + words.at(v));
                    const QString problem = wordSlotsOf(words.at(v), verse);
                    if (!problem.isEmpty())
                        result.problems.append(QStringLiteral("Strophe %1: %2")
                                                   .arg(result.verses.size() + 1)
                                                   .arg(problem));
                }
            }
            verse.abc = out.join(QLatin1Char('\n')) + QLatin1Char('\n');
            result.verses.append(verse);
        }
    }
    return result;
}

QString alignToLyrics(VerseWords& verse, const QString& lyrics)
{
    qsizetype at = 0;
    for (Syllable& syllable : verse.syllables) {
        syllable.start = syllable.end = -1;
        while (at < lyrics.size() && !lyrics.at(at).isLetterOrNumber())
            ++at;
        const qsizetype begin = at; // where the syllable should stand
        for (const QChar c : syllable.text) {
            if (!c.isLetterOrNumber())
                continue;
            while (at < lyrics.size() && !lyrics.at(at).isLetterOrNumber())
                ++at;
            if (at >= lyrics.size() || lyrics.at(at).toCaseFolded() != c.toCaseFolded()) {
                const QString there = lyrics.mid(begin, 16).simplified();
                return QStringLiteral("Die Silbe „%1“ passt nicht zum Strophentext (dort steht "
                                      "„%2“).")
                    .arg(syllable.text, there.isEmpty() ? QStringLiteral("nichts mehr") : there);
            }
            if (syllable.start < 0)
                syllable.start = static_cast<int>(at);
            syllable.end = static_cast<int>(++at);
        }
    }
    while (at < lyrics.size() && !lyrics.at(at).isLetterOrNumber())
        ++at;
    if (at < lyrics.size())
        return QStringLiteral("Der Strophentext geht nach der letzten Silbe weiter: „%1“ hat "
                              "keine Noten.")
            .arg(lyrics.mid(at, 24).simplified());
    return {};
}

} // namespace zv::songs
