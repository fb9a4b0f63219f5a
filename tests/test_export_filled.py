"""Filled sheets of played games: every total equals the engine's scores, marks are drawn."""

from __future__ import annotations

import io
import sys
from dataclasses import replace
from datetime import date
from functools import cache
from pathlib import Path

import pytest
from PIL import ImageChops
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from qwixx_desktop.daily import daily_game, daily_seed
from qwixx_desktop.engine import SEED_MAX, Game, SetupError
from qwixx_desktop.engine.save import HIDDEN_SEED_NOTE, dumps
from qwixx_desktop.export import (
    ExportError,
    PrintOptions,
    fonts,
    game_sheets_pdf,
    read_game,
    write_game_sheets,
)
from qwixx_desktop.export import printable as fonts_printable
from qwixx_desktop.export.crossing_sheet import CrossLayout
from qwixx_desktop.export.document import ExportResult
from qwixx_desktop.export.fonts import BOLD
from qwixx_desktop.export.qwantum_sheet import QwantumLayout
from qwixx_desktop.export.shapes import Rect, fit_text
from qwixx_desktop.export.style import Palette
from qwixx_desktop.games import get_game

from .helpers import start_with_sheets
from .test_export_support import (
    DATE,
    Painted,
    Placement,
    needs_poppler,
    page_texts,
    painted_paths,
    placement,
    played_game,
    printed_text_sizes,
    render,
    words,
)

# (variant, players, seed, bot): skip2 plays the crossing games; random also moves On Board
# figures and writes Qwantum numbers.
GAMES = {
    "classic": ("classic", 3, 11, "skip2"),
    "longo": ("longo", 2, 5, "skip2"),
    "onboard": ("onboard", 3, 9, "random"),
    "qwantum": ("qwantum", 4, 1, "random"),  # one player ends below zero
}


@cache
def _game(kind: str) -> Game:
    return played_game(*GAMES[kind])


def _printed(value: int) -> str:
    """How a number is printed: negative ones with a real minus sign."""
    return str(value).replace("-", "\u2212")


def _sheets(tmp_path: Path, game: Game, per_page: int = 1, **options: object) -> Path:
    path = tmp_path / "sheets.pdf"
    write_game_sheets(path, game, PrintOptions(per_page=per_page, date=DATE, **options))  # type: ignore[arg-type]
    return path


