"""The coach's outlook (win chance / expected scores, `GameAI.outlook`) per position, per game
and table size, over every position of games played by the medium computer players. The
window computes it on a worker thread after each roll and decision; these figures say how
soon the notes follow the game."""

from __future__ import annotations

import time

from qwixx_desktop.ai.base import make_bot
from qwixx_desktop.ai.outlook import outlook_of
from qwixx_desktop.engine import Game, Player
from qwixx_desktop.games import game_keys, get_game

GAMES = 3  # per game and table size
PLAYERS = (1, 2, 4)


def timings(game_key: str, players: int, games: int = GAMES) -> tuple[list[float], str]:
    """Milliseconds of the outlook of every position in `games` games (the first call, which
    loads the game's tables, is left out), and what the outlook gives."""
    times: list[float] = []
    what = "none"
    first = True
    for seed in range(games):
        seats = [Player(f"P{i}") for i in range(players)]
        game = Game(game_key, seats, seed, get_game(game_key).read_data("a"))
        bots = [make_bot("medium", game.rules, seed * 10 + seat) for seat in range(players)]
        while True:
            started = time.perf_counter()
            outlook = outlook_of(game.rules, game.state)
            elapsed = (time.perf_counter() - started) * 1000
            if not first:
                times.append(elapsed)
            first = False
            what = outlook.scale.value if outlook is not None else what
            if game.is_over:
                break
            if game.needs_roll:
                game.roll()
            else:
                for seat in game.deciders():
                    game.decide(seat, bots[seat](game.state, seat))
    return sorted(times), what


def main() -> None:
    for game_key in game_keys():
        spec = get_game(game_key)
        for players in PLAYERS:
            if not spec.min_players <= players <= spec.max_players:
                continue
            times, what = timings(game_key, players)
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            print(
                f"outlook: {game_key:8} {players} players ({what}): median "
                f"{times[len(times) // 2]:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.1f} ms "
                f"per position ({len(times)} positions of {GAMES} games)"
            )


if __name__ == "__main__":
    main()
