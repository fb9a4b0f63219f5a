"""The coach's hint and review pictures in Qwixx On Board and Qwantum: the board rings the
coach's square, the Qwantum tray its dice and the sheet its row; no ring outlives its
decision; review pictures mark the move made in pencil and the coach's move ringed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from qwixx_desktop.ai.coach import Advice, ValueScale, advise
from qwixx_desktop.ai.review import Mistake
from qwixx_desktop.engine import PASS, Cross, Game, Move, MoveFigure, Phase, Reroll, Write
from qwixx_desktop.games import get_game
from qwixx_desktop.ui.board import CELL, BoardView, SquareItem
from qwixx_desktop.ui.coach_review import MistakeCard, mistake_picture, position_before
from qwixx_desktop.ui.kit import PictureStack
from qwixx_desktop.ui.qwantum_dice import QwantumDiceTray
from qwixx_desktop.ui.qwantum_sheet import QwantumSheet
from qwixx_desktop.ui.sheet import CrossSheet
from qwixx_desktop.ui.style import Look
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, new_game, play_until, wait_idle

WINDOW_SIZE = (1100, 720)  # make_window's size: room for the coach's panel


NORMAL = Look(False, False)  # the tests' windows' look
RING = NORMAL.coach_ring
COACH_RING = RING.name()


def _near(colour: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True)
    )


def ring_pixels(image: QImage, points: list[QPoint], wanted: QColor = RING) -> int:
    """How many of `points` (or a pixel next to one) show `wanted`."""
    found = 0
    for point in points:
        around = (point + QPoint(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        if any(image.rect().contains(p) and _near(image.pixelColor(p), wanted) for p in around):
            found += 1
    return found


def square_ring_points(board: BoardView, square: int) -> list[QPoint]:
    """Points on the middle of the coach's frame around `square`, in widget pixels: the
    middles of its four sides."""
    centre = board.square_centre(square)
    half = CELL / 2 - 4  # the frame runs 4 scene units inside the square's cell
    offsets = (QPointF(0, -half), QPointF(0, half), QPointF(-half, 0), QPointF(half, 0))
    return [board.mapFromScene(centre + offset) for offset in offsets]


def square_items(board: BoardView) -> list[SquareItem]:
    return [item for item in board.scene().items() if isinstance(item, SquareItem)]


def advised_squares(board: BoardView) -> set[int]:
    return {item.number for item in square_items(board) if item.advised}


def press_h(qtbot: Any, window: MainWindow, target: QWidget) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(target, Qt.Key.Key_H)
    qtbot.waitUntil(window.table.coach_panel.isVisible, timeout=10000)


def no_coach_marks(window: MainWindow) -> bool:
    table = window.table
    kit, on_board = table.kit_for("qwantum"), table.kit_for("onboard")
    return (
        not on_board.main_sheet.advised_cells()
        and on_board.board_view.advised_square() is None
        and not advised_squares(on_board.board_view)
        and kit.main_sheet.advised_row() is None
        and kit.tray.advised_dice == ()
        and kit.tray.advised_row is None
        and COACH_RING not in table.pass_button.styleSheet()
    )


# ---------------------------------------------------------------------------- On Board


def at_board_move(snap: Any, ranking: list[Advice]) -> bool:
    squares = [a.move for a in ranking if isinstance(a.move, MoveFigure)]
    return (
        snap.state.phase is Phase.BOARD
        and len(squares) >= 2
        and isinstance(ranking[0].move, MoveFigure)
    )


def test_hint_rings_the_coachs_square_on_the_board_until_the_figure_moves(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    game = new_game(window, "onboard", seed=12)
    table = window.table
    board = table.kit_for("onboard").board_view
    snap, ranking = play_until(qtbot, window, at_board_move)
    assert no_coach_marks(window)
    press_h(qtbot, window, board)
    best = ranking[0].move
    assert isinstance(best, MoveFigure)
    assert board.advised_square() == best.square
    assert advised_squares(board) == {best.square}, "exactly the coach's square"
    assert best.square in board.highlighted_squares()
    assert not table.main_sheet.advised_cells()
    assert COACH_RING not in table.pass_button.styleSheet()
    assert table.decision_widget() is board
    # The ring is painted in the coach's colour, around that square only.
    image = board.grab().toImage()
    assert ring_pixels(image, square_ring_points(board, best.square)) == 4
    others = [m.square for m in snap.moves if isinstance(m, MoveFigure) and m != best]
    assert ring_pixels(image, square_ring_points(board, others[0])) == 0
    # The figure moves: the ring goes with the decision.
    qtbot.mouseClick(board.viewport(), LEFT, pos=board.square_point(best.square))
    wait_idle(qtbot, window)
    assert game.state.figures[0] == best.square
    assert no_coach_marks(window) and not table.coach_panel.isVisible()


def test_no_stale_ring_after_dont_move_or_closing_the_coach(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    game = new_game(window, "onboard", seed=12)
    table = window.table
    play_until(qtbot, window, at_board_move)
    window.hint_action.trigger()
    qtbot.waitUntil(table.coach_panel.isVisible, timeout=10000)
    assert table.kit_for("onboard").board_view.advised_square() is not None
    figures = game.state.figures
    qtbot.mouseClick(table.pass_button, LEFT)  # "Don't move": the phase changes
    wait_idle(qtbot, window)
    assert game.state.figures == figures
    assert no_coach_marks(window) and not table.coach_panel.isVisible()
    # A hint on the sheet, withdrawn by closing the coach panel (same position).
    _, ranking = play_until(
        qtbot,
        window,
        lambda s, r: s.state.phase is not Phase.BOARD and isinstance(r[0].move, Cross),
    )
    window.hint_action.trigger()
    qtbot.waitUntil(table.coach_panel.isVisible, timeout=10000)
    best = ranking[0].move
    assert isinstance(best, Cross) and table.decision_widget() is table.main_sheet
    assert table.main_sheet.advised_cells() == {(best.row, best.number)}
    assert table.kit_for("onboard").board_view.advised_square() is None
    table.coach_panel.close_button.click()
    assert no_coach_marks(window)


# ---------------------------------------------------------------------------- Qwantum


def test_hint_in_qwantum_rings_the_dice_then_the_row(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    new_game(window, "qwantum", seed=7)
    table = window.table
    kit = table.kit_for("qwantum")
    # The re-roll choice: the coach's dice are ringed in the tray.
    _, ranking = play_until(
        qtbot,
        window,
        lambda s, r: s.state.phase is Phase.REROLL and isinstance(r[0].move, Reroll),
    )
    assert table.decision_widget() is kit
    press_h(qtbot, window, kit.tray)
    best = ranking[0].move
    assert isinstance(best, Reroll)
    assert kit.tray.advised_dice == best.dice
    assert kit.tray.selected == (), "the hint picks nothing for the player"
    assert kit.main_sheet.advised_row() is None and kit.tray.advised_row is None
    assert COACH_RING not in table.pass_button.styleSheet()
    assert kit.reroll_button.isVisible() and not table.roll_button.isVisible(), (
        "the hint keeps the re-roll choice's buttons"
    )
    image = kit.tray.grab().toImage()
    for index in range(7):
        rect = kit.tray.die_rect(index)
        size = rect.width()
        # The middle of the ring's left side.
        point = QPoint(round(rect.left() - size * 0.13), round(rect.center().y() - size * 0.07))
        assert ring_pixels(image, [point]) == (index in best.dice), index
    controller = window.controller
    wait_idle(qtbot, window)  # a computer's choice collected meanwhile: see wait_idle
    assert controller.choose(best)
    wait_idle(qtbot, window)
    assert no_coach_marks(window)
    # Action B: the coach's row is ringed on the sheet and under the dice.
    _, ranking = play_until(
        qtbot,
        window,
        lambda s, r: (
            s.state.phase is Phase.CHOOSE_ACTIVE
            and isinstance(r[0].move, Write)
            and sum(isinstance(a.move, Write) for a in r) >= 2
        ),
    )
    press_h(qtbot, window, kit.main_sheet)
    best = ranking[0].move
    assert isinstance(best, Write)
    assert kit.main_sheet.advised_row() == best.row
    assert kit.tray.advised_row == best.row and kit.tray.advised_dice == ()
    assert best.row in kit.main_sheet.offered_rows()
    image = kit.main_sheet.grab().toImage()
    field = kit.main_sheet.preview_rect(best.row)
    assert ring_pixels(image, [QPoint(field.center().x(), field.top() - 2)]) == 1
    wait_idle(qtbot, window)  # a computer's choice collected meanwhile: see wait_idle
    assert controller.choose(best)
    wait_idle(qtbot, window)
    assert no_coach_marks(window)


def test_hint_to_keep_all_dice_marks_the_keep_button(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    new_game(window, "qwantum", seed=7)
    table = window.table
    play_until(
        qtbot,
        window,
        lambda s, r: s.state.phase is Phase.REROLL and r[0].move == PASS,
    )
    window.hint_action.trigger()
    qtbot.waitUntil(table.coach_panel.isVisible, timeout=10000)
    assert table.pass_button.text().startswith("Keep all dice")
    assert COACH_RING in table.pass_button.styleSheet()
    assert table.kit_for("qwantum").tray.advised_dice == ()
    qtbot.mouseClick(table.pass_button, LEFT)
    wait_idle(qtbot, window)
    assert no_coach_marks(window)


# ---------------------------------------------------------------------------- review


def decision(
    game_key: str, seed: int, wanted: Callable[[Any, list[Advice]], bool]
) -> tuple[Game, list[Advice]]:
    """A two-player game played by the coach until player 0 faces a `wanted` decision."""
    game = Game(game_key, ["You", "Ada"], seed, get_game(game_key).read_data("a"))
    for _ in range(2000):
        assert not game.is_over, "no such decision"
        if game.needs_roll:
            game.roll()
            continue
        for player in game.deciders():
            ranking = advise(game.rules, game.state, player)
            if player == 0 and wanted(game.state, ranking):
                return game, ranking
            game.decide(player, ranking[0].move)
    raise AssertionError("no such decision")


def mistake_of(game: Game, ranking: list[Advice], played: Move) -> Mistake:
    """Player 0 plays `played` instead of the coach's move (the decision goes in the log)."""
    from qwixx_desktop.engine import Roll

    index = len(game.log)
    rolls = sum(1 for action in game.log if isinstance(action, Roll))
    advice = next(a for a in ranking if a.move == played)
    game.decide(0, played)
    return Mistake(index, rolls, 0, advice, ranking[0], tuple(ranking))


