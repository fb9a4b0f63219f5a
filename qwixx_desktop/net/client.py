"""A client of a hosted table: connect, say hello, keep a mirror `Game`, check the dice at the end.

The mirror is built from the `welcome`'s set-up with seed 0 and the host's explicit dice, so
every action the host sends is checked by the client's own engine. At `final` the client
checks the seed against the hash published at the start and that every roll was the seeded
one (`verify_final`); the game it then holds is the host's game, seed and all.

`Client` is asyncio: `connect()`, then `async for event in client.events()`; `roll()`,
`decide(move)` and `chat(...)` send. `play_bot` is `join --bot`: a computer player in another
process, which rejoins with its seat token when the connection drops.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import secrets
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine import Action, EngineError, Game, Move, Roll, SaveError
from ..engine.chance import SEED_MAX
from ..engine.game import HUMAN
from ..engine.save import (
    FORMAT,
    HIDDEN_SEED_NOTE,
    VERSION,
    action_from_json,
    from_dict,
    to_dict,
)
from . import protocol as p
from .host import seed_hash

OPEN_TIMEOUT = 10.0
WELCOME_TIMEOUT = 15.0


class NetError(Exception):
    """The connection failed or was refused; `code` is the host's error code if it sent one."""

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code


class ConnectionLost(NetError):
    """The connection ended before the game did (the seat token can take the seat back)."""


class VerifyError(NetError):
    """The host's seed or dice do not check out."""


# ---------------------------------------------------------------- events


@dataclass(frozen=True)
class Joined:
    """A `welcome`: the mirror was (re)built; `client.game` and `client.seat` are set."""

    seat: int


@dataclass(frozen=True)
class Updated:
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class StatusChanged:
    status: p.Status


@dataclass(frozen=True)
class ChatReceived:
    line: p.ChatLine


@dataclass(frozen=True)
class Refused:
    """A click the host refused (stale, not your turn, illegal); the game goes on."""

    code: str
    message: str


@dataclass(frozen=True)
class Finished:
    game: Game  # the verified game, with the real seed: the same save as the host's
    scores: tuple[int, ...]


ClientEvent = Joined | Updated | StatusChanged | ChatReceived | Refused | Finished


def verify_final(mirror: Game, published_hash: str, final: p.Final) -> Game:
    """The game with the revealed seed, after checking the seed against its hash, the
    seed-drawn options, every roll of the mirror's log and the host's save."""
    if not 0 <= final.seed <= SEED_MAX or not hmac.compare_digest(
        seed_hash(final.seed, final.salt), published_hash
    ):
        raise VerifyError("the revealed seed does not match the hash published at the start")
    setup = mirror.setup
    rules = mirror.rules
    try:
        if rules.seeded_options(final.seed, len(setup.players), setup.options) != dict(
            setup.options
        ):
            raise VerifyError("the game's set-up was not drawn from the revealed seed")
        game = Game(setup.variant, setup.players, final.seed, setup.options)
        for number, action in enumerate(mirror.log, start=1):
            if isinstance(action, Roll) and rules.chance_outcome(game.state) != action:
                raise VerifyError(f"roll {number} of the log is not the seeded one")
            game.apply(action)
        host = from_dict(final.save)
    except (EngineError, ValueError) as error:
        raise VerifyError(f"the final game does not check out: {error}") from None
    if to_dict(host) != to_dict(game):
        raise VerifyError("the host's final save is not the game that was played")
    game.notes = dict(host.notes)
    return game


def mirror_game(welcome: p.Welcome) -> Game:
    """The client's game from a welcome: seed 0 (noted as not the game's), the host's log
    applied (NetError if the set-up or the log is not legal)."""
    setup = welcome.setup
    players = setup["players"]
    if not isinstance(players, list) or not all(
        isinstance(pl, dict)
        and pl.get("kind") in p.KINDS
        and (pl.get("level") is None or isinstance(pl.get("level"), str))
        for pl in players
    ):
        raise NetError("the host sent a set-up without valid players")
    save = {
        "format": FORMAT,
        "version": VERSION,
        "variant": setup["variant"],
        "options": setup["options"],
        "players": [
            {
                "name": pl.get("name"),
                "controller": pl["level"] if pl["kind"] == "computer" and pl["level"] else HUMAN,
            }
            for pl in players
        ],
        "seed": 0,
        "log": welcome.log,
        # Seed 0 stands in for the host's secret: never saved or printed as the game's.
        "notes": {HIDDEN_SEED_NOTE: True},
    }
    try:
        game = from_dict(save)
    except SaveError as error:
        raise NetError(f"the host sent a game this app cannot play: {error}") from None
    if welcome.seat >= len(game.players):
        raise NetError("the host gave a seat outside the game")
    return game