@needs_poppler
@pytest.mark.parametrize("kind", list(GAMES))
def test_every_total_equals_the_engine_score(tmp_path: Path, kind: str) -> None:
    game = _game(kind)
    assert game.is_over
    path = _sheets(tmp_path, game, per_page=2)
    place = placement(kind, per_page=2)
    cards = game.scores()
    assert len({card.total for card in cards}) > 1 or len(cards) == 1  # a real game
    for player, card in enumerate(cards):
        found = words(path, player // 2 + 1)
        slot = player % 2
        expected = {
            "row": [_printed(v) for v in card.row_points],
            "columns": [_printed(sum(card.row_points))],
            "misthrows": [_printed(-card.misthrow_points)],  # printed after a minus sign
            "bonus": [_printed(card.bonus)],
            "total": [_printed(card.total)],
        }
        rows = iter(expected["row"])
        for group in place.layout.totals:
            value = next(rows) if group.kind == "row" else expected[group.kind][0]
            assert place.words_in(found, slot, group.box) == [value], (player, group.kind)
        x1, x2, line_y = place.layout.name_line
        name_rect = (x1, line_y, x2 - x1, 14)
        assert " ".join(place.words_in(found, slot, name_rect)) == game.players[player].name


@needs_poppler
def test_qwantum_numbers_and_column_scores(tmp_path: Path) -> None:
    game = _game("qwantum")
    path = _sheets(tmp_path, game, per_page=1)
    place = placement("qwantum", per_page=1)
    layout = place.layout
    assert isinstance(layout, QwantumLayout)
    for player in range(len(game.players)):
        found = words(path, player + 1)
        sheet = game.state.sheets[player]
        for row, values in enumerate(sheet):
            for field in range(6):
                written = place.words_in(found, 0, layout.fields[row][field])
                assert written == ([str(values[field])] if field < len(values) else [])
        card = game.scores()[player]
        for column, rect in enumerate(layout.column_boxes):
            full = all(len(values) > column for values in sheet)
            expected = [str(card.row_points[column])] if full else []
            assert place.words_in(found, 0, rect) == expected


def test_footer_has_date_seed_and_player(tmp_path: Path) -> None:
    game = _game("classic")
    texts = page_texts(_sheets(tmp_path, game))
    assert len(texts) == 3
    for player, text in enumerate(texts, start=1):
        assert f"2025-03-01 · seed {game.setup.seed} · player {player}/3" in text
        assert game.players[player - 1].name in text


def test_a_daily_challenges_sheets_carry_its_day(tmp_path: Path) -> None:
    """Printed on another day (finished after midnight, or from its save later on), they
    said the day of printing beside the seed of the challenge's day: a different day's
    seed for `qwixx-desktop daily --date`. A date asked for is still printed."""
    day = date(2024, 2, 29)
    game = daily_game("classic", day, "Ana", "Expert")
    seed = daily_seed("classic", day)
    assert day != date.today()
    path = tmp_path / "daily.pdf"
    write_game_sheets(path, game, PrintOptions())
    assert f"2024-02-29 · seed {seed} · player 1/2" in page_texts(path)[0]
    write_game_sheets(path, game, PrintOptions(date=DATE))
    assert f"2025-03-01 · seed {seed} · player 1/2" in page_texts(path)[0]


def test_a_network_game_in_play_reports_no_seed(tmp_path: Path) -> None:
    """Its copy has seed 0 (the real one is the host's secret): the export's result said
    seed 0, which a caller would print as the game's."""
    game = _game("classic")
    assert write_game_sheets(tmp_path / "a.pdf", game, PrintOptions()).seed == game.setup.seed
    game.notes[HIDDEN_SEED_NOTE] = True
    assert write_game_sheets(tmp_path / "b.pdf", game, PrintOptions()).seed is None


def test_longo_sheets_show_each_players_lucky_numbers(tmp_path: Path) -> None:
    game = _game("longo")
    texts = page_texts(_sheets(tmp_path, game))
    for player, text in enumerate(texts):
        a, b = game.state.lucky[player]
        assert f"player {player + 1}/2\nPlayer {player + 1}\n{a}\n{b}" in text


def test_onboard_footer_names_the_square(tmp_path: Path) -> None:
    game = _game("onboard")
    assert all(game.state.figures), "the random bots should have moved every figure"
    texts = page_texts(_sheets(tmp_path, game))
    for player, text in enumerate(texts):
        assert f"square {game.state.figures[player]}" in text


@pytest.mark.parametrize(("lang", "words"), [("en", "at the start"), ("es", "en la salida")])
def test_onboard_footer_of_a_figure_still_at_the_start(
    tmp_path: Path, lang: str, words: str
) -> None:
    """A figure that has not moved stands in the start area, not on a "square 0"."""
    game = Game("onboard", ["Ann", "Ben"], 3, get_game("onboard").read_data("a"))
    texts = page_texts(_sheets(tmp_path, game, lang=lang))
    for text in texts:
        assert words in text and " 0 ·" not in text


MARK = (13, 26, 89)  # the pen colour of crosses and strike-throughs


def _mark_pixels(image: object, box: tuple[int, int, int, int]) -> int:
    count = 0
    for x in range(box[0], box[2]):
        for y in range(box[1], box[3]):
            r, g, b = image.getpixel((x, y))  # type: ignore[attr-defined]
            if abs(r - MARK[0]) + abs(g - MARK[1]) + abs(b - MARK[2]) < 60:
                count += 1
    return count


@needs_poppler
def test_crosses_strikes_and_untouched_boxes_render_differently(tmp_path: Path) -> None:
    game = _game("classic")
    path = _sheets(tmp_path, game, per_page=1)
    place = placement("classic", per_page=1)
    layout = place.layout
    assert isinstance(layout, CrossLayout)
    dpi = 100
    image = render(path, 1, dpi)
    state = game.state
    seen = {"crossed": 0, "lost": 0, "open": 0}
    for row, spec in enumerate(state.variant.rows):
        mark = state.marks[0][row]
        last = (mark & ((1 << len(spec.numbers)) - 1)).bit_length() - 1
        for index in range(len(spec.numbers)):
            x0, y0 = place.pixel(0, layout.boxes[row][index], 0.1, 0.1, dpi)
            x1, y1 = place.pixel(0, layout.boxes[row][index], 0.9, 0.9, dpi)
            pixels = _mark_pixels(image, (x0, y0, x1, y1))
            # Corners only: a cross reaches them, a horizontal strike does not.
            corner = _mark_pixels(image, (x0, y0, x0 + (x1 - x0) // 4, y0 + (y1 - y0) // 4))
            if mark >> index & 1:
                seen["crossed"] += 1
                assert corner > 0 and pixels > 20, (row, index)
            elif index < last or state.is_closed(row):  # lost: skipped, or the row locked
                seen["lost"] += 1
                assert pixels > 5 and corner == 0, (row, index)
            else:
                seen["open"] += 1
                assert pixels == 0, (row, index)
    assert all(seen.values()), seen  # the game exercised all three cases
    for row in range(4):
        x0, y0 = place.pixel(0, layout.locks[row], 0.15, 0.15, dpi)
        x1, y1 = place.pixel(0, layout.locks[row], 0.85, 0.85, dpi)
        # Crossed, or filled in where another player locked the row.
        assert (_mark_pixels(image, (x0, y0, x1, y1)) > 0) == state.is_closed(row)


def test_sheets_from_a_save_file_match_the_live_game(tmp_path: Path) -> None:
    game = _game("onboard")
    save = tmp_path / "game.json"
    save.write_text(dumps(game), encoding="utf-8")
    loaded = read_game(save)
    live = tmp_path / "live.pdf"
    from_file = tmp_path / "file.pdf"
    options = PrintOptions(date=DATE)
    write_game_sheets(live, game, options)
    write_game_sheets(from_file, loaded, options)
    assert live.read_bytes() == from_file.read_bytes()


def test_unfinished_game_prints_its_current_state(tmp_path: Path) -> None:
    game = Game("classic", ["Ana", "Ben"], 3)
    game.roll()
    texts = page_texts(_sheets(tmp_path, game))
    assert len(texts) == 2
    assert "Ana" in texts[0] and "Ben" in texts[1]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": "qwixx-desktop-save", "version": 1', "incomplete"),
        ('{"format": "something-else"}', "not a Qwixx Desktop save file"),
        ("", "not valid JSON"),
    ],
)
def test_bad_save_files_raise_export_error(tmp_path: Path, content: str, message: str) -> None:
    save = tmp_path / "bad.json"
    save.write_text(content, encoding="utf-8")
    with pytest.raises(ExportError, match=message):
        read_game(save)
    with pytest.raises(ExportError, match="file not found"):
        read_game(tmp_path / "missing.json")


@pytest.mark.parametrize("kind", list(GAMES))
def test_long_names_and_the_longest_seed_stay_legible(kind: str) -> None:
    """A 200-character name (from a save, say) is cut short with an ellipsis; the seed, date
    and player are printed whole; no text anywhere under 6 pt, even four sheets to a page."""
    long_name = "Bartholomew " * 17  # 204 characters
    names = [long_name[:200], "Ada", "Max", "Zoë"][: GAMES[kind][1]]
    game = Game(kind, names, SEED_MAX, get_game(kind).read_data("a"))
    for lang in ("en", "es"):
        data, _, _ = game_sheets_pdf(game, PrintOptions(per_page=4, date=DATE, lang=lang))
        assert min(printed_text_sizes(data)) >= 6 - 1e-6
        text = PdfReader(io.BytesIO(data)).pages[0].extract_text()
        assert str(SEED_MAX) in text and "2025-03-01" in text
        name_line = next(line for line in text.splitlines() if line.startswith("Bartholomew"))
        assert name_line.endswith("\u2026") and len(name_line) < 100


def _drawn(name: str, width: float = 400.0) -> str:
    """A name as the sheets and the board draw it (left to right)."""
    return fit_text(name, BOLD, 10, 6, width)[0]


def test_names_in_any_script_are_drawn_as_they_read() -> None:
    """A Hebrew name was drawn backwards, an Arabic one backwards and unjoined."""
    assert _drawn("דוד כהן") == "ןהכ דוד"  # the first letter rightmost
    # Joined: meem initial, hah medial, meem medial, dal final (drawn right to left).
    assert _drawn("محمد") == "\ufeaa\ufee4\ufea4\ufee3"
    assert _drawn("لا") == "\ufefb"  # lam-alef is one letter
    # The font draws a Hebrew point over the glyph after it, a Latin accent over the one before.
    assert _drawn("מִי") == "\u05d9\u05b4\u05de"
    assert _drawn("Zoe\u0308") == "Zoë"
    # As a screen shows it: the number after the Hebrew word belongs to it, its digits in order.
    assert _drawn("Ana דוד 12") == "Ana 12 " + "דוד"[::-1]
    assert _drawn("דוד Ana") == "Ana " + "דוד"[::-1]  # a right-to-left name ends on the left
    # A long one is cut at its end, which is on the left.
    cut = _drawn("אבג " * 40, width=80)
    assert cut.startswith("\u2026") and cut.endswith("א") and len(cut) < 40


def test_brackets_in_a_right_to_left_name_pair_up() -> None:
    """ "שלום (abc) def" printed "abc) def) םולש": each bracket took its neighbour's direction
    and both faced the same way. A bracket pair takes one direction (Unicode's rule N0)."""
    assert _drawn("שלום (abc) def") == "def (abc) " + "שלום"[::-1]
    assert _drawn("علي (Ali) Omar").startswith("Omar (Ali) ")
    # Unpaired or with nothing strong inside, brackets stay neutrals as before.
    assert _drawn("שלום (abc") == "abc) " + "שלום"[::-1]
    assert _drawn("אבג (1)") == "(1) " + "אבג"[::-1]


def test_a_zero_width_non_joiner_keeps_persian_letters_apart() -> None:
    """Persian "می‌خواهم" printed its two parts joined into one word: the non-joiner (U+200C)
    was dropped with the other format characters before the letters were joined."""
    # Meem initial, Farsi yeh final | khah initial, waw final, alef, heh initial, meem final.
    persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"
    assert _drawn(persian) == "\ufee2\ufeeb\ufe8d\ufeee\ufea7\ufbfd\ufee3"
    assert _drawn("ab\u200ccd") == "abcd"  # nothing to keep apart: it just goes
    assert _drawn("Ana \u200c Luz") == "Ana Luz" and _drawn("\u200c") == ""


def test_names_print_no_empty_boxes(system_fonts: list[tuple[str, int]]) -> None:
    """A character no font has (CJK on a system without CJK fonts, most emoji) printed as an
    empty box, then as nothing: "山田太郎" left a blank line and no word said why. It prints as
    a replacement mark, one per character, and the result names it; a control character from a
    save file still goes."""
    assert _drawn("Ana 🎲\tLuz\n") == "Ana \ufffd Luz"
    assert _drawn("x\x00y\u200b!") == "x y!"
    assert _drawn("山田太郎") == "\ufffd" * 4 and _drawn("   ") == ""
    glyphs = pdfmetrics.getFont(BOLD).face.charToGlyph
    for name in ("👨\u200d👩\u200d👧 family", "김민수 Kim", "\x1b[31mred"):
        assert _drawn(name) and all(ord(char) in glyphs for char in _drawn(name))
    names = ["דוד כהן", "Ana 🎲\tLuz", "山田太郎"]
    data, _, _ = game_sheets_pdf(Game("classic", names, 3, {}), PrintOptions(per_page=4))
    text = PdfReader(io.BytesIO(data)).pages[0].extract_text()
    assert "Ana \ufffd Luz" in text and "\ufffd" * 4 in text and "山" not in text


def test_the_result_names_the_names_that_print_replacement_marks(
    tmp_path: Path, system_fonts: list[tuple[str, int]]
) -> None:
    """What the window and the print command tell: each name once, in the players' order."""
    names = ["Ada", "张伟", "Ana 🎲", "张伟"]
    assert result_of(tmp_path, names).unprinted == ("张伟", "Ana 🎲")
    assert result_of(tmp_path, ["Ada", "דוד", "Zoë"]).unprinted == ()


def result_of(tmp_path: Path, names: list[str]) -> ExportResult:
    game = Game("classic", names, 3, {})
    return write_game_sheets(tmp_path / "r.pdf", game, PrintOptions(date=DATE))


@needs_poppler
def test_a_name_the_bundled_fonts_lack_prints_in_a_system_font(
    tmp_path: Path, system_fonts: list[tuple[str, int]]
) -> None:
    """A name in a script the bundled fonts lack is drawn in a system font that has it (as a
    CJK font would be found), embedded; the rest of the sheet keeps the bundled font."""
    # Sans-serif mathematical letters: in DejaVu Sans, not in the bundled bold one.
    name = "\U0001d5a0\U0001d5c7\U0001d5ba Kim"  # "Ana Kim" in those letters
    assert _drawn(name) == "\ufffd" * 3 + " Kim"  # no system font yet
    fonts.fallback_font.cache_clear()
    fonts_printable._cleaned.cache_clear()
    system_fonts.append((str(fonts.fonts_dir() / "DejaVuSans.ttf"), 0))
    assert _drawn(name) == name
    assert fonts.runs(name, BOLD) == [("QwixxFallback-DejaVuSans-0", name[:3]), (BOLD, " Kim")]
    result = result_of(tmp_path, [name, "Ada"])
    assert result.unprinted == ()
    # Drawn, not blank: ink in the name's place (the start of the first sheet's name line).
    # Drawn, not blank, and not as the replacement marks: ink in the name's place differs.
    replaced = "\ufffd" * 3 + " Kim"
    page, marks = (render(result_of(tmp_path, [n, "Ada"]).path, 1, 100) for n in (name, replaced))
    assert ImageChops.difference(page, marks).getbbox() is not None


def test_a_game_seed_outside_the_range_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SetupError, match="seed"):
        Game("classic", ["Ada", "Max"], 10**200, get_game("classic").read_data("a"))
    # A game can no longer hold such a seed; the export still refuses one forged in.
    game = Game("classic", ["Ada", "Max"], 1, get_game("classic").read_data("a"))
    game.setup = replace(game.setup, seed=10**200)
    path = tmp_path / "never.pdf"
    with pytest.raises(ExportError, match="seed must be a whole number from 0 to"):
        write_game_sheets(path, game, PrintOptions())
    assert not path.exists()


