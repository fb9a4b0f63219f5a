"""Engine throughput: two-player classic games per second, skip2 against skip2, one core."""

from __future__ import annotations

import time

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import get_rules
from qwixx_desktop.simulate import play_out, simulate

GOAL_GAMES_PER_SECOND = 2000


def games_per_second(games: int) -> float:
    rules = get_rules("classic")
    bots = [make_bot("skip2", rules, 0), make_bot("skip2", rules, 1)]
    started = time.perf_counter()
    for seed in range(games):
        play_out(rules, rules.new_state(2, seed, {}), bots)
    return games / (time.perf_counter() - started)


def main() -> None:
    best = max(games_per_second(3000) for _ in range(3))
    verdict = "goal met" if best >= GOAL_GAMES_PER_SECOND else "GOAL NOT MET"
    print(
        f"engine: {best:,.0f} two-player classic games/s (skip2 vs skip2, one core; "
        f"best of 3 x 3000; goal >= {GOAL_GAMES_PER_SECOND:,}: {verdict})"
    )
    solo = simulate("classic", ["skip2"], 5000, seed=1)
    entry = solo.entries[0]
    print(
        f"engine: skip2 solo mean score {entry.score.mean:.2f} +- {entry.score.half_width:.2f}"
        f" over 5000 games (reference for skip-at-most-2 heuristics: about 66-71)"
    )
