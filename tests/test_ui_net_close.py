"""The host's window closing its table: never without asking (hosting or joining another
table closes it too), and the others are told at once that the table is gone, rather than
reconnecting for 90 s to a table that will not come back (loopback only, bounded waits)."""

from __future__ import annotations

import json
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import HUMAN
from qwixx_desktop.net.host import Table, read_table_file
from qwixx_desktop.net.server import _Connection as Connection
from qwixx_desktop.ui import netgame
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.dialogs import NewGameDialog
from qwixx_desktop.ui.paths import TABLE_NAME
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT as CLICK
from .test_ui_net import (
    WAIT,
    act,
    answering,
    host,
    join,
    no_beacon,  # noqa: F401 (the autouse fixture: no LAN beacon in these tests)
    playing,
    two_at_the_table,
)

GONE = "The game at that table has ended, or its host closed the table."
# Well under the 90 s a dropped seat is waited for: a closed table is said at once.
TOLD_WITHIN_MS = 15_000


Seated = tuple[MainWindow, MainWindow, netgame.HostedTable]


@pytest.fixture
def seated(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> Seated:
    """Ana hosts, Ben joins: both seated (two_at_the_table)."""
    return two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)


def a_few_actions(qtbot: Any, ana: MainWindow, ben: MainWindow, actions: int) -> None:
    bot = make_bot("easy", ana.controller.game.rules, 5)  # type: ignore[union-attr]
    for _ in range(actions):
        qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
        act(qtbot, ana if playing(ana) else ben, bot)


def test_hosting_or_joining_another_table_asks_before_closing_the_hosted_one(
    qtbot: Any,
    seated: Seated,
    monkeypatch: pytest.MonkeyPatch,
    home: Path,
) -> None:
    ana, ben, hosted = seated
    a_few_actions(qtbot, ana, ben, 3)
    path = home / TABLE_NAME
    qtbot.waitUntil(path.exists, timeout=WAIT)
    session = ana.network.session

    # Keep playing: the hosted table and its game stay.
    asked = answering(monkeypatch, "closeTable", "Keep playing")
    assert host(qtbot, monkeypatch, ana, ("easy",)) is hosted
    join(qtbot, monkeypatch, ana, "127.0.0.1:9", "ABCD-EFGH", "Ana")
    assert asked == ["Leaving closes the table for everyone."] * 2
    assert ana.network.hosted is hosted and ana.network.session is session
    assert not hosted.table.closed and ben.network.session is not None

    # Close the table: the new one is hosted, Ben is told the old one is gone.
    asked = answering(monkeypatch, "closeTable", "Close the table")
    again = host(qtbot, monkeypatch, ana, ("easy",))  # all seats taken: it starts at once
    assert asked == ["Leaving closes the table for everyone."]
    assert again is not hosted and again.code != hosted.code
    qtbot.waitUntil(lambda: ben.network.session is None, timeout=TOLD_WITHIN_MS)
    assert ben.table.banner.hint.text() == GONE
    assert ben.network.store.load() is None  # no seat kept at a table that is gone
    qtbot.waitUntil(lambda: not path.exists(), timeout=WAIT)  # the closed table's file goes
    # The new table's game goes on.
    qtbot.waitUntil(lambda: ana.controller.remote is ana.network.session, timeout=WAIT)
    a_few_actions(qtbot, ana, ana, 1)
    qtbot.waitUntil(path.exists, timeout=WAIT)
    assert read_table_file(path)[2]["code"] == again.code


def test_a_closed_tables_file_goes_unless_the_next_table_has_written_it(
    tmp_path: Path,
) -> None:
    """The table stops on a thread of its own while the window may host the next one, whose
    autosave has the same path: the stopped table removes its own file only."""
    path = tmp_path / TABLE_NAME

    def table(code: str) -> Any:
        return types.SimpleNamespace(code=code, config=types.SimpleNamespace(autosave=path))

    path.write_text(json.dumps({"format": "qwixx-desktop-table", "code": "NEXT-0001"}))
    netgame._forget_table_file(table("OLD0-0001"))
    assert path.exists()
    netgame._forget_table_file(table("NEXT-0001"))
    assert not path.exists()
    path.write_bytes(b"\xff{ damaged")
    netgame._forget_table_file(table("OLD0-0001"))
    assert not path.exists()


