"""Network play in the window: a seat at a hosted table, played in the normal table.

`NetSession` runs the asyncio `net.client.Client` on its own worker thread (the window's
thread never waits on the network) and hands what happens to the window as Qt signals; it
is also what the controller sees of the other seats (`controller.Elsewhere`). A dropped
connection is retried with the seat token. `HostedTable` is the window's own server (a
`ServerThread`, the one server `serve` uses too) and its LAN beacon. `NetworkPlay` ties a
session to the window: it starts the controller on the session's game, the chat dock, the
end of the game. The seat token is kept in a small file, so a person can rejoin after a
crash or a restart (`SeatStore`); the hosted table autosaves to a table file, so its host can
host it again after a quit or a crash (`KeptTable`), the others rejoining with their tokens.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import asdict, dataclass, replace
from functools import partial, wraps
from pathlib import Path
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog

from ..engine import HUMAN, Action, Decision, EngineError, Game, Move, Player, SaveError
from ..engine.boards import BoardError
from ..engine.jsontext import parse_json
from ..engine.save import HIDDEN_SEED_NOTE
from ..engine.seat_names import name_key
from ..gamedata import DataFileError
from ..net import discovery as lan
from ..net import protocol as p
from ..net.client import ChatReceived as ChatEvent
from ..net.client import (
    Client,
    ConnectionLost,
    Finished,
    Joined,
    NetError,
    Refused,
    StatusChanged,
    Updated,
    reconnect,
)
from ..net.host import (
    RESERVE_SECONDS,
    Table,
    TableConfig,
    normalise_code,
    read_table_file,
    read_table_json,
)
from ..net.server import ServerThread, ws_url
from ..storage import (
    SetAside,
    decode_text,
    read_bytes_limited,
    set_aside,
    write_bytes_atomic,
)
from .controller import GameController
from .gamelog import LogLine, Said
from .i18n import counted, translate, why_it_failed
from .names import People, game_title
from .paths import SEAT_NAME, TABLE_NAME, data_dir

if TYPE_CHECKING:
    from .net_dialogs import RejoinPanel, TableInfoDialog
    from .window import MainWindow

DEFAULT_PORT = 47_147  # the window's tables listen here when it is free (else on any port)
FINAL_GRACE_SECONDS = 10.0  # a hosted table stays up this long after its final
STOP_WAIT_SECONDS = 5.0  # at most this long for it to stop when the next table needs its port
CLOSED_NOTICE = "the host closed this table"  # to the others when the host closes it
SEAT_FORMAT = "qwixx-desktop-seat"
SEAT_VERSION = 1
MAX_SEAT_FILE = 16 * 1024


# ---------------------------------------------------------------- the seat token, kept


@dataclass(frozen=True)
class SeatRecord:
    """Enough to take a seat back: where, with which code and token, and whose it is."""

    url: str
    code: str
    name: str
    token: str
    game: str  # the game's key, to say what is rejoined


class SeatStore:
    """The last seat taken at a network table, in one small JSON file (written atomically;
    a damaged file is moved aside, handed to `on_damaged` to be told, and read as none)."""

    def __init__(
        self, path: Path | None = None, on_damaged: Callable[[SetAside], None] | None = None
    ) -> None:
        self.path = path if path is not None else data_dir() / SEAT_NAME
        self.on_damaged = on_damaged

    def load(self) -> SeatRecord | None:
        try:
            data = parse_json(decode_text(read_bytes_limited(self.path, MAX_SEAT_FILE)), 4)
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            self._damaged()
            return None
        fields = ("url", "code", "name", "token", "game")
        if (
            not isinstance(data, dict)
            or data.get("format") != SEAT_FORMAT
            or data.get("version") != SEAT_VERSION
            or not all(isinstance(data.get(f), str) and data.get(f) for f in fields)
        ):
            self._damaged()
            return None
        return SeatRecord(*(str(data[f]) for f in fields))

    def save(self, record: SeatRecord) -> None:
        data = {"format": SEAT_FORMAT, "version": SEAT_VERSION, **asdict(record)}
        text = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
        write_bytes_atomic(self.path, lambda: text)

    def forget(self) -> None:
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)

    def _damaged(self) -> None:
        aside = set_aside(self.path)
        if self.on_damaged is not None:
            self.on_damaged(aside)
        else:  # no window to tell it in: the program's output
            print(
                f"qwixx-desktop: damaged network seat file {aside.path}: "
                f"{f'kept as {aside.kept_as}' if aside.kept_as else aside.error}",
                file=sys.stderr,
            )


@dataclass(frozen=True)
class KeptTable:
    """A table file left by a hosted game that did not end: what to say about it."""

    path: Path
    game: str  # the game's key
    names: tuple[str, ...]
    code: str
    host_tokens: tuple[str, ...] = ()  # the host's own seats': its kept seat is one of them


def resume_question(kept: KeptTable) -> str:
    return translate("Network", "Resume hosting the network game of {game} with {names}?").format(
        game=game_title(kept.game), names=", ".join(kept.names)
    )


def _lost_connection(name: str) -> str:
    return translate("Network", "{name} lost the connection.").format(name=name)


def _new_name(taken: str, given: str) -> str:
    return translate(
        "Network", "Another player is called {taken}: at this table you are {given}."
    ).format(taken=taken, given=given)


def _is_back(name: str) -> str:
    return translate("Network", "{name} is back.").format(name=name)


def _left_the_table(name: str) -> str:
    return translate("Network", "{name} left the table: the computer plays for them.").format(
        name=name
    )


def _stood_in(name: str) -> str:
    return translate("Network", "{name} has not come back: the computer plays for them.").format(
        name=name
    )


def _back_from_stand_in(name: str) -> str:
    return translate("Network", "{name} is back: the computer no longer plays for them.").format(
        name=name
    )


def _failed_text(code: str, message: str, gone: bool) -> str:
    """Why this window could not play at the table, in the language shown now; `gone`: the
    seat's table is no more."""
    if gone:
        return translate(
            "Network", "The game at that table has ended, or its host closed the table."
        )
    texts = {
        p.E_WRONG_CODE: translate("Network", "No table has this code, or its game has ended."),
        p.E_TABLE_FULL: translate("Network", "Every seat at this table is taken."),
        p.E_BAD_TOKEN: translate("Network", "This seat cannot be taken back any more."),
        p.E_VERSION: translate("Network", "The table runs another version of the app."),
    }
    return texts.get(code) or translate("Network", "Could not play at the table: {error}").format(
        error=message
    )


def table_path() -> Path:
    return data_dir() / TABLE_NAME


def read_kept_table(path: Path) -> KeptTable | None:
    """The table file at `path` (None if there is none, or its game is over; SaveError if it
    is damaged: the host could not resume it)."""
    try:
        game, seats, extra = read_table_file(path)
    except FileNotFoundError:
        return None
    if game.is_over:
        return None
    return KeptTable(
        path,
        game.setup.variant,
        tuple(s.name for s in seats),
        str(extra["code"]),
        tuple(s.token for s in seats if s.kind == "host" and s.token),
    )


