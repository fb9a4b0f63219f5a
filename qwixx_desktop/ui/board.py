"""The On Board board in the window: the 40 squares of the track, the start, the figures.

A `QGraphicsView` over a scene laid out on the shared grid (boardgrid.py, the printed board's
geometry), scaled to fit the widget with its proportions kept. Squares and figures are
`QGraphicsObject`s painted with QPainter; a figure's move hops square by square (a
`QPropertyAnimation` of its position per square). Clicks and keys on squares are reported as
`square_clicked`; the view never decides anything itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import NamedTuple

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
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
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..ai.coach import Advice
from ..boardgrid import END_SQUARES, TrackGrid, track_grid
from ..engine import MoveFigure, Phase
from ..engine.boards import TRACK_LENGTH, Board, Square
from . import accessible
from .accessible import Part
from .controller import TableSnapshot, Waiting
from .crossing_texts import coach_mark
from .i18n import current_language, translate
from .names import colour_letter, colour_name
from .onboard_texts import square_name, square_offered
from .style import Look, paint_focus_ring
from .textfit import (
    MIN_SHRINK,
    SHRINK_STEP,
    SLACK,
    FittedText,
    draw_fitted,
    fit_named_line,
    fit_text,
    whole_extent,
)

CELL = 100.0  # one grid cell, in scene units
INSET = 5.0  # the gap around a square inside its cell
MARGIN = 8.0  # around the whole board
HOP_MS = 190  # a figure's step to the next square, at normal speed
START_SCALE = 0.78  # figures waiting in the start area stand closer together (at most)
MIN_TEXT_PX = 12  # the least size of the board's texts on the screen: digits ~9 px high
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

# Figure colours (fill, letter): none of them a row colour, so a figure never hides in its
# square; the player's initial on the figure tells them apart without colour.
FIGURE_COLOURS: tuple[tuple[str, str], ...] = (
    ("#7b3fc4", "#ffffff"),
    ("#26262b", "#ffffff"),
    ("#fbfbf6", "#1d1d22"),
    ("#e0529c", "#ffffff"),
    ("#8a5a2b", "#ffffff"),
)


def figure_colours(seat: int) -> tuple[QColor, QColor]:
    fill, text = FIGURE_COLOURS[seat % len(FIGURE_COLOURS)]
    return QColor(fill), QColor(text)


class BoardText(NamedTuple):
    """One text a square paints: where (item units), its size (pixels at scale 1)."""

    text: str
    rect: QRectF
    size: float
    bold: bool
    role: str  # "letter", "position", "number", "bonus", "start"
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter

    def font(self, scale: float = 1.0) -> QFont:
        return _font(self.size * scale, self.bold)

    def painted(self) -> QRectF:
        """Where the glyphs land (item units)."""
        return QFontMetricsF(self.font()).boundingRect(self.rect, int(self.align), self.text)

    def inked(self) -> QRectF:
        """The glyphs' own ink (item units): `painted` less the font's room above and below."""
        metrics = QFontMetricsF(self.font())
        painted = self.painted()
        ink = metrics.tightBoundingRect(self.text)
        return ink.translated(painted.left(), painted.top() + metrics.ascent())


def readable(size: float, scale: float) -> float:
    """A text size (item units) that shows at least MIN_TEXT_PX on the screen at `scale`."""
    return max(size, MIN_TEXT_PX / max(scale, 1e-6))


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


class BoardBackground(QGraphicsObject):
    """The board itself: paper under the track, arrows showing the direction of travel."""

    def __init__(self, grid: TrackGrid, look: Look) -> None:
        super().__init__()
        self.grid = grid
        self.look = look
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(
            -MARGIN,
            -MARGIN,
            self.grid.columns * CELL + 2 * MARGIN,
            self.grid.rows * CELL + 2 * MARGIN,
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        look = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.paper_edge, 2))
        painter.setBrush(look.paper)
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 18, 18)
        cells = [self.grid.start, *self.grid.squares]
        pen = QPen(look.soft_ink, 3)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for (c1, r1), (c2, r2) in pairwise(cells):
            # A small chevron on the edge two consecutive squares share.
            dx, dy = c2 - c1, r2 - r1
            mid = QPointF((c1 + c2 + 1) * CELL / 2, (r1 + r2 + 1) * CELL / 2)
            tip = mid + QPointF(dx * 3, dy * 3)
            side = QPointF(-dy * 4, dx * 4)
            back = tip - QPointF(dx * 5, dy * 5)
            path = QPainterPath(back + side)
            path.lineTo(tip)
            path.lineTo(back - side)
            painter.drawPath(path)


class SquareItem(QGraphicsObject):
    """One square of the track (or the start area, `square` None): colour, number, bonus."""

    def __init__(self, number: int, square: Square | None, look: Look, final: bool) -> None:
        super().__init__()
        self.number = number
        self.square = square
        self.look = look
        self.final = final
        self.offered = False
        self.dimmed = False
        self.focused = False
        self.advised = False  # the coach's move (hint, review): a ring in the coach colour
        self.played = False  # the review: the move that was made, a pencil cross
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view hit-tests

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    def set_marks(self, offered: bool, dimmed: bool, focused: bool) -> None:
        if (offered, dimmed, focused) == (self.offered, self.dimmed, self.focused):
            return
        self.offered, self.dimmed, self.focused = offered, dimmed, focused
        if offered:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.update()

    def set_coach_marks(self, advised: bool, played: bool) -> None:
        if (advised, played) != (self.advised, self.played):
            self.advised, self.played = advised, played
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        look = self.look
        inner = QRectF(INSET, INSET, CELL - 2 * INSET, CELL - 2 * INSET)
        if self.square is None:
            self._paint_start(painter, inner)
        else:
            self._paint_square(painter, inner, self.square, option)
        if self.final:
            # A dashed frame marks the last squares, where the end of the game is triggered.
            pen = QPen(look.ink, 2.2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(1.5, 1.5, CELL - 3, CELL - 3), 14, 14)
        if self.dimmed:
            veil = QColor(look.paper)
            veil.setAlpha(look.veil_alpha)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(veil)
            painter.drawRoundedRect(inner, 12, 12)
        if self.offered:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(look.glow, 10))
            painter.drawRoundedRect(inner.adjusted(-1, -1, 1, 1), 13, 13)
            painter.setPen(QPen(look.highlight, 5))
            painter.drawRoundedRect(inner.adjusted(-1, -1, 1, 1), 13, 13)
        if self.played:
            self._paint_pencil_cross(painter, inner)
        if self.advised:
            # Thicker than the offer outline and in the coach's colour, over it.
            ring = inner.adjusted(-1, -1, 1, 1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), 14))
            painter.drawRoundedRect(ring, 14, 14)
            painter.setPen(QPen(look.coach_ring, 10))
            painter.drawRoundedRect(ring, 14, 14)
        if self.focused:
            # Two colours: the focus purple alone was 2.7:1 on the offer's black outline and
            # hardly differed from the coach's magenta ring.
            paint_focus_ring(painter, look, QRectF(0.5, 0.5, CELL - 1, CELL - 1), 15, 3)

    def _paint_pencil_cross(self, painter: QPainter, inner: QRectF) -> None:
        """The review's move made: a pencil cross over the square, on a white halo."""
        a, b = inner.adjusted(14, 14, -14, -14).topLeft(), inner.adjusted(14, 14, -14, -14)
        corners = ((a, b.bottomRight()), (b.topRight(), b.bottomLeft()))
        pencil = QColor(self.look.played_cross)
        pencil.setAlpha(215)  # the square's number still shows through
        for colour, width in ((QColor(255, 255, 255, 170), 14.0), (pencil, 8.0)):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            for start, end in corners:
                painter.drawLine(start, end)

    def texts(self, scale: float) -> list[BoardText]:
        """What the square writes at `scale` (screen pixels per item unit): the nominal
        design where every text is readable at that scale, else a compact one with larger
        letters and without the track position (no text below MIN_TEXT_PX)."""
        inner = QRectF(INSET, INSET, CELL - 2 * INSET, CELL - 2 * INSET)
        if self.square is None:
            # Along the top of the area: the figures waiting there stand below it.
            label = translate("Board", "Start")
            size = readable(17, scale)
            size = min(size, (inner.width() - 6) / _advance(label, size, True) * size)
            box = QRectF(inner.left(), inner.top() + 2, inner.width(), size * 1.3)
            return [BoardText(label, box, size, True, "start")]
        square = self.square
        letter = colour_letter(square.colour, square.colour[:1].upper())
        bonus = f"+{square.bonus}"
        if 16 * scale >= MIN_TEXT_PX:
            # Roomy: the letter on a badge, the track position, the number, the bonus tab.
            badge = QRectF(inner.left() + 4, inner.top() + 4, 28, 28)
            return [
                BoardText(letter, badge, 19 if len(letter) < 2 else 14, True, "letter"),
                BoardText(
                    str(self.number),
                    QRectF(inner.left(), inner.top() + 4, inner.width() - 7, 20),
                    16,
                    False,
                    "position",
                    RIGHT,
                ),
                BoardText(str(square.number), inner.adjusted(0, 4, 0, -6), 44, True, "number"),
                BoardText(
                    bonus,
                    QRectF(inner.right() - 44, inner.bottom() - 27, 46, 29),
                    20,
                    True,
                    "bonus",
                ),
            ]
        # Compact: the bonus tab on the top line, the letter and the number below it.
        size = readable(20, scale)
        tab_width = min(inner.width(), _advance(bonus, size, True) + size * 0.35)
        tab = QRectF(inner.right() - tab_width, inner.top(), tab_width, size * 1.25)
        # A two-letter colour (Spanish "Am", "Az") is set a little smaller, as on a badge.
        letter_size = size if len(letter) < 2 else size * 0.8
        letter_rect = QRectF(
            inner.left() + 3,
            tab.bottom(),
            _advance(letter, letter_size, True) + 2,
            inner.bottom() - tab.bottom(),
        )
        rest = QRectF(
            letter_rect.right(),
            tab.bottom(),
            inner.right() - letter_rect.right(),
            letter_rect.height(),
        )
        number = min(
            44.0,
            rest.height() * 0.95,
            (rest.width() - 4) / _advance(str(square.number), 44, True) * 44,
        )
        return [
            BoardText(letter, letter_rect, letter_size, True, "letter", LEFT),
            BoardText(str(square.number), rest, number, True, "number"),
            BoardText(bonus, tab, size, True, "bonus"),
        ]

    def _paint_start(self, painter: QPainter, inner: QRectF) -> None:
        look = self.look
        painter.setPen(QPen(look.ink, 2.5))
        painter.setBrush(look.paper)
        painter.drawRoundedRect(inner, 12, 12)
        painter.setPen(look.ink)
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        for text in self.texts(scale):
            painter.setFont(text.font())
            painter.drawText(text.rect, text.align, text.text)

    def _paint_square(
        self, painter: QPainter, inner: QRectF, square: Square, option: QStyleOptionGraphicsItem
    ) -> None:
        look = self.look
        colours = look.row(square.colour)
        # High contrast: an edge in the row's ink, as a yellow square is pale on the paper.
        painter.setPen(QPen(colours.ink, 2) if look.high_contrast else Qt.PenStyle.NoPen)
        painter.setBrush(colours.band)
        painter.drawRoundedRect(inner, 12, 12)
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        texts = self.texts(scale)
        roomy = any(text.role == "position" for text in texts)
        # Colour is never the only cue: the row's letter is written on every square (on a
        # paper badge where there is room).
        for text in texts:
            painter.setPen(colours.badge_text)
            if text.role == "letter" and roomy:
                painter.setBrush(look.paper)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawEllipse(text.rect)
                painter.setPen(colours.ink)
            elif text.role == "bonus":  # the bonus points, on a paper tab
                painter.setPen(QPen(look.ink, 2))
                painter.setBrush(look.paper)
                painter.drawRoundedRect(text.rect, 13, 13)
                painter.setPen(look.ink)
            painter.setFont(text.font())
            painter.drawText(text.rect, text.align, text.text)


