"""A crossing-game score sheet (classic, Longo; On Board later), painted with QPainter.

The sheet is laid out once in abstract units (`SheetLayout`) and scaled to the widget, so it
stays sharp at any size and on high-DPI screens, and hit-testing uses the same rectangles as
painting. Every row shows its letter next to its colour, so colour is never the only cue.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QWidget

from ..ai.coach import Advice
from ..engine import Cross, Phase, ScoreCard
from ..engine.variants import CrossVariant
from ..typography import number_text
from . import accessible
from .accessible import Part
from .controller import TableSnapshot, Waiting
from .i18n import translate
from .names import colour_letter, colour_name, row_colour_name
from .paper import UNIT, PaperSheet, paint_coach_ring, paint_cross
from .style import Look, RowColours
from .textfit import FittedText, HeaderLine, draw_fitted, fit_header_line, fit_text

CROSS_MS = 420  # a cross drawn in, at normal speed
TIMES = "\u00d7"
GAP_PER_BOX = 0.28  # the space between two misthrow boxes, in box widths
COMPACT_BONUS = 1.3 * UNIT  # a small sheet's bonus box: a figure and "+20"

Cell = tuple[int, int]  # (row, number)
_Key = Cell | int  # an animated cross: a cell, or a misthrow box by index
# The blank sheets painted last, by all that they show: the other players' sheets of a game
# look alike, and one picture serves them all (the language is not in the key: a change of
# language empties this, see `_forget_pictures`).
_BLANKS: dict[tuple[object, ...], QPixmap] = {}
_BLANKS_KEPT = 6


@dataclass(frozen=True)
class SheetModel:
    """What one sheet shows, taken from a table snapshot."""

    seat: int
    name: str
    level: str  # "human" or a computer level
    variant: CrossVariant
    crossed: tuple[tuple[int, ...], ...]  # per row, the crossed numbers
    locks: tuple[bool, ...]  # this player crossed the row's lock
    closed: tuple[bool, ...]  # the row is locked (for everyone)
    misthrows: int
    card: ScoreCard
    lucky: tuple[int, ...] = ()
    highlighted: frozenset[Cell] = frozenset()
    lucky_cells: frozenset[Cell] = frozenset()
    active: bool = False
    deciding: bool = False
    decided: bool = False  # action 1: this player's decision is in (not shown until all are)
    rank: int = 0  # 1 = winner at game end, else 0
    advised: frozenset[Cell] = frozenset()  # the coach's move (hint, review): ringed
    played: frozenset[Cell] = frozenset()  # the review: the move made there, crossed in pencil
    # The score card's bonus has a box of its own before the total (On Board's board bonus):
    # without it the rows and misthrows did not add up to the total.
    bonus_box: bool = False

    @staticmethod
    def from_snapshot(
        snap: TableSnapshot, seat: int, lucky: tuple[int, ...] = (), bonus_box: bool = False
    ) -> SheetModel:
        """`seat`'s sheet in `snap`; `lucky`: the sheet's lucky numbers (Longo); `bonus_box`:
        the sheet shows the score card's bonus (On Board)."""
        state = snap.state
        variant: CrossVariant = state.variant
        rows = range(len(variant.rows))
        highlighted: set[Cell] = set()
        lucky_cells: set[Cell] = set()
        if snap.decider == seat and snap.waiting is Waiting.HUMAN_DECISION:
            for move in snap.cross_moves:
                (lucky_cells if move.lucky else highlighted).add((move.row, move.number))
        player = snap.game.players[seat]
        card = snap.game.scores()[seat]
        over = state.phase is Phase.OVER
        winners = snap.game.winners() if over else ()
        return SheetModel(
            seat=seat,
            name=player.name,
            level=player.controller,
            variant=variant,
            crossed=tuple(state.crossed_numbers(seat, r) for r in rows),
            locks=tuple(state.has_lock(seat, r) for r in rows),
            closed=tuple(state.is_closed(r) for r in rows),
            misthrows=state.misthrows[seat],
            card=card,
            lucky=lucky,
            highlighted=frozenset(highlighted),
            lucky_cells=frozenset(lucky_cells),
            active=state.active == seat and not over,
            deciding=snap.decider == seat,
            decided=state.phase is Phase.WHITE and state.pending[seat] is not None,
            rank=1 if seat in winners else 0,
            bonus_box=bonus_box,
        )


