"""Shared measurements for the AI benchmarks (make bench-ai): head-to-head win rates with
95 % intervals, and decision times per level."""

from __future__ import annotations

import itertools
import os
import time
from collections.abc import Sequence

from qwixx_desktop.ai import LEVELS, make_bot
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.games import get_game
from qwixx_desktop.simulate import simulate

LADDER = LEVELS  # weakest first
GOAL_STEP = 0.60
SCALE_VARIABLE = "QWIXX_BENCH_SCALE"


def scaled(count: int) -> int:
    """`count` games (or pairs, or sets) times $QWIXX_BENCH_SCALE (default 1): 0.01 runs
    through every figure in minutes, with intervals ten times wider."""
    text = os.environ.get(SCALE_VARIABLE, "1")
    try:
        scale = float(text)
    except ValueError:
        scale = -1.0
    if not 0 < scale <= 1:
        raise SystemExit(f"{SCALE_VARIABLE} must be a number in (0, 1], not {text!r}")
    return max(2, round(count * scale))


def verdict(met: bool) -> str:
    return "goal met" if met else "GOAL NOT MET"


def win_share(
    game: str, bots: Sequence[str], games: int, seed: int, goal: float, label: str = ""
) -> float:
    """Play `games` games (scaled) with random seating; print the first bot's win share
    against `goal`."""
    games = scaled(games)
    started = time.perf_counter()
    result = simulate(game, list(bots), games, seed, get_game(game).read_data("a"))
    entry = result.entries[0]
    rate, low, high = entry.win_rate.mean, entry.win_rate.low, entry.win_rate.high
    others = ", ".join(e.label for e in result.entries[1:])
    print(
        f"{game}: {label or entry.label} vs {others}: wins {100 * rate:.1f} % ("
        f"{100 * low:.1f} to {100 * high:.1f}, 95 %, {games} games; "
        f"mean score {entry.score.mean:.1f}, "
        f"others {sum(e.score.mean for e in result.entries[1:]) / (len(bots) - 1):.1f}; "
        f"{time.perf_counter() - started:.0f} s); goal >= {100 * goal:.1f} %: "
        f"{verdict(rate >= goal)}" + ("" if low >= goal else " (interval reaches below)"),
        flush=True,
    )
    return rate


def ladder(game: str, games: int, seed: int) -> None:
    """Each level 1v1 against the level below it."""
    for weaker, stronger in itertools.pairwise(LADDER):
        win_share(game, [stronger, weaker], games, seed, GOAL_STEP)


def decision_times(
    game: str, level: str, opponent: str, games: int, seed: int
) -> tuple[list[float], list[float]]:
    """Seconds per decision of `level` over whole 1v1 games, seats alternating: wall-clock
    and the thread's CPU time (which a busy shared machine does not inflate)."""
    rules = get_rules(game)
    options = rules.normalise_options(get_game(game).read_data("a"))
    times: list[float] = []
    cpu_times: list[float] = []
    for index in range(games):
        seat = index % 2
        bots = [make_bot(opponent, rules, 0), make_bot(opponent, rules, 0)]
        bots[seat] = make_bot(level, rules, derive_seed(seed, index, 3))
        state = rules.new_state(2, derive_seed(seed, index, 4), options)
        while state.phase is not Phase.OVER:
            if rules.is_chance(state):
                state, _ = rules.apply(state, rules.chance_outcome(state))
                continue
            for player in rules.deciders(state):
                started, cpu_started = time.perf_counter(), time.thread_time()
                move = bots[player](state, player)
                if player == seat:
                    times.append(time.perf_counter() - started)
                    cpu_times.append(time.thread_time() - cpu_started)
                state, _ = rules.apply(state, Decision(player, move))
    return times, cpu_times


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timing(game: str, opponent: str, games: int, seed: int, goal_ms: float) -> None:
    """Decision time p50/p99 of every level (the first decision loads any table: excluded),
    judged on CPU time: on a shared machine the wall clock also counts other processes."""
    for level in LADDER:
        decision_times(game, level, opponent, 1, seed)  # warm up: tables load once
        times, cpu_times = decision_times(game, level, opponent, scaled(games), seed)
        p50, p99 = 1000 * percentile(cpu_times, 0.50), 1000 * percentile(cpu_times, 0.99)
        print(
            f"{game}: {level} decision time (CPU) p50 {p50:.2f} ms, p99 {p99:.2f} ms, max "
            f"{1000 * max(cpu_times):.1f} ms ({len(times)} decisions; wall clock p99 "
            f"{1000 * percentile(times, 0.99):.2f} ms); goal p99 <= {goal_ms:.0f} ms: "
            f"{verdict(p99 <= goal_ms)}",
            flush=True,
        )
