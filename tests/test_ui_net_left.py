"""A network session the window has left still emits as it winds down (what its worker had
sent before the window left arrives after): none of it may reach the game, the session, the
dock, the log or the statistics the window has moved on to (loopback only, bounded waits)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ui.preferences import Seat
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, choice
from .test_ui_net import (
    WAIT,
    act,
    host,
    no_beacon,  # noqa: F401 (the autouse fixture: no LAN beacon in these tests)
    playing,
    two_at_the_table,
)


def look(window: MainWindow) -> dict[str, object]:
    """What a person sees of the window's game and session, and what it keeps."""
    game = window.controller.game
    assert game is not None
    network, dock, table = window.network, window.network.dock, window.table
    snapshot = window.controller.snapshot
    return {
        "game": (id(game), len(game.log), tuple(pl.name for pl in game.players)),
        "session": (network.session, window.controller.remote, network.hosted, network.final),
        "log": [table.log.item(i).text() for i in range(table.log.count())],
        "dock": (
            [dock.lines.item(i).text() for i in range(dock.lines.count())],
            dock.status_label.text(),
            dock.players_label.text(),
            dock.isHidden(),
        ),
        "hint": table.banner.hint.text(),
        "prompt": snapshot.prompt if snapshot is not None else None,
        "statistics": len(window.stats.load().records),
    }


def settle() -> None:
    # What a slot queued (the controller's next step) runs; nothing waits on the network.
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("moves_on_to", ["a local game", "a table it hosts"])
def test_a_session_the_window_has_left_changes_nothing_of_what_it_plays_now(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    moves_on_to: str,
) -> None:
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    left = ben.network.session
    assert left is not None
    # Ana rolls: the left table's game has an action to repeat late.
    qtbot.waitUntil(lambda: playing(ana), timeout=WAIT)
    act(qtbot, ana, make_bot("easy", ana.controller.game.rules, 1))  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: len(ben.controller.game.log) > 0, timeout=WAIT)  # type: ignore[union-attr]
    old_game = ben.controller.game.copy()  # type: ignore[union-attr]
    old_status = left.status
    qtbot.mouseClick(ben.network.dock.leave_button, LEFT)
    assert ben.network.session is None

    if moves_on_to == "a local game":
        ben.new_game(choice("classic", 5, Seat("Ben"), Seat("Ada", "easy")))
    else:
        ben.network.table_path = tmp_path / "ben-table.json"  # Ana's table file is not his
        host(qtbot, monkeypatch, ben, ("easy",), name="Ben")
        qtbot.waitUntil(
            lambda: ben.controller.remote is ben.network.session and playing(ben), timeout=WAIT
        )
    settle()
    before = look(ben)

    late: list[tuple[str, Callable[[], None]]] = [
        ("joined", lambda: left.joined.emit(old_game.copy(), 1, old_status)),
        ("updated", lambda: left.updated.emit(tuple(old_game.log[:1]))),
        (
            "status_changed",
            lambda: left.status_changed.emit(
                dataclasses.replace(old_status, connected=(True, False), stand_in=(1,))
            ),
        ),
        ("chat_received", lambda: left.chat_received.emit(0, "at the old table", "")),
        ("refused", lambda: left.refused.emit("stale", "the game moved on")),
        ("decided_for", lambda: left.decided_for.emit()),
        ("connection_lost", lambda: left.connection_lost.emit("the connection closed")),
        ("failed", lambda: left.failed.emit("wrong_code", "the host closed this table")),
        ("finished", lambda: left.finished.emit(old_game.copy(), (0, 0))),
    ]
    changed: dict[str, list[str]] = {}
    for name, emit in late:
        emit()
        settle()
        now = look(ben)
        differs = [key for key in before if now[key] != before[key]]
        if differs:
            changed[name] = differs
        before = now
    assert changed == {}
