"""A sheet's header keeps a long name whole where it has the room, and its tags after it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from qwixx_desktop.ui.names import NAME_LIMIT
from qwixx_desktop.ui.preferences import NewGameChoice, Seat
from qwixx_desktop.ui.textfit import fit_header_line
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import wait_idle

LONG_NAME = "Maximiliano Hernández Gi"  # as long as New game takes
OTHER_LONG = "Guadalupe Fernández Ruiz"


def header_after_first_roll(qtbot: Any, window: MainWindow, game: str) -> Any:
    seats = (Seat(LONG_NAME), Seat(OTHER_LONG, "medium"), Seat("Ada", "medium"))
    window.new_game(NewGameChoice(game, seats, 3))
    wait_idle(qtbot, window)
    window.controller.roll()
    wait_idle(qtbot, window)
    return window.table.main_sheet.header_line()


@pytest.mark.parametrize("game", ["classic", "onboard"])
def test_the_persons_sheet_shows_a_long_name_whole_and_its_tags(
    qtbot: Any, make_window: Callable[..., MainWindow], game: str
) -> None:
    """The large sheet cut a 24-letter name at 45% of its header ("Maximiliano Hernánd…")
    with half the header empty after it."""
    assert len(LONG_NAME) == NAME_LIMIT
    line = header_after_first_roll(qtbot, make_window(), game)
    assert line is not None
    assert line.name == LONG_NAME
    assert line.tags and "…" not in line.tags
    assert line.tags_box.left() > line.name_box.left()


def test_a_header_leaves_out_tags_that_would_show_only_an_ellipsis(qapp: Any) -> None:
    """Longo's large sheet in Spanish: the lucky numbers left "decidiendo" room for its
    ellipsis alone, drawn as a lone "…" after the name."""
    name_font, tag_font = QFont(), QFont()
    name_font.setPixelSize(20)
    tag_font.setPixelSize(14)
    gap = 10.0
    name_width = QFontMetricsF(name_font).horizontalAdvance(LONG_NAME)
    ellipsis = QFontMetricsF(tag_font).horizontalAdvance("…")
    box = QRectF(0, 0, name_width + gap + ellipsis + 2, 30)
    line = fit_header_line(LONG_NAME, "decidiendo", box, (name_font, tag_font), box.width(), gap)
    assert line.name == LONG_NAME
    assert line.tags == ""


def test_a_small_qwantum_sheet_gives_a_long_name_the_room_its_tags_leave(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Qwantum's small sheets cut a name at 60% of the header even when its tags needed less
    than the rest."""
    window = make_window()
    header_after_first_roll(qtbot, window, "qwantum")
    line = next(
        line
        for line in (sheet.header_line() for sheet in window.table.opponent_sheets)
        if line is not None and line.name.startswith(OTHER_LONG[:5])
    )
    # At the test's size the name and its tags cannot both be whole: the tags are, the name
    # takes the rest ("Guadalupe Fernánde…" and "computer, med…" before).
    assert line.tags and "…" not in line.tags
    assert line.name.startswith("Guadalupe Fernández")


def test_the_persons_qwantum_sheet_shows_a_long_name_and_its_tags_whole(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Qwantum's large sheet shared its header line with the misthrows and the total: a long
    name and "deciding" were cut to "Maxim…  decidie…" even at 1280 wide."""
    window = make_window()
    line = header_after_first_roll(qtbot, window, "qwantum")
    assert line is not None
    assert line.name == LONG_NAME
    assert line.tags and "…" not in line.tags
    sheet = window.table.main_sheet
    layout = sheet._layout
    assert layout is not None
    drawn_name = QRectF(line.name_box.topLeft(), line.name_box.size())
    drawn_name.setWidth(QFontMetricsF(line.fonts[0]).horizontalAdvance(line.name))
    for part in (layout.total, layout.misthrow_label, *layout.misthrows):
        assert not part.intersects(drawn_name)
        assert not part.intersects(line.tags_box)
