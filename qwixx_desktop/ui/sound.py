"""The table's sounds: dice, crosses, locks, misthrows, the end, a figure's steps.

`cues` turns what happened (the engine's events, the same for every game) into sounds timed
like the table's animation of it; `SoundPlayer` follows the controller and plays them through
a `Voices` backend. `QtVoices` uses QtMultimedia's audio output: every sound is loaded once
into memory and played by Qt's audio thread, so `play` returns at once and never waits for
the device.
Without QtMultimedia, an audio device or a visible screen (offscreen: tests, the self-test,
screenshots) the sounds are silently skipped. The files are made by scripts/make_sounds.py
(resources/sounds/README.md).
"""

from __future__ import annotations

import heapq
import importlib
import itertools
import math
import time
import wave
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QLoggingCategory,
    QObject,
    Qt,
    QTimer,
)
from PySide6.QtGui import QGuiApplication

from ..engine.events import (
    DiceRolled,
    Event,
    FigureMoved,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    NumberWritten,
    RowLocked,
)
from ..gamedata import resources_dir
from .preferences import SoundSettings
from .sheet import CROSS_MS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .controller import GameController

SOUNDS = ("dice", "cross", "lock", "misthrow", "end", "step")
SET_UP_DELAY_MS = 1500  # after the window is made: it shows first
STEP_LEAD_MS = 30  # a step sounds just before the figure lands (the sound's attack is short)


def sound_path(sound: str) -> str:
    return str(resources_dir() / "sounds" / f"{sound}.wav")


@dataclass(frozen=True)
class Cue:
    sound: str
    at_ms: int  # after the action was applied, at normal animation speed


