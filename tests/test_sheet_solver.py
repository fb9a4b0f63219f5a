"""The exact solver on any four-row sheet shape, and the pairs-of-rows model of its tables.

A small sheet (d4, rows 2..8, either of the last two numbers locks after three crosses: Longo's
rules in miniature) is solved whole in a second and checked against the engine playing the
same sheet; the shipped Longo model is checked the same way on sampled keys.
"""

from __future__ import annotations

import tracemalloc
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from qwixx_desktop.ai import pairs_model, solo_solver
from qwixx_desktop.ai import solo_table as st
from qwixx_desktop.ai.expert_longo import JOINT_CONTINUATIONS, load_joint_model
from qwixx_desktop.ai.sheet_shape import (
    CLASSIC_SHAPE,
    LONGO_SHAPE,
    ROWS,
    TERMINAL,
    SheetShape,
)
from qwixx_desktop.engine.crossing import CrossRules
from qwixx_desktop.engine.variants import CLASSIC, LONGO, ONBOARD, RowSpec, triangular_points

from .sheet_bellman import Key, SheetReferee, ValueOf

SMALL = replace(
    CLASSIC,
    key="small",
    die_faces=4,
    rows=tuple(
        RowSpec(row.colour, row.symbol, numbers)
        for row, numbers in zip(
            CLASSIC.rows, (tuple(range(2, 9)),) * 2 + (tuple(range(8, 1, -1)),) * 2, strict=True
        )
    ),
    lock_numbers=2,
    min_crosses_to_lock=3,
    points=triangular_points(8),
)
SMALL_SHAPE = SheetShape.of(SMALL)


def value_of(shape: SheetShape, values: np.ndarray) -> ValueOf:
    def value(key: Key) -> float:
        rank = shape.rank_many(np.array(key[0]), np.array(key[1:]))
        return 0.0 if rank == TERMINAL else float(values[rank])

    return value


@pytest.fixture(scope="module", params=[1.0, 0.9])
def small_table(request: pytest.FixtureRequest) -> tuple[float, np.ndarray]:
    continuation = float(request.param)
    return continuation, solo_solver.solve(1, False, continuation, SMALL_SHAPE)


# ---------------------------------------------------------------------------- shapes


def test_shapes_of_the_games() -> None:
    assert CLASSIC_SHAPE.states == st.STATES == 5_455_128
    assert (CLASSIC_SHAPE.next_code, CLASSIC_SHAPE.gain) == (st.NEXT, st.GAIN)
    assert replace(SheetShape.of(ONBOARD), name="classic") == CLASSIC_SHAPE
    assert LONGO_SHAPE.states == 38_185_428
    assert (LONGO_SHAPE.first_lock, LONGO_SHAPE.faces) == (13, 8)
    # Either locking number locks a row once it has six crosses, for the number and the box.
    six = LONGO_SHAPE.code_of(5, 6)
    assert LONGO_SHAPE.next_code[six][13:] == (LONGO_SHAPE.locked,) * 2
    assert LONGO_SHAPE.gain[six][13:] == (15, 15)
    five = LONGO_SHAPE.code_of(5, 5)
    assert LONGO_SHAPE.next_code[five][13:] == (-1, -1)
    with pytest.raises(ValueError, match="rising"):
        SheetShape.of(replace(LONGO, rows=LONGO.rows[::-1]))


@pytest.mark.parametrize("shape", [SMALL_SHAPE, LONGO_SHAPE])
def test_ranks_are_dense_and_invert(shape: SheetShape) -> None:
    ranks = np.unique(np.random.default_rng(3).integers(0, shape.states, 20_000))
    misthrows, codes = shape.decode_many(ranks)
    assert (shape.rank_many(misthrows, codes) == ranks).all()
    # The eight symmetric images of a key share its rank.
    a, b, c, d = (codes[:, r] for r in range(ROWS))
    for image in ((b, a, c, d), (a, b, d, c), (c, d, a, b), (d, c, b, a)):
        assert (shape.rank_many(misthrows, np.stack(image, axis=-1)) == ranks).all()
    locked = shape.locked
    assert shape.rank_many(np.array(0), np.array([locked, 0, locked, 0])) == TERMINAL
    assert shape.rank_many(np.array(shape.misthrows_to_end), np.zeros(4, int)) == TERMINAL


# ---------------------------------------------------------------------------- the solver


