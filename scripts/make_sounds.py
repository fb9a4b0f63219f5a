"""Synthesise the table's sounds into resources/sounds/*.wav (16-bit mono, 22 050 Hz).

Every sound is built here from NumPy noise and sine waves, from a fixed seed, so running this
again gives the same files (resources/sounds/README.md says how each one is made). Each sound
is normalised to PEAK, its mean removed, and faded in and out so that it never clicks.

    python scripts/make_sounds.py            # writes resources/sounds/
    python scripts/make_sounds.py --out DIR  # elsewhere (the tests compare)
"""

from __future__ import annotations

import argparse
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

RATE = 22_050
PEAK = 0.7  # -3 dBFS at most: room for the mixer when sounds overlap
LOUDNESS = 0.1  # the RMS every sound is brought to (below PEAK), so none is much louder
FADE_IN_MS = 2.0
FADE_OUT_MS = 25.0
SEED = 20261124
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = NDArray[np.float64]


def _time(seconds: float) -> Signal:
    return np.arange(int(seconds * RATE)) / RATE


def _band(noise: Signal, low: float, high: float) -> Signal:
    """`noise` band-passed to low..high Hz (a smooth mask on its spectrum, no ringing)."""
    spectrum = np.fft.rfft(noise)
    freqs = np.fft.rfftfreq(len(noise), 1 / RATE)
    centre, width = (low + high) / 2, (high - low) / 2
    mask = np.exp(-(((freqs - centre) / width) ** 2))
    return np.fft.irfft(spectrum * mask, len(noise))


def _knock(rng: np.random.Generator, pitch: float, seconds: float, decay: float) -> Signal:
    """A hard object hitting wood: a click of noise and a quickly damped, slightly
    inharmonic ring."""
    t = _time(seconds)
    ring = sum(
        weight * np.sin(2 * np.pi * pitch * ratio * t + rng.uniform(0, 2 * np.pi))
        for ratio, weight in ((1.0, 1.0), (2.32, 0.45), (4.07, 0.2))
    )
    click = _band(rng.standard_normal(len(t)), 1500, 6000) * np.exp(-t / 0.004)
    return np.asarray(ring * np.exp(-t / decay) * 0.6 + click * 0.8)


