"""Classic Qwixx computer opponents against the skip2 baseline and each other (make bench-ai).

Goals: expert >= 70 % 1v1 against skip2 over 20 000 games; with 3 and 4 players against skip2
bots, a win share >= 1.4 x the fair share; each level >= 60 % against the level below (1v1);
decision time p99 <= 20 ms. (The solo goal is in bench_ai_solo.) About 20 minutes.
"""

from __future__ import annotations

import time

from bench.ai_common import ladder, timing, verdict, win_share
from qwixx_desktop.ai import solo_table

SEED = 31


def main() -> None:
    started = time.perf_counter()
    solo_table.read_table(solo_table.hazard_path())
    seconds = time.perf_counter() - started
    print(
        f"classic: multiplayer table load {1000 * seconds:.0f} ms (compressed, "
        f"{solo_table.hazard_path().stat().st_size / 1e6:.1f} MB; goal <= 0.5 s: "
        f"{verdict(seconds <= 0.5)})",
        flush=True,
    )
    win_share("classic", ["expert", "skip2"], 20_000, SEED, 0.70)
    for players in (3, 4):
        fair = 1 / players
        win_share(
            "classic", ["expert", *["skip2"] * (players - 1)], 5_000, SEED, 1.4 * fair,
            label=f"expert ({players} players, fair share {100 * fair:.0f} %)",
        )
    ladder("classic", 5_000, SEED + 1)
    timing("classic", "skip2", 40, SEED + 2, goal_ms=20)
