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
import faulthandler
import importlib
import json
import os
import signal
import stat
import sys
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..ai.kit import Bot, BotMaker
from ..engine import AnyRules, Game, Move, get_rules
from ..games import get_game
from .paths import data_dir

if TYPE_CHECKING:
    # multiprocessing and concurrent.futures are imported when the worker starts, after the
    # window's first paint: the start does not wait for them.
    from concurrent.futures import Future, ProcessPoolExecutor
    from multiprocessing.connection import Connection


class BotSignals(QObject):
    # ticket, seat, move (or the exception the bot raised)
    decided = Signal(int, int, object)


class BotRunner(Protocol):
    signals: BotSignals

    def start_game(self, game: Game) -> None: ...

    def request(self, ticket: int, seat: int, state: Any) -> None: ...

    def shutdown(self) -> None: ...


# What the worker needs to make a seat's bot: (bot name, game key, house rules as JSON, seed).
# The house rules travel as JSON text: plain data, and a key for the worker's table of bots.
SeatSpec = tuple[str, str, str, int]


def _bot_seats(game: Game) -> dict[int, tuple[str, int]]:
    """The computer seats: seat -> (bot name, the bot's seed)."""
    return {
        seat: (player.controller, game.setup.seed + seat)
        for seat, player in enumerate(game.players)
        if not player.is_human
    }


def _seat_specs(game: Game) -> dict[int, SeatSpec]:
    key = game.setup.variant
    options = json.dumps(get_game(key).house_rules_in(game.setup.options), sort_keys=True)
    return {seat: (name, key, options, seed) for seat, (name, seed) in _bot_seats(game).items()}


def game_rules(key: str, options_json: str) -> AnyRules:
    """The rules of game `key` under its house rules (JSON), as the game in the window has them
    (`game.rules`)."""
    return get_rules(key).with_options(json.loads(options_json))


# ---------------------------------------------------------------------------- process

WORKER_LOG_NAME = "bot-worker.log"
WORKER_LOG_LIMIT = 256 * 1024  # bytes; a longer log starts afresh

# Every game's computer seats have seeds of their own, so every game adds bots to the
# worker's table: past BOTS_KEPT the oldest go (a bot is pure: made again if ever asked).
BOTS_KEPT = 32
_WORKER_BOTS: dict[tuple[str, str, str, int, str], Bot] = {}


def _factory_from_path(path: str) -> BotMaker:
    """The function a "package.module:function" path names (a factory crosses processes by name)."""
    module_name, _, name = path.partition(":")
    factory: BotMaker = getattr(importlib.import_module(module_name), name)
    return factory


def _worker_bot(level: str, variant: str, options: str, seed: int, factory: str) -> Bot:
    key = (level, variant, options, seed, factory)
    bot = _WORKER_BOTS.get(key)
    if bot is None:
        make = _factory_from_path(factory) if factory else _make_bot
        while len(_WORKER_BOTS) >= BOTS_KEPT:
            del _WORKER_BOTS[next(iter(_WORKER_BOTS))]  # the oldest: the earliest game's
        bot = _WORKER_BOTS[key] = make(level, game_rules(variant, options), seed)
    return bot


def _worker_start(app_alive: Connection, log_path: str) -> None:
    """The worker's first act: its errors go to its log file, and it dies with the app."""
    if os.name != "posix":  # POSIX children have the log as stderr from birth
        log = _open_worker_log(log_path)
        if log is not None:
            os.dup2(log, 2)
            os.close(log)
    with contextlib.suppress(OSError, RuntimeError, ValueError):  # no usable fd 2: no log
        if sys.stderr is None:  # a windowed build on Windows starts without streams
            sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
        faulthandler.enable()  # a hard crash (a signal) still leaves a traceback in the log
    # Ctrl+C or a closed terminal reach the whole process group (blocked already on POSIX,
    # see _apart_from_the_terminal); the app stops its worker, or the watcher below does.
    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    threading.Thread(
        target=_exit_with_app, args=(app_alive,), name="app-watcher", daemon=True
    ).start()


def _exit_with_app(app_alive: Connection) -> None:
    """Block on a pipe only the app can write to: when the app dies, even by kill -9, its end
    closes and the read fails at once. Then nobody waits for this worker's answers."""
    with contextlib.suppress(EOFError, OSError):
        app_alive.recv_bytes()
    os._exit(0)


def _worker_prepare(specs: list[SeatSpec], factory: str) -> None:
    """Load the AI and make the bots before their first decision."""
    for spec in specs:
        _worker_bot(*spec, factory)


def _worker_decide(spec: SeatSpec, factory: str, state: Any, seat: int) -> Move:
    return _worker_bot(*spec, factory)(state, seat)


