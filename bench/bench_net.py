"""Network play under load (printed, never asserted).

1. One `serve --keep-open --tables N` process; bot clients over loopback (`play_bot`, two per
   table, in this process) fill every table and each table that replaces a finished one, for
   a fixed time. Printed: games finished per minute, the host's p99 time from a decision
   received to the resulting update queued for sending (`serve --stats`), and memory per
   table (the server's resident memory under load minus an idle one-table server's, / N).
   Goal (issue #14): p99 <= 50 ms and <= 2 MB per table at 200 tables.
2. At least 100 000 hostile messages (the tests' generator: malformed, oversized, out of
   turn, impersonating, stale; and bursts past the rate limit) from ATTACKERS seated
   attackers at once, each at its own table of one `serve` process, while another table of
   that process plays game after game: every message refused, every attacked game
   unchanged, the process still running. Printed: messages per second and each answer's
   count, the other table's games and its longest wait for a move (and, while it waits
   more than 30 s, what its players see); every 10 s a progress line while it waits.

`python -m bench net`; NET_TABLES and NET_SECONDS change the load (default 200 and 60;
NET_TABLES=0 skips it), NET_HOSTILE the number of hostile messages (default 100 000; e.g.
20 000 for a run of the same intensity in a fifth of the time), NET_SERVE_LOG=FILE keeps
the server's warnings.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parent.parent


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def _stop(server: asyncio.subprocess.Process) -> None:
    """Ctrl-C, as a person would; a process started in the background ignores it: kill."""
    server.send_signal(signal.SIGINT)
    try:
        await asyncio.wait_for(server.wait(), 15)
    except TimeoutError:
        server.kill()
        await server.wait()


def _seat_two(
    tasks: set[asyncio.Future[object]],
    play: Callable[[str, str, str], Awaitable[object]],
    url: str,
    code: str,
) -> None:
    """Two bot players for the table at `url`, kept in `tasks` while they play."""
    for name in ("A", "B"):
        task = asyncio.ensure_future(play(url, code, name))
        tasks.add(task)
        task.add_done_callback(tasks.discard)


async def _serve(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "qwixx_desktop",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        *args,
        stdout=asyncio.subprocess.PIPE,
        # NET_SERVE_LOG=FILE keeps the server's warnings (a failed task, a refused
        # connection's reason), for a run that goes wrong.
        stderr=open(os.environ["NET_SERVE_LOG"], "ab")
        if os.environ.get("NET_SERVE_LOG")
        else asyncio.subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


async def load(tables: int, seconds: float) -> None:
    from qwixx_desktop.net.client import NetError, play_bot

    idle = await _serve("--players", "3", "--computer", "easy")
    assert idle.stdout is not None
    await idle.stdout.readline()
    await asyncio.sleep(1.0)
    idle_mb = rss_mb(idle.pid)
    idle.kill()
    await idle.wait()

    server = await _serve(
        "--players", "3", "--computer", "easy", "--tables", str(tables), "--keep-open", "--stats"
    )
    assert server.stdout is not None
    players: set[asyncio.Future[object]] = set()
    finished = 0
    p99 = ""
    peak_mb = 0.0
    started = time.monotonic()

    async def seat(url: str, code: str, name: str) -> object:
        try:
            return await play_bot(url, code, "easy", name, reconnect_seconds=5)
        except NetError:
            return None

    try:
        while time.monotonic() - started < seconds:
            try:
                line = (await asyncio.wait_for(server.stdout.readline(), 1.0)).decode()
            except TimeoutError:
                line = ""
            peak_mb = max(peak_mb, rss_mb(server.pid))
            table = re.search(r"(ws://\S+) code (\S+)", line)
            if table:
                _seat_two(players, seat, table.group(1), table.group(2))
            elif " final: " in line:
                finished += 1
            elif line.startswith("stats:"):
                p99 = line.strip()
        elapsed = time.monotonic() - started
    finally:
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)
        await _stop(server)
    print(f"net: serve --tables {tables} --keep-open, {elapsed:.0f} s, bots over loopback")
    print(f"  games finished: {finished} ({60 * finished / elapsed:.0f} per minute)")
    print(f"  {p99 or 'stats: no decisions'} (decision received -> update queued)")
    print(
        f"  memory: {peak_mb:.0f} MB peak, idle one-table server {idle_mb:.0f} MB, "
        f"{(peak_mb - idle_mb) / tables:.2f} MB per table"
    )


ATTACKERS = 8  # seated attackers at once, each at its own table: the latency of one
# message's round trip is hidden by the others, and the server has its own process (core)
FLOOD_EVERY = 200  # every so many messages an attacker sends a burst past the rate limit
FLOOD = 60


async def _tally(ws: ClientConnection, codes: dict[str, int]) -> None:
    """Read the replies to a burst until the host closes the connection."""
    try:
        while True:
            reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if reply.get("type") == "error":
                codes[str(reply["code"])] = codes.get(str(reply["code"]), 0) + 1
    except ConnectionClosed:
        codes["closed"] = codes.get("closed", 0) + 1


async def _attack(
    url: str,
    code: str,
    autosave: Path,
    messages: list[str | bytes],
    codes: dict[str, int],
    progress: list[int],
) -> tuple[bool, int]:
    """Seat a silent player (seat 0, must roll, never does) and an attacker (seat 1) that
    sends `messages` and bursts, rejoining with its token whenever the host closes it.
    Returns (the attacked game unchanged, messages sent)."""
    from qwixx_desktop.net import protocol as p

    silent, _ = await _seat(url, code, None)
    reading = asyncio.ensure_future(_drain(silent))  # a player who reads, so it stays
    ws, welcome = await _seat(url, code, None)
    token = welcome["token"]
    while welcome["status"]["open"]:  # a new welcome when both seats are taken
        message = json.loads(await asyncio.wait_for(ws.recv(), 5))
        welcome = message if message["type"] == "welcome" else welcome
    started_log = welcome["log"]
    sent = 0
    for index, message in enumerate(messages):
        if index % FLOOD_EVERY == FLOOD_EVERY - 1:
            for _ in range(FLOOD):  # cheap messages, as fast as the socket takes them
                with contextlib.suppress(ConnectionClosed):
                    await ws.send('{"type":"roll","at":0}')
                    sent += 1
            await _tally(ws, codes)
            ws, welcome = await _seat(url, code, token)
        await ws.send(message)
        sent += 1
        progress[0] += 1
        reply = await _answer(ws)
        key = "closed" if reply is None else str(reply.get("code"))
        codes[key] = codes.get(key, 0) + 1
        if reply is None or reply.get("code") not in p.SOFT_ERRORS:
            ws, welcome = await _seat(url, code, token)
    _, last = await _seat(url, code, token)  # what the table now sends a rejoining seat
    await asyncio.sleep(0.5)
    # Any change to the game would have been autosaved.
    unchanged = last["log"] == started_log == [] and not autosave.exists()
    reading.cancel()
    await ws.close()
    await silent.close()
    return unchanged, sent


async def _seat(url: str, code: str, token: str | None) -> tuple[ClientConnection, Any]:
    """A connection that said hello, and the host's answer (60 s for it: a loaded machine)."""
    from qwixx_desktop.net import protocol as p

    ws = await connect(url, compression=None, max_size=None, open_timeout=60)
    await ws.send(json.dumps(p.hello(code, "Eve", token)))
    return ws, json.loads(await asyncio.wait_for(ws.recv(), 60))


