"""The exact solo value table of classic Qwixx: its state encoding, its file, and lookups.

State encoding (`SoloKey`): (misthrows, red, yellow, green, blue) where each row is a *row
code*. An open row is (p, n) = (index of its last cross, -1 for none; crosses in it) and its
code is 0 for (-1, 0) and p(p+1)/2 + n for p = 0..9, n = 1..p+1 (codes 0..55, ordered by p so
that every cross raises a row's code). LOCKED (56) is a row that can take no more crosses and
has no die any more: locked by the player, or closed by someone else. Points already scored do
not matter for the future, so the table stores the expected points *still to come* from the
start of a turn (before the roll) under the strategy that maximises the expected final score.
Expected final score = current score + value. Terminal keys (4 misthrows, 2 rows locked) are 0.

Symmetries: swapping red/yellow, swapping green/blue and the dice mirror v -> 7 - v (which
maps red/yellow index i to green/blue index i) leave the game unchanged, so a key is stored
once per orbit. Canonical form: each colour pair sorted, then the two pairs ordered by their
pair index. `rank` numbers the live canonical keys densely: 1 363 782 per misthrow count,
5 455 128 in all.

File (`resources/ai/classic-solo.npz`, written by `solo_solver`): the values q (int16, one per
rank: value = offset + q / scale, offset 64 and scale 256 as written today) stored as
`steps`, the byte planes of their differences from rank to rank, deflated (`encode_values`),
and `meta` (a JSON string: format, version, scale, offset, states, dtype, initial value,
sha256 of the values' bytes). See resources/ai/README.md.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

from ..gamedata import resources_dir
from .sheet_shape import CLASSIC_SHAPE, TERMINAL

SoloKey = tuple[int, int, int, int, int]  # (misthrows, red, yellow, green, blue row codes)

FORMAT = "qwixx-desktop classic solo value table"
VERSION = 2  # 2: values stored as deflated steps (1: as they are)
SHAPE = CLASSIC_SHAPE
ROWS = 4
NUMBERS = SHAPE.numbers  # numbers per row; index 10 is the locking number
LOCK_INDEX = NUMBERS - 1
MIN_CROSSES_TO_LOCK = SHAPE.min_crosses_to_lock
MISTHROW_PENALTY = SHAPE.misthrow_penalty
MISTHROWS_TO_END = SHAPE.misthrows_to_end
LOCKS_TO_END = SHAPE.locks_to_end

OPEN_CODES = SHAPE.open_codes  # 56
LOCKED = SHAPE.locked
CODES = SHAPE.codes
OPEN_PAIRS = SHAPE.open_pairs  # 1596 pairs of two open rows
LOCKED_PAIRS = OPEN_PAIRS + OPEN_CODES  # pair indices 1596..1651 hold one locked row
OPEN_KEYS = SHAPE.open_keys  # 1 274 406 per misthrow count
PER_MISTHROW = SHAPE.per_misthrow  # 1 363 782
STATES = SHAPE.states  # 5 455 128

# The scalar lookups below hard-code the classic sheet; fail loudly if the variant changes.
assert (NUMBERS, SHAPE.lock_numbers, SHAPE.faces, STATES) == (11, 1, 6, 5_455_128)

code_of = SHAPE.code_of
# CODE_LAST[code], CODE_CROSSES[code]: the (p, n) of each open code; LOCKED has p = 10.
CODE_LAST = SHAPE.code_last
CODE_CROSSES = SHAPE.code_crosses
# NEXT[code][index]: the code after crossing `index` (-1: illegal); GAIN: points won.
NEXT, GAIN = SHAPE.next_code, SHAPE.gain


def level(key: SoloKey) -> int:
    """Rises with every turn (each cross moves a row right, each misthrow adds one)."""
    return key[0] + sum(CODE_LAST[code] + 1 for code in key[1:])


def is_terminal(key: SoloKey) -> bool:
    return key[0] >= MISTHROWS_TO_END or key[1:].count(LOCKED) >= LOCKS_TO_END


def rank(key: SoloKey) -> int:
    """Dense index of the key's symmetry class among live keys; TERMINAL for a finished game."""
    misthrows, a, b, c, d = key
    if misthrows >= MISTHROWS_TO_END:
        return TERMINAL
    if a > b:
        a, b = b, a
    if c > d:
        c, d = d, c
    first = b * (b + 1) // 2 + a
    second = d * (d + 1) // 2 + c
    if first > second:
        first, second = second, first
    if second < OPEN_PAIRS:
        index = second * (second + 1) // 2 + first
    elif first < OPEN_PAIRS and second < LOCKED_PAIRS:
        index = OPEN_KEYS + (second - OPEN_PAIRS) * OPEN_PAIRS + first
    else:
        return TERMINAL
    return misthrows * PER_MISTHROW + index


