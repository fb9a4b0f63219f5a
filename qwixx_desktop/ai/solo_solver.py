"""Solve a four-row sheet exactly: `python -m qwixx_desktop.ai.solo_solver [--game G] ...`.

Backward induction over the live symmetry classes of a `sheet_shape` (classic: 5 455 128 keys,
Longo: 38 185 428). Every turn raises `SheetShape.level` (a cross moves a row right, a
misthrow adds one), so the keys are valued level by level, highest first, in vectorised
chunks. Classic's tables ship as they are (`solo_table`); Longo's is shipped as a model of
pairs of rows (`pairs_model`: 38 million values would take tens of MB).

One turn from key s, with white dice w1 <= w2 (sum W) and colour dice c_r:
  V(s) = E[ max over (action 1, action 2) of points + value after the turn ].
All six dice are visible when action 1 is chosen, so the max is over *pairs* of actions. A
pair either uses no colour die (action 2 passes) or exactly one, the die of its action-2 row,
so the turn's best = max(Y0, Y_red(c_red), ..., Y_blue(c_blue)) with Y0 the best pair without
a colour die and Y_r(c) the best pair crossing in row r with its die showing c. Those four are
independent, so the expectation over the 6^4 colour rolls is that of a maximum of independent
variables: sort their 24 values and weigh each by the jump of the product of the four CDFs.
(Classic's numbers; Longo's d8 give 36 white rolls and 8^4 colour rolls.)

With other players (`white_rolls`), one's own turn is followed by their rolls, on which one
may cross only the white sum W in one row, or nothing: that roll's value is the expectation over
W of the best of those single crosses and passing, read off the same single-cross afterstates.
A key's value at each roll of the cycle reads the next roll's at the same key, so the rolls are
valued last first, after one's own (which reads the first other roll at later keys only).

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
from .pairs_model import fit, model_path, write_model
from .sheet_shape import CLASSIC_SHAPE, ROWS, SHAPES, SheetShape

CHUNK = 1024
# Keeps every compared value positive, so float order equals the order of their bit patterns.
SORT_OFFSET = 1024.0
# Above this many bytes the per-key S1 vectors are kept in float32 (Longo's would take 18 GB
# in float64); classic's stay float64, so its tables keep their bytes.
S1_FLOAT64_LIMIT = 4_000_000_000


class ShapeArrays:
    """What the solver reads for one sheet shape, as NumPy arrays."""

    def __init__(self, shape: SheetShape) -> None:
        self.shape = shape
        self.sentinel = shape.states  # extra last entry: value 0, S1 all -inf
        self.next = np.array(shape.next_code, dtype=np.int64)
        gain = np.array(shape.gain, dtype=np.float64)
        gain[self.next < 0] = -np.inf
        self.gain = gain
        self.pair_weights, self.pair_sums, self.pair_gather = self._white_pairs()
        # The CDF product for per-row counts packed `bits` to a row (0..faces values at or
        # below), the row of each of the rows x faces slots, and one more value of a row.
        faces = shape.faces
        bits = faces.bit_length()
        counts = np.arange(1 << (bits * ROWS))
        mask = (1 << bits) - 1
        self.cdf_product = np.prod(
            [((counts >> (bits * r)) & mask) / faces for r in range(ROWS)], axis=0
        )
        self.row_of_slot = np.repeat(np.arange(ROWS, dtype=np.int64), faces)
        self.count_step = (1 << (bits * np.arange(ROWS))).astype(np.int32)

    def _white_pairs(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The white rolls (w1 <= w2): probability, sum index W - 2, and the U gather indices.

        U[:, W - 2, r, k] is the best value of a pair of actions whose action 2 crosses index k
        of row r; with colour die c, action 2 may cross w1 + c or w2 + c.
        """
        faces, numbers = self.shape.faces, self.shape.numbers
        weights, sums, gather = [], [], []
        for w1 in range(1, faces + 1):
            for w2 in range(w1, faces + 1):
                weights.append((1 if w1 == w2 else 2) / faces**2)
                sums.append(w1 + w2 - 2)
                per_pair = []
                for row in range(ROWS):
                    per_row = []
                    for colour in range(1, faces + 1):
                        choices = []
                        for white in (w1, w2):
                            number = white + colour
                            index = number - 2 if row < 2 else 2 * faces - number
                            choices.append(((w1 + w2 - 2) * ROWS + row) * numbers + index)
                        per_row.append(choices)
                    per_pair.append(per_row)
                gather.append(per_pair)
        return np.array(weights), np.array(sums), np.array(gather, dtype=np.int64)


