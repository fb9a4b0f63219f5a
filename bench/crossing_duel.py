"""Paired 1v1 games with common random numbers for any game: pair i plays the dice of seed i
twice, bot A in the first seat of one game and the second of the other, so the luck of the
dice and of the seat cancels out of A's win share (ties count 1/2). Comparing two versions
of a bot against the same opponent on the same pairs gives the difference with a paired
95 % interval.

    python -m bench.crossing_duel longo expert greedy --pairs 500 [--seed 7] [--save a.json]
    python -m bench.crossing_duel longo hard greedy --pairs 500 --against a.json

`--save` keeps A's result per pair; `--against` prints A's paired difference to a saved run
(same game, B, seed and pairs).

Bot names: the game's bots and levels (On Board plays board side a). One worker process
(the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from qwixx_desktop.ai import Bot, make_bot
from qwixx_desktop.engine import AnyRules, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.games import get_game
from qwixx_desktop.simulate import play_out

BotMaker = Callable[[str, AnyRules, int], Bot]


def pair(
    game: str,
    a: str,
    b: str,
    seed: int,
    index: int,
    make: BotMaker = make_bot,
    players: int = 2,
) -> float:
    """A's mean win share over the seatings of the dice of set `index`: A in each seat in
    turn, B in the others (bots by `make`; a tie shares the win)."""
    rules = get_rules(game)
    options = rules.normalise_options(get_game(game).read_data("a"))
    total = 0.0
    for seat in range(players):
        bots = [make(b, rules, derive_seed(seed, index, 2, k)) for k in range(players)]
        bots[seat] = make(a, rules, derive_seed(seed, index, 2, seat))
        state = rules.new_state(players, derive_seed(seed, index), options)
        final = play_out(rules, state, bots)
        scores = [card.total for card in rules.scores(final)]
        best = max(scores)
        if scores[seat] == best:
            total += 1 / scores.count(best)
    return total / players


def duel(
    game: str, a: str, b: str, pairs: int, seed: int, make: BotMaker = make_bot
) -> list[float]:
    """A's win share per pair of games over `pairs` pairs."""
    return [pair(game, a, b, seed, index, make) for index in range(pairs)]


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95 % normal interval."""
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(variance / n)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.crossing_duel")
    parser.add_argument("game")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--pairs", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--save", help="write A's win share per pair to this JSON file")
    parser.add_argument("--against", help="compare with a saved JSON file (same pairs, seed)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    first = duel(args.game, args.a, args.b, args.pairs, args.seed)
    mean, half = mean_interval(first)
    print(
        f"{args.game}: {args.a} vs {args.b}: {100 * mean:.1f} % +- {100 * half:.1f} "
        f"({2 * args.pairs} games, {time.perf_counter() - started:.0f} s)",
        flush=True,
    )
    if args.save:
        Path(args.save).write_text(json.dumps(first), encoding="utf-8")
    if args.against:
        saved = json.loads(Path(args.against).read_text(encoding="utf-8"))[: len(first)]
        diff, half = mean_interval([x - y for x, y in zip(first, saved, strict=True)])
        print(f"{args.a} - {args.against}: {100 * diff:+.1f} pp +- {100 * half:.1f} (paired)")


if __name__ == "__main__":
    main()
