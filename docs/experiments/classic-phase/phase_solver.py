"""Classic hazard tables with the opponent's lock distance as a phase: V[p](key), the game
ending (by the opponent) after a turn with hazard h_p and the phase moving p -> q < p.
    python phase_solver.py FITS.json... --scale H --base B --out OUT.npy
"""
import argparse, json, collections
import numpy as np
from qwixx_desktop.ai import solo_solver as ss
from qwixx_desktop.ai.sheet_shape import CLASSIC_SHAPE, ROWS

D = 10
MPP = 0.0
KP = None


def model(files, scale, base):
    tot = collections.Counter(); end = collections.Counter()
    trans = collections.defaultdict(collections.Counter)
    for f in files:
        for out, n in json.load(open(f)):
            for d, m, d2, m2, kind in out:
                p = min(d, D)
                if kind == 2:
                    continue
                tot[p] += 1
                if kind == 1:
                    end[p] += 1
                else:
                    trans[p][min(min(d2, D), p)] += 1
    M = np.zeros((D + 1, D + 1))
    for p in range(D + 1):
        h = end[p] / tot[p]
        hs = min(1.0, scale * h + base)
        go = sum(trans[p].values())
        for q, n in trans[p].items():
            M[p, q] = (1 - hs) * n / go
    return M


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
    s1 = gain + MPP * values[after_ranks] + KP[after_ranks]
    flat_store = s1_store.reshape(-1, numbers)
    follow = flat_store[after_ranks[..., None] * ROWS + slots].astype(np.float64, copy=False)
    follow += gain[..., None, None]
    best = np.maximum(follow[:, 0], follow[:, 1])
    np.maximum(best, follow[:, 2, ::-1], out=best)
    np.maximum(best, follow[:, 3, ::-1], out=best)
    np.maximum(best, s1[:, None], out=best)
    mr = np.minimum(ranks + shape.per_misthrow, arrays.sentinel)
    later = np.where(misthrows + 1 < shape.misthrows_to_end, MPP * values[mr] + KP[mr], 0.0)
    no_die = np.maximum(s1[:, 0], s1[:, 1])
    np.maximum(no_die, s1[:, 2, ::-1], out=no_die)
    np.maximum(no_die, s1[:, 3, ::-1], out=no_die)
    np.maximum(no_die, (later - shape.misthrow_penalty)[:, None], out=no_die)
    options = best.reshape(count, -1)[:, arrays.pair_gather].max(axis=-1)
    options = options.reshape(count, len(arrays.pair_weights), -1)
    np.maximum(options, no_die[:, arrays.pair_sums, None], out=options)
    per_roll = ss.expected_max(arrays, options)
    total = np.zeros(count)
    for pair, weight in enumerate(arrays.pair_weights):
        total += weight * per_roll[:, pair]
    values[ranks] = total
    s1_store[ranks] = s1


ss.solve_chunk = solve_chunk

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--base", type=float, default=0.0)
    ap.add_argument("--out", required=True)
    o = ap.parse_args()
    M = model(o.files, o.scale, o.base)
    np.save(o.out.replace(".npy", "-M.npy"), M)
    n = CLASSIC_SHAPE.states
    V = np.zeros((D + 1, n + 1))
    empty = CLASSIC_SHAPE.rank_many(np.zeros(1, dtype=np.int64), np.zeros((1, ROWS), dtype=np.int64))[0]
    for p in range(D + 1):
        MPP = M[p, p]
        KP = np.zeros(n + 1)
        for q in range(p):
            KP += M[p, q] * V[q]
        KP[n] = 0.0
        V[p, :n] = ss.solve(2, continuation=1.0, shape=CLASSIC_SHAPE, log=False)
        print(f"phase {p}: stay {MPP:.3f} go {M[p].sum():.3f} start {V[p, empty]:.3f}", flush=True)
    np.save(o.out, V[:, :n].astype(np.float32))
