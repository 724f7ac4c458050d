"""Synthesise Parlour's table sounds as WAV files (issue 24, "Sound").

Every sound is made here from numbers, in pure Python (``math``, ``wave`` and a seeded
``random`` for the noise of paper on cloth); no recording and no outside sample is used:

- ``deal.wav``: four quick card flicks, as a hand is dealt;
- ``play.wav``: one card slid onto the cloth, ending in a soft snap;
- ``trick.wav``: the swish of a trick gathered in, and the cards squared up;
- ``turn.wav``: a gentle two-note chime (G5, then C6): your turn;
- ``match_end.wav``: a short rising arpeggio (C5 E5 G5 C6), the last note ringing on.

All are 16-bit mono at 44.1 kHz, with short fades at both ends (no click), peaks well below full
scale. The script is deterministic: the same seed writes the same samples (``tests/desktop/
test_sound.py`` checks that the committed files match it). The sound files are CC0-1.0
(``assets/sounds/LICENSE``); this script is part of Parlour (MIT).

Usage: ``python scripts/make_sounds.py [OUT_DIR]`` (default ``assets/sounds`` in the repository).
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
SEED = 24  # the number: any fixed seed gives the same files every time
SOFTEN = 4500.0  # Hz: the noises' low-pass
FADE_IN = 0.003  # seconds

Samples = list[float]


def blank(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on (what runs past the end is cut)."""
    start = round(at * RATE)
    for i, x in enumerate(sound[: max(len(into) - start, 0)]):
        into[start + i] += gain * x


class Bandpass:
    """A two-pole band-pass filter (the RBJ cookbook's, constant peak gain); its centre may move."""

    def __init__(self, centre: float, q: float) -> None:
        self.q = q
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0
        self.tune(centre)

    def tune(self, centre: float) -> None:
        w = 2 * math.pi * centre / RATE
        alpha = math.sin(w) / (2 * self.q)
        a0 = 1 + alpha
        self.b0, self.b2 = alpha / a0, -alpha / a0
        self.a1, self.a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0

    def __call__(self, x: float) -> float:
        y = self.b0 * x + self.b2 * self.x2 - self.a1 * self.y1 - self.a2 * self.y2
        self.x2, self.x1 = self.x1, x
        self.y2, self.y1 = self.y1, y
        return y


def noise(rng: random.Random, seconds: float, centre: Callable[[float], float], q: float) -> Samples:
    """White noise through a band-pass whose centre follows ``centre(t)``, t from 0 to 1, and a
    gentle low-pass (paper on cloth, not a hiss)."""
    n = round(seconds * RATE)
    band = Bandpass(centre(0.0), q)
    soft = 1 - math.exp(-2 * math.pi * SOFTEN / RATE)
    out, y = [], 0.0
    for i in range(n):
        if i % 32 == 0:
            band.tune(centre(i / n))
        y += soft * (band(rng.uniform(-1.0, 1.0)) - y)
        out.append(y)
    return out


def flick(rng: random.Random, centre: float, decay: float = 0.016, body: float = 170.0) -> Samples:
    """A card's edge leaving the fingers: a burst of paper noise and a faint low knock of the cloth."""
    seconds = decay * 6
    hiss = noise(rng, seconds, lambda _t: centre, 0.9)
    out = []
    for i, x in enumerate(hiss):
        t = i / RATE
        attack = min(t / 0.002, 1.0)
        knock = 0.25 * math.sin(2 * math.pi * body * t) * math.exp(-t / 0.012)
        out.append(attack * (2.2 * x * math.exp(-t / decay) + knock))
    return out


def tone(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float, float], ...]) -> Samples:
    """A struck bar: the fundamental and (ratio, level, decay factor) partials, each dying away."""
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        attack = min(t / 0.004, 1.0)
        x = math.sin(2 * math.pi * freq * t) * math.exp(-t / decay)
        for ratio, level, factor in partials:
            x += level * math.sin(2 * math.pi * freq * ratio * t) * math.exp(-t / (decay * factor))
        out.append(attack * x)
    return out