def test_a_bundle_runs_fontconfig_with_the_systems_libraries(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Frozen, the bootloader's library folder comes first; fc-list must not load from it.
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/usr/lib/qwixx-desktop/_internal:/usr/local/lib")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")
    assert fonts.system_program_environment()["LD_LIBRARY_PATH"] == "/usr/local/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert "LD_LIBRARY_PATH" not in fonts.system_program_environment()
    monkeypatch.delattr(sys, "frozen")
    environment = fonts.system_program_environment()
    assert environment["LD_LIBRARY_PATH"] == "/usr/lib/qwixx-desktop/_internal:/usr/local/lib"


# ---------------------------------------------------------------------------- locked rows

RED, YELLOW, GREEN = 0, 1, 2


def _pen_marks(paths: list[Painted], place: Placement, rect: Rect) -> set[str]:
    """The pen marks drawn inside `rect` of a one-sheet page: "cross" (diagonal lines),
    "strike" (a horizontal line) and "filled" (a shape filled in the pen's colour)."""
    pen = Palette(colour=True).mark
    ink = (pen.red, pen.green, pen.blue)
    x0, top, x1, bottom = place.page_rect(0, rect)
    marks = set()
    for path in paths:
        inside = all(x0 - 1 <= x <= x1 + 1 and top - 1 <= y <= bottom + 1 for x, y in path.points)
        if not inside or ink not in (path.stroke, path.fill):
            continue
        if path.fill == ink:
            marks.add("filled")
        elif len(path.points) == 2:
            (ax, ay), (bx, by) = path.points
            marks.add("strike" if abs(ay - by) < 0.5 and abs(ax - bx) > 1 else "cross")
    return marks


