"""On Board tracks: the schema, the shipped sides and the script that makes them."""

from __future__ import annotations

import copy
import importlib.util
import json
from itertools import pairwise
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai.base import make_bot
from qwixx_desktop.engine import EngineError, SetupError, get_rules
from qwixx_desktop.engine.boards import (
    MAX_NAME_LENGTH,
    Board,
    BoardError,
    Square,
    board_to_data,
    parse_board,
)
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.gamedata import load_board
from qwixx_desktop.simulate import play_out

ROOT = Path(__file__).resolve().parent.parent
COLOURS = ("red", "yellow", "green", "blue")


def make_boards_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_boards", ROOT / "scripts/make_boards.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def valid_board() -> dict[str, Any]:
    return copy.deepcopy(load_board("a"))


def error_of(data: Any) -> str:
    with pytest.raises(BoardError) as error:
        parse_board(data)
    return str(error.value)


# ---------------------------------------------------------------- the shipped sides


@pytest.mark.parametrize("side", ["a", "b"])
def test_shipped_side_is_valid_and_fair(side: str) -> None:
    raw = load_board(side)
    board = parse_board(raw)
    assert len(board.squares) == 40
    assert "NOT the published" in board.note  # labelled as the project's own design
    colours = [s.colour for s in board.squares]
    numbers = [s.number for s in board.squares]
    bonuses = [s.bonus for s in board.squares]
    assert sorted(colours.count(c) for c in COLOURS) == [10, 10, 10, 10]
    for start in range(36):  # all four colours within reach of every move
        assert set(colours[start : start + 5]) == set(COLOURS)
    assert bonuses[0] == 1 and bonuses[-1] == 20
    assert all(a <= b for a, b in pairwise(bonuses))
    # No square needs a locking cross (red/yellow 12, green/blue 2) to be landed on.
    for square in board.squares:
        assert square.number != (12 if square.colour in ("red", "yellow") else 2)
    # Numbers weighted like two-dice sums: the middle (5-9) dominates, the ends are rare.
    middle = sum(5 <= n <= 9 for n in numbers)
    assert middle >= 24  # a two-dice sum is 5-9 two times in three
    assert sum(n in (2, 3, 11, 12) for n in numbers) <= 10
    # Along the track, each colour's numbers mostly follow its row's crossing order.
    for colour in COLOURS:
        sequence = [s.number for s in board.squares if s.colour == colour]
        if colour in ("green", "blue"):
            sequence = [-n for n in sequence]
        rising = sum(a <= b for a, b in pairwise(sequence))
        assert rising >= 6


def test_the_two_sides_differ() -> None:
    assert load_board("a")["squares"] != load_board("b")["squares"]


def test_shipped_sides_are_the_scripts_output() -> None:
    script = make_boards_script()
    for side in ("a", "b"):
        committed = (ROOT / "resources" / "boards" / f"side-{side}.json").read_text("utf-8")
        assert script.render(script.build_side(side)) == committed
    assert script.main(["--check"]) == 0


