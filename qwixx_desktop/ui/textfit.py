"""Text that has to stay inside its box in every language.

A label laid out for its English text can be half as long again in Spanish, or be a name the
person typed. `fit_text` keeps it inside its box: wrapped onto more lines where the box is
tall enough, then in a smaller font (down to `MIN_SHRINK` of the size asked for), and only
then cut short with an ellipsis on one line.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF, QPainter

from ..engine.record import Record, set_field

MIN_SHRINK = 0.7  # smallest font, as a share of the size asked for: smaller is hard to read
SHRINK_STEP = 0.92  # each try is this much smaller than the last
SLACK = 0.5  # font metrics round; a box this much too small still counts as fitting


class FittedText(Record):
    """How to draw a text inside its box: `painter.drawText(box, flags, text)` in `font`."""

    __match_args__ = ("text", "font", "flags", "size")
    __slots__ = __match_args__
    text: str  # the text itself, or cut short with an ellipsis
    font: QFont
    flags: int  # the alignment asked for, plus word wrap when the text is wrapped
    size: QRectF  # the drawn text's extent (its width and height; where it sits is the box's)

    def __init__(self, text: str, font: QFont, flags: int, size: QRectF) -> None:
        set_field(self, "text", text)
        set_field(self, "font", font)
        set_field(self, "flags", flags)
        set_field(self, "size", size)


def whole_extent(text: str, box: QRectF, font: QFont, flags: int) -> QRectF | None:
    """The extent of `text` drawn whole in `box` in `font` with `flags` (word wrap or not),
    or None if it does not fit there."""
    extent = QFontMetricsF(font).boundingRect(box, flags, text)
    if extent.width() <= box.width() + SLACK and extent.height() <= box.height() + SLACK:
        return extent
    return None


def fit_text(text: str, box: QRectF, font: QFont, align: Qt.AlignmentFlag) -> FittedText:
    """The largest font (from `font` down to MIN_SHRINK of it) in which `text`, wrapped onto
    several lines, fits `box`; else the text elided on one line in the smallest."""
    flags = int(align) | int(Qt.TextFlag.TextWordWrap)
    trial = QFont(font)
    # A font sized in points: the pixels it has on this screen.
    pixels = font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()
    smallest = max(1, round(pixels * MIN_SHRINK))
    size = pixels
    while True:
        trial.setPixelSize(size)
        extent = whole_extent(text, box, trial, flags)
        if extent is not None:
            return FittedText(text, QFont(trial), flags, extent)
        if size <= smallest:
            break
        size = max(smallest, min(size - 1, round(size * SHRINK_STEP)))
    metrics = QFontMetricsF(trial)
    elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
    one_line = int(align)
    return FittedText(elided, QFont(trial), one_line, metrics.boundingRect(box, one_line, elided))


def fit_named_line(text: str, name: str, box: QRectF, font: QFont) -> FittedText:
    """A line about a player (`text` holds `name`) on one line in `box` in `font`: if too
    long, the name is cut short rather than what the line says about the player (a name is
    whatever the person typed); the whole line only if not even an ellipsis fits beside it."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    metrics = QFontMetricsF(font)
    shown = text
    if metrics.horizontalAdvance(text) > box.width() + SLACK:
        short = ""
        if name and name in text:
            rest = metrics.horizontalAdvance(text.replace(name, "", 1))
            short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, box.width() - rest)
        shown = (
            text.replace(name, short, 1)
            if short
            else metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        )
    return FittedText(shown, QFont(font), flags, metrics.boundingRect(box, flags, shown))


class HeaderLine(Record):
    """A sheet header's player name and, after it, its tags (level, "deciding", ...), each
    as drawn (cut short if need be), where and in which font."""

    __match_args__ = ("name", "name_box", "tags", "tags_box", "fonts")
    __slots__ = __match_args__
    name: str
    name_box: QRectF
    tags: str  # empty when not even a word of them fits
    tags_box: QRectF
    fonts: tuple[QFont, QFont]  # the name's, the tags'

    def __init__(
        self, name: str, name_box: QRectF, tags: str, tags_box: QRectF, fonts: tuple[QFont, QFont]
    ) -> None:
        set_field(self, "name", name)
        set_field(self, "name_box", name_box)
        set_field(self, "tags", tags)
        set_field(self, "tags_box", tags_box)
        set_field(self, "fonts", fonts)


def fit_header_line(
    name: str, tags: str, box: QRectF, fonts: tuple[QFont, QFont], least: float, gap: float
) -> HeaderLine:
    """The name (in `fonts[0]`) then, `gap` after, the tags (in `fonts[1]`) in `box`: the whole
    name when both fit; else the name keeps at least `least` of the width and the tags are
    cut short after it, the name more when the tags need less. A name the person typed is cut
    only when the header has no room for it; tags that would show a lone ellipsis are left
    out."""
    name_metrics, tag_metrics = QFontMetricsF(fonts[0]), QFontMetricsF(fonts[1])
    name_width = name_metrics.horizontalAdvance(name)
    tags_width = tag_metrics.horizontalAdvance(tags) if tags else -gap
    room = box.width()
    if name_width + gap + tags_width > room + SLACK:
        name_width = min(room, max(min(name_width, least), room - gap - tags_width))
    shown = name_metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_width + SLACK)
    name_box = QRectF(box.left(), box.top(), max(0.0, name_width) + SLACK, box.height())
    tags_left = box.left() + name_metrics.horizontalAdvance(shown) + gap
    tags_box = QRectF(tags_left, box.top(), max(0.0, box.right() - tags_left), box.height())
    tags_shown = tag_metrics.elidedText(tags, Qt.TextElideMode.ElideRight, tags_box.width())
    if tags_shown in ("…", "..."):
        tags_shown = ""
    return HeaderLine(shown, name_box, tags_shown, tags_box, fonts)


def draw_fitted(painter: QPainter, box: QRectF, fitted: FittedText) -> None:
    """Draw what `fit_text` chose in the box it was fitted to (the painter's pen as it is)."""
    painter.setFont(fitted.font)
    painter.drawText(box, fitted.flags, fitted.text)