def test_a_small_sheet_solved_whole_obeys_the_engine(small_table: tuple[float, np.ndarray]) -> None:
    continuation, values = small_table
    rules = CrossRules(SMALL)
    referee = SheetReferee(rules, SMALL_SHAPE, value_of(SMALL_SHAPE, values), continuation)
    keys = [*referee.sample_keys(60, seed=5), (0, 0, 0, 0, 0), (3, 0, 0, 0, 0)]
    for key in keys:
        assert referee.bellman(key) == pytest.approx(referee.value(key), abs=1e-9), key
    start = referee.value((0, 0, 0, 0, 0))
    assert start > 0
    if continuation == 1.0:  # solo: a longer game is worth more than one that may stop
        assert start > solo_solver.solve(1, False, 0.9, SMALL_SHAPE)[0]


@pytest.mark.parametrize("white_rolls", [1, 2])
def test_the_other_players_rolls_obey_the_engine(white_rolls: int) -> None:
    # values[0] on one's own roll, values[i] on the i-th other player's roll after it; the
    # game goes on with 0.85 once the cycle is over.
    values = solo_solver.solve(1, False, 0.85, SMALL_SHAPE, white_rolls=white_rolls)
    assert values.shape == (1 + white_rolls, SMALL_SHAPE.states)
    rules = CrossRules(SMALL)

    def referee(roll: int, continuation: float = 1.0) -> SheetReferee:
        following = values[(roll + 1) % (1 + white_rolls)]
        return SheetReferee(rules, SMALL_SHAPE, value_of(SMALL_SHAPE, following), continuation)

    referees = [referee(roll) for roll in range(white_rolls)] + [referee(white_rolls, 0.85)]
    keys = [*referees[0].sample_keys(25, seed=7), (0, 0, 0, 0, 0), (3, 0, 0, 0, 0)]
    for key in keys:
        stored = [value_of(SMALL_SHAPE, values[roll])(key) for roll in range(1 + white_rolls)]
        assert referees[0].bellman(key) == pytest.approx(stored[0], abs=1e-9), key
        for roll in range(1, 1 + white_rolls):
            assert referees[roll].white_bellman(key) == pytest.approx(stored[roll], abs=1e-9)
    # Crossing the white sum on the others' rolls is worth something: more than the same
    # game without those rolls, whose turns end as often.
    alone = solo_solver.solve(1, False, 0.85, SMALL_SHAPE)
    empty = value_of(SMALL_SHAPE, alone)((0, 0, 0, 0, 0))
    assert value_of(SMALL_SHAPE, values[0])((0, 0, 0, 0, 0)) > empty + 1


def test_solving_gives_the_same_values_however_the_work_is_split() -> None:
    one = solo_solver.solve(1, False, 0.93, SMALL_SHAPE)
    two = solo_solver.solve(2, False, 0.93, SMALL_SHAPE)
    assert one.tobytes() == two.tobytes()


# ---------------------------------------------------------------------------- the model


