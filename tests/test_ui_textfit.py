"""Labels stay inside their boxes in every language: wrapped, then smaller, then elided."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF

from qwixx_desktop.boardgrid import track_grid
from qwixx_desktop.engine.boards import TRACK_LENGTH
from qwixx_desktop.engine.variants import LONGO
from qwixx_desktop.ui.board import MIN_TEXT_PX, BoardInfo, PlayerLine, middle_rect
from qwixx_desktop.ui.paper import UNIT
from qwixx_desktop.ui.sheet import LUCKY_FONT, build_layout, fit_lucky_label, lucky_parts
from qwixx_desktop.ui.style import Look
from qwixx_desktop.ui.textfit import MIN_SHRINK, SLACK, fit_named_line, fit_text

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
SENTENCE = "a label that is far longer in one language than in the other"


def font_of(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def inside(extent: QRectF, box: QRectF) -> bool:
    return extent.width() <= box.width() + SLACK and extent.height() <= box.height() + SLACK


def test_a_text_that_fits_is_left_alone(qapp: Any) -> None:
    font = font_of(20)
    box = QRectF(0, 0, 400, 30)
    fitted = fit_text("short", box, font, LEFT)
    assert fitted.text == "short" and fitted.font.pixelSize() == 20
    assert inside(fitted.size, box)


def test_a_font_sized_in_points_keeps_its_size_where_it_fits(qapp: Any) -> None:
    font = QFont()
    font.setPointSizeF(20)
    fitted = fit_text("short", QRectF(0, 0, 400, 60), font, LEFT)
    assert fitted.font.pixelSize() == QFontInfo(font).pixelSize()
    assert fitted.font.pixelSize() > 20  # points are larger than pixels on any normal screen


def test_a_long_text_wraps_where_the_box_is_tall_enough(qapp: Any) -> None:
    font = font_of(20)
    one_line = QFontMetricsF(font).horizontalAdvance(SENTENCE)
    box = QRectF(0, 0, one_line * 0.6, 80)
    fitted = fit_text(SENTENCE, box, font, LEFT)
    assert fitted.text == SENTENCE and fitted.font.pixelSize() == 20
    assert fitted.flags & Qt.TextFlag.TextWordWrap
    assert inside(fitted.size, box) and fitted.size.height() > QFontMetricsF(font).height()


def test_a_text_in_a_low_box_gets_smaller_but_not_too_small(qapp: Any) -> None:
    font = font_of(20)
    one_line = QFontMetricsF(font).horizontalAdvance(SENTENCE)
    box = QRectF(0, 0, one_line * 0.85, QFontMetricsF(font).height() * 1.2)
    fitted = fit_text(SENTENCE, box, font, LEFT)
    assert fitted.text == SENTENCE
    assert round(20 * MIN_SHRINK) <= fitted.font.pixelSize() < 20
    assert inside(fitted.size, box)


def test_a_text_that_cannot_fit_is_cut_short_in_the_smallest_font(qapp: Any) -> None:
    font = font_of(20)
    box = QRectF(0, 0, 120, 25)
    fitted = fit_text(SENTENCE, box, font, LEFT)
    assert fitted.text != SENTENCE and fitted.text.endswith("…")
    assert SENTENCE.startswith(fitted.text[:-1])
    assert fitted.font.pixelSize() == round(20 * MIN_SHRINK)
    assert not fitted.flags & Qt.TextFlag.TextWordWrap
    assert fitted.size.width() <= box.width() + SLACK


@pytest.mark.parametrize("compact", [False, True])
def test_longos_lucky_label_fits_whole_in_spanish(spanish: None, compact: bool) -> None:
    """The opponents' small Longo sheets once wrapped "números de la suerte" onto three lines
    in a box for two, so it spilled out of the header."""
    layout = build_layout(LONGO, compact)
    label_box, badges = lucky_parts(layout.lucky, 2)
    fitted = fit_lucky_label(label_box, font_of(int(LUCKY_FONT * UNIT)))
    assert fitted.text == "números afortunados"
    assert fitted.font.pixelSize() == int(LUCKY_FONT * UNIT)  # wrapped, not shrunk
    assert inside(fitted.size, label_box)
    # The badges follow the label inside the lucky area, and nothing else of the header's
    # right-hand side (misthrow boxes, total) overlaps it.
    assert all(label_box.right() < badge.left() for badge in badges)
    assert all(layout.lucky.contains(badge) for badge in badges)
    for other in (*layout.misthrows, layout.total):
        assert not other.intersects(layout.lucky)


@pytest.mark.parametrize("scale", [1.0, 0.5])
def test_a_long_board_name_is_shown_whole_on_two_lines(qapp: Any, scale: float) -> None:
    """Side A's Spanish name was cut at both ends in the board's middle (drawText clips to
    its box); a board's name is data, so a transcribed board's may be long too."""
    info = BoardInfo(QRectF(0, 0, 360, 260), Look(False, colour_blind=False))
    name = "Lado A (diseño de Qwixx Desktop)"
    info.set_texts(name, [PlayerLine(0, "Tú", "Tú: 7 (+4)")], "")
    box, fitted = info.fitted_title(scale)
    assert fitted.text == name and inside(fitted.size, box)
    assert QFontMetricsF(fitted.font).horizontalAdvance(name) > box.width()  # so it wrapped
    assert info.boundingRect().contains(box)
    info.set_texts("Side A " * 20, [], "")
    box, fitted = info.fitted_title(scale)
    assert fitted.text.endswith("…") and inside(fitted.size, box)
    # The last round's banner needs the room: the name keeps to one line then.
    info.set_texts(name, [PlayerLine(0, "Tú", "Tú: 7 (+4)")], "Última ronda")
    box, fitted = info.fitted_title(scale)
    assert inside(fitted.size, box)
    assert fitted.size.height() < 1.5 * QFontMetricsF(fitted.font).height()


@pytest.mark.parametrize("scale", [1.0, 0.4])  # 0.4: the board in a window 1 000 pixels wide
def test_board_lines_cut_a_long_name_short_never_the_square(qapp: Any, scale: float) -> None:
    """The players' lines in the board's middle were cut in the middle ("Tú: …(+2)"), which
    hid the square a figure stands on; now they share one font, smaller if need be but still
    readable, and only a name too long even then is cut short."""
    middle = middle_rect(track_grid(TRACK_LENGTH))
    info = BoardInfo(middle, Look(False, colour_blind=False))
    # A name from the network may be 64 characters: this one, in one word, fits no shape.
    long_word = "Experta_MartaGutiérrezDeLaFuenteYVillalobosDelCastilloMontenegro"
    names = ["Tú", long_word, "Difícil (Jorge)", "Media (Lucía)"]
    details = [f": {10 + 7 * seat} (+{seat + 2})" for seat in range(len(names))]
    info.set_texts(
        "Lado A",
        [PlayerLine(seat, name, name + details[seat]) for seat, name in enumerate(names)],
        "",
    )
    lines, bottom = info.fitted_lines(scale, middle.top() + 60)
    assert [line.seat for line in lines] == [0, 1, 2, 3]
    assert len({line.text.font.pixelSize() for line in lines}) == 1  # one font for all
    on_screen = lines[0].text.font.pixelSize() * scale
    assert on_screen >= MIN_TEXT_PX - scale / 2  # smaller, but still readable (rounding)
    for line, name, detail in zip(lines, names, details, strict=True):
        shown = line.text.text
        assert shown.endswith(detail)  # the square and its bonus, whole
        assert shown == name + detail or shown.endswith("…" + detail)  # else the name is cut
        assert inside(line.text.size, line.box)
        assert info.boundingRect().contains(line.box) and line.box.bottom() <= bottom
    assert "…" in lines[1].text.text  # the long name did not fit
    assert lines[0].text.text == "Tú: 10 (+2)"
    # Lines short enough keep the largest font (26 at one column, 23 at two: no shrinking).
    info.set_texts("Lado A", [PlayerLine(0, "Tú", "Tú: 3 (+1)")], "")
    (alone,), _ = info.fitted_lines(1.0, middle.top() + 60)
    assert alone.text.font.pixelSize() == 26 and alone.text.text == "Tú: 3 (+1)"


BOARD_SCALES = [0.413, 0.476, 0.754]  # the board in windows of 960x640, 1280x820, 1920x1040
LONG_NAMES = [
    "Maximiliano Hernández Gi",
    "Guadalupe Fernández Ruiz",
    "Bartolomé Castellanos Ox",
    "Esperanza Villalobos Paz",
]
KEY_TEXTS = {  # the board's name, "{name}: start", the last round's banner
    "en": (
        "Side A (Qwixx Desktop design)",
        "{name}: start",
        "Last round: every other player has one more turn",
    ),
    "es": (
        "Lado A (diseño de Qwixx Desktop)",
        "{name}: salida",
        "Última ronda: los demás jugadores juegan un turno más",
    ),
}


@pytest.mark.parametrize("last_round", [False, True])
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale", BOARD_SCALES)
def test_the_board_key_shows_long_names_whole_inside_the_middle(
    qapp: Any, scale: float, players: int, language: str, last_round: bool
) -> None:
    """With three or four players the key in the board's middle cut names of 24 characters
    ("Maximili…: 8 (+4)") in two narrow columns though the middle had room below them; now
    every line is whole (one column, or wrapped), below the board's name, above the last
    round's banner and inside the middle, in a font still readable. Only in the smallest
    window can three or four such lines be more than the middle holds at the least readable
    size; there a name may still be cut short, never the square."""
    middle = middle_rect(track_grid(TRACK_LENGTH))
    info = BoardInfo(middle, Look(False, colour_blind=False))
    title_text, at_start, final = KEY_TEXTS[language]
    details = [
        at_start.format(name="") if seat == 0 else f": {36 + seat} (+{18 + seat // 2})"
        for seat in range(players)
    ]
    names = LONG_NAMES[:players]
    texts = [name + detail for name, detail in zip(names, details, strict=True)]
    info.set_texts(
        title_text,
        [
            PlayerLine(seat, name, text)
            for seat, (name, text) in enumerate(zip(names, texts, strict=True))
        ],
        final if last_round else "",
    )
    (title_box, title), (lines, bottom) = info.fitted_key(scale)
    title_bottom = title_box.top() + title.size.height()
    assert title.text == title_text
    shown = [line.text.text for line in lines]
    if scale > 0.45 or players == 2:
        assert shown == texts  # every line whole
    for line, name, detail in zip(lines, names, details, strict=True):
        text = line.text.text
        assert text == name + detail or (text.endswith("…" + detail) and name.startswith(text[0]))
        assert inside(line.text.size, line.box)
        assert line.text.font.pixelSize() * scale >= MIN_TEXT_PX - scale / 2
        for part in (line.dot, line.box):
            assert middle.contains(part) and part.top() >= title_bottom
        assert line.box.bottom() <= bottom + 1e-6
        others = [other.box for other in lines if other is not line]
        assert not any(line.box.intersects(other) for other in others)
    # The banner keeps the room its text needs, inside the middle.
    assert bottom + info.banner_room(scale) <= middle.bottom() + 1e-6


def test_a_line_alone_in_its_row_of_the_key_has_the_rows_width(qapp: Any) -> None:
    """Beside the network dock at 960x640 (the board at 0.324) three long names in the last
    round fit only cut short, in two columns: the third, alone in its row, was cut to a
    letter with the row's right half empty."""
    middle = middle_rect(track_grid(TRACK_LENGTH))
    info = BoardInfo(middle, Look(False, colour_blind=False))
    title_text, _, final = KEY_TEXTS["es"]
    texts = [f"{name}: {30 + seat} (+15)" for seat, name in enumerate(LONG_NAMES[:3])]
    info.set_texts(
        title_text,
        [PlayerLine(seat, LONG_NAMES[seat], text) for seat, text in enumerate(texts)],
        final,
    )
    _, (lines, _) = info.fitted_key(0.324)
    first, second, third = lines
    assert first.box.top() == second.box.top() < third.box.top()  # two columns
    assert "…" in first.text.text  # there is no room for the names in the pair
    assert third.box.width() > first.box.right() - third.box.left()
    assert inside(third.text.size, third.box)
    shown = [line.text.text.split("…")[0] for line in lines]  # each name as far as shown
    assert len(shown[2]) >= 2 * len(shown[0]) + 6, shown
    assert middle.contains(third.box)


