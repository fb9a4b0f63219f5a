"""Network play in one process: the protocol's checks, tables on a real server over loopback,
clients that rejoin, the turn timer, hidden decisions, chat, resuming an autosaved table, and
hostile clients. Every wait is bounded (`run` gives each test's coroutine a time limit)."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import PASS, Decision, Game, Roll, SetupError
from qwixx_desktop.engine.save import dumps, to_dict
from qwixx_desktop.net import host as host_module
from qwixx_desktop.net import protocol as p
from qwixx_desktop.net import server as server_module
from qwixx_desktop.net.client import (
    Client,
    ConnectionLost,
    Finished,
    NetError,
    Updated,
    VerifyError,
    play_bot,
    verify_final,
)
from qwixx_desktop.net.host import (
    SeatConfig,
    Table,
    TableConfig,
    new_code,
    normalise_code,
    read_table_file,
    remote_seats,
)
from qwixx_desktop.net.server import Server, ServerThread, wire_log

T = TypeVar("T")
LOCAL = "127.0.0.1"


def run(coroutine: Coroutine[Any, Any, T], seconds: float = 60) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, seconds)

    return asyncio.run(bounded())


async def hosting(config: TableConfig, body: Callable[[Server, Table], Awaitable[T]]) -> T:
    server = Server()
    await server.start(LOCAL, 0)
    try:
        table = server.add_table(config)
        return await body(server, table)
    finally:
        await server.stop()


async def drive(
    client: Client, level: str = "easy", stop_after: int | None = None, delay: float = 0.0
) -> Finished | None:
    """Play `client`'s seat with a bot until the end (or `stop_after` updates)."""
    assert client.game is not None
    bot = make_bot(level, client.game.rules, 1)
    done: object = None
    updates = 0
    async for event in client.events():
        if isinstance(event, Finished):
            return event
        if isinstance(event, Updated):
            updates += 1
            if stop_after is not None and updates >= stop_after:
                return None
        game = client.game
        if client.status.open or game.is_over:
            continue
        point = (len(game.log), game.phase)
        if point == done:
            continue
        if game.needs_roll and not game.rolls_itself and game.state.active == client.seat:
            done = point
            await client.roll()
        elif client.seat in game.deciders() and client.seat not in client.status.decided:
            done = point
            await asyncio.sleep(delay)
            await client.decide(bot(game.state, client.seat))
    return None


def config(
    game: str = "classic", people: int = 2, computers: tuple[str, ...] = ("easy",), **extra: Any
) -> TableConfig:
    from qwixx_desktop.games import get_game

    return TableConfig(
        game=game,
        seats=remote_seats(people + len(computers), computers),
        options=get_game(game).read_data("a"),
        **extra,
    )


# ---------------------------------------------------------------- protocol


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{", p.E_BAD_MESSAGE),
        ("[]", p.E_BAD_MESSAGE),
        ('{"type": "shout"}', p.E_BAD_MESSAGE),
        ('{"type": "roll"}', p.E_BAD_MESSAGE),
        ('{"type": "roll", "at": -1}', p.E_BAD_MESSAGE),
        ('{"type": "roll", "at": true}', p.E_BAD_MESSAGE),
        ('{"type": "roll", "at": 1.5}', p.E_BAD_MESSAGE),
        ('{"type": "roll", "at": 1, "seat": 0}', p.E_BAD_MESSAGE),
        ('{"type": "decide", "at": 1, "move": {}}', p.E_BAD_MESSAGE),
        ('{"type": "decide", "at": 1, "move": [1]}', p.E_BAD_MESSAGE),
        ('{"type": "decide", "at": 1, "move": {"pass": true}, "player": 1}', p.E_BAD_MESSAGE),
        ('{"type": "chat", "text": ""}', p.E_BAD_MESSAGE),
        ('{"type": "chat", "text": "a\\u0000b"}', p.E_BAD_MESSAGE),
        ('{"type": "chat", "text": "' + "x" * 201 + '"}', p.E_BAD_MESSAGE),
        ('{"type": "chat", "phrase": "insult"}', p.E_BAD_MESSAGE),
        ('{"type": "chat", "text": "hi", "phrase": "oops"}', p.E_BAD_MESSAGE),
        (
            '{"type": "hello", "version": 1, "code": "x", "name": "", "token": null}',
            p.E_BAD_MESSAGE,
        ),
        ('{"type": "hello", "version": 1, "code": "x", "name": "a", "token": 5}', p.E_BAD_MESSAGE),
        ('{"type": "hello", "version": 1, "code": "x", "name": "a"}', p.E_BAD_MESSAGE),
        ('{"a":' * 20 + "1" + "}" * 20, p.E_BAD_MESSAGE),
        ('{"type": "roll", "at": 1' + "0" * 30 + "}", p.E_BAD_MESSAGE),
        ('{"type": "roll", "at": NaN}', p.E_BAD_MESSAGE),
        ('{"type": "chat", "text": "' + "x" * p.MAX_CLIENT_MESSAGE + '"}', p.E_TOO_BIG),
        (b'{"type": "roll", "at": 0}', p.E_BAD_MESSAGE),
    ],
)
def test_the_protocol_refuses_every_malformed_client_message(text: str | bytes, code: str) -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.parse_client(text)
    assert refused.value.code == code