# ---------------------------------------------------------------- a seat at a table


def close_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Let the tasks still on a worker's loop (the connection's pings, its reader) finish
    their cancellation, then close it: a loop closed under them leaves them pending."""
    pending = asyncio.all_tasks(loop)
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.close()


class NetSession(QObject):
    """One seat at a table, from `start()` until the game ends or `close()`.

    Signals arrive on the window's thread. `joined` carries a copy of the client's game (the
    worker keeps its own mirror), so the window's game is changed by the window only."""

    joined = Signal(object, int, object)  # the game (a copy), this window's seat, the status
    updated = Signal(object)  # tuple of actions the table applied
    status_changed = Signal(object)  # the table's status (net.protocol.Status)
    chat_received = Signal(int, str, str)  # seat, text typed or "", a phrase's key or ""
    refused = Signal(str, str)  # code, the host's message
    connection_lost = Signal(str)  # retrying with the seat token
    # Reconnected before the start in a new seat: the table had freed the one it dropped.
    sat_again = Signal()
    finished = Signal(object, object)  # the verified game, the scores
    failed = Signal(str, str)  # code ("" if none), message: the session is over
    decided_for = Signal()  # the table decided for this seat (the turn timer ran out)

    def __init__(
        self,
        url: str,
        code: str,
        name: str,
        token: str | None = None,
        store: SeatStore | None = None,
        reconnect_seconds: float = RESERVE_SECONDS,
        hosts: bool = False,
        parent: QObject | None = None,
    ) -> None:
        """`hosts`: the seat is at this window's own hosted table."""
        super().__init__(parent)
        self.url, self.code, self.name, self.token = url, code, name, token
        self.hosts = hosts
        # Its person takes a seat back (Rejoin): its first welcome says they are back.
        self.takes_back = token is not None and not hosts
        self.welcomes = 0
        self.store = store
        self.reconnect_seconds = reconnect_seconds
        self.seat = -1
        self.status = p.Status((), (), (), (), None)
        self.status_at = time.monotonic()  # when `status` came (the timer counts from it)
        self.names: tuple[str, ...] = ()  # as the host names the players
        # Seats open at some point since the last welcome (the host sends a new one whenever
        # a seat is taken or freed before the start): it calls an open seat "Seat 2" in no
        # one's language.
        self._unnamed: set[int] = set()
        # Whether this window was told the table's name for its seat differs from the one
        # asked for (another player has it): once, not at every welcome.
        self._told_new_name = False
        self.game_key = ""
        self.over = False
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="qwixx-net-client", daemon=True)
        self._client: Client | None = None
        self._closing = False
        self._decided_at: set[int] = set()  # where this seat sent decisions (worker's)
        self._kept = False  # this seat's token is in `store` (worker's)
        self.joined.connect(self._on_joined)
        self.status_changed.connect(self._on_status)

    # ------------------------------------------------------------------ the window's side

    def start(self) -> None:
        self._thread.start()

    def close(self, drop: bool = True, on_purpose: bool = False) -> None:
        """Leave the table (the seat stays reserved for the token); returns at once.
        `drop`: cut the connection now; else the table closes it (its host closes the table
        for everyone: cut first, the others were told the host had lost the connection).
        `on_purpose`: the person left the table (not a quit or another game): the
        connection closes normally, so the host tells the others they left, and its computer
        plays the seat at once rather than waiting for them to come back."""
        if self._closing:
            return
        self._closing = True
        if drop and self._thread.is_alive():
            with contextlib.suppress(RuntimeError):  # the loop has ended by itself
                self._loop.call_soon_threadsafe(self._shut, on_purpose)

    def wait_closed(self, seconds: float = 10.0) -> None:
        """Wait for the worker thread to end (tests, quitting)."""
        self._thread.join(seconds)

    def drop_connection(self) -> None:
        """Cut the connection as a crash would (tests; the session rejoins)."""

        async def cut() -> None:
            if self._client is not None:
                self._client.abort()

        self._submit(cut())

    # `at` is the window's log length: a click on a position the table has left is stale.
    def send_roll(self, at: int) -> None:
        self._submit(self._call(lambda c: c.roll(at)))

    def send_decision(self, at: int, move: Move) -> None:
        async def decide(client: Client) -> None:
            self._decided_at.add(at)
            await client.decide(move, at)

        self._submit(self._call(decide))

    def say(self, text: str | None = None, phrase: str | None = None) -> None:
        self._submit(self._call(lambda c: c.chat(text, phrase)))

    def started(self) -> bool:
        return self.seat >= 0 and not self.status.open

    def left(self) -> bool:
        return self._closing

    def hosting(self) -> bool:
        return self.hosts

    def decided(self) -> tuple[int, ...]:
        return self.status.decided

    def away(self) -> list[int]:
        """People's seats whose connection is gone."""
        return [
            seat
            for seat, connected in enumerate(self.status.connected)
            if not connected and seat not in self.status.open
        ]

    def timer_left(self) -> int | None:
        """Whole seconds left on the turn timer, if it runs."""
        ends = self.status.timer_ends_in_ms
        if ends is None:
            return None
        return max(0, round(ends / 1000 - (time.monotonic() - self.status_at)))

    def describe(self, game: Game, sent: bool) -> str:
        """The status line's addition: waiting for people, who has decided in a collected
        phase ("Ana ✓, Ben …"), who is away, the turn timer; `sent`: this seat's decision is
        on its way to the table (decided, though the table's status does not say so yet)."""
        if self._closing:
            return translate(
                "Network", "You are no longer at this table: its game is not played here."
            )
        people = People(tuple(pl.name for pl in game.players), self.seat)
        parts = []
        if self.seat >= 0 and self.status.open:
            # Its own sentence for one: Spanish's verb agrees ("se una 1 más", not "se unan").
            parts.append(
                counted(
                    len(self.status.open),
                    translate("Network", "Waiting for 1 more to join…"),
                    translate("Network", "Waiting for {count} more to join…"),
                )
            )
        elif self._collecting(game):
            decided = set(self.status.decided) | ({self.seat} if sent else set())
            you = translate("Names", "you", "in a list of players: Ana, Ben and you")
            parts.append(
                ", ".join(
                    f"{you if s == self.seat else people.names[s]} {'✓' if s in decided else '…'}"
                    for s in game.deciders()
                )
            )
        # A seat the computer plays is away too: said once, with who plays it.
        stand_in = [s for s in self.status.stand_in if s < len(people.names)]
        away = [s for s in self.away() if s not in stand_in]
        if away:
            parts.append(
                translate("Network", "Disconnected: {names}.").format(
                    names=", ".join(people.names[s] for s in away)
                )
            )
        if stand_in:
            parts.append(
                translate("Network", "The computer plays for {names}.").format(
                    names=", ".join(people.names[s] for s in stand_in)
                )
            )
        left = self.timer_left()
        if left is not None:
            parts.append(translate("Network", "{seconds} s left.").format(seconds=left))
        text = " · ".join(parts)
        return text[:1].upper() + text[1:]  # "You ✓, Ben …" opens the line

    @staticmethod
    def _collecting(game: Game) -> bool:
        """Whether several players decide now on the same dice, hidden until all have."""
        return (
            not game.is_over
            and not game.needs_roll
            and len(game.deciders()) > 1
            and game.rules.is_simultaneous(game.phase)
        )

    # ------------------------------------------------------------------ signals, window side

    def seat_names(self) -> tuple[str, ...]:
        """The players' names as this window shows them: a seat not (yet) known by its
        person's name is "Seat 2" in the reader's language, whichever it is now."""
        return tuple(
            translate("Network", "Seat {number}").format(number=seat + 1)
            if seat in self._unnamed
            else name
            for seat, name in enumerate(self.names)
        )

    def new_name(self) -> tuple[str, str] | None:
        """The name another player has, the one this window asked for, and the one the table
        gave its seat instead ("Ana", "Ana 2"), the first time the table's differs; then
        None. Only this window knows what it asked for."""
        if self._told_new_name or not 0 <= self.seat < len(self.names):
            return None
        asked = p.sendable(self.name, p.MAX_NAME_LENGTH)  # as the client sent it
        given = self.names[self.seat]
        if not asked or name_key(asked) == name_key(given):
            return None
        self._told_new_name = True
        # Said as the other player is called ("Ana", though "ana " was asked for).
        taken = next(
            (
                name
                for seat, name in enumerate(self.names)
                if seat != self.seat and name_key(name) == name_key(asked)
            ),
            asked,
        )
        return taken, given

    def _on_joined(self, game: Game, seat: int, status: p.Status) -> None:
        self.seat = seat
        self.welcomes += 1
        self._unnamed = set()  # a welcome names everyone it can
        self._on_status(status)
        self.names = tuple(pl.name for pl in game.players)

    def _on_status(self, status: p.Status) -> None:
        self.status = status
        self.status_at = time.monotonic()
        self._unnamed.update(status.open)

    # ------------------------------------------------------------------ the worker

    def _submit(self, coroutine: Coroutine[Any, Any, None]) -> None:
        if self._loop.is_closed():
            coroutine.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        except RuntimeError:  # the loop has ended
            coroutine.close()

    async def _call(self, send: Callable[[Client], Coroutine[Any, Any, None]]) -> None:
        client = self._client
        if client is None:
            return
        with contextlib.suppress(NetError):  # a lost connection is noticed by the reader
            await send(client)

    def _shut(self, on_purpose: bool) -> None:
        """On the worker: drop the connection (the host keeps the seat for the token, as
        for any lost connection) and end the session; `on_purpose`: say goodbye first."""
        if on_purpose and self._client is not None:
            self._loop.create_task(self._say_goodbye(self._client))
            return
        if self._client is not None:
            self._client.abort()
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    async def _say_goodbye(self, client: Client) -> None:
        """Close the connection normally (code 1000: the person left), CLOSE_TIMEOUT at
        most, then end the session as `_shut` does (a reconnection under way stops)."""
        if client.status.open and self._kept and self.store is not None:
            # Before the start the table frees a seat left: Join must not offer to take
            # back a seat that is someone else's to take. Here, on the worker, after the
            # last welcome kept its token (`_deliver`).
            self.store.forget()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(client.close(), p.CLOSE_TIMEOUT)
        client.abort()
        for task in asyncio.all_tasks(self._loop):
            if task is not asyncio.current_task():
                task.cancel()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except asyncio.CancelledError:
            pass
        finally:
            close_loop(self._loop)

    async def _main(self) -> None:
        deadline: float | None = None
        lost: Client | None = None  # the connection that dropped, while it is retried
        while not self._closing:
            try:
                if lost is None:
                    client = Client(self.url, self.code, self.name, self.token)
                    await client.connect()
                else:
                    client = await reconnect(lost)
            except NetError as error:
                if error.code is None and deadline is not None and time.monotonic() < deadline:
                    await asyncio.sleep(1.0)
                    continue
                if not self._closing:
                    self.failed.emit(error.code or "", str(error))
                return
            self._client = client
            deadline, lost = None, None
            if client.sat_afresh and not self._closing:
                self.sat_again.emit()
            try:
                finished = False
                # Read to the end of events(): after the final it answers the host's closing
                # handshake. Left at the final, the worker's loop ended with the connection
                # half-open, and the host's table waited its close timeout to stop.
                async for event in client.events():
                    self._deliver(client, event)
                    finished = isinstance(event, Finished)
                if finished:
                    return
                raise ConnectionLost("the connection closed")
            except ConnectionLost as error:
                if self._closing:
                    return
                self.connection_lost.emit(str(error))
                deadline, lost = time.monotonic() + self.reconnect_seconds, client
            except NetError as error:
                if not self._closing:
                    self.failed.emit(error.code or "", str(error))
                # Answer the host's closing handshake: a connection left half-open keeps its
                # table stopping for the host's close timeout (the host's next table waits).
                await client.close()
                return

    def _deliver(self, client: Client, event: object) -> None:
        """One event, on the worker: copied out of the worker's mirror and signalled (none
        once the window has left: its game is no longer played)."""
        if self._closing:
            return
        if isinstance(event, Joined):
            assert client.game is not None
            self.token = client.token
            self.game_key = client.game.setup.variant
            if self.store is not None and self.token:
                record = SeatRecord(self.url, self.code, self.name, self.token, self.game_key)
                with contextlib.suppress(OSError, ValueError):
                    self.store.save(record)
                    self._kept = True
            self.joined.emit(client.game.copy(), event.seat, client.status)
        elif isinstance(event, Updated):
            assert client.game is not None
            # A decision of this seat it did not send: the host's, when the timer ran out.
            start = len(client.game.log) - len(event.actions)
            mine = any(isinstance(a, Decision) and a.player == client.seat for a in event.actions)
            self.updated.emit(event.actions)
            if mine and start not in self._decided_at:
                self.decided_for.emit()
            self.status_changed.emit(client.status)
        elif isinstance(event, StatusChanged):
            self.status_changed.emit(event.status)
        elif isinstance(event, ChatEvent):
            line = event.line
            self.chat_received.emit(line.seat, line.text or "", line.phrase or "")
        elif isinstance(event, Refused):
            self.refused.emit(event.code, event.message)
        elif isinstance(event, Finished):
            self.over = True
            if self.store is not None:
                self.store.forget()
            self.finished.emit(event.game, event.scores)


