"""Nothing on disk can crash the app or be silently destroyed: damaged saves, boards, settings
and statistics are refused with a clear error or moved aside (kept) and reported once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop import stats
from qwixx_desktop.cli import main
from qwixx_desktop.engine import SEED_MAX, Game, SaveError
from qwixx_desktop.engine.save import MAX_LOG_LENGTH, dumps, encode, loads
from qwixx_desktop.gamedata import DataFileError, read_json
from qwixx_desktop.games import get_game
from qwixx_desktop.stats import GameRecord, StatsStore
from qwixx_desktop.storage import load_game, save_game, set_aside

from .test_save_fuzz import played_save

GIGABYTE = 1 << 30


def save_text(game_key: str = "classic", **changes: Any) -> str:
    data = json.loads(json.dumps(played_save(game_key)))
    data.update(changes)
    return json.dumps(data)


# One game's statistics record, as this version writes it.
GOOD_RECORD: dict[str, Any] = {
    "v": 1,
    "finished": "2026-01-01T10:00:00+00:00",
    "game": "classic",
    "seats": [{"name": "Ana", "controller": "human", "score": 30}],
    "winners": [0],
    "hints": [],
}


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def with_raw(text: str, marker: str, raw: str) -> str:
    """`text` with the JSON string "marker" replaced by raw JSON text."""
    return text.replace(json.dumps(marker), raw, 1)


DAMAGED_SAVES: dict[str, Callable[[], str]] = {
    "deep_nesting": lambda: nested(5_000),
    "deep_in_the_log": lambda: with_raw(save_text(log="@"), "@", nested(5_000)),
    "huge_integer": lambda: with_raw(save_text(seed="@"), "@", "9" * 5_000),
    "lone_surrogate_name": lambda: save_text(
        players=[
            {"name": "Ana\ud800", "controller": "human"},
            {"name": "Ben", "controller": "human"},
        ]
    ),
    "notes_990_deep": lambda: with_raw(save_text(notes="@"), "@", '{"x": ' + nested(990) + "}"),
    "infinity": lambda: with_raw(save_text(notes="@"), "@", '{"x": 1e999}'),
    "nan": lambda: with_raw(save_text(notes="@"), "@", '{"x": NaN}'),
}


@pytest.mark.parametrize("name", sorted(DAMAGED_SAVES))
def test_damaged_save_text_is_a_save_error(name: str) -> None:
    with pytest.raises(SaveError, match="not a valid save file"):
        loads(DAMAGED_SAVES[name]())


def log_with(entry: dict[str, Any], game_key: str = "classic") -> str:
    save = played_save(game_key)
    return save_text(game_key, log=[*save["log"][:1], entry])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (lambda: save_text(seed=-1), "seed"),
        (lambda: save_text(seed=SEED_MAX + 1), "seed"),
        (lambda: save_text(version=10**18), "newer"),
        (lambda: save_text(players=[{"name": "A", "controller": "human"}] * 9), "at most 8"),
        (lambda: save_text(players=[{"name": "A" * 65, "controller": "human"}]), "name"),
        (lambda: save_text(log=[{"pass": True}] * (MAX_LOG_LENGTH + 1)), "entries"),
        (lambda: save_text(log=[{"roll": [1, 2, 100, 1, 1, 1]}]), "die faces"),
        (lambda: save_text(log=[{"roll": [1] * 17}]), "die faces"),
        (lambda: log_with({"player": 2, "pass": True}), "player number 0-1"),
        (lambda: log_with({"player": -1, "pass": True}), "player number 0-1"),
        (lambda: log_with({"player": 0, "cross": ["red", 10**18]}), "no number"),
        (lambda: log_with({"player": 0, "lucky": ["red", 17]}, "longo"), "no number"),
        (lambda: log_with({"player": 0, "move_to": 41}, "onboard"), "1-40"),
        (lambda: log_with({"player": 0, "reroll": [0, 7]}, "qwantum"), "0-6"),
        (lambda: log_with({"player": 0, "reroll": [1] * 8}, "qwantum"), "0-6"),
        (lambda: save_text(notes={str(n): n for n in range(33)}), "notes"),
        (lambda: save_text(notes={"k" * 65: 1}), "notes"),
        (lambda: save_text(options={"lock_crosses": 11}), "'lock_crosses' must be 0-10"),
        (lambda: save_text(options={"misthrows_to_end": 10**18}), "must be 1-8"),
        (lambda: save_text(options={"rows_to_end": "2"}), "whole number"),
        (lambda: save_text(options={"misthrow_points": None}), "whole number"),
    ],
)
def test_every_number_and_size_in_a_save_has_a_range(text: Callable[[], str], message: str) -> None:
    with pytest.raises(SaveError) as error:
        loads(text())
    assert message in str(error.value)


def test_the_largest_values_in_range_load_and_save_again() -> None:
    text = save_text(
        seed=SEED_MAX,
        notes={"hints": [0], "big": -(10**18)},
        players=[{"name": "Ñ" * 64, "controller": "human"}, {"name": "😀", "controller": "medium"}],
    )
    game = loads(text)
    assert game.setup.seed == SEED_MAX
    assert dumps(loads(encode(game).decode("utf-8"))) == dumps(game)


def test_a_game_that_cannot_be_written_is_a_save_error_not_a_crash(tmp_path: Path) -> None:
    game = Game("classic", ["Ana\ud800", "Ben"], 1)
    with pytest.raises(SaveError) as error:
        save_game(tmp_path / "g.json", game)
    assert error.value.reason == "unsavable"
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------------------- files


def sparse_file(path: Path, size: int) -> Path:
    """A file of `size` zero bytes that takes no room on disk."""
    with open(path, "wb") as handle:
        handle.truncate(size)
    return path


def test_a_huge_save_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = sparse_file(tmp_path / "huge.json", GIGABYTE)
    with pytest.raises(SaveError) as error:
        load_game(path)
    assert error.value.reason == "too_big" and "limit" in str(error.value)


def test_a_save_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + save_text().encode("utf-8"))
    assert load_game(path).setup.variant == "classic"


@pytest.mark.parametrize(
    "content",
    [
        nested(5_000).encode(),
        b'{"format": "qwixx-desktop-board", "version": ' + b"9" * 5_000 + b"}",
        b'{"format": "qwixx-desktop-board", "name": "\\udc00"}',
        bytes(range(256)),
        b"[" + b"1," * 200_000 + b"1]",
    ],
    ids=["deep", "huge_integer", "surrogate", "binary", "too_big"],
)
def test_a_damaged_data_file_is_a_data_file_error(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "board.json"
    path.write_bytes(content)
    with pytest.raises(DataFileError, match=r"board\.json"):
        read_json(path)


def test_set_aside_keeps_the_bytes_and_never_replaces_a_file(tmp_path: Path) -> None:
    first, second = tmp_path / "autosave.json", tmp_path / "autosave.json"
    first.write_bytes(b"one")
    kept = set_aside(first).kept_as
    second.write_bytes(b"two")
    kept_again = set_aside(second).kept_as  # within the same second: another name
    assert kept is not None and kept_again is not None and kept != kept_again
    assert kept.name.startswith("autosave.damaged-") and kept.suffix == ".json"
    assert (kept.read_bytes(), kept_again.read_bytes()) == (b"one", b"two")
    assert not first.exists()


def test_damaged_statistics_keep_the_good_games_and_the_original(tmp_path: Path) -> None:
    path = tmp_path / "statistics.jsonl"
    original = (
        json.dumps(GOOD_RECORD).encode()
        + b"\n"
        + nested(5_000).encode()
        + b"\n"
        + b'{"v": 1, "score": '
        + b"9" * 5_000
        + b"}\n"
        + b"\xff\xfe\n"
        + json.dumps(GOOD_RECORD).replace('"Ana"', '"Ana\\ud800"').encode()
        + b"\n"
        + json.dumps(GOOD_RECORD).encode()
        + b"\n"
    )
    path.write_bytes(original)
    store = StatsStore(path)
    aside = store.repair()
    assert aside is not None and aside.kept_as is not None
    assert aside.kept_as.read_bytes() == original
    assert [r.human_score for r in store.load().records] == [30, 30]
    assert store.load().skipped == 0
    assert store.repair() is None  # said once: the file is whole now


def test_a_newer_versions_games_are_no_damage_and_stay_in_the_file(tmp_path: Path) -> None:
    # A newer version's record counted as a damaged line: at the start the file was moved
    # aside, "damaged", and written back without that version's games, lost to it.
    path = tmp_path / "statistics.jsonl"
    newer = json.dumps({**GOOD_RECORD, "v": 2, "seats": "a new form"}).encode() + b"\n"
    whole = (
        json.dumps(GOOD_RECORD).encode() + b"\n" + newer + json.dumps(GOOD_RECORD).encode() + b"\n"
    )
    path.write_bytes(whole)
    store = StatsStore(path)
    loaded = store.load()
    assert (len(loaded.records), loaded.skipped, loaded.newer) == (2, 0, 1)
    assert store.repair() is None and path.read_bytes() == whole
    # Along with a damaged line, only that line goes: the newer game stays, in its place.
    path.write_bytes(whole + b"{damaged\n")
    aside = store.repair()
    assert aside is not None and aside.kept_as is not None
    assert path.read_bytes() == whole
    assert store.load() == loaded


def test_a_big_statistics_file_is_read_whole_and_never_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file past 32 MB (about 160 000 games: a person who plays a lot) counted as damaged:
    moved aside at the start, and written back without its newest games, at every start once
    it grew past the limit again. There is no limit now: the old one, shrunk here so that the
    test is quick, changes nothing."""
    monkeypatch.setattr(stats, "MAX_STATISTICS_BYTES", 4096, raising=False)
    path = tmp_path / "statistics.jsonl"
    seat = GOOD_RECORD["seats"][0]
    games = [json.dumps({**GOOD_RECORD, "seats": [{**seat, "score": i}]}) for i in range(500)]
    whole = "".join(game + "\n" for game in games).encode()
    assert len(whole) > 10 * 4096
    path.write_bytes(whole)
    store = StatsStore(path)
    assert store.repair() is None and path.read_bytes() == whole
    loaded = store.load()
    assert (len(loaded.records), loaded.skipped) == (500, 0)
    assert loaded.records[-1] == GameRecord.from_json(json.loads(games[-1]))


