"""Classic's three- to five-player models that know whose roll comes next (`classic_cycle`).

The solver's other players' rolls are checked against the engine in test_sheet_solver; here the
shipped models are checked against their own Bellman equations on sampled keys, and the expert
is checked to read them.
"""

from __future__ import annotations

import itertools
import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from qwixx_desktop.ai import classic_cycle
from qwixx_desktop.ai import solo_table as tables
from qwixx_desktop.ai.expert_classic import (
    CALM,
    EXPERT,
    HARD,
    ClassicEvaluator,
    game_stage,
    next_roller,
)
from qwixx_desktop.ai.outlook import outlook_of, win_chances
from qwixx_desktop.ai.solo_table import SoloTableError, key_of
from qwixx_desktop.engine import Game, get_rules

from .helpers import GREEN, RED, YELLOW, start_with_sheets
from .sheet_bellman import SheetReferee

CLASSIC = get_rules("classic")
NAMES = ["A", "B", "C", "D", "E"]


@pytest.fixture(scope="module", params=classic_cycle.PLAYER_COUNTS)
def models(request: pytest.FixtureRequest) -> classic_cycle.CycleModels:
    loaded = classic_cycle.load_cycle_models(request.param)
    assert loaded.players == request.param
    return loaded


def test_the_roll_of_the_cycle_counts_from_the_player() -> None:
    assert [classic_cycle.rolls_until(roller, 1, 4) for roller in range(4)] == [3, 0, 1, 2]
    assert [classic_cycle.rolls_until(roller, 1, 3) for roller in range(3)] == [2, 0, 1]
    # The game goes on through a cycle as through as many rolls as players.
    assert classic_cycle.cycle_continuation(0.95, 4) == pytest.approx(0.95**4)
    assert classic_cycle.cycle_continuation(0.93, 3) == pytest.approx(0.93**3)


def test_the_shipped_models_value_the_cycle_as_solved(models: classic_cycle.CycleModels) -> None:
    players = models.players
    assert classic_cycle.load_cycle_models(players) is models
    meta = models.meta
    # Grouped by locks and progress, each model is 0.11-0.19 points off (one set of numbers
    # per misthrow count: 0.24-0.37).
    assert max(meta["rms_errors"]) < 0.22
    start = (0, 0, 0, 0, 0)
    stages = range(len(classic_cycle.PER_ROLL))
    for stage in stages:
        values = [models.value(start, stage, roll) for roll in range(players)]
        assert values == pytest.approx(meta["initial_values"][stage], abs=2.0)
        # One's own roll is worth the most; each other player's roll, the fewer of them left
        # before one's own, a little less (each offers only the white sum).
        assert values == sorted(values, reverse=True)
        assert values[0] > values[-1] + 3
    # The later the stage, the shorter the game expected.
    own = [models.value(start, stage, 0) for stage in stages]
    assert all(earlier > later + 2 for earlier, later in itertools.pairwise(own))


def _referee(models: classic_cycle.CycleModels, stage: int, roll: int) -> SheetReferee:
    """Roll `roll` of the cycle valued by the next roll's model (the game goes on or ends
    after the last)."""
    players = models.players
    per_roll = classic_cycle.PER_ROLL[stage]
    after = classic_cycle.cycle_continuation(per_roll, players) if roll == players - 1 else 1.0
    following = (roll + 1) % players
    return SheetReferee(
        CLASSIC, tables.SHAPE, lambda key: models.value(key, stage, following), after
    )


def test_the_shipped_models_are_consistent_on_sampled_keys(
    models: classic_cycle.CycleModels,
) -> None:
    sheet = SheetReferee(CLASSIC, tables.SHAPE, lambda key: 0.0, 1.0)
    keys = [*sheet.sample_keys(3, seed=31), *sheet.early_keys(2, seed=32)]
    errors = []
    for stage in range(len(classic_cycle.PER_ROLL)):
        own = _referee(models, stage, 0)
        others = [_referee(models, stage, roll) for roll in range(1, models.players)]
        for key in keys:
            errors.append(own.bellman(key) - models.value(key, stage, 0))
            for roll, referee in enumerate(others, start=1):
                errors.append(referee.white_bellman(key) - models.value(key, stage, roll))
    # Each model is 0.11-0.19 points off the exact values, and this check about twice that;
    # a model read for the wrong roll is off by one to several points.
    assert float(np.sqrt(np.mean(np.square(errors)))) < 1.0, errors


def test_missing_or_damaged_models_are_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SoloTableError, match=r"not found.*classic_cycle"):
        classic_cycle.read_models(4, tmp_path / "none.npz")
    damaged = tmp_path / "damaged.npz"
    damaged.write_bytes(b"not a zip file")
    with pytest.raises(SoloTableError, match="damaged"):
        classic_cycle.read_models(4, damaged)
    with np.load(classic_cycle.default_path(4), allow_pickle=False) as archive:
        arrays = {name: archive[name] for name in ("rows", "same", "crossed")}
        meta = json.loads(str(archive["meta"]))
    tampered = tmp_path / "tampered.npz"
    tables.write_arrays(tampered, {**arrays, "meta": np.array(json.dumps({**meta, "players": 3}))})
    with pytest.raises(SoloTableError, match="made for 3 players"):
        classic_cycle.read_models(4, tampered)
    ungrouped = {**meta, "grouping": {"by_lock": False, "progress_cuts": []}}
    tables.write_arrays(tampered, {**arrays, "meta": np.array(json.dumps(ungrouped))})
    with pytest.raises(SoloTableError, match="grouped"):
        classic_cycle.read_models(4, tampered)
    arrays["same"] = arrays["same"] * np.float32(2)
    tables.write_arrays(tampered, {**arrays, "meta": np.array(json.dumps(meta))})
    with pytest.raises(SoloTableError, match="checksum"):
        classic_cycle.read_models(4, tampered)


