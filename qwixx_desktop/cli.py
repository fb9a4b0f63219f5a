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
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .export.cli import add_print_parser
    from .simulate import add_simulate_parser

    add_simulate_parser(subcommands)
    add_print_parser(subcommands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from .ui.app import run_gui

        return run_gui()
    # Subcommands report usage errors against their own parser (exit code 2).
    code: int = args.handler(args, getattr(args, "command_parser", parser))
    return code


if __name__ == "__main__":
    sys.exit(main())