def test_a_line_too_long_is_damaged_and_read_no_further(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file is read a line at a time: a line longer than any game's (a gigabyte of
    zeros) is one damaged line, never held in memory whole."""
    monkeypatch.setattr(stats, "MAX_LINE_BYTES", 1000)
    path = tmp_path / "statistics.jsonl"
    good = json.dumps(GOOD_RECORD).encode() + b"\n"
    seat = GOOD_RECORD["seats"][0]
    long_name = json.dumps({**GOOD_RECORD, "seats": [{**seat, "name": "A" * 2000}]}).encode()
    at_the_limit = json.dumps(
        {**GOOD_RECORD, "game": "x" * (1000 + len("classic") - len(good) + 1)}
    ).encode()
    assert len(at_the_limit) == 1000 and GameRecord.from_json(json.loads(at_the_limit))
    original = good + long_name + b"\n" + at_the_limit + b"\n" + b"\0" * 5000 + b"\n" + good
    path.write_bytes(original)
    store = StatsStore(path)
    loaded = store.load()
    assert (len(loaded.records), loaded.skipped) == (3, 2)
    aside = store.repair()
    assert aside is not None and aside.kept_as is not None
    assert aside.kept_as.read_bytes() == original
    assert path.read_bytes() == good + at_the_limit + b"\n" + good
    sparse_file(path, 20 * 1024 * 1024)  # no line end: all one damaged line
    aside = store.repair()
    assert aside is not None and aside.kept_as is not None
    assert path.read_bytes() == b""


def test_statistics_killed_in_their_repair_are_still_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The damaged file was moved aside first, then its good lines written back: the app
    killed in between (a long history takes seconds to read) started with no statistics."""
    path = tmp_path / "statistics.jsonl"
    original = json.dumps(GOOD_RECORD).encode() + b"\n{damaged\n"
    path.write_bytes(original)

    def killed(target: Path, produce: Callable[[], bytes]) -> None:
        raise KeyboardInterrupt  # as good as a kill: nothing after it runs

    monkeypatch.setattr(stats, "write_bytes_atomic", killed)
    with pytest.raises(KeyboardInterrupt):
        StatsStore(path).repair()
    assert path.read_bytes() == original
    [kept] = tmp_path.glob("statistics.damaged-*.jsonl")
    assert kept.read_bytes() == original
    assert [r.human_score for r in StatsStore(path).load().records] == [30]


