"""The turn flow's fairness and words: undo never after something was revealed, the game log
(live, undone, rebuilt), and sentences about the person at the computer in the second person."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import partial
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from qwixx_desktop.engine import PASS, Cross, Decision, Game, Move, Phase, Player, Reroll, Roll
from qwixx_desktop.engine.events import (
    ColumnScored,
    Event,
    FigureMoved,
    FinalRoundStarted,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    NumberWritten,
    RowLocked,
    TurnPassed,
)
from qwixx_desktop.games import get_game
from qwixx_desktop.storage import load_game, save_game
from qwixx_desktop.ui.controller import GameController, TableSnapshot, Waiting, undoable
from qwixx_desktop.ui.gamelog import LogLine, action_lines, game_lines, notice, with_notices
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.names import People
from qwixx_desktop.ui.window import MainWindow

from .helpers import (
    RED,
    YELLOW,
    bad_pass_game,
    dice_for_white_sum,
    play_with_coach,
    start_with_sheets,
)
from .qt_helpers import LEFT, QUICK, FakeView, click_cell, coach_decisions, wait_idle

CTRL_Z = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


@pytest.fixture
def view(qapp: Any) -> FakeView:
    return FakeView()


class GatedBots:
    """Computer players that pass, each answer held back until the test opens the gate."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.asked: list[int] = []

    def factory(self, level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
        def bot(state: Any, player: int) -> Move:
            self.asked.append(player)
            self.gate.wait(10)
            return PASS

        return bot


@pytest.fixture
def gated(qapp: Any) -> Iterator[GatedBots]:
    bots = GatedBots()
    yield bots
    bots.gate.set()  # never leave a worker thread waiting


def first_move_bots(level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
    """Quick computer players: the first legal move."""

    def bot(state: Any, player: int) -> Move:
        move: Move = rules.legal_moves(state, player)[0]
        return move

    return bot


def make_controller(view: FakeView, **kwargs: Any) -> GameController:
    return GameController(view, animation=0.0, pace=0.0, **kwargs)


def play_first_moves(
    qtbot: Any,
    controller: GameController,
    steps: int,
    before: Callable[[TableSnapshot], None] | None = None,
) -> None:
    """Roll, and play the person's first move that is not a pass, for `steps` steps or to
    the end; `before` is called at each step first."""
    for _ in range(steps):
        qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            return
        if before is not None:
            before(snap)
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
        else:
            controller.choose(next((m for m in snap.moves if m != PASS), PASS))


# ---------------------------------------------------------------------------- undo: the rule


def test_undo_rule_on_a_played_out_action_one() -> None:
    game = Game("classic", [Player("You"), Player("Ada", "easy"), Player("Max", "easy")], 4)
    game.roll(dice_for_white_sum(game, 7))
    assert undoable(game) == (None, "rolled")
    game.decide(1, PASS)  # Ada's hidden choice
    game.decide(0, Cross(RED, 7))
    assert undoable(game) == (0, ""), "still collected: nobody has seen anything"
    game.decide(2, PASS)  # the last choice: all are applied and shown
    assert undoable(game) == (None, "shown")
    game.decide(0, PASS)  # my action 2: nothing new was shown since
    assert undoable(game) == (0, "")
    game.roll()
    assert undoable(game) == (None, "rolled")


def test_a_decision_that_completes_action_one_stands() -> None:
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 4)
    game.roll(dice_for_white_sum(game, 7))
    game.decide(1, PASS)
    game.decide(0, Cross(RED, 7))  # the last one in: Ada's choice is shown with it
    assert game.phase is Phase.COLOUR
    assert undoable(game) == (None, "shown")
    # Alone at the table there is nobody else's choice to see.
    solo = Game("classic", [Player("You")], 4)
    solo.roll(dice_for_white_sum(solo, 7))
    solo.decide(0, Cross(RED, 7))
    assert undoable(solo) == (0, "")


def test_hot_seat_undo_takes_back_only_the_latest_hidden_choice() -> None:
    game = Game("classic", [Player("Ann"), Player("Ben"), Player("Cy", "easy")], 4)
    game.roll(dice_for_white_sum(game, 7))
    game.decide(0, PASS)
    game.decide(1, Cross(RED, 7))
    assert undoable(game) == (1, "")
    game.undo(1)
    assert game.state.pending[0] == PASS, "Ann's hidden choice stays"
    assert undoable(game) == (0, "")
    game.decide(1, PASS)
    game.decide(2, PASS)  # shown: neither person may change their mind now
    assert undoable(game) == (None, "shown")


def test_a_computer_move_shown_after_mine_makes_mine_stand() -> None:
    game = Game("classic", [Player("Ada", "easy"), Player("You")], 4)
    game.roll(dice_for_white_sum(game, 7))
    game.decide(1, PASS)
    game.decide(0, PASS)  # Ada completes action 1: my pass is shown with hers
    game.decide(0, PASS)  # Ada's action 2, on the table
    assert undoable(game) == (None, "shown")


def test_no_undo_once_the_game_is_over() -> None:
    game = play_with_coach(Game("classic", [Player("You"), Player("Ada", "easy")], 2))
    assert undoable(game) == (None, "over")


# ---------------------------------------------------------------------------- undo: the controller


def test_undo_right_after_my_choice_while_the_computer_still_thinks(
    qtbot: Any, view: FakeView, gated: GatedBots
) -> None:
    controller = make_controller(view, bot_factory=gated.factory)
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 8)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    qtbot.waitUntil(lambda: gated.asked == [1], timeout=3000)
    controller.pass_turn()
    qtbot.waitUntil(lambda: controller.snapshot.waiting is Waiting.COMPUTER, timeout=3000)
    snap = controller.snapshot
    assert snap is not None and snap.can_undo
    assert controller.undo()
    assert game.state.pending == (None, None) and game.phase is Phase.WHITE
    # Ada's answer to the old position is thrown away; she is asked again.
    gated.gate.set()
    qtbot.waitUntil(lambda: gated.asked == [1, 1], timeout=3000)
    qtbot.waitUntil(lambda: game.state.pending[1] == PASS, timeout=3000)
    QCoreApplication.processEvents()
    assert game.state.pending[0] is None, "my choice is still open"
    controller.shutdown()


