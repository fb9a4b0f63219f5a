"""A Qwantum score sheet, painted with QPainter: written numbers, not crosses.

Four colour rows of six fields (rising up to the thick line, falling after it), the column
scores under them as columns fill, the misthrow boxes with their growing cost and the total.
While its owner chooses a colour, every open row previews the value in its next free field
and says whether it fits (and why not). Each row shows its letter, so colour is never the
only cue. Like the crossing sheet it is laid out once in abstract units and scaled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ..engine import Phase, ScoreCard, Write
from ..engine.qwantum import QwantumState, QwantumVariant, sheet_problem
from ..typography import MINUS
from . import accessible
from .accessible import Part
from .controller import TableSnapshot, Waiting
from .crossing_texts import coach_mark, total_name
from .i18n import translate
from .names import colour_letter, colour_name, row_colour_name
from .paper import UNIT, PaperSheet, paint_coach_ring, paint_cross
from .qwantum_texts import column_name, field_name, misthrow_box_name, row_name, row_preview
from .style import Look
from .textfit import HeaderLine, draw_fitted, fit_header_line, fit_text

WRITE_MS = 460  # a number written in, at normal speed
_EASING = QEasingCurve.Type.OutCubic  # a written number settles quickly


@dataclass(frozen=True)
class RowPreview:
    """Where the current value of a colour would go on this sheet, and whether it may."""

    value: int
    field: int  # the next free field (== fields when the row is full)
    fits: bool  # offered now (a legal write)
    reason: str  # "" when it fits, else the engine's rule code
    last: int  # the number it has to rise above or fall below (0 for an empty row)


@dataclass(frozen=True)
class QwantumSheetModel:
    """What one Qwantum sheet shows, taken from a table snapshot."""

    seat: int
    name: str
    level: str
    variant: QwantumVariant
    values: tuple[tuple[int, ...], ...]  # per row, the numbers written, left to right
    column_points: tuple[int, ...]
    complete: tuple[bool, ...]  # per column: all four fields filled (scored)
    misthrows: int
    card: ScoreCard
    previews: tuple[RowPreview | None, ...] = ()
    choosing: bool = False  # the previews are offers (action B or C), not just a peek
    active: bool = False
    deciding: bool = False
    decided: bool = False  # action C: this player's choice is in
    rank: int = 0
    advised_row: int | None = None  # the coach's write (hint, review): its field ringed
    played_row: int | None = None  # the review: the write made, in pencil

    @staticmethod
    def from_snapshot(snap: TableSnapshot, seat: int) -> QwantumSheetModel:
        state: QwantumState = snap.state
        variant = state.variant
        player = snap.game.players[seat]
        over = state.phase is Phase.OVER
        winners = snap.game.winners() if over else ()
        values = state.sheets[seat]
        deciding = snap.decider == seat and snap.waiting is Waiting.HUMAN_DECISION
        choosing = deciding and state.phase in (Phase.CHOOSE_ACTIVE, Phase.CHOOSE_ALL)
        peek = deciding and state.phase is Phase.REROLL
        previews: tuple[RowPreview | None, ...] = ()
        if (choosing or peek) and state.dice:
            previews = tuple(
                _preview(state, seat, row, Write(row) in snap.moves)
                for row in range(len(variant.rows))
            )
        return QwantumSheetModel(
            seat=seat,
            name=player.name,
            level=player.controller,
            variant=variant,
            values=values,
            column_points=state.column_points(seat),
            complete=tuple(
                all(len(row) > column for row in values) for column in range(variant.fields)
            ),
            misthrows=state.misthrows[seat],
            card=snap.game.scores()[seat],
            previews=previews,
            choosing=choosing,
            active=state.active == seat and not over,
            deciding=snap.decider == seat,
            decided=state.phase is Phase.CHOOSE_ALL and state.pending[seat] is not None,
            rank=1 if seat in winners else 0,
        )

    @property
    def offered_rows(self) -> tuple[int, ...]:
        if not self.choosing:
            return ()
        return tuple(row for row, p in enumerate(self.previews) if p is not None and p.fits)

    def reviewed(
        self, state: QwantumState, played: int | None, advised: int | None
    ) -> QwantumSheetModel:
        """This sheet in the coach's review: the value written (`played`, in pencil) and the
        coach's (`advised`, ringed) in their rows' next fields; no other preview."""
        rows = {row for row in (played, advised) if row is not None}
        previews = tuple(
            _preview(state, self.seat, row, True) if row in rows and state.dice else None
            for row in range(len(self.variant.rows))
        )
        return replace(
            self, previews=previews, choosing=False, played_row=played, advised_row=advised
        )


def _preview(state: QwantumState, seat: int, row: int, legal: bool) -> RowPreview:
    values = state.sheets[seat][row]
    value = state.colour_value(row)
    last = values[-1] if values else 0
    if state.phase is Phase.CHOOSE_ALL and row == state.b_row:
        return RowPreview(value, len(values), False, "colour_taken", last)
    problem = sheet_problem(values, value, state.variant)
    reason = problem[0] if problem is not None else ""
    return RowPreview(value, len(values), legal and problem is None, reason, last)


@dataclass
class QwantumLayout:
    """Rectangles of every part of a sheet, in layout units."""

    width: float
    height: float
    header: QRectF
    name: QRectF
    bands: list[QRectF] = field(default_factory=list)
    badges: list[QRectF] = field(default_factory=list)
    fields: list[list[QRectF]] = field(default_factory=list)
    notes: list[QRectF] = field(default_factory=list)
    thick_x: float = 0.0
    captions: tuple[QRectF, QRectF] = (QRectF(), QRectF())
    column_label: QRectF = field(default_factory=QRectF)
    columns: list[QRectF] = field(default_factory=list)
    summary: QRectF = field(default_factory=QRectF)
    misthrow_label: QRectF = field(default_factory=QRectF)
    misthrows: list[QRectF] = field(default_factory=list)
    total: QRectF = field(default_factory=QRectF)
    tags: QRectF = field(default_factory=QRectF)  # full size: the tags' line under the name


# The keyboard focus ring around a row (full size only), in UNITs: its pen and how far
# outside the band it runs. The captions above the first row stand clear of it.
FOCUS_PEN = 0.08
FOCUS_OUTSET = 0.08
CAPTION_CLEARANCE = FOCUS_OUTSET + FOCUS_PEN / 2 + 0.04


def build_layout(variant: QwantumVariant, compact: bool) -> QwantumLayout:
    u = UNIT
    margin = (0.22 if compact else 0.3) * u
    # Full size: two lines, the name over the tags and the misthrows, so a long name and the
    # tags ("deciding") are whole beside the misthrows and the total.
    header_h = (0.7 if compact else 1.2) * u
    caption_h = 0.0 if compact else 0.52 * u
    row_h = (0.82 if compact else 1.0) * u
    row_gap = (0.1 if compact else 0.16) * u
    badge = (0.64 if compact else 0.8) * u
    cell = (0.74 if compact else 0.86) * u
    step = (0.84 if compact else 1.0) * u
    thick = (0.3 if compact else 0.4) * u
    band_left = margin
    cells_left = band_left + (0.86 if compact else 1.15) * u
    xs = []
    x = cells_left
    for index in range(variant.fields):
        xs.append(x)
        x += step + (thick if index == variant.rising_fields - 1 else 0.0)
    band_right = xs[-1] + cell + 0.12 * u
    thick_x = xs[variant.rising_fields - 1] + cell + (step - cell + thick) / 2
    side_left = band_right + (0.25 if compact else 0.2) * u
    side_w = (2.9 if compact else 4.7) * u
    width = side_left + side_w + margin
    header = QRectF(margin, margin, width - 2 * margin, header_h)
    layout = QwantumLayout(width=width, height=0.0, header=header, name=QRectF(header))
    top = margin + header_h + caption_h
    if not compact:
        # The focus ring of the first row ran over the captions' lower half.
        caption_top = top - caption_h
        text_h = caption_h - CAPTION_CLEARANCE * u
        rising = QRectF(xs[0], caption_top, xs[variant.rising_fields - 1] + cell - xs[0], text_h)
        falling = QRectF(
            xs[variant.rising_fields],
            caption_top,
            xs[-1] + cell - xs[variant.rising_fields],
            text_h,
        )
        layout.captions = (rising, falling)
    layout.thick_x = thick_x
    for row in range(len(variant.rows)):
        y = top + row * (row_h + row_gap)
        layout.bands.append(QRectF(band_left, y, band_right - band_left, row_h))
        inset = (row_h - badge) / 2
        layout.badges.append(QRectF(band_left + inset * 0.8, y + inset, badge, badge))
        cell_inset = (row_h - cell) / 2
        layout.fields.append([QRectF(fx, y + cell_inset, cell, cell) for fx in xs])
        layout.notes.append(QRectF(side_left, y, side_w, row_h))
    rows_bottom = top + len(variant.rows) * (row_h + row_gap) - row_gap
    column_top = rows_bottom + 0.14 * u
    column_h = (0.56 if compact else 0.7) * u
    layout.column_label = QRectF(band_left, column_top, cells_left - band_left - 0.08 * u, column_h)
    layout.columns = [QRectF(fx, column_top, cell, column_h) for fx in xs]
    layout.height = column_top + column_h + margin
    box = (0.44 if compact else 0.55) * u
    box_gap = (0.1 if compact else 0.12) * u
    boxes_w = variant.misthrow_boxes * box + (variant.misthrow_boxes - 1) * box_gap
    if compact:
        # The total and the misthrows stand to the right of the rows.
        rows = layout.bands
        layout.total = QRectF(side_left, rows[0].top(), side_w, rows[1].bottom() - rows[0].top())
        label_top = rows[2].top()
        layout.misthrow_label = QRectF(side_left, label_top, side_w, 0.42 * u)
        boxes_left = side_left + (side_w - boxes_w) / 2
        boxes_top = layout.misthrow_label.bottom() + 0.08 * u
        layout.misthrows = [
            QRectF(boxes_left + i * (box + box_gap), boxes_top, box, box)
            for i in range(variant.misthrow_boxes)
        ]
        layout.summary = QRectF()
        layout.name = QRectF(header.left(), header.top(), header.width(), header.height())
        return layout
    # Full size: the total on the header's right; left of it the name on the upper line,
    # the tags and the misthrows on the lower; a summary beside the columns.
    total_w = 1.5 * u
    layout.total = QRectF(header.right() - total_w, header.top(), total_w, header.height())
    name_h = 0.62 * u
    lower = QRectF(header.left(), header.top() + name_h, header.width(), header_h - name_h)
    boxes_left = layout.total.left() - 0.35 * u - boxes_w
    layout.misthrows = [
        QRectF(boxes_left + i * (box + box_gap), lower.center().y() - box / 2, box, box)
        for i in range(variant.misthrow_boxes)
    ]
    layout.misthrow_label = QRectF(boxes_left - 2.6 * u, lower.top(), 2.5 * u, lower.height())
    layout.name = QRectF(
        header.left(), header.top(), layout.total.left() - 0.35 * u - header.left(), name_h
    )
    layout.tags = QRectF(
        header.left(), lower.top(), layout.misthrow_label.left() - header.left(), lower.height()
    )
    layout.summary = QRectF(side_left, column_top, side_w, column_h)
    return layout


@accessible.exposes_parts
class QwantumSheet(PaperSheet[QwantumSheetModel, QwantumLayout, int]):
    """One player's Qwantum sheet. Emits clicks; never decides anything itself."""

    row_clicked = Signal(int, int)  # seat, row
    other_clicked = Signal(int, str)  # seat, what ("misthrow", "column", "sheet")

    FALLBACK_RATIO = 0.5
    FALLBACK_SIZE = (560, 300)
    COMPACT_SCALE = 0.75
    MINIMUM_SIZES = ((220, 110), (440, 240))

    def __init__(self, look: Look, compact: bool, parent: QWidget | None = None) -> None:
        super().__init__(look, compact, 0, parent)  # focus: a row
        self._written: dict[tuple[int, int], float] = {}  # (row, field) -> progress
        self._scored: dict[int, float] = {}  # column -> progress
        self._misthrow_progress: dict[int, float] = {}  # box index -> progress
        self._advice_row: int | None = None  # the coach's hint, until withdrawn

    # ---------------------------------------------------------------- data

    def show_advice(self, row: int | None) -> None:
        """Ring the next field of `row`: the coach's write (None: withdraw the ring)."""
        self._advice_row = row
        if self._model is not None:
            self.set_model(replace(self._model, advised_row=row))

    def advised_row(self) -> int | None:
        return self._model.advised_row if self._model is not None else None

    def _with_advice(self, model: QwantumSheetModel) -> QwantumSheetModel:
        if self._advice_row is not None:
            return replace(model, advised_row=self._advice_row)
        return model

    def _build_layout(self, model: QwantumSheetModel) -> QwantumLayout:
        return build_layout(model.variant, self._compact)

    def _progress_tables(self) -> tuple[dict[Any, float], ...]:
        return (self._written, self._scored, self._misthrow_progress)

    def _refocus(
        self, previous: QwantumSheetModel | None, model: QwantumSheetModel, new_seat: bool
    ) -> None:
        # A new seat starts at the first offered row: hot-seat, the next person's offered rows
        # are often the same, and the focus left where the last one wrote gave their hidden
        # action C choice away.
        if model.offered_rows and (
            new_seat or previous is None or previous.offered_rows != model.offered_rows
        ):
            self._focus = model.offered_rows[0]

    def offered_rows(self) -> tuple[int, ...]:
        """Rows whose value may be written now: what the player sees highlighted."""
        return self._model.offered_rows if self._model is not None else ()

    # ---------------------------------------------------------------- geometry

    def field_rect(self, row: int, column: int) -> QRect:
        """Where field `column` of `row` is, in widget coordinates (tests click here)."""
        assert self._layout is not None
        return self._to_widget(self._layout.fields[row][column])

    def row_rect(self, row: int) -> QRect:
        """The clickable part of a row: its band and the note beside it."""
        assert self._layout is not None
        return self._to_widget(self._layout.bands[row].united(self._layout.notes[row]))

    def caption_rect(self, index: int) -> QRect:
        """Where the caption "rising" (0) or "falling" (1) is written, in widget coordinates;
        empty on a compact sheet, which has none."""
        assert self._layout is not None
        return self._to_widget(self._layout.captions[index])

    def preview_rect(self, row: int) -> QRect:
        """The next free field of `row` (where the preview shows), or the band if full."""
        assert self._layout is not None and self._model is not None
        column = len(self._model.values[row])
        if column >= self._model.variant.fields:
            return self._to_widget(self._layout.bands[row])
        return self.field_rect(row, column)

    def column_rect(self, column: int) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.columns[column])

    def _first_cell(self, layout: QwantumLayout, row: int) -> QRectF:
        return layout.fields[row][0]

    # ---------------------------------------------------------------- animations

    def animate_written(
        self, cells: Sequence[tuple[int, int]], speed: float
    ) -> QVariantAnimation | None:
        """Fade and scale these newly written numbers in."""
        return self._animate(self._written, cells, int(WRITE_MS * speed), easing=_EASING)

    def animate_columns(self, columns: Sequence[int], speed: float) -> QVariantAnimation | None:
        return self._animate(self._scored, columns, int(WRITE_MS * speed), easing=_EASING)

    def animate_misthrow(self, count: int, speed: float) -> QVariantAnimation | None:
        keys = [count - 1] if count > 0 else []
        return self._animate(self._misthrow_progress, keys, int(WRITE_MS * speed), easing=_EASING)

    # ---------------------------------------------------------------- input

    def _hit(self, position: QPointF) -> tuple[str, int]:
        layout = self._layout
        point = self._layout_point(position)
        if layout is None or point is None:
            return ("none", -1)
        for row, band in enumerate(layout.bands):
            if band.adjusted(0, -3, 0, 3).contains(point) or layout.notes[row].contains(point):
                return ("row", row)
        for index, rect in enumerate(layout.misthrows):
            if rect.adjusted(-3, -3, 3, 3).contains(point):
                return ("misthrow", index)
        for index, rect in enumerate(layout.columns):
            if rect.contains(point):
                return ("column", index)
        return ("sheet", -1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        model = self._model
        if model is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        kind, index = self._hit(event.position())
        if kind == "row":
            self._focus = index
            self.row_clicked.emit(model.seat, index)
        elif kind != "none":
            self.other_clicked.emit(model.seat, kind)
        self.update()
        event.accept()

    def _offered_focus(self) -> list[int]:
        return list(self.offered_rows())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        model = self._model
        if model is None:
            super().keyPressEvent(event)
            return
        key = event.key()
        if self._step_offered(key):
            event.accept()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.row_clicked.emit(model.seat, self._focus)
            event.accept()
        else:
            super().keyPressEvent(event)

    @property
    def focused_row(self) -> int:
        return self._focus

    def focusInEvent(self, event: QFocusEvent) -> None:
        offered = self.offered_rows()
        if offered and self._focus not in offered:
            self._focus = offered[0]
        super().focusInEvent(event)

    # ---------------------------------------------------------------- screen readers

    def _name_for_screen_readers(self) -> None:
        super()._name_for_screen_readers()
        accessible.refresh(self)

    def accessible_parts(self) -> list[Part]:
        """The header, each row (what is clicked to write there) followed by its fields,
        the column scores, the misthrows and the total."""
        model, layout = self._model, self._layout
        if model is None or layout is None:
            return []
        rect = self._to_widget
        parts = [Part(self._spoken_header(model), rect(layout.name), "heading")]
        offered_rows = model.offered_rows
        for row, spec in enumerate(model.variant.rows):
            colour = colour_name(spec.colour)
            values = model.values[row]
            name = row_name(row_colour_name(spec.colour), values)
            preview = model.previews[row] if row < len(model.previews) else None
            offered = row in offered_rows
            if preview is not None:
                name = row_preview(name, preview.value, preview.reason, preview.last, offered)
            parts.append(
                Part(
                    coach_mark(name, row == model.advised_row, row == model.played_row),
                    rect(layout.bands[row].united(layout.notes[row])),
                    "button",
                    offered=offered,
                    disabled=len(values) >= model.variant.fields,
                    focused=not self._compact and self._focus == row,
                )
            )
            for column, field_rect in enumerate(layout.fields[row]):
                value = values[column] if column < len(values) else None
                parts.append(Part(field_name(colour, column, value), rect(field_rect)))
        for column, column_rect in enumerate(layout.columns):
            points = model.column_points[column] if model.complete[column] else None
            parts.append(Part(column_name(column, points), rect(column_rect)))
        for index, box in enumerate(layout.misthrows):
            taken = index < model.misthrows
            parts.append(Part(misthrow_box_name(index, taken), rect(box), "check", checked=taken))
        parts.append(Part(total_name(model.card.total), rect(layout.total)))
        return parts

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        model, layout = self._model, self._layout
        if model is None or layout is None:
            return
        painter = QPainter(self)
        self._setup(painter)
        self._paint_blank_paper(painter, layout)
        self._paint_paper_border(painter, model, layout)
        self._paint_header(painter, model, layout)
        if not self._compact:
            self._paint_captions(painter, layout)
        for row in range(len(model.variant.rows)):
            self._paint_row(painter, model, layout, row)
        self._paint_thick_line(painter, layout)
        self._paint_columns(painter, model, layout)
        self._paint_misthrows(painter, model, layout)
        self._paint_total(painter, model, layout)
        painter.end()

    def _paint_header(
        self, painter: QPainter, model: QwantumSheetModel, layout: QwantumLayout
    ) -> None:
        if model.active:
            self._paint_active_die(
                painter, self._header_left(layout.name), layout.name.center().y()
            )
        self._paint_header_line(painter, self._header_line(model, layout))

    def _header_line(self, model: QwantumSheetModel, layout: QwantumLayout) -> HeaderLine:
        area = layout.name
        left = self._header_name_left(area, model.active)
        box = QRectF(left, area.top(), area.right() - left, area.height())
        fonts = (self._font(0.46 if self._compact else 0.5, bold=True), self._font(0.32))
        tags = " · ".join(self._header_tags(model))
        if layout.tags.isEmpty():
            return fit_header_line(model.name, tags, box, fonts, box.width() * 0.6, 0.25 * UNIT)
        # Full size: the name has its line, the tags theirs under it.
        name = fit_header_line(model.name, "", box, fonts, box.width(), 0.0)
        tags_box = QRectF(left, layout.tags.top(), layout.tags.right() - left, layout.tags.height())
        below = fit_header_line("", tags, tags_box, fonts, 0.0, 0.0)
        return HeaderLine(name.name, name.name_box, below.tags, below.tags_box, fonts)

    def _paint_captions(self, painter: QPainter, layout: QwantumLayout) -> None:
        rising, falling = layout.captions
        painter.save()
        painter.setPen(self._look.soft_ink)
        bottom = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        for rect, text in (
            (rising, translate("QwantumSheet", "rising ↗")),
            (falling, translate("QwantumSheet", "falling ↘")),
        ):
            # A longer word (Spanish "descendente") is set smaller rather than run under
            # the thick line.
            font = self._font(0.28)
            width = QFontMetricsF(font).horizontalAdvance(text)
            if width > rect.width():
                font.setPixelSize(max(4, int(font.pixelSize() * rect.width() / width)))
            painter.setFont(font)
            painter.drawText(rect, bottom, text)
        painter.restore()

    def _paint_thick_line(self, painter: QPainter, layout: QwantumLayout) -> None:
        top = layout.bands[0].top() - 0.1 * UNIT
        bottom = layout.bands[-1].bottom() + 0.1 * UNIT
        pen = QPen(self._look.ink, 0.13 * UNIT)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(layout.thick_x, top), QPointF(layout.thick_x, bottom))

    def _paint_row(
        self, painter: QPainter, model: QwantumSheetModel, layout: QwantumLayout, row: int
    ) -> None:
        look = self._look
        spec = model.variant.rows[row]
        colours = look.row(spec.colour)
        band = layout.bands[row]
        painter.save()
        self._paint_band(
            painter,
            layout,
            row,
            colours,
            colour_letter(spec.colour, spec.symbol),
            0.86 if self._compact else 1.0,
        )
        values = model.values[row]
        preview = model.previews[row] if row < len(model.previews) else None
        radius = 0.14 * UNIT
        number_font = self._font(0.5, bold=True)
        for column, rect in enumerate(layout.fields[row]):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.tint)
            painter.drawRoundedRect(rect, radius, radius)
            if column < len(values):
                progress = self._written.get((row, column))
                self._paint_number(
                    painter, rect, values[column], colours.ink, number_font, progress
                )
            elif preview is not None and column == preview.field:
                if row == model.played_row:
                    self._paint_number(
                        painter, rect, preview.value, self._look.played_cross, number_font, None
                    )
                elif row == model.advised_row and not model.choosing:
                    self._paint_number(
                        painter,
                        rect,
                        preview.value,
                        self._look.coach_ring,
                        self._font(0.44, bold=True),
                        None,
                    )
                else:
                    self._paint_preview(painter, rect, preview, model.choosing)
                if row == model.advised_row:
                    paint_coach_ring(painter, rect, self._look)
        focused = self.hasFocus() and not self._compact and self._focus == row
        if focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(look.focus, FOCUS_PEN * UNIT, Qt.PenStyle.DashLine))
            outset = FOCUS_OUTSET * UNIT
            painter.drawRoundedRect(
                band.adjusted(-outset, -outset, outset, outset), 0.28 * UNIT, 0.28 * UNIT
            )
        if preview is not None and not self._compact:
            self._paint_note(painter, layout.notes[row], preview, model.choosing)
        painter.restore()

    def _paint_number(
        self,
        painter: QPainter,
        rect: QRectF,
        value: int,
        ink: QColor,
        font: QFont,
        progress: float | None,
    ) -> None:
        painter.save()
        if progress is not None:
            # Newly written: grows from large and faint to its place, with a fading ring.
            scale = 1.0 + 0.8 * (1.0 - progress)
            painter.setOpacity(max(0.0, min(1.0, progress * 1.4)))
            centre = rect.center()
            painter.translate(centre)
            painter.scale(scale, scale)
            painter.translate(-centre)
            ring = QColor(self._look.accent)
            ring.setAlphaF(max(0.0, 1.0 - progress))
            painter.setPen(QPen(ring, 0.1 * UNIT))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.center(), rect.width() * 0.55, rect.width() * 0.55)
        painter.setPen(ink)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
        painter.restore()

    def _paint_preview(
        self, painter: QPainter, rect: QRectF, preview: RowPreview, choosing: bool
    ) -> None:
        look = self._look
        radius = 0.14 * UNIT
        painter.save()
        if choosing and preview.fits:
            self._paint_offer_box(painter, rect)
            painter.setPen(look.ink)
            painter.setFont(self._font(0.5, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(preview.value))
        else:
            # Where it would go, faint; struck through when it does not fit.
            painter.setPen(QPen(look.soft_ink, 0.04 * UNIT, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)
            faint = look.pencilled
            painter.setPen(faint)
            painter.setFont(self._font(0.42))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(preview.value))
            if preview.reason:
                painter.setPen(QPen(faint, 0.05 * UNIT))
                inset = 0.2 * UNIT
                painter.drawLine(
                    rect.bottomLeft() + QPointF(inset, -inset),
                    rect.topRight() + QPointF(-inset, inset),
                )
        painter.restore()

    def _note_text(self, preview: RowPreview, choosing: bool) -> str:
        if preview.reason == "must_increase":
            return translate("QwantumSheet", "✗ {value} must be above {last}").format(
                value=preview.value, last=preview.last
            )
        if preview.reason == "must_decrease":
            return translate("QwantumSheet", "✗ {value} must be below {last}").format(
                value=preview.value, last=preview.last
            )
        if preview.reason == "row_full":
            return translate("QwantumSheet", "row full")
        if preview.reason == "colour_taken":
            return translate("QwantumSheet", "taken in action B")
        if choosing and preview.fits:
            return translate("QwantumSheet", "✓ write {value}").format(value=preview.value)
        return translate("QwantumSheet", "{value} would fit").format(value=preview.value)

    def _paint_note(
        self, painter: QPainter, rect: QRectF, preview: RowPreview, choosing: bool
    ) -> None:
        look = self._look
        text = self._note_text(preview, choosing)
        offered = choosing and preview.fits
        painter.save()
        painter.setPen(look.ink if offered else look.soft_ink)
        area = rect.adjusted(0.1 * UNIT, 0, 0, 0)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        draw_fitted(painter, area, fit_text(text, area, self._font(0.34, bold=offered), align))
        painter.restore()

    def _paint_columns(
        self, painter: QPainter, model: QwantumSheetModel, layout: QwantumLayout
    ) -> None:
        look = self._look
        painter.save()
        painter.setFont(self._font(0.26 if self._compact else 0.28))
        painter.setPen(look.soft_ink)
        painter.drawText(
            layout.column_label,
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            translate("QwantumSheet", "pts"),
        )
        for column, rect in enumerate(layout.columns):
            complete = model.complete[column]
            painter.setPen(QPen(look.ink if complete else look.empty_box_edge, 1.4))
            painter.setBrush(QColor("#ffffff") if complete else look.paper)
            painter.drawRoundedRect(rect, 5, 5)
            if complete:
                progress = self._scored.get(column)
                self._paint_number(
                    painter,
                    rect,
                    model.column_points[column],
                    look.ink,
                    self._font(0.4, bold=True),
                    progress,
                )
        if not layout.summary.isNull():
            columns = sum(model.column_points)
            penalty = model.card.misthrow_points
            text = translate("QwantumSheet", "columns {columns}   misthrows {misthrows}").format(
                columns=columns, misthrows=f"{MINUS}{-penalty}" if penalty else "0"
            )
            painter.setFont(self._font(0.3))
            painter.setPen(look.soft_ink)
            painter.drawText(
                layout.summary.adjusted(0.1 * UNIT, 0, 0, 0),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                text,
            )
        painter.restore()

    def _paint_misthrows(
        self, painter: QPainter, model: QwantumSheetModel, layout: QwantumLayout
    ) -> None:
        look = self._look
        painter.save()
        painter.setFont(self._font(0.28))
        painter.setPen(look.soft_ink)
        align = (
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
            if self._compact
            else Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        painter.drawText(layout.misthrow_label, int(align), translate("QwantumSheet", "misthrows"))
        for index, rect in enumerate(layout.misthrows):
            painter.setPen(QPen(look.ink, 1.4))
            painter.setBrush(look.paper)
            painter.drawRoundedRect(rect, 4, 4)
            # The k-th misthrow costs k points: its cost is printed in its box.
            painter.setPen(look.soft_ink)
            painter.setFont(self._font(0.22 if self._compact else 0.24))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{MINUS}{index + 1}")
            if index < model.misthrows:
                progress = self._misthrow_progress.get(index, 1.0)
                paint_cross(
                    painter,
                    rect.adjusted(-1, -1, 1, 1),
                    progress,
                    look.cross,
                    0.09 * UNIT,
                    0.08 * UNIT,
                )
        painter.restore()

    def _paint_total(
        self, painter: QPainter, model: QwantumSheetModel, layout: QwantumLayout
    ) -> None:
        look = self._look
        rect = layout.total
        painter.save()
        painter.setPen(QPen(look.ink, 2))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 8, 8)
        upper = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.36)
        painter.setFont(self._font(0.22 if not self._compact else 0.26))
        painter.setPen(look.soft_ink)
        painter.drawText(upper, Qt.AlignmentFlag.AlignCenter, translate("Sheet", "total"))
        lower = QRectF(
            rect.left(), rect.top() + rect.height() * 0.3, rect.width(), rect.height() * 0.66
        )
        painter.setPen(look.ink)
        painter.setFont(self._font(0.5 if not self._compact else 0.62, bold=True))
        total = model.card.total
        painter.drawText(
            lower, Qt.AlignmentFlag.AlignCenter, f"{MINUS}{-total}" if total < 0 else str(total)
        )
        painter.restore()


__all__ = [
    "QwantumLayout",
    "QwantumSheet",
    "QwantumSheetModel",
    "RowPreview",
    "build_layout",
]
