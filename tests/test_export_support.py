"""Helpers shared by the export tests: reading PDFs back (text, word boxes, pixels).

Named test_export_* so that it stays with the export tests; it defines no tests of its own
beyond checking the helpers themselves.
"""

from __future__ import annotations

import datetime
import io
import math
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader
from pypdf.generic import ContentStream

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Game
from qwixx_desktop.export import PrintOptions
from qwixx_desktop.export.document import fitted_sheet, pad_sheets
from qwixx_desktop.export.layout import PagePlan
from qwixx_desktop.export.shapes import Rect
from qwixx_desktop.games import get_game

POPPLER = shutil.which("pdftoppm") is not None and shutil.which("pdftotext") is not None
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftoppm) not installed")
DATE = datetime.date(2025, 3, 1)


@dataclass(frozen=True)
class Word:
    text: str
    x0: float
    y0: float  # from the top of the page, as pdftotext reports
    x1: float
    y1: float

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)


def page_texts(path: Path) -> list[str]:
    return [page.extract_text() or "" for page in PdfReader(path).pages]


def tokens(text: str) -> list[str]:
    return text.split()


def words(path: Path, page: int) -> list[Word]:
    """Every word on page `page` (1-based) with its box in points, via pdftotext -bbox."""
    out = subprocess.run(
        ["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    pattern = re.compile(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>'
    )
    return [
        Word(m.group(5), float(m.group(1)), float(m.group(2)), float(m.group(3)), float(m.group(4)))
        for m in pattern.finditer(out)
    ]


def render(path: Path, page: int, dpi: int = 50) -> Image.Image:
    """One page as an RGB image, via pdftoppm -png."""
    with tempfile.TemporaryDirectory() as folder:
        prefix = Path(folder) / "page"
        subprocess.run(
            [
                "pdftoppm",
                "-r",
                str(dpi),
                "-png",
                "-f",
                str(page),
                "-l",
                str(page),
                "-singlefile",
                str(path),
                str(prefix),
            ],
            check=True,
            capture_output=True,
        )
        with Image.open(prefix.with_suffix(".png")) as image:
            return image.convert("RGB")


@dataclass(frozen=True)
class Placement:
    """Where a sheet's design coordinates land on a page."""

    layout: Any  # the game's own layout type
    plan: PagePlan

    def page_rect(self, slot: int, rect: Rect) -> tuple[float, float, float, float]:
        """(x0, top, x1, bottom) in points from the page's top-left, like pdftotext."""
        sx, sy = self.plan.slots[slot]
        scale = self.plan.scale
        x, y, w, h = rect
        page_h = self.plan.page_size[1]
        return (
            sx + x * scale,
            page_h - (sy + (y + h) * scale),
            sx + (x + w) * scale,
            page_h - (sy + y * scale),
        )

    def pixel(self, slot: int, rect: Rect, fx: float, fy: float, dpi: int) -> tuple[int, int]:
        """Pixel at fractions (fx, fy) of `rect` (fy from its top) at `dpi`."""
        x0, top, x1, bottom = self.page_rect(slot, rect)
        k = dpi / 72
        return (round((x0 + fx * (x1 - x0)) * k), round((top + fy * (bottom - top)) * k))

    def words_in(self, found: list[Word], slot: int, rect: Rect) -> list[str]:
        x0, top, x1, bottom = self.page_rect(slot, rect)
        return [w.text for w in found if x0 <= w.centre[0] <= x1 and top <= w.centre[1] <= bottom]


def placement(
    game: str, paper: str = "a4", per_page: int = 2, lang: str = "en", **options: Any
) -> Placement:
    """Where the sheets of a blank pad of `game` go (a game's filled sheets go the same way)."""
    sheets = pad_sheets(PrintOptions(game=game, lang=lang, seed=1, **options).validated())
    return Placement(*fitted_sheet(sheets, paper, per_page))


def played_game(variant: str, players: int, seed: int, bot: str) -> Game:
    """A game played to the end by bots, through Game so it has a log (and can be saved)."""
    game = Game(
        variant,
        [f"Player {k}" for k in range(1, players + 1)],
        seed,
        get_game(variant).read_data("a"),
    )
    bots = [make_bot(bot, game.rules, seed + k) for k in range(players)]
    while not game.is_over:
        if game.needs_roll:
            game.roll()
        else:
            for player in game.deciders():
                game.decide(player, bots[player](game.state, player))
    return game


Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
SHOW_TEXT = (b"Tj", b"TJ", b"'", b'"')


def _times(m: Matrix, n: Matrix) -> Matrix:
    """The product m·n: first m, then n (PDF matrices act on row vectors)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (
        a * p + b * r,
        a * q + b * s,
        c * p + d * r,
        c * q + d * s,
        e * p + f * r + t,
        e * q + f * s + u,
    )


def _scale(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


def _operations(reader: PdfReader, page: Any) -> Iterator[tuple[list[Any], bytes, Matrix]]:
    """Every operation a page draws, forms included (between a q and a Q of their own), with
    the transformation in force where it is drawn."""

    def walk(stream: Any, resources: Any, ctm: Matrix) -> Iterator[tuple[list[Any], bytes, Matrix]]:
        stack: list[Matrix] = []
        for operands, operator in ContentStream(stream, reader).operations:
            if operator == b"q":
                stack.append(ctm)
            elif operator == b"Q":
                ctm = stack.pop()
            elif operator == b"cm":
                ctm = _times(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
            elif operator == b"Do":
                form = resources["/XObject"][operands[0]].get_object()
                if form.get("/Subtype") == "/Form":
                    matrix = tuple(float(v) for v in form.get("/Matrix", IDENTITY))
                    yield [], b"q", ctm
                    yield from walk(form, form.get("/Resources", resources), _times(matrix, ctm))  # type: ignore[arg-type]
                    yield [], b"Q", ctm
                continue
            yield operands, operator, ctm

    yield from walk(page.get_contents(), page["/Resources"], IDENTITY)


def printed_text_sizes(data: bytes) -> list[float]:
    """The size on paper, in points, of every piece of text the PDF shows (forms included):
    each font size as set, times the scaling in force where the text is drawn."""
    reader = PdfReader(io.BytesIO(data))
    sizes: list[float] = []
    for page in reader.pages:
        text_matrix, font_size = IDENTITY, 0.0
        for operands, operator, ctm in _operations(reader, page):
            if operator == b"BT":
                text_matrix = IDENTITY
            elif operator == b"Tm":
                text_matrix = tuple(float(v) for v in operands)  # type: ignore[assignment]
            elif operator == b"Tf":
                font_size = float(operands[1])
            elif operator in SHOW_TEXT and any(str(v).strip() for v in operands):
                sizes.append(font_size * _scale(text_matrix) * _scale(ctm))
    return sizes


Rgb = tuple[float, float, float]
PATH_POINTS = {b"m": 1, b"l": 1, b"c": 3, b"v": 2, b"y": 2}  # points each operator adds
STROKES = (b"S", b"s", b"B", b"B*", b"b", b"b*")
FILLS = (b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*")


@dataclass(frozen=True)
class Painted:
    """A path a page paints: its points (curves by their control points) in points from the
    page's top-left, like pdftotext and Placement.page_rect, and its stroke or fill colour."""

    points: tuple[tuple[float, float], ...]
    stroke: Rgb | None
    fill: Rgb | None


def painted_paths(path: Path, page: int) -> list[Painted]:
    """Every path painted on page `page` (1-based), forms included, in drawing order."""
    reader = PdfReader(path)
    pdf_page = reader.pages[page - 1]
    height = float(pdf_page.mediabox.height)
    found: list[Painted] = []
    colours: tuple[Rgb, Rgb] = ((0.0, 0.0, 0.0), (0.0, 0.0, 0.0))  # stroke, fill
    stack: list[tuple[Rgb, Rgb]] = []
    points: list[tuple[float, float]] = []
    for operands, operator, ctm in _operations(reader, pdf_page):
        numbers = [float(v) for v in operands] if operator in (*PATH_POINTS, b"re") else []
        corners: list[tuple[float, float]] = []
        if operator in PATH_POINTS:
            corners = list(zip(numbers[::2], numbers[1::2], strict=True))
        elif operator == b"re":
            x, y, w, h = numbers
            corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        for x, y in corners:
            a, b, c, d, e, f = ctm
            points.append((a * x + c * y + e, height - (b * x + d * y + f)))
        if operator == b"q":
            stack.append(colours)
        elif operator == b"Q":
            colours = stack.pop()
        elif operator in (b"RG", b"rg", b"G", b"g"):
            values = [float(v) for v in operands]
            rgb: Rgb = (values[0], values[1], values[2]) if len(values) == 3 else (values[0],) * 3
            colours = (rgb, colours[1]) if operator in (b"RG", b"G") else (colours[0], rgb)
        elif operator in (*STROKES, *FILLS, b"n"):
            if operator != b"n":
                stroke = colours[0] if operator in STROKES else None
                found.append(
                    Painted(tuple(points), stroke, colours[1] if operator in FILLS else None)
                )
            points = []
    return found


def is_saturated(pixel: Any, threshold: int = 40) -> bool:
    r, g, b = pixel[:3]
    return max(r, g, b) - min(r, g, b) > threshold


def chroma(image: Image.Image) -> Image.Image:
    """Per pixel max(r, g, b) - min(r, g, b): 0 for any grey, large for saturated colour."""
    r, g, b = image.split()
    return ImageChops.lighter(
        ImageChops.difference(r, g),
        ImageChops.lighter(ImageChops.difference(g, b), ImageChops.difference(r, b)),
    )


def saturated_share(image: Image.Image, threshold: int = 40) -> float:
    histogram = chroma(image).histogram()
    return sum(histogram[threshold + 1 :]) / (image.width * image.height)


@needs_poppler
def test_helpers_read_back_a_known_word(tmp_path: Path) -> None:
    from qwixx_desktop.export import write_blank_pads

    path = tmp_path / "pad.pdf"
    write_blank_pads(path, PrintOptions(game="classic", count=1, per_page=1, seed=1))
    found = words(path, 1)
    place = placement("classic", per_page=1)
    # The first red box holds "2", and nothing else sits there.
    assert place.words_in(found, 0, place.layout.boxes[0][0]) == ["2"]
    assert place.words_in(found, 0, place.layout.boxes[0][5]) == ["7"]
    image = render(path, 1)
    page_w, page_h = place.plan.page_size
    assert page_w > page_h  # one wide sheet per page: landscape
    assert image.size == (math.ceil(page_w * 50 / 72), math.ceil(page_h * 50 / 72))
