"""Qwixx Longo's printed sheet: the crossing sheet with two lucky numbers beside the name.

A blank pad deals each sheet a pair of lucky numbers from its seed (export/lucky.py) and prints
the seed, so the same pad can be printed again; a game's sheets show each player's own pair.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.crossing import CrossState
from ..engine.longo import LongoState
from .crossing_sheet import CrossingSheet, HeaderBoxes
from .lucky import lucky_pairs
from .options import LUCKY_LIMITS
from .printed import PrintJob
from .sheets import SheetInfo


class LongoSheet(CrossingSheet):
    def pad_sheets(self, job: PrintJob) -> list[tuple[SheetInfo, tuple[int, ...]]]:
        options = job.options
        assert options.seed is not None  # validated options have one
        low, high = options.lucky_range
        pairs = lucky_pairs(options.seed, options.count, low, high)
        range_note = "" if (low, high) == LUCKY_LIMITS else f" ({low}-{high})"
        seed = f"{job.labels('seed')} {options.seed}{range_note}"
        return [(SheetInfo(job.pad_footer(k, seed)), pair) for k, pair in enumerate(pairs, 1)]

    def player_header(self, state: CrossState, seat: int) -> tuple[int, ...]:
        assert isinstance(state, LongoState)  # this sheet prints Longo games only
        lucky: Sequence[Sequence[int]] = state.lucky
        return tuple(lucky[seat]) if lucky else ()


SHEET = LongoSheet(header=HeaderBoxes("lucky", 2), hint="hint.longo")
