"""Classic with four players: one's points to come, knowing whose roll comes next.

The hazard tables (`solo_table`) play every roll as one's own. With four players three rolls
in four are the others', on which one may cross only the white sum (or nothing, without a
misthrow). These tables solve that cycle (`solo_solver.solve` with three white rolls after
each of one's own): a sheet's points to come at the start of each roll of the cycle, one's own
first (roll 0), then the others' in turn (roll i: the i-th player after oneself rolls next).
The game goes on after a whole cycle with the chance that it lasts four more rolls, by the
game's stage (`expert_classic.game_stage`): 0.95 per roll while the game is calm, 0.94 once
someone can lock a row, 0.91 once a row is closed or someone has three misthrows (measured in
`expert_classic`). Each of the twelve tables ships as a model of pairs of rows (`pairs_model`)
with a set of numbers per misthrow count, whether a row is locked and how far right the rows
have come (`GROUPING`; 0.11-0.19 points off, where one set per misthrow count is 0.24-0.37 off
and 0.7 late in the game), stored in steps of 1/32 point so that the file,
resources/ai/classic-cycle-4.npz, compresses to about 2 MB.

    python -m qwixx_desktop.ai.classic_cycle [--out PATH] [--workers N]

rebuilds it (8-13 minutes on two cores) and gives the same bytes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
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
PLAYERS = 4  # the player count the models are solved for
# The chance that the game goes on after a roll, by the game's stage (`game_stage`: calm, late,
# last).
PER_ROLL = (0.95, 0.94, 0.91)
MODEL_ITERATIONS = 25  # backfitting sweeps (as solo_solver's models)
# The models' sets of numbers. Progress: the rows' last crossed positions plus one, summed
# (0 for an empty sheet, 44 for four locked rows); bands below 28, 28-33 and from 34 on.
GROUPING = Grouping(by_lock=True, progress_cuts=(28, 34))
STEPS = 32  # stored numbers are multiples of 1 / STEPS points (the file compresses 2 to 1)
_REBUILD = "rebuild it with `python -m qwixx_desktop.ai.classic_cycle`"
_EMPTY = rank((0, 0, 0, 0, 0))


def cycle_continuation(per_roll: float) -> float:
    """The chance that the game goes on through a whole cycle of rolls."""
    return float(per_roll**PLAYERS)


def rolls_until(next_roller: int, player: int) -> int:
    """The roll of `player`'s cycle that the next roll is: 0 its own, i the i-th player's
    after it."""
    return (next_roller - player) % PLAYERS


class CycleModels:
    """The models: `value(key, stage, roll)` is what the sheet `key` is worth to come at the
    start of roll `roll` of its cycle (`rolls_until`) at the game's `stage` (`game_stage`)."""

    def __init__(self, arrays: dict[str, np.ndarray], meta: dict[str, Any]) -> None:
        self.meta = meta
        self._models = [
            [
                PairsModel(
                    CLASSIC_SHAPE,
                    {name: arrays[name][stage, roll] for name in ARRAYS},
                    {"continuation": cycle_continuation(PER_ROLL[stage])},
                    GROUPING,
                )
                for roll in range(PLAYERS)
            ]
            for stage in range(len(PER_ROLL))
        ]

    def value(self, key: SoloKey, stage: int, roll: int) -> float:
        return self._models[stage][roll].value(key[0], key[1:])  # 0 once over

    def value_for(self, key: SoloKey, stage: int, next_roller: int, player: int) -> float:
        """`player`'s points to come with sheet `key` when `next_roller` rolls next."""
        return self.value(key, stage, rolls_until(next_roller, player))


def default_path() -> Path:
    return resources_dir() / "ai" / f"classic-cycle-{PLAYERS}.npz"


def build(workers: int = 0, log: bool = True) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """The models' arrays and meta (solves both tables: slow)."""
    from . import solo_solver  # the solver (multiprocessing, big arrays) only when building

    stacked: dict[str, list[np.ndarray]] = {name: [] for name in ARRAYS}
    errors: list[float] = []
    initial = []
    for per_roll in PER_ROLL:
        continuation = cycle_continuation(per_roll)
        values = solo_solver.solve(workers, False, continuation, white_rolls=PLAYERS - 1)
        initial.append([round(float(values[roll, _EMPTY]), 6) for roll in range(PLAYERS)])
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
        "players": PLAYERS,
        "per_roll": list(PER_ROLL),
        "grouping": GROUPING.as_meta(),
        "rms_errors": errors,
        "initial_values": initial,
    }
    return {name: np.stack(parts) for name, parts in stacked.items()}, meta


def read_models(path: Path | None = None) -> CycleModels:
    """Load and check the models' file; raises SoloTableError when it is missing or damaged."""

    def made_for(meta: dict[str, Any]) -> str:
        if (
            meta.get("players") == PLAYERS
            and meta.get("per_roll") == list(PER_ROLL)
            and meta.get("grouping") == GROUPING.as_meta()
        ):
            return ""
        return (
            f"made for {meta.get('players')} players at {meta.get('per_roll')}, "
            f"grouped {meta.get('grouping')}"
        )

    arrays, meta = read_checked(
        path or default_path(),
        CLASSIC_SHAPE,
        "cycle models",
        _REBUILD,
        (FORMAT, VERSION),
        made_for,
        len(PER_ROLL),
        PLAYERS,
        grouping=GROUPING,
    )
    return CycleModels(arrays, meta)


load_cycle_models = LoadedOnce(read_models)  # the shipped models, read once per process


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m qwixx_desktop.ai.classic_cycle",
        description=f"Solve classic's tables for {PLAYERS} players, knowing whose roll comes "
        "next, and write their pairs-of-rows models.",
    )
    parser.add_argument("--out", type=Path, default=None, help="output file (default: shipped)")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: all cores)")
    args = parser.parse_args(argv)
    if args.workers < 0:
        print(f"classic_cycle: {args.workers} workers", file=sys.stderr)
        return 2
    out = args.out or default_path()
    started = time.perf_counter()
    arrays, meta = build(args.workers)
    print(f"{write_stacked(out, arrays, meta)} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
