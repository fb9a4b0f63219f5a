"""A network game hosted by the window is autosaved to a table file: after a quit, the host's
next window offers to host it again, and the others rejoin with their kept seat tokens
(loopback only, bounded waits, never sleeps)."""

from __future__ import annotations

import socket
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine.save import MAX_SAVE_BYTES, to_dict
from qwixx_desktop.net.host import TABLE_FORMAT
from qwixx_desktop.ui import netgame
from qwixx_desktop.ui.netgame import read_kept_table
from qwixx_desktop.ui.paths import TABLE_NAME
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT
from .test_ui_net import (
    WAIT,
    act,
    answering,
    join,
    no_beacon,  # noqa: F401 (the autouse fixture: no LAN beacon in these tests)
    play_out,
    playing,
    two_at_the_table,
)


def log_lines(window: MainWindow) -> list[str]:
    return [window.table.log.item(i).text() for i in range(window.table.log.count())]


def playing_at_the_table(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    actions: int,
) -> tuple[MainWindow, MainWindow, netgame.HostedTable]:
    """Ana hosts, Ben joins, and `actions` actions are played, by whoever is asked."""
    ana, ben, hosted = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    bot = make_bot("easy", ana.controller.game.rules, 5)  # type: ignore[union-attr]
    for _ in range(actions):
        qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
        act(qtbot, ana if playing(ana) else ben, bot)
    return ana, ben, hosted


def test_a_quit_host_resumes_hosting_and_the_others_rejoin_with_their_tokens(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    home: Path,
) -> None:
    ana, ben, hosted = playing_at_the_table(qtbot, make_window, monkeypatch, tmp_path, 6)
    path = home / TABLE_NAME
    assert ana.network.table_path == path
    played = len(ana.controller.game.log)  # type: ignore[union-attr]
    assert played >= 3

    # Autosaved after every change (with any hidden decision the window does not see yet).
    qtbot.waitUntil(lambda: path.exists() and _log(path) >= played, timeout=WAIT)
    port = hosted.port
    ben_session = ben.network.session
    assert ben_session is not None and ben_session.token
    token = ben_session.token

    # Ana's window is closed (a quit): the table stops with it, its file stays.
    with qtbot.waitSignal(ben_session.connection_lost, timeout=WAIT):
        ana.close()
    # Ben's window retries where no table listens until Ana's next window shows him away.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        nowhere = f"ws://127.0.0.1:{probe.getsockname()[1]}/"
    ben_url, ben_session.url = ben_session.url, nowhere
    qtbot.waitUntil(lambda: not hosted.server._thread.is_alive(), timeout=WAIT)
    assert read_kept_table(path) is not None and ana.network.store.load() is not None

    # Her next window offers, after the first paint, to host it again.
    again = make_window()
    again.offer_rejoin()
    panel = again.network.rejoin_panel
    assert panel is not None and panel.isVisible()
    assert panel.title.text() == "Resume hosting the network game of Qwixx (classic) with Ana, Ben?"
    assert panel.resume_button.text() == "Resume hosting"
    again.network.bind = "127.0.0.1"
    qtbot.mouseClick(panel.resume_button, LEFT)
    assert not panel.isVisible()
    resumed = again.network.hosted
    assert resumed is not None and resumed.port == port  # where Ben's kept seat points
    assert resumed.code == hosted.code
    info = again.network.info
    assert info is not None and info.code_label.text() == hosted.code  # shown again
    session = again.network.session
    assert session is not None and session.token == hosted.host_token()[1]
    qtbot.waitUntil(lambda: again.controller.remote is session, timeout=WAIT)
    assert len(again.controller.game.log) >= played  # type: ignore[union-attr]
    status = again.network.dock.status_label
    assert "Disconnected: Ben." in status.text()

    # Ben's window takes its seat back with its kept token, by itself.
    ben_session.url = ben_url
    assert ben.network.session is ben_session and ben_session.token == token
    qtbot.waitUntil(lambda: ben_session.started() and ben_session.seat == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: "Disconnected" not in status.text(), timeout=WAIT)
    # Shown away in Ana's dock, Ben is told back there: he was not seen leaving (her last
    # window saw that), nor is his return his seat's first connection.
    qtbot.waitUntil(lambda: "Ben is back." in log_lines(again), timeout=WAIT)
    assert "Ben lost the connection." not in log_lines(again)

    play_out(qtbot, [again, ben])
    final = again.network.final
    assert final is not None and to_dict(final) == to_dict(ben.network.final)  # type: ignore[arg-type]
    assert final.log[:played] == ana.controller.game.log[:played]  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: not path.exists(), timeout=WAIT)  # the ended game's file goes


def test_join_offers_the_host_its_own_table_to_host_again(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    home: Path,
) -> None:
    """A host who quit mid-game and clicked Not now on the offer: Game → Join offered
    "Rejoin your Qwixx (classic) game at ws://127.0.0.1:…", its own seat at its own table,
    which listens only while hosted ("could not connect"). Join offers to host it again;
    while it is hosted, nothing (the host sits there)."""
    ana, _, hosted = playing_at_the_table(qtbot, make_window, monkeypatch, tmp_path, 2)
    path = home / TABLE_NAME
    qtbot.waitUntil(path.exists, timeout=WAIT)
    seen = join(qtbot, monkeypatch, ana, "", "", "")  # typed nothing: Join refuses, closed
    assert seen.rejoin_button is None, "the host's seat is taken, at the table hosted now"
    ana.close()
    qtbot.waitUntil(lambda: not hosted.server._thread.is_alive(), timeout=WAIT)

    again = make_window()
    again.offer_rejoin()
    panel = again.network.rejoin_panel
    assert panel is not None and panel.isVisible()
    qtbot.mouseClick(panel.new_button, LEFT)  # Not now
    again.network.bind = "127.0.0.1"
    dialog = join(qtbot, monkeypatch, again, "", "", "", rejoin=True)
    assert dialog.rejoin_button is not None
    assert dialog.rejoin_button.text() == "Resume hosting your Qwixx (classic) game with Ana, Ben"
    resumed = again.network.hosted
    assert resumed is not None and resumed.code == hosted.code and resumed.port == hosted.port
    qtbot.waitUntil(lambda: again.controller.remote is again.network.session, timeout=WAIT)


