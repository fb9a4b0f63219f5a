"""Network play in the window: host and join through the dialogs, play through the controller
(over loopback, animations off, waits on conditions, never sleeps)."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import threading
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import HUMAN, PASS, Decision
from qwixx_desktop.engine.save import to_dict
from qwixx_desktop.net import server as server_module
from qwixx_desktop.net.client import Finished, play_bot
from qwixx_desktop.net.discovery import TableAd
from qwixx_desktop.net.host import SeatConfig, TableConfig, remote_seats
from qwixx_desktop.net.protocol import VERSION
from qwixx_desktop.net.server import ServerThread
from qwixx_desktop.ui import net_dialogs, netgame
from qwixx_desktop.ui.controller import Waiting, prompt_text
from qwixx_desktop.ui.i18n import Translations, translate
from qwixx_desktop.ui.names import People, game_title
from qwixx_desktop.ui.net_dialogs import HostDialog, JoinDialog, normalise_url
from qwixx_desktop.ui.netgame import SeatRecord, SeatStore
from qwixx_desktop.ui.preferences import NewGameChoice, Seat
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, QUICK, pdf_written

WAIT = 20_000


def host(
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    window: MainWindow,
    kinds: tuple[str, ...],
    game: str = "classic",
    timer: int = 0,
    name: str = "Ana",
    stand_in: str | None = None,
    house_rules: dict[str, int] | None = None,
    seat_names: dict[int, str] | None = None,
) -> netgame.HostedTable:
    """Host a table through Game → Host a network game… (seat 1 is the host; `seat_names`
    typed over the other seats' default names)."""

    def run(dialog: HostDialog) -> int:
        if stand_in is not None:
            dialog.stand_in_box.setCurrentIndex(dialog.stand_in_box.findData(stand_in))
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        for key, value in (house_rules or {}).items():
            dialog.house_rules_box.boxes[key].setValue(value)
        dialog.count_box.setValue(len(kinds) + 1)
        dialog.name_edits[0].setText(name)
        for seat, kind in enumerate(kinds, start=1):
            dialog.kind_boxes[seat].setCurrentIndex(dialog.kind_boxes[seat].findData(kind))
        for seat, seat_name in (seat_names or {}).items():
            dialog.name_edits[seat].setText(seat_name)
        dialog.seed_edit.setText("7")
        dialog.timer_box.setCurrentIndex(dialog.timer_box.findData(timer))
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", run)
    window.network.bind, window.network.port = "127.0.0.1", 0
    window.host_net_action.trigger()
    # A table closed for this one stops first (on its thread): it holds the port.
    qtbot.waitUntil(lambda: window.network.hosted is not None, timeout=WAIT)
    hosted = window.network.hosted
    assert hosted is not None
    return hosted


def join(
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    window: MainWindow,
    address: str,
    code: str,
    name: str,
    rejoin: bool = False,
) -> JoinDialog:
    """Join through Game → Join a network game… (typing the address, or Rejoin)."""
    seen: list[JoinDialog] = []

    def run(dialog: JoinDialog) -> int:
        seen.append(dialog)
        if rejoin:
            assert dialog.rejoin_button is not None
            qtbot.mouseClick(dialog.rejoin_button, LEFT)
            return JoinDialog.DialogCode.Accepted
        dialog.address_edit.setText(address)
        dialog.name_edit.setText(name)
        dialog.code_edit.setText(code)
        dialog._accept()
        return int(dialog.result())

    monkeypatch.setattr(JoinDialog, "exec", run)
    window.join_net_action.trigger()
    return seen[0]


def bot_client(url: str, code: str, level: str = "medium") -> tuple[threading.Thread, list[Any]]:
    """A `join --bot` player on a thread of its own."""
    result: list[Any] = []

    def run() -> None:
        result.append(asyncio.run(play_bot(url, code, level, "Bot", reconnect_seconds=5)))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, result


def playing(window: MainWindow) -> bool:
    """The window's person is asked to act (or the game is over)."""
    snap = window.controller.snapshot
    return (
        window.controller.idle_for_human
        and snap is not None
        and snap.waiting in (Waiting.HUMAN_ROLL, Waiting.HUMAN_DECISION, Waiting.OVER)
    )


def log_texts(window: MainWindow) -> list[str]:
    """The lines the window's game log shows, in order."""
    log = window.table.log
    return [log.item(row).text() for row in range(log.count())]


def act(qtbot: Any, window: MainWindow, bot: Callable[[Any, int], Any]) -> bool:
    """Roll or decide for the window's person, as clicks and the controller; False when the
    game is over."""
    snap = window.controller.snapshot
    assert snap is not None
    if snap.waiting is Waiting.OVER:
        return False
    if snap.waiting is Waiting.HUMAN_ROLL:
        qtbot.mouseClick(window.table.roll_button, LEFT)
    else:
        assert snap.decider is not None
        assert window.controller.choose(bot(snap.state, snap.decider))
    return True


def play_out(
    qtbot: Any,
    windows: list[MainWindow],
    every: Callable[[], None] | None = None,
    limit: int = 5000,
) -> None:
    """Play every window's person with a bot until each window holds its final game."""
    bots = {
        id(w): make_bot("easy", w.controller.game.rules, 3)  # type: ignore[union-attr]
        for w in windows
    }

    def to_act(window: MainWindow) -> bool:
        # A window whose game is over locally but whose final has not come yet has nothing
        # to do: waiting on it (not spinning) lets the event loop bring the final in.
        snap = window.controller.snapshot
        return (
            window.network.final is None
            and playing(window)
            and snap is not None
            and snap.waiting is not Waiting.OVER
        )

    for _ in range(limit):
        if all(w.network.final is not None for w in windows):
            return
        qtbot.waitUntil(
            lambda: (
                any(to_act(w) for w in windows) or all(w.network.final is not None for w in windows)
            ),
            timeout=WAIT,
        )
        for w in windows:
            if to_act(w):
                act(qtbot, w, bots[id(w)])
        if every is not None:
            every()
    raise AssertionError("the game did not end")


@pytest.fixture(autouse=True)
def no_beacon(monkeypatch: pytest.MonkeyPatch) -> None:
    """No LAN beacon or finder in tests (loopback only)."""
    monkeypatch.setattr(netgame, "discovery", lambda: None)
    monkeypatch.setattr(net_dialogs, "discovery", lambda: None)


def test_host_against_a_bot_client_plays_a_whole_game(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    hosted = host(qtbot, monkeypatch, window, (HUMAN, "easy"))
    info = window.network.info
    assert info is not None and info.code_label.text() == hosted.code
    assert hosted.addresses() and all(a.startswith("ws://") for a in hosted.addresses())
    waiting = [info.seat_list.item(i).text() for i in range(info.seat_list.count())]
    assert waiting[0] == "Ana — you" and "waiting" in waiting[1] and "computer" in waiting[2]
    session = window.network.session
    assert session is not None
    qtbot.waitUntil(lambda: window.controller.remote is session, timeout=WAIT)
    assert "Waiting for 1 more to join" in window.controller.snapshot.prompt  # type: ignore[union-attr]
    # Spanish has its own sentence for one: "se una 1 más", not "se unan 1 más".
    spanish = Translations()
    assert spanish.use("es") and window.controller.game is not None
    try:
        assert session.describe(window.controller.game, False).startswith(
            "Esperando a que se una 1 más…"
        )
    finally:
        spanish.use("en")
    thread, result = bot_client(hosted.local_url(), hosted.code)
    qtbot.waitUntil(lambda: session.started(), timeout=WAIT)
    qtbot.waitUntil(lambda: "joined" in info.seat_list.item(1).text(), timeout=WAIT)
    autosaved = window.autosaver.path
    play_out(qtbot, [window])
    thread.join(WAIT / 1000)
    final = window.network.final
    assert final is not None and isinstance(result[0], Finished)
    # The window's final game is the host's, seed and all, and the bot client's.
    assert to_dict(final) == to_dict(result[0].game)
    assert window.controller.game is final and window.controller.remote is None
    assert final.is_over and window.network.hosted is None
    assert window.controller.snapshot.waiting is Waiting.OVER  # type: ignore[union-attr]
    assert window.results.isVisible()  # export and save from there / the Game menu
    assert not autosaved.exists()  # the network game was never autosaved as a local game
    assert not window.network.store.path.exists()  # the seat token is gone with the game


def test_a_computer_seat_keeps_the_name_the_host_dialog_shows() -> None:
    """The dialog lists the computers as Ada and Max; the table called them "Computer 2
    (medium)", in English even in a Spanish window."""
    choice = NewGameChoice("classic", (Seat("Ana"), Seat("Ada", "medium"), Seat("Bea")))
    config = net_dialogs.table_config(choice, {}, turn_timer=0)
    assert [(seat.kind, seat.name) for seat in config.seats] == [
        ("host", "Ana"),
        ("computer", "Ada"),
        ("remote", None),  # the person who joins brings a name
    ]


def test_a_computer_seat_left_unnamed_is_named_as_in_a_local_game_the_same_at_every_window(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """A computer seat whose name is left empty in the Host dialog of a Spanish window is
    named as New game names it ("Jugador 3"), not "Computer 3 (medium)": by the host, for
    every window at the table."""
    ana, ben = make_window(), make_window()
    ana.apply_preferences(dataclasses.replace(QUICK, language="es"))
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, "medium"), seat_names={2: "  "})
    named = translate("NewGame", "Player {number}").format(number=3)
    assert named != "Player 3"  # in Spanish
    assert [s[0] for s in hosted.seat_names()][2] == named
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    for window in (ana, ben):
        qtbot.waitUntil(
            lambda w=window: (  # type: ignore[misc]
                w.network.session is not None and w.network.session.started()
            ),
            timeout=WAIT,
        )
        game = window.controller.game
        assert game is not None and [p.name for p in game.players] == ["Ana", "Ben", named]


def test_the_host_chooses_the_stand_in_for_someone_away(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    assert host(qtbot, monkeypatch, window, (HUMAN,)).table.config.fallback == "medium"
    window.network.end_session()
    other = make_window()
    hosted = host(qtbot, monkeypatch, other, (HUMAN,), stand_in="hard")
    assert hosted.table.config.fallback == "hard"


def test_two_windows_status_chat_disconnect_and_rejoin(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ana, ben = make_window(), make_window()
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN,))
    address = hosted.local_url().removeprefix("ws://").rstrip("/")
    join(qtbot, monkeypatch, ben, address, hosted.code.lower(), "Ben")
    qtbot.waitUntil(
        lambda: ben.network.session is not None and ben.network.session.started(), timeout=WAIT
    )
    qtbot.waitUntil(lambda: ana.network.session.started(), timeout=WAIT)  # type: ignore[union-attr]
    # The seat token is kept in Ben's file.
    record = ben.network.store.load()
    assert record is not None and record.code == hosted.code.lower()
    assert record.token == ben.network.session.token  # type: ignore[union-attr]

    # Chat: a typed line and a ready phrase reach the other window.
    ana.network.dock.entry.setText("  hello   there ")
    qtbot.mouseClick(ana.network.dock.send_button, LEFT)
    qtbot.mouseClick(ben.network.dock.phrase_buttons["good_luck"], LEFT)
    lines = ben.network.dock.lines
    qtbot.waitUntil(lambda: lines.count() >= 2, timeout=WAIT)
    said = {lines.item(i).text() for i in range(lines.count())}
    assert said == {"Ana: hello there", "Ben: Good luck!"}

    # Action 1: Ana decides first; both windows say who has decided, not what.
    bot = make_bot("medium", ana.controller.game.rules, 1)  # type: ignore[union-attr]

    def deciding(window: MainWindow) -> bool:
        snap = window.controller.snapshot
        return playing(window) and snap is not None and snap.waiting is Waiting.HUMAN_DECISION

    for _ in range(50):
        qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
        if deciding(ana) and deciding(ben):
            break
        act(qtbot, ana if playing(ana) else ben, bot)
    else:
        raise AssertionError("no white sum to decide on together")
    before = len(ben.controller.game.log)  # type: ignore[union-attr]
    act(qtbot, ana, bot)
    qtbot.waitUntil(lambda: "Ana ✓" in ben.controller.snapshot.prompt, timeout=WAIT)  # type: ignore[union-attr]
    assert "you …" in ben.controller.snapshot.prompt  # type: ignore[union-attr]
    qtbot.waitUntil(
        lambda: ana.controller.snapshot.prompt == "You ✓, Ben …",  # type: ignore[union-attr]
        timeout=WAIT,
    )
    assert ana.controller.snapshot.waiting is Waiting.COMPUTER  # type: ignore[union-attr]
    assert len(ben.controller.game.log) == before  # Ana's choice is not shown yet
    act(qtbot, ben, bot)
    qtbot.waitUntil(lambda: len(ben.controller.game.log) == before + 2, timeout=WAIT)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: len(ana.controller.game.log) == before + 2, timeout=WAIT)  # type: ignore[union-attr]

    # A dropped connection: Ben's session takes the seat back with its token at once. Its
    # fresh welcome keeps Ben's log as it was, with the notice of the loss where it fell.
    def in_step() -> bool:  # a person to act, both windows showing the same game
        return (playing(ana) or playing(ben)) and len(ana.controller.game.log) == len(
            ben.controller.game.log  # type: ignore[union-attr]
        )

    for _ in range(50):  # passes say nothing: play on until Ben's log has lines
        qtbot.waitUntil(in_step, timeout=WAIT)
        if log_texts(ben):
            break
        act(qtbot, ana if playing(ana) else ben, bot)
    shown = log_texts(ben)
    assert shown
    dropped = ben.network.session
    assert dropped is not None
    with qtbot.waitSignals([dropped.connection_lost, dropped.joined], timeout=WAIT):
        dropped.drop_connection()
    assert dropped.seat == 1 and ben.network.session is dropped
    assert log_texts(ben) == [*shown, "The connection to the table was lost; reconnecting…"]

    # Ben's window goes (a crash): Ana's window says who is away; the token kept in the file
    # takes the seat back from a new session.
    ben.network.end_session()
    status = ana.network.dock.status_label
    qtbot.waitUntil(lambda: "Disconnected: Ben." in status.text(), timeout=WAIT)
    qtbot.waitUntil(
        lambda: "Disconnected: Ben." in ana.controller.snapshot.prompt,  # type: ignore[union-attr]
        timeout=WAIT,
    )
    join(qtbot, monkeypatch, ben, "", "", "", rejoin=True)
    session = ben.network.session
    assert session is not None and session.token == record.token
    qtbot.waitUntil(lambda: session.seat == 1 and ben.controller.remote is session, timeout=WAIT)
    qtbot.waitUntil(lambda: "Disconnected" not in status.text(), timeout=WAIT)
    texts = log_texts(ana)
    assert any("Ben lost the connection." in t for t in texts)
    assert any("Ben is back." in t for t in texts)

    play_out(qtbot, [ana, ben])
    assert to_dict(ana.network.final) == to_dict(ben.network.final)  # type: ignore[arg-type]
    # The final replaced Ana's game and rebuilt its log: the table's notices said during the
    # game kept their place among the game's lines.
    assert log_texts(ana)[: len(texts)] == texts
    assert ben.network.store.load() is None


