"""`qwixx-desktop print`: blank pads, a saved game's sheets, or the On Board track as PDF.

Any problem (bad option combination, corrupt save, unwritable path) raises ExportError,
DataFileError, EngineError or OSError, which the command line (qwixx_desktop.cli) reports in
one line with exit code 2; nothing is written unless the whole PDF was built.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import cliargs
from ..gamedata import BOARD_SIDES, load_board, read_json
from ..games import all_games, game_keys, get_game
from ..typography import plural
from .options import (
    LANGUAGES,
    LUCKY_LIMITS,
    PAPER_SIZES,
    PER_PAGE_CHOICES,
    ExportError,
    PrintOptions,
)

if TYPE_CHECKING:
    from .document import ExportResult

# `-o -`: the PDF on standard output, as Unix tools take "-" (it wrote a file named "-").
STANDARD_OUTPUT = "-"


def _lucky_range(text: str) -> tuple[int, int]:
    parts = text.split("-")
    try:
        low, high = (int(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a range like 2-16") from None
    return (low, high)


def _house_rule(text: str) -> tuple[str, int]:
    """KEY=N, e.g. lock_crosses=3; whether the game has that rule is checked with the game."""
    key, equals, value = text.partition("=")
    try:
        number = int(value)
    except ValueError:
        number = None
    if not equals or not key.strip() or number is None:
        raise argparse.ArgumentTypeError(f"{text!r:.60} is not a house rule like lock_crosses=3")
    return (key.strip(), number)


def _date(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2025-03-01") from None


def _common(parser: argparse.ArgumentParser, per_page: bool = True) -> None:
    # Written under exactly the name given, as command-line tools do (a script names its
    # files); the window's Save dialog adds a missing .pdf, as a person expects there.
    parser.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="PDF",
        help="the PDF file to write, under exactly this name (no .pdf is added); "
        "- writes it to standard output, which must then be a file or a pipe, not a terminal",
    )
    parser.add_argument(
        "--paper",
        default="a4",
        choices=tuple(PAPER_SIZES),
        help="paper size (default: %(default)s)",
    )
    if per_page:
        parser.add_argument(
            "--per-page",
            type=int,
            default=2,
            choices=PER_PAGE_CHOICES,
            help="sheets per page (default 2)",
        )
    parser.add_argument(
        "--lang", default="en", choices=LANGUAGES, help="label language (default: en)"
    )
    parser.add_argument(
        "--bw", action="store_true", help="black and white (greys only) for monochrome printers"
    )


def add_print_parser(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "print",
        help="write printable score pads, a saved game's sheets or the On Board board as PDF",
        description="Write printable PDFs: blank score pads, the filled sheets of a saved game, "
        "or the On Board track.",
    )
    kinds = parser.add_subparsers(dest="print_command", metavar="WHAT", required=True)

    blank = kinds.add_parser(
        "blank",
        help="blank score pads",
        description="Blank score sheets. Longo sheets each get two lucky numbers drawn from "
        "the seed, printed small so the same pad can be printed again.",
    )
    blank.add_argument("--game", default="classic", choices=game_keys(), help=cliargs.GAME_HELP)
    blank.add_argument(
        "--count", type=cliargs.whole_number(1), default=10, help="number of sheets (default 10)"
    )
    blank.add_argument(
        "--seed",
        type=cliargs.seed,
        default=None,
        help="seed for Longo's lucky numbers (default: a new one, printed)",
    )
    blank.add_argument(
        "--lucky-range",
        type=_lucky_range,
        default=None,
        metavar="LOW-HIGH",
        help=f"Longo lucky-number range (default 2-16, within {LUCKY_LIMITS[0]}-{LUCKY_LIMITS[1]})",
    )
    rule_keys = dict.fromkeys(rule.key for spec in all_games() for rule in spec.house_rules)
    blank.add_argument(
        "--rule",
        type=_house_rule,
        action="append",
        default=[],
        metavar="KEY=N",
        help="a house rule of the game, printed on the sheets (repeat for several): "
        f"{', '.join(rule_keys)}",
    )
    _common(blank)
    blank.set_defaults(handler=run_print_blank, command_parser=blank)

    game = kinds.add_parser(
        "game",
        help="every player's sheet of a saved game",
        description="The sheets of a saved game: crosses, skipped numbers, locks, misthrows, "
        "totals, player names, date and seed.",
    )
    game.add_argument("save", metavar="SAVE.json", help="a Qwixx Desktop save file")
    game.add_argument(
        "--date",
        type=_date,
        default=None,
        help="date printed on the sheets (default: today; a daily challenge's own day)",
    )
    _common(game)
    game.set_defaults(handler=run_print_game, command_parser=game)

    board = kinds.add_parser(
        "board",
        help="the On Board track as a printable board",
        description="The On Board track: 40 squares in an inward spiral with colour, number "
        "and bonus, and the start.",
    )
    where = board.add_mutually_exclusive_group()
    where.add_argument(
        "--side",
        choices=BOARD_SIDES,
        default=None,
        help="one of the shipped board sides (default a)",
    )
    where.add_argument("--board", metavar="FILE", default=None, help="a board file")
    _common(board, per_page=False)
    board.set_defaults(handler=run_print_board, command_parser=board)


def _options(args: argparse.Namespace, **extra: Any) -> PrintOptions:
    return PrintOptions(
        paper=args.paper,
        per_page=getattr(args, "per_page", 1),
        lang=args.lang,
        colour=not args.bw,
        **extra,
    )


def _check_standard_output(args: argparse.Namespace) -> None:
    """ExportError for `-o -` when standard output is a terminal: a PDF's bytes there are
    garbage on the screen. Said before the PDF is made."""
    if args.output != STANDARD_OUTPUT:
        return
    if sys.stdout is None:  # closed, or a windowed program's
        raise ExportError("-o -: there is no standard output; give a file name", "unwritable")
    if sys.stdout.isatty():
        raise ExportError(
            "-o -: standard output is a terminal; redirect it (-o - > sheets.pdf) "
            "or give a file name",
            "unwritable",
        )


def _written(args: argparse.Namespace, write: Callable[[str], ExportResult]) -> ExportResult:
    """`write(path)`'s result, to -o's file or, for `-o -`, to standard output: made whole in
    a temporary file first (nothing reaches the reader if it fails), then copied there."""
    if args.output != STANDARD_OUTPUT:
        return write(args.output)
    with tempfile.TemporaryDirectory(prefix="qwixx-print-") as folder:
        result = write(str(Path(folder) / "print.pdf"))
        data = result.path.read_bytes()
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return replace(result, path=Path(STANDARD_OUTPUT))


def _check_output_is_not(source: str, args: argparse.Namespace) -> None:
    """ExportError when -o names the file being printed (also through a link): the PDF would
    replace the saved game or board, which is then lost."""
    if args.output == STANDARD_OUTPUT:
        return
    try:
        same = os.path.samefile(args.output, source)
    except OSError:  # either is missing or unreadable: nothing of the source to overwrite
        return
    if same:
        raise ExportError(
            f"{args.output} is the file being printed; choose another name for the PDF",
            "unwritable",
        )


def _report(result: ExportResult, what: str) -> None:
    pages = f"{result.pages} {plural(result.pages, 'page', 'pages')}"
    seed = f", seed {result.seed}" if result.seed is not None else ""
    # With the PDF on standard output, the report goes beside it, never into it.
    piped = str(result.path) == STANDARD_OUTPUT
    where, stream = ("standard output", sys.stderr) if piped else (str(result.path), sys.stdout)
    print(f"wrote {where}: {what}, {pages}{seed}", file=stream)
    if result.unprinted:  # never a silent gap on the paper (export/printable.py)
        names = ", ".join(f'"{text}"' for text in result.unprinted)
        print(
            f"note: no font on this system has some characters of {names}; they print as \ufffd",
            file=stream,
        )


def run_print_blank(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .document import write_blank_pads  # PDF machinery only when printing

    _check_standard_output(args)

    # The seed draws the lucky numbers: a game whose pads have none would take both and
    # print nothing of them (the seed reported was a number the sheets do not use).
    lucky = "lucky_range" in get_game(args.game).pad_options
    if not lucky:
        for flag, value in (("--seed", args.seed), ("--lucky-range", args.lucky_range)):
            if value is not None:
                games = [spec.key for spec in all_games() if "lucky_range" in spec.pad_options]
                parser.error(
                    f"{flag}: {args.game} sheets have no lucky numbers "
                    f"(only {', '.join(games)} sheets do)"
                )
    extra: dict[str, Any] = {"lucky_range": args.lucky_range} if args.lucky_range else {}
    options = _options(
        args,
        game=args.game,
        count=args.count,
        seed=args.seed,
        house_rules=dict(args.rule),
        **extra,
    )
    result = _written(args, lambda path: write_blank_pads(path, options))
    if not lucky:
        result = replace(result, seed=None)
    sheets = plural(result.sheets, "sheet", "sheets")
    _report(result, f"{result.sheets} blank {args.game} {sheets}")
    return 0


def run_print_game(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .document import read_game, write_game_sheets

    _check_standard_output(args)
    game = read_game(args.save)
    _check_output_is_not(args.save, args)
    options = _options(args, date=args.date)
    result = _written(args, lambda path: write_game_sheets(path, game, options))
    _report(result, f"{result.sheets} player {plural(result.sheets, 'sheet', 'sheets')}")
    return 0


def run_print_board(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .document import write_board

    _check_standard_output(args)
    # A file given with --board is always a file, even if it is called "a".
    data = read_json(Path(args.board)) if args.board else load_board(args.side or "a")
    if args.board:
        _check_output_is_not(args.board, args)
    options = _options(args)
    result = _written(args, lambda path: write_board(path, data, options))
    _report(result, "board")
    return 0
