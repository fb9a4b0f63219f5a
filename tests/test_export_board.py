"""The printable On Board track: an inward spiral of 40 squares plus the start."""

from __future__ import annotations

import copy
import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from reportlab.pdfgen.canvas import Canvas

from qwixx_desktop.engine.boards import parse_board
from qwixx_desktop.engine.onboard import FINAL_SQUARES
from qwixx_desktop.export import ExportError, PrintOptions, board_pdf, write_board
from qwixx_desktop.export.board import GRID, board_layout, spiral_cells
from qwixx_desktop.export.options import PAPER_SIZES
from qwixx_desktop.gamedata import load_board

from .test_export_support import Word, needs_poppler, page_texts, printed_text_sizes, words


def test_spiral_is_a_connected_inward_path() -> None:
    columns, rows = GRID
    cells = spiral_cells(columns, rows, 41)
    assert len(set(cells)) == 41
    assert cells[0] == (0, 0)
    for (c1, r1), (c2, r2) in pairwise(cells):
        assert abs(c1 - c2) + abs(r1 - r2) == 1  # each step to a neighbouring cell

    def ring(cell: tuple[int, int]) -> int:
        c, r = cell
        return min(c, r, columns - 1 - c, rows - 1 - r)

    depths = [ring(cell) for cell in cells]
    assert depths == sorted(depths)  # never back outwards
    assert depths[-1] == 1 and depths.count(0) == 2 * (columns + rows) - 4
    with pytest.raises(ValueError, match="no room"):
        spiral_cells(3, 3, 10)


def test_layout_squares_do_not_overlap_and_leave_a_centre() -> None:
    layout = board_layout(PAPER_SIZES["letter"], 40)
    rects = [layout.start, *layout.squares]
    assert len(rects) == 41
    page_w, page_h = layout.page_size
    assert page_w > page_h
    for k, (x, y, w, h) in enumerate(rects):
        assert x >= 0 and x + w <= page_w and y >= 0 and y + h <= page_h
        for x2, y2, w2, h2 in rects[k + 1 :]:
            apart = (
                x + w <= x2 + 1e-6
                or x2 + w2 <= x + 1e-6
                or y + h <= y2 + 1e-6
                or y2 + h2 <= y + 1e-6
            )
            assert apart
    _, _, centre_w, centre_h = layout.centre
    assert centre_w >= 4 * layout.cell and centre_h >= 2 * layout.cell


def _inside(word: Word, rect: tuple[float, float, float, float], page_h: float) -> bool:
    x, y, w, h = rect
    cx, cy = word.centre
    return x <= cx <= x + w and page_h - (y + h) <= cy <= page_h - y


@needs_poppler
@pytest.mark.parametrize("side", ["a", "b"])
def test_every_square_shows_its_number_bonus_and_place(tmp_path: Path, side: str) -> None:
    data = load_board(side)
    board = parse_board(data)
    path = tmp_path / "board.pdf"
    write_board(path, data, PrintOptions(paper="a4"))
    found = words(path, 1)
    layout = board_layout(PAPER_SIZES["a4"], 40)
    page_h = layout.page_size[1]
    for index, (rect, square) in enumerate(zip(layout.squares, board.squares, strict=True)):
        texts = sorted(w.text for w in found if _inside(w, rect, page_h))
        letter = square.colour[0].upper()
        assert texts == sorted([str(square.number), f"+{square.bonus}", str(index + 1), letter]), (
            index + 1,
            texts,
        )
    start = [w.text for w in found if _inside(w, layout.start, page_h)]
    assert "START" in start
    assert board.name.split()[0] in page_texts(path)[0]


def test_a_user_board_file_and_spanish(tmp_path: Path) -> None:
    data = copy.deepcopy(load_board("a"))
    data["name"] = "Mi tablero"
    data["squares"][0] = {"colour": "blue", "number": 12, "bonus": 1}
    board_file = tmp_path / "mine.json"
    board_file.write_text(json.dumps(data), encoding="utf-8")
    pdf = tmp_path / "mine.pdf"
    result = write_board(
        pdf,
        json.loads(board_file.read_text(encoding="utf-8")),
        PrintOptions(lang="es", paper="letter"),
    )
    assert result.pages == 1
    text = page_texts(pdf)[0]
    assert "Mi tablero" in text and "SALIDA" in text and "Az" in text