def test_undo_refused_after_the_computers_choices_are_shown(qtbot: Any, view: FakeView) -> None:
    controller = make_controller(view)
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 8)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    move = next((m for m in game.legal_moves(0) if isinstance(m, Cross)), PASS)
    controller.choose(move)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert game.phase is Phase.COLOUR, "Ada's choice came in and all were applied"
    snap = controller.snapshot
    assert snap is not None and not snap.can_undo
    log = list(game.log)
    assert not controller.undo()
    assert game.log == log
    assert "shown" in view.hints[-1]
    controller.shutdown()


def test_undo_refused_after_a_roll(qtbot: Any, view: FakeView) -> None:
    controller = make_controller(view)
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 8)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    controller.pass_turn()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    controller.pass_turn()  # my action 2: Ada's turn, she rolls at once
    qtbot.waitUntil(lambda: controller.idle_for_human and len(game.log) > 4, timeout=3000)
    assert game.state.active == 1 and game.phase is Phase.WHITE
    log = list(game.log)
    assert not controller.undo()
    assert game.log == log and "rolled" in view.hints[-1]
    controller.shutdown()


def test_undo_refused_after_game_over(qtbot: Any, view: FakeView) -> None:
    controller = make_controller(view)
    game = game_ending_on_my_lock()
    controller.start(game)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    controller.pass_turn()  # the white sum 12
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.click_cell(0, YELLOW, 12)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert game.is_over
    snap = controller.snapshot
    assert snap is not None and snap.waiting is Waiting.OVER and not snap.can_undo
    assert not controller.undo()
    assert game.is_over and "over" in view.hints[-1]
    controller.shutdown()


def game_ending_on_my_lock() -> Game:
    """Ada has locked red; I hold yellow 2-6 and the roll gives white 6+6 and yellow 6: my
    yellow 12 in action 2 locks the second row and ends the game. The game is rolled, its
    action 1 open."""
    game = start_with_sheets(
        Game("classic", [Player("You"), Player("Ada", "easy")], 3),
        {0: {YELLOW: [2, 3, 4, 5, 6], RED: [2, 3]}, 1: {RED: list(range(2, 13))}},
    )
    game.roll(dice_for_white_sum(game, 12, (6, 6, 6, 6)))
    return game


