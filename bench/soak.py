"""A long session at one window: what grows with the number of games played.

Plays many whole games in one window, as a person who never restarts the app would: all
four games against computer players of every level (in their worker process, as in the app),
started through New game, Play again, the daily challenge, a tutorial and Open, with the
review and the coach's review in between; then opens and closes every dialog, switches theme
and language, resizes the window, and hosts and leaves a network table (127.0.0.1 only).
After each step it prints what the process holds: Python objects, the window's QObjects,
the board's scene items, threads, open files, child processes and their memory, its own
memory, the window's timers, and how long the game took. Anything that keeps growing after
the first rounds is a leak.

Run with `make soak` (offscreen), or `python -m bench.soak [rounds] [phase ...]` (PHASES);
not part of `make bench`: it takes minutes. Every wait has a deadline: it ends on its own.
Linux only (it reads /proc).
"""

from __future__ import annotations

import gc
import os
import random
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path

ROUNDS = 3  # rounds of every game against every level (argv[1] overrides)
REPEATS = 50  # dialogs opened, themes and languages switched, resizes
NET_REPEATS = 20  # network tables hosted and left
WAIT_S = 60.0  # the longest any single wait may take
PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


@dataclass
class Sample:
    """What the process holds after one step."""

    py_objects: int
    qobjects: int
    widgets: int
    scene_items: int
    threads: int
    pool_threads: int
    fds: int
    children: int
    child_rss_mb: float
    rss_mb: float
    timers: int
    log_lines: int
    seconds: float


def _child_pids() -> list[int]:
    """This process's children (read from /proc, Linux only)."""
    pids: list[int] = []
    for task in Path("/proc/self/task").iterdir():
        try:
            pids += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            continue
    return pids


def _rss_mb(pid: str | int = "self") -> float:
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE / 2**20
    except (OSError, IndexError, ValueError):
        return 0.0


