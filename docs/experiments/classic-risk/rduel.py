"""1v1 expert whose own future is a risk-sensitive certainty equivalent (risk_solver tables),
lam = -K * z / sd of the current position, against a bot, paired on the same dice."""
import argparse, json, math, os, sys, time, multiprocessing
from dataclasses import replace
import numpy as np
from bench.crossing_duel import mean_interval, pair
from bench.classic_duel import bot_factory
from qwixx_desktop.ai import expert_classic as ec
from qwixx_desktop.ai.solo_table import rank, TERMINAL

MARK = 5.0000001
GRID = (-0.12, -0.04, 0.0, 0.04, 0.12)
D = "/work/exp/s14"
TABLES = {}
K = float(os.environ.get("RK", "1"))
FIX = os.environ.get("RFIX", "1") == "1"   # one sd (the position's) for every candidate
LMAX = float(os.environ.get("RLMAX", "0.12"))


def tables(c):
    if c not in TABLES:
        TABLES[c] = [np.load(f"{D}/v{l:g}-{c:g}.npy") for l in GRID]
    return TABLES[c]


def ce(c, key, lam):
    i = rank(key)
    if i == TERMINAL:
        return 0.0
    t = tables(c)
    vals = [float(x[i]) for x in t]
    # linear interpolation in lam over GRID
    for j in range(len(GRID) - 1):
        if GRID[j] <= lam <= GRID[j + 1]:
            w = (lam - GRID[j]) / (GRID[j + 1] - GRID[j])
            return vals[j] * (1 - w) + vals[j + 1] * w
    return vals[0] if lam < GRID[0] else vals[-1]


def after(c, v, lam):
    if abs(lam) < 1e-9:
        return c * v
    return math.log((1 - c) + c * math.exp(lam * v)) / lam


_init = ec.ClassicEvaluator.__init__
_util = ec.ClassicEvaluator.utility


def init(self, style, state, player):
    _init(self, style, state, player)
    self.risk = style.spread_floor == MARK
    if not self.risk:
        return
    c = self.table.continuation
    self.c = round(c, 2)
    mine = self.now + self.table.value(self.key)
    totals = [n + self.opponent_future * self.table.value(k) for n, k in zip(self.opponent_now, self.opponent_keys)]
    best = max(range(len(totals)), key=totals.__getitem__)
    theirs_future = self.opponent_future * self.table.value(self.opponent_keys[best])
    margin = mine - totals[best]
    to_come = max(0.0, self.table.value(self.key)) + max(0.0, theirs_future)
    self.sd0 = math.sqrt(self.floor ** 2 + self.spread ** 2 * to_come) if self.floor else self.spread * math.sqrt(to_come) + 1.0
    z = margin / self.sd0
    lam = -K * z / self.sd0
    self.lam = max(-LMAX, min(LMAX, lam))


def utility(self, outcome):
    if not self.risk or ec.is_terminal(outcome.key):
        return _util(self, outcome)
    mine_now = self.now + outcome.gained
    v = ce(self.c, outcome.key, self.lam)
    mine_future = after(self.c, v, self.lam) if outcome.turn_over else v
    neutral = self.future(outcome.key, outcome.turn_over)
    chance = 1.0
    for okey, theirs_now in zip(self.opponent_keys, self.opponent_now):
        their_future = self.future(ec._with_rows_locked(okey, outcome.locked_rows), True) * self.opponent_future
        margin = mine_now + mine_future - theirs_now - their_future
        to_come = max(0.0, neutral) + max(0.0, their_future)
        if FIX:
            sd = self.sd0
        elif self.floor:
            sd = math.sqrt(self.floor ** 2 + self.spread ** 2 * to_come)
        else:
            sd = self.spread * math.sqrt(to_come) + 1.0
        chance *= ec._normal_cdf(margin / sd)
    return chance


ec.ClassicEvaluator.__init__ = init
ec.ClassicEvaluator.utility = utility


def make(name, rules, seed):
    if name == "risk":
        return ec.style_bot(rules, replace(ec.EXPERT, spread_floor=MARK))
    if name == "risk3":  # no floor with 3+ players, as the expert; MARK carried in spread_floor
        return ec.style_bot(rules, replace(ec.EXPERT, spread_floor=MARK))
    return bot_factory(name)(rules, seed)


PLAYERS = int(os.environ.get("RPLAYERS", "2"))


def job(args):
    a, b, seed, i = args
    return pair("classic", a, b, seed, i, make, PLAYERS)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("a"); ap.add_argument("b")
    ap.add_argument("--pairs", type=int, default=1000); ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--save"); ap.add_argument("--against")
    o = ap.parse_args()
    for c in ((0.9, 0.93) if PLAYERS == 2 else (0.87, 0.9)):
        tables(c)
    t = time.time()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        res = pool.map(job, [(o.a, o.b, o.seed, i) for i in range(o.pairs)], chunksize=max(1, o.pairs // 16))
    m, h = mean_interval(res)
    print(f"K={K} FIX={FIX} LMAX={LMAX} {o.a} vs {o.b}: {100*m:.1f} +- {100*h:.1f} ({time.time()-t:.0f} s)", flush=True)
    if o.save: json.dump(res, open(o.save, "w"))
    if o.against:
        base = json.load(open(o.against))[: len(res)]
        d, h = mean_interval([x - y for x, y in zip(res, base)])
        print(f"  paired diff vs {os.path.basename(o.against)}: {100*d:+.2f} +- {100*h:.2f}", flush=True)
