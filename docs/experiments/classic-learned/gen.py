"""Positions of classic 1v1 games for a learned win chance (experiment)."""
import argparse, random, sys, time, multiprocessing
import numpy as np
from bench.classic_duel import bot_factory
from bench.crossing_duel import get_rules, get_game
from qwixx_desktop.engine import Decision, Phase
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.ai.expert_classic import _sheet_points, is_calm
from qwixx_desktop.ai.solo_table import key_of

PAIRS = [("expert","odds"),("expert","plan2"),("expert","hard"),("expert","skip2"),
         ("expert","expert"),("odds","plan2"),("hard","odds"),("expert-eps","odds"),
         ("expert-eps","plan2"),("expert-eps","expert")]

def make(name, rules, seed):
    if name == "expert-eps":
        base = bot_factory("expert")(rules, seed)
        rng = random.Random(seed)
        def bot(state, player):
            if rng.random() < 0.08:
                moves = rules.legal_moves(state, player)
                return rng.choice(moves)
            return base(state, player)
        return bot
    return bot_factory(name)(rules, seed)

def game(args):
    seed, index = args
    rules = get_rules("classic")
    options = rules.normalise_options(get_game("classic").read_data("a"))
    a, b = PAIRS[index % len(PAIRS)]
    if (index // len(PAIRS)) % 2: a, b = b, a
    bots = [make(a, rules, derive_seed(seed, index, 0)), make(b, rules, derive_seed(seed, index, 1))]
    state = rules.new_state(2, derive_seed(seed, index), options)
    rows = []
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            for p in range(2):
                rows.append((index, p, *key_of(state, p), *key_of(state, 1-p),
                             _sheet_points(state, p), _sheet_points(state, 1-p),
                             int(state.active == p), int(is_calm(state))))
            state = rules.apply_trusted(state, rules.chance_outcome(state))
        else:
            for player in rules.deciders(state):
                state = rules.apply_trusted(state, Decision(player, bots[player](state, player)))
    scores = [c.total for c in rules.scores(state)]
    res = [1.0 if scores[p] > scores[1-p] else 0.5 if scores[p] == scores[1-p] else 0.0 for p in range(2)]
    return [(*r, res[r[1]]) for r in rows]

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--games", type=int); ap.add_argument("--seed", type=int)
    ap.add_argument("--out")
    o = ap.parse_args()
    t = time.time()
    with multiprocessing.Pool(2) as pool:
        out = []
        for i, rows in enumerate(pool.imap_unordered(game, [(o.seed, i) for i in range(o.games)], chunksize=8)):
            out.extend(rows)
            if i % 1000 == 0: print(i, time.time()-t, file=sys.stderr, flush=True)
    np.save(o.out, np.array(out, dtype=np.float64))
    print(len(out), time.time()-t)
