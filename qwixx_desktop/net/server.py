"""The one server: WebSocket connections (the `websockets` library) in front of 1..N tables.

`Server` runs on an asyncio loop (`serve` runs it with `asyncio.run`); `ServerThread` runs one
in a worker thread with its own loop, for the window, whose thread must never wait on the
network. A connection is found its table by the join code in its `hello`. Everything a
connection sends goes through `protocol.parse_client`; a refusal that ends a connection ends
that one only.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from ..cli import one_line
from . import protocol as p
from .host import Table, TableConfig, normalise_code

log = logging.getLogger(__name__)
T = TypeVar("T")


def ws_url(address: str, port: int) -> str:
    """The address clients type for a server at `address` (an IPv6 one in brackets)."""
    host = f"[{address}]" if ":" in address else address
    return f"ws://{host}:{port}/"


class _QuietHandshakes(logging.Filter):
    """A connection that never became a WebSocket (a port scan, a browser, a client gone
    mid-handshake) is nothing wrong with the server: one debug line, not an error with a
    traceback per connection on the host's terminal."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == "opening handshake failed" and record.exc_info:
            error = record.exc_info[1]
            record.msg, record.args, record.exc_info = "%s: %s", (record.msg, error), None
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
            # Its level was checked as an error's: shown only where debug lines are.
            return logging.getLogger(record.name).isEnabledFor(logging.DEBUG)
        return True


# The library's messages for our connections (debug unless a handler fails).
wire_log = logging.getLogger(f"{__name__}.websockets")
wire_log.addFilter(_QuietHandshakes())

HELLO_TIMEOUT = 10.0  # seconds from the connection to the hello message
OPEN_TIMEOUT = 10.0  # seconds for the HTTP upgrade that opens a connection
RATE = 20  # messages per second per connection (a burst of RATE), legal moves not counted
WRONG_CODES = (5, 60.0)  # this many wrong codes from one address within this many seconds...
BLOCK_SECONDS = 60.0  # ...and that address waits this long
MAX_CONNECTIONS = 4096  # open connections at most (fewer when file descriptors are fewer)
# Connections not (yet) at a table, idle ones included (a flood of them): past this many, a new
# one pushes out the oldest, which has had the longest to say hello. No cap per address:
# behind a reverse proxy every player comes from one.
MAX_UNSEATED = 256
MAX_OUTBOX = 256  # messages waiting for a client that does not read: it is dropped
NOTICE_SECONDS = 2.0  # at most this long to tell the clients their table has closed for good
# Past our limit a message is refused with `too_big`; far past it the library closes the
# connection before reading it (code 1009).
WIRE_LIMIT = 4 * p.MAX_CLIENT_MESSAGE


