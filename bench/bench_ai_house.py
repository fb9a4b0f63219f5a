"""The generic crossing computer opponents (ai/crossing.py) in games that are pure data
(make bench-ai): classic under a house rule (three crosses before a lock, as
`with_options({"lock_crosses": 3})` gives it), and classic's standard thresholds under another
key, so the exact tables cannot play it. Each: expert against skip2 (goal >= 60 % 1v1), each
level against the level below (goal >= 60 %), decision times (goal p99 <= 150 ms). About 10
minutes on one core.
"""

from __future__ import annotations

from dataclasses import replace

from bench.ai_common import ladder, timing, win_share
from qwixx_desktop import games
from qwixx_desktop.engine.variants import CLASSIC
from qwixx_desktop.games.crossing import crossing_game

SEED = 5_2025
VARIANTS = (
    replace(CLASSIC, key="classic-lock3", title="Qwixx (3 to lock)", min_crosses_to_lock=3),
    replace(CLASSIC, key="classic-generic", title="Qwixx (generic AI)"),
)


def main() -> None:
    for variant in VARIANTS:
        games.register(crossing_game(variant, {"en": variant.title}))
        try:
            win_share(variant.key, ["expert", "skip2"], 2000, SEED, 0.60)
            ladder(variant.key, 1000, SEED)
            timing(variant.key, "skip2", 30, SEED, goal_ms=150)
        finally:
            games.unregister(variant.key)