def _advance(text: str, size: float, bold: bool = False) -> float:
    """The width of `text` at `size` pixels (item units)."""
    return QFontMetricsF(_font(size, bold)).horizontalAdvance(text)


class FigureItem(QGraphicsObject):
    """A player's figure: a pawn in the player's figure colour with their initial on it."""

    def __init__(self, seat: int, name: str, look: Look) -> None:
        super().__init__()
        self.seat = seat
        self.initial = (name.strip()[:1] or str(seat + 1)).upper()
        self.look = look
        self.active = False
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-26, -38, 52, 68)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill, text = figure_colours(self.seat)
        outline = QColor("#1d1d22") if fill.lightness() > 200 else fill.darker(180)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QRectF(-19, 17, 40, 11))
        if self.active:
            # The active player's figure stands on a ring of the accent colour.
            painter.setPen(QPen(self.look.accent, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-23, 12, 46, 16))
        painter.setPen(QPen(outline, 2.2))
        painter.setBrush(fill)
        painter.drawPath(FIGURE_PAWN)
        painter.setPen(text)
        painter.setFont(_font(17, bold=True))
        painter.drawText(QRectF(-14, -2, 28, 22), Qt.AlignmentFlag.AlignCenter, self.initial)


def _pawn() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(-18, 20)
    body.cubicTo(-18, 8, -9, 2, -7, -6)
    body.lineTo(7, -6)
    body.cubicTo(9, 2, 18, 8, 18, 20)
    body.closeSubpath()
    body.addEllipse(QRectF(-12, -34, 24, 24))
    body.addRoundedRect(QRectF(-20, 15, 40, 9), 4, 4)
    return body.simplified()