@pytest.mark.parametrize(
    ("lang", "legend"),
    [
        ("en", f"last {FINAL_SQUARES} squares: reaching one starts the last round"),
        ("es", f"últimas {FINAL_SQUARES} casillas: llegar a una inicia la última ronda"),
    ],
)
def test_the_board_says_its_last_squares_start_the_last_round(
    tmp_path: Path, lang: str, legend: str
) -> None:
    # Reaching one of them does not end the game: every other player has one more turn.
    path = tmp_path / "board.pdf"
    write_board(path, load_board("a"), PrintOptions(lang=lang, paper="a4"))
    assert legend in " ".join(page_texts(path)[0].split())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["squares"].pop(), "40 squares"),
        (lambda d: d["squares"][4].update(colour="pink"), "square 5"),
        (lambda d: d.update(format="nope"), "format"),
    ],
)
def test_invalid_boards_are_refused(tmp_path: Path, change: object, message: str) -> None:
    data = copy.deepcopy(load_board("a"))
    change(data)  # type: ignore[operator]
    path = tmp_path / "board.pdf"
    with pytest.raises(ExportError, match=message):
        write_board(path, data, PrintOptions())
    assert not path.exists()


def test_board_output_is_deterministic() -> None:
    data = load_board("b")
    assert board_pdf(data, PrintOptions())[0] == board_pdf(data, PrintOptions())[0]


@pytest.mark.parametrize("side", ["a", "b"])
def test_shipped_boards_print_in_the_chosen_language_without_developer_text(
    tmp_path: Path, side: str
) -> None:
    data = load_board(side)
    texts = {}
    for lang in ("en", "es"):
        path = tmp_path / f"{lang}.pdf"
        write_board(path, data, PrintOptions(lang=lang))
        texts[lang] = " ".join(page_texts(path)[0].split())
    english, spanish = texts["en"], texts["es"]
    assert f"Side {side.upper()}" in english and f"Lado {side.upper()}" in spanish
    assert "start area" in english and "salida" in spanish
    assert "Side" not in spanish and "start area" not in spanish
    for text in (english, spanish):
        assert "Generated by" not in text and "scripts/" not in text and ".md" not in text


def test_a_board_with_one_title_prints_it_in_any_language(tmp_path: Path) -> None:
    data = copy.deepcopy(load_board("a"))
    data["name"], data["note"] = "Kitchen table board", "Copied by hand."
    for lang in ("en", "es"):
        path = tmp_path / f"{lang}.pdf"
        write_board(path, data, PrintOptions(lang=lang))
        text = page_texts(path)[0]
        assert "Kitchen table board" in text and "Copied by hand." in text


def test_a_long_board_name_and_note_are_cut_not_shrunk(tmp_path: Path) -> None:
    data = copy.deepcopy(load_board("b"))
    # The longest name a board file may have (80 characters), in wide letters.
    data["name"], data["note"] = "Transcribed " + "W" * 68, "word " * 400
    pdf, _ = board_pdf(data, PrintOptions(lang="es"))
    assert min(printed_text_sizes(pdf)) >= 6
    path = tmp_path / "board.pdf"
    path.write_bytes(pdf)
    lines = page_texts(path)[0].splitlines()
    name = next(line for line in lines if line.startswith("Transcribed"))
    assert name.endswith("\u2026") and len(name) <= 80
    assert sum(line.count("word") for line in lines) < 100  # four lines of the note at most


def test_a_board_name_and_note_print_no_empty_boxes(
    tmp_path: Path, system_fonts: list[tuple[str, int]]
) -> None:
    """Characters the fonts lack (CJK, emoji) and control characters printed as empty boxes;
    those no font has print as replacement marks, and the result says which texts have them."""
    data = copy.deepcopy(load_board("a"))
    data["name"], data["note"] = "Mesa 🎲 de 山田", "Copiado\ta mano 🎉.\nSegunda línea."
    path = tmp_path / "board.pdf"
    result = write_board(path, data, PrintOptions(lang="es"))
    text = page_texts(path)[0]
    assert "Mesa \ufffd de \ufffd\ufffd" in text and "Copiado a mano \ufffd." in text
    assert "Segunda línea." in text and not {"🎲", "山", "\t", "🎉"} & set(text)
    assert result.unprinted == (data["name"], data["note"])


def test_a_hebrew_board_name_and_note_are_drawn_right_to_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """They were drawn as stored, so they read backwards on paper."""
    drawn: list[str] = []
    original = Canvas.drawString

    def recording(canvas: Canvas, x: float, y: float, text: str, *args: Any, **kw: Any) -> None:
        drawn.append(text)
        original(canvas, x, y, text, *args, **kw)

    monkeypatch.setattr(Canvas, "drawString", recording)
    data = copy.deepcopy(load_board("a"))
    data["name"], data["note"] = "לוח המטבח", "הועתק ביד"
    board_pdf(data, PrintOptions())
    assert "לוח המטבח"[::-1] in drawn and "הועתק ביד"[::-1] in drawn