rank_many = SHAPE.rank_many
decode_many = SHAPE.decode_many


def decode(index: int) -> SoloKey:
    misthrows, codes = decode_many(np.array([index]))
    return (int(misthrows[0]), *(int(c) for c in codes[0]))  # type: ignore[return-value]


def symmetric_keys(key: SoloKey) -> list[SoloKey]:
    """The key's images under the 8 symmetries (with repeats when it is symmetric)."""
    m, a, b, c, d = key
    images = []
    for first, second in (((a, b), (c, d)), ((c, d), (a, b))):
        for x, y in (first, first[::-1]):
            for z, w in (second, second[::-1]):
                images.append((m, x, y, z, w))
    return images


# ----------------------------------------------------------------------------- the file


class SoloTableError(Exception):
    """The value table is missing or damaged; the message says how to rebuild it."""


# The multiplayer ("hazard") table: the same Bellman equation, but after every turn the game
# goes on only with this probability, as opponents may end it any turn. Measured against skip2
# in 1v1: 0.9 plays best of 0.85 / 0.9 / 0.93 (bench/bench_ai_solo.py prints the figures).
# 1v1 the expert reads the opponent's future from it (its own by the opponent's lock distance:
# `classic_phase`); with three to five players every future from `classic_cycle`.
HAZARD_CONTINUATION = 0.9


def default_path() -> Path:
    return resources_dir() / "ai" / "classic-solo.npz"


def hazard_path(continuation: float = HAZARD_CONTINUATION) -> Path:
    """The multiplayer table solved with this continuation (HAZARD_CONTINUATION ships)."""
    if continuation == HAZARD_CONTINUATION:
        return resources_dir() / "ai" / "classic-hazard.npz"
    return resources_dir() / "ai" / f"classic-hazard-{round(100 * continuation)}.npz"


VALUE_TYPES = ("int16", "uint8")  # 16-bit solo table, 8-bit multiplayer ones
_REBUILD = "rebuild it with `python -m qwixx_desktop.ai.solo_solver`"


class SoloTable:
    """The loaded table: value(key) = expected points still to come (0 for a finished game)."""

    def __init__(
        self, quantised: np.ndarray, scale: float, offset: float, meta: dict[str, Any]
    ) -> None:
        self.quantised = quantised
        self.scale = scale
        self.step = 1.0 / scale
        # Probability that the game goes on after a turn (1 for the solo table).
        self.continuation = float(meta.get("continuation", 1.0))
        self.offset = float(offset)
        self.meta = meta
        self._items = np.ascontiguousarray(quantised).data  # gives Python ints: faster

    def value(self, key: SoloKey) -> float:
        index = rank(key)
        if index == TERMINAL:
            return 0.0
        return self.offset + self._items[index] * self.step

    def values_of_ranks(self, ranks: np.ndarray) -> np.ndarray:
        """Vectorised lookup; TERMINAL ranks give 0."""
        live = ranks != TERMINAL
        out = np.zeros(ranks.shape, dtype=np.float64)
        out[live] = self.offset + self.quantised[ranks[live]] * self.step
        return out

    def end_of_turn(self, key: SoloKey, crossed: bool) -> float:
        """Value once the turn is over: a misthrow (-5) first when nothing was crossed; the
        rest counts with the probability that the game goes on."""
        if crossed:
            return self.continuation * self.value(key)
        misthrows = key[0] + 1
        later = 0.0 if misthrows >= MISTHROWS_TO_END else self.value((misthrows, *key[1:]))
        return self.continuation * later - MISTHROW_PENALTY


