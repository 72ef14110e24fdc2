#include "reading/read_aloud.h"

#include "reading/speech_voice.h"
#include "songs/audio_arbiter.h"

#include <QAudioOutput>
#include <QMediaPlayer>
#include <QQuickTextDocument>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

namespace zv {

ReadAloud::ReadAloud(QObject* parent) : QObject(parent)
{
    static int serial = 0;
    m_ownerKey = QStringLiteral("reading:%1").arg(++serial);
    connect(&AudioArbiter::instance(), &AudioArbiter::ownerChanged, this,
            [this](const QString& owner) {
                if (m_reading && owner != m_ownerKey)
                    stop();
            });
}

ReadAloud::~ReadAloud()
{
    // Silence and the output given back, but no signal: the page's QML
    // that would hear it is being torn down with it.
    blockSignals(true);
    stop();
}

void ReadAloud::setText(const QString& text)
{
    if (text == m_text)
        return;
    stop();
    m_text = text;
    m_sentences = splitSentences(markdownPlainText(text));
    emit textChanged();
}

void ReadAloud::setLanguage(const QString& language)
{
    if (language == m_language)
        return;
    stop();
    m_language = language;
    emit textChanged();
}

void ReadAloud::setNarration(const QString& narration)
{
    if (narration == m_narration)
        return;
    stop();
    m_narration = narration;
    emit textChanged();
}

bool ReadAloud::available() const
{
    const SpeechVoices& voices = speechVoices();
    if (!voices.soundDevice())
        return false;
    return !m_narration.isEmpty() || (!m_sentences.isEmpty() && voices.available());
}

int ReadAloud::sentenceStart() const
{
    return m_index >= 0 && m_index < m_sentences.size() ? m_sentences.at(m_index).start : -1;
}

int ReadAloud::sentenceEnd() const
{
    return m_index >= 0 && m_index < m_sentences.size()
               ? m_sentences.at(m_index).start + m_sentences.at(m_index).length
               : -1;
}

void ReadAloud::start()
{
    stop();
    if (!available())
        return;
    AudioArbiter::instance().claim(m_ownerKey);
    m_reading = true;
    if (!m_narration.isEmpty()) {
        // The staff's own reading: one recording, no sentence to follow.
        m_player = new QMediaPlayer(this);
        m_output = new QAudioOutput(this);
        m_player->setAudioOutput(m_output);
        connect(m_player, &QMediaPlayer::mediaStatusChanged, this,
                [this](QMediaPlayer::MediaStatus status) {
                    if (status == QMediaPlayer::EndOfMedia)
                        finish();
                });
        connect(m_player, &QMediaPlayer::errorOccurred, this,
                [this](QMediaPlayer::Error, const QString& message) {
                    qWarning("Reading aloud: the recording %s cannot be played: %s",
                             qPrintable(m_narration), qPrintable(message));
                    finish();
                });
        m_player->setSource(QUrl(m_narration));
        m_player->play();
        emit readingChanged();
        return;
    }
    m_voice = speechVoices().make();
    connect(m_voice.get(), &SpeechVoice::finished, this, &ReadAloud::voiceFinished);
    connect(m_voice.get(), &SpeechVoice::failed, this, [this](const QString& message) {
        qWarning("Reading aloud: %s", qPrintable(message));
        finish();
    });
    emit readingChanged();
    speak(0);
}

void ReadAloud::speak(int index)
{
    setIndex(index);
    m_voice->say(spokenText(m_sentences.at(index).text, m_language), m_language);
}

void ReadAloud::voiceFinished()
{
    if (!m_reading)
        return;
    if (m_index + 1 < m_sentences.size())
        speak(m_index + 1);
    else
        finish();
}

void ReadAloud::finish()
{
    stop();
}

void ReadAloud::stop()
{
    if (!m_reading)
        return;
    m_reading = false;
    if (m_voice) {
        m_voice->disconnect(this);
        m_voice->stop();
        // Deleted later: stop() may run inside one of the voice's signals.
        m_voice.release()->deleteLater();
    }
    if (m_player) {
        m_player->disconnect(this);
        m_player->stop();
        m_player->deleteLater();
        m_output->deleteLater();
        m_player = nullptr;
        m_output = nullptr;
    }
    setIndex(-1);
    AudioArbiter::instance().release(m_ownerKey);
    emit readingChanged();
}

void ReadAloud::spaceLines(QQuickTextDocument* document, int percent, qreal gap)
{
    if (!document || !document->textDocument())
        return;
    QTextDocument* text = document->textDocument();
    // Once only: the change is itself a change of the TextEdit's text.
    const QTextBlockFormat first = text->firstBlock().blockFormat();
    if (first.lineHeightType() == QTextBlockFormat::ProportionalHeight &&
        int(first.lineHeight()) == percent)
        return;
    QTextCursor cursor(text);
    cursor.beginEditBlock();
    for (QTextBlock block = text->firstBlock(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        format.setLineHeight(percent, QTextBlockFormat::ProportionalHeight);
        if (format.bottomMargin() <= 0 && block.next().isValid() && !block.textList())
            format.setBottomMargin(gap);
        cursor.setPosition(block.position());
        cursor.setBlockFormat(format);
    }
    cursor.endEditBlock();
}

void ReadAloud::setIndex(int index)
{
    if (index == m_index)
        return;
    m_index = index;
    emit sentenceChanged();
}

} // namespace zv
