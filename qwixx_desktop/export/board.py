"""The On Board track as a printable board: 40 squares in an inward spiral, plus the start.

The track runs clockwise from the start in the top-left corner, round the outer ring and on
into the second ring; the free middle holds the title and the legend.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from reportlab.lib.colors import Color
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from ..boardgrid import END_SQUARES, GRID, largest_free_rect, spiral_cells, track_grid
from ..engine.boards import Board
from .fonts import BOLD, REGULAR
from .labels import Labels
from .printable import printable, visual
from .shapes import (
    ELLIPSIS,
    Rect,
    arrow,
    badge,
    box,
    centred_text,
    draw_text,
    fit_size,
    fit_text,
)
from .style import Palette

BOARD_MARGIN = 10 * mm
CELL_INSET = 3.0
NOTE_LINES = 4  # of the board's note, under its name in the middle


@dataclass(frozen=True)
class BoardLayout:
    page_size: tuple[float, float]
    cell: float
    start: Rect
    squares: tuple[Rect, ...]  # squares[0] is square 1
    centre: Rect  # the free middle, for title and legend


def board_layout(paper: tuple[float, float], track_length: int) -> BoardLayout:
    page_w, page_h = max(paper), min(paper)  # a board is always landscape
    grid = track_grid(track_length)
    columns, rows = grid.columns, grid.rows
    cell = min((page_w - 2 * BOARD_MARGIN) / columns, (page_h - 2 * BOARD_MARGIN) / rows)
    x0 = (page_w - columns * cell) / 2
    y_top = (page_h + rows * cell) / 2

    def rect(c: float, r: float, w: float = 1, h: float = 1) -> Rect:
        return (x0 + c * cell, y_top - (r + h) * cell, w * cell, h * cell)

    fc, fr, fw, fh = grid.centre
    return BoardLayout(
        page_size=(page_w, page_h),
        cell=cell,
        start=rect(*grid.start),
        squares=tuple(rect(*c) for c in grid.squares),
        centre=rect(fc, fr, fw, fh),
    )


def _inset(rect: Rect, by: float) -> Rect:
    x, y, w, h = rect
    return (x + by, y + by, w - 2 * by, h - 2 * by)


def _centre(rect: Rect) -> tuple[float, float]:
    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def draw_board(c: Canvas, board: Board, lay: BoardLayout, palette: Palette, labels: Labels) -> None:
    p = palette
    cell = lay.cell
    # Direction of travel: small arrows across the gaps between consecutive squares.
    track = [lay.start, *lay.squares]
    for a, b in pairwise(track):
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dx, dy = (bx - ax) / cell, (by - ay) / cell
        arrow(c, mx - dx * 5, my - dy * 5, mx + dx * 5, my + dy * 5, p.soft, 1.2, 5)

    start = _inset(lay.start, CELL_INSET)
    box(c, start, p.paper, p.ink, line=1.6, radius=8)
    size = fit_size(labels("start"), BOLD, cell * 0.2, start[2] - 8)
    centred_text(c, start, labels("start"), BOLD, size, p.ink, dy=cell * 0.04)
    _bonus_tab(c, start, cell, "0", p)  # a figure still at the start scores nothing

    first_end = len(lay.squares) - END_SQUARES
    for index, (rect, square) in enumerate(zip(lay.squares, board.squares, strict=True)):
        number = index + 1
        inner = _inset(rect, CELL_INSET)
        style = p.row(square.colour)
        x, y, w, h = inner
        letter = labels.letter(square.colour)
        letter_rect = (x + 4, y + h - cell * 0.26, cell * 0.22, cell * 0.22)
        if p.colour:
            box(c, inner, style.band, None, radius=8)
            text = style.badge_text
            centred_text(c, letter_rect, letter, BOLD, cell * 0.15, text)
        else:
            # Black-and-white: the letter badge is what tells the colours apart.
            box(c, inner, p.paper, p.ink, line=1.2, radius=8)
            text = p.ink
            badge(c, letter_rect, Color(0.15, 0.15, 0.15), Color(1, 1, 1), letter)
        # Track position, small, top right.
        c.setFillColor(text if p.colour else p.soft)
        c.setFont(REGULAR, cell * 0.12)
        c.drawRightString(x + w - 5, y + h - cell * 0.16, str(number))
        centred_text(c, inner, str(square.number), BOLD, cell * 0.4, text, dy=-cell * 0.02)
        _bonus_tab(c, inner, cell, f"+{square.bonus}", p)
        if index >= first_end:
            _end_frame(c, rect, p.ink)

    _centre_text(c, board, lay, p, labels)


def _bonus_tab(c: Canvas, inner: Rect, cell: float, label: str, p: Palette) -> None:
    """The bonus, on a white tab over the square's bottom-right corner ("beside" it)."""
    x, y, w, _ = inner
    r = cell * 0.15
    bx, by = x + w - r * 0.7, y + r * 0.7
    c.setFillColor(p.paper)
    c.setStrokeColor(p.ink)
    c.setLineWidth(1.1)
    c.circle(bx, by, r, stroke=1, fill=1)
    centred_text(
        c,
        (bx - r, by - r, 2 * r, 2 * r),
        label,
        BOLD,
        fit_size(label, BOLD, r * 0.95, 2 * r - 3),
        p.ink,
    )


