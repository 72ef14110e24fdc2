#pragma once
// The kiosk's one synthesizer: FluidSynth with Debian's General-MIDI sound
// font (fluid-soundfont-gm), playing a song's MIDI file through FluidSynth's
// own audio driver. Shared by every song player (the sound font is loaded
// once, its samples only when a note needs them). Without a sound device it
// stays silent and says so once in the staff log; the players keep their
// clock, so the words still light up.
#include <QString>

struct _fluid_hashtable_t;
struct _fluid_synth_t;
struct _fluid_audio_driver_t;
struct _fluid_player_t;

namespace zv::songs {

class SynthOutput {
public:
    static SynthOutput& shared();
    ~SynthOutput();
    SynthOutput(const SynthOutput&) = delete;
    SynthOutput& operator=(const SynthOutput&) = delete;

    // Starts `midiPath` with General-MIDI `program` (0-based: 0 piano, 10
    // music box, 74 recorder), `tempo` times the written speed and `gain`
    // (0..1). Stops what played before. False when nothing can sound.
    bool play(const QString& midiPath, int program, double tempo, double gain);
    void stop();
    bool audible(); // a device and the sound font are there

private:
    SynthOutput() = default;
    bool open();

    bool m_tried = false;
    _fluid_hashtable_t* m_settings = nullptr;
    _fluid_synth_t* m_synth = nullptr;
    _fluid_audio_driver_t* m_driver = nullptr;
    _fluid_player_t* m_player = nullptr;
    int m_program = 0;
};

} // namespace zv::songs
