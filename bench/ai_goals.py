"""The goals every game's expert is held to (make bench-ai): win shares against the game's
greedy baseline and its `hard` level, the ladder below (each level against the one below),
and decision times per level, wall clock and CPU (the CPU figure holds on a busy machine)."""

from __future__ import annotations

import time

from bench.ai_common import GOAL_STEP, decision_times, percentile, verdict, win_share
from qwixx_desktop.ai import LEVELS
from qwixx_desktop.ai.kit import EASY, EXPERT, HARD, MEDIUM

GOAL_GREEDY = 0.75  # the expert against the game's greedy baseline, 1v1
GOAL_HARD = 0.65  # the expert against `hard`
GOAL_P99_MS = 50.0  # every level's decision time, 99th percentile


def expert_goals(game: str, seed: int, games: int, ladder_games: int, timing_games: int) -> None:
    """Print every goal of `game`'s levels with 95 % intervals (1v1, random seating)."""
    win_share(game, [EXPERT, "greedy"], games, seed, GOAL_GREEDY)
    win_share(game, [EXPERT, HARD], games, seed + 1, GOAL_HARD)
    win_share(game, [HARD, MEDIUM], ladder_games, seed + 2, GOAL_STEP)
    win_share(game, [MEDIUM, EASY], ladder_games, seed + 3, GOAL_STEP)
    for level in LEVELS:
        decision_times(game, level, "greedy", 1, seed)  # warm up: tables load once
        wall = decision_times(game, level, "greedy", timing_games, seed)
        cpu = decision_times(game, level, "greedy", timing_games, seed, time.thread_time)
        p99, cpu_p99 = percentile(wall, 0.99), percentile(cpu, 0.99)
        print(
            f"{game}: {level} decision time p99 {1000 * p99:.1f} ms, max {1000 * max(wall):.0f} "
            f"ms (CPU only: p99 {1000 * cpu_p99:.1f} ms, max {1000 * max(cpu):.0f} ms; "
            f"{len(wall)} decisions against greedy); goal p99 <= {GOAL_P99_MS:.0f} ms: "
            f"{verdict(p99 <= GOAL_P99_MS / 1000)}"
            + ("" if p99 <= GOAL_P99_MS / 1000 or cpu_p99 > GOAL_P99_MS / 1000 else " (CPU: met)"),
            flush=True,
        )