def show_card(qtbot: Any, game: Game, mistake: Mistake, dark: bool = False) -> MistakeCard:
    card = MistakeCard(Look(dark, False), game, mistake, 1, ValueScale.POINTS)
    qtbot.addWidget(card)
    card.resize(760, card.sizeHint().height())
    card.show()
    qtbot.waitExposed(card)
    return card


def test_review_picture_of_a_figure_move_marks_both_squares(qtbot: Any) -> None:
    game, ranking = decision(
        "onboard",
        4,
        lambda state, r: (
            state.phase is Phase.BOARD
            and sum(isinstance(a.move, MoveFigure) for a in r) >= 2
            and isinstance(r[0].move, MoveFigure)
        ),
    )
    best = ranking[0].move
    assert isinstance(best, MoveFigure)
    played = next(a.move for a in ranking[1:] if isinstance(a.move, MoveFigure))
    assert isinstance(played, MoveFigure)
    figures = game.state.figures
    mistake = mistake_of(game, ranking, played)
    card = show_card(qtbot, game, mistake)
    board = card.picture
    assert isinstance(board, BoardView)
    assert board.played_square() == played.square and board.advised_square() == best.square
    items = square_items(board)
    assert {i.number for i in items if i.played} == {played.square}
    assert {i.number for i in items if i.advised} == {best.square}
    assert not board.highlighted_squares(), "a picture: nothing offered"
    assert board.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    positions = [board.figure_position(seat) for seat in range(2)]
    assert positions == [board.figure_point(seat, figures) for seat in range(2)], (
        "the figures where they stood before the move"
    )
    image = board.grab().toImage()
    assert ring_pixels(image, square_ring_points(board, best.square)) >= 3
    assert ring_pixels(image, square_ring_points(board, played.square)) == 0
    pencil = board.mapFromScene(board.square_centre(played.square))
    assert ring_pixels(image, [pencil], NORMAL.played_cross) == 1


