"""Where everything sits on a sheet and where sheets sit on a page.

A sheet is laid out once in its own "design" coordinates (points, origin bottom-left), then
scaled onto the page. Drawing blank sheets, writing filled ones and the rendering tests all
read the same rectangles, so a filled cross can never drift off its box.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.lib.units import mm  # 72 / 25.4 points

from ..engine.qwantum import QWANTUM, QwantumVariant
from ..engine.variants import CrossVariant
from .fonts import BOLD, REGULAR, text_width
from .labels import MINUS, Labels
from .options import ExportError
from .shapes import Rect

# Design sizes in points at scale 1 (a sheet is then scaled to its slot on the page).
MARGIN = 12.0
HEADER = 26.0
BOX = 28.0  # a number box; the legibility limit below is about this size
GAP = 3.0
PAD = 4.0
BADGE = 26.0
BAND_GAP = 5.0
SECTION_GAP = 8.0
TABLE_LABEL = 44.0
TABLE_CELL = 20.0
TABLE_LINE = 12.0
MIS_BOX = 16.0
TOTAL_BOX = (34.0, 20.0)
TOTAL_ICON = 14.0
TOTAL_OP = 13.0
CAPTION = 8.0
FOOTER = 15.0  # two lines of 6 pt hint text
Q_FIELD = (34.0, 28.0)
Q_GAP = 9.0
Q_THICK_GAP = 13.0
Q_MIS_BOX = 20.0

PAGE_MARGIN = 10 * mm
GUTTER = 8 * mm  # room to cut between sheets
MIN_BOX = 6.5 * mm  # smallest box a pen cross fits in and a 9 pt number stays readable
MAX_SCALE = 1.6  # one sheet per page: large, but still shaped like a score pad


class _TopDown:
    """Collects rectangles measured from the top; `flip` turns them into PDF coordinates."""

    def __init__(self) -> None:
        self.height = 0.0

    def rect(self, x: float, top: float, w: float, h: float) -> Rect:
        # Stored with a negative y for now; fixed by flip() once the height is known.
        return (x, -(top + h), w, h)


def _flip(rect: Rect, height: float) -> Rect:
    x, y, w, h = rect
    return (x, height + y, w, h)


@dataclass
class TotalGroup:
    kind: str  # "row", "misthrows", "bonus", "total"
    op: str  # operator printed before the group ("" for the first)
    op_pos: tuple[float, float]  # centre of the operator
    icon: Rect
    box: Rect
    caption: str
    colour: str = ""  # rows only


@dataclass
class CrossLayout:
    """A Qwixx / Longo / On Board sheet."""

    variant: CrossVariant
    game: str
    width: float
    height: float
    title_pos: tuple[float, float]
    name_label_pos: tuple[float, float]
    name_line: tuple[float, float, float]  # x1, x2, y
    lucky_label_pos: tuple[float, float] | None
    lucky_boxes: tuple[Rect, ...]
    bands: tuple[Rect, ...]
    badges: tuple[Rect, ...]
    boxes: tuple[tuple[Rect, ...], ...]
    locks: tuple[Rect, ...]
    table_label: tuple[Rect, Rect]
    table_cells: tuple[tuple[Rect, Rect], ...]  # (crosses, points) per count 1..max
    misthrow_label_pos: tuple[float, float]
    misthrow_boxes: tuple[Rect, ...]
    totals: tuple[TotalGroup, ...]
    footer_left: tuple[float, float]
    footer_right: tuple[float, float]

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)


@dataclass
class QwantumLayout:
    """A Qwantum sheet: four rows of six fields, column scores, five misthrows."""

    variant: QwantumVariant
    width: float
    height: float
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
    footer_left: tuple[float, float]
    footer_right: tuple[float, float]
    game: str = "qwantum"

    @property
    def colours(self) -> tuple[str, ...]:
        return self.variant.colours

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)




def _totals_row(
    groups: list[tuple[str, str, str, str]], x0: float, top: float, td: _TopDown
) -> tuple[list[TotalGroup], float]:
    """Lay out `icon box op icon box ...` left to right; returns the groups and the right edge."""
    result: list[TotalGroup] = []
    x = x0
    box_w, box_h = TOTAL_BOX
    for index, (kind, op, caption, colour) in enumerate(groups):
        op_pos = (0.0, 0.0)
        if index:
            op_pos = (x + TOTAL_OP / 2, top + box_h / 2)
            x += TOTAL_OP
        wide = box_w + 8 if kind == "total" else box_w
        icon = td.rect(x, top + (box_h - TOTAL_ICON) / 2, TOTAL_ICON, TOTAL_ICON)
        x += TOTAL_ICON + 2
        rect = td.rect(x, top, wide, box_h)
        x += wide
        result.append(TotalGroup(kind, op, op_pos, icon, rect, caption, colour))
    return result, x


def _flip_group(group: TotalGroup, height: float) -> TotalGroup:
    ox, oy = group.op_pos
    return TotalGroup(
        group.kind,
        group.op,
        (ox, height - oy),
        _flip(group.icon, height),
        _flip(group.box, height),
        group.caption,
        group.colour,
    )


def cross_layout(variant: CrossVariant, game: str, labels: Labels) -> CrossLayout:
    """Lay out a crossing sheet; it grows wider when a language's words need the room."""
    td = _TopDown()
    n = max(len(row.numbers) for row in variant.rows)
    band_w = PAD + BADGE + 6 + n * BOX + (n - 1) * GAP + 6 + BOX + PAD
    max_crosses = len(variant.points) - 1
    table_w = TABLE_LABEL + max_crosses * TABLE_CELL
    mis_w = variant.misthrow_boxes * MIS_BOX + (variant.misthrow_boxes - 1) * GAP
    mis_label = f"{labels('misthrows')} ({MINUS}{variant.misthrow_penalty})"
    mis_w = max(mis_w, text_width(mis_label, REGULAR, 6.5))
    group_specs: list[tuple[str, str, str, str]] = [
        ("row", "+" if index else "", labels.colour(row.colour), row.colour)
        for index, row in enumerate(variant.rows)
    ]
    group_specs.append(("misthrows", MINUS, labels("misthrows"), ""))
    if game == "onboard":
        group_specs.append(("bonus", "+", labels("board"), ""))
    group_specs.append(("total", "=", labels("total"), ""))
    _, totals_w = _totals_row(group_specs, 0.0, 0.0, td)
    content_w = max(band_w, table_w + 14 + mis_w, totals_w)
    width = content_w + 2 * MARGIN
    left = MARGIN + (content_w - band_w) / 2

    top = MARGIN
    title_pos = (MARGIN, top + 17)
    title_w = text_width(labels(f"title.{game}"), BOLD, 13)
    name_label_x = MARGIN + title_w + 14
    name_label_pos = (name_label_x, top + 17)
    name_x1 = name_label_x + text_width(labels("name") + ":", REGULAR, 8) + 4
    name_x2 = MARGIN + content_w
    lucky_label_pos: tuple[float, float] | None = None
    lucky: list[Rect] = []
    if game == "longo":
        lucky_box = 21.0
        lucky_w = text_width(labels("lucky"), REGULAR, 7.5) + 6 + 2 * lucky_box + 4
        lx = MARGIN + content_w - lucky_w
        lucky_label_pos = (lx, top + 15)
        bx = lx + lucky_w - 2 * lucky_box - 4
        lucky = [td.rect(bx, top + 2, lucky_box, lucky_box),
                 td.rect(bx + lucky_box + 4, top + 2, lucky_box, lucky_box)]
        name_x2 = lx - 12
    if name_x2 - name_x1 < 60:
        raise ExportError("internal layout error: no room for the player's name")
    top += HEADER

    bands, badges, boxes, locks = [], [], [], []
    band_h = BOX + 2 * PAD
    for row in variant.rows:
        bands.append(td.rect(left, top, band_w, band_h))
        badges.append(td.rect(left + PAD, top + (band_h - BADGE) / 2, BADGE, BADGE))
        x = left + PAD + BADGE + 6
        row_boxes = []
        for _ in row.numbers:
            row_boxes.append(td.rect(x, top + PAD, BOX, BOX))
            x += BOX + GAP
        boxes.append(tuple(row_boxes))
        locks.append(td.rect(x - GAP + 6, top + PAD, BOX, BOX))
        top += band_h + BAND_GAP
    top += SECTION_GAP - BAND_GAP

    table_top = top + 1
    label_rects = (
        td.rect(MARGIN, table_top, TABLE_LABEL, TABLE_LINE),
        td.rect(MARGIN, table_top + TABLE_LINE, TABLE_LABEL, TABLE_LINE),
    )
    cells = []
    for k in range(max_crosses):
        x = MARGIN + TABLE_LABEL + k * TABLE_CELL
        cells.append((td.rect(x, table_top, TABLE_CELL, TABLE_LINE),
                      td.rect(x, table_top + TABLE_LINE, TABLE_CELL, TABLE_LINE)))
    mis_x = MARGIN + content_w - mis_w
    misthrow_label_pos = (mis_x, top + 6)
    mis_boxes = [
        td.rect(mis_x + k * (MIS_BOX + GAP), top + 9, MIS_BOX, MIS_BOX)
        for k in range(variant.misthrow_boxes)
    ]
    top += 2 * TABLE_LINE + 2 + SECTION_GAP

    totals_x = MARGIN + (content_w - totals_w) / 2
    groups, _ = _totals_row(group_specs, totals_x, top, td)
    top += TOTAL_BOX[1] + CAPTION + 4
    footer_y = top + FOOTER - 1
    height = top + FOOTER + MARGIN

    def flip_pos(pos: tuple[float, float]) -> tuple[float, float]:
        return (pos[0], height - pos[1])

    def f(rect: Rect) -> Rect:
        return _flip(rect, height)

    return CrossLayout(
        variant=variant,
        game=game,
        width=width,
        height=height,
        title_pos=flip_pos(title_pos),
        name_label_pos=flip_pos(name_label_pos),
        name_line=(name_x1, name_x2, height - (HEADER + MARGIN - 9)),
        lucky_label_pos=flip_pos(lucky_label_pos) if lucky_label_pos else None,
        lucky_boxes=tuple(f(r) for r in lucky),
        bands=tuple(f(r) for r in bands),
        badges=tuple(f(r) for r in badges),
        boxes=tuple(tuple(f(r) for r in row) for row in boxes),
        locks=tuple(f(r) for r in locks),
        table_label=(f(label_rects[0]), f(label_rects[1])),
        table_cells=tuple((f(a), f(b)) for a, b in cells),
        misthrow_label_pos=flip_pos(misthrow_label_pos),
        misthrow_boxes=tuple(f(r) for r in mis_boxes),
        totals=tuple(_flip_group(g, height) for g in groups),
        footer_left=(MARGIN, height - footer_y),
        footer_right=(MARGIN + content_w, height - footer_y),
    )