def test_the_protocol_reads_good_client_messages() -> None:
    assert p.parse_client('{"type": "roll", "at": 3}') == p.RollRequest(3)
    assert p.parse_client('{"type":"decide","at":0,"move":{"pass":true}}') == p.Decide(
        0, {"pass": True}
    )
    assert p.parse_client('{"type": "chat", "text": "  hi  "}') == p.Chat("hi", None)
    assert p.parse_client('{"type": "chat", "phrase": "oops"}') == p.Chat(None, "oops")
    hello = p.parse_client(json.dumps(p.hello("ab", "Ana", None)))
    assert hello == p.Hello(p.VERSION, "ab", "Ana", None)


def test_a_status_names_the_seats_a_computer_plays_for_and_nothing_else_unchecked() -> None:
    status = {"decided": [], "connected": [True, False], "open": [], "timer": None}
    read = p.parse_host(json.dumps({"type": "status", **status, "stand_in": [1]}))
    assert isinstance(read, p.Status) and read.stand_in == (1,)
    # A status without it (a version 1 host's) or with a bad one is refused, as every field.
    for bad in ({}, {"stand_in": [9]}, {"stand_in": 1}, {"stand_in": [True]}):
        with pytest.raises(p.ProtocolError) as refused:
            p.parse_host(json.dumps({"type": "status", **status, **bad}))
        assert refused.value.code == p.E_BAD_MESSAGE


def test_join_codes_have_40_bits_and_no_look_alikes() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert len(code) == 9 and code[4] == "-"
        assert not set(code) & set("ILOU")
    assert normalise_code("abcd-efgh") == "ABCDEFGH"
    assert normalise_code("1O0l-i") == normalise_code("1001-1") == "10011"
    # Pasted from a chat or typed on a phone: other spaces and dashes, full-width letters.
    for typed in ("abcd\u2013efgh", "ABCD\u00a0EFGH", "ABCD\u2011EFGH", "\uff21BCD\tEFGH"):
        assert normalise_code(typed) == "ABCDEFGH", typed


@pytest.mark.parametrize(
    ("host", "url"),
    [("", "ws://0.0.0.0:8765/"), ("0.0.0.0", "ws://0.0.0.0:8765/"), ("::1", "ws://[::1]:8765/")],
)
def test_the_address_said_is_one_a_client_can_type(host: str, url: str) -> None:
    """An empty host listens everywhere; `ws://:8765/` was printed for it."""
    server = Server()
    server.host, server.port = host, 8765  # as start() sets them (no socket for this)
    assert server.url() == url


def test_a_connection_that_is_not_a_websocket_is_one_quiet_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A port scan or a browser printed an error and a traceback per connection on the
    host's terminal."""

    async def scenario() -> None:
        server = Server()
        port = await server.start(LOCAL, 0)
        try:
            for request in (b"", b"GET / HTTP/1.1\r\n\r\n", b"\x16\x03\x01 hello\r\n\r\n"):
                _, writer = await asyncio.open_connection(LOCAL, port)
                writer.write(request)
                writer.close()
            for _ in range(500):  # at most 5 s for the three to be refused
                if sum("handshake failed" in r.getMessage() for r in caplog.records) == 3:
                    break
                await asyncio.sleep(0.01)
        finally:
            await server.stop()

    with caplog.at_level(logging.DEBUG):
        run(scenario())
    failed = [r for r in caplog.records if "handshake failed" in r.getMessage()]
    assert len(failed) == 3
    assert all(r.levelno == logging.DEBUG and r.exc_info is None for r in failed)
    assert any("did not receive a valid HTTP request" in r.getMessage() for r in failed)
    # Where only warnings are shown (`serve`), not at all.
    error = ValueError("no HTTP")
    record = wire_log.makeRecord(
        wire_log.name,
        logging.ERROR,
        __file__,
        1,
        "opening handshake failed",
        (),
        (ValueError, error, None),
    )
    with caplog.at_level(logging.WARNING):
        assert not wire_log.filter(record)


def test_longo_takes_explicit_lucky_numbers_and_checks_them() -> None:
    seeded = Game("longo", ["a", "b"], 77)
    options = seeded.rules.seeded_options(77, 2, {})
    mirror = Game("longo", ["a", "b"], 0, options)
    assert mirror.state.lucky == seeded.state.lucky
    for bad in ([[3, 3], [2, 4]], [[1, 4], [2, 5]], [[2, 5]], "x", [[2, 5], [3, "4"]]):
        with pytest.raises(SetupError):
            Game("longo", ["a", "b"], 0, {"lucky_numbers": bad})
    # A game without the option is what it always was.
    assert Game("longo", ["a"], 5).setup.options == {"lucky_range": [2, 16]}


# ---------------------------------------------------------------- playing


def test_two_clients_and_a_computer_play_to_the_end_and_check_the_dice() -> None:
    async def body(server: Server, table: Table) -> None:
        results = await asyncio.gather(
            play_bot(server.url(), table.code, "easy", "Ana"),
            play_bot(server.url(), table.code, "medium", "Ben"),
        )
        await table.finished.wait()
        assert table.game is not None
        for result in results:
            assert dumps(result.game) == dumps(table.game)
            assert result.scores == tuple(c.total for c in table.game.scores())

    run(hosting(config("longo"), body))


