"""Blank score pads: pages, paper, row numbers, Longo lucky numbers, fonts, options."""

from __future__ import annotations

import io
import math
import re
from collections import Counter
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from qwixx_desktop.engine import SEED_MAX, Game, Player
from qwixx_desktop.engine.qwantum import column_score
from qwixx_desktop.engine.variants import CLASSIC, LONGO, ONBOARD
from qwixx_desktop.export import (
    ExportError,
    PrintOptions,
    blank_pads_pdf,
    lucky_pairs,
    write_blank_pads,
)
from qwixx_desktop.export.layout import (
    MIN_MISTHROW_BOX,
    MIN_SCORE_BOX,
    NOMINAL_SIZES,
    TextSizes,
    fit_sheets,
    too_small_box,
)
from qwixx_desktop.export.lucky import all_pairs
from qwixx_desktop.export.options import PAPER_SIZES, PER_PAGE_CHOICES
from qwixx_desktop.games import game_keys, get_game

from .test_export_support import (
    needs_poppler,
    page_texts,
    placement,
    printed_text_sizes,
    tokens,
    words,
)

GAMES = game_keys()


def _pad(tmp_path: Path, **options: Any) -> Path:
    path = tmp_path / "pad.pdf"
    write_blank_pads(path, PrintOptions(**options))
    return path


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [1, 2, 4])
@pytest.mark.parametrize("game", GAMES)
def test_page_count_and_paper_size(game: str, paper: str, per_page: int) -> None:
    options = PrintOptions(game=game, paper=paper, per_page=per_page, count=7, seed=3)
    if (game, paper, per_page) == ("longo", "letter", 4):
        # 16 boxes across a quarter of a Letter page would be under 6.5 mm: refused.
        with pytest.raises(ExportError, match=r"4 Qwixx Longo sheets per page .*Letter"):
            blank_pads_pdf(options)
        return
    data, pages, _ = blank_pads_pdf(options)
    reader = PdfReader(io.BytesIO(data))
    assert pages == len(reader.pages) == math.ceil(7 / per_page)
    expected = sorted(PAPER_SIZES[paper])
    for page in reader.pages:
        size = sorted((float(page.mediabox.width), float(page.mediabox.height)))
        assert size == pytest.approx(expected, abs=0.01)


def test_orientation_follows_the_sheet_shape() -> None:
    # Wide crossing sheets: one or four per page lie landscape, two stack on a portrait page.
    for per_page, landscape in ((1, True), (2, False), (4, True)):
        plan = placement("classic", "a4", per_page).plan
        assert (plan.page_size[0] > plan.page_size[1]) is landscape
    two = placement("classic", "a4", 2).plan
    assert (two.columns, two.rows) == (1, 2)


@pytest.mark.parametrize(
    ("game", "variant"), [("classic", CLASSIC), ("longo", LONGO), ("onboard", ONBOARD)]
)
def test_each_row_holds_its_numbers_in_order(tmp_path: Path, game: str, variant: Any) -> None:
    text = tokens(page_texts(_pad(tmp_path, game=game, count=1, per_page=1, seed=1))[0])
    for row in variant.rows:
        start = text.index(row.symbol)  # the row's letter badge comes first, then its boxes
        assert text[start + 1 : start + 1 + len(row.numbers)] == [str(n) for n in row.numbers]


@needs_poppler
def test_numbers_sit_in_their_boxes(tmp_path: Path) -> None:
    path = _pad(tmp_path, game="longo", count=2, per_page=2, seed=1)
    place = placement("longo", per_page=2)
    found = words(path, 1)
    for slot in (0, 1):
        for row, spec in enumerate(LONGO.rows):
            for index, number in enumerate(spec.numbers):
                rect = place.layout.boxes[row][index]
                assert place.words_in(found, slot, rect) == [str(number)]


def test_qwantum_sheet_has_rows_columns_and_misthrow_values(tmp_path: Path) -> None:
    text = page_texts(_pad(tmp_path, game="qwantum", count=1, per_page=1, seed=1))[0]
    found = tokens(text)
    letters = [t for t in found if t in ("V", "B", "R", "Y")]
    assert letters[:4] == ["V", "B", "R", "Y"]  # violet, blue, red, yellow rows, in order
    assert [t for t in found if re.fullmatch("\u2212[1-9]", t)] == [
        f"\u2212{k}" for k in range(1, 6)
    ]
    assert "column" in found and "misthrows" in found