def test_a_network_game_of_each_window_is_counted_with_its_game_house_rules_and_hints(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The final replaces the window's game before it has shown the last actions, whose game
    over counted the game: network games went uncounted, and a hint asked was forgotten."""
    ana, ben = make_window(), make_window()
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    rules = {"misthrows_to_end": 2}  # a short game
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, "easy"), game="longo", house_rules=rules)
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    qtbot.waitUntil(lambda: playing(ana), timeout=WAIT)
    qtbot.mouseClick(ana.table.roll_button, LEFT)  # Ana's turn: Ben decides on her white sum
    qtbot.waitUntil(lambda: playing(ben), timeout=WAIT)
    ben.controller.hint()
    play_out(qtbot, [ana, ben])
    # One line per window (they share the statistics file here), counted once: also when
    # the window's own game reached its game over before the final came.
    records = ana.stats.load().records
    assert sorted((r.kind, r.hints) for r in records) == [
        ("longo+misthrows_to_end=2", ()),
        ("longo+misthrows_to_end=2", (1,)),
    ]
    final = ana.network.final
    assert final is not None and to_dict(final) == to_dict(ben.network.final)  # type: ignore[arg-type]
    # Each window's line is its own person's: their score, their win, their hint (Ben's
    # window took the best of the two people's scores as his).
    totals = [card.total for card in final.scores()]
    assert sorted((r.own_seat, r.human_score, r.human_won, r.hinted) for r in records) == [
        (seat, totals[seat], seat in final.winners(), seat == 1) for seat in (0, 1)
    ]


def test_turn_timer_counts_down(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",), timer=30)
    session = window.network.session
    assert session is not None
    qtbot.waitUntil(lambda: session.started() and playing(window), timeout=WAIT)
    qtbot.waitUntil(lambda: " s left." in window.network.dock.status_label.text(), timeout=WAIT)
    left = session.timer_left()
    assert left is not None and 25 <= left <= 30
    assert " s left." in window.controller.snapshot.prompt  # type: ignore[union-attr]


def test_wrong_code_is_told_and_nothing_changes(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ana, ben = make_window(), make_window()
    hosted = host(qtbot, monkeypatch, ana, (HUMAN,))
    join(qtbot, monkeypatch, ben, hosted.local_url(), "0000-0000", "Ben")
    qtbot.waitUntil(lambda: ben.network.session is None, timeout=WAIT)
    assert ben.table.banner.hint.text() == "No table has this code, or its game has ended."
    assert ben.controller.game is None


def test_join_dialog_lists_tables_found_on_the_lan(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    ad = TableAd("Ana", "classic", "ws://192.168.1.20:47147/", 3, 1)
    # Tables of hosts of another version (an older one, a newer one): joining them would be
    # refused by the table.
    older = TableAd("Carl", "longo", "ws://192.168.1.21:47147/", 2, 1, version=1)
    newer = TableAd("Dora", "qwantum", "ws://192.168.1.22:47147/", 2, 1, version=VERSION + 1)

    class Finder:
        def start(self) -> None:
            pass

        def found(self) -> list[Any]:
            return [ad, older, newer]

        def stop(self) -> None:
            pass

    stand_in = types.SimpleNamespace(Finder=Finder)
    monkeypatch.setattr(net_dialogs, "discovery", lambda: stand_in)
    dialog = JoinDialog("Ben")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.refresh_found()
    assert dialog.found_list.item(0).text() == "Ana: Qwixx (classic), 1 of 3 seats free"
    assert dialog.found_list.item(0).flags() & Qt.ItemFlag.ItemIsEnabled
    for row, (host_name, game) in enumerate((("Carl", "longo"), ("Dora", "qwantum")), start=1):
        item = dialog.found_list.item(row)
        assert item.text() == f"{host_name}: {game_title(game)}, needs another version of the app"
        assert not item.flags() & (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        # Not to be picked: a click on it leaves the address as it was.
        rect = dialog.found_list.visualItemRect(item)
        qtbot.mouseClick(dialog.found_list.viewport(), LEFT, pos=rect.center())
        assert dialog.address_edit.text() == ""
    dialog.found_list.setCurrentRow(0)
    assert dialog.address_edit.text() == ad.url
    dialog._accept()
    assert not dialog.error_label.isHidden()  # no code yet
    dialog.code_edit.setText("abcd-efgh")
    dialog._accept()
    assert dialog.result() == JoinDialog.DialogCode.Accepted
    assert dialog.choice() == net_dialogs.JoinChoice(ad.url, "abcd-efgh", "Ben")


def test_typed_addresses() -> None:
    assert normalise_url("192.168.1.20") == "ws://192.168.1.20:47147/"
    assert normalise_url(" 10.0.0.2:9000 ") == "ws://10.0.0.2:9000/"
    assert normalise_url("wss://qwixx.example.org/") == "wss://qwixx.example.org/"
    assert normalise_url("ws://host:1") == "ws://host:1/"
    assert normalise_url("::1") == "ws://[::1]:47147/"
    assert normalise_url("[::1]:80") == "ws://[::1]:80/"
    for bad in ("", "http://x/", "a b", "host:70000", "ws://"):
        assert normalise_url(bad) is None, bad
    # A port that is no number, or out of range, is no address (it was let through, and the
    # join failed with the URL parser's English).
    assert normalise_url("10.0.0.2:\uff19\uff10\uff10\uff10") == "ws://10.0.0.2:9000/"
    for bad in ("localhost:abc", "host:+5", "ws://127.0.0.1:abc/", "ws://h:99999", "ws://[::1"):
        assert normalise_url(bad) is None, bad
    for bad in ("host:0", "ws://host:0/", "ws://:5/"):
        assert normalise_url(bad) is None, bad


def test_seat_file_is_atomic_and_a_damaged_one_is_moved_aside(tmp_path: Path) -> None:
    store = SeatStore(tmp_path / "seat.json")
    assert store.load() is None
    record = SeatRecord("ws://127.0.0.1:1/", "ABCD-EFGH", "Ben", "t" * 24, "classic")
    store.save(record)
    assert store.load() == record
    assert json.loads(store.path.read_text())["format"] == "qwixx-desktop-seat"
    damaged = (
        b"{not json",
        b'{"format": "qwixx-desktop-seat", "version": 1}',
        b"\xff" * 10,
        b" " * 20_000,  # larger than a seat file: its error went past the handler (a traceback)
    )
    for damage in damaged:
        store.path.write_bytes(damage)
        assert store.load() is None
        assert not store.path.exists()
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert len(kept) == len(damaged) and all(".damaged-" in name for name in kept)
    store.forget()  # no file: nothing happens


def test_the_dock_is_shown_with_the_players(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: window.network.dock.isVisible(), timeout=WAIT)
    assert window.network.dock.players_label.text().startswith("At the table: Ana (you)")
    assert Qt.DockWidgetArea.RightDockWidgetArea == window.dockWidgetArea(window.network.dock)
    # The host's chat limit (5 per 10 s) is told in the dock; the game goes on.
    dock = window.network.dock
    for number in range(6):
        dock.entry.setText(f"line {number}")
        qtbot.mouseClick(dock.send_button, LEFT)
    said = dock.lines
    qtbot.waitUntil(
        lambda: (
            "Too many messages: wait a few seconds." in said.item(said.count() - 1).text()
            if said.count()
            else False
        ),
        timeout=WAIT,
    )
    assert said.count() == 6 and window.network.session is not None


def shorter(monkeypatch: pytest.MonkeyPatch, **changes: Any) -> None:
    """The host dialog's table with `changes` (a short reserve or turn timer)."""
    real = net_dialogs.table_config
    monkeypatch.setattr(
        net_dialogs, "table_config", lambda *args: dataclasses.replace(real(*args), **changes)
    )


def two_at_the_table(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> tuple[MainWindow, MainWindow, netgame.HostedTable]:
    """Ana hosts, Ben joins (his seat token in a file of his own); both seated."""
    ana, ben = make_window(), make_window()
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN,))
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    for window in (ana, ben):
        qtbot.waitUntil(
            lambda w=window: (  # type: ignore[misc]
                w.network.session is not None
                and w.network.session.started()
                and w.controller.remote is w.network.session
            ),
            timeout=WAIT,
        )
    return ana, ben, hosted