def window_notes(game: Game) -> dict[str, Any]:
    """What a window noted on its copy of a network game (a hint asked), without the
    table's own note that its seed is hidden."""
    return {key: value for key, value in game.notes.items() if key != HIDDEN_SEED_NOTE}


def named(game: Game, names: Sequence[str]) -> Game:
    """`game` with its players called `names` (the same game if they already are)."""
    if tuple(names) == tuple(pl.name for pl in game.players):
        return game
    setup = game.setup
    players = [Player(name, pl.controller) for name, pl in zip(names, setup.players, strict=True)]
    renamed = Game(setup.variant, players, setup.seed, setup.options)
    for action in game.log:
        renamed.apply(action)
    renamed.notes = dict(game.notes)
    return renamed


class _Relay(QObject):
    """Tells the window's thread that a hosted table has stopped (the event that hurried it)."""

    done = Signal(object)


def phrase_text(key: str) -> str:
    """A ready chat phrase in the reader's language."""
    phrases = {
        "good_luck": translate("Network", "Good luck!"),
        "nice_move": translate("Network", "Nice move!"),
        "oops": translate("Network", "Oops!"),
        "well_played": translate("Network", "Well played!"),
        "one_moment": translate("Network", "One moment, please."),
    }
    return phrases.get(key, key)