class Client:
    def __init__(self, url: str, code: str, name: str, token: str | None = None) -> None:
        self.url = url
        self.code = code
        self.name = p.sendable(name, p.MAX_NAME_LENGTH) or "?"
        self.token = token
        self.seat = -1
        self.game: Game | None = None
        self.seed_hash = ""
        self.status = p.Status((), (), (), (), None)
        self.raw: list[str] = []  # every message received, when `keep_raw` (tests)
        self.keep_raw = False
        # This connection sat at the table afresh, its seat token refused (`reconnect`).
        self.sat_afresh = False
        self._ws: ClientConnection | None = None

    async def connect(self) -> None:
        """Open the connection and take the seat; NetError (with the host's code) if not."""
        try:
            self._ws = await connect(
                self.url,
                open_timeout=OPEN_TIMEOUT,
                max_size=p.MAX_HOST_MESSAGE,
                compression=None,
                ping_interval=p.PING_INTERVAL,
                ping_timeout=p.PING_TIMEOUT,
                close_timeout=p.CLOSE_TIMEOUT,
            )
        # ValueError: an address websockets' URI check lets through but urllib cannot read
        # (a port out of range or not a number, "ws://[::1", a byte that is not UTF-8).
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ValueError) as error:
            raise NetError(f"cannot reach {self.url}: {_reason(error)}") from None
        await self._send(p.hello(self.code, self.name, self.token))
        try:
            message = await asyncio.wait_for(self._receive(), WELCOME_TIMEOUT)
        except TimeoutError:
            await self.close()
            raise NetError(f"{self.url} did not answer") from None
        if isinstance(message, p.Refusal):
            await self.close()
            raise NetError(f"the host refused: {message.message}", message.code)
        if not isinstance(message, p.Welcome):
            await self.close()
            raise NetError("the host did not welcome this client")
        self._welcome(message)

    def _welcome(self, welcome: p.Welcome) -> None:
        self.game = mirror_game(welcome)
        self.seat = welcome.seat
        self.token = welcome.token
        self.seed_hash = welcome.seed_hash
        self.status = welcome.status

    async def _receive(self) -> p.HostMessage:
        assert self._ws is not None
        try:
            raw = await self._ws.recv()
        except ConnectionClosed as closed:
            raise ConnectionLost(f"the connection to {self.url} closed ({closed})") from None
        if self.keep_raw:
            self.raw.append(raw if isinstance(raw, str) else repr(raw))
        try:
            return p.parse_host(raw)
        except p.ProtocolError as error:
            await self.close()
            raise NetError(f"the host sent a message this app cannot read: {error}") from None

    async def events(self) -> AsyncIterator[ClientEvent]:
        """Everything that happens, until the game's end (`Finished`, verified) or
        ConnectionLost / NetError."""
        yield Joined(self.seat)
        while True:
            message = await self._receive()
            event = self._handle(message)
            if event is not None:
                yield event
            if isinstance(event, Finished):
                await self.close()
                return

    def _handle(self, message: p.HostMessage) -> ClientEvent | None:
        game = self.game
        assert game is not None
        if isinstance(message, p.Welcome):
            self._welcome(message)
            return Joined(self.seat)
        if isinstance(message, p.Update):
            actions = []
            for entry in message.actions:
                try:
                    action = action_from_json(game, entry)
                    game.apply(action)
                except (ValueError, EngineError) as error:
                    raise NetError(f"the host sent an action that is not legal: {error}") from None
                actions.append(action)
            self.status = message.status
            return Updated(tuple(actions))
        if isinstance(message, p.Status):
            self.status = message
            return StatusChanged(message)
        if isinstance(message, p.ChatLine):
            return ChatReceived(message)
        if isinstance(message, p.Final):
            verified = verify_final(game, self.seed_hash, message)
            return Finished(verified, message.scores)
        if message.code in p.SOFT_ERRORS or message.code == p.E_RATE_LIMITED:
            # A chat over its limit is refused and the connection stays; a flood is then
            # closed, which ends events() like any lost connection.
            return Refused(message.code, message.message)
        raise NetError(f"the host closed this connection: {message.message}", message.code)

    # ------------------------------------------------------------------ sending

    async def _send(self, message: dict[str, Any]) -> None:
        assert self._ws is not None
        try:
            await self._ws.send(p.encode(message))
        except ConnectionClosed as closed:
            raise ConnectionLost(f"the connection to {self.url} closed ({closed})") from None

    @property
    def at(self) -> int:
        return 0 if self.game is None else len(self.game.log)

    # `at`: the log length the move was chosen on, when it is not the mirror's (a window
    # still showing an earlier position); the host refuses it as stale if the game moved on.
    async def roll(self, at: int | None = None) -> None:
        await self._send({"type": "roll", "at": self.at if at is None else at})

    async def decide(self, move: Move, at: int | None = None) -> None:
        assert self.game is not None
        await self._send(
            {
                "type": "decide",
                "at": self.at if at is None else at,
                "move": self.game.rules.move_to_json(move),
            }
        )

    async def chat(self, text: str | None = None, phrase: str | None = None) -> None:
        said = p.sendable(text, p.MAX_CHAT_LENGTH) if text else ""
        if said:
            await self._send({"type": "chat", "text": said})
        elif phrase:
            await self._send({"type": "chat", "phrase": phrase})

    async def send_raw(self, text: str | bytes) -> None:
        """Send anything (tests of hostile clients)."""
        assert self._ws is not None
        await self._ws.send(text)

    async def close(self) -> None:
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._ws.close(), 5)

    def abort(self) -> None:
        """Drop the connection without a goodbye, as a crash would."""
        if self._ws is not None:
            self._ws.transport.abort()


