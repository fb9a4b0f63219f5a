"""How well the coach's forecast (`GameAI.outlook`, expected final scores) predicts the expert's
final score: seeded games of the `expert` bot, the forecast before roll 0, 5, 10, 15 and 20
against the final score, as the mean of (final - forecast) with its 95 % interval (per game
the mean over the seats). Solo where the game allows it, else 1v1 (On Board, also with 3),
and classic and On Board also under the costly-misthrow house rule (20 points a misthrow,
eight boxes); Qwantum also 1v1, where the columns race an opponent's sheet.

Not part of `make bench` or `make bench-ai` (hence not bench_*.py): 300 games take 10 s
(classic) to over a minute (On Board, Qwantum) of CPU per case.
Usage: python -m bench.forecast_check [CASE,CASE... [GAMES]].
After roll 20 only the games still running count (a biased, late subset).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from typing import Any

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.outlook import outlook_of
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.games import get_game
from qwixx_desktop.games.crossing import MISTHROW_POINTS, MISTHROWS_TO_END
from qwixx_desktop.simulate import interval

COSTLY: Mapping[str, Any] = {MISTHROW_POINTS: 20, MISTHROWS_TO_END: 8}
# case -> (game, house rules, players)
CASES: dict[str, tuple[str, Mapping[str, Any], int]] = {
    "classic": ("classic", {}, 1),
    "classic-costly": ("classic", COSTLY, 1),
    "longo": ("longo", {}, 1),
    "onboard": ("onboard", {}, 2),  # On Board is for 2-4 players
    "onboard-3": ("onboard", {}, 3),
    "onboard-costly": ("onboard", COSTLY, 2),
    "qwantum": ("qwantum", {}, 1),
    "qwantum-1v1": ("qwantum", {}, 2),  # the race to fill a sheet first, which solo lacks
}
CHECKS = (0, 5, 10, 15, 20)  # rolls made when the forecast is taken
GAMES = 300
SEED = 1


def measure(case: str, games: int = GAMES, seed: int = SEED) -> str:
    key, house, players = CASES[case]
    standard = get_rules(key)
    rules = standard.with_options(house) if house else standard
    options = standard.normalise_options({**get_game(key).read_data("a"), **house})
    bots = [make_bot("expert", rules, seat) for seat in range(players)]
    finals: list[float] = []
    misses: dict[int, list[float]] = {check: [] for check in CHECKS}
    forecasts: dict[int, list[float]] = {check: [] for check in CHECKS}
    started = time.perf_counter()
    for index in range(games):
        state = rules.new_state(players, derive_seed(seed, index), options)
        rolls = 0
        taken: dict[int, tuple[float, ...]] = {}
        while state.phase is not Phase.OVER:
            if rules.is_chance(state):
                if rolls in CHECKS:
                    outlook = outlook_of(rules, state)
                    assert outlook is not None
                    taken[rolls] = outlook.values
                state = rules.apply_trusted(state, rules.chance_outcome(state))
                rolls += 1
            else:
                for seat in rules.deciders(state):
                    state = rules.apply_trusted(state, Decision(seat, bots[seat](state, seat)))
        final = [float(card.total) for card in rules.scores(state)]
        finals.append(sum(final) / players)
        for check, values in taken.items():
            misses[check].append(sum(f - v for f, v in zip(final, values, strict=True)) / players)
            forecasts[check].append(sum(values) / players)
    score = interval(finals)
    lines = [
        f"forecast: {case}: {games} games ({time.perf_counter() - started:.0f} s), final "
        f"{score.mean:.1f} [{score.low:.1f}, {score.high:.1f}]"
    ]
    for check in CHECKS:
        if len(misses[check]) < 2:
            continue
        miss = interval(misses[check])
        mean_forecast = sum(forecasts[check]) / len(forecasts[check])
        lines.append(
            f"  before roll {check:2} ({len(misses[check])} games): forecast {mean_forecast:.1f}, "
            f"final - forecast {miss.mean:+.1f} [{miss.low:+.1f}, {miss.high:+.1f}]"
        )
    return "\n".join(lines)


def main() -> None:
    cases = sys.argv[1].split(",") if len(sys.argv) > 1 else list(CASES)
    games = int(sys.argv[2]) if len(sys.argv) > 2 else GAMES
    for case in cases:
        print(measure(case, games), flush=True)


if __name__ == "__main__":
    main()