CHIME = ((2.0, 0.22, 0.5), (3.01, 0.08, 0.3), (5.4, 0.03, 0.15))  # soft overtones, dying first


def deal(rng: random.Random) -> Samples:
    out = blank(0.32)
    for k, at in enumerate((0.0, 0.062, 0.121, 0.185)):
        mix(out, flick(rng, 2600 + 260 * k + rng.uniform(-150, 150)), at, 0.8 + 0.2 * rng.random())
    return out


def play(rng: random.Random) -> Samples:
    out = blank(0.21)
    slide = noise(rng, 0.1, lambda t: 1400 + 2200 * t, 1.1)
    mix(out, [x * math.sin(math.pi * i / len(slide)) ** 2 for i, x in enumerate(slide)], 0.0, 0.9)
    mix(out, flick(rng, 3200, decay=0.012, body=140.0), 0.085, 1.0)
    return out


def trick(rng: random.Random) -> Samples:
    out = blank(0.38)
    swish = noise(rng, 0.3, lambda t: 700 + 3300 * math.sin(math.pi * t) ** 1.5, 0.8)
    n = len(swish)
    mix(out, [x * math.sin(math.pi * (i / n) ** 0.7) ** 2 for i, x in enumerate(swish)], 0.0, 1.0)
    mix(out, flick(rng, 2400, decay=0.01, body=150.0), 0.27, 0.55)
    mix(out, flick(rng, 2000, decay=0.01, body=130.0), 0.305, 0.45)
    return out


def turn(_rng: random.Random) -> Samples:
    out = blank(0.55)
    mix(out, tone(783.99, 0.55, 0.16, CHIME), 0.0, 0.8)  # G5
    mix(out, tone(1046.5, 0.42, 0.2, CHIME), 0.13, 1.0)  # C6
    return out


def match_end(_rng: random.Random) -> Samples:
    out = blank(1.2)
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    for k, freq in enumerate(notes):
        last = k == len(notes) - 1
        at = 0.11 * k
        mix(out, tone(freq, 1.2 - at, 0.45 if last else 0.3, CHIME), at, 1.0 if last else 0.75)
    return out


# name -> (how it is made, its peak as a fraction of full scale, its fade-out in seconds)
SOUNDS: dict[str, tuple[Callable[[random.Random], Samples], float, float]] = {
    "deal": (deal, 0.35, 0.015),
    "play": (play, 0.4, 0.015),
    "trick": (trick, 0.35, 0.015),
    "turn": (turn, 0.26, 0.08),
    "match_end": (match_end, 0.28, 0.15),
}


def finish(samples: Samples, peak: float, fade_out: float) -> Samples:
    """Scaled to ``peak``, faded in and out."""
    top = max(abs(x) for x in samples) or 1.0
    out = [x * peak / top for x in samples]
    n_in, n_out = round(FADE_IN * RATE), round(fade_out * RATE)
    for i in range(n_in):
        out[i] *= i / n_in
    for i in range(n_out):
        out[-1 - i] *= i / n_out
    return out


def synthesise() -> dict[str, Samples]:
    """Every sound, by name, as samples from -1 to 1."""
    rng = random.Random(SEED)
    return {name: finish(make(rng), peak, fade) for name, (make, peak, fade) in SOUNDS.items()}


def write_wav(path: Path, samples: Samples) -> None:
    data = struct.pack(f"<{len(samples)}h", *(round(max(-1.0, min(1.0, x)) * 32767) for x in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    default = Path(__file__).resolve().parent.parent / "assets" / "sounds"
    parser.add_argument("out", nargs="?", type=Path, default=default, help="folder to write (default: assets/sounds)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, samples in synthesise().items():
        path = args.out / f"{name}.wav"
        write_wav(path, samples)
        print(f"{path}: {len(samples) / RATE:.2f} s, {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
