#!/usr/bin/env python3
"""Writes assets/sounds/dice.wav: eight dice rattling in a cup and landing.

The sound is made here, not recorded or downloaded: short decaying bursts of
filtered noise (the knocks of wooden dice), denser at the start, with a
fixed seed so the file is the same every time. Run it again only to change
the sound; the WAV is committed.
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
LENGTH = 0.75  # seconds
random.seed(1850)

samples = [0.0] * int(RATE * LENGTH)
knocks = sorted(random.uniform(0.0, 0.55) ** 1.4 for _ in range(26))
for start in knocks:
    at = int(start * RATE)
    pitch = random.uniform(900, 2400)
    loud = random.uniform(0.25, 0.6) * (1.0 - start)
    last = 0.0
    for i in range(int(0.035 * RATE)):
        if at + i >= len(samples):
            break
        t = i / RATE
        noise = random.uniform(-1, 1)
        last = 0.6 * last + 0.4 * noise  # a soft low-pass: wood, not glass
        tone = math.sin(2 * math.pi * pitch * t)
        samples[at + i] += loud * math.exp(-t * 140) * (0.7 * last + 0.3 * tone)

peak = max(abs(s) for s in samples) or 1.0
out = Path(__file__).resolve().parent.parent / "assets" / "sounds" / "dice.wav"
with wave.open(str(out), "wb") as wav:
    wav.setnchannels(1)
    wav.setsampwidth(2)
    wav.setframerate(RATE)
    wav.writeframes(b"".join(struct.pack("<h", int(32000 * 0.8 * s / peak)) for s in samples))
print(out)
