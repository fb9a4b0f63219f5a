"""Classic's lock-race phase models (`classic_phase`): the phase, the transition counts, the
phase-chained solver on a small sheet, and the shipped models checked against the engine.

The models' check is a sampled consistency test: each phase's value after a turn must equal
the transition matrix applied to every phase's Bellman value, recomputed the slow way
(`sheet_bellman`: every roll by brute force, moves and points from the engine) from the
models' own values of the successors.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai import classic_phase, solo_solver
from qwixx_desktop.ai import solo_table as tables
from qwixx_desktop.ai.crossing_eval import lock_distance
from qwixx_desktop.ai.solo_table import SoloTableError
from qwixx_desktop.engine import get_rules
from qwixx_desktop.engine.crossing import CrossRules

from .sheet_bellman import Key, SheetReferee
from .test_sheet_solver import SMALL, SMALL_SHAPE, value_of

CLASSIC = get_rules("classic")
assert isinstance(CLASSIC, CrossRules)
SHEET = SheetReferee(CLASSIC, tables.SHAPE, lambda key: 0.0, 1.0)


def counts(moved: list[list[int]], ended: list[int]) -> dict[str, object]:
    return {"sources": [], "moved": moved, "ended": ended}


# ---------------------------------------------------------------------------- phase, counts


@settings(max_examples=60, deadline=None)
@given(st.integers(0, tables.STATES - 1))
def test_the_phase_is_the_engines_lock_distance(rank: int) -> None:
    key = tables.decode(rank)
    state = SHEET.state_for(key)
    expected = lock_distance(
        [state.marks[0]], state.closed, tables.MIN_CROSSES_TO_LOCK, 4, tables.LOCKS_TO_END
    )
    assert classic_phase.phase_of(key) == expected
    assert 0 <= expected < classic_phase.PHASES


def test_an_empty_sheet_is_ten_crosses_from_ending_the_game() -> None:
    assert classic_phase.phase_of((0, 0, 0, 0, 0)) == classic_phase.PHASES - 1 == 10
    five = tables.cross_key((0, 0, 0, 0, 0), 0, 4)
    assert five is not None
    assert classic_phase.phase_of(five[0]) == 9


def test_the_transition_matrix_is_the_counted_shares() -> None:
    n = classic_phase.PHASES
    moved = [[0] * n for _ in range(n)]
    ended = [0] * n
    for phase in range(n):
        moved[phase][phase] = 3
        moved[phase][0] += 1
        ended[phase] = phase % 3
    matrix = classic_phase.transition_matrix(counts(moved, ended))
    seen = np.array([sum(row) for row in moved]) + np.array(ended)
    assert matrix == pytest.approx(np.array(moved) / seen[:, None])
    # The game ends (the opponent ends it) with the rest of each row.
    assert 1 - matrix.sum(axis=1) == pytest.approx(np.array(ended) / seen)
    rising = [row[:] for row in moved]
    rising[2][5] = 1
    with pytest.raises(ValueError, match="rise"):
        classic_phase.transition_matrix(counts(rising, ended))
    unseen = [row[:] for row in moved]
    unseen[4] = [0] * n
    with pytest.raises(ValueError, match=r"phases \[4\]"):
        classic_phase.transition_matrix(counts(unseen, [0] * n))


# ---------------------------------------------------------------------------- the solver


SMALL_MATRIX = np.array([[0.8, 0.0, 0.0], [0.5, 0.45, 0.0], [0.1, 0.6, 0.25]])


def test_phases_solved_in_a_chain_obey_the_engine_on_a_small_sheet() -> None:
    after = classic_phase.solve_phases(SMALL_MATRIX, SMALL_SHAPE, workers=1, log=False)
    rules = CrossRules(SMALL)
    # V_q(key) = E[best of points + W_q(after the turn)]: the referee with W_q as the value
    # after a turn (continuation 1); then W_p = sum_q M[p, q] V_q.
    referees = [
        SheetReferee(rules, SMALL_SHAPE, value_of(SMALL_SHAPE, after[phase]), 1.0)
        for phase in range(3)
    ]
    keys: list[Key] = [*referees[0].sample_keys(25, seed=3), (0, 0, 0, 0, 0), (3, 0, 0, 0, 0)]
    for key in keys:
        bellman = np.array([referee.bellman(key) for referee in referees])
        stored = np.array([referee.value(key) for referee in referees])
        assert SMALL_MATRIX @ bellman == pytest.approx(stored, abs=1e-9), key
    # One phase that only stays is the plain hazard table: W = continuation * V.
    alone = classic_phase.solve_phases(np.array([[0.8]]), SMALL_SHAPE, workers=1, log=False)
    plain = solo_solver.solve(1, False, 0.8, SMALL_SHAPE)
    assert alone[0] == pytest.approx(0.8 * plain, abs=1e-12)
    # A game that may last longer (a higher phase) is worth more from the start.
    assert after[0, 0] < after[1, 0] < after[2, 0]


def test_known_values_must_cover_every_rank() -> None:
    with pytest.raises(ValueError, match="known values"):
        solo_solver.solve(1, False, 0.5, SMALL_SHAPE, np.zeros(10))
    finished_worth_something = np.zeros(SMALL_SHAPE.states + 1)
    finished_worth_something[-1] = 1.0
    with pytest.raises(ValueError, match="known values"):
        solo_solver.solve(1, False, 0.5, SMALL_SHAPE, finished_worth_something)


# ---------------------------------------------------------------------------- shipped models


@pytest.fixture(scope="module")
def models() -> classic_phase.PhaseModels:
    return classic_phase.load_phase_models()


def test_the_shipped_models_come_from_their_counts(models: classic_phase.PhaseModels) -> None:
    assert classic_phase.load_phase_models() is models
    meta = models.meta
    matrix = classic_phase.transition_matrix(meta["counts"])
    assert np.array(meta["matrix"]) == pytest.approx(matrix, abs=1e-15)
    assert sum(source["games"] for source in meta["counts"]["sources"]) >= 10_000
    assert max(meta["rms_errors"]) < 0.8
    # The nearer the opponent is to ending the game, the less a sheet has still to come.
    start = (0, 0, 0, 0, 0)
    values = [models.value(start, phase) for phase in range(classic_phase.PHASES)]
    # (The models are least exact on the emptiest sheets, which are few among the keys: from
    # the empty sheet 0.4 points high at distance 0, 2.6 at 10.)
    assert values == pytest.approx(meta["initial_values"], abs=3.0)
    assert values == sorted(values)
    assert values[0] < 0.7 * values[-1]
    # The opponent ends the game in the next turn most often at distance 0, never from 5 on.
    ends = 1 - matrix.sum(axis=1)
    assert ends[0] > 0.1 > ends[1] > ends[2]
    assert ends[5:] == pytest.approx(0.0, abs=1e-3)


def test_the_shipped_models_are_consistent_on_sampled_keys(
    models: classic_phase.PhaseModels,
) -> None:
    matrix = models.matrix
    referees = [
        SheetReferee(CLASSIC, tables.SHAPE, lambda key, p=phase: models.value(key, p), 1.0)
        for phase in range(classic_phase.PHASES)
    ]
    keys = [*SHEET.sample_keys(4, seed=21), *SHEET.early_keys(3, seed=22)]
    errors = []
    for key in keys:
        bellman = np.array([referee.bellman(key) for referee in referees])
        stored = np.array([models.value(key, p) for p in range(classic_phase.PHASES)])
        errors.extend(matrix @ bellman - stored)
    # Each model is 0.3-0.75 points off the exact values, and so is this check; a model read
    # in the wrong phase is off by several points.
    assert float(np.sqrt(np.mean(np.square(errors)))) < 1.0, errors


def test_missing_or_damaged_models_are_a_clear_error(tmp_path: Path) -> None:
    missing = tmp_path / "none.npz"
    with pytest.raises(SoloTableError, match=r"not found.*classic_phase"):
        classic_phase.read_models(missing)
    damaged = tmp_path / "damaged.npz"
    damaged.write_bytes(b"not a zip file")
    with pytest.raises(SoloTableError, match="damaged"):
        classic_phase.read_models(damaged)
    shipped = classic_phase.default_path()
    with np.load(shipped, allow_pickle=False) as archive:
        arrays = {name: archive[name] for name in ("rows", "same", "crossed")}
        meta = json.loads(str(archive["meta"]))
    arrays["rows"] = arrays["rows"] + np.float32(1)
    tampered = tmp_path / "tampered.npz"
    tables.write_arrays(tampered, {**arrays, "meta": np.array(json.dumps(meta))})
    with pytest.raises(SoloTableError, match="checksum"):
        classic_phase.read_models(tampered)


def test_the_command_refuses_bad_counts_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "counts.json"
    bad.write_text(json.dumps({"format": "something else"}))
    assert classic_phase.main(["--counts", str(bad), "--out", str(tmp_path / "o.npz")]) == 2
    rising = {"format": classic_phase.COUNTS_FORMAT, "sources": [], "ended": [1] * 11}
    rising["moved"] = [[1] * 11 for _ in range(11)]
    bad.write_text(json.dumps(rising))
    assert classic_phase.main(["--counts", str(bad), "--out", str(tmp_path / "o.npz")]) == 2
    errors = capsys.readouterr().err.strip().splitlines()
    assert len(errors) == 2 and "rise" in errors[1]
    assert not (tmp_path / "o.npz").exists()
