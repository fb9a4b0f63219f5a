"""The table: status banner, dice tray, the sheets, the action buttons and the game log.

`TableWidget` is the real `TableView` of the controller: it shows snapshots and plays the
animations, and forwards clicks and key presses to the controller.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPropertyAnimation,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..ai.coach import Advice, advice_scale
from ..engine import Pass
from ..engine.events import Event
from ..games import game_keys, get_game
from .accessible import announce, press_focused_button
from .controller import GameController, TableSnapshot, Waiting, network_no_undo_text, pass_label
from .gamelog import TOAST_KINDS, LogLine, Said, notice
from .gametexts import texts_of
from .i18n import translate
from .kit import AdviceTarget, KitFactory, TableKit
from .outlook import OutlookView
from .paper import PaperSheet
from .style import (
    FocusRing,
    KeyScrollArea,
    Look,
    button_edge,
    button_sheet,
    disabled_button,
    focus_border,
)

if TYPE_CHECKING:
    from .coach_panel import CoachPanel

HINT_MS = 4500  # how long an explanation stays in the status line
KEY_HINTS = {
    "rollButton": "R",
    "passButton": "P",
    "hintButton": "H",
    "undoButton": "Ctrl+Z",
    "redoButton": "Ctrl+Shift+Z",
}
# Undo and Redo where the bar has no room for their labels.
HISTORY_ARROWS = {"undoButton": "\u21b6", "redoButton": "\u21b7"}
TOAST_MS = 2600
TOAST_FADE_MS = 500  # then it fades out over this long
LOG_LIMIT = 400  # lines kept in the game log


def _set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes (re-polishing costs milliseconds)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class Cover(QWidget):
    """A layer over the whole of its parent (a card over the table). The banner's hint and
    the toast, other layers over the table, stay hidden under it and wait (`UnderCovers`):
    raised above each widget of the table as they showed, they were drawn on top of the
    card, across its title or its scores."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._tell_waiting()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._tell_waiting()

    def _tell_waiting(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            for waiting in parent.findChildren(UnderCovers, options=DIRECT_CHILDREN):
                waiting.covers_changed()


DIRECT_CHILDREN = Qt.FindChildOption.FindDirectChildrenOnly


class UnderCovers(QLabel):
    """A line laid over the table for a few seconds (the banner's hint, the toast) that
    waits hidden, its seconds stopped, while a card covers the table (a `Cover`), and shows
    for its full time when the last card goes."""

    def covered(self) -> bool:
        parent = self.parentWidget()
        return parent is not None and any(
            not cover.isHidden() for cover in parent.findChildren(Cover, options=DIRECT_CHILDREN)
        )

    def covers_changed(self) -> None:
        """A card over the table showed or went."""
        raise NotImplementedError


class HintLine(UnderCovers):
    """The banner's explanation of a refused click: shown only while it has a text (set or
    cleared by anyone), laid over the table just below the banner by `StatusBanner`."""

    def __init__(self, banner: StatusBanner, parent: QWidget | None) -> None:
        super().__init__(parent)
        self._banner = banner
        self.hide()

    def covers_changed(self) -> None:
        self._banner.hint_covers_changed()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._banner.place_hint()

    def clear(self) -> None:
        super().clear()
        self._banner.place_hint()


class StatusBanner(QFrame):
    """Whose decision it is and what they can do; explanations of refused clicks below.

    Its height is the prompt's alone, the same from state to state, so the table below never
    jumps: a prompt too long for its line is set smaller first, and wraps only when even the
    smallest size does not fit. An explanation (`hint`) takes no room of its own: it hangs
    below the banner, over the table's top, while it shows (a few seconds after a refused
    click); a line kept for it took the sheets' height for nothing the rest of the game.
    """

    MARGIN = 8
    SMALLEST = 13  # pixels: the prompt's smallest size, and the hint's
    HINT_PADDING = 6  # around the hint's text, under the banner

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._look = look
        self.setObjectName("statusBanner")
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        # A sibling, not a child: a child is cut off at the banner's edge.
        self.hint = HintLine(self, parent)
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        for label in (self.prompt, self.hint):
            # They name the players: a name typed as <b>Bo</b> reads as typed.
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, self.MARGIN, 14, self.MARGIN)
        layout.addWidget(self.prompt)
        layout.addStretch(1)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self.clear_hint)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._mood = ""
        self._said: Said | None = None  # the hint shown, written again in a new language
        self.set_mood("idle")
        self._fit()

    def set_prompt(self, text: str) -> None:
        if text != self.prompt.text():
            self.prompt.setText(text)
            self._fit()

    def show_hint(self, text: str | Said) -> None:
        """`text` written when shown (Said) is written again in a language chosen while it
        shows (`retranslate`)."""
        self._said = text if callable(text) else None
        self.hint.setText(text() if callable(text) else text)
        if self.hint.covered():
            self._hint_timer.stop()  # its seconds start when it can be read
        else:
            self._hint_timer.start(HINT_MS)

    def hint_covers_changed(self) -> None:
        """A card over the table showed or went: the hint hides under it, its seconds
        stopped; with the last card gone it shows for its full time (a notice given as a
        card opened, "Opened game.qwixx.json…", is read when the card is closed)."""
        if not self.hint.text():
            return
        if self.hint.covered():
            self._hint_timer.stop()
        elif not self._hint_timer.isActive():
            self._hint_timer.start(HINT_MS)
        self.place_hint()

    def clear_hint(self) -> None:
        self._said = None
        self.hint.clear()

    def retranslate(self) -> None:
        if self._said is not None and self.hint.text():
            self.hint.setText(self._said())

    def set_mood(self, mood: str) -> None:
        """ "you": a person decides (bright), "wait": computers play, "idle", "over"."""
        if mood == self._mood:
            return  # restyling is costly; it happens only when the mood changes
        self._mood = mood
        self._restyle()

    def set_look(self, look: Look) -> None:
        if look != self._look:
            self._look = look
            self._restyle()

    def _restyle(self) -> None:
        mood, look = self._mood, self._look
        background = look.banner_background(mood).name()
        self.setStyleSheet(
            f"QFrame#statusBanner {{ background: {background}; border-radius: 10px; }}"
            " QLabel#prompt { color: #1d1d22; }"
        )
        # The banner's colour, hanging from its lower edge; a line keeps it apart from
        # what it covers.
        self.hint.setStyleSheet(
            f"QLabel#hint {{ color: {look.hint_text.name()}; background: {background};"
            f" padding: {self.HINT_PADDING}px 14px; border: 1px solid {look.hint_edge.name()};"
            " border-top: none; border-bottom-left-radius: 10px;"
            " border-bottom-right-radius: 10px; }"
        )

    def _fit(self) -> None:
        """The prompt's size and the banner's height for the text now and this width."""
        room = max(100, self.width() - 28)
        # The banner heads the person's column, some 55 % of the window's width.
        largest = max(self.SMALLEST, min(20, self.width() // 29))
        size = largest
        while size > self.SMALLEST and _text_width(self.prompt.text(), size) > room:
            size -= 1
        self.prompt.setFont(_banner_font(size, QFont.Weight.DemiBold))
        self.hint.setFont(_banner_font(max(self.SMALLEST, largest - 3)))
        prompt_height = max(
            QFontMetrics(_banner_font(largest)).height(), self.prompt.heightForWidth(room)
        )
        self.setFixedHeight(2 * self.MARGIN + prompt_height)
        self.place_hint()

    def place_hint(self) -> None:
        """The hint below the banner, as wide, over the table (shown only with a text)."""
        hint = self.hint
        if not hint.text() or hint.covered():
            hint.hide()
            return
        inset = 10  # under the banner's straight part, clear of its rounded corners
        width = max(100, self.width() - 2 * inset)
        # A label's height for a width is never below its minimum height: the last fixed
        # height held, and a message placed as the window opened (measured 100 px wide,
        # 221 px tall) kept every later one that tall, its two lines in a yellow block.
        hint.setMinimumHeight(0)
        hint.setGeometry(self.x() + inset, self.geometry().bottom() + 1, width, 0)
        hint.setFixedHeight(hint.heightForWidth(width))
        hint.show()
        hint.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self.place_hint()


def _banner_font(pixels: int, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setWeight(weight)
    return font


def _text_width(text: str, pixels: int) -> int:
    return QFontMetrics(_banner_font(pixels, QFont.Weight.DemiBold)).horizontalAdvance(text)


class Toast(UnderCovers):
    """A short announcement over the table (a lock, a misthrow), fading out by itself; one
    made while a card covers the table waits for it to close (`UnderCovers`).

    It takes the banner's line (`line`), as large, while it shows: in the middle of the table
    it covered Qwantum's total and, in a small window, the other players' sheets, and over
    the dice tray the dice being chosen. The banner's prompt comes back when it fades; its
    hint hangs below, uncovered. Its text is set smaller to fit the line; a text too long
    even at the smallest size is cut, its last line ending in "…" (grown downwards, it hid
    the hint and the dice tray): every text it shows is also in the game's log."""

    PADDING = 4  # above and below the text, inside the line

    def __init__(self, parent: QWidget, look: Callable[[], Look], line: QWidget) -> None:
        super().__init__(parent)
        self._look = look
        self._line = line
        line.installEventFilter(self)  # the line moves or changes height: so does the toast
        self.setObjectName("toast")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it names players, as the banner does
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_fade)
        self._said: Said | None = None  # what shows, written again in a new language
        self._whole = ""  # the text to show, before `place` cuts it to the line
        self._shown_ms = TOAST_MS
        self._waiting = False  # popped or showing as a card covered the table
        self.hide()

    def pop(self, text: str | Said, kind: str, speed: float) -> None:
        """`text` written when shown (Said) is written again in a language chosen while it
        shows (`retranslate`)."""
        background = self._look().toast_background(kind).name()
        self.setStyleSheet(
            f"QLabel#toast {{ background: {background}; color: white;"
            f" border-radius: 10px; padding: {self.PADDING}px 14px; }}"
        )
        self._said = text if callable(text) else None
        self._say(text() if callable(text) else text)
        self._shown_ms = int(TOAST_MS * max(speed, 0.6))
        if self.covered():
            self._wait()
        else:
            self._show_now()

    def dismiss(self) -> None:
        """Gone, and not waiting either (a new game: the last one's news is stale)."""
        self._waiting = False
        self._timer.stop()
        self._fade.stop()
        self.hide()

    def covers_changed(self) -> None:
        if self.covered():
            if not self.isHidden():
                self._wait()
        elif self._waiting:
            self._waiting = False
            self._show_now()

    def _wait(self) -> None:
        self.dismiss()
        self._waiting = True

    def _show_now(self) -> None:
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.place()
        self.show()
        self.raise_()
        self._timer.start(self._shown_ms)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
        if watched is self._line and moved and not self.isHidden():
            self.place()
        return False

    def _say(self, text: str) -> None:
        self._whole = text
        self.setText(text)

    def place(self) -> None:
        """Over the line, its text at the largest size that fits the line's height, or cut
        at the smallest."""
        parent = self.parentWidget()
        if parent is None:
            return
        line = QRect(self._line.mapTo(parent, QPoint(0, 0)), self._line.size())
        self.setGeometry(line)
        self.setText(self._whole)
        largest = max(StatusBanner.SMALLEST, min(20, line.width() // 29))  # as the prompt's
        for size in range(largest, StatusBanner.SMALLEST - 1, -1):
            self.setFont(_banner_font(size, QFont.Weight.DemiBold))
            if self.heightForWidth(line.width()) <= line.height():
                return
        self._cut_to(line.size())

    def _cut_to(self, room: QSize) -> None:
        """The whole text's first lines that fit `room`, the last ending in "…"."""
        width = self.contentsRect().width()
        layout = QTextLayout(self._whole.replace("\n", " "), self.font())
        layout.setTextOption(QTextOption(Qt.AlignmentFlag.AlignCenter))  # wraps at words
        starts: list[int] = []
        layout.beginLayout()
        while (row := layout.createLine()).isValid():
            row.setLineWidth(width)
            starts.append(row.textStart())
        layout.endLayout()
        text, metrics = layout.text(), QFontMetrics(self.font())
        for count in range(max(len(starts) - 1, 1), 0, -1):  # fewer while the label wraps more
            kept = [text[start:end].strip() for start, end in pairwise(starts[:count])]
            last = metrics.elidedText(
                text[starts[count - 1] :].strip(), Qt.TextElideMode.ElideRight, width
            )
            self.setText("\n".join([*kept, last]))
            if count == 1 or self.heightForWidth(room.width()) <= room.height():
                return

    def retranslate(self) -> None:
        if self._said is not None and (self._waiting or not self.isHidden()):
            self._say(self._said())
            self.place()

    def _start_fade(self) -> None:
        self._fade.setDuration(TOAST_FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()


class TableBackground(QWidget):
    """Paints the table surface behind everything."""

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look = look
        self.setAutoFillBackground(False)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        # Not fillRect: its overloads make PySide6 build QGradient's enums (ms at the start).
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.look.table)
        painter.drawRect(self.rect())
        painter.end()


class LeftColumn(QWidget):
    """Dice tray, the large sheet and the buttons, sized so the sheet gets what it can use.

    The sheet keeps its proportions; the tray takes the height the sheet cannot use, within
    the kit's limits, so no band of empty table opens up between them.
    """

    GAP = 10
    LEAST_WIDTH = 440

    def __init__(self, bar: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        bar.setParent(self)
        self.tray: QWidget | None = None  # use: the game's kit gives them
        self.sheet: PaperSheet[Any, Any, Any] | None = None
        self.tray_range = (0, 0)
        # Narrow enough to stand beside On Board's board and the network dock at the least
        # window width (its buttons give way then: TableWidget._label_buttons).
        self.setMinimumSize(self.LEAST_WIDTH, 380)

    def use(
        self, tray: QWidget, sheet: PaperSheet[Any, Any, Any], tray_range: tuple[int, int]
    ) -> None:
        """Show this tray and sheet (a game's kit)."""
        if tray is self.tray and sheet is self.sheet:
            return
        for old in (self.tray, self.sheet):
            if old is not None:
                old.hide()
        self.tray, self.sheet, self.tray_range = tray, sheet, tray_range
        for child in (tray, sheet):
            child.setParent(self)
            child.show()
        self.arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        width, height = self.width(), self.height()
        bar_height = max(40, self.bar.sizeHint().height())
        self.bar.setGeometry(0, height - bar_height, width, bar_height)
        if self.tray is None or self.sheet is None:
            return
        room = height - bar_height - 2 * self.GAP
        aspect = self.sheet.heightForWidth(1000) / 1000 if self.sheet.model else 0.5
        sheet_height = int(width * aspect)
        tray_height = room - sheet_height
        tray_min, tray_max = self.tray_range
        if tray_height < tray_min:
            tray_height = tray_min
            sheet_height = room - tray_height
        elif tray_height > min(tray_max, width * 0.22):
            # Dice are sized by the width; a taller tray would only add empty felt.
            tray_height = int(min(tray_max, max(tray_min, width * 0.22)))
        spare = room - tray_height - sheet_height
        y = spare // 3
        self.tray.setGeometry(0, y, width, tray_height)
        y += tray_height + self.GAP + spare // 3
        self.sheet.setGeometry(0, y, width, sheet_height)


class RightColumn(QWidget):
    """The board (On Board), the other players' sheets, the coach and the game log.

    The board gets its full size while the sheets can still be shown at a readable size
    (OPPONENT_MIN high) below it, else it gives way down to BOARD_MIN; the sheets shrink
    together to fit and scroll only below that size; the log takes what is left, at least
    LOG_MIN. On a short screen with the coach shown (1280x720 points), the log and its title
    give way before the sheets do: they come back when the coach closes or the window grows.
    """

    GAP = 6
    LOG_MIN = 64
    OPPONENT_MIN = 108
    BOARD_MIN = 300  # high: its numbers stay readable (board.MIN_TEXT_PX)
    BOARD_WIDTH = 400  # the least width of the column while a board is shown, room allowing
    # ...and where the table has less room (960 px with the network dock): the board's compact
    # squares. A wider least width than the table had put the board over the person's sheet.
    BOARD_LEAST_WIDTH = 280

    def __init__(
        self,
        sheets_area: QScrollArea,
        opponents: QVBoxLayout,
        title: QWidget,
        log: QWidget,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.board: QWidget | None = None  # set_board: a game with a board (its kit's)
        self.coach: QWidget | None = None  # set_coach: the coach's panel, once it is made
        self.sheets_area, self.opponents = sheets_area, opponents
        self.title, self.log = title, log
        for child in (sheets_area, title, log):
            child.setParent(self)
        # The log's own least height is the share the column keeps for it: a larger one made
        # the log stick out below the column (and the window) when the sheets took the rest.
        log.setMinimumHeight(self.LOG_MIN)
        watched = opponents.parentWidget()
        if watched is not None:
            watched.installEventFilter(self)
        self._arranging = False
        self._room = self.BOARD_WIDTH  # give_room: the most the table gives this column

    def set_coach(self, coach: QWidget) -> None:
        """The coach's panel, between the sheets and the log while it shows."""
        self.coach = coach
        coach.setParent(self)
        coach.installEventFilter(self)

    def set_board(self, board: QWidget | None) -> None:
        """The board heading the column (None: none). Set it before showing it: a widget
        given a new parent is hidden."""
        if board is self.board:
            return
        if self.board is not None:
            self.board.removeEventFilter(self)
        self.board = board
        if board is not None:
            board.setParent(self)
            board.installEventFilter(self)
        self._fit_width()

    def give_room(self, room: int) -> None:
        """The most width the table has for this column beside the person's at its least."""
        self._room = room
        self._fit_width()

    def _fit_width(self) -> None:
        # A board wants a wider column than sheets: its numbers must stay readable.
        least = max(self.BOARD_LEAST_WIDTH, min(self.BOARD_WIDTH, self._room))
        self.setMinimumWidth(least if self.board is not None else 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.LayoutRequest):
            self.arrange()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def event(self, event: QEvent) -> bool:
        # A child's new text (the log's title in another language, maybe on more lines)
        # asks this widget, which has no layout, for a new arrangement.
        if event.type() == QEvent.Type.LayoutRequest:
            self.arrange()
        return super().event(event)

    def sheets(self) -> list[QWidget]:
        """The other players' sheets (a sheet added just now is shown at the next event
        loop: it counts already)."""
        items = (self.opponents.itemAt(i) for i in range(self.opponents.count()))
        return [
            w for item in items if item is not None and isinstance(w := item.widget(), PaperSheet)
        ]

    def arrange(self) -> None:
        if self._arranging:
            return  # fixing the sheets' heights asks for a layout again
        self._arranging = True
        try:
            self._arrange()
        finally:
            self._arranging = False

    def _arrange(self) -> None:
        width, height, gap = self.width(), self.height(), self.GAP
        coach = self.coach
        # The coach's lines wrap: its height at the column's width (its size hint is for a
        # wider panel, and with a large font the wrapped lines were cut off).
        coach_height = 0 if coach is None or coach.isHidden() else coach.heightForWidth(width) + gap
        title_height = max(self.title.heightForWidth(width), self.title.sizeHint().height())
        sheets = self.sheets()
        spacing = self.opponents.spacing()
        inner = width - self.opponents.contentsMargins().right()
        natural = [sheet.heightForWidth(inner) for sheet in sheets]
        between = spacing * max(0, len(sheets) - 1)
        wanted = sum(natural) + between
        least = sum(min(self.OPPONENT_MIN, h) for h in natural) + between
        board = self.board if self.board is not None and not self.board.isHidden() else None
        board_least = min(board.heightForWidth(width), self.BOARD_MIN) + gap if board else 0
        # One sheet at a readable size, else the sheets were a sliver under the coach.
        glimpse = min(self.OPPONENT_MIN, natural[0]) if natural else 0
        log_share = gap + title_height + gap + self.LOG_MIN  # below the sheets
        shows_log = height - board_least - glimpse - coach_height >= log_share
        self.title.setVisible(shows_log)
        self.log.setVisible(shows_log)
        room = height - coach_height - (log_share if shows_log else 0)
        board_height = 0
        if board is not None:
            board_height = min(board.heightForWidth(width), max(self.BOARD_MIN, room - gap - least))
            room -= board_height + gap
        opponents_height = max(0, min(wanted, room))
        # Each sheet keeps its proportions: a lower one is narrower, centred.
        share = (opponents_height - between) // len(sheets) if sheets else 0
        heights = [
            max(min(self.OPPONENT_MIN, natural_height), min(share, natural_height))
            for natural_height in natural
        ]
        for sheet, sheet_height in zip(sheets, heights, strict=True):
            sheet.setFixedHeight(sheet_height)
        # The sheets are read, not played: a Tab stop only while they scroll (the arrow and
        # page keys scroll them then), not a stop where the keys do nothing.
        scrolls = sum(heights) + between > opponents_height
        self.sheets_area.setFocusPolicy(
            Qt.FocusPolicy.StrongFocus if scrolls else Qt.FocusPolicy.NoFocus
        )
        y = 0
        if board_height and board is not None:
            board.setGeometry(0, y, width, board_height)
            y += board_height + gap
        self.sheets_area.setGeometry(0, y, width, opponents_height)
        y += opponents_height + gap
        if coach is not None and coach_height:
            coach.setGeometry(0, y, width, coach_height - gap)
            y += coach_height
        self.title.setGeometry(0, y, width, title_height)
        y += title_height + gap
        self.log.setGeometry(0, y, width, max(0, height - y))


class TableWidget(TableBackground):
    """Everything of a game in progress; implements the controller's TableView.

    The banner, buttons, coach and log are the same for every game; the dice, sheets and any
    board are the shown game's kit (`GameSpec.kit()`), built the first time a game of its
    kind is shown and kept, hidden, while other games play.
    """

    MAIN_BUTTON_WIDTH = 150  # Roll and Pass
    MAIN_BUTTON_LEAST = 130  # ... in a table narrower than NARROW
    NARROW = 900

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(look, parent)
        self.animation_factor = 1.0
        self.controller: GameController | None = None
        self._snapshot: TableSnapshot | None = None
        self._playing: QAbstractAnimation | None = None  # the animation playing now
        self._spoken_prompt = ""  # the last request to a person a screen reader heard

        self.banner = StatusBanner(look, self)
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passButton")
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("undoButton")
        self.redo_button = QPushButton(self)
        self.redo_button.setObjectName("redoButton")
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hintButton")
        for button in (
            self.roll_button,
            self.pass_button,
            self.hint_button,
            *self._history_buttons,
        ):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setMinimumHeight(38)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.opponents_box = QWidget()
        self.opponents_layout = QVBoxLayout(self.opponents_box)
        self.opponents_layout.setContentsMargins(0, 0, 4, 0)
        self.opponents_layout.setSpacing(8)
        self.opponents_layout.addStretch(1)
        sheets_area = KeyScrollArea(self)
        sheets_area.setWidgetResizable(True)
        sheets_area.setFrameShape(QFrame.Shape.NoFrame)
        sheets_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A viewport of our own, not the scroll area's from viewport(): PySide6 finds the
        # Python type of that one by initialising dozens of widget types (15-25 ms).
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.NoRole)  # as QScrollArea's own
        viewport.setAutoFillBackground(False)
        sheets_area.setViewport(viewport)
        sheets_area.setWidget(self.opponents_box)
        self.opponents_box.setAutoFillBackground(False)
        self.sheets_area = sheets_area  # the other players' sheets

        self.log_title = QLabel(self)
        self.log_title.setObjectName("logTitle")
        # Wrapped at the column's width: beside the network dock on a small screen the column
        # is narrower than 'Registro de la partida' on one line.
        self.log_title.setWordWrap(True)
        self.log = QListWidget(self)
        self.log.setObjectName("gameLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        # The lines wrap at the log's width: a sideways scroll bar let one word wider than
        # the log (a 64-letter name from a save or a network table) widen every line past
        # its edge. Such a word is cut short with an ellipsis on its own line instead.
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._log: list[LogLine] = []  # the game log's lines, one for each of its rows
        self._reviewed: list[LogLine] | None = None  # a review's lines, shown instead
        self._coach_panel: CoachPanel | None = None  # made at the first hint
        self._advice_key: tuple[object, ...] | None = None
        self._advised_pass = False

        self.actions_bar = QWidget(self)
        bar = QHBoxLayout(self.actions_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(10)
        bar.addWidget(self.roll_button)  # the kits' buttons go after it
        bar.addWidget(self.pass_button)
        bar.addStretch(1)
        bar.addWidget(self.hint_button)
        bar.addWidget(self.undo_button)
        bar.addWidget(self.redo_button)

        self._labels: dict[QPushButton, str] = {}  # the buttons' labels without their keys
        self._short_roll = ""  # the Roll button's label where the long one leaves no room
        # What the last labelling depended on (see _label_buttons).
        self._labelled_for: tuple[object, ...] | None = None
        self.actions_bar.installEventFilter(self)
        self.left_column = LeftColumn(self.actions_bar, self)
        self.right_column = RightColumn(
            sheets_area, self.opponents_layout, self.log_title, self.log, self
        )
        # Its children ask the table through a weak reference: a callable of theirs holding
        # the table made a reference cycle, left for the garbage collector to free.
        table = weakref.proxy(self)
        self._opponents_focus = FocusRing(sheets_area, lambda: table.look)

        # The banner heads the person's column only: the right column (a board, the other
        # sheets, the coach) runs from the table's top, else on a short window its sheets
        # were a sliver under the board and the coach.
        person = QVBoxLayout()
        person.setSpacing(10)
        person.addWidget(self.banner)
        person.addWidget(self.left_column, 1)
        columns = self._columns = QHBoxLayout(self)
        columns.setContentsMargins(12, 10, 12, 10)
        columns.setSpacing(14)
        columns.addLayout(person, 63)
        columns.addWidget(self.right_column, 37)

        # Each game's kit, by its factory (games built alike share one); before any game,
        # the first game's empty table is shown.
        self._kits: dict[KitFactory, TableKit] = {}
        self._kit = self.kit_for(game_keys()[0])
        self._use_kit(self._kit)
        # The coach's outlook after each player's name (a setting; the window turns it on).
        self.outlook = OutlookView(
            lambda: [sheet for kit in table._kits.values() for sheet in kit.sheets()], self
        )

        self._toast: Toast | None = None  # made at the first announcement
        self.roll_button.clicked.connect(self._on_roll)
        self.pass_button.clicked.connect(self._on_pass)
        self.undo_button.clicked.connect(self._on_undo)
        self.redo_button.clicked.connect(self._on_redo)
        self.hint_button.clicked.connect(self._on_hint)
        self._style_side_panel()
        self._style_buttons()
        self.retranslate()

    # ---------------------------------------------------------------- wiring

    def attach(self, controller: GameController) -> None:
        # Weakly: the controller holds the table, and the window holds the controller.
        self.controller = weakref.proxy(controller)

    @property
    def toast(self) -> Toast:
        """The short announcement over the table, made when first needed."""
        if self._toast is None:
            self._toast = Toast(self, lambda: self.look, self.banner)
        return self._toast

    @property
    def coach_panel(self) -> CoachPanel:
        """The coach's moves for the current decision, made when first needed."""
        if self._coach_panel is None:
            from .coach_panel import CoachPanel

            self._coach_panel = CoachPanel(self.look, self)
            self._coach_panel.dismissed.connect(self.dismiss_coach)
            self.right_column.set_coach(self._coach_panel)
        return self._coach_panel

    @property
    def kit(self) -> TableKit:
        """The kit of the game shown now."""
        return self._kit

    def kit_for(self, game: str) -> TableKit:
        """The kit of the game `game` (its key): built on first use, hidden until shown."""
        factory = get_game(game).kit()
        kit = self._kits.get(factory)
        if kit is None:
            kit = self._kits[factory] = factory(self.look, self, self)
            layout = self.actions_bar.layout()
            assert isinstance(layout, QHBoxLayout)
            for offset, button in enumerate(kit.buttons, start=1):
                layout.insertWidget(layout.indexOf(self.roll_button) + offset, button)
                self._size_button_font(button)
            self._set_focus_chain()
        return kit

    @property
    def main_sheet(self) -> PaperSheet[Any, Any, Any]:
        """The large sheet: the focus seat's, in the shown game's kit."""
        return self._kit.main_sheet

    @property
    def opponent_sheets(self) -> list[PaperSheet[Any, Any, Any]]:
        """The other players' sheets, in seat order."""
        return list(self._kit.sheets())[1:]

    def _set_focus_chain(self) -> None:
        # Tab goes through the kits' widgets (their sheets first go through what they offer),
        # then the buttons.
        kits = self._kits.values()
        focus_chain = (
            *(widget for kit in kits for widget in kit.focus_chain()),
            self.roll_button,
            *(button for kit in kits for button in kit.buttons),
            self.pass_button,
            self.hint_button,
            *self._history_buttons,
        )
        for first, second in pairwise(focus_chain):
            QWidget.setTabOrder(first, second)

    def set_look(self, look: Look) -> None:
        self.look = look
        self.banner.set_look(look)
        if self._coach_panel is not None:
            self._coach_panel.set_look(look)
        for kit in self._kits.values():
            kit.set_look(look)
        self._style_side_panel()
        self._style_buttons()
        self.update()

    def _style_side_panel(self) -> None:
        """The log's colours follow the Look: in its style sheet, since a style sheet
        restores the palette it first saw whenever it is polished again."""
        text = self.look.table_text.name()
        _set_style(self.log_title, f"color: {text}; font-weight: 600;")
        _set_style(
            self.log,
            f"QListWidget {{ background: {self.look.log_base.name()};"
            f" color: {text}; border: none; border-radius: 8px; padding: 4px; }}",
        )

    def _style_buttons(self) -> None:
        """The buttons in the Look's colours (the snapshot's state decides which is primary)."""
        if self._snapshot is not None:
            self._update_buttons(self._snapshot)
            return
        for button in (self.roll_button, self.pass_button, *self._history_buttons):
            _set_style(button, button_sheet(self.look))

    def retranslate(self) -> None:
        self._labels[self.roll_button] = translate("Table", "Roll the dice")
        self._short_roll = translate("Table", "Roll")
        self._labels[self.undo_button] = translate("Table", "Undo")
        self._labels[self.redo_button] = translate("Table", "Redo")
        self._labels[self.hint_button] = translate("Table", "Hint")
        self._label_buttons()
        self.hint_button.setToolTip(
            translate(
                "Table",
                "The coach shows the best move now (the game is marked as "
                "played with hints in the statistics).",
            )
        )
        if self._coach_panel is not None:
            self._coach_panel.retranslate()
        self.log_title.setText(translate("Table", "Game log"))
        # A list is not named by the label above it (Qt names item views only by their own
        # accessible name): a screen reader would say "list" and no more.
        self.log.setAccessibleName(self.log_title.text())
        self._retranslate_log()
        self.banner.retranslate()
        if self._toast is not None:
            self._toast.retranslate()
        for kit in self._kits.values():
            kit.retranslate()
        if self._snapshot is not None:
            self._update_buttons(self._snapshot)

    @property
    def _history_buttons(self) -> tuple[QPushButton, QPushButton]:
        """Undo and Redo, side by side at the bar's end: made, styled, shown and hidden alike."""
        return (self.undo_button, self.redo_button)

    def _on_roll(self) -> None:
        if self.controller is not None:
            self.controller.roll()

    def _on_pass(self) -> None:
        if self.controller is not None:
            self.controller.pass_turn()

    def _on_undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def _on_redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def _on_hint(self) -> None:
        if self.controller is not None:
            self.controller.hint()

    # ---------------------------------------------------------------- TableView

    def sheet_for_seat(self, seat: int) -> PaperSheet[Any, Any, Any] | None:
        """The widget that shows `seat`'s sheet now."""
        return self._kit.sheet_for_seat(seat)

    def show_advice(self, advice: Sequence[Advice]) -> None:
        """The coach's moves for the current decision: listed in the coach panel, the best
        one marked where the decision is made (by the kit, or on the pass button)."""
        snap = self._snapshot
        if snap is None or snap.decider is None or not advice:
            return
        self._advice_key = snap.decision_key
        scale = advice_scale(advice, snap.game.rules, len(snap.game.players))
        self.coach_panel.show_advice(advice, snap.game, snap.state, snap.decider, scale)
        # The panel takes no focus (the keys play on): a screen reader hears the hint come.
        announce(self, self.coach_panel.spoken())
        self._advised_pass = isinstance(advice[0].move, Pass)
        self._kit.show_advice(advice)
        self._update_buttons(snap)

    def advice_targets(self) -> tuple[AdviceTarget, ...]:
        """Every widget that can show the coach's move."""
        return tuple(target for kit in self._kits.values() for target in kit.advice_targets())

    def decision_widget(self) -> AdviceTarget:
        """The widget on which the current decision is made (it marks the coach's move)."""
        return self._kit.decision_widget()

    def clear_advice(self) -> None:
        self._advice_key = None
        self._advised_pass = False
        if self._coach_panel is not None:
            self._coach_panel.clear()
        for target in self.advice_targets():  # the phase may have changed since the hint
            target.show_advice(())
        if self._snapshot is not None:
            self._update_buttons(self._snapshot)

    def dismiss_coach(self) -> None:
        """The coach's panel closed (its close button, Esc): a focus it had goes back to
        where the keys play, not on to the next button in the Tab order."""
        panel = self._coach_panel
        focus = self.window().focusWidget()
        had_focus = panel is not None and focus is not None and panel.isAncestorOf(focus)
        self.clear_advice()
        if had_focus:
            self.focus_play(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys the focused widget left: Enter on a button (Undo, Redo, Hint, the coach's
        # close button) and Esc, which closes the coach's panel.
        panel = self._coach_panel
        if event.key() == Qt.Key.Key_Escape and panel is not None and panel.isVisible():
            self.dismiss_coach()
        elif not press_focused_button(event, self.window().focusWidget()):
            super().keyPressEvent(event)
            return
        event.accept()

    def _use_kit(self, kit: TableKit) -> None:
        """Show this kit's tray, sheets and board in place of the shown kit's."""
        old = self._kit
        if kit is old and self.left_column.sheet is not None:
            return
        # The window's focus, even while it is not the active window.
        had_focus = self.window().focusWidget() is old.main_sheet
        if kit is not old:
            old.activate(False)
        self.right_column.set_board(kit.board)
        self.left_column.use(kit.tray, kit.main_sheet, kit.tray_range)
        kit.activate(True)
        self._kit = kit
        if had_focus:
            kit.main_sheet.setFocus()

    def show_table(self, snapshot: TableSnapshot) -> None:
        focus = self.window().focusWidget()
        previous = self._snapshot
        self._snapshot = snapshot
        if self._advice_key is not None and snapshot.decision_key != self._advice_key:
            self.clear_advice()  # the position changed: the advice no longer applies
        # A game's review copies share its set-up (the controller fills the log: show_log).
        if previous is None or previous.game.setup is not snapshot.game.setup:
            # The last game's announcement must not cover the new one, nor its explanation
            # ("Nothing to hint: Ada is playing") stand over it for seconds.
            if self._toast is not None:
                self._toast.dismiss()
            self.banner.clear_hint()
        game = snapshot.game.setup.variant
        kit = self.kit_for(game)
        self._use_kit(kit)
        kit.show(snapshot)
        self.outlook.show(snapshot)
        if previous is None or previous.game.setup.variant != game:
            self.left_column.arrange()  # another sheet's proportions
        self._show_status(snapshot)
        self._keep_focus_in_play(focus, previous)

    def _keep_focus_in_play(self, before: QWidget | None, previous: TableSnapshot | None) -> None:
        """A button that had the focus and is off or gone now (Pass once passed, Undo once
        used) hands it to where the next decision is made (the kit's play_focus). Qt moves
        it on in the Tab order instead, to whatever comes next (the other players'
        scrolling sheets, Qwantum's dice after a pass). Where the last position was played
        hands it on too when this one is played elsewhere: On Board's figure is moved on
        the board, where the sheet kept the keys (and no key did anything there)."""
        snapshot = self._snapshot
        if (
            before is not None
            and previous is not None
            and snapshot is not None
            and previous.game.setup is snapshot.game.setup
            and before is self._kit.play_focus(previous)
            and before is not self._kit.play_focus(snapshot)
        ):
            self.focus_play(Qt.FocusReason.OtherFocusReason)
            return
        buttons = (
            self.roll_button,
            *self._kit.buttons,
            self.pass_button,
            self.hint_button,
            *self._history_buttons,
        )
        if before is None or before not in buttons or (before.isEnabled() and before.isVisible()):
            return
        self.focus_play(Qt.FocusReason.OtherFocusReason)

    def focus_play(self, reason: Qt.FocusReason) -> None:
        """Give the keyboard to where the position shown is played (the kit's play_focus)."""
        snapshot = self._snapshot
        widget = self._kit.play_focus(snapshot) if snapshot is not None else self.main_sheet
        widget.setFocus(reason)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # The table takes no keys itself: a card over it that closes with nothing to give
        # the focus back to gives it to the table (Overlay.hideEvent), and it goes on.
        self.focus_play(event.reason())

    def _show_status(self, snapshot: TableSnapshot) -> None:
        """The banner and the buttons (every game); the right column fitted to the sheets
        and board shown now."""
        self.right_column.arrange()
        self.banner.set_prompt(snapshot.prompt)
        mood = {
            Waiting.HUMAN_ROLL: "you",
            Waiting.HUMAN_DECISION: "you",
            Waiting.OVER: "over",
        }.get(snapshot.waiting, "wait")
        self.banner.set_mood(mood)
        self._update_buttons(snapshot)
        self._speak_prompt(snapshot)

    # ---------------------------------------------------------------- screen readers

    def _speak_prompt(self, snapshot: TableSnapshot) -> None:
        """A new request to a person is announced (the banner alone is not read out when
        it changes); waiting for the computers is said by the log lines that follow."""
        asks = snapshot.waiting in (Waiting.HUMAN_ROLL, Waiting.HUMAN_DECISION)
        prompt = snapshot.prompt if asks and not snapshot.reviewing else ""
        if prompt and prompt != self._spoken_prompt:
            announce(self, prompt)
        self._spoken_prompt = prompt

    def _speak(self, texts: Sequence[str]) -> None:
        """What just happened on the table (turns, everyone's moves, notices), announced."""
        announce(self, " ".join(texts))

    def _update_buttons(self, snapshot: TableSnapshot) -> None:
        deciding = snapshot.waiting is Waiting.HUMAN_DECISION and not snapshot.reviewing
        self.roll_button.setEnabled(snapshot.waiting is Waiting.HUMAN_ROLL)
        self.pass_button.setEnabled(deciding)
        self._labels[self.pass_button] = (
            pass_label(snapshot) if deciding else translate("Table", "Pass")
        )
        self.undo_button.setEnabled(snapshot.can_undo and not snapshot.reviewing)
        self.redo_button.setEnabled(snapshot.can_redo and not snapshot.reviewing)
        self._history_tooltips(snapshot)
        self.hint_button.setEnabled(deciding)
        for button in self._history_buttons:
            _set_style(button, button_sheet(self.look))
        _set_style(
            self.hint_button,
            f"QPushButton {{ border-radius: 8px; color: {self.look.ink.name()};"
            f" {button_edge(2, 'solid', self.look.coach_ring.name())}"
            f" background: {self.look.coach_paper.name()}; }}"
            f" {disabled_button(self.look)} {focus_border(self.look)}",
        )
        for button in (
            self.roll_button,
            self.pass_button,
            self.hint_button,
            *self._history_buttons,
        ):
            button.setVisible(not snapshot.reviewing)
        if self._kit.replaces_roll(snapshot):
            self.roll_button.hide()
        primary = self.roll_button if self.roll_button.isEnabled() else self.pass_button
        # The coach's move is "pass": its button gets the coach's ring colour.
        border = (4, self.look.coach_ring.name()) if self._advised_pass and deciding else None
        for button in (self.roll_button, self.pass_button):
            chosen = button is primary and button.isEnabled()
            button.setDefault(chosen)
            if chosen and border:
                _set_style(button, button_sheet(self.look, primary=True, border=border))
            else:
                _set_style(button, button_sheet(self.look, primary=chosen))
        self._label_buttons()  # with the buttons shown now

    def _history_tooltips(self, snapshot: TableSnapshot | None) -> None:
        """Undo's and Redo's names and keys; at a network table also why they are off (a
        disabled button said nothing, and its menu item and key do nothing)."""
        networked = snapshot is not None and snapshot.networked
        for button in self._history_buttons:
            label = self._labels[button]
            tip = f"{label} ({KEY_HINTS[button.objectName()]})"
            button.setToolTip(f"{tip}\n{network_no_undo_text()}" if networked else tip)
            button.setAccessibleName(label)

    def _label_buttons(self) -> None:
        """The buttons' labels with their keys, "Roll the dice  (R)", where the bar has room
        for them; else Undo and Redo without theirs first, then no keys (a narrow window, long
        Spanish labels), so that no button is cut off; narrower still, Undo and Redo as arrows
        (their names in their tooltips and for screen readers), then Roll and Pass each as
        wide as its label (not one width), then "Roll" for "Roll the dice"."""
        bar = self.actions_bar.layout()
        assert bar is not None
        self._history_tooltips(self._snapshot)
        # Trying the longer labels posts the bar a LayoutRequest, which labels it again: where
        # the keys did not fit, the labels flipped back and forth without end, a busy loop on
        # the GUI thread. Labelled again only when what the choice depends on has changed.
        labelled_for = self._labelling_inputs(bar)
        if labelled_for == self._labelled_for:
            return
        self._labelled_for = labelled_for
        # Widest first: every key; the play buttons' keys only (Undo and Redo name theirs in
        # their tooltips and the menu); no keys; Undo and Redo as arrows. The last two steps
        # are for On Board's long Pass labels ("Don't move (misthrow)", 199 px) in a person's
        # column of 440 px (960 px beside the network dock): the arrows left them cut.
        for size in ("keys", "play keys", "labels", "arrows", "own widths", "short"):
            arrows = size in ("arrows", "own widths", "short")
            least = 0 if size in ("own widths", "short") else self._main_button_least()
            for button in (self.roll_button, self.pass_button):
                button.setMinimumWidth(least)
            for button, label in self._labels.items():
                history = button.objectName() in HISTORY_ARROWS
                if size == "keys" or (size == "play keys" and not history):
                    button.setText(f"{label}  ({KEY_HINTS[button.objectName()]})")
                elif arrows and history:
                    button.setText(HISTORY_ARROWS[button.objectName()])
                elif size == "short" and button is self.roll_button:
                    button.setText(self._short_roll)
                else:
                    button.setText(label)
            if bar.sizeHint().width() <= self.actions_bar.width():
                return

    def _labelling_inputs(self, bar: QLayout) -> tuple[object, ...]:
        """The bar's width, the labels, and what else sets the buttons' widths: whether each
        widget of the bar shows, the labelled buttons' style and font, the others' size."""
        items = (bar.itemAt(i) for i in range(bar.count()))
        widgets = [item.widget() for item in items if item is not None]
        return (
            self.actions_bar.width(),
            self._main_button_least(),
            tuple(self._labels.items()),
            tuple(
                (w, w.isHidden(), w.styleSheet(), w.font().key())
                if w in self._labels
                else (w, w.isHidden(), w.sizeHint().width())
                for w in widgets
                if w is not None
            ),
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A new size, or a button shown, hidden or relabelled (the re-roll count).
        if watched is self.actions_bar and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.LayoutRequest,
        ):
            self._label_buttons()
        return False

    def animate_roll(self, dice: tuple[int | None, ...]) -> QAbstractAnimation | None:
        snap = self._snapshot
        if snap is not None and not snap.reviewing:
            self._speak([texts_of(snap.game).roll_words(snap.state)])
        return self._play(self._kit.animate_roll(dice, self.animation_factor))

    def animate_events(self, events: Sequence[Event]) -> QAbstractAnimation | None:
        return self._play(self._kit.animate_events(events, self.animation_factor))

    def _play(self, animation: QAbstractAnimation | None) -> QAbstractAnimation | None:
        """Keep the animation the controller is about to start, so that it can be stopped."""
        if animation is not None:
            animation.setParent(self)
            self._playing = animation

            def done() -> None:
                if self._playing is animation:
                    self._playing = None

            animation.finished.connect(done)
        return animation

    def announce(self, text: str | Said, kind: str) -> None:
        line = notice(text, kind)
        self._add_lines([line])
        self._speak([line.text])
        if kind in TOAST_KINDS:
            self.toast.pop(line.say, kind, self.animation_factor)

    def show_log(self, lines: Sequence[LogLine]) -> None:
        self._log = []
        self._fill_log()
        self.log_lines(lines, False)

    def log_lines(self, lines: Sequence[LogLine], live: bool) -> None:
        self._add_lines(lines)
        if live:
            for line in lines:
                if line.kind in TOAST_KINDS:
                    self.toast.pop(line.say, line.kind, self.animation_factor)
            self._speak([line.text for line in lines])

    def game_log(self) -> list[LogLine]:
        """The game log's lines (not a review's), notices too."""
        return list(self._log)

    def rewind_log(self, position: int) -> None:
        self._log = [line for line in self._log if line.position < position]
        self._fill_log()

    def review_log(self, lines: Sequence[LogLine] | None) -> None:
        """Show these lines (a review's, up to the reviewed roll) in place of the game's log,
        which is kept; None: the game's log again."""
        self._reviewed = None if lines is None else list(lines)
        self._fill_log()

    def _shown_lines(self) -> list[LogLine]:
        return self._log if self._reviewed is None else self._reviewed

    def _add_lines(self, lines: Sequence[LogLine]) -> None:
        self._log += lines
        cut = max(0, len(self._log) - LOG_LIMIT)
        del self._log[:cut]
        if self._reviewed is not None:
            return  # the review shows the past; the new lines show once it ends
        for line in lines:
            self._add_item(line)
        for _ in range(cut):
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _fill_log(self) -> None:
        self.log.clear()
        for line in self._shown_lines():
            self._add_item(line)
        self.log.scrollToBottom()

    def _add_item(self, line: LogLine) -> None:
        # The list makes the item itself: an item made in Python carries a wrapper that the
        # list's clear() must release, and that release crashed now and then (self-test).
        self.log.addItem(line.text)
        if line.kind in ("lock", "misthrow", "over", "warning", "final"):
            item = self.log.item(self.log.count() - 1)
            font = item.font()
            font.setBold(True)
            item.setFont(font)

    def _retranslate_log(self) -> None:
        """The log's lines written again, in the language shown now (each row shows the
        line of its index)."""
        for row, line in enumerate(self._shown_lines()):
            item = self.log.item(row)
            if item is not None:
                item.setText(line.text)

    def show_hint(self, text: str | Said) -> None:
        self.banner.show_hint(text)

    def stop_animations(self) -> None:
        playing, self._playing = self._playing, None
        if playing is not None:
            playing.stop()
        for kit in self._kits.values():
            kit.stop()

    # ---------------------------------------------------------------- layout

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        margins = self._columns.contentsMargins()
        self.right_column.give_room(
            self.width()
            - margins.left()
            - margins.right()
            - self._columns.spacing()
            - self.left_column.minimumWidth()
        )
        kits = (button for kit in self._kits.values() for button in kit.buttons)
        for button in (
            self.roll_button,
            *kits,
            self.pass_button,
            self.hint_button,
            *self._history_buttons,
        ):
            self._size_button_font(button)
        self._label_buttons()  # the keys may fit, or no longer, at this size

    def _main_button_least(self) -> int:
        # Roll and Pass: one width, the eye finds them; less in a narrow table (960 px beside
        # the network dock), where the row of buttons must fit a narrower person's column.
        return self.MAIN_BUTTON_WIDTH if self.width() >= self.NARROW else self.MAIN_BUTTON_LEAST

    def _size_button_font(self, button: QPushButton) -> None:
        font = QFont(button.font())
        font.setPixelSize(max(13, min(17, self.width() // 70)))
        button.setFont(font)

    def sizeHint(self) -> QSize:
        return QSize(1280, 820)