class SheetLayout:
    """Rectangles of every part of a sheet, in layout units (a plain class: made before the
    first paint, where a dataclass costs ~1 ms to define)."""

    __slots__ = (
        "badges",
        "bands",
        "bonus",
        "cells",
        "header",
        "height",
        "locks",
        "lucky",
        "misthrow_label",
        "misthrows",
        "points_table",
        "row_points",
        "total",
        "width",
    )

    def __init__(self, width: float, height: float, header: QRectF) -> None:
        self.width = width
        self.height = height
        self.header = header
        self.bands: list[QRectF] = []
        self.badges: list[QRectF] = []
        self.cells: list[list[QRectF]] = []
        self.locks: list[QRectF] = []
        self.row_points: list[QRectF] = []
        self.misthrows: list[QRectF] = []
        self.misthrow_label = QRectF()
        self.points_table = QRectF()
        self.lucky = QRectF()
        self.total = QRectF()
        self.bonus = QRectF()  # null: the sheet has no bonus box


def build_layout(variant: CrossVariant, compact: bool, bonus: bool = False) -> SheetLayout:
    """The sheet's layout; with `bonus`, a box for the score card's bonus before the total."""
    u = UNIT
    margin = 0.22 * u if compact else 0.3 * u
    header_height = 0.85 * u
    row_height = 1.0 * u
    row_gap = 0.14 * u if compact else 0.18 * u
    numbers = len(variant.rows[0].numbers)
    step = 1.0 * u
    cell = 0.86 * u
    badge = 0.8 * u
    lock = 0.8 * u
    score = 1.25 * u
    band_left = margin
    cells_left = band_left + 1.2 * u
    lock_left = cells_left + numbers * step + 0.08 * u
    score_left = lock_left + lock + 0.22 * u
    band_right = score_left + score
    width = band_right + margin
    top = margin + header_height
    layout = SheetLayout(
        width=width, height=0, header=QRectF(margin, margin, width - 2 * margin, header_height)
    )
    for row in range(len(variant.rows)):
        y = top + row * (row_height + row_gap)
        layout.bands.append(
            QRectF(band_left, y, lock_left + lock + 0.1 * u - band_left, row_height)
        )
        inset = (row_height - badge) / 2
        layout.badges.append(QRectF(band_left + inset, y + inset, badge, badge))
        cell_inset = (row_height - cell) / 2
        layout.cells.append(
            [
                QRectF(cells_left + i * step + (step - cell) / 2, y + cell_inset, cell, cell)
                for i in range(numbers)
            ]
        )
        layout.locks.append(QRectF(lock_left, y + (row_height - lock) / 2, lock, lock))
        layout.row_points.append(QRectF(score_left, y + 0.1 * u, score, row_height - 0.2 * u))
    rows_bottom = top + len(variant.rows) * (row_height + row_gap) - row_gap
    box = 0.5 * u
    if compact:
        # Misthrow boxes and the total share the header line of a small sheet.
        header = layout.header
        # The bonus box, if any, between the misthrow boxes and the total.
        bonus_left = header.right() - score - (COMPACT_BONUS + 0.2 * u if bonus else 0)
        first = bonus_left - 0.3 * u - variant.misthrow_boxes * (box + 0.12 * u)
        for i in range(variant.misthrow_boxes):
            layout.misthrows.append(
                QRectF(first + i * (box + 0.12 * u), header.center().y() - box / 2, box, box)
            )
        layout.misthrow_label = QRectF()
        layout.total = QRectF(
            header.right() - score, header.top() + 0.08 * u, score, header.height() - 0.24 * u
        )
        if bonus:
            layout.bonus = QRectF(
                bonus_left, layout.total.top(), COMPACT_BONUS, layout.total.height()
            )
        # Wide enough for "lucky numbers" on two lines in Spanish too (the badges take ~1.4 u).
        layout.lucky = QRectF(first - 4.2 * u, header.top(), 4.0 * u, header.height() - 0.1 * u)
        layout.height = rows_bottom + margin
        return layout
    footer_top = rows_bottom + 0.25 * u
    label_width = 3.4 * u
    layout.misthrow_label = QRectF(band_left, footer_top, label_width, 0.5 * u)
    # The boxes stay under their label: a house rule's 6-8 boxes are smaller (at full size
    # they ran into the points table and covered its "points").
    boxes = variant.misthrow_boxes
    size = min(box, label_width / (boxes + GAP_PER_BOX * (boxes - 1)))
    for i in range(boxes):
        layout.misthrows.append(
            QRectF(
                band_left + i * size * (1 + GAP_PER_BOX),
                footer_top + 0.55 * u + (box - size) / 2,
                size,
                size,
            )
        )
    table_left = band_left + label_width + 0.2 * u
    table_right = lock_left + lock
    layout.total = QRectF(score_left, footer_top + 0.05 * u, score, 1.0 * u)
    if bonus:
        # The bonus box, as high as the total, left of it; the points table makes room.
        width = 1.1 * u
        layout.bonus = QRectF(
            score_left - 0.2 * u - width, layout.total.top(), width, layout.total.height()
        )
        table_right = layout.bonus.left() - 0.15 * u
    layout.points_table = QRectF(table_left, footer_top, table_right - table_left, 1.1 * u)
    layout.lucky = QRectF(
        layout.header.center().x() - 1.0 * u,
        layout.header.top(),
        4.5 * u,
        layout.header.height() - 0.1 * u,
    )
    layout.height = footer_top + 1.1 * u + margin
    return layout


