"""The crossing games' part of the table: the dice tray, the large sheet and the other players'
compact sheets of any game played by crossing numbers in coloured rows (classic, and every game
built on a `CrossVariant`: its rows, dice and thresholds come from the state).

`CrossingKit` turns clicks into controller calls: a cell sends `click_cell`, the other parts of
a sheet ask the controller to explain. Longo (lucky numbers) and On Board (the board) extend it.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton, QWidget

from ..ai.coach import Advice
from ..engine import Cross, Game
from ..engine.crossing import CrossState
from ..engine.events import DieRemoved, Event, MisthrowTaken, NumberCrossed, RowLocked
from ..games import get_game
from ..typography import number_text
from .animation import Animation, in_turn, together
from .controller import TableSnapshot
from .dice import DiceTray
from .i18n import translate
from .kit import (
    AdviceTarget,
    KitHost,
    ScoreColumn,
    ScoreTable,
    fit_opponent_sheets,
    misthrow_column,
    still,
)
from .names import colour_letter
from .sheet import CrossSheet, SheetModel
from .style import Look

if TYPE_CHECKING:
    from ..ai.review import Mistake

# The least and most height the tray gets above the sheet.
TRAY_RANGE = (104, 200)


class CrossingKit(QObject):
    """Tray, large sheet and compact sheets of a crossing game."""

    tray_range = TRAY_RANGE
    buttons: tuple[QPushButton, ...] = ()

    def __init__(self, look: Look, host: KitHost, parent: QWidget) -> None:
        super().__init__(parent)
        self._look = look
        self._host: KitHost = weakref.proxy(host)  # the table, its parent: no reference cycle
        self._snapshot: TableSnapshot | None = None
        self.tray = DiceTray(look, parent)
        self.main_sheet = CrossSheet(look, compact=False, parent=parent)
        self.main_sheet.setObjectName("mainSheet")
        self.opponent_sheets: list[CrossSheet] = []
        self.board: QWidget | None = None
        for widget in (self.tray, self.main_sheet):
            widget.hide()
        self.main_sheet.cell_clicked.connect(self._on_cell)
        self.main_sheet.other_clicked.connect(self._on_other)
        self.active = False

    # ---------------------------------------------------------------- switching

    def activate(self, on: bool) -> None:
        if on == self.active:
            return
        self.active = on
        for widget in (self.tray, self.main_sheet):
            widget.setVisible(on)
        if not on:
            self._ensure_opponents(0)
            self._snapshot = None

    def set_look(self, look: Look) -> None:
        self._look = look
        self.tray.set_look(look)
        for sheet in self.sheets():
            sheet.set_look(look)

    def retranslate(self) -> None:
        self.tray.setAccessibleName(translate("Dice", "Dice"))
        for sheet in self.sheets():
            sheet.retranslate()

    def sheets(self) -> list[CrossSheet]:
        return [self.main_sheet, *self.opponent_sheets]

    def sheet_for_seat(self, seat: int) -> CrossSheet | None:
        for sheet in self.sheets():
            model = sheet.model
            if model is not None and model.seat == seat:
                return sheet
        return None

    # ---------------------------------------------------------------- showing

    def show(self, snapshot: TableSnapshot) -> None:
        previous = self._snapshot
        self._snapshot = snapshot
        state = snapshot.state
        variant = state.variant
        if previous is None or previous.game.setup is not snapshot.game.setup:
            self.tray.set_variant(
                [row.colour for row in variant.rows],
                [row.symbol for row in variant.rows],
                variant.die_faces,
            )
        closed_rows = [r for r in range(len(variant.rows)) if state.is_closed(r)]
        self.tray.set_empty_tray(snapshot.empty_tray)
        if not self.tray.is_rolling:
            self.tray.show_dice(state.dice, closed_rows)
        seats = range(len(snapshot.game.players))
        others = [seat for seat in seats if seat != snapshot.focus]
        self._ensure_opponents(len(others))
        self.main_sheet.set_model(self.sheet_model(snapshot, snapshot.focus))
        for sheet, seat in zip(self.opponent_sheets, others, strict=True):
            sheet.set_model(self.sheet_model(snapshot, seat))

    @classmethod
    def sheet_model(cls, snapshot: TableSnapshot, seat: int) -> SheetModel:
        """What `seat`'s sheet shows of `snapshot` (a game with more on its sheet adds it)."""
        return SheetModel.from_snapshot(snapshot, seat)

    def _ensure_opponents(self, count: int) -> None:
        fit_opponent_sheets(self._host, self.opponent_sheets, count, self._new_opponent_sheet)

    def _new_opponent_sheet(self) -> CrossSheet:
        sheet = CrossSheet(self._look, compact=True)
        sheet.cell_clicked.connect(self._on_cell)
        sheet.other_clicked.connect(self._on_opponent_other)
        return sheet

    # ---------------------------------------------------------------- the coach

    def decision_widget(self) -> AdviceTarget:
        return self.main_sheet

    def advice_targets(self) -> tuple[AdviceTarget, ...]:
        return (self.main_sheet,)

    def show_advice(self, advice: Sequence[Advice]) -> None:
        self.decision_widget().show_advice(advice)

    def focus_chain(self) -> tuple[QWidget, ...]:
        return (self.tray, self.main_sheet)

    def play_focus(self, snapshot: TableSnapshot) -> QWidget:
        return self.main_sheet

    def replaces_roll(self, snapshot: TableSnapshot) -> bool:
        return False

    # ---------------------------------------------------------------- clicks

    def _on_cell(self, seat: int, row: int, number: int) -> None:
        if self._host.controller is not None:
            self._host.controller.click_cell(seat, row, number)

    def _on_other(self, seat: int, what: str) -> None:
        controller = self._host.controller
        if controller is None:
            return
        snap = self._snapshot
        if what in ("sheet", "cell") and snap is not None and snap.decider not in (None, seat):
            controller.click_cell(seat, -1, -1)  # whose sheet it is
            return
        controller.explain_other(what)

    def _on_opponent_other(self, seat: int, what: str) -> None:
        if self._host.controller is not None:
            self._host.controller.click_cell(seat, -1, -1)

    # ---------------------------------------------------------------- animations

    def animate_roll(self, dice: tuple[int | None, ...], speed: float) -> Animation:
        return self.tray.roll(dice, speed)

    def animate_events(self, events: Sequence[Event], speed: float) -> Animation:
        """Crosses and locks drawn in (after what `_before_marks` plays), misthrows, and the
        dice of locked rows leaving the tray meanwhile."""
        by_seat: dict[int, list[tuple[int, int]]] = {}
        for event in events:
            if isinstance(event, NumberCrossed):
                by_seat.setdefault(event.player, []).append((event.row, event.number))
        for event in events:
            if isinstance(event, RowLocked):
                for seat in event.players:
                    by_seat.setdefault(seat, []).append((event.row, -1))
        first = self._before_marks(events, speed)
        marks: list[Animation] = []
        for seat, cells in by_seat.items():
            sheet = self.sheet_for_seat(seat)
            if sheet is not None:
                marks.append(sheet.animate_crosses(cells, speed))
        for event in events:
            if isinstance(event, MisthrowTaken):
                sheet = self.sheet_for_seat(event.player)
                if sheet is not None:
                    marks.append(sheet.animate_misthrow(event.count, speed))
        removed = [e.row for e in events if isinstance(e, DieRemoved)]
        leaving = self.tray.leave(removed, speed)
        return together(in_turn(first, together(*marks)), leaving)

    def _before_marks(self, events: Sequence[Event], speed: float) -> Animation:
        """What plays before the marks on the sheets (On Board: the figure's hop)."""
        return None

    def stop(self) -> None:
        self.tray.stop()
        for sheet in self.sheets():
            sheet.stop_animations()

    # ---------------------------------------------------------------- the game-over card

    @classmethod
    def score_table(cls, game: Game, look: Look) -> ScoreTable:
        state = game.state
        assert isinstance(state, CrossState)  # this kit shows the crossing games only
        cards = game.scores()
        columns = []
        for row, spec in enumerate(state.variant.rows):
            colours = look.row(spec.colour)
            columns.append(
                ScoreColumn(
                    colour_letter(spec.colour, spec.symbol),
                    tuple(number_text(card.row_points[row]) for card in cards),
                    f"background: {colours.band.name()}; color: {colours.badge_text.name()};"
                    " border-radius: 6px; padding: 4px 10px;",
                )
            )
        # In the sheet's order: its points line goes rows, misthrows, then a bonus box.
        return ScoreTable((*columns, misthrow_column(game, False), *cls._more_scores(game)))

    @classmethod
    def _more_scores(cls, game: Game) -> tuple[ScoreColumn, ...]:
        """Columns after the misthrows', before the total (On Board: the board's bonus)."""
        return ()

    # ---------------------------------------------------------------- the coach's review

    @classmethod
    def review_picture(cls, look: Look, before: TableSnapshot, mistake: Mistake) -> QWidget | None:
        """A compact sheet for crosses (one of the moves is one)."""
        moves = (mistake.played.move, mistake.best.move)
        if not any(isinstance(move, Cross) for move in moves):
            return None
        played, advised = (
            frozenset({(move.row, move.number)}) if isinstance(move, Cross) else frozenset()
            for move in moves
        )
        model = cls.sheet_model(before, mistake.player)  # with Longo's lucky numbers
        sheet = CrossSheet(look, compact=True)
        sheet.set_model(replace(model, played=played, advised=advised))
        return still(sheet)


def crossing_sheet_model(snapshot: TableSnapshot, seat: int) -> SheetModel:
    """`seat`'s sheet in `snapshot` of a crossing game, with what its kit adds to the sheet
    (Longo's lucky numbers): for pictures of a sheet outside the table (the coach review)."""
    factory = get_game(snapshot.game.setup.variant).kit()
    kit = factory if isinstance(factory, type) and issubclass(factory, CrossingKit) else CrossingKit
    return kit.sheet_model(snapshot, seat)


__all__ = ["TRAY_RANGE", "CrossingKit", "crossing_sheet_model"]
