"""The Qwantum dice tray: the white die, six special dice with coloured faces, and the four
colour values (white + the special dice of that colour).

Special dice are painted in the colour their face shows, with the number and the row's letter
on the face, so colour is never the only cue. Right after the roll the active person may pick
dice for the one re-roll: a click toggles a die (lifted, ringed and marked with an arrow).
The colour values below the dice are clickable too: a click there writes that colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ..engine.qwantum import N_DICE, WHITE_DIE, Face, QwantumState
from . import accessible
from .accessible import Part
from .crossing_texts import coach_mark, last_roll
from .dice import ROLL_MS, FeltTray, paint_die
from .i18n import translate
from .names import colour_letter, colour_name
from .paper import RepaintOnFocus
from .qwantum_texts import colour_value_name, offered_name, picked_name, qwantum_die_name
from .style import Look, paint_focus_ring

GROUP_GAP = 0.8  # between the white die and the special dice, in die sizes
GAP = 0.3


@accessible.exposes_parts
class QwantumDiceTray(RepaintOnFocus, FeltTray):
    """Seven dice and the colour values. Emits clicks; the table decides what they mean."""

    die_clicked = Signal(int)  # roll index: 0 white, 1-6 the special dice
    colour_clicked = Signal(int)  # row
    reroll_requested = Signal()  # Enter on the tray

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(look, 120, parent)
        self._state: QwantumState | None = None
        self._white: int | None = None
        self._faces: tuple[Face, ...] = ()
        self._values: tuple[int, ...] = ()
        self._taken: int | None = None
        self._stale = False
        self._selectable = False
        self._selected: set[int] = set()
        self._offered_rows: tuple[int, ...] = ()
        self._advised_dice: frozenset[int] = frozenset()  # the coach's re-roll (hint, review)
        self._advised_row: int | None = None  # the coach's write: its colour value ringed
        self._played_dice: frozenset[int] = frozenset()  # the review: the re-roll made
        self._focus_die = 0
        self._tumbling: tuple[int, ...] = ()
        self._tumble: dict[int, tuple[float, float, float]] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(640, 170)

    # ---------------------------------------------------------------- data

    def show_state(
        self,
        state: QwantumState,
        selectable: bool,
        offered_rows: Sequence[int] = (),
    ) -> None:
        """The dice of `state`; a state between turns keeps the last dice, faded."""
        self._state = state
        if state.dice:
            self._white = state.white_value
            self._faces = state.special_faces()
            self._values = state.colour_values()
            self._taken = state.b_row
            self._stale = False
        else:
            self._stale = True
        if not selectable:
            self._selected.clear()
        self._selectable = selectable
        self._offered_rows = tuple(offered_rows)
        accessible.refresh(self)
        self.update()

    def clear(self) -> None:
        self._state = None
        self._white = None
        self._faces = ()
        self._values = ()
        self._selected.clear()
        self.set_advice((), None)
        accessible.refresh(self)
        self.update()

    def set_advice(self, dice: Sequence[int], row: int | None) -> None:
        """Ring the coach's move: the dice to re-roll, or the colour value to write (nothing
        and None withdraw the rings)."""
        self._advised_dice, self._advised_row = frozenset(dice), row
        accessible.refresh(self)
        self.update()

    def set_played(self, dice: Sequence[int]) -> None:
        """The review: the dice that were re-rolled, marked with a pencil cross."""
        self._played_dice = frozenset(dice)
        accessible.refresh(self)
        self.update()

    @property
    def advised_dice(self) -> tuple[int, ...]:
        return tuple(sorted(self._advised_dice))

    @property
    def advised_row(self) -> int | None:
        return self._advised_row

    @property
    def played_dice(self) -> tuple[int, ...]:
        return tuple(sorted(self._played_dice))

    @property
    def selectable(self) -> bool:
        return self._selectable

    @property
    def selected(self) -> tuple[int, ...]:
        """The dice picked for the re-roll, in increasing order (the engine's Reroll)."""
        return tuple(sorted(self._selected))

    def toggle(self, index: int) -> None:
        if not self._selectable or not 0 <= index < N_DICE:
            return
        self._selected.symmetric_difference_update({index})
        self._focus_die = index
        accessible.refresh(self)
        self.update()

    @property
    def colour_values(self) -> tuple[int, ...]:
        """The colour values shown under the dice (empty before the first roll)."""
        return () if self._stale else self._values

    @property
    def shown_faces(self) -> tuple[int | None, tuple[Face, ...]]:
        return self._white, self._faces

    # ---------------------------------------------------------------- animation

    def roll(
        self, state: QwantumState, indices: Sequence[int], speed: float
    ) -> QVariantAnimation | None:
        """Tumble the dice at `indices` and settle on `state`'s dice (the engine's)."""
        self.stop()
        self._selected.clear()
        self.show_state(state, False)
        duration = int(ROLL_MS * speed)
        if duration <= 0:
            return None
        self._tumbling = tuple(indices)
        self._tumble = {index: self._throw((-1.4, -0.5), 0.3, (200, 400)) for index in indices}
        return self._start_roll(duration)

    def _roll_settled(self) -> None:
        self._tumbling = ()

    def stop(self) -> None:
        self._stop_roll()
        self.update()

    # ---------------------------------------------------------------- geometry

    def _die_size(self) -> float:
        units = N_DICE + (N_DICE - 1) * GAP + GROUP_GAP
        size = min(self.height() * 0.5, (self.width() - 40) / units)
        return max(16.0, size)

    def die_rects(self) -> list[QRectF]:
        size = self._die_size()
        units = N_DICE + (N_DICE - 1) * GAP + GROUP_GAP
        x = (self.width() - units * size) / 2
        top = self.height() * 0.08 + size * 0.1
        rects = []
        for index in range(N_DICE):
            rects.append(QRectF(x, top, size, size))
            x += size * (1 + GAP) + (size * GROUP_GAP if index == WHITE_DIE else 0.0)
        return rects

    def die_rect(self, index: int) -> QRectF:
        return self.die_rects()[index]

    def colour_rects(self) -> list[QRectF]:
        """The four colour values under the dice."""
        rects = self.die_rects()
        size = self._die_size()
        rows = 4 if self._state is None else len(self._state.variant.rows)
        left = rects[0].left()
        width = rects[-1].right() - left
        top = rects[0].bottom() + size * 0.22
        height = min(size * 0.6, self.height() - top - 6)
        gap = size * 0.2
        pill = (width - gap * (rows - 1)) / rows
        return [QRectF(left + i * (pill + gap), top, pill, height) for i in range(rows)]

    # ---------------------------------------------------------------- input

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._faces:
            super().mousePressEvent(event)
            return
        point = event.position()
        for index, rect in enumerate(self.die_rects()):
            if rect.adjusted(-4, -8, 4, 4).contains(point):
                self._focus_die = index
                self.die_clicked.emit(index)
                event.accept()
                return
        if not self._stale:
            for row, rect in enumerate(self.colour_rects()):
                if rect.contains(point):
                    self.colour_clicked.emit(row)
                    event.accept()
                    return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Left:
            self._focus_die = max(0, self._focus_die - 1)
        elif key == Qt.Key.Key_Right:
            self._focus_die = min(N_DICE - 1, self._focus_die + 1)
        elif key == Qt.Key.Key_Space:
            self.die_clicked.emit(self._focus_die)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.reroll_requested.emit()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_7:
            self._focus_die = int(key) - int(Qt.Key.Key_1)
            self.die_clicked.emit(self._focus_die)
        else:
            super().keyPressEvent(event)
            return
        event.accept()
        self.update()

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = self._paint_felt(painter)
        size = self._die_size()
        if self.hasFocus() and (self._white is None or not self._selectable):
            # Nothing to pick: the focus is on the tray as a whole (Enter re-rolls).
            self._paint_focus_frame(painter, felt)
        if self._white is None:
            self._paint_no_dice(painter, felt, size)
            painter.end()
            return
        for index, rect in enumerate(self.die_rects()):
            self._paint_die(painter, index, rect, size)
        if not self._stale and not self.is_rolling:
            self._paint_values(painter, size)
        painter.end()

    def accessible_parts(self) -> list[Part]:
        """Each die (picked for the re-roll or not), then the colour values under them."""
        state = self._state
        if self._white is None or state is None:
            return [self.no_dice_part()]
        rows = state.variant.rows
        parts = []
        for index, rect in enumerate(self.die_rects()):
            face = self._faces[index - 1] if 0 < index <= len(self._faces) else None
            colour = colour_name(rows[face.row].colour) if face is not None else ""
            name = qwantum_die_name(index, self._white, colour, face.value if face else 0)
            picked = index in self._selected
            if picked:
                name = picked_name(name)
            if self._stale:
                name = last_roll(name)
            name = coach_mark(name, index in self._advised_dice, index in self._played_dice)
            parts.append(
                Part(
                    name,
                    rect.toAlignedRect(),
                    "check" if self._selectable else "graphic",
                    checked=picked if self._selectable else None,
                    offered=self._selectable,
                    focused=self._selectable and index == self._focus_die,
                )
            )
        if self._stale or self.is_rolling:
            return parts
        for row, rect in enumerate(self.colour_rects()):
            taken = self._taken is not None and row == self._taken
            made_of = [self._white] + [f.value for f in self._faces if f.row == row]
            name = colour_value_name(
                colour_name(rows[row].colour), self._values[row], made_of, taken
            )
            offered = row in self._offered_rows
            if offered:
                name = offered_name(name)
            parts.append(
                Part(
                    coach_mark(name, row == self._advised_row, False),
                    rect.toAlignedRect(),
                    "button",
                    offered=offered,
                    disabled=taken,
                )
            )
        return parts

    def _face(self, index: int) -> tuple[int, Face | None]:
        """(white value, None) for the white die, (0, face) for a special die; while a die
        tumbles, a changing face of its own."""
        state = self._state
        tumbling = index in self._tumbling and self._roll_progress < 0.85 and state is not None
        step = int(self._roll_progress * 14)
        if index == WHITE_DIE:
            if tumbling:
                return (step * 5 + 3) % 6 + 1, None
            return self._white or 1, None
        if tumbling:
            assert state is not None
            faces = state.dice_set.special[index - 1]
            return 0, faces[(step * 5 + index * 3) % len(faces)]
        return 0, self._faces[index - 1] if index - 1 < len(self._faces) else None

    def _paint_die(self, painter: QPainter, index: int, rect: QRectF, size: float) -> None:
        look = self._look
        value, face = self._face(index)
        selected = index in self._selected
        painter.save()
        if self._stale:
            painter.setOpacity(0.45)
        centre = rect.center()
        angle = 0.0
        progress = self._roll_progress
        if index in self._tumble and index in self._tumbling and progress < 1.0:
            centre, angle = self._tumbled(centre, size, self._tumble[index], progress, 2.0)
        if selected:
            centre = QPointF(centre.x(), centre.y() - size * 0.08)
        painter.translate(centre)
        painter.rotate(angle)
        local = QRectF(-size / 2, -size / 2, size, size)
        if face is None:
            paint_die(painter, local, value, look.white_die, look.pip)
        else:
            state = self._state
            row = state.variant.rows[face.row] if state is not None else None
            colours = look.row(row.colour if row else "")
            paint_die(painter, local, 0, colours.band, colours.badge_text)  # no pips
            painter.setPen(colours.badge_text)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(size * 0.52)))
            painter.setFont(font)
            painter.drawText(
                local.adjusted(0, -size * 0.06, 0, -size * 0.06),
                Qt.AlignmentFlag.AlignCenter,
                str(face.value),
            )
            if row is not None:
                letter = colour_letter(row.colour, row.symbol)
                font.setPixelSize(max(6, int(size * 0.2)))
                painter.setFont(font)
                corner = QRectF(
                    local.right() - size * 0.36,
                    local.bottom() - size * 0.32,
                    size * 0.3,
                    size * 0.28,
                )
                painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, letter)
        if selected:
            self._paint_selection(painter, local, size)
        if index in self._played_dice:
            self._paint_pencil_badge(painter, local, size)
        painter.restore()
        if index in self._advised_dice:
            self._paint_coach_ring(painter, rect, size)
        if self.hasFocus() and self._selectable and index == self._focus_die:
            paint_focus_ring(
                painter,
                self._look,
                rect.adjusted(-size * 0.12, -size * 0.2, size * 0.12, size * 0.06),
                size * 0.2,
                max(2.0, size * 0.04),
            )

    def _paint_selection(self, painter: QPainter, local: QRectF, size: float) -> None:
        """A picked die: an accent ring and a re-roll arrow badge."""
        look = self._look
        ring = QPen(look.accent, max(2.5, size * 0.07))
        painter.setPen(ring)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        outer = local.adjusted(-size * 0.07, -size * 0.07, size * 0.07, size * 0.07)
        painter.drawRoundedRect(outer, size * 0.22, size * 0.22)
        badge = QRectF(0, 0, size * 0.42, size * 0.42)
        badge.moveCenter(QPointF(local.right(), local.top()))
        painter.setPen(QPen(look.accent.darker(160), 1.2))
        painter.setBrush(look.accent)
        painter.drawEllipse(badge)
        painter.setPen(QColor("#1d1d22"))
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(7, int(size * 0.3)))
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "↻")

    def _paint_coach_ring(self, painter: QPainter, rect: QRectF, size: float) -> None:
        """The coach's die: a ring in the coach colour, outside where a picked die's ring
        goes (so both show when the coach's die is picked)."""
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = rect.adjusted(-size * 0.13, -size * 0.2, size * 0.13, size * 0.06)
        painter.setPen(QPen(self._look.felt_coach_band, max(3.0, size * 0.1)))
        painter.drawRoundedRect(ring, size * 0.26, size * 0.26)
        painter.setPen(QPen(self._look.felt_coach_ring, max(2.0, size * 0.06)))
        painter.drawRoundedRect(ring, size * 0.26, size * 0.26)
        painter.restore()

    def _paint_pencil_badge(self, painter: QPainter, local: QRectF, size: float) -> None:
        """A die re-rolled in the reviewed game: a pencil cross on a paper badge."""
        badge = QRectF(0, 0, size * 0.42, size * 0.42)
        badge.moveCenter(QPointF(local.right(), local.top()))
        painter.setPen(QPen(self._look.played_cross, 1.2))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(badge)
        pen = QPen(self._look.played_cross, max(1.6, size * 0.07))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        cross = badge.adjusted(size * 0.11, size * 0.11, -size * 0.11, -size * 0.11)
        painter.drawLine(cross.topLeft(), cross.bottomRight())
        painter.drawLine(cross.topRight(), cross.bottomLeft())

    def _paint_values(self, painter: QPainter, size: float) -> None:
        state = self._state
        if state is None or not self._values:
            return
        look = self._look
        faces = self._faces
        white = self._white or 0
        for row, rect in enumerate(self.colour_rects()):
            spec = state.variant.rows[row]
            colours = look.row(spec.colour)
            taken = self._taken is not None and row == self._taken
            offered = row in self._offered_rows
            painter.save()
            if taken:
                painter.setOpacity(0.5)
            path = QPainterPath()
            radius = rect.height() / 2
            path.addRoundedRect(rect, radius, radius)
            painter.fillPath(path, colours.tint)
            if offered:
                painter.setPen(QPen(look.accent, max(2.0, size * 0.05)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path)
            if row == self._advised_row:
                outline = QPainterPath()
                ring = rect.adjusted(-size * 0.06, -size * 0.06, size * 0.06, size * 0.06)
                outline.addRoundedRect(ring, ring.height() / 2, ring.height() / 2)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(self._look.felt_coach_band, max(3.0, size * 0.1)))
                painter.drawPath(outline)
                painter.setPen(QPen(self._look.felt_coach_ring, max(2.0, size * 0.06)))
                painter.drawPath(outline)
            # The letter on a disc of the row colour, then the value and how it is made up.
            disc = QRectF(
                rect.left() + rect.height() * 0.12,
                rect.top() + rect.height() * 0.12,
                rect.height() * 0.76,
                rect.height() * 0.76,
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.band)
            painter.drawEllipse(disc)
            painter.setPen(colours.badge_text)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(rect.height() * 0.42)))
            painter.setFont(font)
            letter = colour_letter(spec.colour, spec.symbol)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, letter)
            value_rect = QRectF(
                disc.right() + rect.height() * 0.15, rect.top(), rect.height() * 0.85, rect.height()
            )
            painter.setPen(colours.ink)
            font.setPixelSize(max(10, int(rect.height() * 0.62)))
            painter.setFont(font)
            painter.drawText(
                value_rect,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                str(self._values[row]),
            )
            parts = [str(white)] + [str(f.value) for f in faces if f.row == row]
            detail = translate("Dice", "taken") if taken else "+".join(parts)
            font.setBold(False)
            font.setPixelSize(max(8, int(rect.height() * 0.32)))
            painter.setFont(font)
            detail_rect = QRectF(
                value_rect.right(),
                rect.top(),
                rect.right() - value_rect.right() - radius * 0.5,
                rect.height(),
            )
            painter.setPen(look.soft_ink)
            painter.drawText(
                detail_rect,
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                painter.fontMetrics().elidedText(
                    detail, Qt.TextElideMode.ElideRight, int(detail_rect.width())
                ),
            )
            painter.restore()


__all__ = ["QwantumDiceTray"]