LUCKY_FONT = 0.3  # the "lucky numbers" label's size, in units


def lucky_parts(area: QRectF, count: int) -> tuple[QRectF, list[QRectF]]:
    """The lucky area's label box (left) and its `count` number badges (right)."""
    size = area.height() * 0.78
    gap = 0.1 * UNIT
    first = area.right() - count * (size + gap) + gap
    badges = [
        QRectF(first + i * (size + gap), area.center().y() - size / 2, size, size)
        for i in range(count)
    ]
    label = QRectF(area.left(), area.top(), first - 0.12 * UNIT - area.left(), area.height())
    return label, badges


def fit_lucky_label(box: QRectF, font: QFont) -> FittedText:
    """The "lucky numbers" label in the current language, fitted to its box."""
    align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    return fit_text(translate("Sheet", "lucky numbers"), box, font, align)


def cell_states(model: SheetModel, row: int) -> list[str]:
    """Each number's state in `row`: "free", "crossed", "skipped" (left of a cross, lost) or
    "dead" (the row is locked)."""
    spec = model.variant.rows[row]
    crossed = set(model.crossed[row])
    last = max((spec.index_of(n) for n in crossed), default=-1)
    states = []
    for index, number in enumerate(spec.numbers):
        if number in crossed:
            states.append("crossed")
        elif index < last:
            states.append("skipped")
        elif model.closed[row]:
            states.append("dead")
        else:
            states.append("free")
    return states


