"""The coach in the window: the hint (H), the post-game review and the statistics."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from qwixx_desktop.ai.coach import ValueScale, advice_scale, advise
from qwixx_desktop.ai.review import decisions_to_judge, review_game
from qwixx_desktop.engine import (
    PASS,
    Cross,
    Game,
    Move,
    MoveFigure,
    Pass,
    Phase,
    Player,
    Reroll,
    Write,
)
from qwixx_desktop.games import get_game
from qwixx_desktop.stats import HINTS_NOTE, StatsStore
from qwixx_desktop.storage import load_game
from qwixx_desktop.typography import MINUS
from qwixx_desktop.ui.accessible import announcements
from qwixx_desktop.ui.coach_panel import CoachPanel
from qwixx_desktop.ui.coach_review import (
    CoachReviewPanel,
    MistakeCard,
    mistake_picture,
    position_before,
)
from qwixx_desktop.ui.controller import GameController, Waiting
from qwixx_desktop.ui.gametexts import texts_of
from qwixx_desktop.ui.movetext import regret_words, value_words
from qwixx_desktop.ui.paths import autosave_path, statistics_path
from qwixx_desktop.ui.sheet import CrossSheet
from qwixx_desktop.ui.stats_dialog import StatisticsDialog
from qwixx_desktop.ui.style import Look
from qwixx_desktop.ui.window import MainWindow

from .helpers import bad_pass_game, lost_game, play_with_coach
from .qt_helpers import (
    LEFT,
    QUICK,
    FakeView,
    coach_decisions,
    coach_panel_with,
    new_game,
    play_until,
    wait_idle,
)

COACH_RING = Look(False, False).coach_ring.name()  # the normal look's, as the tests' windows
WINDOW_SIZE = (1100, 720)  # make_window's size: room for the coach's panel


# ---------------------------------------------------------------------------- the hint


def test_hint_shows_the_coachs_best_move_and_two_more(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    game = new_game(window)
    table = window.table
    assert window.hint_action in window.play_menu.actions()
    _, ranking = play_until(
        qtbot,
        window,
        lambda s, r: len(r) >= 3 and isinstance(r[0].move, Cross) and r[2].regret > 0,
    )
    assert not table.coach_panel.isVisible() and not table.main_sheet.advised_cells()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(table.main_sheet, Qt.Key.Key_H)
    qtbot.waitUntil(table.coach_panel.isVisible, timeout=5000)
    best = ranking[0].move
    assert isinstance(best, Cross)
    assert table.main_sheet.advised_cells() == {(best.row, best.number)}
    assert (best.row, best.number) in table.main_sheet.highlighted_cells()
    lines = table.coach_panel.texts()
    assert len(lines) == 3
    for line, advice in zip(lines, ranking, strict=False):
        assert texts_of(game).move_words(advice.move, game.state, 0) in line
    assert value_words(ranking[0], ValueScale.WIN_CHANCE, terse=True) in lines[0]
    assert regret_words(ranking[1].regret, ValueScale.WIN_CHANCE, terse=True) in lines[1]
    assert regret_words(ranking[2].regret, ValueScale.WIN_CHANCE, terse=True) in lines[2]
    assert "%" in lines[2]
    # The hint marks the game and is saved with it.
    assert game.notes[HINTS_NOTE] == [0]
    window.autosaver.flush()
    assert load_game(autosave_path()).notes[HINTS_NOTE] == [0]
    # The position changes: the advice goes away.
    wait_idle(qtbot, window)  # a computer's choice collected meanwhile: see wait_idle
    assert window.controller.choose(best)
    wait_idle(qtbot, window)
    assert not table.coach_panel.isVisible() and not table.main_sheet.advised_cells()


def test_hint_for_a_pass_marks_the_pass_button(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    new_game(window, seed=8)
    play_until(qtbot, window, lambda s, r: len(r) >= 2 and isinstance(r[0].move, Pass))
    window.hint_action.trigger()
    table = window.table
    qtbot.waitUntil(table.coach_panel.isVisible, timeout=5000)
    assert COACH_RING in table.pass_button.styleSheet()
    assert not table.main_sheet.advised_cells()
    table.coach_panel.close_button.click()
    assert not table.coach_panel.isVisible()
    assert COACH_RING not in table.pass_button.styleSheet()


def test_the_coachs_lines_fit_its_panel_with_a_large_font(
    qtbot: Any, make_window: Callable[[], MainWindow], large_font: None
) -> None:
    """A desktop font of 16 pt, in Spanish: the values ("-1,1 % de probabilidad de ganar")
    stayed in one line, the panel was wider than its column and as high as for a wider one,
    its lines cut and overlapping."""
    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    new_game(window)
    play_until(qtbot, window, lambda s, r: len(r) >= 3 and r[2].regret > 0)
    window.hint_action.trigger()
    panel = window.table.coach_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: panel.height() >= panel.heightForWidth(panel.width()), timeout=1000)
    assert panel.minimumSizeHint().width() <= panel.width()
    for label in [*panel.moves, *panel.values]:
        assert label.isVisible()
        assert label.height() >= label.heightForWidth(label.width()), label.text()


def test_nothing_to_hint_before_the_roll(qtbot: Any, make_window: Callable[[], MainWindow]) -> None:
    window = make_window()
    game = new_game(window)
    wait_idle(qtbot, window)
    state, log = game.state, list(game.log)
    assert not window.controller.hint()
    assert "roll the dice first" in window.table.banner.hint.text()
    assert not window.table.hint_button.isEnabled()
    assert game.state is state and game.log == log and HINTS_NOTE not in game.notes
    assert not window.table.coach_panel.isVisible()


def test_nothing_to_hint_while_a_computer_plays(qtbot: Any, qapp: Any) -> None:
    release = threading.Event()

    def slow(level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
        def choose(state: Any, player: int) -> Move:
            release.wait(10)
            return PASS

        return choose

    view = FakeView()
    controller = GameController(view, animation=0, pace=0, bot_factory=slow)
    game = Game("classic", [Player("Ada", "medium"), Player("You")], 3)
    controller.start(game)  # Ada rolls, then both decide on the white sum
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    snap = controller.snapshot
    assert snap is not None and snap.decider == 1 and game.phase is Phase.WHITE
    controller.choose(PASS)  # You have decided; Ada is still thinking
    qtbot.waitUntil(
        lambda: controller.snapshot is not None and controller.snapshot.waiting is Waiting.COMPUTER,
        timeout=5000,
    )
    log = list(game.log)
    assert not controller.hint()
    assert "Ada is playing" in view.hints[-1]
    assert game.log == log and HINTS_NOTE not in game.notes and view.advice == []
    release.set()
    controller.shutdown()


def test_a_stale_answer_is_dropped(qtbot: Any, qapp: Any) -> None:
    view = FakeView()
    controller = GameController(view, animation=0, pace=0)
    game = Game("classic", [Player("You")], 4)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert controller.hint()
    controller.choose(PASS)  # before the answer can arrive (it is queued to this thread)
    qtbot.waitUntil(lambda: not controller.hint_pending, timeout=5000)
    assert view.advice == []
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert controller.hint()
    qtbot.waitUntil(lambda: bool(view.advice), timeout=5000)
    assert view.advice[0][0].move == advise(game.rules, game.state, 0)[0].move


def test_the_hint_does_not_give_away_the_last_persons_hidden_choice(qtbot: Any, qapp: Any) -> None:
    # Two people at one computer: Ann crossed red 9 unseen, then Ben asked the coach. Its
    # search played the turn out with Ann's cross in it: Ben's best move read 53 % to win,
    # not 36 %, and each choice of Ann's gave its own value (green 9: 41 %, a pass: 47 %).
    view = FakeView()
    controller = GameController(view, animation=0, pace=0)
    players = [Player("Ann"), Player("Ben"), Player("Cy", "easy")]
    game = Game("classic", players, 3)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    # What Ben knows: the dice (Cy's choice, in or not yet, is as hidden as Ann's).
    rolled = Game("classic", players, 3)
    rolled.apply(game.log[0])
    unseen = advise(rolled.rules, rolled.state, 1)
    assert controller.choose(Cross(0, 9))
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert controller.snapshot is not None and controller.snapshot.decider == 1
    assert game.state.pending[0] == Cross(0, 9)
    assert controller.hint()
    qtbot.waitUntil(lambda: bool(view.advice), timeout=5000)
    assert view.advice[-1] == unseen
    assert game.state.pending[0] == Cross(0, 9), "Ann's choice stays collected"
    controller.shutdown()


# ---------------------------------------------------------------------------- words


def test_a_colour_and_its_number_stay_on_one_line_in_the_coachs_words(spanish: None) -> None:
    """In the Spanish coach panel at 1280 px, "(azul 7)" wrapped after "azul": the moves'
    words keep a colour and its number together with no-break spaces, in both languages."""
    onboard = Game("onboard", ["You", "Ada"], 2, get_game("onboard").read_data("a"))
    onboard.roll()
    for _ in range(3):  # both pass the white sum, then the active player action 2
        onboard.decide(next(iter(onboard.deciders())), PASS)
    assert onboard.phase is Phase.BOARD
    words = texts_of(onboard).move_words
    assert words(MoveFigure(3), onboard.state, 0).endswith("(el 11\u00a0azul)")
    classic = Game("classic", ["You", "Ada"], 2)
    classic.roll([3, 4, 1, 2, 3, 4])
    assert texts_of(classic).move_words(Cross(0, 7), classic.state, 0) == "Tachar el 7\u00a0rojo"
    longo = Game("longo", ["You"], 2)
    longo.roll()
    lucky = texts_of(longo).move_words(Cross(0, 2, lucky=True), longo.state, 0)
    assert lucky.startswith("Tachar el 2\u00a0")


def test_a_move_tied_with_the_best_is_not_called_the_best_move_again(qtbot: Any) -> None:
    """Qwantum's coach often ties two rows (as any game's may): its panel said "best move" on
    both lines."""
    panel, _, _ = coach_panel_with(qtbot, ["You"], [(0.0, 0.0), (0.0, 0.0)], ValueScale.POINTS)
    best, other = panel.texts()
    assert best.endswith("| best move")
    assert other.endswith("| just as good")


def test_the_panels_losses_leave_the_moves_words_most_of_its_width(
    qtbot: Any, spanish: None
) -> None:
    """At 960 px the panel is about 330 px wide: "probabilidad de ganar 53 %" and "-11,6 % de
    probabilidad de ganar" took most of it and "Hecho: terminar el turno" wrapped into three
    lines. Its note says what the figures are, so each line shows the figure alone."""
    values = [(0.53, 0.0), (0.414, 0.116)]
    panel, _, _ = coach_panel_with(qtbot, ["You", "Ada"], values, ValueScale.WIN_CHANCE)
    panel.resize(330, panel.heightForWidth(330))
    panel.show()
    qtbot.waitExposed(panel)
    assert [label.text() for label in panel.values[:2]] == ["53\u00a0%", f"{MINUS}11,6\u00a0%"]
    assert "con la mejor jugada" in panel.note.text()
    assert panel.moves[1].width() > 2 * panel.values[0].width()


def test_a_decided_game_is_ranked_by_points_and_the_panel_says_so(
    qtbot: Any, spanish: None
) -> None:
    """A lost game: every move's win chance was about 0 and every line read "casi igual de
    buena", a misthrow's pass included. The coach ranks by points there and says why."""
    game = lost_game("classic")
    advice = advise(game.rules, game.state, 0)
    panel = CoachPanel(Look(False, False))
    qtbot.addWidget(panel)
    panel.show_advice(
        advice, game, game.state, 0, advice_scale(advice, game.rules, len(game.players))
    )
    lines = panel.texts()
    assert len(lines) == 3
    assert not any(line.endswith("igual de buena") for line in lines)
    assert lines[2].endswith("puntos")
    assert panel.note.text().startswith("La partida parece decidida")
    assert "puntuación final" in panel.note.text()


