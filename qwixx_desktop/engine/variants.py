"""Variant definitions: the data that tells the Qwixx-family games apart.

Dice, rows, lock thresholds, points tables and misthrows live here, in one object per game;
the rules modules read them instead of branching on the game's name.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class RowSpec:
    """One colour row of a crossing sheet, its numbers in the order they must be crossed."""

    colour: str  # "red", "yellow", "green", "blue" (also the colour of the row's die)
    symbol: str  # a letter/shape so that colour is never the only cue
    numbers: tuple[int, ...]
    _index: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {n: i for i, n in enumerate(self.numbers)})

    def index_of(self, number: int) -> int:
        """Position of `number` in the row, or -1 when the row does not have it."""
        return self._index.get(number, -1)


def triangular_points(max_crosses: int) -> tuple[int, ...]:
    """points[n] = n(n+1)/2 for n = 0..max_crosses crosses (the lock box counts as a cross)."""
    return tuple(n * (n + 1) // 2 for n in range(max_crosses + 1))


@dataclass(frozen=True)
class CrossVariant:
    """A game where players cross numbers in colour rows (classic, Longo, On Board)."""

    key: str
    title: str
    die_faces: int  # faces 1..die_faces on every die
    rows: tuple[RowSpec, ...]
    lock_numbers: int  # how many of a row's last numbers lock it when crossed
    min_crosses_to_lock: int  # crosses already in the row needed to cross a locking number
    points: tuple[int, ...]  # points[n] for n crosses in a row
    misthrow_boxes: int  # the game ends when a player fills the last box
    misthrow_penalty: int  # points lost per misthrow
    locked_rows_to_end: int
    min_players: int
    max_players: int

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(row.colour for row in self.rows)

    def row_index(self, colour: str) -> int:
        """Index of the row of `colour`, or -1 when the game has no such row."""
        for index, row in enumerate(self.rows):
            if row.colour == colour:
                return index
        return -1


def _colour_rows(low: int, high: int) -> tuple[RowSpec, ...]:
    rising = tuple(range(low, high + 1))
    falling = tuple(reversed(rising))
    return (
        RowSpec("red", "R", rising),
        RowSpec("yellow", "Y", rising),
        RowSpec("green", "G", falling),
        RowSpec("blue", "B", falling),
    )


CLASSIC = CrossVariant(
    key="classic",
    title="Qwixx",
    die_faces=6,
    rows=_colour_rows(2, 12),
    lock_numbers=1,
    min_crosses_to_lock=5,
    points=triangular_points(12),
    misthrow_boxes=4,
    misthrow_penalty=5,
    locked_rows_to_end=2,
    min_players=1,
    max_players=5,
)

LONGO = CrossVariant(
    key="longo",
    title="Qwixx Longo",
    die_faces=8,
    rows=_colour_rows(2, 16),
    lock_numbers=2,
    min_crosses_to_lock=6,
    points=triangular_points(15),
    misthrow_boxes=4,
    misthrow_penalty=5,
    locked_rows_to_end=2,
    min_players=1,
    max_players=5,
)

ONBOARD = CrossVariant(
    key="onboard",
    title="Qwixx On Board",
    die_faces=6,
    rows=_colour_rows(2, 12),
    lock_numbers=1,
    min_crosses_to_lock=5,
    points=triangular_points(12),
    misthrow_boxes=4,
    misthrow_penalty=5,
    locked_rows_to_end=2,
    min_players=2,
    max_players=4,
)
