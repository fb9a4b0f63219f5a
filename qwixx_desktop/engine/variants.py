"""Variant definitions: the data that tells the Qwixx-family games apart.

Dice, rows, lock thresholds, points tables and misthrows live here, in one object per game;
the rules modules read them instead of branching on the game's name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .errors import SetupError


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

# On Board's sheet is classic's; the board and its figure are the game's own (onboard.py).
ONBOARD = replace(CLASSIC, key="onboard", title="Qwixx On Board", min_players=2, max_players=4)


# ---------------------------------------------------------------------- variants as data

# Limits of a crossing game given as data: what the sheet, the dice and save files can hold.
MAX_ROWS = 8
MAX_DIE_FACES = 20
MAX_PLAYERS = 8
MAX_TEXT = 40
_KEY = re.compile(r"[a-z][a-z0-9_-]{0,23}")
_FIELDS = frozenset(
    {
        "key",
        "title",
        "die_faces",
        "rows",
        "lock_numbers",
        "min_crosses_to_lock",
        "points",
        "misthrow_boxes",
        "misthrow_penalty",
        "locked_rows_to_end",
        "min_players",
        "max_players",
    }
)
_ROW_FIELDS = frozenset({"colour", "symbol", "numbers"})


def _text(data: Mapping[str, object], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_TEXT:
        raise SetupError(
            f"{where}: {key!r} must be a non-empty text of at most {MAX_TEXT} characters, "
            f"not {value!r:.40}"
        )
    return value.strip()


def _whole(data: Mapping[str, object], key: str, low: int, high: int, where: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise SetupError(f"{where}: {key!r} must be a whole number {low}-{high}, not {value!r:.40}")
    return value


def _row_from_json(data: object, number: int, highest: int) -> RowSpec:
    where = f"row {number}"
    if not isinstance(data, dict):
        raise SetupError(f"{where} must be an object with colour, symbol and numbers")
    unknown = sorted(set(data) - _ROW_FIELDS)
    if unknown:
        raise SetupError(f"{where} has unknown keys {unknown} (allowed: colour, symbol, numbers)")
    colour = _text(data, "colour", where)
    symbol = _text(data, "symbol", where)
    numbers = data.get("numbers")
    if (
        not isinstance(numbers, list)
        or len(numbers) < 2
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers)
    ):
        raise SetupError(
            f"{where} ({colour}): 'numbers' must be a list of at least two whole numbers, "
            f"not {numbers!r:.60}"
        )
    outside = [n for n in numbers if not 2 <= n <= highest]
    if outside:
        raise SetupError(
            f"{where} ({colour}): numbers must be sums of two dice, 2-{highest}, not {outside}"
        )
    if len(set(numbers)) != len(numbers):
        raise SetupError(f"{where} ({colour}): each number may appear once, not {numbers}")
    return RowSpec(colour, symbol, tuple(numbers))


def variant_from_json(data: object) -> CrossVariant:
    """A crossing game from its JSON data (the fields of CrossVariant; rows as objects with
    colour, symbol and numbers; points optional, triangular by default).

    Raises SetupError naming the field at fault, so a game can be a data file.
    """
    if not isinstance(data, dict):
        raise SetupError(f"a game's data must be a JSON object, not {type(data).__name__}")
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise SetupError(f"the game data has unknown keys {unknown}")
    missing = sorted(_FIELDS - {"points"} - set(data))
    if missing:
        raise SetupError(f"the game data lacks {', '.join(missing)}")
    where = "the game data"
    key = data["key"]
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise SetupError(
            f"{where}: 'key' must be 1-24 lower-case letters, digits, '_' or '-', starting "
            f"with a letter, not {key!r:.40}"
        )
    title = _text(data, "title", where)
    faces = _whole(data, "die_faces", 2, MAX_DIE_FACES, where)
    raw_rows = data["rows"]
    if not isinstance(raw_rows, list) or not 1 <= len(raw_rows) <= MAX_ROWS:
        raise SetupError(f"{where}: 'rows' must be a list of 1-{MAX_ROWS} rows")
    rows = tuple(_row_from_json(row, n, 2 * faces) for n, row in enumerate(raw_rows, start=1))
    for field_name in ("colour", "symbol"):
        values = [getattr(row, field_name) for row in rows]
        if len(set(values)) != len(values):
            raise SetupError(f"{where}: every row needs its own {field_name}, not {values}")
    shortest = min(len(row.numbers) for row in rows)
    longest = max(len(row.numbers) for row in rows)
    lock_numbers = _whole(data, "lock_numbers", 1, shortest - 1, where)
    min_crosses = _whole(data, "min_crosses_to_lock", 0, shortest - lock_numbers, where)
    # A row scores for each crossed number and for its lock box.
    most_crosses = longest + 1
    if "points" in data:
        points = data["points"]
        if (
            not isinstance(points, list)
            or len(points) != most_crosses + 1
            or not all(isinstance(p, int) and not isinstance(p, bool) for p in points)
            or points[0] != 0
        ):
            raise SetupError(
                f"{where}: 'points' must list the points for 0-{most_crosses} crosses "
                f"({most_crosses + 1} whole numbers, the first 0), not {points!r:.60}"
            )
        points_table = tuple(points)
    else:
        points_table = triangular_points(most_crosses)
    misthrow_boxes = _whole(data, "misthrow_boxes", 1, 8, where)
    misthrow_penalty = _whole(data, "misthrow_penalty", 0, 20, where)
    rows_to_end = _whole(data, "locked_rows_to_end", 1, len(rows), where)
    min_players = _whole(data, "min_players", 1, MAX_PLAYERS, where)
    max_players = _whole(data, "max_players", min_players, MAX_PLAYERS, where)
    return CrossVariant(
        key=key,
        title=title,
        die_faces=faces,
        rows=rows,
        lock_numbers=lock_numbers,
        min_crosses_to_lock=min_crosses,
        points=points_table,
        misthrow_boxes=misthrow_boxes,
        misthrow_penalty=misthrow_penalty,
        locked_rows_to_end=rows_to_end,
        min_players=min_players,
        max_players=max_players,
    )
