"""Colours of the table, the sheets and the dice, per theme and palette; the room a window
has on its screen.

Sheets stay paper-coloured in the dark theme (they are score pads on a table); the window
around them follows the theme.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QScreen,
    QStyleHints,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QApplication,
    QProxyStyle,
    QScrollArea,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionButton,
    QStyleOptionComplex,
    QStyleOptionTab,
    QWidget,
)

from ..engine.record import Record, set_field

# band, ink (numbers), tint (number box), badge text
_STANDARD_ROWS: dict[str, tuple[str, str, str, str]] = {
    "red": ("#d7263d", "#a3162a", "#fde8ea", "#ffffff"),
    "yellow": ("#f2c014", "#7d6000", "#fff6d1", "#2b2100"),
    "green": ("#1f9e4a", "#146b33", "#e3f5e9", "#ffffff"),
    "blue": ("#1e63c6", "#174c99", "#e4edfb", "#ffffff"),
    "violet": ("#7b3fb5", "#5d2c8c", "#efe6f8", "#ffffff"),  # Qwantum
}
# Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.
_COLOUR_BLIND_ROWS: dict[str, tuple[str, str, str, str]] = {
    "red": ("#d55e00", "#8f3f00", "#fbe7d9", "#ffffff"),
    "yellow": ("#f0e442", "#6b6300", "#fcf9d6", "#2b2100"),
    "green": ("#009e73", "#006649", "#d9f2ea", "#ffffff"),
    "blue": ("#0072b2", "#004f7c", "#d9ebf6", "#ffffff"),
    "violet": ("#cc79a7", "#8a3f6b", "#f7e6ef", "#2b0f20"),  # Qwantum
}
# High contrast (the system's wish, or Settings): the same hues, the bands darker (light
# badge text on them 7:1 and more; yellow keeps its brightness, with dark text) and the
# numbers' ink darker (7:1 and more on the number boxes and the paper badges).
_HIGH_CONTRAST_ROWS: dict[str, tuple[str, str, str, str]] = {
    "red": ("#ac1029", "#6e0b1a", "#fde8ea", "#ffffff"),
    "yellow": ("#f2c014", "#4a3900", "#fff6d1", "#1a1400"),
    "green": ("#0a652d", "#0a4420", "#e3f5e9", "#ffffff"),
    "blue": ("#174fa6", "#0e2f66", "#e4edfb", "#ffffff"),
    "violet": ("#62308f", "#3e1c5e", "#efe6f8", "#ffffff"),
}
# The colour-blind hues, likewise (the vermilion darkens towards brown, the pink lightens).
_HIGH_CONTRAST_COLOUR_BLIND_ROWS: dict[str, tuple[str, str, str, str]] = {
    "red": ("#934000", "#5c2800", "#fbe7d9", "#ffffff"),
    "yellow": ("#f0e442", "#3f3a00", "#fcf9d6", "#1a1400"),
    "green": ("#006246", "#003d2b", "#d9f2ea", "#ffffff"),
    "blue": ("#005a8c", "#003352", "#d9ebf6", "#ffffff"),
    "violet": ("#d484b0", "#5a2444", "#f7e6ef", "#000000"),
}
_ROW_TABLES = {
    (False, False): _STANDARD_ROWS,
    (True, False): _COLOUR_BLIND_ROWS,
    (False, True): _HIGH_CONTRAST_ROWS,
    (True, True): _HIGH_CONTRAST_COLOUR_BLIND_ROWS,
}
_FALLBACK = ("#777777", "#333333", "#eeeeee", "#ffffff")


class RowColours(Record):
    __match_args__ = ("band", "ink", "tint", "badge_text")
    __slots__ = __match_args__
    band: QColor
    ink: QColor
    tint: QColor
    badge_text: QColor

    def __init__(self, band: QColor, ink: QColor, tint: QColor, badge_text: QColor) -> None:
        set_field(self, "band", band)
        set_field(self, "ink", ink)
        set_field(self, "tint", tint)
        set_field(self, "badge_text", badge_text)


class Look(Record):
    """Everything the painted widgets need to know about colours."""

    __match_args__ = ("dark", "colour_blind", "high_contrast")
    __slots__ = __match_args__
    dark: bool
    colour_blind: bool
    # Darker ink, solid edges round the papers, the number boxes and the buttons: all text
    # 7:1 and more on its background, every edge 3:1.
    high_contrast: bool

    def __init__(self, dark: bool, colour_blind: bool, high_contrast: bool = False) -> None:
        set_field(self, "dark", dark)
        set_field(self, "colour_blind", colour_blind)
        set_field(self, "high_contrast", high_contrast)

    def row(self, colour: str) -> RowColours:
        table = _ROW_TABLES[self.colour_blind, self.high_contrast]
        band, ink, tint, badge = table.get(colour, _FALLBACK)
        return RowColours(QColor(band), QColor(ink), QColor(tint), QColor(badge))

    @property
    def paper(self) -> QColor:
        return QColor("#f1ede4") if self.dark else QColor("#fffdf8")

    @property
    def ink(self) -> QColor:
        return QColor("#000000") if self.high_contrast else QColor("#1d1d22")

    @property
    def soft_ink(self) -> QColor:
        """Secondary text on the paper (labels, points): 5:1 normally, 9:1 in high contrast."""
        return QColor("#3f3c39") if self.high_contrast else QColor("#6d6a66")

    @property
    def faded_alpha(self) -> int:
        """The opacity of the numbers of the cells no longer to be crossed: faded normally,
        solid in high contrast (they are struck through or greyed besides)."""
        return 255 if self.high_contrast else 150

    @property
    def veil_alpha(self) -> int:
        """The opacity of the paper laid over what cannot be chosen now (On Board's squares
        out of reach): their words 2:1 under it normally; in high contrast a light veil,
        4.5:1 and more (the squares that can be chosen have their black outline besides)."""
        return 50 if self.high_contrast else 150

    @property
    def rule(self) -> QColor:
        """The lines that divide the paper (the points table's grid): faint normally (1.6:1),
        in the soft ink in high contrast."""
        return self.soft_ink if self.high_contrast else QColor(0, 0, 0, 50)

    @property
    def chart_grid(self) -> QColor:
        """The statistics chart's grid lines, on the palette's Base: the text's colour, faint
        normally (1.3:1); in high contrast a grey 3:1 and more on the white or black Base."""
        if self.high_contrast:
            return QColor("#6b7078") if self.dark else QColor("#808489")
        faint = QColor(self.table_text)
        faint.setAlpha(45)
        return faint

    @property
    def empty_box_edge(self) -> QColor:
        """The edge of a box on the paper still to be filled (Qwantum's columns): 2:1
        normally, in the soft ink in high contrast."""
        return self.soft_ink if self.high_contrast else QColor(0, 0, 0, 70)

    @property
    def pencilled(self) -> QColor:
        """A value that could be written where it is shown, not yet written (Qwantum's
        preview): the soft ink, faint normally (2.7:1), solid in high contrast."""
        faint = QColor(self.soft_ink)
        if not self.high_contrast:
            faint.setAlpha(170)
        return faint

    @property
    def paper_edge(self) -> QColor:
        """The line round a paper sheet and the On Board board; in high contrast also round
        the rows' bands and number boxes (in the row's ink there)."""
        return self.ink if self.high_contrast else QColor(0, 0, 0, 60)

    @property
    def cross(self) -> QColor:
        return QColor("#15173a")

    @property
    def coach_ring(self) -> QColor:
        """The coach's move: a ring round it (not a row colour, not the offer's outline), its
        mark in the coach's words, the Hint button's edge. In high contrast 3:1 and more
        against the paper and the table: darker on the light table (6.4:1), lighter on the
        dark one (3.6:1; the magenta was 2.7:1 there)."""
        if self.high_contrast:
            return QColor("#e0309a") if self.dark else QColor("#a0006a")
        return QColor("#c8007c")

    @property
    def felt_coach_ring(self) -> QColor:
        """The coach's ring on the felt (Qwantum's die and colour value to take): normally the
        coach's magenta, 1-1.8:1 on the felt, carried by its white band; in high contrast a
        light magenta, 4:1 and more on the felt, on a black band (see felt_coach_band)."""
        return QColor("#ff9ad8") if self.high_contrast else self.coach_ring

    @property
    def felt_coach_band(self) -> QColor:
        """The band under that ring: white normally; black in high contrast, where the ring
        is as light as white (10:1 on the black, which parts it from a picked die's amber)."""
        return QColor("#000000") if self.high_contrast else QColor("#ffffff")

    @property
    def played_cross(self) -> QColor:
        """The coach's review: the move that was made, as a pencil cross (and the values
        written with it). Only its colour tells it from the person's crosses: in high contrast
        7:1 and more on both papers (the orange was 3.2:1)."""
        return QColor("#7a2e00") if self.high_contrast else QColor("#e05a00")

    @property
    def highlight(self) -> QColor:
        """Outline of the cells that may be crossed now: not one of the row colours."""
        return QColor("#111111")

    @property
    def glow(self) -> QColor:
        return QColor(255, 255, 255, 235)

    @property
    def focus(self) -> QColor:
        return QColor("#7a2cc9")

    @property
    def table_focus(self) -> QColor:
        """The keyboard focus on the table (its buttons, the other players' sheets): the
        focus purple is 1.7:1 on the dark theme's buttons and 2.2:1 on its table, nearly
        invisible; a lighter purple there (4.7:1 and more)."""
        return QColor("#c58cff") if self.dark else self.focus

    @property
    def focus_ring_colours(self) -> tuple[QColor, QColor]:
        """The keyboard focus ring on the dice's felt and on the On Board board: (light ring,
        dark dashes on it). The focus purple was 1.2:1 on the felt, and no one colour is 3:1
        against both the green felt and a white or yellow die beside it (or the board's paper,
        the dark table beside it and the offer's black outline); two colours 9:1 apart have one
        of them 3:1 against any background (WCAG technique C40)."""
        return QColor("#f7f2ff"), QColor("#3d1470")

    @property
    def white_die(self) -> QColor:
        return QColor("#fbfbf8")

    @property
    def table(self) -> QColor:
        return QColor("#23272e") if self.dark else QColor("#e6eaef")

    @property
    def table_text(self) -> QColor:
        if self.high_contrast:
            return QColor("#ffffff") if self.dark else QColor("#000000")
        return QColor("#e8e8ea") if self.dark else QColor("#1f2328")

    @property
    def felt(self) -> QColor:
        """The dice's tray; darker in the light high contrast, where white was 5.7:1 on it."""
        if self.dark:
            return QColor("#1f5a43")
        return QColor("#1d4a37") if self.high_contrast else QColor("#2e7355")

    @property
    def felt_text(self) -> QColor:
        """Words on the felt (what to do before the first roll): 7:1 in high contrast."""
        return QColor("#ffffff") if self.high_contrast else QColor(255, 255, 255, 200)

    @property
    def felt_line(self) -> QColor:
        """The dashed place of a die gone from the felt: solid in high contrast (it was
        3:1)."""
        return QColor("#ffffff") if self.high_contrast else QColor(255, 255, 255, 150)

    @property
    def pip(self) -> QColor:
        """The white dice's pips and the white sum's text on them."""
        return QColor("#000000") if self.high_contrast else QColor("#202024")

    @property
    def accent(self) -> QColor:
        return QColor("#ffb000")

    @property
    def button(self) -> QColor:
        """Plain buttons (the window palette's Button role too)."""
        if self.high_contrast:
            return QColor("#1b1e23") if self.dark else QColor("#ffffff")
        return QColor("#343941") if self.dark else QColor("#f7f8fa")

    @property
    def button_text(self) -> QColor:
        return self.table_text

    @property
    def button_outline(self) -> str:
        """A plain table button's border (a style sheet colour): faint normally (1.4:1), in
        the button's text colour in high contrast."""
        if self.high_contrast:
            return self.button_text.name()
        return "rgba(255,255,255,60)" if self.dark else "rgba(0,0,0,70)"

    @property
    def card_edge(self) -> str:
        """The border of a card over the table or in a dialog (a style sheet colour): faint
        normally (1.8:1 on white), in the text's colour in high contrast."""
        if self.high_contrast:
            return self.table_text.name()
        return "rgba(0,0,0,60)"

    def banner_background(self, mood: str) -> QColor:
        """The status banner's colour (the same in either theme), by its mood: "you" (a
        person decides), "wait" (computers play), "idle", "over"."""
        backgrounds = {"you": "#ffcf4d", "wait": "#d9dee6", "idle": "#d9dee6", "over": "#b8e0c2"}
        return QColor(backgrounds.get(mood, "#d9dee6"))

    @property
    def hint_text(self) -> QColor:
        """The banner's explanation of a refused click, on the banner's colours (its yellow,
        grey, green in either theme): 7:1 and more in high contrast (it was 6.99:1)."""
        return QColor("#5c1414") if self.high_contrast else QColor("#7a1f1f")

    @property
    def hint_edge(self) -> QColor:
        """The line round that explanation where it hangs over the table: 2.1:1 on the light
        table normally, in the table's text colour in high contrast."""
        return self.table_text if self.high_contrast else QColor("#b9a06a")

    def toast_background(self, kind: str) -> QColor:
        """An announcement's colour (white text on it), by its kind: in high contrast the
        game's end darker (white was 6.5:1 on its green)."""
        if kind == "over":
            return QColor("#175a30") if self.high_contrast else QColor("#1f6b3a")
        colours = {"lock": "#2b2f8f", "misthrow": "#8f2b2b", "final": "#7a4a00"}
        return QColor(colours.get(kind, "#333842"))

    @property
    def bubble_edge(self) -> QColor:
        """The tutorial bubble's outline (its face a pale yellow in either theme): 2.5:1 on
        the light table normally; in high contrast a dark amber on the light table (6.7:1),
        white on the dark one."""
        if self.high_contrast:
            return QColor("#ffffff") if self.dark else QColor("#6b4a00")
        return QColor("#c78a00")

    @property
    def bubble_face(self) -> QColor:
        return QColor("#fff6d6")

    @property
    def coach_paper(self) -> QColor:
        """The Hint button's face: a slip of paper, in either theme, with the coach's ring
        round it; its text in the paper's ink."""
        return QColor("#fffdf8")

    @property
    def log_base(self) -> QColor:
        """The game log's background: a shade off the table."""
        return self.table.lighter(130 if self.dark else 104)


def palette_look(widget: QWidget) -> Look:
    """The Look of a window with no game table to ask (a dialog): dark when its palette is,
    as apply_theme made it, so it follows a theme chosen while it shows."""
    palette = widget.palette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    high_contrast = text.name() in (HIGH_CONTRAST_TEXT_LIGHT, HIGH_CONTRAST_TEXT_DARK)
    return Look(window.lightness() < 128, colour_blind=False, high_contrast=high_contrast)


def paint_focus_ring(
    painter: QPainter, look: Look, rect: QRectF, radius: float, width: float
) -> None:
    """A keyboard focus ring seen on any background: dark dashes `width` wide on a light
    ring twice as wide (Look.focus_ring_colours)."""
    light, dark = look.focus_ring_colours
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(light, 2 * width))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(dark, width, Qt.PenStyle.DashLine))
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


