"""A network window speaks of its own person as "you", also while that person's roll or
decision is on its way to the table (over loopback, animations off, waits on conditions)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import HUMAN
from qwixx_desktop.ui import dice
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.i18n import translate
from qwixx_desktop.ui.netgame import SeatStore
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT
from .test_ui_net import (
    WAIT,
    act,
    answering,
    host,
    join,
    no_beacon,
    play_out,
    playing,
    two_at_the_table,
)

__all__ = ["no_beacon"]  # the fixture keeps these tests off the LAN


def test_your_move_on_its_way_to_the_table_is_told_as_yours(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    windows = {"Ana": ana, "Ben": ben}
    # Every status line each window shows, with the length of its game's log then.
    shown: dict[str, list[tuple[int, str]]] = {name: [] for name in windows}
    for name, window in windows.items():
        controller = window.controller

        def record(name: str = name, controller: Any = controller) -> None:
            shown[name].append((len(controller.game.log), controller.snapshot.prompt))

        controller.changed.connect(record)
    bot = make_bot("easy", ana.controller.game.rules, 1)  # type: ignore[union-attr]
    sent: list[tuple[str, int, int, bool]] = []  # who, where in `shown`, log length, collected
    again: list[str] = []  # what a second press of Roll says while the roll is on its way
    for _ in range(200):
        rolls = sum(1 for _, _, _, collected in sent if not collected)
        together = sum(1 for _, _, _, collected in sent if collected)
        if rolls >= 4 and together >= 4:
            break
        qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
        for name, window in windows.items():
            snap = window.controller.snapshot
            game = window.controller.game
            if not playing(window) or snap is None or game is None:
                continue
            assert snap.waiting is not Waiting.OVER, "the game ended too soon"
            rolling = snap.waiting is Waiting.HUMAN_ROLL
            collected = not rolling and len(game.deciders()) > 1
            mark, at = len(shown[name]), len(game.log)
            act(qtbot, window, bot)
            if rolling:
                assert not window.controller.roll()  # R pressed again: the roll is on its way
                again.append(window.table.banner.hint.text())
            if rolling or collected:
                sent.append((name, mark, at, collected))
    checked = 0
    for name, mark, at, collected in sent:
        later = shown[name][mark:]
        on_its_way = [prompt for length, prompt in later[: _first_move(later, at)]]
        if len(on_its_way) == len(later):
            continue  # the table's answer has not come yet
        checked += 1
        assert on_its_way, "the window showed nothing between the move and its answer"
        for prompt in on_its_way:
            assert name not in prompt  # never "Ana is rolling…" in Ana's window
            if collected:  # "You ✓, Ben …" / "Ana …, you ✓": the choice is made
                assert "ou ✓" in prompt and "ou …" not in prompt
    assert checked >= 6
    assert again and all(text == "Just a moment: the dice are still rolling." for text in again), (
        again
    )


def test_the_first_roll_on_its_way_is_not_asked_for_again(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The game's first roll, sent to the table: the empty dice tray still said "Roll the
    dice to start." in the roller's window (and in the other, while that roll came)."""
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
    roller, other = (ana, ben) if playing(ana) else (ben, ana)
    assert roller.controller.snapshot.waiting is Waiting.HUMAN_ROLL  # type: ignore[union-attr]
    assert _tray_says(monkeypatch, roller) == ["Roll the dice to start."]
    assert _tray_says(monkeypatch, other) == ["Rolling…"]
    seen: list[tuple[Waiting, list[str]]] = []

    def record() -> None:
        snap = roller.controller.snapshot
        assert snap is not None
        seen.append((snap.waiting, _tray_says(monkeypatch, roller)))

    roller.controller.changed.connect(record)
    qtbot.mouseClick(roller.table.roll_button, LEFT)
    qtbot.waitUntil(lambda: Waiting.ROLL_SENT not in {w for w, _ in seen[-1:]}, timeout=WAIT)
    on_its_way = [said for waiting, said in seen if waiting is Waiting.ROLL_SENT]
    assert on_its_way and all(said == ["Rolling…"] for said in on_its_way), seen