def test_with_three_to_five_players_the_expert_reads_every_future_by_whose_roll_is_next(
    models: classic_cycle.CycleModels,
) -> None:
    players = models.players
    sheets = {0: {RED: [2, 3, 4]}, 1: {GREEN: [12, 11]}, 2: {YELLOW: [2, 3]}}
    game = start_with_sheets(Game("classic", NAMES[:players], 3), sheets)
    game.roll([3, 4, 2, 2, 2, 2])  # player 0 rolls: player 1 rolls next
    state = game.state
    assert game_stage(state) == CALM
    for player in range(players):
        evaluator = ClassicEvaluator(EXPERT, state, player)
        passing = evaluator.outcome([], True, turn_over=True)
        roll = (1 - player) % players
        assert evaluator.own_future(passing) == models.value(passing.key, CALM, roll)
    # Player 1 rolls next: its own roll, worth more than the same sheet later in the cycle.
    assert next_roller(state) == 1
    key = key_of(state, 1)
    assert models.value_for(key, CALM, 1, 1) > models.value(key, CALM, 1)
    # Each opponent's future is read by its own roll of the cycle, not scaled: player 2 is
    # the last after player 1 ...
    last = players - 1
    assert models.value_for(key_of(state, 2), CALM, 1, 2) == models.value(
        key_of(state, 2), CALM, last
    )
    evaluator = ClassicEvaluator(EXPERT, state, 0)
    assert evaluator.table is None  # every sheet's future comes from the models
    futures = {
        player: models.value(key_of(state, player), CALM, (1 - player) % players)
        for player in range(players)
    }
    passing = evaluator.outcome([], True, turn_over=True)
    expected = 1.0
    for opponent in range(1, players):
        theirs = game.scores()[opponent].total + futures[opponent]
        margin = game.scores()[0].total + futures[0] - theirs
        sd = EXPERT.spread * math.sqrt(futures[0] + futures[opponent]) + 1.0
        expected *= 0.5 * (1 + math.erf(margin / sd / math.sqrt(2)))
    assert evaluator.utility(passing) == pytest.approx(expected, rel=1e-12)
    # ... and so does the window's outlook, at the roll: player 0 rolls next (an sd^2 of
    # spread^2 * points to come + 1/2 each, as 1v1 without the floor).
    rolled_over = start_with_sheets(Game("classic", NAMES[:players], 3), sheets).state
    to_come = [models.value(key_of(rolled_over, p), CALM, -p % players) for p in range(players)]
    means = [card.total + to_come[p] for p, card in enumerate(CLASSIC.scores(rolled_over))]
    sds = [math.sqrt(EXPERT.spread**2 * future + 0.5) for future in to_come]
    shown = outlook_of(CLASSIC, rolled_over)
    assert shown is not None
    assert shown.values == pytest.approx(win_chances(means, sds), abs=1e-9)
    # Two players, and `hard`, do not read them.
    two = start_with_sheets(Game("classic", NAMES[:2], 3), {0: sheets[0], 1: sheets[1]}).state
    assert ClassicEvaluator(EXPERT, two, 0).cycle is None
    assert ClassicEvaluator(HARD, state, 0).cycle is None
    assert ClassicEvaluator(HARD, state, 0).table is not None


def test_the_command_refuses_bad_arguments_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "o.npz"
    # One output file cannot hold every player count's models.
    assert classic_cycle.main(["--out", str(out)]) == 2
    assert classic_cycle.main(["--players", "4", "--workers", "-1", "--out", str(out)]) == 2
    errors = capsys.readouterr().err.strip().splitlines()
    assert len(errors) == 2 and "--players" in errors[0] and "-1 workers" in errors[1]
    with pytest.raises(SystemExit) as refused:  # argparse: one line and exit code 2
        classic_cycle.main(["--players", "6"])
    assert refused.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
    assert not out.exists()


def test_a_three_player_expert_reads_only_its_own_models() -> None:
    # In a fresh process, as a game's bot worker is: the 1v1 and solo tables stay unread.
    script = """
from qwixx_desktop.ai import make_bot, solo_table
from qwixx_desktop.ai.classic_phase import load_phase_models
from qwixx_desktop.engine import get_rules
from qwixx_desktop.simulate import play_out
rules = get_rules("classic")
bots = [make_bot("expert", rules, 1), make_bot("skip2", rules, 2), make_bot("skip2", rules, 3)]
end = play_out(rules, rules.new_state(3, 5, {}), bots)
read = [solo_table._LOADED, solo_table._HAZARD, load_phase_models._loaded]
print(end.phase.name, *(len(tables) for tables in read))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.split() == ["OVER", "0", "0", "0"]