# ---------------------------------------------------------------- the window's own table


def discovery() -> Any:
    """The LAN announcements (net/discovery.py); a function, so that tests can keep the
    window off the LAN."""
    return lan


def lan_addresses() -> list[str]:
    module = discovery()
    if module is None:
        return ["127.0.0.1"]
    try:
        return list(module.lan_addresses()) or ["127.0.0.1"]
    except OSError:
        return ["127.0.0.1"]


def _forget_table_file(table: Table) -> None:
    """The game has ended: its table file goes (nothing is left to resume). A file that is
    another table's by now (the window hosts the next one while this one stops) stays."""
    path = table.config.autosave
    if path is None:
        return
    with contextlib.suppress(OSError, ValueError):
        data = read_table_json(path)
        if isinstance(data, dict) and data.get("code") != table.code:
            return
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


class HostedTable:
    """A table this window hosts: its server on a worker thread, announced on the LAN; a new
    table of `config`, or the table of a kept table file (SaveError if it is damaged)."""

    def __init__(self, table: TableConfig | Path, host: str = "0.0.0.0", port: int = 0) -> None:
        self.server = ServerThread()
        self.port = self.server.start(host, port)
        self.host = host
        try:
            self.table: Table = (
                self.server.resume_table(table, _forget_table_file)
                if isinstance(table, Path)
                else self.server.add_table(table, _forget_table_file)
            )
        except Exception:
            self.server.stop()
            raise
        self._beacon: Any = None

    @property
    def code(self) -> str:
        return self.table.code

    def local_url(self) -> str:
        """Where this window's own person joins: over loopback."""
        return (
            f"ws://127.0.0.1:{self.port}/" if self.host in ("0.0.0.0", "") else self.url(self.host)
        )

    def url(self, address: str) -> str:
        return ws_url(address, self.port)

    def addresses(self) -> list[str]:
        """The URLs to give to people joining from other computers."""
        if self.host not in ("0.0.0.0", ""):
            return [self.url(self.host)]
        return [self.url(a) for a in lan_addresses()]

    def host_token(self) -> tuple[int, str]:
        seat, token = next(iter(sorted(self.table.tokens().items())))
        return seat, token

    def seat_names(self) -> list[tuple[str, str, bool]]:
        """Each seat: its name, kind and whether it is taken (read from another thread:
        plain values, a moment old at worst)."""
        return [
            (s.name, s.kind, s.kind == "computer" or s.token is not None)
            for s in list(self.table.seats)
        ]

    def announce(self, host_name: str) -> None:
        """Announce the table on the LAN (when net/discovery.py is there)."""
        module = discovery()
        if module is None:
            return
        # Listening everywhere: 0.0.0.0 in the ad reads as whichever address the packet came
        # from, right on every interface (a LAN address is right on one network only).
        url = self.url("0.0.0.0") if self.host in ("0.0.0.0", "") else self.url(self.host)
        game = self.table.config.game

        def ad() -> Any:
            seats = self.seat_names()
            return module.TableAd(
                host_name, game, url, len(seats), sum(1 for s in seats if not s[2])
            )

        try:
            self._beacon = module.Beacon(ad)
            self._beacon.start()
        except OSError:
            self._beacon = None

    def stop(self, notice: str | None = None) -> None:
        """Stop hosting; with a `notice` the table is closed for good and its players are
        told so (else they wait to rejoin it when it is hosted again)."""
        if self._beacon is not None:
            with contextlib.suppress(OSError):
                self._beacon.stop()
            self._beacon = None
        self.server.stop(notice)


# ---------------------------------------------------------------- the window's side


_Args = ParamSpec("_Args")


def _from_the_session(
    slot: Callable[Concatenate[NetworkPlay, _Args], None],
) -> Callable[Concatenate[NetworkPlay, _Args], None]:
    """A slot of a session's signal, run only while that session is the window's. A session
    the window has left (another table, a local game, a file opened) still emits as it winds
    down, and what its worker sent before the window left arrives after, even disconnected:
    a late welcome, move, final or chat line belongs to no game the window plays now (a late
    move applied to the next table's game broke it)."""

    @wraps(slot)
    def from_the_session(play: NetworkPlay, /, *args: _Args.args, **kwargs: _Args.kwargs) -> None:
        # The sender, not an argument: a connection holding the session would keep it alive.
        if play.sender() is play.session:
            slot(play, *args, **kwargs)

    return from_the_session


