"""The dice tray: six (or more) dice painted with QPainter, rolled with a short tumble.

White dice are white with dark pips; colour dice are filled with their row's colour with
light pips and sit apart from the white pair, and the sums under them carry the row's letter,
so the two kinds differ by more than colour.
A die whose row was locked slides out of the tray and leaves a dashed, empty slot.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from . import accessible
from .accessible import Part
from .i18n import translate
from .names import colour_letter, colour_name
from .style import Look, paint_focus_ring

WHITE_DICE = 2
ROLL_MS = 600  # at normal speed
LEAVE_MS = 650

# Pip positions on a 3x3 grid (column, row) for faces 1..8 (Longo has eight-sided dice).
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    7: ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2)),
    8: ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)),
}


def paint_die(
    painter: QPainter,
    rect: QRectF,
    value: int,
    fill: QColor,
    pip: QColor,
) -> None:
    """One die face in `rect` (a square), with a soft shadow and rounded corners."""
    size = rect.width()
    radius = size * 0.18
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(size * 0.04, size * 0.06), radius, radius)
    painter.setBrush(fill)
    painter.setPen(QPen(fill.darker(150), max(1.0, size * 0.03)))
    painter.drawRoundedRect(rect, radius, radius)
    # A light top edge gives the face some depth.
    shine = QColor(255, 255, 255, 60)
    painter.setPen(QPen(shine, max(1.0, size * 0.025)))
    inner = rect.adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
    painter.drawArc(inner, 40 * 16, 100 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pip)
    step = size * 0.27
    pip_radius = size * (0.085 if value <= 6 else 0.075)
    centre = rect.center()
    for column, row in _PIPS.get(value, ()):
        x = centre.x() + (column - 1) * step
        y = centre.y() + (row - 1) * step
        painter.drawEllipse(QPointF(x, y), pip_radius, pip_radius)
    painter.restore()


class EmptyTray(StrEnum):
    """What a dice tray without dice says: before the game's first roll, or in a game opened
    or resumed between two turns (its last roll is not on the tray)."""

    ASK = "ask"  # "Roll the dice to start."
    ASK_AGAIN = "ask_again"  # "Roll the dice.": rolls were played before the game was opened
    ON_ITS_WAY = "on_its_way"  # a roll nobody here is asked for is being made
    PLAYERS_TO_JOIN = "players_to_join"  # a network table waits for people to join
    PLAYERS_TO_JOIN_HOST = "players_to_join_host"  # ...and this window hosts it
    SILENT = "silent"  # nobody here rolls next (the still game behind the offer to resume)


class FeltTray(QWidget):
    """What both dice trays share: the felt, the roll's clock and a thrown die's tumble."""

    def __init__(self, look: Look, minimum_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._look = look
        self._rolling: QVariantAnimation | None = None
        self._roll_progress = 1.0
        self._random = random.Random()
        # Without dice the tray asks for a roll only when someone here is to make it
        # (TableSnapshot.empty_tray): "Roll the dice to start" asked for the roll this window
        # had just sent to a network table, for one while people were still to join, when
        # nobody could roll, and behind the offer to resume a game five rolls in.
        self._empty_tray = EmptyTray.ASK
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(minimum_height)
        self.setAccessibleName(translate("Dice", "Dice"))

    def set_look(self, look: Look) -> None:
        self._look = look
        self.update()

    @property
    def is_rolling(self) -> bool:
        return self._rolling is not None

    def no_dice_text(self) -> str:
        """What the tray says while it has no dice to show."""
        empty = self._empty_tray
        if empty is EmptyTray.SILENT:
            return ""
        if empty is EmptyTray.ASK_AGAIN:
            return translate("Dice", "Roll the dice.")
        if empty is EmptyTray.ON_ITS_WAY:
            return translate("Table", "Rolling…")
        if empty is EmptyTray.PLAYERS_TO_JOIN:
            return translate("Dice", "Waiting for the other players to join.")
        if empty is EmptyTray.PLAYERS_TO_JOIN_HOST:
            return translate(
                "Dice",
                "Waiting for players to join: give them the join code and an address "
                "from “Your network table”.",
            )
        return translate("Dice", "Roll the dice to start.")

    def set_empty_tray(self, empty: EmptyTray) -> None:
        if empty is not self._empty_tray:
            self._empty_tray = empty
            self.update()
            accessible.refresh(self)

    def no_dice_part(self) -> Part:
        """The tray without dice, for a screen reader, as it shows: "no dice rolled yet"
        only before the game's first roll (it was said over a game opened five rolls in)."""
        from .crossing_texts import no_dice_name  # the texts load when first asked

        return Part(
            no_dice_name(self._empty_tray is EmptyTray.ASK, self.no_dice_text()), self.rect()
        )

    def _throw(
        self, reach: tuple[float, float], rise: float, spin: tuple[float, float]
    ) -> tuple[float, float, float]:
        """A random throw of one die: (dx, dy, spin), in die sizes and degrees."""
        return (
            self._random.uniform(*reach),
            self._random.uniform(-rise, rise),
            self._random.choice((-1, 1)) * self._random.uniform(*spin),
        )

    @staticmethod
    def _tumbled(
        centre: QPointF,
        size: float,
        throw: tuple[float, float, float],
        progress: float,
        reach: float,
    ) -> tuple[QPointF, float]:
        """Where a thrown die is at `progress` of the roll, and its angle: thrown in from the
        left, bouncing slightly, spinning to a stop."""
        dx, dy, spin = throw
        remaining = 1.0 - progress
        bounce = abs(math.sin(progress * math.pi * 3)) * remaining * 0.25
        moved = QPointF(
            centre.x() + dx * size * remaining * reach,
            centre.y() + dy * size * remaining - bounce * size,
        )
        return moved, spin * remaining

    def _start_roll(self, duration: int) -> QVariantAnimation:
        """The roll's clock (`_roll_progress` 0 to 1) for `duration` ms, to be started."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(self._on_roll_step)

        def done() -> None:
            self._rolling = None
            self._roll_progress = 1.0
            self._roll_settled()
            accessible.refresh(self)
            self.update()

        animation.finished.connect(done)
        self._rolling = animation
        self._roll_progress = 0.0
        return animation

    def _roll_settled(self) -> None:
        """The roll is over (or stopped): forget what only the roll needed."""

    def _on_roll_step(self, value: object) -> None:
        self._roll_progress = float(value)  # type: ignore[arg-type]
        self.update()

    def _stop_roll(self) -> None:
        if self._rolling is not None:
            self._rolling.stop()
        self._rolling = None
        self._roll_progress = 1.0
        self._roll_settled()
        accessible.refresh(self)

    def _paint_felt(self, painter: QPainter) -> QRectF:
        """The tray's felt; returns its rectangle."""
        look = self._look
        felt = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(look.felt.darker(140), 2))
        painter.setBrush(look.felt)
        painter.drawRoundedRect(felt, 14, 14)
        return felt

    def _paint_focus_frame(self, painter: QPainter, felt: QRectF) -> None:
        """The keyboard focus on the tray as a whole: a dashed frame inside the felt."""
        paint_focus_ring(painter, self._look, felt.adjusted(5, 5, -5, -5), 11, 3)

    def _paint_no_dice(self, painter: QPainter, felt: QRectF, size: float) -> None:
        """Before the first roll: the tray says what to do (or that the roll is coming)."""
        painter.setPen(self._look.felt_text)
        font = QFont(self.font())
        font.setPixelSize(max(11, int(size * 0.28)))
        painter.setFont(font)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(felt, flags, self.no_dice_text())