# ---------------------------------------------------------------------------- undo: the window


def test_ctrl_z_after_my_game_ending_move_does_nothing(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = game_ending_on_my_lock()
    window.start_game(game)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)  # action 1: pass on 12
    wait_idle(qtbot, window)
    assert game.phase is Phase.COLOUR
    click_cell(qtbot, window, YELLOW, 12)
    wait_idle(qtbot, window)
    assert game.is_over and window.results.isVisible()
    assert not window.undo_action.isEnabled() and not window.table.undo_button.isEnabled()
    log = list(game.log)
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window.table.main_sheet, *CTRL_Z)
    window.controller.undo()  # even when called directly
    QCoreApplication.processEvents()
    assert game.log == log and game.is_over
    assert window.results.isVisible()
    assert len(window.stats.load().records) == 1


def test_undo_in_the_window_takes_back_my_action_two(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(replace(QUICK, pace="fast"))  # Ada waits a moment before rolling
    game = start_with_sheets(
        Game("classic", [Player("You"), Player("Ada", "easy")], 3), {0: {YELLOW: [2, 3]}}
    )
    game.roll(dice_for_white_sum(game, 12, (6, 5, 6, 6)))
    window.start_game(game)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    assert not window.table.undo_button.isEnabled(), "Ada's choice is shown: mine stands"
    click_cell(qtbot, window, YELLOW, 11)  # white 6 + yellow 5
    assert 11 in game.state.crossed_numbers(0, YELLOW)
    qtbot.waitUntil(window.undo_action.isEnabled, timeout=3000)  # before Ada's roll
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window.table.main_sheet, *CTRL_Z)
    wait_idle(qtbot, window)
    assert game.phase is Phase.COLOUR and 11 not in game.state.crossed_numbers(0, YELLOW)


# ---------------------------------------------------------------------------- the game log


def test_my_cross_is_logged_and_undo_removes_its_line(qtbot: Any, view: FakeView) -> None:
    controller = make_controller(view)
    game = start_with_sheets(
        Game("classic", [Player("You"), Player("Ada", "easy")], 3), {0: {YELLOW: [2, 3]}}
    )
    game.roll(dice_for_white_sum(game, 12, (6, 5, 6, 6)))
    controller.start(game)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    controller.pass_turn()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    before = view.game_log()
    assert controller.click_cell(0, YELLOW, 11)
    assert view.game_log() == [*before, "You crossed yellow 11.", "Turn: Ada."]
    assert controller.undo()  # at once: Ada has not rolled yet
    assert view.game_log() == before
    assert view.log[-1].text == "You took back your last decision."
    controller.shutdown()


def test_a_loaded_game_has_the_log_it_had_when_played(
    qtbot: Any, view: FakeView, tmp_path: Any
) -> None:
    controller = make_controller(view)
    players = [Player("You"), Player("Ada", "easy"), Player("Max", "easy")]
    game = Game("onboard", players, 6, get_game("onboard").read_data("a"))
    controller.start(game)
    play_first_moves(qtbot, controller, 60)  # a dozen turns or so
    live = view.game_log()
    assert any(line.startswith("You ") for line in live), live
    assert any(line.startswith("Ada ") for line in live)
    assert any(line == "Your turn." for line in live)
    controller.shutdown()
    path = tmp_path / "game.qwixx.json"
    save_game(path, game)
    other = FakeView()
    again = make_controller(other)
    again.start(load_game(path))
    assert other.game_log() == live
    assert [line.text for line in game_lines(game)] == live
    again.shutdown()