def test_the_final_check_catches_a_host_that_cheats_with_the_dice() -> None:
    async def body(server: Server, table: Table) -> None:
        client = Client(server.url(), table.code, "Ana")
        await client.connect()
        other = asyncio.ensure_future(play_bot(server.url(), table.code, "easy", "Ben"))
        assert await drive(client) is not None
        await other
        mirror = client.game
        assert mirror is not None and table.game is not None
        scores = tuple(c.total for c in table.game.scores())
        final = p.Final(table.seed, table.salt, to_dict(table.game), scores)
        assert dumps(verify_final(mirror, client.seed_hash, final)) == dumps(table.game)
        with pytest.raises(VerifyError, match="hash"):
            verify_final(mirror, client.seed_hash, p.Final(table.seed + 1, table.salt, {}, ()))
        # A first roll that is not the seeded one.
        forged = Game(mirror.setup.variant, mirror.players, 0, mirror.setup.options)
        first = mirror.log[0]
        assert isinstance(first, Roll)
        forged.roll(tuple(None if d is None else 1 + d % 6 for d in first.dice))
        with pytest.raises(VerifyError, match="roll 1"):
            verify_final(forged, client.seed_hash, final)
        # A save that is not the game played.
        with pytest.raises(VerifyError, match="save"):
            verify_final(
                mirror,
                client.seed_hash,
                p.Final(
                    table.seed,
                    table.salt,
                    {**to_dict(table.game), "log": to_dict(table.game)["log"][:-1]},
                    scores,
                ),
            )

    run(hosting(config(), body))


def test_a_client_killed_mid_game_rejoins_with_its_token_and_finishes() -> None:
    async def body(server: Server, table: Table) -> None:
        other = asyncio.ensure_future(play_bot(server.url(), table.code, "easy", "Ben"))
        client = Client(server.url(), table.code, "Ana")
        await client.connect()
        await drive(client, stop_after=5)
        token, seat, seen = client.token, client.seat, len(client.game.log)  # type: ignore[union-attr]
        client.abort()
        await asyncio.sleep(0.1)
        assert table.status()["connected"][seat] is False
        back = Client(server.url(), table.code, "Ana", token)
        await back.connect()
        assert back.seat == seat and back.game is not None and len(back.game.log) >= seen
        finished = await drive(back)
        await other
        assert finished is not None and table.game is not None
        assert dumps(finished.game) == dumps(table.game)
        # A wrong token is refused.
        with pytest.raises(NetError) as refused:
            await Client(server.url(), table.code, "Eve", "x" * 24).connect()
        assert refused.value.code in (p.E_BAD_TOKEN, p.E_WRONG_CODE)

    run(hosting(config(), body))


def test_a_dropped_seat_goes_to_a_computer_and_the_person_takes_it_back() -> None:
    async def body(server: Server, table: Table) -> None:
        ben = Client(server.url(), table.code, "Ben")
        await ben.connect()
        # Ben takes 20 ms a decision, so that the game cannot end (and its table go) before
        # Ana is back: two computers alone would finish it within a poll or two.
        other = asyncio.ensure_future(drive(ben, delay=0.02))
        client = Client(server.url(), table.code, "Ana")
        await client.connect()
        await drive(client, stop_after=2)
        client.abort()
        assert client.game is not None
        seen = len(client.game.log)
        # The computer stands in after the reservation and the game goes on without Ana;
        # Ben's status says a computer plays her seat.
        for _ in range(200):
            await asyncio.sleep(0.02)
            if table.game is not None and table.published > seen + 10:
                break
        assert table.game is not None and table.published > seen + 10
        assert ben.status.stand_in == (client.seat,)
        assert ben.status.connected[client.seat] is False
        back = Client(server.url(), table.code, "Ana", client.token)
        await back.connect()
        assert not table.seats[back.seat].stand_in
        assert back.status.stand_in == ()
        for _ in range(200):  # Ben learns that she plays her seat again
            if ben.status.stand_in == () and ben.status.connected[back.seat]:
                break
            await asyncio.sleep(0.02)
        assert ben.status.stand_in == () and ben.status.connected[back.seat]
        finished = await drive(back)
        await other
        assert finished is not None

    run(hosting(config(reserve_seconds=0.2), body))


async def away_at_the_end(server: Server, table: Table) -> Client:
    """Ana plays a little and her connection drops; a computer stands in for her (a short
    reservation) while Ben plays to the end. Her client, closed, keeps her token."""
    ana = Client(server.url(), table.code, "Ana")
    await ana.connect()
    ben = asyncio.ensure_future(play_bot(server.url(), table.code, "easy", "Ben"))
    await drive(ana, stop_after=2)
    ana.abort()
    await ben
    return ana


