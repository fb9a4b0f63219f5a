"""A hosted table: one engine `Game`, its seats, and the rules of docs/network-protocol.md.

The table is the only authority. It runs on one asyncio loop and changes only there (no
locks): connections hand it checked messages (`join`, `receive`, `leave`), it answers through
`Link.post`. Computer players think in a worker thread (`asyncio.to_thread`), so the loop
never waits for a bot. The table never asks which game it plays: the rules say who decides,
what is simultaneous, what is legal.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..cli import one_line
from ..engine import Decision, EngineError, Game, Move, Player, Roll, SaveError
from ..engine.chance import SEED_MAX
from ..engine.game import HUMAN
from ..engine.jsontext import is_cut_short, not_json_text, parse_json
from ..engine.save import MAX_SAVE_BYTES, action_to_json, from_dict, to_dict
from ..engine.seat_names import unique_name
from ..storage import FileTooBigError, decode_text, read_bytes_limited
from . import protocol as p

if TYPE_CHECKING:
    from ..ai.kit import Bot

log = logging.getLogger(__name__)

RESERVE_SECONDS = 90.0  # a dropped person's seat waits this long before a computer plays it
# A person whose connection dropped as the game ended may rejoin this long to get the final.
FINAL_REJOIN_SECONDS = 10.0
CHAT_LIMIT = (5, 10.0)  # at most 5 chat messages per 10 s per seat
DEFAULT_FALLBACK = "medium"
TOKEN_BYTES = 18  # 144 bits, 24 URL-safe characters

# Join codes: Crockford's base-32 alphabet (no I, L, O, U), so a code read aloud or copied by
# hand has no look-alikes; a typed I or L counts as 1 and O as 0, case and dashes ignored.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 8  # 40 bits
_CODE_READING = str.maketrans("ILO", "110", "- ")

TABLE_FORMAT = "qwixx-desktop-table"
TABLE_VERSION = 1


def new_code() -> str:
    code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{code[:4]}-{code[4:]}"


def normalise_code(code: str) -> str:
    """The code as compared: upper case, no dashes or spaces, look-alikes read as digits.
    A pasted or phone-typed code may carry any space or dash (a no-break space, an en dash)
    and full-width letters: they read as the plain ones (else "no table has this code")."""
    plain = unicodedata.normalize("NFKC", code)
    plain = "".join(c for c in plain if not c.isspace() and unicodedata.category(c) != "Pd")
    return plain.upper().translate(_CODE_READING)


def seed_hash(seed: int, salt: str) -> str:
    return hashlib.sha256(f"{seed}:{salt}".encode("ascii")).hexdigest()


class Link(Protocol):
    """A client's connection as the table sees it: messages go out in order."""

    def post(self, message: dict[str, Any]) -> None: ...

    def drop(self, code: str, message: str) -> None:
        """Send `error` and close the connection."""

    def finish(self) -> None:
        """Close the connection normally (1000) once everything posted is sent."""


@dataclass(frozen=True)
class SeatConfig:
    """A seat: "remote" (a person who joins), "host" (the host's own person, who joins with
    a token the host gets at once) or "computer" (played by the host at `level`)."""

    kind: str
    level: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class TableConfig:
    game: str  # a game key
    seats: tuple[SeatConfig, ...]
    options: Mapping[str, Any] = field(default_factory=dict)  # the new game's options
    code: str | None = None
    seed: int | None = None  # else drawn with `secrets`
    turn_timer: float = 0.0  # seconds; 0 = off
    reserve_seconds: float = RESERVE_SECONDS
    fallback: str = DEFAULT_FALLBACK
    autosave: Path | None = None  # the table file, rewritten after every change
    final_save: Path | None = None  # the game's save file, written at the end


@dataclass
class _Seat:
    kind: str
    level: str | None
    name: str
    token: str | None = None
    link: Link | None = None
    stand_in: bool = False  # a computer plays a dropped person's seat
    reserve: asyncio.TimerHandle | None = None
    chats: deque[float] = field(default_factory=deque)

    @property
    def person(self) -> bool:
        return self.kind != "computer"


