"""The printed sheet of any crossing game: its rows, numbers and lock rule come from the game's
variant, so a game built on a crossing variant prints with no code of its own.

`CrossingSheet` lays out, draws and fills the sheet; Longo and On Board make their own from it
(export/longo_sheet.py, export/onboard_sheet.py) with the parts they add: boxes beside the name,
a total, a rules reminder, a word in a player's footer. House rules change what the sheet shows
of them: the lock rule, the misthrow boxes and their penalty, and a line in the footer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from math import ceil

from ..engine.crossing import CrossRules, CrossState, last_index
from ..engine.game import Game
from ..engine.rules import ScoreCard
from ..engine.variants import CrossVariant
from ..games.crossing import LOCK_CROSSES, MISTHROW_POINTS, MISTHROWS_TO_END, ROWS_TO_END
from ..typography import MINUS, number_text
from .fonts import BOLD, REGULAR, text_width
from .labels import Labels
from .layout import (
    BADGE,
    BAND_GAP,
    BOX,
    GAP,
    HEADER,
    MARGIN,
    MIS_BOX,
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
from .shapes import Rect, box, centred_text, cross_mark, fit_size, padlock, shut_lock, strike
from .sheets import SheetInfo, SheetPainter, inset

TABLE_LABEL = 44.0
TABLE_CELL = 20.0
TABLE_LINE = 12.0


@dataclass(frozen=True)
class HeaderBoxes:
    """Boxes beside the player's name for numbers each sheet gets (Longo's lucky numbers)."""

    label: str  # label key of the words before them
    count: int
    size: float = 21.0


@dataclass
class CrossLayout:
    """A crossing sheet (Qwixx, Longo, On Board, ...)."""

    variant: CrossVariant
    width: float
    height: float
    sizes: TextSizes
    title: str
    title_pos: tuple[float, float]
    name_label_pos: tuple[float, float]
    name_line: tuple[float, float, float]  # x1, x2, y
    header_label_pos: tuple[float, float] | None
    header_boxes: tuple[Rect, ...]
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

    @property
    def score_boxes(self) -> tuple[Rect, ...]:
        return tuple(group.box for group in self.totals)


def house_variant(variant: CrossVariant, rules: Mapping[str, int]) -> CrossVariant:
    """`variant` as the house rules (option key -> value) play it."""
    return replace(
        variant,
        min_crosses_to_lock=rules.get(LOCK_CROSSES, variant.min_crosses_to_lock),
        misthrow_boxes=rules.get(MISTHROWS_TO_END, variant.misthrow_boxes),
        misthrow_penalty=rules.get(MISTHROW_POINTS, variant.misthrow_penalty),
        locked_rows_to_end=rules.get(ROWS_TO_END, variant.locked_rows_to_end),
    )


@dataclass(frozen=True)
class CrossFill:
    """One player's crossing sheet as it stands, read from the engine state."""

    crossed: tuple[tuple[int, ...], ...]  # per row: indices of crossed numbers
    # Per row, uncrossed numbers that can never be crossed: left of the last cross, and in a
    # locked row every one (Longo's other locking number, a row someone else closed).
    lost: tuple[tuple[int, ...], ...]
    locks: tuple[bool, ...]  # this player crossed the row's lock
    closed: tuple[bool, ...]  # the row is locked, by this player or another
    misthrows: int
    row_points: tuple[int, ...]
    misthrow_points: int  # zero or negative, as ScoreCard has it
    bonus: int
    total: int


def cross_fill(state: CrossState, card: ScoreCard, player: int) -> CrossFill:
    """A player's sheet; the totals are the rules' own scores, never recomputed here."""
    crossed: list[tuple[int, ...]] = []
    lost: list[tuple[int, ...]] = []
    locks: list[bool] = []
    closed: list[bool] = []
    for row, spec in enumerate(state.variant.rows):
        mark = state.marks[player][row]
        length = len(spec.numbers)
        crossed.append(tuple(i for i in range(length) if mark >> i & 1))
        # Left of the last cross nothing can be crossed any more; once the row is locked
        # (by anyone) nothing right of it either.
        end = length if state.is_closed(row) else last_index(mark, length)
        lost.append(tuple(i for i in range(end) if not mark >> i & 1))
        locks.append(state.has_lock(player, row))
        closed.append(state.is_closed(row))
    return CrossFill(
        crossed=tuple(crossed),
        lost=tuple(lost),
        locks=tuple(locks),
        closed=tuple(closed),
        misthrows=state.misthrows[player],
        row_points=card.row_points,
        misthrow_points=card.misthrow_points,
        bonus=card.bonus,
        total=card.total,
    )


