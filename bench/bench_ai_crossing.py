"""Longo and On Board computer opponents (make bench-ai), the goals of bench/ai_goals.py:
expert against the game's greedy baseline (>= 75 %) and against `hard` (>= 65 %), the ladder
below (each level >= 60 % against the one below), decision times (p99 <= 50 ms). On Board
plays board side a. About 15-25 minutes on one core, most of it On Board's expert (Longo's has
no play-outs since session 5: its part takes a few minutes).
Comparing two versions of a bot: bench/crossing_duel.py (paired games on the same dice)."""

from __future__ import annotations

from bench.ai_goals import expert_goals

SEED = 7_2024


def main() -> None:
    for game in ("longo", "onboard"):
        expert_goals(game, SEED, games=2000, ladder_games=1000, timing_games=40)
