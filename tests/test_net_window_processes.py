"""A person at a window plays a whole game of each game against real processes: `serve`
hosts, a `join --bot` process takes a seat, the window joins through its Join dialog and its
person plays through the controller. The window's final save is the host's, byte for byte.
Every process has a time limit and is killed in a `finally`."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.games import BUILTIN
from qwixx_desktop.ui import net_dialogs
from qwixx_desktop.ui.window import MainWindow

from .qt_messages import assert_no_qt_warnings
from .test_net_processes import LIMIT_S, command, environment, serving
from .test_ui_net import join, play_out


@pytest.fixture(autouse=True)
def no_lan(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loopback only: no LAN finder."""
    monkeypatch.setattr(net_dialogs, "discovery", lambda: None)


@pytest.mark.parametrize("game", BUILTIN)
def test_a_window_person_and_a_bot_process_play_a_whole_game_at_serve(
    game: str,
    tmp_path: Path,
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    with serving("--game", game, "--players", "2", "--save-dir", str(tmp_path)) as (
        server,
        url,
        code,
    ):
        bot = subprocess.Popen(
            command("join", url, "--code", code, "--bot", "easy", "--name", "Ben"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment(),
        )
        try:
            join(qtbot, monkeypatch, window, url, code, "Ana")
            qtbot.waitUntil(lambda: window.controller.remote is not None, timeout=20_000)
            play_out(qtbot, [window])
            out, err = bot.communicate(timeout=LIMIT_S)
            served, errors = server.communicate(timeout=LIMIT_S)
        finally:
            if bot.poll() is None:
                bot.kill()
    assert server.returncode == 0, errors
    assert bot.returncode == 0, err
    assert_no_qt_warnings(errors)
    assert_no_qt_warnings(err)
    final = window.network.final
    assert final is not None and window.controller.game is final
    assert window.save_path(tmp_path / "window.json")
    assert (tmp_path / "window.json").read_bytes() == (tmp_path / "table-1.json").read_bytes()
    scores = ", ".join(
        f"{p.name} {s.total}" for p, s in zip(final.players, final.scores(), strict=True)
    )
    assert served.strip().splitlines()[-1] == f"final: {scores}" == out.strip()
