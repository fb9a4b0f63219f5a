"""Vector drawing primitives: padlock, crosses, strike-throughs, badges, centred text.

Everything is drawn from lines, rectangles and arcs (never an emoji or symbol glyph), so the
output looks the same on every printer and viewer whatever fonts it has.
"""

from __future__ import annotations

import math

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from .fonts import BOLD, runs, text_width
from .printable import printable, visual

Rect = tuple[float, float, float, float]  # x, y (bottom-left), width, height
ELLIPSIS = "\u2026"


def centred_text(
    c: Canvas, rect: Rect, text: str, font: str, size: float, colour: Color, dy: float = 0.0
) -> None:
    """Text centred in a rectangle; the baseline is placed by the font's cap height (~0.72 em)."""
    x, y, w, h = rect
    c.setFillColor(colour)
    draw_text(c, x + w / 2, y + h / 2 - size * 0.36 + dy, text, font, size, "centre")


def draw_text(
    c: Canvas, x: float, y: float, text: str, font: str, size: float, anchor: str = "left"
) -> None:
    """One line of text (in drawing order) at `x` ("left", "centre" or "right" of it), in
    `font` and, for the characters it lacks, the system font that has them (fonts.runs)."""
    if anchor != "left":
        x -= text_width(text, font, size) / (2 if anchor == "centre" else 1)
    for name, part in runs(text, font):
        c.setFont(name, size)
        c.drawString(x, y, part)
        x += text_width(part, name, size)
    c.setFont(font, size)


def fit_size(text: str, font: str, size: float, width: float) -> float:
    """`size`, shrunk as needed so that `text` fits in `width`."""
    measured = text_width(text, font, size)
    return size if measured <= width else size * width / measured


def fit_text(text: str, font: str, size: float, smallest: float, width: float) -> tuple[str, float]:
    """`text` and a size from `size` down to `smallest` that fits `width`; text that would need
    smaller is cut short with an ellipsis instead (a long name, never a hairline).

    The text is made printable in `font` and returned in drawing order (export/printable.py):
    the names it fits come from people and files, in any script.
    """
    text = printable(text, font)
    whole = visual(text)
    fitted = max(fit_size(whole, font, size, width), smallest)
    if text_width(whole, font, fitted) <= width:
        return whole, fitted

    def shortened(keep: int) -> str:
        # Cut in reading order, so a right-to-left name also keeps its start.
        return visual(text[:keep].rstrip() + ELLIPSIS)

    # The longest start of the text that fits (a binary search: names from a file can be long).
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if text_width(shortened(middle), font, fitted) <= width:
            low = middle
        else:
            high = middle - 1
    return shortened(low), fitted


def box(
    c: Canvas,
    rect: Rect,
    fill: Color | None,
    stroke: Color | None,
    line: float = 0.8,
    radius: float = 0.0,
) -> None:
    x, y, w, h = rect
    if fill is not None:
        c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(line)
    if radius > 0:
        c.roundRect(x, y, w, h, radius, stroke=int(stroke is not None), fill=int(fill is not None))
    else:
        c.rect(x, y, w, h, stroke=int(stroke is not None), fill=int(fill is not None))


def padlock(c: Canvas, rect: Rect, body: Color, shackle: Color, hole: Color) -> None:
    """A padlock fitted in `rect`: a rounded body, an arched shackle and a keyhole."""
    x, y, w, h = rect
    size = min(w, h)
    cx = x + w / 2
    bottom = y + (h - size) / 2 + size * 0.1
    body_w, body_h = size * 0.62, size * 0.44
    # Shackle: an upside-down U whose legs go into the body.
    arm = size * 0.2  # radius of the arch
    top_legs = bottom + body_h + size * 0.1
    c.setStrokeColor(shackle)
    c.setLineWidth(size * 0.085)
    c.setLineCap(1)
    path = c.beginPath()
    path.moveTo(cx - arm, bottom + body_h * 0.6)
    path.lineTo(cx - arm, top_legs)
    path.arcTo(cx - arm, top_legs - arm, cx + arm, top_legs + arm, startAng=180, extent=-180)
    path.lineTo(cx + arm, bottom + body_h * 0.6)
    c.drawPath(path, stroke=1, fill=0)
    c.setLineCap(0)
    c.setFillColor(body)
    c.roundRect(cx - body_w / 2, bottom, body_w, body_h, size * 0.06, stroke=0, fill=1)
    # Keyhole: a dot and a short slot.
    c.setFillColor(hole)
    hole_r = size * 0.055
    hole_y = bottom + body_h * 0.58
    c.circle(cx, hole_y, hole_r, stroke=0, fill=1)
    c.rect(
        cx - hole_r * 0.45,
        bottom + body_h * 0.2,
        hole_r * 0.9,
        hole_y - bottom - body_h * 0.2,
        stroke=0,
        fill=1,
    )