class FocusRing(QWidget):
    """A frame in the focus colour over a widget that shows no focus of its own (the other
    players' scrolling sheets, the coach's review, the Statistics' body), while it has the
    focus; clicks go through it."""

    def __init__(self, target: QWidget, look: Callable[[], Look]) -> None:
        super().__init__(target.parentWidget())
        self._target, self._look = target, look
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        target.installEventFilter(self)
        if isinstance(target, QAbstractScrollArea):
            # Its viewport narrows when the scroll bar shows: the frame follows.
            target.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.FOLLOW:
            # A focused target being destroyed gives up its focus from inside its destructor:
            # asked then, it raised in the middle of Qt's destructor and crashed the app.
            alive = shiboken6.isValid(self._target)
            shown = alive and self._target.hasFocus() and self._target.isVisible()
            if shown:
                self.setGeometry(self._framed())
                self.raise_()
            self.setVisible(shown)
        return False

    def _framed(self) -> QRect:
        """A scroll area less its scroll bars: drawn over the whole area, the frame covered
        the bar's edge (Statistics). Its own frame and a table's header stay inside: round the
        viewport alone, the frame covered the first letters of a table's cells."""
        target = self._target
        if not isinstance(target, QAbstractScrollArea):
            return target.geometry()
        edge = target.frameWidth()
        inside = target.viewport().geometry().bottomRight() + QPoint(edge, edge)
        return QRect(target.pos(), inside + target.pos())

    FOLLOW = frozenset(
        {
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        }
    )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self._look().table_focus, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        painter.end()