async def reconnect(lost: Client) -> Client:
    """One try at taking `lost`'s seat back with its token (NetError if it fails). Before
    the start a host frees a seat whose connection drops (docs/network-protocol.md): the
    token is refused then, and the client sits at the table afresh under the same name, in
    the next open seat if one is left (`sat_afresh`). A table that had started keeps the seat
    for the token: a refusal then is final."""
    client = Client(lost.url, lost.code, lost.name, lost.token)
    try:
        await client.connect()
    except NetError as error:
        # `open` not empty in its last status: the table had not started.
        if error.code != p.E_BAD_TOKEN or not lost.status.open:
            raise
        client = Client(lost.url, lost.code, lost.name)
        await client.connect()
        client.sat_afresh = True
    return client


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return " ".join(str(error).split()) or type(error).__name__


# ---------------------------------------------------------------- a computer player


async def play_bot(
    url: str,
    code: str,
    level: str,
    name: str,
    reconnect_seconds: float = 90.0,
    on_client: Callable[[Client], None] | None = None,
) -> Finished:
    """Take a seat and play it with the bot `level` to the end (the verified final game).

    A dropped connection is retried with the seat token for `reconnect_seconds`; a refusal
    raises NetError. However it ends, its connection is closed: a seat whose player stopped
    must not look connected to the host."""
    from ..ai import make_bot

    client = Client(url, code, name)
    await client.connect()
    try:
        assert client.game is not None
        try:
            bot = make_bot(level, client.game.rules, secrets.randbelow(SEED_MAX + 1))
        except ValueError as error:
            raise NetError(str(error)) from None
        while True:
            if on_client is not None:
                on_client(client)
            try:
                return await _play(client, bot)
            except ConnectionLost:
                client = await _rejoin(client, reconnect_seconds)
    finally:
        await client.close()


async def _rejoin(old: Client, seconds: float) -> Client:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        try:
            return await reconnect(old)
        except NetError as error:
            if error.code is not None or loop.time() >= deadline:
                raise
        await asyncio.sleep(1.0)


async def _play(client: Client, bot: Callable[[Any, int], Move]) -> Finished:
    done: tuple[object, ...] | None = None
    async for event in client.events():
        if isinstance(event, Finished):
            return event
        game = client.game
        assert game is not None
        if client.status.open or game.is_over:
            continue
        point = (len(game.log), game.phase, game.state.rolls)
        if point == done:
            continue
        seat = client.seat
        if game.needs_roll:
            if not game.rolls_itself and game.state.active == seat:
                done = point
                await client.roll()
        elif seat in game.deciders() and seat not in client.status.decided:
            done = point
            move = await asyncio.to_thread(bot, game.state, seat)
            await client.decide(move)
    raise ConnectionLost("the connection closed before the end")
