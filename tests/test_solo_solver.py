"""The exact classic solo table and the `solo-optimal` bot, checked through the engine.

The Bellman check recomputes table entries the slow, independent way (`sheet_bellman`): every
white roll and every one of the 6^4 colour rolls by brute force, moves and points from the
engine itself, and only the successors' values from the shipped table.
"""

from __future__ import annotations

import hashlib
import random
import zipfile
from pathlib import Path
from typing import cast

import numpy as np
import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai import solo_table as st
from qwixx_desktop.ai.solo_expert import rank_moves, solo_optimal_bot
from qwixx_desktop.engine import get_rules
from qwixx_desktop.engine.crossing import CrossRules, CrossState
from qwixx_desktop.simulate import play_out, simulate

from .sheet_bellman import SheetReferee

RULES = cast(CrossRules, get_rules("classic"))


@pytest.fixture(scope="module")
def table() -> st.SoloTable:
    return st.load_table()


def referee(table: st.SoloTable) -> SheetReferee:
    return SheetReferee(RULES, st.SHAPE, table.value, table.continuation)


# The classic sheet's keys and states (its value function unused).
SHEET = SheetReferee(RULES, st.SHAPE, lambda key: 0.0, 1.0)


def state_for(key: st.SoloKey, dice: tuple[int | None, ...] = ()) -> CrossState:
    state = SHEET.state_for(key, dice)
    assert st.key_of(state, 0) == key
    return state


def action_values(
    table: st.SoloTable, start: int, rolled: CrossState
) -> list[tuple[float, np.ndarray]]:
    return referee(table).action_values(start, rolled)


def bellman(table: st.SoloTable, key: st.SoloKey) -> float:
    return referee(table).bellman(key)


def sample_keys(count: int, seed: int) -> list[st.SoloKey]:
    ranks = np.random.default_rng(seed).choice(st.STATES, count, replace=False)
    return [st.decode(int(r)) for r in ranks]


def early_keys(count: int, seed: int) -> list[st.SoloKey]:
    return SHEET.early_keys(count, seed)


# ---------------------------------------------------------------------------- the table


@pytest.fixture(scope="module")
def hazard() -> st.SoloTable:
    return st.load_hazard_table()


def test_table_loads_once_and_starts_at_115_48(table: st.SoloTable) -> None:
    assert st.load_table() is table
    assert round(table.meta["initial_value"], 2) == 115.48
    assert table.value((0, 0, 0, 0, 0)) == pytest.approx(115.48, abs=0.01)
    assert table.meta["states"] == st.STATES == 5_455_128
    assert table.continuation == 1.0


def test_the_hazard_table_and_the_size_of_all_ai_data(hazard: st.SoloTable) -> None:
    assert hazard.continuation == st.HAZARD_CONTINUATION < 1
    assert hazard.meta["states"] == st.STATES
    # A game that may end any turn is worth less than the solo optimum from the start.
    assert 0 < hazard.value((0, 0, 0, 0, 0)) < 115
    # All the AI data within the 16 MB that issue #4 allows.
    assert sum(p.stat().st_size for p in st.default_path().parent.iterdir()) <= 16_000_000


@pytest.mark.parametrize(
    ("continuation", "samples"),
    [
        (1.0, 280),
        (st.HAZARD_CONTINUATION, 80),
    ],
)
def test_sampled_bellman_equations_hold(continuation: float, samples: int) -> None:
    table = st.load_table() if continuation == 1 else st.load_hazard_table(continuation)
    # Stored = rounded V; recomputed from rounded successors: each off by at most half a step.
    tolerance = table.step + 1e-9
    worst = 0.0
    for key in sample_keys(samples, seed=7) + early_keys(20, seed=8):
        error = abs(bellman(table, key) - table.value(key))
        worst = max(worst, error)
        assert error <= tolerance, (key, error)
    assert worst > 0  # the check compared something


def test_initial_state_bellman(table: st.SoloTable) -> None:
    key = (0, 0, 0, 0, 0)
    assert bellman(table, key) == pytest.approx(table.value(key), abs=table.step)


def test_symmetric_states_have_equal_values(table: st.SoloTable) -> None:
    for key in sample_keys(6, seed=11):
        images = st.symmetric_keys(key)
        assert len({table.value(image) for image in images}) == 1
        # The engine agrees: the images' Bellman values match (mirror included).
        recomputed = [bellman(table, image) for image in images]
        assert max(recomputed) - min(recomputed) < 1e-9, (key, recomputed)


def test_rank_is_dense_and_inverts(table: st.SoloTable) -> None:
    ranks = np.arange(0, st.STATES, 997)
    misthrows, codes = st.decode_many(ranks)
    assert (st.rank_many(misthrows, codes) == ranks).all()
    looked_up = table.values_of_ranks(np.array([*ranks[:50], st.TERMINAL]))
    assert list(looked_up) == [*(table.value(st.decode(int(r))) for r in ranks[:50]), 0.0]
    assert st.rank((0, st.LOCKED, 3, st.LOCKED, 0)) == st.TERMINAL
    assert st.rank((4, 0, 0, 0, 0)) == st.TERMINAL
    assert st.decode(st.STATES - 1)[0] == 3