class KeyScrollArea(QScrollArea):
    """A scrolling area that is a Tab stop (its focus shown by a FocusRing): the arrows and
    page keys scroll it, as in any QScrollArea, and Home and End go to its top and bottom,
    which QScrollArea leaves undone (the coach's five mistake cards: the last one was four
    PageDowns away)."""

    ENDS: ClassVar[dict[Qt.Key, QAbstractSlider.SliderAction]] = {
        Qt.Key.Key_Home: QAbstractSlider.SliderAction.SliderToMinimum,
        Qt.Key.Key_End: QAbstractSlider.SliderAction.SliderToMaximum,
    }

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self.ENDS.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        self.verticalScrollBar().triggerAction(action)
        event.accept()


# A table button's border and padding add up to the same in every state (BOX_EDGE pixels
# across, BOX_EDGE_HIGH down): a button is laid out for the size its style had then, and a
# wider border later (the 3 px focus ring in place of 1 px, the coach's 2 px ring disabled
# to 1 px) took its room from the text: "Pista  (H)" was cut at the window's least width.
BOX_EDGE = 15
BOX_EDGE_HIGH = 7


def button_edge(width: int, style: str, colour: str) -> str:
    """A table button's border, `width` pixels wide, with the padding that keeps its size."""
    return (
        f"border: {width}px {style} {colour};"
        f" padding: {BOX_EDGE_HIGH - width}px {BOX_EDGE - width}px;"
    )


