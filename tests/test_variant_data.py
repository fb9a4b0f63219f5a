"""A crossing game as pure data: `variant_from_json` reads and checks it, and the engine plays
it once its record is registered."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.engine import PASS, Cross, Game, IllegalMoveError, SetupError, game_keys
from qwixx_desktop.engine.crossing import CrossRules, CrossState
from qwixx_desktop.engine.events import RowLocked
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.engine.variants import CLASSIC, triangular_points, variant_from_json
from qwixx_desktop.games import register, unregister
from qwixx_desktop.games.crossing import LOCK_CROSSES, crossing_game

QUICK = Path(__file__).parent / "fifth_game" / "quick.json"
RED = 0


def quick_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(QUICK.read_text(encoding="utf-8"))["game"]
    return data


@pytest.fixture
def quick() -> Iterator[str]:
    register(crossing_game(variant_from_json(quick_data()), {"en": "Quick", "es": "Rápido"}))
    yield "quick"
    unregister("quick")


def test_the_data_gives_classic_with_another_key_and_lock_threshold() -> None:
    variant = variant_from_json(quick_data())
    assert (variant.key, variant.title, variant.min_crosses_to_lock) == ("quick", "Qwixx Quick", 3)
    assert variant.rows == CLASSIC.rows
    assert variant.points == CLASSIC.points == triangular_points(12)
    for field in (
        "die_faces",
        "lock_numbers",
        "misthrow_boxes",
        "misthrow_penalty",
        "locked_rows_to_end",
        "min_players",
        "max_players",
    ):
        assert getattr(variant, field) == getattr(CLASSIC, field), field


def test_a_registered_data_game_is_played_saved_and_loaded(quick: str) -> None:
    assert quick in game_keys()
    game = Game(quick, ["A", "B"], 4)
    assert isinstance(game.rules, CrossRules) and isinstance(game.state, CrossState)
    for number in (2, 3, 4):  # three crosses in red, player 0's action 1 each turn
        low = max(1, number - 6)
        game.roll([low, number - low, 1, 1, 1, 1])
        game.decide(0, Cross(RED, number))
        game.decide(1, PASS)
        if game.state.active == 0:
            game.decide(0, PASS)
        else:
            game.decide(1, PASS)
    assert game.state.crosses(0, RED) == 3
    game.roll([6, 6, 1, 1, 1, 1])
    game.decide(1, PASS)
    events = game.decide(0, Cross(RED, 12))  # locks after three crosses, as the data says
    assert any(isinstance(e, RowLocked) for e in events)
    loaded = loads(dumps(game))
    assert loaded.state == game.state and loaded.setup.variant == quick
    # Its house rules are offered against its own standard values.
    with pytest.raises(SetupError, match="0-10"):
        Game(quick, ["A"], 1, {LOCK_CROSSES: 11})
    assert Game(quick, ["A"], 1, {LOCK_CROSSES: 3}).setup.options == {}


def test_points_may_be_given() -> None:
    data = quick_data()
    data["points"] = [0, *range(1, 13)]
    assert variant_from_json(data).points == tuple(range(13))


def _changed(**changes: Any) -> dict[str, Any]:
    data = quick_data()
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


def _row(**changes: Any) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = quick_data()["rows"]
    rows[1] = {**rows[1], **changes}
    return rows


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        (_changed(speed=3), "unknown keys"),
        (_changed(title=None), "lacks title"),
        (_changed(key="Quick Game"), "'key' must be"),
        (_changed(key=""), "'key' must be"),
        (_changed(title="  "), "'title' must be a non-empty text"),
        (_changed(die_faces=1), "'die_faces' must be a whole number 2-20"),
        (_changed(die_faces=6.0), "'die_faces' must be a whole number"),
        (_changed(rows=[]), "1-8 rows"),
        (_changed(rows=_row(numbers=[2, 3, 13])), r"row 2 \(yellow\): numbers must be .* 2-12"),
        (_changed(rows=_row(numbers=[2, 3, 3])), "each number may appear once"),
        (_changed(rows=_row(numbers=[2])), "at least two whole numbers"),
        (_changed(rows=_row(numbers=[2, True])), "at least two whole numbers"),
        (_changed(rows=_row(colour="red")), "its own colour"),
        (_changed(rows=_row(symbol="R")), "its own symbol"),
        (_changed(rows=_row(shade="dark")), "row 2 has unknown keys"),
        (_changed(rows=[*quick_data()["rows"][:1], "yellow"]), "row 2 must be an object"),
        (_changed(lock_numbers=11), "'lock_numbers' must be a whole number 1-10"),
        (_changed(min_crosses_to_lock=11), "'min_crosses_to_lock' must be a whole number 0-10"),
        (_changed(points=[0, 1, 2]), "'points' must list the points for 0-12 crosses"),
        (_changed(misthrow_boxes=0), "'misthrow_boxes' must be a whole number 1-8"),
        (_changed(misthrow_penalty=-5), "'misthrow_penalty' must be a whole number 0-20"),
        (_changed(locked_rows_to_end=5), "'locked_rows_to_end' must be a whole number 1-4"),
        (_changed(min_players=0), "'min_players' must be a whole number 1-8"),
        (_changed(min_players=3, max_players=2), "'max_players' must be a whole number 3-8"),
    ],
)
def test_bad_game_data_is_refused_with_the_field_named(data: Any, message: str) -> None:
    with pytest.raises(SetupError, match=message):
        variant_from_json(data)


def test_a_data_game_with_its_own_rows_plays_to_the_end() -> None:
    data = _changed(
        key="short",
        die_faces=4,
        rows=[
            {"colour": "red", "symbol": "R", "numbers": [2, 3, 4, 5, 6, 7, 8]},
            {"colour": "blue", "symbol": "B", "numbers": [8, 7, 6, 5, 4, 3, 2]},
        ],
        min_crosses_to_lock=2,
        locked_rows_to_end=1,
    )
    register(crossing_game(variant_from_json(data), {"en": "Short"}))
    try:
        game = Game("short", ["A"], 9)
        while not game.is_over:
            if game.needs_roll:
                game.roll()
            else:
                moves = game.legal_moves(0)
                game.decide(0, moves[0])  # always the first cross, if any
        assert game.state.over_reason in ("locks", "misthrows")
        assert len(game.state.dice) in (0, 4)  # two white dice and one per row
        with pytest.raises(IllegalMoveError):
            game.decide(0, PASS)
    finally:
        unregister("short")
