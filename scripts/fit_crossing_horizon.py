"""Fit the rolls-left tables of the Longo and On Board computer opponents (crossing_eval).

    .venv/bin/python scripts/fit_crossing_horizon.py longo 2 3000

Plays self-play games with the noise-free points level of the Longo expert and records, at
every roll, the state of the lock end: (rows locked, lock distance, most misthrows), and how
many rolls the game still lasted. Each table entry is the mean rolls left from that state.
Prints the `HorizonModel` to paste into qwixx_desktop/ai/expert_longo.py (HORIZONS[players]).

On Board is not fitted this way: its figure race ends most games before the locks would, so
the lock end is mostly unobserved there; a Markov chain of one-roll steps fitted on its
self-play (tried) valued the lock end 2-3 times longer and played no better. Its table is
set by hand and scaled by win rate (see expert_onboard.HORIZONS).
"""

from __future__ import annotations

import sys
from collections import defaultdict

from qwixx_desktop.ai import expert_longo
from qwixx_desktop.ai.crossing_eval import HORIZON, Style, lock_distance
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.longo import LongoRules
from qwixx_desktop.games import get_game

MAX_DISTANCE = 12
MISTHROW_LEVELS = 4
MIN_SAMPLES = 150


Key = tuple[int, int, int]


def main(argv: list[str]) -> int:
    game, players, games = argv[0], int(argv[1]), int(argv[2])
    rules = get_rules(game)
    if game != "longo":
        print("only Longo's lock end is fitted (see the module docstring)")
        return 1
    assert isinstance(rules, LongoRules)
    plain = expert_longo.LongoExpert(rules, Style(win=False, horizon_moves=False))
    options = rules.normalise_options(get_game(game).read_data("a"))
    variant = rules.variant
    rolls_left: dict[Key, list[int]] = defaultdict(list)
    for game_index in range(games):
        state = rules.new_state(players, 1_000_000 + game_index, options)
        seen: list[tuple[Key, int]] = []
        while state.phase is not Phase.OVER:
            if rules.is_chance(state):
                distance = lock_distance(
                    state.marks,
                    state.closed,
                    variant.min_crosses_to_lock,
                    len(variant.rows),
                    variant.locked_rows_to_end,
                )
                key = (
                    min(state.closed.bit_count(), 1),
                    min(distance, MAX_DISTANCE),
                    min(max(state.misthrows), MISTHROW_LEVELS - 1),
                )
                seen.append((key, state.rolls))
                state, _ = rules.apply(state, rules.chance_outcome(state))
                continue
            for player in rules.deciders(state):
                move = plain.choose(state, player, game_index)
                state, _ = rules.apply(state, Decision(player, move))
        for key, rolls in seen:
            rolls_left[key].append(min(state.rolls - rolls - 1, HORIZON))

    def mean_of(keys: list[Key]) -> tuple[float, int]:
        found = [left for key in keys for left in rolls_left.get(key, [])]
        return (sum(found) / len(found) if found else 0.0), len(found)

    means: list[list[float]] = []
    for locked in (0, 1):
        row: list[float] = []
        for distance in range(MAX_DISTANCE + 1):
            mean, count = mean_of([(locked, distance, 0)])
            if count < MIN_SAMPLES:
                break
            # Never shorter than a nearer distance (noise in sparse states).
            row.append(round(max(mean, row[-1] if row else 0.0), 2))
        means.append(row or [1.0])
    # Misthrow factors: mean rolls left at each level relative to level 0, sample-weighted.
    factors = [1.0]
    for level in range(1, MISTHROW_LEVELS):
        ratio, weight = 0.0, 0
        for locked in (0, 1):
            for distance in range(MAX_DISTANCE + 1):
                mean, count = mean_of([(locked, distance, level)])
                base, base_count = mean_of([(locked, distance, 0)])
                if count < 30 or base_count < 30:
                    continue
                ratio += count * mean / max(base, 0.5)
                weight += count
        factors.append(round(min(factors[-1], ratio / weight if weight else factors[-1]), 2))
    print(f"# {game}, {players} players, {games} self-play games")
    print(f"{players}: HorizonModel(")
    print(f"    ({tuple(means[0])},")
    print(f"     {tuple(means[1])}),")
    print(f"    misthrow_factors={tuple(factors)},")
    print("),")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
