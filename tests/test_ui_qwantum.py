"""Qwantum in the window, played through clicks (offscreen, animations off, no sleeps)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Game, Phase, Player, Reroll, Write, get_rules
from qwixx_desktop.engine.qwantum import N_DICE, column_score, sheet_problem
from qwixx_desktop.games import game_keys, get_game
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.crossing_table import CrossingKit
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.preferences import Preferences, Seat
from qwixx_desktop.ui.qwantum_table import QwantumKit
from qwixx_desktop.ui.qwantum_texts import misthrow_box_name, other_click
from qwixx_desktop.ui.qwantum_tutorial import differences
from qwixx_desktop.ui.rules_text import rules_html
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, choice, wait_idle

ANIMATED = Preferences(animation="normal", pace="instant", language="en", theme="light")
VIOLET, BLUE, RED, YELLOW = range(4)


def qwantum_kit(window: MainWindow) -> QwantumKit:
    kit = window.table.kit_for("qwantum")
    assert isinstance(kit, QwantumKit)
    return kit


def legal_rows(window: MainWindow) -> tuple[int, ...]:
    snap = window.controller.snapshot
    assert snap is not None
    return tuple(sorted(m.row for m in snap.moves if isinstance(m, Write)))


def click_row(qtbot: Any, window: MainWindow, row: int) -> None:
    sheet = qwantum_kit(window).main_sheet
    qtbot.mouseClick(sheet, LEFT, pos=sheet.preview_rect(row).center())


def click_die(qtbot: Any, window: MainWindow, index: int) -> None:
    tray = qwantum_kit(window).tray
    qtbot.mouseClick(tray, LEFT, pos=tray.die_rect(index).center().toPoint())


def start_scenario(
    window: MainWindow,
    players: list[Player],
    seed: int,
    sheets: dict[int, Any],
    misthrows: tuple[int, ...] | None = None,
) -> Game:
    """A Qwantum game whose sheets already hold these numbers (replay and undo start there)."""
    game = Game("qwantum", players, seed, get_game("qwantum").read_data("a"))
    state = game.state.copy()
    rows = list(state.sheets)
    for seat, values in sheets.items():
        rows[seat] = tuple(tuple(row) for row in values)
    state.sheets = tuple(rows)
    if misthrows is not None:
        state.misthrows = misthrows
    game.initial_state = game.state = state
    window.start_game(game)
    return game


def check_table_matches_engine(window: MainWindow, game: Game) -> None:
    """Every Qwantum sheet widget shows what the engine holds; the tray shows the dice."""
    state = game.state
    kit = qwantum_kit(window)
    assert kit.active and window.table.left_column.sheet is kit.main_sheet
    sheets = kit.sheets()
    assert sorted(s.model.seat for s in sheets if s.model) == list(range(len(game.players)))
    cards = game.scores()
    for sheet in sheets:
        model = sheet.model
        assert model is not None
        seat = model.seat
        assert model.values == state.sheets[seat]
        assert model.column_points == state.column_points(seat)
        assert model.misthrows == state.misthrows[seat]
        assert model.card.total == cards[seat].total
    if state.dice and not kit.tray.is_rolling:
        assert kit.tray.colour_values == state.colour_values()
        assert kit.tray.shown_faces == (state.white_value, state.special_faces())


def test_qwantum_is_offered_and_opens_its_own_table(
    make_window: Callable[..., MainWindow],
) -> None:
    assert "qwantum" in game_keys()
    window = make_window()
    window.new_game(choice("classic", 1))
    classic = window.table.kit
    assert isinstance(classic, CrossingKit)
    assert not qwantum_kit(window).active
    game = window.new_game(choice("qwantum", 3))
    kit = qwantum_kit(window)
    assert window.table.kit is kit and window.table.main_sheet is kit.main_sheet
    assert kit.active and kit.tray.isVisible() and kit.main_sheet.isVisible()
    assert not classic.main_sheet.isVisible() and not classic.tray.isVisible()
    assert len(kit.opponent_sheets) == 2 and not classic.opponent_sheets
    assert window.table.opponent_sheets == kit.opponent_sheets
    check_table_matches_engine(window, game)
    # Back to classic: the crossing widgets return, the Qwantum ones go.
    window.new_game(choice("classic", 1))
    assert not kit.active and not kit.tray.isVisible() and not kit.opponent_sheets
    assert window.table.kit is classic and classic.main_sheet.isVisible()
    assert len(classic.opponent_sheets) == 2


def test_the_other_players_sheets_of_a_game_leaving_the_table_are_qts_to_delete(
    make_window: Callable[..., MainWindow],
) -> None:
    """Classic's sheets for the other players go when Qwantum comes to the table: out of the
    layout and hidden at once, then deleted by Qt, never a window of their own on the way
    (made parentless first, each became a top-level window before its deletion, and the app
    crashed now and then on starting another game: in most runs of a dozen games)."""
    window = make_window()
    window.new_game(choice("classic", 1))
    classic = window.table.kit
    assert isinstance(classic, CrossingKit)
    sheets = list(classic.opponent_sheets)
    assert len(sheets) == 2
    destroyed: list[str] = []
    for sheet in sheets:
        sheet.destroyed.connect(lambda: destroyed.append("sheet"))
    layout = window.table.opponents_layout
    window.new_game(choice("qwantum", 3))
    assert not classic.opponent_sheets
    for sheet in sheets:
        assert layout.indexOf(sheet) == -1 and not sheet.isVisible()
        assert not sheet.isWindow() and sheet.windowHandle() is None
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert destroyed == ["sheet", "sheet"]
    assert not any(shiboken6.isValid(sheet) for sheet in sheets)


def test_complete_qwantum_game_through_clicks(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Two people at one computer and a computer player, to the end: dice picked and
    re-rolled or kept, colours written in actions B and C or passed, in hot-seat order."""
    window = make_window()
    game = window.new_game(choice("qwantum", 2024, Seat("You"), Seat("Bo"), Seat("Ada", "medium")))
    strategy = make_bot("easy", game.rules, 0)
    controller, kit = window.controller, qwantum_kit(window)
    seen = {"rerolls": 0, "kept": 0, "writes": 0, "passes": 0, "refused": 0, "hot_seat": 0}
    for _ in range(3000):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        before = len(game.log)
        check_table_matches_engine(window, game)
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(window.table.roll_button, LEFT)
            assert len(game.log) > before
            continue
        state = game.state
        decider = snap.decider
        assert decider is not None and kit.main_sheet.model is not None
        assert kit.main_sheet.model.seat == decider, "the decider's sheet is the large one"
        if state.phase is Phase.REROLL:
            move = strategy(state, decider)
            if not isinstance(move, Reroll) and seen["kept"] > seen["rerolls"]:
                move = Reroll((0, 1 + seen["kept"] % 6))  # the white die and one more
            if isinstance(move, Reroll):
                for index in move.dice:
                    click_die(qtbot, window, index)
                assert kit.tray.selected == move.dice
                assert qwantum_kit(window).reroll_button.isEnabled()
                qtbot.mouseClick(kit.reroll_button, LEFT)
                seen["rerolls"] += 1
            else:
                assert window.table.pass_button.text().startswith("Keep all dice")
                qtbot.mouseClick(window.table.pass_button, LEFT)
                seen["kept"] += 1
            assert len(game.log) > before
            continue
        assert kit.main_sheet.offered_rows() == legal_rows(window)
        if state.phase is Phase.CHOOSE_ALL:
            # Hot-seat: humans decide in turn order, starting with the active player.
            pending = [s for s in range(3) if state.pending[s] is None and s < 2]
            order = sorted(pending, key=lambda s: (s - state.active) % 3)
            assert decider == order[0]
            seen["hot_seat"] += decider != state.active
        refusable = [r for r in range(4) if r not in legal_rows(window)]
        if refusable and seen["refused"] < 4:
            # A click on a row whose value is not offered changes nothing and says why.
            window.table.banner.hint.clear()
            click_row(qtbot, window, refusable[0])
            assert len(game.log) == before and game.state is state
            assert window.table.banner.hint.text()
            seen["refused"] += 1
        move = strategy(state, decider)
        if isinstance(move, Write):
            click_row(qtbot, window, move.row)
            seen["writes"] += 1
        else:
            qtbot.mouseClick(window.table.pass_button, LEFT)
            seen["passes"] += 1
        assert len(game.log) > before, "the click was applied"
    else:
        raise AssertionError("the game did not end")
    assert game.is_over
    assert all(seen[key] > 0 for key in seen), seen
    check_table_matches_engine(window, game)
    assert window.results.isVisible()
    winner = game.winners()[0]
    assert game.players[winner].name in window.results.winner.text()
    # The results list the column scores, the misthrow cost and the total of every player.
    for seat, card in enumerate(game.scores()):
        texts = [
            window.results.findChild(QLabel, f"result_{seat}_{column}").text()
            for column in range(1, 9)
        ]
        assert texts[:6] == [str(p) for p in card.row_points]
        assert texts[7] == str(card.total).replace("-", "\u2212")
        if card.misthrows:
            assert texts[6].startswith(str(card.misthrow_points).replace("-", "\u2212"))

    # The review slider steps back through the game: the sheets show the past.
    qtbot.mouseClick(window.results.review_button, LEFT)
    slider = window.review_bar.slider
    assert window.review_bar.isVisible() and slider.maximum() > 10
    slider.setValue(slider.maximum() // 2)
    past = window.controller.review_snapshot(window.review_bar._stops[slider.value()])
    assert past is not None
    shown = qwantum_kit(window).main_sheet.model
    assert shown is not None and shown.values == past.state.sheets[shown.seat]
    assert shown.values != game.state.sheets[shown.seat]
    assert qwantum_kit(window).tray.colour_values == past.state.colour_values()


def test_reroll_changes_exactly_the_picked_dice(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("qwantum", 5, Seat("You"), Seat("Ada", "easy")))
    kit = qwantum_kit(window)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    assert game.phase is Phase.REROLL
    assert window.controller.snapshot.prompt.startswith("Pick dice")  # type: ignore[union-attr]
    before = game.state.dice
    # While dice may be picked, Re-roll and Keep all dice replace the Roll button.
    assert kit.reroll_button.isVisible() and not window.table.roll_button.isVisible()
    assert window.table.pass_button.text().startswith("Keep all dice")
    assert not kit.reroll_button.isEnabled()
    click_die(qtbot, window, 1)
    click_die(qtbot, window, 4)
    click_die(qtbot, window, 6)
    click_die(qtbot, window, 6)  # a second click puts it back
    assert kit.tray.selected == (1, 4)
    assert kit.reroll_button.isEnabled() and "(2)" in kit.reroll_button.text()
    # The picked dice are clearly marked: lifted and ringed in the accent colour.
    image = kit.tray.grab().toImage()
    ratio = image.devicePixelRatio()
    for index, picked in ((1, True), (2, False), (4, True), (5, False)):
        rect = kit.tray.die_rect(index)
        size = rect.width()
        point = QPoint(
            int((rect.left() - size * 0.07) * ratio), int((rect.center().y() - size * 0.08) * ratio)
        )
        ringed = _close(QColor(image.pixel(point)), window.look.accent, 40)
        assert ringed == picked, (index, QColor(image.pixel(point)).name())
    # What the engine's chance gives for exactly this re-roll.
    expected = game.copy()
    expected.decide(0, Reroll((1, 4)))
    expected.roll()
    qtbot.mouseClick(kit.reroll_button, LEFT)
    wait_idle(qtbot, window)
    after = game.state.dice
    assert after == expected.state.dice
    assert [i for i in range(N_DICE) if after[i] != before[i]] == [
        i for i in (1, 4) if after[i] != before[i]
    ]
    assert all(after[i] == before[i] for i in range(N_DICE) if i not in (1, 4))
    assert game.phase is Phase.CHOOSE_ACTIVE and kit.tray.selected == ()
    assert not kit.reroll_button.isVisible() and window.table.roll_button.isVisible()
    assert kit.tray.shown_faces == (game.state.white_value, game.state.special_faces())
    assert kit.tray.colour_values == game.state.colour_values()
    # No second re-roll: a click on a die now explains and picks nothing.
    window.table.banner.hint.clear()
    log = list(game.log)
    click_die(qtbot, window, 2)
    assert kit.tray.selected == () and game.log == log
    assert "re-roll" in window.table.banner.hint.text()


def test_value_that_does_not_fit_is_refused_with_the_reason(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    # Violet is empty (anything fits); blue, red and yellow are beyond any value.
    game = start_scenario(
        window,
        [Player("You"), Player("Ada", "easy")],
        8,
        {0: [(), (40,), (1, 2, 3, 4, 2), (99,)]},
    )
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)  # keep all dice
    wait_idle(qtbot, window)
    state = game.state
    assert state.phase is Phase.CHOOSE_ACTIVE
    kit = qwantum_kit(window)
    assert kit.tray.colour_values == state.colour_values()
    model = kit.main_sheet.model
    assert model is not None and model.choosing and legal_rows(window) == (VIOLET,)
    assert kit.main_sheet.offered_rows() == (VIOLET,)
    for row, preview in enumerate(model.previews):
        assert preview is not None and preview.value == state.colour_values()[row]
        problem = sheet_problem(state.sheets[0][row], preview.value)
        assert preview.reason == ("" if problem is None else problem[0])
        assert preview.field == len(state.sheets[0][row])
    assert [p.reason for p in model.previews if p] == [
        "",
        "must_increase",
        "must_decrease",
        "must_increase",
    ]
    log = list(game.log)
    value = state.colour_values()[BLUE]
    click_row(qtbot, window, BLUE)
    hint = window.table.banner.hint.text()
    assert "must rise" in hint and f"{value} is not above 40" in hint
    assert game.log == log and game.state is state
    click_row(qtbot, window, RED)
    assert "must fall" in window.table.banner.hint.text() and game.log == log
    # A value that fits is written; Ctrl+Z takes it back.
    click_row(qtbot, window, VIOLET)
    wait_idle(qtbot, window)
    assert game.state.sheets[0][VIOLET] == (state.colour_values()[VIOLET],)
    assert game.phase is Phase.CHOOSE_ALL
    assert "taken in action B" in kit.main_sheet._note_text(
        kit.main_sheet.model.previews[VIOLET],
        True,  # type: ignore[union-attr]
    )
    window.table.banner.hint.clear()
    click_row(qtbot, window, VIOLET)  # action C offers only the other colours
    assert "action B" in window.table.banner.hint.text()
    qtbot.mouseClick(window.table.undo_button, LEFT)
    wait_idle(qtbot, window)
    assert game.phase is Phase.CHOOSE_ACTIVE and game.state.sheets[0][VIOLET] == ()
    assert kit.main_sheet.offered_rows() == (VIOLET,)


def test_sheet_widget_shows_numbers_columns_and_misthrows(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    full = [(1, 2, 3, 4, 3), (2, 3, 4, 5, 1), (3, 4, 5, 6), (4, 5, 6, 7)]
    game = start_scenario(
        window,
        [Player("You"), Player("Ada", "easy"), Player("Bo", "easy")],
        4,
        {0: [(5,), (), (), ()], 1: full},
        misthrows=(0, 2, 1),
    )
    wait_idle(qtbot, window)
    check_table_matches_engine(window, game)
    kit = qwantum_kit(window)
    ada = kit.sheet_for_seat(1)
    assert ada is not None and ada.compact and ada.model is not None
    # Columns 1-4 are full: each scores its second-lowest number.
    assert ada.model.complete == (True, True, True, True, False, False)
    assert ada.model.column_points == (2, 3, 4, 5, 0, 0)
    assert ada.model.misthrows == 2 and ada.model.card.misthrow_points == -3
    assert ada.model.card.total == 14 - 3
    # Pixels: a written number is drawn in its field; an empty field is plain.
    you = kit.main_sheet
    image = you.grab().toImage()
    tint = window.look.row("violet").tint
    assert _inked(image, you.field_rect(VIOLET, 0), tint) > 12
    assert _inked(image, you.field_rect(VIOLET, 3), tint) == 0
    assert _inked(image, you.field_rect(BLUE, 0), window.look.row("blue").tint) == 0
    # The band colour is the row's, and the letter is on it.
    point = you.band_sample_point(RED).toPoint()
    ratio = image.devicePixelRatio()
    assert _close(
        QColor(image.pixel(int(point.x() * ratio), int(point.y() * ratio))),
        window.look.row("red").band,
        12,
    )


def test_written_number_is_animated_and_the_table_waits(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(ANIMATED)
    game = start_scenario(window, [Player("You"), Player("Ada", "easy")], 8, {})
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    assert game.phase is Phase.CHOOSE_ACTIVE
    sheet = qwantum_kit(window).main_sheet
    click_row(qtbot, window, YELLOW)
    assert len(game.state.sheets[0][YELLOW]) == 1
    assert sheet.is_animating and not window.controller.idle_for_human
    wait_idle(qtbot, window)
    assert not sheet.is_animating
    assert game.phase is Phase.CHOOSE_ALL


def test_keyboard_picks_dice_and_writes(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = window.new_game(choice("qwantum", 12, Seat("You"), Seat("Ada", "easy")))
    with qtbot.waitActive(window):
        window.activateWindow()
    kit = qwantum_kit(window)
    qtbot.keyClick(kit.main_sheet, Qt.Key.Key_R)
    wait_idle(qtbot, window)
    tray = kit.tray
    tray.setFocus()
    qtbot.keyClick(tray, Qt.Key.Key_3)
    assert tray.selected == (2,)
    qtbot.keyClick(tray, Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert game.phase is Phase.CHOOSE_ACTIVE
    assert Reroll((2,)) in [getattr(a, "move", None) for a in game.log]
    rows = legal_rows(window)
    kit.main_sheet.setFocus()
    qtbot.keyClick(kit.main_sheet, Qt.Key.Key_Space)
    wait_idle(qtbot, window)
    # Space writes the focused row: the first offered one.
    assert rows and game.state.sheets[0][rows[0]] == (game.state.sheets[0][rows[0]][0],)
    assert sum(map(len, game.state.sheets[0])) == 1


def test_hot_seat_the_next_persons_focus_does_not_show_the_row_just_written(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    # Ann writes her second offered row in action C with the keyboard; Ben's sheet, which
    # offers the same rows, starts at his first offered row, not where Ann's focus was left
    # (the focus ring on that row gave her hidden choice away).
    window = make_window()
    game = window.new_game(choice("qwantum", 12, Seat("Ann"), Seat("Ben"), Seat("Cy", "medium")))
    with qtbot.waitActive(window):
        window.activateWindow()
    controller, sheet = window.controller, qwantum_kit(window).main_sheet
    for _ in range(50):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
        elif game.phase is Phase.CHOOSE_ALL and snap.decider == 0 and len(legal_rows(window)) > 1:
            break
        else:
            controller.choose(snap.moves[0])
    else:
        raise AssertionError("no action C with a choice for Ann")
    sheet.setFocus()
    qtbot.keyClick(sheet, Qt.Key.Key_Right)
    written = sheet.focused_row
    assert written != legal_rows(window)[0]
    qtbot.keyClick(sheet, Qt.Key.Key_Space)
    wait_idle(qtbot, window)
    assert controller.snapshot is not None and controller.snapshot.decider == 1
    assert game.state.pending[0] == Write(written)
    offered = legal_rows(window)
    assert written in offered and sheet.model is not None and sheet.model.seat == 1
    assert sheet.focused_row == offered[0]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_rows_focus_ring_leaves_the_rising_and_falling_captions_alone(
    qtbot: Any, make_window: Callable[..., MainWindow], theme: str
) -> None:
    # The dashed ring around the focused first row ran over the lower half of "rising ↗"
    # and "falling ↘".
    window = make_window(Preferences(animation="off", pace="instant", language="en", theme=theme))
    window.new_game(choice("qwantum", 12, Seat("You"), Seat("Ada", "easy")))
    with qtbot.waitActive(window):
        window.activateWindow()
    sheet = qwantum_kit(window).main_sheet
    qtbot.keyClick(sheet, Qt.Key.Key_R)
    wait_idle(qtbot, window)
    sheet.setFocus()
    qtbot.waitUntil(sheet.hasFocus)
    assert sheet.focused_row == VIOLET  # the first row, under the captions
    focused = sheet.grab().toImage()
    sheet.clearFocus()
    qtbot.waitUntil(lambda: not sheet.hasFocus())
    plain = sheet.grab().toImage()
    ratio = focused.devicePixelRatio()

    def pixels(image: QImage, rect: Any) -> list[int]:
        return [
            image.pixel(int(x * ratio), int(y * ratio))
            for x in range(rect.left(), rect.right() + 1)
            for y in range(rect.top(), rect.bottom() + 1)
        ]

    ring = sheet.row_rect(VIOLET).adjusted(-6, -6, 6, 6)
    assert pixels(focused, ring) != pixels(plain, ring)  # the ring shows
    for caption in (sheet.caption_rect(0), sheet.caption_rect(1)):
        assert not caption.isEmpty()
        assert pixels(focused, caption) == pixels(plain, caption)


def _inked(image: QImage, rect: Any, background: QColor) -> int:
    """Pixels inside `rect` (shrunk a little) that are far from `background`."""
    ratio = image.devicePixelRatio()
    inner = rect.adjusted(4, 4, -4, -4)
    count = 0
    for x in range(inner.left(), inner.right(), 2):
        for y in range(inner.top(), inner.bottom(), 2):
            colour = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            if not _close(colour, background, 60):
                count += 1
    return count


def _close(a: QColor, b: QColor, tolerance: int) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_saved_qwantum_game_reopens_and_resumes_at_the_same_decision(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Any
) -> None:
    window = make_window()
    game = window.new_game(choice("qwantum", 21, Seat("You"), Seat("Ada", "easy")))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)  # keep all dice
    wait_idle(qtbot, window)
    path = tmp_path / "qwantum.qwixx.json"
    assert window.save_path(path)
    state, log = game.state, list(game.log)
    window.close()
    again = make_window()
    again.offer_resume(again.saved_game_to_resume() or game)  # the preview behind the panel
    assert qwantum_kit(again).active
    assert again.open_path(path)
    wait_idle(qtbot, again)
    loaded = again.controller.game
    assert loaded is not None and loaded.state == state and loaded.log == log
    assert loaded.phase is Phase.CHOOSE_ACTIVE
    assert qwantum_kit(again).main_sheet.offered_rows() == legal_rows(again)
    check_table_matches_engine(again, loaded)


@pytest.mark.parametrize(("language", "scores"), [("en", "scores"), ("es", "vale")])
def test_the_windows_column_rule_is_the_engines(qapp: Any, language: str, scores: str) -> None:
    """The rules page, the column's click text and the "What's different" card state the rule
    the engine scores by: the second-lowest distinct value (the printed pads say the same).
    The card said "its second-lowest number", which reads 4, 4, 7, 9 as 4."""
    translations = Translations()
    assert translations.use(language)
    try:
        for text in (
            rules_html("qwantum"),
            other_click("column"),
            differences(get_rules("qwantum")),
        ):
            example = re.search(rf"(\d+), (\d+), (\d+), (\d+) {scores} (\d+)", text)
            assert example is not None, text
            *column, stated = (int(value) for value in example.groups())
            assert sorted(column)[1] != stated  # "second-lowest" alone would score it otherwise
            assert column_score(column) == stated
    finally:
        translations.use("en")


def test_a_misthrow_box_s_name_counts_its_points(spanish: None) -> None:
    """The first box, worth one point, was read out as "menos 1 puntos" ("minus 1 points")."""
    assert misthrow_box_name(0, crossed=False) == "fallo 1, menos 1 punto, vacío"
    assert misthrow_box_name(0, crossed=True) == "fallo 1, menos 1 punto, tachado"
    assert misthrow_box_name(2, crossed=False) == "fallo 3, menos 3 puntos, vacío"


def test_a_misthrow_box_s_name_counts_its_points_in_english() -> None:
    assert misthrow_box_name(0, crossed=True) == "misthrow 1, minus 1 point, crossed"
    assert misthrow_box_name(4, crossed=True) == "misthrow 5, minus 5 points, crossed"