def _sheet_lucky(texts: list[str]) -> dict[int, tuple[int, int]]:
    """Sheet number -> the two numbers drawn right after its footer."""
    found: dict[int, tuple[int, int]] = {}
    for text in texts:
        for m in re.finditer(r"sheet (\d+)/\d+\s+(\d+)\s+(\d+)", text):
            found[int(m.group(1))] = (int(m.group(2)), int(m.group(3)))
    return found


def test_lucky_numbers_are_the_seeded_draw_and_differ(tmp_path: Path) -> None:
    path = _pad(tmp_path, game="longo", count=30, per_page=4, seed=7)
    texts = page_texts(path)
    printed = _sheet_lucky(texts)
    assert sorted(printed) == list(range(1, 31))
    expected = lucky_pairs(7, 30, 2, 16)
    assert [printed[k] for k in range(1, 31)] == expected
    for a, b in expected:
        assert 2 <= a < b <= 16
    assert len(set(expected)) == 30
    # The seed is printed on every sheet so the pad can be printed again.
    assert all(text.count("seed 7") == 4 for text in texts[:-1])
    assert _sheet_lucky(page_texts(_pad(tmp_path, game="longo", count=30, seed=8))) != printed


@needs_poppler
def test_lucky_numbers_are_printed_in_the_lucky_boxes(tmp_path: Path) -> None:
    path = _pad(tmp_path, game="longo", count=2, per_page=2, seed=11)
    place = placement("longo", per_page=2)
    found = words(path, 1)
    for slot, pair in enumerate(lucky_pairs(11, 2)):
        boxes = place.layout.header_boxes
        assert [place.words_in(found, slot, rect) for rect in boxes] == [
            [str(pair[0])],
            [str(pair[1])],
        ]


def test_no_pair_repeats_while_unused_pairs_remain() -> None:
    every = set(all_pairs(2, 16))
    assert len(every) == 105
    pairs = lucky_pairs(123, 250)
    assert set(pairs[:105]) == every  # one full deck before any repeat
    assert set(pairs[105:210]) == every
    assert len(set(pairs[210:])) == 40
    assert all(a != b for a, b in pairwise(pairs))  # never twice in a row
    small = lucky_pairs(5, 23, 2, 6)
    assert set(small[:10]) == set(all_pairs(2, 6)) == set(small[10:20])


