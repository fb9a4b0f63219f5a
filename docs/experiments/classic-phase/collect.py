"""Where the opponent's sheet ends 1v1 classic games: at each of the expert's own rolls, the
opponent's lock distance d and misthrows m, then (next own roll) d', or the game ended by the
opponent (its lock closing a row that ends the game, or its 4th misthrow), or by me (censored).
    python collect.py OPP GAMES SEED OUT.json
"""
import json, sys, multiprocessing
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.games import get_game
from qwixx_desktop.ai.crossing_eval import lock_distance
from bench.classic_duel import bot_factory

OPP, GAMES, SEED = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
LOCKBIT = 1 << 11


def dist(state, p):
    return lock_distance([state.marks[p]], state.closed, 5, 4, 2)


def game(i):
    rules = get_rules("classic")
    options = rules.normalise_options(get_game("classic").read_data("a"))
    me = i % 2
    bots = [bot_factory(OPP)(rules, derive_seed(SEED, i, 2, k)) for k in range(2)]
    bots[me] = bot_factory("expert")(rules, 0)
    state = rules.new_state(2, derive_seed(SEED, i), options)
    recs = []
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            state = rules.apply_trusted(state, rules.chance_outcome(state))
            if state.phase is Phase.WHITE and state.active == me:
                recs.append(state)
        else:
            for p in rules.deciders(state):
                state = rules.apply_trusted(state, Decision(p, bots[p](state, p)))
    final = state
    opp = 1 - me
    out = []
    for a, b in zip(recs, recs[1:]):
        out.append((dist(a, opp), a.misthrows[opp], dist(b, opp), b.misthrows[opp], 0))
    last = recs[-1]
    new = final.closed & ~last.closed
    by_opp = final.misthrows[opp] >= 4
    for r in range(4):
        if new >> r & 1:
            if final.marks[opp][r] & LOCKBIT and not final.marks[me][r] & LOCKBIT:
                by_opp = True
    ended_me = not by_opp
    out.append((dist(last, opp), last.misthrows[opp], -1, -1, 1 if by_opp else 2))
    return out, len(recs)


if __name__ == "__main__":
    with multiprocessing.get_context("fork").Pool(2) as pool:
        res = pool.map(game, range(GAMES), chunksize=50)
    json.dump(res, open(sys.argv[4], "w"))
    import statistics
    print("own rolls per game", statistics.mean(n for _, n in res))