def _place(out: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    end = min(len(out), start + len(sound))
    out[start:end] += sound[: end - start] * gain


def dice(rng: np.random.Generator) -> Signal:
    """Six dice tumbling onto a felt-covered table: knocks of dice on the table and on each
    other, closer and softer as they settle, over a soft rumble of rolling."""
    length = 0.62
    out = np.zeros(int(length * RATE))
    rumble = _band(rng.standard_normal(len(out)), 150, 900)
    rumble *= np.exp(-_time(length) / 0.18) * 0.25
    out += rumble
    for _ in range(6):  # each die bounces a few times, its bounces closer together
        at = rng.uniform(0.0, 0.08)
        gap = rng.uniform(0.08, 0.13)
        gain = rng.uniform(0.7, 1.0)
        while at < length - 0.06 and gain > 0.08:
            pitch = rng.uniform(1400, 2600)
            _place(out, _knock(rng, pitch, 0.05, 0.006), at, gain)
            at += gap
            gap *= rng.uniform(0.55, 0.75)
            gain *= rng.uniform(0.45, 0.65)
    return out


def cross(rng: np.random.Generator) -> Signal:
    """A felt pen drawing an X: two quick strokes of scratchy band-passed noise, each with
    a rough, fluttering grain and a slight rise and fall of pitch."""
    out = np.zeros(int(0.36 * RATE))
    for at, seconds in ((0.0, 0.13), (0.19, 0.14)):
        t = _time(seconds)
        noise = rng.standard_normal(len(t))
        scratch = _band(noise, 2200, 5200) + 0.4 * _band(noise, 700, 1600)
        flutter = 1 + 0.35 * np.sin(2 * np.pi * rng.uniform(55, 75) * t)
        stroke = np.sin(np.pi * t / seconds) ** 1.5  # pen down, across, up
        _place(out, scratch * flutter * stroke, at)
    return out


def lock(rng: np.random.Generator) -> Signal:
    """A padlock snapping shut: two metallic clicks, then a short bright bell tone."""
    out = np.zeros(int(0.55 * RATE))
    _place(out, _knock(rng, 3100, 0.04, 0.003), 0.0, 0.9)
    _place(out, _knock(rng, 2500, 0.06, 0.005), 0.045, 1.0)
    t = _time(0.48)
    bell = sum(
        weight * np.sin(2 * np.pi * 1318.5 * ratio * t) * np.exp(-t / decay)
        for ratio, weight, decay in ((1.0, 1.0, 0.16), (2.76, 0.35, 0.07), (5.4, 0.15, 0.03))
    )
    _place(out, np.asarray(bell) * 0.5, 0.06)
    return out


def misthrow(rng: np.random.Generator) -> Signal:
    """A soft, low "uh-oh": two falling notes with a round, muted timbre."""
    out = np.zeros(int(0.5 * RATE))
    for at, pitch, seconds in ((0.0, 392.0, 0.2), (0.17, 311.1, 0.32)):
        t = _time(seconds)
        glide = pitch * (1 - 0.03 * t / seconds)
        phase = 2 * np.pi * np.cumsum(glide) / RATE
        tone = np.sin(phase) + 0.25 * np.sin(2 * phase) + 0.08 * np.sin(3 * phase)
        envelope = np.minimum(1, t / 0.015) * np.exp(-t / (seconds * 0.45))
        _place(out, tone * envelope, at, 0.8)
    return out


def end(rng: np.random.Generator) -> Signal:
    """The game is over: a rising arpeggio of soft bells (C, E, G, C), the last one held."""
    out = np.zeros(int(1.3 * RATE))
    for index, pitch in enumerate((523.25, 659.25, 783.99, 1046.5)):
        last = index == 3
        t = _time(1.0 if last else 0.5)
        tone = sum(
            weight * np.sin(2 * np.pi * pitch * ratio * t) * np.exp(-t / decay)
            for ratio, weight, decay in (
                (1.0, 1.0, 0.45 if last else 0.2),
                (2.0, 0.3, 0.12),
                (3.0, 0.12, 0.06),
            )
        )
        _place(out, np.asarray(tone) * np.minimum(1, t / 0.006), index * 0.11, 0.6)
    return out


def step(rng: np.random.Generator) -> Signal:
    """A wooden figure set down on the next square: a light, short tap."""
    out = np.zeros(int(0.09 * RATE))
    _place(out, _knock(rng, 780, 0.09, 0.012), 0.0)
    return out


SOUNDS: dict[str, Callable[[np.random.Generator], Signal]] = {
    "dice": dice,
    "cross": cross,
    "lock": lock,
    "misthrow": misthrow,
    "end": end,
    "step": step,
}


def finish(signal: Signal) -> NDArray[np.int16]:
    """Mean removed, faded in and out, brought to LOUDNESS without peaks above PEAK, as
    16-bit samples."""
    signal = signal - signal.mean()
    fade_in = int(FADE_IN_MS / 1000 * RATE)
    fade_out = int(FADE_OUT_MS / 1000 * RATE)
    signal[:fade_in] *= np.linspace(0, 1, fade_in)
    signal[-fade_out:] *= np.linspace(1, 0, fade_out)
    signal *= min(PEAK / np.abs(signal).max(), LOUDNESS / np.sqrt(np.mean(signal**2)))
    return np.round(signal * 32767).astype(np.int16)


def write_wav(path: Path, samples: NDArray[np.int16]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.astype("<i2").tobytes())


def make_all(folder: Path) -> list[Path]:
    """Write every sound into `folder`; each from its own seed, so one can change alone."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for offset, (name, make) in enumerate(SOUNDS.items()):
        path = folder / f"{name}.wav"
        write_wav(path, finish(make(np.random.default_rng(SEED + offset))))
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the .wav files")
    args = parser.parse_args()
    for path in make_all(args.out):
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