def test_lucky_pad_with_a_small_range_from_the_pdf(tmp_path: Path) -> None:
    path = _pad(tmp_path, game="longo", count=12, per_page=4, seed=2, lucky_range=(3, 7))
    printed = _sheet_lucky(page_texts(path))
    pairs = [printed[k] for k in range(1, 13)]
    assert len(set(pairs[:10])) == 10  # all ten pairs of 3-7 before any repeat
    assert all(3 <= a < b <= 7 for a, b in pairs)
    assert "(3-7)" in page_texts(path)[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_games_record_says_which_of_its_options_its_pads_carry(game: str) -> None:
    """The print dialog asks the record which options of the game on the table its pads take
    (it looked for the key "lucky_range" in any game's options): Longo's lucky range, as
    PrintOptions takes it, and nothing of a game whose pads have no such option."""
    spec = get_game(game)
    narrow = {"lucky_range": [3, 9]} if game == "longo" else {}
    players = [Player("Ann"), Player("Bo")]
    played = Game(game, players, 4, {**spec.read_data("a"), **narrow})
    carried = spec.pad_options_in(played.setup.options)
    assert carried == ({"lucky_range": (3, 9)} if game == "longo" else {})
    pad = PrintOptions(game=game, seed=1, **carried).validated()
    assert pad.lucky_range == ((3, 9) if game == "longo" else (2, 16))
    # An option of that name in another game's options is no option of its pads.
    assert get_game("classic").pad_options_in({"lucky_range": [3, 9]}) == {}


def test_lucky_draw_is_uniform_over_numbers() -> None:
    counts: Counter[int] = Counter()
    for seed in range(3000):
        counts.update(lucky_pairs(seed, 1)[0])
    expected = 3000 * 2 / 15
    assert set(counts) == set(range(2, 17))
    assert all(abs(n - expected) < 0.2 * expected for n in counts.values())


def test_same_seed_same_bytes_and_seed_drawn_when_missing(tmp_path: Path) -> None:
    first, _, _ = blank_pads_pdf(PrintOptions(game="longo", count=9, seed=42))
    again, _, _ = blank_pads_pdf(PrintOptions(game="longo", count=9, seed=42))
    other, _, _ = blank_pads_pdf(PrintOptions(game="longo", count=9, seed=43))
    assert first == again
    assert first != other
    result = write_blank_pads(tmp_path / "p.pdf", PrintOptions(game="longo", count=1))
    assert result.seed is not None
    assert f"seed {result.seed}" in page_texts(result.path)[0]


def _fonts(reader: PdfReader) -> list[Any]:
    fonts: list[Any] = []

    def collect(resources: Any) -> None:
        if resources is None:
            return
        resources = resources.get_object()
        for font in (resources.get("/Font") or {}).values():
            fonts.append(font.get_object())
        for xobject in (resources.get("/XObject") or {}).values():
            collect(xobject.get_object().get("/Resources"))

    for page in reader.pages:
        collect(page.get("/Resources"))
    return fonts


@pytest.mark.parametrize("game", GAMES)
def test_every_font_is_embedded(tmp_path: Path, game: str) -> None:
    fonts = _fonts(PdfReader(_pad(tmp_path, game=game, count=2, seed=1, lang="es")))
    assert fonts
    for font in fonts:
        descendants = font.get("/DescendantFonts")
        target = descendants[0].get_object() if descendants else font
        descriptor = target["/FontDescriptor"].get_object()
        assert any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")), font
        assert "DejaVuSans" in str(font["/BaseFont"])


def test_spanish_labels(tmp_path: Path) -> None:
    text = page_texts(_pad(tmp_path, game="longo", count=1, seed=1, lang="es"))[0]
    for word in ("Nombre", "Números afortunados", "fallos", "semilla", "hoja", "cruces"):
        assert word in text
    for word in ("Name", "Lucky", "misthrows", "seed"):
        assert word not in text
    english = page_texts(_pad(tmp_path, game="longo", count=1, seed=1))[0]
    assert "Lucky numbers" in english and "Nombre" not in english


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"per_page": 3}, "sheets per page must be 1, 2, 4"),
        ({"count": 0}, "number of sheets"),
        ({"lang": "fr"}, "unknown language"),
        ({"paper": "a3"}, "unknown paper"),
        ({"game": "yahtzee"}, "unknown game"),
        ({"lucky_range": (5, 5)}, "lucky-number range"),
        ({"lucky_range": (1, 9)}, "lucky-number range"),
        ({"seed": -1}, "seed"),
        ({"seed": SEED_MAX + 1}, "seed"),
    ],
)
def test_bad_options_are_refused_before_writing(
    tmp_path: Path, options: dict[str, Any], message: str
) -> None:
    path = tmp_path / "never.pdf"
    with pytest.raises(ExportError, match=message):
        write_blank_pads(path, PrintOptions(**options))
    assert not path.exists()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("lang", "word", "scores"), [("en", "distinct", "scores"), ("es", "distinto", "vale")]
)
def test_qwantum_column_rule_on_the_sheet_is_the_engines(
    tmp_path: Path, lang: str, word: str, scores: str
) -> None:
    text = " ".join(
        page_texts(_pad(tmp_path, game="qwantum", count=1, seed=1, lang=lang))[0].split()
    )
    assert word in text
    # The printed example must be one where "distinct" matters, scored as the engine does.
    example = re.search(rf"(\d+), (\d+), (\d+), (\d+) {scores} (\d+)", text)
    assert example is not None, text
    *column, printed = (int(v) for v in example.groups())
    assert sorted(column)[1] != printed  # plain "second-lowest" would score it differently
    assert column_score(column) == printed
    assert column_score([11, 11, 11, 12]) == 12


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_no_printed_text_under_6_points(game: str, paper: str, lang: str) -> None:
    """At 1, 2 and 4 per page, with the longest seed and a narrowed lucky range on Longo: all
    text stays at least 6 pt on paper, or the export refuses the layout as not fitting."""
    for per_page in PER_PAGE_CHOICES:
        options = PrintOptions(
            game=game,
            paper=paper,
            per_page=per_page,
            count=1,
            seed=SEED_MAX,
            lang=lang,
            lucky_range=(10, 16),
        )
        try:
            data, _, _ = blank_pads_pdf(options)
        except ExportError as error:
            assert error.reason == "does_not_fit", error
            assert (game, paper, per_page) == ("longo", "letter", 4)  # only where boxes shrink
            continue
        sizes = printed_text_sizes(data)
        assert len(sizes) > 30 and min(sizes) >= 6 - 1e-6, (per_page, min(sizes))
        if game == "longo":  # the whole seed, on one line, never shrunk to fit
            text = PdfReader(io.BytesIO(data)).pages[0].extract_text()
            assert f"{SEED_MAX} (10-16)" in text


