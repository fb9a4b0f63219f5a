"""Qwantum computer opponents (make bench-ai): expert against the greedy baseline (goal >= 70 %
1v1), each level against the level below (goal >= 60 %), and decision times (goal p99 <=
150 ms). About 6 minutes on one core."""

from __future__ import annotations

from bench.ai_common import ladder, timing, win_share

SEED = 20240


def main() -> None:
    win_share("qwantum", ["expert", "greedy"], 1000, SEED, 0.70)
    ladder("qwantum", 400, SEED + 1)
    timing("qwantum", "greedy", 30, SEED, goal_ms=150)
