"""What every score sheet widget shares (the crossing sheet, the Qwantum sheet).

A sheet is laid out once in abstract units and scaled to the widget (`PaperSheet._transform`),
so it stays sharp at any size and hit-testing uses the rectangles painting uses. The base keeps
the model and layout, the size hints, the animation bookkeeping (progress tables that painting
reads), Tab/focus cycling through what is offered, and the paper, header and marks both games
draw alike. Each game's module keeps its own model, layout and drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFocusEvent, QFont, QKeyEvent, QPainter, QPen, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from .i18n import translate
from .names import short_level
from .style import Look, RowColours
from .textfit import HeaderLine

UNIT = 40.0  # one cell or field, in layout units (pixels at scale 1)
ACTIVE_DIE = 0.44 * UNIT  # the die before the active player's name: its side


class SheetModelLike(Protocol):
    """What the shared parts read from a game's sheet model."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def level(self) -> str: ...
    @property
    def variant(self) -> Any: ...
    @property
    def active(self) -> bool: ...
    @property
    def deciding(self) -> bool: ...
    @property
    def decided(self) -> bool: ...
    @property
    def rank(self) -> int: ...


class LayoutLike(Protocol):
    """What the shared parts read from a game's sheet layout (in layout units)."""

    width: float
    height: float
    bands: list[QRectF]
    badges: list[QRectF]
    misthrows: list[QRectF]


ModelT = TypeVar("ModelT", bound=SheetModelLike)
LayoutT = TypeVar("LayoutT", bound=LayoutLike)
FocusT = TypeVar("FocusT", int, tuple[int, int])  # what keyboard focus rests on


