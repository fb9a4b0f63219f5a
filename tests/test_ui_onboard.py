"""Qwixx On Board in the window: the board, action 3 by clicks and keys, the figure's hops,
the last round, the results' bonus column and the new-game board choice (offscreen)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog, QLabel

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Cross, Game, MoveFigure, Phase, Player
from qwixx_desktop.engine.events import Event, FigureMoved, MisthrowTaken, NumberCrossed, RowLocked
from qwixx_desktop.gamedata import load_board
from qwixx_desktop.games.crossing import MISTHROWS_TO_END
from qwixx_desktop.ui.board import FIGURE_SHAPE, HOP_MS, BoardView
from qwixx_desktop.ui.controller import TableSnapshot, Waiting
from qwixx_desktop.ui.crossing_table import crossing_sheet_model
from qwixx_desktop.ui.dialogs import NewGameDialog
from qwixx_desktop.ui.onboard_table import OnBoardKit
from qwixx_desktop.ui.paper import UNIT
from qwixx_desktop.ui.preferences import NewGameChoice, Preferences, Seat
from qwixx_desktop.ui.sheet import CROSS_MS, CrossSheet, build_layout
from qwixx_desktop.ui.style import Look
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, choice, click_cell, wait_idle

SEATS = (Seat("You"), Seat("Ada", "medium"), Seat("Max", "easy"))


def board_of(window: MainWindow) -> BoardView:
    """The On Board board (its kit is built if no On Board game was shown yet)."""
    kit = window.table.kit_for("onboard")
    assert isinstance(kit, OnBoardKit)
    return kit.board_view


def board_squares(window: MainWindow) -> set[int]:
    """The figure moves the engine allows the deciding person now."""
    snap = window.controller.snapshot
    assert snap is not None and snap.decider is not None
    game = window.controller.game
    assert game is not None
    return {m.square for m in game.legal_moves(snap.decider) if isinstance(m, MoveFigure)}


def click_square(qtbot: Any, window: MainWindow, square: int) -> None:
    board = board_of(window)
    qtbot.mouseClick(board.viewport(), LEFT, pos=board.square_point(square))


def figure_at_its_square(window: MainWindow, seat: int) -> bool:
    """The figure item stands where the engine has the figure."""
    game = window.controller.game
    assert game is not None
    board = board_of(window)
    expected = board.figure_point(seat, game.state.figures)
    actual = board.figure_position(seat)
    return (actual - expected).manhattanLength() < 0.5


def to_board_phase(qtbot: Any, window: MainWindow, strategy: Callable[[Any, int], Any]) -> bool:
    """Play (as the person, with `strategy`) until the person moves a figure with at least
    two squares offered; False if the game ended first."""
    controller = window.controller
    game = controller.game
    assert game is not None
    for _ in range(800):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            return False
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(window.table.roll_button, LEFT)
            continue
        if game.phase is Phase.BOARD and len(board_squares(window)) >= 2:
            return True
        move = strategy(game.state, snap.decider)
        if isinstance(move, Cross):
            click_cell(qtbot, window, move.row, move.number)
        elif isinstance(move, MoveFigure):
            click_square(qtbot, window, move.square)
        else:
            qtbot.mouseClick(window.table.pass_button, LEFT)
    raise AssertionError("no figure move came up")


def test_complete_onboard_game_through_clicks(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("onboard", 11, *SEATS))
    board = board_of(window)
    assert board.isVisible()
    strategy = make_bot("greedy", game.rules, 0)
    seen = {"board": 0, "moved": 0, "stayed": 0, "refused": 0}
    for _ in range(3000):
        wait_idle(qtbot, window)
        snap = window.controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        before = len(game.log)
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(window.table.roll_button, LEFT)
        elif game.phase is Phase.BOARD:
            seen["board"] += 1
            offered = board_squares(window)
            assert board.highlighted_squares() == offered
            assert window.table.pass_button.text().startswith("Don't move")
            if seen["refused"] < 3:
                # A square that is not offered: nothing changes, a hint says why.
                other = next(s for s in range(1, 41) if s not in offered)
                state = game.state
                window.table.banner.hint.clear()
                click_square(qtbot, window, other)
                assert game.state is state and len(game.log) == before
                assert window.table.banner.hint.text()
                seen["refused"] += 1
            move = strategy(game.state, 0)
            if isinstance(move, MoveFigure):
                click_square(qtbot, window, move.square)
                seen["moved"] += 1
            else:
                qtbot.mouseClick(window.table.pass_button, LEFT)
                seen["stayed"] += 1
        else:
            assert board.highlighted_squares() == frozenset()
            move = strategy(game.state, snap.decider)
            if isinstance(move, Cross):
                click_cell(qtbot, window, move.row, move.number)
            else:
                qtbot.mouseClick(window.table.pass_button, LEFT)
        assert len(game.log) > before, "the click was applied"
    assert game.is_over and seen["moved"] > 3 and seen["refused"] == 3
    for seat in range(3):
        assert figure_at_its_square(window, seat)
    # The computers' figure moves are in the game log.
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert any(line.startswith(("Ada moved to square", "Max moved to square")) for line in log)
    # The results show each figure's bonus as a column of its own, after the misthrows'
    # as on the sheet.
    assert window.results.isVisible()
    cards = game.scores()
    assert any(card.bonus > 0 for card in cards)
    bonus_column = 2 + len(game.state.variant.rows)
    for seat, card in enumerate(cards):
        label = window.results.findChild(QLabel, f"result_{seat}_{bonus_column}")
        assert label is not None and label.text() == f"+{card.bonus}"
    # The review slider's positions move the figures too.
    qtbot.mouseClick(window.results.review_button, LEFT)
    slider = window.review_bar.slider
    slider.setValue(slider.maximum() // 2)
    snap = window.controller.review_snapshot(window.review_bar._stops[slider.value()])
    assert snap is not None
    for seat in range(3):
        expected = board.figure_point(seat, snap.state.figures)
        assert (board.figure_position(seat) - expected).manhattanLength() < 0.5
    assert snap.state.figures != game.state.figures
    assert board.highlighted_squares() == frozenset()


def test_highlights_clicks_and_refused_squares(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("onboard", 5, *SEATS))
    board = board_of(window)
    strategy = make_bot("greedy", game.rules, 0)
    for position in range(3):  # several positions
        assert to_board_phase(qtbot, window, strategy)
        offered = board_squares(window)
        assert board.highlighted_squares() == offered
        assert "figure" in window.table.banner.prompt.text()
        # Refused: the figure and the game stay put, and the hint gives the rule.
        refused = next(s for s in range(game.state.figures[0] + 1, 41) if s not in offered)
        state, log = game.state, list(game.log)
        window.table.banner.hint.clear()
        click_square(qtbot, window, refused)
        assert game.state is state and game.log == log
        hint = window.table.banner.hint.text()
        assert hint and hint != "That move is not allowed now."
        assert str(refused) in hint
        assert figure_at_its_square(window, 0)
        # A click on the start area: figures never go back.
        click_square(qtbot, window, 0)
        assert game.log == log and "start" in window.table.banner.hint.text()
        # Accepted: the engine's figure and the figure item are on the square.
        target = sorted(offered)[position % len(offered)]
        click_square(qtbot, window, target)
        assert len(game.log) == len(log) + 1 and game.state.figures[0] == target
        assert figure_at_its_square(window, 0)
        figure = board._figures[0].mapRectToScene(FIGURE_SHAPE.boundingRect())
        assert board._squares[target].sceneBoundingRect().contains(figure)


def test_keyboard_reaches_the_board(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = window.new_game(choice("onboard", 5, *SEATS))
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    board = board_of(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.table.pass_button.setFocus()
    for _ in range(12):  # Tab on through the window until the board has the focus
        if board.hasFocus():
            break
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert board.hasFocus()
    offered = sorted(board_squares(window))
    assert board.focused_square() == offered[0]
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.focused_square() == offered[1]
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert game.state.figures[0] == offered[1]


def test_figure_hops_square_by_square(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(
        Preferences(animation="fast", pace="instant", language="en", theme="light")
    )
    game = window.new_game(choice("onboard", 5, *SEATS))
    board = board_of(window)
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    start = game.state.figures[0]
    target = max(board_squares(window))
    visited: list[QPointF] = []
    figure = board._figures[0]
    figure.xChanged.connect(lambda: visited.append(figure.pos()))
    figure.yChanged.connect(lambda: visited.append(figure.pos()))
    click_square(qtbot, window, target)
    assert board.is_animating and not window.controller.idle_for_human
    assert not figure_at_its_square(window, 0), "the hop has only begun"
    qtbot.waitUntil(lambda: window.controller.idle_for_human, timeout=10000)
    assert game.state.figures[0] == target and figure_at_its_square(window, 0)
    # It stopped on every square on the way (occupied ones too), in order.
    stops = [
        board.figure_point(0, [s if p == 0 else game.state.figures[p] for p in range(3)])
        for s in range(start + 1, target + 1)
    ]
    indices = []
    for point in stops:
        hits = [i for i, seen in enumerate(visited) if (seen - point).manhattanLength() < 0.5]
        assert hits, f"the figure never stood on {point}"
        indices.append(hits[-1])
    assert indices == sorted(indices)


def test_a_figure_leaving_the_start_takes_its_track_size_and_the_middle_changes_as_it_lands(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """A figure leaving the start area stood at full size over the figures still waiting
    there for its first hop, and the middle of the board told its new square and bonus while
    it was still hopping."""
    window = make_window(
        Preferences(animation="fast", pace="instant", language="en", theme="light")
    )
    game = window.new_game(choice("onboard", 5, *SEATS))
    board = board_of(window)
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    assert game.state.figures[0] == 0
    figure, name = board._figures[0], game.players[0].name
    waiting = board.waiting_scale(game.state.figures)
    assert waiting < 1.0 and figure.scale() == waiting
    target = max(board_squares(window))
    click_square(qtbot, window, target)
    assert board.is_animating and game.state.figures[0] == target
    assert figure.scale() == waiting, "the size of the figures waiting beside it"
    assert f"{name}: start" in board._info_text
    # On its way to its size on the track (since the figures stand clear of the squares'
    # letters, at some board sizes a little smaller than in the start area).
    assert board.track_scale() != waiting
    qtbot.waitUntil(lambda: figure.scale() != waiting, timeout=5000)
    assert board.is_animating and f"{name}: start" in board._info_text
    qtbot.waitUntil(lambda: not board.is_animating, timeout=10000)
    assert figure.scale() == board.track_scale() and figure_at_its_square(window, 0)
    bonus = game.state.board.bonus_at(target)
    assert f"{name}: {target} (+{bonus})" in board._info_text


def test_the_hop_and_the_crosses_after_it_are_one_animation_the_controller_waits_for(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(
        Preferences(animation="fast", pace="instant", language="en", theme="light")
    )
    game = window.new_game(choice("onboard", 5, *SEATS))
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    played: list[tuple[list[Event], QAbstractAnimation | None]] = []
    animate = window.table.animate_events

    def recorded(events: Sequence[Event]) -> QAbstractAnimation | None:
        animation = animate(events)
        played.append((list(events), animation))
        return animation

    window.table.animate_events = recorded  # type: ignore[method-assign]
    click_square(qtbot, window, max(board_squares(window)))
    ((events, animation),) = played
    assert isinstance(animation, QAbstractAnimation)
    assert animation.state() is QAbstractAnimation.State.Running
    # As long as before: every square's hop, then the crosses its landing brings.
    speed = window.table.animation_factor
    path = next(e.path for e in events if isinstance(e, FigureMoved))
    marks = any(isinstance(e, NumberCrossed | RowLocked | MisthrowTaken) for e in events)
    hops = int(HOP_MS * speed) * len(path)
    assert animation.totalDuration() == hops + (int(CROSS_MS * speed) if marks else 0)
    assert not window.controller.idle_for_human
    with qtbot.waitSignal(animation.finished, timeout=10000):
        pass
    wait_idle(qtbot, window)
    assert figure_at_its_square(window, 0)


def test_last_round_is_announced_and_shown(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(NewGameChoice("onboard", (Seat("You"), Seat("Ada", "easy")), 3))
    game = window.controller.game
    assert game is not None and not game.log
    state = game.state.copy()
    state.figures = (34, 0)
    game.initial_state = game.state = state  # scenario: your figure on square 34
    window.controller.refresh()
    strategy = make_bot("greedy", game.rules, 0)
    assert to_board_phase(qtbot, window, strategy)
    target = max(board_squares(window))
    assert target > 35
    click_square(qtbot, window, target)
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert any("Last round" in line for line in log)
    assert "Last round" in window.table.toast.text() and window.table.toast.isVisible()
    assert game.state.final_turns >= 0
    assert "Last round" in board_of(window)._info.final_text  # type: ignore[union-attr]


def _board_file(tmp_path: Path, name: str, change: Callable[[dict[str, Any]], None]) -> Path:
    data = load_board("a")
    data["name"] = "My board"
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), "utf-8")
    return path


def _unreadable(tmp_path: Path) -> Path:
    folder = tmp_path / "folder.json"  # a folder: not a file to read
    folder.mkdir()
    return folder


def _changed(change: Callable[[dict[str, Any]], None]) -> Callable[[Path], Path]:
    return lambda tmp_path: _board_file(tmp_path, "mine.json", change)


def _text(text: str) -> Callable[[Path], Path]:
    def write(tmp_path: Path) -> Path:
        path = tmp_path / "mine.json"
        path.write_text(text, "utf-8")
        return path

    return write


@pytest.mark.parametrize(
    ("make", "spanish"),
    [
        (lambda tmp_path: tmp_path / "gone.json", "el archivo o la carpeta no existe"),
        (_unreadable, "es una carpeta, no un archivo"),
        (_text("{ nope"), "el archivo está dañado: no es el texto JSON de un tablero"),
        (_text("[]"), "el archivo no es un tablero de Qwixx On Board"),
        (
            _changed(lambda d: d.update(version=9)),
            "no es un tablero de la versión 1, la que lee esta aplicación",
        ),
        (
            _changed(lambda d: d.update(name="")),
            "su nombre debe ser un texto de 1 a 80 caracteres, en cada idioma",
        ),
        (_changed(lambda d: d.update(note=3)), "su nota debe ser un texto, en cada idioma"),
        (
            _changed(lambda d: d["squares"].pop()),
            "debe listar las 40 casillas del recorrido (la zona de salida no se lista)",
        ),
        (
            _changed(lambda d: d["squares"][4].update(colour="pink")),
            "la casilla 5 debe tener un color (rojo, amarillo, verde, azul), un número del 2 al "
            "12 y de 1 a 20 puntos adicionales",
        ),
        (
            _changed(lambda d: d["squares"][6].update(bonus=1)),
            "la casilla 7 da menos puntos adicionales que la anterior: los puntos adicionales "
            "nunca bajan a lo largo del recorrido",
        ),
        (
            _changed(lambda d: [square.update(bonus=1) for square in d["squares"]]),
            "la última casilla debe dar 20 puntos adicionales",
        ),
    ],
)
def test_a_board_file_s_fault_is_told_in_the_person_s_language(
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    make: Callable[[Path], Path],
    spanish: str,
) -> None:
    """Each kind of fault has its own sentence in Spanish: not the engine's English detail
    ("square 5: colour 'pink' is not one of ...") inside a Spanish message."""
    from dataclasses import replace

    from .qt_helpers import QUICK

    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    path = make(tmp_path)
    dialog = NewGameDialog(NewGameChoice("onboard", SEATS, None, "b"), window)
    assert not dialog.use_board_file(str(path))
    assert dialog.board_error.text() == f"{path.name} no se puede usar como tablero: {spanish}"


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("en", "folder.json cannot be used as a board: it is a folder, not a file"),
        ("es", "folder.json no se puede usar como tablero: es una carpeta, no un archivo"),
    ],
)
def test_a_folder_picked_as_a_board_file_is_called_a_folder(
    make_window: Callable[..., MainWindow], tmp_path: Path, language: str, told: str
) -> None:
    """A folder picked as the board file was told as "a device or a pipe"."""
    from dataclasses import replace

    from .qt_helpers import QUICK

    window = make_window()
    window.apply_preferences(replace(QUICK, language=language))
    dialog = NewGameDialog(NewGameChoice("onboard", SEATS, None, "b"), window)
    assert not dialog.use_board_file(str(_unreadable(tmp_path)))
    assert dialog.board_error.text() == told


def test_new_game_dialog_offers_the_board(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seats = (Seat("You"), Seat("Ada", "medium"))
    dialog = NewGameDialog(NewGameChoice("onboard", seats, None, "b"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.board_row.isVisible() and dialog.board_box.currentData() == "b"
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("classic"))
    assert not dialog.board_row.isVisible()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("onboard"))
    assert dialog.board_row.isVisible()
    # A bad file: a clear message, and side B stays chosen.
    bad = _board_file(tmp_path, "bad.json", lambda d: d["squares"][4].update(bonus=99))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    qtbot.mouseClick(dialog.board_file_button, LEFT)
    assert dialog.board_error.isVisible()
    assert "bad.json" in dialog.board_error.text() and "square 5" in dialog.board_error.text()
    assert dialog.board_box.currentData() == "b"
    not_json = tmp_path / "notes.json"
    not_json.write_text("{ nope", "utf-8")
    assert not dialog.use_board_file(str(not_json))
    assert "not a board's JSON text" in dialog.board_error.text()
    # A good file is offered and chosen; the message goes.
    good = _board_file(tmp_path, "mine.json", lambda d: None)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(good), ""))
    qtbot.mouseClick(dialog.board_file_button, LEFT)
    assert not dialog.board_error.isVisible()
    assert "My board" in dialog.board_box.currentText()
    chosen = dialog.choice()
    assert chosen.game == "onboard" and chosen.board == str(good)
    # Remembered with the rest of the choice.
    assert NewGameChoice.from_json(chosen.to_json()) == chosen
    assert NewGameChoice.from_json(
        json.dumps({"game": "onboard", "seats": [["You", "human"]], "seed": None})
    ) == NewGameChoice("onboard", (Seat("You"),), None, "a")
    # The window plays on that board.
    window = make_window()
    game = window.new_game(chosen)
    assert game.state.board.name == "My board"
    # A remembered file that broke since: side A, and the person is told.
    good.write_text("[]", "utf-8")
    game = window.new_game(chosen)
    assert game.state.board.name == load_board("a")["name"]["en"]
    assert "mine.json" in window.table.banner.hint.text()


def test_a_board_file_s_fault_has_room_in_the_new_game_dialog(qtbot: Any, tmp_path: Path) -> None:
    """The fault, wrapped over several lines, has them all, above the next row: the dialog
    had given it one line, the rest drawn over "Number of players". Gone, it leaves no gap."""
    dialog = NewGameDialog(NewGameChoice("onboard", SEATS, None, "b"))
    qtbot.addWidget(dialog)
    dialog.show()
    height = dialog.height()
    bad = _board_file(tmp_path, "bad.json", lambda d: d["squares"][4].update(colour="pink"))
    assert not dialog.use_board_file(str(bad))
    dialog.layout().activate()
    label = dialog.board_error
    assert label.heightForWidth(label.width()) > 2 * label.fontMetrics().lineSpacing()
    assert label.height() >= label.heightForWidth(label.width())
    assert label.geometry().bottom() < dialog.count_box.geometry().top()
    assert dialog.height() > height
    good = _board_file(tmp_path, "good.json", lambda d: None)
    assert dialog.use_board_file(str(good))
    dialog.layout().activate()
    assert dialog.height() == height


def test_classic_table_has_no_board(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.new_game(choice("onboard", 2, *SEATS))
    assert board_of(window).isVisible()
    window.new_game(choice("classic", 2))
    assert not board_of(window).isVisible() and window.table.right_column.board is None


def test_saved_onboard_game_reopens_with_its_board(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window()
    game = window.new_game(NewGameChoice("onboard", SEATS, 5, "b"))
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    click_square(qtbot, window, max(board_squares(window)))
    wait_idle(qtbot, window)
    path = tmp_path / "board.qwixx.json"
    assert window.save_path(path)
    figures, name = game.state.figures, game.state.board.name
    assert name == load_board("b")["name"]["en"] and figures[0] > 0
    window.close()
    again = make_window()
    assert again.open_path(path)
    wait_idle(qtbot, again)
    loaded = again.controller.game
    assert loaded is not None and loaded.state.figures == figures
    assert loaded.state.board.name == name
    for seat in range(3):
        assert figure_at_its_square(again, seat)


def test_board_title_is_in_the_persons_language(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    assert window.translations.use("es")
    window.new_game(NewGameChoice("onboard", (Seat("Tú"), Seat("Ada", "easy")), 3))
    info = board_of(window)._info
    assert info is not None and info.title.startswith("Lado A")


def _onboard_game_with_bonuses(players: int = 4, rules: dict[str, int] | None = None) -> Game:
    """An On Board game played by computer players until every figure has left the start."""
    names = [Player(name) for name in ("You", "Ada", "Max", "Zoe")[:players]]
    game = Game("onboard", names, 17, {"board": load_board("a"), **(rules or {})})
    bots = [make_bot("greedy", game.rules, seat) for seat in range(players)]
    while not all(game.state.figures):
        assert not game.is_over
        if game.needs_roll:
            game.roll()
        for seat in game.deciders():
            game.decide(seat, bots[seat](game.state, seat))
    return game


def test_every_sheet_shows_the_board_bonus_its_total_includes(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The sheets showed the rows' points and a total that included the figure's bonus, but
    not the bonus: rows of 63 and a total of 72. Each sheet (the large one, the other
    players' small ones) shows the bonus in a box of its own before the total."""
    window = make_window()
    game = _onboard_game_with_bonuses()
    window.start_game(game)
    wait_idle(qtbot, window)
    kit = window.table.kit_for("onboard")
    sheets = kit.sheets()
    assert len(sheets) == 4
    # The others' sheets show on the next turn of the event loop (as any widget laid out in a
    # shown one): measured before, their boxes were where a hidden sheet's default size put
    # them and the pixels read were off the picture.
    qtbot.waitUntil(lambda: all(sheet.isVisible() for sheet in sheets))
    for sheet in sheets:
        assert isinstance(sheet, CrossSheet) and sheet.model is not None
        card = game.scores()[sheet.model.seat]
        assert card.bonus > 0
        assert sum(card.row_points) + card.misthrow_points + card.bonus == card.total
        names = [part.name for part in sheet.accessible_parts()]
        points = "1 point" if card.bonus == 1 else f"{card.bonus} points"  # one seat has 1
        assert f"board bonus: {points}" in names
        # Drawn inside the sheet, clear of the total, with its number on it.
        box, total = sheet.bonus_rect(), sheet.total_rect()
        assert sheet.rect().contains(box) and not box.intersects(total)
        image = sheet.grab().toImage()
        ratio = image.devicePixelRatio()
        assert sheet.bonus_rect() == box  # the grab laid out no hidden sheet anew
        # Where the number stands: right of a small sheet's figure, under the big one's word.
        inner = box.adjusted(box.width() * 2 // 5, box.height() * 2 // 5, -3, -3)
        darkest = min(
            QColor(image.pixel(int(x * ratio), int(y * ratio))).lightness()
            for x in range(inner.left(), inner.right())
            for y in range(inner.top(), inner.bottom())
        )
        assert darkest < 100, "no number in the bonus box"


def test_the_results_card_lists_the_scores_in_the_sheets_order(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The game-over card went rows, Board, Misthrows, Total while the sheets' points line
    goes rows, misthrows, the board's bonus, total."""
    window = make_window()
    game = _onboard_game_with_bonuses(2)
    while not game.is_over:
        if game.needs_roll:
            game.roll()
        for seat in game.deciders():
            game.decide(seat, make_bot("greedy", game.rules, seat)(game.state, seat))
    window.start_game(game)
    wait_idle(qtbot, window)
    grid = window.results.grid
    headers = []
    for column in range(grid.columnCount()):
        item = grid.itemAtPosition(0, column)
        label = item.widget() if item is not None else None
        assert isinstance(label, QLabel)
        headers.append(label.text())
    rows = len(game.state.variant.rows)
    assert headers[0] == "Player" and len(headers) == rows + 4
    assert headers[rows + 1 :] == ["Misthrows", "Board", "Total"]


def test_the_coach_reviews_on_board_sheets_with_their_bonus(qtbot: Any) -> None:
    """The review's picture of a sheet is the table's: with the board bonus."""
    game = _onboard_game_with_bonuses(players=2)
    snapshot = TableSnapshot(game, game.state, Waiting.OVER, 0, None)
    model = crossing_sheet_model(snapshot, 1)
    sheet = CrossSheet(Look(dark=False, colour_blind=False), compact=True)
    qtbot.addWidget(sheet)
    sheet.set_model(model)
    names = [part.name for part in sheet.accessible_parts()]
    assert f"board bonus: {game.scores()[1].bonus} points" in names


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("boxes", [1, 4, 6, 8])
def test_the_bonus_box_fits_beside_every_number_of_misthrow_boxes(
    qtbot: Any, compact: bool, boxes: int
) -> None:
    """With a house rule's 6-8 misthrow boxes the bonus box still stands apart from them, the
    points table and the total, and the name keeps room on a small sheet."""
    game = _onboard_game_with_bonuses(players=2, rules={MISTHROWS_TO_END: boxes})
    snapshot = TableSnapshot(game, game.state, Waiting.OVER, 0, None)
    model = crossing_sheet_model(snapshot, 0)
    layout = build_layout(model.variant, compact, model.bonus_box)
    assert len(layout.misthrows) == boxes and not layout.bonus.isNull()
    others = [*layout.misthrows, layout.total]
    if not compact:
        others.append(layout.points_table)
    assert not any(layout.bonus.intersects(rect) for rect in others)
    assert layout.bonus.right() <= layout.width
    if compact:
        assert layout.misthrows[0].left() - layout.header.left() > 4 * UNIT  # the name's room
    else:
        # The points table keeps room for its numbers.
        assert layout.points_table.width() > 7 * UNIT


def test_other_crossing_sheets_have_no_bonus_box() -> None:
    game = Game("classic", [Player("Ann"), Player("Ben")], 1)
    snapshot = TableSnapshot(game, game.state, Waiting.OVER, 0, None)
    model = crossing_sheet_model(snapshot, 0)
    assert not model.bonus_box
    assert build_layout(model.variant, False, model.bonus_box).bonus.isNull()


def test_a_click_on_the_board_bonus_box_explains_it(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """It said "Click a highlighted number to cross it.", as for the paper around it."""
    window = make_window()
    game = window.new_game(choice("onboard", 4, *SEATS))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    sheet = window.table.main_sheet
    assert isinstance(sheet, CrossSheet)
    log = list(game.log)
    qtbot.mouseClick(sheet, LEFT, pos=sheet.bonus_rect().center())
    assert game.log == log
    assert window.table.banner.hint.text().startswith("The board bonus: the bonus beside")


def test_the_keyboard_goes_to_the_board_for_the_figure_and_back_to_the_sheet(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    # Playing by keys, the figure's phase left the focus on the sheet, where no key does
    # anything then: the person had to Tab round the window to reach the board.
    window = make_window()
    game = window.new_game(choice("onboard", 5, *SEATS))
    with qtbot.waitActive(window):
        window.activateWindow()
    controller, sheet, board = window.controller, window.table.main_sheet, board_of(window)
    for _ in range(400):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None and snap.waiting is not Waiting.OVER
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(window.table.roll_button, LEFT)
        elif game.phase is Phase.COLOUR and snap.decider == 0:
            break
        else:
            assert controller.pass_turn()
    sheet.setFocus()
    qtbot.keyClick(sheet, Qt.Key.Key_P)  # no colour: the figure's turn
    wait_idle(qtbot, window)
    assert game.phase is Phase.BOARD and board.hasFocus()
    qtbot.keyClick(board, Qt.Key.Key_Space)  # the figure moves to the square in focus
    wait_idle(qtbot, window)
    assert game.phase is not Phase.BOARD and sheet.hasFocus()


def test_the_new_game_dialog_names_the_board_sides_as_the_boards_do(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """In Spanish the dialog offered "Cara A" while the board it chose was titled "Lado A"
    (and the rulebook says lado del tablero)."""
    from dataclasses import replace

    from qwixx_desktop.engine.boards import parse_board

    from .qt_helpers import QUICK

    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    dialog = NewGameDialog(NewGameChoice("onboard", SEATS, None, "a"), window)
    qtbot.addWidget(dialog)
    offered = [dialog.board_box.itemText(index) for index in range(dialog.board_box.count())]
    assert offered == ["Lado A", "Lado B"]
    for side, text in zip("ab", offered, strict=True):
        assert parse_board(load_board(side)).name_in("es").startswith(text)
