"""Learn to play, through clicks: each game's tutorial played to its end by clicking what it
rings, wrong clicks refused, skipping at any point, the first start's offer and the "What's
different" cards (once per game, every line shown, closed by a click beside them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from qwixx_desktop.engine import Cross, Move, MoveFigure, Pass, Reroll, get_rules
from qwixx_desktop.engine.qwantum import QWANTUM
from qwixx_desktop.games import register, unregister
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.paths import open_settings
from qwixx_desktop.ui.preferences import save_preferences
from qwixx_desktop.ui.tutorial import (
    Bubble,
    DifferencesCard,
    Lesson,
    Tutor,
    lessons_done,
    tutorial_games,
    tutorial_of,
)
from qwixx_desktop.ui.tutorial import _tutorial_line as tutorial_line
from qwixx_desktop.ui.window import MainWindow

from .fifth_game import quick
from .qt_helpers import LEFT, QUICK, new_game, wait_idle

GAMES = ("classic", "longo", "onboard", "qwantum")
WINDOW_SIZE = (1280, 820)


def test_every_builtin_game_has_a_tutorial_and_classic_no_differences_card() -> None:
    assert tutorial_games() == list(GAMES)
    assert tutorial_of("classic").differences is None
    for key in GAMES[1:]:
        differences = tutorial_of(key).differences
        assert differences is not None and "<li>" in differences(get_rules(key))


def test_qwantums_card_tells_how_its_turn_and_game_end() -> None:
    # Both differ from Qwixx: action B then C (RULES-NOTES Qwantum turn 2-3) and the end at a
    # full sheet or a fifth misthrow (the engine's QWANTUM.misthrow_boxes).
    differences = tutorial_of("qwantum").differences
    assert differences is not None
    card = differences(get_rules("qwantum"))
    assert "may write one of the other colours" in card
    assert QWANTUM.misthrow_boxes == 5 and "a sheet is full or at a fifth misthrow" in card


def current_lesson(qtbot: Any, window: MainWindow) -> Lesson | None:
    wait_idle(qtbot, window)
    run = window.tutor.run
    assert run is not None, "the tutorial stopped"
    return run.lesson()[1]


def ringed(window: MainWindow, move: Move) -> bool:
    """The move to make is marked where it is made (checked for crosses and squares)."""
    kit = window.table.kit
    if isinstance(move, Cross):
        return bool(window.table.main_sheet.advised_cells() == {(move.row, move.number)})
    if isinstance(move, MoveFigure):
        return bool(kit.board.advised_square() == move.square)  # type: ignore[union-attr]
    return True


def click_lesson(qtbot: Any, window: MainWindow, lesson: Lesson) -> None:
    """Click what the lesson asks for, as a person would."""
    table = window.table
    move = lesson.move
    if move is None:
        qtbot.mouseClick(table.roll_button, LEFT)
    elif isinstance(move, Pass):
        qtbot.mouseClick(table.pass_button, LEFT)
    elif isinstance(move, Reroll):
        tray = table.kit.tray
        for index in move.dice:
            qtbot.mouseClick(tray, LEFT, pos=tray.die_rect(index).center().toPoint())  # type: ignore[attr-defined]
        button = window.findChild(QPushButton, "rerollButton")
        assert button is not None
        qtbot.mouseClick(button, LEFT)
    else:
        widget, rect = lesson.anchor(table)
        qtbot.mouseClick(widget, LEFT, pos=rect.center())


def play_lessons(qtbot: Any, window: MainWindow, count: int | None = None) -> int:
    """Click through the lessons (`count` of them, or all); returns how many were played."""
    played = 0
    while count is None or played < count:
        lesson = current_lesson(qtbot, window)
        if lesson is None:
            break
        tutor = window.tutor
        assert tutor.bubble.isVisible()
        assert tutor.bubble.text.text() == lesson.text()
        if lesson.move is not None:
            assert ringed(window, lesson.move)
        game = window.controller.game
        assert game is not None
        before = len(game.log)
        click_lesson(qtbot, window, lesson)
        assert len(game.log) > before  # a click applies the move at once
        played += 1
    return played


def free_move(window: MainWindow, scripted: Move | None) -> Move:
    """A legal move of the person now that is not the scripted one."""
    snap = window.controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_DECISION
    return next(move for move in snap.moves if move != scripted)


@pytest.mark.parametrize("key", GAMES)
def test_the_tutorial_is_played_to_its_end_by_clicks_then_the_game_goes_on(
    qtbot: Any, make_window: Callable[..., MainWindow], key: str
) -> None:
    window = make_window()
    assert window.tutor.start(key)
    game = window.controller.game
    assert game is not None and game.setup.variant == key
    assert [p.is_human for p in game.players] == [True, False]
    lessons = tutorial_of(key).lessons
    assert play_lessons(qtbot, window) == len(lessons)
    assert lessons_done(game) == len(lessons)
    tutor = window.tutor
    wait_idle(qtbot, window)
    # Handed over: the closing bubble, no script, and the same game goes on.
    assert tutor.bubble.done_button.isVisible() and not tutor.bubble.skip_button.isVisible()
    assert window.controller.script is None
    assert window.controller.game is game
    # The scripted rolls are in the log as chance outcomes: the game replays from it.
    replayed = game.copy()
    replayed.truncate(len(game.log))
    assert replayed.state.key() == game.state.key()
    qtbot.mouseClick(tutor.bubble.done_button, LEFT)
    assert not tutor.bubble.isVisible() and not tutor.running
    snap = window.controller.snapshot
    assert snap is not None
    before = len(game.log)
    if snap.waiting is Waiting.HUMAN_ROLL:
        assert window.controller.roll()
    elif snap.waiting is Waiting.HUMAN_DECISION:
        assert window.controller.choose(free_move(window, None))
    assert len(game.log) > before


def classic_first_choice(qtbot: Any, window: MainWindow) -> Lesson | None:
    """Classic's tutorial started and its roll made: the first lesson that asks for a move."""
    window.tutor.start("classic")
    play_lessons(qtbot, window, 1)  # the roll
    return current_lesson(qtbot, window)


