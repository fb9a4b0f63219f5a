"""Where the On Board track's squares sit on a board: one geometry for print and screen.

The track runs clockwise from the start in the top-left corner of a 9x7 grid, round the outer
ring and on into the second ring; the free middle is left for a title and a legend. Pure
arithmetic (no Qt, no ReportLab): the printable board (export/board.py) and the window's
board (ui/board.py) both place their squares with it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine.onboard import FINAL_SQUARES

GRID = (9, 7)  # columns, rows: outer ring 28 cells + 13 of the next ring = start + 40 squares
END_SQUARES = FINAL_SQUARES  # the squares marked as the last round's: the engine's own count

Cell = tuple[int, int]  # (column, row); row 0 at the top


def spiral_cells(columns: int, rows: int, count: int) -> list[Cell]:
    """The first `count` cells (column, row; row 0 at the top) of a clockwise inward spiral."""
    if count > columns * rows:
        raise ValueError(f"a {columns}x{rows} grid has no room for {count} cells")
    cells: list[Cell] = []
    left, top, right, bottom = 0, 0, columns - 1, rows - 1
    while len(cells) < count and left <= right and top <= bottom:
        ring = [(c, top) for c in range(left, right + 1)]
        ring += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            ring += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            ring += [(left, r) for r in range(bottom - 1, top, -1)]
        cells.extend(ring)
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return cells[:count]


def largest_free_rect(columns: int, rows: int, used: set[Cell]) -> tuple[int, int, int, int]:
    """(column, row, width, height) of the largest all-free rectangle of cells."""
    best = (0, 0, 0, 0)
    for c0 in range(columns):
        for r0 in range(rows):
            for c1 in range(c0, columns):
                for r1 in range(r0, rows):
                    area = (c1 - c0 + 1) * (r1 - r0 + 1)
                    if area <= best[2] * best[3]:
                        continue
                    if all(
                        (c, r) not in used for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)
                    ):
                        best = (c0, r0, c1 - c0 + 1, r1 - r0 + 1)
    return best


@dataclass(frozen=True)
class TrackGrid:
    """The track on the grid: the start's cell, each square's cell, the free middle."""

    columns: int
    rows: int
    start: Cell
    squares: tuple[Cell, ...]  # squares[0] is square 1
    centre: tuple[int, int, int, int]  # column, row, width, height (in cells)


def track_grid(track_length: int) -> TrackGrid:
    columns, rows = GRID
    cells = spiral_cells(columns, rows, track_length + 1)
    return TrackGrid(
        columns=columns,
        rows=rows,
        start=cells[0],
        squares=tuple(cells[1:]),
        centre=largest_free_rect(columns, rows, set(cells)),
    )