def cross_mark(c: Canvas, rect: Rect, colour: Color, inset: float = 0.18) -> None:
    """A hand-style X filling most of the box."""
    x, y, w, h = rect
    dx, dy = w * inset, h * inset
    c.setStrokeColor(colour)
    c.setLineWidth(max(1.2, min(w, h) * 0.09))
    c.setLineCap(1)
    c.line(x + dx, y + dy, x + w - dx, y + h - dy)
    c.line(x + dx, y + h - dy, x + w - dx, y + dy)
    c.setLineCap(0)


def shut_lock(c: Canvas, rect: Rect, colour: Color, paper: Color) -> None:
    """A lock box filled in with `colour`, its padlock in `paper`: a row someone else locked,
    visibly different from a lock box crossed by the sheet's own player."""
    x, y, w, h = rect
    c.setFillColor(colour)
    c.circle(x + w / 2, y + h / 2, min(w, h) / 2, stroke=0, fill=1)
    padlock(c, (x + w * 0.2, y + h * 0.2, w * 0.6, h * 0.6), paper, paper, colour)


def strike(c: Canvas, rect: Rect, colour: Color) -> None:
    """A single line through a skipped number: visibly different from a cross."""
    x, y, w, h = rect
    c.setStrokeColor(colour)
    c.setLineWidth(max(0.9, min(w, h) * 0.06))
    c.line(x + w * 0.14, y + h * 0.5, x + w * 0.86, y + h * 0.5)


def badge(c: Canvas, rect: Rect, fill: Color, text_colour: Color, letter: str) -> None:
    """The row's letter in a filled rounded square, so colour is never the only cue."""
    x, y, w, h = rect
    c.setFillColor(fill)
    c.roundRect(x, y, w, h, min(w, h) * 0.22, stroke=0, fill=1)
    size = fit_size(letter, BOLD, min(w, h) * 0.6, w * 0.8)
    centred_text(c, rect, letter, BOLD, size, text_colour)


def misthrow_icon(c: Canvas, rect: Rect, colour: Color) -> None:
    """A small die face with a cross: the caption of the misthrow total."""
    x, y, w, h = rect
    s = min(w, h)
    inner = (x + (w - s) / 2, y + (h - s) / 2, s, s)
    box(c, inner, None, colour, line=max(0.6, s * 0.07), radius=s * 0.2)
    cross_mark(c, inner, colour, inset=0.28)


def arrow(
    c: Canvas, x1: float, y1: float, x2: float, y2: float, colour: Color, width: float, head: float
) -> None:
    """A straight arrow from (x1, y1) to (x2, y2) with a filled triangular head."""
    angle = math.atan2(y2 - y1, x2 - x1)
    bx, by = x2 - head * math.cos(angle), y2 - head * math.sin(angle)
    c.setStrokeColor(colour)
    c.setLineWidth(width)
    c.line(x1, y1, bx, by)
    c.setFillColor(colour)
    path = c.beginPath()
    spread = head * 0.55
    path.moveTo(x2, y2)
    path.lineTo(bx + spread * math.sin(angle), by - spread * math.cos(angle))
    path.lineTo(bx - spread * math.sin(angle), by + spread * math.cos(angle))
    path.close()
    c.drawPath(path, stroke=0, fill=1)