def test_a_person_away_when_the_game_ends_rejoins_for_the_final_until_it_expires(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The connection dropped as the game ended (a computer played the seat meanwhile): a
    rejoin with the seat's token still gets the whole game and the verified final; once it
    has, the table's code is free. Someone without a token is told the game has ended."""
    monkeypatch.setattr(host_module, "FINAL_REJOIN_SECONDS", 30.0)

    async def body(server: Server, table: Table) -> None:
        ana = await away_at_the_end(server, table)
        await asyncio.wait_for(table.finished.wait(), 10)
        assert table.game is not None and table.game.is_over
        assert not table.delivered.is_set()
        with pytest.raises(NetError) as refused:
            await Client(server.url(), table.code, "Eve").connect()
        assert refused.value.code == p.E_WRONG_CODE
        back = Client(server.url(), table.code, "Ana", ana.token)
        await back.connect()
        finished = await drive(back)
        assert finished is not None and dumps(finished.game) == dumps(table.game)
        await back.close()
        await asyncio.wait_for(server.finals_delivered(), 10)
        assert normalise_code(table.code) not in server.tables

    run(hosting(config(computers=(), reserve_seconds=0.05), body))


def test_an_ended_tables_final_waits_for_a_rejoin_only_so_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(host_module, "FINAL_REJOIN_SECONDS", 0.3)

    async def body(server: Server, table: Table) -> None:
        ana = await away_at_the_end(server, table)
        await asyncio.wait_for(server.finals_delivered(), 10)
        assert table.delivered.is_set() and normalise_code(table.code) not in server.tables
        with pytest.raises(NetError) as refused:
            await Client(server.url(), table.code, "Ana", ana.token).connect()
        assert refused.value.code == p.E_WRONG_CODE

    run(hosting(config(computers=(), reserve_seconds=0.05), body))


def test_the_turn_timer_passes_for_a_silent_seat() -> None:
    async def body(server: Server, table: Table) -> None:
        silent = Client(server.url(), table.code, "Sam")
        silent.keep_raw = True
        await silent.connect()
        finished = None
        async for event in silent.events():  # never rolls, never decides
            if isinstance(event, Finished):
                finished = event
        assert finished is not None and finished.game.is_over
        moves = [a for a in finished.game.log if isinstance(a, Decision) and a.player == 0]
        assert moves and all(a.move == PASS for a in moves)
        assert any('"timer":{"seats":[0]' in raw for raw in silent.raw)

    run(hosting(config(people=1, turn_timer=0.05), body))


def test_a_failing_turn_timer_is_one_line_naming_the_table_which_plays_on(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A bug in the turn timer's callback reached asyncio's handler: "Exception in callback"
    and a traceback on serve's log. Now it is one line naming the table; the game goes on."""
    time_out = Table._time_out
    failures: list[int] = []

    def fails_once(table: Table, seat: int, marker: tuple[object, ...]) -> None:
        if not failures:
            failures.append(seat)
            raise RuntimeError("a bug\nin the timer")
        time_out(table, seat, marker)

    monkeypatch.setattr(Table, "_time_out", fails_once)

    async def body(server: Server, table: Table) -> None:
        client = Client(server.url(), table.code, "Sam")
        await client.connect()
        while not failures:  # Sam waits until the timer has failed, then plays on
            await asyncio.sleep(0.01)
        finished = await drive(client)
        assert finished is not None and finished.game.is_over
        said = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert [r.getMessage() for r in said] == [
            f"table {table.code}: the turn timer failed: a bug in the timer; the table plays on"
        ]
        assert not any(r.exc_info for r in said)

    run(hosting(config(people=1, turn_timer=0.2), body))


BROKEN_MOVE = object()  # a computer's move the engine fails on (not an illegal move: a bug)


@pytest.mark.parametrize("failing", ["the bot", "its move", "what it knows"])
def test_a_failing_computer_player_plays_the_safe_move_and_the_game_goes_on(
    failing: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A computer whose decision failed past the bot itself (applying its move raised, or
    the table could not tell it what it may know) left its seat waiting for ever: one log
    line, and the game hung for everyone. Now the seat plays the table's safe move."""
    from qwixx_desktop import ai

    def broken_bot(level: str, rules: object, seed: int) -> Callable[[object, int], object]:
        def bot(state: object, seat: int) -> object:
            if failing == "the bot":
                raise RuntimeError("a bug\nin the bot")
            return BROKEN_MOVE

        return bot

    apply, known_state = Game.apply, Game.known_state

    def failing_apply(game: Game, action: Any) -> Any:
        if isinstance(action, Decision) and action.move is BROKEN_MOVE:
            raise RuntimeError("a bug in the engine")
        return apply(game, action)

    def failing_known_state(game: Game, seat: int) -> Any:
        if seat == 1:
            raise RuntimeError("a bug in known_state")
        return known_state(game, seat)

    monkeypatch.setattr(ai, "make_bot", broken_bot)
    monkeypatch.setattr(Game, "apply", failing_apply)
    if failing == "what it knows":
        monkeypatch.setattr(Game, "known_state", failing_known_state)

    async def body(server: Server, table: Table) -> None:
        client = Client(server.url(), table.code, "Sam")
        await client.connect()
        finished = await drive(client)
        assert finished is not None and finished.game.is_over
        computer = [a for a in finished.game.log if isinstance(a, Decision) and a.player == 1]
        assert computer  # the computer did decide, every time the safe move
        said = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert len(said) == len(computer)  # one line per failed decision
        assert all(
            r.getMessage().startswith(f"table {table.code}: the computer player of seat 2 failed")
            and r.getMessage().endswith("; it plays the safe move")
            and not r.exc_info
            for r in said
        )

    run(hosting(config(people=1), body), 30)


def test_a_failing_end_of_the_game_is_one_line_naming_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """An unexpected error in the table's last task (its final save) was left in the task:
    "Task exception was never retrieved" and a traceback, whenever it was collected."""
    from qwixx_desktop import storage

    def broken_save(*_: Any) -> None:
        raise ValueError("a bug in the save")

    monkeypatch.setattr(storage, "save_game", broken_save)

    async def body(server: Server, table: Table) -> None:
        await play_bot(server.url(), table.code, "easy", "Ana")
        await asyncio.wait_for(table.finished.wait(), 10)
        await asyncio.sleep(0)  # the task's done callback
        said = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert [r.getMessage() for r in said] == [
            f"table {table.code}: the end of the game failed: a bug in the save"
        ]

    run(hosting(config(people=1, final_save=tmp_path / "final.json"), body))


def test_no_client_ever_receives_another_seats_pending_decision() -> None:
    """Ana decides late, so the computers have always decided before her: until her decision
    is in, nothing she receives holds theirs; each update completes the phase it shows."""

    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "Ana")
        ana.keep_raw = True
        await ana.connect()
        game = ana.game
        assert game is not None
        bot = make_bot("easy", game.rules, 3)
        events = ana.events()
        waited_for_hidden = 0
        async for event in events:
            if isinstance(event, Finished):
                break
            if isinstance(event, Updated) and game.rules.is_simultaneous(game.phase):
                assert not (
                    isinstance(game.log[-1], Decision)
                    and game.phase_of(len(game.log) - 1) is game.phase
                ), "an update showed a decision of a phase still being collected"
            if game.is_over:
                continue
            if game.needs_roll and not game.rolls_itself and game.state.active == 0:
                await ana.roll()
            elif 0 in game.deciders() and 0 not in ana.status.decided:
                if game.rules.is_simultaneous(game.phase):
                    before = len(game.log)
                    while len(ana.status.decided) < 2:  # the two computers have decided...
                        await asyncio.wait_for(anext(events), 10)
                    assert len(game.log) == before  # ...and nothing of theirs came
                    waited_for_hidden += 1
                await ana.decide(bot(game.state, 0))
        assert waited_for_hidden > 3
        statuses = [m for m in ana.raw if m.startswith('{"type":"status"')]
        assert statuses and all(
            set(json.loads(m)) == {"type", "decided", "connected", "open", "timer", "stand_in"}
            for m in statuses
        )

    run(hosting(config(people=1, computers=("easy", "easy")), body))


def test_chat_is_shared_limited_and_checked() -> None:
    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "Ana")
        await ana.connect()
        ben = Client(server.url(), table.code, "Ben")
        await ben.connect()
        await ana.chat(text="hello  there")
        await ana.chat(phrase="good_luck")
        for _ in range(4):
            await ana.chat(phrase="oops")
        got: list[Any] = []
        refused = []
        async for event in ben.events():
            if type(event).__name__ == "ChatReceived":
                got.append(event)
            if len(got) == 5:
                break
        async for event in ana.events():
            if type(event).__name__ == "Refused":
                refused.append(event)
                break
        assert [(e.line.seat, e.line.text, e.line.phrase) for e in got[:2]] == [
            (0, "hello  there", None),
            (0, None, "good_luck"),
        ]
        assert refused[0].code == p.E_RATE_LIMITED

    run(hosting(config(computers=()), body))


def test_an_autosaved_table_resumes_and_the_clients_rejoin(tmp_path: Path) -> None:
    autosave = tmp_path / "table.json"

    async def scenario() -> None:
        first = Server()
        port = await first.start(LOCAL, 0)
        table = first.add_table(config("qwantum", autosave=autosave))
        url, code = first.url(), table.code
        players = [
            asyncio.ensure_future(play_bot(url, code, "easy", name, reconnect_seconds=20))
            for name in ("Ana", "Ben")
        ]
        while table.published < 30:
            await asyncio.sleep(0.01)
        await first.stop()  # the host goes away mid-game
        assert not players[0].done()
        await asyncio.sleep(0.2)
        second = Server()
        await second.start(LOCAL, port)
        try:
            resumed = second.resume_table(autosave)
            assert resumed.code == code and resumed.seed == table.seed
            results = await asyncio.gather(*players)
            await resumed.finished.wait()
            assert resumed.game is not None
            for result in results:
                assert dumps(result.game) == dumps(resumed.game)
        finally:
            await second.stop()

    run(scenario(), 90)


def test_stopping_the_server_waits_for_a_tables_last_autosave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A slow disk: the host stops while the table file is being written. The file left to
    # resume from must be the table as it stopped (the write was cut off with the loop).
    from qwixx_desktop import storage

    autosave = tmp_path / "table.json"
    write = storage.write_bytes_atomic

    def slow_write(path: Path, data: Callable[[], bytes]) -> None:
        time.sleep(0.2)
        write(path, data)

    monkeypatch.setattr(storage, "write_bytes_atomic", slow_write)

    async def scenario() -> None:
        server = Server()
        await server.start(LOCAL, 0)
        table = server.add_table(config(autosave=autosave))
        players = [
            asyncio.ensure_future(play_bot(server.url(), table.code, "easy", name, 0))
            for name in ("Ana", "Ben")
        ]
        while table.published < 20:
            await asyncio.sleep(0.01)
        await server.stop()
        assert table.game is not None
        kept, _, _ = read_table_file(autosave)
        assert kept.log == table.game.log
        for player in players:
            player.cancel()
        await asyncio.gather(*players, return_exceptions=True)

    run(scenario(), 60)


def test_a_save_folder_gone_mid_game_is_said_once_until_an_autosave_works_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A save folder that vanished or filled up failed every later autosave, and each one
    logged its own line (the log filled up, one line a move). Now the table says it once,
    says when its autosaves work again, and once more if they fail again."""
    from qwixx_desktop import storage

    autosave = tmp_path / "table.json"
    write = storage.write_bytes_atomic
    calls: list[int] = []

    def full_disk(path: Path, data: Callable[[], bytes]) -> None:
        calls.append(len(calls))
        # The 2nd write fails, the 3rd works, every one from the 4th fails.
        if len(calls) == 2 or len(calls) >= 4:
            raise OSError(28, "No space left on device", str(path))
        write(path, data)

    monkeypatch.setattr(storage, "write_bytes_atomic", full_disk)

    async def scenario() -> None:
        server = Server()
        await server.start(LOCAL, 0)
        try:
            table = server.add_table(config(autosave=autosave))
            players = [
                play_bot(server.url(), table.code, "easy", name, 0) for name in ("Ana", "Ben")
            ]
            await asyncio.gather(*players)
            await table.finished.wait()
            # A loaded machine folds quick moves into fewer writes (4 in one run): the ended
            # table saves again until the failing writes have gone on.
            while len(calls) < 6:
                table._save_soon()
                await table.saved()
        finally:
            await server.stop()

    with caplog.at_level(logging.WARNING, logger=host_module.log.name):
        run(scenario(), 60)
    assert len(calls) >= 6  # the failing writes went on, said once
    said = [(r.levelname, r.getMessage()) for r in caplog.records if "autosave" in r.getMessage()]
    failed = ("ERROR", f"cannot autosave the table to {autosave}: No space left on device")
    assert said == [failed, ("WARNING", f"the table is autosaved to {autosave} again"), failed]


def test_the_server_thread_hosts_without_blocking_its_caller() -> None:
    thread = ServerThread()
    port = thread.start(LOCAL, 0)
    try:
        table = thread.add_table(config(people=1))
        assert port > 0 and table.code
        result = run(play_bot(f"ws://{LOCAL}:{port}/", table.code, "easy", "Ana"), 30)
        assert result.game.is_over
    finally:
        thread.stop()


# ---------------------------------------------------------------- hostile clients


async def raw_seat(
    url: str, code: str, token: str | None
) -> tuple[ClientConnection, dict[str, Any]]:
    ws = await connect(url, compression=None, max_size=None)
    await ws.send(json.dumps(p.hello(code, "Eve", token)))
    return ws, json.loads(await asyncio.wait_for(ws.recv(), 5))


async def answer(ws: ClientConnection) -> dict[str, Any] | None:
    """The reply to a message: an error, or None when the connection was closed (status
    messages about other seats are skipped)."""
    try:
        while True:
            reply = dict(json.loads(await asyncio.wait_for(ws.recv(), 5)))
            if reply["type"] == "error":
                return reply
    except ConnectionClosed:
        return None


def hostile_messages(count: int, seed: int) -> list[str | bytes]:
    """Malformed, oversized, out-of-turn, impersonating, stale and nonsense messages."""
    rng = random.Random(seed)
    good = ['{"type":"roll","at":0}', '{"type":"decide","at":0,"move":{"pass":true}}']
    makers: list[Callable[[], str | bytes]] = [
        lambda: '{"type":"roll","at":0}',  # out of turn (seat 0 rolls)
        lambda: '{"type":"decide","at":0,"move":{"pass":true}}',  # nobody decides now
        lambda: '{"type":"decide","at":0,"move":{"cross":["red",2]},"player":0}',  # impersonation
        lambda: '{"type":"decide","at":0,"move":{"pass":true},"seat":0}',
        lambda: json.dumps({"type": "roll", "at": rng.randrange(1, 10_000)}),  # stale
        lambda: json.dumps({"type": "decide", "at": 0, "move": {"cross": [rng.random(), "x"]}}),
        lambda: rng.choice(good)[: rng.randrange(1, 20)],  # cut short
        lambda: "".join(rng.choice('{}[]":,0aé\\') for _ in range(rng.randrange(1, 60))),
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))),
        lambda: '{"type":"roll","at":0,"x":"' + "y" * (p.MAX_CLIENT_MESSAGE + 10) + '"}',
        lambda: "[" * 5000 + "]" * 5000,
        lambda: json.dumps(
            {"type": "hello", "version": 1, "code": "x", "name": "a", "token": None}
        ),
        lambda: json.dumps({"type": rng.choice(["welcome", "final", "update", "status", ""])}),
        lambda: json.dumps({"type": "decide", "at": 0, "move": {"reroll": list(range(500))}}),
    ]
    return [rng.choice(makers)() for _ in range(count)]


def test_hostile_messages_close_only_their_connection_and_change_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A seated attacker sends 500 hostile messages (each of the 14 kinds ~35 times) while
    its table waits for another seat's roll and a second table plays a whole game: every
    message is refused (an error, or the connection closed), the attacked game is unchanged
    and the other game ends well. `make bench` sends 100 000."""
    monkeypatch.setattr(server_module, "RATE", 1000)  # the flood test below checks the rate

    async def scenario() -> None:
        server = Server()
        await server.start(LOCAL, 0)
        try:
            target = server.add_table(config(people=2, computers=("easy",)))
            busy = server.add_table(config("onboard", people=2, computers=()))
            url = server.url()
            silent = Client(url, target.code, "Sam")  # seat 0: must roll, never does
            await silent.connect()
            ws, welcome = await raw_seat(url, target.code, None)
            assert welcome["type"] == "welcome" and welcome["seat"] == 1
            token = welcome["token"]
            game_before = dumps(target.game)  # type: ignore[arg-type]
            others = asyncio.gather(
                play_bot(url, busy.code, "easy", "A"), play_bot(url, busy.code, "easy", "B")
            )
            codes: dict[str, int] = {}
            closed: list[ClientConnection] = []
            for message in hostile_messages(500, 7):
                await ws.send(message)
                reply = await answer(ws)
                code = "closed" if reply is None else str(reply.get("code"))
                codes[code] = codes.get(code, 0) + 1
                if reply is None or reply.get("code") not in p.SOFT_ERRORS:
                    closed.append(ws)  # the host closes it; the attacker comes back
                    ws, welcome = await raw_seat(url, target.code, token)
                    assert welcome["type"] == "welcome", welcome
            await asyncio.wait_for(asyncio.gather(*(c.wait_closed() for c in closed)), 20)
            assert dumps(target.game) == game_before  # type: ignore[arg-type]
            assert target.seats[0].link is not None and not target.closed
            assert {p.E_BAD_MESSAGE, p.E_NOT_YOUR_TURN, p.E_STALE, p.E_TOO_BIG} <= set(codes)
            results = await others
            assert all(r.game.is_over for r in results)
            await ws.close()
            await silent.close()
        finally:
            await server.stop()

    run(scenario(), 120)


def test_floods_slow_hellos_and_wrong_codes_are_cut_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "HELLO_TIMEOUT", 0.2)

    async def scenario() -> None:
        server = Server()
        await server.start(LOCAL, 0)
        try:
            table = server.add_table(config(people=2, computers=()))
            url = server.url()
            ws, _ = await raw_seat(url, table.code, None)
            for _ in range(60):  # a flood of refused messages
                try:
                    await ws.send('{"type":"roll","at":99}')
                except ConnectionClosed:
                    break
            codes = []
            while (reply := await answer(ws)) is not None:
                codes.append(reply["code"])
            assert codes[-1] == p.E_RATE_LIMITED and len(codes) <= server_module.RATE + 1
            # Silence after connecting.
            quiet = await connect(url)
            assert (await answer(quiet) or {}).get("code") == p.E_TIMEOUT
            # An older and a newer version are refused as such (not read as another
            # version's messages); then five wrong codes: that address waits.
            for version in (p.VERSION - 1, p.VERSION + 1):
                other = await connect(url)
                await other.send(
                    json.dumps({**p.hello(table.code, "Old", None), "version": version})
                )
                assert (await answer(other) or {}).get("code") == p.E_VERSION
            for _ in range(5):
                with pytest.raises(NetError) as refused:
                    await Client(url, "WRONG", "Eve").connect()
                assert refused.value.code == p.E_WRONG_CODE
            with pytest.raises(NetError) as refused:
                await Client(url, table.code, "Ana").connect()
            assert refused.value.code == p.E_RATE_LIMITED
        finally:
            await server.stop()

    run(scenario(), 30)