def test_every_kind_of_move_in_words() -> None:
    classic = Game("classic", ["You", "Ada"], 2)
    words = texts_of(classic).move_words
    classic.roll([3, 4, 1, 2, 3, 4])
    white = classic.state
    assert words(Cross(0, 7), white, 0) == "Cross red\u00a07"
    assert words(PASS, white, 0) == "Pass"
    classic.decide(0, Cross(0, 7))
    classic.decide(1, PASS)
    assert classic.phase is Phase.COLOUR
    assert words(PASS, classic.state, 0) == "Done: end the turn"
    missed = Game("classic", ["You", "Ada"], 2)
    missed.roll([3, 4, 1, 2, 3, 4])
    missed.decide(0, PASS)
    missed.decide(1, PASS)
    assert words(PASS, missed.state, 0) == "Pass: take a misthrow"
    longo = Game("longo", ["You"], 2)
    longo.roll()
    assert "lucky number" in texts_of(longo).move_words(Cross(0, 2, lucky=True), longo.state, 0)
    onboard = Game("onboard", ["You", "Ada"], 2, get_game("onboard").read_data("a"))
    words = texts_of(onboard).move_words
    onboard.roll()
    onboard.decide(0, PASS)
    onboard.decide(1, PASS)
    # Nothing crossed yet, but passing action 2 is no misthrow: the figure may still cross.
    assert onboard.phase is Phase.COLOUR and not onboard.state.crossed_this_turn
    assert words(PASS, onboard.state, 0) == "Pass: go on to the figure"
    onboard.decide(0, PASS)
    assert onboard.phase is Phase.BOARD
    # The square by what it shows too (the board shows track positions only when large).
    assert words(MoveFigure(3), onboard.state, 0) == "Move the figure to square 3 (blue\u00a011)"
    assert words(PASS, onboard.state, 0) == "Don't move the figure: take a misthrow"
    crossed = onboard.copy()
    crossed.undo(0)
    crossed.decide(0, crossed.legal_moves(0)[0])
    assert crossed.phase is Phase.BOARD and crossed.state.crossed_this_turn
    assert words(PASS, crossed.state, 0) == "Don't move the figure"
    qwantum = Game("qwantum", ["You", "Ada"], 2, get_game("qwantum").read_data("a"))
    words = texts_of(qwantum).move_words
    qwantum.roll()
    state = qwantum.state
    assert words(PASS, state, 0) == "Keep all dice"
    reroll = words(Reroll((0, 2)), state, 0)
    assert reroll.startswith("Re-roll white ") and reroll.count(",") == 1
    qwantum.decide(0, PASS)
    state = qwantum.state
    assert state.phase is Phase.CHOOSE_ACTIVE
    value = state.colour_value(1)
    assert words(Write(1), state, 0) == f"Write {value} in the blue row"
    assert words(PASS, state, 0) == "Write nothing now"
    qwantum.decide(0, PASS)
    assert qwantum.phase is Phase.CHOOSE_ALL
    assert words(PASS, qwantum.state, 0) == "Write nothing: take a misthrow"
    assert words(PASS, qwantum.state, 1) == "Write nothing"