def _open_worker_log(log_path: str) -> int | None:
    """The worker's log, open for appending (a worker started after a crash must not wipe the
    crash's traceback) and started afresh past WORKER_LOG_LIMIT; None if it cannot be."""
    if not log_path:
        return None
    # Not blocking: opening a named pipe in the log's place would wait for a reader for good.
    flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0)
    with contextlib.suppress(OSError):
        if os.path.getsize(log_path) > WORKER_LOG_LIMIT:
            flags |= os.O_TRUNC
    try:
        log = os.open(log_path, flags, 0o600)
    except OSError:
        return None
    if not stat.S_ISREG(os.fstat(log).st_mode):  # a pipe, a device: not the worker's to write
        os.close(log)
        return None
    return log


@contextlib.contextmanager
def _apart_from_the_terminal(log_path: str) -> Iterator[None]:
    """Children started inside (the worker, multiprocessing's resource tracker) get stdin and
    stdout on devnull and stderr on the worker's log, from birth: not the app's terminal or
    the pipe it was started with (a child holding that pipe keeps it open after the app is
    gone). They also start with SIGINT and SIGHUP blocked: Ctrl+C or a closed terminal reach
    the whole process group, and the resource tracker (code we do not control) would die of
    SIGHUP while the app still needs it. The app's fds and signal mask are restored at the
    end; output of other threads in these few milliseconds is lost, a signal only waits."""
    devnull = os.open(os.devnull, os.O_RDWR)
    if os.name != "posix" or devnull <= 2:  # Windows hands no fds on; or a std fd is closed
        os.close(devnull)
        yield
        return
    log = _open_worker_log(log_path)
    targets = (devnull, devnull, devnull if log is None else log)
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
    saved = [os.dup(fd) for fd in range(3)]
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGHUP})
    try:
        for fd, target in enumerate(targets):
            os.dup2(target, fd)
        yield
    finally:
        for fd, copy in enumerate(saved):
            os.dup2(copy, fd)
            os.close(copy)
        for target in set(targets):
            os.close(target)
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def worker_log_path() -> str:
    """Where the worker writes its errors ("" when the data folder cannot be used)."""
    try:
        return str(data_dir() / WORKER_LOG_NAME)
    except OSError:
        return ""


def _report_failure(error: BaseException) -> None:
    """A computer player's error, with the worker's traceback, on the app's stderr (the
    window only says that the player passes)."""
    from concurrent.futures.process import BrokenProcessPool

    if isinstance(error, BrokenProcessPool):
        print(
            f"qwixx-desktop: the computer players' process stopped ({error}); its errors are "
            f"in {worker_log_path() or 'no log'}",
            file=sys.stderr,
        )
        return
    print(
        f"qwixx-desktop: a computer player failed: {type(error).__name__}: {error}", file=sys.stderr
    )
    if error.__cause__ is not None:  # the worker's traceback, as text
        print(error.__cause__, file=sys.stderr)


# How long after the window's first paint the worker starts: long enough for the rest of
# the window (its children paint after it) and the first events to be handled without it,
# short enough that it is ready long before a person has rolled the dice. A decision asked
# sooner starts it at once.
WORKER_START_DELAY_MS = 250


class AfterFirstPaint(QObject):
    """Calls `then` once, `delay_ms` after `widget` has been painted for the first time."""

    def __init__(self, widget: QWidget, then: Callable[[], None], delay_ms: int) -> None:
        super().__init__(widget)
        self._then = then
        self._delay_ms = delay_ms
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(self._delay_ms, self._then)
        return False