class Table:
    """One hosted game. Create it on the loop that will run it."""

    def __init__(self, config: TableConfig, on_final: Callable[[Table], None] | None = None):
        from ..games import get_game

        self.config = config
        self.spec = get_game(config.game)
        self.rules = self.spec.rules
        if not self.rules.min_players <= len(config.seats) <= self.rules.max_players:
            raise EngineError(
                f"{self.rules.title} is for {self.rules.min_players}-{self.rules.max_players} "
                f"players, not {len(config.seats)}"
            )
        self.code = config.code or new_code()
        self.seed = secrets.randbelow(SEED_MAX + 1) if config.seed is None else config.seed
        self.salt = secrets.token_hex(16)
        self.seed_hash = seed_hash(self.seed, self.salt)
        # Everything the set-up draws from the seed, written out: clients build the same game
        # with seed 0 (they learn the seed at the end).
        self.options = self.rules.seeded_options(self.seed, len(config.seats), config.options)
        self.seats = [self._new_seat(i, s) for i, s in enumerate(config.seats)]
        self.game: Game | None = None
        self.published = 0  # log entries sent to clients (the rest are hidden decisions)
        self.finished = asyncio.Event()
        # Set once every person has the final (or their time to rejoin for it ran out).
        self.delivered = asyncio.Event()
        self.closed = False
        self._final: dict[str, Any] | None = None  # the final, while a rejoin may fetch it
        self._missed: set[int] = set()  # the people not yet known to have the final
        self._final_links: dict[Link, int] = {}  # connections the final went to, by seat
        self.on_final = on_final
        self._loop = asyncio.get_running_loop()
        self._bots: dict[tuple[int, str], Bot] = {}
        self._thinking: set[int] = set()
        self._timers: dict[int, tuple[tuple[object, ...], float, asyncio.TimerHandle]] = {}
        self._last_status: dict[str, Any] | None = None
        self._saving: asyncio.Task[None] | None = None
        self._dirty = False
        self._autosave_failing = False  # the last autosave failed (and said so)
        self.final_save_failed = False  # config.final_save could not be written
        self._tasks: set[asyncio.Task[Any]] = set()
        # Decision-to-update latency (seconds), for the benchmark.
        self.latencies: list[float] = []

    def _new_seat(self, index: int, config: SeatConfig) -> _Seat:
        if config.kind not in p.KINDS:
            raise EngineError(f"a seat is {', '.join(p.KINDS)}, not {config.kind!r:.20}")
        if config.kind == "computer":
            level = config.level or DEFAULT_FALLBACK
            return _Seat("computer", level, config.name or f"Computer {index + 1} ({level})")
        token = secrets.token_urlsafe(TOKEN_BYTES) if config.kind == "host" else None
        return _Seat(config.kind, None, config.name or f"Seat {index + 1}", token)

    # ------------------------------------------------------------------ resume

    @classmethod
    def resume(
        cls, path: Path, on_final: Callable[[Table], None] | None = None, **changes: Any
    ) -> Table:
        """The table of an autosaved table file (SaveError naming what is wrong); every
        person's seat waits for its token as after a dropped connection."""
        try:
            game, seats, extra = read_table_file(path)
        except FileNotFoundError:
            # As every other command says it: Python's own text repeated the path.
            raise SaveError(f"{path}: file not found") from None
        config = TableConfig(
            game=game.setup.variant,
            seats=tuple(SeatConfig(s.kind, s.level, s.name) for s in seats),
            options=game.setup.options,
            code=extra["code"],
            seed=game.setup.seed,
            turn_timer=extra["turn_timer"],
            fallback=extra["fallback"],
            autosave=path,
            **changes,
        )
        table = cls(config, on_final)
        table.salt = extra["salt"]
        table.seed_hash = seed_hash(table.seed, table.salt)
        table.seats = seats
        table.game = game
        table.published = table._visible()
        for index, seat in enumerate(seats):
            if seat.person:
                seat.reserve = table._later(
                    config.reserve_seconds, "the stand-in", table._stand_in, index
                )
        table._advance()
        return table

    def table_file(self) -> dict[str, Any]:
        assert self.game is not None
        return {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "code": self.code,
            "salt": self.salt,
            "turn_timer": self.config.turn_timer,
            "fallback": self.config.fallback,
            "seats": [
                {"kind": s.kind, "level": s.level, "name": s.name, "token": s.token}
                for s in self.seats
            ],
            "save": to_dict(self.game),
        }

    # ------------------------------------------------------------------ queries

    @property
    def started(self) -> bool:
        return self.game is not None

    def tokens(self) -> dict[int, str]:
        """The host's own seats' tokens (its window joins with them)."""
        return {i: s.token for i, s in enumerate(self.seats) if s.kind == "host" and s.token}

    def _setup(self) -> dict[str, Any]:
        return {
            "variant": self.config.game,
            "players": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "options": self.options,
        }

    def _visible(self) -> int:
        """How much of the log clients may see: all but the choices being collected."""
        game = self.game
        return 0 if game is None else len(game.log) - game.collected_unseen()

    def _decided(self) -> list[int]:
        game = self.game
        if game is None:
            return []
        return sorted(
            action.player for action in game.log[self._visible() :] if isinstance(action, Decision)
        )

    def _plays_for(self, seat: int) -> bool:
        """Whether the host's computer plays `seat` now."""
        s = self.seats[seat]
        return s.kind == "computer" or s.stand_in

    def _awaited(self) -> list[int]:
        """People's seats the game waits for now (to roll or decide)."""
        game = self.game
        if game is None or game.is_over:
            return []
        if game.needs_roll:
            seats = [] if game.rolls_itself else [game.state.active]
        else:
            seats = list(game.deciders())
        return [s for s in seats if not self._plays_for(s)]

    def _marker(self) -> tuple[object, ...]:
        """The decision point: the same while a phase is collected."""
        assert self.game is not None
        return (self.game.state.rolls, self.game.phase, self.game.state.active)

    def status(self) -> dict[str, Any]:
        timer = None
        if self._timers:
            ends = min(deadline for _, deadline, _ in self._timers.values())
            timer = {
                "seats": sorted(self._timers),
                "ends_in_ms": max(0, min(3_600_000, int((ends - time.monotonic()) * 1000))),
            }
        return {
            "decided": self._decided(),
            "connected": [s.link is not None or not s.person for s in self.seats],
            "open": [i for i, s in enumerate(self.seats) if s.kind == "remote" and not s.token],
            "timer": timer,
            "stand_in": [i for i, s in enumerate(self.seats) if s.stand_in],
        }

    # ------------------------------------------------------------------ connections

    def join(self, link: Link, hello: p.Hello) -> int:
        """Seat a connection that gave the right code; ProtocolError when it cannot sit."""
        if self._final is not None:
            return self._rejoin_ended(link, hello)
        if self.closed:
            raise p.ProtocolError(p.E_WRONG_CODE, "this table has closed")
        if hello.version != p.VERSION:
            raise p.ProtocolError(p.E_VERSION, f"this host speaks protocol version {p.VERSION}")
        if hello.token is not None:
            seat = self._seat_of(hello.token)
            if seat is None:
                raise p.ProtocolError(p.E_BAD_TOKEN, "this seat token is not valid at this table")
            s = self.seats[seat]
            if s.link is not None:
                s.link.drop(p.E_BAD_TOKEN, "your seat was taken back from another connection")
            if s.reserve is not None:
                s.reserve.cancel()
                s.reserve = None
            s.stand_in = False
            if not self.started and s.kind == "host":
                s.name = self._unique_name(hello.name, seat)
        else:
            seat = next(
                (i for i, s in enumerate(self.seats) if s.kind == "remote" and not s.token), None
            )
            if seat is None:
                raise p.ProtocolError(p.E_TABLE_FULL, "every seat at this table is taken")
            s = self.seats[seat]
            s.token = secrets.token_urlsafe(TOKEN_BYTES)
            s.name = self._unique_name(hello.name, seat)
        s.link = link
        if not self.started and all(x.token for x in self.seats if x.kind == "remote"):
            self._start()
        elif not self.started:
            self._welcome_all()  # the others see who sat down, as they wait
        else:
            link.post(self._welcome(seat))
            self._advance()
        return seat

    def _seat_of(self, token: str) -> int | None:
        return next(
            (
                i
                for i, s in enumerate(self.seats)
                if s.token is not None and hmac.compare_digest(s.token, token)
            ),
            None,
        )

    def _rejoin_ended(self, link: Link, hello: p.Hello) -> int:
        """A seat's person back after the end (the connection dropped as the game ended):
        the whole game and its final, then the connection closes."""
        assert self._final is not None
        seat = None if hello.token is None else self._seat_of(hello.token)
        if seat is None or hello.version != p.VERSION:
            raise p.ProtocolError(p.E_WRONG_CODE, "the game at this table has ended")
        link.post(self._welcome(seat))
        link.post(self._final)
        link.finish()
        self._final_links[link] = seat
        return seat

    def link_closed(self, link: Link, clean: bool) -> None:
        """A connection has ended. After the final, one that closed `clean` (the client
        answered the closing handshake, which comes after the final) had it."""
        seat = self._final_links.pop(link, None)
        if seat is not None and clean:
            self._missed.discard(seat)
            if not self._missed:
                self._forget_final()

    def _forget_final(self) -> None:
        """No rejoin may fetch the final any more: the table is done with."""
        self._final = None
        self._missed.clear()
        self._final_links.clear()
        self.delivered.set()

    def _unique_name(self, name: str, seat: int) -> str:
        """`name`, numbered if a seat taken already has it, but for case and spaces."""
        taken = [
            s.name
            for i, s in enumerate(self.seats)
            if i != seat and (s.token is not None or not s.person)
        ]
        return unique_name(name, taken, p.MAX_NAME_LENGTH)

    def _welcome_all(self) -> None:
        """A fresh welcome to every connection: before the start, whenever a seat is taken
        or freed (the names in its set-up are who sits where now), and at the start."""
        for seat, s in enumerate(self.seats):
            if s.link is not None:
                s.link.post(self._welcome(seat))
        self._last_status = self.status()

    def _welcome(self, seat: int) -> dict[str, Any]:
        token = self.seats[seat].token
        assert token is not None
        log_json = [] if self.game is None else self._actions(0, self.published)
        return {
            "type": "welcome",
            "version": p.VERSION,
            "seat": seat,
            "token": token,
            "setup": self._setup(),
            "seed_hash": self.seed_hash,
            "log": log_json,
            "status": self.status(),
        }

    def leave(self, link: Link, on_purpose: bool = False) -> None:
        """A seat's connection has ended; `on_purpose`: its person left the table (their
        client closed normally, docs/network-protocol.md). Nobody waits for a person who
        left: the computer plays their seat at once, and the others' windows, seeing the seat
        away and played by the computer in one status, say that they left."""
        seat = next((i for i, s in enumerate(self.seats) if s.link is link), None)
        if seat is None or self.closed:
            return
        s = self.seats[seat]
        s.link = None
        if not self.started:
            if s.kind == "remote":
                s.token = None  # before the start a seat is simply free again
                s.name = f"Seat {seat + 1}"
            self._welcome_all()
            return
        if on_purpose:
            self._stand_in(seat)
            return
        s.reserve = self._later(self.config.reserve_seconds, "the stand-in", self._stand_in, seat)
        self._post_status()

    def _stand_in(self, seat: int) -> None:
        s = self.seats[seat]
        s.reserve = None
        if s.link is None and not self.closed:
            s.stand_in = True
            self._advance()

    def receive(self, link: Link, seat: int, message: p.ClientMessage) -> bool:
        """A checked message from the connection at `seat`; True when it was a legal roll or
        decision. Refusals that end the connection raise ProtocolError; a stale or illegal
        click is answered and the connection stays."""
        if self.seats[seat].link is not link or self.closed:
            return False
        if isinstance(message, p.Chat):
            self._chat(seat, message)
            return False
        error = self._act(seat, message)
        if error is not None:
            link.post(p.error(*error))
        return error is None

    def _act(self, seat: int, message: p.ClientMessage) -> tuple[str, str] | None:
        game = self.game
        if game is None or game.is_over:
            return p.E_NOT_YOUR_TURN, "the game is not running"
        if not isinstance(message, p.RollRequest | p.Decide):
            raise p.ProtocolError(p.E_BAD_MESSAGE, "hello only once")
        if message.at != self.published:
            return p.E_STALE, f"the game is at {self.published}, not {message.at}"
        received = time.perf_counter()
        if isinstance(message, p.RollRequest):
            if not game.needs_roll or game.rolls_itself or game.state.active != seat:
                return p.E_NOT_YOUR_TURN, "you do not roll now"
            self._apply(self.rules.chance_outcome(game.state))
        else:
            if seat not in game.deciders():
                return p.E_NOT_YOUR_TURN, "you do not decide now"
            try:
                move = self.rules.move_from_json(message.move)
            except (ValueError, TypeError, KeyError, IndexError) as error:
                raise p.ProtocolError(p.E_BAD_MESSAGE, f"not a move: {error}") from None
            try:
                self._apply(Decision(seat, move))
            except EngineError as error:
                return p.E_ILLEGAL_MOVE, str(error)
        self.latencies.append(time.perf_counter() - received)
        return None

    def _chat(self, seat: int, message: p.Chat) -> None:
        s = self.seats[seat]
        now = time.monotonic()
        limit, window = CHAT_LIMIT
        while s.chats and now - s.chats[0] > window:
            s.chats.popleft()
        if len(s.chats) >= limit:
            if s.link is not None:
                s.link.post(
                    p.error(p.E_RATE_LIMITED, f"at most {limit} chat messages per {window:.0f} s")
                )
            return
        s.chats.append(now)
        line: dict[str, Any] = {"type": "chat", "seat": seat}
        if message.text is not None:
            line["text"] = message.text
        else:
            line["phrase"] = message.phrase
        self._broadcast(line)

    def say(self, seat: int, text: str | None = None, phrase: str | None = None) -> None:
        """A chat line from the host's own person at `seat` (the same limits)."""
        self._chat(seat, p.Chat(text, phrase))

    # ------------------------------------------------------------------ play

    def _start(self) -> None:
        players = [
            Player(s.name, s.level if s.kind == "computer" and s.level else HUMAN)
            for s in self.seats
        ]
        # The clients' game has seed 0; the host's draws its dice from the real seed.
        self.game = Game(self.config.game, players, self.seed, self.options)
        self._welcome_all()
        self._advance()

    def _apply(self, action: Roll | Decision) -> None:
        """Apply a legal action (EngineError and no change if it is not) and go on."""
        assert self.game is not None
        self.game.apply(action)
        self._advance()
        self._save_soon()

    def _advance(self) -> None:
        """Everything the host does by itself: computers' rolls and decisions, timers,
        updates to the clients, the end."""
        game = self.game
        if game is None or self.closed:
            return
        while not game.is_over and game.needs_roll:
            if not (game.rolls_itself or self._plays_for(game.state.active)):
                break
            game.roll()
            self._save_soon()
        if not game.is_over and not game.needs_roll:
            for seat in game.deciders():
                if self._plays_for(seat) and seat not in self._thinking:
                    self._think(seat)
        self._publish()
        if game.is_over:
            self._finish()
            return
        self._arm_timers()
        self._post_status()

    def _publish(self) -> None:
        assert self.game is not None
        visible = self._visible()
        if visible > self.published:
            actions = self._actions(self.published, visible)
            self.published = visible
            self._arm_timers()
            status = self.status()
            self._last_status = status
            self._broadcast({"type": "update", "actions": actions, "status": status})

    def _actions(self, start: int, end: int) -> list[dict[str, Any]]:
        assert self.game is not None
        return [action_to_json(self.game, a) for a in self.game.log[start:end]]

    def _broadcast(self, message: dict[str, Any]) -> None:
        for s in self.seats:
            if s.link is not None:
                s.link.post(message)

    def _post_status(self) -> None:
        status = self.status()
        last = self._last_status
        if last is not None and {**last, "timer": _timer_key(last)} == {
            **status,
            "timer": _timer_key(status),
        }:
            return
        self._last_status = status
        self._broadcast({"type": "status", **status})

    def _think(self, seat: int) -> None:
        assert self.game is not None
        s = self.seats[seat]
        level = s.level if s.kind == "computer" and s.level else self.config.fallback
        self._thinking.add(seat)
        try:
            state = self.game.known_state(seat)
        except Exception as error:
            self._bot_failed(seat, error)
            state = None  # nothing to think on: the seat plays the safe move
        self._task("a computer player's move", self._bot_move(seat, level, state, self._marker()))

    async def _bot_move(
        self, seat: int, level: str, state: Any, marker: tuple[object, ...]
    ) -> None:
        """The computer's move for `seat` at `marker`; whatever fails on the way (the bot, its
        move, what applying it sets off) ends in the table's safe move, said in one line: a
        seat left waiting for a computer that will not move hangs the game for everyone."""
        move: Move | None = None
        try:
            if state is not None:
                bot = self._bots.get((seat, level))
                if bot is None:
                    bot = await asyncio.to_thread(self._make_bot, level, seat)
                    self._bots[(seat, level)] = bot
                move = await asyncio.to_thread(bot, state, seat)
        except Exception as error:
            self._bot_failed(seat, error)
        finally:
            self._thinking.discard(seat)
        if not self._still_decides(seat, marker):
            self._advance()
            return
        if move is not None:
            try:
                self._apply(Decision(seat, move))
                return
            except Exception as error:  # EngineError (an illegal move) or a bug
                self._bot_failed(seat, error)
            if not self._still_decides(seat, marker):
                self._advance()  # the move went in and what came after it failed: go on
                return
        assert self.game is not None  # _still_decides says so
        self._apply(Decision(seat, self.game.safe_move(seat)))

    def _still_decides(self, seat: int, marker: tuple[object, ...]) -> bool:
        """Whether the computer playing `seat` still has the decision it was asked at
        `marker` (not if the game went on, the table closed or the person came back)."""
        game = self.game
        return (
            game is not None
            and not self.closed
            and self._marker() == marker
            and seat in game.deciders()
            and self._plays_for(seat)
        )

    def _bot_failed(self, seat: int, error: Exception) -> None:
        log.error(
            "table %s: the computer player of seat %d failed: %s; it plays the safe move",
            self.code,
            seat + 1,
            one_line(error),
        )

    def _make_bot(self, level: str, seat: int) -> Bot:
        from ..ai import make_bot

        assert self.game is not None
        return make_bot(level, self.game.rules, secrets.randbelow(SEED_MAX + 1))

    def _arm_timers(self) -> None:
        if self.config.turn_timer <= 0 or self.game is None:
            return
        awaited = set(self._awaited())
        marker = self._marker()
        for seat in list(self._timers):
            if seat not in awaited or self._timers[seat][0] != marker:
                self._timers.pop(seat)[2].cancel()
        for seat in awaited - set(self._timers):
            deadline = time.monotonic() + self.config.turn_timer
            handle = self._later(
                self.config.turn_timer, "the turn timer", self._time_out, seat, marker
            )
            self._timers[seat] = (marker, deadline, handle)

    def _time_out(self, seat: int, marker: tuple[object, ...]) -> None:
        self._timers.pop(seat, None)
        game = self.game
        if game is None or self.closed or self._marker() != marker:
            return
        if game.needs_roll and not game.rolls_itself and game.state.active == seat:
            self._apply(self.rules.chance_outcome(game.state))
        elif seat in game.deciders():
            self._apply(Decision(seat, game.safe_move(seat)))

    # ------------------------------------------------------------------ callbacks

    # What the loop runs for the table by itself (timers, tasks) goes through these two. A
    # failure there reached asyncio's own handler: a traceback ("Exception in callback",
    # "Task exception was never retrieved") on serve's log instead of a line. Now it is one
    # line naming the table, and the table plays on: its game changes only by whole legal
    # actions, and the people at it can still act (a missed timeout or stand-in waits for
    # them, as a table without one does).

    def _later(
        self, delay: float, what: str, callback: Callable[..., None], *args: Any
    ) -> asyncio.TimerHandle:
        def guarded() -> None:
            try:
                callback(*args)
            except Exception as error:
                self._failed(what, error)

        return self._loop.call_later(delay, guarded)

    def _task(
        self, what: str, work: Coroutine[Any, Any, None], cancel_on_close: bool = True
    ) -> asyncio.Task[None]:
        task = self._loop.create_task(work)
        if cancel_on_close:  # close() cancels it
            self._tasks.add(task)

        def done(task: asyncio.Task[None]) -> None:
            self._tasks.discard(task)
            if not task.cancelled() and task.exception() is not None:
                error = task.exception()
                assert error is not None
                self._failed(what, error)

        task.add_done_callback(done)
        return task

    def _failed(self, what: str, error: BaseException) -> None:
        reason = one_line(error) if isinstance(error, Exception) else type(error).__name__
        going_on = "" if self.closed else "; the table plays on"
        log.error("table %s: %s failed: %s%s", self.code, what, reason, going_on)

    # ------------------------------------------------------------------ the end

    def _finish(self) -> None:
        assert self.game is not None
        self.closed = True
        for seat in self.seats:
            if seat.reserve is not None:
                seat.reserve.cancel()
        for _, _, handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        final = {
            "type": "final",
            "seed": self.seed,
            "salt": self.salt,
            "save": to_dict(self.game),
            "scores": [card.total for card in self.game.scores()],
        }
        # A connection dropping now (a blip as the game ends) loses the final: until each
        # person's connection has closed cleanly after it, a rejoin with the seat's token
        # fetches it (for FINAL_REJOIN_SECONDS at most).
        self._final = final
        self._missed = {i for i, s in enumerate(self.seats) if s.person and s.token is not None}
        for i, s in enumerate(self.seats):
            if s.link is not None:
                s.link.post(final)
                s.link.finish()
                self._final_links[s.link] = i
        if self._missed:
            self._later(FINAL_REJOIN_SECONDS, "the wait for rejoins", self._forget_final)
        else:
            self._forget_final()
        self._save_soon()
        self._task("the end of the game", self._write_final())

    async def _write_final(self) -> None:
        try:
            if self._saving is not None:
                # Shielded: a table closed meanwhile cancels this task, not the autosave.
                await asyncio.shield(self._saving)
            path = self.config.final_save
            if path is not None and self.game is not None:
                from ..storage import save_game

                await asyncio.to_thread(save_game, path, self.game.copy())
        except (OSError, SaveError) as error:
            log.error("the final save failed: %s", one_line(error))
            self.final_save_failed = True
        finally:
            self.finished.set()
            if self.on_final is not None:
                self.on_final(self)

    def final_line(self) -> str:
        """`final: NAME SCORE, ...` in seat order."""
        assert self.game is not None
        scores = self.game.scores()
        return "final: " + ", ".join(
            f"{s.name} {card.total}" for s, card in zip(self.seats, scores, strict=True)
        )

    def close(self, notice: str | None = None) -> None:
        """Stop the table (the server is stopping): no more moves, timers cancelled. With a
        `notice` the table is closed for good (its host ended it): every connection is told
        so (`error wrong_code`, as to a rejoin after the end), and its person stops waiting
        to rejoin a table that will not come back."""
        if notice is not None and not self.closed:
            for s in self.seats:
                if s.link is not None:
                    s.link.drop(p.E_WRONG_CODE, notice)
        self.closed = True
        for s in self.seats:
            if s.reserve is not None:
                s.reserve.cancel()
        for _, _, handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        for task in self._tasks:
            task.cancel()
        self.finished.set()
        self._forget_final()

    # ------------------------------------------------------------------ autosave

    def _save_soon(self) -> None:
        """Rewrite the table file in a worker thread; writes never overlap, the last wins."""
        if self.config.autosave is None or self.game is None:
            return
        self._dirty = True
        if self._saving is None or self._saving.done():
            self._saving = self._task(
                "the autosave", self._autosave(self.config.autosave), cancel_on_close=False
            )

    async def saved(self) -> None:
        """Wait until every autosave asked for so far is written (or has failed)."""
        if self._saving is not None and not self._saving.done():
            await asyncio.wait([self._saving])

    async def _autosave(self, path: Path) -> None:
        from ..storage import write_bytes_atomic

        while self._dirty:
            self._dirty = False
            data = p.encode(self.table_file()).encode("utf-8")
            try:
                await asyncio.to_thread(write_bytes_atomic, path, partial(bytes, data))
            except OSError as error:
                # A save folder gone or full fails every later autosave too: said once (the
                # log filled up with one line a move), and again only after a write works.
                if not self._autosave_failing:
                    # The file named, not the temporary file the error names.
                    reason = error.strerror or one_line(error)
                    log.error("cannot autosave the table to %s: %s", path, reason)
                self._autosave_failing = True
                return
            if self._autosave_failing:
                log.warning("the table is autosaved to %s again", path)
            self._autosave_failing = False