class RepaintOnFocus(QWidget):
    """A widget that paints its own focus mark: it repaints when focus comes or goes."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()


class PaperSheet(RepaintOnFocus, Generic[ModelT, LayoutT, FocusT]):
    """One player's sheet on paper, scaled to the widget. Subclasses paint their game."""

    # Before the first model: the height per width and the size hint; then the size hint's
    # scale in a compact (opponent's) sheet, and the minimum sizes (compact, full).
    FALLBACK_RATIO = 0.4
    FALLBACK_SIZE = (600, 260)
    COMPACT_SCALE = 0.55
    MINIMUM_SIZES = ((240, 100), (480, 220))

    def __init__(
        self, look: Look, compact: bool, focus: FocusT, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._look = look
        self._compact = compact
        self._model: ModelT | None = None
        self._layout: LayoutT | None = None
        self._animations: list[QVariantAnimation] = []
        self._focus: FocusT = focus
        self._note = ""  # what the table adds after the header's tags (the outlook)
        self._fonts: dict[tuple[float, bool], QFont] = {}  # _font's, for the widget's font
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(compact)
        self.setSizePolicy(policy)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if not compact else Qt.FocusPolicy.NoFocus)

    # ---------------------------------------------------------------- per game

    def _build_layout(self, model: ModelT) -> LayoutT:
        raise NotImplementedError

    def _header_line(self, model: ModelT, layout: LayoutT) -> HeaderLine:
        """The header's player name and tags as the sheet draws them."""
        raise NotImplementedError

    def _layout_basis(self, model: ModelT) -> object:
        """What the layout is built from: a new one is built when this changes."""
        return model.variant

    def _with_advice(self, model: ModelT) -> ModelT:
        """The model with the coach's standing hint marked on it."""
        return model

    def _refocus(self, previous: ModelT | None, model: ModelT, new_seat: bool) -> None:
        """Move the keyboard focus for a new model (to what is offered now)."""

    def _offered_focus(self) -> list[FocusT]:
        """What Tab cycles through, in order: the places offered now."""
        return []

    def _progress_tables(self) -> tuple[dict[Any, float], ...]:
        """The animations' progress per animated thing, which painting reads."""
        return ()

    def _first_cell(self, layout: LayoutT, row: int) -> QRectF:
        raise NotImplementedError

    # ---------------------------------------------------------------- data

    @property
    def model(self) -> ModelT | None:
        return self._model

    @property
    def compact(self) -> bool:
        return self._compact

    def set_look(self, look: Look) -> None:
        self._look = look
        self.update()

    def retranslate(self) -> None:
        """Paint every label again in the current language (the labels are painted, so
        nothing else tells the widget that they changed)."""
        self._forget_pictures()
        self._name_for_screen_readers()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fonts = {}
        super().changeEvent(event)

    def _forget_pictures(self) -> None:
        """Drop whatever the sheet keeps painted (a sheet that caches pictures)."""

    def _name_for_screen_readers(self) -> None:
        model = self._model
        name = translate("Sheet", "Sheet of {name}").format(name=model.name) if model else ""
        # The note (the outlook) is painted: a screen reader hears it with the name.
        self.setAccessibleName(f"{name}, {self._note}" if name and self._note else name)

    def set_model(self, model: ModelT | None) -> None:
        if model is not None:
            model = self._with_advice(model)
        previous = self._model
        if model == previous:
            return  # nothing to redraw: most snapshots change only some sheets
        self._model = model
        if model is not None and (
            self._layout is None
            or previous is None
            or self._layout_basis(previous) != self._layout_basis(model)
        ):
            self._layout = self._build_layout(model)
            self.updateGeometry()
        if model is not None:
            new_seat = previous is None or previous.seat != model.seat
            if new_seat:
                for table in self._progress_tables():
                    table.clear()
            self._refocus(previous, model, new_seat)
        self._name_for_screen_readers()
        self.update()

    # ---------------------------------------------------------------- geometry

    def _transform(self) -> QTransform:
        layout = self._layout
        if layout is None:
            return QTransform()
        scale = min(self.width() / layout.width, self.height() / layout.height)
        dx = (self.width() - layout.width * scale) / 2
        dy = (self.height() - layout.height * scale) / 2
        return QTransform(scale, 0, 0, scale, dx, dy)

    def _to_widget(self, rect: QRectF) -> QRect:
        return self._transform().mapRect(rect).toAlignedRect()

    def _layout_point(self, position: QPointF) -> QPointF | None:
        """A widget position in layout units (None before the first model)."""
        if self._layout is None:
            return None
        inverse, ok = self._transform().inverted()
        return inverse.map(position) if ok else None

    def header_line(self) -> HeaderLine | None:
        """The header's name and tags as drawn now, in layout units (None before the first
        model): what a long name keeps of itself and of its tags."""
        if self._model is None or self._layout is None:
            return None
        return self._header_line(self._model, self._layout)

    def misthrow_rect(self, index: int) -> QRect:
        assert self._layout is not None
        return self._to_widget(self._layout.misthrows[index])

    def band_sample_point(self, row: int) -> QPointF:
        """A point showing only the row's band colour (between the letter and the first
        number), in widget coordinates: tests check the painted colour there."""
        assert self._layout is not None
        layout = self._layout
        x = (layout.badges[row].right() + self._first_cell(layout, row).left()) / 2
        return self._transform().map(QPointF(x, layout.bands[row].center().y()))

    def hasHeightForWidth(self) -> bool:
        return self._compact

    def heightForWidth(self, width: int) -> int:
        """The height that shows the whole sheet at this width."""
        layout = self._layout
        if layout is None:
            return int(width * self.FALLBACK_RATIO)
        return int(width * layout.height / layout.width)

    def sizeHint(self) -> QSize:
        layout = self._layout
        if layout is None:
            return QSize(*self.FALLBACK_SIZE)
        scale = self.COMPACT_SCALE if self._compact else 1.0
        return QSize(int(layout.width * scale), int(layout.height * scale))

    def minimumSizeHint(self) -> QSize:
        compact, full = self.MINIMUM_SIZES
        return QSize(*(compact if self._compact else full))

    # ---------------------------------------------------------------- animations

    def _animate(
        self,
        table: dict[Any, float],
        keys: Sequence[Hashable],
        duration: int,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad,
    ) -> QVariantAnimation | None:
        """The animation of `table`'s progress of `keys` from 0 to 1 (gone at 1); they are
        hidden (progress 0) from now until it plays. None: nothing to animate."""
        keys = list(keys)
        if duration <= 0 or not keys:
            return None
        for key in keys:
            table[key] = 0.0
        return self._run(duration, lambda value: self._set_progress(table, keys, value), easing)

    def _set_progress(
        self, table: dict[Any, float], keys: Sequence[Hashable], value: float
    ) -> None:
        for key in keys:
            if value >= 1.0:
                table.pop(key, None)
            else:
                table[key] = value
        self.update()

    def _run(
        self, duration: int, step: Callable[[float], None], easing: QEasingCurve.Type
    ) -> QVariantAnimation:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        animation.valueChanged.connect(lambda value: step(float(value)))
        animation.finished.connect(lambda: step(1.0))
        animation.finished.connect(lambda: self._forget(animation))
        self._animations.append(animation)
        return animation

    def _forget(self, animation: QVariantAnimation) -> None:
        if animation in self._animations:
            self._animations.remove(animation)

    @property
    def is_animating(self) -> bool:
        return any(self._progress_tables())

    def stop_animations(self) -> None:
        for animation in list(self._animations):
            animation.stop()
        self._animations.clear()
        for table in self._progress_tables():
            table.clear()
        self.update()

    # ---------------------------------------------------------------- focus

    def event(self, event: QEvent) -> bool:
        # Tab moves between the offered places first, then on to the next widget.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self._cycle(
                -1 if key == Qt.Key.Key_Backtab else 1
            ):
                event.accept()
                return True
        return super().event(event)

    def _cycle(self, direction: int) -> bool:
        offered = self._offered_focus()
        current = self._focus
        if direction > 0:
            later = [c for c in offered if c > current]
            if not later:
                return False
            self._focus = later[0]
        else:
            earlier = [c for c in offered if c < current]
            if not earlier:
                return False
            self._focus = earlier[-1]
        self.update()
        return True

    def _step_offered(self, key: int) -> bool:
        """Move the focus with an arrow key to an offered place (the README's keyboard
        play: arrows and Tab go through the offered numbers only). Left and Right go back
        and forth in reading order; Up and Down to the nearest offered place in the nearest
        row above or below. False if the key is not an arrow."""
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if key not in arrows:
            return False
        offered = self._offered_focus()
        current = self._focus
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._cycle(1 if key == Qt.Key.Key_Right else -1)
            return True
        row, column = current if isinstance(current, tuple) else (current, 0)
        down = key == Qt.Key.Key_Down
        rows = [
            place for place in offered if (_row_of(place) > row if down else _row_of(place) < row)
        ]
        if rows:
            nearest_row = min(abs(_row_of(place) - row) for place in rows)
            in_row = [place for place in rows if abs(_row_of(place) - row) == nearest_row]
            self._focus = min(in_row, key=lambda place: abs(_column_of(place) - column))
            self.update()
        return True

    def _focus_first_offered(self) -> None:
        offered = self._offered_focus()
        if offered:
            self._focus = offered[0]

    # ---------------------------------------------------------------- painting

    def _font(self, size_units: float, bold: bool = False) -> QFont:
        # Kept per size until the widget's font changes: a sheet asks ~80 times a paint.
        font = self._fonts.get((size_units, bold))
        if font is None:
            font = self._fonts[size_units, bold] = QFont(self.font())
            font.setPixelSize(max(4, int(size_units * UNIT)))
            font.setBold(bold)
        return QFont(font)  # a copy: a caller may change it

    def _setup(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self._transform())

    def _paper_rect(self, layout: LayoutT) -> QRectF:
        return QRectF(1, 1, layout.width - 2, layout.height - 2)

    def _paint_blank_paper(self, painter: QPainter, layout: LayoutT) -> None:
        """The paper and its shadow."""
        paper = self._paper_rect(layout)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(paper.translated(2, 3), 10, 10)
        painter.setBrush(self._look.paper)
        painter.drawRoundedRect(paper, 10, 10)

    def _paint_paper_border(self, painter: QPainter, model: ModelT, layout: LayoutT) -> None:
        """The paper's edge: thick for the player deciding, dashed for the active one."""
        look = self._look
        if model.deciding:
            border = QPen(look.accent, 5)
        elif model.active:
            border = QPen(look.accent.darker(130), 2.5, Qt.PenStyle.DashLine)
        else:
            border = QPen(look.paper_edge, 1.2)
        painter.setPen(border)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._paper_rect(layout), 10, 10)

    @staticmethod
    def _header_left(header: QRectF) -> float:
        """Where a header's first part (the active player's die, else the name) begins."""
        return header.left() + 0.05 * UNIT

    @classmethod
    def _header_name_left(cls, header: QRectF, active: bool) -> float:
        """Where the player's name begins: after the active player's die."""
        left = cls._header_left(header)
        return left + ACTIVE_DIE + 0.15 * UNIT if active else left

    def _paint_header_line(self, painter: QPainter, line: HeaderLine) -> None:
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        painter.save()
        painter.setPen(self._look.ink)
        painter.setFont(line.fonts[0])
        painter.drawText(line.name_box, align, line.name)
        if line.tags:
            painter.setPen(self._look.soft_ink)
            painter.setFont(line.fonts[1])
            painter.drawText(line.tags_box, align, line.tags)
        painter.restore()

    def _paint_active_die(self, painter: QPainter, x: float, centre_y: float) -> float:
        """A small die before the name marks the active player; returns where the name goes."""
        look = self._look
        die = QRectF(x, centre_y - ACTIVE_DIE / 2, ACTIVE_DIE, ACTIVE_DIE)
        painter.save()
        painter.setPen(QPen(look.ink, 1.5))
        painter.setBrush(look.paper)
        painter.drawRoundedRect(die, 4, 4)
        painter.setBrush(look.ink)
        painter.setPen(Qt.PenStyle.NoPen)
        for dx, dy in ((-0.1, -0.1), (0.1, 0.1), (0, 0)):
            painter.drawEllipse(die.center() + QPointF(dx * UNIT, dy * UNIT), 2.6, 2.6)
        painter.restore()
        return die.right() + 0.15 * UNIT

    def _paint_band(
        self,
        painter: QPainter,
        layout: LayoutT,
        row: int,
        colours: RowColours,
        letter: str,
        letter_scale: float = 1.0,
    ) -> None:
        """A row's coloured band with its letter on a paper badge: colour is never the only
        cue. Leaves the pen in the row's ink."""
        # High contrast: an edge in the row's ink, as the yellow band is pale on the paper.
        edged = self._look.high_contrast
        painter.setPen(QPen(colours.ink, 0.04 * UNIT) if edged else Qt.PenStyle.NoPen)
        painter.setBrush(colours.band)
        painter.drawRoundedRect(layout.bands[row], 0.22 * UNIT, 0.22 * UNIT)
        badge = layout.badges[row]
        painter.setBrush(self._look.paper)
        painter.drawEllipse(badge)
        painter.setPen(colours.ink)
        size = 0.5 if len(letter) < 2 else 0.36
        painter.setFont(self._font(size * letter_scale, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, letter)

    def _paint_offer_box(self, painter: QPainter, rect: QRectF, dashed: bool = False) -> None:
        """An offered cell: a glow around a white box with a highlight outline."""
        look = self._look
        radius = 0.14 * UNIT
        painter.setPen(QPen(look.glow, 0.16 * UNIT))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        painter.setPen(
            QPen(
                look.highlight,
                0.08 * UNIT,
                Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine,
            )
        )
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, radius, radius)

    def set_note(self, text: str) -> None:
        """A short note after the header's tags, e.g. the player's chance to win; "" for none."""
        if text != self._note:
            self._note = text
            self._name_for_screen_readers()
            self.update()

    def note(self) -> str:
        return self._note

    def _header_tags(self, model: ModelT) -> list[str]:
        """What the header says after the name: computer level, winner, deciding, the note."""
        tags = []
        if model.level != "human":
            tags.append(
                translate("Sheet", "computer, {level}").format(level=short_level(model.level))
            )
        if model.rank == 1:
            tags.append(translate("Sheet", "winner"))
        elif model.deciding:
            tags.append(translate("Sheet", "deciding"))
        elif model.decided:
            tags.append(translate("Sheet", "decided ✓"))
        if self._note:
            tags.append(self._note)
        return tags

    def _spoken_header(self, model: ModelT) -> str:
        """What a screen reader says of the header: the name, its tags, the active player."""
        header = [model.name, *self._header_tags(model)]
        if model.active:
            header.append(translate("Accessible", "active player"))
        return ", ".join(header)


