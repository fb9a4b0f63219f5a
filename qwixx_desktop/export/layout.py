"""Where everything sits on a sheet and where sheets sit on a page.

A sheet is laid out once in its own "design" coordinates (points, origin bottom-left), then
scaled onto the page. Drawing blank sheets, writing filled ones and the rendering tests all
read the same rectangles, so a filled cross can never drift off its box.

No text is printed under MIN_TEXT: a sheet printed small gets larger small print (and the room
for it), and a page that cannot hold legible sheets is refused (ExportError "does_not_fit").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import astuple, dataclass, field, replace
from typing import Protocol, TypeVar

from reportlab.lib.units import mm  # 72 / 25.4 points
from reportlab.lib.utils import simpleSplit

from .fonts import BOLD, REGULAR, text_width
from .labels import Labels
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
MIS_BOX = 16.0
TOTAL_BOX = (34.0, 20.0)
TOTAL_OP = 13.0
LEADING = 1.2  # line height of small print, as a multiple of its size

PAGE_MARGIN = 10 * mm
GUTTER = 8 * mm  # room to cut between sheets
MIN_BOX = 6.5 * mm  # smallest box a pen cross fits in and a 9 pt number stays readable
# A misthrow box holds a pen cross only (no printed number): a 4 mm cross and 1 mm of paper
# each side, so a hurried cross does not run over the next box.
MIN_MISTHROW_BOX = 6.0 * mm
# A score box holds 2-3 handwritten digits (about 4 mm tall, "-140" on a long game): 1 mm above
# and below them. Only the height: the boxes are wide enough for three digits at any size.
MIN_SCORE_BOX = 6.0 * mm
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
        return float(min(astuple(self)))


NOMINAL_SIZES = TextSizes()


@dataclass(frozen=True)
class WriteBoxes:
    """How a sheet draws the boxes a person writes in besides the number boxes, in design
    points: the smallest misthrow box (side) and score box (height), and the most rows the
    misthrow boxes may take. No floors at full size; a sheet printed small gets them raised so
    that the boxes stay at MIN_MISTHROW_BOX and MIN_SCORE_BOX on paper, and lays itself out
    around the larger boxes."""

    misthrow: float = 0.0
    score: float = 0.0
    misthrow_rows: int = 1

    def raised(self, scale: float) -> WriteBoxes:
        """These boxes with the floors the minimums need at `scale` (a little over: the larger
        boxes can make the sheet a little smaller on the page)."""
        return replace(
            self,
            misthrow=max(self.misthrow, MIN_MISTHROW_BOX / scale * 1.01),
            score=max(self.score, MIN_SCORE_BOX / scale * 1.01),
        )


NOMINAL_BOXES = WriteBoxes()


class SheetLayout(Protocol):
    """What the page code reads of any game's laid-out sheet (design points, origin bottom-left);
    each game's printed sheet adds its own boxes."""

    @property
    def size(self) -> tuple[float, float]: ...

    @property
    def sizes(self) -> TextSizes: ...

    @property
    def footer(self) -> Footer: ...

    @property
    def name_line(self) -> tuple[float, float, float]: ...  # x1, x2, y

    @property
    def misthrow_boxes(self) -> tuple[Rect, ...]: ...

    @property
    def score_boxes(self) -> tuple[Rect, ...]: ...  # every box a score is written in


LayoutT = TypeVar("LayoutT", bound=SheetLayout)


class TopDown:
    """Collects rectangles measured from the top; `flip` turns them into PDF coordinates."""

    def __init__(self) -> None:
        self.height = 0.0

    def rect(self, x: float, top: float, w: float, h: float) -> Rect:
        # Stored with a negative y for now; fixed by flip() once the height is known.
        return (x, -(top + h), w, h)


def flip(rect: Rect, height: float) -> Rect:
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


def caption_room(sizes: TextSizes) -> float:
    """Room under a box for a caption line: the gap, the caption and its descenders."""
    return 1.5 + sizes.caption * 1.2


def caption_baseline(box_bottom: float, sizes: TextSizes) -> float:
    """The baseline of a caption under a box whose bottom edge is at `box_bottom` (PDF y)."""
    return box_bottom - 1.5 - sizes.caption * 0.9


def totals_row(
    groups: list[tuple[str, str, str, str]],
    x0: float,
    top: float,
    td: TopDown,
    sizes: TextSizes,
    labels: Labels,
    box_h: float = TOTAL_BOX[1],
) -> tuple[list[TotalGroup], float]:
    """Lay out `icon box op icon box ...` left to right; returns the groups and the right edge.

    A box is widened where its caption needs the room; the caption may reach 7 points past
    each side of its box, over the icon and the operator's gap. `box_h`: the boxes' height
    (a score box's floor, when that is over TOTAL_BOX's).
    """
    result: list[TotalGroup] = []
    x = x0
    box_w = TOTAL_BOX[0]
    icon_h = sizes.letter / 0.6  # badge() draws its letter at 0.6 of the height
    for index, (kind, op, caption, colour) in enumerate(groups):
        op_pos = (0.0, 0.0)
        if index:
            op_pos = (x + TOTAL_OP / 2, top + box_h / 2)
            x += TOTAL_OP
        wide = max(
            box_w + 8 if kind == "total" else box_w,
            text_width(caption, REGULAR, sizes.caption) - 13,
        )
        icon_w = icon_h
        if kind == "row":  # two-letter badges ("Am") are wider than high
            icon_w = max(icon_h, text_width(labels.letter(colour), BOLD, sizes.letter) / 0.8)
        icon = td.rect(x, top + (box_h - icon_h) / 2, icon_w, icon_h)
        x += icon_w + 2
        rect = td.rect(x, top, wide, box_h)
        x += wide
        result.append(TotalGroup(kind, op, op_pos, icon, rect, caption, colour))
    return result, x


