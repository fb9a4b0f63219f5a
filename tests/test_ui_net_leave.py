"""Leaving a network table on purpose (the dock's Leave the table), as the others and the
person who left see it (loopback only, bounded waits, never sleeps)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.engine import HUMAN
from qwixx_desktop.ui.netgame import HostedTable, NetSession, SeatStore
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT
from .test_ui_net import (
    WAIT,
    host,
    join,
    log_texts,
    no_beacon,  # noqa: F401 (the autouse fixture: no LAN beacon in these tests)
    two_at_the_table,
)


def test_the_others_are_told_a_person_left_and_came_back_who_is_told_so_too(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Ben's Leave the table read to Ana as a lost connection ("Ben lost the connection.",
    and the game waited 90 s for him); Ben's Rejoin added nothing to his own log."""
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    qtbot.mouseClick(ben.network.dock.leave_button, LEFT)
    left = "Ben left the table: the computer plays for them."
    qtbot.waitUntil(lambda: left in log_texts(ana), timeout=WAIT)
    assert "Ben lost the connection." not in log_texts(ana)
    assert "The computer plays for Ben." in ana.network.dock.status_label.text()

    join(qtbot, monkeypatch, ben, "", "", "", rejoin=True)
    back = "Ben is back: the computer no longer plays for them."
    qtbot.waitUntil(lambda: back in log_texts(ana), timeout=WAIT)
    qtbot.waitUntil(lambda: ben.controller.remote is ben.network.session, timeout=WAIT)
    shown = log_texts(ben)
    assert shown[-2:] == ["You left the network table.", "You are back at the table."]


def ben_seated_before_the_start(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> tuple[MainWindow, MainWindow, HostedTable, NetSession]:
    """Ana hosts a table of three seats; Ben's window (its seat kept in tmp_path) sits at it
    and plays its session, the game not yet started."""
    ana, ben = make_window(), make_window()
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, HUMAN))
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    session = ben.network.session
    assert session is not None
    qtbot.waitUntil(lambda: ben.controller.remote is session, timeout=WAIT)
    return ana, ben, hosted, session


def test_a_seat_left_before_the_start_is_not_offered_back(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Before the start the table frees a seat left: Join offered to Rejoin it, which failed
    with "This seat cannot be taken back any more."."""
    _, ben, _, session = ben_seated_before_the_start(qtbot, make_window, monkeypatch, tmp_path)
    assert ben.network.store.load() is not None and not session.started()
    qtbot.mouseClick(ben.network.dock.leave_button, LEFT)
    qtbot.waitUntil(lambda: ben.network.store.load() is None, timeout=WAIT)
    assert join(qtbot, monkeypatch, ben, "", "", "Ben").rejoin_button is None


def test_a_seat_dropped_before_the_start_is_sat_again_and_the_game_starts_with_it(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Before the start the table frees a seat whose connection drops: Ben's window, back a
    moment later, was refused his seat ("This seat cannot be taken back any more.") and was
    out of the table for a blip. It sits down again, says so, and plays when the table fills."""
    ana, ben, hosted, session = ben_seated_before_the_start(
        qtbot, make_window, monkeypatch, tmp_path
    )
    first_token = session.token
    assert first_token is not None and not session.started()

    sat_again = "Your seat was freed while you were away: you sat down again."
    with qtbot.waitSignal(session.connection_lost, timeout=WAIT):
        session.drop_connection()
    qtbot.waitUntil(
        lambda: ben.network.session is None or sat_again in log_texts(ben), timeout=WAIT
    )
    assert ben.network.session is session, log_texts(ben)
    record = ben.network.store.load()  # the new seat's token is kept, for a later drop
    assert record is not None and record.token == session.token != first_token

    # The last open seat is taken: the game starts with Ben in it.
    cy = NetSession(hosted.local_url(), hosted.code, "Cy")
    cy.start()
    try:
        qtbot.waitUntil(lambda: session.started() and cy.started(), timeout=WAIT)
        qtbot.waitUntil(lambda: ben.controller.remote is session, timeout=WAIT)
        game = ben.controller.game
        assert game is not None and game.players[session.seat].name == "Ben"
        assert ana.network.session is not None and ana.network.session.started()
    finally:
        cy.close()
        cy.wait_closed()
