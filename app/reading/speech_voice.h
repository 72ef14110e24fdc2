#pragma once
// The voice the reader speaks with, one sentence at a time (issue 22,
// "Vorlesen"). An interface so that the kiosk can use the voice that works
// on its box and a test can use a voice that needs no sound device.
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace zv {

class SpeechVoice : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    // Speaks `text` in `language` ("de", "en"); emits finished() when done.
    // Saying while speaking drops what was being said.
    virtual void say(const QString& text, const QString& language) = 0;
    // Silence now; finished() is not emitted for what was cut off.
    virtual void stop() = 0;

signals:
    void finished();
    // The voice cannot speak (the message is for the staff log).
    void failed(const QString& message);
};

// Whether this kiosk can read aloud without a staff recording, and the
// voice to do it with. The first call writes one staff log line when it
// cannot (no sound device, no espeak-ng) and says why.
struct SpeechVoices {
    std::function<bool()> soundDevice; // anything can be heard at all
    std::function<bool()> available;   // the synthetic voice can speak
    std::function<std::unique_ptr<SpeechVoice>()> make;
};
// The kiosk's voices: espeak-ng (speech_espeak.cpp). A test replaces them.
SpeechVoices& speechVoices();

} // namespace zv