def _tray_says(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> list[str]:
    """The words the window's dice tray paints now (an empty tray's: what to do)."""
    said: list[str] = []

    def recording(context: str, source: str, *rest: Any) -> str:
        said.append(source)
        return translate(context, source, *rest)

    with monkeypatch.context() as patch:
        patch.setattr(dice, "translate", recording)
        window.table.kit.tray.grab()  # type: ignore[attr-defined]
    return said


def _first_move(shown: list[tuple[int, str]], at: int) -> int:
    """The index of the first status shown after the game's log has grown past `at`."""
    return next((i for i, (length, _) in enumerate(shown) if length != at), len(shown))


def test_the_log_calls_the_windows_own_seat_you(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    windows = {"Ana": ana, "Ben": ben}
    bot = make_bot("easy", ana.controller.game.rules, 1)  # type: ignore[union-attr]

    def lines(window: MainWindow) -> list[str]:
        log = window.table.log
        return [log.item(i).text() for i in range(log.count())]

    def turns_seen() -> bool:  # each window has been told of both seats' turns, twice
        return all(
            sum(line in ("Your turn.", "Turn: Ana.", "Turn: Ben.") for line in lines(w)) >= 4
            for w in windows.values()
        )

    for _ in range(200):
        if turns_seen():
            break
        qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
        for window in windows.values():
            if playing(window):
                act(qtbot, window, bot)
    assert turns_seen()
    for name, window in windows.items():
        other = "Ben" if name == "Ana" else "Ana"
        said = lines(window)
        assert "Your turn." in said and f"Turn: {other}." in said
        # The window's person is "you", as at home; the other person is named.
        assert not [line for line in said if name in line], said
        assert any(line.startswith("You ") for line in said), said
        assert any(line.startswith(f"{other} ") for line in said), said


def test_after_a_network_game_its_results_and_log_still_call_the_window_you(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    play_out(qtbot, [ana, ben])
    for name, window in (("Ana", ana), ("Ben", ben)):
        qtbot.waitUntil(lambda w=window: w.results.isVisible(), timeout=WAIT)  # type: ignore[misc]
        winner = window.results.winner.text()
        log = window.table.log
        said = [log.item(i).text() for i in range(log.count())]
        # The final replaced the window's game: still "You win" / "Ben wins", "Your turn."
        assert name not in winner and ("You win" in winner or "wins" in winner), winner
        assert "Your turn." in said and not [line for line in said if name in line], said


def test_a_host_closing_the_table_is_not_told_as_a_lost_connection(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ana, ben, _ = two_at_the_table(qtbot, make_window, monkeypatch, tmp_path)
    answering(monkeypatch, "closeTable", "Close the table")
    qtbot.mouseClick(ana.network.dock.leave_button, LEFT)
    qtbot.waitUntil(lambda: ben.network.session is None, timeout=WAIT)
    log = ben.table.log
    said = [log.item(i).text() for i in range(log.count())]
    # Ben is told why the game stopped, once: Ana did not lose her connection.
    assert said[-1] == "The game at that table has ended, or its host closed the table."
    assert "Ana lost the connection." not in said, said


def test_the_dice_tray_says_the_table_waits_for_players_to_join(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """While a hosted table waited for people to join, the empty tray said "Roll the dice to
    start." in every window, though nobody could roll yet. It says what goes on: the host
    is told what to give the others, who joined is told to wait."""
    ana, ben = make_window(), make_window()
    ben.network.store = SeatStore(tmp_path / "ben-seat.json")
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, HUMAN))  # Ben joins, a seat stays open
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    for window in (ana, ben):
        qtbot.waitUntil(
            lambda w=window: (  # type: ignore[misc]
                w.network.session is not None
                and w.network.session.seat >= 0
                and w.controller.remote is w.network.session
                and w.controller.snapshot is not None
                and not w.network.session.started()
            ),
            timeout=WAIT,
        )
    host_text = (
        "Waiting for players to join: give them the join code and an address from "
        "“Your network table”."
    )
    assert _tray_says(monkeypatch, ana) == [host_text]
    assert _tray_says(monkeypatch, ben) == ["Waiting for the other players to join."]
