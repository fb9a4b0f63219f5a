"""How long playing sounds holds up the window's thread (ui/sound.py).

A 1 ms timer ticks on the main thread while the table's sounds play back to back through the
real player (QtMultimedia's QAudioSink, the events of a roll, a move with a figure's steps,
a cross, a lock, a misthrow and the end, every 80 ms, so they overlap); the longest gap
between two ticks is the longest stall. The same loop without sound runs in the same
process, interleaved, for comparison. Also timed: setting up the player, once per run of the
app, 1.5 s after the window is made (QtMultimedia loads and the effects are made, on the main
thread).

Without an audio device (CI) the effects never become ready and every sound is skipped: the
figures then say so, and measure only the skipping. On Linux a PulseAudio server with a null
sink gives a real device: `pulseaudio -n --daemonize=yes --exit-idle-time=-1
--load="module-null-sink" --load="module-native-protocol-unix"`.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from importlib import import_module

from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication

from qwixx_desktop.engine.events import (
    DiceRolled,
    Event,
    FigureMoved,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    RowLocked,
)
from qwixx_desktop.ui.preferences import SoundSettings
from qwixx_desktop.ui.sound import QtVoices, SoundPlayer

ROUNDS = 6  # of each kind, interleaved
ROUND_MS = 2000
EVERY_MS = 80
BATCHES: tuple[tuple[Event, ...], ...] = (
    (DiceRolled(0, (1, 2, 3, 4, 5, 6)),),
    (FigureMoved(0, (3, 4, 5)), NumberCrossed(0, 0, 5, (), "board")),
    (NumberCrossed(0, 1, 9, (7, 8), "white"), RowLocked(1, (0,))),
    (MisthrowTaken(1, 2),),
    (GameOver("locks", 0, (80, 60)),),
)


def _ticking(ms: int, during: Callable[[], None] | None) -> list[float]:
    """The gaps (ms) between the ticks of a 1 ms timer over `ms`, calling `during` every
    EVERY_MS meanwhile."""
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.timeout.connect(tick)
    ticker.start(1)
    player = QTimer()
    if during is not None:
        player.timeout.connect(during)
    player.start(EVERY_MS)
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    ticker.stop()
    player.stop()
    return gaps


def _wait(condition: Callable[[], bool], seconds: float) -> None:
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert app is not None
    # The sounds of a figure's steps read the board's timing; the window has imported the
    # board by the time a figure moves.
    import_module("qwixx_desktop.ui.board")

    # Setting up: the longest gap while QtMultimedia loads and the effects are made.
    made: list[QtVoices] = []
    _ticking(10, None)  # a warm event loop first
    QTimer.singleShot(0, lambda: made.append(QtVoices()))
    setup_gaps = _ticking(1500, None)
    voices = made[0]
    _wait(lambda: voices.settled, 3)
    device = "real device" if voices.ready else "NO audio device: every sound skipped"
    print(
        f"sound: set-up (once per start, 1.5 s after the window is made): longest "
        f"main-thread gap {max(setup_gaps):.1f} ms ({device})"
    )

    sounds = SoundPlayer(SoundSettings(volume=40, mute_inactive=False), voices)
    turn = [0]
    calls: list[float] = []

    def play_next() -> None:
        batch = BATCHES[turn[0] % len(BATCHES)]
        turn[0] += 1
        begun = time.perf_counter()
        sounds.play_events(batch, 1.0)
        calls.append((time.perf_counter() - begun) * 1000)

    quiet: list[float] = []
    loud: list[float] = []
    all_quiet: list[float] = []
    all_loud: list[float] = []
    for _ in range(ROUNDS):
        gaps = _ticking(ROUND_MS, lambda: None)
        quiet.append(max(gaps))
        all_quiet += gaps
        gaps = _ticking(ROUND_MS, play_next)
        loud.append(max(gaps))
        all_loud += gaps
    sounds.shutdown()

    def p99(gaps: list[float]) -> float:
        return sorted(gaps)[int(len(gaps) * 0.99)]

    print(
        f"sound: longest main-thread stall with sounds playing {max(loud):.1f} ms vs "
        f"{max(quiet):.1f} ms without (difference {max(loud) - max(quiet):+.1f} ms, ratio "
        f"{max(loud) / max(quiet):.2f}); median of the rounds' longest "
        f"{statistics.median(loud):.1f} vs {statistics.median(quiet):.1f} ms; p99 gap "
        f"{p99(all_loud):.2f} vs {p99(all_quiet):.2f} ms ({ROUNDS}x{ROUND_MS} ms each, "
        f"interleaved, a 1 ms timer; {len(calls)} batches of sounds every {EVERY_MS} ms, "
        f"longest play call {max(calls):.2f} ms; {device})"
    )


if __name__ == "__main__":
    main()