def _timer_key(status: Mapping[str, Any]) -> object:
    timer = status["timer"]
    return None if timer is None else tuple(timer["seats"])


def read_table_json(path: Path) -> object:
    """A table file's JSON, not yet checked (a save and the table's facts, so up to twice a
    save's size): OSError or ValueError when it cannot be read as JSON (FileTooBigError, a
    ValueError, when it is larger than that)."""
    return parse_json(decode_text(read_bytes_limited(path, 2 * MAX_SAVE_BYTES)), 16)


def read_table_file(path: Path) -> tuple[Game, list[_Seat], dict[str, Any]]:
    """An autosaved table file's game, seats and table facts: SaveError naming what is
    wrong, FileNotFoundError when there is none."""
    try:
        data = read_table_json(path)
    except FileNotFoundError:
        raise
    except FileTooBigError as error:
        raise SaveError(str(error), "too_big") from None
    except json.JSONDecodeError as error:
        # Said as every command says text that is not JSON, or a save cut short.
        if is_cut_short(error):
            raise SaveError(
                f"{path}: the table file is incomplete: it was cut short", "cut_short"
            ) from None
        raise SaveError(f"{path}: {not_json_text(error)}", "not_a_save") from None
    except (OSError, ValueError) as error:
        raise SaveError(f"{path}: not a table file ({error})") from None
    return _table_from_data(data, path)