@pytest.mark.parametrize("kind", ["classic", "longo", "onboard"])
def test_a_locked_row_is_closed_on_every_sheet(tmp_path: Path, kind: str) -> None:
    """Seat 0 locks red and yellow (Longo: with the first of the two locking numbers); seat 1
    has a few reds. On seat 0's sheet the rows' uncrossed numbers, Longo's other locking number
    among them, are struck and the lock boxes crossed; on seat 1's sheet (rows locked by
    someone else) every uncrossed number is struck and the lock box is filled in, not crossed.
    The open green row stays untouched."""
    game = Game(kind, ["Ana", "Ben"], 4, get_game(kind).read_data("a"))
    variant = game.state.variant
    need = variant.min_crosses_to_lock

    def locking(row: int) -> list[int]:
        numbers = variant.rows[row].numbers
        return [*numbers[:need], numbers[len(numbers) - variant.lock_numbers]]

    start_with_sheets(
        game,
        {0: {RED: locking(RED), YELLOW: locking(YELLOW)}, 1: {RED: variant.rows[RED].numbers[1:3]}},
    )
    state = game.state
    assert state.is_closed(RED) and state.is_closed(YELLOW) and not state.is_closed(GREEN)
    path = _sheets(tmp_path, game, per_page=1)
    place = placement(kind, per_page=1)
    layout = place.layout
    assert isinstance(layout, CrossLayout)
    for seat in (0, 1):
        paths = painted_paths(path, seat + 1)
        for row in (RED, YELLOW, GREEN):
            crossed = set(state.crossed_numbers(seat, row))
            for index, number in enumerate(variant.rows[row].numbers):
                expected = (
                    {"cross"}
                    if number in crossed
                    else {"strike"}
                    if state.is_closed(row)
                    else set()
                )
                found = _pen_marks(paths, place, layout.boxes[row][index])
                assert found == expected, (seat, row, number)
            lock = _pen_marks(paths, place, layout.locks[row])
            if not state.is_closed(row):
                assert lock == set(), (seat, row)
            elif state.has_lock(seat, row):
                assert lock == {"cross"}, (seat, row)
            else:
                assert lock == {"filled"}, (seat, row)