def test_short_names_keep_the_board_key_in_two_columns(qapp: Any) -> None:
    middle = middle_rect(track_grid(TRACK_LENGTH))
    info = BoardInfo(middle, Look(False, colour_blind=False))
    names = ["Tú", "Ada", "Max", "Eve"]
    info.set_texts("Lado A", [PlayerLine(s, n, f"{n}: 12 (+5)") for s, n in enumerate(names)], "")
    _, (lines, _) = info.fitted_key(0.413)
    assert lines[0].box.top() == lines[1].box.top() < lines[2].box.top()
    assert lines[1].box.left() > lines[0].box.right() - 1


def test_a_named_line_is_cut_whole_only_when_not_even_a_short_name_fits(qapp: Any) -> None:
    font = font_of(20)
    text = "Marta: square 30 (+15)"
    rest = QFontMetricsF(font).horizontalAdvance(": square 30 (+15)")
    roomy = fit_named_line(text, "Marta", QRectF(0, 0, 1000, 30), font)
    assert roomy.text == text
    fitted = fit_named_line(text, "Marta", QRectF(0, 0, rest + 25, 30), font)
    assert fitted.text.endswith("…: square 30 (+15)") and fitted.size.width() <= rest + 25.5
    narrow = QRectF(0, 0, rest / 2, 30)  # not even the rest of the line fits
    cut = fit_named_line(text, "Marta", narrow, font)
    assert cut.text.startswith("Mar") and cut.text.endswith("…") and inside(cut.size, narrow)
    assert fit_named_line(text, "Ana", narrow, font).text == cut.text  # a name not in it