@pytest.mark.parametrize("side", ["a", "b"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_shipped_side_plays_to_the_end_with_random_bots(side: str, players: int) -> None:
    rules = get_rules("onboard")
    options = rules.normalise_options({"board": load_board(side)})
    reasons = set()
    for game in range(8):
        seed = derive_seed(players, game)
        bots = [make_bot("random", rules, derive_seed(seed, p)) for p in range(players)]
        final = play_out(rules, rules.new_state(players, seed, options), bots)
        reasons.add(final.over_reason)
        assert all(0 <= f <= 40 for f in final.figures)
    assert reasons <= {"locks", "misthrows", "final_round"}


# ---------------------------------------------------------------- the schema


def test_round_trip_and_types() -> None:
    board = parse_board(load_board("b"))
    assert isinstance(board, Board)
    assert board.squares[0] == Square(**load_board("b")["squares"][0])
    assert parse_board(board_to_data(board)) == board
    assert json.loads(json.dumps(board_to_data(board))) == board_to_data(board)
    assert board.bonus_at(0) == 0 and board.bonus_at(40) == 20
    assert issubclass(BoardError, SetupError) and issubclass(BoardError, EngineError)
    note_free = valid_board()
    del note_free["note"]
    assert parse_board(note_free).note == ""


def _squares(changes: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """Side A with some squares (1-based) changed; a value of ... deletes the field."""
    data = valid_board()
    for index, fields in changes.items():
        square = data["squares"][index - 1]
        for key, value in fields.items():
            if value is ...:
                del square[key]
            else:
                square[key] = value
    return data


def _square(index: int, **changes: Any) -> dict[str, Any]:
    return _squares({index: changes})


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (_square(7, colour="purple"), "square 7: colour 'purple'"),
        (_square(7, colour="Red"), "square 7: colour 'Red'"),
        (_square(12, number=13), "square 12: number 13"),
        (_square(12, number=1), "square 12: number 1"),
        (_square(12, number="7"), "square 12: number '7'"),
        (_square(12, number=7.0), "square 12: number 7.0"),
        (_square(12, number=True), "square 12: number True"),
        (_square(1, bonus=0), "square 1: bonus 0"),
        (_square(3, bonus=21), "square 3: bonus 21"),
        (_square(20, bonus=1), "square 20: bonus 1 is lower than square 19's"),
        (_square(20, bonus=9), "square 20: bonus 9 is lower than square 19's bonus 10"),
        (
            _squares({39: {"bonus": 19}, 40: {"bonus": 19}}),
            "square 40: the last square's bonus must be 20",
        ),
        (_square(5, bonus=...), "square 5: missing bonus"),
        (_square(5, colour=..., number=...), "square 5: missing colour, number"),
        (_square(5, points=3), "square 5: unknown field(s) points"),
    ],
)
def test_malformed_square_is_rejected_by_number(data: Any, expected: str) -> None:
    assert expected in error_of(data)


def test_malformed_board_structure_is_rejected() -> None:
    data = valid_board()
    data["squares"] = data["squares"][:39]
    assert "40 squares" in error_of(data) and "39" in error_of(data)
    data = valid_board()
    data["squares"].append(data["squares"][-1])
    assert "41" in error_of(data)
    data = valid_board()
    data["squares"][8] = ["red", 7, 5]
    assert error_of(data).startswith("square 9:")
    assert "JSON object" in error_of([1, 2, 3])
    for key in ("format", "version", "name", "squares"):
        data = valid_board()
        del data[key]
        assert key in error_of(data)
    cases: list[tuple[str, Any, str]] = [
        ("format", "qwixx-board", "format"),
        ("version", 2, "version 2"),
        ("version", True, "version True"),
        ("name", "  ", "name"),
        ("note", 5, "note"),
        ("squares", {"1": {}}, "list"),
        ("start", {"bonus": 0}, "unknown field(s) start"),
    ]
    for key, value, expected in cases:
        data = valid_board()
        data[key] = value
        assert expected in error_of(data)


# ---------------------------------------------------------------- generated boards

square_data = st.fixed_dictionaries(
    {"colour": st.sampled_from(COLOURS), "number": st.integers(2, 12)}
)


@st.composite
def boards(draw: st.DrawFn) -> dict[str, Any]:
    squares = draw(st.lists(square_data, min_size=40, max_size=40))
    steps = draw(st.lists(st.integers(0, 1), min_size=39, max_size=39))
    first = draw(st.integers(1, 20 - min(19, sum(steps))))
    bonus = first
    bonuses = [bonus]
    for step in steps:
        bonus = min(20, bonus + step)
        bonuses.append(bonus)
    bonuses[-1] = 20
    for square, value in zip(squares, bonuses, strict=True):
        square["bonus"] = value
    return {
        "format": "qwixx-desktop-board",
        "version": 1,
        # A good board's name: a title, at most MAX_NAME_LENGTH characters.
        "name": draw(st.text(min_size=1, max_size=MAX_NAME_LENGTH).filter(str.strip)),
        "note": draw(st.text()),
        "squares": squares,
    }


@settings(max_examples=30, deadline=None)
@given(data=boards())
def test_generated_boards_round_trip(data: dict[str, Any]) -> None:
    board = parse_board(data)
    assert board_to_data(board) == data
    assert [s.bonus for s in board.squares] == sorted(s.bonus for s in board.squares)


@settings(max_examples=40, deadline=None)
@given(
    data=boards(),
    index=st.integers(1, 40),
    damage=st.sampled_from(
        [
            ("colour", "violet"),
            ("colour", None),
            ("number", 0),
            ("number", 13),
            ("number", "5"),
            ("bonus", 0),
            ("bonus", -3),
            ("bonus", 25),
            ("bonus", ...),
            ("number", ...),
            ("extra", 1),
        ]
    ),
)
def test_one_damaged_square_is_named(
    data: dict[str, Any], index: int, damage: tuple[str, Any]
) -> None:
    key, value = damage
    square = data["squares"][index - 1]
    if value is ...:
        del square[key]
    else:
        square[key] = value
    assert error_of(data).startswith(f"square {index}:")


def test_name_and_note_in_several_languages_fall_back_to_english() -> None:
    data = load_board("a")
    data["name"] = {"es": "Lado propio", "en": "Own side", "de": "Eigene Seite"}
    data["note"] = {"es": "Nota"}
    board = parse_board(data)
    assert (board.name, board.name_in("es"), board.name_in("fr")) == (
        "Own side",
        "Lado propio",
        "Own side",
    )
    assert (board.note_in("es"), board.note_in("en")) == ("Nota", "Nota")
    assert board_to_data(board) == data


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ({}, "name must be"),
        ({"en": " "}, "name in 'en'"),
        ({"": "x"}, "language code"),
        ({"en": 5}, "name in 'en'"),
        (["Side"], "name must be"),
    ],
)
def test_bad_names_per_language_are_refused(name: object, message: str) -> None:
    data = load_board("a")
    data["name"] = name
    with pytest.raises(BoardError, match=message):
        parse_board(data)
