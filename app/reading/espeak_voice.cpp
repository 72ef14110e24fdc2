#include "reading/espeak_voice.h"

#include <QAudioDevice>
#include <QAudioOutput>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QStandardPaths>
#include <QUrl>

namespace zv {

namespace {
// Words per minute: espeak-ng's 175 is hurried for a child reading along;
// 150 keeps the highlighted sentence and the voice together.
constexpr int kWordsPerMinute = 150;
} // namespace

EspeakVoice::EspeakVoice(QObject* parent) : SpeechVoice(parent)
{
    m_player = new QMediaPlayer(this);
    m_output = new QAudioOutput(this);
    m_player->setAudioOutput(m_output);
    connect(&m_process, &QProcess::finished, this, &EspeakVoice::synthesized);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit failed(QStringLiteral("espeak-ng cannot be started: ") + m_process.errorString());
    });
    connect(m_player, &QMediaPlayer::mediaStatusChanged, this, [this](QMediaPlayer::MediaStatus s) {
        if (s == QMediaPlayer::EndOfMedia)
            emit finished();
    });
    connect(m_player, &QMediaPlayer::errorOccurred, this,
            [this](QMediaPlayer::Error, const QString& message) { emit failed(message); });
}

EspeakVoice::~EspeakVoice()
{
    m_process.kill();
    m_process.waitForFinished(1000);
}

QString EspeakVoice::program()
{
    return QStandardPaths::findExecutable(QStringLiteral("espeak-ng"));
}

QString EspeakVoice::voiceFor(const QString& language)
{
    // espeak-ng's German; for English the British voice, closer to the
    // house's English texts than the American one.
    return language == QLatin1String("en") ? QStringLiteral("en-gb") : QStringLiteral("de");
}

void EspeakVoice::say(const QString& text, const QString& language)
{
    stop();
    ++m_serial;
    const QString file = m_dir.filePath(QStringLiteral("sentence-%1.wav").arg(m_serial));
    m_process.setProperty("file", file);
    m_process.setProperty("serial", m_serial);
    m_process.start(program(), {QStringLiteral("-v"), voiceFor(language), QStringLiteral("-s"),
                                QString::number(kWordsPerMinute), QStringLiteral("-w"), file,
                                QStringLiteral("--"), text});
}

void EspeakVoice::stop()
{
    ++m_serial; // a file still being made is not played
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(1000);
    }
    m_player->stop();
}

void EspeakVoice::synthesized(int exitCode, QProcess::ExitStatus status)
{
    if (m_process.property("serial").toInt() != m_serial)
        return; // stopped or replaced meanwhile
    if (status != QProcess::NormalExit || exitCode != 0) {
        emit failed(QStringLiteral("espeak-ng: ") +
                    QString::fromLocal8Bit(m_process.readAllStandardError()).trimmed());
        return;
    }
    m_player->setSource(QUrl::fromLocalFile(m_process.property("file").toString()));
    m_player->play();
}

SpeechVoices& speechVoices()
{
    static SpeechVoices voices{
        [] {
            static const bool can = [] {
                if (QMediaDevices::audioOutputs().isEmpty()) {
                    qInfo("Reading aloud: no sound device; the Read aloud buttons are hidden");
                    return false;
                }
                return true;
            }();
            return can;
        },
        [] {
            static const bool can = [] {
                if (EspeakVoice::program().isEmpty()) {
                    qInfo("Reading aloud: espeak-ng is missing (Debian package espeak-ng); "
                          "only pages with a staff recording can be read aloud");
                    return false;
                }
                return true;
            }();
            return can;
        },
        []() -> std::unique_ptr<SpeechVoice> { return std::make_unique<EspeakVoice>(); }};
    return voices;
}

} // namespace zv
