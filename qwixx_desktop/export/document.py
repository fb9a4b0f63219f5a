"""Building whole PDFs (in memory) and writing them atomically.

Every public writer first builds the complete PDF as bytes, then writes it to a temporary file
in the target folder and renames it over the target, so a reader never sees half a PDF and a
failure never leaves one behind.
"""

from __future__ import annotations

import errno
import io
import os
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ..daily import daily_tag
from ..engine.boards import Board, parse_board
from ..engine.errors import EngineError, SaveError
from ..engine.game import Game
from ..engine.save import known_seed
from ..games import GameSpec, get_game, is_game
from ..storage import load_game, write_bytes_atomic
from .board import board_layout, draw_board
from .fonts import BOLD, REGULAR, register_fonts
from .labels import Labels
from .layout import GUTTER, PAGE_MARGIN, LayoutT, PagePlan, fit_sheets
from .options import PAPER_SIZES, ExportError, PrintOptions, check_seed, house_rules
from .printable import unprintable
from .printed import PrintJob, Sheets
from .sheets import SheetPainter
from .style import Palette

PathLike = str | os.PathLike[str]
CREATOR = "Qwixx Desktop"


@dataclass(frozen=True)
class ExportResult:
    """What was written: for the GUI's status line and the CLI's one-line report."""

    path: Path
    pages: int
    sheets: int
    seed: int | None
    size: int  # bytes
    # The names (or board texts) with characters no font could print: they print as
    # printable.REPLACEMENT, and the window and the command line say so.
    unprinted: tuple[str, ...] = ()


def unprinted(texts: Iterable[str]) -> tuple[str, ...]:
    """Those of `texts` with a character no font has (printed as a replacement mark)."""
    return tuple(text for text in dict.fromkeys(texts) if unprintable(text, BOLD))


def fitted_sheet(sheets: Sheets[LayoutT], paper: str, per_page: int) -> tuple[LayoutT, PagePlan]:
    """The layout of `sheets` printed `per_page` to a page, and where the sheets go."""
    paper_name = {"a4": "A4", "letter": "Letter"}.get(paper, paper)
    return fit_sheets(sheets.layout, PAPER_SIZES[paper], per_page, sheets.title, paper_name)


def _canvas(buffer: io.BytesIO, page_size: tuple[float, float], title: str, lang: str) -> Canvas:
    register_fonts()
    # invariant=1: fixed document ID and dates, so equal input gives byte-equal output.
    c = Canvas(
        buffer,
        pagesize=page_size,
        invariant=1,
        pageCompression=1,
        initialFontName=REGULAR,  # never the unembedded standard Helvetica
        initialFontSize=10,
        lang=lang,
    )
    c.setTitle(title)
    c.setAuthor(CREATOR)
    c.setCreator(CREATOR)
    c.setProducer(CREATOR)
    return c


def _cut_marks(c: Canvas, plan: PagePlan, on_page: int) -> None:
    """Dashed lines in the gutters, where to cut a page of several sheets apart."""
    if plan.columns * plan.rows == 1 or on_page <= 1:
        return
    page_w, page_h = plan.page_size
    cell_w, cell_h = plan.cell
    c.saveState()
    c.setStrokeColor(Color(0.7, 0.7, 0.7))
    c.setLineWidth(0.4)
    c.setDash(3, 3)
    for col in range(1, plan.columns):
        x = PAGE_MARGIN + col * cell_w + (col - 0.5) * GUTTER
        c.line(x, PAGE_MARGIN / 2, x, page_h - PAGE_MARGIN / 2)
    for row in range(1, plan.rows):
        y = page_h - PAGE_MARGIN - row * cell_h - (row - 0.5) * GUTTER
        c.line(PAGE_MARGIN / 2, y, page_w - PAGE_MARGIN / 2, y)
    c.restoreState()


def _render_sheets(
    sheets: Sheets[LayoutT], options: PrintOptions, labels: Labels
) -> tuple[bytes, int]:
    layout, plan = fitted_sheet(sheets, options.paper, options.per_page)
    buffer = io.BytesIO()
    c = _canvas(buffer, plan.page_size, sheets.title, options.lang)
    painter = SheetPainter(c, layout, Palette(options.colour), labels)
    # The shared part of every sheet, drawn once and placed many times.
    c.beginForm("sheet", 0, 0, *layout.size)
    sheets.draw_blank(painter, layout)
    c.endForm()
    pages = 0
    per_page = options.per_page
    infos = sheets.infos
    for first in range(0, len(infos), per_page):
        page_infos = infos[first : first + per_page]
        for index, ((x, y), info) in enumerate(zip(plan.slots, page_infos, strict=False), first):
            c.saveState()
            c.translate(x, y)
            c.scale(plan.scale, plan.scale)
            c.doForm("sheet")
            painter.draw_info(info)
            sheets.draw_own(painter, layout, index)
            c.restoreState()
        _cut_marks(c, plan, len(page_infos))
        c.showPage()
        pages += 1
    c.save()
    return buffer.getvalue(), pages


# ---------------------------------------------------------------------------- blank pads


def pad_sheets(options: PrintOptions) -> Sheets[Any]:
    """The blank sheets `options` (validated) ask for."""
    spec = get_game(options.game)
    job = PrintJob(spec, options, Labels(options.lang), options.house_rules)
    return spec.sheet().pad(job)


def blank_pads_pdf(options: PrintOptions) -> tuple[bytes, int, PrintOptions]:
    """The PDF of a blank pad; returns (bytes, pages, the options with the seed drawn)."""
    options = options.validated()
    data, pages = _render_sheets(pad_sheets(options), options, Labels(options.lang))
    return data, pages, options


