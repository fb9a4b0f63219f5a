"""The table's sounds: dice, crosses, locks, misthrows, the end, a figure's steps.

`cues` turns what happened (the engine's events, the same for every game) into sounds timed
like the table's animation of it; `SoundPlayer` follows the controller and plays them through
a `Voices` backend. `QtVoices` uses QtMultimedia's QSoundEffect: every sound is loaded once
and mixed by Qt's audio thread, so `play` returns at once and never waits for the device.
Without QtMultimedia, an audio device or a visible screen (offscreen: tests, the self-test,
screenshots) the sounds are silently skipped. The files are made by scripts/make_sounds.py
(resources/sounds/README.md).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QLoggingCategory,
    QMessageLogContext,
    QObject,
    Qt,
    QTimer,
    QtMsgType,
    QUrl,
    qInstallMessageHandler,
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
from .board import HOP_MS
from .jobs import BackgroundJobs
from .preferences import SoundSettings
from .sheet import CROSS_MS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .controller import GameController

SOUNDS = ("dice", "cross", "lock", "misthrow", "end", "step")
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


@contextmanager
def _quiet_qt() -> Iterator[None]:
    """Keep Qt's messages while setting up audio off the console: without an audio device
    QtMultimedia reports it (and the libraries it could not find) more than once."""

    def drop(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        pass  # a fatal message still ends the program after this

    previous = qInstallMessageHandler(drop)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


class QtVoices(QObject):
    """The sounds through QtMultimedia's QSoundEffect, preloaded.

    QtMultimedia takes about 0.1-0.2 s to import (its libraries load): that happens on a
    worker thread; the effects are then made on the main thread (a few ms; `make bench`
    measures it) and load their files in the background. Until they are ready, and when
    there is no audio device (each effect's status is then Error), sounds are skipped."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effects: dict[str, Any] = {}
        self.settled = False  # the set-up is over (whether or not sounds can play)
        # Its categories stay quiet from now on: a missing library or audio device is not
        # an error of the app, and a device that goes away later is not either.
        QLoggingCategory.setFilterRules("qt.multimedia.*=false")
        self._jobs = BackgroundJobs(self)
        self._jobs.submit(lambda job: importlib.import_module("PySide6.QtMultimedia"), self._ready)

    @property
    def ready(self) -> bool:
        """The effects are loaded (False without an audio device or QtMultimedia)."""
        return bool(self._effects) and all(
            effect.status() == effect.Status.Ready for effect in self._effects.values()
        )

    def _ready(self, module: object) -> None:
        self.settled = True
        if isinstance(module, BaseException):
            return  # no QtMultimedia here (e.g. PySide6-Addons missing): silence
        with _quiet_qt():
            for sound in SOUNDS:
                effect = module.QSoundEffect(self)  # type: ignore[attr-defined]
                effect.setSource(QUrl.fromLocalFile(sound_path(sound)))
                self._effects[sound] = effect

    def play(self, sound: str, volume: float) -> None:
        effect = self._effects.get(sound)
        if effect is None or effect.status() != effect.Status.Ready:
            return
        effect.setVolume(volume)
        effect.play()

    def shutdown(self) -> None:
        self._jobs.shutdown()
        for effect in self._effects.values():
            effect.stop()


def default_voices(parent: QObject) -> Voices:
    """QtMultimedia's, except offscreen, where nobody watches and so nobody listens."""
    if QGuiApplication.platformName() == "offscreen":
        return SilentVoices()
    return QtVoices(parent)


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
        self._epoch = 0  # cues of an earlier position are dropped
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
        epoch = self._epoch
        started: set[tuple[str, int]] = set()
        for cue in cues(events):
            delay = max(0, int(cue.at_ms * speed))
            if (cue.sound, delay) in started:
                continue  # without animations the steps all fall at once: one is enough
            started.add((cue.sound, delay))
            if delay == 0:
                self.play(cue.sound)
            else:
                QTimer.singleShot(delay, self, lambda s=cue.sound: self._due(epoch, s))

    def _due(self, epoch: int, sound: str) -> None:
        if epoch == self._epoch:
            self.play(sound)

    def play(self, sound: str) -> None:
        """Play `sound` now, if the settings let it sound."""
        if self._voices is not None and self.audible:
            self._voices.play(sound, perceived_volume(self.settings.volume))

    def stop(self) -> None:
        """Drop the cues still to come (a new game)."""
        self._epoch += 1

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
    "cues",
    "default_voices",
    "perceived_volume",
    "sound_path",
]