@pytest.mark.parametrize("others", [1, 2], ids=["started", "waiting"])
def test_the_host_seats_first_connection_is_no_loss_nor_return_but_a_drop_is(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    others: int,
) -> None:
    """Ben is in before the host's own window has taken its seat (over loopback, a moment
    later): Ana's seat looked away to him, and he was told she lost the connection, then
    that she was back. With one other seat the game has started when Ana comes; with two it
    still waits (her seat's welcome)."""
    seats = (SeatConfig("host", name="Ana"), *[SeatConfig("remote")] * others)
    hosted = netgame.HostedTable(TableConfig("classic", seats), "127.0.0.1")
    try:
        ben = make_window()
        ben.network.store = SeatStore(tmp_path / "ben-seat.json")
        # What Ben's window says, as said (its log starts again at each welcome before the
        # start: a line said there may be gone from it).
        told: list[str] = []
        shown = ben.table.announce

        def announce(text: str | Callable[[], str], kind: str) -> None:
            told.append(text if isinstance(text, str) else text())
            shown(text, kind)

        monkeypatch.setattr(ben.table, "announce", announce)

        def said() -> list[str]:
            return list(told)

        join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
        status = ben.network.dock.status_label
        qtbot.waitUntil(lambda: "Disconnected: Ana." in status.text(), timeout=WAIT)
        ana = make_window()
        ana.network.store = SeatStore(tmp_path / "ana-seat.json")
        _, token = hosted.host_token()
        ana.network.join(hosted.local_url(), hosted.code, "Ana", token)
        qtbot.waitUntil(lambda: "Disconnected" not in status.text(), timeout=WAIT)
        assert not [line for line in said() if "Ana" in line], said()

        # A real drop and return of the same seat: both told.
        ana.network.end_session()
        qtbot.waitUntil(lambda: "Ana lost the connection." in said(), timeout=WAIT)
        ana.network.join(hosted.local_url(), hosted.code, "Ana", token)
        qtbot.waitUntil(lambda: "Ana is back." in said(), timeout=WAIT)
        assert said().count("Ana lost the connection.") == 1
        assert "Disconnected" not in status.text()
    finally:
        hosted.stop()