def test_the_others_are_told_at_once_when_the_host_closes_the_table(
    qtbot: Any,
    seated: Seated,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ana, ben, _ = seated
    a_few_actions(qtbot, ana, ben, 2)
    answering(monkeypatch, "closeTable", "Close the table")
    ana.network.leave()
    qtbot.waitUntil(lambda: ben.network.session is None, timeout=TOLD_WITHIN_MS)
    assert ben.table.banner.hint.text() == GONE
    assert ben.network.store.load() is None


LEFT = "You are no longer at this table: its game is not played here."


def still_game_no_longer_played(qtbot: Any, window: MainWindow) -> None:
    """The window's network game stays on the table as it was, and says nobody plays it
    here: nothing to roll or decide, and no wait for anyone."""
    game = window.controller.game
    qtbot.waitUntil(lambda: window.controller.snapshot.waiting is Waiting.NOTHING, timeout=WAIT)
    snap = window.controller.snapshot
    assert window.controller.game is game and game is not None and game.log
    assert not game.is_over
    assert snap.prompt == LEFT and snap.computer is None and snap.decider is None
    assert not window.table.roll_button.isEnabled() and not window.table.pass_button.isEnabled()


def test_a_window_that_left_its_network_game_keeps_it_and_says_it_is_not_played(
    qtbot: Any,
    seated: Seated,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before, the prompt went on with "Ana is rolling…" (or the person's own turn, whose
    Roll did nothing) for a game nobody would play there any more."""
    ana, ben, _ = seated
    a_few_actions(qtbot, ana, ben, 3)
    ben.network.leave()  # Ben leaves: his seat stays for his token, Ana plays on
    still_game_no_longer_played(qtbot, ben)
    answering(monkeypatch, "closeTable", "Close the table")
    ana.network.leave()  # the host leaves: the table closes
    still_game_no_longer_played(qtbot, ana)


def test_a_host_that_quits_keeps_the_seats_of_the_others(
    qtbot: Any,
    seated: Seated,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Not closed on purpose (a quit, a crash): the others wait to rejoin the resumed table."""
    ana, ben, _ = seated
    a_few_actions(qtbot, ana, ben, 2)
    session = ben.network.session
    assert session is not None
    with qtbot.waitSignal(session.connection_lost, timeout=WAIT):
        ana.network.shutdown()
    assert ben.network.session is session and ben.network.store.load() is not None
    assert HUMAN  # the seat is a person's: kept for the token


def test_new_game_asks_the_host_to_close_the_table_and_leaves_a_joined_one_unasked(
    qtbot: Any,
    seated: Seated,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """New game asked "Abandon this game? … save it first (Game → Save)" of every network
    game: no save keeps a network game, and the host's answer stopped the table for all."""
    ana, ben, hosted = seated
    a_few_actions(qtbot, ana, ben, 3)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    abandon = answering(monkeypatch, "abandonGame", "Start a new game")
    close = answering(monkeypatch, "closeTable", "Keep playing")
    network_game = ana.controller.game
    ana.new_action.trigger()
    assert close == ["Leaving closes the table for everyone."] and abandon == []
    assert ana.network.hosted is hosted and not hosted.table.closed
    assert ana.controller.game is network_game

    # Ben's game stays with its host, his seat kept to rejoin: not asked.
    ben.new_action.trigger()
    assert abandon == [] and ben.network.session is None
    assert ben.controller.remote is None and ben.network.store.load() is not None

    close = answering(monkeypatch, "closeTable", "Close the table")
    ana.new_action.trigger()
    assert close == ["Leaving closes the table for everyone."] and abandon == []
    assert ana.network.hosted is None and ana.controller.remote is None
    qtbot.waitUntil(lambda: hosted.table.closed, timeout=WAIT)


def test_a_person_told_the_table_has_closed_answers_the_close(
    qtbot: Any,
    seated: Seated,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ben's window, told the table has closed, ends its connection with the closing
    handshake: a connection left half-open kept the closed table stopping for the host's
    close timeout (5 s; here longer than the test waits), and the host's next table waiting
    for its port."""
    ana, ben, hosted = seated
    link = hosted.table.seats[1].link
    assert isinstance(link, Connection)
    link.ws.close_timeout = 3 * WAIT / 1000  # an unanswered close is then not missed
    ended: list[tuple[object, bool]] = []
    real = Table.link_closed

    def link_closed(table: Table, closed: object, clean: bool) -> None:
        ended.append((closed, clean))
        real(table, closed, clean)  # type: ignore[arg-type]

    monkeypatch.setattr(Table, "link_closed", link_closed)
    answering(monkeypatch, "closeTable", "Close the table")
    qtbot.mouseClick(ana.network.dock.leave_button, CLICK)
    qtbot.waitUntil(lambda: any(closed is link for closed, _ in ended), timeout=WAIT)
    assert (link, True) in ended
    qtbot.waitUntil(lambda: ben.network.session is None, timeout=WAIT)
    assert ben.table.banner.hint.text() == GONE
