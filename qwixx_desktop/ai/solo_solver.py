"""Solve classic solo Qwixx exactly: `python -m qwixx_desktop.ai.solo_solver [--out PATH]`.

Backward induction over the live symmetry classes of `solo_table` (5 455 128 keys). Every
turn raises `solo_table.level` (a cross moves a row right, a misthrow adds one), so the keys
are valued level by level, highest first, in vectorised chunks.

One turn from key s, with white dice w1 <= w2 (sum W) and colour dice c_r:
  V(s) = E[ max over (action 1, action 2) of points + value after the turn ].
All six dice are visible when action 1 is chosen, so the max is over *pairs* of actions. A
pair either uses no colour die (action 2 passes) or exactly one, the die of its action-2 row,
so the turn's best = max(Y0, Y_red(c_red), ..., Y_blue(c_blue)) with Y0 the best pair without
a colour die and Y_r(c) the best pair crossing in row r with its die showing c. Those four are
independent, so the expectation over the 6^4 colour rolls is that of a maximum of independent
variables: sort their 24 values and weigh each by the jump of the product of the four CDFs.

Per key we need S1[r, k] = points + V(after crossing index k of row r), and the same vector
for every afterstate of action 1 (for the action-2 crosses that follow it). S1 of each solved
key is kept (in its canonical row order), so a key reads its 44 action-1 afterstates' vectors
instead of looking up 44 x 44 double crosses. Work is split over worker processes that share
the arrays; each key's arithmetic does not depend on the split, so the output is the same
bytes on every run.
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import mmap
import multiprocessing
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from . import solo_table as st

CHUNK = 1024
SENTINEL = st.STATES  # extra last entry: value 0, S1 all -inf (finished game or illegal cross)
# Keeps every compared value positive, so float order equals the order of their bit patterns.
SORT_OFFSET = 1024.0

# Probability that the game goes on after a turn (1 = solo: only the player ends it). Below 1
# the game may end any turn for reasons outside the sheet, as opponents do in multiplayer.
_CONTINUATION = 1.0

# Shared arrays, created before the worker processes fork.
_VALUES: np.ndarray
_S1: np.ndarray  # (STATES + 1, 4, 11)
_ORDER: np.ndarray  # ranks in solving order


def _tables() -> tuple[np.ndarray, np.ndarray]:
    nxt = np.array(st.NEXT, dtype=np.int64)
    gain = np.array(st.GAIN, dtype=np.float64)
    gain[nxt < 0] = -np.inf
    return nxt, gain


NEXT_NP, GAIN_NP = _tables()


def _white_pairs() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The 21 white rolls (w1 <= w2): probability, sum index W - 2, and the U gather indices.

    U[:, W - 2, r, k] is the best value of a pair of actions whose action 2 crosses index k of
    row r; with colour die c, action 2 may cross w1 + c or w2 + c.
    """
    weights, sums, gather = [], [], []
    for w1 in range(1, 7):
        for w2 in range(w1, 7):
            weights.append((1 if w1 == w2 else 2) / 36)
            sums.append(w1 + w2 - 2)
            per_pair = []
            for row in range(st.ROWS):
                per_row = []
                for colour in range(1, 7):
                    choices = []
                    for white in (w1, w2):
                        number = white + colour
                        index = number - 2 if row < 2 else 12 - number
                        choices.append(((w1 + w2 - 2) * st.ROWS + row) * st.NUMBERS + index)
                    per_row.append(choices)
                per_pair.append(per_row)
            gather.append(per_pair)
    return np.array(weights), np.array(sums), np.array(gather, dtype=np.int64)


PAIR_WEIGHTS, PAIR_SUMS, PAIR_GATHER = _white_pairs()
# The CDF product for packed per-row counts (3 bits per row, 0..6 values at or below).
_COUNTS = np.arange(1 << 12)
CDF_PRODUCT = np.prod([((_COUNTS >> (3 * r)) & 7) / 6 for r in range(st.ROWS)], axis=0)
ROW_OF_SLOT = np.repeat(np.arange(st.ROWS, dtype=np.int64), 6)  # 24 (row, face) slots
COUNT_STEP = (1 << (3 * np.arange(st.ROWS))).astype(np.int16)  # one more value of a row