def focus_border(look: Look) -> str:
    """A table button's style sheet rule for the keyboard focus: a ring in the table's focus
    colour."""
    return f"QPushButton:focus {{ {button_edge(3, 'solid', look.table_focus.name())} }}"


def disabled_button(look: Look) -> str:
    """A table button's style sheet rule while it cannot be pressed: faded and dashed; in
    high contrast still faded, but its text 4.5:1 on the table (not pale on pale)."""
    if look.high_contrast:
        text = edge = "#b0b5bd" if look.dark else "#4a4f57"
    else:
        text, edge = "rgba(120,120,120,160)", "rgba(120,120,120,110)"
    return (
        f"QPushButton:disabled {{ color: {text};"
        f" {button_edge(1, 'dashed', edge)} background: transparent; }}"
    )


def button_sheet(
    look: Look, primary: bool = False, border: tuple[int, str] = (1, "#b57d00")
) -> str:
    """The style sheet of a table button: the primary action in the accent colour, with a
    `border` (width, colour), the others in the theme's button colours. Colours are spelled
    out (never `palette(...)`, which a style sheet resolves only once) and the sheet is set
    again on a Look change."""
    shape = "border-radius: 8px;"
    if primary:
        return (
            f"QPushButton {{ background: {look.accent.name()}; color: #1d1d22;"
            f" font-weight: 700; {shape} {button_edge(border[0], 'solid', border[1])} }}"
            f" {focus_border(look)}"
        )
    return (
        f"QPushButton {{ {shape} {button_edge(1, 'solid', look.button_outline)}"
        f" background: {look.button.name()}; color: {look.button_text.name()}; }}"
        f" {disabled_button(look)} {focus_border(look)}"
    )


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def _accessibility_hints(hints: QStyleHints) -> QObject | None:
    """Qt's accessibility hints, which tell the system's contrast wish: Qt 6.10 has them
    (QStyleHints.accessibility()); older Qt (6.6 and later are allowed) does not tell, and
    the app then keeps the normal contrast unless Settings ask for high. The one place that
    looks for them. The caller keeps `hints` while it uses them: PySide6 invalidates them
    with its wrapper of `hints`."""
    if not hasattr(hints, "accessibility"):
        return None
    accessibility: QObject = hints.accessibility()
    return accessibility