def test_resuming_finds_the_hosts_own_seat_by_its_token_not_the_tables_code(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    home: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two windows on one data folder: the seat file holds the last seat taken, here the
    other window's at the same table (the same join code), reached through another port.
    Resuming took that port for the table (the others' kept seats point at its own): the
    host's own seat is known by its token, as Join knows it."""
    ana, ben, hosted = playing_at_the_table(qtbot, make_window, monkeypatch, tmp_path, 2)
    qtbot.waitUntil((home / TABLE_NAME).exists, timeout=WAIT)
    assert ben.network.session is not None
    # Ben's window notices the host gone and says so on stderr (said after the test, it went
    # past pytest's capture: pytest-qt runs the last events outside it).
    with qtbot.waitSignal(ben.network.session.connection_lost, timeout=WAIT):
        ana.close()
    assert "qwixx-desktop: network: the connection to " in capsys.readouterr().err
    qtbot.waitUntil(lambda: not hosted.server._thread.is_alive(), timeout=WAIT)
    bens = ben.network.store.load()
    assert bens is not None and bens.code == hosted.code
    with socket.socket() as probe:  # a port free now, where no seat of this table points
        probe.bind(("127.0.0.1", 0))
        elsewhere = probe.getsockname()[1]
    ana.network.store.save(replace(bens, url=f"ws://127.0.0.1:{elsewhere}/"))

    again = make_window()
    again.network.bind, again.network.port = "127.0.0.1", hosted.port  # the port set to host on
    kept = again.network.kept_table()
    assert kept is not None
    again.network.resume_hosting(kept)
    resumed = again.network.hosted
    assert resumed is not None and resumed.code == hosted.code
    assert resumed.port == hosted.port != elsewhere


def _log(path: Path) -> int:
    import json

    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == TABLE_FORMAT
    return len(data["save"]["log"])


def test_closing_the_table_ends_it_and_host_asks_about_a_kept_table(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    home: Path,
) -> None:
    # The table file is written at a change.
    ana, _, hosted = playing_at_the_table(qtbot, make_window, monkeypatch, tmp_path, 1)
    path = home / TABLE_NAME
    qtbot.waitUntil(path.exists, timeout=WAIT)
    saved = path.read_bytes()
    answering(monkeypatch, "closeTable", "Close the table")
    with qtbot.waitSignal(ana.network._stop_relay.done, timeout=WAIT):  # it has stopped
        ana.network.leave()
    assert not path.exists()  # Close ends the game
    assert ana.network.store.load() is None and ana.network.kept_table() is None

    # A kept table file (as after a quit): Host a network game… asks about it first.
    path.write_bytes(saved)
    asked = answering(monkeypatch, "resumeHosting", "Resume hosting")
    ana.network.bind, ana.network.port = "127.0.0.1", 0
    ana.host_net_action.trigger()
    assert asked == ["Resume hosting the network game of Qwixx (classic) with Ana, Ben?"]
    # Once the closed table has stopped (on its thread): it may still hold the port.
    qtbot.waitUntil(lambda: ana.network.hosted is not None, timeout=WAIT)
    resumed = ana.network.hosted
    assert resumed is not None and resumed.code == hosted.code
    qtbot.waitUntil(lambda: ana.controller.remote is ana.network.session, timeout=WAIT)


DAMAGED = {
    "not_json": b"{ not json",
    "binary": bytes(range(256)) * 8,
    "wrong_format": b'{"format": "qwixx-desktop-save", "version": 1}',
    # Over any table's size: its reader's error went past every handler (a traceback).
    "too_big": b'{"code": "' + b"x" * (2 * MAX_SAVE_BYTES) + b'"}',
}


@pytest.mark.parametrize("damage", sorted(DAMAGED))
def test_a_damaged_table_file_is_said_moved_aside_and_the_app_goes_on(
    qtbot: Any, start_app: Callable[[], MainWindow], home: Path, damage: str
) -> None:
    first = start_app()  # the first start: the tutorial's offer, once the window shows
    first.show()
    qtbot.waitUntil(lambda: first.tutor.choose_card.isVisibleTo(first), timeout=WAIT)
    path = home / TABLE_NAME
    path.write_bytes(DAMAGED[damage])
    window = start_app()
    window.offer_rejoin()  # as after the first paint
    [kept] = sorted(home.glob("network-table.damaged-*.json"))
    assert kept.read_bytes() == DAMAGED[damage] and not path.exists()
    told = [line for line in log_lines(window) if kept.name in line]
    assert len(told) == 1
    assert told[0].startswith("The network game's table file was damaged")
    assert window.controller.game is not None and window.network.hosted is None
    rejoin = window.network.rejoin_panel
    assert rejoin is None or not rejoin.isVisible()