def encode_values(quantised: np.ndarray) -> np.ndarray:
    """The values as byte planes (least significant first) of their steps from one rank to the
    next, modulo the integer's range. Neighbouring ranks hold close values, so the planes
    deflate to about half their size; the values as they are hardly deflate (the 16-bit ones'
    low bytes are all but random)."""
    unsigned = quantised.view(np.dtype(f"u{quantised.dtype.itemsize}"))
    steps = np.diff(unsigned, prepend=unsigned.dtype.type(0))  # wraps around: exact
    return np.ascontiguousarray(steps.view(np.uint8).reshape(-1, steps.itemsize).T)


def decode_values(planes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """`encode_values` undone."""
    unsigned = np.dtype(f"u{dtype.itemsize}")
    steps = np.ascontiguousarray(planes.T).view(unsigned).reshape(-1)
    return np.cumsum(steps, dtype=unsigned).view(dtype)


def write_table(path: Path, quantised: np.ndarray, meta: dict[str, Any]) -> None:
    """Write a table's npz atomically (see `write_arrays`), its values as `encode_values`."""
    meta = {**meta, "dtype": quantised.dtype.name}
    arrays = {
        "steps": encode_values(quantised),
        "meta": np.array(json.dumps(meta, sort_keys=True)),
    }
    write_arrays(path, arrays)


def write_arrays(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """Write a deflated npz atomically with fixed zip timestamps, so equal data give equal
    bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    method = zipfile.ZIP_DEFLATED
    try:
        with zipfile.ZipFile(temporary, "w", compression=method) as archive:
            for name, array in arrays.items():
                info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = method
                info.external_attr = 0o644 << 16
                with archive.open(info, "w", force_zip64=True) as handle:
                    np.lib.format.write_array(handle, array, allow_pickle=False)
        with open(temporary, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def read_table(path: Path) -> SoloTable:
    """Load and check a table file; raises SoloTableError when it is missing or damaged."""
    if not path.is_file():
        raise SoloTableError(f"solo value table not found: {path}; {_REBUILD}")
    try:
        with np.load(path, allow_pickle=False) as archive:
            meta = json.loads(str(archive["meta"]))
            planes = archive["steps"]
    except (OSError, ValueError, KeyError, zipfile.BadZipFile, json.JSONDecodeError) as error:
        raise SoloTableError(f"solo value table {path} is damaged ({error}); {_REBUILD}") from None
    checked = _checked_values(meta, planes)
    if isinstance(checked, str):
        raise SoloTableError(f"solo value table {path}: {checked}; {_REBUILD}")
    return SoloTable(checked, meta["scale"], meta["offset"], meta)


def _checked_values(meta: Any, planes: np.ndarray) -> np.ndarray | str:
    """The values a table file holds, or what is wrong with it."""
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        return "not a classic solo value table"
    if meta.get("version") != VERSION:
        return f"format version {meta.get('version')}, expected {VERSION}"
    dtype = meta.get("dtype")
    if dtype not in VALUE_TYPES or planes.dtype != np.uint8:
        return f"values are {dtype!r:.20} in {planes.dtype} planes, not int16 or uint8"
    if planes.shape != (np.dtype(dtype).itemsize, STATES):
        return f"{dtype} values in planes {list(planes.shape)}, not of {STATES}"
    quantised = decode_values(planes, np.dtype(dtype))
    if hashlib.sha256(quantised.tobytes()).hexdigest() != meta.get("sha256"):
        return "checksum mismatch"
    if not isinstance(meta.get("scale"), int | float) or meta["scale"] <= 0:
        return "bad scale"
    if not isinstance(meta.get("offset"), int | float):
        return "bad offset"
    if not 0 < meta.get("continuation", 1.0) <= 1:
        return "bad continuation probability"
    return quantised


_LOADED: dict[Path, SoloTable] = {}
_LOCK = threading.Lock()


def load_table(path: Path | None = None) -> SoloTable:
    """The table, read once per process (later calls return the same object)."""
    path = (path or default_path()).resolve()
    with _LOCK:
        table = _LOADED.get(path)
        if table is None:
            table = _LOADED[path] = read_table(path)
        return table


_HAZARD: dict[float, SoloTable] = {}


def load_hazard_table(continuation: float = HAZARD_CONTINUATION) -> SoloTable:
    """A multiplayer table (the game goes on after a turn with this probability); kept by
    continuation, as the experts ask for it at every decision (resolving its path each time
    took most of a decision)."""
    table = _HAZARD.get(continuation)
    if table is None:
        table = _HAZARD[continuation] = load_table(hazard_path(continuation))
    return table


# ----------------------------------------------------------------------------- engine states


# Row code of a sheet row (bit mask: index i crossed, bit 11 the lock); a closed row counts as
# locked.
row_code = SHAPE.row_code


def key_of(state: Any, player: int) -> SoloKey:
    """The SoloKey of `player`'s sheet in a classic CrossState."""
    marks = state.marks[player]
    closed = state.closed
    return (
        min(state.misthrows[player], MISTHROWS_TO_END),
        row_code(marks[0], bool(closed & 1)),
        row_code(marks[1], bool(closed & 2)),
        row_code(marks[2], bool(closed & 4)),
        row_code(marks[3], bool(closed & 8)),
    )


def number_index(row: int, number: int) -> int:
    """Index of `number` in a classic row (red/yellow 2..12, green/blue 12..2), -1 if none."""
    index = number - 2 if row < 2 else 12 - number
    return index if 0 <= index < NUMBERS else -1


def cross_key(key: SoloKey, row: int, index: int) -> tuple[SoloKey, int] | None:
    """(key after crossing `index` in `row`, points won), or None when the cross is illegal."""
    code = key[1 + row]
    new = NEXT[code][index] if 0 <= index < NUMBERS else -1
    if new < 0:
        return None
    crossed = list(key)
    crossed[1 + row] = new
    return (crossed[0], crossed[1], crossed[2], crossed[3], crossed[4]), GAIN[code][index]


def colour_crosses(key: SoloKey, dice: tuple[int | None, ...]) -> list[tuple[int, int]]:
    """The (row, index) crosses action 2 allows from `key` with these six dice (white, white,
    red, yellow, green, blue); rows locked in `key` have no die any more."""
    whites = sorted({dice[0] or 0, dice[1] or 0})
    crosses = []
    for row in range(ROWS):
        colour = dice[2 + row]
        if colour is None or key[1 + row] == LOCKED:
            continue
        for white in whites:
            index = number_index(row, white + colour)
            if index >= 0 and NEXT[key[1 + row]][index] >= 0:
                crosses.append((row, index))
    return crosses


def afterstate_value(
    table: SoloTable, key: SoloKey, crosses: list[tuple[int, int]], crossed_before: bool = False
) -> float:
    """Points won by these (row, index) crosses, made in order in one turn, plus the table's
    value once the turn ends (a misthrow first if nothing was crossed in the whole turn).

    Raises ValueError when a cross is illegal. Locking the second row ends the game at once.
    """
    total = 0
    for row, index in crosses:
        result = cross_key(key, row, index)
        if result is None:
            raise ValueError(f"cannot cross index {index} in row {row} of {key}")
        key, gain = result
        total += gain
        if is_terminal(key):
            return float(total)
    return total + table.end_of_turn(key, crossed_before or bool(crosses))


def turn_value(
    table: SoloTable, key: SoloKey, dice: tuple[int | None, ...], first: list[tuple[int, int]]
) -> float:
    """Solo, all six dice visible: value of action 1 `first` (one cross, or [] to pass) followed
    by the best action 2 with these dice (a cross, or passing)."""
    best = afterstate_value(table, key, first)
    after = key
    for row, index in first:
        result = cross_key(after, row, index)
        if result is None:
            raise ValueError(f"cannot cross index {index} in row {row} of {key}")
        after = result[0]
    if is_terminal(after):  # the second lock ended the game after action 1
        return best
    for cross in colour_crosses(after, dice):
        best = max(best, afterstate_value(table, key, [*first, cross]))
    return best