def system_prefers_high_contrast() -> bool:
    hints = QGuiApplication.styleHints()
    accessibility = _accessibility_hints(hints)
    if accessibility is None:
        return False
    preference = accessibility.contrastPreference()  # type: ignore[attr-defined]
    return bool(preference == Qt.ContrastPreference.HighContrast)


def follow_system_scheme(slot: Callable[[], None]) -> None:
    """Calls `slot` whenever the system turns dark or light, or asks for high contrast or no
    longer does (where Qt tells: see _accessibility_hints). A bound method of a QObject is
    disconnected when its object goes."""
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.connect(slot)
    accessibility = _accessibility_hints(hints)
    if accessibility is not None:
        accessibility.contrastPreferenceChanged.connect(slot)  # type: ignore[attr-defined]


def resolve_dark(theme: str) -> bool:
    if theme == "dark":
        return True
    if theme == "light":
        return False
    return system_prefers_dark()


def chosen_look(theme: str, colour_blind: bool, high_contrast: bool) -> Look:
    """The Look the preferences ask for: a "system" theme follows the system's dark or light
    and its wish for high contrast; high contrast chosen in Settings holds in any theme."""
    follows_system = theme not in ("light", "dark")
    high = high_contrast or (follows_system and system_prefers_high_contrast())
    return Look(resolve_dark(theme), colour_blind, high)