FIGURE_PAWN = _pawn()  # a figure's outline around its position (item units)
# What a figure's pawn and shadow cover around its position (the active ring reaches a little
# wider, under its neighbours if need be).
FIGURE_BODY = QRectF(-22, -36, 44, 66)
# The pawn with its outline's width and its shadow: what it hides of the square under it.
FIGURE_SHAPE = (
    QPainterPathStroker(QPen(QColor(0, 0, 0), 2.2)).createStroke(FIGURE_PAWN) | FIGURE_PAWN
)
FIGURE_SHAPE.addEllipse(QRectF(-19, 17, 40, 11))
FIGURE_SHAPE = FIGURE_SHAPE.simplified()
TRACK_SCALE = 0.8  # a figure on a track square is drawn at most this size...
LEAST_TRACK_SCALE = 0.4  # ...and at least this, even if it then covers some writing
TRACK_SCALE_STEP = 0.02
INK_GAP_PX = 1.0  # between a figure and the writing it leaves: touching, it looked over it


def track_stand(squares: Sequence[SquareItem], scale: float) -> tuple[QPointF, float]:
    """Where a figure stands on a track square (its position from the square's top-left,
    item units) and its size, at the board's `scale`: on the square's left edge, as large as
    leaves every text of every square in `squares` to read (number, colour letter, bonus,
    track position) and as low as it then goes (the bottom-left corner, or above the compact
    design's letter). If no spot leaves them all, the bonus is given up before the number
    and the letter. The same on every square, so a hopping figure keeps its size and spot."""
    inner = QRectF(INSET, INSET, CELL - 2 * INSET, CELL - 2 * INSET)
    texts = [text for square in squares for text in square.texts(scale)]
    gap = INK_GAP_PX / max(scale, 1e-6)
    for given_up in ((), ("bonus",)):
        clear = _outermost(
            [
                text.inked().adjusted(-gap, -gap, gap, gap)
                for text in texts
                if text.role not in given_up
            ]
        )
        stand = _stand_clear_of(clear, inner)
        if stand is not None:
            return stand
    return _stand_at(inner, inner.bottom(), LEAST_TRACK_SCALE), LEAST_TRACK_SCALE