def test_a_wrong_click_is_refused_and_the_lesson_repeated(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    lesson = classic_first_choice(qtbot, window)
    assert lesson is not None and lesson.move == Cross(0, 2)
    game = window.controller.game
    assert game is not None
    before = list(game.log)
    sheet = window.table.main_sheet
    # The yellow 2 is legal, but not this lesson's move; the red 5 is not legal at all.
    for row, number in ((1, 2), (0, 5)):
        qtbot.mouseClick(sheet, LEFT, pos=sheet.cell_rect(row, number).center())
        assert game.log == before
    qtbot.mouseClick(sheet, LEFT, pos=sheet.cell_rect(1, 2).center())
    assert lesson.text() in window.table.banner.hint.text()
    qtbot.mouseClick(window.table.pass_button, LEFT)  # passing is refused too
    assert game.log == before
    assert window.tutor.bubble.isVisible()
    assert window.tutor.bubble.text.text() == lesson.text()
    play_lessons(qtbot, window, 1)
    assert game.log[len(before)].move == Cross(0, 2)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("key", "lessons"),
    [("classic", 0), ("classic", 3), ("classic", 9), ("qwantum", 1), ("onboard", 3)],
)
def test_skip_at_any_point_hands_the_game_over_to_free_play(
    qtbot: Any, make_window: Callable[..., MainWindow], key: str, lessons: int
) -> None:
    window = make_window()
    window.tutor.start(key)
    play_lessons(qtbot, window, lessons)
    wait_idle(qtbot, window)
    tutor = window.tutor
    assert tutor.bubble.skip_button.isVisible()
    game = window.controller.game
    lesson = current_lesson(qtbot, window)
    assert game is not None and lesson is not None
    qtbot.mouseClick(tutor.bubble.skip_button, LEFT)
    assert not tutor.running and not tutor.bubble.isVisible()
    assert window.controller.script is None and window.controller.game is game
    # Free play: a move the script would have refused is taken now.
    snap = window.controller.snapshot
    assert snap is not None
    before = len(game.log)
    if snap.waiting is Waiting.HUMAN_ROLL:
        assert window.controller.roll()
    else:
        assert window.controller.choose(free_move(window, lesson.move))
    assert len(game.log) == before + 1