def test_the_host_shows_its_tables_card_again_from_the_menu_and_the_dock(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The tray sends the host to "Your network table" for an address, but that card opened
    once, when hosting: closed, nothing opened it again."""
    fresh = make_window()
    assert not fresh.table_info_action.isEnabled()  # no table hosted here
    ana, ben, hosted = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    first = ana.network.info
    assert first is not None
    first.close()
    qtbot.waitUntil(lambda: ana.network.info is None)
    assert ana.table_info_action.isEnabled()
    ana.table_info_action.trigger()
    info = ana.network.info
    assert info is not None and info.isVisible()
    assert info.code_label.text() == hosted.code
    assert info.address_label.text().split("\n") == hosted.addresses()
    info.close()
    qtbot.waitUntil(lambda: ana.network.info is None)
    button = ana.network.dock.table_button
    assert button.isVisible()  # beside the join code
    qtbot.mouseClick(button, LEFT)
    assert ana.network.info is not None and ana.network.info.isVisible()
    # Ben joined: the table is not his to show.
    assert not ben.table_info_action.isEnabled()
    assert not ben.network.dock.table_button.isVisible()
    ana.network.end_session()
    assert not ana.table_info_action.isEnabled()
    assert not ana.network.dock.table_button.isVisibleTo(ana.network.dock)


def answering(monkeypatch: pytest.MonkeyPatch, name: str, button: str) -> list[str]:
    """From now on the message box `name` is answered with `button`; returns the list its
    questions are added to."""
    asked: list[str] = []
    shown = QMessageBox.exec

    def answer(box: QMessageBox) -> int:
        if box.objectName() != name:
            return int(shown(box))
        asked.append(box.text())
        texts = [b.text() for b in box.buttons()]
        box.buttons()[texts.index(button)].click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


def test_prompts_call_the_window_person_you_and_the_host_is_asked_before_closing(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    bens = ben.network.session
    assert bens is not None
    # Two people at the table, but each window reads as the local game does for one person.
    qtbot.waitUntil(lambda: playing(ana), timeout=WAIT)
    assert ana.controller.snapshot.prompt.startswith("Roll the dice (R or the Roll button).")  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: "Ana is rolling" in ben.controller.snapshot.prompt, timeout=WAIT)  # type: ignore[union-attr]
    act(qtbot, ana, make_bot("easy", ana.controller.game.rules, 1))  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: playing(ben), timeout=WAIT)
    snap = ben.controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_DECISION
    local = prompt_text(snap, People(("Ana", "Ben"), 1))  # Ben's own words, as at home
    assert snap.prompt.startswith(local) and not local.startswith("Ben:")
    assert "Ben:" not in snap.prompt

    # The host leaving ends the game for everyone: asked first; Keep playing keeps it.
    dock = ana.network.dock
    asked = answering(monkeypatch, "closeTable", "Keep playing")
    qtbot.mouseClick(dock.leave_button, LEFT)
    assert asked == ["Leaving closes the table for everyone."]
    assert ana.network.session is not None and ana.network.hosted is not None
    asked = answering(monkeypatch, "closeTable", "Close the table")
    qtbot.mouseClick(dock.leave_button, LEFT)
    assert len(asked) == 1 and ana.network.session is None and ana.network.hosted is None
    # A person who joined leaves without a question (the seat stays theirs to take back).
    asked = answering(monkeypatch, "closeTable", "Keep playing")
    qtbot.mouseClick(ben.network.dock.leave_button, LEFT)
    assert asked == [] and ben.network.session is None
    # The table's end, told to the session Ben has left as it winds down, is no longer his
    # window's: it was said on stderr (after the test, past pytest's capture) and ended the
    # window's session, by then maybe another one.
    capsys.readouterr()
    bens.failed.emit("wrong_code", "the host closed this connection: the host closed this table")
    bens.connection_lost.emit("the connection closed")
    assert capsys.readouterr().err == ""


def test_a_seat_played_by_a_computer_is_taken_back_from_the_window(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    shorter(monkeypatch, reserve_seconds=0.2)
    ana, ben, hosted = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    seat = hosted.table.seats[1]
    ben.network.end_session()  # Ben's window goes, as in a crash
    qtbot.waitUntil(lambda: seat.stand_in, timeout=WAIT)
    # Ana's window says the computer plays Ben's seat now: who sits at the table, the status
    # line, and a line in the log when it starts (Ben's moves from here are the computer's).
    dock = ana.network.dock
    qtbot.waitUntil(lambda: "Ben (computer playing)" in dock.players_label.text(), timeout=WAIT)
    assert dock.players_label.text() == "At the table: Ana (you), Ben (computer playing)"
    assert "The computer plays for Ben." in dock.status_label.text()
    assert "Disconnected" not in dock.status_label.text()

    def said() -> list[str]:
        return [ana.table.log.item(i).text() for i in range(ana.table.log.count())]

    assert any("Ben has not come back: the computer plays for them." in t for t in said())
    # The computer plays Ben's seat: Ana's game goes on and Ben's decisions come.
    bot = make_bot("easy", ana.controller.game.rules, 1)  # type: ignore[union-attr]
    start = len(ana.controller.game.log)  # type: ignore[union-attr]

    def ben_decided() -> bool:
        log = ana.controller.game.log[start:]  # type: ignore[union-attr]
        return any(isinstance(a, Decision) and a.player == 1 for a in log)

    for _ in range(50):
        if ben_decided():
            break
        qtbot.waitUntil(lambda: playing(ana) or ben_decided(), timeout=WAIT)
        if not ben_decided():
            act(qtbot, ana, bot)
    assert ben_decided()
    # Ben takes his seat back with the kept token, through Join → Rejoin.
    join(qtbot, monkeypatch, ben, "", "", "", rejoin=True)
    session = ben.network.session
    assert session is not None
    qtbot.waitUntil(lambda: session.seat == 1 and ben.controller.remote is session, timeout=WAIT)
    assert not seat.stand_in
    qtbot.waitUntil(lambda: "computer" not in dock.players_label.text(), timeout=WAIT)
    assert dock.players_label.text() == "At the table: Ana (you), Ben"
    assert "computer" not in dock.status_label.text()
    assert any("Ben is back: the computer no longer plays for them." in t for t in said())
    play_out(qtbot, [ana, ben])
    assert to_dict(ana.network.final) == to_dict(ben.network.final)  # type: ignore[arg-type]


def test_the_turn_timer_passes_for_a_silent_person(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shorter(monkeypatch, turn_timer=0.3)
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",))
    session = window.network.session
    assert session is not None
    qtbot.waitUntil(lambda: session.started() and playing(window), timeout=WAIT)
    # Ana does nothing: the table rolls for her when it is hers to roll, and passes for her.
    game = window.controller.game
    assert game is not None

    def passed() -> bool:
        return any(isinstance(a, Decision) and a.player == 0 and a.move == PASS for a in game.log)

    qtbot.waitUntil(passed, timeout=WAIT)
    log = window.table.log
    told = "Your time ran out: the table decided for you."
    qtbot.waitUntil(
        lambda: any(told in log.item(i).text() for i in range(log.count())), timeout=WAIT
    )
    assert window.network.session is session and window.controller.remote is session
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)  # and asks her again


def test_after_a_network_game_play_again_hosts_or_joins_again_and_the_ended_table_says_so(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ana, ben, hosted = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    play_out(qtbot, [ana, ben])
    for window in (ana, ben):  # every decision was the person's own: no time-out told
        lines = [window.table.log.item(i).text() for i in range(window.table.log.count())]
        assert lines and not any("time ran out" in line for line in lines)
    old_code, url = hosted.code, hosted.local_url()
    # Joining the table after its game ended: told at once, nothing hangs.
    cleo = make_window()
    cleo.network.store = SeatStore(tmp_path / "cleo-seat.json")
    join(qtbot, monkeypatch, cleo, url, old_code, "Cleo")
    qtbot.waitUntil(lambda: cleo.network.session is None, timeout=WAIT)
    assert cleo.table.banner.hint.text() == "No table has this code, or its game has ended."
    # Taking back a seat of that game (a token kept): the game has ended, the token goes.
    cleo.network.store.save(SeatRecord(url, old_code, "Cleo", "t" * 32, "classic"))
    join(qtbot, monkeypatch, cleo, "", "", "", rejoin=True)
    qtbot.waitUntil(lambda: cleo.network.session is None, timeout=WAIT)
    assert cleo.table.banner.hint.text() == (
        "The game at that table has ended, or its host closed the table."
    )
    assert cleo.network.store.load() is None and cleo.controller.game is None

    # Ben joined: his own sheet stays in front of the final game.
    assert ben.controller.snapshot.focus == 1 and ana.controller.snapshot.focus == 0  # type: ignore[union-attr]
    # Join again opens the Join dialog at the same address, no local game.
    final = ben.controller.game
    assert ben.results.isVisible() and ben.results.play_again_button.text() == "Join again"
    seen: list[str] = []

    def look(dialog: JoinDialog) -> int:
        seen.append(dialog.address_edit.text())
        return JoinDialog.DialogCode.Rejected

    monkeypatch.setattr(JoinDialog, "exec", look)
    qtbot.mouseClick(ben.results.play_again_button, LEFT)
    assert seen == [url] and ben.controller.game is final and ben.network.session is None

    # Ana hosted: Host again hosts the same table (new code, fresh dice) and shows it, at the
    # same address (the window's port, as the app's own port is in use), within the ended
    # table's grace: the address Ben's Join again has typed in. The ended table holds that
    # port until it has stopped, which is waited for on its own thread: the window goes on
    # (here the stop is held until the click has returned).
    release = threading.Event()
    real_stop = netgame.HostedTable.stop

    def slow_stop(self: netgame.HostedTable, notice: str | None = None) -> None:
        release.wait(WAIT / 1000)
        real_stop(self, notice)

    monkeypatch.setattr(netgame.HostedTable, "stop", slow_stop)
    ana.network.port = hosted.port
    assert ana.results.play_again_button.text() == "Host again"
    qtbot.mouseClick(ana.results.play_again_button, LEFT)
    assert ana.network.hosted is None and not release.is_set()  # the click did not wait
    release.set()
    qtbot.waitUntil(lambda: ana.network.hosted is not None, timeout=WAIT)
    again = ana.network.hosted
    assert again is not None and again.code != old_code
    assert again.local_url() == url
    assert ana.network.info is not None and ana.network.info.isVisible()
    qtbot.waitUntil(lambda: ana.controller.remote is ana.network.session, timeout=WAIT)
    game = ana.controller.game
    assert game is not None and not game.log and game.players[0].name == "Ana"
    assert ana.results.play_again_button.text() == "Play again"  # a local game's again
    assert again.table.config.seed is None and again.table.config.game == "classic"
    join(qtbot, monkeypatch, ben, url, again.code, "Ben")
    qtbot.waitUntil(lambda: ben.controller.remote is ben.network.session, timeout=WAIT)


def test_the_start_offers_to_rejoin_a_kept_seat(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    start_app: Callable[[], MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ana = make_window()
    ana.network.store = SeatStore(Path(str(ana.network.store.path) + ".ana"))
    hosted = host(qtbot, monkeypatch, ana, (HUMAN,))
    qtbot.waitUntil(lambda: ana.network.session is not None, timeout=WAIT)
    # Ben's seat at Ana's table, kept by the app (a seat token is given on joining).
    ben = make_window()
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    qtbot.waitUntil(lambda: ben.controller.remote is ben.network.session, timeout=WAIT)
    kept = SeatStore().load()
    assert kept is not None and kept.name == "Ben"
    ben.network.end_session()

    first = start_app()  # the first start offers the tutorial: nothing over it
    first.show()
    qtbot.waitUntil(lambda: first.tutor.choose_card.isVisibleTo(first), timeout=WAIT)
    assert first._network is None  # after_first_paint offered the tutorial, then no rejoin
    window = start_app()
    window.show()
    panel = None

    def offered() -> bool:
        nonlocal panel
        panel = window.network.rejoin_panel if window._network is not None else None
        return panel is not None and panel.isVisible()

    qtbot.waitUntil(offered, timeout=WAIT)
    assert panel is not None
    port = hosted.local_url().split(":")[2].rstrip("/")
    assert panel.title.text() == f"Rejoin the game at 127.0.0.1:{port}?"
    qtbot.mouseClick(panel.resume_button, LEFT)
    assert not panel.isVisible()
    session = window.network.session
    assert session is not None and session.token == kept.token
    qtbot.waitUntil(lambda: session.seat == 1 and window.controller.remote is session, timeout=WAIT)


def test_the_rejoin_offer_is_not_over_the_resume_offer_and_can_be_declined(
    qtbot: Any,
    start_app: Callable[[], MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = SeatRecord("ws://127.0.0.1:9/", "ABCD-EFGH", "Ben", "t" * 32, "classic")
    SeatStore().save(record)
    first = start_app()  # the first start: the tutorial's offer, once the window shows
    first.show()
    qtbot.waitUntil(lambda: first.tutor.choose_card.isVisibleTo(first), timeout=WAIT)
    window = start_app()
    window.show()
    qtbot.waitUntil(lambda: window._network is not None, timeout=WAIT)
    panel = window.network.rejoin_panel
    assert panel is not None and panel.isVisible()
    qtbot.mouseClick(panel.new_button, LEFT)
    assert not panel.isVisible() and SeatStore().load() == record  # kept for Join → Rejoin
    assert window.network.session is None
    # With a local game to resume (one with moves, autosaved), that offer is the one shown.
    qtbot.mouseClick(window.table.roll_button, LEFT)
    qtbot.waitUntil(lambda: bool(window.controller.game.log), timeout=WAIT)  # type: ignore[union-attr]
    window.autosaver.flush()
    second = start_app()
    second.show()
    qtbot.waitUntil(lambda: second.resume_panel.isVisible(), timeout=WAIT)
    second.offer_rejoin()  # as after the first paint
    assert second._network is None  # no rejoin offer over the resume offer


def test_a_network_game_in_play_is_not_saved_or_printed_with_a_false_seed(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from qwixx_desktop.export import PrintOptions
    from qwixx_desktop.export.document import game_sheets
    from qwixx_desktop.storage import load_game

    window = make_window()
    hosted = host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)
    act(qtbot, window, make_bot("easy", window.controller.game.rules, 1))  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)
    # The window's copy of the game has seed 0: the real one is the host's until the end.
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args: (asked.append("save"), ("", ""))[1]
    )
    window.save_action.trigger()
    assert asked == [] and not list(tmp_path.glob("*.json"))  # refused before a file is chosen
    assert window.table.banner.hint.text() == (
        "A network game can be saved once it is over: until then its dice are the host's secret."
    )
    assert not window.save_path(tmp_path / "played.qwixx.json")
    assert not (tmp_path / "played.qwixx.json").exists()
    # Its sheets print as they stand, with no seed line rather than "seed 0".
    game = window.controller.game
    assert game is not None
    assert pdf_written(qtbot, lambda: window.export_game(tmp_path / "now.pdf"), window)
    footers = [info.footer for info in game_sheets(game, PrintOptions()).infos]
    assert len(footers) == 2 and not any("seed" in footer for footer in footers)

    # The final game has the real seed: saved, opened and printed with it.
    play_out(qtbot, [window])
    assert window.save_path(tmp_path / "final.qwixx.json")
    opened = load_game(tmp_path / "final.qwixx.json")
    assert opened.setup.seed == hosted.table.seed and opened.is_over
    assert to_dict(opened) == to_dict(window.network.final)  # type: ignore[arg-type]
    footers = [info.footer for info in game_sheets(opened, PrintOptions()).infos]
    assert all(f"seed {hosted.table.seed}" in footer for footer in footers)


def test_chat_with_emoji_joiners_and_direction_marks_is_said_and_keeps_the_seat(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The host refuses format characters on the wire (a message with one closes its
    connection): a window sends what a person types without them, and stays at the table."""
    ana, ben, hosted = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    session = ben.network.session
    typed = ["👨\u200d👩\u200d👧 gg", "مرحبا\u200f", "\u200d", "ok\u00adok ❤️"]
    for text in typed:
        ben.network.dock.entry.setText(text)
        qtbot.mouseClick(ben.network.dock.send_button, LEFT)
    lines = ana.network.dock.lines
    qtbot.waitUntil(lambda: lines.count() >= 3, timeout=WAIT)
    said = [lines.item(i).text() for i in range(lines.count())]
    assert said == ["Ben: 👨👩👧 gg", "Ben: مرحبا", "Ben: okok ❤️"]
    assert ben.network.session is session and hosted.table.seats[1].link is not None


def test_the_network_dock_its_lines_and_notices_follow_a_later_language(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    # Nothing retranslated the dock: after Settings → Spanish its title, buttons, the join
    # code, who sits at the table, a ready phrase received and the "Too many messages"
    # notice all stayed in English.
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    qtbot.mouseClick(ben.network.dock.phrase_buttons["good_luck"], LEFT)
    for index in range(5):  # over the host's limit of five per ten seconds
        ben.network.dock.entry.setText(f"line {index}")
        qtbot.mouseClick(ben.network.dock.send_button, LEFT)
    notice = "Too many messages: wait a few seconds."
    mine = ben.network.dock.lines
    qtbot.waitUntil(lambda: notice in [mine.item(i).text() for i in range(mine.count())])
    theirs = ana.network.dock.lines
    qtbot.waitUntil(lambda: theirs.count() >= 5, timeout=WAIT)
    assert theirs.item(0).text() == "Ben: Good luck!"
    ana.apply_preferences(dataclasses.replace(QUICK, language="es"))
    ben.apply_preferences(dataclasses.replace(QUICK, language="es"))
    for window in (ana, ben):
        dock = window.network.dock
        assert dock.windowTitle() == translate("Network", "Network table") != "Network table"
        assert dock.leave_button.text() == translate("Network", "Leave the table")
        assert dock.players_label.text().startswith(
            translate("Network", "At the table: {names}").format(names="")
        )
    good_luck = translate("Network", "Good luck!")
    assert good_luck != "Good luck!"
    assert theirs.item(0).text() == f"Ben: {good_luck}"
    assert theirs.item(1).text() == "Ben: line 0"  # what a person typed stays as typed
    said = [mine.item(i).text() for i in range(mine.count())]
    assert translate("Network", notice) in said and notice not in said


def test_the_hosted_tables_card_and_the_rejoin_offer_follow_a_later_language(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Neither is modal (the table's card stays open beside the game, the offer lies over
    # the table): Settings → Spanish left both in English.
    ana, ben = make_window(), make_window()
    host(qtbot, monkeypatch, ana, (HUMAN,))
    info = ana.network.info
    assert info is not None and info.isVisible()
    ben.network.offer_rejoin(SeatRecord("ws://127.0.0.1:9/", "ABCD", "Ben", "t" * 32, "classic"))
    panel = ben.network.rejoin_panel
    assert panel is not None and panel.isVisible()
    ana.apply_preferences(dataclasses.replace(QUICK, language="es"))
    qtbot.waitUntil(lambda: info.windowTitle() == translate("Network", "Your network table"))
    assert info.windowTitle() != "Your network table"
    assert info.seats_title.text() == translate("Network", "Seats") != "Seats"
    assert info.seat_list.item(1).text() == translate("Network", "Seat {number} — waiting…").format(
        number=2
    )
    assert panel.resume_button.text() == translate("Network", "Rejoin") != "Rejoin"
    assert panel.title.text().startswith(
        translate("Network", "Rejoin the game at {address}?").split("{")[0]
    )
    assert not panel.title.text().startswith("Rejoin the game")


def test_an_open_seat_is_named_in_the_windows_language_until_the_start(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """While the table waited, an open seat was the host's "Seat 4" in a Spanish window, on
    its sheet and in the dock's "En la mesa" line; and a seat its person left before the start
    kept that person's name at the windows seated after them."""
    ana, ben, cleo = make_window(), make_window(), make_window()
    ana.apply_preferences(dataclasses.replace(QUICK, language="es"))  # every window's language
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    cleo.network.store = SeatStore(tmp_path / "cleo-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, HUMAN, HUMAN))

    def seat(number: int) -> str:
        return translate("Network", "Seat {number}").format(number=number)

    def shown(window: MainWindow) -> list[str]:
        game = window.controller.game
        return [] if game is None else [pl.name for pl in game.players]

    assert seat(4) == "Puesto 4"
    qtbot.waitUntil(lambda: shown(ana) == ["Ana", seat(2), seat(3), seat(4)], timeout=WAIT)
    you = translate("Network", "{name} (you)").format(name="Ana")
    assert ana.network.dock.players_label.text() == translate(
        "Network", "At the table: {names}"
    ).format(names=f"{you}, {seat(2)}, {seat(3)}, {seat(4)}")
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    qtbot.waitUntil(lambda: shown(ben) == ["Ana", "Ben", seat(3), seat(4)], timeout=WAIT)
    join(qtbot, monkeypatch, cleo, hosted.local_url(), hosted.code, "Cleo")
    qtbot.waitUntil(lambda: shown(cleo) == ["Ana", "Ben", "Cleo", seat(4)], timeout=WAIT)
    qtbot.mouseClick(ben.network.dock.leave_button, LEFT)  # before the start: seat 2 opens
    qtbot.waitUntil(lambda: shown(cleo) == ["Ana", seat(2), "Cleo", seat(4)], timeout=WAIT)
    assert "Ben" not in cleo.network.dock.players_label.text()
    # Each window names the seat in its language, whichever it is now (Qt's catalogue is the
    # process's: Ana's Settings switch every window here, as Cleo's own would hers).
    ana.apply_preferences(QUICK)
    qtbot.waitUntil(lambda: shown(cleo) == ["Ana", "Seat 2", "Cleo", "Seat 4"], timeout=WAIT)
    assert cleo.network.dock.players_label.text() == "At the table: Ana, Seat 2, Cleo (you), Seat 4"
    assert cleo.controller.snapshot is not None and not cleo.network.session.started()  # type: ignore[union-attr]
    # The host's own names (`serve` prints them) are as they were.
    assert [s.name for s in hosted.table.seats] == ["Ana", "Seat 2", "Cleo", "Seat 4"]


def test_a_waiting_window_shows_who_joins_and_a_seat_opened_again(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The host named the seats only at the start: Ben, seated before Cleo, kept seeing
    "Puesto 3" in his dock and on his sheet while Cleo sat there. Now he sees her as she
    joins, and the open seat again when she leaves before the start."""
    ana, ben, cleo = make_window(), make_window(), make_window()
    ana.apply_preferences(dataclasses.replace(QUICK, language="es"))  # every window's language
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    cleo.network.store = SeatStore(tmp_path / "cleo-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, HUMAN, HUMAN))

    def shown(window: MainWindow) -> list[str]:
        game = window.controller.game
        return [] if game is None else [pl.name for pl in game.players]

    def dock(window: MainWindow) -> str:
        return window.network.dock.players_label.text()

    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    qtbot.waitUntil(lambda: shown(ben) == ["Ana", "Ben", "Puesto 3", "Puesto 4"], timeout=WAIT)
    join(qtbot, monkeypatch, cleo, hosted.local_url(), hosted.code, "Cleo")
    qtbot.waitUntil(lambda: shown(ben) == ["Ana", "Ben", "Cleo", "Puesto 4"], timeout=WAIT)
    assert dock(ben) == "En la mesa: Ana, Ben (tú), Cleo, Puesto 4"
    qtbot.waitUntil(lambda: shown(ana) == ["Ana", "Ben", "Cleo", "Puesto 4"], timeout=WAIT)
    assert ben.network.session is not None and not ben.network.session.started()
    ana.apply_preferences(QUICK)
    qtbot.waitUntil(lambda: dock(ben) == "At the table: Ana, Ben (you), Cleo, Seat 4", timeout=WAIT)
    qtbot.mouseClick(cleo.network.dock.leave_button, LEFT)  # before the start: seat 3 opens
    qtbot.waitUntil(lambda: shown(ben) == ["Ana", "Ben", "Seat 3", "Seat 4"], timeout=WAIT)
    assert dock(ben) == "At the table: Ana, Ben (you), Seat 3, Seat 4"
    assert "Cleo" not in dock(ana)


def test_a_person_whose_name_is_taken_is_told_once_what_the_table_calls_them(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Ana joining Ana's table became "Ana 2" at the host, and her window said so only in the
    seat list. Now it tells her, in her language, once: not again at each later welcome (the
    host sends one whenever someone sits down before the start). The game log keeps it at the
    later welcome: it started again empty at each."""
    host_window, ana, cleo = make_window(), make_window(), make_window()
    host_window.apply_preferences(dataclasses.replace(QUICK, language="es"))  # every window's
    ana.network.store = SeatStore(tmp_path / "ana-seat.json")
    cleo.network.store = SeatStore(tmp_path / "cleo-seat.json")
    hosted = host(qtbot, monkeypatch, host_window, (HUMAN, HUMAN, HUMAN))

    def shown(window: MainWindow) -> list[str]:
        game = window.controller.game
        return [] if game is None else [pl.name for pl in game.players]

    told = translate(
        "Network", "Another player is called {taken}: at this table you are {given}."
    ).format(taken="Ana", given="Ana 2")
    assert told == "Otra persona se llama Ana: en esta mesa eres Ana 2."

    def notices(window: MainWindow) -> list[str]:
        lines = window.network.dock.lines
        return [lines.item(row).text() for row in range(lines.count())]

    join(qtbot, monkeypatch, ana, hosted.local_url(), hosted.code, "Ana")
    qtbot.waitUntil(lambda: shown(ana)[:2] == ["Ana", "Ana 2"], timeout=WAIT)
    # The table's message list, not the status line: another notice may follow at once (the
    # host's own seat coming back as its window connects over loopback said "Ana ha vuelto.").
    assert notices(ana) == [told]
    log = ana.table.log

    def logged(text: str) -> int:
        return [log.item(row).text() for row in range(log.count())].count(text)

    # The language switched before the start names the open seat again, the waiting game
    # shown anew: the log kept its notices (it started again empty).
    host_window.apply_preferences(QUICK)
    qtbot.waitUntil(lambda: shown(ana)[2] == "Seat 3", timeout=WAIT)
    assert logged("Another player is called Ana: at this table you are Ana 2.") == 1
    host_window.apply_preferences(dataclasses.replace(QUICK, language="es"))
    qtbot.waitUntil(lambda: shown(ana)[2] == "Puesto 3", timeout=WAIT)
    join(qtbot, monkeypatch, cleo, hosted.local_url(), hosted.code, "Cleo")
    qtbot.waitUntil(lambda: shown(ana)[:3] == ["Ana", "Ana 2", "Cleo"], timeout=WAIT)
    assert notices(ana) == [told]  # once
    assert logged(told) == 1
    # The others kept the names they asked for: nothing to tell them.
    assert notices(cleo) == [] and notices(host_window) == []


def test_a_session_closes_its_connection_cleanly_after_the_final(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The session's worker ended at the final with the connection half-open: the host's
    ended table waited for it (its final undelivered) and stopping it waited the close
    timeout, 5 s at every quit after a network game. The host's closing handshake is held
    back here (it may come after the final): the session closes by itself."""
    monkeypatch.setattr(server_module._Connection, "finish", lambda _self: None)
    thread = ServerThread()
    port = thread.start("127.0.0.1", 0)
    try:
        # Ana stays silent: the turn timer rolls and passes for her until the game ends.
        table = thread.add_table(TableConfig("classic", remote_seats(2, ["easy"]), turn_timer=0.01))
        session = netgame.NetSession(f"ws://127.0.0.1:{port}/", table.code, "Ana")
        with qtbot.waitSignal(session.finished, timeout=WAIT):
            session.start()
        session.wait_closed(WAIT / 1000)
        assert not session._thread.is_alive()
        client = session._client
        assert client is not None and client._ws is not None
        assert client._ws.close_code == 1000  # closed, not left open nor cut
        # The host had it cleanly: everyone has the final, the code is free.
        qtbot.waitUntil(table.delivered.is_set, timeout=3000)
    finally:
        thread.stop()


def test_a_hint_asked_is_still_counted_after_the_connection_comes_back(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The table's fresh welcome after a dropped connection replaced the window's game and
    its notes with it: a hint asked before the drop went uncounted in the statistics."""
    from qwixx_desktop.stats import HINTS_NOTE

    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    qtbot.waitUntil(lambda: playing(ana), timeout=WAIT)
    qtbot.mouseClick(ana.table.roll_button, LEFT)  # Ana's turn: Ben decides on her white sum
    qtbot.waitUntil(lambda: playing(ben), timeout=WAIT)
    ben.controller.hint()
    game = ben.controller.game
    assert game is not None and game.notes[HINTS_NOTE] == [1]
    session = ben.network.session
    assert session is not None
    with qtbot.waitSignals([session.connection_lost, session.joined], timeout=WAIT):
        session.drop_connection()
    welcomed = ben.controller.game
    assert welcomed is not None and welcomed is not game
    assert welcomed.notes[HINTS_NOTE] == [1]


def test_leaving_and_taking_the_seat_back_keeps_the_chat_the_log_and_a_hint(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Leave the table, then Join → Rejoin from the same window: its chat list was empty, its
    log started afresh and a hint asked before leaving went uncounted, though the game and
    the seat were the same (a dropped connection kept them). A new game under the same code,
    at another seat, still starts afresh."""
    from qwixx_desktop.stats import HINTS_NOTE

    ana, ben, hosted = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    lines = ben.network.dock.lines

    def chat() -> list[str]:
        return [lines.item(row).text() for row in range(lines.count())]

    qtbot.mouseClick(ben.network.dock.phrase_buttons["good_luck"], LEFT)
    qtbot.waitUntil(lambda: chat() == ["Ben: Good luck!"], timeout=WAIT)
    qtbot.waitUntil(lambda: playing(ana), timeout=WAIT)
    qtbot.mouseClick(ana.table.roll_button, LEFT)  # Ana's turn: Ben decides on her white sum
    qtbot.waitUntil(lambda: playing(ben), timeout=WAIT)
    ben.controller.hint()
    qtbot.mouseClick(ben.network.dock.leave_button, LEFT)
    shown = log_texts(ben)
    assert shown[-1] == "You left the network table."
    join(qtbot, monkeypatch, ben, "", "", "", rejoin=True)
    session = ben.network.session
    assert session is not None
    qtbot.waitUntil(lambda: ben.controller.remote is session, timeout=WAIT)
    assert chat() == ["Ben: Good luck!"]
    assert log_texts(ben)[: len(shown)] == shown
    game = ben.controller.game
    assert game is not None and game.notes[HINTS_NOTE] == [1]

    # The same code at another table (a new game), a seat of its own: nothing of the last.
    seats = (SeatConfig("remote"), SeatConfig("computer", "easy"))
    other = netgame.HostedTable(TableConfig("classic", seats, code=hosted.code), "127.0.0.1")
    try:
        qtbot.mouseClick(ben.network.dock.leave_button, LEFT)
        join(qtbot, monkeypatch, ben, other.local_url(), other.code, "Ben")
        session = ben.network.session
        assert session is not None
        qtbot.waitUntil(lambda: ben.controller.remote is session, timeout=WAIT)
        assert chat() == []
        assert "You left the network table." not in log_texts(ben)
        game = ben.controller.game
        assert game is not None and HINTS_NOTE not in game.notes
    finally:
        ben.network.end_session()
        other.stop()


def test_undo_and_redo_at_a_network_table_say_why_they_are_off(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Off at a network table, the buttons said only "Undo (Ctrl+Z)", and asked anyway the
    controller said "Nothing to undo." as if there were only nothing yet."""
    window = make_window()
    host(qtbot, monkeypatch, window, ("easy",))
    qtbot.waitUntil(lambda: playing(window), timeout=WAIT)
    why = "A network game has no undo: each decision goes to the table at once."
    table = window.table
    for button, name in ((table.undo_button, "Undo (Ctrl+Z)"), (table.redo_button, "Redo")):
        assert not button.isEnabled()
        assert button.toolTip().startswith(name) and button.toolTip().endswith(why)
    assert not window.controller.undo()
    assert table.banner.hint.text() == why
    assert not window.controller.redo()
    assert table.banner.hint.text() == why