class Soak:
    def __init__(self, home: Path) -> None:
        from PySide6.QtCore import QTimer

        from qwixx_desktop.ui.app import make_application
        from qwixx_desktop.ui.i18n import Translations
        from qwixx_desktop.ui.paths import open_settings
        from qwixx_desktop.ui.preferences import Preferences
        from qwixx_desktop.ui.window import MainWindow

        self.home = home
        self.app = make_application([])
        self.preferences = Preferences(animation="off", pace="instant", language="en")
        self.window = MainWindow(open_settings(), Translations(), self.preferences)
        self.window.resize(1280, 820)
        self.window.show()
        self.rng = random.Random(2024)
        self.rows: list[tuple[str, Sample]] = []
        self.round = 0  # the next round of games
        self.started = time.perf_counter()
        # Modal dialogs run their own event loop: a timer answers them (Cancel / close).
        self._answer: Callable[[], None] = self.close_modal
        self._answerer = QTimer()
        self._answerer.timeout.connect(lambda: self._answer())
        self._answerer.start(15)
        self.wait_until(lambda: self.window.isVisible())
        self.window.after_first_paint()  # sound and the tutor, as the app's start does

    # ------------------------------------------------------------------ waiting

    def wait_until(self, condition: Callable[[], bool], timeout: float = WAIT_S) -> None:
        from PySide6.QtCore import QEventLoop

        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError("the window did not get there in time")
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if not condition():
                time.sleep(0.001)

    def settle(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        for _ in range(3):
            self.app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def close_modal(self) -> None:
        from PySide6.QtWidgets import QApplication, QDialog

        widget = QApplication.activeModalWidget()
        if isinstance(widget, QDialog):  # message boxes and file dialogs too
            widget.reject()
        elif widget is not None:
            widget.close()

    # ------------------------------------------------------------------ measuring

    def sample(self, label: str, seconds: float = 0.0) -> Sample:
        from PySide6.QtCore import QObject, QThreadPool, QTimer
        from PySide6.QtWidgets import QApplication, QGraphicsView

        self.settle()
        gc.collect()
        window = self.window
        scenes = [
            view.scene() for view in window.findChildren(QGraphicsView) if view.scene() is not None
        ]
        children = _child_pids()
        sample = Sample(
            py_objects=len(gc.get_objects()),
            qobjects=len(window.findChildren(QObject)),
            widgets=len(QApplication.allWidgets()),
            scene_items=sum(len(scene.items()) for scene in scenes),
            threads=threading.active_count(),
            pool_threads=QThreadPool.globalInstance().activeThreadCount(),
            fds=len(os.listdir("/proc/self/fd")),
            children=len(children),
            child_rss_mb=sum(_rss_mb(pid) for pid in children),
            rss_mb=_rss_mb(),
            timers=len(window.findChildren(QTimer)),
            log_lines=window.table.log.count(),
            seconds=seconds,
        )
        self.rows.append((label, sample))
        print(f"{label:<34} " + " ".join(_cell(f.name, getattr(sample, f.name)) for f in FIELDS))
        sys.stdout.flush()
        return sample

    # ------------------------------------------------------------------ playing

    def play_to_end(self, undo_every: int = 0) -> None:
        """Roll and decide (a random allowed move; now and then a hint or an undo) until
        the game is over."""
        from qwixx_desktop.ui.controller import Waiting

        controller = self.window.controller
        decisions = 0
        for _ in range(5000):
            self.wait_until(lambda: controller.idle_for_human)
            snap = controller.snapshot
            assert snap is not None
            if snap.waiting is Waiting.OVER:
                return
            if snap.waiting is Waiting.HUMAN_ROLL:
                controller.roll()
                continue
            decisions += 1
            if undo_every and decisions % undo_every == 0 and snap.can_undo:
                controller.undo()
                continue
            if decisions % 23 == 0:
                controller.hint()
            moves = list(snap.moves)
            self.rng.shuffle(moves)
            # A tutorial refuses all but its lesson's move: try until one is taken.
            if not any(controller.choose(move) for move in moves):
                raise AssertionError("no move was taken")
        raise AssertionError("the game did not end")

    def results_shown(self) -> bool:
        results = self.window._results
        return results is not None and results.isVisible()

    def new_game(self, kind: str, levels: tuple[str, ...], seed: int, people: int = 1) -> None:
        """A game of `kind`: `people` at this screen (hot seat), then computer players."""
        from qwixx_desktop.ui.preferences import NewGameChoice, Seat

        names = ("Ada", "Bo", "Cy", "Di")
        humans = tuple(Seat(name) for name in ("You", "Eve", "Kim")[:people])
        seats = (*humans, *(Seat(names[i], level) for i, level in enumerate(levels)))
        self.window.new_game(NewGameChoice(kind, seats, seed))

    def games(self, rounds: int) -> None:
        """`rounds` rounds: each game against each level (1 to 3 computer players), then
        Results → Play again, a hot-seat game, the daily challenges and the tutorials. Odd
        rounds show the coach's outlook (each player's chance to win) as they play."""
        from dataclasses import replace

        from qwixx_desktop.ai import LEVELS
        from qwixx_desktop.games import game_keys, get_game

        for _ in range(rounds):
            round_ = self.round
            self.round += 1
            self.window.apply_preferences(replace(self.preferences, outlook=round_ % 2 == 1))
            for kind in game_keys():
                spec = get_game(kind)
                for index, level in enumerate(LEVELS):
                    others = max(1, min(spec.max_players - 1, 1 + index % 3))
                    started = time.perf_counter()
                    self.new_game(kind, (level,) * others, 1000 * round_ + 10 * index)
                    self.play_to_end(undo_every=7 if index == 2 else 0)
                    self.between_games(index)
                    self.sample(f"r{round_} {kind} {level}x{others}", time.perf_counter() - started)
                started = time.perf_counter()
                self.window.results.play_again.emit()  # the same seats, fresh dice
                self.play_to_end()
                self.sample(f"r{round_} {kind} play again", time.perf_counter() - started)
            started = time.perf_counter()
            self.new_game("classic", ("easy",), round_, people=2)
            self.play_to_end()
            self.sample(f"r{round_} classic hot seat", time.perf_counter() - started)
            self.daily_and_tutorials(round_)
            self.window.apply_preferences(self.preferences)

    def between_games(self, index: int) -> None:
        """What a person does at the results: review the game, ask the coach, save it."""
        window = self.window
        self.wait_until(self.results_shown)
        if index == 0:
            window.start_review()
            bar = window.review_bar
            for value in range(0, bar.slider.maximum() + 1, 3):
                bar.slider.setValue(value)
                self.settle()
            window.end_review()
        elif index == 3:
            window.start_coach_review()
            review = window.coach_review
            self.wait_until(lambda: not review.analysing)
            window.end_coach_review()
        elif index == 2:
            path = self.home / "saved.qwixx.json"
            window.save_path(path)
            window.open_path(path)
            self.wait_until(self.results_shown)

    def daily_and_tutorials(self, round_: int) -> None:
        from qwixx_desktop.games import game_keys
        from qwixx_desktop.ui.daily_dialog import today

        window = self.window
        for kind in game_keys():
            started = time.perf_counter()
            window.start_daily(kind, today(), record=round_ == 0)
            self.play_to_end()
            self.wait_until(
                lambda: window._daily_panel is not None and window._daily_panel.isVisible()
            )
            self.sample(f"r{round_} daily {kind}", time.perf_counter() - started)
        for kind in game_keys():
            started = time.perf_counter()
            if window.tutor.start(kind):
                self.play_to_end()
                self.sample(f"r{round_} tutorial {kind}", time.perf_counter() - started)

    # ------------------------------------------------------------------ the rest

    def dialogs(self, repeats: int) -> None:
        window = self.window
        commands: dict[str, Callable[[], None]] = {
            "new game": window.new_game_dialog,
            "settings": window.settings_dialog,
            "daily": window.daily_challenge_dialog,
            "print pads": window.print_pads_dialog,
            "about": window.show_about,
            "host": lambda: window.network.host_dialog(),
            "join": lambda: window.network.join_dialog(),
            "open": window.open_dialog,
            "export": window.export_game_dialog,
        }
        for name, command in commands.items():
            started = time.perf_counter()
            for _ in range(repeats):
                command()
                self.settle()
            self.sample(f"dialog {name} x{repeats}", time.perf_counter() - started)
        for name, command in {
            "statistics": window.show_statistics,
            "rules": window.show_rules,
        }.items():
            started = time.perf_counter()
            for _ in range(repeats):
                command()
                self.settle()
                self.close_windows()
            self.sample(f"dialog {name} x{repeats}", time.perf_counter() - started)

    def close_windows(self) -> None:
        from PySide6.QtWidgets import QApplication

        for widget in QApplication.topLevelWidgets():
            if widget is not self.window and widget.isVisible():
                widget.close()
        self.settle()

    def themes_and_languages(self, repeats: int) -> None:
        from dataclasses import replace

        started = time.perf_counter()
        for index in range(repeats):
            theme = ("dark", "light", "system")[index % 3]
            language = ("es", "en")[index % 2]
            self.window.apply_preferences(replace(self.preferences, theme=theme, language=language))
            self.settle()
        self.window.apply_preferences(self.preferences)
        self.sample(f"theme+language x{repeats}", time.perf_counter() - started)

    def resizes(self, repeats: int) -> None:
        started = time.perf_counter()
        for index in range(repeats):
            self.window.resize(960 + 37 * (index % 12), 660 + 23 * (index % 9))
            self.settle()
        self.window.resize(1280, 820)
        self.sample(f"resize x{repeats}", time.perf_counter() - started)

    def network(self, repeats: int) -> None:
        from qwixx_desktop.ui.net_dialogs import table_config
        from qwixx_desktop.ui.preferences import NewGameChoice, Seat
        from qwixx_desktop.ui.window import game_from_choice

        window = self.window
        network = window.network
        network.bind, network.port = "127.0.0.1", 0
        started = time.perf_counter()
        for index in range(repeats):
            choice = NewGameChoice("classic", (Seat("You"), Seat("Ada", "easy")), index)
            options = dict(game_from_choice(choice).setup.options)
            network.host(table_config(choice, options, 0), "You")
            network.show_info()
            self.wait_until(lambda: window.controller.remote is not None)
            if index % 2:
                self.play_to_end()
            self._answer = self.agree_to_close
            network.leave()
            self._answer = self.close_modal
            self.close_windows()
            self.wait_until(lambda: network.hosted is None)
            if index % 5 == 4:
                self.sample(f"network host+leave x{index + 1}", time.perf_counter() - started)

    def network_games(self, repeats: int) -> None:
        """Network games to their end, one after another through Results → Host again."""
        from qwixx_desktop.ui.net_dialogs import table_config
        from qwixx_desktop.ui.preferences import NewGameChoice, Seat
        from qwixx_desktop.ui.window import game_from_choice

        window = self.window
        network = window.network
        network.bind, network.port = "127.0.0.1", 0
        choice = NewGameChoice("classic", (Seat("You"), Seat("Ada", "medium")), None)
        options = dict(game_from_choice(choice).setup.options)
        network.host(table_config(choice, options, 0), "You")
        started = time.perf_counter()
        for index in range(repeats):
            self.wait_until(lambda: window.controller.remote is not None)
            self.play_to_end()
            self.wait_until(lambda: network.final is not None and self.results_shown())
            self.close_windows()
            if index % 5 == 4:
                self.sample(f"network game x{index + 1}", time.perf_counter() - started)
            window.results.play_again.emit()  # Host again
        self._answer = self.agree_to_close
        network.leave()
        self._answer = self.close_modal
        self.close_windows()

    def agree_to_close(self) -> None:
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            box.buttons()[0].click()  # "Close the table"

    def finish(self) -> None:
        self._answerer.stop()
        self.window.shutdown()
        self.window.autosave_enabled = False
        self.window.close()
        self.settle()


FIELDS = fields(Sample)


def _cell(name: str, value: object) -> str:
    short = {
        "py_objects": "py",
        "qobjects": "qobj",
        "widgets": "wid",
        "scene_items": "items",
        "threads": "thr",
        "pool_threads": "pool",
        "fds": "fd",
        "children": "kids",
        "child_rss_mb": "kidMB",
        "rss_mb": "MB",
        "timers": "tmr",
        "log_lines": "log",
        "seconds": "s",
    }[name]
    text = f"{value:.1f}" if isinstance(value, float) else str(value)
    return f"{short}={text}"


def round_summary(rows: list[tuple[str, Sample]]) -> list[str]:
    """Each round of games: how long a game took on average, and what the process held at
    the round's end. Caches fill in the first rounds; after that, nothing should grow."""
    rounds: dict[str, list[Sample]] = {}
    for label, sample in rows:
        if label.startswith("r") and label[1:].split(" ")[0].isdigit():
            rounds.setdefault(label.split(" ")[0], []).append(sample)
    lines = []
    for name, samples in rounds.items():
        end = samples[-1]
        mean = sum(s.seconds for s in samples) / len(samples)
        lines.append(
            f"{name:>4}: {len(samples)} games, {mean:.2f} s a game; at its end "
            f"{end.py_objects} Python objects, {end.qobjects} QObjects, {end.widgets} widgets, "
            f"{end.scene_items} scene items, {end.threads} threads, {end.fds} fds, "
            f"{end.children} children ({end.child_rss_mb:.0f} MB), {end.rss_mb:.0f} MB"
        )
    return lines


PHASES = ("games", "dialogs", "looks", "resizes", "network", "netgames", "again")


def main(argv: list[str] | None = None) -> int:
    """`python -m bench.soak [rounds] [phase ...]`: every phase (PHASES) by default."""
    args = sys.argv[1:] if argv is None else argv
    rounds = int(args[0]) if args and args[0].isdigit() else ROUNDS
    phases = [a for a in args if not a.isdigit()] or list(PHASES)
    if not set(phases) <= set(PHASES):
        print(f"soak: phases are {', '.join(PHASES)}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as home:
        os.environ["QWIXX_DESKTOP_HOME"] = home
        soak = Soak(Path(home))
        soak.sample("start")
        steps: dict[str, Callable[[], None]] = {
            "games": lambda: soak.games(rounds),
            "dialogs": lambda: soak.dialogs(REPEATS),
            "looks": lambda: soak.themes_and_languages(REPEATS),
            "resizes": lambda: soak.resizes(REPEATS),
            "network": lambda: soak.network(NET_REPEATS),
            "netgames": lambda: soak.network_games(NET_REPEATS),
            "again": lambda: soak.games(1),  # the same games after everything else
        }
        try:
            for phase in phases:
                steps[phase]()
            soak.sample("end")
        finally:
            soak.finish()
        print(f"\n{time.perf_counter() - soak.started:.0f} s in all")
        print("\n".join(round_summary(soak.rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
