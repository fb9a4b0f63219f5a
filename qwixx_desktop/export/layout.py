"""Where everything sits on a sheet and where sheets sit on a page.

A sheet is laid out once in its own "design" coordinates (points, origin bottom-left), then
scaled onto the page. Drawing blank sheets, writing filled ones and the rendering tests all
read the same rectangles, so a filled cross can never drift off its box.

No text is printed under MIN_TEXT: a sheet printed small gets larger small print (and the room
for it), and a page that cannot hold legible sheets is refused (ExportError "does_not_fit").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import astuple, dataclass, field

from reportlab.lib.units import mm  # 72 / 25.4 points
from reportlab.lib.utils import simpleSplit

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
TOTAL_OP = 13.0
LEADING = 1.2  # line height of small print, as a multiple of its size
Q_FIELD = (34.0, 28.0)
Q_GAP = 9.0
Q_THICK_GAP = 13.0
Q_MIS_BOX = 20.0

PAGE_MARGIN = 10 * mm
GUTTER = 8 * mm  # room to cut between sheets
MIN_BOX = 6.5 * mm  # smallest box a pen cross fits in and a 9 pt number stays readable
MIN_TEXT = 6.0  # smallest printed text, in points on paper
MAX_SCALE = 1.6  # one sheet per page: large, but still shaped like a score pad


@dataclass(frozen=True)
class TextSizes:
    """The sizes of a sheet's small print, in design points.

    A sheet printed small (several per page) gets them raised to a floor, so that none is below
    MIN_TEXT on paper; the layout then makes room for the larger text.
    """

    label: float = 8.0  # "Name:", "Lucky numbers"
    small: float = 6.5  # the points table, the misthrow and column labels
    caption: float = 5.5  # under the total boxes
    hint: float = 6.0  # the footer: rules reminder, sheet number, seed, date
    sign: float = 8.0  # Qwantum's < and > between fields
    letter: float = 8.4  # the row letters beside the total boxes

    def at_least(self, floor: float) -> TextSizes:
        return TextSizes(*(max(size, floor) for size in astuple(self)))

    @property
    def smallest(self) -> float:
        return min(astuple(self))


NOMINAL_SIZES = TextSizes()


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


@dataclass(frozen=True)
class Footer:
    """The rules reminder (wrapped to the sheet's width), then a line for the sheet's own info
    (sheet number, seed, date), right-aligned below it."""

    hint_lines: tuple[str, ...]
    hint_pos: tuple[float, float]  # left end of the first line's baseline
    leading: float
    info_pos: tuple[float, float]  # right end of the info line's baseline
    info_width: float


@dataclass
class CrossLayout:
    """A Qwixx / Longo / On Board sheet."""

    variant: CrossVariant
    game: str
    width: float
    height: float
    sizes: TextSizes
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
    footer: Footer

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)


@dataclass
class QwantumLayout:
    """A Qwantum sheet: four rows of six fields, column scores, five misthrows."""

    variant: QwantumVariant
    width: float
    height: float
    sizes: TextSizes
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
    game: str = "qwantum"

    @property
    def colours(self) -> tuple[str, ...]:
        return self.variant.colours

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)


def cross_hint(variant: CrossVariant, game: str, labels: Labels) -> str:
    """The rules reminder at the foot of a crossing sheet."""
    key = "hint.lock_two" if variant.lock_numbers > 1 else "hint.lock"
    hint = labels(key, n=variant.min_crosses_to_lock)
    return f"{hint} {labels('hint.onboard')}" if game == "onboard" else hint


def caption_room(sizes: TextSizes) -> float:
    """Room under a box for a caption line: the gap, the caption and its descenders."""
    return 1.5 + sizes.caption * 1.2


def caption_baseline(box_bottom: float, sizes: TextSizes) -> float:
    """The baseline of a caption under a box whose bottom edge is at `box_bottom` (PDF y)."""
    return box_bottom - 1.5 - sizes.caption * 0.9


def _totals_row(
    groups: list[tuple[str, str, str, str]], x0: float, top: float, td: _TopDown,
    sizes: TextSizes, labels: Labels,
) -> tuple[list[TotalGroup], float]:
    """Lay out `icon box op icon box ...` left to right; returns the groups and the right edge.

    A box is widened where its caption needs the room; the caption may reach 7 points past
    each side of its box, over the icon and the operator's gap.
    """
    result: list[TotalGroup] = []
    x = x0
    box_w, box_h = TOTAL_BOX
    icon_h = sizes.letter / 0.6  # badge() draws its letter at 0.6 of the height
    for index, (kind, op, caption, colour) in enumerate(groups):
        op_pos = (0.0, 0.0)
        if index:
            op_pos = (x + TOTAL_OP / 2, top + box_h / 2)
            x += TOTAL_OP
        wide = max(box_w + 8 if kind == "total" else box_w,
                   text_width(caption, REGULAR, sizes.caption) - 13)
        icon_w = icon_h
        if kind == "row":  # two-letter badges ("Am") are wider than high
            icon_w = max(icon_h, text_width(labels.letter(colour), BOLD, sizes.letter) / 0.8)
        icon = td.rect(x, top + (box_h - icon_h) / 2, icon_w, icon_h)
        x += icon_w + 2
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


def _footer_lines(hint: str, width: float, sizes: TextSizes) -> tuple[tuple[str, ...], float]:
    """The hint's lines and the footer's height (those lines and the info line)."""
    lines = tuple(simpleSplit(hint, REGULAR, sizes.hint, width))
    return lines, (len(lines) + 1) * sizes.hint * LEADING


def _flip_footer(lines: tuple[str, ...], top: float, content_w: float, sizes: TextSizes,
                 height: float) -> Footer:
    leading = sizes.hint * LEADING
    first_baseline = top + sizes.hint  # measured from the top
    return Footer(
        hint_lines=lines,
        hint_pos=(MARGIN, height - first_baseline),
        leading=leading,
        info_pos=(MARGIN + content_w, height - (first_baseline + len(lines) * leading)),
        info_width=content_w,
    )


def cross_layout(variant: CrossVariant, game: str, labels: Labels,
                 sizes: TextSizes = NOMINAL_SIZES) -> CrossLayout:
    """Lay out a crossing sheet; it grows wider when a language's words need the room."""
    td = _TopDown()
    n = max(len(row.numbers) for row in variant.rows)
    band_w = PAD + BADGE + 6 + n * BOX + (n - 1) * GAP + 6 + BOX + PAD
    max_crosses = len(variant.points) - 1
    table_label_w = max(TABLE_LABEL, max(text_width(labels(key), REGULAR, sizes.small)
                                         for key in ("crosses", "points")) + 8)
    table_cell = max(TABLE_CELL, text_width(str(variant.points[-1]), BOLD, sizes.small) + 4)
    table_line = max(TABLE_LINE, sizes.small * 1.5)
    table_w = table_label_w + max_crosses * table_cell
    mis_w = variant.misthrow_boxes * MIS_BOX + (variant.misthrow_boxes - 1) * GAP
    mis_label = f"{labels('misthrows')} ({MINUS}{variant.misthrow_penalty})"
    mis_w = max(mis_w, text_width(mis_label, REGULAR, sizes.small))
    group_specs: list[tuple[str, str, str, str]] = [
        ("row", "+" if index else "", labels.colour(row.colour), row.colour)
        for index, row in enumerate(variant.rows)
    ]
    group_specs.append(("misthrows", MINUS, labels("misthrows"), ""))
    if game == "onboard":
        group_specs.append(("bonus", "+", labels("board"), ""))
    group_specs.append(("total", "=", labels("total"), ""))
    _, totals_w = _totals_row(group_specs, 0.0, 0.0, td, sizes, labels)
    content_w = max(band_w, table_w + 14 + mis_w, totals_w)
    width = content_w + 2 * MARGIN
    left = MARGIN + (content_w - band_w) / 2

    top = MARGIN
    title_pos = (MARGIN, top + 17)
    title_w = text_width(labels(f"title.{game}"), BOLD, 13)
    name_label_x = MARGIN + title_w + 14
    name_label_pos = (name_label_x, top + 17)
    name_x1 = name_label_x + text_width(labels("name") + ":", REGULAR, sizes.label) + 4
    name_x2 = MARGIN + content_w
    lucky_label_pos: tuple[float, float] | None = None
    lucky: list[Rect] = []
    if game == "longo":
        lucky_box = 21.0
        lucky_w = text_width(labels("lucky"), REGULAR, sizes.label) + 6 + 2 * lucky_box + 4
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
        td.rect(MARGIN, table_top, table_label_w, table_line),
        td.rect(MARGIN, table_top + table_line, table_label_w, table_line),
    )
    cells = []
    for k in range(max_crosses):
        x = MARGIN + table_label_w + k * table_cell
        cells.append((td.rect(x, table_top, table_cell, table_line),
                      td.rect(x, table_top + table_line, table_cell, table_line)))
    mis_x = MARGIN + content_w - mis_w
    label_baseline = top + sizes.small - 0.5
    misthrow_label_pos = (mis_x, label_baseline)
    mis_boxes = [
        td.rect(mis_x + k * (MIS_BOX + GAP), label_baseline + 3, MIS_BOX, MIS_BOX)
        for k in range(variant.misthrow_boxes)
    ]
    top += max(2 * table_line + 2, sizes.small + 2.5 + MIS_BOX) + SECTION_GAP

    totals_x = MARGIN + (content_w - totals_w) / 2
    groups, _ = _totals_row(group_specs, totals_x, top, td, sizes, labels)
    top += TOTAL_BOX[1] + caption_room(sizes) + 4
    hint_lines, footer_h = _footer_lines(cross_hint(variant, game, labels), content_w, sizes)
    footer_top = top
    height = top + footer_h + MARGIN

    def flip_pos(pos: tuple[float, float]) -> tuple[float, float]:
        return (pos[0], height - pos[1])

    def f(rect: Rect) -> Rect:
        return _flip(rect, height)

    return CrossLayout(
        variant=variant,
        game=game,
        width=width,
        height=height,
        sizes=sizes,
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
        footer=_flip_footer(hint_lines, footer_top, content_w, sizes, height),
    )


