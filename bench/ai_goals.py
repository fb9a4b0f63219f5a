"""The goals every game's expert is held to (make bench-ai): win shares against the game's
greedy baseline and its `hard` level, the ladder below (each level against the one below),
and decision times per level."""

from __future__ import annotations

from bench.ai_common import GOAL_STEP, timing, win_share
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
    timing(game, "greedy", timing_games, seed, goal_ms=GOAL_P99_MS)
