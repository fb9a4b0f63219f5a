"""`qwixx-desktop serve` as a long-running service, in this process (so that failures can be
injected): whatever fails at a table's end, the server says it in one line, the other tables
play on, and without --keep-open it ends when its tables have. Every wait is bounded."""

from __future__ import annotations

import asyncio
import logging
import os
import queue
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.cli import main
from qwixx_desktop.net.client import play_bot

LIMIT_S = 60.0


@contextmanager
def serve_here(
    monkeypatch: pytest.MonkeyPatch, *args: str
) -> Iterator[tuple[queue.Queue[str], threading.Thread, dict[str, int]]]:
    """`serve ARGS` on a thread of its own: its printed lines, the thread, its exit code."""
    lines: queue.Queue[str] = queue.Queue()
    monkeypatch.setattr("qwixx_desktop.net.commands._say", lines.put)
    result: dict[str, int] = {}

    def run() -> None:
        result["code"] = main(["serve", "--host", "127.0.0.1", "--port", "0", *args])

    thread = threading.Thread(target=run, name="serve", daemon=True)
    thread.start()
    yield lines, thread, result


def addresses(lines: queue.Queue[str], count: int) -> list[tuple[str, str]]:
    found = []
    for _ in range(count):
        line = lines.get(timeout=LIMIT_S)
        match = re.search(r"(ws://\S+) code (\S+)", line)
        assert match, line
        found.append((match.group(1), match.group(2)))
    return found


async def play_all(tables: list[tuple[str, str]]) -> list[Any]:
    games = (play_bot(url, code, "easy", "Bot", reconnect_seconds=5) for url, code in tables)
    return list(await asyncio.wait_for(asyncio.gather(*games), LIMIT_S))


def test_a_table_whose_autosave_cannot_be_removed_ends_and_the_server_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Removing a finished table's autosave failed (a permission changed on the save folder)
    inside the table's end: the server never marked the table done, said nothing and never
    ended. Now each table's failure is one line, and the server ends with its tables."""
    unlink = Path.unlink

    def refused(path: Path, missing_ok: bool = False) -> None:
        if path.name.endswith(".autosave.json"):
            raise PermissionError(13, "Permission denied", str(path))
        unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", refused)
    argv = ("--tables", "2", "--computer", "easy", "--save-dir", str(tmp_path))
    with serve_here(monkeypatch, *argv) as (lines, thread, result):
        finished = asyncio.run(play_all(addresses(lines, 2)))
        thread.join(LIMIT_S)
        assert not thread.is_alive(), "serve did not end"
    assert [f.game.is_over for f in finished] == [True, True]
    assert result["code"] == 0
    failures = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not any(r.exc_info for r in failures)  # no traceback
    said = [r.getMessage() for r in failures]
    assert not any("\n" in message for message in said)
    assert sorted(message.rsplit(os.sep, 1)[-1] for message in said) == [
        "table-1.autosave.json: Permission denied",
        "table-2.autosave.json: Permission denied",
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "table-1.autosave.json",  # they could not be removed
        "table-1.json",
        "table-2.autosave.json",
        "table-2.json",
    ]


def test_a_second_serve_on_the_same_save_folder_is_refused_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two serves on one --save-dir both numbered their tables from 1: each overwrote the
    other's table-1 files, and a --resume took up the other server's game. The second is
    refused now (one line, exit code 2), and the folder is free again once the first ends."""
    (tmp_path / ".serve.lock").touch()  # left by a serve that was killed: taken over
    argv = ("--computer", "easy", "--save-dir", str(tmp_path))
    with serve_here(monkeypatch, *argv) as (lines, thread, result):
        tables = addresses(lines, 1)
        second = main(["serve", "--host", "127.0.0.1", "--port", "0", *argv])
        resumed = main(
            ["serve", "--port", "0", "--resume", str(tmp_path / "table-1.autosave.json")]
        )
        finished = asyncio.run(play_all(tables))
        thread.join(LIMIT_S)
        assert not thread.is_alive(), "serve did not end"
    assert (second, resumed) == (2, 2)
    said = capsys.readouterr().err.splitlines()
    assert said == [f"qwixx-desktop serve: error: {tmp_path}: another `serve` uses this folder"] * 2
    assert result["code"] == 0 and finished[0].game.is_over
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table-1.json"]


def test_a_final_save_that_fails_keeps_the_autosave_and_serve_exits_3(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A final save that could not be written (a full disk): serve still exited 0, a script
    took the game as kept, and the table's autosave, the game's one copy left, was removed.
    Now the autosave stays and serve exits 3 once its tables have ended."""
    from qwixx_desktop import storage

    write = storage.write_bytes_atomic

    def full_disk(path: Path, data: Any) -> None:
        if path.name == "table-1.json":
            raise OSError(28, "No space left on device", str(path))
        write(path, data)

    monkeypatch.setattr(storage, "write_bytes_atomic", full_disk)
    argv = ("--tables", "2", "--computer", "easy", "--save-dir", str(tmp_path))
    with serve_here(monkeypatch, *argv) as (lines, thread, result):
        finished = asyncio.run(play_all(addresses(lines, 2)))
        thread.join(LIMIT_S)
        assert not thread.is_alive(), "serve did not end"
    assert [f.game.is_over for f in finished] == [True, True]
    assert result["code"] == 3
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    where = tmp_path / "table-1.json"
    assert said == [f"the final save failed: cannot write {where}: No space left on device"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table-1.autosave.json", "table-2.json"]
    from qwixx_desktop.net.host import read_table_file

    kept, _, _ = read_table_file(tmp_path / "table-1.autosave.json")
    assert kept.is_over  # the finished game, to be read back


def test_serve_started_again_on_its_folder_numbers_its_tables_after_the_last_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """serve started again on its --save-dir numbered its tables from 1: the new table-1
    overwrote the last run's final save, and the autosave of a table killed mid-game that
    was to be resumed. The new tables now take the numbers after the folder's."""
    kept = {"table-1.json": b"last run's final", "table-2.autosave.json": b"to resume"}
    for name, data in kept.items():
        (tmp_path / name).write_bytes(data)
    argv = ("--tables", "2", "--computer", "easy", "--save-dir", str(tmp_path))
    with serve_here(monkeypatch, *argv) as (lines, thread, result):
        tables = addresses(lines, 2)
        finished = asyncio.run(play_all(tables))
        thread.join(LIMIT_S)
        assert not thread.is_alive(), "serve did not end"
    assert result["code"] == 0 and [f.game.is_over for f in finished] == [True, True]
    for name, data in kept.items():
        assert (tmp_path / name).read_bytes() == data
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "table-1.json",
        "table-2.autosave.json",
        "table-3.json",
        "table-4.json",
    ]