def write_blank_pads(path: PathLike, options: PrintOptions) -> ExportResult:
    """Write `options.count` blank sheets of `options.game` as a PDF."""
    data, pages, options = blank_pads_pdf(options)
    target = write_atomic(path, data)
    return ExportResult(target, pages, options.count, options.seed, len(data))


# ---------------------------------------------------------------------------- filled sheets


def game_spec(game: Game) -> GameSpec:
    """The record of the game `game` is a game of; ExportError for a game not registered."""
    key = game.setup.variant
    if not is_game(key):
        raise ExportError(f"cannot print sheets for a game of {key!r}")
    return get_game(key)


def game_sheets(game: Game, options: PrintOptions) -> Sheets[Any]:
    """Every player's sheet of `game`, under the house rules it was set up with."""
    spec = game_spec(game)
    chosen = spec.house_rules_in(game.setup.options)
    job = PrintJob(spec, options, Labels(options.lang), house_rules(spec, chosen))
    return spec.sheet().game(job, game)


def game_sheets_pdf(game: Game, options: PrintOptions) -> tuple[bytes, int, PrintOptions]:
    tag = daily_tag(game)
    if options.date is None and tag is not None:
        # A daily challenge's sheets carry its day, not the day they are printed: the seed
        # beside it is that day's (daily.py), which `qwixx-desktop daily --date` checks.
        options = replace(options, date=tag.day)
    options = options.validated()
    check_seed(game.setup.seed)
    data, pages = _render_sheets(game_sheets(game, options), options, Labels(options.lang))
    return data, pages, options


def write_game_sheets(path: PathLike, game: Game, options: PrintOptions) -> ExportResult:
    """Every player's sheet of `game` (finished or not) with marks, totals, names, date, seed.

    `options.game`, `count`, `seed` and `house_rules` are ignored: the game decides them.
    """
    data, pages, _ = game_sheets_pdf(game, options)
    target = write_atomic(path, data)
    # None for a network game in play: its seed is the host's secret, not the copy's 0.
    names = unprinted(player.name for player in game.setup.players)
    return ExportResult(target, pages, len(game.setup.players), known_seed(game), len(data), names)


def read_game(path: PathLike) -> Game:
    """Load a save file for printing; every problem becomes an ExportError naming it."""
    try:
        return load_game(Path(path))
    except SaveError as error:
        if error.reason == "missing":
            raise ExportError(f"{path}: file not found", "unreadable") from None
        reason = "unreadable" if error.reason == "unreadable" else "failed"
        raise ExportError(str(error), reason) from None


def check_fit(options: PrintOptions, game: Game | None = None) -> None:
    """ExportError ("does_not_fit") when the sheets of `game`, or the blank pad `options` ask
    for, do not fit legibly on the page as chosen: found without drawing, so a window can
    say it before a file is chosen. Other problems of the options raise ExportError too."""
    options = options.validated()
    sheets = game_sheets(game, options) if game is not None else pad_sheets(options)
    fitted_sheet(sheets, options.paper, options.per_page)


# ---------------------------------------------------------------------------- board


def board_pdf(board_data: Any, options: PrintOptions) -> tuple[bytes, int]:
    options = options.validated()
    board = board_data if isinstance(board_data, Board) else _parse_board(board_data)
    labels = Labels(options.lang)
    layout = board_layout(options.page_size, len(board.squares))
    buffer = io.BytesIO()
    title = f"{labels('board.title')} - {board.name_in(labels.lang)}"
    c = _canvas(buffer, layout.page_size, title, options.lang)
    draw_board(c, board, layout, Palette(options.colour), labels)
    c.showPage()
    c.save()
    return buffer.getvalue(), 1


def _parse_board(data: Any) -> Board:
    try:
        return parse_board(data)
    except EngineError as error:
        raise ExportError(f"not a valid board: {error}") from None


def write_board(path: PathLike, board_data: Any, options: PrintOptions) -> ExportResult:
    """The On Board track (raw board data as `gamedata.load_board` returns, or a Board)."""
    options = options.validated()
    board = board_data if isinstance(board_data, Board) else _parse_board(board_data)
    data, pages = board_pdf(board, options)
    target = write_atomic(path, data)
    texts = unprinted((board.name_in(options.lang), board.note_in(options.lang)))
    return ExportResult(target, pages, 0, None, len(data), texts)


# ---------------------------------------------------------------------------- atomic write


def write_atomic(path: PathLike, data: bytes) -> Path:
    """Write `data` to `path` atomically (storage.write_bytes_atomic), or raise ExportError."""
    target = Path(path)
    folder = target.parent
    # The checks too can fail (a name too long for the disk): the window expects ExportError.
    # Its cause is the system's error, which the window says in the person's language.
    try:
        if target.is_dir():
            raise ExportError(
                f"cannot write {target}: it is a folder", "unwritable"
            ) from IsADirectoryError(errno.EISDIR, "a folder", str(target))
        if not folder.is_dir():
            there = folder.exists()
            why = "is not a folder" if there else "does not exist"
            raise ExportError(
                f"cannot write {target}: the folder {folder} {why}", "unwritable"
            ) from OSError(errno.ENOTDIR if there else errno.ENOENT, why, str(folder))
        write_bytes_atomic(target, lambda: data)
    except OSError as error:
        reason = error.strerror or error
        if error.errno == errno.ENOENT and folder.is_dir():
            # A folder that is there but makes no new files (/proc, /sys): the system says
            # "No such file or directory" of a folder just found.
            reason = f"the folder {folder} does not take new files"
        raise ExportError(f"cannot write {target}: {reason}", "unwritable") from error
    return target
