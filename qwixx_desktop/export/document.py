"""Building whole PDFs (in memory) and writing them atomically.

Every public writer first builds the complete PDF as bytes, then writes it to a temporary file
in the target folder and renames it over the target, so a reader never sees half a PDF and a
failure never leaves one behind.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ..engine.boards import Board, parse_board
from ..engine.errors import EngineError, SaveError
from ..engine.game import Game
from ..engine.longo import LongoState
from ..engine.qwantum import QWANTUM
from ..engine.variants import CLASSIC, LONGO, ONBOARD, CrossVariant
from ..storage import load_game, write_bytes_atomic
from .board import board_layout, draw_board
from .fill import fills, game_kind
from .fonts import REGULAR, register_fonts
from .labels import Labels
from .layout import (
    GUTTER,
    NOMINAL_SIZES,
    PAGE_MARGIN,
    PagePlan,
    SheetLayout,
    TextSizes,
    cross_layout,
    fit_sheets,
    qwantum_layout,
)
from .lucky import lucky_pairs
from .options import PAPER_SIZES, ExportError, PrintOptions, check_seed
from .sheets import CrossFill, QwantumFill, SheetInfo, SheetPainter
from .style import Palette

PathLike = str | os.PathLike[str]
CREATOR = "Qwixx Desktop"
_CROSS_VARIANTS: dict[str, CrossVariant] = {
    "classic": CLASSIC,
    "longo": LONGO,
    "onboard": ONBOARD,
}


@dataclass(frozen=True)
class ExportResult:
    """What was written: for the GUI's status line and the CLI's one-line report."""

    path: Path
    pages: int
    sheets: int
    seed: int | None
    size: int  # bytes


@dataclass(frozen=True)
class SheetJob:
    info: SheetInfo
    fill: CrossFill | QwantumFill | None = None


def sheet_layout(game: str, labels: Labels, sizes: TextSizes = NOMINAL_SIZES) -> SheetLayout:
    if game == "qwantum":
        return qwantum_layout(labels, QWANTUM, sizes)
    return cross_layout(_CROSS_VARIANTS[game], game, labels, sizes)


def fitted_sheet(game: str, labels: Labels, paper: str, per_page: int
                 ) -> tuple[SheetLayout, PagePlan]:
    """The layout of `game`'s sheet printed `per_page` to a page, and where the sheets go."""
    paper_name = {"a4": "A4", "letter": "Letter"}.get(paper, paper)
    return fit_sheets(lambda sizes: sheet_layout(game, labels, sizes), PAPER_SIZES[paper],
                      per_page, labels(f"title.{game}"), paper_name)


def _canvas(buffer: io.BytesIO, page_size: tuple[float, float], title: str, lang: str
            ) -> Canvas:
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


def _render_sheets(game: str, jobs: Sequence[SheetJob], options: PrintOptions,
                   labels: Labels) -> tuple[bytes, int]:
    layout, plan = fitted_sheet(game, labels, options.paper, options.per_page)
    title = labels(f"title.{game}")
    buffer = io.BytesIO()
    c = _canvas(buffer, plan.page_size, title, options.lang)
    painter = SheetPainter(c, layout, Palette(options.colour), labels)
    # The shared part of every sheet, drawn once and placed many times.
    c.beginForm("sheet", 0, 0, layout.width, layout.height)
    painter.draw_static()
    c.endForm()
    pages = 0
    per_page = options.per_page
    for first in range(0, len(jobs), per_page):
        page_jobs = jobs[first : first + per_page]
        for (x, y), job in zip(plan.slots, page_jobs, strict=False):
            c.saveState()
            c.translate(x, y)
            c.scale(plan.scale, plan.scale)
            c.doForm("sheet")
            painter.draw_info(job.info)
            if isinstance(job.fill, CrossFill):
                painter.draw_cross_fill(job.fill)
            elif isinstance(job.fill, QwantumFill):
                painter.draw_qwantum_fill(job.fill)
            c.restoreState()
        _cut_marks(c, plan, len(page_jobs))
        c.showPage()
        pages += 1
    c.save()
    return buffer.getvalue(), pages


# ---------------------------------------------------------------------------- blank pads


