"""Paired classic 1v1 games with common random numbers: pair i plays the dice of seed i twice,
bot A first in one game and second in the other, so luck of the dice and of the seat cancels
out of A's win share (ties count 1/2). Comparing two versions of a bot against the same
opponent on the same pairs gives the difference with a paired 95 % interval.

    python -m bench.classic_duel expert plan2 --pairs 2000 [--seed 7] [--vs expert-v1]

`--vs X` also plays X against the same opponent on the same pairs and prints expert - X.
Bot names: the game's bots and levels, the sparring partners of bench.classic_sparring,
`expert-1step` (the expert without its search of close calls) and `search:field=value,...`
(the expert with other `classic_search.Search` values, for measuring a change first).
At most 2 worker processes (the machine is shared); QWIXX_BENCH_WORKERS=1 (or --workers 1)
for fewer.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import fields, replace

from bench.classic_sparring import sparring_factory
from qwixx_desktop.ai.classic_search import SEARCH, search_bot
from qwixx_desktop.ai.expert_classic import EXPERT, style_bot
from qwixx_desktop.ai.kit import Bot
from qwixx_desktop.engine import AnyRules, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.simulate import play_out

WORKERS = min(2, max(1, int(os.environ.get("QWIXX_BENCH_WORKERS", "2"))))


def bot_factory(name: str) -> Callable[[AnyRules, int], Bot]:
    """A bot by name: see the module's docstring."""
    if name == "expert-1step":
        return lambda rules, seed: style_bot(rules, replace(EXPERT, search=False))
    if name.startswith("search:"):
        types = {field.name: field.type for field in fields(SEARCH)}
        values = dict(item.split("=") for item in name[len("search:") :].split(","))
        search = replace(
            SEARCH, **{k: float(v) if types[k] == "float" else int(v) for k, v in values.items()}
        )
        return lambda rules, seed: search_bot(rules, EXPERT, search)
    return sparring_factory(name)


def _pair(args: tuple[str, str, int, int, int]) -> float:
    """A's mean win share over the seatings of set `index`: A in each seat in turn, B in the
    others, the same dice (a tie shares the win)."""
    a, b, players, seed, index = args
    rules = get_rules("classic")
    total = 0.0
    for seat in range(players):
        bots = [bot_factory(b)(rules, derive_seed(seed, index, 2, k)) for k in range(players)]
        bots[seat] = bot_factory(a)(rules, derive_seed(seed, index, 2, seat))
        state = rules.new_state(players, derive_seed(seed, index), {})
        final = play_out(rules, state, bots)
        scores = [card.total for card in rules.scores(final)]
        best = max(scores)
        if scores[seat] == best:
            total += 1 / scores.count(best)
    return total / players


def duel(
    a: str, b: str, pairs: int, seed: int, workers: int = WORKERS, players: int = 2
) -> list[float]:
    """A's win share per set of games (one game per seat of A) over `pairs` sets."""
    jobs = [(a, b, players, seed, index) for index in range(pairs)]
    if workers <= 1:
        return [_pair(job) for job in jobs]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return pool.map(_pair, jobs, chunksize=max(1, pairs // (workers * 8)))


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95 % normal interval."""
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(variance / n)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.classic_duel")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--vs", help="a second version of A, compared on the same pairs")
    parser.add_argument("--workers", type=int, default=WORKERS)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    workers = min(args.workers, WORKERS)
    started = time.perf_counter()
    first = duel(args.a, args.b, args.pairs, args.seed, workers, args.players)
    mean, half = mean_interval(first)
    print(
        f"{args.a} vs {args.b}: {100 * mean:.1f} % +- {100 * half:.1f} "
        f"({args.players * args.pairs} games, {args.players} players, "
        f"{time.perf_counter() - started:.0f} s)",
        flush=True,
    )
    if args.vs:
        second = duel(args.vs, args.b, args.pairs, args.seed, workers, args.players)
        mean, half = mean_interval(second)
        print(f"{args.vs} vs {args.b}: {100 * mean:.1f} % +- {100 * half:.1f}", flush=True)
        diff, half = mean_interval([x - y for x, y in zip(first, second, strict=True)])
        print(f"{args.a} - {args.vs}: {100 * diff:+.1f} pp +- {100 * half:.1f} (paired)")


if __name__ == "__main__":
    main()