def test_review_picture_of_a_board_pass_shows_the_board(qtbot: Any) -> None:
    game, ranking = decision(
        "onboard",
        4,
        lambda state, r: state.phase is Phase.BOARD and isinstance(r[0].move, MoveFigure),
    )
    mistake = mistake_of(game, ranking, PASS)
    picture = mistake_picture(Look(False, False), position_before(game, mistake), mistake)
    assert isinstance(picture, BoardView)
    assert picture.played_square() is None
    assert picture.advised_square() == ranking[0].move.square  # type: ignore[union-attr]


def test_review_picture_of_a_cross_in_onboard_is_the_sheet(qtbot: Any) -> None:
    game, ranking = decision(
        "onboard",
        4,
        lambda state, r: state.phase is not Phase.BOARD and isinstance(r[0].move, Cross),
    )
    mistake = mistake_of(game, ranking, PASS)
    picture = mistake_picture(Look(False, False), position_before(game, mistake), mistake)
    assert isinstance(picture, CrossSheet) and picture.model is not None
    best = ranking[0].move
    assert isinstance(best, Cross)
    assert picture.model.advised == {(best.row, best.number)}


def test_review_picture_of_a_qwantum_write(qtbot: Any) -> None:
    game, ranking = decision(
        "qwantum",
        5,
        lambda state, r: (
            state.phase is Phase.CHOOSE_ACTIVE
            and isinstance(r[0].move, Write)
            and sum(isinstance(a.move, Write) for a in r) >= 2
        ),
    )
    best = ranking[0].move
    played = next(a.move for a in ranking[1:] if isinstance(a.move, Write))
    assert isinstance(best, Write) and isinstance(played, Write)
    state = game.state
    mistake = mistake_of(game, ranking, played)
    card = show_card(qtbot, game, mistake)
    sheet = card.picture
    assert isinstance(sheet, QwantumSheet) and sheet.compact
    model = sheet.model
    assert model is not None
    assert model.played_row == played.row and model.advised_row == best.row
    assert model.values == state.sheets[0], "the sheet before the write"
    shown = {row for row, p in enumerate(model.previews) if p is not None}
    assert shown == {played.row, best.row}
    for row in shown:
        preview = model.previews[row]
        assert preview is not None and preview.value == state.colour_value(row)
    assert not model.offered_rows, "a picture offers nothing"
    image = sheet.grab().toImage()
    field = sheet.preview_rect(best.row)
    assert ring_pixels(image, [QPoint(field.center().x(), field.top() - 2)]) == 1
    other = sheet.preview_rect(played.row)
    assert ring_pixels(image, [QPoint(other.center().x(), other.top() - 2)]) == 0


