"""Network play between real processes over loopback: `serve` and `join --bot` play a whole
game of each game and end with the same save; refusals are one line and exit code 2.
Every process has a time limit and is killed in a `finally`."""

from __future__ import annotations

import asyncio
import errno
import io
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.cli import EXIT_BROKEN_PIPE, EXIT_INTERRUPTED, main
from qwixx_desktop.games import BUILTIN
from qwixx_desktop.net.client import Client, NetError
from qwixx_desktop.net.commands import STOPPED_NOTICE, _Output
from qwixx_desktop.net.host import TableConfig, remote_seats
from qwixx_desktop.net.server import ServerThread

from .qt_messages import assert_no_qt_warnings, qt_environment

ROOT = Path(__file__).resolve().parent.parent
LIMIT_S = 90.0


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "qwixx_desktop", *args]


def environment() -> dict[str, str]:
    return qt_environment({**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})


@contextmanager
def serving(*args: str) -> Iterator[tuple[subprocess.Popen[str], str, str]]:
    server = subprocess.Popen(
        command("serve", "--host", "127.0.0.1", "--port", "0", *args),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(),
    )
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        found = re.search(r"(ws://\S+) code (\S+)", first)
        assert found, first
        yield server, found.group(1), found.group(2)
    finally:
        if server.poll() is None:
            server.kill()
        server.wait(10)


@pytest.mark.parametrize("game", BUILTIN)
def test_serve_and_join_bots_play_a_whole_game_with_the_same_save(
    game: str, tmp_path: Path
) -> None:
    with serving(
        "--game", game, "--players", "3", "--computer", "easy", "--save-dir", str(tmp_path)
    ) as (server, url, code):
        joins = [
            subprocess.Popen(
                command(
                    "join",
                    url,
                    "--code",
                    code,
                    "--bot",
                    level,
                    "--name",
                    name,
                    "--save",
                    str(tmp_path / f"{name}.json"),
                ),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=environment(),
            )
            for name, level in (("Ana", "medium"), ("Ben", "easy"))
        ]
        try:
            outputs = [join.communicate(timeout=LIMIT_S) for join in joins]
            served, errors = server.communicate(timeout=LIMIT_S)
        finally:
            for join in joins:
                if join.poll() is None:
                    join.kill()
    assert server.returncode == 0, errors
    assert_no_qt_warnings(errors)
    final = served.strip().splitlines()[-1]
    assert re.fullmatch(
        r"final: (Ana|Ben) -?\d+, (Ana|Ben) -?\d+, Computer 3 \(easy\) -?\d+", final
    ), served
    host_save = (tmp_path / "table-1.json").read_bytes()
    for join, (out, err) in zip(joins, outputs, strict=True):
        assert join.returncode == 0, err
        assert_no_qt_warnings(err)
        assert out.strip() == final
    assert (tmp_path / "Ana.json").read_bytes() == host_save
    assert (tmp_path / "Ben.json").read_bytes() == host_save
    assert not (tmp_path / "table-1.autosave.json").exists()


def test_serve_plays_on_when_the_reader_of_its_output_goes_away() -> None:
    """`qwixx-desktop serve | head -1`: the final line, written when a game ended after the
    reader had gone, failed inside the table's callback; the server never ended and said
    nothing. The tables play on without their lines; at the end the server stops as the
    rest of the command line does when its reader goes away: quietly, exit code 141."""
    with serving("--tables", "2", "--computer", "easy") as (server, url, code):
        assert server.stdout is not None and server.stderr is not None
        other = re.search(r"code (\S+)", server.stdout.readline())
        assert other, "no second table"
        server.stdout.close()  # `head -2` has what it wanted
        first = run_join(url, code)  # its final line cannot be written
        second = run_join(url, other.group(1))  # the other table still plays to its end
        server.wait(timeout=30)
        errors = server.stderr.read()
    for game in (first, second):
        assert game.returncode == 0 and game.stdout.startswith("final: "), game.stderr
    assert server.returncode == EXIT_BROKEN_PIPE and errors == ""


def test_serve_keep_open_opens_no_table_whose_code_nobody_can_read() -> None:
    """`serve --keep-open | head -1`: the next table's code was printed nowhere, so nobody
    could ever join it, and serve hosted unreachable tables until killed. Now it opens no
    new table once its output is gone, says so in one line and ends with its tables."""
    with serving("--keep-open", "--computer", "easy") as (server, url, code):
        assert server.stdout is not None and server.stderr is not None
        server.stdout.close()
        game = run_join(url, code)  # its final line cannot be written: no next table
        server.wait(timeout=30)
        errors = server.stderr.read()
    assert game.returncode == 0 and game.stdout.startswith("final: "), game.stderr
    assert server.returncode == EXIT_BROKEN_PIPE
    assert errors == (
        "qwixx-desktop serve: the output cannot be written: no new table is opened; "
        "serve ends when its tables have\n"
    )