# ---------------------------------------------------------------------------- review


def test_coach_review_lists_the_bad_pass_first(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    window = make_window()
    game, index = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    assert window.results.isVisible()
    qtbot.mouseClick(window.results.coach_button, LEFT)
    panel = window.coach_review
    assert panel.isVisible() and not window.results.isVisible()
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=20000)
    cards = panel.cards()
    assert cards and cards[0].mistake.index == index
    first = cards[0].mistake
    assert first.played.move == PASS and first.best.move == Cross(0, 7)
    assert "Pass" in cards[0].played.text() and "Cross red\u00a07" in cards[0].best.text()
    assert regret_words(first.regret, ValueScale.WIN_CHANCE) in cards[0].cost.text()
    sheet = cards[0].picture
    assert isinstance(sheet, CrossSheet) and sheet.model is not None
    assert sheet.model.advised == {(0, 7)} and sheet.model.played == frozenset()
    assert sheet.model.crossed[0] == (2, 3, 4, 5, 6), "the position before the pass"
    qtbot.mouseClick(panel.back_button, LEFT)
    assert not panel.isVisible() and window.results.isVisible()


def test_the_coach_review_calls_the_windows_own_seat_you(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    """A network game's final (two people, this window's seat given as `you`): the review
    named Ana, in Ana's window, in the third person ("1. Ana, roll 1") where the results
    card said "You win"."""
    window = make_window()
    game, index = bad_pass_game([Player("Ana"), Player("Ben")])
    window.start_game(game, you=0)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.results.coach_button, LEFT)
    panel = window.coach_review
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=20000)
    headings = {card.mistake.player: card.heading.text() for card in panel.cards()}
    mine = next(card for card in panel.cards() if card.mistake.index == index)
    assert mine.heading.text().startswith("1. Roll "), headings
    assert not [text for text in headings.values() if "Ana" in text], headings


