#include "songs/synth_output.h"

#include <QFile>
#include <QtDebug>

#include <fluidsynth.h>

namespace zv::songs {
namespace {

const char* const kSoundFont = "/usr/share/sounds/sf2/FluidR3_GM.sf2";

// Every event of the file goes to the synthesizer except its own program
// changes: the instrument is the visitor's choice (set before playing).
int forward(void* synth, fluid_midi_event_t* event)
{
    if (fluid_midi_event_get_type(event) == 0xC0)
        return FLUID_OK;
    return fluid_synth_handle_midi_event(static_cast<fluid_synth_t*>(synth), event);
}

} // namespace

SynthOutput& SynthOutput::shared()
{
    static SynthOutput output;
    return output;
}

SynthOutput::~SynthOutput()
{
    stop();
    if (m_driver)
        delete_fluid_audio_driver(m_driver);
    if (m_synth)
        delete_fluid_synth(m_synth);
    if (m_settings)
        delete_fluid_settings(m_settings);
}

bool SynthOutput::open()
{
    if (m_tried)
        return m_driver != nullptr;
    m_tried = true;
    if (qEnvironmentVariableIsSet("ZV_SONGS_SILENT")) {
        qInfo("Songs: sound switched off (ZV_SONGS_SILENT); songs play silently");
        return false;
    }
    if (!QFile::exists(QString::fromLatin1(kSoundFont))) {
        qWarning("Songs: the sound font %s is missing (Debian package fluid-soundfont-gm); songs "
                 "play silently",
                 kSoundFont);
        return false;
    }
    m_settings = new_fluid_settings();
    // Samples are read when a note needs them: the 140 MB font opens at once.
    fluid_settings_setint(m_settings, "synth.dynamic-sample-loading", 1);
    fluid_settings_setint(m_settings, "synth.reverb.active", 1);
    m_synth = new_fluid_synth(m_settings);
    if (fluid_synth_sfload(m_synth, kSoundFont, 1) == FLUID_FAILED) {
        qWarning("Songs: FluidSynth cannot read %s; songs play silently", kSoundFont);
        return false;
    }
    m_driver = new_fluid_audio_driver(m_settings, m_synth);
    // Information, not a fault: a kiosk may have no speakers on purpose.
    if (!m_driver)
        qInfo("Songs: no sound device (FluidSynth found no audio output); songs play "
              "silently, the words still follow the clock");
    return m_driver != nullptr;
}

bool SynthOutput::audible()
{
    return open();
}

bool SynthOutput::play(const QString& midiPath, int program, double tempo, double gain)
{
    stop();
    if (!open())
        return false;
    fluid_synth_set_gain(m_synth, static_cast<float>(0.6 * gain)); // 0.2 is its default
    for (int channel = 0; channel < 16; ++channel)
        fluid_synth_program_change(m_synth, channel, program);
    m_player = new_fluid_player(m_synth);
    fluid_player_set_playback_callback(m_player, forward, m_synth);
    if (fluid_player_add(m_player, QFile::encodeName(midiPath).constData()) != FLUID_OK) {
        qWarning("Songs: FluidSynth cannot read %s", qPrintable(midiPath));
        stop();
        return false;
    }
    fluid_player_set_tempo(m_player, FLUID_PLAYER_TEMPO_INTERNAL, tempo);
    fluid_player_play(m_player);
    return true;
}

void SynthOutput::stop()
{
    if (!m_player)
        return;
    fluid_player_stop(m_player);
    fluid_player_join(m_player);
    delete_fluid_player(m_player);
    m_player = nullptr;
    if (m_synth)
        fluid_synth_all_notes_off(m_synth, -1);
}

} // namespace zv::songs