def blank_pad_jobs(options: PrintOptions, labels: Labels) -> list[SheetJob]:
    """Per-sheet parts of a blank pad: sheet number, and for Longo the seed and lucky pair."""
    assert options.seed is not None
    count = options.count
    sheet = labels("sheet")
    if options.game == "longo":
        low, high = options.lucky_range
        pairs = lucky_pairs(options.seed, count, low, high)
        range_note = "" if (low, high) == (2, 16) else f" ({low}-{high})"
        return [
            SheetJob(SheetInfo(
                footer=f"{labels('seed')} {options.seed}{range_note} · {sheet} {k}/{count}",
                lucky=pair,
            ))
            for k, pair in enumerate(pairs, start=1)
        ]
    return [SheetJob(SheetInfo(footer=f"{sheet} {k}/{count}")) for k in range(1, count + 1)]


def blank_pads_pdf(options: PrintOptions) -> tuple[bytes, int, PrintOptions]:
    """The PDF of a blank pad; returns (bytes, pages, the options with the seed drawn)."""
    options = options.validated()
    labels = Labels(options.lang)
    data, pages = _render_sheets(options.game, blank_pad_jobs(options, labels), options, labels)
    return data, pages, options


def write_blank_pads(path: PathLike, options: PrintOptions) -> ExportResult:
    """Write `options.count` blank sheets of `options.game` as a PDF."""
    data, pages, options = blank_pads_pdf(options)
    target = write_atomic(path, data)
    return ExportResult(target, pages, options.count, options.seed, len(data))


# ---------------------------------------------------------------------------- filled sheets


def game_sheet_jobs(game: Game, options: PrintOptions, labels: Labels) -> list[SheetJob]:
    state: Any = game.state
    players = game.setup.players
    date = options.date.isoformat() if options.date else ""
    jobs = []
    for seat, fill in enumerate(fills(game)):
        parts = [date, f"{labels('seed')} {game.setup.seed}",
                 f"{labels('player')} {seat + 1}/{len(players)}"]
        if game_kind(game) == "onboard" and state.figures:
            parts.insert(2, f"{labels('square')} {state.figures[seat]}")
        lucky: tuple[int, ...] = ()
        if isinstance(state, LongoState):
            lucky = tuple(state.lucky[seat])
        info = SheetInfo(footer=" · ".join(p for p in parts if p), name=players[seat].name,
                         lucky=lucky)
        jobs.append(SheetJob(info, fill))
    return jobs


def game_sheets_pdf(game: Game, options: PrintOptions) -> tuple[bytes, int, PrintOptions]:
    options = options.validated()
    check_seed(game.setup.seed)
    labels = Labels(options.lang)
    data, pages = _render_sheets(game_kind(game), game_sheet_jobs(game, options, labels),
                                 options, labels)
    return data, pages, options


def write_game_sheets(path: PathLike, game: Game, options: PrintOptions) -> ExportResult:
    """Every player's sheet of `game` (finished or not) with marks, totals, names, date, seed.

    `options.game`, `count` and `seed` are ignored: the game decides them.
    """
    data, pages, _ = game_sheets_pdf(game, options)
    target = write_atomic(path, data)
    return ExportResult(target, pages, len(game.setup.players), game.setup.seed, len(data))


def read_game(path: PathLike) -> Game:
    """Load a save file for printing; every problem becomes an ExportError naming it."""
    try:
        return load_game(Path(path))
    except SaveError as error:
        if error.reason == "missing":
            raise ExportError(f"{path}: file not found", "unreadable") from None
        reason = "unreadable" if error.reason == "unreadable" else "failed"
        raise ExportError(str(error), reason) from None


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
    data, pages = board_pdf(board_data, options)
    target = write_atomic(path, data)
    return ExportResult(target, pages, 0, None, len(data))


# ---------------------------------------------------------------------------- atomic write


def write_atomic(path: PathLike, data: bytes) -> Path:
    """Write `data` to `path` atomically (storage.write_bytes_atomic), or raise ExportError."""
    target = Path(path)
    if target.is_dir():
        raise ExportError(f"cannot write {target}: it is a folder", "unwritable")
    folder = target.parent
    if not folder.is_dir():
        raise ExportError(
            f"cannot write {target}: the folder {folder} does not exist", "unwritable"
        )
    try:
        write_bytes_atomic(target, lambda: data)
    except OSError as error:
        reason = error.strerror or error
        raise ExportError(f"cannot write {target}: {reason}", "unwritable") from None
    return target

