"""A table opened while the last hosted one still stops (it holds the port) waits for it on
the window's side: what drops that waiting table, and what opens it when the last one does
not stop (loopback only, bounded waits, never sleeps)."""

from __future__ import annotations

import dataclasses
import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import HUMAN, Game, Player
from qwixx_desktop.engine.save import to_dict
from qwixx_desktop.net.host import TABLE_FORMAT, TABLE_VERSION, SeatConfig, TableConfig
from qwixx_desktop.ui import netgame
from qwixx_desktop.ui.dialogs import NewGameDialog
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, QUICK
from .test_ui_net import (
    WAIT,
    act,
    answering,
    host,
    no_beacon,  # noqa: F401 (the autouse fixture: no LAN beacon in these tests)
    play_out,
    playing,
)


@pytest.fixture
def held_stop(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Hosted tables stop only once the event is set (a table slow to stop: a client that
    does not answer its closing handshake): by the test, when a window closes (a quit waits
    for its tables to stop), or at the end whatever happens."""
    release = threading.Event()
    real_stop, real_shutdown = netgame.HostedTable.stop, netgame.NetworkPlay.shutdown

    def held(self: netgame.HostedTable, notice: str | None = None) -> None:
        release.wait(WAIT / 1000)
        real_stop(self, notice)

    def quitting(self: netgame.NetworkPlay) -> None:
        release.set()
        real_shutdown(self)

    monkeypatch.setattr(netgame.HostedTable, "stop", held)
    monkeypatch.setattr(netgame.NetworkPlay, "shutdown", quitting)
    yield release
    release.set()


def host_on_the_same_port(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> netgame.HostedTable:
    """Ana hosts a table, then Host a network game… again, on the port of the first (as
    Host again does): the first table is closed for it, and still stops."""
    first = host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: window.controller.remote is window.network.session, timeout=WAIT)
    answering(monkeypatch, "closeTable", "Close the table")
    window.network.port = first.port
    window.host_net_action.trigger()  # the dialog as `host` answers it
    assert window.network.hosted is None  # waiting for the first to stop
    return first


def test_a_new_game_while_the_next_table_waits_drops_it(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    held_stop: threading.Event,
) -> None:
    window = make_window()
    host_on_the_same_port(qtbot, monkeypatch, window)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    window.new_action.trigger()
    game = window.controller.game
    assert game is not None and window.controller.remote is None
    with qtbot.waitSignal(window.network._stop_relay.done, timeout=WAIT):
        held_stop.set()
    # The first table has stopped: no table opens over the new local game.
    assert window.network.hosted is None and window.network.session is None
    assert window.controller.game is game and window.controller.remote is None


def test_a_join_while_the_next_table_waits_drops_it(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    held_stop: threading.Event,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Ben's table, elsewhere (on this computer).
    ben = netgame.HostedTable(
        TableConfig("classic", (SeatConfig("host", name="Ben"), SeatConfig("remote"))),
        "127.0.0.1",
    )
    window = make_window()
    host_on_the_same_port(qtbot, monkeypatch, window)
    session = window.network.join(ben.local_url(), ben.code, "Ana")
    qtbot.waitUntil(lambda: session.seat == 1, timeout=WAIT)
    with qtbot.waitSignal(window.network._stop_relay.done, timeout=WAIT):
        held_stop.set()
    # The first table has stopped: Ana stays at Ben's table, no table of hers opens.
    assert window.network.hosted is None and window.network.session is session
    # Ana's window notices, says so on stderr and tries again (what is said once the test has
    # returned goes past pytest's capture, as pytest-qt runs the last events).
    with qtbot.waitSignal(session.connection_lost, timeout=WAIT):
        ben.stop()
    assert f"qwixx-desktop: network: the connection to {ben.local_url()} closed" in (
        capsys.readouterr().err
    )


def test_a_table_that_does_not_stop_in_time_leaves_the_next_one_another_port(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    held_stop: threading.Event,
) -> None:
    window = make_window()
    window.network._stop_wait.setInterval(50)  # STOP_WAIT_SECONDS, shortened
    first = host_on_the_same_port(qtbot, monkeypatch, window)
    qtbot.waitUntil(lambda: window.network.hosted is not None, timeout=WAIT)
    assert not held_stop.is_set()  # the first still holds its port
    hosted = window.network.hosted
    assert hosted is not None and hosted.port != first.port
    assert window.network.info is not None and window.network.info.isVisible()
    qtbot.waitUntil(lambda: window.controller.remote is window.network.session, timeout=WAIT)
    # When the first one stops at last, the new table stays.
    with qtbot.waitSignal(window.network._stop_relay.done, timeout=WAIT):
        held_stop.set()
    assert window.network.hosted is hosted and window.controller.remote is not None
    assert window.network.session is not None and window.network.session.code == hosted.code


def test_a_table_closed_on_purpose_is_not_offered_to_resume_while_it_stops(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    held_stop: threading.Event,
    home: Path,
) -> None:
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)
    act(qtbot, window, make_bot("easy", window.controller.game.rules, 1))  # type: ignore[union-attr]
    path = home / netgame.TABLE_NAME
    qtbot.waitUntil(path.exists, timeout=WAIT)
    answering(monkeypatch, "closeTable", "Close the table")
    window.network.leave()
    assert path.exists()  # until the closed table has stopped writing it
    asked = answering(monkeypatch, "resumeHosting", "Resume hosting")
    window.host_net_action.trigger()
    assert asked == []  # the table closed a moment ago has ended: nothing to resume
    held_stop.set()  # it stops now, not at STOP_WAIT_SECONDS (5 s) when it would be let go
    qtbot.waitUntil(lambda: window.network.hosted is not None, timeout=WAIT)  # a new table


def write_kept_table(path: Path) -> str:
    """A table file as a quit host leaves it: Ana (the host) and Ben, one roll played;
    returns its code."""
    game = Game("classic", [Player("Ana"), Player("Ben")], 7)
    game.roll()
    code = "ABCD-EFGH"
    seats = [("host", "Ana"), ("remote", "Ben")]
    table = {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "code": code,
        "salt": "0" * 32,
        "turn_timer": 0,
        "fallback": "easy",
        "seats": [{"kind": k, "level": None, "name": n, "token": n * 8} for k, n in seats],
        "save": to_dict(game),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(table), encoding="utf-8")
    return code


def test_a_kept_table_resumed_while_the_last_one_stops_asks_about_the_game_once(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    held_stop: threading.Event,
    home: Path,
) -> None:
    """Agreeing to let the game on the table go is asked once: not again when the kept table
    opens, once the last table has stopped (the game on the table is the same)."""
    window = make_window()
    code = write_kept_table(home / netgame.TABLE_NAME)
    # A new table in its place (not played yet: the kept file stays), closed at once.
    answering(monkeypatch, "resumeHosting", "Host a new game")
    host(qtbot, monkeypatch, window, (HUMAN,))
    answering(monkeypatch, "closeTable", "Close the table")
    window.network.leave()
    assert window.network.kept_table() is not None  # still stopping, the kept file is there
    # A local game, played a little, while that table stops.
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    window.new_action.trigger()
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)
    act(qtbot, window, make_bot("easy", window.controller.game.rules, 1))  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: window.unfinished_game() is not None, timeout=WAIT)

    abandon = answering(monkeypatch, "abandonGame", "Host the network game")
    resume = answering(monkeypatch, "resumeHosting", "Resume hosting")
    window.host_net_action.trigger()
    assert len(resume) == 1 and abandon == ["Abandon this game?"]
    assert window.network.hosted is None  # waiting for the last table to stop
    with qtbot.waitSignal(window.network._stop_relay.done, timeout=WAIT):
        held_stop.set()
    qtbot.waitUntil(lambda: window.network.hosted is not None, timeout=WAIT)
    assert window.network.hosted.code == code  # type: ignore[union-attr]
    assert abandon == ["Abandon this game?"]  # not asked again


def test_a_table_closed_just_before_a_quit_is_not_offered_at_the_next_start(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    held_stop: threading.Event,
    home: Path,
) -> None:
    """The process ends when its window has closed, and a table's stopping thread with it:
    a table closed on purpose and still stopping (a client slow to let go) is stopped first,
    its file gone, not offered to host again at the next start."""
    held = netgame.HostedTable.stop

    def slow(self: netgame.HostedTable, notice: str | None = None) -> None:
        held(self, notice)  # held until the quit
        threading.Event().wait(0.5)  # then stops in half a second: a client slow to let go

    monkeypatch.setattr(netgame.HostedTable, "stop", slow)
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)
    act(qtbot, window, make_bot("easy", window.controller.game.rules, 1))  # type: ignore[union-attr]
    path = home / netgame.TABLE_NAME
    qtbot.waitUntil(path.exists, timeout=WAIT)
    answering(monkeypatch, "closeTable", "Close the table")
    window.network.leave()
    assert not held_stop.is_set() and path.exists()  # still stopping
    window.close()  # Quit, at once
    assert not path.exists()
    again = make_window()
    again.offer_rejoin()
    assert again.network.rejoin_panel is None


def test_host_again_clicked_twice_opens_one_table_and_no_local_game(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The results stay up until the new table's game comes (a welcome away): a second click
    (a double-click, Enter held) is not a local rematch that would close the table just
    opened."""
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: window.controller.remote is window.network.session, timeout=WAIT)
    play_out(qtbot, [window])
    stopping = window.network._stopping
    assert stopping is not None
    with qtbot.waitSignal(window.network._stop_relay.done, timeout=WAIT):
        stopping.set()  # its grace is over: Host again opens the next table at once
    button = window.results.play_again_button
    assert button.text() == "Host again"
    # It says so in a language chosen meanwhile too (not the card's own "Play again").
    window.apply_preferences(dataclasses.replace(QUICK, language="es"))
    assert button.text() == "Abrir otra mesa"
    window.apply_preferences(QUICK)
    assert button.text() == "Host again"
    qtbot.mouseClick(button, LEFT)
    hosted = window.network.hosted
    assert hosted is not None and window.results.isVisible()
    assert button.text() == "Host again"  # until the new table's game comes: not "Play again"
    qtbot.mouseClick(button, LEFT)
    assert window.network.hosted is hosted and window.network.session is not None
    qtbot.waitUntil(lambda: window.controller.remote is window.network.session, timeout=WAIT)
    game = window.controller.game
    assert game is not None and not game.log and not window.results.isVisible()


def test_a_host_that_quits_before_anything_is_played_is_not_offered_its_own_seat(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing played: no table file to host again, and the host's own seat is not offered
    at the next start as a table to rejoin (it was gone with the quit)."""
    window = make_window()
    host(qtbot, monkeypatch, window, (HUMAN,))  # waits for someone to join
    qtbot.waitUntil(lambda: window.network.store.load() is not None, timeout=WAIT)
    window.close()  # Quit
    again = make_window()
    again.offer_rejoin()
    assert again.network.rejoin_panel is None and again.network.store.load() is None
