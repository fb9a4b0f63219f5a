"""1v1 expert whose tables know the opponent's lock distance (phase_solver tables), paired.
    PT=ph-s1 python pduel.py phase odds --pairs 1000 --seed 21 --against base.json
"""
import argparse, json, math, os, time, multiprocessing
from dataclasses import replace
import numpy as np
from bench.crossing_duel import mean_interval, pair
from bench.classic_duel import bot_factory
from qwixx_desktop.ai import expert_classic as ec
from qwixx_desktop.ai.solo_table import rank, TERMINAL, LOCKED, CODE_CROSSES

MARK = 5.0000001
D = 10
PT = os.environ.get("PT", "ph-s1")
V = np.load(f"./{PT}.npy")
M = np.load(f"./{PT}-M.npy")
# PMODE: both = my future and theirs by phase; mine = only mine
PMODE = os.environ.get("PMODE", "both")


def key_distance(key):
    missing = sorted(max(0, 5 - int(CODE_CROSSES[c])) for c in key[1:] if c != LOCKED)
    closed = sum(1 for c in key[1:] if c == LOCKED)
    return min(D, sum(missing[: max(0, 2 - closed)]))


def pvalue(key, phase, turn_over):
    i = rank(key)
    if i == TERMINAL:
        return 0.0
    if not turn_over:
        return float(V[phase, i])
    return float(M[phase] @ V[:, i])


PZ = np.load(f"./{PT}-Wpairs.npz") if PMODE.startswith("pairs") else None
PAIRS = [ (PZ[f"rows{p}"].astype(float), PZ[f"same{p}"].astype(float), PZ[f"crossed{p}"].astype(float)) for p in range(D + 1)] if PZ is not None else None


def pairs_value(key, p):
    if ec.is_terminal(key):
        return 0.0
    m, a, b, c, d = key
    rows, same, crossed = (x[m] for x in PAIRS[p])
    return float(rows[a] + rows[b] + rows[c] + rows[d] + same[a, b] + same[c, d] + crossed[a, c] + crossed[a, d] + crossed[b, c] + crossed[b, d])


_init = ec.ClassicEvaluator.__init__
_util = ec.ClassicEvaluator.utility


def init(self, style, state, player):
    _init(self, style, state, player)
    self.phased = style.spread_floor == MARK and state.n_players == 2
    if self.phased:
        self.floor = ec.SPREAD_FLOOR


def utility(self, outcome):
    if not self.phased or ec.is_terminal(outcome.key):
        return _util(self, outcome)
    mine_now = self.now + outcome.gained
    okey = ec._with_rows_locked(self.opponent_keys[0], outcome.locked_rows)
    if PMODE == "c93mine":
        t = ec.load_hazard_table(0.93)
        mine_future = t.value(outcome.key) * (0.93 if outcome.turn_over else 1.0)
    elif PMODE == "pairs":
        mine_future = pairs_value(outcome.key, key_distance(okey))
    elif PMODE == "pairs90":
        mine_future = pairs_value(outcome.key, key_distance(okey))
    elif PMODE == "fixmine":  # my phase frozen at the current position
        mine_future = pvalue(outcome.key, key_distance(self.opponent_keys[0]), outcome.turn_over)
    else:
        mine_future = pvalue(outcome.key, key_distance(okey), outcome.turn_over)
    if PMODE == "pairs90":
        their_future = ec.load_hazard_table(0.9).value(okey) * 0.9
    elif PMODE == "both":
        their_future = pvalue(okey, key_distance(outcome.key), True)
    elif PMODE == "frozen":
        their_future = pvalue(okey, key_distance(self.key), True)
    else:
        their_future = self.future(okey, True)
    margin = mine_now + mine_future - self.opponent_now[0] - their_future
    to_come = max(0.0, mine_future) + max(0.0, their_future)
    sd = math.sqrt(self.floor ** 2 + self.spread ** 2 * to_come)
    return ec._normal_cdf(margin / sd)


ec.ClassicEvaluator.__init__ = init
ec.ClassicEvaluator.utility = utility


def make(name, rules, seed):
    if name == "phase":
        return ec.style_bot(rules, replace(ec.EXPERT, spread_floor=MARK))
    return bot_factory(name)(rules, seed)


def job(args):
    a, b, seed, i = args
    return pair("classic", a, b, seed, i, make, 2)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("a"); ap.add_argument("b")
    ap.add_argument("--pairs", type=int, default=1000); ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--save"); ap.add_argument("--against")
    o = ap.parse_args()
    t = time.time()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        res = pool.map(job, [(o.a, o.b, o.seed, i) for i in range(o.pairs)], chunksize=max(1, o.pairs // 16))
    m, h = mean_interval(res)
    print(f"{PT} {PMODE} {o.a} vs {o.b}: {100*m:.1f} +- {100*h:.1f} ({time.time()-t:.0f} s)", flush=True)
    if o.save: json.dump(res, open(o.save, "w"))
    if o.against:
        base = json.load(open(o.against))[: len(res)]
        d, h = mean_interval([x - y for x, y in zip(res, base)])
        print(f"  paired diff vs {os.path.basename(o.against)}: {100*d:+.2f} +- {100*h:.2f}", flush=True)