def _random_keys(shape: SheetShape, count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.integers(0, shape.misthrows_to_end, count), rng.integers(0, shape.codes, (count, 4))


def _true_values(shape: SheetShape, misthrows: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """Values that are exactly a model of pairs, with random numbers in every term."""
    terms = pairs_model.model_terms(shape, misthrows, codes)
    rng = np.random.default_rng(2)
    values = np.zeros(len(misthrows))
    for numbers, where in terms:
        numbers[:] = rng.normal(0, 3, numbers.size)
        for index in where:
            values += numbers[index]
    return values


def test_a_model_of_pairs_is_fitted_closely_and_rows_alone_cannot_be() -> None:
    misthrows, codes = _random_keys(CLASSIC_SHAPE, 200_000, 1)
    values = _true_values(CLASSIC_SHAPE, misthrows, codes)
    terms = pairs_model.model_terms(CLASSIC_SHAPE, misthrows, codes)
    pairs_left = pairs_model.backfit(values, terms, 60)
    rebuilt = sum(numbers[index] for numbers, where in terms for index in where)
    assert np.allclose(rebuilt + pairs_left, values)
    rows_left = pairs_model.backfit(
        values, pairs_model.model_terms(CLASSIC_SHAPE, misthrows, codes)[:1], 60
    )
    spread = float(np.std(values))
    assert np.sqrt(np.mean(pairs_left**2)) < 0.05 * spread
    assert np.sqrt(np.mean(rows_left**2)) > 0.5 * spread


# The small sheet's progress runs from 0 to 4 * 6 (each row's first locking number is its 6th).
SMALL_GROUPING = pairs_model.Grouping(by_lock=True, progress_cuts=(14, 18))


@pytest.mark.parametrize("grouping", [pairs_model.BY_MISTHROWS, SMALL_GROUPING])
def test_the_model_of_a_solved_sheet_values_keys_as_the_table(
    small_table: tuple[float, np.ndarray], grouping: pairs_model.Grouping
) -> None:
    continuation, values = small_table
    arrays, error = pairs_model.fit(SMALL_SHAPE, values, 40, grouping)
    model = pairs_model.PairsModel(SMALL_SHAPE, arrays, {"continuation": continuation}, grouping)
    misthrows, codes = SMALL_SHAPE.decode_many(np.arange(SMALL_SHAPE.states))
    modelled = np.array(
        [model.value(int(m), c.tolist()) for m, c in zip(misthrows, codes, strict=True)]
    )
    assert np.sqrt(np.mean((modelled - values) ** 2)) == pytest.approx(error, rel=1e-3)
    assert error < 0.1 * float(np.std(values))
    if grouping != pairs_model.BY_MISTHROWS:  # more numbers, closer (by 11-14 % here)
        assert error < 0.92 * pairs_model.fit(SMALL_SHAPE, values, 40)[1]
    # The model is symmetric: a key's images read the same value, and finished games are 0.
    m, (a, b, c, d) = 1, codes[777].tolist()
    assert model.value(m, [d, c, b, a]) == pytest.approx(model.value(m, [a, b, c, d]))
    assert model.value(0, [SMALL_SHAPE.locked, a, SMALL_SHAPE.locked, d]) == 0.0
    assert model.value(SMALL_SHAPE.misthrows_to_end, [a, b, c, d]) == 0.0


def test_stacked_models_are_each_table_s_model_rounded_to_steps(
    small_table: tuple[float, np.ndarray],
) -> None:
    _, values = small_table
    tables = [values, 0.5 * values]
    alone = [pairs_model.fit(SMALL_SHAPE, table, 10, SMALL_GROUPING) for table in tables]
    stacked, errors = pairs_model.fit_stacked(SMALL_SHAPE, tables, 10, SMALL_GROUPING)
    assert errors == [round(error, 4) for _, error in alone]
    for name in pairs_model.ARRAYS:
        assert stacked[name].shape == (2, *alone[0][0][name].shape)
        for index, (arrays, _) in enumerate(alone):
            assert np.array_equal(stacked[name][index], arrays[name])
    steps = 32
    rounded, _ = pairs_model.fit_stacked(SMALL_SHAPE, tables, 10, SMALL_GROUPING, steps)
    for name in pairs_model.ARRAYS:
        assert rounded[name].dtype == np.float32
        assert np.array_equal(rounded[name] * steps, np.round(rounded[name] * steps))
        assert np.abs(rounded[name] - stacked[name]).max() <= 0.5 / steps
        assert not np.array_equal(rounded[name], stacked[name])


def test_a_key_s_group_is_the_same_one_at_a_time_and_many_at_once() -> None:
    misthrows, codes = _random_keys(CLASSIC_SHAPE, 3_000, 5)
    codes[:40, 1] = CLASSIC_SHAPE.locked
    grouping = pairs_model.Grouping(by_lock=True, progress_cuts=(28, 34))
    many = grouping.group_many(CLASSIC_SHAPE, misthrows, codes)
    one = [
        grouping.group(CLASSIC_SHAPE, int(m), c.tolist())
        for m, c in zip(misthrows, codes, strict=True)
    ]
    assert many.tolist() == one
    assert set(one) == set(range(grouping.groups(CLASSIC_SHAPE)))  # every group is reachable
    # By default a key's group is its misthrows.
    default = pairs_model.BY_MISTHROWS.group_many(CLASSIC_SHAPE, misthrows, codes)
    assert default.tolist() == misthrows.tolist()
    # The empty sheet is in the earliest band, a sheet of three locked rows in the last, and a
    # lock moves a key to the other half of its misthrow count's groups.
    assert grouping.group(CLASSIC_SHAPE, 2, [0, 0, 0, 0]) == 2 * 6
    locked = CLASSIC_SHAPE.locked
    assert grouping.group(CLASSIC_SHAPE, 0, [locked, locked, locked, 1]) == 5  # 3 * 11 + 1
    assert grouping.group(CLASSIC_SHAPE, 0, [locked, 0, 0, 0]) == 3


def test_model_files_round_trip_and_damage_is_a_clear_error(tmp_path: Path) -> None:
    values = solo_solver.solve(1, False, 0.9, SMALL_SHAPE)
    arrays, error = pairs_model.fit(SMALL_SHAPE, values, 10)
    path = tmp_path / "small.npz"
    pairs_model.write_model(path, SMALL_SHAPE, arrays, {"continuation": 0.9, "rms_error": error})
    first = path.read_bytes()
    pairs_model.write_model(path, SMALL_SHAPE, arrays, {"continuation": 0.9, "rms_error": error})
    assert path.read_bytes() == first  # equal models, equal bytes
    assert sorted(p.name for p in tmp_path.iterdir()) == ["small.npz"]  # no temporary left
    model = pairs_model.read_model(SMALL_SHAPE, 0.9, path)
    key = [3, 5, 0, SMALL_SHAPE.locked]
    in_memory = pairs_model.PairsModel(SMALL_SHAPE, arrays, {"continuation": 0.9})
    assert model.value(2, key) == in_memory.value(2, key) != 0.0
    with pytest.raises(st.SoloTableError, match=r"made for small at 0\.9"):
        pairs_model.read_model(SMALL_SHAPE, 0.93, path)
    with pytest.raises(st.SoloTableError, match=r"not found.*--game longo"):
        pairs_model.read_model(LONGO_SHAPE, 0.9, tmp_path / "missing.npz")
    with np.load(path) as archive:
        meta = archive["meta"]
    tampered = {name: array.copy() for name, array in arrays.items()}
    tampered["same"][1, 2, 3] += 1
    damaged = tmp_path / "tampered.npz"
    st.write_arrays(damaged, {**tampered, "meta": meta})  # with the untampered checksum
    with pytest.raises(st.SoloTableError, match="checksum"):
        pairs_model.read_model(SMALL_SHAPE, 0.9, damaged)
    damaged.write_bytes(b"not a zip file")
    with pytest.raises(st.SoloTableError, match="damaged"):
        pairs_model.read_model(SMALL_SHAPE, 0.9, damaged)


# ---------------------------------------------------------------------------- Longo's model


@pytest.mark.parametrize("continuation", JOINT_CONTINUATIONS)
def test_the_shipped_longo_models_obey_the_engine_on_sampled_keys(continuation: float) -> None:
    model = load_joint_model(continuation)
    assert load_joint_model(continuation) is model
    assert model.continuation == continuation
    assert model.meta["rms_error"] < 0.6
    referee = SheetReferee(
        CrossRules(LONGO),  # Longo's sheet without its lucky numbers, as the solver plays it
        LONGO_SHAPE,
        lambda key: model.value(key[0], key[1:]),
        continuation,
    )
    start = (0, 0, 0, 0, 0)
    assert referee.value(start) == pytest.approx(model.meta["initial_value"], abs=1.0)
    keys = [*referee.sample_keys(16, 9), *referee.early_keys(8, 10)]
    errors = [referee.bellman(key) - referee.value(key) for key in keys]
    # 0.9: 0.33 points, 0.87: 0.39, 0.83: 0.50. Read with a misthrow too many 0.56 (0.9), as
    # if solved for a longer game (0.93) 1.39; 0.87 and 0.9 each read as the other 1.32-1.37.
    assert np.sqrt(np.mean(np.square(errors))) < 0.6, errors


def test_a_model_keeps_a_pointer_per_entry_not_a_float_object() -> None:
    # The shipped cycle models hold a few hundred distinct numbers (multiples of 1/16) in
    # millions of entries: a float object per entry made 5 players' models 80 MB (350 MB of
    # RSS) in the coach's process. Equal numbers are now one object; the values stay exact.
    rng = np.random.default_rng(3)
    groups, size = CLASSIC_SHAPE.misthrows_to_end, CLASSIC_SHAPE.codes
    arrays = {
        "rows": rng.integers(0, 128, (groups, size)),
        "same": rng.integers(0, 128, (groups, size, size)),
        "crossed": rng.integers(0, 128, (groups, size, size)),
    }
    arrays = {name: (array / 16).astype(np.float32) for name, array in arrays.items()}
    entries = sum(array.size for array in arrays.values())
    tracemalloc.start()
    try:
        model = pairs_model.PairsModel(CLASSIC_SHAPE, arrays, {"continuation": 0.9})
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert held < 12 * entries  # a pointer per entry and the lists' headers; was over 32
    rows, same, crossed = (arrays[name].astype(np.float64) for name in pairs_model.ARRAYS)
    for _ in range(200):
        m = int(rng.integers(groups))
        a, b, c, d = (int(code) for code in rng.integers(0, size, ROWS))
        if (a, b, c, d).count(CLASSIC_SHAPE.locked) >= CLASSIC_SHAPE.locks_to_end:
            continue
        expected = float(
            rows[m, a] + rows[m, b] + rows[m, c] + rows[m, d] + same[m, a, b] + same[m, c, d]
        )
        expected += crossed[m, a, c] + crossed[m, a, d] + crossed[m, b, c] + crossed[m, b, d]
        assert model.value(m, (a, b, c, d)) == expected
