"""The turn flow without widgets: the controller against a fake table view."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable
from typing import Any

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import PASS, Decision, Game, Move, Phase, Player
from qwixx_desktop.engine.events import GameOver, RowLocked
from qwixx_desktop.ui.controller import GameController, Waiting
from qwixx_desktop.ui.jobs import BackgroundJobs

from .qt_helpers import FakeView


@pytest.fixture
def view(qapp: Any) -> FakeView:
    return FakeView()


def make_controller(view: FakeView, **kwargs: Any) -> GameController:
    return GameController(view, animation=0.0, pace=0.0, **kwargs)


def test_computer_players_finish_a_game_off_the_main_thread(qtbot: Any, view: FakeView) -> None:
    threads: set[str] = set()

    def factory(level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
        bot = make_bot(level, rules, seed)

        def recording(state: Any, player: int) -> Move:
            threads.add(threading.current_thread().name)
            return bot(state, player)

        return recording

    controller = make_controller(view, bot_factory=factory)
    players = [Player(name, "medium") for name in ("A", "B", "C", "D")]
    game = Game("classic", players, seed=11)
    with qtbot.waitSignal(controller.game_finished, timeout=20000):
        controller.start(game)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert game.is_over
    assert threads and threading.main_thread().name not in threads
    assert view.rolls, "every roll goes through the view's animation"
    assert any(isinstance(e, GameOver) for batch in view.event_batches for e in batch)
    assert view.snapshots[-1].waiting is Waiting.OVER
    # Locks and misthrows are announced in the window.
    kinds = {kind for _, kind in view.announcements}
    assert "over" in kinds
    if any(isinstance(e, RowLocked) for batch in view.event_batches for e in batch):
        assert "lock" in kinds
    controller.shutdown()


def test_human_flow_waits_for_the_person_and_refuses_wrong_input(
    qtbot: Any, view: FakeView
) -> None:
    controller = make_controller(view)
    game = Game("classic", [Player("Me"), Player("Bot", "easy")], seed=3)
    controller.start(game)
    snap = controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_ROLL
    # Crossing before rolling is refused with a reason, and changes nothing.
    assert not controller.click_cell(0, 0, 5)
    assert view.hints and game.log == []
    assert controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    snap = controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_DECISION and snap.decider == 0
    assert set(snap.moves) == set(game.legal_moves(0))
    log_length = len(game.log)
    # A number that is not the white sum: refused, with the reason in words.
    wrong = next(n for n in range(2, 13) if n != game.state.white_sum)
    assert not controller.click_cell(0, 0, wrong)
    assert len(game.log) == log_length
    assert str(game.state.white_sum) in view.hints[-1]
    # Someone else's sheet: refused.
    assert not controller.click_cell(1, 0, game.state.white_sum)
    assert "Bot" in view.hints[-1]
    assert controller.pass_turn()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert game.phase in (Phase.COLOUR, Phase.ROLL, Phase.OVER)
    controller.shutdown()


def test_hot_seat_asks_each_human_in_turn(qtbot: Any, view: FakeView) -> None:
    controller = make_controller(view)
    game = Game("classic", [Player("Ann"), Player("Ben"), Player("Cy", "easy")], seed=5)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    first = controller.snapshot
    assert first is not None and first.decider == 0 and first.focus == 0
    assert "Ann" in first.prompt
    controller.pass_turn()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    second = controller.snapshot
    assert second is not None and second.decider == 1 and second.focus == 1
    assert "Ben" in second.prompt
    controller.shutdown()


def test_a_computer_asked_after_a_resume_does_not_see_the_hidden_choices(
    qtbot: Any, view: FakeView
) -> None:
    # Ann crossed unseen, the game was saved and resumed: Cy, asked again, was handed the
    # state with Ann's collected cross in it (the expert's search plays it out).
    asked: list[Any] = []

    def factory(level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
        def recording(state: Any, player: int) -> Move:
            asked.append(state)
            return PASS

        return recording

    game = Game("classic", [Player("Ann"), Player("Cy", "easy")], 5)
    game.roll()
    game.decide(0, next(m for m in game.legal_moves(0) if m != PASS))
    controller = make_controller(view, bot_factory=factory)
    controller.start(game)
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
    assert asked[0].pending == (None, None)
    qtbot.waitUntil(lambda: game.phase is not Phase.WHITE, timeout=3000)
    controller.shutdown()


def test_input_aimed_at_a_position_the_game_has_left_changes_nothing(
    qtbot: Any, view: FakeView
) -> None:
    # P pressed twice before the window shows what the first press led to: the second was
    # aimed at Ann's decision, which is taken; it is dropped (it raised in a slot before).
    controller = make_controller(view)
    game = Game("classic", [Player("Ann"), Player("Ben"), Player("Cy", "easy")], seed=5)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.pass_turn()
    log = list(game.log)
    assert not controller.pass_turn()
    assert not controller.click_cell(0, 0, game.state.white_sum)
    assert not controller.roll()
    assert not controller.hint()
    assert game.log == log
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    snap = controller.snapshot
    assert snap is not None and snap.decider == 1
    assert controller.pass_turn()
    assert game.log[: len(log)] == log and game.log[-1] == Decision(1, PASS)
    controller.shutdown()


def test_a_key_during_the_last_animation_says_the_game_is_over(qtbot: Any) -> None:
    # The game's last move still animates: a roll asked for then is told the game is over,
    # not that "the dice are still rolling" (a hint that stayed under the results card).
    from PySide6.QtCore import QPauseAnimation

    class SlowEnd(FakeView):
        def animate_events(self, events: Any) -> QPauseAnimation | None:
            super().animate_events(events)
            return QPauseAnimation(60_000) if any(isinstance(e, GameOver) for e in events) else None

    view = SlowEnd()
    controller = make_controller(view)
    game = Game("classic", [Player("You"), Player("Ben")], seed=2)
    asked = (Waiting.HUMAN_ROLL, Waiting.HUMAN_DECISION)

    def settled() -> bool:
        snap = controller.snapshot
        return game.is_over or (snap is not None and snap.waiting in asked)

    controller.start(game)
    while not game.is_over:  # both people only pass: a misthrow each turn
        qtbot.waitUntil(settled, timeout=5000)
        shown = len(view.snapshots)
        if not game.is_over and not controller.roll():
            assert controller.pass_turn()
        qtbot.waitUntil(lambda: len(view.snapshots) > shown, timeout=5000)  # noqa: B023
    snap = controller.snapshot
    assert snap is not None and snap.waiting is Waiting.ANIMATION
    assert not controller.roll()
    assert view.hints[-1] == "The game is over."
    controller.shutdown()


class _Payload:
    """Something a job holds (a game, a position), to see whether it is freed."""


def test_finished_jobs_are_freed(qtbot: Any, qapp: Any) -> None:
    """A job the coach's worker has run, and all it holds, is freed. Handed to the pool as a
    QRunnable, one that finished before `start` returned (a third, with the thread idle)
    stayed a child of the pool for the whole session, with its game or position."""
    jobs = BackgroundJobs()
    held: list[weakref.ref[_Payload]] = []
    done: list[object] = []
    for count in range(1, 41):
        payload = _Payload()
        held.append(weakref.ref(payload))
        jobs.submit(lambda context, payload=payload: id(payload), done.append)
        del payload
        # The pool's thread is idle at the next submit.
        qtbot.waitUntil(lambda count=count: len(done) == count)
    jobs.shutdown()
    gc.collect()
    assert sum(ref() is not None for ref in held) == 0


def test_finished_computer_decisions_are_freed(qtbot: Any, view: FakeView) -> None:
    """The same for the computer players on threads: their decisions hold the position."""
    held: list[weakref.ref[Any]] = []

    def factory(level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
        bot = make_bot(level, rules, seed)

        def deciding(state: Any, player: int) -> Move:
            return bot(state, player)

        held.append(weakref.ref(deciding))
        return deciding

    controller = make_controller(view, bot_factory=factory)
    controller.start(Game("classic", [Player("A", "easy"), Player("B", "easy")], seed=3))
    qtbot.waitUntil(lambda: view.snapshots[-1].waiting is Waiting.OVER, timeout=20000)
    controller.start(Game("classic", [Player("A", "easy"), Player("B", "easy")], seed=4))
    qtbot.waitUntil(lambda: view.snapshots[-1].waiting is Waiting.OVER, timeout=20000)
    controller.shutdown()
    gc.collect()
    # The second game's bots are still the runner's; the first game's are gone.
    assert [ref() is not None for ref in held[:2]] == [False, False]


@pytest.mark.failing_computer_players
@pytest.mark.parametrize("failing", ["known_state", "decide", "log"])
def test_a_computer_whose_move_fails_past_its_bot_plays_safe_and_the_game_ends(
    qtbot: Any,
    view: FakeView,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    failing: str,
) -> None:
    # Only a bot that raised or answered nonsense passed: a failure on the way to its move
    # (the seat's known state) or in applying it (the move, the log it writes) escaped from
    # the controller's slot as a traceback, and the seat waited for a move that never came.
    failed: list[int] = []
    real_known, real_decide, real_log = Game.known_state, Game.decide, view.log_lines

    def once(seat: int) -> None:
        if seat == 1 and not failed:
            failed.append(seat)
            raise RuntimeError(f"{failing} broke")

    def known_state(game: Game, seat: int) -> Any:
        if failing == "known_state":
            once(seat)
        return real_known(game, seat)

    def decide(game: Game, seat: int, move: Move) -> Any:
        if failing == "decide":
            once(seat)
        return real_decide(game, seat, move)

    def log_lines(lines: Any, live: bool) -> None:
        real_log(lines, live)
        if failing == "log" and any(isinstance(a, Decision) for a in game.log[-1:]):
            once(game.log[-1].player)  # type: ignore[union-attr]

    monkeypatch.setattr(Game, "known_state", known_state)
    monkeypatch.setattr(Game, "decide", decide)
    monkeypatch.setattr(view, "log_lines", log_lines)
    controller = make_controller(view)
    game = Game("classic", [Player("Ann", "easy"), Player("Cy", "easy")], seed=3)
    controller.start(game)
    qtbot.waitUntil(lambda: view.snapshots[-1].waiting is Waiting.OVER, timeout=20000)
    assert failed == [1] and game.is_over
    assert view.announcements.count(("Cy could not decide and passes.", "warning")) == 1
    # One line, no traceback.
    assert [r.getMessage().count(f"{failing} broke") for r in caplog.records] == [1]
    controller.shutdown()
