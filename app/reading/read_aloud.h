#pragma once
// ReadAloud: one page read aloud (issue 22, "Vorlesen"). The page gives its
// Markdown and language, and a staff recording when one is attached to the
// item for this text and language. start() plays the recording when there
// is one (staff reading beats any synthetic voice); otherwise the page's
// sentences are spoken one by one and the current one is published as a
// range of the page's plain text, for the page to highlight.
//
// At most one sound at a time (AudioArbiter): start() claims the output and
// a song, a game sound or another page's reading taking it stops this one.
// The page stops it when it is turned away or left; destroying it stops it.
#include "reading/sentences.h"

#include <QObject>
#include <QPointer>
#include <QQuickTextDocument>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QMediaPlayer;
class QAudioOutput;

namespace zv {

class SpeechVoice;

class ReadAloud : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY textChanged)
    // A staff recording of this text in this language (a URL), or empty.
    Q_PROPERTY(QString narration READ narration WRITE setNarration NOTIFY textChanged)
    // Something can be heard: a sound device, and a recording or the voice.
    Q_PROPERTY(bool available READ available NOTIFY textChanged)
    Q_PROPERTY(bool reading READ reading NOTIFY readingChanged)
    Q_PROPERTY(bool usesNarration READ usesNarration NOTIFY readingChanged)
    // The sentence being spoken: its number (-1 none), and its place in the
    // page's plain text (see markdownPlainText()).
    Q_PROPERTY(int sentenceIndex READ sentenceIndex NOTIFY sentenceChanged)
    Q_PROPERTY(int sentenceStart READ sentenceStart NOTIFY sentenceChanged)
    Q_PROPERTY(int sentenceEnd READ sentenceEnd NOTIFY sentenceChanged)
    Q_PROPERTY(int sentenceCount READ sentenceCount NOTIFY textChanged)
    // Its name at the AudioArbiter and the idle clock's hold ("reading:<n>").
    Q_PROPERTY(QString ownerKey READ ownerKey CONSTANT)

public:
    explicit ReadAloud(QObject* parent = nullptr);
    ~ReadAloud() override;

    QString text() const { return m_text; }
    void setText(const QString& text);
    QString language() const { return m_language; }
    void setLanguage(const QString& language);
    QString narration() const { return m_narration; }
    void setNarration(const QString& narration);
    bool available() const;
    bool reading() const { return m_reading; }
    bool usesNarration() const { return m_reading && m_player != nullptr; }
    int sentenceIndex() const { return m_index; }
    int sentenceStart() const;
    int sentenceEnd() const;
    int sentenceCount() const { return int(m_sentences.size()); }
    // The arbiter's name of this reader.
    QString ownerKey() const { return m_ownerKey; }

    Q_INVOKABLE void start();
    Q_INVOKABLE void stop();
    // The page's TextEdit (which can mark a sentence, unlike Text) has no
    // lineHeight in Qt 6.4: its paragraphs get `percent` line spacing here,
    // the 1.25 the reading pages always had, and `gap` pixels after a
    // paragraph that has no margin of its own. Positions do not change.
    Q_INVOKABLE static void spaceLines(QQuickTextDocument* document, int percent, qreal gap);

signals:
    void textChanged();
    void readingChanged();
    void sentenceChanged();

private:
    void speak(int index);
    void voiceFinished();
    void finish();
    void setIndex(int index);

    QString m_text;
    QString m_language = QStringLiteral("de");
    QString m_narration;
    QList<Sentence> m_sentences;
    QString m_ownerKey;
    bool m_reading = false;
    int m_index = -1;
    std::unique_ptr<SpeechVoice> m_voice;
    QMediaPlayer* m_player = nullptr; // only while a recording plays
    QAudioOutput* m_output = nullptr;
};

} // namespace zv