class FullDisk(io.FileIO):
    """A file on a full disk: every write fails with ENOSPC."""

    def write(self, data: Any) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_serve_says_once_that_its_output_cannot_be_written_and_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`serve > file` on a full disk: one line on stderr, the later lines dropped without
    a word (the tables go on), and exit code 2 at the end."""
    stdout = io.TextIOWrapper(FullDisk(tmp_path / "out.txt", "w"), write_through=True)
    monkeypatch.setattr(sys, "stdout", stdout)
    output = _Output()
    output.say("ws://127.0.0.1:1/ code ABCD")
    output.say("final: Ana 12, Computer 2 (easy) 10")
    stdout.close()  # pointed at nothing: no error left
    assert output.failed == 2
    errors = capsys.readouterr().err
    assert errors == "qwixx-desktop: error: cannot write the output: No space left on device\n"


def run_join(url: str, code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command("join", url, "--code", code, "--bot", "easy"),
        capture_output=True,
        text=True,
        env=environment(),
        timeout=LIMIT_S,
    )


def test_a_wrong_code_and_no_server_are_one_line_and_exit_2() -> None:
    thread = ServerThread()
    port = thread.start("127.0.0.1", 0)
    try:
        table = thread.add_table(TableConfig("classic", remote_seats(2, ["easy"])))
        wrong = run_join(f"ws://127.0.0.1:{port}/", "ZZZZ-ZZZZ")
        unreachable = run_join("ws://127.0.0.1:1/", table.code)
    finally:
        thread.stop()
    for result, words in ((wrong, "no table has this code"), (unreachable, "cannot reach")):
        assert result.returncode == 2
        assert result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1 and words in result.stderr
        assert "Traceback" not in result.stderr


@pytest.mark.parametrize("url", ["ws://127.0.0.1:99999/", "ws://127.0.0.1:port/", "ws://[::1"])
def test_an_address_that_is_no_url_is_one_line_and_exit_2(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["join", url, "--code", "ABCD-EFGH", "--bot", "easy"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert captured.err.count("\n") == 1 and "cannot reach" in captured.err


def usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert captured.err.count("\n") == 1, captured.err  # one line, not argparse's usage block
    return captured.err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        # No remote seat: the table would wait forever for its last one to be taken.
        (["--players", "2", "--computer", "easy", "--computer", "easy"], "every seat"),
        # Codes no client can send (hello takes 64 characters) or print on one line.
        (["--code", "A" * 65], "argument --code"),
        (["--code", " "], "argument --code"),
        (["--code", "AB\nCD"], "argument --code"),
        # Classic has no board: a --board there is a mistake, not something to ignore.
        (["--board", "b"], "has no board"),
    ],
)
def test_serve_refuses_a_table_nobody_could_join(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    async def never(*_args: object) -> int:
        raise AssertionError("the table was served, to wait forever")

    monkeypatch.setattr("qwixx_desktop.net.commands._serve", never)
    assert words in usage_error(["serve", "--port", "0", *args], capsys)


@pytest.mark.parametrize("target", ["", "a-file", "a-file/tables"])
def test_serve_refuses_a_save_folder_that_is_a_file(
    target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file named by --save-dir said "a-file: File exists"; an empty name saved in the
    working folder."""
    (tmp_path / "a-file").write_text("someone else's", encoding="utf-8")
    monkeypatch.chdir(tmp_path)

    async def never(*_args: object) -> int:
        raise AssertionError("the table was served")

    monkeypatch.setattr("qwixx_desktop.net.commands._serve", never)
    if target == "a-file/tables":  # a file on the way: the folder cannot be made
        assert main(["serve", "--port", "0", "--save-dir", target]) == 2
        assert "a-file/tables: Not a directory" in one_line(capsys)
        return
    assert f"argument --save-dir: '{target}' is not a folder" in usage_error(
        ["serve", "--port", "0", "--save-dir", target], capsys
    )


def test_serve_names_the_host_it_cannot_find(capsys: pytest.CaptureFixture[str]) -> None:
    # The whole message was "error: Name or service not known".
    assert main(["serve", "--host", "no-such-host.invalid", "--port", "0"]) == 2
    assert "serve: error: no-such-host.invalid: " in one_line(capsys)


