"""The host's process killed mid-game (kill -9): `serve --resume` on the same port from its
autosave, the `join --bot` processes rejoin with their seat tokens, and host and clients end
with the same final save. Every process has a time limit and is killed in a `finally`."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.test_net_processes import LIMIT_S, command, environment, serving


def logged(path: Path) -> int:
    """How many actions the autosaved table has (0 while there is none)."""
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["save"]["log"])
    except (OSError, ValueError, KeyError):
        return 0


def test_a_host_killed_mid_game_resumes_and_the_bots_rejoin_and_finish(tmp_path: Path) -> None:
    autosave = tmp_path / "table-1.autosave.json"
    joins: list[subprocess.Popen[str]] = []
    try:
        with serving(
            *("--game", "classic", "--players", "3", "--computer", "easy"),
            *("--save-dir", str(tmp_path)),
        ) as (first, url, code):
            joins = [
                subprocess.Popen(
                    [
                        *command("join", url, "--code", code, "--bot", "easy", "--name", name),
                        *("--save", str(tmp_path / f"{name}.json")),
                    ],
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                    env=environment(),
                )
                for name in ("Ana", "Ben")
            ]
            deadline = time.monotonic() + LIMIT_S
            # Early, so that the game cannot be over (four turns at least) by the kill.
            while logged(autosave) < 3 and time.monotonic() < deadline:
                time.sleep(0.01)
            first.send_signal(signal.SIGKILL)  # no goodbye, no final save: a crash
            first.wait(10)
            at_kill = logged(autosave)
            if at_kill < 3:  # say what the processes said (once seen on a loaded machine)
                for join in joins:
                    join.kill()
                said = [first.communicate(timeout=10), *(j.communicate(timeout=10) for j in joins)]
                pytest.fail(
                    f"{at_kill} actions autosaved before the kill; the host, Ana, Ben: {said}"
                )
        assert not (tmp_path / "table-1.json").exists()
        port = url.rsplit(":", 1)[1].strip("/")
        with serving(*("--port", port, "--resume", str(autosave), "--save-dir", str(tmp_path))) as (
            second,
            url_again,
            code_again,
        ):
            assert (url_again, code_again) == (url, code)  # where the clients look again
            outputs = [join.communicate(timeout=LIMIT_S) for join in joins]
            served, errors = second.communicate(timeout=LIMIT_S)
    finally:
        for join in joins:
            if join.poll() is None:
                join.kill()
            join.wait(10)
    assert second.returncode == 0, errors
    final = served.strip().splitlines()[-1]
    assert re.fullmatch(
        r"final: (Ana|Ben) -?\d+, (Ana|Ben) -?\d+, Computer 3 \(easy\) -?\d+", final
    ), served
    for join, (out, err) in zip(joins, outputs, strict=True):
        assert join.returncode == 0, err
        assert out.strip() == final and "Traceback" not in err
    host_save = (tmp_path / "table-1.json").read_bytes()
    assert len(json.loads(host_save)["log"]) > at_kill  # the game went on after the crash
    assert (tmp_path / "Ana.json").read_bytes() == host_save
    assert (tmp_path / "Ben.json").read_bytes() == host_save
    assert not autosave.exists()
