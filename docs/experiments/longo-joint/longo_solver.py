"""Exact solo/hazard value table for Qwixx Longo's sheet (experiment; lucky numbers ignored).

Same method and encoding as qwixx_desktop.ai.solo_solver / solo_table, with Longo's shape:
rows of 15 numbers (2..16 rising, 16..2 falling), d8 dice, either of the last two numbers locks
after 6 crosses. S1 kept in float32 to fit memory.
"""

from __future__ import annotations

import argparse
import mmap
import multiprocessing
import os
import sys
import time

import numpy as np

ROWS = 4
if os.environ.get("SHAPE") == "classic":  # to check against the shipped classic table
    NUMBERS, FIRST_LOCK, MIN_CROSSES, FACES = 11, 10, 5, 6
else:
    NUMBERS, FIRST_LOCK, MIN_CROSSES, FACES = 15, 13, 6, 8  # indices 13, 14 lock
MISTHROWS_TO_END = 4
PENALTY = 5
OPEN_CODES = 1 + FIRST_LOCK * (FIRST_LOCK + 1) // 2  # 92
LOCKED = OPEN_CODES
CODES = OPEN_CODES + 1
OPEN_PAIRS = OPEN_CODES * (OPEN_CODES + 1) // 2
LOCKED_PAIRS = OPEN_PAIRS + OPEN_CODES
OPEN_KEYS = OPEN_PAIRS * (OPEN_PAIRS + 1) // 2
PER_MISTHROW = OPEN_KEYS + OPEN_PAIRS * OPEN_CODES
STATES = PER_MISTHROW * MISTHROWS_TO_END
TERMINAL = -1
CHUNK = 512
SENTINEL = STATES
SORT_OFFSET = 1024.0


def code_of(last: int, crosses: int) -> int:
    return 0 if last < 0 else last * (last + 1) // 2 + crosses


CODE_LAST = np.array([-1] + [p for p in range(FIRST_LOCK) for _ in range(p + 1)] + [FIRST_LOCK])
CODE_CROSSES = np.array([0] + [n for p in range(FIRST_LOCK) for n in range(1, p + 2)] + [0])


def transitions() -> tuple[np.ndarray, np.ndarray]:
    nxt = -np.ones((CODES, NUMBERS), dtype=np.int64)
    gain = np.zeros((CODES, NUMBERS))
    for code in range(OPEN_CODES):
        last, crosses = int(CODE_LAST[code]), int(CODE_CROSSES[code])
        for index in range(last + 1, FIRST_LOCK):
            nxt[code, index] = code_of(index, crosses + 1)
            gain[code, index] = crosses + 1
        if crosses >= MIN_CROSSES:
            for index in range(FIRST_LOCK, NUMBERS):
                nxt[code, index] = LOCKED
                gain[code, index] = 2 * crosses + 3
    return nxt, gain


NEXT, GAIN = transitions()
GAIN_MASKED = np.where(NEXT < 0, -np.inf, GAIN)


def rank_many(misthrows: np.ndarray, codes: np.ndarray) -> np.ndarray:
    a, b, c, d = (codes[..., i].astype(np.int64) for i in range(ROWS))
    x1, y1 = np.minimum(a, b), np.maximum(a, b)
    x2, y2 = np.minimum(c, d), np.maximum(c, d)
    first = y1 * (y1 + 1) // 2 + x1
    second = y2 * (y2 + 1) // 2 + x2
    lo, hi = np.minimum(first, second), np.maximum(first, second)
    index = np.where(
        hi < OPEN_PAIRS, hi * (hi + 1) // 2 + lo, OPEN_KEYS + (hi - OPEN_PAIRS) * OPEN_PAIRS + lo
    )
    live = (lo < OPEN_PAIRS) & (hi < LOCKED_PAIRS) & (misthrows < MISTHROWS_TO_END)
    return np.where(live, np.asarray(misthrows, dtype=np.int64) * PER_MISTHROW + index, TERMINAL)


