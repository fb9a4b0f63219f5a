"""Command line: `qwixx-desktop` opens the window; subcommands work without it.

Whatever happens, the user sees no traceback: bad arguments and a file or disk problem are
one line on stderr, both with exit code 2; Ctrl-C is one line and
exit code 130; a reader that goes away (`... | head`) ends the command quietly, exit code
141. Each command imports what it needs only when it runs, so that `--version`, `--help` and
the window start quickly (no ReportLab, NumPy or AI tables before they are used).
"""

from __future__ import annotations

import os
import sys

from . import __version__

# Type checkers take any TYPE_CHECKING as true; at run time `--version` then answers without
# importing typing (~10 ms, as long as the rest of it) and the window without argparse.
TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence
    from typing import NoReturn

    from _typeshed import SupportsWrite

PROG = "qwixx-desktop"
# Every exit code is a named EXIT_ constant (here or in net.commands): the man page lists them
# all, and tests/test_packaging.py checks that it does.
EXIT_FAILED = 1  # a check failed: --self-test, `join`'s check of the game, the window's start
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a program stopped by Ctrl-C
# 128 + SIGPIPE, as shells report a Unix tool (cat, grep, seq) whose reader went away: the
# output was not all delivered, so not 0, and no input was wrong, so not 2. (Python ignores
# SIGPIPE, so the write fails with EPIPE instead; a code, not dying of the signal itself,
# lets Python's exit run and means the same on Windows.)
EXIT_BROKEN_PIPE = 141


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from .export.cli import add_print_parser
    from .net.commands import add_net_parsers
    from .simulate import add_simulate_parser

    class Parser(argparse.ArgumentParser):
        def print_help(self, file: SupportsWrite[str] | None = None) -> None:
            # argparse drops a failed write: `--help` into a full disk or a closed pipe then
            # said nothing with exit code 0 (the text goes straight out when stdout is not
            # buffered, or longer than the buffer). It fails as other output does (main).
            stream = file if file is not None else sys.stdout
            if stream is not None:  # None: no stdout at all (closed, a windowed bundle), as print
                stream.write(self.format_help())

        def error(self, message: str) -> NoReturn:
            # One line, as every other refusal: argparse put its whole usage block first.
            hint = f"{self.prog} --help"
            self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see {hint})\n")

    parser: argparse.ArgumentParser = Parser(
        prog=PROG,
        description="Qwixx, Qwixx Longo, Qwixx On Board and Qwantum against computer opponents.",
    )
    # Not argparse's "version" action, which would accept and ignore anything after it.
    parser.add_argument("--version", action="store_true", help="show the version and exit")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation offscreen: data files, the window, a computer-only game "
        "of each game, PDF export; exit code 0 if all is well",
    )
    # Benchmarks only (bench/): start normally, say when the window is painted.
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND")
    add_simulate_parser(subcommands)
    add_print_parser(subcommands)
    add_net_parsers(subcommands)
    _add_daily_parser(subcommands)
    return parser


# ---------------------------------------------------------------- daily: the day's game