def qwantum_layout(labels: Labels, variant: QwantumVariant = QWANTUM,
                   sizes: TextSizes = NOMINAL_SIZES) -> QwantumLayout:
    td = _TopDown()
    field_w, field_h = Q_FIELD
    n_fields = variant.fields
    # The badge column also holds the "column" label under the rows.
    lead_w = max(BADGE, text_width(labels("column_score"), REGULAR, sizes.small) + 2)
    fields_w = n_fields * field_w + (n_fields - 2) * Q_GAP + Q_THICK_GAP
    band_w = PAD + lead_w + 6 + fields_w + PAD
    n_mis = variant.misthrow_boxes
    mis_w = max(n_mis * Q_MIS_BOX + (n_mis - 1) * (GAP + 2),
                text_width(labels("misthrows"), REGULAR, sizes.small))
    group_specs = [
        ("columns", "", labels("columns"), ""),
        ("misthrows", MINUS, labels("misthrows"), ""),
        ("total", "=", labels("total"), ""),
    ]
    _, totals_w = _totals_row(group_specs, 0.0, 0.0, td, sizes, labels)
    title_w = text_width(labels("title.qwantum"), BOLD, 13)
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
    column_h = 22.0
    column_label = td.rect(left + PAD, top, lead_w + 4, column_h)
    column_boxes = [td.rect(fx, top, field_w, column_h) for fx in xs]
    top += column_h + SECTION_GAP + 2

    mis_x = MARGIN + (content_w - mis_w) / 2
    label_baseline = top + sizes.small - 0.5
    misthrow_label_pos = (mis_x, label_baseline)
    mis_boxes = [
        td.rect(mis_x + k * (Q_MIS_BOX + GAP + 2), label_baseline + 3, Q_MIS_BOX, Q_MIS_BOX)
        for k in range(n_mis)
    ]
    # The misthrow boxes' captions are small print like the label above them.
    top = label_baseline + 3 + Q_MIS_BOX + 1.5 + sizes.small * 1.2 + SECTION_GAP
    totals_x = MARGIN + (content_w - totals_w) / 2
    groups, _ = _totals_row(group_specs, totals_x, top, td, sizes, labels)
    top += TOTAL_BOX[1] + caption_room(sizes) + 4
    hint_lines, footer_h = _footer_lines(labels("hint.qwantum"), content_w, sizes)
    footer_top = top
    height = top + footer_h + MARGIN

    def f(rect: Rect) -> Rect:
        return _flip(rect, height)

    return QwantumLayout(
        variant=variant,
        width=width,
        height=height,
        sizes=sizes,
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
        footer=_flip_footer(hint_lines, footer_top, content_w, sizes, height),
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


def fit_sheets(
    make_layout: Callable[[TextSizes], SheetLayout],
    paper_size: tuple[float, float],
    per_page: int,
    what: str,
    paper_name: str = "this",
) -> tuple[SheetLayout, PagePlan]:
    """A sheet's layout and page plan with no small print under MIN_TEXT on paper.

    Sheets printed small get larger small print; that makes them a little larger, so smaller
    on the page, so the floor is raised until it holds (two or three rounds at most).
    ExportError ("does_not_fit") where boxes or text cannot be made legible.
    """
    sizes = NOMINAL_SIZES
    for _ in range(6):
        layout = make_layout(sizes)
        plan = plan_pages(paper_size, per_page, layout.size, what, paper_name)
        floor = MIN_TEXT / plan.scale
        if sizes.smallest >= floor - 1e-9:
            return layout, plan
        sizes = sizes.at_least(floor * 1.01)  # a little over: the next round shrinks again
    raise ExportError(
        f"{per_page} {what} sheets per page do not fit legibly on {paper_name} paper: "
        f"the text would be under {MIN_TEXT:g} pt; print fewer sheets per page",
        "does_not_fit",
    )
