"""Count how the opponent's lock distance moves in classic 1v1 games: the data behind
`qwixx_desktop.ai.classic_phase`.

    python -m bench.collect_phase_counts odds:4000:41 plan2:4000:43 expert:2000:45 --out F.json

Each OPPONENT:GAMES:SEED plays that many games of the expert against the bot (seats
alternating, the dice of game i from the seed). At each of the expert's own rolls the
opponent's phase (`classic_phase.phase_of`) is noted, and at its next own roll the phase then;
when the game ends first, whether the opponent ended it (its lock closed the last row, or its
fourth misthrow: counted as `ended`) or the expert did (not counted: that says nothing about
the opponent). The shipped models were solved from these three sources, played by the expert
of commit 31c41ae (before it read the models).
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
from collections.abc import Sequence
from pathlib import Path

from bench.classic_duel import WORKERS, bot_factory
from qwixx_desktop.ai.classic_phase import COUNTS_FORMAT, PHASES, phase_of
from qwixx_desktop.ai.solo_table import MISTHROWS_TO_END, ROWS, key_of
from qwixx_desktop.engine import Move, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.engine.crossing import CrossState
from qwixx_desktop.games import get_game
from qwixx_desktop.simulate import play_out

ENDED, CENSORED = -1, -2  # what followed the last own roll instead of a phase


def game_steps(opponent: str, seed: int, index: int) -> list[tuple[int, int]]:
    """(phase at an own roll of the expert, phase at its next, or ENDED / CENSORED)."""
    rules = get_rules("classic")
    options = rules.normalise_options(get_game("classic").read_data("a"))
    me = index % 2
    them = 1 - me
    bots = [bot_factory(opponent)(rules, derive_seed(seed, index, 2, k)) for k in range(2)]
    expert = bot_factory("expert")(rules, 0)
    rolls: list[CrossState] = []

    def recording_expert(state: CrossState, player: int) -> Move:
        # Its action 1 on its own roll: once per roll, the sheets as rolled (simultaneous
        # decisions are applied together, after everyone's).
        if state.phase is Phase.WHITE and state.active == me:
            rolls.append(state)
        return expert(state, player)

    bots[me] = recording_expert
    final = play_out(rules, rules.new_state(2, derive_seed(seed, index), options), bots)
    phases = [phase_of(key_of(roll, them)) for roll in rolls]
    steps = list(itertools.pairwise(phases))
    return [*steps, (phases[-1], ENDED if ended_by(final, rolls[-1], them) else CENSORED)]


def ended_by(final: CrossState, last: CrossState, player: int) -> bool:
    """Whether `player` ended the game after the roll `last`: its fourth misthrow, or a row
    that closed by its lock alone (both locking the same row counts as the other's end)."""
    if final.misthrows[player] >= MISTHROWS_TO_END:
        return True
    newly_closed = final.closed & ~last.closed
    return any(
        newly_closed >> row & 1
        and final.has_lock(player, row)
        and not final.has_lock(1 - player, row)
        for row in range(ROWS)
    )


def _steps(job: tuple[str, int, int]) -> list[tuple[int, int]]:
    return game_steps(*job)


def collect(sources: Sequence[tuple[str, int, int]], workers: int = WORKERS) -> dict[str, object]:
    ended = [0] * PHASES
    moved = [[0] * PHASES for _ in range(PHASES)]
    jobs = [(name, seed, index) for name, games, seed in sources for index in range(games)]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        for steps in pool.imap(_steps, jobs, chunksize=50):
            for before, after in steps:
                if after == ENDED:
                    ended[before] += 1
                elif after >= 0:
                    moved[before][after] += 1
    return {
        "format": COUNTS_FORMAT,
        "sources": [{"opponent": n, "games": g, "seed": s} for n, g, s in sources],
        "ended": ended,
        "moved": moved,
    }


def parse_source(text: str) -> tuple[str, int, int]:
    name, games, seed = text.split(":")
    bot_factory(name)  # an unknown name fails here, before any game
    return name, int(games), int(seed)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.collect_phase_counts")
    parser.add_argument("sources", nargs="+", help="OPPONENT:GAMES:SEED")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--workers", type=int, default=WORKERS)
    args = parser.parse_args(argv)
    try:
        sources = [parse_source(text) for text in args.sources]
    except (ValueError, KeyError) as error:
        print(
            f"collect_phase_counts: bad source ({error}): use OPPONENT:GAMES:SEED", file=sys.stderr
        )
        return 2
    counts = collect(sources, args.workers)
    args.out.write_text(json.dumps(counts, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {sum(counts['ended'])} ends counted")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
