"""Save files (clear errors for every kind of bad file), atomic writes, and undo."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qwixx_desktop.engine import (
    PASS,
    Cross,
    Game,
    Phase,
    Player,
    SaveError,
    UndoError,
)
from qwixx_desktop.engine.save import VERSION, dumps, loads
from qwixx_desktop.storage import load_game, save_game, write_bytes_atomic

from .helpers import RED, YELLOW, play_turn


def sample_game() -> Game:
    game = Game("classic", [Player("Ana"), Player("Bot", "skip2")], 11)
    play_turn(game, [3, 4, 5, 2, 2, 2], {0: Cross(RED, 7), 1: Cross(YELLOW, 7)}, Cross(RED, 9))
    play_turn(game, [1, 1, 1, 1, 1, 1])
    game.roll([5, 5, 1, 1, 1, 1])
    return game


def test_save_round_trip_keeps_names_controllers_and_state() -> None:
    game = sample_game()
    loaded = loads(dumps(game))
    assert loaded.players == (Player("Ana"), Player("Bot", "skip2"))
    assert loaded.state == game.state
    assert loaded.phase is Phase.WHITE


def corrupt_cases() -> list[tuple[str, str]]:
    good = json.loads(dumps(sample_game()))
    text = dumps(sample_game())

    def variant(**changes: object) -> str:
        data = dict(good)
        data.update(changes)
        return json.dumps(data)

    bad_log = json.loads(text)
    bad_log["log"][1] = {"player": 0, "cross": ["red", 12]}
    malformed_entry = json.loads(text)
    malformed_entry["log"][2] = {"player": 0, "cross": "red"}
    no_players = dict(good)
    del no_players["players"]
    return [
        (text[: len(text) // 2], "incomplete: it was cut short"),
        ("", "not valid JSON"),
        # Cut inside a string: the parser names the string's start, not the end.
        ('{"format": "qwixx-desktop-save", "players": [{"name": "An', "incomplete"),
        # Other text is no save cut short (it was "truncated" as it does not end with "}").
        ("hello", "not valid JSON (line 1, column 1: Expecting value)"),
        ("[1, 2]", "top level"),
        (json.dumps({"format": "other"}), "not a Qwixx Desktop save file"),
        (variant(version=VERSION + 1), "newer"),
        (variant(version="1"), "format version"),
        (variant(variant="yahtzee"), "unknown game 'yahtzee'"),
        (variant(seed=1.5), "seed"),
        (variant(players=[]), "at least one player"),
        (variant(players=[{"name": 3}]), "player 0"),
        (variant(players=[{"name": "x", "controller": "human"}] * 6), "1-5 players"),
        (variant(options={"turbo": True}), "no options"),
        (json.dumps(no_players), "player list"),
        (json.dumps(bad_log), "log entry 2"),
        (json.dumps(malformed_entry), "log entry 3 is malformed"),
        (variant(log=[{"roll": [1, 2, 3]}]), "a roll has 6 dice"),
        (variant(log=[{"dance": 1}]), "log entry 1"),
    ]


@pytest.mark.parametrize(("text", "message"), corrupt_cases())
def test_bad_save_files_give_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(SaveError) as error:
        loads(text)
    assert message in str(error.value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"format": "qwixx-desktop-save", "log": [', "cut_short"),
        ('{"format": "qwixx-desktop-save", "players": [{"name": "An', "cut_short"),
        ("hello", "not_a_save"),
        ("{} extra", "not_a_save"),
    ],
)
def test_a_save_cut_short_has_its_own_reason(text: str, reason: str) -> None:
    """The window says "incomplete" for it, not "damaged: cannot be replayed"."""
    with pytest.raises(SaveError) as raised:
        loads(text)
    assert raised.value.reason == reason


def test_illegal_play_in_a_save_names_the_entry_and_the_rule() -> None:
    data = json.loads(dumps(sample_game()))
    data["log"][1] = {"player": 0, "cross": ["red", 12]}
    with pytest.raises(SaveError) as error:
        loads(json.dumps(data))
    message = str(error.value)
    assert "log entry 2" in message and "Ana" in message and "white sum 7" in message


def test_storage_round_trip_and_atomic_write(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = sample_game()
    save_game(path, game)
    assert load_game(path).state == game.state
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left


def test_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old content")

    class Boom(Exception):
        pass

    def bad_bytes() -> bytes:
        raise Boom

    with pytest.raises(Boom):
        write_bytes_atomic(path, bad_bytes)
    assert path.read_text() == "old content"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_loading_a_missing_or_unreadable_file_is_a_save_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such file"):
        load_game(tmp_path / "missing.json")
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError):
        load_game(tmp_path / "binary.json")
    with pytest.raises(SaveError, match="cannot write"):
        save_game(tmp_path / "no" / "such" / "dir" / "g.json", sample_game())


def test_undo_own_white_decision_keeps_the_others() -> None:
    game = Game("classic", ["A", "B", "C"], 3)
    game.roll([3, 4, 1, 1, 1, 1])
    game.decide(0, Cross(RED, 7))
    game.decide(1, Cross(YELLOW, 7))
    game.decide(2, PASS)  # everyone decided: crosses applied
    assert game.phase is Phase.COLOUR
    game.undo(1)
    assert game.phase is Phase.WHITE and game.deciders() == (1,)
    assert game.state.crossed_numbers(0, RED) == ()  # nothing applied until B decides again
    game.decide(1, PASS)
    assert game.state.crossed_numbers(0, RED) == (7,)
    assert game.state.crossed_numbers(1, YELLOW) == ()


def test_a_player_knows_the_state_without_the_others_choices_collected_unseen() -> None:
    game = Game("classic", ["A", "B", "C"], 3)
    game.roll([3, 4, 1, 1, 1, 1])
    rolled = game.state
    assert game.collected_unseen() == 0 and game.known_state(1) is rolled
    game.decide(0, Cross(RED, 7))
    game.decide(2, PASS)
    assert game.collected_unseen() == 2
    # B decides (and a computer in B's seat, or B's hint, is valued) on the dice alone.
    assert game.known_state(1) == rolled
    assert game.known_state(0) != rolled  # A's own choice stays in A's view
    assert len(game.log) == 3 and game.collected_unseen() == 2  # the game itself is untouched
    game.decide(1, PASS)  # the last one in: all applied, nothing unseen
    assert game.collected_unseen() == 0 and game.known_state(1) is game.state


def test_undo_colour_decision_and_refusal_after_a_roll() -> None:
    game = Game("classic", ["A", "B"], 3)
    game.roll([3, 4, 1, 1, 1, 1])
    game.decide(0, PASS)
    game.decide(1, PASS)
    game.decide(0, PASS)  # misthrow
    assert game.state.misthrows == (1, 0)
    game.undo(0)
    assert game.state.misthrows == (0, 0) and game.phase is Phase.COLOUR
    game.decide(0, Cross(RED, 4))  # white 3 + red 1
    game.roll([1, 1, 1, 1, 1, 1])
    with pytest.raises(UndoError, match="rolled"):
        game.undo(0)
    with pytest.raises(UndoError):
        Game("classic", ["A"], 1).undo(0)


@pytest.mark.parametrize("name", ["ñ" * 122 + ".qwixx.json", "g" * 244 + ".qwixx.json"])
def test_a_name_as_long_as_the_disk_takes_is_written(tmp_path: Path, name: str) -> None:
    """A name of 242-255 bytes (122 "ñ", two bytes each, and the ending) could not be saved:
    "the name is too long", of the temporary file's name, which held all of it."""
    assert len(name.encode()) == 255
    save_game(tmp_path / name, sample_game())
    assert [path.name for path in tmp_path.iterdir()] == [name]
    assert load_game(tmp_path / name).setup.seed == 11