@pytest.mark.parametrize("played_kind", ["reroll", "keep"])
def test_review_picture_of_a_qwantum_reroll(qtbot: Any, played_kind: str) -> None:
    def wanted(state: Any, ranking: list[Advice]) -> bool:
        if state.phase is not Phase.REROLL:
            return False
        if played_kind == "keep":
            return isinstance(ranking[0].move, Reroll)
        return ranking[0].move == PASS or isinstance(ranking[0].move, Reroll)

    game, ranking = decision("qwantum", 5, wanted)
    best = ranking[0].move
    if played_kind == "keep":
        played: Move = PASS
    else:
        played = next(
            a.move
            for a in ranking[1:]
            if isinstance(a.move, Reroll) and a.move != best and len(a.move.dice) <= 3
        )
    mistake = mistake_of(game, ranking, played)
    card = show_card(qtbot, game, mistake)
    stack = card.picture
    assert isinstance(stack, PictureStack)
    tray, sheet = stack.pictures
    assert isinstance(tray, QwantumDiceTray) and isinstance(sheet, QwantumSheet)
    assert tray.played_dice == (played.dice if isinstance(played, Reroll) else ())
    assert tray.advised_dice == (best.dice if isinstance(best, Reroll) else ())
    assert tray.selected == () and not tray.selectable
    assert sheet.model is not None and sheet.model.advised_row is None
    # The stack fits its frame: the tray above the whole sheet.
    assert tray.geometry().bottom() < sheet.geometry().top()
    assert sheet.geometry().bottom() < stack.height()
    assert sheet.height() == sheet.heightForWidth(sheet.width())