def one_line(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert captured.err.count("\n") == 1, captured.err
    return captured.err


def test_join_refuses_an_unknown_level_before_taking_a_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    thread = ServerThread()
    port = thread.start("127.0.0.1", 0)
    try:
        table = thread.add_table(TableConfig("classic", remote_seats(2, ["easy"])))
        argv = ["join", f"ws://127.0.0.1:{port}/", "--code", table.code, "--bot", "nope"]
        assert "unknown level 'nope'" in usage_error(argv, capsys)
        assert len(table.status()["open"]) == 1  # the seat is still free for someone else
    finally:
        thread.stop()


@pytest.mark.parametrize(("target", "words"), [("", "is a folder"), ("no/x.json", "does not")])
def test_join_refuses_a_save_it_could_not_write_before_taking_a_seat(
    target: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Said after the game, the game would be lost."""
    thread = ServerThread()
    port = thread.start("127.0.0.1", 0)
    try:
        table = thread.add_table(TableConfig("classic", remote_seats(2, ["easy"])))
        url = f"ws://127.0.0.1:{port}/"
        argv = [
            "join",
            url,
            "--code",
            table.code,
            "--bot",
            "easy",
            "--save",
            str(tmp_path / target),
        ]
        assert words in usage_error(argv, capsys)
        assert len(table.status()["open"]) == 1
    finally:
        thread.stop()


def test_a_full_table_is_one_line_and_exit_2() -> None:
    thread = ServerThread()
    port = thread.start("127.0.0.1", 0)
    try:
        # One person's seat, held by an in-process client that never plays.
        table = thread.add_table(TableConfig("classic", remote_seats(2, ["easy"])))
        url = f"ws://127.0.0.1:{port}/"
        holder = Client(url, table.code, "Sam")
        loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(asyncio.wait_for(holder.connect(), 10))
            full = run_join(url, table.code)
            loop.run_until_complete(holder.close())
        finally:
            loop.close()
    finally:
        thread.stop()
    assert full.returncode == 2 and full.stdout == ""
    assert full.stderr.strip().splitlines() == [
        "qwixx-desktop join: the host refused: every seat at this table is taken"
    ]


def test_serve_keep_open_with_a_fixed_code_hosts_the_next_table_with_it() -> None:
    """`serve --keep-open --code C`: the next table, opened as the first ended, was refused
    the code (still the ended table's, for a rejoin to fetch its final), and the server
    hosted nothing more without a word. It opens once the final is delivered, with C."""
    with serving("--keep-open", "--code", "ABCD-EFGH", "--computer", "easy") as (
        server,
        url,
        code,
    ):
        lines: queue.Queue[str] = queue.Queue()
        reader = threading.Thread(target=lambda: [lines.put(x) for x in server.stdout or ()])
        reader.start()  # ends with the server's output
        for number in (1, 2):
            game = run_join(url, code)
            assert game.returncode == 0 and game.stdout.startswith("final: "), game.stderr
            assert lines.get(timeout=LIMIT_S).startswith(f"table {number} final: ")
            try:
                assert lines.get(timeout=LIMIT_S) == f"table {number + 1}: {url} code {code}\n"
            except queue.Empty:
                pytest.fail(f"no table {number + 1}")


async def seated_when(url: str, code: str, stop: Any) -> str:
    """Take a seat, call `stop()`, and return how the connection ended."""
    client = Client(url, code, "Ana")
    await client.connect()
    stop()
    try:
        async for _ in client.events():
            pass
    except NetError as error:  # ConnectionLost (code None) or the host's refusal
        return f"{error.code}: {error}"
    finally:
        await client.close()
    return "the game ended"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM stops a Windows process at once")
def test_serve_stopped_with_sigterm_closes_its_tables_as_ctrl_c_does(tmp_path: Path) -> None:
    """A service manager stops `serve` with SIGTERM: it died at once (exit -15), the clients'
    connections cut without a close and an autosave still to write lost. It now stops as
    Ctrl-C does: connections closed (going away: the table may be resumed), one line, 143."""
    with serving("--computer", "easy", "--save-dir", str(tmp_path)) as (server, url, code):
        ended = asyncio.run(asyncio.wait_for(seated_when(url, code, server.terminate), LIMIT_S))
        _, errors = server.communicate(timeout=LIMIT_S)
    assert "received 1001 (going away)" in ended
    assert server.returncode == 128 + signal.SIGTERM
    assert errors == "qwixx-desktop serve: terminated\n"


@pytest.mark.parametrize("autosaved", [False, True])
def test_serve_stopped_with_ctrl_c_tells_the_players_of_a_table_that_cannot_come_back(
    autosaved: bool, tmp_path: Path
) -> None:
    """Ctrl-C on `serve` without --save-dir: the table is gone for good, but its players
    were told only that the connection went away, and retried for 90 s before "cannot
    reach". Now they are told at once that the host stopped; an autosaved table, which
    `serve --resume` hosts again, still goes away for its players to rejoin."""
    saving = ("--save-dir", str(tmp_path)) if autosaved else ()
    with serving("--computer", "easy", *saving) as (server, url, code):
        interrupt = partial(server.send_signal, signal.SIGINT)
        ended = asyncio.run(asyncio.wait_for(seated_when(url, code, interrupt), LIMIT_S))
        _, errors = server.communicate(timeout=LIMIT_S)
    if autosaved:
        assert ended.startswith("None: ") and "received 1001 (going away)" in ended
    else:
        assert ended == "wrong_code: the host closed this connection: " + STOPPED_NOTICE
    assert server.returncode == EXIT_INTERRUPTED
    assert errors == "qwixx-desktop serve: interrupted\n"
