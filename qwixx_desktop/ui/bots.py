"""Where computer players think: never on the main thread.

`ProcessBots` (the app) asks the bots in a separate process. Python threads share one
interpreter lock, so a bot thinking in pure Python for 150 ms in a thread would still stall
the window's event loop by hundreds of milliseconds; a process cannot. `ThreadBots` (tests,
scripted bots that cannot be sent to another process) asks them on a thread pool.

Both deliver each answer through `decided(ticket, seat, move or exception)`, queued to the
main thread. Bots are pure functions of (state, player), and states are immutable, so a
state can be handed to another thread or pickled to another process safely.
"""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..engine import Game, Move, get_rules

Bot = Callable[[Any, int], Move]
BotFactory = Callable[[str, Any, int], Bot]


class BotSignals(QObject):
    # ticket, seat, move (or the exception the bot raised)
    decided = Signal(int, int, object)


class BotRunner(Protocol):
    signals: BotSignals

    def start_game(self, game: Game) -> None: ...

    def request(self, ticket: int, seat: int, state: Any) -> None: ...

    def shutdown(self) -> None: ...


def _seat_specs(game: Game) -> dict[int, tuple[str, str, int]]:
    return {
        seat: (player.controller, game.setup.variant, game.setup.seed + seat)
        for seat, player in enumerate(game.players)
        if not player.is_human
    }


# ---------------------------------------------------------------------------- process

_WORKER_BOTS: dict[tuple[str, str, int, str], Bot] = {}


def _factory_from_path(path: str) -> BotFactory:
    """"package.module:function" -> that function (a factory can cross processes by name)."""
    module_name, _, name = path.partition(":")
    factory: BotFactory = getattr(importlib.import_module(module_name), name)
    return factory


def _worker_bot(level: str, variant: str, seed: int, factory: str) -> Bot:
    key = (level, variant, seed, factory)
    bot = _WORKER_BOTS.get(key)
    if bot is None:
        make = _factory_from_path(factory) if factory else _make_bot
        bot = _WORKER_BOTS[key] = make(level, get_rules(variant), seed)
    return bot


def _worker_prepare(specs: list[tuple[str, str, int]], factory: str) -> None:
    """Load the AI and make the bots before their first decision."""
    for spec in specs:
        _worker_bot(*spec, factory)


def _worker_decide(
    level: str, variant: str, seed: int, factory: str, state: Any, seat: int
) -> Move:
    return _worker_bot(level, variant, seed, factory)(state, seat)


class ProcessBots:
    """Computer players in one worker process (started on the first game, kept for later)."""

    def __init__(self, parent: QObject | None = None, factory: str = "") -> None:
        """`factory`: "module:function" making the bots in the worker (default make_bot)."""
        self.signals = BotSignals(parent)
        self._factory = factory
        self._executor: ProcessPoolExecutor | None = None
        self._specs: dict[int, tuple[str, str, int]] = {}

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # "spawn": a fresh interpreter; forking a process that runs Qt threads is unsafe.
            self._executor = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn")
            )
        return self._executor

    def start_game(self, game: Game) -> None:
        self._specs = _seat_specs(game)
        if self._specs:
            self._pool().submit(_worker_prepare, list(self._specs.values()), self._factory)

    def request(self, ticket: int, seat: int, state: Any) -> None:
        level, variant, seed = self._specs[seat]
        try:
            future = self._pool().submit(
                _worker_decide, level, variant, seed, self._factory, state, seat
            )
        except RuntimeError as error:  # the worker died: start a new one next time
            self._executor = None
            self.signals.decided.emit(ticket, seat, error)
            return

        def done(finished: Future[Move]) -> None:
            if finished.cancelled():
                return
            error = finished.exception()
            if error is not None and "BrokenProcessPool" in type(error).__name__:
                self._executor = None
            self.signals.decided.emit(ticket, seat, error or finished.result())

        future.add_done_callback(done)

    def wait_ready(self) -> None:
        """Block until the worker process runs and has made the bots (benchmarks)."""
        self._pool().submit(_worker_prepare, list(self._specs.values()), self._factory).result()

    def shutdown(self) -> None:
        if self._executor is not None:
            # Waiting (at most one decision) lets the pool release its queues and semaphores
            # before the interpreter exits, instead of leaking them.
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None


# ---------------------------------------------------------------------------- threads


def _make_bot(level: str, rules: Any, seed: int) -> Bot:
    from ..ai import make_bot  # imported when first needed, off the main thread

    return make_bot(level, rules, seed)


class _LazyBot:
    """A bot made on first use, on a pool thread (making one may import the AI modules)."""

    def __init__(self, factory: BotFactory, level: str, rules: Any, seed: int) -> None:
        self._factory = factory
        self._args = (level, rules, seed)
        self._bot: Bot | None = None
        self._lock = threading.Lock()

    def ensure(self) -> Bot:
        with self._lock:
            if self._bot is None:
                self._bot = self._factory(*self._args)
            return self._bot


class _Task(QRunnable):
    def __init__(self, job: Callable[[], None]) -> None:
        super().__init__()
        self._job = job

    def run(self) -> None:
        self._job()


class ThreadBots:
    """Computer players on a thread pool, made by any factory (tests inject their own)."""

    def __init__(self, factory: BotFactory | None = None, parent: QObject | None = None) -> None:
        self.signals = BotSignals(parent)
        self._factory: BotFactory = factory or _make_bot
        self._pool = QThreadPool(parent)
        self._pool.setMaxThreadCount(2)
        self._bots: dict[int, _LazyBot] = {}

    def start_game(self, game: Game) -> None:
        self._bots = {
            seat: _LazyBot(self._factory, level, get_rules(variant), seed)
            for seat, (level, variant, seed) in _seat_specs(game).items()
        }
        bots = list(self._bots.values())

        def warm_up() -> None:
            for bot in bots:
                with contextlib.suppress(Exception):  # reported at the first decision
                    bot.ensure()

        if bots:
            self._pool.start(_Task(warm_up))

    def request(self, ticket: int, seat: int, state: Any) -> None:
        bot = self._bots[seat]
        signals = self.signals

        def decide() -> None:
            result: object
            try:
                result = bot.ensure()(state, seat)
            except Exception as error:  # handed to the main thread, never lost in the pool
                result = error
            signals.decided.emit(ticket, seat, result)

        self._pool.start(_Task(decide))

    def shutdown(self) -> None:
        self._pool.waitForDone(2000)