def test_a_rebuilt_log_keeps_each_notice_where_it_fell() -> None:
    """A network table's fresh welcome rebuilds the log from its game: the notices said so
    far stay among the game's lines where they were, the actions it brings after them."""

    def line_of(position: int) -> LogLine:
        return LogLine(partial(str, f"action {position}"), "cross", position)

    def texts(lines: list[LogLine]) -> list[str]:
        return [line.text for line in lines]

    rebuilt = [line_of(0), line_of(2), line_of(2), line_of(3), line_of(4)]
    first, between, last = (notice(text, "info") for text in ("first", "between", "last"))
    shown = [first, line_of(0), between, line_of(2), line_of(2), last]  # action 1 said nothing
    assert texts(with_notices(shown, rebuilt)) == [
        *("first", "action 0", "between", "action 2", "action 2", "last"),
        *("action 3", "action 4"),  # brought by the welcome
    ]
    # Notices alone (a table before its start, a tutorial's opening) open the log.
    assert with_notices([first, last], rebuilt) == [first, last, *rebuilt]
    # A log cut at its limit: a notice before its first line stays after the lines cut.
    cut = [between, line_of(2), last]
    assert texts(with_notices(cut, rebuilt)) == [
        *("action 0", "between", "action 2", "action 2", "last", "action 3", "action 4")
    ]


def test_a_resumed_game_shows_its_log_in_the_window(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 12)
    play_with_coach(game)
    game.truncate(len(game.log) - 3)
    window = make_window()
    window.offer_resume(game)
    qtbot.mouseClick(window.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, window)
    shown = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    expected = [line.text for line in game_lines(game)]
    assert len(expected) > 10
    assert shown[: len(expected)] == expected


# ---------------------------------------------------------------------------- the resume offer


def test_play_keys_do_nothing_while_the_resume_offer_is_shown(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 12)
    game.roll()
    game.decide(0, PASS)
    window = make_window()
    window.offer_resume(game)
    for action in (window.roll_action, window.pass_action, window.undo_action, window.hint_action):
        assert not action.isEnabled()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window.table.main_sheet, Qt.Key.Key_R)
    qtbot.keyClick(window.table.main_sheet, Qt.Key.Key_H)
    assert window.controller.game is None
    assert "Start a game" not in window.table.banner.hint.text()
    qtbot.mouseClick(window.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, window)
    assert window.roll_action.isEnabled() and window.hint_action.isEnabled()


# ---------------------------------------------------------------------------- sentences