def _table_from_data(data: object, path: Path) -> tuple[Game, list[_Seat], dict[str, Any]]:
    def bad(detail: str) -> SaveError:
        return SaveError(f"{path}: not a valid table file: {detail}")

    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise bad("the format is not a table file's")
    if data.get("version") != TABLE_VERSION:
        raise bad(f"version {data.get('version')!r:.20} is not {TABLE_VERSION}")
    try:
        game = from_dict(data.get("save"))
    except SaveError as error:
        raise SaveError(f"{path}: {error}") from None
    code, salt = data.get("code"), data.get("salt")
    timer, fallback = data.get("turn_timer"), data.get("fallback")
    if not isinstance(code, str) or not 1 <= len(code) <= p.MAX_CODE_LENGTH:
        raise bad("'code' is a text")
    if not isinstance(salt, str) or len(salt) != 32:
        raise bad("'salt' is 32 hex digits")
    if not isinstance(timer, int | float) or isinstance(timer, bool) or not 0 <= timer <= 3600:
        raise bad("'turn_timer' is 0-3600 seconds")
    if not isinstance(fallback, str) or len(fallback) > 32:
        raise bad("'fallback' is a level")
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) != len(game.players):
        raise bad("'seats' has one entry per player")
    seats = []
    for raw, player in zip(raw_seats, game.players, strict=True):
        if not isinstance(raw, dict) or raw.get("kind") not in p.KINDS:
            raise bad("a seat has a kind")
        kind, level, token = raw["kind"], raw.get("level"), raw.get("token")
        if kind == "computer":
            if not isinstance(level, str) or len(level) > 32:
                raise bad("a computer seat has a level")
            seats.append(_Seat(kind, level, player.name))
        else:
            if not isinstance(token, str) or not 16 <= len(token) <= p.MAX_TOKEN_LENGTH:
                raise bad("a person's seat has a token")
            seats.append(_Seat(kind, None, player.name, token))
    extra = {"code": code, "salt": salt, "turn_timer": float(timer), "fallback": fallback}
    return game, seats, extra


def remote_seats(players: int, computers: Sequence[str]) -> tuple[SeatConfig, ...]:
    """`players` seats, the last len(computers) played by the host at those levels."""
    people = players - len(computers)
    return (
        *(SeatConfig("remote") for _ in range(people)),
        *(SeatConfig("computer", level) for level in computers),
    )
