"""Bot-against-bot simulations: `qwixx-desktop simulate`, also used by the benchmarks."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO

from . import cliargs
from .engine import AnyRules, Decision, Phase, get_rules
from .engine.chance import ChanceStream, derive_seed
from .games import game_keys, get_game
from .typography import plural

if TYPE_CHECKING:
    from .ai import Bot

# A typo such as --games 10000000 would otherwise run for days: 100 000 games pin a mean
# score to about +-0.2 points and a win rate to +-0.3 %, and already take minutes to hours
# (the strongest bots play tens of games per second).
MAX_GAMES = 100_000


def play_out(rules: AnyRules, state: Any, bots: Sequence[Bot]) -> Any:
    """Play a state to the end with one bot per seat; returns the final state.

    Bots only return legal moves and the dice are the seeded ones, so the rules' fast path
    applies them unchecked (tests/test_trusted.py: the same games as `apply`)."""
    apply = rules.apply_trusted
    is_chance = rules.is_chance
    chance_outcome = rules.chance_outcome
    deciders = rules.deciders
    over = Phase.OVER
    while state.phase is not over:
        if is_chance(state):
            state = apply(state, chance_outcome(state))
        else:
            for player in deciders(state):
                state = apply(state, Decision(player, bots[player](state, player)))
    return state


Z_95 = 1.96  # the standard normal's 97.5 % quantile: two-sided 95 % intervals


@dataclass(frozen=True)
class Interval:
    """A 95 % interval around a mean: low and high, -inf and inf when unknown (one game)."""

    mean: float
    low: float
    high: float

    @property
    def half_width(self) -> float:
        """Half the interval's width (a mean score's interval is mean +- half_width)."""
        return (self.high - self.low) / 2

    def as_dict(self) -> dict[str, float | None]:
        return {"mean": self.mean, "low": _finite(self.low), "high": _finite(self.high)}


def _finite(value: float) -> float | None:
    """JSON has no infinity (json.dumps would write Infinity, which strict readers such as
    jq refuse): an unbounded value, as the interval of a single game, is null."""
    return value if math.isfinite(value) else None


def interval(values: Sequence[float]) -> Interval:
    """The normal-approximation interval of a mean (scores)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return Interval(mean, -math.inf, math.inf)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z_95 * math.sqrt(variance / n)
    return Interval(mean, mean - half, mean + half)


def share_interval(shares: Sequence[float]) -> Interval:
    """The Wilson score interval of a rate (wins, a tie a shared win): always within 0 to 1
    and honest with few games, where the normal one said "100 % +- 0" after two wins out of
    two, or reached below 0 %."""
    n = len(shares)
    rate = sum(shares) / n
    z2 = Z_95 * Z_95 / n
    centre = (rate + z2 / 2) / (1 + z2)
    half = Z_95 / (1 + z2) * math.sqrt(rate * (1 - rate) / n + z2 / (4 * n))
    return Interval(rate, max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class EntryResult:
    label: str
    bot: str
    score: Interval
    win_rate: Interval


@dataclass(frozen=True)
class SimulationResult:
    game: str
    games: int
    seed: int
    seconds: float
    entries: tuple[EntryResult, ...]

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else math.inf

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "seed": self.seed,
            "seconds": self.seconds,
            "games_per_second": _finite(self.games_per_second),
            "bots": [
                {
                    "label": e.label,
                    "bot": e.bot,
                    "score": e.score.as_dict(),
                    "win_rate": e.win_rate.as_dict(),
                }
                for e in self.entries
            ],
        }


def entry_labels(bot_names: Sequence[str]) -> list[str]:
    """skip2,skip2 -> skip2#1, skip2#2; unique names stay as they are."""
    labels = []
    for index, name in enumerate(bot_names):
        if bot_names.count(name) > 1:
            labels.append(f"{name}#{bot_names[: index + 1].count(name)}")
        else:
            labels.append(name)
    return labels


def seating(seed: int, game_index: int, entries: int) -> list[int]:
    """A random seat order for one game: seating[seat] = entry in the bot list."""
    order = list(range(entries))
    ChanceStream(seed, game_index, 1).shuffle(order)
    return order


