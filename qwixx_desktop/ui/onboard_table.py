"""Qwixx On Board's part of the table: the crossing kit, and the board heading the right
column. A figure hops before the crosses its landing brings are drawn in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ..engine import Game, MoveFigure, Phase
from ..engine.events import Event, FigureMoved
from .animation import Animation, together
from .board import BoardView
from .controller import TableSnapshot
from .crossing_table import CrossingKit
from .i18n import translate
from .kit import AdviceTarget, KitHost, ScoreColumn, still
from .sheet import SheetModel
from .style import Look

if TYPE_CHECKING:
    from ..ai.review import Mistake


class OnBoardKit(CrossingKit):
    """The crossing kit and the board with everyone's figure."""

    def __init__(self, look: Look, host: KitHost, parent: QWidget) -> None:
        super().__init__(look, host, parent)
        self.board_view = BoardView(look, parent)
        self.board_view.hide()
        self.board = self.board_view
        self.board_view.square_clicked.connect(self._on_square)

    @classmethod
    def sheet_model(cls, snapshot: TableSnapshot, seat: int) -> SheetModel:
        # The figure's bonus has a box on the sheet: the total includes it.
        return SheetModel.from_snapshot(snapshot, seat, bonus_box=True)

    def activate(self, on: bool) -> None:
        if on != self.active:
            self.board_view.setVisible(on)
        super().activate(on)

    def set_look(self, look: Look) -> None:
        super().set_look(look)
        self.board_view.set_look(look)

    def retranslate(self) -> None:
        super().retranslate()
        self.board_view.retranslate()

    def show(self, snapshot: TableSnapshot) -> None:
        super().show(snapshot)
        self.board_view.show_snapshot(snapshot)

    def decision_widget(self) -> AdviceTarget:
        snap = self._snapshot
        if snap is not None and snap.state.phase is Phase.BOARD:
            return self.board_view
        return self.main_sheet

    def advice_targets(self) -> tuple[AdviceTarget, ...]:
        return (self.main_sheet, self.board_view)

    def focus_chain(self) -> tuple[QWidget, ...]:
        # Tab goes from the sheet (after its offered numbers) to the board.
        return (*super().focus_chain(), self.board_view)

    def play_focus(self, snapshot: TableSnapshot) -> QWidget:
        if snapshot.state.phase is Phase.BOARD and snapshot.decider is not None:
            return self.board_view  # the figure moves there
        return self.main_sheet

    def _on_square(self, square: int) -> None:
        if self._host.controller is not None:
            self._host.controller.choose(MoveFigure(square))

    def _before_marks(self, events: Sequence[Event], speed: float) -> Animation:
        return together(
            *(
                self.board_view.animate_move(event.player, event.path, speed)
                for event in events
                if isinstance(event, FigureMoved)
            )
        )

    def stop(self) -> None:
        super().stop()
        self.board_view.stop_animations()

    @classmethod
    def _more_scores(cls, game: Game) -> tuple[ScoreColumn, ...]:
        # The figure's square adds its bonus.
        bonus = tuple(f"+{card.bonus}" for card in game.scores())
        return (ScoreColumn(translate("Results", "Board"), bonus),)

    @classmethod
    def review_picture(cls, look: Look, before: TableSnapshot, mistake: Mistake) -> QWidget | None:
        """The board for the figure's moves (a "don't move" too), the sheet for crosses."""
        played, advised = mistake.played.move, mistake.best.move
        if not isinstance(played, MoveFigure) and not isinstance(advised, MoveFigure):
            return super().review_picture(look, before, mistake)
        board = BoardView(look)
        board.setMinimumSize(0, 0)
        board.show_snapshot(before)
        board.mark_review(
            played.square if isinstance(played, MoveFigure) else None,
            advised.square if isinstance(advised, MoveFigure) else None,
        )
        return still(board)


__all__ = ["OnBoardKit"]
