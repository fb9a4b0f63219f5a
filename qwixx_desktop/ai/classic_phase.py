"""Classic 1v1: one's own points to come, knowing how near the opponent is to ending the game.

The hazard tables (`solo_table`) let the game go on after every turn with one probability. In
a two-player game how soon it ends is visible on the opponent's sheet: its lock distance (the
crosses it still needs before it could end the game by locks; `phase_of`) is the *phase*,
0 ... 10. From games of the expert against strong bots (bench/collect_phase_counts.py: at each
of the expert's own rolls the opponent's phase, and at its next own roll the phase then, or
whether the opponent ended the game meanwhile) comes `transition_matrix`: M[p, q] = the chance
that the game goes on and the phase moves from p to q (it never rises), 1 - sum_q M[p, q] the
chance that the opponent ends it (13 % at 0, 3 % at 1, 1 % at 2, none from 5 on).

Each phase's table is classic's Bellman equation with the value after a turn
W_p = sum_q M[p, q] V_q, solved from phase 0 up (`solo_solver.solve` with the lower phases'
part as known values): 11 solves of about 2 minutes on two cores. The expert reads W_p, the
sheet's value once its turn is over and the opponent's phase is p, for its own future (see
`expert_classic`); each W_p ships as a model of pairs of rows (`pairs_model`, 0.3-0.75 points
off), all eleven in one file of about 750 KB: resources/ai/classic-phase-pairs.npz.

    python -m qwixx_desktop.ai.classic_phase [--counts FILE] [--out PATH] [--workers N]

rebuilds it (about 20 minutes) from counts collected by bench/collect_phase_counts.py, by
default from the counts stored in the shipped file, giving the same bytes.

Measured in session 19 and not kept (paired on the same dice, 20 000 pairs, 95 %; `odds`
seed 51, 61.1 % today; `plan2` seed 53, 71.7 %). The exact tables the models stand for,
against the models: +0.20 +- 0.24 pp (`odds`), -0.06 +- 0.19 (`plan2`); so models closer to
them (the grouping that helped the 4-player models) have nothing measurable to gain. Phases
by more than the lock distance, counted anew from the same three sources played by the
expert of then, exact tables against the exact eleven: an opponent at three misthrows
as a phase of its own (it then ends the game before the expert's next roll 59 % of the
time, against 8 % at distance 0 otherwise) +0.03 +- 0.15 (`odds`), -0.19 +- 0.15 (`plan2`);
distance 0 split by the locks still needed (one: 11 %, two: 4 %) too -0.12 +- 0.21 (`odds`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..gamedata import resources_dir
from .crossing_eval import distance_to_end
from .pairs_model import ARRAYS, LoadedOnce, PairsModel, fit_stacked, read_checked, write_stacked
from .sheet_shape import CLASSIC_SHAPE, ROWS, SheetShape
from .solo_table import (
    CODE_CROSSES,
    LOCKED,
    LOCKS_TO_END,
    MIN_CROSSES_TO_LOCK,
    SoloKey,
    SoloTableError,
    rank,
)

FORMAT = "qwixx-desktop classic lock-race phase models"
VERSION = 1
COUNTS_FORMAT = "qwixx-desktop classic lock-race counts"
PHASES = 1 + LOCKS_TO_END * MIN_CROSSES_TO_LOCK  # lock distances 0 ... 10 (an empty sheet's)
MODEL_ITERATIONS = 25  # backfitting sweeps (as solo_solver's models)
_REBUILD = "rebuild it with `python -m qwixx_desktop.ai.classic_phase`"


def phase_of(key: SoloKey) -> int:
    """The lock distance of a sheet (`crossing_eval.lock_distance` of one sheet, read from its
    key): crosses still missing before its player could end the game by locks (rows closed by
    anyone count as locked)."""
    missing = [
        max(0, MIN_CROSSES_TO_LOCK - CODE_CROSSES[code]) for code in key[1:] if code != LOCKED
    ]
    return distance_to_end(missing, ROWS - len(missing), LOCKS_TO_END)


def transition_matrix(counts: dict[str, Any]) -> np.ndarray:
    """M[p, q]: the game goes on and the phase moves from p to q, as counted.

    `counts["moved"][p][q]`: own rolls in phase p followed by the next in phase q;
    `counts["ended"][p]`: those after which the opponent ended the game first.
    """
    moved = np.array(counts["moved"], dtype=np.float64)
    ended = np.array(counts["ended"], dtype=np.float64)
    if moved.shape != (PHASES, PHASES) or ended.shape != (PHASES,):
        raise ValueError(f"counts must cover the {PHASES} phases")
    if (moved < 0).any() or (ended < 0).any() or np.triu(moved, 1).any():
        raise ValueError("counts must be non-negative and the phase may not rise")
    seen = moved.sum(axis=1) + ended
    if (seen == 0).any():
        raise ValueError(f"no rolls counted in phases {np.flatnonzero(seen == 0).tolist()}")
    matrix: np.ndarray = moved / seen[:, None]
    return matrix


def solve_phases(
    matrix: np.ndarray, shape: SheetShape = CLASSIC_SHAPE, workers: int = 0, log: bool = True
) -> np.ndarray:
    """W[p] for every live rank: the sheet's points to come once a turn ends in phase p (the
    game going on and the phase moving by `matrix`, lower-triangular)."""
    from . import solo_solver  # the solver (multiprocessing, big arrays) only when building

    phases = len(matrix)
    values = np.zeros((phases, shape.states + 1))  # V[p], 0 for the finished game last
    after = np.zeros((phases, shape.states + 1))
    for phase in range(phases):
        known = matrix[phase, :phase] @ values[:phase]
        stay = float(matrix[phase, phase])
        values[phase, :-1] = solo_solver.solve(workers, False, stay, shape, known)
        after[phase] = stay * values[phase] + known
        if log:
            print(f"phase {phase}: from the empty sheet {after[phase, _EMPTY]:.3f}", flush=True)
    result: np.ndarray = after[:, :-1]
    return result


_EMPTY = rank((0, 0, 0, 0, 0))  # the empty sheet (the same rank in every shape)


class PhaseModels:
    """The eleven phases' models: `value(key, phase)` is what the sheet `key` is worth to come
    once the turn that made it is over, with the opponent at lock distance `phase`."""

    def __init__(self, arrays: dict[str, np.ndarray], meta: dict[str, Any]) -> None:
        self.meta = meta
        self.matrix = np.array(meta["matrix"])
        self._models = [
            PairsModel(
                CLASSIC_SHAPE,
                {name: arrays[name][phase] for name in ARRAYS},
                {"continuation": float(self.matrix[phase].sum())},
            )
            for phase in range(PHASES)
        ]

    def value(self, key: SoloKey, phase: int) -> float:
        return self._models[phase].value(key[0], key[1:])  # 0 for a finished game


def default_path() -> Path:
    return resources_dir() / "ai" / "classic-phase-pairs.npz"


def build(
    counts: dict[str, Any], workers: int = 0, log: bool = True
) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """The models' arrays and meta from collected counts (solves every phase: slow)."""
    matrix = transition_matrix(counts)
    after = solve_phases(matrix, CLASSIC_SHAPE, workers, log)
    arrays, errors = fit_stacked(
        CLASSIC_SHAPE, after, MODEL_ITERATIONS, label=(lambda p: f"phase {p}") if log else None
    )
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "phases": PHASES,
        "counts": {key: counts[key] for key in ("sources", "ended", "moved")},
        "matrix": matrix.tolist(),
        "rms_errors": errors,
        "initial_values": [round(float(after[phase, _EMPTY]), 6) for phase in range(PHASES)],
    }
    return arrays, meta


