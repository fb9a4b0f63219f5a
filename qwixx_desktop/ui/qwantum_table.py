"""The Qwantum part of the table: its dice tray, its sheets and the re-roll button.

The table builds one `QwantumKit` (the game's record names it) and hands it the snapshots of
Qwantum games. The kit turns clicks into controller calls:
dice toggle for the re-roll, the Re-roll button sends `Reroll(picked dice)`, a colour row
(or a colour value under the dice) sends `Write(row)` through `click_row`.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from ..ai.coach import Advice
from ..engine import Game, Move, Phase, Reroll, Write
from ..engine.events import ColumnScored, Event, MisthrowTaken, NumberWritten
from ..engine.qwantum import N_DICE, QwantumState
from ..typography import number_text
from . import qwantum_texts
from .animation import Animation, together
from .controller import TableSnapshot, Waiting
from .i18n import translate
from .kit import (
    AdviceTarget,
    KitHost,
    PictureStack,
    ScoreColumn,
    ScoreTable,
    fit_opponent_sheets,
    misthrow_column,
    still,
)
from .qwantum_dice import QwantumDiceTray
from .qwantum_sheet import QwantumSheet, QwantumSheetModel
from .style import Look, button_sheet

if TYPE_CHECKING:
    from ..ai.review import Mistake

REVIEW_TRAY_HEIGHT = 96  # the dice above the sheet in a review card's picture of a re-roll


class QwantumKit(QObject):
    """Tray, large sheet, compact sheets and the re-roll button of a Qwantum game."""

    tray_range = (130, 230)
    board: QWidget | None = None

    def __init__(self, look: Look, host: KitHost, parent: QWidget) -> None:
        super().__init__(parent)
        self._look = look
        self._host: KitHost = weakref.proxy(host)  # the table, its parent: no reference cycle
        self._parent = parent
        self._snapshot: TableSnapshot | None = None
        self.tray = QwantumDiceTray(look, parent)
        self.tray.setObjectName("qwantumTray")
        self.main_sheet = QwantumSheet(look, compact=False, parent=parent)
        self.main_sheet.setObjectName("qwantumSheet")
        self.opponent_sheets: list[QwantumSheet] = []
        self.reroll_button = QPushButton(parent)
        self.reroll_button.setObjectName("rerollButton")
        self.reroll_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reroll_button.setMinimumHeight(38)
        self.reroll_button.setMinimumWidth(150)
        for widget in (self.tray, self.main_sheet, self.reroll_button):
            widget.hide()
        self.tray.die_clicked.connect(self._on_die)
        self.tray.colour_clicked.connect(self._on_colour)
        self.tray.reroll_requested.connect(self.reroll)
        self.main_sheet.row_clicked.connect(self._on_row)
        self.main_sheet.other_clicked.connect(self._on_other)
        self.reroll_button.clicked.connect(self.reroll)
        self.buttons = (self.reroll_button,)
        self.active = False
        self.retranslate()

    # ---------------------------------------------------------------- switching

    def activate(self, on: bool) -> None:
        """Show the kit's widgets (a Qwantum game) or hide them (any other game)."""
        if on == self.active:
            return
        self.active = on
        for widget in (self.tray, self.main_sheet):
            widget.setVisible(on)
        self.reroll_button.setVisible(False)
        if not on:
            self._ensure_opponents(0)
            self.tray.clear()
            self.main_sheet.set_model(None)
            self._snapshot = None

    def set_look(self, look: Look) -> None:
        self._look = look
        self.tray.set_look(look)
        for sheet in self.sheets():
            sheet.set_look(look)
        self._update_reroll_button()

    def retranslate(self) -> None:
        # Named again, as CrossingKit's tray is: it stayed "Dice" after a switch to Spanish.
        self.tray.setAccessibleName(translate("Dice", "Dice"))
        self._update_reroll_button()
        for sheet in self.sheets():
            sheet.retranslate()
        self.tray.update()

    def sheets(self) -> list[QwantumSheet]:
        return [self.main_sheet, *self.opponent_sheets]

    def sheet_for_seat(self, seat: int) -> QwantumSheet | None:
        for sheet in self.sheets():
            if sheet.model is not None and sheet.model.seat == seat:
                return sheet
        return None

    # ---------------------------------------------------------------- showing

    def show(self, snapshot: TableSnapshot) -> None:
        previous = self._snapshot
        self._snapshot = snapshot
        state: QwantumState = snapshot.state
        if previous is None or previous.game.setup is not snapshot.game.setup:
            self.tray.clear()
        # Any position without a re-roll choice clears the picked dice (show_state).
        picking = self.can_pick(snapshot)
        offered: tuple[int, ...] = ()
        main_model = QwantumSheetModel.from_snapshot(snapshot, snapshot.focus)
        if main_model.choosing:
            offered = main_model.offered_rows
        self.tray.set_empty_tray(snapshot.empty_tray)
        if not self.tray.is_rolling:
            self.tray.show_state(state, picking, offered)
        seats = range(len(snapshot.game.players))
        others = [seat for seat in seats if seat != snapshot.focus]
        self._ensure_opponents(len(others))
        self.main_sheet.set_model(main_model)
        for sheet, seat in zip(self.opponent_sheets, others, strict=True):
            sheet.set_model(QwantumSheetModel.from_snapshot(snapshot, seat))
        self._update_reroll_button()
        was_picking = previous is not None and self.can_pick(previous)
        if picking and not was_picking:
            self._move_focus(self.tray)  # the keys 1-7 pick dice there
        elif was_picking and not picking and self.tray.hasFocus():
            self._move_focus(self.main_sheet)  # arrows and Space write there

    def _move_focus(self, widget: QWidget) -> None:
        """Give `widget` the keyboard focus, unless it is outside the table (a dialog)."""
        focus = QApplication.focusWidget()
        if focus is None or focus is self._parent or self._parent.isAncestorOf(focus):
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def can_pick(snapshot: TableSnapshot) -> bool:
        """May the person at the mouse pick dice for the re-roll now?"""
        state = snapshot.state
        return (
            snapshot.waiting is Waiting.HUMAN_DECISION
            and not snapshot.reviewing
            and state.phase is Phase.REROLL
            and snapshot.decider == state.active
        )

    def _ensure_opponents(self, count: int) -> None:
        fit_opponent_sheets(self._host, self.opponent_sheets, count, self._new_opponent_sheet)

    def _new_opponent_sheet(self) -> QwantumSheet:
        sheet = QwantumSheet(self._look, compact=True)
        sheet.row_clicked.connect(self._on_row)
        sheet.other_clicked.connect(self._on_other)
        return sheet

    def _update_reroll_button(self) -> None:
        snapshot = self._snapshot
        picking = snapshot is not None and self.can_pick(snapshot)
        count = len(self.tray.selected) if picking else 0
        self.reroll_button.setText(qwantum_texts.reroll_button(count))
        self.reroll_button.setEnabled(picking and count > 0)
        # Shown only while dice may be picked: the action bar stays short on small windows.
        self.reroll_button.setVisible(self.active and picking)
        sheet = button_sheet(self._look, primary=picking and count > 0)
        if self.reroll_button.styleSheet() != sheet:
            self.reroll_button.setStyleSheet(sheet)

    def replaces_roll(self, snapshot: TableSnapshot) -> bool:
        return self.active and self.can_pick(snapshot)  # the re-roll and keep buttons

    def focus_chain(self) -> tuple[QWidget, ...]:
        return (self.tray, self.main_sheet)

    def play_focus(self, snapshot: TableSnapshot) -> QWidget:
        return self.tray if self.can_pick(snapshot) else self.main_sheet

    def decision_widget(self) -> AdviceTarget:
        return self  # the tray and the sheet together

    def advice_targets(self) -> tuple[AdviceTarget, ...]:
        return (self,)

    def show_advice(self, advice: Sequence[Advice]) -> None:
        """Mark the coach's best move: the dice of a re-roll in the tray, the field and the
        colour value of a write (empty: withdraw the marks). Keeping all dice and passing
        are the pass button's (the table marks it)."""
        best = advice[0].move if advice else None
        row = best.row if isinstance(best, Write) else None
        self.tray.set_advice(best.dice if isinstance(best, Reroll) else (), row)
        self.main_sheet.show_advice(row)

    # ---------------------------------------------------------------- clicks

    def _on_die(self, index: int) -> None:
        snapshot = self._snapshot
        if snapshot is not None and self.can_pick(snapshot) and 0 <= index < N_DICE:
            self.tray.toggle(index)
            self._update_reroll_button()
            return
        state = snapshot.state if snapshot is not None else None
        active = snapshot.game.players[state.active].name if snapshot and state else ""
        self._host.show_hint(partial(qwantum_texts.reroll_closed, state, active))

    def reroll(self) -> bool:
        """Send the picked dice as the re-roll (the Re-roll button, Enter on the tray)."""
        controller = self._host.controller
        picked = self.tray.selected
        if controller is None:
            return False
        if not picked:
            snapshot = self._snapshot
            if snapshot is not None and self.can_pick(snapshot):
                self._host.show_hint(
                    partial(
                        qwantum_texts.rule_text,
                        "bad_reroll",
                        snapshot.state,
                        snapshot.state.active,
                        Reroll(()),
                        "",
                    )
                )
                return False
            return controller.choose(Reroll(()))  # says why not now
        return controller.choose(Reroll(picked))

    def _on_colour(self, row: int) -> None:
        controller = self._host.controller
        snapshot = self._snapshot
        if controller is None or snapshot is None:
            return
        seat = snapshot.decider if snapshot.decider is not None else snapshot.focus
        controller.click_row(seat, row)

    def _on_row(self, seat: int, row: int) -> None:
        if self._host.controller is not None:
            self._host.controller.click_row(seat, row)

    def _on_other(self, seat: int, what: str) -> None:
        controller = self._host.controller
        snapshot = self._snapshot
        if controller is None:
            return
        if what == "sheet" and snapshot is not None and snapshot.decider not in (None, seat):
            controller.click_row(seat, -1)  # whose sheet it is
            return
        self._host.show_hint(partial(qwantum_texts.other_click, what))

    # ---------------------------------------------------------------- animations

    def animate_roll(self, dice: tuple[int | None, ...], speed: float) -> Animation:
        """The dice thrown (all, or those of the re-roll: the state names them)."""
        snapshot = self._snapshot
        if snapshot is None:
            return None
        state: QwantumState = snapshot.state
        # After a re-roll the state still names the dice that were thrown again.
        indices = (
            state.reroll
            if state.phase is Phase.CHOOSE_ACTIVE and state.reroll
            else tuple(range(N_DICE))
        )
        return self.tray.roll(state, indices, speed)

    def animate_events(self, events: Sequence[Event], speed: float) -> Animation:
        """Written numbers, scored columns and misthrows, all at once."""
        written: dict[int, list[tuple[int, int]]] = {}
        columns: dict[int, list[int]] = {}
        for event in events:
            if isinstance(event, NumberWritten):
                written.setdefault(event.player, []).append((event.row, event.field))
            elif isinstance(event, ColumnScored):
                columns.setdefault(event.player, []).append(event.column)
        parts: list[Animation] = []
        for seat, cells in written.items():
            sheet = self.sheet_for_seat(seat)
            if sheet is not None:
                parts.append(sheet.animate_written(cells, speed))
        for seat, scored in columns.items():
            sheet = self.sheet_for_seat(seat)
            if sheet is not None:
                parts.append(sheet.animate_columns(scored, speed))
        for event in events:
            if isinstance(event, MisthrowTaken):
                sheet = self.sheet_for_seat(event.player)
                if sheet is not None:
                    parts.append(sheet.animate_misthrow(event.count, speed))
        return together(*parts)

    def stop(self) -> None:
        self.tray.stop()
        for sheet in self.sheets():
            sheet.stop_animations()

    # ---------------------------------------------------------------- the game-over card

    @classmethod
    def score_table(cls, game: Game, look: Look) -> ScoreTable:
        # Qwantum scores by column: row_points holds the column scores. The k-th misthrow
        # costs k points: the count matters.
        state = game.state
        assert isinstance(state, QwantumState)  # this kit shows Qwantum games only
        cards = game.scores()
        columns = tuple(
            ScoreColumn(
                translate("Results", "Col. {number}").format(number=number),
                tuple(number_text(card.row_points[number - 1]) for card in cards),
            )
            for number in range(1, state.variant.fields + 1)
        )
        return ScoreTable((*columns, misthrow_column(game, True)), "padding: 4px 8px;")

    # ---------------------------------------------------------------- the coach's review

    @classmethod
    def review_picture(cls, look: Look, before: TableSnapshot, mistake: Mistake) -> QWidget | None:
        """The compact sheet, the written rows marked; for a re-roll, below the dice with
        the dice re-rolled marked."""
        played, advised = mistake.played.move, mistake.best.move
        if not any(isinstance(move, Write | Reroll) for move in (played, advised)):
            return None
        rows = [move.row if isinstance(move, Write) else None for move in (played, advised)]
        model = QwantumSheetModel.from_snapshot(before, mistake.player)
        sheet = QwantumSheet(look, compact=True)
        sheet.set_model(model.reviewed(before.state, rows[0], rows[1]))
        if not any(isinstance(move, Reroll) for move in (played, advised)):
            return still(sheet)
        return PictureStack(cls._review_dice(look, before.state, played, advised), still(sheet))

    @staticmethod
    def _review_dice(look: Look, state: QwantumState, played: Move, advised: Move) -> QWidget:
        tray = QwantumDiceTray(look)
        tray.setMinimumHeight(0)
        tray.show_state(state, False)
        tray.set_played(played.dice if isinstance(played, Reroll) else ())
        tray.set_advice(advised.dice if isinstance(advised, Reroll) else (), None)
        tray.setFixedHeight(REVIEW_TRAY_HEIGHT)
        return still(tray)


__all__ = ["QwantumKit"]