def _outermost(rects: list[QRectF]) -> list[QRectF]:
    """`rects` less those inside another one (a board's squares repeat much of their
    layout, and `track_stand` tries many spots against them)."""
    unique = list({(r.x(), r.y(), r.width(), r.height()): r for r in rects}.values())
    return [
        rect
        for index, rect in enumerate(unique)
        if not any(other.contains(rect) for other in unique[:index] + unique[index + 1 :])
    ]


def _stand_at(inner: QRectF, feet: float, size: float) -> QPointF:
    """A figure of `size` on `inner`'s left edge (its widest part), its shadow's bottom at
    `feet`."""
    outline = FIGURE_SHAPE.boundingRect()
    return QPointF(inner.left() + 1 - outline.left() * size, feet - outline.bottom() * size)


def _stand_clear_of(clear: list[QRectF], inner: QRectF) -> tuple[QPointF, float] | None:
    """The largest figure on `inner`'s left edge that covers none of `clear`, as low as it
    goes: its position and size, or None if none of at least LEAST_TRACK_SCALE does."""
    height = FIGURE_SHAPE.boundingRect().height()
    steps = round((TRACK_SCALE - LEAST_TRACK_SCALE) / TRACK_SCALE_STEP)
    for step in range(steps + 1):
        size = TRACK_SCALE - step * TRACK_SCALE_STEP
        scaled = QTransform.fromScale(size, size).map(FIGURE_SHAPE)
        feet = inner.bottom()
        while feet - height * size >= inner.top():
            place = _stand_at(inner, feet, size)
            shape = scaled.translated(place)
            box = shape.boundingRect()
            if not any(rect.intersects(box) and shape.intersects(rect) for rect in clear):
                return place, size
            feet -= 1
    return None


