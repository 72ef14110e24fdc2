#include "editor/song_page.h"

#include "editor/item_document.h"
#include "songs/synth_output.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSvgRenderer>
#include <QVBoxLayout>

namespace zv {
namespace {

constexpr int kPauseMs = 600;    // after the last key, the preview follows
constexpr int kSheetWidth = 900; // pixels of the preview's sheet

QStringList germanLyrics(const Item& item)
{
    QStringList lyrics;
    for (const Verse& verse : item.verses)
        lyrics.append(verse.texts.text(kFallbackLanguage, field::text));
    return lyrics;
}

} // namespace

SongPage::SongPage(ItemDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("songPage"));
    auto* layout = new QHBoxLayout(this);

    auto* left = new QVBoxLayout;
    auto* hint = new QLabel(
        tr("Die Melodie in ABC-Notation; unter jeder Notenzeile eine Zeile „w:“ je Strophe, "
           "eine Silbe je Note („-“ trennt Silben, „_“ hält eine Silbe über die nächste Note). "
           "Leer lassen: das Lied zeigt nur den Text."),
        this);
    hint->setWordWrap(true);
    left->addWidget(hint);
    m_abc = new QPlainTextEdit(this);
    m_abc->setObjectName(QStringLiteral("melodyAbc"));
    m_abc->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_abc->setLineWrapMode(QPlainTextEdit::NoWrap);
    left->addWidget(m_abc, 1);
    layout->addLayout(left, 1);

    auto* right = new QVBoxLayout;
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("melodyMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    right->addWidget(m_message);
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Strophe:"), this));
    m_verse = new QComboBox(this);
    m_verse->setObjectName(QStringLiteral("melodyVerse"));
    controls->addWidget(m_verse);
    m_play = new QPushButton(tr("▶ Anhören"), this);
    m_play->setObjectName(QStringLiteral("melodyPlay"));
    controls->addWidget(m_play);
    controls->addStretch(1);
    right->addLayout(controls);
    m_sheet = new QLabel(this);
    m_sheet->setObjectName(QStringLiteral("melodySheet"));
    m_sheet->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_sheet->setStyleSheet(QStringLiteral("background: white;"));
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_sheet);
    scroll->setWidgetResizable(true);
    right->addWidget(scroll, 1);
    layout->addLayout(right, 1);

    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &SongPage::renderNow);
    m_playing.setSingleShot(true);
    connect(&m_playing, &QTimer::timeout, this, [this] { m_play->setText(tr("▶ Anhören")); });
    connect(m_abc, &QPlainTextEdit::textChanged, this, [this] {
        if (m_abc->toPlainText() != m_document->item().melodyAbc)
            m_document->setField({QString(), QStringLiteral("melody_abc")}, m_abc->toPlainText());
    });
    connect(m_document, &ItemDocument::changed, this, &SongPage::itemChanged);
    connect(m_document, &ItemDocument::loaded, this, &SongPage::itemChanged);
    connect(m_verse, &QComboBox::currentIndexChanged, this, &SongPage::showVerse);
    connect(m_play, &QPushButton::clicked, this, &SongPage::togglePlay);
    itemChanged();
}

void SongPage::itemChanged()
{
    const Item& item = m_document->item();
    if (m_abc->toPlainText() != item.melodyAbc) {
        const QSignalBlocker quiet(m_abc);
        m_abc->setPlainText(item.melodyAbc);
    }
    if (item.melodyAbc != m_renderedAbc || germanLyrics(item) != m_renderedLyrics)
        m_pause.start();
}

void SongPage::renderNow()
{
    m_pause.stop();
    const Item& item = m_document->item();
    m_renderedAbc = item.melodyAbc;
    m_renderedLyrics = germanLyrics(item);
    m_song = item.melodyAbc.trimmed().isEmpty()
                 ? songs::RenderedSong{}
                 : songs::renderSong(item.melodyAbc, m_renderedLyrics, songs::defaultSongCache());
    QPalette palette = m_message->palette();
    palette.setColor(QPalette::WindowText, m_song.ok() ? QColor(0x2f, 0x52, 0x40) : Qt::darkRed);
    m_message->setPalette(palette);
    if (item.melodyAbc.trimmed().isEmpty())
        m_message->setText(tr("Keine Melodie: der Kiosk zeigt die Strophen als Text."));
    else if (m_song.ok())
        m_message->setText(tr("Die Melodie passt: %n Strophe(n), jede Silbe hat ihre Note.", "",
                              static_cast<int>(m_song.verses.size())));
    else
        m_message->setText(m_song.problems.join(QLatin1Char('\n')));
    const int keep = m_verse->currentIndex();
    {
        const QSignalBlocker quiet(m_verse);
        m_verse->clear();
        for (qsizetype i = 0; i < m_song.verses.size(); ++i)
            m_verse->addItem(QString::number(i + 1));
        m_verse->setCurrentIndex(std::clamp(keep, 0, static_cast<int>(m_verse->count()) - 1));
    }
    m_play->setEnabled(!m_song.verses.isEmpty());
    showVerse();
}

QString SongPage::message() const
{
    return m_message->text();
}

void SongPage::showVerse()
{
    const int index = m_verse->currentIndex();
    if (index < 0 || index >= m_song.verses.size() || m_song.verses.at(index).svgPath.isEmpty()) {
        m_sheet->setPixmap({});
        m_sheet->setText(tr("(kein Notenbild)"));
        return;
    }
    QSvgRenderer renderer(m_song.verses.at(index).svgPath);
    const QSizeF size = renderer.defaultSize();
    QPixmap sheet(kSheetWidth, static_cast<int>(kSheetWidth * size.height() / size.width()));
    sheet.fill(Qt::white);
    QPainter painter(&sheet);
    renderer.render(&painter);
    painter.end();
    m_sheet->setPixmap(sheet);
}

void SongPage::togglePlay()
{
    songs::SynthOutput& synth = songs::SynthOutput::shared();
    if (m_playing.isActive()) {
        synth.stop();
        m_playing.stop();
        m_play->setText(tr("▶ Anhören"));
        return;
    }
    const int index = m_verse->currentIndex();
    if (index < 0 || index >= m_song.verses.size())
        return;
    const songs::RenderedVerse& verse = m_song.verses.at(index);
    if (!synth.play(verse.midiPath, 10, 1.0, 1.0)) {
        m_message->setText(m_message->text() +
                           tr("\nKein Ton: dieser Rechner hat keine Tonausgabe oder die "
                              "Klangbibliothek fehlt (Paket fluid-soundfont-gm)."));
        return;
    }
    m_play->setText(tr("■ Anhalten"));
    m_playing.start(static_cast<int>(verse.length * 1000) + 500);
}

} // namespace zv