def qwantum_layout(labels: Labels, variant: QwantumVariant = QWANTUM) -> QwantumLayout:
    td = _TopDown()
    field_w, field_h = Q_FIELD
    n_fields = variant.fields
    fields_w = n_fields * field_w + (n_fields - 2) * Q_GAP + Q_THICK_GAP
    band_w = PAD + BADGE + 6 + fields_w + PAD
    n_mis = variant.misthrow_boxes
    mis_w = n_mis * Q_MIS_BOX + (n_mis - 1) * (GAP + 2)
    group_specs = [
        ("columns", "", labels("columns"), ""),
        ("misthrows", MINUS, labels("misthrows"), ""),
        ("total", "=", labels("total"), ""),
    ]
    _, totals_w = _totals_row(group_specs, 0.0, 0.0, td)
    title_w = text_width(labels("title.qwantum"), BOLD, 13)
    content_w = max(band_w, totals_w, title_w + 14 + 130)
    width = content_w + 2 * MARGIN
    left = MARGIN + (content_w - band_w) / 2

    top = MARGIN
    title_pos = (MARGIN, top + 17)
    name_label_pos = (MARGIN + title_w + 14, top + 17)
    name_x1 = name_label_pos[0] + text_width(labels("name") + ":", REGULAR, 8) + 4
    name_x2 = MARGIN + content_w
    top += HEADER

    band_h = field_h + 2 * PAD
    bands, badges, fields = [], [], []
    xs: list[float] = []
    x = left + PAD + BADGE + 6
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
    column_h = 22.0
    column_label = td.rect(left + PAD, top, BADGE + 4, column_h)
    column_boxes = [td.rect(fx, top, field_w, column_h) for fx in xs]
    top += column_h + SECTION_GAP + 2

    mis_x = MARGIN + (content_w - mis_w) / 2
    misthrow_label_pos = (mis_x, top + 6)
    mis_boxes = [
        td.rect(mis_x + k * (Q_MIS_BOX + GAP + 2), top + 9, Q_MIS_BOX, Q_MIS_BOX)
        for k in range(n_mis)
    ]
    top += 9 + Q_MIS_BOX + CAPTION + SECTION_GAP - 2
    totals_x = MARGIN + (content_w - totals_w) / 2
    groups, _ = _totals_row(group_specs, totals_x, top, td)
    top += TOTAL_BOX[1] + CAPTION + 4
    footer_y = top + FOOTER - 1
    height = top + FOOTER + MARGIN

    def f(rect: Rect) -> Rect:
        return _flip(rect, height)

    return QwantumLayout(
        variant=variant,
        width=width,
        height=height,
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
        totals=tuple(_flip_group(g, height) for g in groups),
        footer_left=(MARGIN, height - footer_y),
        footer_right=(MARGIN + content_w, height - footer_y),
    )