def _row_of(place: int | tuple[int, int]) -> int:
    """The row of a focus place: a row (Qwantum) or a (row, index) cell."""
    return place[0] if isinstance(place, tuple) else place


def _column_of(place: int | tuple[int, int]) -> int:
    return place[1] if isinstance(place, tuple) else 0


def paint_coach_ring(painter: QPainter, rect: QRectF, look: Look) -> None:
    """The coach's move: a round ring around the cell (offers are square outlines)."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = rect.adjusted(-0.1 * UNIT, -0.1 * UNIT, 0.1 * UNIT, 0.1 * UNIT)
    painter.setPen(QPen(QColor("#ffffff"), 0.2 * UNIT))
    painter.drawEllipse(ring)
    painter.setPen(QPen(look.coach_ring, 0.12 * UNIT))
    painter.drawEllipse(ring)
    painter.restore()


def paint_cross(
    painter: QPainter, rect: QRectF, progress: float, colour: QColor, width: float, inset: float
) -> None:
    """A cross in `rect`, drawn as two pen strokes one after the other (`progress` 0 to 1),
    as if by hand."""
    painter.save()
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    a, b = rect.topLeft() + QPointF(inset, inset), rect.bottomRight() - QPointF(inset, inset)
    c, d = rect.topRight() + QPointF(-inset, inset), rect.bottomLeft() + QPointF(inset, -inset)
    first = min(1.0, progress * 2)
    second = max(0.0, progress * 2 - 1)
    if first > 0:
        painter.drawLine(a, a + (b - a) * first)
    if second > 0:
        painter.drawLine(c, c + (d - c) * second)
    painter.restore()


__all__ = [
    "UNIT",
    "PaperSheet",
    "RepaintOnFocus",
    "paint_coach_ring",
    "paint_cross",
]