# Probability that the game goes on after a turn (1 = solo: only the player ends it). Below 1
# the game may end any turn for reasons outside the sheet, as opponents do in multiplayer.
_CONTINUATION = 1.0
# Value added after a turn, by rank (sentinel last, 0), or None: what the sheet is worth in
# the phases the game may move on to, solved before (`classic_phase`).
_KNOWN: np.ndarray | None = None
# Rolls of the other players after each of one's own, on which one may cross only the white
# sum (or nothing, without a misthrow). With any, the continuation and the known values apply
# after the last of them, not after one's own turn.
_WHITE_ROLLS = 0

# Set before the worker processes fork, which share them.
_ARRAYS: ShapeArrays
_VALUES: np.ndarray  # (1 + white rolls, STATES + 1): one's own roll, then the others'
_S1: np.ndarray  # (STATES + 1, 4, numbers)
_ORDER: np.ndarray  # ranks in solving order


def canonical(
    shape: SheetShape, misthrows: np.ndarray, codes: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Rank of each key and, per row, its slot in the canonical key (whose S1 is stored)."""
    a, b, c, d = (codes[..., i] for i in range(ROWS))
    swap_first = a > b
    swap_second = c > d
    x1, y1 = np.minimum(a, b), np.maximum(a, b)
    x2, y2 = np.minimum(c, d), np.maximum(c, d)
    first = y1 * (y1 + 1) // 2 + x1
    second = y2 * (y2 + 1) // 2 + x2
    swap_pairs = first > second
    ranks = shape.rank_many(misthrows, codes)
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


def expected_max(arrays: ShapeArrays, values: np.ndarray) -> np.ndarray:
    """E[max over rows] for values[..., 4 rows * faces], each row's die uniform, independent.

    Sort the values, carrying each one's row in the two lowest mantissa bits (an error of a
    few 1e-13); the CDF of the maximum after the k-th value is the product of the per-row
    counts so far, read from cdf_product with the counts packed into one integer.
    """
    bits = (values + SORT_OFFSET).view(np.int64)
    keys = np.sort((bits & ~3) | arrays.row_of_slot, axis=-1)
    rows = keys & 3
    sorted_values = (keys & ~3).view(np.float64) - SORT_OFFSET
    counts = np.cumsum(arrays.count_step[rows], axis=-1, dtype=np.int32)
    cdf = arrays.cdf_product[counts]
    jumps = np.diff(cdf, axis=-1, prepend=0.0)
    result: np.ndarray = (sorted_values * jumps).sum(axis=-1)
    return result


def _after_roll(last: bool) -> tuple[float, np.ndarray | None]:
    """(continuation, known values) after a roll of the cycle: the game goes on (or moves to
    another phase) only after its last roll."""
    return (_CONTINUATION, _KNOWN) if last else (1.0, None)


def solve_chunk(ranks: np.ndarray, values: np.ndarray, s1_store: np.ndarray) -> None:
    """Value the keys `ranks` (all successors solved already); write their values at every
    roll of the cycle (`values[0]` one's own) and S1 in place."""
    own_turn(ranks, values, s1_store)
    # The others' rolls, last first: each reads the next one's values at the same key.
    for roll in range(_WHITE_ROLLS, 0, -1):
        following = values[(roll + 1) % (_WHITE_ROLLS + 1)]
        values[roll, ranks] = white_roll(ranks, following, *_after_roll(roll == _WHITE_ROLLS))


def _single_crosses(ranks: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(misthrows, gain, after ranks, slots) of every single cross from the keys `ranks`:
    points of crossing index k of row r (-inf where it may not) and the key after it (the
    sentinel where none)."""
    arrays = _ARRAYS
    shape = arrays.shape
    numbers = shape.numbers
    misthrows, codes = shape.decode_many(ranks)
    nxt = arrays.next[codes]  # (N, 4 rows, numbers)
    gain = arrays.gain[codes]
    after = np.broadcast_to(codes[:, None, None, :], (len(ranks), ROWS, numbers, ROWS)).copy()
    for row in range(ROWS):
        after[:, row, :, row] = np.maximum(nxt[:, row, :], 0)
    after_ranks, slots = canonical(shape, misthrows[:, None, None], after)
    after_ranks = np.where((nxt >= 0) & (after_ranks >= 0), after_ranks, arrays.sentinel)
    return misthrows, gain, after_ranks, slots


def white_roll(
    ranks: np.ndarray, following: np.ndarray, continuation: float, known: np.ndarray | None
) -> np.ndarray:
    """The keys' values on another player's roll: the white sum crossed in one row, or
    nothing, then `following` (with `continuation` and `known`)."""
    arrays = _ARRAYS
    _, gain, after_ranks, _ = _single_crosses(ranks)
    later = continuation * following[after_ranks]
    stay = continuation * following[ranks]
    if known is not None:
        later += known[after_ranks]
        stay += known[ranks]
    crossed = gain + later  # (N, 4, numbers); index W - 2 rising, the reverse falling
    best = np.maximum(crossed[:, 0], crossed[:, 1])
    np.maximum(best, crossed[:, 2, ::-1], out=best)
    np.maximum(best, crossed[:, 3, ::-1], out=best)
    np.maximum(best, stay[:, None], out=best)
    total = np.zeros(len(ranks))
    for pair, weight in enumerate(arrays.pair_weights):  # fixed order: same bits however split
        total += weight * best[:, arrays.pair_sums[pair]]
    return total


def own_turn(ranks: np.ndarray, values: np.ndarray, s1_store: np.ndarray) -> None:
    """Value the keys `ranks` on one's own roll; write values[0] and S1 in place."""
    arrays = _ARRAYS
    shape = arrays.shape
    numbers = shape.numbers
    count = len(ranks)
    misthrows, gain, after_ranks, slots = _single_crosses(ranks)
    continuation, known = _after_roll(_WHITE_ROLLS == 0)
    following = values[1 % (_WHITE_ROLLS + 1)]
    # (N, 4, numbers): points + value of one cross, then the turn ends
    s1 = gain + continuation * following[after_ranks]
    if known is not None:
        s1 += known[after_ranks]
    # S1 of each afterstate in this key's row order: action 2 after that action-1 cross.
    flat_store = s1_store.reshape(-1, numbers)
    follow = flat_store[after_ranks[..., None] * ROWS + slots].astype(np.float64, copy=False)
    follow += gain[..., None, None]  # (N, 4, numbers, 4, numbers)
    # U[:, W - 2, r, k]: best pair whose action 2 crosses (r, k) given white sum W. Action 1
    # crosses W at index W - 2 in the rising rows and 2 * faces - W in the falling ones, or
    # passes.
    best = np.maximum(follow[:, 0], follow[:, 1])
    np.maximum(best, follow[:, 2, ::-1], out=best)
    np.maximum(best, follow[:, 3, ::-1], out=best)
    np.maximum(best, s1[:, None], out=best)
    # Y0[:, W - 2]: action 2 passes; with no cross at all, a misthrow.
    misthrown = np.minimum(ranks + shape.per_misthrow, arrays.sentinel)
    later = continuation * following[misthrown]
    if known is not None:
        later += known[misthrown]
    later = np.where(misthrows + 1 < shape.misthrows_to_end, later, 0.0)
    no_die = np.maximum(s1[:, 0], s1[:, 1])
    np.maximum(no_die, s1[:, 2, ::-1], out=no_die)
    np.maximum(no_die, s1[:, 3, ::-1], out=no_die)
    np.maximum(no_die, (later - shape.misthrow_penalty)[:, None], out=no_die)
    # Per white roll: Y_r(c), at least Y0, then the expectation over the colour dice.
    options = best.reshape(count, -1)[:, arrays.pair_gather].max(axis=-1)  # (N, pairs, 4, faces)
    options = options.reshape(count, len(arrays.pair_weights), -1)
    np.maximum(options, no_die[:, arrays.pair_sums, None], out=options)
    per_roll = expected_max(arrays, options)  # (N, pairs)
    total = np.zeros(count)
    for pair, weight in enumerate(arrays.pair_weights):  # fixed order: same bits however split
        total += weight * per_roll[:, pair]
    values[0, ranks] = total
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


def _shared(shape: tuple[int, ...], dtype: type[np.floating] = np.float64) -> np.ndarray:
    """An array in anonymous shared memory, visible to forked workers."""
    size = int(np.prod(shape)) * np.dtype(dtype).itemsize
    buffer = mmap.mmap(-1, size)
    return np.frombuffer(buffer, dtype=dtype).reshape(shape)


def solving_order(shape: SheetShape) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(ranks by falling level, each level's first position in it, the levels)."""
    levels = np.empty(shape.states, dtype=np.int16)
    for ranks, misthrows, codes in shape.decoded_slices():
        levels[ranks] = shape.level(misthrows, codes)
    order = np.argsort(-levels, kind="stable")
    starts = np.concatenate([[0], np.flatnonzero(np.diff(levels[order])) + 1])
    return order, starts, levels


def solve(
    workers: int = 0,
    log: bool = True,
    continuation: float = 1.0,
    shape: SheetShape = CLASSIC_SHAPE,
    known: np.ndarray | None = None,
    white_rolls: int = 0,
) -> np.ndarray:
    """V for every live rank of the shape (float64); workers = 0 uses every CPU core.

    After a turn the sheet is worth `continuation` * V, plus `known` (by rank, one value more
    for the sentinel, 0) when given: the game may move on to other phases, solved before.
    With `white_rolls` other players' rolls after each turn of one's own (see _WHITE_ROLLS):
    the values at the start of each roll of that cycle, (1 + white_rolls, ranks), one's own
    first; the continuation and `known` then apply once a cycle, after its last roll."""
    global _VALUES, _S1, _ORDER, _CONTINUATION, _KNOWN, _ARRAYS, _WHITE_ROLLS
    if not (0 <= continuation <= 1 if known is not None else 0 < continuation <= 1):
        raise ValueError(f"the continuation probability {continuation} is out of range")
    if known is not None and (known.shape != (shape.states + 1,) or known[-1] != 0):
        raise ValueError(f"known values must be {shape.states + 1} (one per rank and 0 last)")
    if white_rolls < 0:
        raise ValueError(f"{white_rolls} other players' rolls")
    # Before forking: the workers inherit these.
    _CONTINUATION = continuation
    _KNOWN = known
    _WHITE_ROLLS = white_rolls
    _ARRAYS = ShapeArrays(shape)
    keep_freed_memory()
    started = time.perf_counter()
    _ORDER, starts, levels = solving_order(shape)
    stops = [*starts[1:], shape.states]
    _VALUES = _shared((1 + white_rolls, shape.states + 1))
    s1_size = (shape.states + 1) * ROWS * shape.numbers
    s1_type = np.float64 if s1_size * 8 <= S1_FLOAT64_LIMIT else np.float32
    _S1 = _shared((shape.states + 1, ROWS, shape.numbers), s1_type)
    _S1[_ARRAYS.sentinel] = -np.inf
    workers = workers or os.cpu_count() or 1
    pool = multiprocessing.get_context("fork").Pool(workers) if workers > 1 else None
    try:
        for lo, hi in zip(starts.tolist(), stops, strict=True):
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
                    f"level {level_value:2d}: {hi - lo:10,d} keys solved "
                    f"({time.perf_counter() - started:6.1f} s)",
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    result: np.ndarray = np.array(_VALUES[:, : shape.states])
    _VALUES = _S1 = np.empty(0)  # frees the shared memory (GBs for Longo)
    _KNOWN = None
    return result if white_rolls else result[0]


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


MODEL_ITERATIONS = 25  # backfitting sweeps for a pairs model (the error settles by then)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m qwixx_desktop.ai.solo_solver",
        description="Compute an exact value table: classic's (solo or multiplayer), or "
        "Longo's, shipped as a model of pairs of rows.",
    )
    parser.add_argument("--game", choices=sorted(SHAPES), default="classic")
    parser.add_argument("--out", type=Path, help="output file (default: by game, continuation)")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: all cores)")
    parser.add_argument(
        "--continuation",
        type=float,
        default=1.0,
        help="probability that the game goes on after each turn: 1 = solo (the default); "
        f"{st.HAZARD_CONTINUATION} = the multiplayer table",
    )
    parser.add_argument("--bits", type=int, choices=(8, 16), help="default: 16 solo, 8 else")
    parser.add_argument("--save-values", type=Path, help="also keep every value (float32 .npy)")
    args = parser.parse_args(argv)
    shape = SHAPES[args.game]
    started = time.perf_counter()
    values = solve(args.workers, continuation=args.continuation, shape=shape)
    empty = np.zeros((1, ROWS), dtype=np.int64)
    initial = float(values[shape.rank_many(np.zeros(1, dtype=np.int64), empty)[0]])
    print(f"expected score from the start: {initial:.6f}")
    print(f"value range: {values.min():.3f} .. {values.max():.3f}")
    if args.save_values:
        np.save(args.save_values, values.astype(np.float32))
    if shape is CLASSIC_SHAPE:
        out = write_classic_table(values, initial, args.continuation, args.bits, args.out)
    else:
        out = args.out or model_path(shape, args.continuation)
        arrays, error = fit(shape, values, MODEL_ITERATIONS)
        print(f"pairs-of-rows model: {error:.3f} points off (root mean square)")
        meta = {
            "continuation": args.continuation,
            "rms_error": round(error, 4),
            "initial_value": round(initial, 6),
        }
        write_model(out, shape, arrays, meta)
    size = out.stat().st_size
    print(f"wrote {out} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.1f} s total")
    return 0


def write_classic_table(
    values: np.ndarray, initial: float, continuation: float, bits: int | None, out: Path | None
) -> Path:
    solo = continuation == 1.0
    bits = bits or (16 if solo else 8)
    out = out or (st.default_path() if solo else st.hazard_path(continuation))
    quantised, scale, offset = quantise(values, bits)
    meta = {
        "format": st.FORMAT,
        "version": st.VERSION,
        "continuation": continuation,
        "scale": scale,
        "offset": offset,
        "states": st.STATES,
        "initial_value": round(initial, 6),
        "sha256": hashlib.sha256(quantised.tobytes()).hexdigest(),
    }
    st.write_table(out, quantised, meta)
    return out


if __name__ == "__main__":
    sys.exit(main())