def test_undo_takes_the_lesson_back_with_the_game(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.tutor.start("classic")
    play_lessons(qtbot, window, 3)  # roll, red 2, red 3
    run = window.tutor.run
    assert run is not None
    assert run.lesson()[0] == 3
    assert window.controller.undo()  # the red 3 (the colour sum) is taken back
    wait_idle(qtbot, window)
    assert run.lesson()[0] == 2
    assert window.tutor.bubble.text.text() == run.tutorial.lessons[2].text()


@pytest.fixture
def quick_app(start_app: Callable[[], MainWindow]) -> Callable[[], MainWindow]:
    """`start_app` with the animations off and the computer players instant, stored as a
    person would choose them: at their defaults a tutorial took 13 s to click through."""
    settings = open_settings()
    save_preferences(settings, QUICK)
    settings.sync()
    return start_app


def _closed_and_resumed(
    qtbot: Any, start_app: Callable[[], MainWindow], window: MainWindow
) -> MainWindow:
    """The app closed and started again, its unfinished game resumed with a click."""
    wait_idle(qtbot, window)
    window.close()
    again = start_app()
    again.show()
    qtbot.waitExposed(again)
    again.tutor.choose_card.hide()
    assert again.resume_panel.isVisible()
    qtbot.mouseClick(again.resume_panel.resume_button, LEFT)
    return again


def test_the_tutorial_points_to_its_bubbles_without_naming_a_colour() -> None:
    """\"Follow the yellow bubbles\" told a person who cannot tell yellow nothing (the
    colour-blind rows change, the bubble does not): the line names what the bubbles hold."""
    line = tutorial_line("classic").lower()
    assert "lesson" in line
    assert not [hue for hue in ("yellow", "red", "green", "blue", "violet") if hue in line]


def _log_lines(window: MainWindow) -> list[str]:
    log = window.table.log
    return [log.item(i).text() for i in range(log.count())]


@pytest.mark.parametrize("key", GAMES)
def test_a_tutorial_closed_mid_way_resumes_with_its_lessons(
    qtbot: Any, quick_app: Callable[[], MainWindow], key: str
) -> None:
    # A resumed tutorial went on as free play: no bubble, no ring, the lessons lost.
    window = quick_app()
    window.show()
    qtbot.waitExposed(window)
    assert window.tutor.start(key)
    play_lessons(qtbot, window, 3)
    wait_idle(qtbot, window)
    played = _log_lines(window)
    assert played[0].startswith("Tutorial: ") and played[1:], "no action logged"
    again = _closed_and_resumed(qtbot, quick_app, window)
    # The log goes on with what was said before the restart, its "Tutorial: ..." line too
    # (the rebuilt log had lost it).
    assert _log_lines(again) == [*played, "Resumed the unfinished game."]
    run = again.tutor.run
    assert run is not None and run.game is again.controller.game
    assert run.lesson()[0] == 3
    assert again.tutor.bubble.text.text() == tutorial_of(key).lessons[3].text()
    assert play_lessons(qtbot, again) == len(tutorial_of(key).lessons) - 3


def test_a_tutorial_saved_and_opened_again_goes_on_with_its_lessons(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """As resumed from the autosave: opened, it went on as free play, the lessons lost."""
    window = make_window()
    assert window.tutor.start("longo")
    play_lessons(qtbot, window, 2)
    wait_idle(qtbot, window)
    played = _log_lines(window)
    path = tmp_path / "lesson.qwixx.json"
    assert window.save_path(path)
    new_game(window, "classic")
    assert not window.tutor.running
    assert window.open_path(path)
    assert _log_lines(window) == [*played, "Opened lesson.qwixx.json."]
    window.apply_preferences(replace(QUICK, language="es"))
    assert _log_lines(window)[0] == "Tutorial: Qwixx Longo. Sigue las lecciones de los globos."
    run = window.tutor.run
    assert run is not None and run.game is window.controller.game and run.lesson()[0] == 2
    assert play_lessons(qtbot, window) == len(tutorial_of("longo").lessons) - 2


def test_a_skipped_tutorial_resumes_as_free_play(
    qtbot: Any, quick_app: Callable[[], MainWindow]
) -> None:
    window = quick_app()
    window.show()
    qtbot.waitExposed(window)
    window.tutor.start("classic")
    play_lessons(qtbot, window, 2)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.tutor.bubble.skip_button, LEFT)
    played = _log_lines(window)
    again = _closed_and_resumed(qtbot, quick_app, window)
    assert not again.tutor.running and again.controller.script is None
    # Free play now, but its log still begins as the tutorial's did.
    assert _log_lines(again)[0] == played[0] and played[0].startswith("Tutorial: ")
    assert not again.tutor.bubble.isVisible()


def test_a_new_game_ends_the_tutorial(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.tutor.start("longo")
    play_lessons(qtbot, window, 1)
    new_game(window, "classic")
    assert not window.tutor.running and window.controller.script is None
    assert not window.tutor.bubble.isVisible()


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_first_start_card_s_buttons_are_one_height_at_the_least_size(
    qtbot: Any, start_app: Callable[[], MainWindow], language: str
) -> None:
    """The decline ("No, thanks") is as tall as the games' buttons over it, not a strip."""
    window = start_app()
    window.apply_preferences(replace(QUICK, language=language))
    window.show()
    window.resize(window.minimumSize())
    card = window.tutor.choose_card
    qtbot.waitUntil(lambda: card.isVisibleTo(window))
    assert card.decline_button.text() == ("No, gracias" if language == "es" else "No, thanks")
    heights = {button.height() for button in card.game_buttons.values()}
    assert heights == {card.decline_button.height()}


def test_the_first_start_offers_the_tutorial_once(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    first = start_app()
    card = first.tutor.choose_card
    assert not card.isVisibleTo(first)  # offered once the window has been painted
    first.show()
    qtbot.waitUntil(lambda: card.isVisibleTo(first))
    assert set(card.game_buttons) == set(GAMES)
    qtbot.mouseClick(card.decline_button, LEFT)  # declined: not offered again
    assert not card.isVisibleTo(first)
    assert not first.tutor.running
    second = start_app()
    second.show()
    qtbot.waitUntil(lambda: second._sound is not None)  # made after the first paint, as the offer
    assert not second.tutor.choose_card.isVisibleTo(second)
    # Help → Learn to play still offers it, and a game's button starts its tutorial.
    second.tutor.learn_action.trigger()
    assert second.tutor.choose_card.isVisibleTo(second)
    qtbot.mouseClick(second.tutor.choose_card.game_buttons["onboard"], LEFT)
    assert second.tutor.running
    assert second.controller.game is not None
    assert second.controller.game.setup.variant == "onboard"


def test_playing_on_with_the_keys_answers_the_first_start_offer(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    """The card dims the table, but the play keys still reach it: a person who rolls or
    passes has chosen to play, and the card goes (the game is played, not hidden behind it)."""
    window = start_app()
    window.show()
    card = window.tutor.choose_card
    qtbot.waitUntil(lambda: card.isVisibleTo(window))
    wait_idle(qtbot, window)
    snap = window.controller.snapshot
    assert snap is not None
    moves = len(snap.game.log)
    key = Qt.Key.Key_R if snap.waiting is Waiting.HUMAN_ROLL else Qt.Key.Key_P
    qtbot.keyClick(window.table.main_sheet, key)
    qtbot.waitUntil(lambda: not card.isVisibleTo(window))
    assert not window.tutor.running
    game = window.controller.game
    assert game is not None and len(game.log) > moves


def test_whats_different_shows_once_per_game_and_reopens_from_help(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    card = window.tutor.differences_card
    new_game(window, "classic")
    assert not card.isVisibleTo(window)
    assert not window.tutor.differences_action.isEnabled()
    new_game(window, "longo")
    assert card.isVisibleTo(window) and card.key == "longo"
    assert "lucky" in card.text.text()
    qtbot.mouseClick(card.close_button, LEFT)
    assert not card.isVisibleTo(window)
    new_game(window, "longo")
    assert not card.isVisibleTo(window)
    new_game(window, "qwantum")
    assert card.isVisibleTo(window) and card.key == "qwantum"
    qtbot.mouseClick(card.close_button, LEFT)
    window.tutor.differences_action.trigger()
    assert card.isVisibleTo(window) and card.key == "qwantum"
    qtbot.mouseClick(card.close_button, LEFT)
    # A tutorial teaches the differences itself: no card over it.
    window.tutor.start("onboard")
    assert not card.isVisibleTo(window)
    # Remembered in the settings: a new window does not show Longo's card again.
    again = make_window()
    new_game(again, "longo")
    assert not again.tutor.differences_card.isVisibleTo(again)


def test_longos_tutorial_names_the_lucky_numbers_as_the_sheet_draws_them(qapp: Any) -> None:
    """The sheet draws the lucky numbers as gold circles and marks the lucky cell with a star
    (as the rules page says); the tutorial called the lucky numbers "the stars". The click on
    them states the rule as ruled: any open row with the fewest crosses, your choice."""
    from qwixx_desktop.ui.longo_texts import TEXTS
    from qwixx_desktop.ui.longo_tutorial import LESSONS, differences

    told = [
        differences(get_rules("longo")),
        *(lesson.text() for lesson in LESSONS if lesson.move is not None),
    ]
    about_lucky = [text for text in told if "lucky numbers (" in text]
    assert len(about_lucky) == 2
    for text in about_lucky:
        assert "lucky numbers (the gold circles" in text and "star" in text
    click = TEXTS.other_click("lucky")
    assert "open rows with the fewest crosses" in click and "tie" in click


def shows_every_line(card: DifferencesCard) -> bool:
    """The card's text has the height it needs at its width, above the button, in the card."""
    text, button = card.text, card.close_button
    return (
        text.height() >= text.heightForWidth(text.width())
        and button.y() > text.geometry().bottom()
        and card.card.rect().contains(button.geometry())
    )


@pytest.mark.parametrize("language", ["en", "es"])
def test_whats_different_shows_every_line_of_each_game_under_any_title(
    qtbot: Any, make_window: Callable[..., MainWindow], language: str
) -> None:
    window = make_window()
    window.apply_preferences(replace(QUICK, language=language))
    card = window.tutor.differences_card
    for title_width in (0, card.text.width() + 150):  # as it comes, and a long translation's
        card.title.setMinimumWidth(title_width)
        for key in GAMES:
            new_game(window, key)
            window.tutor.show_differences()
            if key == "classic":  # none of its own, and Qwantum's card left with its game
                assert not card.isVisible()
                continue
            qtbot.waitUntil(lambda: shows_every_line(card))


def test_whats_different_after_a_longer_text_has_no_blank_lines(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """A card after a longer one (Longo's after Qwantum's) kept the longer one's height: a
    blank line above "Got it". Each game's card, shown in turns, has one height."""
    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    card = window.tutor.differences_card
    heights: dict[str, list[int]] = {}
    for key in ("longo", "qwantum", "onboard", "qwantum", "longo", "onboard", "longo"):
        new_game(window, key)
        window.tutor.show_differences()
        qtbot.waitUntil(lambda: shows_every_line(card))
        heights.setdefault(key, []).append(card.text.height())
    assert len({shown[0] for shown in heights.values()}) > 1, "the cards are not all as long"
    assert all(len(set(shown)) == 1 for shown in heights.values()), heights


def test_the_information_cards_close_on_a_click_beside_them_or_esc_the_resume_offer_does_not(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    card = window.tutor.differences_card
    new_game(window, "onboard")
    assert card.isVisible()
    beside = QPoint(card.card.geometry().left() // 2, card.height() // 2)
    qtbot.mouseClick(card.text, LEFT, pos=card.text.rect().center())
    assert card.isVisible(), "a click on the card itself keeps it"
    qtbot.mouseClick(card, LEFT, pos=beside)
    assert not card.isVisible()
    window.tutor.differences_action.trigger()
    assert card.isVisible()
    qtbot.keyClick(card.close_button, Qt.Key.Key_Escape)
    assert not card.isVisible()
    game = window.controller.game
    assert game is not None and not game.log, "closing the card played nothing"

    window.tutor.offer()
    choose = window.tutor.choose_card
    assert choose.isVisible()
    qtbot.mouseClick(choose, LEFT, pos=QPoint(5, 5))
    assert not choose.isVisible() and not window.tutor.running

    panel = window.resume_panel
    panel.describe(game)
    panel.popup()
    qtbot.mouseClick(panel, LEFT, pos=QPoint(5, 5))
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert panel.isVisible(), "the offer to resume waits for an answer"


def test_a_game_without_a_tutorial_is_not_offered(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    register(quick.GAME)
    try:
        assert quick.GAME.key not in tutorial_games()
        window = make_window()
        tutor: Tutor = window.tutor
        assert not tutor.start(quick.GAME.key)
        tutor.offer()
        assert quick.GAME.key not in tutor.choose_card.game_buttons
        new_game(window, quick.GAME.key)
        assert not tutor.differences_card.isVisibleTo(window)
        assert not tutor.differences_action.isEnabled()
    finally:
        unregister(quick.GAME.key)


def test_a_hint_during_a_lesson_repeats_the_lesson(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    # The coach's best move may differ from the lesson's, and the tutorial would refuse it
    # (seen in Qwixx On Board's third lesson): during a lesson a hint repeats the lesson.
    window = make_window()
    lesson = classic_first_choice(qtbot, window)
    assert lesson is not None and lesson.move is not None
    qtbot.mouseClick(window.table.hint_button, LEFT)
    assert window.table.banner.hint.text() == lesson.text()
    assert not window.controller.hint_pending, "the coach was not asked"
    assert ringed(window, lesson.move)
    window.tutor.skip()
    wait_idle(qtbot, window)
    assert window.controller.hint(), "in free play the coach advises again"


@pytest.mark.parametrize("key", GAMES)
def test_the_refusal_the_lesson_hint_and_the_bubble_follow_a_later_language(
    qtbot: Any, make_window: Callable[..., MainWindow], key: str
) -> None:
    # The refusal and the hint repeating the lesson were plain strings: after Settings →
    # Spanish the status line went on saying the English lesson.
    window = make_window()
    window.tutor.start(key)
    lesson = current_lesson(qtbot, window)
    while lesson is not None and lesson.move is None:
        play_lessons(qtbot, window, 1)  # the rolls, up to a lesson that asks for a move
        lesson = current_lesson(qtbot, window)
    assert lesson is not None
    english = lesson.text()
    hint = window.table.banner.hint
    assert not window.controller.choose(free_move(window, lesson.move))
    assert english in hint.text()
    window.apply_preferences(replace(QUICK, language="es"))
    wait_idle(qtbot, window)
    spanish = lesson.text()
    assert spanish != english
    assert spanish in hint.text() and english not in hint.text()
    assert window.tutor.bubble.text.text() == spanish
    window.apply_preferences(QUICK)
    qtbot.mouseClick(window.table.hint_button, LEFT)
    assert hint.text() == english
    window.apply_preferences(replace(QUICK, language="es"))
    assert hint.text() == spanish


def test_a_lesson_in_a_large_font_shows_all_its_lines(
    qtbot: Any, large_font: None, spanish: None
) -> None:
    # A desktop font of 16 pt, in Spanish: the bubble, measured once before its first lesson
    # (both buttons, no text), kept its buttons' row as it was then, wider than the text; the
    # lesson's three lines got the height of two, cut at the top and the bottom.
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1000, 700)
    bubble = Bubble(table)
    bubble.sizeHint()  # measured before its first lesson
    text = (
        "Empiezas tú. Haz clic en Tirar los dados: se lanzan dos dados blancos y cuatro de colores."
    )
    bubble.show_lesson("Lección 1 de 11", text, False)
    table.show()
    bubble.point_at(None)
    label = bubble.text
    assert bubble.size() == bubble.sizeHint()
    assert label.height() >= label.heightForWidth(label.width())