# The controls' outline (the palette's Mid) in the normal looks, light and dark: 3:1 and
# more on their windows, fields and buttons (3.1:1 on the dark buttons, 3.3:1 on the light
# alternate rows); as quiet as that allows.
NORMAL_EDGE = "#80858c"

HIGH_CONTRAST_TEXT_LIGHT = "#000000"
HIGH_CONTRAST_TEXT_DARK = "#ffffff"


class EdgedFusion(QProxyStyle):
    """Fusion with every control outlined in the palette's Mid (3:1 and more on the window,
    the fields and the buttons, in every look: see apply_theme). Fusion draws the edges of a
    check box, a field, a combo box or a button in the window's colour darkened: 1.2:1 on the
    dark window, where the unchecked boxes were nearly invisible, 1.7-2:1 on the light one,
    black on the high contrast's black."""

    EDGED_PRIMITIVES: ClassVar[frozenset[QStyle.PrimitiveElement]] = frozenset(
        {
            QStyle.PrimitiveElement.PE_IndicatorCheckBox,
            QStyle.PrimitiveElement.PE_IndicatorRadioButton,
            QStyle.PrimitiveElement.PE_FrameLineEdit,
            QStyle.PrimitiveElement.PE_PanelButtonCommand,
            QStyle.PrimitiveElement.PE_FrameGroupBox,
            QStyle.PrimitiveElement.PE_FrameTabWidget,
        }
    )
    # The parts of a complex control outlined: None for the whole control.
    EDGED_PARTS: ClassVar[dict[QStyle.ComplexControl, tuple[QStyle.SubControl | None, ...]]] = {
        QStyle.ComplexControl.CC_ComboBox: (None,),
        QStyle.ComplexControl.CC_SpinBox: (None,),
        QStyle.ComplexControl.CC_Slider: (
            QStyle.SubControl.SC_SliderGroove,
            QStyle.SubControl.SC_SliderHandle,
        ),
        QStyle.ComplexControl.CC_ScrollBar: (QStyle.SubControl.SC_ScrollBarSlider,),
    }

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element in self.EDGED_PRIMITIVES:
            round_ = element == QStyle.PrimitiveElement.PE_IndicatorRadioButton
            self._outline(painter, option, QRectF(option.rect), round_)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_TabBarTabShape:
            self._outline_tab(painter, option)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        for part in self.EDGED_PARTS.get(control, ()):
            # Qt takes no widget (None) here; PySide6's hints say otherwise.
            area = (
                option.rect if part is None else self.subControlRect(control, option, part, widget)  # type: ignore[arg-type]
            )
            if area.isValid():
                self._outline(painter, option, QRectF(area), False)

    @classmethod
    def _outline_tab(cls, painter: QPainter, option: QStyleOption) -> None:
        """A tab header: outlined in Mid as the other controls; the selected one in the
        text's colour, twice as thick, with a bar in the Highlight along its outer edge (Fusion
        tells it by a shade 1.1:1 from the others)."""
        selected = isinstance(option, QStyleOptionTab) and bool(
            option.state & QStyle.StateFlag.State_Selected
        )
        if not selected:
            cls._outline(painter, option, QRectF(option.rect), False)
            return
        palette = option.palette
        area = QRectF(option.rect)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.WindowText), 2))
        painter.drawRoundedRect(area.adjusted(1, 1, -1, -1), 2, 2)
        bar = QRectF(area.left() + 2, area.top() + 2, area.width() - 4, 3)
        painter.fillRect(bar, palette.color(QPalette.ColorRole.Highlight))
        painter.restore()

    @staticmethod
    def _edge_colour(option: QStyleOption) -> QColor:
        """Mid; the Highlight for the control with the focus and the default button, which
        Fusion marks so in the edge the outline covers."""
        palette = option.palette
        default = isinstance(option, QStyleOptionButton) and bool(
            option.features & QStyleOptionButton.ButtonFeature.DefaultButton
        )
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        marked = enabled and (focused or default)
        return palette.color(QPalette.ColorRole.Highlight if marked else QPalette.ColorRole.Mid)

    @staticmethod
    def _outline(painter: QPainter, option: QStyleOption, area: QRectF, round_: bool) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(EdgedFusion._edge_colour(option), 1))
        inside = area.adjusted(0.5, 0.5, -0.5, -0.5)
        if round_:
            painter.drawEllipse(inside)
        else:
            painter.drawRoundedRect(inside, 2, 2)
        painter.restore()