def test_a_network_windows_review_and_statistics_are_its_own_seats(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    """A network game's final at Ana's window and at Ben's (each window's seat given as
    `you`): Ben's review listed Ana's costly pass, and each window's statistics took the
    best score of the two people as its own."""
    game, _ = bad_pass_game([Player("Ana"), Player("Ben")])
    totals = [card.total for card in game.scores()]
    assert totals[0] < totals[1]  # Ana's pass cost her the game
    window = make_window()
    for seat in (0, 1):
        window.start_game(game.copy(), focus=seat, you=seat)
        wait_idle(qtbot, window)
        window.record_statistics()
    records = StatsStore(statistics_path()).load().records
    assert [(r.own_seat, r.human_score, r.human_won) for r in records] == [
        (0, totals[0], False),
        (1, totals[1], True),
    ]
    # Ben's own decisions were the coach's: nothing of Ana's is his to review.
    qtbot.mouseClick(window.results.coach_button, LEFT)
    panel = window.coach_review
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=20000)
    assert panel.mistakes == [] and panel.cards() == []
    assert panel.mistake_list.decisions == decisions_to_judge(game, [1]) > 0


def test_the_coach_reviews_cards_take_a_theme_chosen_while_it_is_open(
    qtbot: Any, make_window: Callable[[], MainWindow]
) -> None:
    """Settings -> dark and colour-blind while the coach's review showed: its cards kept
    the light colours they were drawn in (the results card took the new ones)."""
    window = make_window()
    window.start_game(bad_pass_game()[0])
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.results.coach_button, LEFT)
    panel = window.coach_review
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=20000)
    light = panel.cards()[0].picture
    assert isinstance(light, CrossSheet) and not light._look.dark
    window.apply_preferences(replace(QUICK, theme="dark", colour_blind=True))
    sheet = panel.cards()[0].picture
    assert isinstance(sheet, CrossSheet) and sheet._look == window.look
    assert window.look.dark and window.look.colour_blind
    assert sheet.model is not None and sheet.model.advised == {(0, 7)}


