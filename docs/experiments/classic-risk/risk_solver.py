"""Classic hazard tables under exponential utility (risk-sensitive): V_lam(s) is the certainty
equivalent (1/lam) log E[exp(lam * points to come)], the game going on after each turn with c.
Exact Bellman: an option's CE is gain + A(V(after)), A(v) = (1/lam) log((1-c) + c exp(lam v)),
the turn's CE = (1/lam) log E_dice[exp(lam * max option)].
    python risk_solver.py LAM C OUT.npy
"""
import sys
import numpy as np
from qwixx_desktop.ai import solo_solver as ss
from qwixx_desktop.ai.sheet_shape import CLASSIC_SHAPE, ROWS

LAM = float(sys.argv[1])
C = float(sys.argv[2])


def after_ce(v):
    if LAM == 0:
        return C * v
    # (1/lam) log((1-c) + c e^{lam v}), stable: factor out the larger term
    a = np.log1p(-C) if C < 1 else -np.inf
    b = np.log(C) + LAM * v
    m = np.maximum(a, b)
    return (m + np.log(np.exp(a - m) + np.exp(b - m))) / LAM


def expected_exp_max(arrays, values, ref):
    bits = (values + ss.SORT_OFFSET).view(np.int64)
    keys = np.sort((bits & ~3) | arrays.row_of_slot, axis=-1)
    rows = keys & 3
    sorted_values = (keys & ~3).view(np.float64) - ss.SORT_OFFSET
    counts = np.cumsum(arrays.count_step[rows], axis=-1, dtype=np.int32)
    cdf = arrays.cdf_product[counts]
    jumps = np.diff(cdf, axis=-1, prepend=0.0)
    return (np.exp(LAM * (sorted_values - ref[:, None, None])) * jumps).sum(axis=-1)


def solve_chunk(ranks, values, s1_store):
    arrays = ss._ARRAYS
    shape = arrays.shape
    numbers = shape.numbers
    count = len(ranks)
    misthrows, codes = shape.decode_many(ranks)
    nxt = arrays.next[codes]
    gain = arrays.gain[codes]
    after = np.broadcast_to(codes[:, None, None, :], (count, ROWS, numbers, ROWS)).copy()
    for row in range(ROWS):
        after[:, row, :, row] = np.maximum(nxt[:, row, :], 0)
    after_ranks, slots = ss.canonical(shape, misthrows[:, None, None], after)
    after_ranks = np.where((nxt >= 0) & (after_ranks >= 0), after_ranks, arrays.sentinel)
    s1 = gain + after_ce(values[after_ranks])
    flat_store = s1_store.reshape(-1, numbers)
    follow = flat_store[after_ranks[..., None] * ROWS + slots].astype(np.float64, copy=False)
    follow += gain[..., None, None]
    best = np.maximum(follow[:, 0], follow[:, 1])
    np.maximum(best, follow[:, 2, ::-1], out=best)
    np.maximum(best, follow[:, 3, ::-1], out=best)
    np.maximum(best, s1[:, None], out=best)
    later = np.where(
        misthrows + 1 < shape.misthrows_to_end,
        after_ce(values[np.minimum(ranks + shape.per_misthrow, arrays.sentinel)]),
        0.0,
    )
    no_die = np.maximum(s1[:, 0], s1[:, 1])
    np.maximum(no_die, s1[:, 2, ::-1], out=no_die)
    np.maximum(no_die, s1[:, 3, ::-1], out=no_die)
    np.maximum(no_die, (later - shape.misthrow_penalty)[:, None], out=no_die)
    options = best.reshape(count, -1)[:, arrays.pair_gather].max(axis=-1)
    options = options.reshape(count, len(arrays.pair_weights), -1)
    np.maximum(options, no_die[:, arrays.pair_sums, None], out=options)
    if LAM == 0:
        per_roll = ss.expected_max(arrays, options)
        total = np.zeros(count)
        for pair, weight in enumerate(arrays.pair_weights):
            total += weight * per_roll[:, pair]
    else:
        ref = options.max(axis=(1, 2)) if LAM > 0 else options.min(axis=(1, 2))
        per_roll = expected_exp_max(arrays, options, ref)
        total = np.zeros(count)
        for pair, weight in enumerate(arrays.pair_weights):
            total += weight * per_roll[:, pair]
        total = ref + np.log(total) / LAM
    values[ranks] = total
    s1_store[ranks] = s1


ss.solve_chunk = solve_chunk
if __name__ == "__main__":
    v = ss.solve(2, continuation=C, shape=CLASSIC_SHAPE, log=False)
    empty = np.zeros((1, ROWS), dtype=np.int64)
    init = float(v[CLASSIC_SHAPE.rank_many(np.zeros(1, dtype=np.int64), empty)[0]])
    print(f"lam {LAM} c {C}: start {init:.4f}, range {v.min():.3f} .. {v.max():.3f}", flush=True)
    np.save(sys.argv[3], v.astype(np.float32))