def misthrow_label(variant: CrossVariant, labels: Labels) -> str:
    """The words over the misthrow boxes, as the window has them: "misthrows (-5 each)" (with
    a minus sign), "misthrows (0 each)"."""
    return labels("misthrows.each", penalty=number_text(-variant.misthrow_penalty))


@dataclass(frozen=True)
class CrossingSheet:
    """The printed sheet of a crossing game, with the parts a game adds to the classic one."""

    header: HeaderBoxes | None = None
    # Totals before the grand total, after the misthrows: (kind, operator, caption label key);
    # the value of a kind comes from the score card (On Board's "bonus").
    totals: tuple[tuple[str, str, str], ...] = ()
    hint: str = ""  # label key of a rules reminder after the lock rule

    # ---------------------------------------------------------------- PrintedSheet

    def pad(self, job: PrintJob) -> CrossingSheets:
        rules = job.spec.rules
        if not isinstance(rules, CrossRules):
            raise ExportError(f"{job.spec.title} is not played on a crossing sheet")
        return self._sheets(job, rules.variant, self.pad_sheets(job), ())

    def game(self, job: PrintJob, game: Game) -> CrossingSheets:
        state = game.state
        if not isinstance(state, CrossState):
            raise ExportError(f"{job.spec.title} is not played on a crossing sheet")
        cards = game.rules.scores(state)
        players = game.setup.players
        own = [
            (
                SheetInfo(
                    job.player_footer(game, seat, self.player_footer(state, seat, job)),
                    players[seat].name,
                ),
                self.player_header(state, seat),
            )
            for seat in range(len(players))
        ]
        fills = tuple(cross_fill(state, card, seat) for seat, card in enumerate(cards))
        return self._sheets(job, state.variant, own, fills)

    # ---------------------------------------------------------------- what a game adds

    def pad_sheets(self, job: PrintJob) -> list[tuple[SheetInfo, tuple[int, ...]]]:
        """Each blank sheet's info and the numbers in its header boxes."""
        count = job.options.count
        return [(SheetInfo(job.pad_footer(k)), ()) for k in range(1, count + 1)]

    def player_footer(self, state: CrossState, seat: int, job: PrintJob) -> Sequence[str]:
        """Words in a player's footer between the seed and the player number."""
        return ()

    def player_header(self, state: CrossState, seat: int) -> tuple[int, ...]:
        """The numbers in a player's header boxes."""
        return ()

    # ---------------------------------------------------------------- layout and drawing

    def _sheets(
        self,
        job: PrintJob,
        variant: CrossVariant,
        own: Sequence[tuple[SheetInfo, tuple[int, ...]]],
        fills: tuple[CrossFill, ...],
    ) -> CrossingSheets:
        return CrossingSheets(
            sheet=self,
            variant=house_variant(variant, job.house_rules),
            title=job.spec.title,
            labels=job.labels,
            notes=job.notes,
            infos=tuple(info for info, _ in own),
            header_values=tuple(values for _, values in own),
            fills=fills,
        )

    def hint_text(self, variant: CrossVariant, labels: Labels) -> str:
        """The rules reminder at the foot of the sheet."""
        key = "hint.lock_two" if variant.lock_numbers > 1 else "hint.lock"
        hint = labels.counted(key, variant.min_crosses_to_lock)
        return f"{hint} {labels(self.hint)}" if self.hint else hint

    def layout(
        self,
        variant: CrossVariant,
        title: str,
        labels: Labels,
        sizes: TextSizes = NOMINAL_SIZES,
        notes: Sequence[str] = (),
        written: WriteBoxes = NOMINAL_BOXES,
    ) -> CrossLayout:
        """Lay out the sheet; it grows wider when a language's words need the room.

        The misthrow boxes sit right of the points table; in two rows, where `written` allows
        them, when one row would make the sheet wider than its rows of numbers.
        """
        td = TopDown()
        n = max(len(row.numbers) for row in variant.rows)
        band_w = PAD + BADGE + 6 + n * BOX + (n - 1) * GAP + 6 + BOX + PAD
        max_crosses = len(variant.points) - 1
        table_label_w = max(
            TABLE_LABEL,
            max(text_width(labels(key), REGULAR, sizes.small) for key in ("crosses", "points")) + 8,
        )
        table_cell = max(TABLE_CELL, text_width(str(variant.points[-1]), BOLD, sizes.small) + 4)
        table_line = max(TABLE_LINE, sizes.small * 1.5)
        table_w = table_label_w + max_crosses * table_cell
        mis_side = max(MIS_BOX, written.misthrow)
        mis_count = variant.misthrow_boxes
        mis_label = misthrow_label(variant, labels)
        mis_label_w = text_width(mis_label, REGULAR, sizes.small)
        group_specs: list[tuple[str, str, str, str]] = [
            ("row", "+" if index else "", labels.colour(row.colour), row.colour)
            for index, row in enumerate(variant.rows)
        ]
        if variant.misthrow_penalty:  # a box that always takes 0 off is left out (house rule)
            group_specs.append(("misthrows", MINUS, labels("misthrows"), ""))
        group_specs.extend((kind, op, labels(caption), "") for kind, op, caption in self.totals)
        group_specs.append(("total", "=", labels("total"), ""))
        _, totals_w = totals_row(group_specs, 0.0, 0.0, td, sizes, labels)

        def boxes_width(count: int) -> float:
            return count * mis_side + (count - 1) * GAP

        mis_per_row = mis_count
        wide = table_w + 14 + boxes_width(mis_count) > max(band_w, totals_w)
        if written.misthrow_rows > 1 and wide:
            mis_per_row = ceil(mis_count / 2)
        mis_rows = ceil(mis_count / mis_per_row)
        mis_w = max(boxes_width(mis_per_row), mis_label_w)
        content_w = max(band_w, table_w + 14 + mis_w, totals_w)
        width = content_w + 2 * MARGIN
        left = MARGIN + (content_w - band_w) / 2

        top = MARGIN
        title_pos = (MARGIN, top + 17)
        title_w = text_width(title, BOLD, 13)
        name_label_x = MARGIN + title_w + 14
        name_label_pos = (name_label_x, top + 17)
        name_x1 = name_label_x + text_width(labels("name") + ":", REGULAR, sizes.label) + 4
        name_x2 = MARGIN + content_w
        header_label_pos: tuple[float, float] | None = None
        header: list[Rect] = []
        if self.header is not None:
            size, count = self.header.size, self.header.count
            boxes_w = count * size + (count - 1) * 4
            header_w = text_width(labels(self.header.label), REGULAR, sizes.label) + 6 + boxes_w
            hx = MARGIN + content_w - header_w
            header_label_pos = (hx, top + 15)
            bx = hx + header_w - boxes_w
            header = [td.rect(bx + k * (size + 4), top + 2, size, size) for k in range(count)]
            name_x2 = hx - 12
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
            cells.append(
                (
                    td.rect(x, table_top, table_cell, table_line),
                    td.rect(x, table_top + table_line, table_cell, table_line),
                )
            )
        mis_x = MARGIN + content_w - mis_w
        label_baseline = top + sizes.small - 0.5
        misthrow_label_pos = (mis_x, label_baseline)
        mis_boxes = [
            td.rect(
                mis_x + k % mis_per_row * (mis_side + GAP),
                label_baseline + 3 + k // mis_per_row * (mis_side + GAP),
                mis_side,
                mis_side,
            )
            for k in range(mis_count)
        ]
        mis_h = sizes.small + 2.5 + mis_rows * mis_side + (mis_rows - 1) * GAP
        top += max(2 * table_line + 2, mis_h) + SECTION_GAP

        totals_x = MARGIN + (content_w - totals_w) / 2
        score_h = max(TOTAL_BOX[1], written.score)
        groups, _ = totals_row(group_specs, totals_x, top, td, sizes, labels, score_h)
        top += score_h + caption_room(sizes) + 4
        hints = (self.hint_text(variant, labels), *notes)
        hint_lines, footer_h = footer_lines(hints, content_w, sizes)
        footer_top = top
        height = top + footer_h + MARGIN

        def flip_pos(pos: tuple[float, float]) -> tuple[float, float]:
            return (pos[0], height - pos[1])

        def f(rect: Rect) -> Rect:
            return flip(rect, height)

        return CrossLayout(
            variant=variant,
            width=width,
            height=height,
            sizes=sizes,
            title=title,
            title_pos=flip_pos(title_pos),
            name_label_pos=flip_pos(name_label_pos),
            name_line=(name_x1, name_x2, height - (HEADER + MARGIN - 9)),
            header_label_pos=flip_pos(header_label_pos) if header_label_pos else None,
            header_boxes=tuple(f(r) for r in header),
            bands=tuple(f(r) for r in bands),
            badges=tuple(f(r) for r in badges),
            boxes=tuple(tuple(f(r) for r in row) for row in boxes),
            locks=tuple(f(r) for r in locks),
            table_label=(f(label_rects[0]), f(label_rects[1])),
            table_cells=tuple((f(a), f(b)) for a, b in cells),
            misthrow_label_pos=flip_pos(misthrow_label_pos),
            misthrow_boxes=tuple(f(r) for r in mis_boxes),
            totals=tuple(flip_group(g, height) for g in groups),
            footer=flip_footer(hint_lines, footer_top, content_w, sizes, height),
        )

    def draw_blank(self, painter: SheetPainter, lay: CrossLayout) -> None:
        c, p, t = painter.c, painter.palette, painter.labels
        variant = lay.variant
        painter.header(lay.title, lay.title_pos, lay.name_label_pos, lay.name_line)
        if self.header is not None and lay.header_label_pos is not None:
            c.setFillColor(p.soft)
            c.setFont(REGULAR, lay.sizes.label)
            c.drawString(lay.header_label_pos[0], lay.header_label_pos[1], t(self.header.label))
            for rect in lay.header_boxes:
                box(c, rect, p.paper, p.ink, line=1.4, radius=3)

        for row, spec in enumerate(variant.rows):
            style = p.row(spec.colour)
            painter.band(lay.bands[row], spec.colour, lay.badges[row])
            first_lock = len(spec.numbers) - variant.lock_numbers
            for index, number in enumerate(spec.numbers):
                rect = lay.boxes[row][index]
                locking = index >= first_lock
                box(c, rect, style.tint, style.band if p.colour else p.soft, line=0.6, radius=3)
                text = str(number)
                size = fit_size(text, BOLD, 13, rect[2] - 6)
                if locking:
                    # A locking number: heavier frame, the number raised over a small padlock.
                    box(c, inset(rect, 1.2), None, style.ink, line=1.6, radius=2.5)
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
            padlock(c, inset(lay.locks[row], 4), style.ink, style.ink, style.tint)

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

        painter.misthrow_boxes(
            lay.misthrow_label_pos,
            lay.misthrow_boxes,
            misthrow_label(variant, t),
            captions=None,
        )
        painter.totals(lay.totals)
        painter.footer_hint(lay.footer)

    def draw_header_values(
        self, painter: SheetPainter, lay: CrossLayout, values: tuple[int, ...]
    ) -> None:
        for rect, number in zip(lay.header_boxes, values, strict=False):
            centred_text(painter.c, rect, str(number), BOLD, 11, painter.palette.ink)

    def draw_fill(self, painter: SheetPainter, lay: CrossLayout, fill: CrossFill) -> None:
        c, p = painter.c, painter.palette
        for row in range(len(lay.boxes)):
            for index in fill.lost[row]:
                strike(c, lay.boxes[row][index], p.mark)
            for index in fill.crossed[row]:
                cross_mark(c, lay.boxes[row][index], p.mark)
            if fill.locks[row]:
                cross_mark(c, lay.locks[row], p.mark, inset=0.12)
            elif fill.closed[row]:
                # Locked by another player: the lock filled in, as the window shows it.
                shut_lock(c, lay.locks[row], p.mark, p.paper)
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
            painter.value(group.box, value, group.kind == "total")


@dataclass(frozen=True)
class CrossingSheets:
    """The sheets of one printing of a crossing game (satisfies printed.Sheets)."""

    sheet: CrossingSheet
    variant: CrossVariant  # as the house rules play it
    title: str
    labels: Labels
    notes: tuple[str, ...]
    infos: tuple[SheetInfo, ...]
    header_values: tuple[tuple[int, ...], ...]
    fills: tuple[CrossFill, ...] = ()  # none on a blank pad

    def layout(self, sizes: TextSizes, written: WriteBoxes = NOMINAL_BOXES) -> CrossLayout:
        return self.sheet.layout(self.variant, self.title, self.labels, sizes, self.notes, written)

    def draw_blank(self, painter: SheetPainter, layout: CrossLayout) -> None:
        self.sheet.draw_blank(painter, layout)

    def draw_own(self, painter: SheetPainter, layout: CrossLayout, index: int) -> None:
        self.sheet.draw_header_values(painter, layout, self.header_values[index])
        if self.fills:
            self.sheet.draw_fill(painter, layout, self.fills[index])


SHEET = CrossingSheet()
