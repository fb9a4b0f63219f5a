"""What the crossing games (classic, Longo, On Board, and any game built on them) share."""

from __future__ import annotations

from ..engine.variants import CrossVariant
from .spec import HouseRule

# Option keys of the house rules, as saves store them.
LOCK_CROSSES = "lock_crosses"
MISTHROWS_TO_END = "misthrows_to_end"
MISTHROW_POINTS = "misthrow_points"
ROWS_TO_END = "rows_to_end"


def crossing_house_rules(variant: CrossVariant) -> tuple[HouseRule, ...]:
    """The house rules every crossing game offers, with its standard values as defaults."""
    # A lock needs room for that many crosses left of the locking numbers.
    most_before_lock = min(len(row.numbers) for row in variant.rows) - variant.lock_numbers
    return (
        HouseRule(LOCK_CROSSES, variant.min_crosses_to_lock, 0, most_before_lock),
        HouseRule(MISTHROWS_TO_END, variant.misthrow_boxes, 1, 8),
        HouseRule(MISTHROW_POINTS, variant.misthrow_penalty, 0, 20),
        HouseRule(ROWS_TO_END, variant.locked_rows_to_end, 1, len(variant.rows)),
    )