def cues(events: Sequence[Event]) -> tuple[Cue, ...]:
    """The sounds of what `events` show, timed like the table animates them: the dice as
    they start to tumble; a figure's step as it lands on each square; then, once the figures
    have hopped (kits draw the marks after them), one cross for the crosses and written
    numbers, the lock while it is drawn, the misthrow; the end after the marks."""
    found: list[Cue] = []
    marks = 0
    for event in events:
        if isinstance(event, DiceRolled):
            found.append(Cue("dice", 0))
        elif isinstance(event, FigureMoved):
            from .board import HOP_MS  # the board's module, only once a figure moves

            hops = len(event.path)
            found += [Cue("step", n * HOP_MS - STEP_LEAD_MS) for n in range(1, hops + 1)]
            marks = max(marks, hops * HOP_MS)
    if any(isinstance(event, NumberCrossed | NumberWritten) for event in events):
        found.append(Cue("cross", marks))
    if any(isinstance(event, RowLocked) for event in events):
        found.append(Cue("lock", marks + CROSS_MS // 2))
    if any(isinstance(event, MisthrowTaken) for event in events):
        found.append(Cue("misthrow", marks))
    if any(isinstance(event, GameOver) for event in events):
        found.append(Cue("end", marks + CROSS_MS))
    return tuple(found)


def perceived_volume(percent: int) -> float:
    """The linear gain for a volume slider's percent: ears hear loudness roughly as the
    square of the gain, so a slider in the middle sounds half as loud, not nearly full."""
    return (max(0, min(100, percent)) / 100) ** 2


class Voices(Protocol):
    """Plays the named sounds (the backend of `SoundPlayer`)."""

    def play(self, sound: str, volume: float) -> None:
        """Start `sound` at `volume` (0-1, linear) now; never blocks, never raises."""

    def shutdown(self) -> None: ...


class SilentVoices:
    """No sound at all (offscreen, or no QtMultimedia)."""

    def play(self, sound: str, volume: float) -> None:
        pass

    def shutdown(self) -> None:
        pass


QUIET = "qt.multimedia.*=false"


def _quiet_multimedia() -> None:
    """QtMultimedia's own messages stay off the console: a library it looks for and does
    not need, or an audio device that is missing or goes away, is not an error of the app."""
    QLoggingCategory.setFilterRules(QUIET)


@contextmanager
def _quiet_qt() -> Iterator[None]:
    """Qt's plain warnings too, while audio is set up: without an audio device QtMultimedia
    says so more than once. (Filter rules, not a message handler: swapping handlers in
    PySide6 while QtMultimedia runs makes Qt's event loop spin on a dead socket.)"""
    QLoggingCategory.setFilterRules(f"{QUIET}\ndefault.warning=false")
    try:
        yield
    finally:
        QLoggingCategory.setFilterRules(QUIET)


class _Voice:
    """One sound's samples in memory and a QAudioSink that plays them.

    Not QSoundEffect: Qt 6.10's frees a sound that ends or is restarted on its audio thread,
    which tears down an event notifier of the main thread there, and Qt's event loop then
    spins on a dead socket (printing a warning each turn). A QAudioSink reading from a buffer
    has no such hand-over."""

    def __init__(
        self, module: Any, output: Any, samples: bytes, audio_format: Any, parent: QObject
    ) -> None:
        self.buffer = QBuffer(parent)
        self.buffer.setData(QByteArray(samples))
        self.buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.sink = module.QAudioSink(output, audio_format)
        self.sink.setParent(parent)
        self._stopped = (module.QtAudio.State.IdleState, module.QtAudio.State.StoppedState)

    def drop(self) -> None:
        """Stop and free it (its output has gone, or another is the default now)."""
        self.sink.stop()
        self.sink.deleteLater()
        self.buffer.deleteLater()

    @property
    def free(self) -> bool:
        return self.sink.state() in self._stopped

    def play(self, volume: float) -> None:
        self.sink.stop()
        self.buffer.seek(0)
        self.sink.setVolume(volume)
        self.sink.start(self.buffer)


POOL = 2  # voices per sound: the same sound at most this many times at once
# Devices come and go in bursts (a headset: its output, its microphone, the new default):
# the voices are made again once, this long after the last change.
FOLLOW_DELAY_MS = 250


class QtVoices(QObject):
    """The sounds through QtMultimedia's audio output (QAudioSink), preloaded.

    The set-up runs on the main thread `delay_ms` after this is made (the window first):
    QtMultimedia loads (0.1-0.2 s, once; `make bench` measures it), the files are read and
    a sink is made for each voice. Without an audio device sounds are skipped; the sound
    server (PulseAudio, WASAPI, Core Audio) mixes the voices that play at once.

    The voices follow the default output: a headset plugged in (or another default chosen in
    the system's settings) after the start is where the sounds go next, and sounds come back
    when an output appears where there was none; the samples stay in memory, so only the
    sinks are made again. `module`: QtMultimedia, or a stand-in (tests)."""

    def __init__(
        self, parent: QObject | None = None, delay_ms: int = 0, module: Any = None
    ) -> None:
        super().__init__(parent)
        self._module = module
        self._voices: dict[str, list[_Voice]] = {}
        self._sounds: dict[str, tuple[bytes, Any]] = {}  # each sound's samples and format
        self._output: Any = None  # the output the voices play on
        self._devices: Any = None  # QMediaDevices, whose signal tells of outputs changed
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(FOLLOW_DELAY_MS)
        self._follow.timeout.connect(self._follow_output)
        self.settled = False  # the set-up is over (whether or not sounds can play)
        QTimer.singleShot(delay_ms, self, self._set_up)

    @property
    def ready(self) -> bool:
        """Sounds can play (False without an audio device or QtMultimedia)."""
        return bool(self._voices)

    def _set_up(self) -> None:
        self.settled = True
        _quiet_multimedia()
        with _quiet_qt():
            module: Any = self._module
            if module is None:
                try:
                    module = importlib.import_module("PySide6.QtMultimedia")
                except ImportError:
                    return  # no QtMultimedia here (PySide6-Addons missing): silence
            self._module = module
            for sound in SOUNDS:
                try:
                    self._sounds[sound] = _read_wav(module, sound_path(sound))
                except (OSError, EOFError, wave.Error):
                    continue  # a damaged file: that sound stays silent
            # Told of outputs plugged in, gone, or another default (Qt notices; the signal
            # comes on this thread, and the voices are made again here, soon after).
            self._devices = module.QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self._outputs_changed)
        self._follow_output()

    def _outputs_changed(self) -> None:
        if self._devices is not None:  # not once shut down
            self._follow.start()

    def _follow_output(self) -> None:
        """The voices on the default output now; none without an output (silence)."""
        if self._devices is None:
            return  # no QtMultimedia, or shut down
        devices = self._module.QMediaDevices
        output = devices.defaultAudioOutput() if devices.audioOutputs() else None
        if self._voices and output is not None and output == self._output:
            return  # another device came or went: the sounds' output is still there
        with _quiet_qt():
            for voices in self._voices.values():
                for voice in voices:
                    voice.drop()
            self._voices = {}
            self._output = output
            if output is None:
                return
            for sound, (samples, audio_format) in self._sounds.items():
                self._voices[sound] = [
                    _Voice(self._module, output, samples, audio_format, self) for _ in range(POOL)
                ]

    def play(self, sound: str, volume: float) -> None:
        voice = next((v for v in self._voices.get(sound, ()) if v.free), None)
        if voice is not None:
            voice.play(volume)

    def shutdown(self) -> None:
        self._devices = None  # outputs changed later make no voices
        self._follow.stop()
        for voices in self._voices.values():
            for voice in voices:
                voice.sink.stop()


def _read_wav(module: Any, path: str) -> tuple[bytes, Any]:
    """The samples and their QAudioFormat of a 16-bit PCM WAV file."""
    with wave.open(path) as file:
        if file.getsampwidth() != 2:
            raise wave.Error("not 16-bit")
        if file.getframerate() <= 0:
            raise wave.Error("no sample rate")
        audio_format = module.QAudioFormat()
        audio_format.setSampleRate(file.getframerate())
        audio_format.setChannelCount(file.getnchannels())
        audio_format.setSampleFormat(module.QAudioFormat.SampleFormat.Int16)
        return file.readframes(file.getnframes()), audio_format


def check_sounds() -> str:
    """For the self-test: QtMultimedia loads and every sound file reads as WAV; a summary,
    or OSError saying what is missing."""
    _quiet_multimedia()
    try:
        module: Any = importlib.import_module("PySide6.QtMultimedia")
    except ImportError as error:
        raise OSError(f"QtMultimedia does not load: {error}") from None
    seconds = 0.0
    for sound in SOUNDS:
        path = sound_path(sound)
        # Read as the app reads them (_read_wav): a file it would skip, say 8-bit or without
        # a sample rate, fails here too, with its name (not "ok", nor a ZeroDivisionError).
        try:
            samples, audio_format = _read_wav(module, path)
        except (OSError, EOFError, wave.Error) as error:
            raise OSError(f"{path}: {error}") from None
        seconds += audio_format.durationForBytes(len(samples)) / 1_000_000
    return f"QtMultimedia loads, {len(SOUNDS)} sounds ({seconds:.1f} s)"


def default_voices(parent: QObject) -> Voices:
    """QtMultimedia's, except offscreen, where nobody watches and so nobody listens."""
    if QGuiApplication.platformName() == "offscreen":
        return SilentVoices()
    return QtVoices(parent, SET_UP_DELAY_MS)


def _application_active() -> bool:
    return QGuiApplication.applicationState() == Qt.ApplicationState.ApplicationActive


class SoundPlayer(QObject):
    """Plays the sounds of what the controller applies, as its animations show it.

    `voices`: the backend (default: QtMultimedia's, made only when sound is first on);
    `is_active`: whether the app has the focus (for `mute_inactive`)."""

    def __init__(
        self,
        settings: SoundSettings,
        voices: Voices | None = None,
        is_active: Callable[[], bool] = _application_active,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._voices = voices
        self._is_active = is_active
        # Cues still to come, earliest first: (when, order, sound). One precise timer plays
        # them: QTimer.singleShot's coarse one may fire up to 5 % early, before the animation
        # has drawn what the sound is for. (A timer per cue, whose slot kept the player
        # alive, could free the player while Qt was deleting that very timer: a crash.)
        self._coming: list[tuple[float, int, str]] = []
        self._order = itertools.count()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._play_due)
        self.settings = settings
        self.apply(settings)

    def apply(self, settings: SoundSettings) -> None:
        self.settings = settings
        if settings.on and self._voices is None:
            self._voices = default_voices(self)

    def follow(self, controller: GameController) -> None:
        controller.applied.connect(
            lambda events: self.play_events(events, controller.animation_factor)
        )
        controller.game_started.connect(self.stop)

    @property
    def audible(self) -> bool:
        settings = self.settings
        return (
            settings.on
            and settings.volume > 0
            and not (settings.mute_inactive and not self._is_active())
        )

    def play_events(self, events: Sequence[Event], speed: float) -> None:
        """The cues of `events`, each when the animation (at `speed`: 0 = none) shows it."""
        if not self.audible:
            return
        now = time.monotonic()
        started: set[tuple[str, int]] = set()
        for cue in cues(events):
            delay = max(0, int(cue.at_ms * speed))
            if (cue.sound, delay) in started:
                continue  # without animations the steps all fall at once: one is enough
            started.add((cue.sound, delay))
            if delay == 0:
                self.play(cue.sound)
            else:
                heapq.heappush(self._coming, (now + delay / 1000, next(self._order), cue.sound))
        self._wait_for_next()

    def _wait_for_next(self) -> None:
        if self._coming:
            wait_ms = math.ceil((self._coming[0][0] - time.monotonic()) * 1000)
            self._timer.start(max(0, wait_ms))

    def _play_due(self) -> None:
        now = time.monotonic()
        while self._coming and self._coming[0][0] <= now:
            self.play(heapq.heappop(self._coming)[2])
        self._wait_for_next()

    def play(self, sound: str) -> None:
        """Play `sound` now, if the settings let it sound."""
        if self._voices is not None and self.audible:
            self._voices.play(sound, perceived_volume(self.settings.volume))

    def stop(self) -> None:
        """Drop the cues still to come (a new game)."""
        self._coming.clear()
        self._timer.stop()

    def shutdown(self) -> None:
        self.stop()
        if self._voices is not None:
            self._voices.shutdown()


__all__ = [
    "SOUNDS",
    "Cue",
    "QtVoices",
    "SilentVoices",
    "SoundPlayer",
    "Voices",
    "check_sounds",
    "cues",
    "default_voices",
    "perceived_volume",
    "sound_path",
]
