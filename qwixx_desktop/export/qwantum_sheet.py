"""Qwantum's printed sheet: four rows of six fields for written values (rising, then falling
after the thick line), the column scores, five misthrow boxes and the totals."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.game import Game
from ..engine.qwantum import QwantumRules, QwantumState, QwantumVariant
from ..engine.rules import ScoreCard
from ..typography import MINUS
from .fonts import BOLD, REGULAR, text_width
from .labels import Labels
from .layout import (
    BADGE,
    BAND_GAP,
    GAP,
    HEADER,
    MARGIN,
    NOMINAL_BOXES,
    NOMINAL_SIZES,
    PAD,
    SECTION_GAP,
    TOTAL_BOX,
    Footer,
    TextSizes,
    TopDown,
    TotalGroup,
    WriteBoxes,
    caption_room,
    flip,
    flip_footer,
    flip_group,
    footer_lines,
    totals_row,
)
from .options import ExportError
from .printed import PrintJob
from .shapes import Rect, box, centred_text, cross_mark
from .sheets import SheetInfo, SheetPainter, inset

Q_FIELD = (34.0, 28.0)
Q_GAP = 9.0
Q_THICK_GAP = 13.0
Q_MIS_BOX = 20.0
Q_COLUMN_BOX = 22.0  # height of a column score box


@dataclass
class QwantumLayout:
    """A Qwantum sheet: four rows of six fields, column scores, five misthrows."""

    variant: QwantumVariant
    width: float
    height: float
    sizes: TextSizes
    title: str
    title_pos: tuple[float, float]
    name_label_pos: tuple[float, float]
    name_line: tuple[float, float, float]
    bands: tuple[Rect, ...]
    badges: tuple[Rect, ...]
    fields: tuple[tuple[Rect, ...], ...]
    thick_x: float  # the thick line between fields 4 and 5
    column_label: Rect
    column_boxes: tuple[Rect, ...]
    misthrow_label_pos: tuple[float, float]
    misthrow_boxes: tuple[Rect, ...]
    totals: tuple[TotalGroup, ...]
    footer: Footer

    @property
    def colours(self) -> tuple[str, ...]:
        return self.variant.colours

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)

    @property
    def score_boxes(self) -> tuple[Rect, ...]:
        return self.column_boxes + tuple(group.box for group in self.totals)


@dataclass(frozen=True)
class QwantumFill:
    values: tuple[tuple[int | None, ...], ...]  # [row][field]
    column_scores: tuple[int | None, ...]  # None while a column is not full
    misthrows: int
    columns_total: int
    misthrow_points: int  # zero or negative
    total: int


def qwantum_fill(state: QwantumState, card: ScoreCard, player: int) -> QwantumFill:
    """A player's sheet; the totals are the rules' own scores, never recomputed here."""
    sheet = state.sheets[player]
    fields = state.variant.fields
    values = tuple(tuple(row[k] if k < len(row) else None for k in range(fields)) for row in sheet)
    full = [all(len(row) > k for row in sheet) for k in range(fields)]
    column_scores = tuple(
        points if is_full else None for points, is_full in zip(card.row_points, full, strict=True)
    )
    return QwantumFill(
        values=values,
        column_scores=column_scores,
        misthrows=card.misthrows,
        columns_total=sum(card.row_points),
        misthrow_points=card.misthrow_points,
        total=card.total,
    )


def qwantum_layout(
    variant: QwantumVariant,
    title: str,
    labels: Labels,
    sizes: TextSizes = NOMINAL_SIZES,
    notes: tuple[str, ...] = (),
    written: WriteBoxes = NOMINAL_BOXES,
) -> QwantumLayout:
    td = TopDown()
    mis_side = max(Q_MIS_BOX, written.misthrow)
    score_h = max(TOTAL_BOX[1], written.score)
    field_w, field_h = Q_FIELD
    n_fields = variant.fields
    # The badge column also holds the "column" label under the rows.
    lead_w = max(BADGE, text_width(labels("column_score"), REGULAR, sizes.small) + 2)
    fields_w = n_fields * field_w + (n_fields - 2) * Q_GAP + Q_THICK_GAP
    band_w = PAD + lead_w + 6 + fields_w + PAD
    n_mis = variant.misthrow_boxes
    mis_w = max(
        n_mis * mis_side + (n_mis - 1) * (GAP + 2),
        text_width(labels("misthrows"), REGULAR, sizes.small),
    )
    group_specs = [
        ("columns", "", labels("columns"), ""),
        ("misthrows", MINUS, labels("misthrows"), ""),
        ("total", "=", labels("total"), ""),
    ]
    _, totals_w = totals_row(group_specs, 0.0, 0.0, td, sizes, labels, score_h)
    title_w = text_width(title, BOLD, 13)
    content_w = max(band_w, totals_w, title_w + 14 + 130)
    width = content_w + 2 * MARGIN
    left = MARGIN + (content_w - band_w) / 2

    top = MARGIN
    title_pos = (MARGIN, top + 17)
    name_label_pos = (MARGIN + title_w + 14, top + 17)
    name_x1 = name_label_pos[0] + text_width(labels("name") + ":", REGULAR, sizes.label) + 4
    name_x2 = MARGIN + content_w
    top += HEADER

    band_h = field_h + 2 * PAD
    bands, badges, fields = [], [], []
    xs: list[float] = []
    x = left + PAD + lead_w + 6
    for k in range(n_fields):
        xs.append(x)
        x += field_w + (Q_THICK_GAP if k == variant.rising_fields - 1 else Q_GAP)
    thick_x = xs[variant.rising_fields - 1] + field_w + Q_THICK_GAP / 2
    for _ in variant.rows:
        bands.append(td.rect(left, top, band_w, band_h))
        badges.append(td.rect(left + PAD, top + (band_h - BADGE) / 2, BADGE, BADGE))
        fields.append(tuple(td.rect(fx, top + PAD, field_w, field_h) for fx in xs))
        top += band_h + BAND_GAP
    top += 2
    column_h = max(Q_COLUMN_BOX, written.score)
    column_label = td.rect(left + PAD, top, lead_w + 4, column_h)
    column_boxes = [td.rect(fx, top, field_w, column_h) for fx in xs]
    top += column_h + SECTION_GAP + 2

    mis_x = MARGIN + (content_w - mis_w) / 2
    label_baseline = top + sizes.small - 0.5
    misthrow_label_pos = (mis_x, label_baseline)
    mis_boxes = [
        td.rect(mis_x + k * (mis_side + GAP + 2), label_baseline + 3, mis_side, mis_side)
        for k in range(n_mis)
    ]
    # The misthrow boxes' captions are small print like the label above them.
    top = label_baseline + 3 + mis_side + 1.5 + sizes.small * 1.2 + SECTION_GAP
    totals_x = MARGIN + (content_w - totals_w) / 2
    groups, _ = totals_row(group_specs, totals_x, top, td, sizes, labels, score_h)
    top += score_h + caption_room(sizes) + 4
    hint_lines, footer_h = footer_lines((labels("hint.qwantum"), *notes), content_w, sizes)
    footer_top = top
    height = top + footer_h + MARGIN

    def f(rect: Rect) -> Rect:
        return flip(rect, height)

    return QwantumLayout(
        variant=variant,
        width=width,
        height=height,
        sizes=sizes,
        title=title,
        title_pos=(title_pos[0], height - title_pos[1]),
        name_label_pos=(name_label_pos[0], height - name_label_pos[1]),
        name_line=(name_x1, name_x2, height - (HEADER + MARGIN - 9)),
        bands=tuple(f(r) for r in bands),
        badges=tuple(f(r) for r in badges),
        fields=tuple(tuple(f(r) for r in row) for row in fields),
        thick_x=thick_x,
        column_label=f(column_label),
        column_boxes=tuple(f(r) for r in column_boxes),
        misthrow_label_pos=(misthrow_label_pos[0], height - misthrow_label_pos[1]),
        misthrow_boxes=tuple(f(r) for r in mis_boxes),
        totals=tuple(flip_group(g, height) for g in groups),
        footer=flip_footer(hint_lines, footer_top, content_w, sizes, height),
    )


def draw_blank(painter: SheetPainter, lay: QwantumLayout) -> None:
    c, p, t = painter.c, painter.palette, painter.labels
    painter.header(lay.title, lay.title_pos, lay.name_label_pos, lay.name_line)
    for row, colour in enumerate(lay.colours):
        style = p.row(colour)
        painter.band(lay.bands[row], colour, lay.badges[row])
        fields = lay.fields[row]
        for k, rect in enumerate(fields):
            box(
                c,
                rect,
                p.paper if not p.colour else style.tint,
                style.band if p.colour else p.soft,
                line=0.7,
                radius=3,
            )
            # Order hints in the gaps: rising up to the thick line, falling after it.
            rising = lay.variant.rising_fields
            if k + 1 < len(fields) and k != rising - 1:
                x, y, w, h = rect
                gap = fields[k + 1][0] - (x + w)
                sign = "<" if k < rising - 1 else ">"
                centred_text(
                    c,
                    (x + w, y, gap, h),
                    sign,
                    BOLD,
                    lay.sizes.sign,
                    style.badge_text if p.colour else p.ink,
                )
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
        box(c, inset(rect, 2.2), None, p.faint, line=0.5, radius=2)
    painter.misthrow_boxes(
        lay.misthrow_label_pos,
        lay.misthrow_boxes,
        t("misthrows"),
        captions=[f"{MINUS}{k}" for k in range(1, len(lay.misthrow_boxes) + 1)],
    )
    painter.totals(lay.totals)
    painter.footer_hint(lay.footer)


def draw_fill(painter: SheetPainter, lay: QwantumLayout, fill: QwantumFill) -> None:
    c, p = painter.c, painter.palette
    for row, row_values in enumerate(fill.values):
        for k, value in enumerate(row_values):
            if value is not None:
                painter.value(lay.fields[row][k], value, False)
    for rect, score in zip(lay.column_boxes, fill.column_scores, strict=True):
        if score is not None:
            painter.value(rect, score, True)
    for rect in lay.misthrow_boxes[: fill.misthrows]:
        cross_mark(c, rect, p.mark)
    values = {
        "columns": fill.columns_total,
        "misthrows": -fill.misthrow_points,
        "total": fill.total,
    }
    for group in lay.totals:
        painter.value(group.box, values[group.kind], group.kind == "total")


@dataclass(frozen=True)
class QwantumSheets:
    """The sheets of one printing of Qwantum (satisfies printed.Sheets)."""

    variant: QwantumVariant
    title: str
    labels: Labels
    notes: tuple[str, ...]
    infos: tuple[SheetInfo, ...]
    fills: tuple[QwantumFill, ...] = ()  # none on a blank pad

    def layout(self, sizes: TextSizes, written: WriteBoxes = NOMINAL_BOXES) -> QwantumLayout:
        return qwantum_layout(self.variant, self.title, self.labels, sizes, self.notes, written)

    def draw_blank(self, painter: SheetPainter, layout: QwantumLayout) -> None:
        draw_blank(painter, layout)

    def draw_own(self, painter: SheetPainter, layout: QwantumLayout, index: int) -> None:
        if self.fills:
            draw_fill(painter, layout, self.fills[index])


class QwantumSheet:
    def pad(self, job: PrintJob) -> QwantumSheets:
        rules = job.spec.rules
        if not isinstance(rules, QwantumRules):
            raise ExportError(f"{job.spec.title} is not played on a Qwantum sheet")
        infos = tuple(SheetInfo(job.pad_footer(k)) for k in range(1, job.options.count + 1))
        return QwantumSheets(rules.variant, job.spec.title, job.labels, job.notes, infos)

    def game(self, job: PrintJob, game: Game) -> QwantumSheets:
        state = game.state
        if not isinstance(state, QwantumState):
            raise ExportError(f"{job.spec.title} is not played on a Qwantum sheet")
        players = game.setup.players
        infos = tuple(
            SheetInfo(job.player_footer(game, seat), players[seat].name)
            for seat in range(len(players))
        )
        cards = game.rules.scores(state)
        fills = tuple(qwantum_fill(state, card, seat) for seat, card in enumerate(cards))
        return QwantumSheets(state.variant, job.spec.title, job.labels, job.notes, infos, fills)


SHEET = QwantumSheet()
