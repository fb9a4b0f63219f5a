"""The window tests' helpers: a fake table view, new games, clicks and waits (they load Qt;
the helpers without Qt are in helpers.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from qwixx_desktop.ai.coach import Advice, ValueScale, advise
from qwixx_desktop.engine import Game, Player
from qwixx_desktop.engine.events import Event
from qwixx_desktop.ui.controller import TableSnapshot, Waiting
from qwixx_desktop.ui.gamelog import LogLine, Said, notice
from qwixx_desktop.ui.preferences import NewGameChoice, Preferences, Seat

if TYPE_CHECKING:
    from qwixx_desktop.engine import Move
    from qwixx_desktop.ui.coach_panel import CoachPanel
    from qwixx_desktop.ui.window import MainWindow

LEFT = Qt.MouseButton.LeftButton
QUICK = Preferences(animation="off", pace="instant", language="en", theme="light")


def contrast_ratio(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        red, green, blue = (channel(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def over(colour: QColor, background: QColor) -> QColor:
    """A translucent `colour` as it shows on an opaque `background` (contrast_ratio reads
    no alpha)."""
    alpha = colour.alphaF()

    def mix(top: float, bottom: float) -> float:
        return top * alpha + bottom * (1.0 - alpha)

    return QColor.fromRgbF(
        mix(colour.redF(), background.redF()),
        mix(colour.greenF(), background.greenF()),
        mix(colour.blueF(), background.blueF()),
    )


class FakeView:
    """Records what the controller asks a table to show; animations end at once."""

    def __init__(self) -> None:
        self.snapshots: list[TableSnapshot] = []
        self.rolls: list[tuple[int | None, ...]] = []
        self.event_batches: list[list[Event]] = []
        self.announcements: list[tuple[str, str]] = []
        self.hints: list[str] = []
        self.advice: list[list[Any]] = []
        self.log: list[LogLine] = []  # what the table's log panel holds

    def show_table(self, snapshot: TableSnapshot) -> None:
        self.snapshots.append(snapshot)

    def animate_roll(self, dice: tuple[int | None, ...]) -> None:
        self.rolls.append(dice)

    def animate_events(self, events: Sequence[Event]) -> None:
        self.event_batches.append(list(events))

    def announce(self, text: str | Said, kind: str) -> None:
        line = notice(text, kind)
        self.announcements.append((line.text, kind))
        self.log.append(line)

    def show_log(self, lines: Sequence[LogLine]) -> None:
        self.log = list(lines)

    def log_lines(self, lines: Sequence[LogLine], live: bool) -> None:
        self.log += lines
        if live:
            self.announcements += [(line.text, line.kind) for line in lines]

    def rewind_log(self, position: int) -> None:
        self.log = [line for line in self.log if line.position < position]

    def game_log(self) -> list[str]:
        """The log's lines about moves (without notices)."""
        return [line.text for line in self.log if line.position >= 0]

    def show_hint(self, text: str | Said) -> None:
        self.hints.append(text() if callable(text) else text)

    def show_advice(self, advice: Sequence[Any]) -> None:
        self.advice.append(list(advice))

    def stop_animations(self) -> None:
        pass


def choice(game: str, seed: int, *seats: Seat) -> NewGameChoice:
    return NewGameChoice(
        game, seats or (Seat("You"), Seat("Ada", "medium"), Seat("Max", "medium")), seed
    )


def wait_idle(qtbot: Any, window: MainWindow) -> None:
    """Until the table waits for a person and shows the game's position: a computer's choice
    collected while the test waited on something else (a hint) leaves the shown position
    outdated until the event loop turns, and a move aimed at it is dropped."""
    qtbot.waitUntil(lambda: window.controller.idle_for_human, timeout=10000)


