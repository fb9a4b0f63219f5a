"""Drawing score sheets: what the sheets of every game are made of (header, colour bands,
misthrow boxes, the totals row, the footer) and each sheet's own information.

Each game's printed sheet (export/*_sheet.py) draws its own boxes and marks with these parts.
The shared part of a pad's sheets is drawn once into a PDF form (XObject) and placed on every
sheet; only the sheet number, seed, name and marks are drawn per sheet. That keeps a
100-sheet pad fast to write and small on disk.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ..typography import MINUS
from .fonts import BOLD, REGULAR
from .labels import Labels
from .layout import Footer, SheetLayout, TotalGroup, caption_baseline
from .shapes import Rect, badge, box, centred_text, draw_text, fit_size, fit_text, misthrow_icon
from .style import Palette


@dataclass(frozen=True)
class SheetInfo:
    """What differs between sheets of a pad (or between players' filled sheets)."""

    footer: str  # sheet number, seed, date: printed small in the corner
    name: str = ""


def inset(rect: Rect, by: float) -> Rect:
    x, y, w, h = rect
    return (x + by, y + by, w - 2 * by, h - 2 * by)


class SheetPainter:
    """Draws the parts of a sheet in design coordinates (the caller scales it onto the page)."""

    def __init__(self, c: Canvas, layout: SheetLayout, palette: Palette, labels: Labels) -> None:
        self.c = c
        self.layout = layout
        self.palette = palette
        self.labels = labels

    # ---------------------------------------------------------------- shared parts

    def header(
        self,
        title: str,
        title_pos: tuple[float, float],
        name_label_pos: tuple[float, float],
        name_line: tuple[float, float, float],
    ) -> None:
        c, p = self.c, self.palette
        c.setFillColor(p.ink)
        c.setFont(BOLD, 13)
        c.drawString(title_pos[0], title_pos[1], title)
        c.setFillColor(p.soft)
        c.setFont(REGULAR, self.layout.sizes.label)
        c.drawString(name_label_pos[0], name_label_pos[1], self.labels("name") + ":")
        x1, x2, y = name_line
        c.setStrokeColor(p.soft)
        c.setLineWidth(0.6)
        c.line(x1, y, x2, y)

    def band(self, rect: Rect, colour: str, badge_rect: Rect) -> None:
        p = self.palette
        style = p.row(colour)
        box(self.c, rect, p.band_fill(colour), None if p.colour else p.soft, line=0.8, radius=6)
        badge(self.c, badge_rect, style.band, style.badge_text, self.labels.letter(colour))

    def misthrow_boxes(
        self,
        label_pos: tuple[float, float],
        rects: tuple[Rect, ...],
        label: str,
        captions: list[str] | None,
    ) -> None:
        c, p = self.c, self.palette
        small = self.layout.sizes.small
        c.setFillColor(p.soft)
        c.setFont(REGULAR, small)
        c.drawString(label_pos[0], label_pos[1], label)
        for k, rect in enumerate(rects):
            box(c, rect, p.paper, p.ink, line=0.9, radius=2)
            if captions:
                x, y, w, _ = rect
                c.setFillColor(p.soft)
                c.setFont(REGULAR, small)
                c.drawCentredString(x + w / 2, y - 1.5 - small * 0.9, captions[k])

    def _pawn(self, rect: Rect, colour: Color) -> None:
        """A playing figure: the caption of the board bonus."""
        c = self.c
        x, y, w, h = rect
        s = min(w, h)
        cx = x + w / 2
        base = y + (h - s) / 2
        c.setFillColor(colour)
        c.circle(cx, base + s * 0.78, s * 0.19, stroke=0, fill=1)
        path = c.beginPath()
        path.moveTo(cx - s * 0.36, base)
        path.lineTo(cx + s * 0.36, base)
        path.lineTo(cx + s * 0.12, base + s * 0.62)
        path.lineTo(cx - s * 0.12, base + s * 0.62)
        path.close()
        c.drawPath(path, stroke=0, fill=1)

    def totals(self, groups: tuple[TotalGroup, ...]) -> None:
        c, p, t = self.c, self.palette, self.labels
        for group in groups:
            if group.op:
                c.setFillColor(p.ink)
                c.setFont(BOLD, 11)
                ox, oy = group.op_pos
                c.drawCentredString(ox, oy - 4, group.op)
            if group.kind == "row":
                style = p.row(group.colour)
                badge(c, group.icon, style.band, style.badge_text, t.letter(group.colour))
            elif group.kind == "misthrows":
                misthrow_icon(c, group.icon, p.ink)
            elif group.kind == "bonus":
                self._pawn(group.icon, p.ink)
            elif group.kind in ("total", "columns"):
                centred_text(c, group.icon, "Σ", BOLD, 11, p.ink)
            heavy = group.kind == "total"
            box(c, group.box, p.paper, p.ink, line=1.8 if heavy else 0.9, radius=3)
            x, y, w, _ = group.box
            c.setFillColor(p.soft)
            c.setFont(REGULAR, self.layout.sizes.caption)
            c.drawCentredString(x + w / 2, caption_baseline(y, self.layout.sizes), group.caption)

    def footer_hint(self, footer: Footer) -> None:
        """The rules reminder, as the layout wrapped it."""
        x, y = footer.hint_pos
        self.c.setFillColor(self.palette.soft)
        self.c.setFont(REGULAR, self.layout.sizes.hint)
        for k, line in enumerate(footer.hint_lines):
            self.c.drawString(x, y - k * footer.leading, line)

    # ---------------------------------------------------------------- per-sheet parts

    def draw_info(self, info: SheetInfo) -> None:
        c, p = self.c, self.palette
        lay = self.layout
        footer, sizes = lay.footer, lay.sizes
        text, size = fit_text(info.footer, REGULAR, sizes.hint, sizes.hint, footer.info_width)
        c.setFillColor(p.soft)
        draw_text(c, footer.info_pos[0], footer.info_pos[1], text, REGULAR, size, "right")
        if info.name:
            x1, x2, y = lay.name_line
            name, size = fit_text(info.name, BOLD, 10, sizes.label, x2 - x1 - 4)
            c.setFillColor(p.mark)
            draw_text(c, x1 + 2, y + 2.5, name, BOLD, size)

    def value(self, rect: Rect, value: int, bold: bool) -> None:
        text = f"{MINUS}{-value}" if value < 0 else str(value)
        font = BOLD if bold else REGULAR
        size = fit_size(text, font, min(12.0, rect[3] * 0.55), rect[2] - 4)
        centred_text(self.c, rect, text, font, size, self.palette.mark)
