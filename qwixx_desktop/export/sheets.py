"""Drawing score sheets: the parts every sheet shares, the per-sheet parts, and filled marks.

The shared part of a pad's sheets is drawn once into a PDF form (XObject) and placed on every
sheet; only the sheet number, seed, lucky numbers and filled marks are drawn per sheet. That
keeps a 100-sheet pad fast to write and small on disk.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from .fonts import BOLD, REGULAR
from .labels import MINUS, Labels
from .layout import (
    CrossLayout,
    Footer,
    QwantumLayout,
    SheetLayout,
    TotalGroup,
    caption_baseline,
)
from .shapes import (
    Rect,
    badge,
    box,
    centred_text,
    cross_mark,
    fit_size,
    fit_text,
    misthrow_icon,
    padlock,
    strike,
)
from .style import Palette


@dataclass(frozen=True)
class SheetInfo:
    """What differs between sheets of a pad (or between players' filled sheets)."""

    footer: str  # sheet number, seed, date: printed small in the corner
    name: str = ""
    lucky: tuple[int, ...] = ()


@dataclass(frozen=True)
class CrossFill:
    """One player's crossing sheet as it stands, read from the engine state."""

    crossed: tuple[tuple[int, ...], ...]  # per row: indices of crossed numbers
    skipped: tuple[tuple[int, ...], ...]  # per row: indices left of the last cross, uncrossed
    locks: tuple[bool, ...]
    misthrows: int
    row_points: tuple[int, ...]
    misthrow_points: int  # zero or negative, as ScoreCard has it
    bonus: int
    total: int


@dataclass(frozen=True)
class QwantumFill:
    values: tuple[tuple[int | None, ...], ...]  # [row][field]
    column_scores: tuple[int | None, ...]  # None while a column is not full
    misthrows: int
    columns_total: int
    misthrow_points: int  # zero or negative
    total: int


def _inset(rect: Rect, by: float) -> Rect:
    x, y, w, h = rect
    return (x + by, y + by, w - 2 * by, h - 2 * by)


class SheetPainter:
    """Draws one kind of sheet in design coordinates (the caller scales it onto the page)."""

    def __init__(self, c: Canvas, layout: SheetLayout, palette: Palette, labels: Labels) -> None:
        self.c = c
        self.layout = layout
        self.palette = palette
        self.labels = labels

    # ---------------------------------------------------------------- shared parts

    def draw_static(self) -> None:
        if isinstance(self.layout, CrossLayout):
            self._static_cross(self.layout)
        else:
            self._static_qwantum(self.layout)

    def _header(self, title: str, title_pos: tuple[float, float],
                name_label_pos: tuple[float, float], name_line: tuple[float, float, float]
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

    def _band(self, rect: Rect, colour: str, badge_rect: Rect) -> None:
        p = self.palette
        style = p.row(colour)
        box(self.c, rect, p.band_fill(colour), None if p.colour else p.soft, line=0.8,
            radius=6)
        badge(self.c, badge_rect, style.band, style.badge_text, self.labels.letter(colour))

    def _static_cross(self, lay: CrossLayout) -> None:
        c, p, t = self.c, self.palette, self.labels
        variant = lay.variant
        self._header(t(f"title.{lay.game}"), lay.title_pos, lay.name_label_pos, lay.name_line)
        if lay.lucky_label_pos is not None:
            c.setFillColor(p.soft)
            c.setFont(REGULAR, lay.sizes.label)
            c.drawString(lay.lucky_label_pos[0], lay.lucky_label_pos[1], t("lucky"))
            for rect in lay.lucky_boxes:
                box(c, rect, p.paper, p.ink, line=1.4, radius=3)

        for row, spec in enumerate(variant.rows):
            style = p.row(spec.colour)
            self._band(lay.bands[row], spec.colour, lay.badges[row])
            first_lock = len(spec.numbers) - variant.lock_numbers
            for index, number in enumerate(spec.numbers):
                rect = lay.boxes[row][index]
                locking = index >= first_lock
                box(c, rect, style.tint, style.band if p.colour else p.soft,
                    line=0.6, radius=3)
                text = str(number)
                size = fit_size(text, BOLD, 13, rect[2] - 6)
                if locking:
                    # A locking number: heavier frame, the number raised over a small padlock.
                    box(c, _inset(rect, 1.2), None, style.ink, line=1.6, radius=2.5)
                    x, y, w, _ = rect
                    padlock(c, (x + w / 2 - 4, y + 2.2, 8, 8), style.ink, style.ink, style.tint)
                    centred_text(c, rect, text, BOLD, size * 0.9, style.ink, dy=3.4)
                else:
                    centred_text(c, rect, text, BOLD, size, style.ink)
            x, y, w, h = lay.locks[row]
            c.setFillColor(style.tint)
            c.setStrokeColor(style.band if p.colour else p.ink)
            c.setLineWidth(1.2)
            c.circle(x + w / 2, y + h / 2, w / 2, stroke=1, fill=1)
            padlock(c, _inset(lay.locks[row], 4), style.ink, style.ink, style.tint)

        # Crosses -> points table.
        small = lay.sizes.small
        crosses_label, points_label = lay.table_label
        for rect, key in ((crosses_label, "crosses"), (points_label, "points")):
            c.setFillColor(p.soft)
            c.setFont(REGULAR, small)
            c.drawRightString(rect[0] + rect[2] - 4, rect[1] + rect[3] / 2 - small * 0.36, t(key))
        first = lay.table_cells[0][0]
        last = lay.table_cells[-1][1]
        table = (first[0], last[1], last[0] + last[2] - first[0], first[1] + first[3] - last[1])
        box(c, (first[0], first[1], table[2], first[3]), p.faint, None)
        box(c, table, None, p.soft, line=0.6)
        c.setStrokeColor(p.soft)
        c.setLineWidth(0.4)
        for k, (cross_rect, point_rect) in enumerate(lay.table_cells, start=1):
            if k > 1:
                c.line(cross_rect[0], table[1], cross_rect[0], table[1] + table[3])
            centred_text(c, cross_rect, str(k), BOLD, small, p.ink)
            centred_text(c, point_rect, str(variant.points[k]), REGULAR, small, p.ink)
        c.setStrokeColor(p.soft)
        c.line(table[0], table[1] + table[3] / 2, table[0] + table[2], table[1] + table[3] / 2)

        self._misthrow_boxes(
            lay.misthrow_label_pos, lay.misthrow_boxes,
            f"{t('misthrows')} ({MINUS}{variant.misthrow_penalty})", captions=None,
        )
        self._totals(lay.totals)
        self._footer_hint(lay.footer)

    def _misthrow_boxes(self, label_pos: tuple[float, float], rects: tuple[Rect, ...],
                        label: str, captions: list[str] | None) -> None:
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

    def _totals(self, groups: tuple[TotalGroup, ...]) -> None:
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

    def _footer_hint(self, footer: Footer) -> None:
        """The rules reminder, as the layout wrapped it."""
        x, y = footer.hint_pos
        self.c.setFillColor(self.palette.soft)
        self.c.setFont(REGULAR, self.layout.sizes.hint)
        for k, line in enumerate(footer.hint_lines):
            self.c.drawString(x, y - k * footer.leading, line)

    def _static_qwantum(self, lay: QwantumLayout) -> None:
        c, p, t = self.c, self.palette, self.labels
        self._header(t("title.qwantum"), lay.title_pos, lay.name_label_pos, lay.name_line)
        for row, colour in enumerate(lay.colours):
            style = p.row(colour)
            self._band(lay.bands[row], colour, lay.badges[row])
            fields = lay.fields[row]
            for k, rect in enumerate(fields):
                box(c, rect, p.paper if not p.colour else style.tint,
                    style.band if p.colour else p.soft, line=0.7, radius=3)
                # Order hints in the gaps: rising up to the thick line, falling after it.
                rising = lay.variant.rising_fields
                if k + 1 < len(fields) and k != rising - 1:
                    x, y, w, h = rect
                    gap = fields[k + 1][0] - (x + w)
                    sign = "<" if k < rising - 1 else ">"
                    centred_text(c, (x + w, y, gap, h), sign, BOLD, lay.sizes.sign,
                                 style.badge_text
                                 if p.colour else p.ink)
        # The thick line after field 4 runs through every row.
        top_band = lay.bands[0]
        bottom_band = lay.bands[-1]
        c.setStrokeColor(p.ink)
        c.setLineWidth(3.2)
        c.line(lay.thick_x, bottom_band[1] - 2, lay.thick_x, top_band[1] + top_band[3] + 2)
        # Column scores.
        lx, ly, lw, lh = lay.column_label
        c.setFillColor(p.soft)
        c.setFont(REGULAR, lay.sizes.small)
        c.drawCentredString(lx + lw / 2, ly + lh / 2 - lay.sizes.small * 0.36, t("column_score"))
        for rect in lay.column_boxes:
            box(c, rect, p.paper, p.ink, line=1.4, radius=3)
            box(c, _inset(rect, 2.2), None, p.faint, line=0.5, radius=2)
        self._misthrow_boxes(
            lay.misthrow_label_pos, lay.misthrow_boxes, t("misthrows"),
            captions=[f"{MINUS}{k}" for k in range(1, len(lay.misthrow_boxes) + 1)],
        )
        self._totals(lay.totals)
        self._footer_hint(lay.footer)

    # ---------------------------------------------------------------- per-sheet parts

    def draw_info(self, info: SheetInfo) -> None:
        c, p = self.c, self.palette
        lay = self.layout
        footer, sizes = lay.footer, lay.sizes
        text, size = fit_text(info.footer, REGULAR, sizes.hint, sizes.hint, footer.info_width)
        c.setFillColor(p.soft)
        c.setFont(REGULAR, size)
        c.drawRightString(footer.info_pos[0], footer.info_pos[1], text)
        if info.name:
            x1, x2, y = lay.name_line
            name, size = fit_text(info.name, BOLD, 10, sizes.label, x2 - x1 - 4)
            c.setFillColor(p.mark)
            c.setFont(BOLD, size)
            c.drawString(x1 + 2, y + 2.5, name)
        if isinstance(lay, CrossLayout):
            for rect, number in zip(lay.lucky_boxes, info.lucky, strict=False):
                centred_text(c, rect, str(number), BOLD, 11, p.ink)

    # ---------------------------------------------------------------- filled marks

    def draw_cross_fill(self, fill: CrossFill) -> None:
        lay = self.layout
        assert isinstance(lay, CrossLayout)
        c, p = self.c, self.palette
        for row in range(len(lay.boxes)):
            for index in fill.skipped[row]:
                strike(c, lay.boxes[row][index], p.mark)
            for index in fill.crossed[row]:
                cross_mark(c, lay.boxes[row][index], p.mark)
            if fill.locks[row]:
                cross_mark(c, lay.locks[row], p.mark, inset=0.12)
        for rect in lay.misthrow_boxes[: fill.misthrows]:
            cross_mark(c, rect, p.mark)
        values = {
            "misthrows": -fill.misthrow_points,  # the box follows a printed minus sign
            "bonus": fill.bonus,
            "total": fill.total,
        }
        row_values = iter(fill.row_points)
        for group in lay.totals:
            value = next(row_values) if group.kind == "row" else values[group.kind]
            self._value(group.box, value, group.kind == "total")

    def draw_qwantum_fill(self, fill: QwantumFill) -> None:
        lay = self.layout
        assert isinstance(lay, QwantumLayout)
        c, p = self.c, self.palette
        for row, row_values in enumerate(fill.values):
            for k, value in enumerate(row_values):
                if value is not None:
                    self._value(lay.fields[row][k], value, False)
        for rect, score in zip(lay.column_boxes, fill.column_scores, strict=True):
            if score is not None:
                self._value(rect, score, True)
        for rect in lay.misthrow_boxes[: fill.misthrows]:
            cross_mark(c, rect, p.mark)
        values = {
            "columns": fill.columns_total,
            "misthrows": -fill.misthrow_points,
            "total": fill.total,
        }
        for group in lay.totals:
            self._value(group.box, values[group.kind], group.kind == "total")

    def _value(self, rect: Rect, value: int, bold: bool) -> None:
        text = f"{MINUS}{-value}" if value < 0 else str(value)
        font = BOLD if bold else REGULAR
        size = fit_size(text, font, min(12.0, rect[3] * 0.55), rect[2] - 4)
        centred_text(self.c, rect, text, font, size, self.palette.mark)