def flip_group(group: TotalGroup, height: float) -> TotalGroup:
    ox, oy = group.op_pos
    return TotalGroup(
        group.kind,
        group.op,
        (ox, height - oy),
        flip(group.icon, height),
        flip(group.box, height),
        group.caption,
        group.colour,
    )


def footer_lines(
    hints: Sequence[str], width: float, sizes: TextSizes
) -> tuple[tuple[str, ...], float]:
    """The hints' lines, each hint wrapped on its own, and the footer's height (those lines and
    the info line)."""
    lines = tuple(line for hint in hints for line in simpleSplit(hint, REGULAR, sizes.hint, width))
    return lines, (len(lines) + 1) * sizes.hint * LEADING


def flip_footer(
    lines: tuple[str, ...], top: float, content_w: float, sizes: TextSizes, height: float
) -> Footer:
    leading = sizes.hint * LEADING
    first_baseline = top + sizes.hint  # measured from the top
    return Footer(
        hint_lines=lines,
        hint_pos=(MARGIN, height - first_baseline),
        leading=leading,
        info_pos=(MARGIN + content_w, height - (first_baseline + len(lines) * leading)),
        info_width=content_w,
    )


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
            best = PagePlan((page_w, page_h), scale, tuple(slots), columns, rows, (cell_w, cell_h))
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


def too_small_box(layout: SheetLayout, scale: float) -> tuple[str, float, float] | None:
    """The first kind of box a person writes in, besides the number boxes, that `layout`
    printed at `scale` makes smaller than its minimum: (kind, its size, the minimum), in
    points on paper; None when every box is large enough."""
    # A misthrow box takes a cross: its shorter side; a score box takes digits: its height.
    measured = (
        ("misthrow", [min(w, h) for _, _, w, h in layout.misthrow_boxes], MIN_MISTHROW_BOX),
        ("score", [h for _, _, _, h in layout.score_boxes], MIN_SCORE_BOX),
    )
    for kind, sides, minimum in measured:
        if sides and min(sides) * scale < minimum - 1e-6:
            return kind, min(sides) * scale, minimum
    return None


def fit_sheets(
    make_layout: Callable[[TextSizes, WriteBoxes], LayoutT],
    paper_size: tuple[float, float],
    per_page: int,
    what: str,
    paper_name: str = "this",
) -> tuple[LayoutT, PagePlan]:
    """A sheet's layout and page plan with no small print under MIN_TEXT on paper and no
    misthrow or score box under its minimum.

    The misthrow boxes are tried in one row and in up to two (a sheet that gets wider than its
    rows of numbers); the arrangement whose number boxes come out larger is kept.
    ExportError ("does_not_fit") where boxes or text cannot be made legible.
    """
    fitted: list[tuple[LayoutT, PagePlan]] = []
    refusal: ExportError | None = None
    for rows in (1, 2):
        try:
            fitted.append(
                _fit(
                    make_layout,
                    WriteBoxes(misthrow_rows=rows),
                    paper_size,
                    per_page,
                    what,
                    paper_name,
                )
            )
        except ExportError as error:
            refusal = refusal or error
    if not fitted:
        assert refusal is not None
        raise refusal
    # The first of equals: one row, as long as two rows gain nothing.
    return max(fitted, key=lambda pair: pair[1].scale + 1e-9 * (pair is fitted[0]))


def _fit(
    make_layout: Callable[[TextSizes, WriteBoxes], LayoutT],
    written: WriteBoxes,
    paper_size: tuple[float, float],
    per_page: int,
    what: str,
    paper_name: str,
) -> tuple[LayoutT, PagePlan]:
    """fit_sheets for one arrangement of the misthrow boxes.

    Sheets printed small get larger small print and boxes; that makes them a little larger, so
    smaller on the page, so the floors are raised until they hold (two or three rounds at most).
    """
    sizes = NOMINAL_SIZES
    for _ in range(6):
        layout = make_layout(sizes, written)
        plan = plan_pages(paper_size, per_page, layout.size, what, paper_name)
        text_floor = MIN_TEXT / plan.scale
        small_text = sizes.smallest < text_floor - 1e-9
        small_box = too_small_box(layout, plan.scale)
        if not small_text and small_box is None:
            return layout, plan
        if small_text:
            sizes = sizes.at_least(text_floor * 1.01)  # a little over: the next round shrinks
        if small_box is not None:
            written = written.raised(plan.scale)
    if small_box is not None:
        kind, size, minimum = small_box
        raise ExportError(
            f"{per_page} {what} sheets per page do not fit legibly on {paper_name} paper: "
            f"{kind} boxes would be {size / mm:.1f} mm, at least {minimum / mm:.1f} mm are "
            f"needed; print fewer sheets per page or use larger paper",
            "does_not_fit",
        )
    raise ExportError(
        f"{per_page} {what} sheets per page do not fit legibly on {paper_name} paper: "
        f"the text would be under {MIN_TEXT:g} pt; print fewer sheets per page",
        "does_not_fit",
    )
