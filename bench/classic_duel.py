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
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from bench.classic_sparring import sparring_factory, with_fields
from bench.crossing_duel import mean_interval, pair
from qwixx_desktop.ai.classic_search import SEARCH, search_bot
from qwixx_desktop.ai.expert_classic import EXPERT, style_bot
from qwixx_desktop.ai.kit import Bot
from qwixx_desktop.engine import AnyRules

WORKERS = min(2, max(1, int(os.environ.get("QWIXX_BENCH_WORKERS", "2"))))


def bot_factory(name: str) -> Callable[[AnyRules, int], Bot]:
    """A bot by name: see the module's docstring."""
    if name == "expert-1step":
        return lambda rules, seed: style_bot(rules, replace(EXPERT, search=False))
    if name.startswith("search:"):
        search = with_fields(SEARCH, name[len("search:") :])
        return lambda rules, seed: search_bot(rules, EXPERT, search)
    return sparring_factory(name)


def _make(name: str, rules: AnyRules, seed: int) -> Bot:
    return bot_factory(name)(rules, seed)


def _pair(args: tuple[str, str, int, int, int]) -> float:
    """A's mean win share over the seatings of set `index` (bench.crossing_duel.pair)."""
    a, b, players, seed, index = args
    return pair("classic", a, b, seed, index, _make, players)


def duel(
    a: str, b: str, pairs: int, seed: int, workers: int = WORKERS, players: int = 2
) -> list[float]:
    """A's win share per set of games (one game per seat of A) over `pairs` sets."""
    jobs = [(a, b, players, seed, index) for index in range(pairs)]
    if workers <= 1:
        return [_pair(job) for job in jobs]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return pool.map(_pair, jobs, chunksize=max(1, pairs // (workers * 8)))


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