def decode_many(ranks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    ranks = np.asarray(ranks, dtype=np.int64)
    misthrows, index = np.divmod(ranks, PER_MISTHROW)
    opened = index < OPEN_KEYS
    hi = ((np.sqrt(8.0 * index + 1) - 1) // 2).astype(np.int64)
    hi -= hi * (hi + 1) // 2 > index
    hi += (hi + 1) * (hi + 2) // 2 <= index
    lo = index - hi * (hi + 1) // 2
    locked_index = index - OPEN_KEYS
    hi = np.where(opened, hi, OPEN_PAIRS + locked_index // OPEN_PAIRS)
    lo = np.where(opened, lo, locked_index % OPEN_PAIRS)
    high, low = np.tril_indices(CODES)
    codes = np.stack([low[lo], high[lo], low[hi], high[hi]], axis=-1)
    return misthrows, codes


def white_pairs() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    weights, sums, gather = [], [], []
    for w1 in range(1, FACES + 1):
        for w2 in range(w1, FACES + 1):
            weights.append((1 if w1 == w2 else 2) / FACES**2)
            sums.append(w1 + w2 - 2)
            per_pair = []
            for row in range(ROWS):
                per_row = []
                for colour in range(1, FACES + 1):
                    choices = []
                    for white in (w1, w2):
                        number = white + colour
                        index = number - 2 if row < 2 else 2 * FACES - number
                        choices.append(((w1 + w2 - 2) * ROWS + row) * NUMBERS + index)
                    per_row.append(choices)
                per_pair.append(per_row)
            gather.append(per_pair)
    return np.array(weights), np.array(sums), np.array(gather, dtype=np.int64)


PAIR_WEIGHTS, PAIR_SUMS, PAIR_GATHER = white_pairs()
_COUNTS = np.arange(1 << 16)
CDF_PRODUCT = np.prod([((_COUNTS >> (4 * r)) & 15) / FACES for r in range(ROWS)], axis=0)
ROW_OF_SLOT = np.repeat(np.arange(ROWS, dtype=np.int64), FACES)
COUNT_STEP = (1 << (4 * np.arange(ROWS))).astype(np.int32)

_CONTINUATION = 1.0
_VALUES: np.ndarray
_S1: np.ndarray
_ORDER: np.ndarray


def canonical(misthrows: np.ndarray, codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    a, b, c, d = (codes[..., i] for i in range(ROWS))
    swap_first = a > b
    swap_second = c > d
    x1, y1 = np.minimum(a, b), np.maximum(a, b)
    x2, y2 = np.minimum(c, d), np.maximum(c, d)
    first = y1 * (y1 + 1) // 2 + x1
    second = y2 * (y2 + 1) // 2 + x2
    swap_pairs = first > second
    ranks = rank_many(misthrows, codes)
    base_first = 2 * swap_pairs
    base_second = 2 - base_first
    slots = np.stack(
        [
            base_first + swap_first,
            base_first + 1 - swap_first,
            base_second + swap_second,
            base_second + 1 - swap_second,
        ],
        axis=-1,
    )
    return ranks, slots


def expected_max(values: np.ndarray) -> np.ndarray:
    bits = (values + SORT_OFFSET).view(np.int64)
    keys = np.sort((bits & ~3) | ROW_OF_SLOT, axis=-1)
    rows = keys & 3
    sorted_values = (keys & ~3).view(np.float64) - SORT_OFFSET
    counts = np.cumsum(COUNT_STEP[rows], axis=-1, dtype=np.int32)
    cdf = CDF_PRODUCT[counts]
    jumps = np.diff(cdf, axis=-1, prepend=0.0)
    return (sorted_values * jumps).sum(axis=-1)


def solve_chunk(ranks: np.ndarray, values: np.ndarray, s1_store: np.ndarray) -> None:
    count = len(ranks)
    misthrows, codes = decode_many(ranks)
    nxt = NEXT[codes]
    gain = GAIN_MASKED[codes]
    after = np.broadcast_to(codes[:, None, None, :], (count, ROWS, NUMBERS, ROWS)).copy()
    for row in range(ROWS):
        after[:, row, :, row] = np.maximum(nxt[:, row, :], 0)
    after_ranks, slots = canonical(misthrows[:, None, None], after)
    after_ranks = np.where((nxt >= 0) & (after_ranks >= 0), after_ranks, SENTINEL)
    s1 = gain + _CONTINUATION * values[after_ranks]
    flat_store = s1_store.reshape(-1, NUMBERS)
    follow = flat_store[after_ranks[..., None] * ROWS + slots].astype(np.float64)
    follow += gain[..., None, None]
    best = np.maximum(follow[:, 0], follow[:, 1])
    np.maximum(best, follow[:, 2, ::-1], out=best)
    np.maximum(best, follow[:, 3, ::-1], out=best)
    np.maximum(best, s1[:, None], out=best)
    later = np.where(
        misthrows + 1 < MISTHROWS_TO_END,
        _CONTINUATION * values[np.minimum(ranks + PER_MISTHROW, SENTINEL)],
        0.0,
    )
    no_die = np.maximum(s1[:, 0], s1[:, 1])
    np.maximum(no_die, s1[:, 2, ::-1], out=no_die)
    np.maximum(no_die, s1[:, 3, ::-1], out=no_die)
    np.maximum(no_die, (later - PENALTY)[:, None], out=no_die)
    options = best.reshape(count, -1)[:, PAIR_GATHER].max(axis=-1)
    options = options.reshape(count, len(PAIR_WEIGHTS), -1)
    np.maximum(options, no_die[:, PAIR_SUMS, None], out=options)
    per_roll = expected_max(options)
    values[ranks] = per_roll @ PAIR_WEIGHTS
    s1_store[ranks] = s1


def _solve_range(bounds: tuple[int, int]) -> None:
    start, stop = bounds
    for begin in range(start, stop, CHUNK):
        solve_chunk(_ORDER[begin : min(stop, begin + CHUNK)], _VALUES, _S1)


def _shared(shape: tuple[int, ...], dtype: type) -> np.ndarray:
    size = int(np.prod(shape)) * np.dtype(dtype).itemsize
    return np.frombuffer(mmap.mmap(-1, size), dtype=dtype).reshape(shape)


def solve(workers: int, continuation: float, limit_levels: int = 0) -> np.ndarray:
    global _VALUES, _S1, _ORDER, _CONTINUATION
    _CONTINUATION = continuation
    started = time.perf_counter()
    levels = np.empty(STATES, dtype=np.int16)
    for begin in range(0, STATES, 1 << 22):
        stop = min(STATES, begin + (1 << 22))
        m, codes = decode_many(np.arange(begin, stop))
        levels[begin:stop] = m + (CODE_LAST[codes] + 1).sum(axis=-1)
    _ORDER = np.argsort(-levels, kind="stable").astype(np.int64)
    sorted_levels = levels[_ORDER]
    boundaries = np.flatnonzero(np.diff(sorted_levels)) + 1
    starts = np.concatenate([[0], boundaries])
    stops = np.concatenate([boundaries, [STATES]])
    print(f"ordered {STATES:,d} keys in {time.perf_counter() - started:.0f} s", flush=True)
    _VALUES = _shared((STATES + 1,), np.float64)
    _S1 = _shared((STATES + 1, ROWS, NUMBERS), np.float32)
    _S1[SENTINEL] = -np.inf
    pool = multiprocessing.get_context("fork").Pool(workers) if workers > 1 else None
    try:
        for number, (lo, hi) in enumerate(zip(starts, stops)):
            if limit_levels and number >= limit_levels:
                break
            lo, hi = int(lo), int(hi)
            step = max(CHUNK, -(-(hi - lo) // (workers * 8)))
            pieces = [(s, min(hi, s + step)) for s in range(lo, hi, step)]
            if pool is None:
                for piece in pieces:
                    _solve_range(piece)
            else:
                pool.map(_solve_range, pieces)
            print(
                f"level {int(sorted_levels[lo]):2d}: {hi - lo:10,d} keys "
                f"({time.perf_counter() - started:6.0f} s)",
                flush=True,
            )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return np.array(_VALUES[:STATES])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--continuation", type=float, default=1.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--levels", type=int, default=0)
    parser.add_argument("--out")
    args = parser.parse_args()
    values = solve(args.workers, args.continuation, args.levels)
    start = int(rank_many(np.array(0), np.zeros(4, dtype=np.int64)))
    print(f"expected from the start: {values[start]:.4f}; range {values.min():.2f} .. {values.max():.2f}")
    if args.out:
        np.save(args.out, values.astype(np.float32))
        print("saved", args.out)


if __name__ == "__main__":
    sys.exit(main())