def pdf_written(qtbot: Any, start: Callable[[], bool], window: MainWindow) -> bool:
    """Start a PDF from the window (export_game, print_pads: written on a worker) and wait
    for it to end: True when written, False when told it was not."""
    with qtbot.waitSignal(window.pdf_finished, timeout=20000) as finished:
        assert start()
    return bool(finished.args[0])


def click_cell(qtbot: Any, window: MainWindow, row: int, number: int) -> None:
    sheet = window.table.main_sheet
    qtbot.mouseClick(sheet, LEFT, pos=sheet.cell_rect(row, number).center())


def coach_decisions(
    qtbot: Any, window: MainWindow, limit: int = 2000
) -> Iterator[tuple[TableSnapshot, list[Advice]]]:
    """Each decision of the person, with the coach's ranking, until the game ends; rolls in
    between, and plays the coach's best move when the caller goes on."""
    controller = window.controller
    game = controller.game
    assert game is not None
    for _ in range(limit):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            return
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
            continue
        assert snap.decider is not None
        # As the coach advises: on what the person knows (a computer's hidden choice may be in).
        ranking = advise(game.rules, game.known_state(snap.decider), snap.decider)
        yield snap, ranking
        controller.choose(ranking[0].move)
    raise AssertionError("the game did not end")


def play_until(
    qtbot: Any, window: MainWindow, stop: Callable[[TableSnapshot, list[Advice]], bool]
) -> tuple[TableSnapshot, list[Advice]]:
    """Roll and play the coach's moves until `stop` holds at a person's decision."""
    for snap, ranking in coach_decisions(qtbot, window):
        if stop(snap, ranking):
            return snap, ranking
    raise AssertionError("no such position")


def solo_game_between_turns(key: str, rolls: int, options: dict[str, Any] | None = None) -> Game:
    """A solo game of `key` (seed 5) played `rolls` rolls in, each decision its last legal
    move, stopped where the next roll is due: no dice on the tray."""
    game = Game(key, [Player("You")], 5, options or {})
    while game.state.rolls < rolls or not game.needs_roll:
        if game.needs_roll:
            game.roll()
        else:
            seat = game.deciders()[0]
            game.decide(seat, game.legal_moves(seat)[-1])
    return game


def new_game(window: MainWindow, game: str = "classic", seed: int = 5) -> Game:
    seats = (Seat("You"), Seat("Ada", "medium"))
    return window.new_game(NewGameChoice(game, seats, seed))


def cut_texts(root: QWidget) -> list[str]:
    """The texts under `root` shown smaller than they need: a label lower than its text's
    lines at its width (or narrower than a line it does not wrap), a button narrower than
    its text."""
    cut: list[str] = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if label.height() < needed:
                cut.append(f"{label.text()!r}: {label.height()} px high of {needed}")
        elif label.width() < label.sizeHint().width() or label.height() < label.sizeHint().height():
            cut.append(f"{label.text()!r}: {label.size()} of {label.sizeHint()}")
    for button in root.findChildren(QPushButton):
        if button.isVisibleTo(root) and button.width() < button.sizeHint().width():
            cut.append(
                f"{button.text()!r}: {button.width()} px wide of {button.sizeHint().width()}"
            )
    return cut


def coach_panel_with(
    qtbot: Any, players: Sequence[str], values: Sequence[tuple[float, float]], scale: ValueScale
) -> tuple[CoachPanel, Game, list[Move]]:
    """A bare coach panel (no window) showing advice on a classic game's first roll: the
    first legal moves, each with its (value, regret) of `values`."""
    from qwixx_desktop.ui.coach_panel import CoachPanel
    from qwixx_desktop.ui.style import Look

    game = Game("classic", list(players), 7)
    game.roll()
    moves = list(game.legal_moves(0)[: len(values)])
    panel = CoachPanel(Look(False, False))
    qtbot.addWidget(panel)
    advice = [
        Advice(move, value, regret) for move, (value, regret) in zip(moves, values, strict=True)
    ]
    panel.show_advice(advice, game, game.state, 0, scale)
    return panel, game, moves
