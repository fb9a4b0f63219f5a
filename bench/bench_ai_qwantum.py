"""Qwantum computer opponents (make bench-ai), the goals of bench/ai_goals.py: expert against
the greedy baseline (>= 75 %) and against `hard` (>= 65 %), the ladder below (each level >=
60 % against the one below), decision times (p99 <= 50 ms). About 30 minutes on one core."""

from __future__ import annotations

from bench.ai_goals import expert_goals

SEED = 20240


def main() -> None:
    expert_goals("qwantum", SEED, games=1500, ladder_games=800, timing_games=30)