def _end_frame(c: Canvas, rect: Rect, ink: Color) -> None:
    """A dashed frame marks the last squares, where the end of the game is triggered."""
    c.saveState()
    c.setDash(4, 2.5)
    c.setStrokeColor(ink)
    c.setLineWidth(1.4)
    x, y, w, h = _inset(rect, 0.6)
    c.roundRect(x, y, w, h, 9, stroke=1, fill=0)
    c.restoreState()


def _centre_text(c: Canvas, board: Board, lay: BoardLayout, p: Palette, labels: Labels) -> None:
    x, y, w, h = _inset(lay.centre, 14)
    cursor = y + h - 22
    c.setFillColor(p.ink)
    c.setFont(BOLD, 22)
    c.drawCentredString(x + w / 2, cursor, labels("board.title"))
    cursor -= 20
    name, name_size = fit_text(board.name_in(labels.lang), BOLD, 13, 9, w)
    draw_text(c, x + w / 2, cursor, name, BOLD, name_size, "centre")
    cursor -= 18
    c.setFillColor(p.soft)
    c.setFont(REGULAR, 7.5)
    # From a board file: each line cleaned as names are (fit_text), so that nothing prints as
    # an empty box; the lines the note's own line breaks make stay.
    lines = [
        printable(line, REGULAR)
        for line in simpleSplit(board.note_in(labels.lang), REGULAR, 7.5, w)
    ]
    shown = [visual(line) for line in lines[:NOTE_LINES]]
    if len(lines) > NOTE_LINES:  # a long note from a user's file: its start, and an ellipsis
        shown[-1] = fit_text(lines[NOTE_LINES - 1] + " " + ELLIPSIS, REGULAR, 7.5, 7.5, w)[0]
    for line in shown:
        draw_text(c, x + w / 2, cursor, line, REGULAR, 7.5, "centre")
        cursor -= 9.5
    # Legend: the dashed end frame.
    cursor -= 6
    sample = (x + w / 2 - 110, cursor - 4, 26, 14)
    _end_frame(c, (sample[0] - 0.6, sample[1] - 0.6, sample[2] + 1.2, sample[3] + 1.2), p.ink)
    c.setFillColor(p.ink)
    c.setFont(REGULAR, 8)
    c.drawString(sample[0] + 34, cursor, labels("board.end", n=END_SQUARES))
    cursor -= 16
    c.setFillColor(p.soft)
    c.drawCentredString(x + w / 2, cursor, labels("board.legend"))


# The grid helpers lived here first; they stay importable from this module.
__all__ = [
    "END_SQUARES",
    "GRID",
    "BoardLayout",
    "board_layout",
    "draw_board",
    "largest_free_rect",
    "spiral_cells",
]