@pytest.mark.parametrize("notice", [None, "the host closed this table"])
def test_a_table_closed_for_good_tells_its_clients(notice: str | None) -> None:
    """Stopped to be hosted again (a quit), the clients wait to rejoin; closed for good by
    its host, they are told at once (the code of a rejoin after the end)."""

    async def scenario() -> None:
        server = Server()
        await server.start(LOCAL, 0)
        table = server.add_table(config(people=2, computers=()))
        ana, ben = Client(server.url(), table.code, "Ana"), Client(server.url(), table.code, "Ben")
        await ana.connect()
        await ben.connect()
        await server.stop(notice)
        for client in (ana, ben):
            with pytest.raises(NetError) as ended:
                async for _ in client.events():
                    pass
            assert ended.value.code == (None if notice is None else p.E_WRONG_CODE)
            assert notice is None or notice in str(ended.value)
            await client.close()

    run(scenario(), 30)


def test_a_table_needs_a_player_count_its_game_allows() -> None:
    async def scenario() -> None:
        with pytest.raises(Exception, match="players"):
            Table(TableConfig("onboard", (SeatConfig("remote"),)))

    run(scenario(), 10)


async def until(condition: Callable[[], bool], seconds: float) -> bool:
    """Whether `condition` holds within `seconds` (polled)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


def test_a_frozen_peer_is_noticed_within_the_keepalive(monkeypatch: pytest.MonkeyPatch) -> None:
    """A client that stops answering (its process stopped, its cable pulled) is seen as gone
    by the table, and a host that stops answering by its clients, within PING_INTERVAL +
    PING_TIMEOUT + CLOSE_TIMEOUT: 25 s, not the minute and more it was (here shortened)."""
    assert p.PING_INTERVAL + p.PING_TIMEOUT + p.CLOSE_TIMEOUT <= 25
    monkeypatch.setattr(p, "PING_INTERVAL", 0.1)
    monkeypatch.setattr(p, "PING_TIMEOUT", 0.2)
    monkeypatch.setattr(p, "CLOSE_TIMEOUT", 0.2)

    async def body(server: Server, table: Table) -> None:
        ana, ben = Client(server.url(), table.code, "Ana"), Client(server.url(), table.code, "Ben")
        await ana.connect()
        await ben.connect()
        assert ben._ws is not None and table.status()["connected"] == [True, True, True]
        ben._ws.transport.pause_reading()  # Ben's process is stopped: nothing answers
        assert await until(lambda: table.status()["connected"][ben.seat] is False, 5)
        # The host stops answering Ana: her client says the connection is lost.
        link = table.seats[ana.seat].link
        assert isinstance(link, server_module._Connection)
        link.ws.transport.pause_reading()
        with pytest.raises(ConnectionLost):
            await asyncio.wait_for(_events_until_lost(ana), 5)
        ben.abort()

    run(hosting(config(people=2, computers=("easy",)), body), 30)


async def _events_until_lost(client: Client) -> None:
    async for _ in client.events():
        pass


def test_idle_connections_cannot_use_up_the_servers_connections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A flood of connections that never say hello (nor finish the handshake): past
    MAX_UNSEATED the oldest is cut at once, not HELLO_TIMEOUT later, so people still get in
    and the file descriptors last; the seated connections are never pushed out."""
    monkeypatch.setattr(server_module, "HELLO_TIMEOUT", 30.0)
    monkeypatch.setattr(server_module, "MAX_UNSEATED", 3)

    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "Ana")
        await ana.connect()
        idle = [await asyncio.open_connection(LOCAL, server.port) for _ in range(5)]
        # The two oldest idle ones are cut (end of file), the three newest are kept.
        cut = [await asyncio.wait_for(reader.read(), 5) for reader, _ in idle[:2]]
        assert cut == [b"", b""]
        for reader, _ in idle[2:]:
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(reader.read(), 0.05)
        # Ben still gets in (pushing out another idle one); Ana stays seated.
        ben = Client(server.url(), table.code, "Ben")
        await ben.connect()
        assert table.started and table.status()["connected"] == [True, True]
        assert await asyncio.wait_for(idle[2][0].read(), 5) == b""
        for _, writer in idle:
            writer.close()
        await ana.close()
        await ben.close()

    run(hosting(config(people=2, computers=()), body), 30)


