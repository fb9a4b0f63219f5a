"""`qwixx-desktop serve` and `qwixx-desktop join`: network play without a window."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import logging
import os
import re
import signal
import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import cliargs
from ..cli import EXIT_BAD_INPUT, EXIT_FAILED, stdout_failed
from ..games import all_games, game_keys, get_game
from .discovery import DISCOVERY_PORT, INTERVAL, Beacon, TableAd
from .protocol import MAX_CODE_LENGTH, MAX_NAME_LENGTH, clean_text

if TYPE_CHECKING:
    from .host import Table
    from .server import Server

log = logging.getLogger(__name__)

EXIT_NOT_VERIFIED = EXIT_FAILED  # join: the dice or the final save are not the game played
EXIT_NOT_SAVED = 3  # serve: a table's final save could not be written
EXIT_TERMINATED = 128 + signal.SIGTERM  # as shells report a program stopped by SIGTERM
MAX_TABLES = 1000
STOPPED_NOTICE = "the host stopped serving this table"
_TABLE_FILE = re.compile(r"table-([0-9]{1,9})(?:\.autosave)?\.json")  # see config()
SERVE_LOCK = ".serve.lock"  # held in each folder serve writes table files in


def add_net_parsers(subcommands: Any) -> None:
    serve = subcommands.add_parser(
        "serve",
        help="host network tables without a window",
        description="Host a table (or several) for network play. The first line printed has "
        "the address (ws://HOST:PORT) and the join code; at the end one line 'final: NAME "
        "SCORE, ...'. Seats are --players of which the --computer ones are played by the "
        "host; the others wait for people or `join --bot` clients.",
    )
    serve.add_argument("--game", default="classic", choices=game_keys(), help=cliargs.GAME_HELP)
    serve.add_argument(
        "--players",
        type=cliargs.whole_number(1, 8),
        default=2,
        help="seats at the table, people and computers (default 2)",
    )
    serve.add_argument(
        "--computer",
        action="append",
        default=[],
        metavar="LEVEL",
        help="a seat played by the host at this level (repeat for more)",
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: all)",
    )
    serve.add_argument(
        "--port",
        type=cliargs.whole_number(0, 65535),
        default=0,
        help="port (0, the default: a free one)",
    )
    serve.add_argument(
        "--code", type=_join_code, help="the join code (default: 8 random characters, 40 bits)"
    )
    serve.add_argument("--seed", type=cliargs.seed, help=argparse.SUPPRESS)
    serve.add_argument("--board", help=cliargs.BOARD_HELP)
    serve.add_argument(
        "--turn-timer",
        type=cliargs.whole_number(0, 3600),
        default=0,
        metavar="S",
        help="a seat that does not act within S seconds passes (0, the default: no timer)",
    )
    serve.add_argument(
        "--fallback",
        default="medium",
        metavar="LEVEL",
        help="the computer that plays a dropped person's seat after 90 s",
    )
    serve.add_argument(
        "--keep-open",
        action="store_true",
        help="host a new table whenever one ends, until Ctrl-C; without --code, not once the "
        "output cannot be written (the new code would be printed nowhere): serve then ends "
        "with its tables",
    )
    serve.add_argument(
        "--tables",
        type=cliargs.whole_number(1, MAX_TABLES),
        default=1,
        help="tables hosted at once (default 1)",
    )
    serve.add_argument(
        "--save-dir",
        type=cliargs.folder_to_write,
        help="autosave each table here (table-N.autosave.json) and write its "
        "final save (table-N.json); one serve at a time uses a folder",
    )
    serve.add_argument(
        "--resume",
        type=Path,
        metavar="FILE",
        help="host an autosaved table again (its players rejoin with their tokens)",
    )
    serve.add_argument(
        "--announce",
        action=argparse.BooleanOptionalAction,
        help="announce the tables on the local network, for the window's Join dialog "
        f"(UDP port {DISCOVERY_PORT}; the default when --host is not this machine only)",
    )
    serve.add_argument(  # tests: a free port
        "--discovery-port",
        type=cliargs.whole_number(1, 65535),
        default=DISCOVERY_PORT,
        help=argparse.SUPPRESS,
    )
    serve.add_argument("--stats", action="store_true", help=argparse.SUPPRESS)  # bench/
    serve.set_defaults(handler=run_serve, command_parser=serve)

    join = subcommands.add_parser(
        "join",
        help="take a seat at a network table as a computer player",
        description="Join the table at URL with its code and play it with a computer player "
        "to the end; prints the same 'final:' line as serve.",
    )
    join.add_argument("url", metavar="URL", help="the table's address, ws://HOST:PORT (or wss://)")
    join.add_argument("--code", required=True, help="the join code the host printed")
    join.add_argument("--bot", required=True, metavar="LEVEL", help="the computer player's level")
    join.add_argument("--name", help="the name at the table (default: the level)")
    join.add_argument(
        "--save", type=cliargs.file_to_write, metavar="PATH", help="write the final save here"
    )
    join.set_defaults(handler=run_join, command_parser=join)


def _join_code(text: str) -> str:
    """An argparse type: a code a client can send (the protocol's hello takes at most
    MAX_CODE_LENGTH characters), on one line of the address line printed."""
    if not text.strip() or len(text) > MAX_CODE_LENGTH or not text.isprintable():
        raise argparse.ArgumentTypeError(
            f"the code is 1-{MAX_CODE_LENGTH} characters on one line, without control characters"
        )
    return text


def _say(line: str) -> None:
    print(line, flush=True)


class _Output:
    """serve's lines on stdout. A reader that goes away (`serve | head -1`) or a full disk
    must not stop the tables: people are playing at them. The lines stop, the tables go on,
    and the exit code says at the end that the output was not all written. (The failed
    write raised inside the table's final callback: the server never ended.)"""

    def __init__(self) -> None:
        self.failed: int | None = None  # the exit code a failed write calls for

    def say(self, line: str) -> None:
        if self.failed is not None:
            return
        try:
            _say(line)
        except OSError as error:  # said as the rest of the command line says it
            self.failed = stdout_failed(error)


def run_serve(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from ..ai import bot_names
    from ..storage import folder_lock
    from .host import TableConfig, remote_seats

    spec = get_game(args.game)
    rules = spec.rules
    known = bot_names(rules)
    for level in [*args.computer, args.fallback]:
        if level not in known:
            parser.error(f"unknown level {level!r} for {rules.title}; known: {', '.join(known)}")
    if len(args.computer) > args.players:
        parser.error(f"--computer names {len(args.computer)} seats of {args.players}")
    # A table starts when its last remote seat is taken: with none it would wait forever.
    if args.resume is None and len(args.computer) == args.players:
        parser.error(
            "every seat is a --computer one: leave a seat for a person or `join` "
            "(`simulate` plays computers against each other)"
        )
    if not rules.min_players <= args.players <= rules.max_players:
        parser.error(f"{rules.title} is for {rules.min_players}-{rules.max_players} players")
    if args.code is not None and args.tables > 1:
        parser.error("--code needs --tables 1 (every table has its own code)")
    if args.resume is not None and (args.tables > 1 or args.keep_open):
        parser.error("--resume hosts one table")
    options = cliargs.game_options(spec, args.board, parser)
    logging.basicConfig(level=logging.WARNING, format=f"{parser.prog}: %(message)s")

    def config(number: int) -> TableConfig:
        folder: Path | None = args.save_dir
        return TableConfig(
            game=args.game,
            seats=remote_seats(args.players, args.computer),
            options=options,
            code=args.code,
            seed=args.seed,
            turn_timer=float(args.turn_timer),
            fallback=args.fallback,
            autosave=None if folder is None else folder / f"table-{number}.autosave.json",
            final_save=None if folder is None else folder / f"table-{number}.json",
        )

    if args.save_dir is not None:
        args.save_dir.mkdir(parents=True, exist_ok=True)
    try:
        with contextlib.ExitStack() as locks:
            # Two serves on one folder both numbered their tables from 1: each overwrote the
            # other's table files, and a --resume took up the wrong game. One serve a folder.
            for folder in _written_folders(args):
                locks.enter_context(folder_lock(folder, SERVE_LOCK, "`serve`"))
            return asyncio.run(_serve(args, config))
    except asyncio.CancelledError:  # SIGTERM (see _serve); Ctrl-C is a KeyboardInterrupt
        print(f"{parser.prog}: terminated", file=sys.stderr)
        return EXIT_TERMINATED


async def _serve(args: argparse.Namespace, config: Any) -> int:
    from .server import Server

    # A service manager (or `kill`) stops serve with SIGTERM: stopped as Ctrl-C stops it,
    # the last autosaves written and the players' connections closed, not killed mid-move.
    main = asyncio.current_task()
    if main is not None:
        # No signal handlers on Windows, nor off the main thread (serve run by a test).
        with contextlib.suppress(NotImplementedError, RuntimeError):
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)
    server = Server()
    try:
        await server.start(args.host, args.port)
    except socket.gaierror as error:  # "Name or service not known" did not say which name
        raise OSError(error.errno, error.strerror, args.host) from None
    lan = _announces(args)
    several = args.tables > 1 or args.keep_open
    numbers = iter(range(_first_table_number(args.save_dir), sys.maxsize))
    running: set[Table] = set()
    ended = asyncio.Event()
    all_latencies: list[float] = []

    beacons: dict[Table, Beacon] = {}
    reopening: set[asyncio.Task[None]] = set()  # kept: the loop holds only weak references
    output = _Output()
    unsaved: list[int] = []  # the tables whose final save failed
    opening_stopped = False  # --keep-open, once the output cannot be written

    def announce(table: Table, number: int) -> None:
        where = f"{server.url()} code {table.code}"
        output.say(f"table {number}: {where}" if several else where)
        if lan:
            # A table on loopback is announced on this machine only.
            beacons[table] = beacon = Beacon(
                _advert(table, server), args.discovery_port, lan=not _loopback(args.host)
            )
            beacon.start()

    def on_final(table: Table, number: int) -> None:
        nonlocal opening_stopped
        try:
            output.say(f"table {number} {table.final_line()}" if several else table.final_line())
            all_latencies.extend(table.latencies)
            if table in beacons:
                beacons.pop(table).stop()
            if args.stats:
                _print_stats(all_latencies, output.say)
            if table.final_save_failed:
                # Its autosave is kept: the finished game's one copy on disk.
                unsaved.append(number)
            elif args.save_dir is not None and table.config.autosave is not None:
                table.config.autosave.unlink(missing_ok=True)
        finally:
            # Whatever failed above (the server says it), the table is done: else the server
            # waited for it forever (an autosave it could not remove).
            running.discard(table)
            if args.keep_open and args.code is not None:
                task = asyncio.create_task(reopen())
                reopening.add(task)
                task.add_done_callback(reopening.discard)
            elif args.keep_open and output.failed is None:
                open_table()
            else:
                if args.keep_open and not opening_stopped:
                    # A new table's random code would be printed nowhere: nobody could join.
                    opening_stopped = True
                    log.warning(
                        "the output cannot be written: no new table is opened; "
                        "serve ends when its tables have"
                    )
                if not running:
                    ended.set()

    async def reopen() -> None:
        # A fixed --code is the ended table's until its people have its final (a rejoin
        # fetches it): the next table takes the code then. Opened at once, it was refused as
        # taken, and the server hosted nothing more, without a word.
        await server.finals_delivered()
        open_table()

    def open_table() -> None:
        number = next(numbers)
        table = server.add_table(config(number), lambda t: on_final(t, number))
        running.add(table)
        announce(table, number)

    try:
        if args.resume is not None:
            number = next(numbers)
            table = server.resume_table(
                args.resume, lambda t: on_final(t, number), final_save=_resumed_final(args)
            )
            running.add(table)
            announce(table, number)
        else:
            for _ in range(args.tables):
                open_table()
        await ended.wait()
        await server.finals_delivered()  # to a person who rejoins for it
        await asyncio.sleep(0.2)  # the closing frames after `final`
    finally:
        for beacon in beacons.values():
            beacon.stop()
        # Stopped by Ctrl-C or SIGTERM: a table not autosaved cannot come back, and its
        # players are told so, rather than retrying for 90 s to reach a table that has gone.
        resumable = args.save_dir is not None or args.resume is not None
        await server.stop(None if resumable else STOPPED_NOTICE)
    if unsaved:  # said in the log line by line; a script sees it in the exit code
        return EXIT_NOT_SAVED
    return 0 if output.failed is None else output.failed


def _announces(args: argparse.Namespace) -> bool:
    """--announce, or by default: listening where other machines reach it."""
    return not _loopback(args.host) if args.announce is None else bool(args.announce)


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def _advert(table: Table, server: Server) -> Callable[[], TableAd]:
    """What the beacon says of `table`, read on the beacon's thread: a snapshot of plain
    values, refreshed on the server's loop, never the join code."""
    try:
        address = ipaddress.IPv4Address(server.host)
        host = "0.0.0.0" if address.is_unspecified else str(address)
    except ValueError:  # a name, or IPv6: finders read 0.0.0.0 as the sender's address
        host = "0.0.0.0"
    name = clean_text(socket.gethostname(), MAX_NAME_LENGTH) or "qwixx-desktop serve"
    url = f"ws://{host}:{server.port}/"
    players = len(table.seats)
    loop = asyncio.get_running_loop()
    current = [TableAd(name, table.config.game, url, players, players)]

    def refresh() -> None:
        if not table.closed:
            current[0] = TableAd(name, table.config.game, url, players, len(table.status()["open"]))
            loop.call_later(INTERVAL, refresh)

    refresh()
    return lambda: current[0]


def _first_table_number(folder: Path | None) -> int:
    """The number after the tables already in `folder`: a serve started again on its folder
    numbered from 1 and overwrote the last run's final saves, and a killed table's autosave
    that was still to be resumed. (Read under the folder's lock: no other serve adds any.)"""
    taken = [0]
    with contextlib.suppress(OSError):
        for path in [] if folder is None else folder.iterdir():
            match = _TABLE_FILE.fullmatch(path.name)
            if match:
                taken.append(int(match.group(1)))
    return max(taken) + 1


def _written_folders(args: argparse.Namespace) -> list[Path]:
    """The folders serve writes table files in: --save-dir, and a resumed table's own."""
    folders = [] if args.save_dir is None else [args.save_dir]
    if args.resume is not None:
        folders.append(args.resume.parent)
    unique = {os.path.realpath(folder): folder for folder in folders}
    return list(unique.values())


def _resumed_final(args: argparse.Namespace) -> Path | None:
    """A resumed table's final save: DIR/table-N.json for the file DIR/table-N.autosave.json."""
    folder: Path | None = args.save_dir
    if folder is None:
        return None
    name: str = args.resume.name
    suffix = ".autosave.json"
    return folder / (name[: -len(suffix)] + ".json" if name.endswith(suffix) else f"{name}.final")


def _print_stats(latencies: list[float], say: Callable[[str], None]) -> None:
    if latencies:
        ordered = sorted(latencies)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        say(f"stats: {len(ordered)} decisions, p99 {1000 * p99:.2f} ms")


def run_join(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from ..ai import bot_names
    from ..storage import save_game
    from .client import NetError, VerifyError, play_bot

    if not args.url.startswith(("ws://", "wss://")):
        parser.error("the address starts with ws:// or wss://")
    # Checked again for the table's game once seated; a level no game has is refused before
    # connecting: a client that sits down and leaves keeps its seat reserved from others.
    levels = dict.fromkeys(name for spec in all_games() for name in bot_names(spec.rules))
    if args.bot not in levels:
        parser.error(f"unknown level {args.bot!r}; known: {', '.join(levels)}")
    name = clean_text(args.name or f"{args.bot} bot", MAX_NAME_LENGTH)
    if name is None:
        parser.error(f"--name is 1-{MAX_NAME_LENGTH} characters on one line")
    try:
        finished = asyncio.run(play_bot(args.url, args.code, args.bot, name))
    except VerifyError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return EXIT_NOT_VERIFIED
    except NetError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    game = finished.game
    if args.save is not None:
        save_game(args.save, game)
    scores = game.scores()
    _say(
        "final: "
        + ", ".join(f"{pl.name} {c.total}" for pl, c in zip(game.players, scores, strict=True))
    )
    return 0