@accessible.exposes_parts
class DiceTray(FeltTray):
    """The dice on a felt tray, with the white sum and the active player's colour sums."""

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(look, 96, parent)
        self._colours: tuple[str, ...] = ("red", "yellow", "green", "blue")
        self._symbols: tuple[str, ...] = ("R", "Y", "G", "B")
        self._faces = 6
        self._dice: tuple[int | None, ...] = ()
        self._stale = False  # the dice of a finished turn, shown faded
        self._show_sums = True
        self._tumble: list[tuple[float, float, float]] = []  # per die: dx, dy, spin
        self._leaving: dict[int, float] = {}  # die index -> progress of leaving the tray
        self._leave_animation: QVariantAnimation | None = None
        self._removed: set[int] = set()

    def sizeHint(self) -> QSize:
        return QSize(600, 130)

    def set_variant(self, colours: Sequence[str], symbols: Sequence[str], faces: int) -> None:
        self._colours = tuple(colours)
        self._symbols = tuple(symbols)
        self._faces = faces
        self._dice = ()
        self._removed = set()
        accessible.refresh(self)
        self.update()

    def show_dice(self, dice: tuple[int | None, ...], removed_rows: Sequence[int]) -> None:
        """The dice of the current roll; `()` keeps the last roll, faded (turn over)."""
        self._removed = {WHITE_DICE + row for row in removed_rows}
        if dice:
            self._dice = dice
            self._stale = False
        else:
            self._stale = True
        accessible.refresh(self)
        self.update()

    @property
    def dice(self) -> tuple[int | None, ...]:
        return self._dice

    # ---------------------------------------------------------------- animations

    def roll(self, dice: tuple[int | None, ...], speed: float) -> QVariantAnimation | None:
        """Tumble the dice for ROLL_MS times `speed` and settle on `dice` (the engine's)."""
        self.stop()
        self._dice = dice
        self._stale = False
        accessible.refresh(self)
        duration = int(ROLL_MS * speed)
        if duration <= 0:
            self.update()
            return None
        self._tumble = [self._throw((-1.6, -0.6), 0.35, (200, 420)) for _ in dice]
        return self._start_roll(duration)

    def leave(self, rows: Sequence[int], speed: float) -> QVariantAnimation | None:
        """Slide the dice of these rows out of the tray."""
        indices = [WHITE_DICE + row for row in rows]
        duration = int(LEAVE_MS * speed)
        if duration <= 0 or not indices:
            self._removed.update(indices)
            accessible.refresh(self)
            self.update()
            return None
        for index in indices:
            self._leaving[index] = 0.0
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InBack)

        def step(value: object) -> None:
            for index in indices:
                self._leaving[index] = float(value)  # type: ignore[arg-type]
            self.update()

        def done() -> None:
            for index in indices:
                self._leaving.pop(index, None)
                self._removed.add(index)
            self._leave_animation = None
            accessible.refresh(self)
            self.update()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self._leave_animation = animation
        return animation

    def stop(self) -> None:
        self._stop_roll()
        if self._leave_animation is not None:
            self._leave_animation.stop()
        self._leave_animation = None
        self._leaving.clear()
        self.update()

    # ---------------------------------------------------------------- painting

    def _die_rects(self) -> tuple[list[QRectF], float]:
        count = WHITE_DICE + len(self._colours)
        width, height = self.width(), self.height()
        gap_units = 0.35
        group_gap = 0.9  # between the white pair and the colour dice
        units = count + (count - 1) * gap_units + group_gap
        size = min(height * 0.56, (width - 40) / units)
        size = max(16.0, size)
        total = units * size
        left = (width - total) / 2
        top = height * 0.1
        rects = []
        x = left
        for index in range(count):
            rects.append(QRectF(x, top, size, size))
            x += size * (1 + gap_units)
            if index == WHITE_DICE - 1:
                x += size * group_gap
        return rects, size

    def die_rect(self, index: int) -> QRectF:
        return self._die_rects()[0][index]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = self._paint_felt(painter)
        rects, size = self._die_rects()
        if not self._dice:
            self._paint_no_dice(painter, felt, size)
            painter.end()
            return
        progress = self._roll_progress
        for index, rect in enumerate(rects):
            self._paint_slot(painter, index, rect, size, progress)
        self._paint_sums(painter, rects, size)
        painter.end()

    def _die_colours(self, index: int) -> tuple[QColor, QColor]:
        if index < WHITE_DICE:
            return self._look.white_die, self._look.pip
        colours = self._look.row(self._colours[index - WHITE_DICE])
        return colours.band, colours.badge_text

    def _paint_slot(
        self, painter: QPainter, index: int, rect: QRectF, size: float, progress: float
    ) -> None:
        value = self._dice[index] if index < len(self._dice) else None
        leaving = self._leaving.get(index)
        if (value is None or index in self._removed) and leaving is None:
            self._paint_empty_slot(painter, index, rect, size)
            return
        fill, pip = self._die_colours(index)
        painter.save()
        if self._stale:
            painter.setOpacity(0.45)
        face = value or 1
        centre = rect.center()
        angle = 0.0
        if progress < 1.0 and index < len(self._tumble):
            centre, angle = self._tumbled(centre, size, self._tumble[index], progress, 2.2)
            if progress < 0.85:
                # Tumbling faces: a new face every few frames, settling on the real one.
                step = int(progress * 14)
                face = (step * 5 + index * 3) % self._faces + 1
        if leaving is not None:
            centre = QPointF(centre.x() + leaving * size * 0.4, centre.y() + leaving * size * 1.6)
            angle = 35 * leaving
            painter.setOpacity(painter.opacity() * (1.0 - leaving))
        painter.translate(centre)
        painter.rotate(angle)
        local = QRectF(-size / 2, -size / 2, size, size)
        paint_die(painter, local, face, fill, pip)
        painter.restore()

    def _paint_empty_slot(self, painter: QPainter, index: int, rect: QRectF, size: float) -> None:
        painter.save()
        row = index - WHITE_DICE
        colours = self._look.row(self._colours[row]) if row >= 0 else None
        pen = QPen(self._look.felt_line, max(1.0, size * 0.03), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
        if colours is not None:
            # A small padlock in the row colour: this die left the game.
            lock = QRectF(0, 0, size * 0.34, size * 0.28)
            lock.moveCenter(rect.center() + QPointF(0, size * 0.08))
            painter.setPen(QPen(colours.band.lighter(120), max(1.5, size * 0.05)))
            shackle = QRectF(0, 0, size * 0.22, size * 0.26)
            shackle.moveCenter(QPointF(lock.center().x(), lock.top()))
            painter.drawArc(shackle, 0, 180 * 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.band.lighter(120))
            painter.drawRoundedRect(lock, size * 0.04, size * 0.04)
            letter = colour_letter(self._colours[row], self._symbols[row])
            font = QFont(painter.font())
            font.setBold(True)
            font.setPixelSize(max(6, int(size * 0.18)))
            painter.setFont(font)
            painter.setPen(colours.badge_text)
            painter.drawText(lock, Qt.AlignmentFlag.AlignCenter, letter)
        painter.restore()

    def _whites(self) -> list[int]:
        """The white dice whose sums show now (none while rolling or between turns)."""
        if self._stale or self.is_rolling or len(self._dice) < WHITE_DICE:
            return []
        whites = [d for d in self._dice[:WHITE_DICE] if d is not None]
        return whites if len(whites) == WHITE_DICE else []

    def _sum_areas(self, rects: list[QRectF], size: float) -> tuple[QRectF, list[QRectF]]:
        """Where the white sum and each colour die's sums are written."""
        top = rects[0].bottom() + size * 0.14
        height = min(size * 0.42, self.height() - top - 4)
        white_area = QRectF(rects[0].left(), top, rects[1].right() - rects[0].left(), height)
        colour_areas = [
            QRectF(rect.left() - size * 0.18, top, size * 1.36, height)
            for rect in rects[WHITE_DICE:]
        ]
        return white_area, colour_areas

    def _paint_sums(self, painter: QPainter, rects: list[QRectF], size: float) -> None:
        whites = self._whites()
        if not whites:
            return
        painter.save()
        font = QFont(self.font())
        font.setPixelSize(max(10, int(size * 0.24)))
        font.setBold(True)
        painter.setFont(font)
        white_area, colour_areas = self._sum_areas(rects, size)
        self._pill(
            painter,
            white_area,
            translate("Dice", "White sum {total}").format(total=sum(whites)),
            self._look.white_die,
            self._look.pip,
        )
        font.setBold(False)
        painter.setFont(font)
        for index in range(WHITE_DICE, len(self._dice)):
            value = self._dice[index]
            if value is None or index in self._removed:
                continue
            sums = sorted({white + value for white in whites})
            row = index - WHITE_DICE
            colours = self._look.row(self._colours[row])
            # The row letter keeps the sums readable without telling colours apart.
            letter = colour_letter(self._colours[row], self._symbols[row])
            text = f"{letter}  " + " · ".join(str(s) for s in sums)
            self._pill(painter, colour_areas[row], text, colours.tint, colours.ink)
        painter.restore()

    def accessible_parts(self) -> list[Part]:
        """Each die (its colour and value, or out of the game), then the sums shown."""
        # The texts load when first asked, not at start-up.
        from .crossing_texts import colour_sums_name, die_name, white_sum_name

        rects, size = self._die_rects()
        if not self._dice:
            return [self.no_dice_part()]
        parts = []
        for index, rect in enumerate(rects):
            value = self._dice[index] if index < len(self._dice) else None
            colour = None if index < WHITE_DICE else colour_name(self._colours[index - WHITE_DICE])
            out = value is None or index in self._removed
            parts.append(
                Part(
                    die_name(colour, value, out, self._stale),
                    rect.toAlignedRect(),
                    "graphic",
                    disabled=out,
                )
            )
        whites = self._whites()
        if whites:
            white_area, colour_areas = self._sum_areas(rects, size)
            parts.append(Part(white_sum_name(sum(whites)), white_area.toAlignedRect()))
            for index in range(WHITE_DICE, len(self._dice)):
                value = self._dice[index]
                if value is None or index in self._removed:
                    continue
                row = index - WHITE_DICE
                sums = sorted({white + value for white in whites})
                name = colour_sums_name(colour_name(self._colours[row]), sums)
                parts.append(Part(name, colour_areas[row].toAlignedRect()))
        return parts

    def _pill(self, painter: QPainter, area: QRectF, text: str, fill: QColor, ink: QColor) -> None:
        path = QPainterPath()
        path.addRoundedRect(area, area.height() / 2, area.height() / 2)
        painter.fillPath(path, fill)
        painter.setPen(ink)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, text)