def test_the_connections_are_bounded_by_the_file_descriptors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    resource = pytest.importorskip("resource")
    monkeypatch.setattr(resource, "getrlimit", lambda _: (1024, 4096))
    assert server_module.connection_limit() == 512  # half: the rest for files
    monkeypatch.setattr(resource, "getrlimit", lambda _: (resource.RLIM_INFINITY,) * 2)
    assert server_module.connection_limit() == server_module.MAX_CONNECTIONS

    # Past the limit the oldest connection not at a table is cut at once; seated ones stay.
    monkeypatch.setattr(server_module, "MAX_CONNECTIONS", 2)

    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "Ana")
        await ana.connect()
        idle = await asyncio.open_connection(LOCAL, server.port)  # the second: kept
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(idle[0].read(), 0.05)
        ben = Client(server.url(), table.code, "Ben")
        await ben.connect()  # the third: the idle one makes room
        assert await asyncio.wait_for(idle[0].read(), 5) == b""
        with pytest.raises(NetError):  # every other one seated: the new one is cut
            await Client(server.url(), table.code, "Cleo").connect()
        assert table.status()["connected"] == [True, True]
        idle[1].close()
        await ana.close()
        await ben.close()

    run(hosting(config(people=2, computers=()), body), 30)


def test_a_waiting_client_learns_who_joins_and_who_leaves_before_the_start() -> None:
    """The host named the seats only at the start: Ana, seated first, saw "Seat 2" while Ben
    sat there. Now every change of the seats before the start is a fresh welcome to all."""
    from qwixx_desktop.net.client import Joined

    def names(client: Client) -> list[str]:
        assert client.game is not None
        return [pl.name for pl in client.game.players]

    async def next_welcome(events: Any) -> None:
        async for event in events:
            if isinstance(event, Joined):
                return

    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "Ana")
        await ana.connect()
        events = ana.events()
        await next_welcome(events)  # the first event is her own welcome
        assert names(ana) == ["Ana", "Seat 2", "Seat 3", "Computer 4 (easy)"]
        ben = Client(server.url(), table.code, "Ben")
        await ben.connect()
        await asyncio.wait_for(next_welcome(events), 5)
        assert names(ana) == ["Ana", "Ben", "Seat 3", "Computer 4 (easy)"]
        assert ana.status.open == (2,) and ana.status.connected[:2] == (True, True)
        await ben.close()
        await asyncio.wait_for(next_welcome(events), 5)
        assert names(ana) == ["Ana", "Seat 2", "Seat 3", "Computer 4 (easy)"]
        assert ana.status.open == (1, 2) and ana.seat == 0 and not table.started
        await ana.close()

    run(hosting(config(people=3), body), 30)