SheetLayout = CrossLayout | QwantumLayout


# ---------------------------------------------------------------------------- pages


@dataclass(frozen=True)
class PagePlan:
    """How sheets of one size go onto pages: page size, the scale and each slot's origin."""

    page_size: tuple[float, float]
    scale: float
    slots: tuple[tuple[float, float], ...]  # bottom-left of each sheet, in reading order
    columns: int
    rows: int
    cell: tuple[float, float] = field(default=(0.0, 0.0))

    @property
    def box_mm(self) -> float:
        return float(BOX * self.scale / mm)


def _grids(per_page: int) -> list[tuple[int, int]]:
    return [(c, per_page // c) for c in range(1, per_page + 1) if per_page % c == 0]


def plan_pages(
    paper_size: tuple[float, float],
    per_page: int,
    sheet: tuple[float, float],
    what: str,
    paper_name: str = "this",
) -> PagePlan:
    """The arrangement with the largest sheets; ExportError when boxes would be too small."""
    sheet_w, sheet_h = sheet
    best: PagePlan | None = None
    portrait = (min(paper_size), max(paper_size))
    for page_w, page_h in (portrait, (portrait[1], portrait[0])):
        for columns, rows in _grids(per_page):
            cell_w = (page_w - 2 * PAGE_MARGIN - (columns - 1) * GUTTER) / columns
            cell_h = (page_h - 2 * PAGE_MARGIN - (rows - 1) * GUTTER) / rows
            scale = min(cell_w / sheet_w, cell_h / sheet_h, MAX_SCALE)
            if best is not None and scale <= best.scale + 1e-9:
                continue
            used_w, used_h = sheet_w * scale, sheet_h * scale
            slots = []
            for r in range(rows):
                for col in range(columns):
                    cx = PAGE_MARGIN + col * (cell_w + GUTTER) + (cell_w - used_w) / 2
                    cy = page_h - PAGE_MARGIN - (r + 1) * cell_h - r * GUTTER
                    slots.append((cx, cy + (cell_h - used_h) / 2))
            best = PagePlan((page_w, page_h), scale, tuple(slots), columns, rows,
                            (cell_w, cell_h))
    assert best is not None
    if BOX * best.scale < MIN_BOX - 1e-6:
        raise ExportError(
            f"{per_page} {what} sheets per page do not fit legibly on {paper_name} paper: "
            f"boxes would "
            f"be {best.box_mm:.1f} mm, at least {MIN_BOX / mm:.1f} mm are needed; "
            f"print fewer sheets per page or use larger paper",
            "does_not_fit",
        )
    return best