class _Connection:
    """A client's connection: the table's `Link`. Messages go out in order from one task."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[dict[str, Any] | tuple[int, str]] = asyncio.Queue()
        self.closing = False
        self.tokens = float(RATE)
        self.refilled = time.monotonic()

    def post(self, message: dict[str, Any]) -> None:
        if self.closing:
            return
        if self.outbox.qsize() >= MAX_OUTBOX:
            self._close(1008, "not reading")
            return
        self.outbox.put_nowait(message)

    def drop(self, code: str, message: str) -> None:
        if not self.closing:
            self.outbox.put_nowait(p.error(code, message))
            self._close(1008, code)

    def finish(self) -> None:
        self._close(1000, "game over")

    def _close(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            self.outbox.put_nowait((code, reason))

    def allow(self) -> bool:
        """A token bucket: RATE messages per second, bursts of RATE."""
        now = time.monotonic()
        self.tokens = min(float(RATE), self.tokens + (now - self.refilled) * RATE)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def refund(self) -> None:
        """A legal move costs nothing: play at any speed, floods of anything else do not."""
        self.tokens = min(float(RATE), self.tokens + 1)

    async def write(self) -> None:
        try:
            while True:
                item = await self.outbox.get()
                if isinstance(item, tuple):
                    await self.ws.close(*item)
                    return
                await self.ws.send(p.encode(item))
        except ConnectionClosed:
            self.closing = True


class Server:
    """Tables behind one listening socket."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}
        self._server: WsServer | None = None
        self._live: set[_Connection] = set()  # the open connections
        self._accepted = 0  # TCP connections open, from their accept (handshakes included)
        self._unseated: dict[ServerConnection, None] = {}  # oldest first
        self._limit = connection_limit()
        self._forgetting: set[asyncio.Task[None]] = set()  # ended tables awaiting rejoins
        self._wrong: dict[str, deque[float]] = {}
        self._blocked: dict[str, float] = {}
        self.host = ""
        self.port = 0

    async def start(self, host: str, port: int) -> int:
        """Listen on (host, port); returns the port (the one picked when `port` is 0)."""
        outer = self

        class Counted(ServerConnection):
            """A connection counted from its TCP accept, before its handshake."""

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                outer._opened(self)

            def connection_lost(self, exc: Exception | None) -> None:
                super().connection_lost(exc)
                outer._accepted -= 1
                outer._unseated.pop(self, None)

        self._server = await serve(
            self._handle,
            host,
            port,
            create_connection=Counted,
            max_size=WIRE_LIMIT,
            compression=None,  # small messages; and no decompression to bound
            ping_interval=p.PING_INTERVAL,
            ping_timeout=p.PING_TIMEOUT,
            open_timeout=OPEN_TIMEOUT,
            close_timeout=p.CLOSE_TIMEOUT,
            max_queue=32,
            server_header=None,
            logger=wire_log,
        )
        sockets = list(self._server.sockets)
        self.host = host
        self.port = int(sockets[0].getsockname()[1])
        return self.port

    def url(self) -> str:
        # An empty host listens on every network, as 0.0.0.0 does: said the same way.
        return ws_url(self.host or "0.0.0.0", self.port)

    def add_table(
        self, config: TableConfig, on_final: Callable[[Table], None] | None = None
    ) -> Table:
        """Host a table (on this server's loop); its code must be free on this server."""
        table = Table(config, self._ended(on_final))
        return self._register(table)

    def resume_table(
        self, path: Path, on_final: Callable[[Table], None] | None = None, **changes: Any
    ) -> Table:
        """Host the table of an autosaved table file again (SaveError if it is damaged);
        `changes` to its TableConfig (e.g. `final_save`)."""
        return self._register(Table.resume(path, self._ended(on_final), **changes))

    def _register(self, table: Table) -> Table:
        key = normalise_code(table.code)
        if key in self.tables:
            table.close()
            raise ValueError(f"the code {table.code} is already used by another table")
        self.tables[key] = table
        return table

    def _ended(self, on_final: Callable[[Table], None] | None) -> Callable[[Table], None]:
        def ended(table: Table) -> None:
            try:
                if on_final is not None:
                    on_final(table)
            except Exception as error:  # said in one line; the table still ends
                # The host's own work at the end (its autosave removed, the next table opened)
                # failed: its players already have the final. The failure, raised in the
                # table's last task, went unsaid and the table was never forgotten.
                log.error("table %s: the end of the game failed: %s", table.code, one_line(error))
            task = asyncio.get_running_loop().create_task(self._forget(table))
            self._forgetting.add(task)
            task.add_done_callback(self._forgetting.discard)

        return ended

    async def _forget(self, table: Table) -> None:
        """An ended table stays joinable until everyone has its final (a person whose
        connection dropped as it ended rejoins for it), then its code is free."""
        await table.delivered.wait()
        key = normalise_code(table.code)
        if self.tables.get(key) is table:
            del self.tables[key]

    async def finals_delivered(self) -> None:
        """Wait until every ended table has given everyone its final (bounded: a table waits
        at most FINAL_REJOIN_SECONDS for the people who missed it)."""
        while self._forgetting:
            await asyncio.wait(set(self._forgetting))

    async def stop(self, notice: str | None = None) -> None:
        """Stop every table and the listening socket. With a `notice` the tables are closed
        for good (their host ended them): the clients are told so before the connections
        close, rather than left reconnecting to tables that will not come back."""
        tables = list(self.tables.values())
        for table in tables:
            table.close(notice)  # an ended table's final is no longer kept: its wait ends
        self.tables.clear()
        await self.finals_delivered()
        if notice is not None:
            await self._flush(NOTICE_SECONDS)
        # A table's autosave still writing is waited for: the file to resume from is then
        # the table as it stopped, and no write is cut off with the loop.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*(table.saved() for table in tables)), 10)
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), 10)

    async def _flush(self, seconds: float) -> None:
        """Wait (at most `seconds`) until every connection's writer has taken all that was
        posted to it: a message sent is then in the socket's buffer, which closing flushes."""
        deadline = time.monotonic() + seconds
        while any(not c.outbox.empty() for c in self._live) and time.monotonic() < deadline:
            await asyncio.sleep(0.01)

    # ------------------------------------------------------------------ connections

    def _blocked_now(self, address: str) -> bool:
        until = self._blocked.get(address)
        if until is None:
            return False
        if time.monotonic() >= until:
            del self._blocked[address]
            return False
        return True

    def _wrong_code(self, address: str) -> None:
        limit, window = WRONG_CODES
        now = time.monotonic()
        if len(self._wrong) > 10_000:  # forget old addresses rather than grow without end
            self._wrong = {a: t for a, t in self._wrong.items() if now - t[-1] < window}
        times = self._wrong.setdefault(address, deque())
        times.append(now)
        while times and now - times[0] > window:
            times.popleft()
        if len(times) >= limit:
            self._blocked[address] = now + BLOCK_SECONDS
            del self._wrong[address]

    def _opened(self, ws: ServerConnection) -> None:
        """A TCP connection accepted. Past the limit (its descriptors are what a flood would
        use up), or with too many unseated, the oldest unseated one is cut at once: it has had
        the longest to say hello, and the new one may be a person. Seated ones stay; when
        every other is seated, the new one is cut."""
        self._accepted += 1
        self._unseated[ws] = None
        if self._accepted > self._limit or len(self._unseated) > MAX_UNSEATED:
            oldest = next(iter(self._unseated))
            del self._unseated[oldest]
            oldest.transport.abort()

    async def _handle(self, ws: ServerConnection) -> None:
        connection = _Connection(ws)
        self._live.add(connection)
        writer = asyncio.create_task(connection.write())
        table: Table | None = None
        try:
            table, seat = await self._hello(ws, connection)
            if table is not None:
                self._unseated.pop(ws, None)  # at a table: no longer pushed out
                await self._serve(ws, connection, table, seat)
        except ConnectionClosed:
            pass
        except Exception:  # a bug must cost this connection only, never the server
            log.exception("a connection failed")
            connection.drop(p.E_BAD_MESSAGE, "the host could not handle that message")
        finally:
            self._live.discard(connection)
            if table is not None:
                table.leave(connection, left_on_purpose(ws))
            connection._close(1000, "")
            # Read what the client still sends while the close goes out: a full receive
            # queue would keep its closing frame from being read.
            with contextlib.suppress(TimeoutError, ConnectionClosed):
                await asyncio.wait_for(asyncio.gather(writer, _drain(ws)), 10)
            writer.cancel()
            if table is not None:
                clean = ws.close_code not in (None, CloseCode.ABNORMAL_CLOSURE)
                table.link_closed(connection, clean)

    async def _hello(
        self, ws: ServerConnection, connection: _Connection
    ) -> tuple[Table | None, int]:
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except TimeoutError:
            connection.drop(p.E_TIMEOUT, f"say hello within {HELLO_TIMEOUT:.0f} s")
            return None, 0
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        try:
            message = p.parse_client(raw)
            if not isinstance(message, p.Hello):
                raise p.ProtocolError(p.E_BAD_MESSAGE, "the first message is hello")
            if self._blocked_now(address):
                raise p.ProtocolError(p.E_RATE_LIMITED, "too many wrong codes; wait a minute")
            table = self.tables.get(normalise_code(message.code))
            if table is None:
                self._wrong_code(address)
                raise p.ProtocolError(p.E_WRONG_CODE, "no table has this code")
            seat = table.join(connection, message)
        except p.ProtocolError as error:
            connection.drop(error.code, str(error))
            return None, 0
        return table, seat

    async def _serve(
        self, ws: ServerConnection, connection: _Connection, table: Table, seat: int
    ) -> None:
        async for raw in ws:
            if connection.closing:
                return
            try:
                if not connection.allow():
                    raise p.ProtocolError(p.E_RATE_LIMITED, f"at most {RATE} messages per second")
                if table.receive(connection, seat, p.parse_client(raw)):
                    connection.refund()
            except p.ProtocolError as error:
                connection.drop(error.code, str(error))
                return