def test_statistics_without_damage_are_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "statistics.jsonl"
    assert StatsStore(path).repair() is None
    path.write_bytes(b"\n")
    assert StatsStore(path).repair() is None and path.read_bytes() == b"\n"


# ---------------------------------------------------------------------------- command line


def damaged_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "deep": nested(5_000).encode(),
        "huge_integer": with_raw(save_text(seed="@"), "@", "9" * 5_000).encode(),
        "surrogate": save_text(players=[{"name": "\udc00", "controller": "human"}]).encode(),
        "binary": bytes(range(256)) * 4,
    }
    paths = {}
    for name, content in files.items():
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_bytes(content)
    paths["huge_file"] = sparse_file(tmp_path / "huge.json", GIGABYTE)
    return paths


@pytest.mark.parametrize("command", ["print game", "print board", "simulate"])
def test_damaged_files_on_the_command_line_exit_2_with_one_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    out = tmp_path / "out.pdf"
    for name, path in damaged_files(tmp_path).items():
        argv = {
            "print game": ["print", "game", str(path), "-o", str(out)],
            "print board": ["print", "board", "--board", str(path), "-o", str(out)],
            "simulate": [
                "simulate",
                "--game",
                "onboard",
                "--bots",
                "random,random",
                "--games",
                "1",
                "--board",
                str(path),
            ],
        }[command]
        code = exit_code(argv)
        err = capsys.readouterr().err
        errors = [line for line in err.splitlines() if "error:" in line]
        assert code == 2, (name, err)
        assert "Traceback" not in err and len(errors) == 1, (name, err)
        assert path.name in errors[0], (name, err)
        assert not out.exists()


