"""Engine throughput: games per second of bot-against-bot games, one core.

Each game is played twice on the same seeds: through `rules.apply`, which checks every
action (what `Game` does with a user's moves, and what the play-outs did before the fast
path), and through `simulate.play_out`, which uses `rules.apply_trusted`. Both must end in
the same state.

A loaded machine runs everything slower, so every figure is also given as a ratio against a
baseline timed in the same run: a fixed pure-Python loop, timed right before each chunk of
games (CPU time of this process, so other processes count less); the ratio is the median
over many interleaved chunks of games per baseline loop. The ratios are what to compare
between runs and machines; the games per second hold only for this machine now.

BEFORE holds the ratios of the engine before the fast path (main at c7cce46, whose play-outs
went through `apply`), measured by this file on the same machine in alternating runs; the
goal is the fast path at twice that.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from qwixx_desktop.ai import Bot, make_bot
from qwixx_desktop.engine import AnyRules, Decision, Phase, get_rules
from qwixx_desktop.games import get_game
from qwixx_desktop.simulate import play_out, simulate

GOAL_SPEED_UP = 2.0  # the fast path against BEFORE, classic with skip-2 bots
ROUNDS = 15  # interleaved chunks per path and table
CHUNK = 12  # games per chunk


def baseline_loop() -> None:
    """A fixed amount of plain interpreter work: calls, tuples, dicts, integer arithmetic."""
    table: dict[int, tuple[int, int]] = {}
    total = 0
    for i in range(20_000):
        total = (total * 31 + i) & 0xFFFF
        table[i & 255] = (total, i)
        total += len(table[total & 255]) if total & 255 in table else 0


def checked_play_out(rules: AnyRules, state: Any, bots: Sequence[Bot]) -> Any:
    """`simulate.play_out` as it was before the fast path: every action through `apply`."""
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            state, _ = rules.apply(state, rules.chance_outcome(state))
        else:
            for player in rules.deciders(state):
                state, _ = rules.apply(state, Decision(player, bots[player](state, player)))
    return state


PlayOut = Callable[[AnyRules, Any, Sequence[Bot]], Any]
PATHS: dict[str, PlayOut] = {"apply": checked_play_out, "apply_trusted": play_out}


@dataclass(frozen=True)
class Table:
    """A kind of game to time: the game, its bots (one per seat)."""

    game: str
    bots: tuple[str, ...]

    @property
    def label(self) -> str:
        return f"{self.game} {len(self.bots)}p {'/'.join(sorted(set(self.bots)))}"


TABLES = (
    Table("classic", ("skip2", "skip2")),
    Table("classic", ("skip2", "skip2", "skip2")),
    Table("longo", ("skip2", "skip2")),
    Table("onboard", ("skip2", "skip2")),
    Table("qwantum", ("greedy", "greedy")),
)


# Ratios (games per baseline loop) of the engine before the fast path: medians of alternating
# runs of this file against c7cce46 and the fast path, one core of a shared 2-core machine.
# (2026-11-24, 11 runs of each in three sessions; the fast path then: 2p 9.3, 3p 7.1.)
BEFORE: dict[str, float] = {
    "classic 2p skip2": 4.4,
    "classic 3p skip2": 3.3,
    "longo 2p skip2": 3.4,
    "onboard 2p skip2": 2.2,
    "qwantum 2p greedy": 0.86,
}


@dataclass(frozen=True)
class Speed:
    games_per_second: float  # median over the chunks
    ratio: float  # median of games per baseline loop, each chunk against its own baseline


def measure(table: Table, rounds: int = ROUNDS, chunk: int = CHUNK) -> dict[str, Speed]:
    """Both paths on the same seeds, chunk by chunk, each chunk after its own baseline."""
    rules = get_rules(table.game)
    options = rules.normalise_options(get_game(table.game).read_data("a"))
    bots = [make_bot(name, rules, seat) for seat, name in enumerate(table.bots)]
    rates: dict[str, list[float]] = {name: [] for name in PATHS}
    ratios: dict[str, list[float]] = {name: [] for name in PATHS}
    clock = time.process_time
    for index in range(rounds):
        seeds = range(index * chunk, (index + 1) * chunk)
        finals: dict[str, list[Any]] = {}
        for name, run in PATHS.items():
            started = clock()
            baseline_loop()
            base = clock() - started
            started = clock()
            finals[name] = [
                run(rules, rules.new_state(len(bots), seed, options), bots) for seed in seeds
            ]
            seconds = max(clock() - started, 1e-9)
            rates[name].append(chunk / seconds)
            ratios[name].append(chunk / seconds * base)
        if len(set(map(tuple, finals.values()))) != 1:
            raise AssertionError(f"{table.label}: the two paths played different games")
    return {
        name: Speed(statistics.median(rates[name]), statistics.median(ratios[name]))
        for name in PATHS
    }


def main() -> None:
    print(
        f"engine: games/s on one core (CPU time), both paths on the same seeds; ratio = games "
        f"per baseline loop (median of {ROUNDS} interleaved chunks of {CHUNK} games)"
    )
    for table in TABLES:
        speeds = measure(table)
        checked, fast = speeds["apply"], speeds["apply_trusted"]
        before = BEFORE[table.label]
        goal = ""
        if table.game == "classic":
            met = "goal met" if fast.ratio >= GOAL_SPEED_UP * before else "GOAL NOT MET"
            goal = f"; goal >= {GOAL_SPEED_UP:.1f}x: {met}"
        print(
            f"engine: {table.label:<18} apply {checked.games_per_second:5,.0f} games/s "
            f"(ratio {checked.ratio:5.2f}), apply_trusted {fast.games_per_second:5,.0f} games/s "
            f"(ratio {fast.ratio:5.2f}, {fast.ratio / checked.ratio:.2f}x apply); before the "
            f"fast path: ratio {before:.2f}, now {fast.ratio / before:.2f}x{goal}"
        )
    solo = simulate("classic", ["skip2"], 5000, seed=1)
    entry = solo.entries[0]
    print(
        f"engine: skip2 solo mean score {entry.score.mean:.2f} +- {entry.score.half_width:.2f}"
        f" over 5000 games (reference for skip-at-most-2 heuristics: about 66-71)"
    )
