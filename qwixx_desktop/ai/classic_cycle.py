"""Classic with three to five players: one's points to come, knowing whose roll comes next.

The hazard tables (`solo_table`) play every roll as one's own. With N players N - 1 rolls in N
are the others', on which one may cross only the white sum (or nothing, without a misthrow).
These tables solve that cycle (`solo_solver.solve` with N - 1 white rolls after each of one's
own): a sheet's points to come at the start of each roll of the cycle, one's own first (roll
0), then the others' in turn (roll i: the i-th player after oneself rolls next). The game goes
on after a whole cycle with the chance that it lasts N more rolls, by the game's stage
(`expert_classic.game_stage`): 0.95 per roll while the game is calm, 0.94 once someone can
lock a row, 0.91 once a row is closed or someone has three misthrows (`PER_ROLL`, the same for
every player count; measured in `expert_classic`). Each table ships as a model of pairs of
rows (`pairs_model`) with a set of numbers per misthrow count, whether a row is locked and how
far right the rows have come (`GROUPING`; 0.11-0.19 points off, where one set per misthrow
count is 0.24-0.37 off and 0.7 late in the game), stored in steps of 1/16 point so that the
files, resources/ai/classic-cycle-N.npz, compress to 1.2-2.0 MB.

    python -m qwixx_desktop.ai.classic_cycle [--players N] [--out PATH] [--workers N]

rebuilds them (12-14 minutes each on two cores) and gives the same bytes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from ..gamedata import resources_dir
from .pairs_model import (
    ARRAYS,
    Grouping,
    LoadedOnce,
    PairsModel,
    fit_stacked,
    read_checked,
    write_stacked,
)
from .sheet_shape import CLASSIC_SHAPE
from .solo_table import SoloKey, rank

FORMAT = "qwixx-desktop classic cycle models"
VERSION = 2
PLAYER_COUNTS = (3, 4, 5)  # the player counts the models are solved for
# The chance that the game goes on after a roll, by the game's stage (`game_stage`: calm, late,
# last).
PER_ROLL = (0.95, 0.94, 0.91)
MODEL_ITERATIONS = 25  # backfitting sweeps (as solo_solver's models)
# The models' sets of numbers. Progress: the rows' last crossed positions plus one, summed
# (0 for an empty sheet, 44 for four locked rows); bands below 28, 28-33 and from 34 on.
GROUPING = Grouping(by_lock=True, progress_cuts=(28, 34))
STEPS = 16  # stored numbers are multiples of 1 / STEPS points: the files compress well
_REBUILD = "rebuild it with `python -m qwixx_desktop.ai.classic_cycle --players {players}`"
_EMPTY = rank((0, 0, 0, 0, 0))


def cycle_continuation(per_roll: float, players: int) -> float:
    """The chance that the game goes on through a whole cycle of rolls."""
    return float(per_roll**players)


def rolls_until(next_roller: int, player: int, players: int) -> int:
    """The roll of `player`'s cycle that the next roll is: 0 its own, i the i-th player's
    after it."""
    return (next_roller - player) % players


class CycleModels:
    """One player count's models: `value(key, stage, roll)` is what the sheet `key` is worth
    to come at the start of roll `roll` of its cycle (`rolls_until`) at the game's `stage`
    (`game_stage`)."""

    def __init__(self, players: int, arrays: dict[str, np.ndarray], meta: dict[str, Any]) -> None:
        self.players = players
        self.meta = meta
        self._models = [
            [
                PairsModel(
                    CLASSIC_SHAPE,
                    {name: arrays[name][stage, roll] for name in ARRAYS},
                    {"continuation": cycle_continuation(per_roll, players)},
                    GROUPING,
                )
                for roll in range(players)
            ]
            for stage, per_roll in enumerate(PER_ROLL)
        ]

    def value(self, key: SoloKey, stage: int, roll: int) -> float:
        return self._models[stage][roll].value(key[0], key[1:])  # 0 once over

    def value_for(self, key: SoloKey, stage: int, next_roller: int, player: int) -> float:
        """`player`'s points to come with sheet `key` when `next_roller` rolls next."""
        return self.value(key, stage, rolls_until(next_roller, player, self.players))


def default_path(players: int) -> Path:
    return resources_dir() / "ai" / f"classic-cycle-{players}.npz"


def build(
    players: int, workers: int = 0, log: bool = True
) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """The models' arrays and meta for `players` (solves a table per stage: slow)."""
    from . import solo_solver  # the solver (multiprocessing, big arrays) only when building

    stacked: dict[str, list[np.ndarray]] = {name: [] for name in ARRAYS}
    errors: list[float] = []
    initial = []
    for per_roll in PER_ROLL:
        continuation = cycle_continuation(per_roll, players)
        values = solo_solver.solve(workers, False, continuation, white_rolls=players - 1)
        initial.append([round(float(values[roll, _EMPTY]), 6) for roll in range(players)])
        label = (lambda roll, c=per_roll: f"{c} a roll, roll {roll}") if log else None
        arrays, fitted = fit_stacked(
            CLASSIC_SHAPE, values, MODEL_ITERATIONS, GROUPING, STEPS, label
        )
        errors.extend(fitted)
        for name in ARRAYS:
            stacked[name].append(arrays[name])
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "players": players,
        "per_roll": list(PER_ROLL),
        "grouping": GROUPING.as_meta(),
        "rms_errors": errors,
        "initial_values": initial,
    }
    return {name: np.stack(parts) for name, parts in stacked.items()}, meta


def read_models(players: int, path: Path | None = None) -> CycleModels:
    """Load and check `players`' models file; raises SoloTableError when it is missing or
    damaged."""

    def made_for(meta: dict[str, Any]) -> str:
        if (
            meta.get("players") == players
            and meta.get("per_roll") == list(PER_ROLL)
            and meta.get("grouping") == GROUPING.as_meta()
        ):
            return ""
        return (
            f"made for {meta.get('players')} players at {meta.get('per_roll')}, "
            f"grouped {meta.get('grouping')}"
        )

    arrays, meta = read_checked(
        path or default_path(players),
        CLASSIC_SHAPE,
        f"{players}-player cycle models",
        _REBUILD.format(players=players),
        (FORMAT, VERSION),
        made_for,
        len(PER_ROLL),
        players,
        grouping=GROUPING,
    )
    return CycleModels(players, arrays, meta)


_SHIPPED = {players: LoadedOnce(partial(read_models, players)) for players in PLAYER_COUNTS}


def load_cycle_models(players: int) -> CycleModels:
    """The shipped models of `players` (one of PLAYER_COUNTS), read once per process."""
    return _SHIPPED[players]()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m qwixx_desktop.ai.classic_cycle",
        description="Solve classic's tables for three to five players, knowing whose roll "
        "comes next, and write their pairs-of-rows models.",
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=PLAYER_COUNTS,
        default=None,
        help="this player count only (default: every one)",
    )
    parser.add_argument(
        "--out", type=Path, default=None, help="output file, with --players (default: shipped)"
    )
    parser.add_argument("--workers", type=int, default=0, help="processes (0: all cores)")
    args = parser.parse_args(argv)
    if args.workers < 0:
        print(f"classic_cycle: {args.workers} workers", file=sys.stderr)
        return 2
    if args.out is not None and args.players is None:
        print("classic_cycle: --out needs --players", file=sys.stderr)
        return 2
    for players in [args.players] if args.players else PLAYER_COUNTS:
        started = time.perf_counter()
        arrays, meta = build(players, args.workers)
        out = args.out or default_path(players)
        print(f"{write_stacked(out, arrays, meta)} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
