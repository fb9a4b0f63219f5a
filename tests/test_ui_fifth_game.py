"""A fifth crossing game, defined here as pure data, in the window: the table shows its own
rows and dice, and it is played to the end by clicks (offscreen, animations off, no sleeps)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from qwixx_desktop.engine import Cross
from qwixx_desktop.engine.variants import CrossVariant, RowSpec, triangular_points
from qwixx_desktop.games import register, unregister
from qwixx_desktop.games.crossing import crossing_game
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.crossing_table import CrossingKit
from qwixx_desktop.ui.preferences import NewGameChoice, Seat
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, wait_idle

RISING = tuple(range(2, 13))
FALLING = tuple(reversed(RISING))
# Three rows (one of them a colour no built-in crossing game has), locks after 3 crosses.
QUICK = CrossVariant(
    key="quick",
    title="Quick Qwixx",
    die_faces=6,
    rows=(
        RowSpec("red", "R", RISING),
        RowSpec("violet", "V", FALLING),
        RowSpec("green", "G", FALLING),
    ),
    lock_numbers=1,
    min_crosses_to_lock=3,
    points=triangular_points(12),
    misthrow_boxes=4,
    misthrow_penalty=5,
    locked_rows_to_end=2,
    min_players=1,
    max_players=5,
)


@pytest.fixture
def quick_game() -> Iterator[CrossVariant]:
    register(crossing_game(QUICK, {"en": "Quick Qwixx", "es": "Qwixx rápido"}))
    yield QUICK
    unregister(QUICK.key)


def test_a_fifth_crossing_game_shows_its_rows_and_is_played_by_clicks(
    qtbot: Any, make_window: Callable[..., MainWindow], quick_game: CrossVariant
) -> None:
    window = make_window()
    classic = window.table.kit
    game = window.new_game(NewGameChoice("quick", (Seat("You"),), 4))
    table = window.table
    kit = table.kit
    # Built alike, the fifth game shares the crossing kit of classic.
    assert isinstance(kit, CrossingKit) and kit is classic
    sheet = kit.main_sheet
    model = sheet.model
    assert model is not None and model.variant is quick_game
    assert [row.colour for row in model.variant.rows] == ["red", "violet", "green"]
    # Animations off: nothing to play, the controller goes on at once.
    played: list[object] = []

    def recording(animate: Callable[..., object]) -> Callable[..., object]:
        def recorded(*args: Any) -> object:
            played.append(animate(*args))
            return played[-1]

        return recorded

    for name in ("animate_roll", "animate_events"):
        setattr(table, name, recording(getattr(table, name)))
    crosses = 0
    for _ in range(400):
        wait_idle(qtbot, window)
        snap = window.controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(table.roll_button, LEFT)
            assert len(kit.tray.dice) == 2 + len(quick_game.rows)
            continue
        offered = sorted(sheet.highlighted_cells())
        legal = {(m.row, m.number) for m in snap.moves if isinstance(m, Cross)}
        assert set(offered) == legal, "the sheet offers exactly the legal crosses"
        if offered:
            # The first number of a row that it may take: rows fill up and lock.
            row, number = min(offered, key=lambda c: quick_game.rows[c[0]].index_of(c[1]))
            before = game.state.crossed_numbers(0, row)
            qtbot.mouseClick(sheet, LEFT, pos=sheet.cell_rect(row, number).center())
            wait_idle(qtbot, window)
            assert number in game.state.crossed_numbers(0, row) and number not in before
            crosses += 1
        else:
            qtbot.mouseClick(table.pass_button, LEFT)
    else:
        raise AssertionError("the game did not end")
    assert game.is_over and crosses > 0
    assert len(played) > crosses and not any(played)
    # Rows locked after 3 crosses (the game's own threshold; classic's would need 5).
    state = game.state
    locked = [row for row in range(3) if state.has_lock(0, row)]
    assert state.over_reason == "locks" and len(locked) == 2
    assert min(len(state.crossed_numbers(0, row)) for row in locked) == 3 + 1
    # The game-over card has a column per row of this game.
    assert window.results.isVisible()
    headers = [window.results.grid.itemAtPosition(0, column) for column in range(1, 4)]
    assert [item.widget().text() for item in headers if item is not None] == ["R", "V", "G"]
    total = window.results.findChild(QLabel, "result_0_5")
    assert total is not None and total.text().replace("\u2212", "-") == str(game.scores()[0].total)
