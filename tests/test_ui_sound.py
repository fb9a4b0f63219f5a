"""Sounds: what the controller applies becomes the right sounds at the right time, the
settings decide whether they play, the real player never raises or stalls without an audio
device, and the sound files are small, short, valid WAV files that the script reproduces."""

from __future__ import annotations

import importlib.util
import time
import wave
import weakref
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, ClassVar

import numpy as np
import pytest
from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtMultimedia import QAudioFormat, QtAudio
from PySide6.QtWidgets import QApplication

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.engine.events import (
    DecisionRecorded,
    DiceRolled,
    Event,
    FigureMoved,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    NumberWritten,
    RowLocked,
    TurnPassed,
)
from qwixx_desktop.games import game_keys, get_game
from qwixx_desktop.ui.board import HOP_MS
from qwixx_desktop.ui.controller import GameController
from qwixx_desktop.ui.preferences import (
    Preferences,
    SoundSettings,
    load_preferences,
    save_preferences,
)
from qwixx_desktop.ui.sheet import CROSS_MS
from qwixx_desktop.ui.sound import (
    SOUNDS,
    STEP_LEAD_MS,
    Cue,
    QtVoices,
    SoundPlayer,
    cues,
    perceived_volume,
    sound_path,
)

from .qt_helpers import FakeView

ROOT = Path(__file__).resolve().parent.parent