@pytest.mark.parametrize("game_key", ["onboard", "qwantum"])
def test_review_card_for_the_other_games(qapp: Any, game_key: str) -> None:
    game = play_with_coach(
        Game(game_key, ["You", "Ada"], 9, get_game(game_key).read_data("a")), worst_every=5
    )
    mistakes = review_game(game)
    assert mistakes
    before = position_before(game, mistakes[0])
    picture = mistake_picture(Look(False, False), before, mistakes[0])
    assert picture is not None, "every game has a picture of the position"
    card = MistakeCard(Look(False, False), game, mistakes[0], 1, ValueScale.POINTS)
    assert card.dice.text().startswith("Dice: ")
    words = texts_of(game).move_words(mistakes[0].played.move, before.state, mistakes[0].player)
    assert words in card.played.text()


# ---------------------------------------------------------------------------- statistics


def finish_through_the_window(qtbot: Any, window: MainWindow, hint_once: bool) -> Game:
    game = new_game(window, seed=31)
    controller = window.controller
    if hint_once:
        play_until(qtbot, window, lambda snap, ranking: True)  # the first decision
        controller.hint()
        qtbot.waitUntil(window.table.coach_panel.isVisible, timeout=5000)
    for _ in coach_decisions(qtbot, window):
        pass  # the coach's best move each time
    return game


