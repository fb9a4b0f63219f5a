import argparse, sys, time, multiprocessing
import numpy as np
sys.path.insert(0, __import__("os").path.dirname(__file__))
from feat3 import features3
from bench.classic_duel import bot_factory
from bench.crossing_duel import get_rules, get_game
from qwixx_desktop.engine import Decision, Phase
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.ai.expert_classic import _sheet_points, is_calm
from qwixx_desktop.ai.solo_table import key_of
OPPS = [("skip2", "skip2"), ("skip2", "skip2"), ("plan2", "skip2"), ("odds", "skip2"), ("plan2", "odds")]
def game(args):
    seed, index = args
    rules = get_rules("classic"); options = rules.normalise_options(get_game("classic").read_data("a"))
    me = index % 3; opps = list(OPPS[(index // 3) % len(OPPS)])
    names = opps[:]; names.insert(me, "expert")
    bots = [bot_factory(n)(rules, derive_seed(seed, index, k)) for k, n in enumerate(names)]
    state = rules.new_state(3, derive_seed(seed, index), options)
    rows = []
    others = [p for p in range(3) if p != me]
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            rows.append(features3(key_of(state, me), [key_of(state, p) for p in others],
                                  _sheet_points(state, me), [_sheet_points(state, p) for p in others],
                                  (state.active - me) % 3, is_calm(state)))
            state = rules.apply_trusted(state, rules.chance_outcome(state))
        else:
            for player in rules.deciders(state):
                state = rules.apply_trusted(state, Decision(player, bots[player](state, player)))
    scores = [c.total for c in rules.scores(state)]
    best = max(scores); res = 1.0 / scores.count(best) if scores[me] == best else 0.0
    return [(index, *r, res) for r in rows]
if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--games", type=int); ap.add_argument("--seed", type=int); ap.add_argument("--out")
    o = ap.parse_args(); t = time.time(); out = []
    with multiprocessing.Pool(2) as pool:
        for i, rows in enumerate(pool.imap_unordered(game, [(o.seed, i) for i in range(o.games)], chunksize=8)):
            out.extend(rows)
            if i % 2000 == 0: print(i, time.time() - t, file=sys.stderr, flush=True)
    np.save(o.out, np.array(out)); print(len(out), time.time() - t)