class Recorder:
    """A Voices backend that records what it is asked to play, and when."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float, float]] = []  # sound, volume, time

    def play(self, sound: str, volume: float) -> None:
        self.played.append((sound, volume, time.monotonic()))

    def shutdown(self) -> None:
        pass

    @property
    def sounds(self) -> list[str]:
        return [sound for sound, _, _ in self.played]


DEFAULTS = SoundSettings()


def player(settings: SoundSettings = DEFAULTS, active: bool = True) -> SoundPlayer:
    return SoundPlayer(settings, Recorder(), lambda: active)


def recorder(sounds: SoundPlayer) -> Recorder:
    voices = sounds._voices
    assert isinstance(voices, Recorder)
    return voices


CROSSED = NumberCrossed(0, 0, 5, (), "white")


# ---------------------------------------------------------------- events to sounds


def test_each_kind_of_event_has_its_sound_and_the_marks_wait_for_the_figure() -> None:
    assert cues([DiceRolled(0, (1, 2, 3, 4, 5, 6))]) == (Cue("dice", 0),)
    assert cues([DecisionRecorded(1), TurnPassed(1)]) == ()
    assert cues([NumberWritten(0, 1, 2, 9)]) == (Cue("cross", 0),)
    # Three crosses and a lock at once: one cross, the lock while it is drawn.
    locked = [CROSSED, NumberCrossed(1, 0, 12, (), "white"), RowLocked(0, (1,))]
    assert cues(locked) == (Cue("cross", 0), Cue("lock", CROSS_MS // 2))
    # A figure's three steps, each as it lands; the crosses, misthrow and end after them.
    hops = 3 * HOP_MS
    moved = [
        FigureMoved(0, (4, 5, 6)),
        CROSSED,
        MisthrowTaken(1, 4),
        GameOver("misthrows", 1, (10, 20)),
    ]
    assert cues(moved) == (
        *(Cue("step", n * HOP_MS - STEP_LEAD_MS) for n in (1, 2, 3)),
        Cue("cross", hops),
        Cue("misthrow", hops),
        Cue("end", hops + CROSS_MS),
    )


def run_computer_game(qtbot: Any, key: str, sounds: SoundPlayer) -> list[list[Event]]:
    """A computer-only game of `key` through the controller (no animations); the batches
    of events it applied."""
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0)
    sounds.follow(controller)
    batches: list[list[Event]] = []
    controller.applied.connect(lambda events: batches.append(list(events)))
    spec = get_game(key)
    players = [Player(f"P{n}", "random") for n in range(spec.min_players)]
    with qtbot.waitSignal(controller.game_finished, timeout=30000):
        controller.start(Game(key, players, 7, spec.read_data("a")))
    controller.shutdown()
    return batches


@pytest.mark.parametrize("key", game_keys())
def test_the_controller_s_events_sound_in_every_game(qtbot: Any, key: str) -> None:
    sounds = player()
    batches = run_computer_game(qtbot, key, sounds)
    played = recorder(sounds).sounds

    def batches_with(*kinds: type) -> int:
        return sum(any(isinstance(e, kinds) for e in batch) for batch in batches)

    assert played.count("dice") == batches_with(DiceRolled) > 0
    assert played.count("cross") == batches_with(NumberCrossed, NumberWritten) > 0
    assert played.count("lock") == batches_with(RowLocked)
    assert played.count("misthrow") == batches_with(MisthrowTaken)
    # Without animations a figure's steps fall together: one step per move.
    assert played.count("step") == batches_with(FigureMoved)
    assert played.count("end") == 1
    assert set(played) <= set(SOUNDS)


def test_sounds_follow_the_animation_in_time(qtbot: Any) -> None:
    sounds = player()
    speed = 0.25
    events: list[Event] = [FigureMoved(0, (1, 2)), CROSSED, GameOver("final_round", 0, (5,))]
    start = time.monotonic()
    sounds.play_events(events, speed)
    voices = recorder(sounds)
    qtbot.waitUntil(lambda: "end" in voices.sounds, timeout=3000)
    assert voices.sounds == ["step", "step", "cross", "end"]
    times = [when - start for _, _, when in voices.played]
    assert times == sorted(times)
    # The cross is drawn after the two hops; Qt's timers may fire late, never early.
    assert times[2] >= 2 * HOP_MS * speed / 1000 - 0.002


def test_a_new_game_drops_the_sounds_still_to_come(qtbot: Any) -> None:
    sounds = player()
    sounds.play_events([CROSSED, GameOver("locks", 0, (5,))], 0.5)
    sounds.stop()  # what the controller's game_started does
    qtbot.wait(int(CROSS_MS * 0.5) + 100)
    assert recorder(sounds).sounds == ["cross"]


def test_a_player_nobody_holds_is_freed_safely_after_its_last_cue(qtbot: Any) -> None:
    # Its last cue's timer used to hold the only reference to it: when Qt deleted that timer
    # the player went too, in the middle of the timer's deletion (a segfault in CI).
    def play_to_the_end() -> weakref.ref[SoundPlayer]:
        sounds = player()
        sounds.play_events([CROSSED, GameOver("locks", 0, (5,))], 0.05)
        qtbot.waitUntil(lambda: "end" in recorder(sounds).sounds, timeout=3000)
        return weakref.ref(sounds)

    for _ in range(20):
        dropped = play_to_the_end()
        QApplication.processEvents()
        assert dropped() is None


# ---------------------------------------------------------------- settings


@pytest.mark.parametrize(
    ("settings", "active", "heard"),
    [
        (SoundSettings(), True, True),
        (SoundSettings(on=False), True, False),
        (SoundSettings(volume=0), True, False),
        (SoundSettings(mute_inactive=True), False, False),
        (SoundSettings(mute_inactive=False), False, True),
    ],
)
def test_the_settings_decide_whether_sounds_play(
    qapp: Any, settings: SoundSettings, active: bool, heard: bool
) -> None:
    sounds = player(settings, active)
    sounds.play_events([DiceRolled(0, (1, 1))], 0.0)
    assert recorder(sounds).sounds == (["dice"] if heard else [])


def test_the_volume_is_heard_as_set(qapp: Any) -> None:
    sounds = player(SoundSettings(volume=50))
    sounds.play("lock")
    sounds.apply(SoundSettings(volume=100))
    sounds.play("lock")
    assert [volume for _, volume, _ in recorder(sounds).played] == [0.25, 1.0]
    assert perceived_volume(-3) == 0.0 and perceived_volume(400) == 1.0


def test_sound_settings_are_kept_and_checked_on_load(qapp: Any, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    defaults = load_preferences(settings).sound
    assert defaults == SoundSettings(on=True, volume=60, mute_inactive=True)
    chosen = SoundSettings(on=False, volume=35, mute_inactive=False)
    save_preferences(settings, Preferences(sound=chosen))
    assert load_preferences(QSettings(settings.fileName(), settings.format())).sound == chosen
    for volume in ("loud", "101", "-1", "7.5", ""):
        settings.setValue("sound/volume", volume)
        assert load_preferences(settings).sound.volume == 60
    settings.setValue("sound/on", "maybe")
    settings.setValue("sound/mute_inactive", "0")
    assert load_preferences(settings).sound.on is True
    assert load_preferences(settings).sound.mute_inactive is False


def test_the_settings_dialog_sets_sound_and_volume(qtbot: Any) -> None:
    from qwixx_desktop.ui.dialogs import SettingsDialog

    dialog = SettingsDialog(Preferences(sound=SoundSettings(volume=30)))
    qtbot.addWidget(dialog)
    assert dialog.volume_slider.value() == 30 and dialog.volume_slider.isEnabled()
    dialog.sound_box.click()
    assert not dialog.volume_slider.isEnabled() and not dialog.mute_inactive_box.isEnabled()
    dialog.mute_inactive_box.setChecked(False)
    dialog.volume_slider.setValue(80)
    assert dialog.preferences().sound == SoundSettings(on=False, volume=80, mute_inactive=False)


def test_the_window_plays_through_its_settings(make_window: Any) -> None:
    window = make_window()
    assert window.sound.settings == window.preferences.sound
    quiet = Preferences(language="en", theme="light", sound=SoundSettings(on=False))
    window.apply_preferences(quiet)
    assert not window.sound.audible


# ---------------------------------------------------------------- the real player


def test_the_real_player_never_raises_stalls_or_prints_without_a_device(
    qtbot: Any, qtlog: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PULSE_SERVER", "unix:/nonexistent")  # no device even where one is
    voices = QtVoices()
    sounds = SoundPlayer(SoundSettings(mute_inactive=False), voices)
    qtbot.waitUntil(lambda: voices.settled, timeout=10000)
    longest = 0.0
    for _ in range(5):
        for sound in SOUNDS:
            start = time.perf_counter()
            sounds.play(sound)
            longest = max(longest, time.perf_counter() - start)
    sounds.play_events([DiceRolled(0, (1, 2)), CROSSED, RowLocked(0, (0,))], 0.1)
    qtbot.wait(100)
    sounds.shutdown()
    assert not voices.ready
    assert longest < 0.05  # a frame or two at most, even on a busy machine
    noise = [r.message for r in qtlog.records if "multimedia" in r.context.category]
    assert noise == []


class FakeOutputs(QObject):
    """QMediaDevices as the system's outputs change: plugged in, gone, another default."""

    audioOutputsChanged = Signal()
    outputs: ClassVar[list[str]] = []
    default = ""
    made: ClassVar[list[FakeOutputs]] = []

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        FakeOutputs.made.append(self)

    @staticmethod
    def audioOutputs() -> list[str]:
        return list(FakeOutputs.outputs)

    @staticmethod
    def defaultAudioOutput() -> str:
        return FakeOutputs.default

    @classmethod
    def change(cls, outputs: list[str], default: str) -> None:
        cls.outputs, cls.default = outputs, default
        for devices in cls.made:
            devices.audioOutputsChanged.emit()


