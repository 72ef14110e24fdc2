#include "songs/song_render.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <smf.h>

namespace zv::songs {
namespace {

constexpr int kToolTimeoutMs = 20000;

// Runs one of the ABC tools; false with a German message for staff.
bool runTool(const QString& program, const QStringList& arguments, const QString& workDir,
             QString* problem)
{
    QProcess process;
    process.setWorkingDirectory(workDir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForStarted(kToolTimeoutMs)) {
        *problem =
            QStringLiteral("Das Programm %1 fehlt (Debian-Paket %2).")
                .arg(program, program == QLatin1String("abcm2ps") ? QStringLiteral("abcm2ps")
                                                                  : QStringLiteral("abcmidi"));
        return false;
    }
    if (!process.waitForFinished(kToolTimeoutMs) || process.exitCode() != 0) {
        process.kill();
        *problem = QStringLiteral("%1 meldet: %2")
                       .arg(program, QString::fromUtf8(process.readAll()).simplified().left(300));
        return false;
    }
    return true;
}

// abcm2ps writes the SVG's size on its root element and, with -A, one
// element per note, in the page's own coordinates (checked against the note
// heads it draws): <abc type="N" row=".." col=".." x=".." y=".." width=".."
// height=".."/>. The boxes are read from abcm2ps's file (`raw`); the sheet
// shown is a copy without those elements and with the two style classes
// written out as attributes: Qt SVG drops a path whose class and own
// stroke-width meet (abcm2ps's bar lines vanished).
void readSheet(const QString& raw, const QString& shown, RenderedVerse& verse)
{
    QFile file(raw);
    if (!file.open(QIODevice::ReadOnly))
        return;
    QString svg = QString::fromUtf8(file.readAll());
    static const QRegularExpression size(
        QStringLiteral("<svg[^>]*?width=\"([0-9.]+)px\"[^>]*?height=\"([0-9.]+)px\""));
    if (const auto m = size.match(svg); m.hasMatch())
        verse.sheetSize = QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble());
    static const QRegularExpression box(
        QStringLiteral("<abc type=\"N\"[^>]*? x=\"([0-9.]+)\" y=\"([0-9.]+)\" "
                       "width=\"([0-9.]+)\" height=\"([0-9.]+)\""));
    for (auto it = box.globalMatch(svg); it.hasNext();) {
        const auto m = it.next();
        verse.noteBoxes.append(QRectF(m.captured(1).toDouble(), m.captured(2).toDouble(),
                                      m.captured(3).toDouble(), m.captured(4).toDouble()));
    }
    if (QFile::exists(shown))
        return;
    static const QRegularExpression annotation(QStringLiteral("<abc [^>]*/>\n?"));
    svg.remove(annotation);
    svg.replace(QStringLiteral("class=\"stroke\""),
                QStringLiteral("stroke=\"black\" fill=\"none\""));
    svg.replace(QStringLiteral("class=\"fill\""), QStringLiteral("fill=\"black\""));
    QFile out(shown);
    if (out.open(QIODevice::WriteOnly))
        out.write(svg.toUtf8());
}

} // namespace

QList<Note> readMidiNotes(const QString& path, QString* error)
{
    QList<Note> notes;
    smf_t* smf = smf_load(QFile::encodeName(path).constData());
    if (!smf) {
        *error = QStringLiteral("die MIDI-Datei %1 ist nicht lesbar").arg(path);
        return notes;
    }
    int channel = -1;
    QList<qsizetype> sounding(128, -1); // the note each key still holds
    while (smf_event_t* event = smf_get_next_event(smf)) {
        if (smf_event_is_metadata(event) || event->midi_buffer_length < 3)
            continue;
        const int status = event->midi_buffer[0] & 0xF0;
        const int eventChannel = event->midi_buffer[0] & 0x0F;
        const int key = event->midi_buffer[1] & 0x7F;
        const bool on = status == 0x90 && event->midi_buffer[2] > 0;
        const bool off = status == 0x80 || (status == 0x90 && event->midi_buffer[2] == 0);
        if (on && channel < 0)
            channel = eventChannel; // the melody: accompaniment comes on other channels
        if (eventChannel != channel)
            continue;
        if (on) {
            sounding[key] = notes.size();
            notes.append({event->time_seconds, 0});
        } else if (off && sounding[key] >= 0) {
            Note& note = notes[sounding[key]];
            note.duration = event->time_seconds - note.start;
            sounding[key] = -1;
        }
    }
    smf_delete(smf);
    return notes;
}