def read_models(path: Path | None = None) -> PhaseModels:
    """Load and check the models' file; raises SoloTableError when it is missing or damaged."""

    def made_for(meta: dict[str, Any]) -> str:
        return "" if np.shape(meta.get("matrix", ())) == (PHASES, PHASES) else "no matrix"

    arrays, meta = read_checked(
        path or default_path(),
        CLASSIC_SHAPE,
        "lock-race phase models",
        _REBUILD,
        (FORMAT, VERSION),
        made_for,
        PHASES,
    )
    return PhaseModels(arrays, meta)


load_phase_models = LoadedOnce(read_models)  # the shipped models, read once per process


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m qwixx_desktop.ai.classic_phase",
        description="Solve classic's tables by the opponent's lock distance and write their "
        "pairs-of-rows models.",
    )
    parser.add_argument(
        "--counts",
        type=Path,
        help="counts from bench/collect_phase_counts.py (default: the shipped file's own)",
    )
    parser.add_argument("--out", type=Path, default=None, help="output file (default: shipped)")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: all cores)")
    args = parser.parse_args(argv)
    out = args.out or default_path()
    try:
        if args.counts:
            counts = json.loads(args.counts.read_text(encoding="utf-8"))
            if counts.get("format") != COUNTS_FORMAT:
                raise ValueError(f"{args.counts} holds no lock-race counts")
        else:
            counts = read_models().meta["counts"]
        transition_matrix(counts)  # fails early on bad counts, before the long solves
    except (OSError, ValueError, KeyError, TypeError, SoloTableError) as error:
        print(f"classic_phase: {error}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    arrays, meta = build(counts, args.workers)
    print(f"{write_stacked(out, arrays, meta)} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