class FakeSink(QObject):
    """QAudioSink on one output: what it was made for, and whether it plays."""

    def __init__(self, output: str, audio_format: Any) -> None:
        super().__init__()
        self.output = output
        self.playing = False

    def state(self) -> Any:
        return QtAudio.State.ActiveState if self.playing else QtAudio.State.StoppedState

    def stop(self) -> None:
        self.playing = False

    def setVolume(self, volume: float) -> None:
        pass

    def start(self, device: Any) -> None:
        self.playing = True


def test_the_sounds_follow_the_default_output_as_it_changes(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A headset plugged in after the start (or another default chosen) is where the sounds
    go next: they were set up once, and stayed on the old output until a restart. Without
    any output the app stays silent, and sounds come back with one."""
    monkeypatch.setattr(FakeOutputs, "made", [])
    monkeypatch.setattr(FakeOutputs, "outputs", [])
    fake = SimpleNamespace(
        QMediaDevices=FakeOutputs, QAudioSink=FakeSink, QtAudio=QtAudio, QAudioFormat=QAudioFormat
    )
    voices = QtVoices(module=fake)
    qtbot.waitUntil(lambda: voices.settled)
    assert not voices.ready  # no output at all: silence, and no error
    voices.play("dice", 1.0)

    def outputs_of_the_voices() -> set[str]:
        return {v.sink.output for pool in voices._voices.values() for v in pool}

    def change(outputs: list[str], default: str) -> None:
        with qtbot.waitSignal(voices._follow.timeout):  # once, after the burst of changes
            FakeOutputs.change(outputs, default)

    change(["speakers"], "speakers")
    assert voices.ready and outputs_of_the_voices() == {"speakers"}
    speakers = [v.sink for pool in voices._voices.values() for v in pool]
    change(["speakers", "headset"], "headset")  # plugged in: the system makes it the default
    assert outputs_of_the_voices() == {"headset"}
    voices.play("dice", 1.0)
    assert any(v.sink.playing for v in voices._voices["dice"])
    assert not any(sink.playing for sink in speakers)
    kept = [v.sink for pool in voices._voices.values() for v in pool]
    change(["speakers", "headset", "hdmi"], "headset")  # another output: the same voices
    assert [v.sink for pool in voices._voices.values() for v in pool] == kept
    change([], "")  # all gone: silent, without errors
    assert not voices.ready
    voices.play("dice", 1.0)
    voices.shutdown()
    FakeOutputs.change(["speakers"], "speakers")  # after the window closed: nothing made
    assert not voices._follow.isActive() and not voices.ready


# ---------------------------------------------------------------- the files


def load_script(path: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(Path(path).stem, ROOT / path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def samples_of(path: Path | str) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(path)) as file:
        params = file.getparams()
        data = np.frombuffer(file.readframes(params.nframes), "<i2")
    return params, data


def test_the_sound_files_are_small_short_mono_and_never_clip() -> None:
    for sound in SOUNDS:
        path = Path(sound_path(sound))
        params, data = samples_of(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
        seconds = params.nframes / params.framerate
        assert 0.05 < seconds < (1.5 if sound == "end" else 1.0), sound
        assert path.stat().st_size < 64 * 1024
        peak = np.abs(data.astype(np.int32)).max()
        assert 0.2 * 32767 < peak <= 0.71 * 32767, sound  # audible, below full scale
        # Faded in and out: no click at either end.
        assert abs(int(data[0])) < 50 and np.abs(data[-40:].astype(np.int32)).max() < 300
        assert abs(float(data.mean())) < 0.01 * 32767  # no offset


def test_the_script_makes_the_committed_files(tmp_path: Path) -> None:
    script = load_script("scripts/make_sounds.py")
    for path in script.make_all(tmp_path):
        _, made = samples_of(path)
        _, committed = samples_of(sound_path(path.stem))
        assert len(made) == len(committed)
        # The same up to rounding (NumPy's FFT may differ in the last bit across versions).
        assert np.abs(made.astype(np.int32) - committed).max() <= 2, path.name


def test_the_bundle_and_the_deb_carry_what_the_sounds_need() -> None:
    spec_text = (ROOT / "packaging/qwixx-desktop.spec").read_text(encoding="utf-8")
    assert '"PySide6.QtMultimedia"' in spec_text  # imported only when sound is on
    build_deb = load_script("packaging/linux/build_deb.py")
    assert {"libpulse0", "libbrotli1"} <= build_deb.declared_packages()


def _wav_with(path: Path, width: int, rate: int) -> Path:
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(width)
        file.setframerate(22050)
        file.writeframes(bytes(width * 100))
    if rate != 22050:  # the wave module refuses to write a rate of 0: patch the header
        data = bytearray(path.read_bytes())
        data[24:28] = rate.to_bytes(4, "little")
        path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(("width", "rate", "why"), [(1, 22050, "16-bit"), (2, 0, "sample rate")])
def test_the_self_test_names_a_sound_file_the_app_cannot_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, width: int, rate: int, why: str
) -> None:
    """An 8-bit file passed the self-test though the app skips it; one without a sample rate
    failed it with a ZeroDivisionError that named no file."""
    from qwixx_desktop.ui import sound as sound_module

    bad = _wav_with(tmp_path / "bad.wav", width, rate)
    monkeypatch.setattr(
        sound_module, "sound_path", lambda sound: str(bad) if sound == "lock" else sound_path(sound)
    )
    with pytest.raises(OSError, match=rf"bad\.wav: .*{why}"):
        sound_module.check_sounds()