class ProcessBots:
    """Computer players in one worker process, kept from game to game.

    With a window as `parent`, the worker starts shortly after the window's first paint, so it
    never slows the start (its first job loads the AI); a decision asked before starts it at
    once. The worker dies with the app, even when the app is killed."""

    def __init__(self, parent: QObject | None = None, factory: str = "") -> None:
        """`factory`: "module:function" making the bots in the worker (default make_bot)."""
        self.signals = BotSignals(parent)
        self._factory = factory
        self._executor: ProcessPoolExecutor | None = None
        self._specs: dict[int, SeatSpec] = {}
        # The worker blocks reading this pipe; only this process holds the writing end.
        self._app_alive: tuple[Connection, Connection] | None = None
        self._may_start = not isinstance(parent, QWidget)
        self._stopped = False
        if isinstance(parent, QWidget):
            AfterFirstPaint(parent, self._window_painted, WORKER_START_DELAY_MS)

    def _window_painted(self) -> None:
        self._may_start = True
        if not self._stopped and self._specs and self._executor is None:
            self._pool()

    def _pool(self) -> ProcessPoolExecutor:
        """The running pool; a new one starts preparing the current game's bots at once."""
        if self._executor is None:
            import multiprocessing  # late: see the imports at the top
            from concurrent.futures import ProcessPoolExecutor

            if self._app_alive is None:
                self._app_alive = multiprocessing.Pipe(duplex=False)
            reader, _ = self._app_alive
            log_path = worker_log_path()
            with _apart_from_the_terminal(log_path):
                # "spawn": a fresh interpreter; forking a process that runs Qt threads is
                # unsafe. The first job starts the process, still inside the redirection.
                self._executor = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_worker_start,
                    initargs=(reader, log_path),
                )
                self._executor.submit(_worker_prepare, list(self._specs.values()), self._factory)
        return self._executor

    def start_game(self, game: Game) -> None:
        self._specs = _seat_specs(game)
        if not self._specs:
            return
        if self._executor is not None:
            try:
                self._executor.submit(_worker_prepare, list(self._specs.values()), self._factory)
                return
            except RuntimeError as error:  # the worker died while idle: a new one starts
                self._executor = None
                _report_failure(error)
        if self._may_start:
            self._pool()

    def request(self, ticket: int, seat: int, state: Any) -> None:
        try:
            future = self._submit_decision(seat, state)
        except RuntimeError as error:  # the worker died: start a new one next time
            self._executor = None
            _report_failure(error)
            self.signals.decided.emit(ticket, seat, error)
            return

        def done(finished: Future[Move]) -> None:
            if finished.cancelled():
                return
            error = finished.exception()
            if error is not None:
                from concurrent.futures.process import BrokenProcessPool

                if isinstance(error, BrokenProcessPool):
                    self._executor = None
                _report_failure(error)
            self.signals.decided.emit(ticket, seat, error or finished.result())

        future.add_done_callback(done)

    def _submit_decision(self, seat: int, state: Any) -> Future[Move]:
        """The decision asked of the worker; a worker found dead before this request (it
        died while idle, so not of this decision) is replaced once, and the new one asked."""
        try:
            return self._pool().submit(
                _worker_decide, self._specs[seat], self._factory, state, seat
            )
        except RuntimeError as error:
            if self._executor is None or self._stopped:
                raise  # no worker started, or the app is quitting
            self._executor = None
            _report_failure(error)
        return self._pool().submit(_worker_decide, self._specs[seat], self._factory, state, seat)

    def wait_ready(self) -> None:
        """Block until the worker process runs and has made the bots (benchmarks)."""
        self._pool().submit(_worker_prepare, list(self._specs.values()), self._factory).result()

    def shutdown(self) -> None:
        self._stopped = True
        if self._executor is not None:
            # Waiting (at most one decision) lets the pool release its queues and semaphores
            # before the interpreter exits, instead of leaking them.
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
        if self._app_alive is not None:
            for end in self._app_alive:
                end.close()
            self._app_alive = None


# ---------------------------------------------------------------------------- threads


def _make_bot(level: str, rules: AnyRules, seed: int) -> Bot:
    from ..ai import make_bot  # the game's AI is imported when first needed, off the main thread

    return make_bot(level, rules, seed)


class _LazyBot:
    """A bot made on first use, on a pool thread (making one may import the AI modules)."""

    def __init__(self, factory: BotMaker, level: str, rules: AnyRules, seed: int) -> None:
        self._factory = factory
        self._args = (level, rules, seed)
        self._bot: Bot | None = None
        self._lock = threading.Lock()

    def ensure(self) -> Bot:
        with self._lock:
            if self._bot is None:
                self._bot = self._factory(*self._args)
            return self._bot


class ThreadBots:
    """Computer players on a thread pool, made by any factory (tests inject their own)."""

    def __init__(self, factory: BotMaker | None = None, parent: QObject | None = None) -> None:
        # The pool before the signals: the parent deletes its children in order, and a pool
        # being deleted waits for the running decisions, which then still report.
        self._pool = QThreadPool(parent)
        self._pool.setMaxThreadCount(2)
        self.signals = BotSignals(parent)
        self._factory: BotMaker = factory or _make_bot
        self._bots: dict[int, _LazyBot] = {}

    def start_game(self, game: Game) -> None:
        self._bots = {
            seat: _LazyBot(self._factory, name, game.rules, seed)
            for seat, (name, seed) in _bot_seats(game).items()
        }
        bots = list(self._bots.values())

        def warm_up() -> None:
            for bot in bots:
                with contextlib.suppress(Exception):  # reported at the first decision
                    bot.ensure()

        if bots:
            self._pool.start(warm_up)  # a callable, not a QRunnable: see jobs._Runnable

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

        self._pool.start(decide)

    def shutdown(self) -> None:
        self._pool.waitForDone(2000)