def apply_theme(app: QApplication, dark: bool, high_contrast: bool = False) -> None:
    """Fusion everywhere (the same look on every platform), its controls outlined
    (EdgedFusion), with a light or dark palette, in high contrast or not.

    Fusion is made once: a theme is a palette. A new style at each change of theme (or of
    language, which applies the preferences again) polished every widget anew and left
    PySide6 a wrapper of each style replaced."""
    if not isinstance(app.style(), EdgedFusion):
        app.setStyle(EdgedFusion())
    palette = QPalette()
    role = QPalette.ColorRole
    look = Look(dark, colour_blind=False, high_contrast=high_contrast)
    if high_contrast:
        colours = _high_contrast_palette(dark)
    elif dark:
        colours = {
            role.Window: "#2a2e35",
            role.WindowText: "#e8e8ea",
            role.Base: "#1e2127",
            role.AlternateBase: "#2f343c",
            role.Text: "#e8e8ea",
            # The default button's and the focused control's edge too: 3:1 and more on the
            # window and on the default button's fill, which Fusion tints and lightens
            # (the blue was 1.8:1 there); light, so selected text on it is dark (9:1).
            role.Highlight: "#86aef2",
            role.HighlightedText: "#000000",
            role.ToolTipBase: "#343941",
            role.ToolTipText: "#e8e8ea",
            role.PlaceholderText: "#9a9ea6",
            role.Link: "#8ab4f8",
            role.BrightText: "#ffffff",
            role.Mid: NORMAL_EDGE,
            role.Dark: "#15171b",
            role.Light: "#4a505a",
        }
    else:
        colours = {
            role.Window: "#f3f4f6",
            role.WindowText: "#1f2328",
            role.Base: "#ffffff",
            role.AlternateBase: "#f0f2f5",
            role.Text: "#1f2328",
            role.Highlight: "#2f6fd6",
            role.HighlightedText: "#ffffff",
            role.ToolTipBase: "#ffffe8",
            role.ToolTipText: "#1f2328",
            role.PlaceholderText: "#7a7f87",
            role.Link: "#1f5fbf",
            role.BrightText: "#ffffff",
            role.Mid: NORMAL_EDGE,
        }
    # The buttons in the Look's colours, as the table's buttons (style.button_sheet).
    colours[role.Button] = look.button.name()
    colours[role.ButtonText] = look.button_text.name()
    for colour_role, value in colours.items():
        palette.setColor(colour_role, QColor(value))
    if dark or high_contrast:
        disabled = QPalette.ColorGroup.Disabled
        grey = ("#a0a5ad" if dark else "#5e636b") if high_contrast else "#7d828a"
        for colour_role in (role.WindowText, role.Text, role.ButtonText):
            palette.setColor(disabled, colour_role, QColor(grey))
    app.setPalette(palette)