def _add_daily_parser(subcommands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    import argparse
    from datetime import date

    from . import cliargs
    from .games import game_keys

    def day(text: str) -> date:
        try:
            return date.fromisoformat(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a date YYYY-MM-DD") from None

    parser = subcommands.add_parser(
        "daily",
        help="the seed and the expert's score of a day's daily challenge",
        description="Print the seed of a day's daily challenge and the expert's score on it "
        "(the expert in your seat against the expert), to compare results honestly.",
    )
    parser.add_argument("--date", type=day, default=None, help="YYYY-MM-DD (default: today)")
    parser.add_argument(
        "--game", choices=game_keys(), default=game_keys()[0], help=cliargs.GAME_HELP
    )
    parser.set_defaults(handler=_run_daily, command_parser=parser)


def _run_daily(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from datetime import date

    from .daily import expert_score
    from .games import get_game

    day = args.date or date.today()
    result = expert_score(args.game, day)
    title = get_game(args.game).title
    print(f"{title} daily {day} ({args.game}): seed {result.seed}, expert {result.score}")
    return 0


def _version() -> int:
    print(f"{PROG} {__version__}")
    return 0


def _user_errors() -> tuple[type[Exception], ...]:
    """What a command raises for bad input (a damaged file, a path it cannot use): the
    message is meant for the user, so it is shown without a traceback."""
    from .engine import EngineError  # SaveError, BoardError and the other setup errors
    from .export.options import ExportError
    from .gamedata import DataFileError

    return (DataFileError, EngineError, ExportError, OSError)


def main(argv: Sequence[str] | None = None) -> int:
    # A terminal or file that cannot show a character of a path or a player's name (an ASCII
    # or Windows code page one) gets it escaped, not a traceback after the work was done.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    try:
        code = _main(argv)
    except SystemExit:  # argparse's --help and usage errors
        failed = _flush_stdout(tell=True)
        if failed is not None:
            raise SystemExit(failed) from None
        raise
    # A failed write already said why (and left its output in the buffer): not twice.
    failed = _flush_stdout(tell=code == 0)
    return code if failed is None else failed


def _flush_stdout(tell: bool) -> int | None:
    """Write what is left of the output now; when it cannot be, the exit code: a reader gone
    (quietly), a full disk (with one line on stderr if `tell`). Python's own flush at exit
    would print "Exception ignored in ..." and end with exit code 120."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
        return None
    except OSError as error:
        return stdout_failed(error, tell)


def stdout_failed(error: OSError, tell: bool = True) -> int:
    """The exit code for a write to stdout that failed with `error`: a reader gone (quietly),
    a full disk (with one line on stderr if `tell`). Stdout then points at nothing: the
    output stops there, and the flush at exit cannot fail again."""
    _silence_stdout()
    if isinstance(error, BrokenPipeError):
        return EXIT_BROKEN_PIPE
    if tell:
        print(f"{PROG}: error: cannot write the output: {one_line(error)}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _main(argv: Sequence[str] | None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    prog = PROG
    try:
        if arguments == ["--version"]:  # answered before any command's modules load
            return _version()
        # The window starts without building the parser, which loads every command's modules.
        if not arguments:
            _import_before_pyside()
            from .ui.app import run_gui

            return run_gui()
        if arguments == ["--startup-probe"]:
            _import_before_pyside()
            from .ui.probe import startup_probe

            return startup_probe()
        parser = build_parser()
        args = parser.parse_args(arguments)
        command_parser: argparse.ArgumentParser = getattr(args, "command_parser", parser)
        prog = command_parser.prog
        return _run(parser, command_parser, args)
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except _user_errors() as error:
        if isinstance(error, BrokenPipeError):  # e.g. `... | head`: the reader has gone
            _silence_stdout()
            return EXIT_BROKEN_PIPE
        print(f"{prog}: error: {one_line(error)}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _import_before_pyside() -> None:
    """The window's modules without Qt, imported before PySide6: PySide6 reads the source of
    every module imported after it (looking for `from __feature__ import`), ~10 ms in all;
    then PySide6, with that check made quicker for the modules still to come."""
    from .ui.pyside_start import import_pyside, pause_collector

    pause_collector()  # until the window's first paint (ui.app)
    from . import engine, gamedata, storage  # noqa: F401
    from .ai import coach  # noqa: F401

    import_pyside()


def _run(
    parser: argparse.ArgumentParser,
    command_parser: argparse.ArgumentParser,
    args: argparse.Namespace,
) -> int:
    flags = [
        flag
        for flag, given in (
            ("--version", args.version),
            ("--self-test", args.self_test),
            ("--startup-probe", args.startup_probe),
        )
        if given
    ]
    if flags and (len(flags) > 1 or args.command is not None):
        parser.error(f"{flags[0]} takes no command and no other option")
    if args.version:
        return _version()
    if args.self_test:
        from . import selftest

        return selftest.run_self_test()
    if args.startup_probe:
        from .ui.probe import startup_probe

        return startup_probe()
    if args.command is None:
        from .ui.app import run_gui

        return run_gui()
    # Subcommands report usage errors against their own parser (exit code 2).
    code: int = args.handler(args, command_parser)
    return code


def one_line(error: Exception) -> str:
    if isinstance(error, OSError) and error.strerror:
        # "[Errno 36] File name too long: '/a/very/long/name'" -> the reason and the file.
        where = f"{error.filename}: " if error.filename else ""
        return f"{where}{error.strerror}"
    return " ".join(str(error).split()) or type(error).__name__


def _silence_stdout() -> None:
    """Point stdout at nothing, so that Python's flush at exit cannot fail a second time."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