def test_the_window_speaks_to_you_in_spanish(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    window.start_game(Game("classic", [Player("Tú"), Player("Ada", "easy")], 7))
    wait_idle(qtbot, window)
    prompt = window.table.banner.prompt.text()
    assert prompt.startswith("Tira los dados"), prompt
    window.controller.pass_turn()  # not now: the dice first
    assert window.table.banner.hint.text() == "Primero tira los dados (R)."
    for _ in coach_decisions(qtbot, window):
        pass
    lines = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert "Tu turno." in lines and any(line.startswith("Tachaste ") for line in lines)
    assert not [line for line in lines if "Tú" in line], lines
    winner = window.results.winner.text()
    assert winner.startswith(("¡Ganas con", "¡Gana Ada con", "¡Empate: Ada y tú")), winner


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    translations = Translations()
    assert translations.use(request.param)
    yield request.param
    translations.use("en")


def every_event_line(game: Game) -> list[str]:
    """The log's words for every kind of event, about each seat (seat 0: the person)."""
    seats = range(len(game.players))
    events: list[Event] = [
        RowLocked(0, (0,)),
        RowLocked(0, (0, 1)),
        RowLocked(0, (1, 2)),
        RowLocked(0, (1,)),
        GameOver("locks", 0, (50, 40, 30)),
        GameOver("locks", 0, (50, 50, 30)),
        GameOver("locks", 0, (5, 50, 30)),
        GameOver("locks", 0, (5, 50, 50)),
    ]
    for seat in seats:
        events += [
            MisthrowTaken(seat, 1),
            NumberCrossed(seat, 1, 5, (), "white"),
            FigureMoved(seat, (1, 2)),
            FinalRoundStarted(seat),
            TurnPassed(seat),
            NumberWritten(seat, 0, 0, 3),
            ColumnScored(seat, 0, 4),
        ]
    lines = [line.text for line in action_lines(game, 0, Roll(()), events)]
    lines += [
        line.text
        for seat in seats
        for line in action_lines(game, 0, Decision(seat, Reroll((0, 1))), [])
    ]
    return lines


@pytest.mark.parametrize("variant", ["classic", "qwantum"])
def test_no_sentence_names_the_person_at_the_computer(
    qtbot: Any, view: FakeView, language: str, variant: str
) -> None:
    """Against computers the person is "you": no sentence of the log, the banner or the hints
    uses their seat's name (which would read "Zoe wins", or "You wins" for the default)."""
    players = [Player("Zoe"), Player("Ada", "easy"), Player("Max", "easy")]
    game = Game(variant, players, 5, get_game(variant).read_data("a"))
    lines = every_event_line(game)
    assert len(lines) > 15 and not [line for line in lines if "Zoe" in line], lines
    you = {
        "en": ("Your turn.", "You win", "A tie between Ada and you"),
        "es": ("Tu turno.", "Ganas", "Empate entre Ada y tú"),
    }[language]
    you += {
        ("en", "classic"): ("You crossed yellow", "You locked", "and you locked"),
        ("es", "classic"): ("Tachaste", "Cerraste", "y tú cerrasteis"),
        ("en", "qwantum"): ("You wrote the", "You re-roll: "),
        ("es", "qwantum"): ("Escribiste", "Vuelves a tirar: "),
    }[language, variant]
    assert all(any(word in line for line in lines) for word in you), lines
    # Ada and Max are still named, in lists too.
    assert any("Ada" in line and "Max" in line for line in lines)
    controller = make_controller(view, bot_factory=first_move_bots)
    controller.start(game)

    def refused(snap: TableSnapshot) -> None:
        controller.click_cell(1, 0, 2)  # someone else's sheet: refused, with a reason
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.pass_turn()  # not before the roll: refused

    play_first_moves(qtbot, controller, 40, refused)  # a few turns of all the table says
    controller.shutdown()
    said = [s.prompt for s in view.snapshots] + view.hints + [line.text for line in view.log]
    assert len(set(view.hints)) >= 2 and len(said) > 40
    assert not [text for text in said if "Zoe" in text], said


def test_the_coach_review_heads_your_mistakes_without_your_name(qapp: Any) -> None:
    from qwixx_desktop.ai.coach import ValueScale
    from qwixx_desktop.ai.review import review_game
    from qwixx_desktop.ui.coach_review import MistakeCard
    from qwixx_desktop.ui.style import Look

    game, index = bad_pass_game()
    mistake = next(m for m in review_game(game) if m.index == index)
    card = MistakeCard(Look(False, False), game, mistake, 1, ValueScale.POINTS)
    assert card.heading.text() == f"1. Roll {mistake.roll}"
    # With two people at the computer each card names whose decision it was.
    hot_seat = Game("classic", [Player("Eve"), Player("Ada")], game.setup.seed)
    hot_seat.initial_state = hot_seat.state = game.initial_state
    hot_seat.replay(game.log)
    card = MistakeCard(Look(False, False), hot_seat, mistake, 1, ValueScale.POINTS)
    assert card.heading.text() == f"1. Eve, roll {mistake.roll}"


def test_who_is_you(qapp: Any) -> None:
    against_computers = [Player("Zoe"), Player("Ada", "easy")]
    assert People.of(against_computers).you == 0
    # Hot-seat: names, except a seat that kept the default name "You" (or Spanish "Tú").
    assert People.of([Player("Ann"), Player("Ben"), Player("Cy", "easy")]).you is None
    assert People.of([Player("Ann"), Player("You"), Player("Cy", "easy")]).you == 1
    assert People.of([Player("Ann"), Player("Tú")]).you == 1
    assert People.of([Player("You"), Player("Tú")]).you is None, "two of them: nobody"
    assert People.of([Player("Ada", "easy"), Player("Max", "easy")]).you is None
    people = People.of([Player("Ann"), Player("You"), Player("Cy", "easy")])
    assert people.listing([0, 1, 2]) == "Ann, Cy and you"
    assert people.ask(1, "Roll the dice.") == "Roll the dice."
    assert people.ask(0, "Roll the dice.") == "Ann: Roll the dice."
