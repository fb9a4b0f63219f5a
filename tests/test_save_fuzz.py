"""Any damage to a save file gives a SaveError (or a valid game), never another exception."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench import fuzz_saves
from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Game, SaveError
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.gamedata import default_options

scalars = (
    st.none() | st.booleans() | st.integers(-5, 50) | st.floats(allow_nan=False)
    | st.text(max_size=5)
)
json_values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=8,
)


def played_save(game_key: str) -> dict[str, Any]:
    names = ["Ana", "Ben"]
    game = Game(game_key, names, 3, default_options(game_key))
    bot = make_bot("random", game.rules, 1)
    while not game.is_over and len(game.log) < 40:
        if game.needs_roll:
            game.roll()
        else:
            for player in game.deciders():
                game.decide(player, bot(game.state, player))
    data: dict[str, Any] = json.loads(dumps(game))
    return data


SAVES = {key: played_save(key) for key in ("classic", "longo", "onboard", "qwantum")}


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += paths(child, (*prefix, index))
    return found


def replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    target = copy
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return copy


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_key=st.sampled_from(sorted(SAVES)),
    choice=st.integers(0, 10**6),
    new=json_values,
)
def test_damaged_saves_fail_cleanly(game_key: str, choice: int, new: Any) -> None:
    save = SAVES[game_key]
    all_paths = paths(save)
    damaged = replaced(save, all_paths[choice % len(all_paths)], new)
    try:
        loads(json.dumps(damaged))
    except SaveError as error:
        assert str(error)


@settings(max_examples=100, deadline=None)
@given(game_key=st.sampled_from(sorted(SAVES)), cut=st.integers(1, 10**6))
def test_truncated_saves_fail_cleanly(game_key: str, cut: int) -> None:
    text = json.dumps(SAVES[game_key], indent=1)
    try:
        loads(text[: cut % len(text)])
    except SaveError as error:
        assert str(error)


def test_mutated_saves_of_played_games_load_save_print_or_fail_cleanly() -> None:
    """A fixed sample of `make fuzz`: every case loads, saves (same text), scores and, for
    some, prints; or it is a SaveError. Each game and each kind of damage is met."""
    report = fuzz_saves.run(cases=3000, seed=7, workers=1, print_every=40)
    assert report.other == 0, "\n".join(report.failures)
    outcomes = Counter(out for (_, _, out) in report.outcomes.elements())
    assert outcomes["loaded"] > 50 and outcomes["SaveError"] > 1000
    assert {game for (game, _, _) in report.outcomes} == set(fuzz_saves.GAMES)
    assert {kind for (_, kind, _) in report.outcomes} == set(fuzz_saves.MUTATIONS)
    assert report.printed >= 3