def canonical(misthrows: np.ndarray, codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rank of each key and, per row, its slot in the canonical key (whose S1 is stored)."""
    a, b, c, d = (codes[..., i] for i in range(st.ROWS))
    swap_first = a > b
    swap_second = c > d
    x1, y1 = np.minimum(a, b), np.maximum(a, b)
    x2, y2 = np.minimum(c, d), np.maximum(c, d)
    first = y1 * (y1 + 1) // 2 + x1
    second = y2 * (y2 + 1) // 2 + x2
    swap_pairs = first > second
    ranks = st.rank_many(misthrows, codes)
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
    """E[max over rows] for values[..., 4 rows * 6 faces], each row's die uniform, independent.

    Sort the 24 values, carrying each one's row in the two lowest mantissa bits (an error of
    a few 1e-13); the CDF of the maximum after the k-th value is the product of the per-row
    counts so far, read from CDF_PRODUCT with the counts packed into one integer.
    """
    bits = (values + SORT_OFFSET).view(np.int64)
    keys = np.sort((bits & ~3) | ROW_OF_SLOT, axis=-1)
    rows = keys & 3
    sorted_values = (keys & ~3).view(np.float64) - SORT_OFFSET
    counts = np.cumsum(COUNT_STEP[rows], axis=-1, dtype=np.int16)
    cdf = CDF_PRODUCT[counts]
    jumps = np.diff(cdf, axis=-1, prepend=0.0)
    result: np.ndarray = (sorted_values * jumps).sum(axis=-1)
    return result


def solve_chunk(ranks: np.ndarray, values: np.ndarray, s1_store: np.ndarray) -> None:
    """Value the keys `ranks` (all successors solved already); write V and S1 in place."""
    count = len(ranks)
    misthrows, codes = st.decode_many(ranks)
    nxt = NEXT_NP[codes]  # (N, 4 rows, 11 indices)
    gain = GAIN_NP[codes]
    # The 44 single-cross afterstates of each key.
    after = np.broadcast_to(codes[:, None, None, :], (count, st.ROWS, st.NUMBERS, st.ROWS)).copy()
    for row in range(st.ROWS):
        after[:, row, :, row] = np.maximum(nxt[:, row, :], 0)
    after_ranks, slots = canonical(misthrows[:, None, None], after)
    after_ranks = np.where((nxt >= 0) & (after_ranks >= 0), after_ranks, SENTINEL)
    # (N, 4, 11): points + value of one cross, then the turn ends
    s1 = gain + _CONTINUATION * values[after_ranks]
    # S1 of each afterstate in this key's row order: action 2 after that action-1 cross.
    flat_store = s1_store.reshape(-1, st.NUMBERS)
    follow = flat_store[after_ranks[..., None] * st.ROWS + slots]  # (N, 4, 11, 4, 11)
    follow += gain[..., None, None]
    # U[:, W - 2, r, k]: best pair whose action 2 crosses (r, k) given white sum W. Action 1
    # crosses W at index W - 2 in red/yellow and 12 - W in green/blue, or passes.
    best = np.maximum(follow[:, 0], follow[:, 1])
    np.maximum(best, follow[:, 2, ::-1], out=best)
    np.maximum(best, follow[:, 3, ::-1], out=best)
    np.maximum(best, s1[:, None], out=best)
    # Y0[:, W - 2]: action 2 passes; with no cross at all, a misthrow.
    later = np.where(
        misthrows + 1 < st.MISTHROWS_TO_END,
        _CONTINUATION * values[np.minimum(ranks + st.PER_MISTHROW, SENTINEL)],
        0.0,
    )
    no_die = np.maximum(s1[:, 0], s1[:, 1])
    np.maximum(no_die, s1[:, 2, ::-1], out=no_die)
    np.maximum(no_die, s1[:, 3, ::-1], out=no_die)
    np.maximum(no_die, (later - st.MISTHROW_PENALTY)[:, None], out=no_die)
    # Per white roll: Y_r(c), at least Y0, then the expectation over the colour dice.
    options = best.reshape(count, -1)[:, PAIR_GATHER].max(axis=-1)  # (N, 21, 4, 6)
    options = options.reshape(count, len(PAIR_WEIGHTS), -1)
    np.maximum(options, no_die[:, PAIR_SUMS, None], out=options)
    per_roll = expected_max(options)  # (N, 21)
    total = np.zeros(count)
    for pair, weight in enumerate(PAIR_WEIGHTS):  # fixed order: same bits however split
        total += weight * per_roll[:, pair]
    values[ranks] = total
    s1_store[ranks] = s1


def _solve_range(bounds: tuple[int, int]) -> None:
    start, stop = bounds
    for begin in range(start, stop, CHUNK):
        solve_chunk(_ORDER[begin : min(stop, begin + CHUNK)], _VALUES, _S1)


def keep_freed_memory() -> None:
    """Let glibc reuse freed numpy temporaries instead of handing them back to the kernel.

    Every chunk allocates and frees tens of MB; by default glibc unmaps them and the next chunk
    page-faults them in again, which cost about 40 % of the run time. No-op off glibc.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt(-1, 1 << 30)  # M_TRIM_THRESHOLD: keep up to 1 GB of free heap
    mallopt(-3, 32 << 20)  # M_MMAP_THRESHOLD: glibc's maximum; the chunks' arrays stay below


def _shared(shape: tuple[int, ...]) -> np.ndarray:
    """A float64 array in anonymous shared memory, visible to forked workers."""
    size = int(np.prod(shape)) * 8
    buffer = mmap.mmap(-1, size)
    return np.frombuffer(buffer, dtype=np.float64).reshape(shape)