def simulate(
    game: str,
    bot_names: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    on_game: Callable[[int], None] | None = None,
) -> SimulationResult:
    """Play `games` games with random seating; the dice of game i depend only on (seed, i).

    `on_game(done)` is called after each game (the command's progress line)."""
    from .ai import make_bot  # the bots' tables only when games are played

    rules = get_rules(game)
    normalised = rules.normalise_options(options or {})
    entries = len(bot_names)
    scores: list[list[float]] = [[] for _ in range(entries)]
    wins: list[list[float]] = [[] for _ in range(entries)]
    started = time.perf_counter()
    for index in range(games):
        order = seating(seed, index, entries)
        bots = [make_bot(bot_names[e], rules, derive_seed(seed, index, 2, e)) for e in order]
        state = rules.new_state(entries, derive_seed(seed, index), normalised)
        final = play_out(rules, state, bots)
        totals = [card.total for card in rules.scores(final)]
        best = max(totals)
        winners = sum(1 for t in totals if t == best)
        for seat, entry in enumerate(order):
            scores[entry].append(totals[seat])
            wins[entry].append(1 / winners if totals[seat] == best else 0.0)
        if on_game is not None:
            on_game(index + 1)
    seconds = time.perf_counter() - started
    labels = entry_labels(bot_names)
    return SimulationResult(
        game=game,
        games=games,
        seed=seed,
        seconds=seconds,
        entries=tuple(
            EntryResult(labels[e], bot_names[e], interval(scores[e]), share_interval(wins[e]))
            for e in range(entries)
        ),
    )


def format_result(result: SimulationResult) -> str:
    games = f"{result.games} {plural(result.games, 'game', 'games')}"  # as print's "1 page"
    lines = [f"{result.game}: {games}, seed {result.seed}"]
    width = max(len(e.label) for e in result.entries)
    for e in result.entries:
        lines.append(
            f"  {e.label:<{width}}  mean score {e.score.mean:7.2f} +- {e.score.half_width:5.2f}"
            f"   win rate {100 * e.win_rate.mean:5.1f} % "
            f"({100 * e.win_rate.low:.1f} to {100 * e.win_rate.high:.1f})"
        )
    lines.append(f"  {result.games_per_second:.0f} games/s")
    return "\n".join(lines)


class Progress:
    """ "N/M games" on one line of a terminal, redrawn in place, once a run has taken longer
    than `delay` seconds; nothing at all when the stream is not a terminal (a log file or a
    pipe gets only the result)."""

    def __init__(
        self,
        stream: TextIO,
        total: int,
        is_tty: bool,
        clock: Callable[[], float] = time.monotonic,
        delay: float = 1.0,
        interval: float = 0.2,
    ) -> None:
        self.stream = stream
        self.total = total
        self.enabled = is_tty
        self.clock = clock
        self.interval = interval
        self.next_update = clock() + delay
        self.shown = False

    def __call__(self, done: int) -> None:
        if not self.enabled or self.clock() < self.next_update:
            return
        self.next_update = self.clock() + self.interval
        percent = 100 * done // self.total
        # Marked before writing: Ctrl-C during the write must still clear the line.
        self.shown = True
        self.stream.write(f"\rsimulate: {done}/{self.total} games ({percent} %)")
        self.stream.flush()

    def finish(self) -> None:
        """Clear the progress line, so that the result starts on a clean line."""
        if self.shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
            self.shown = False


def add_simulate_parser(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "simulate",
        help="play bots against each other and print their scores and win rates",
        description="Play N games between bots with random seating and print per-bot mean "
        "score, win rate (ties count as shared wins) with 95 % intervals, and games/s.",
    )
    parser.add_argument("--game", default="classic", choices=game_keys(), help=cliargs.GAME_HELP)
    parser.add_argument(
        "--bots",
        required=True,
        type=cliargs.name_list,
        help="comma-separated bots, one per seat, e.g. skip2,random (levels: random, skip<k>, "
        "greedy, easy, medium, hard, expert where the game has them)",
    )
    parser.add_argument(
        "--games",
        type=cliargs.whole_number(1, MAX_GAMES),
        default=1000,
        help=f"number of games, 1 to {MAX_GAMES} (default 1000)",
    )
    parser.add_argument(
        "--seed", type=cliargs.seed, default=0, help="seed of the whole run (default 0)"
    )
    parser.add_argument("--board", help=cliargs.BOARD_HELP)
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(handler=run_simulate_command, command_parser=parser)


def run_simulate_command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Usage errors exit through `parser`; a bad board file raises DataFileError or
    EngineError, which the command line reports in one line."""
    from .ai import make_bot

    names: list[str] = args.bots
    rules = get_rules(args.game)
    if not rules.min_players <= len(names) <= rules.max_players:
        parser.error(
            f"{rules.title} is for {rules.min_players}-{rules.max_players} players; "
            f"--bots names {len(names)}"
        )
    for name in set(names):
        try:
            make_bot(name, rules, 0)
        except ValueError as error:
            parser.error(str(error))
    options = cliargs.game_options(get_game(args.game), args.board, parser)
    progress = Progress(sys.stderr, args.games, sys.stderr.isatty())
    try:
        result = simulate(args.game, names, args.games, args.seed, options, on_game=progress)
    finally:
        progress.finish()
    if args.json:
        print(json.dumps(result.as_dict(), indent=1))
    else:
        print(format_result(result))
    return 0
