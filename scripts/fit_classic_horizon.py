"""Fit the rolls-left model of the classic 1v1 expert (expert_classic.ROLLS_LEFT).

    .venv/bin/python scripts/fit_classic_horizon.py 1200

Plays `games` 1v1 games of the expert against each of `odds`, `plan2` and itself (dice
seeded; seats alternate) and records, at every roll, (rows closed, lock distance, most
misthrows) and how many rolls the game still lasted after it. Each entry is the mean rolls
left from that state; distances with fewer than MIN_SAMPLES samples take the entry before
them (and a mean never falls as the distance grows). Prints ROLLS_LEFT to paste into
qwixx_desktop/ai/expert_classic.py, and the mean rolls left in calm and in late positions
(`is_calm`), to which the calm/late tables' game lengths are calibrated.
"""

from __future__ import annotations

import sys
from collections import defaultdict

from bench.classic_sparring import sparring_factory
from qwixx_desktop.ai.crossing_eval import lock_distance
from qwixx_desktop.ai.expert_classic import is_calm
from qwixx_desktop.ai.solo_table import LOCKS_TO_END, MIN_CROSSES_TO_LOCK, MISTHROWS_TO_END
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.engine.crossing import CrossRules, CrossState
from qwixx_desktop.games import get_game

PARTNERS = ("odds", "plan2", "expert")
MAX_DISTANCE = 10
MIN_SAMPLES = 100
SEED = 101

Key = tuple[int, int, int]


def play(
    rules: CrossRules[CrossState], partner: str, index: int, seen: dict[Key, list[int]]
) -> tuple[list[int], list[int]]:
    """One game; adds its rolls to `seen`; returns the rolls left of its calm and late rolls."""
    options = rules.normalise_options(get_game("classic").read_data("a"))
    bots = [sparring_factory("expert")(rules, 1), sparring_factory(partner)(rules, 2)]
    if index % 2:
        bots.reverse()
    state = rules.new_state(2, derive_seed(SEED, index // 2), options)
    keys: list[tuple[Key, bool]] = []
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            distance = lock_distance(
                state.marks, state.closed, MIN_CROSSES_TO_LOCK, 4, LOCKS_TO_END
            )
            key = (state.closed.bit_count(), max(state.misthrows), min(distance, MAX_DISTANCE))
            keys.append((key, is_calm(state)))
            state = rules.apply_trusted(state, rules.chance_outcome(state))
            continue
        for player in rules.deciders(state):
            state = rules.apply_trusted(state, Decision(player, bots[player](state, player)))
    calm: list[int] = []
    late: list[int] = []
    for turn, (key, quiet) in enumerate(keys):
        left = len(keys) - turn - 1
        seen[key].append(left)
        (calm if quiet else late).append(left)
    return calm, late


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 1200
    rules = get_rules("classic")
    assert isinstance(rules, CrossRules)
    seen: dict[Key, list[int]] = defaultdict(list)
    calm: list[int] = []
    late: list[int] = []
    for partner in PARTNERS:
        for index in range(games):
            more_calm, more_late = play(rules, partner, index, seen)
            calm += more_calm
            late += more_late
    print(f"# {games} games against each of {', '.join(PARTNERS)}")
    print(f"# mean rolls left: calm {sum(calm) / len(calm):.2f}, late {sum(late) / len(late):.2f}")
    print("ROLLS_LEFT = (")
    for closed in range(LOCKS_TO_END):
        print("    (")
        for misthrows in range(MISTHROWS_TO_END):
            row: list[float] = []
            for distance in range(MAX_DISTANCE + 1):
                found = seen.get((closed, misthrows, distance), [])
                if len(found) < MIN_SAMPLES:
                    break
                row.append(round(max(sum(found) / len(found), row[-1] if row else 0.0), 1))
            print(f"        {tuple(row or [1.0])},")
        print("    ),")
    print(")")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
