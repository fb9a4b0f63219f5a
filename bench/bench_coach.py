"""The coach's `advise` per decision, per game and table size: why hints run off the main
thread (a call over ~15 ms would stall the window noticeably)."""

from __future__ import annotations

import time

from qwixx_desktop.ai.coach import advise
from qwixx_desktop.engine import Game
from qwixx_desktop.games import get_game

MAIN_THREAD_BUDGET_MS = 15.0
TABLES = {"classic": (1, 2, 4), "longo": (1, 2, 4), "onboard": (2, 4), "qwantum": (1, 2, 4)}


def timings(game_key: str, players: int, games: int = 4) -> list[float]:
    """Milliseconds of every `advise` call in `games` games played by the coach's moves (the
    first call, which loads the game's tables, is left out)."""
    times: list[float] = []
    first = True
    for seed in range(games):
        game = Game(
            game_key, [f"P{i}" for i in range(players)], seed, get_game(game_key).read_data("a")
        )
        while not game.is_over:
            if game.needs_roll:
                game.roll()
                continue
            for player in game.deciders():
                started = time.perf_counter()
                ranking = advise(game.rules, game.state, player)
                elapsed = (time.perf_counter() - started) * 1000
                if not first:
                    times.append(elapsed)
                first = False
                game.decide(player, ranking[0].move)
    return sorted(times)


def main() -> None:
    worst = 0.0
    for game_key, sizes in TABLES.items():
        for players in sizes:
            times = timings(game_key, players)
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            worst = max(worst, p99)
            print(
                f"coach: {game_key:8} {players} players: advise median "
                f"{times[len(times) // 2]:.2f} ms, p99 {p99:.1f} ms, max {times[-1]:.1f} ms "
                f"({len(times)} calls)"
            )
    verdict = "off the main thread" if worst > MAIN_THREAD_BUDGET_MS else "main thread is fine"
    print(f"coach: worst p99 {worst:.1f} ms (budget {MAIN_THREAD_BUDGET_MS:.0f} ms): {verdict}")