def start_places(room: QRectF, count: int) -> tuple[list[QPointF], float]:
    """Where `count` figures waiting in the start area stand within `room` (below the area's
    label), and their scale: in as many rows as lets them be largest, up to START_SCALE."""
    if count == 0:  # nobody waits there (every figure is on the track)
        return [], START_SCALE
    rows, scale = 1, 0.0
    for lines in range(1, count + 1):
        columns = -(-count // lines)
        fits = min(
            START_SCALE,
            room.width() / columns / FIGURE_BODY.width(),
            room.height() / lines / FIGURE_BODY.height(),
        )
        if fits > scale:
            rows, scale = lines, fits
    columns = -(-count // rows)
    width, height = room.width() / columns, room.height() / rows
    places = []
    for index in range(count):
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)  # a short last row stands centred
        centre = QPointF(
            room.center().x() + (column - (in_row - 1) / 2) * width,
            room.top() + (row + 0.5) * height,
        )
        places.append(centre - FIGURE_BODY.center() * scale)
    return places, scale


def middle_rect(grid: TrackGrid) -> QRectF:
    """The board's free middle, where `BoardInfo` writes (scene units)."""
    column, row, width, height = grid.centre
    return QRectF(column * CELL, row * CELL, width * CELL, height * CELL)


class PlayerLine(NamedTuple):
    """A figure's line in the board's middle: the seat's colour, then `text` about `name`."""

    seat: int
    name: str
    text: str


class FittedLine(NamedTuple):
    """Where a player's line is drawn: its colour's dot, then its text fitted to its box."""

    seat: int
    dot: QRectF
    box: QRectF
    text: FittedText


class BoardInfo(QGraphicsObject):
    """The free middle of the board: its name, whose figure is where, the last round."""

    def __init__(self, rect: QRectF, look: Look) -> None:
        super().__init__()
        self.rect = rect
        self.look = look
        self.title = ""
        self.lines: list[PlayerLine] = []
        self.final_text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_texts(self, title: str, lines: list[PlayerLine], final_text: str) -> None:
        if (title, lines, final_text) != (self.title, self.lines, self.final_text):
            self.title, self.lines, self.final_text = title, lines, final_text
            self.update()

    def _area(self) -> QRectF:
        return self.rect.adjusted(22, 12, -22, -10)

    def fitted_title(self, scale: float) -> tuple[QRectF, FittedText]:
        """The board's name at the top of the middle: up to two lines (a board's name is
        data, and a transcribed board may bring a long one), smaller or cut short if need be;
        one line while the last round's banner needs the room."""
        area = self._area()
        font = _font(readable(30, scale), bold=True)
        lines = 1.25 if self.final_text else 2.4
        box = QRectF(area.left(), area.top(), area.width(), lines * font.pixelSize())
        return box, fit_text(self.title, box, font, Qt.AlignmentFlag.AlignHCenter)

    def fitted_key(
        self, scale: float
    ) -> tuple[tuple[QRectF, FittedText], tuple[list[FittedLine], float]]:
        """The board's name, then below it the players' lines (and where they end)."""
        title_box, title = self.fitted_title(scale)
        top = title_box.top() + max(38.0, title.size.height()) + 8
        return (title_box, title), self.fitted_lines(scale, top)

    def fitted_lines(self, scale: float, top: float) -> tuple[list[FittedLine], float]:
        """The players' lines from `top` down, and where they end: each line whole in the
        room the middle has left above the last round's banner, in one font for all. Three
        or four players take two columns when their lines fit there; else one column; else
        a line that needs it is wrapped onto two; the font may shrink (within limits) in
        each. Only when no way shows every line whole is a name cut short, never the square
        it stands on (`fit_named_line`)."""
        bottom = self._area().bottom() - self.banner_room(scale)
        preferred = 2 if len(self.lines) > 2 else 1
        size = readable(26 if preferred == 1 else 23, scale)
        # Text widths grow with the font's size: shrink it to fit, but never below
        # MIN_SHRINK of the size nor below what is readable at this scale.
        least = max(size * MIN_SHRINK, readable(0, scale))
        shapes = [(preferred, 1), (1, 1), (preferred, 2), (1, 2)]
        for columns, most_lines in dict.fromkeys(shapes):  # in order, without repeats
            fitted = self._whole_lines(size, least, top, bottom, columns, most_lines)
            if fitted is not None:
                return fitted
        # Names cut short: in one column (the widest room) if it fits above `bottom`.
        one_column = self._line_boxes(size, top, 1, [1] * len(self.lines))[1] <= bottom + SLACK
        return self._named_lines(size, least, top, 1 if one_column else preferred)

    def banner_room(self, scale: float) -> float:
        """The height the last round's banner needs below the players' lines (and the gap
        above it); none while there is no last round."""
        if not self.final_text:
            return 0.0
        font = _font(readable(26, scale), bold=True)
        width = self._area().width() - 20  # the banner's text inset
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        text = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), flags, self.final_text)
        return 10 + max(44.0, text.height() + 4)

    def _text_width(self, columns: int) -> float:
        """The width of a player's text in `columns` (its colour's dot is left of it)."""
        return self._area().width() / columns - 40

    def _line_boxes(
        self, size: float, top: float, columns: int, text_lines: list[int]
    ) -> tuple[list[tuple[QRectF, QRectF]], float]:
        """Each player's dot and text box, row by row in `columns`, a row as tall as its
        line with the most `text_lines` (lines of text in a `size` font) needs; and where
        the rows end."""
        area = self._area()
        column_width = area.width() / columns
        boxes = []
        y = top
        for first in range(0, len(self.lines), columns):
            row_lines = max(text_lines[first : first + columns])
            line_height = max(36.0, size * (0.15 + 1.2 * row_lines))
            row = range(first, min(first + columns, len(self.lines)))
            # A line alone in its row (the third of three) has the row's whole width: beside
            # the network dock its name was cut to a letter with half the row empty.
            width = self._text_width(columns if len(row) > 1 else 1)
            for index in row:
                left = area.left() + (index - first) * column_width
                dot = QRectF(left + 4, y + (line_height - 22) / 2, 22, 22)
                boxes.append((dot, QRectF(left + 34, y, width, line_height)))
            y += line_height
        return boxes, y

    def _whole_lines(
        self, size: float, least: float, top: float, bottom: float, columns: int, most_lines: int
    ) -> tuple[list[FittedLine], float] | None:
        """Every line whole in the largest font from `size` down to `least` in `columns`, a
        line wrapped at word breaks onto up to `most_lines`, above `bottom`; None if no font
        lets them."""
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if most_lines > 1 else 0)
        width = self._text_width(columns)
        trial = size
        while True:
            font = _font(trial)
            metrics = QFontMetricsF(font)
            extents = [
                metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, line.text)
                for line in self.lines
            ]
            text_lines = [round(extent.height() / metrics.lineSpacing()) for extent in extents]
            if all(e.width() <= width + SLACK for e in extents) and max(text_lines) <= most_lines:
                boxes, end = self._line_boxes(font.pixelSize(), top, columns, text_lines)
                fitted = []
                for line, (dot, box) in zip(self.lines, boxes, strict=True):
                    extent = whole_extent(line.text, box, font, flags)
                    if extent is None or end > bottom + SLACK:
                        break
                    fitted.append(
                        FittedLine(line.seat, dot, box, FittedText(line.text, font, flags, extent))
                    )
                else:
                    return fitted, end
            if trial <= least:
                return None
            trial = max(least, min(trial - 1, trial * SHRINK_STEP))

    def _named_lines(
        self, size: float, least: float, top: float, columns: int
    ) -> tuple[list[FittedLine], float]:
        """One line each in `columns`, in a font small enough for the longest (down to
        `least`), a name that still does not fit cut short."""
        boxes, end = self._line_boxes(size, top, columns, [1] * len(self.lines))
        room = self._text_width(columns)
        widest = max((_advance(line.text, size) for line in self.lines), default=0.0)
        font = _font(max(least, min(size, size * room / widest)) if widest else size)
        fitted = [
            FittedLine(seat, dot, box, fit_named_line(text, name, box, font))
            for (seat, name, text), (dot, box) in zip(self.lines, boxes, strict=True)
        ]
        return fitted, end

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        area = self._area()
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        painter.setPen(look.ink)
        (title_box, title), (lines, y) = self.fitted_key(scale)
        draw_fitted(painter, title_box, title)
        for seat, dot, box, text in lines:
            fill, _ = figure_colours(seat)
            painter.setPen(
                QPen(QColor("#1d1d22") if fill.lightness() > 200 else fill.darker(180), 2)
            )
            painter.setBrush(fill)
            painter.drawEllipse(dot)
            painter.setPen(look.ink)
            draw_fitted(painter, box, text)
        y += 10
        if self.final_text:
            banner = QRectF(area.left(), y, area.width(), max(44.0, area.bottom() - y))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.accent)
            painter.drawRoundedRect(banner, 12, 12)
            painter.setPen(look.ink)
            box = banner.adjusted(10, 2, -10, -2)
            font = _font(readable(26, scale), bold=True)
            draw_fitted(
                painter, box, fit_text(self.final_text, box, font, Qt.AlignmentFlag.AlignCenter)
            )