def _high_contrast_palette(dark: bool) -> dict[QPalette.ColorRole, str]:
    """Black on white or white on black, with the frames' shades (Mid, Dark) 3:1 and more on
    the window."""
    role = QPalette.ColorRole
    if dark:
        return {
            role.Window: "#000000",
            role.WindowText: HIGH_CONTRAST_TEXT_DARK,
            role.Base: "#000000",
            role.AlternateBase: "#1a1d22",
            role.Text: "#ffffff",
            role.Highlight: "#7fb0ff",
            role.HighlightedText: "#000000",
            role.ToolTipBase: "#1b1e23",
            role.ToolTipText: "#ffffff",
            role.PlaceholderText: "#c4c8cf",
            role.Link: "#a8ccff",
            role.BrightText: "#ffffff",
            role.Mid: "#8a9099",
            role.Dark: "#000000",
            role.Light: "#c4c8cf",
        }
    return {
        role.Window: "#ffffff",
        role.WindowText: HIGH_CONTRAST_TEXT_LIGHT,
        role.Base: "#ffffff",
        role.AlternateBase: "#eef0f3",
        role.Text: "#000000",
        role.Highlight: "#0b4fb3",
        role.HighlightedText: "#ffffff",
        role.ToolTipBase: "#ffffff",
        role.ToolTipText: "#000000",
        role.PlaceholderText: "#3f4349",
        role.Link: "#0a3d91",
        role.BrightText: "#ffffff",
        role.Mid: "#5a5f66",
        role.Dark: "#2b2f35",
        role.Light: "#ffffff",
    }


FRAME = QSize(16, 48)  # a window's title bar and borders, about


def screen_of(widget: QWidget) -> QScreen:
    """The screen `widget` is on, asked of the application. PySide6 makes the wrapper that
    `widget.screen()` returns a child of the widget's; once a cycle of dead widgets holding it
    was collected, the collector freed it as its own and deleted the app's QScreen with it,
    and the next widget asking for its screen crashed (the test suite, rarely)."""
    screen = QGuiApplication.screenAt(widget.mapToGlobal(widget.rect().center()))
    return screen or QGuiApplication.primaryScreen()


def screen_room(widget: QWidget) -> QSize:
    """The most a window's inside can be on `widget`'s screen (less the panels, a title bar
    and borders): a window made bigger has its bottom, and its buttons, below the screen."""
    return screen_of(widget).availableGeometry().size() - FRAME


def keep_on_screen(window: QWidget) -> None:
    """Moves a window that grew below its screen's bottom edge up, its top edge at most to the
    screen's: a dialog grows downwards (a section opened, more players), and on a small screen
    its buttons went below the edge."""
    room = screen_of(window).availableGeometry()
    frame = window.frameGeometry()
    over = frame.bottom() - room.bottom()
    if over > 0 and frame.top() > room.top():
        window.move(frame.left(), max(room.top(), frame.top() - over))
