"""Rendered pages (pdftoppm -r 50): row colours where the layout says, no colour in B&W."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.export import PrintOptions, write_blank_pads, write_board, write_game_sheets
from qwixx_desktop.export.board import board_layout
from qwixx_desktop.export.options import PAPER_SIZES
from qwixx_desktop.export.style import row_rgb
from qwixx_desktop.gamedata import load_board

from .test_export_support import (
    DATE,
    chroma,
    needs_poppler,
    placement,
    played_game,
    render,
    saturated_share,
)

pytestmark = needs_poppler
DPI = 50


def _close(pixel: Any, colour: tuple[float, float, float], tolerance: int = 30) -> bool:
    return all(abs(p - round(c * 255)) <= tolerance for p, c in zip(pixel, colour, strict=False))


def _colours_of_rows(game: str) -> tuple[str, ...]:
    layout = placement(game).layout
    if game == "qwantum":
        return layout.colours
    return tuple(row.colour for row in layout.variant.rows)


@pytest.mark.parametrize(
    ("game", "paper", "per_page"),
    [
        ("classic", "a4", 2),
        ("longo", "letter", 2),
        ("onboard", "a4", 4),
        ("qwantum", "letter", 4),
        ("classic", "letter", 1),
    ],
)
def test_each_row_band_has_its_colour(tmp_path: Path, game: str, paper: str, per_page: int) -> None:
    path = tmp_path / "pad.pdf"
    write_blank_pads(
        path, PrintOptions(game=game, paper=paper, per_page=per_page, count=per_page, seed=1)
    )
    image = render(path, 1, DPI)
    place = placement(game, paper, per_page)
    layout: Any = place.layout
    colours = _colours_of_rows(game)
    for slot in range(per_page):
        for row, colour in enumerate(colours):
            badge = layout.badges[row]
            first_box = layout.boxes[row][0] if game != "qwantum" else layout.fields[row][0]
            # Above the badge letter, and the band between the badge and the first box.
            between = (badge[0] + badge[2], badge[1], first_box[0] - badge[0] - badge[2], badge[3])
            for rect, fx, fy in ((badge, 0.5, 0.1), (between, 0.5, 0.5)):
                pixel = image.getpixel(place.pixel(slot, rect, fx, fy, DPI))
                assert _close(pixel, row_rgb(colour)), (slot, colour, pixel)
        # Outside the bands the sheet is white paper.
        assert image.getpixel(place.pixel(slot, layout.bands[0], 0.5, -0.5, DPI)) == (255, 255, 255)


@pytest.mark.parametrize("game", ["classic", "longo", "onboard", "qwantum"])
def test_black_and_white_pads_have_no_saturated_colour(tmp_path: Path, game: str) -> None:
    colour = tmp_path / "colour.pdf"
    bw = tmp_path / "bw.pdf"
    write_blank_pads(colour, PrintOptions(game=game, count=2, seed=1))
    write_blank_pads(bw, PrintOptions(game=game, count=2, seed=1, colour=False))
    assert saturated_share(render(colour, 1, DPI)) > 0.05  # the check can see colour
    assert chroma(render(bw, 1, DPI)).getextrema()[1] <= 24


def test_black_and_white_filled_sheets_and_board(tmp_path: Path) -> None:
    game = played_game("longo", 2, 5, "skip2")
    sheets = tmp_path / "sheets.pdf"
    write_game_sheets(sheets, game, PrintOptions(colour=False, date=DATE))
    board = tmp_path / "board.pdf"
    write_board(board, load_board("b"), PrintOptions(colour=False, paper="letter"))
    for path in (sheets, board):
        assert chroma(render(path, 1, DPI)).getextrema()[1] <= 24


@pytest.mark.parametrize("side", ["a", "b"])
def test_board_squares_have_their_colours(tmp_path: Path, side: str) -> None:
    data = load_board(side)
    path = tmp_path / "board.pdf"
    write_board(path, data, PrintOptions())
    image = render(path, 1, DPI)
    layout = board_layout(PAPER_SIZES["a4"], 40)
    scale = DPI / 72
    page_h = layout.page_size[1]
    assert image.size[0] > image.size[1]  # a board page is landscape
    for rect, square in zip(layout.squares, data["squares"], strict=True):
        x, y, w, h = rect
        # Left edge, halfway up: clear of the letter, the number and the bonus tab.
        px = round((x + w * 0.12) * scale)
        py = round((page_h - (y + h * 0.5)) * scale)
        assert _close(image.getpixel((px, py)), row_rgb(square["colour"])), square
