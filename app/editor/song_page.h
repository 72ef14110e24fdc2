#pragma once
// The editor's page for a song's tune (Item::melodyAbc, ABC notation with
// the verses' words under the notes): staff edit the ABC on the left; the
// right shows, moments after each change, the engraved sheet of a chosen
// verse (abcm2ps) and a button to hear it (abc2midi, FluidSynth). Whatever
// does not fit — a verse with more syllables than notes, words that are not
// the verse's text, ABC the tools refuse — is a message above the sheet,
// never a crash; a song without a tune is shown with its words only.
#include "songs/song_render.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace zv {

class ItemDocument;

class SongPage : public QWidget {
    Q_OBJECT

public:
    explicit SongPage(ItemDocument* document, QWidget* parent = nullptr);

    // Renders now instead of after the pause (tests, the first show).
    void renderNow();
    QString message() const;
    const songs::RenderedSong& rendered() const { return m_song; }

private:
    void itemChanged();
    void showVerse();
    void togglePlay();

    ItemDocument* m_document;
    QPlainTextEdit* m_abc = nullptr;
    QLabel* m_message = nullptr;
    QComboBox* m_verse = nullptr;
    QLabel* m_sheet = nullptr;
    QPushButton* m_play = nullptr;
    QTimer m_pause;
    QTimer m_playing;
    songs::RenderedSong m_song;
    QString m_renderedAbc;
    QStringList m_renderedLyrics;
};

} // namespace zv
