"""Command line: `qwixx-desktop` opens the window; subcommands work without it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qwixx-desktop",
        description="Qwixx, Qwixx Longo, Qwixx On Board and Qwantum against computer opponents.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation offscreen: data files, the window, a computer-only game "
        "of each game, PDF export; exit code 0 if all is well",
    )
    # Benchmarks only (bench/bench_bundle.py): start normally, say when the window is painted.
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .export.cli import add_print_parser
    from .simulate import add_simulate_parser

    add_simulate_parser(subcommands)
    add_print_parser(subcommands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.self_test or args.startup_probe:
        if args.command is not None:
            parser.error("--self-test and --startup-probe take no command")
        from . import selftest

        return selftest.run_self_test() if args.self_test else selftest.startup_probe()
    if args.command is None:
        from .ui.app import run_gui

        return run_gui()
    # Subcommands report usage errors against their own parser (exit code 2).
    code: int = args.handler(args, getattr(args, "command_parser", parser))
    return code


if __name__ == "__main__":
    sys.exit(main())