def test_a_name_with_format_characters_takes_its_seat() -> None:
    """A name typed with an emoji's joiners or a direction mark is sent without them: the
    host refuses them on the wire, and refused the hello."""

    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "👩\u200d💻 Ana\u200f")
        await ana.connect()
        assert table.seats[ana.seat].name == "👩💻 Ana"
        await ana.close()

    run(hosting(config(people=2, computers=()), body), 30)


def test_a_computer_playing_a_seat_decides_without_the_others_choices_collected_unseen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A computer standing in for a dropped person (or a resumed table's) is asked while the
    others' action-1 choices are still collected: it decides on what that seat may know."""
    asked: list[Any] = []

    async def remember(self: Table, seat: int, level: str, state: Any, marker: Any) -> None:
        asked.append(state)

    monkeypatch.setattr(Table, "_bot_move", remember)

    async def body(server: Server, table: Table) -> None:
        ana = Client(server.url(), table.code, "Ana")
        ben = Client(server.url(), table.code, "Ben")
        await ana.connect()
        await ben.connect()
        game = table.game
        assert game is not None and game.needs_roll
        game.roll([3, 4, 1, 1, 1, 1])
        crosses = [move for move in game.legal_moves(ana.seat) if move != PASS]
        game.decide(ana.seat, crosses[0])  # unseen by Ben until he has decided
        table._think(ben.seat)
        for _ in range(100):
            if asked:
                break
            await asyncio.sleep(0.01)
        assert asked == [game.known_state(ben.seat)]
        assert asked[0] != game.state
        await ana.close()
        await ben.close()

    run(hosting(config(computers=()), body))