def solve(workers: int = 0, log: bool = True, continuation: float = 1.0) -> np.ndarray:
    """V for every live rank (float64); workers = 0 uses every CPU core."""
    global _VALUES, _S1, _ORDER, _CONTINUATION
    if not 0 < continuation <= 1:
        raise ValueError(f"the continuation probability must be in (0, 1], not {continuation}")
    _CONTINUATION = continuation  # before forking: the workers inherit it
    started = time.perf_counter()
    keep_freed_memory()  # before forking: the workers inherit it
    misthrows, codes = st.decode_many(np.arange(st.STATES))
    levels = misthrows + (np.array(st.CODE_LAST)[codes] + 1).sum(axis=-1)
    _ORDER = np.argsort(-levels, kind="stable")
    boundaries = np.flatnonzero(np.diff(levels[_ORDER])) + 1
    groups = np.split(np.arange(st.STATES), boundaries)
    del misthrows, codes
    _VALUES = _shared((st.STATES + 1,))
    _S1 = _shared((st.STATES + 1, st.ROWS, st.NUMBERS))
    _S1[SENTINEL] = -np.inf
    workers = workers or os.cpu_count() or 1
    pool = multiprocessing.get_context("fork").Pool(workers) if workers > 1 else None
    try:
        for group in groups:
            lo, hi = int(group[0]), int(group[-1]) + 1
            step = -(-(hi - lo) // (workers * 4))  # a few pieces per worker, balanced
            pieces = [(s, min(hi, s + step)) for s in range(lo, hi, step)]
            if pool is None:
                for piece in pieces:
                    _solve_range(piece)
            else:
                pool.map(_solve_range, pieces)
            if log:
                level_value = int(levels[_ORDER[lo]])
                print(
                    f"level {level_value:2d}: {hi - lo:9,d} keys solved "
                    f"({time.perf_counter() - started:6.1f} s)",
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    result: np.ndarray = np.array(_VALUES[: st.STATES])
    return result


SCALE = 256  # 16-bit tables: stored int16 q means OFFSET + q / SCALE, steps of 1/256 point
OFFSET = 64  # covers -64 .. +192 (the solo values span -20 .. 145.07)


def quantise(values: np.ndarray, bits: int = 16) -> tuple[np.ndarray, float, float]:
    """(stored array, scale, offset): value = offset + stored / scale.

    16 bits: int16 at the fixed scale above. 8 bits (the multiplayer table, where a third of a
    point is precise enough): uint8 spread over the whole points from min to max.
    """
    if bits == 8:
        offset = float(np.floor(values.min()))
        scale = 255 / (float(np.ceil(values.max())) - offset)
        stored: np.ndarray = np.rint((values - offset) * scale).astype(np.uint8)
        return stored, scale, offset
    scaled = np.rint((values - OFFSET) * SCALE)
    if scaled.min() < np.iinfo(np.int16).min or scaled.max() > np.iinfo(np.int16).max:
        raise ValueError(
            f"values {values.min():.2f} .. {values.max():.2f} do not fit 16 bits at "
            f"offset {OFFSET}, scale {SCALE}"
        )
    return scaled.astype(np.int16), SCALE, OFFSET


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m qwixx_desktop.ai.solo_solver",
        description="Compute the exact classic solo Qwixx value table.",
    )
    parser.add_argument("--out", type=Path, help="table file (default: by --continuation)")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: all cores)")
    parser.add_argument(
        "--continuation",
        type=float,
        default=1.0,
        help="probability that the game goes on after each turn: 1 = solo (the default); "
        f"{st.HAZARD_CONTINUATION} = the multiplayer table",
    )
    parser.add_argument("--bits", type=int, choices=(8, 16), help="default: 16 solo, 8 else")
    args = parser.parse_args(argv)
    solo = args.continuation == 1.0
    bits = args.bits or (16 if solo else 8)
    out = args.out or (st.default_path() if solo else st.hazard_path(args.continuation))
    started = time.perf_counter()
    values = solve(args.workers, continuation=args.continuation)
    initial = float(values[st.rank((0, 0, 0, 0, 0))])
    print(f"expected score from the start: {initial:.6f}")
    print(f"value range: {values.min():.3f} .. {values.max():.3f}")
    quantised, scale, offset = quantise(values, bits)
    meta = {
        "format": st.FORMAT,
        "version": st.VERSION,
        "continuation": args.continuation,
        "scale": scale,
        "offset": offset,
        "states": st.STATES,
        "initial_value": round(initial, 6),
        "sha256": hashlib.sha256(quantised.tobytes()).hexdigest(),
    }
    # The 8-bit table compresses well; the 16-bit one hardly, and stays fast to load as is.
    st.write_table(out, quantised, meta, compress=bits == 8)
    args.out = out
    size = args.out.stat().st_size
    print(f"wrote {args.out} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.1f} s total")
    return 0


if __name__ == "__main__":
    sys.exit(main())