class NetworkPlay(QObject):
    """The window's network play: a session played in the window's table, the host's
    table if the window hosts it, the chat dock."""

    session_started = Signal()
    game_over = Signal()
    hosting_changed = Signal(bool)  # whether this window hosts a table now

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller: GameController = window.controller
        self.session: NetSession | None = None
        self.hosted: HostedTable | None = None
        self.store = SeatStore(on_damaged=self._seat_damaged)
        self.table_path = table_path()  # the hosted table's autosave
        self.final: Game | None = None
        # What cuts the grace short of the last hosted table stopping on its thread (in its
        # grace after a final, or closing), until it has stopped.
        self._stopping: threading.Event | None = None
        # A table to open once that one has stopped: it holds the port the new one takes.
        self._pending: tuple[TableConfig | KeptTable, str] | None = None
        # A table closed on purpose that is still stopping (what hurries it, its code): its
        # file stays until it has stopped writing it (seconds, with a client slow to let go),
        # and is no game to resume.
        self._closed: tuple[threading.Event, str] | None = None
        self._stop_relay = _Relay()  # not a child: a stopping thread may outlive the window
        # The tables' stopping threads (what hurries each): a quit waits for them.
        self._stop_threads: list[tuple[threading.Event, threading.Thread]] = []
        self._stop_relay.done.connect(self._on_table_stopped)
        self._stop_wait = QTimer(self)
        self._stop_wait.setSingleShot(True)
        self._stop_wait.setInterval(int(STOP_WAIT_SECONDS * 1000))
        self._stop_wait.timeout.connect(self._stopped_waiting)
        self._away: tuple[int, ...] = ()
        self._stand_in: tuple[int, ...] = ()  # people's seats the table's computer plays
        # Seats this window has seen connected: a seat away before its first connection
        # (the host's own seat, its window still connecting over loopback) has lost nothing.
        self._seen: set[int] = set()
        # Seats this window was told are away (lost, or the computer plays for them): their
        # return is told, a seat's first connection is not.
        self._told_away: set[int] = set()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._on_tick)
        from .chat_panel import ChatDock

        self.dock = ChatDock(window)
        self.dock.send_text.connect(lambda text: self._say(text=text))
        self.dock.send_phrase.connect(lambda key: self._say(phrase=key))
        self.dock.leave.connect(self.leave)
        self.dock.show_table.connect(self.show_info)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.controller.game_started.connect(self._on_game_started)
        self.info: TableInfoDialog | None = None  # the hosted table's code and seats
        # What Play again repeats after a network game: the table hosted (and the host's
        # name), or the address and name joined with.
        self.last_hosted: tuple[TableConfig, str] | None = None
        self.last_joined: tuple[str, str] | None = None
        self.rejoin_panel: RejoinPanel | None = None
        # The last session whose game the window showed when it was left, and the one the
        # session now takes the seat back from (`_takes_back`), until its welcome.
        self._left: NetSession | None = None
        self._taken_back_from: NetSession | None = None
        # Where the window's tables listen (tests: 127.0.0.1, port 0).
        self.bind = "0.0.0.0"
        self.port = DEFAULT_PORT

    # ------------------------------------------------------------------ the dialogs

    def host_dialog(self) -> None:
        from .net_dialogs import HostDialog, table_config
        from .preferences import load_new_game_choice
        from .window import game_from_choice

        window = self.window
        if self.hosted is None and self._asked_to_resume():
            return
        dialog = HostDialog(load_new_game_choice(window.settings), window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        if not self.window.may_abandon_game(translate("Network", "Host the network game")):
            return
        try:
            # The options a new game of this choice has (its board, its house rules).
            options = dict(game_from_choice(choice).setup.options)
            config = table_config(choice, options, dialog.turn_timer(), dialog.stand_in())
            self._open_table(config, choice.seats[0].name)
        except (EngineError, DataFileError, BoardError) as error:
            print(f"qwixx-desktop: {error}", file=sys.stderr)
            self._notify(
                lambda: translate("Network", "That game cannot be set up with these players."),
                "error",
            )

    def _asked_to_resume(self) -> bool:
        """With a kept table file, Host asks first: resume that game (True), or host a new
        one in its place, or neither (True)."""
        from PySide6.QtWidgets import QMessageBox

        kept = self.kept_table()
        if kept is None:
            return False
        box = QMessageBox(self.window)
        box.setObjectName("resumeHosting")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("Network", "Host the network game"))
        box.setText(resume_question(kept))
        box.setInformativeText(
            translate("Network", "A new table replaces it: its players cannot rejoin it then.")
        )
        resume = box.addButton(
            translate("Network", "Resume hosting"), QMessageBox.ButtonRole.AcceptRole
        )
        new = box.addButton(
            translate("Network", "Host a new game"), QMessageBox.ButtonRole.ResetRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(resume)
        box.exec()
        if box.clickedButton() is resume:
            self.resume_hosting(kept)
        return box.clickedButton() is not new

    def _open_table(self, table: TableConfig | KeptTable, name: str = "") -> None:
        """Host `table` (a new one, or a kept one again) and show its code, or say why it
        cannot be opened. Its callers have asked about the game on the table: a table that
        waits for the last one to stop opens then without asking again."""
        self.end_session()
        if self._stopping is not None:
            # The last table still holds the port (Host again within its grace after the
            # final): it is hurried, and this table opens once it has stopped, on that port,
            # where the others' Join again looks. Waited for on its thread, never this one.
            self._pending = (table, name)
            self._stopping.set()
            self._stop_wait.start()
            return
        try:
            if isinstance(table, KeptTable):
                self._resume(table)
            else:
                self.host(table, name)
        except OSError as error:
            failed = error
            self._notify(
                lambda: translate("Network", "Could not open the table: {error}").format(
                    error=why_it_failed(failed)
                ),
                "error",
            )
            return
        except SaveError as error:
            self._table_damaged(error)
            return
        self.show_info()

    def kept_table(self) -> KeptTable | None:
        """The table file of a hosted game that did not end (a damaged one is moved aside,
        and said)."""
        try:
            kept = read_kept_table(self.table_path)
        except SaveError as error:
            self._table_damaged(error)
            return None
        if kept is not None and self._closed is not None and kept.code == self._closed[1]:
            return None
        return kept

    def _table_damaged(self, error: SaveError) -> None:
        from .window import where_kept

        print(f"qwixx-desktop: {error}", file=sys.stderr)
        aside = set_aside(self.table_path)
        self._notify(
            lambda: (
                translate(
                    "Network", "The network game's table file was damaged and cannot be resumed."
                )
                + " "
                + where_kept(aside)
            ),
            "error",
        )

    def _seat_damaged(self, aside: SetAside) -> None:
        """The kept seat's file was damaged: told as the window tells its other files."""
        self.window.file_damaged("seat", aside)
        self.window.report_damaged_files()

    def resume_hosting(self, kept: KeptTable) -> None:
        """Host the kept table's game again: its code and addresses shown again, the host's
        person seated with its token, the others rejoining with theirs."""
        if self.window.may_abandon_game(translate("Network", "Host the network game")):
            self._open_table(kept)

    def show_info(self) -> None:
        """The hosted table's code, addresses and seats, in a window of its own."""
        from .net_dialogs import TableInfoDialog

        hosted = self.hosted
        if hosted is None:
            return
        if self.info is not None:
            self.info.close()
        info = TableInfoDialog(hosted.code, hosted.addresses(), hosted.seat_names, self.window)
        info.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        info.destroyed.connect(lambda: setattr(self, "info", None))
        self.info = info
        info.show()

    def join_dialog(self, address: str = "") -> None:
        """Join a table (`address` typed in already: Join again after a network game)."""
        from .net_dialogs import JoinDialog
        from .preferences import load_new_game_choice

        window = self.window
        seats = load_new_game_choice(window.settings).seats
        name = next((s.name for s in seats if s.controller == HUMAN), "")
        if self.last_joined is not None:
            name = self.last_joined[1]
        dialog = JoinDialog(name, self._seat_to_take_back(), window)
        if address:
            dialog.address_edit.setText(address)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        if dialog.rejoin and isinstance(dialog.saved, KeptTable):
            self.resume_hosting(dialog.saved)  # asks about the game on the table itself
            return
        if not self.window.may_abandon_game(translate("Network", "Join the network game")):
            return
        chosen = dialog.choice()
        self.join(chosen.url, chosen.code, chosen.name, chosen.token)

    def _seat_to_take_back(self) -> SeatRecord | KeptTable | None:
        """What Join offers to take back: the seat kept at another's table; the host's own
        seat is at its own table, which listens only while this window hosts it, so its
        kept table is offered for hosting again (Rejoin went to a table no longer there:
        "could not connect"), and at the table hosted now, nothing (the seat is taken)."""
        record = self.store.load()
        if record is None:
            return None
        # Known by its token: another window with the same data folder may sit at the table.
        if self.hosted is not None and record.token in self.hosted.table.tokens().values():
            return None
        kept = self.kept_table() if self.table_path.exists() else None
        if kept is not None and record.token in kept.host_tokens:
            return kept
        return record

    @property
    def active(self) -> bool:
        return self.session is not None

    def join(self, url: str, code: str, name: str, token: str | None = None) -> NetSession:
        """Take a seat (or take one back with `token`) and play it in the window."""
        self.end_session()
        self.last_hosted, self.last_joined = None, (url, name)
        return self._sit(url, code, name, token)

    def _sit(
        self, url: str, code: str, name: str, token: str | None, hosts: bool = False
    ) -> NetSession:
        # Not a child: its worker may still emit while it winds down after `close`.
        session = NetSession(url, code, name, token, self.store, hosts=hosts)
        # Every signal to a slot of `_from_the_session`: none of a session left comes through.
        session.joined.connect(self._on_joined)
        session.updated.connect(self._on_updated)
        session.status_changed.connect(self._on_status)
        session.chat_received.connect(self._on_chat)
        session.refused.connect(self._on_refused)
        session.connection_lost.connect(self._on_lost)
        session.sat_again.connect(self._on_sat_again)
        session.finished.connect(self._on_finished)
        session.failed.connect(self._on_failed)
        session.decided_for.connect(self._on_decided_for)
        self._taken_back_from = self._takes_back(code, token)
        self.session = session
        # The final stays on the table, its results up, until this table's game comes (a
        # welcome away; _on_game_started forgets it then): forgotten here, its button read
        # "Play again" in between. It says Host again or Join again as the table now is.
        if self.final is not None:
            self._say_again()
        self._away, self._stand_in = (), ()
        self._seen, self._told_away = set(), set()
        if self._taken_back_from is None:
            self.dock.clear()
        self.dock.set_code(code)
        session.start()
        return session

    def host(self, config: TableConfig, name: str) -> HostedTable:
        """Host a table on a worker-thread server and take the host's seat over loopback
        (OSError when no port can be opened)."""
        self.end_session()
        config = replace(config, autosave=self.table_path)
        return self._seat_host(self._listen(config, self.port), name)

    def _resume(self, kept: KeptTable) -> HostedTable:
        """Host the kept table again, on the port it had (the others' kept seats point there)
        when it is free (OSError when no port can be opened, SaveError if it is damaged)."""
        self.end_session()
        port = self.port
        record = self.store.load()
        # The host's own seat, known by its token as Join knows it (`_seat_to_take_back`):
        # a seat kept by the table's code may be another window's there (one data folder),
        # reached through another address and port.
        if record is not None and record.token in kept.host_tokens:
            with contextlib.suppress(ValueError):
                port = urlsplit(record.url).port or port  # the host's own seat: where it was
        hosted = self._listen(self.table_path, port)
        seat, _ = hosted.host_token()
        return self._seat_host(hosted, hosted.table.seats[seat].name)

    def _listen(self, table: TableConfig | Path, port: int) -> HostedTable:
        # The port is free unless a table still stopping holds it (_open_table waits for it).
        try:
            return HostedTable(table, self.bind, port)
        except OSError:
            if not port:
                raise
            return HostedTable(table, self.bind, 0)  # that port is taken

    def _seat_host(self, hosted: HostedTable, name: str) -> HostedTable:
        self._set_hosted(hosted)
        self.last_hosted = (replace(hosted.table.config, code=None, seed=None), name)
        self.last_joined = None
        hosted.announce(name)
        _, token = hosted.host_token()
        self._sit(hosted.local_url(), hosted.code, name, token, hosts=True)
        return hosted

    def _set_hosted(self, hosted: HostedTable | None) -> None:
        """The table this window hosts, or none: its card is offered (the menu, the dock)
        only while there is one."""
        self.hosted = hosted
        self.dock.set_hosting(hosted is not None)
        self.hosting_changed.emit(hosted is not None)

    def leave(self) -> None:
        """Leave the table: the window's game stays as it was, no longer played (the seat
        stays reserved for the kept token: Join offers to rejoin). The host's table closes
        with it, for everyone: asked first."""
        if self.hosted is None:
            self.end_session(on_purpose=True)
        elif not self.close_hosted_table():
            return
        self._notify(lambda: translate("Network", "You left the network table."), "info")

    def close_hosted_table(self) -> bool:
        """Close the table this window hosts, for everyone, if the host agrees (False: the
        host keeps playing). Closing on purpose ends the game: its table file goes, nothing
        is kept to resume, and the host's own seat goes with it."""
        agreed = self.window.ask(
            "closeTable",
            translate("Network", "Close the table?"),
            translate("Network", "Leaving closes the table for everyone."),
            translate(
                "Network", "You host this table: when you leave, the game ends for every player."
            ),
            translate("Network", "Close the table"),
        )
        if agreed:
            self.store.forget()
            self.end_session(close_table=True)
        return agreed

    def play_again(self) -> bool:
        """Results → Play again when the table holds a finished network game: the host hosts
        the same table again (fresh dice, a new code); a person who joined gets the Join
        dialog with the same address (the host's new table has a new code). False when the
        game on the table is not a network game's final (a local rematch then)."""
        if self.session is not None and self.controller.remote is not self.session:
            # A table opening (Host again or Join again clicked twice): its game comes with
            # its welcome. A local rematch now would close the table just opened.
            return True
        game = self.controller.game
        if self.final is None or game is not self.final:
            return False
        if self.last_hosted is not None:
            config, name = self.last_hosted
            self._open_table(replace(config, seed=None, code=None), name)
        else:
            self.join_dialog(self.last_joined[0] if self.last_joined is not None else "")
        return True

    def offer_rejoin(self, record: SeatRecord | KeptTable) -> None:
        """At the start: the seat kept at an unfinished network game, offered once to take
        back (Not now keeps it for Join → Rejoin); or the table this window hosted, to host
        again (Not now keeps it for Host a network game…)."""
        from .net_dialogs import RejoinPanel

        if self.rejoin_panel is None:
            self.rejoin_panel = RejoinPanel(self.window.table)
            self.rejoin_panel.resume.connect(self._rejoin_offered)
            self.rejoin_panel.decline.connect(self.rejoin_panel.hide)
        self.rejoin_panel.offer(record)
        self.rejoin_panel.popup()

    def _rejoin_offered(self) -> None:
        panel = self.rejoin_panel
        if panel is None or panel.record is None:
            return
        panel.hide()
        record = panel.record
        if isinstance(record, KeptTable):
            self.resume_hosting(record)
        else:
            self.join(record.url, record.code, record.name, record.token)

    def end_session(
        self, grace: float = 0.0, close_table: bool = False, on_purpose: bool = False
    ) -> None:
        """Leave the session; the hosted table, if any, closes after `grace` seconds (time
        for the final to reach everyone), on a thread of its own: never the window's. Its
        table file stays for a later resume, unless `close_table` (once it has stopped
        writing it). `on_purpose`: the person left the table (NetSession.close)."""
        self._tick.stop()
        self._pending = None  # a table waiting to open is not wanted any more
        if self.session is not None:
            if self.controller.remote is self.session:
                self._left = self.session
            self.session.close(drop=not close_table, on_purpose=on_purpose)
            self.session = None
            self.controller.remote_changed()  # its game, if on the table, is no longer played
        hosted = self.hosted
        self._set_hosted(None)
        if hosted is not None:
            hurry = threading.Event()
            if close_table:
                self._closed = (hurry, hosted.code)
            relay = self._stop_relay

            def stop() -> None:
                try:
                    hurry.wait(grace)
                    # Closed on purpose: the others are told, and stop waiting to rejoin.
                    hosted.stop(CLOSED_NOTICE if close_table else None)
                    if close_table:
                        _forget_table_file(hosted.table)
                finally:
                    with contextlib.suppress(RuntimeError):  # the window has gone
                        relay.done.emit(hurry)

            thread = threading.Thread(target=stop, name="qwixx-net-stop", daemon=True)
            thread.start()
            self._stop_threads = [(h, t) for h, t in self._stop_threads if t.is_alive()]
            self._stop_threads.append((hurry, thread))
            self._stopping = hurry
        if self.info is not None:
            self.info.close()
        self.dock.hide()

    def shutdown(self) -> None:
        """The window closes (a quit): the tables still stopping are hurried and waited for,
        STOP_WAIT_SECONDS at most. The process ends with their daemon threads: a table closed
        on purpose would leave its file, offered to host again at the next start, and a
        table's last autosave could be cut off."""
        hosted = self.hosted
        self.end_session()
        deadline = time.monotonic() + STOP_WAIT_SECONDS
        for hurry, _ in self._stop_threads:
            hurry.set()
        for _, thread in self._stop_threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        if hosted is not None:
            self._forget_own_seat(hosted)

    def _forget_own_seat(self, hosted: HostedTable) -> None:
        """The host's own seat at its table that has gone: kept, it is for resuming the
        table (where it listened); with no table file to resume (nothing was played yet),
        the next start would offer to rejoin a table that is no more. Known by its token,
        as Join knows it (`_seat_to_take_back`): a seat kept by the same code may be another
        window's, at this table, sharing the data folder."""
        record = self.store.load()
        if record is None or record.token not in hosted.table.tokens().values():
            return
        with contextlib.suppress(SaveError):
            kept = read_kept_table(self.table_path)
            if kept is not None and record.token in kept.host_tokens:
                return
        self.store.forget()

    def _on_table_stopped(self, hurry: threading.Event) -> None:
        if self._closed is not None and self._closed[0] is hurry:
            self._closed = None  # its file has gone
        if hurry is self._stopping:
            self._stopping = None
            self._open_pending()

    def _stopped_waiting(self) -> None:
        """The last table has not stopped in STOP_WAIT_SECONDS: the waiting table opens,
        on another port if that one is still taken."""
        self._stopping = None
        self._open_pending()

    def _open_pending(self) -> None:
        self._stop_wait.stop()
        pending, self._pending = self._pending, None
        if pending is not None:
            self._open_table(*pending)

    # ------------------------------------------------------------------ session events

    @_from_the_session
    def _on_joined(self, game: Game, seat: int, status: p.Status) -> None:
        session = self.session
        if session is None:
            return
        self.window.current_path = None
        kept = self._table_log()
        shown = named(game, session.seat_names())
        if self._shows_the_sessions_game() and self.controller.game is not None:
            # A welcome again (the connection came back, or the seat was taken back): what
            # this window noted on the game (a hint asked here) stays, or the statistics
            # would not count it.
            shown = shown.copy()
            shown.notes = {**window_notes(self.controller.game), **shown.notes}
        self._taken_back_from = None  # the window's game is this session's now
        self.window.start_game(shown, session, kept=kept)
        self.dock.show()
        self._show_status(status)  # the dock's players too (_name_seats)
        if session.takes_back and session.welcomes == 1:
            self._notify(lambda: translate("Network", "You are back at the table."), "info")
        renamed = session.new_name()
        if renamed is not None:
            said = partial(_new_name, *renamed)
            self._notify(said, "info")
            self.dock.add_notice(said)  # with the table's other messages too
        self.session_started.emit()

    def _name_seats(self) -> None:
        """Before the start: the players as the session names them now (a seat opened
        again, the language switched); the waiting game is shown again if that changed."""
        session = self.session
        game = self.controller.game
        if session is None or game is None or self.controller.remote is not session:
            return
        names = session.seat_names()
        if names != tuple(pl.name for pl in game.players):
            self.window.start_game(named(game, names), session, kept=self._table_log())
        self.dock.set_players(names, session.seat, session.status.stand_in)

    def _table_log(self) -> list[LogLine]:
        """The game log while the window shows this session's game, for that game shown anew
        (a welcome at every seat change before the start and at every reconnection, new seat
        names, the final) to keep the table's notices (a rename, a seat lost or back, this
        connection lost) where they fell among its lines; none for another table's game
        (played again, joined elsewhere: another session)."""
        return self.window.table.game_log() if self._shows_the_sessions_game() else []

    def _takes_back(self, code: str, token: str | None) -> NetSession | None:
        """The session left whose seat a new one at `code` takes back with `token`, while the
        window still shows that session's game (left, not ended): the same seat of the same
        table's game, for a token is given for one seat of one game. Its chat, its log's
        notices and the window's notes stay, as after a dropped connection: only the window
        left, the game went on. Another table, a new game at the same code, a new seat: none."""
        left = self._left
        if (
            left is None
            or token is None
            or left.over
            or self.controller.remote is not left
            or left.token != token
            or normalise_code(left.code) != normalise_code(code)
        ):
            return None
        return left

    def _shows_the_sessions_game(self) -> bool:
        """Whether the window's game is the session's: played by it, or by the session left
        whose seat it takes back (`_takes_back`)."""
        remote = self.controller.remote
        return remote is not None and (remote is self.session or remote is self._taken_back_from)

    @_from_the_session
    def _on_updated(self, actions: Sequence[Action]) -> None:
        self.controller.receive(actions)

    @_from_the_session
    def _on_decided_for(self) -> None:
        self._notify(
            lambda: translate("Network", "Your time ran out: the table decided for you."),
            "warning",
        )

    @_from_the_session
    def _on_status(self, status: p.Status) -> None:
        self._show_status(status)

    def _show_status(self, status: p.Status) -> None:
        self._name_seats()
        session = self.session
        game = self.controller.game
        if session is None or game is None:
            return
        away = tuple(session.away())
        stand_in = tuple(s for s in status.stand_in if s < len(game.players))
        connected = {
            seat
            for seat, on in enumerate(status.connected)
            if on and seat < len(game.players) and seat not in status.open
        }
        if game.log:
            # A game in play (a resumed table's: its file is written from the first action on)
            # played the seats away at this window's first sight of them: their return is told.
            # Before any action, a seat away is one yet to come (the host's own seat, its
            # window still connecting over loopback): its first connection is no return.
            self._told_away |= set(away) - self._seen
        # Away and played by the computer at once: the person left on purpose (the host
        # does not wait for them to come back), not a lost connection.
        gone = (set(away) - set(self._away)) & self._seen
        left = gone & (set(stand_in) - set(self._stand_in))
        for seat in gone - left:
            self._notify(partial(_lost_connection, game.players[seat].name), "warning")
            self._told_away.add(seat)
        for seat in left:
            self._notify(partial(_left_the_table, game.players[seat].name), "info")
        for seat in set(stand_in) - set(self._stand_in) - left:
            self._notify(partial(_stood_in, game.players[seat].name), "warning")
            self._told_away.add(seat)
        self._told_away |= left
        for seat in self._told_away & connected:
            # Back from a stand-in: one line says both (the moves since were the computer's).
            back = _back_from_stand_in if seat in self._stand_in else _is_back
            self._notify(partial(back, game.players[seat].name), "info")
        # An open seat's next person is someone else: nothing of theirs was seen or told.
        self._told_away -= connected | set(status.open)
        self._seen = (self._seen | connected) - set(status.open)
        self._away, self._stand_in = away, stand_in
        if self.info is not None:
            self.info.refresh()
        self.dock.set_status(session.describe(game, self.controller.sending))
        if session.timer_left() is not None:
            self._tick.start()
        else:
            self._tick.stop()
        self.controller.remote_changed()

    def _on_game_started(self) -> None:
        # Another game on the table (New, Open): the network game is left, and a table
        # still waiting to open is not opened.
        self._pending = None
        if self.session is not None and self.controller.remote is not self.session:
            self.end_session()
        if self.controller.game is not self.final:
            self._forget_final()  # the network game's final has left the table
        if self.rejoin_panel is not None and self.controller.remote is not None:
            self.rejoin_panel.hide()

    def _forget_final(self) -> None:
        if self.final is not None:
            self.final = None
            self._say_again()  # its Host again / Join again goes

    def _say_again(self) -> None:
        """The results' Play again: after a network game (its final on the table) it means
        the same people again over the network, not at this screen."""
        again: Said | None = None
        if self.final is not None and self.last_hosted is not None:
            again = lambda: translate("Network", "Host again")  # noqa: E731
        elif self.final is not None:
            again = lambda: translate("Network", "Join again")  # noqa: E731
        self.window.results.set_again(again)

    def _on_tick(self) -> None:
        session = self.session
        game = self.controller.game
        if session is None or game is None or session.timer_left() is None:
            self._tick.stop()
            return
        self.dock.set_status(session.describe(game, self.controller.sending))
        self.controller.remote_changed()

    def retranslate(self) -> None:
        """In the language just chosen: the dock (its labels, its lines, the table's status)
        and the offer to rejoin."""
        self.dock.retranslate()
        if self.rejoin_panel is not None:
            self.rejoin_panel.retranslate()  # offered at the start, over the table
        self._name_seats()  # an open seat's name is in the window's language
        session = self.session
        game = self.controller.game
        if session is not None and game is not None:
            self.dock.set_status(session.describe(game, self.controller.sending))

    @_from_the_session
    def _on_chat(self, seat: int, text: str, phrase: str) -> None:
        names = self.session.seat_names() if self.session is not None else ()
        name = names[seat] if 0 <= seat < len(names) else "?"
        # A phrase is said in the reader's language, again after a switch.
        self.dock.add_line(name, text or partial(phrase_text, phrase))

    @_from_the_session
    def _on_refused(self, code: str, message: str) -> None:
        if code == p.E_RATE_LIMITED:
            self.dock.add_notice(
                lambda: translate("Network", "Too many messages: wait a few seconds.")
            )
            return
        self.controller.refused(
            lambda: translate("Network", "The table did not take that move: the game moved on.")
        )

    @_from_the_session
    def _on_lost(self, detail: str) -> None:
        print(f"qwixx-desktop: network: {detail}", file=sys.stderr)
        self._notify(
            lambda: translate("Network", "The connection to the table was lost; reconnecting…"),
            "error",
        )

    @_from_the_session
    def _on_sat_again(self) -> None:
        self._notify(
            lambda: translate(
                "Network", "Your seat was freed while you were away: you sat down again."
            ),
            "info",
        )

    @_from_the_session
    def _on_failed(self, code: str, message: str) -> None:
        print(f"qwixx-desktop: network: {message}", file=sys.stderr)
        session = self.session
        # With a seat token, no table under the code means the table has gone (its game
        # ended, or its host closed it), and the seat with it.
        had_seat = session is not None and session.token is not None
        gone = code == p.E_WRONG_CODE and had_seat
        # Its seat freed as the connection dropped before the start, and no other open.
        full = code == p.E_TABLE_FULL and had_seat
        if code == p.E_BAD_TOKEN or gone or full:
            self.store.forget()
        self._notify(partial(_failed_text, code, message, gone), "error")
        self.end_session()

    @_from_the_session
    def _on_finished(self, game: Game, scores: Sequence[int]) -> None:
        """The verified final game replaces the window's: the same save as the host's, to
        save or export like any finished game."""
        session = self.session
        seat = session.seat if session is not None else None
        played = self.controller.game if self.controller.remote is session else None
        kept = self._table_log()
        self.final = game
        self.end_session(grace=FINAL_GRACE_SECONDS)
        # This window's sheet stays in front, and its person is "you" still (the log, the
        # results), though two people or more played.
        self.window.start_game(game, focus=seat, you=seat, kept=kept)
        if session is not None and played is not None:
            # The final usually comes before the window has shown the last actions (their
            # animation), whose game over counts a game in the statistics: the network game
            # went uncounted. It is counted now, once (the window's game may have been), with
            # what the window noted (a hint asked here); the final stays the host's save.
            counted = game.copy()
            counted.notes.update(window_notes(played))
            self.window.record_statistics(counted)
        self._say_again()
        self._notify(
            lambda: translate(
                "Network",
                "The network game is over. Save it with Game → Save, or export the sheets.",
            ),
            "info",
        )
        self.game_over.emit()

    def _say(self, text: str | None = None, phrase: str | None = None) -> None:
        if self.session is not None:
            self.session.say(text, phrase)

    def _notify(self, text: str | Said, kind: str) -> None:
        self.window.notify(text, kind)
