#pragma once
// The synthetic reading voice: espeak-ng run as a program, one sentence to
// a WAV file, played by Qt Multimedia like every other sound of the kiosk.
//
// Why not Qt TextToSpeech (issue 22 asked to check): its speechd engine
// goes through speech-dispatcher, a daemon autospawned per user session;
// on a box without a sound device it stays "Speaking" for ever and the
// wedged daemon then blocks the next QTextToSpeech's constructor (measured:
// 25 s and more, on the GUI thread). Its flite engine has English voices
// only. espeak-ng as a program needs no daemon and no session, knows German
// and English, and the kiosk learns when a sentence has been heard from the
// same MediaPlayer that plays the staff's sounds.
#include "reading/speech_voice.h"

#include <QProcess>
#include <QTemporaryDir>

class QMediaPlayer;
class QAudioOutput;

namespace zv {

class EspeakVoice : public SpeechVoice {
    Q_OBJECT

public:
    explicit EspeakVoice(QObject* parent = nullptr);
    ~EspeakVoice() override;
    void say(const QString& text, const QString& language) override;
    void stop() override;

    // espeak-ng's path, or empty.
    static QString program();
    // espeak-ng's voice for a kiosk language.
    static QString voiceFor(const QString& language);

private:
    void synthesized(int exitCode, QProcess::ExitStatus status);
    QProcess m_process;
    QTemporaryDir m_dir;
    QMediaPlayer* m_player = nullptr;
    QAudioOutput* m_output = nullptr;
    int m_serial = 0; // which sentence's file is being made or played
};

} // namespace zv
