"""The host's process killed mid-game (kill -9): `serve --resume` on the same port from its
autosave, the players rejoin with their seat tokens (Ben a `join --bot` process, Ana the same
`play_bot` in this process), and host and clients end with the same final save. Every process
has a time limit and is killed in a `finally`.

The kill is mid-game by construction, not by timing: a whole game takes about a tenth of a
second, and a test that polled the autosave and lost the CPU that long on a loaded machine saw
the game end and its autosave deleted, then waited 90 s for actions that never came. Ana's
computer player holds her second decision until the host is killed, so the game waits for her."""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop import ai
from qwixx_desktop.ai.kit import Bot
from qwixx_desktop.engine import Move
from qwixx_desktop.net.client import Finished, play_bot
from qwixx_desktop.storage import save_game
from tests.test_net_processes import LIMIT_S, command, environment, serving


def logged(path: Path) -> int:
    """How many actions the autosaved table has (0 while there is none)."""
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["save"]["log"])
    except (OSError, ValueError, KeyError):
        return 0


class Holding:
    """Computer players (from ai.make_bot) that play their first decision and hold their
    second until `release` is set: by then the host has at least a roll and a round of
    decisions (4 actions), and cannot go on without the held seat."""

    def __init__(self) -> None:
        self.held = threading.Event()
        self.release = threading.Event()
        self._make_bot = ai.make_bot

    def make_bot(self, name: str, rules: Any, seed: int = 0) -> Bot:
        bot = self._make_bot(name, rules, seed)
        calls = itertools.count(1)

        def holding(state: Any, seat: int) -> Move:
            if next(calls) == 2:
                self.held.set()
                self.release.wait(LIMIT_S)
            return bot(state, seat)

        return holding


def test_a_host_killed_mid_game_resumes_and_the_bots_rejoin_and_finish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave = tmp_path / "table-1.autosave.json"
    holding = Holding()
    monkeypatch.setattr(ai, "make_bot", holding.make_bot)  # Ana's, in this process only
    ana: list[Finished | BaseException] = []
    players: list[threading.Thread] = []
    joins: list[subprocess.Popen[str]] = []
    try:
        with serving(
            *("--game", "classic", "--players", "3", "--computer", "easy"),
            *("--save-dir", str(tmp_path)),
        ) as (first, url, code):

            def play_ana() -> None:
                try:
                    ana.append(asyncio.run(play_bot(url, code, "easy", "Ana", LIMIT_S)))
                except BaseException as error:  # said by the assertions below
                    ana.append(error)

            players.append(threading.Thread(target=play_ana, daemon=True))
            players[0].start()
            joins.append(
                subprocess.Popen(
                    [
                        *command("join", url, "--code", code, "--bot", "easy", "--name", "Ben"),
                        *("--save", str(tmp_path / "Ben.json")),
                    ],
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                    env=environment(),
                )
            )
            held = holding.held.wait(LIMIT_S)
            deadline = time.monotonic() + LIMIT_S
            # The game waits for Ana: its autosave catches up with the actions before hers.
            while held and logged(autosave) < 3 and time.monotonic() < deadline:
                time.sleep(0.01)
            first.send_signal(signal.SIGKILL)  # no goodbye, no final save: a crash
            first.wait(10)
            at_kill = logged(autosave)
            if at_kill < 3:  # say what the processes said
                joins[0].kill()
                said = [first.communicate(timeout=10), joins[0].communicate(timeout=10)]
                pytest.fail(
                    f"Ana held: {held}; {at_kill} actions autosaved before the kill; "
                    f"Ana: {ana}; the host, Ben: {said}"
                )
            holding.release.set()  # Ana's move goes to the killed host: she rejoins
        assert not (tmp_path / "table-1.json").exists()
        port = url.rsplit(":", 1)[1].strip("/")
        with serving(*("--port", port, "--resume", str(autosave), "--save-dir", str(tmp_path))) as (
            second,
            url_again,
            code_again,
        ):
            assert (url_again, code_again) == (url, code)  # where the clients look again
            ben_out, ben_err = joins[0].communicate(timeout=LIMIT_S)
            served, errors = second.communicate(timeout=LIMIT_S)
            players[0].join(LIMIT_S)
    finally:
        holding.release.set()
        for join in joins:
            if join.poll() is None:
                join.kill()
            join.wait(10)
    assert second.returncode == 0, errors
    final = served.strip().splitlines()[-1]
    assert re.fullmatch(
        r"final: (Ana|Ben) -?\d+, (Ana|Ben) -?\d+, Computer 3 \(easy\) -?\d+", final
    ), served
    assert joins[0].returncode == 0, ben_err
    assert ben_out.strip() == final and "Traceback" not in ben_err
    assert len(ana) == 1 and isinstance(ana[0], Finished), ana
    host_save = (tmp_path / "table-1.json").read_bytes()
    assert len(json.loads(host_save)["log"]) > at_kill  # the game went on after the crash
    save_game(tmp_path / "Ana.json", ana[0].game)  # as `join --save` writes it
    assert (tmp_path / "Ana.json").read_bytes() == host_save
    assert (tmp_path / "Ben.json").read_bytes() == host_save
    assert not autosave.exists()