def exit_code(argv: list[str]) -> int:
    """main's exit code, also when argparse exits."""
    try:
        return main(argv)
    except SystemExit as error:
        return int(error.code or 0)


def test_new_game_data_is_read_from_the_shipped_files() -> None:
    """The limits leave the shipped board and dice files readable."""
    assert len(get_game("onboard").read_data("b")["board"]["squares"]) == 40
    assert get_game("qwantum").read_data("a")["dice"]


def test_a_fifo_is_not_read(tmp_path: Path) -> None:
    """A pipe given as a save would block the reader forever: refused at once."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError) as error:
        load_game(pipe)
    assert error.value.reason == "unreadable"


def test_statistics_that_are_not_a_file_are_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.jsonl"
    path.mkdir()  # reading it would raise IsADirectoryError
    store = StatsStore(path)
    assert store.load().records == ()
    aside = store.repair()
    assert aside is not None and aside.kept_as is not None and aside.kept_as.is_dir()
    assert store.load() == store.load() and store.load().skipped == 0


def test_saving_over_a_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    """Replacing the link with a file would cut it from the file kept elsewhere."""
    kept = tmp_path / "synced" / "evening.qwixx.json"
    kept.parent.mkdir()
    kept.write_text("old", encoding="utf-8")
    link = tmp_path / "evening.qwixx.json"
    link.symlink_to(kept)
    game = Game("classic", ["Ana", "Ben"], 5)
    save_game(link, game)
    assert link.is_symlink() and link.readlink() == kept
    assert load_game(kept).state == game.state
    assert sorted(p.name for p in kept.parent.iterdir()) == [kept.name]


def test_a_write_killed_half_way_leaves_no_hidden_file_for_long(tmp_path: Path) -> None:
    """A kill during a save left ".game.qwixx.<random>.tmp" in the person's folder for good
    (the data folder alone was tidied, at the start). The next write of that file removes
    its own stale temporary files; never another file's, nor one a write may be making now."""
    target = tmp_path / "game.qwixx"
    killed = subprocess.run(
        [
            sys.executable,
            "-c",
            "import os, signal, sys\n"
            "from pathlib import Path\n"
            "from qwixx_desktop import storage\n"
            "os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)\n"
            "storage.write_bytes_atomic(Path(sys.argv[1]), lambda: b'half')\n",
            str(target),
        ],
        timeout=60,
        check=False,
    )
    assert killed.returncode == -9
    (left,) = tmp_path.iterdir()
    assert left.name.startswith(".game.qwixx.") and left.name.endswith(".tmp")
    old = time.time() - 3600
    os.utime(left, (old, old))
    kept = [
        tmp_path / ".game.qwixx.abcd1234.tmp",  # a write in progress
        tmp_path / ".other.qwixx.abcd1234.tmp",  # another file's
        tmp_path / ".game.qwixx.notes.tmp",  # not one of ours
    ]
    for path in kept:
        path.write_bytes(b"")
    for path in kept[1:]:
        os.utime(path, (old, old))
    game = loads(json.dumps(played_save("classic")))
    save_game(target, game)
    assert sorted(tmp_path.iterdir()) == sorted([target, *kept])
    assert load_game(target).log == game.log


def test_serve_resume_of_a_missing_file_says_so_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It said "not a table file ([Errno 2] No such file or directory: '...')", the path twice."""
    missing = tmp_path / "table-1.autosave.json"
    assert exit_code(["serve", "--resume", str(missing)]) == 2
    assert capsys.readouterr().err == f"qwixx-desktop serve: error: {missing}: file not found\n"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        # Python's own text ("Expecting value: line 1 column 1 (char 0)"), unlike the others.
        ("hello", "not valid JSON (line 1, column 1: Expecting value)"),
        ('{"format": "qwixx-desktop-table", "save": {"log": [', "incomplete: it was cut short"),
        # Larger than any table file: a traceback (its reader's error is no OSError).
        ('{"code": "' + "x" * 2_200_000 + '"}', "larger than the limit"),
    ],
)
def test_serve_resume_of_a_file_that_is_not_json_says_it_as_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, said: str
) -> None:
    path = tmp_path / "table-1.autosave.json"
    path.write_text(content, "utf-8")
    assert exit_code(["serve", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qwixx-desktop serve: error: {path}: ") and said in err
    assert err.count("\n") == 1