@accessible.exposes_parts
class CrossSheet(PaperSheet[SheetModel, SheetLayout, tuple[int, int]]):
    """One player's sheet. Emits clicks; never decides anything itself."""

    cell_clicked = Signal(int, int, int)  # seat, row, number
    other_clicked = Signal(int, str)  # seat, what ("lock", "misthrow", "lucky", "bonus", "sheet")

    def __init__(self, look: Look, compact: bool, parent: QWidget | None = None) -> None:
        super().__init__(look, compact, (0, 0), parent)  # focus: (row, index)
        self._cross_progress: dict[_Key, float] = {}
        self._misthrow_progress: dict[_Key, float] = {}
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._blank: QPixmap | None = None
        self._blank_key: tuple[object, ...] | None = None
        self._painting_blank = False  # paint the blank sheet, or what differs from it
        self._advice: frozenset[Cell] = frozenset()  # the coach's hint, until withdrawn
        self.setMouseTracking(False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    # ---------------------------------------------------------------- data

    def show_advice(self, advice: Sequence[Advice]) -> None:
        """Ring the coach's best move if it is a cross on this sheet (empty: withdraw it)."""
        best = advice[0].move if advice else None
        self._advice = (
            frozenset({(best.row, best.number)}) if isinstance(best, Cross) else frozenset()
        )
        if self._model is not None:
            self.set_model(replace(self._model, advised=self._advice))

    def advised_cells(self) -> frozenset[Cell]:
        return self._model.advised if self._model is not None else frozenset()

    def _with_advice(self, model: SheetModel) -> SheetModel:
        if self._advice and model.advised != self._advice:
            return replace(model, advised=self._advice)
        return model

    def _layout_basis(self, model: SheetModel) -> object:
        return (model.variant, model.bonus_box)

    def _build_layout(self, model: SheetModel) -> SheetLayout:
        return build_layout(model.variant, self._compact, model.bonus_box)

    def _progress_tables(self) -> tuple[dict[_Key, float], ...]:
        return (self._cross_progress, self._misthrow_progress)

    def _refocus(self, previous: SheetModel | None, model: SheetModel, new_seat: bool) -> None:
        offered = model.highlighted | model.lucky_cells
        if new_seat or (
            offered and (previous is None or previous.highlighted | previous.lucky_cells != offered)
        ):
            self._focus_first_offered()

    def highlighted_cells(self) -> frozenset[Cell]:
        """Cells offered now (plain and lucky crosses): what the player sees highlighted."""
        if self._model is None:
            return frozenset()
        return self._model.highlighted | self._model.lucky_cells

    # ---------------------------------------------------------------- geometry

    def cell_rect(self, row: int, number: int) -> QRect:
        """Where the cell of `number` in `row` is, in widget coordinates (tests click here)."""
        assert self._model is not None and self._layout is not None
        index = self._model.variant.rows[row].index_of(number)
        return self._to_widget(self._layout.cells[row][index])

    def total_rect(self) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.total)

    def bonus_rect(self) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.bonus)

    def lock_rect(self, row: int) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.locks[row])

    def band_rect(self, row: int) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.bands[row])

    def badge_rect(self, row: int) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.badges[row])

    def _first_cell(self, layout: SheetLayout, row: int) -> QRectF:
        return layout.cells[row][0]

    # ---------------------------------------------------------------- animations

    def animate_crosses(self, cells: Sequence[Cell], speed: float) -> QVariantAnimation | None:
        """Draw these crosses in with a pen stroke (they stay hidden until it plays)."""
        return self._animate(self._cross_progress, cells, int(CROSS_MS * speed))

    def animate_misthrow(self, count: int, speed: float) -> QVariantAnimation | None:
        keys = [count - 1] if count > 0 else []
        return self._animate(self._misthrow_progress, keys, int(CROSS_MS * speed))

    # ---------------------------------------------------------------- input

    def _hit(self, position: QPointF) -> tuple[str, int, int]:
        """(kind, row, index) of what is under `position`."""
        layout = self._layout
        point = self._layout_point(position)
        if layout is None or point is None:
            return ("none", -1, -1)
        for row, cells in enumerate(layout.cells):
            for index, rect in enumerate(cells):
                # A little slack between cells still counts as the nearer cell.
                if rect.adjusted(-4, -4, 4, 4).contains(point):
                    return ("cell", row, index)
            if layout.locks[row].contains(point):
                return ("lock", row, -1)
        for index, rect in enumerate(layout.misthrows):
            if rect.adjusted(-3, -3, 3, 3).contains(point):
                return ("misthrow", -1, index)
        if layout.lucky.contains(point) and self._model is not None and self._model.lucky:
            return ("lucky", -1, -1)
        if layout.bonus.contains(point):
            return ("bonus", -1, -1)
        return ("sheet", -1, -1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        model = self._model
        if model is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        kind, row, index = self._hit(event.position())
        if kind == "cell":
            self._focus = (row, index)
            number = model.variant.rows[row].numbers[index]
            self.cell_clicked.emit(model.seat, row, number)
        elif kind != "none":
            self.other_clicked.emit(model.seat, kind)
        self.update()
        event.accept()

    def _offered_focus(self) -> list[tuple[int, int]]:
        model = self._model
        if model is None:
            return []
        return sorted(
            (row, model.variant.rows[row].index_of(number))
            for row, number in self.highlighted_cells()
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        model = self._model
        if model is None:
            super().keyPressEvent(event)
            return
        key = event.key()
        if self._step_offered(key):
            event.accept()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            row, index = self._focus
            self.cell_clicked.emit(model.seat, row, model.variant.rows[row].numbers[index])
            event.accept()
        else:
            super().keyPressEvent(event)

    def focused_cell(self) -> Cell | None:
        if self._model is None:
            return None
        row, index = self._focus
        return row, self._model.variant.rows[row].numbers[index]

    def focusInEvent(self, event: QFocusEvent) -> None:
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._focus_first_offered()
        super().focusInEvent(event)

    # ---------------------------------------------------------------- screen readers

    def _name_for_screen_readers(self) -> None:
        super()._name_for_screen_readers()
        accessible.refresh(self)

    def accessible_parts(self) -> list[Part]:
        """What the sheet shows, part by part: its header, every number, lock and row score,
        the misthrows and the total."""
        # The texts (and the rules pages they bring) load when first asked, not at start-up.
        from .crossing_texts import (
            bonus_name,
            cell_name,
            coach_mark,
            lock_name,
            misthrow_name,
            row_points_name,
            total_name,
        )
        from .longo_texts import lucky_name

        model, layout = self._model, self._layout
        if model is None or layout is None:
            return []
        rect = self._to_widget
        parts = [Part(self._spoken_header(model), rect(layout.header), "heading")]
        if model.lucky:
            parts.append(Part(lucky_name(model.lucky), rect(layout.lucky)))
        for row, spec in enumerate(model.variant.rows):
            colour = colour_name(spec.colour)
            for index, (number, state) in enumerate(
                zip(spec.numbers, cell_states(model, row), strict=True)
            ):
                cell = (row, number)
                offered = cell in model.highlighted or cell in model.lucky_cells
                lucky = cell in model.lucky_cells and cell not in model.highlighted
                name = cell_name(colour, number, state, offered, lucky)
                parts.append(
                    Part(
                        coach_mark(name, cell in model.advised, cell in model.played),
                        rect(layout.cells[row][index]),
                        "check",
                        checked=state == "crossed",
                        offered=offered,
                        disabled=state in ("skipped", "dead"),
                        focused=not self._compact and self._focus == (row, index),
                    )
                )
            closed, locked = model.closed[row], model.locks[row]
            parts.append(
                Part(
                    lock_name(colour, locked, closed),
                    rect(layout.locks[row]),
                    "check",
                    checked=locked,
                    disabled=closed and not locked,
                )
            )
            parts.append(
                Part(
                    row_points_name(row_colour_name(spec.colour), model.card.row_points[row]),
                    rect(layout.row_points[row]),
                )
            )
        boxes = model.variant.misthrow_boxes
        for index, box in enumerate(layout.misthrows):
            taken = index < model.misthrows
            parts.append(
                Part(misthrow_name(index, boxes, taken), rect(box), "check", checked=taken)
            )
        if not layout.bonus.isNull():
            parts.append(Part(bonus_name(model.card.bonus), rect(layout.bonus)))
        parts.append(Part(total_name(model.card.total), rect(layout.total)))
        return parts

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        model, layout = self._model, self._layout
        if model is None or layout is None:
            return
        # Everything but the crosses being drawn in comes from a cached picture: animation
        # frames then cost a blit and a few lines, never a repaint of the whole sheet.
        ratio = self.devicePixelRatioF()
        key = (
            model,
            self.size().toTuple(),
            ratio,
            self._look,
            self.hasFocus(),
            self._focus,
            frozenset(self._cross_progress),
            frozenset(self._misthrow_progress),
            self._note,
        )
        if key != self._cache_key or self._cache is None:
            pixmap = QPixmap(self._blank_sheet(model, layout, ratio))  # a copy to draw on
            base = QPainter(pixmap)
            self._paint_base(base, model, layout)
            base.end()
            self._cache, self._cache_key = pixmap, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._cache)
        if self._cross_progress or self._misthrow_progress:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setTransform(self._transform())
            self._paint_animated_crosses(painter, model, layout)
        painter.end()

    def _forget_pictures(self) -> None:
        self._cache = self._cache_key = self._blank = self._blank_key = None
        _BLANKS.clear()

    def _blank_sheet(self, model: SheetModel, layout: SheetLayout, ratio: float) -> QPixmap:
        """The empty sheet of this game at this size: paper, bands, free numbers, tables.

        It changes only with the size, theme or language (`retranslate` drops it), so a new
        position repaints just what differs from a blank sheet (crosses, struck and offered
        numbers, totals).
        """
        key = (
            model.variant,
            self.size().toTuple(),
            ratio,
            self._look,
            bool(model.lucky),
            model.bonus_box,
            self._compact,
            self.font().key(),
        )
        if key != self._blank_key or self._blank is None:
            blank = _BLANKS.get(key)
            if blank is None:
                blank = _BLANKS[key] = self._paint_blank(model, layout, ratio)
                while len(_BLANKS) > _BLANKS_KEPT:
                    del _BLANKS[next(iter(_BLANKS))]  # the oldest
            self._blank, self._blank_key = blank, key
        return self._blank

    def _paint_blank(self, model: SheetModel, layout: SheetLayout, ratio: float) -> QPixmap:
        pixmap = QPixmap((QSizeF(self.size()) * ratio).toSize())
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self._setup(painter)
        self._painting_blank = True
        try:
            self._paint_paper(painter, model, layout)
            for row in range(len(model.variant.rows)):
                self._paint_row(painter, model, layout, row)
            self._paint_misthrows(painter, model, layout)
            if not self._compact:
                self._paint_points_table(painter, model, layout)
            self._paint_total(painter, model, layout)
            self._paint_bonus(painter, model, layout)
            if model.lucky:
                self._paint_lucky(painter, model, layout)
        finally:
            self._painting_blank = False
            painter.end()
        return pixmap

    def _paint_base(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        """Everything that differs from the blank sheet."""
        self._setup(painter)
        self._paint_paper(painter, model, layout)
        self._paint_header(painter, model, layout)
        for row in range(len(model.variant.rows)):
            self._paint_row(painter, model, layout, row)
        self._paint_misthrows(painter, model, layout)
        self._paint_total(painter, model, layout)
        self._paint_bonus(painter, model, layout)

    def _paint_animated_crosses(
        self, painter: QPainter, model: SheetModel, layout: SheetLayout
    ) -> None:
        for key, progress in self._cross_progress.items():
            if not isinstance(key, tuple):
                continue
            row, number = key
            if number == -1:
                rect = layout.locks[row]
            else:
                rect = layout.cells[row][model.variant.rows[row].index_of(number)]
            self._paint_cross(painter, rect, progress)
        for key, progress in self._misthrow_progress.items():
            if isinstance(key, int) and key < len(layout.misthrows):
                self._paint_cross(painter, layout.misthrows[key].adjusted(-2, -2, 2, 2), progress)

    def _paint_paper(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        if self._painting_blank:
            self._paint_blank_paper(painter, layout)
        else:
            self._paint_paper_border(painter, model, layout)

    def _paint_header(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        if model.active:
            self._paint_active_die(
                painter, self._header_left(layout.header), layout.header.center().y()
            )
        self._paint_header_line(painter, self._header_line(model, layout))
        if model.lucky:
            self._paint_lucky(painter, model, layout)

    def _header_line(self, model: SheetModel, layout: SheetLayout) -> HeaderLine:
        """The name and its tags, ending before whatever the header shows on its right."""
        header = layout.header
        left = self._header_name_left(header, model.active)
        box = QRectF(
            left, header.top(), self._header_room_right(model, layout) - left, header.height()
        )
        fonts = (self._font(0.5, bold=True), self._font(0.34))
        tags = " · ".join(self._header_tags(model))
        return fit_header_line(model.name, tags, box, fonts, header.width() * 0.45, 0.25 * UNIT)

    @staticmethod
    def _header_room_right(model: SheetModel, layout: SheetLayout) -> float:
        """Where the header's right-hand parts begin: the lucky numbers, else (small sheets)
        the misthrow boxes and the total; the name and its tags end a little before."""
        header = layout.header
        parts = [rect for rect in (*layout.misthrows, layout.total) if rect.intersects(header)]
        if model.lucky:
            parts.append(layout.lucky)
        return min((rect.left() for rect in parts), default=header.right()) - 0.2 * UNIT

    def _paint_lucky(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        look = self._look
        label_box, badges = lucky_parts(layout.lucky, len(model.lucky))
        painter.save()
        if self._painting_blank:
            painter.setPen(look.soft_ink)
            draw_fitted(painter, label_box, fit_lucky_label(label_box, self._font(LUCKY_FONT)))
            painter.restore()
            return
        for number, badge in zip(model.lucky, badges, strict=True):
            painter.setPen(QPen(look.accent.darker(150), 1.5))
            painter.setBrush(look.accent)
            painter.drawEllipse(badge)
            painter.setPen(look.ink)
            painter.setFont(self._font(0.36, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(number))
        painter.restore()

    def _paint_row(
        self, painter: QPainter, model: SheetModel, layout: SheetLayout, row: int
    ) -> None:
        look = self._look
        spec = model.variant.rows[row]
        colours = look.row(spec.colour)
        band = layout.bands[row]
        closed = model.closed[row]
        blank = self._painting_blank
        if blank:
            self._paint_band(painter, layout, row, colours, colour_letter(spec.colour, spec.symbol))
            for index, number in enumerate(spec.numbers):
                self._paint_cell(
                    painter, layout.cells[row][index], number, colours, "free", False, False
                )
            self._paint_lock(painter, layout.locks[row], colours.ink, False, False, (row, -1))
            points_rect = layout.row_points[row]
            painter.setPen(QPen(colours.band, 2))
            painter.setBrush(look.paper)
            painter.drawRoundedRect(points_rect, 6, 6)
            return
        states = cell_states(model, row)
        for index, number in enumerate(spec.numbers):
            rect = layout.cells[row][index]
            cell = (row, number)
            state = states[index]
            offered = cell in model.highlighted or cell in model.lucky_cells
            if offered or state in ("skipped", "dead"):
                # The blank sheet shows free numbers; only these look different.
                self._paint_cell(
                    painter,
                    rect,
                    number,
                    colours,
                    state,
                    offered,
                    cell in model.lucky_cells and cell not in model.highlighted,
                )
            if state == "crossed" and cell not in self._cross_progress:
                self._paint_cross(painter, rect, 1.0)
            if cell in model.played:
                self._paint_cross(painter, rect, 1.0, look.played_cross)
            if cell in model.advised:
                paint_coach_ring(painter, rect, look)
            if self.hasFocus() and not self._compact and self._focus == (row, index):
                painter.save()
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(look.focus, 0.09 * UNIT, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 8, 8)
                painter.restore()
        if closed or model.locks[row]:
            self._paint_lock(
                painter, layout.locks[row], colours.ink, model.locks[row], closed, (row, -1)
            )
        if closed:
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            veil = QColor(look.paper)
            veil.setAlpha(95)
            painter.setBrush(veil)
            painter.drawRoundedRect(band, 0.22 * UNIT, 0.22 * UNIT)
            painter.restore()
        # The row's points so far.
        points_rect = layout.row_points[row]
        painter.setPen(look.ink)
        painter.setFont(self._font(0.44, bold=True))
        painter.drawText(points_rect, Qt.AlignmentFlag.AlignCenter, str(model.card.row_points[row]))

    def _paint_cell(
        self,
        painter: QPainter,
        rect: QRectF,
        number: int,
        colours: RowColours,
        state: str,
        offered: bool,
        lucky_only: bool,
    ) -> None:
        look = self._look
        radius = 0.14 * UNIT
        painter.save()
        if offered:
            self._paint_offer_box(painter, rect, dashed=lucky_only)
        else:
            fill = QColor(colours.tint)
            if state in ("skipped", "dead"):
                fill = QColor(colours.tint).darker(112)
                fill.setHsv(fill.hue(), max(0, fill.saturation() // 3), fill.value())
            # High contrast: an edge in the row's ink, as a yellow row's boxes are pale on
            # its band.
            edged = look.high_contrast
            painter.setPen(QPen(colours.ink, 0.03 * UNIT) if edged else Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, radius, radius)
        ink = QColor(colours.ink)
        if state in ("skipped", "dead"):
            ink = QColor(look.soft_ink)
            ink.setAlpha(look.faded_alpha)
        if offered:
            ink = look.ink
        painter.setPen(ink)
        painter.setFont(self._font(0.46, bold=offered or state in ("free", "crossed")))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
        if state == "skipped":
            # Lost for good: struck through.
            painter.setPen(QPen(look.soft_ink, 0.05 * UNIT))
            y = rect.center().y()
            painter.drawLine(
                QPointF(rect.left() + 0.12 * UNIT, y), QPointF(rect.right() - 0.12 * UNIT, y)
            )
        if offered and lucky_only:
            star = QRectF(
                rect.right() - 0.34 * UNIT, rect.top() - 0.12 * UNIT, 0.46 * UNIT, 0.46 * UNIT
            )
            _star(painter, star, look.accent, look.accent.darker(160))
        painter.restore()

    def _paint_cross(
        self, painter: QPainter, rect: QRectF, progress: float, colour: QColor | None = None
    ) -> None:
        paint_cross(painter, rect, progress, colour or self._look.cross, 0.12 * UNIT, 0.16 * UNIT)

    def _paint_lock(
        self,
        painter: QPainter,
        rect: QRectF,
        ink: QColor,
        crossed: bool,
        closed: bool,
        cell: Cell,
    ) -> None:
        look = self._look
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.paper if not closed else QColor("#3b3b40"))
        painter.drawEllipse(rect)
        # A padlock: shackle arc over a body.
        icon = closed and not crossed
        colour = QColor("#ffffff") if icon else ink
        body = QRectF(0, 0, rect.width() * 0.46, rect.height() * 0.36)
        body.moveCenter(rect.center() + QPointF(0, rect.height() * 0.1))
        shackle = QRectF(0, 0, rect.width() * 0.3, rect.height() * 0.36)
        shackle.moveCenter(QPointF(body.center().x(), body.top()))
        painter.setPen(QPen(colour, 0.07 * UNIT))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(shackle, 0, 180 * 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(body, 2.5, 2.5)
        painter.restore()
        if crossed and cell not in self._cross_progress:
            self._paint_cross(painter, rect, 1.0)

    def _paint_misthrows(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        look = self._look
        painter.save()
        if not self._painting_blank:
            for index, rect in enumerate(layout.misthrows):
                if index < model.misthrows and index not in self._misthrow_progress:
                    self._paint_cross(painter, rect.adjusted(-2, -2, 2, 2), 1.0)
            painter.restore()
            return
        if not layout.misthrow_label.isNull():
            painter.setFont(self._font(0.32))
            painter.setPen(look.soft_ink)
            # number_text: misthrows that cost nothing (a house rule) read "0 each", not "-0".
            penalty = number_text(-model.variant.misthrow_penalty)
            painter.drawText(
                layout.misthrow_label,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                translate("Sheet", "misthrows ({penalty} each)").format(penalty=penalty),
            )
        for rect in layout.misthrows:
            painter.setPen(QPen(look.ink, 1.6))
            painter.setBrush(look.paper)
            painter.drawRoundedRect(rect, 4, 4)
        painter.restore()

    def _paint_points_table(
        self, painter: QPainter, model: SheetModel, layout: SheetLayout
    ) -> None:
        look = self._look
        area = layout.points_table
        points = model.variant.points[1:]
        painter.save()
        label_width = 1.6 * UNIT
        column = (area.width() - label_width) / len(points)
        half = area.height() / 2
        painter.setFont(self._font(0.26))
        painter.setPen(look.soft_ink)
        painter.drawText(
            QRectF(area.left(), area.top(), label_width, half),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            translate("Sheet", "crosses") + "  ",
        )
        painter.drawText(
            QRectF(area.left(), area.top() + half, label_width, half),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            translate("Sheet", "points") + "  ",
        )
        for i, value in enumerate(points):
            x = area.left() + label_width + i * column
            top = QRectF(x, area.top(), column, half)
            bottom = QRectF(x, area.top() + half, column, half)
            painter.setPen(QPen(look.rule, 1))
            painter.setBrush(QColor(0, 0, 0, 10) if i % 2 else Qt.BrushStyle.NoBrush)
            painter.drawRect(top.united(bottom))
            painter.setPen(look.soft_ink)
            painter.setFont(self._font(0.26))
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, f"{i + 1}{TIMES}")
            painter.setPen(look.ink)
            painter.setFont(self._font(0.3, bold=True))
            painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, str(value))
        painter.restore()

    def _paint_total(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        look = self._look
        rect = layout.total
        painter.save()
        if self._painting_blank:
            painter.setPen(QPen(look.ink, 2))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(rect, 8, 8)
            if not self._compact:
                upper = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.4)
                painter.setFont(self._font(0.22))
                painter.setPen(look.soft_ink)
                painter.drawText(upper, Qt.AlignmentFlag.AlignCenter, translate("Sheet", "total"))
            painter.restore()
            return
        painter.setPen(look.ink)
        if self._compact:
            box, font = rect, self._font(0.46, bold=True)
        else:
            box = QRectF(
                rect.left(), rect.top() + rect.height() * 0.35, rect.width(), rect.height() * 0.6
            )
            font = self._font(0.5, bold=True)
        # Inside the box's border, smaller if need be: with house rules a total such as -160
        # (8 misthrows of 20 points) ran over the border.
        inner = box.adjusted(0.1 * UNIT, 0, -0.1 * UNIT, 0)
        # A total below zero (misthrows before any cross) with the results' minus sign.
        text = number_text(model.card.total)
        draw_fitted(painter, inner, fit_text(text, inner, font, Qt.AlignmentFlag.AlignCenter))
        painter.restore()

    def _paint_bonus(self, painter: QPainter, model: SheetModel, layout: SheetLayout) -> None:
        """The score card's bonus (On Board's board), in a box like the total's: "board" over
        it on the large sheet, a figure before it on a small one."""
        rect = layout.bonus
        if rect.isNull():
            return
        look = self._look
        painter.save()
        if self._compact:
            figure = QRectF(rect.left(), rect.top(), 0.45 * UNIT, rect.height())
            text_box = rect.adjusted(figure.width(), 0, -0.08 * UNIT, 0)
            font = self._font(0.4, bold=True)
        else:
            figure = QRectF()
            text_box = QRectF(
                rect.left(), rect.top() + rect.height() * 0.35, rect.width(), rect.height() * 0.6
            )
            font = self._font(0.46, bold=True)
        if self._painting_blank:
            painter.setPen(QPen(look.ink, 1.4))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(rect, 8, 8)
            if self._compact:
                _figure(painter, figure.adjusted(0.1 * UNIT, 0.1 * UNIT, 0, -0.1 * UNIT), look.ink)
            else:
                upper = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.4)
                painter.setFont(self._font(0.22))
                painter.setPen(look.soft_ink)
                painter.drawText(upper, Qt.AlignmentFlag.AlignCenter, translate("Sheet", "board"))
            painter.restore()
            return
        painter.setPen(look.ink)
        inner = text_box.adjusted(0.06 * UNIT, 0, -0.06 * UNIT, 0)
        text = f"+{model.card.bonus}"
        draw_fitted(painter, inner, fit_text(text, inner, font, Qt.AlignmentFlag.AlignCenter))
        painter.restore()


def _figure(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A playing figure (a pawn: head over a flared body), the small sheet's board bonus."""
    size = min(rect.width(), rect.height())
    x = rect.center().x()
    base = rect.center().y() + size / 2
    path = QPainterPath()
    path.moveTo(x - size * 0.36, base)
    path.lineTo(x + size * 0.36, base)
    path.lineTo(x + size * 0.12, base - size * 0.62)
    path.lineTo(x - size * 0.12, base - size * 0.62)
    path.closeSubpath()
    path.addEllipse(QPointF(x, base - size * 0.78), size * 0.19, size * 0.19)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path.simplified())
    painter.restore()


def _star(painter: QPainter, rect: QRectF, fill: QColor, outline: QColor) -> None:
    """A five-pointed star (the lucky-cell mark)."""
    centre = rect.center()
    outer = rect.width() / 2
    inner = outer * 0.5
    path = QPainterPath()
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(
            centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)
        )
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    painter.save()
    painter.setPen(QPen(outline, 1.2))
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.restore()


__all__ = ["CrossSheet", "SheetLayout", "SheetModel", "build_layout"]
