"""The shape of a four-row crossing sheet as the exact solver sees it, and its key encoding.

Classic and Longo sheets differ only in numbers: a row's length, how many of its last numbers
lock it, the crosses needed first, and the dice's faces. Both have two rows rising over the
white sums and two falling, so one encoding serves both (`solo_table` documents it for
classic; resources/ai/README.md spells it out):

* a row code: 0 for an empty open row, p(p+1)/2 + n for an open row whose last cross is at
  index p (below the first locking number) with n crosses, then LOCKED for a row that takes no
  more crosses (locked, or closed by someone else);
* a key: (misthrows, four row codes); the two rising rows may swap, the two falling rows may
  swap, and the dice mirror swaps the rising pair with the falling pair, so each class of up to
  eight keys has one dense rank (`rank_many`, `decode_many`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

from ..engine.variants import CLASSIC, LONGO, CrossVariant

ROWS = 4
TERMINAL = -1  # rank of a finished game (value 0)
DECODE_SLICE = 1 << 22  # ranks decoded at a time by `decoded_slices`


@dataclass(frozen=True)
class SheetShape:
    """The numbers that make a sheet; everything else is derived from them."""

    name: str
    numbers: int  # per row
    lock_numbers: int  # the row's last numbers that lock it
    min_crosses_to_lock: int
    faces: int  # on every die
    misthrows_to_end: int = 4
    misthrow_penalty: int = 5
    locks_to_end: int = 2
    # Derived in __post_init__ (read in lookups' inner loops, so stored, not computed):
    first_lock: int = field(init=False, repr=False)  # index of the first locking number
    open_codes: int = field(init=False, repr=False)
    locked: int = field(init=False, repr=False)  # the code of a row that takes no more
    codes: int = field(init=False, repr=False)
    open_pairs: int = field(init=False, repr=False)  # pairs of two open rows; then one locked
    open_keys: int = field(init=False, repr=False)  # ranks per misthrow count, 4 open rows
    per_misthrow: int = field(init=False, repr=False)
    states: int = field(init=False, repr=False)
    code_last: tuple[int, ...] = field(init=False, repr=False)
    code_crosses: tuple[int, ...] = field(init=False, repr=False)
    next_code: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    gain: tuple[tuple[int, ...], ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if self.numbers != 2 * self.faces - 1:
            raise ValueError(f"a row must hold every white sum 2..{2 * self.faces}")
        first = self.numbers - self.lock_numbers
        open_codes = 1 + first * (first + 1) // 2
        open_pairs = open_codes * (open_codes + 1) // 2
        open_keys = open_pairs * (open_pairs + 1) // 2
        per_misthrow = open_keys + open_pairs * open_codes
        sizes = {
            "first_lock": first,
            "open_codes": open_codes,
            "locked": open_codes,
            "codes": open_codes + 1,
            "open_pairs": open_pairs,
            "open_keys": open_keys,
            "per_misthrow": per_misthrow,
            "states": per_misthrow * self.misthrows_to_end,
        }
        for name, size in sizes.items():
            object.__setattr__(self, name, size)
        # CODE_LAST[code], CODE_CROSSES[code]: the (p, n) of each open code; LOCKED's p is
        # the first locking index (so `level` counts a lock as a move right).
        last = (-1, *(p for p in range(first) for _ in range(p + 1)), first)
        crosses = (0, *(n for p in range(first) for n in range(1, p + 2)), 0)
        nxt: list[tuple[int, ...]] = []
        gain: list[tuple[int, ...]] = []
        for code in range(self.codes):
            row_next = [-1] * self.numbers
            row_gain = [0] * self.numbers
            if code != self.locked:
                for index in range(last[code] + 1, first):
                    row_next[index] = self.code_of(index, crosses[code] + 1)
                    row_gain[index] = crosses[code] + 1  # points(n + 1) - points(n)
                if crosses[code] >= self.min_crosses_to_lock:
                    for index in range(first, self.numbers):
                        row_next[index] = self.locked
                        row_gain[index] = 2 * crosses[code] + 3  # the number and the lock box
            nxt.append(tuple(row_next))
            gain.append(tuple(row_gain))
        object.__setattr__(self, "code_last", last)
        object.__setattr__(self, "code_crosses", crosses)
        object.__setattr__(self, "next_code", tuple(nxt))
        object.__setattr__(self, "gain", tuple(gain))

    @classmethod
    def of(cls, variant: CrossVariant) -> SheetShape:
        """The shape of a variant's sheet; ValueError when the encoding cannot hold it."""
        rows = variant.rows
        rising = tuple(range(2, 2 * variant.die_faces + 1))
        layout = tuple(row.numbers for row in rows)
        if layout != (rising, rising, rising[::-1], rising[::-1]):
            raise ValueError(f"{variant.key}: not two rising and two falling rows of white sums")
        return cls(
            name=variant.key,
            numbers=len(rising),
            lock_numbers=variant.lock_numbers,
            min_crosses_to_lock=variant.min_crosses_to_lock,
            faces=variant.die_faces,
            misthrows_to_end=variant.misthrow_boxes,
            misthrow_penalty=variant.misthrow_penalty,
            locks_to_end=variant.locked_rows_to_end,
        )

    # ------------------------------------------------------------------ codes

    def code_of(self, last: int, crosses: int) -> int:
        """Row code of an open row whose last cross is at index `last` (-1: none)."""
        return 0 if last < 0 else last * (last + 1) // 2 + crosses

    def row_code(self, mask: int, closed: bool) -> int:
        """Row code of an engine row mask (bit i = index i crossed, above them the lock)."""
        if closed or mask >> self.first_lock:
            return self.locked
        return self.code_of(mask.bit_length() - 1, mask.bit_count())

    def level(self, misthrows: np.ndarray, codes: np.ndarray) -> np.ndarray:
        """Rises with every turn (a cross moves a row right, a misthrow adds one)."""
        last = np.asarray(self.code_last, dtype=np.int64)
        levels: np.ndarray = misthrows + (last[codes] + 1).sum(axis=-1)
        return levels

    # ------------------------------------------------------------------ ranks

    def rank_many(self, misthrows: np.ndarray, codes: np.ndarray) -> np.ndarray:
        """Dense rank of each key's class (codes[..., 4]); TERMINAL where the game is over."""
        a, b, c, d = (codes[..., i].astype(np.int64) for i in range(ROWS))
        x1, y1 = np.minimum(a, b), np.maximum(a, b)
        x2, y2 = np.minimum(c, d), np.maximum(c, d)
        first = y1 * (y1 + 1) // 2 + x1
        second = y2 * (y2 + 1) // 2 + x2
        lo, hi = np.minimum(first, second), np.maximum(first, second)
        open_pairs = self.open_pairs
        index = np.where(
            hi < open_pairs,
            hi * (hi + 1) // 2 + lo,
            self.open_keys + (hi - open_pairs) * open_pairs + lo,
        )
        live = (
            (lo < open_pairs)
            & (hi < open_pairs + self.open_codes)
            & (misthrows < self.misthrows_to_end)
        )
        misthrows = np.asarray(misthrows, dtype=np.int64)
        return np.where(live, misthrows * self.per_misthrow + index, TERMINAL)

    def decode_many(self, ranks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Inverse of rank_many for live ranks: (misthrows, canonical codes[..., 4])."""
        ranks = np.asarray(ranks, dtype=np.int64)
        misthrows, index = np.divmod(ranks, self.per_misthrow)
        opened = index < self.open_keys
        # Open part: index = hi(hi+1)/2 + lo with lo <= hi; invert the triangular number.
        hi = ((np.sqrt(8.0 * index + 1) - 1) // 2).astype(np.int64)
        hi -= hi * (hi + 1) // 2 > index
        hi += (hi + 1) * (hi + 2) // 2 <= index
        lo = index - hi * (hi + 1) // 2
        locked_index = index - self.open_keys
        hi = np.where(opened, hi, self.open_pairs + locked_index // self.open_pairs)
        lo = np.where(opened, lo, locked_index % self.open_pairs)
        high, low = np.tril_indices(self.codes)  # pair index i holds codes low[i] <= high[i]
        codes = np.stack([low[lo], high[lo], low[hi], high[hi]], axis=-1)
        return misthrows, codes

    def decoded_slices(self) -> Iterator[tuple[slice, np.ndarray, np.ndarray]]:
        """Every live rank decoded, a slice of ranks at a time: (the slice, misthrows,
        codes). Longo's 38 million keys decoded at once would take GBs of temporaries."""
        for begin in range(0, self.states, DECODE_SLICE):
            stop = min(self.states, begin + DECODE_SLICE)
            misthrows, codes = self.decode_many(np.arange(begin, stop))
            yield slice(begin, stop), misthrows, codes


CLASSIC_SHAPE = SheetShape.of(CLASSIC)
LONGO_SHAPE = SheetShape.of(LONGO)
SHAPES = {shape.name: shape for shape in (CLASSIC_SHAPE, LONGO_SHAPE)}