def test_missing_or_damaged_table_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(st.SoloTableError, match=r"not found.*solo_solver"):
        st.read_table(tmp_path / "missing.npz")
    garbage = tmp_path / "garbage.npz"
    garbage.write_bytes(b"not a zip file")
    with pytest.raises(st.SoloTableError, match="damaged"):
        st.read_table(garbage)
    good = st.read_table(st.default_path())
    tampered = good.quantised.copy()
    tampered[12345] += 1
    path = tmp_path / "tampered.npz"
    st.write_table(path, tampered, good.meta)
    with pytest.raises(st.SoloTableError, match="checksum"):
        st.read_table(path)


def test_writing_is_deterministic_atomic_and_reads_back(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    # Any values: their steps overflow the type, and the running sums must wrap back exactly.
    for values in (
        rng.integers(-32768, 32768, st.STATES).astype(np.int16),
        rng.integers(0, 256, st.STATES).astype(np.uint8),
    ):
        meta = {
            "format": st.FORMAT,
            "version": st.VERSION,
            "scale": 256,
            "offset": 64,
            "sha256": hashlib.sha256(values.tobytes()).hexdigest(),
        }
        first, second = tmp_path / "a.npz", tmp_path / "b.npz"
        st.write_table(first, values, meta)
        st.write_table(second, values, meta)
        assert first.read_bytes() == second.read_bytes()
        assert sorted(p.name for p in tmp_path.iterdir()) == ["a.npz", "b.npz"]  # no temp left
        with zipfile.ZipFile(first) as archive:
            assert {i.compress_type for i in archive.infolist()} == {zipfile.ZIP_DEFLATED}
        read = st.read_table(first)
        assert read.quantised.dtype == values.dtype
        assert np.array_equal(read.quantised, values)


def test_stored_steps_deflate_the_shipped_tables_to_about_half(table: st.SoloTable) -> None:
    size = st.default_path().stat().st_size
    assert size < 0.6 * table.quantised.nbytes
    planes = st.encode_values(table.quantised)
    assert planes.shape == (2, st.STATES) and planes.dtype == np.uint8
    assert np.array_equal(st.decode_values(planes, np.dtype(np.int16)), table.quantised)


def test_a_table_of_another_shape_or_version_is_a_clear_error(tmp_path: Path) -> None:
    good = st.read_table(st.default_path())
    path = tmp_path / "old.npz"
    st.write_table(path, good.quantised, {**good.meta, "version": 1})
    with pytest.raises(st.SoloTableError, match=r"format version 1, expected 2.*solo_solver"):
        st.read_table(path)
    st.write_table(path, good.quantised[:-1], good.meta)
    with pytest.raises(st.SoloTableError, match=r"int16 values in planes \[2, 5455127\]"):
        st.read_table(path)
    st.write_table(path, good.quantised.astype(np.int32), good.meta)
    with pytest.raises(st.SoloTableError, match="values are 'int32'"):
        st.read_table(path)


# ---------------------------------------------------------------------------- the bot


def test_action_one_values_include_the_best_action_two(table: st.SoloTable) -> None:
    rng = random.Random(3)
    for key in sample_keys(40, seed=5):
        state = state_for(key)
        dice = (
            rng.randint(1, 6),
            rng.randint(1, 6),
            *(None if state.is_closed(r) else rng.randint(1, 6) for r in range(4)),
        )
        rolled = state_for(key, dice)
        start = RULES.scores(rolled)[0].total
        expected = []
        for passed, crosses in action_values(table, start, rolled):
            faces = [crosses[r, d - 1] for r, d in enumerate(dice[2:]) if d is not None]
            expected.append(max([passed, *faces]))
        got = [value for _, value in rank_moves(RULES, rolled, 0, table)]
        assert got == pytest.approx(expected, abs=1e-9), key


class Checked:
    """Wraps a bot: every move must be legal; records the decisions."""

    def __init__(self, name: str, seed: int) -> None:
        self.bot = make_bot(name, RULES, seed)
        self.moves: list[object] = []

    def __call__(self, state: CrossState, player: int) -> object:
        move = self.bot(state, player)
        assert move in RULES.legal_moves(state, player)
        self.moves.append(move)
        return move


def test_bot_plays_legal_deterministic_moves_in_any_seat() -> None:
    for players, seed in ((1, 1), (1, 2), (2, 3), (3, 4), (5, 5)):
        runs = []
        for _ in range(2):
            bots = [Checked("solo-optimal" if p % 2 == 0 else "skip2", p) for p in range(players)]
            final = play_out(RULES, RULES.new_state(players, seed, {}), bots)  # type: ignore[arg-type]
            runs.append((final.key(), [bot.moves for bot in bots]))
        assert runs[0] == runs[1]


def test_bot_is_for_classic_only() -> None:
    with pytest.raises(ValueError):
        make_bot("solo-optimal", get_rules("longo"))
    with pytest.raises(ValueError, match="classic"):
        solo_optimal_bot(get_rules("onboard"), 0)


def test_solo_simulation_beats_skip2_clearly() -> None:
    optimal = simulate("classic", ["solo-optimal"], 300, seed=2024).entries[0].score
    skip2 = simulate("classic", ["skip2"], 300, seed=2024).entries[0].score
    assert optimal.mean > 100
    assert optimal.mean > skip2.mean + 30