QString defaultSongCache()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/songs");
}

RenderedSong renderSong(const QString& abc, const QStringList& lyrics, const QString& cacheDir)
{
    RenderedSong song;
    MelodyWords melody = splitMelody(abc);
    song.problems = melody.problems;
    if (melody.verses.size() != lyrics.size())
        song.problems.append(QStringLiteral("Die Melodie hat Text für %1 Strophen, das Lied hat "
                                            "%2 Strophen.")
                                 .arg(melody.verses.size())
                                 .arg(lyrics.size()));
    QDir().mkpath(cacheDir);
    for (qsizetype v = 0; v < melody.verses.size(); ++v) {
        RenderedVerse verse;
        verse.words = melody.verses.at(v);
        const QString label = QStringLiteral("Strophe %1: ").arg(v + 1);
        if (v < lyrics.size()) {
            if (const QString problem = alignToLyrics(verse.words, lyrics.at(v));
                !problem.isEmpty())
                song.problems.append(label + problem);
        }
        const QString name = QString::fromLatin1(
            QCryptographicHash::hash(verse.words.abc.toUtf8(), QCryptographicHash::Sha1).toHex());
        const QString base = cacheDir + QLatin1Char('/') + name;
        QString problem;
        bool ready = QFile::exists(base + QStringLiteral(".mid"));
        const bool engraved = QFile::exists(base + QStringLiteral("-notes.svg"));
        if (!ready || !engraved) {
            QFile file(base + QStringLiteral(".abc"));
            const bool written =
                file.open(QIODevice::WriteOnly) && file.write(verse.words.abc.toUtf8()) > 0;
            file.close();
            if (written && !ready)
                ready = runTool(QStringLiteral("abc2midi"),
                                {name + QStringLiteral(".abc"), QStringLiteral("-o"),
                                 name + QStringLiteral(".mid")},
                                cacheDir, &problem);
            if (written && ready && !engraved &&
                runTool(QStringLiteral("abcm2ps"),
                        {QStringLiteral("-g"), QStringLiteral("-A"), QStringLiteral("-q"),
                         name + QStringLiteral(".abc"), QStringLiteral("-O"),
                         name + QStringLiteral(".svg")},
                        cacheDir, &problem))
                QFile::rename(base + QStringLiteral("001.svg"),
                              base + QStringLiteral("-notes.svg"));
        }
        if (!problem.isEmpty())
            song.problems.append(label + problem);
        if (ready) {
            verse.midiPath = base + QStringLiteral(".mid");
            verse.notes = readMidiNotes(verse.midiPath, &problem);
            if (!problem.isEmpty())
                song.problems.append(label + problem);
        }
        if (QFile::exists(base + QStringLiteral("-notes.svg"))) {
            readSheet(base + QStringLiteral("-notes.svg"), base + QStringLiteral(".svg"), verse);
            if (QFile::exists(base + QStringLiteral(".svg")))
                verse.svgPath = base + QStringLiteral(".svg");
        }
        for (const Note& note : verse.notes)
            verse.length = std::max(verse.length, note.start + note.duration);
        const qsizetype wordSlots = verse.words.noteSyllables.size();
        if (ready && wordSlots != verse.notes.size())
            song.problems.append(label + QStringLiteral("%1 Silben (mit „_“ und „*“) für %2 "
                                                        "Noten – jede Note braucht eine Silbe.")
                                             .arg(wordSlots)
                                             .arg(verse.notes.size()));
        song.verses.append(verse);
    }
    return song;
}

} // namespace zv::songs
