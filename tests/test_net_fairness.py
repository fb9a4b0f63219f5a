"""Fairness under attack: hostile clients flooding their own tables of a server must not hold
up another table of the same server. In one process over loopback, a few seconds."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

import pytest
from websockets.exceptions import ConnectionClosed

from qwixx_desktop.net import protocol as p
from qwixx_desktop.net.client import Client, play_bot
from qwixx_desktop.net.host import Table
from qwixx_desktop.net.server import Server
from tests.test_net import LOCAL, answer, config, hostile_messages, raw_seat, run

ATTACKERS = 4
FLOOD_SECONDS = 6.0
FLOOD_MESSAGES = 1_000  # at least this many, however slow a busy machine makes the attackers
FLOOD_LIMIT_SECONDS = 40.0


async def _attack(url: str, code: str, seed: int, stop: asyncio.Event, sent: list[int]) -> None:
    """A silent seat 0 and an attacker at seat 1 who sends hostile messages, now and then a
    burst past the rate limit, and rejoins with its token each time the host closes it."""
    silent = Client(url, code, "Sam")
    await silent.connect()
    ws, welcome = await raw_seat(url, code, None)
    token = welcome["token"]
    messages = hostile_messages(5_000, seed)
    index = 0
    try:
        while not stop.is_set():
            index += 1
            if index % 50 == 0:  # a burst: the host closes the connection
                with contextlib.suppress(ConnectionClosed):
                    for _ in range(60):
                        await ws.send('{"type":"roll","at":0}')
                        sent[0] += 1
                while await answer(ws) is not None:
                    pass
                reply = None
            else:
                await ws.send(messages[index % len(messages)])
                sent[0] += 1
                reply = await answer(ws)
            if reply is None or reply.get("code") not in p.SOFT_ERRORS:
                ws, _ = await raw_seat(url, code, token)
    finally:
        await ws.close()
        await silent.close()


def test_another_table_keeps_playing_while_attackers_flood_the_server() -> None:
    """ATTACKERS seated attackers flood their tables for FLOOD_SECONDS while two bot clients
    play game after game at another table of the same server: that table keeps finishing
    games and never waits long for its next move."""

    async def scenario() -> tuple[int, float, int]:
        server = Server()
        await server.start(LOCAL, 0)
        url = server.url()
        stop = asyncio.Event()
        sent = [0]
        games = 0
        longest = 0.0
        busy: Table | None = None

        async def watch() -> None:
            """The longest time the busy table's log did not grow."""
            nonlocal longest
            seen: tuple[object, int] = (None, -1)
            since = time.monotonic()
            while True:
                await asyncio.sleep(0.02)
                now = (busy, -1 if busy is None or busy.game is None else len(busy.game.log))
                if now != seen:
                    seen, since = now, time.monotonic()
                longest = max(longest, time.monotonic() - since)

        targets = [server.add_table(config()) for _ in range(ATTACKERS)]
        attackers = [
            asyncio.ensure_future(_attack(url, t.code, 11 + n, stop, sent))
            for n, t in enumerate(targets)
        ]
        watcher = asyncio.ensure_future(watch())
        try:
            await asyncio.sleep(0.5)  # the flood is on
            started = time.monotonic()
            while time.monotonic() - started < FLOOD_SECONDS or (
                sent[0] <= FLOOD_MESSAGES and time.monotonic() - started < FLOOD_LIMIT_SECONDS
            ):
                busy = server.add_table(config())
                await asyncio.wait_for(
                    asyncio.gather(
                        play_bot(url, busy.code, "easy", "A", reconnect_seconds=5),
                        play_bot(url, busy.code, "easy", "B", reconnect_seconds=5),
                    ),
                    30,
                )
                games += 1
            watcher.cancel()
            # The attacked games did not move. (Checked before the attackers leave: a seat
            # left on purpose is played by the table's computer at once.)
            assert all(t.game is not None and not t.game.log for t in targets)
            stop.set()
            await asyncio.wait_for(asyncio.gather(*attackers), 30)
        finally:
            stop.set()
            watcher.cancel()
            await server.stop()
        return games, longest, sent[0]

    games, longest, sent = run(scenario(), 90)
    assert sent > FLOOD_MESSAGES, sent  # the flood did run
    assert games >= 3, (games, sent)
    assert longest < 3.0, (longest, games, sent)


def test_a_bot_client_that_fails_leaves_its_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer player in another process or task that stops on an unexpected error closes
    its connection: the host sees the seat as disconnected (and can hand it to a stand-in)
    instead of waiting for a player that looks connected but will never move."""

    def broken(level: str, rules: object, seed: int) -> Callable[[object, int], object]:
        def bot(state: object, seat: int) -> object:
            raise RuntimeError("the bot failed")

        return bot

    monkeypatch.setattr("qwixx_desktop.ai.make_bot", broken)

    async def scenario() -> None:
        server = Server()
        await server.start(LOCAL, 0)
        try:
            table = server.add_table(config(people=2, computers=(), reserve_seconds=0.2))
            bot = asyncio.ensure_future(play_bot(server.url(), table.code, "easy", "Bot"))
            while table.seats[0].link is None:  # the bot sits first: it rolls, then decides
                await asyncio.sleep(0.01)
            person = Client(server.url(), table.code, "Ana")
            await person.connect()
            with pytest.raises(RuntimeError, match="the bot failed"):
                await bot
            while table.seats[0].link is not None:  # the host saw the connection close
                await asyncio.sleep(0.01)
            while not table.seats[0].stand_in:  # and a computer plays the seat now
                await asyncio.sleep(0.01)
            await person.close()
        finally:
            await server.stop()

    run(scenario(), 20)
