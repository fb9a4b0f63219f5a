"""Expert with a learned 3-player win chance (logistic over feat3.features3) vs bots, paired."""
import argparse, json, math, sys, time, multiprocessing
from dataclasses import replace
import numpy as np
sys.path.insert(0, __import__("os").path.dirname(__file__))
from feat3 import features3
from bench.crossing_duel import mean_interval, pair
from bench.classic_duel import bot_factory
from qwixx_desktop.ai import expert_classic as ec
from qwixx_desktop.engine import Phase

MARK = 1.2000001
W = None
_init = ec.ClassicEvaluator.__init__
_util = ec.ClassicEvaluator.utility

def init(self, style, state, player):
    _init(self, style, state, player)
    self.learned = style.crowd_opponents == MARK and state.n_players == 3

def utility(self, outcome):
    if not self.learned or ec.is_terminal(outcome.key):
        return _util(self, outcome)
    st = self.state
    roller = st.active if st.phase is Phase.ROLL else (st.active + 1) % st.n_players
    oks = [ec._with_rows_locked(k, outcome.locked_rows) for k in self.opponent_keys]
    f = features3(outcome.key, oks, self.now + outcome.gained, self.opponent_now,
                  (roller - self.player) % 3, ec.is_calm(st))
    return 1.0 / (1.0 + math.exp(-float(np.dot(W, f))))

ec.ClassicEvaluator.__init__ = init
ec.ClassicEvaluator.utility = utility

def make(name, rules, seed):
    if name == "learned":
        return ec.style_bot(rules, replace(ec.EXPERT, crowd_opponents=MARK))
    return bot_factory(name)(rules, seed)

def job(args):
    a, b, seed, i, n = args
    return pair("classic", a, b, seed, i, make, n)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("a"); ap.add_argument("b")
    ap.add_argument("--pairs", type=int, default=1000); ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--w"); ap.add_argument("--save"); ap.add_argument("--against")
    o = ap.parse_args()
    if o.w: W = np.load(o.w)
    t = time.time()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        res = pool.map(job, [(o.a, o.b, o.seed, i, o.players) for i in range(o.pairs)], chunksize=max(1, o.pairs // 16))
    m, h = mean_interval(res)
    print(f"{o.a} vs {o.b}: {100*m:.1f} +- {100*h:.1f} ({time.time()-t:.0f} s)")
    if o.save: json.dump(res, open(o.save, "w"))
    if o.against:
        base = json.load(open(o.against))
        d, h = mean_interval([x - y for x, y in zip(res, base)])
        print(f"paired diff vs {o.against}: {100*d:+.1f} +- {100*h:.1f}")