@accessible.exposes_parts
class BoardView(QGraphicsView):
    """The board of an On Board game; implements nothing of the rules."""

    square_clicked = Signal(int)  # a square's number (0 = the start area)

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self._look = look
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QGraphicsView#board { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(220, 170)
        self._grid = track_grid(TRACK_LENGTH)
        self._board: Board | None = None
        self._names: tuple[str, ...] = ()
        self._background: BoardBackground | None = None
        self._squares: list[SquareItem] = []  # index = square number; 0 = the start area
        self._figures: list[FigureItem] = []
        self._info: BoardInfo | None = None
        self._positions: tuple[int, ...] = ()  # where the state has the figures
        self._moving: dict[int, QSequentialAnimationGroup] = {}
        self._hopping_from: dict[int, int] = {}  # a hopping figure's square before the move
        self._offered: frozenset[int] = frozenset()
        self._advised: int | None = None  # the coach's square (hint, review)
        self._played: int | None = None  # the review: the square the figure went to
        self._focus_square = 1
        self._stand: tuple[float, tuple[QPointF, float]] | None = None  # at a view scale
        self._snapshot: TableSnapshot | None = None
        self._info_text = ""  # what the middle of the board says, for screen readers
        self.setAccessibleName(translate("Board", "Board"))

    # ---------------------------------------------------------------- set-up

    def set_look(self, look: Look) -> None:
        self._look = look
        items: list[BoardBackground | SquareItem | FigureItem | BoardInfo] = [
            *self._squares,
            *self._figures,
        ]
        if self._background is not None:
            items.append(self._background)
        if self._info is not None:
            items.append(self._info)
        for item in items:
            item.look = look
            item.update()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("Board", "Board"))
        if self._snapshot is not None:
            self.show_snapshot(self._snapshot)
        for item in self._squares:
            item.update()
        accessible.refresh(self)

    def _build(self, board: Board, names: tuple[str, ...]) -> None:
        self.stop_animations()
        self._scene.clear()
        self._board, self._names = board, names
        self._stand = None
        grid = self._grid
        self._background = BoardBackground(grid, self._look)
        self._scene.addItem(self._background)
        cells = [grid.start, *grid.squares]
        self._squares = []
        for number, (column, row) in enumerate(cells):
            square = board.square(number) if number else None
            item = SquareItem(number, square, self._look, final=number > TRACK_LENGTH - END_SQUARES)
            item.setPos(column * CELL, row * CELL)
            self._scene.addItem(item)
            self._squares.append(item)
        self._info = BoardInfo(middle_rect(grid), self._look)
        self._scene.addItem(self._info)
        self._figures = []
        for seat, name in enumerate(names):
            figure = FigureItem(seat, name, self._look)
            self._scene.addItem(figure)
            self._figures.append(figure)
        self._positions = (0,) * len(names)
        self._place_all()
        self._scene.setSceneRect(self._background.boundingRect())
        self._fit()

    # ---------------------------------------------------------------- showing a position

    def show_snapshot(self, snap: TableSnapshot) -> None:
        """The figures where `snap`'s state has them; the offered squares highlighted."""
        self._snapshot = snap
        state = snap.state
        board: Board = state.board
        names = tuple(p.name for p in snap.game.players)
        if board is not self._board or names != self._names:
            self._build(board, names)
        self._positions = tuple(state.figures)
        over = state.phase is Phase.OVER
        for seat, figure in enumerate(self._figures):
            figure.set_active(seat == state.active and not over and not snap.reviewing)
        self._place_all()
        offered: frozenset[int] = frozenset()
        if (
            snap.waiting is Waiting.HUMAN_DECISION
            and not snap.reviewing
            and state.phase is Phase.BOARD
        ):
            offered = frozenset(m.square for m in snap.moves if isinstance(m, MoveFigure))
        if offered != self._offered and offered:
            self._focus_square = min(offered)
        self._offered = offered
        self._mark_squares()
        self._update_info(snap)

    def _update_info(self, snap: TableSnapshot) -> None:
        if self._info is None or self._board is None:
            return
        board = self._board
        lines = []
        for seat, name in enumerate(self._names):
            # A hopping figure's square and bonus change when it lands, not as it sets off.
            square = self._hopping_from.get(seat, self._positions[seat])
            if square == 0:
                text = translate("Board", "{name}: start").format(name=name)
            else:
                text = translate("Board", "{name}: {square} (+{bonus})").format(
                    name=name, square=square, bonus=board.bonus_at(square)
                )
            lines.append(PlayerLine(seat, name, text))
        state = snap.state
        final = ""
        if state.final_turns >= 0 and state.phase is not Phase.OVER:
            final = translate("Board", "Last round: every other player has one more turn")
        title = board.name_in(current_language())
        self._info.set_texts(title, lines, final)
        self._info_text = "; ".join(
            [title, *(line.text for line in lines), *([final] if final else [])]
        )
        accessible.refresh(self)

    def show_advice(self, advice: Sequence[Advice]) -> None:
        """Ring the coach's best move if it is a figure move (empty: withdraw the ring)."""
        best = advice[0].move if advice else None
        self._advised = best.square if isinstance(best, MoveFigure) else None
        self._mark_squares()

    def mark_review(self, played: int | None, advised: int | None) -> None:
        """The review picture: the square moved to in pencil, the coach's square ringed."""
        self._played, self._advised = played, advised
        self._mark_squares()

    def advised_square(self) -> int | None:
        return self._advised

    def played_square(self) -> int | None:
        return self._played

    def _mark_squares(self) -> None:
        choosing = bool(self._offered)
        focus = self.hasFocus()
        for item in self._squares:
            offered = item.number in self._offered
            item.set_marks(
                offered, choosing and not offered, focus and item.number == self._focus_square
            )
            item.set_coach_marks(item.number == self._advised, item.number == self._played)
        accessible.refresh(self)

    def accessible_parts(self) -> list[Part]:
        """Every square in track order (the start area first) with the figures on it, then
        what the middle of the board says."""
        if self._board is None:
            return []
        offset = self.viewport().geometry().topLeft()
        parts = []
        for item in self._squares:
            square = item.square
            figures = [
                self._names[seat]
                for seat, position in enumerate(self._positions)
                if position == item.number
            ]
            name = square_name(
                item.number,
                colour_name(square.colour) if square else "",
                square.number if square else 0,
                square.bonus if square else 0,
                figures,
                item.final,
            )
            if item.offered:
                name = square_offered(name)
            area = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
            parts.append(
                Part(
                    coach_mark(name, item.advised, item.played),
                    area.translated(offset),
                    "button",
                    offered=item.offered,
                    disabled=item.dimmed,
                    focused=item.number == self._focus_square,
                )
            )
        if self._info is not None and self._info_text:
            area = self.mapFromScene(self._info.sceneBoundingRect()).boundingRect()
            parts.append(Part(self._info_text, area.translated(offset)))
        return parts

    def figure_point(self, seat: int, positions: Sequence[int]) -> QPointF:
        """Where `seat`'s figure stands (scene coordinates) when the figures are at
        `positions`: in its square's corner (`track_stand`), or its place in the start area."""
        square = positions[seat]
        if square != 0:
            return self.track_point(square)
        waiting = [s for s, p in enumerate(positions) if p == 0]
        places, _ = start_places(self.start_room(), len(waiting))
        return places[waiting.index(seat)]

    def track_point(self, square: int) -> QPointF:
        """Where a figure stands on track square `square` (scene coordinates)."""
        column, row = self._grid.squares[square - 1]
        return QPointF(column * CELL, row * CELL) + self._track_stand()[0]

    def track_scale(self) -> float:
        """The size of a figure on the track at the board's present scale."""
        return self._track_stand()[1]

    def _track_stand(self) -> tuple[QPointF, float]:
        scale = self.transform().m11()
        if self._stand is None or self._stand[0] != scale:
            self._stand = (scale, track_stand(self._squares[1:], scale))
        return self._stand[1]

    def waiting_scale(self, positions: Sequence[int]) -> float:
        """The scale of the figures waiting in the start area when the figures are at
        `positions`: the more of them and the larger the area's label, the smaller."""
        return start_places(self.start_room(), positions.count(0))[1]

    def start_room(self) -> QRectF:
        """The start area's room for its figures, below its label at the board's present
        scale (scene coordinates): the label grows as the board shrinks, to stay readable."""
        column, row = self._grid.start
        inner = QRectF(INSET, INSET, CELL - 2 * INSET, CELL - 2 * INSET)
        top = inner.top()
        if self._squares:
            labels = self._squares[0].texts(self.transform().m11())
            top = max(text.painted().bottom() for text in labels) + 1
        room = QRectF(inner.left() + 2, top, inner.width() - 4, inner.bottom() - 2 - top)
        return room.translated(column * CELL, row * CELL)

    def _place(self, seat: int) -> None:
        figure = self._figures[seat]
        waiting = self._positions[seat] == 0
        figure.setPos(self.figure_point(seat, self._positions))
        figure.setScale(self.waiting_scale(self._positions) if waiting else self.track_scale())

    def _place_all(self) -> None:
        for seat in range(len(self._figures)):
            if seat not in self._moving:
                self._place(seat)

    # ---------------------------------------------------------------- animation

    def animate_move(
        self, seat: int, path: Sequence[int], speed: float
    ) -> QSequentialAnimationGroup | None:
        """Hop `seat`'s figure along `path` (every square passed, the landing last), one
        square after another (None: placed at once)."""
        if not 0 <= seat < len(self._figures) or not path:
            return None
        self._stop_figure(seat)
        hop = int(HOP_MS * speed)
        if hop <= 0:
            self._place(seat)
            return None
        figure = self._figures[seat]
        before = list(self._positions)
        before[seat] = path[0] - 1
        leaving = before[seat] == 0
        figure.setPos(self.figure_point(seat, before))
        # Leaving the start area, it grows to its size on the track on its first hop: at that
        # size at once, it stood over the figures still waiting there.
        waiting_scale, track_scale = self.waiting_scale(before), self.track_scale()
        figure.setScale(waiting_scale if leaving else track_scale)
        figure.setZValue(20)
        group = QSequentialAnimationGroup(self)
        for index, square in enumerate(path):
            hop_group: QSequentialAnimationGroup | QParallelAnimationGroup = group
            if index == 0 and leaving:
                hop_group = QParallelAnimationGroup(group)
                group.addAnimation(hop_group)
                grow = QPropertyAnimation(figure, b"scale", hop_group)
                grow.setDuration(hop)
                grow.setStartValue(waiting_scale)
                grow.setEndValue(track_scale)
                hop_group.addAnimation(grow)
            step = QPropertyAnimation(figure, b"pos", hop_group)
            step.setDuration(hop)
            step.setEndValue(self.track_point(square))
            step.setEasingCurve(QEasingCurve.Type.InOutQuad)
            hop_group.addAnimation(step)
        self._hopping_from[seat] = before[seat]
        if self._snapshot is not None:
            self._update_info(self._snapshot)

        def landed() -> None:
            if self._moving.get(seat) is group:
                del self._moving[seat]
                self._hopping_from.pop(seat, None)
                figure.setZValue(10)
                self._place(seat)
                if self._snapshot is not None:
                    self._update_info(self._snapshot)

        group.finished.connect(landed)
        self._moving[seat] = group
        return group

    def _stop_figure(self, seat: int) -> None:
        group = self._moving.pop(seat, None)
        if self._hopping_from.pop(seat, None) is not None and self._snapshot is not None:
            self._update_info(self._snapshot)
        if group is not None:
            group.stop()
            self._figures[seat].setZValue(10)
            self._place(seat)

    def stop_animations(self) -> None:
        for seat in list(self._moving):
            self._stop_figure(seat)

    @property
    def is_animating(self) -> bool:
        return bool(self._moving)

    # ---------------------------------------------------------------- for tests and input

    def highlighted_squares(self) -> frozenset[int]:
        return self._offered

    def square_centre(self, square: int) -> QPointF:
        """The middle of a square (0 = the start area), in scene coordinates."""
        column, row = self._grid.start if square == 0 else self._grid.squares[square - 1]
        return QPointF(column * CELL + CELL / 2, row * CELL + CELL / 2)

    def square_point(self, square: int) -> QPoint:
        """The middle of a square in widget (viewport) coordinates: where a click lands."""
        return self.mapFromScene(self.square_centre(square))

    def figure_position(self, seat: int) -> QPointF:
        return self._figures[seat].pos()

    def focused_square(self) -> int:
        return self._focus_square

    def square_at(self, point: QPoint) -> int | None:
        for item in self.items(point):
            if isinstance(item, SquareItem):
                return item.number
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        square = self.square_at(event.position().toPoint())
        if square is not None:
            self._focus_square = square
            self._mark_squares()
            self.square_clicked.emit(square)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        # Arrows step through the offered squares (through all squares when none is).
        candidates = sorted(self._offered) or list(range(1, TRACK_LENGTH + 1))
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            forward = key in (Qt.Key.Key_Right, Qt.Key.Key_Down)
            if forward:
                later = [s for s in candidates if s > self._focus_square]
                self._focus_square = later[0] if later else candidates[0]
            else:
                earlier = [s for s in candidates if s < self._focus_square]
                self._focus_square = earlier[-1] if earlier else candidates[-1]
            self._mark_squares()
            event.accept()
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.square_clicked.emit(self._focus_square)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self._offered and self._focus_square not in self._offered:
            self._focus_square = min(self._offered)
        super().focusInEvent(event)
        self._mark_squares()
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._mark_squares()
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The keyboard focus: a frame around the whole board (the focused square has its own).
        # Two colours: at its corners, past the paper, the focus purple was 2.2:1 on the dark
        # theme's table.
        if self.hasFocus() and self._background is not None:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            frame = self._scene.sceneRect().adjusted(3, 3, -3, -3)
            paint_focus_ring(painter, self._look, frame, 18, 3)
            painter.restore()

    # ---------------------------------------------------------------- size

    def _fit(self) -> None:
        if self._background is not None:
            self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self._place_all()  # the start area's label takes more of it on a smaller board

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:
        return QSize(460, 360)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rect = QRectF(
            -MARGIN,
            -MARGIN,
            self._grid.columns * CELL + 2 * MARGIN,
            self._grid.rows * CELL + 2 * MARGIN,
        )
        return int(width * rect.height() / rect.width())


__all__ = ["FIGURE_COLOURS", "BoardView", "FigureItem", "SquareItem", "figure_colours"]
