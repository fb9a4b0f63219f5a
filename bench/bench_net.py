"""Network play under load (printed, never asserted).

1. One `serve --keep-open --tables N` process; bot clients over loopback (`play_bot`, two per
   table, in this process) fill every table and each table that replaces a finished one, for
   a fixed time. Printed: games finished per minute, the host's p99 time from a decision
   received to the resulting update queued for sending (`serve --stats`), and memory per
   table (the server's resident memory under load minus an idle one-table server's, / N).
   Goal (issue #14): p99 <= 50 ms and <= 2 MB per table at 200 tables.
2. 100 000 hostile messages (the tests' generator) from a seated attacker against a table
   while another table plays: every one refused, the attacked game unchanged.

`python -m bench net`; NET_TABLES and NET_SECONDS change the load (default 200 and 60).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


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
        stderr=asyncio.subprocess.DEVNULL,
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
    players: set[asyncio.Task[object]] = set()
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
                for name in ("A", "B"):
                    task = asyncio.ensure_future(seat(table.group(1), table.group(2), name))
                    players.add(task)
                    task.add_done_callback(players.discard)
            elif " final: " in line:
                finished += 1
            elif line.startswith("stats:"):
                p99 = line.strip()
        elapsed = time.monotonic() - started
    finally:
        server.send_signal(signal.SIGINT)
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)
        await server.wait()
    print(f"net: serve --tables {tables} --keep-open, {elapsed:.0f} s, bots over loopback")
    print(f"  games finished: {finished} ({60 * finished / elapsed:.0f} per minute)")
    print(f"  {p99 or 'stats: no decisions'} (decision received -> update queued)")
    print(
        f"  memory: {peak_mb:.0f} MB peak, idle one-table server {idle_mb:.0f} MB, "
        f"{(peak_mb - idle_mb) / tables:.2f} MB per table"
    )


async def hostile(count: int) -> None:
    from qwixx_desktop.engine.save import dumps
    from qwixx_desktop.net import protocol as p
    from qwixx_desktop.net import server as server_module
    from qwixx_desktop.net.client import Client, play_bot
    from qwixx_desktop.net.server import Server
    from tests.test_net import answer, config, hostile_messages, raw_seat

    server_module.RATE = 10**6  # the rate limit is measured by the tests; here every kind
    server = Server()
    await server.start("127.0.0.1", 0)
    started = time.monotonic()
    try:
        target = server.add_table(config(people=2, computers=("easy",)))
        url = server.url()
        silent = Client(url, target.code, "Sam")
        await silent.connect()
        ws, welcome = await raw_seat(url, target.code, None)
        token = welcome["token"]
        before = dumps(target.game)  # type: ignore[arg-type]
        games = 0
        codes: dict[str, int] = {}
        busy = None
        for index, message in enumerate(hostile_messages(count, 11)):
            if busy is None or busy.done():
                if busy is not None:
                    games += 1
                other = server.add_table(config("onboard", people=2, computers=()))
                busy = asyncio.gather(
                    play_bot(url, other.code, "easy", "A"), play_bot(url, other.code, "easy", "B")
                )
            await ws.send(message)
            reply = await answer(ws)
            code = "closed" if reply is None else str(reply.get("code"))
            codes[code] = codes.get(code, 0) + 1
            if reply is None or reply.get("code") not in p.SOFT_ERRORS:
                ws, welcome = await raw_seat(url, target.code, token)
            if index % 20_000 == 0 and index:
                print(f"  ... {index} messages", flush=True)
        unchanged = dumps(target.game) == before  # type: ignore[arg-type]
        if busy is not None:
            await busy
            games += 1
    finally:
        await server.stop()
    print(
        f"net: {count} hostile messages in {time.monotonic() - started:.0f} s: "
        f"{json.dumps(dict(sorted(codes.items())))}"
    )
    print(
        f"  attacked game unchanged: {unchanged}; games played meanwhile at another table: {games}"
    )


def main() -> None:
    tables = int(os.environ.get("NET_TABLES", "200"))
    seconds = float(os.environ.get("NET_SECONDS", "60"))
    asyncio.run(load(tables, seconds))
    asyncio.run(hostile(int(os.environ.get("NET_HOSTILE", "100000"))))


if __name__ == "__main__":
    main()