async def _answer(ws: ClientConnection) -> dict[str, object] | None:
    """The error that answers a message, or None when the host closed the connection (a
    machine under load may take a while: 60 s, then "no answer")."""
    try:
        while True:
            reply = json.loads(await asyncio.wait_for(ws.recv(), 60))
            if reply["type"] == "error":
                return dict(reply)
    except ConnectionClosed:
        return None
    except TimeoutError:
        return {"code": "no answer in 60 s"}


async def _drain(ws: ClientConnection) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for _ in ws:
            pass


async def hostile(count: int) -> None:
    """`count` (or a few more) hostile messages from ATTACKERS seated attackers at their
    tables of one `serve` process, while its other table plays game after game."""
    from qwixx_desktop.net.client import NetError, play_bot
    from tests.test_net import hostile_messages

    # Made before anyone connects: making 100 000 messages takes seconds of this loop, and
    # players whose connection waits that long (more on a loaded machine) give up.
    share = -(-count // ATTACKERS)
    messages = [hostile_messages(share, 12 + n) for n in range(ATTACKERS)]
    folder = Path(tempfile.mkdtemp(prefix="qwixx-bench-net-"))
    server = await _serve(
        "--players",
        "3",
        "--computer",
        "easy",
        "--tables",
        str(ATTACKERS + 1),
        "--keep-open",
        "--save-dir",
        str(folder),
    )
    assert server.stdout is not None
    codes: dict[str, int] = {}
    progress = [0]
    games = 0
    tables: list[tuple[int, str, str]] = []
    bots: set[asyncio.Future[object]] = set()

    watched: list[Any] = []  # the busy table's current clients: its progress, printed
    moved = [time.monotonic()]
    longest = [0.0]  # the other table's longest wait for its next move (10 s precision)
    stopped: list[str] = []

    def watch(client: Any) -> None:
        watched.append(client)
        del watched[:-2]

    async def bot(url: str, code: str, name: str) -> object:
        for _ in range(3):  # a join the host did not answer in time is tried again
            try:
                return await play_bot(url, code, "easy", name, reconnect_seconds=5, on_client=watch)
            except NetError as error:  # the busy table then waits: say why
                stopped.append(repr(error))
                print(f"  a player of the other table stopped: {error!r}", flush=True)
                if error.code is not None:
                    break
        return None

    async def report() -> None:
        last: object = None
        while True:
            await asyncio.sleep(10)
            now = [None if c.game is None else len(c.game.log) for c in watched]
            if [*now, *map(id, watched)] != last:  # a move, or the next game
                last, moved[0] = [*now, *map(id, watched)], time.monotonic()
            still = time.monotonic() - moved[0]
            longest[0] = max(longest[0], still)
            if still > 1 or int(time.monotonic() - started) % 60 < 10:
                print(
                    f"  ... {time.monotonic() - started:.0f} s: {progress[0]} messages; "
                    f"other table: {games} games, log {now}, unchanged for {still:.0f} s",
                    flush=True,
                )
            if still > 30:  # stuck: what each player sees
                for c in watched:
                    g = c.game
                    print(
                        f"    seat {c.seat}: status {c.status}, roll {g and g.needs_roll}, "
                        f"active {g and g.state.active}, deciders {g and list(g.deciders())}",
                        flush=True,
                    )

    async def read_lines() -> None:
        nonlocal games
        while line := (await server.stdout.readline()).decode():  # type: ignore[union-attr]
            table = re.match(r"table (\d+): (ws://\S+) code (\S+)", line)
            if table:
                tables.append((int(table.group(1)), table.group(2), table.group(3)))
                if len(tables) > ATTACKERS:  # the busy table, and each one after it
                    _seat_two(bots, bot, table.group(2), table.group(3))
            elif " final: " in line:
                games += 1

    reader = asyncio.ensure_future(read_lines())
    started = time.monotonic()
    reporter = asyncio.ensure_future(report())
    try:
        while len(tables) < ATTACKERS + 1:
            await asyncio.sleep(0.05)
        outcomes = await asyncio.gather(
            *(
                _attack(
                    url,
                    code,
                    folder / f"table-{number}.autosave.json",
                    attack,
                    codes,
                    progress,
                )
                for (number, url, code), attack in zip(tables, messages, strict=False)
            ),
            return_exceptions=True,
        )
        elapsed = time.monotonic() - started
        alive = server.returncode is None
    finally:
        for task in bots:
            task.cancel()
        await asyncio.gather(*bots, return_exceptions=True)
        await _stop(server)
        reader.cancel()
        reporter.cancel()
        shutil.rmtree(folder, ignore_errors=True)
    results = [o for o in outcomes if isinstance(o, tuple)]
    failed = [repr(o) for o in outcomes if not isinstance(o, tuple)]
    sent = sum(n for _, n in results)
    print(
        f"net: {sent} hostile messages ({ATTACKERS} attackers, bursts of {FLOOD} every "
        f"{FLOOD_EVERY}) against one serve process in {elapsed:.0f} s "
        f"({sent / elapsed:.0f}/s): {json.dumps(dict(sorted(codes.items())))}"
    )
    print(
        f"  serve still running: {alive}; attacked games unchanged: "
        f"{all(u for u, _ in results)}; games finished meanwhile at another table: {games} "
        f"(its longest wait for a move: {longest[0]:.0f} s, to 10 s)"
    )
    if stopped:
        print(f"  players of the other table that stopped: {stopped}")
    if failed:
        print(f"  attackers that stopped early: {failed}")


def main() -> None:
    tables = int(os.environ.get("NET_TABLES", "200"))
    seconds = float(os.environ.get("NET_SECONDS", "60"))
    if tables > 0:
        asyncio.run(load(tables, seconds))
    asyncio.run(hostile(int(os.environ.get("NET_HOSTILE", "100000"))))


if __name__ == "__main__":
    main()
