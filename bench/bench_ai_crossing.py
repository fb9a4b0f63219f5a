"""Longo and On Board computer opponents (make bench-ai): expert against each game's greedy
baseline (goal >= 70 % 1v1), each level against the level below (goal >= 60 %), and decision
times (goal p99 <= 150 ms). On Board plays board side a. About 25 minutes on one core, most of
it the Longo expert's play-outs (its 4000 games against greedy and 2000 against hard)."""

from __future__ import annotations

from bench.ai_common import ladder, timing, win_share

SEED = 7_2024


def main() -> None:
    for game in ("longo", "onboard"):
        win_share(game, ["expert", "greedy"], 4000, SEED, 0.70)
        ladder(game, 2000, SEED)
        timing(game, "greedy", 60, SEED, goal_ms=150)
