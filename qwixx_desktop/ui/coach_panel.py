"""The coach's hint on the table: the best moves in words, with what the others lose."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.coach import Advice, ValueScale
from .gametexts import texts_of
from .i18n import translate
from .movetext import regret_words, scale_note, value_words
from .style import Look

if TYPE_CHECKING:
    from ..engine import Game

SHOWN = 3  # moves listed


class _ValueLabel(QLabel):
    """A move's value: in one line where the panel has the room, else wrapped. In one line
    always, "-1 % de probabilidad de ganar" with a large font left the moves less room than
    their words, and the panel was wider than its column (its lines cut and overlapping)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        # A wrapped label's hint is a short, high block: the grid gave the value that width,
        # and its three lines, while the moves had room to spare.
        hint = super().sizeHint()
        line = self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin()
        return QSize(max(hint.width(), line), hint.height())


class CoachPanel(QFrame):
    """Paper-coloured in both themes (like the sheets), framed in the coach's colour."""

    dismissed = Signal()

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self._look = look
        self._restyle()
        self.title = QLabel(self)
        self.title.setObjectName("coachTitle")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.close_button = QToolButton(self)
        self.close_button.setText("\u00d7")
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.dismissed)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.title, 1)
        header.addWidget(self.close_button)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        self.moves: list[QLabel] = []
        self.values: list[QLabel] = []
        for line in range(SHOWN):
            move = QLabel(self)
            move.setObjectName(f"coachMove{line}")
            move.setWordWrap(True)
            value = _ValueLabel(self)
            value.setObjectName(f"coachValue{line}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(move, line, 0)
            self.grid.addWidget(value, line, 1)
            self.moves.append(move)
            self.values.append(value)
        self.grid.setColumnStretch(0, 1)
        self.note = QLabel(self)
        self.note.setObjectName("coachNote")
        self.note.setWordWrap(True)
        small = self.note.font()
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.88))
        self.note.setFont(small)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 10, 10)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addLayout(self.grid)
        layout.addWidget(self.note)
        self._shown: tuple[Sequence[Advice], Game, Any, int, ValueScale] | None = None
        self.hide()

    def show_advice(
        self, advice: Sequence[Advice], game: Game, state: Any, player: int, scale: ValueScale
    ) -> None:
        """The coach's `advice` for `player` in `state`, a position of `game`."""
        self._shown = (advice, game, state, player, scale)
        texts = texts_of(game)
        # The figures alone, which the note explains (their words took most of the panel's
        # width at 960 px and squeezed the moves' into three lines); an only move keeps them.
        terse = len(advice) > 1
        title = translate("Coach", "The coach suggests")
        self.title.setText(title)
        self.setAccessibleName(title)
        # The button shows only a multiplication sign: named, or a screen reader says that.
        close = translate("Coach", "Close the coach's suggestions")
        self.close_button.setAccessibleName(close)
        self.close_button.setToolTip(close)
        for line in range(SHOWN):
            move_label, value_label = self.moves[line], self.values[line]
            if line >= len(advice):
                move_label.hide()
                value_label.hide()
                continue
            item = advice[line]
            words = texts.move_words(item.move, state, player)
            # Read by ear, a figure alone ("53 %") says nothing, and the note that explains
            # it comes last: each line is named move and value in words, and each value too.
            if line == 0:
                ring = self._look.coach_ring.name()
                move_label.setText(f"<span style='color:{ring}'>\u25ef</span> <b>{words}</b>")
                value_label.setText(
                    value_words(item, scale, terse) or translate("Moves", "best move")
                )
                spoken = value_words(item, scale) or translate("Moves", "best move")
                move_label.setAccessibleName(f"{words}, {spoken}")
            else:
                move_label.setText(f"{line + 1}. {words}")
                value_label.setText(regret_words(item.regret, scale, terse))
                spoken = regret_words(item.regret, scale)
                move_label.setAccessibleName(f"{line + 1}. {words}, {spoken}")
            value_label.setAccessibleName(spoken)
            move_label.show()
            value_label.show()
        note = scale_note(scale, with_value=True)
        if advice[0].decided:
            note = translate("Coach", "The game looks decided: moves ranked by points.") + (
                f" {note}"
            )
        if len(advice) == 1:
            note = translate("Coach", "This is the only move.")
        self.note.setText(note)
        self.setAccessibleDescription(note)
        self.show()

    def spoken(self) -> str:
        """The hint as a screen reader announces it when it arrives: the best move and its
        value in words."""
        return f"{self.title.text()}: {self.moves[0].accessibleName()}" if self._shown else ""

    def texts(self) -> list[str]:
        """The lines shown (move and value), for tests and screen readers."""
        return [
            f"{move.text()} | {value.text()}"
            for move, value in zip(self.moves, self.values, strict=True)
            if not move.isHidden()
        ]

    def set_look(self, look: Look) -> None:
        """Its edge and ring in the coach's colour of `look`, its words in the paper's inks."""
        if look != self._look:
            self._look = look
            self._restyle()
            self.retranslate()

    def _restyle(self) -> None:
        look = self._look
        paper, ink, soft = look.coach_paper.name(), look.ink.name(), look.soft_ink.name()
        self.setStyleSheet(
            f"QFrame#coachPanel {{ background: {paper};"
            f" border: 2px solid {look.coach_ring.name()}; border-radius: 10px; }}"
            f" QFrame#coachPanel QLabel {{ color: {ink}; background: transparent; }}"
            f" QLabel#coachNote {{ color: {soft}; }}"
            # The close button's focus ring in the focus purple (the panel is paper in both
            # themes); without a border of its own it showed no focus at all.
            f" QToolButton {{ border: 2px solid transparent; border-radius: 4px;"
            f" color: {soft}; font-size: 16px; }}"
            f" QToolButton:focus {{ border-color: {look.focus.name()}; }}"
        )

    def retranslate(self) -> None:
        if self._shown is not None and self.isVisible():
            self.show_advice(*self._shown)

    def clear(self) -> None:
        self._shown = None
        self.hide()