@pytest.mark.parametrize("seed", [SEED_MAX + 1, 10**200, -1])
def test_seeds_outside_the_game_range_are_refused(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "never.pdf"
    with pytest.raises(ExportError, match=f"seed must be a whole number from 0 to {SEED_MAX}"):
        write_blank_pads(path, PrintOptions(game="longo", seed=seed))
    assert not path.exists()


class _FixedBoxes:
    """A sheet's layout whose misthrow and score boxes are (side, height) design points."""

    def __init__(self, misthrow: float, score: float) -> None:
        self.size = (400.0, 300.0)
        self.sizes = NOMINAL_SIZES
        self.misthrow_boxes = ((0.0, 0.0, misthrow, misthrow),) * 4
        self.score_boxes = ((0.0, 0.0, 40.0, score),) * 6


def test_misthrow_and_score_boxes_are_checked_at_their_minimum() -> None:
    scale = 0.7
    side, height = MIN_MISTHROW_BOX / scale, MIN_SCORE_BOX / scale
    assert too_small_box(_FixedBoxes(side, height), scale) is None
    assert too_small_box(_FixedBoxes(side * 0.99, height), scale) == (
        "misthrow",
        pytest.approx(MIN_MISTHROW_BOX * 0.99),
        MIN_MISTHROW_BOX,
    )
    assert too_small_box(_FixedBoxes(side, height * 0.99), scale) == (
        "score",
        pytest.approx(MIN_SCORE_BOX * 0.99),
        MIN_SCORE_BOX,
    )


def test_a_sheet_whose_misthrow_boxes_cannot_grow_is_refused() -> None:
    """Four such sheets to an A4 page print at 0.87 of their size: a 16 point box that never
    grows is 4.9 mm there, however the page code raises its floor."""

    def fixed(sizes: TextSizes, *_: object) -> _FixedBoxes:
        return _FixedBoxes(16.0, 30.0)

    with pytest.raises(ExportError, match=r"misthrow boxes would be 4\.9 mm, at least 6\.0") as e:
        fit_sheets(fixed, PAPER_SIZES["a4"], 4, "Qwixx", "A4")
    assert e.value.reason == "does_not_fit"


@pytest.mark.parametrize(
    ("game", "paper", "rules"),
    [
        ("longo", "a4", {"misthrows_to_end": 8}),  # the smallest sheets: 3.8 mm misthrows
        ("onboard", "letter", {"misthrows_to_end": 8}),  # the widest totals row
        ("qwantum", "a4", {}),  # its column score boxes were 22 points high
    ],
)
def test_misthrow_and_score_boxes_stay_writable_four_to_a_page(
    game: str, paper: str, rules: dict[str, int]
) -> None:
    """Measured from the layout of the worst cases: a pen cross fits each misthrow box and a
    written score each score box (rows' totals, Qwantum's columns), in one or two rows."""
    place = placement(game, paper=paper, per_page=4, lang="es", house_rules=rules)
    lay, scale = place.layout, place.plan.scale
    misthrows = lay.misthrow_boxes
    assert len(misthrows) == (8 if rules else 5)
    assert min(min(w, h) for _, _, w, h in misthrows) * scale >= MIN_MISTHROW_BOX
    scores = [group.box for group in lay.totals]
    if game == "qwantum":
        scores += lay.column_boxes
    assert min(h for _, _, _, h in scores) * scale >= MIN_SCORE_BOX
    for a, b in pairwise(misthrows):  # no two boxes overlap
        assert a[0] + a[2] <= b[0] or b[1] + b[3] <= a[1]