def left_on_purpose(ws: ServerConnection) -> bool:
    """Whether the client closed its connection normally (code 1000), the first to close:
    its person left the table. A dropped connection sends no close frame (1006), and a
    client answering the host's own close echoes it."""
    protocol = ws.protocol
    return (
        protocol.close_rcvd is not None
        and protocol.close_rcvd.code == CloseCode.NORMAL_CLOSURE
        and protocol.close_rcvd_then_sent is True
    )


def connection_limit() -> int:
    """MAX_CONNECTIONS, or half the process's file descriptors if that is fewer (the rest for
    its files, the window's too: a flood must not leave the table unable to autosave)."""
    try:
        import resource
    except ImportError:  # not on every platform
        return MAX_CONNECTIONS
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    return min(MAX_CONNECTIONS, max(16, soft // 2))


async def _drain(ws: ServerConnection) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for _ in ws:
            pass


class ServerThread:
    """A `Server` on its own loop in a daemon thread; every method may be called from any
    other thread and returns once the server has done it (bounded waits)."""

    def __init__(self) -> None:
        self.server = Server()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="qwixx-net", daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()

    def _call(self, coroutine: Coroutine[Any, Any, T], timeout: float = 30) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        return future.result(timeout)

    def start(self, host: str = "0.0.0.0", port: int = 0) -> int:
        """Start listening; returns the bound port. OSError when the port is taken."""
        self._thread.start()
        return self._call(self.server.start(host, port))

    def add_table(
        self, config: TableConfig, on_final: Callable[[Table], None] | None = None
    ) -> Table:
        """Host a table; `on_final` runs on the server's thread. The table's `code` and
        `tokens()` may be read from any thread."""

        async def add() -> Table:
            return self.server.add_table(config, on_final)

        return self._call(add())

    def resume_table(
        self, path: Path, on_final: Callable[[Table], None] | None = None, **changes: Any
    ) -> Table:
        """Host the table of an autosaved table file again (SaveError if it is damaged)."""

        async def resume() -> Table:
            return self.server.resume_table(path, on_final, **changes)

        return self._call(resume())

    def stop(self, notice: str | None = None) -> None:
        """Stop the server; with a `notice`, its tables are closed for good (Server.stop)."""
        if not self._thread.is_alive():
            return
        with contextlib.suppress(TimeoutError):
            self._call(self.server.stop(notice))
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