def test_statistics_recorded_marked_and_kept_after_a_restart(
    qtbot: Any, make_window: Callable[[], MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    game = finish_through_the_window(qtbot, window, hint_once=True)
    path = statistics_path()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1
    saved = json.loads(lines[0])
    assert saved["game"] == "classic" and saved["hints"] == [0]
    assert [s["score"] for s in saved["seats"]] == [c.total for c in game.scores()]
    assert saved["winners"] == list(game.winners())
    # The same finished game reported again (e.g. after an undo) is not counted twice.
    window.record_statistics()
    assert len(path.read_text(encoding="utf-8").splitlines()) == 1
    window.close()

    again = make_window()
    with open(path, "a", encoding="utf-8") as handle:
        handle.write("{damaged\n")
    finish_through_the_window(qtbot, again, hint_once=False)
    again.show_statistics()
    dialog = again.findChild(StatisticsDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.loading)
    assert dialog.skipped == 1 and len(dialog.records) == 2
    assert [r.hinted for r in dialog.records] == [True, False]
    table = dialog.games_table
    assert table.rowCount() == 1
    cells = [table.item(0, column) for column in (1, 6)]  # played, with hints
    assert [cell.text() if cell else "" for cell in cells] == ["2", "1"]
    assert "damaged" in dialog.summary.text()
    assert len(dialog.chart.points) == 2
    # Reset asks first: "No" keeps everything, "Yes" forgets.
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    assert not dialog.ask_reset() and path.exists()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert dialog.ask_reset()
    assert not path.exists() and len(dialog.records) == 0
    assert dialog.games_table.rowCount() == 0
    assert StatsStore(path).load().records == ()
    dialog.close()


@pytest.mark.parametrize("outcome", ["none", "failed"])
def test_both_review_panels_say_what_the_review_came_to(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, outcome: str
) -> None:
    # The coach's review after a game and the daily card share one MistakeList: a review
    # with nothing costly, or one that failed, is told the same way on both.
    from qwixx_desktop.ui import coach_review
    from qwixx_desktop.ui.daily_dialog import DailyResultPanel

    def judged(*args: Any, **kwargs: Any) -> list[Any]:
        if outcome == "failed":
            raise RuntimeError("the review broke")
        return []

    monkeypatch.setattr(coach_review, "review_game", judged)
    game, _ = bad_pass_game()
    expected = {
        "none": f"No costly decisions: the coach checked all {decisions_to_judge(game)}"
        " decisions made, and none cost much.",
        "failed": "The coach could not review this game.",
    }[outcome]
    parent = QWidget()
    qtbot.addWidget(parent)
    look = Look(dark=False, colour_blind=False)
    coach = CoachReviewPanel(parent, look)
    with qtbot.waitSignal(coach.mistake_list.reviewed, timeout=10000):
        coach.start(game)
    assert coach.status.text() == expected and coach.cards() == []
    assert (coach.mistakes is None) == (outcome == "failed")
    daily = DailyResultPanel(parent, look, list)
    with qtbot.waitSignal(daily.mistake_list.reviewed, timeout=10000):
        daily.mistake_list.review(game)
    assert daily.coach_status.text() == expected
    coach.shutdown()
    daily.shutdown()


def shown_review_panel(qtbot: Any) -> tuple[QWidget, CoachReviewPanel]:
    """The coach's review panel over a shown table-sized widget (kept by the caller: the
    panel goes with it)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(960, 660)
    parent.show()
    return parent, CoachReviewPanel(parent, Look(False, False))


def test_the_reviews_cards_are_laid_out_when_the_review_ends(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first frame after the review showed its cards squeezed over one another (their
    places came a few event-loop turns later): a flicker."""
    from qwixx_desktop.ui import coach_review

    game, _ = bad_pass_game()
    found = review_game(game)
    monkeypatch.setattr(coach_review, "review_game", lambda *args, **kwargs: found * 3)
    _table, panel = shown_review_panel(qtbot)
    places: list[tuple[bool, int, int, int]] = []

    def measure() -> None:  # as the review's result arrives, before any other event
        for card in panel.cards():
            box = card.geometry()
            places.append((card.isVisible(), box.top(), box.bottom(), card.minimumHeight()))

    panel.mistake_list.reviewed.connect(measure)
    with qtbot.waitSignal(panel.mistake_list.reviewed, timeout=10000):
        panel.start(game)
    assert len(places) == 3 and all(visible for visible, *_ in places), places
    for _, top, bottom, least in places:
        assert bottom - top + 1 >= least, places  # not squeezed
    for (_, _, bottom, _), (_, top, _, _) in pairwise(places):
        assert bottom < top, places  # no two overlap
    panel.shutdown()


def test_a_review_without_a_costly_decision_is_a_short_card_of_praise(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It was the full panel, empty but for one line and a note about numbers it had none
    of."""
    from qwixx_desktop.ui import coach_review

    game, _ = bad_pass_game()
    found: list[Any] = []
    monkeypatch.setattr(coach_review, "review_game", lambda *args, **kwargs: list(found))
    _table, panel = shown_review_panel(qtbot)
    heard: list[str] = []
    announcements().said.connect(heard.append)
    with qtbot.waitSignal(panel.mistake_list.reviewed, timeout=10000):
        panel.start(game)
    announcements().said.disconnect(heard.append)
    # The praise and what the coach checked are said: the focus is on the button.
    assert heard == [f"Well played! {panel.status.text()}"], heard
    assert panel.praise.isVisible() and panel.praise.text() == "Well played!"
    assert f"checked all {decisions_to_judge(game)} decisions" in panel.status.text()
    assert not panel.mistake_list.isVisible() and not panel.note.isVisible()
    card = panel.card
    assert card.height() < 260 and card.width() <= 600, card.size()
    status = panel.status
    assert status.heightForWidth(status.width()) <= status.height(), "its words fit"
    assert card.rect().contains(panel.back_button.geometry()), "its button too"
    assert abs(card.geometry().center().y() - panel.rect().center().y()) <= 2, "centred"
    # The next review with something to show has its list back, at full size.
    found.extend(review_game(game))
    with qtbot.waitSignal(panel.mistake_list.reviewed, timeout=10000):
        panel.start(game)
    assert panel.mistake_list.isVisible() and panel.note.isVisible()
    assert not panel.praise.isVisible() and card.height() > 500
    panel.shutdown()


def test_a_mistake_card_reads_as_one_sentence_without_its_marks(qtbot: Any) -> None:
    """A card takes no focus and is five labels, two of them led by the pictures' marks: a
    screen reader said "multiplication x, Played: Pass", "large circle, The coach: ..."."""
    from PySide6.QtGui import QAccessible

    game, index = bad_pass_game()
    mistake = next(found for found in review_game(game) if found.index == index)
    card = MistakeCard(Look(False, False), game, mistake, 1, ValueScale.WIN_CHANCE)
    qtbot.addWidget(card)

    def name(widget: QWidget) -> str:
        face = QAccessible.queryAccessibleInterface(widget)
        assert face is not None
        return face.text(QAccessible.Text.Name)

    cost = regret_words(mistake.regret, ValueScale.WIN_CHANCE)
    assert name(card.played) == "Played: Pass"
    assert name(card.best) == "The coach: Cross red\u00a07"
    assert name(card) == (
        f"{card.heading.text()}. {card.dice.text()}. Played: Pass."
        f" The coach: Cross red\u00a07. Cost: {cost}."
    )
