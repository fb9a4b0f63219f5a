"""What the window says comes from each game's texts: a fifth game that is only data (a
crossing variant under a new key) gets its own numbers in prompts, refusals, the log and the
rules page; house rules change the numbers the rules page gives."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from qwixx_desktop.engine import PASS, Cross, Game, Player, Write
from qwixx_desktop.engine.crossing import CrossRules
from qwixx_desktop.engine.events import RowLocked
from qwixx_desktop.engine.longo import LongoRules
from qwixx_desktop.engine.variants import CLASSIC, LONGO, CrossVariant, RowSpec, triangular_points
from qwixx_desktop.games import get_game, register, unregister
from qwixx_desktop.games.crossing import (
    LOCK_CROSSES,
    MISTHROW_POINTS,
    MISTHROWS_TO_END,
    ROWS_TO_END,
    crossing_game,
)
from qwixx_desktop.ui.controller import GameController, Waiting, pass_label
from qwixx_desktop.ui.gamelog import game_lines
from qwixx_desktop.ui.gametexts import texts_of
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.names import People, colour_name
from qwixx_desktop.ui.rules_text import rules_html

from .helpers import BLUE, GREEN, RED, YELLOW, dice_for_white_sum, start_with_sheets
from .qt_helpers import FakeView

# Five-sided dice, rows 2-10, three crosses before a lock, three misthrows of 4 points end it.
QUICK = CrossVariant(
    key="quick",
    title="Qwixx Quick",
    die_faces=5,
    rows=tuple(
        RowSpec(colour, colour[0].upper(), numbers)
        for colour, numbers in (
            ("red", tuple(range(2, 11))),
            ("yellow", tuple(range(2, 11))),
            ("green", tuple(range(10, 1, -1))),
            ("blue", tuple(range(10, 1, -1))),
        )
    ),
    lock_numbers=1,
    min_crosses_to_lock=3,
    points=triangular_points(10),
    misthrow_boxes=3,
    misthrow_penalty=4,
    locked_rows_to_end=2,
    min_players=1,
    max_players=4,
)


@pytest.fixture
def quick() -> Iterator[str]:
    register(crossing_game(QUICK, {"en": "Qwixx Quick", "es": "Qwixx Rápido"}))
    yield QUICK.key
    unregister(QUICK.key)


def test_a_fifth_game_asks_refuses_and_logs_with_its_own_numbers(
    qtbot: Any, qapp: Any, quick: str
) -> None:
    game = start_with_sheets(Game(quick, [Player("You")], 3), {0: {RED: [2, 3]}})
    game.roll(dice_for_white_sum(game, 10, (5, 5, 5, 5)))
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0)
    controller.start(game)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    snap = controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_DECISION
    assert snap.prompt == "Cross the white sum 10 in one row, or pass."
    assert pass_label(snap) == "Pass"
    # Red 10 locks the row: this game needs three crosses first, not classic's five.
    assert not controller.click_cell(0, RED, 10)
    assert view.hints[-1] == "10 locks the red row: you need 3 crosses there first."
    assert controller.choose(PASS)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    snap = controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_DECISION
    assert pass_label(snap) == "Pass (misthrow)"
    assert controller.choose(PASS)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert "You crossed nothing: misthrow 1 of 3." in view.game_log()
    assert [line.text for line in game_lines(game)] == view.game_log()
    controller.shutdown()


def test_a_fifth_game_has_a_rules_page_from_its_variant(qapp: Any, quick: str) -> None:
    page = rules_html(quick)
    assert "Qwixx Quick in short" in page
    assert "red from 2 to 10" in page and "green from 10 to 2" in page
    assert "6 dice with 5 faces" in page
    assert "crossed at least 3 of its numbers" in page
    assert "takes 4 off your total" in page
    assert "misthrows reach 3" in page and "locked rows reach 2" in page
    assert "(1, 3, 6, 10, …" in page
    classic = rules_html("classic")
    assert page != classic
    for words in ("five crosses", "fourth misthrow", "minus five points", "Qwixx in short"):
        assert words in classic and words not in page


def test_the_window_asks_the_game_for_its_texts(quick: str) -> None:
    assert texts_of(Game(quick, ["You"], 1)) is get_game("classic").texts()
    assert texts_of(Game("longo", ["You"], 1)) is not get_game("classic").texts()


def test_house_rules_change_the_numbers_of_the_rules_page(qapp: Any) -> None:
    house = CrossRules(replace(CLASSIC, min_crosses_to_lock=3, misthrow_penalty=2))
    page = rules_html("classic", house)
    assert "Qwixx in short" in page
    assert "crossed at least 3 of its numbers" in page and "five crosses" not in page
    assert "takes 2 off your total" in page
    assert "fourth misthrow" in page, "the numbers the house keeps read as before"
    assert rules_html("classic", get_game("classic").rules) == rules_html("classic")
    # Longo's own page swaps its lock rule for the house's.
    longo = rules_html("longo", LongoRules(replace(LONGO, min_crosses_to_lock=4)))
    assert "six crosses" not in longo and "crossed at least 4 of its numbers" in longo
    assert "six crosses" in rules_html("longo")


@pytest.mark.parametrize("game", ["classic", "longo", "onboard"])
def test_house_rules_at_zero_read_as_rules_not_as_zero(qapp: Any, game: str) -> None:
    # Crosses to lock 0 read "only once you have crossed at least 0 of its numbers", points
    # per misthrow 0 "each misthrow takes 0 off your total".
    options = {LOCK_CROSSES: 0, MISTHROW_POINTS: 0}
    page = rules_html(game, get_game(game).rules.with_options(options))
    assert "at least 0" not in page and "takes 0 off" not in page
    assert "even as your first cross there" in page
    assert "misthrows cost no points" in page


def test_longos_page_under_house_rules_does_not_call_its_misthrows_classic(qapp: Any) -> None:
    # "Everything else (the two actions, misthrows, the end of the game and the points) is as
    # in classic Qwixx" followed the house rules' 20 points per misthrow and end at 8.
    rules = get_game("longo").rules.with_options({MISTHROW_POINTS: 20, MISTHROWS_TO_END: 8})
    page = rules_html("longo", rules)
    assert "takes 20 off your total" in page and "misthrows reach 8" in page
    assert "misthrows, the end of the game" not in page
    assert "Everything else is as in classic Qwixx." in page
    assert "misthrows, the end of the game" in rules_html("longo")


def test_a_lock_after_one_cross_is_refused_in_the_singular(qtbot: Any, qapp: Any) -> None:
    # "12 locks the red row: you need 1 crosses there first."
    game = Game("classic", [Player("You")], 3, {LOCK_CROSSES: 1})
    game.roll(dice_for_white_sum(game, 12))
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0)
    controller.start(game)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert not controller.click_cell(0, RED, 12)
    assert view.hints[-1] == "12 locks the red row: you need 1 cross there first."
    controller.shutdown()


def test_longos_prompt_offers_only_the_crosses_there_are(qapp: Any) -> None:
    game = Game("longo", ["You", "Ada"], 1, {"lucky_numbers": [[2, 9], [3, 4]]})
    start_with_sheets(game, {0: {RED: [3], YELLOW: [4]}})
    game.roll(dice_for_white_sum(game, 2))
    moves = game.legal_moves(0)
    # Red and yellow are past 2 and green's and blue's 2 locks: only the lucky cell is left.
    assert all(isinstance(move, Cross) and move.lucky for move in moves[:-1]) and moves[:-1]
    prompt = texts_of(game).decision_prompt(game.state, 0, moves)
    assert "lucky number" in prompt and "Cross 2" not in prompt
    both = Game("longo", ["You", "Ada"], 1, {"lucky_numbers": [[2, 9], [3, 4]]})
    both.roll(dice_for_white_sum(both, 2))
    prompt = texts_of(both).decision_prompt(both.state, 0, both.legal_moves(0))
    assert "Cross 2 or one of the lucky cells, or pass" in prompt  # four rows tie


def test_longos_prompt_counts_the_lucky_cells(qapp: Any) -> None:
    """Rows tied for the fewest crosses each offer a lucky cell and the player chooses: the
    prompt said "the lucky cell" with two or four stars on the sheet."""
    green_blue = [16, 15, 14, 13, 12, 11]
    sheets = {RED: [3, 4, 5, 6, 7, 8], YELLOW: [2, 3, 4, 5, 6, 7], GREEN: green_blue}
    one = Game("longo", ["You", "Ada"], 1, {"lucky_numbers": [[5, 10], [3, 4]]})
    start_with_sheets(one, {0: {**sheets, BLUE: [16]}})
    one.roll(dice_for_white_sum(one, 10))
    prompt = texts_of(one).decision_prompt(one.state, 0, one.legal_moves(0))
    assert prompt.endswith("Cross 10 or the lucky cell, or pass.")
    tie = Game("longo", ["You", "Ada"], 1, {"lucky_numbers": [[5, 10], [3, 4]]})
    start_with_sheets(tie, {0: {**sheets, RED: [2], BLUE: [16]}})
    tie.roll(dice_for_white_sum(tie, 10))
    prompt = texts_of(tie).decision_prompt(tie.state, 0, tie.legal_moves(0))
    assert prompt.endswith("Cross 10 or one of the lucky cells, or pass.")


def test_longos_prompt_says_why_a_lucky_sum_offers_no_lucky_cross(qapp: Any) -> None:
    """The white sum is your lucky number, but your row with the fewest crosses has reached
    its locking numbers with too few crosses to lock: no lucky cell is offered, and the prompt
    says so instead of the plain "Cross the white sum" (people looked for the star in vain)."""
    green_blue = [16, 15, 14, 13, 12, 11]
    sheets = {
        RED: [2, 3, 4, 5, 14],
        YELLOW: [2, 3, 4, 5, 6, 7],
        GREEN: green_blue,
        BLUE: green_blue,
    }
    game = Game("longo", ["You", "Ada"], 1, {"lucky_numbers": [[5, 10], [3, 4]]})
    start_with_sheets(game, {0: sheets})
    game.roll(dice_for_white_sum(game, 10))
    moves = game.legal_moves(0)
    assert not any(isinstance(move, Cross) and move.lucky for move in moves)
    prompt = texts_of(game).decision_prompt(game.state, 0, moves)
    assert "lucky number" in prompt and "red\u00a015" in prompt and "6 crosses" in prompt
    assert prompt.endswith("Cross 10 in one row, or pass.")
    # A tie between the fewest rows names each row's cell.
    tie = Game("longo", ["You", "Ada"], 1, {"lucky_numbers": [[5, 10], [3, 4]]})
    start_with_sheets(tie, {0: {**sheets, YELLOW: [2, 3, 4, 5, 14]}})
    tie.roll(dice_for_white_sum(tie, 10))
    prompt = texts_of(tie).decision_prompt(tie.state, 0, tie.legal_moves(0))
    assert "red\u00a015 or yellow\u00a015" in prompt


def test_a_click_on_the_cell_a_lucky_cross_cannot_take_says_why(qtbot: Any, qapp: Any) -> None:
    """The white sum 10 is lucky and red (fewest crosses) ends at 14: a click on red 15, the
    cell the lucky cross would take, said "Now only the white sum 10 may be crossed", as if
    the lucky number did not count; it names the lock condition that refuses it."""
    green_blue = [16, 15, 14, 13, 12, 11]
    sheets = {
        RED: [2, 3, 4, 5, 14],
        YELLOW: [2, 3, 4, 5, 6, 7],
        GREEN: green_blue,
        BLUE: green_blue,
    }
    game = Game("longo", [Player("You")], 1, {"lucky_numbers": [[5, 10]]})
    start_with_sheets(game, {0: sheets})
    game.roll(dice_for_white_sum(game, 10))
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0)
    controller.start(game)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=5000)
    assert not controller.click_cell(0, RED, 15)
    assert view.hints[-1] == "15 locks the red row: you need 6 crosses there first."
    # Another cell is still refused for its sum.
    assert not controller.click_cell(0, YELLOW, 9)
    assert view.hints[-1] == "Now only the white sum 10 may be crossed (in any open row)."
    controller.shutdown()


def test_the_log_says_a_lucky_cross_was_lucky(qapp: Any) -> None:
    """ "Ada crossed yellow 2" on a white sum of 13 read as a wrong move: the log says a lucky
    cross was made with a lucky number (and a plain cross stays plain)."""
    game = Game("longo", [Player("You"), Player("Ada")], 1, {"lucky_numbers": [[5, 13], [3, 13]]})
    start_with_sheets(game, {0: {RED: [2]}})
    game.roll(dice_for_white_sum(game, 13))
    game.decide(0, Cross(RED, 13))
    game.decide(1, Cross(YELLOW, 2, lucky=True))
    lines = [line.say() for line in game_lines(game)]
    assert "You crossed red 13." in lines
    assert "Ada crossed yellow 2 (lucky number)." in lines


def test_longos_rules_page_tells_the_whole_lucky_ruling(qapp: Any) -> None:
    """RULES-NOTES' lucky ruling: instead of the sum, the next number of an open row with the
    fewest crosses (the player choosing on a tie); it may lock, counts as the action-1 cross,
    works every time; a row whose next number it cannot lock offers none (no fallback). The
    page told only the first part."""
    page = rules_html("longo")
    assert "one of your open rows with the fewest crosses" in page
    assert "counts as your cross of the white sum" in page and "works every time" in page
    assert "It may lock its row" in page and "no other row takes its place" in page


def test_a_click_on_longos_lock_names_both_locking_numbers(qapp: Any) -> None:
    longo = texts_of(Game("longo", ["You"], 1)).other_click("lock")
    assert "last two numbers" in longo
    assert "last number" in texts_of(Game("classic", ["You"], 1)).other_click("lock")


def test_on_boards_rules_page_tells_its_house_rules(qapp: Any) -> None:
    house = Game(
        "onboard", ["Ann", "Ben"], 1, {**get_game("onboard").read_data("a"), MISTHROWS_TO_END: 2}
    )
    page = rules_html("onboard", house.rules)
    assert "misthrows reach 2" in page, "the game ends at the second misthrow"
    assert "crossed at least" not in page, "only the rules the house changed"
    assert page.index("misthrows reach 2") < page.index("last five squares")
    locks = Game(
        "onboard", ["Ann", "Ben"], 1, {**get_game("onboard").read_data("a"), LOCK_CROSSES: 3}
    )
    assert "crossed at least 3 of its numbers" in rules_html("onboard", locks.rules)
    standard = rules_html("onboard")
    assert rules_html("onboard", get_game("onboard").rules) == standard
    assert "misthrows reach" not in standard and "crossed at least" not in standard


def test_the_rules_page_says_the_game_can_end_between_the_two_actions(qapp: Any) -> None:
    # The engine checks the end after action 1 as well: a second row locked there leaves no
    # action 2 (RULES-NOTES classic ruling 3), which a player planning a colour cross must know.
    game = Game("classic", ["You", "Ada"], 1)
    start_with_sheets(game, {0: {RED: [2, 3, 4, 5, 6], YELLOW: [2, 3, 4, 5, 6, 12]}})
    game.roll(dice_for_white_sum(game, 12))
    game.decide(0, Cross(RED, 12))
    game.decide(1, PASS)
    assert game.is_over and game.state.over_reason is not None
    assert "even between the two actions" in rules_html("classic")
    # Qwantum's full sheet ends it at once too (no action C after a sheet filled in B).
    assert "as soon as a sheet is full" in rules_html("qwantum")


def test_qwantums_rules_page_says_what_four_equal_values_score(qapp: Any) -> None:
    # RULES-NOTES: a column of four equal values scores that value; "second-lowest distinct"
    # alone has no answer for it.
    assert "if all four are equal, that number" in rules_html("qwantum")


def test_qwantums_rules_page_tells_that_c_offers_every_colour_after_an_empty_b(
    qapp: Any,
) -> None:
    # The engine offers all four colours in action C when the active player wrote nothing in
    # B (RULES-NOTES; tests/test_qwantum.py); the page must not say "the other colours" only.
    page = rules_html("qwantum")
    assert "if you wrote nothing, any of the four colours" in page


def test_spanish_row_colours_agree_with_fila_and_dice_colours_stay_masculine(
    spanish: None,
) -> None:
    classic = Game("classic", ["Ana", "Zoe"], 1)
    texts, people = texts_of(classic), People.of(classic.setup.players)
    # Red is row 0, yellow row 1: "la fila roja", "la fila amarilla", never "fila rojo".
    line = texts.event_line(RowLocked(0, (1,)), classic.state, people)
    assert line is not None and "la fila roja" in line[0]
    assert texts.rule_text("row_locked", classic.state, 0, Cross(1, 7), people) == (
        "La fila amarilla está cerrada."
    )
    assert "dado amarillo ha salido" in texts.rule_text(
        "die_removed", classic.state, 0, Cross(1, 7), people
    )
    qwantum = Game("qwantum", ["Ana", "Zoe"], 1, get_game("qwantum").read_data("a"))
    yellow = [spec.colour for spec in qwantum.state.variant.rows].index("yellow")
    words = texts_of(qwantum).move_words(Write(yellow), qwantum.state, 0)
    assert "la fila amarilla" in words


def test_qwantums_taken_colour_is_capitalised_only_where_it_opens_the_sentence(
    qapp: Any,
) -> None:
    """A click in action C on the row written in B says the colour was taken: "Violet was
    taken …" in English, "El violeta se usó …" in Spanish (it read "El Violeta")."""
    game = Game("qwantum", ["Ana", "Zoe"], 1, get_game("qwantum").read_data("a"))
    game.roll(game.rules.chance_outcome(game.state).dice)
    game.decide(0, PASS)  # keep the dice
    b_row = next(move for move in game.legal_moves(0) if isinstance(move, Write)).row
    game.decide(0, Write(b_row))
    texts, people = texts_of(game), People.of(game.setup.players)
    english = texts.rule_text("colour_taken", game.state, 1, Write(b_row), people)
    colour = game.state.variant.rows[b_row].colour
    assert english.startswith(f"{colour.capitalize()} was taken in action B")
    translations = Translations()
    assert translations.use("es")
    try:
        spanish = texts.rule_text("colour_taken", game.state, 1, Write(b_row), people)
        name = colour_name(colour)
    finally:
        translations.use("en")
    assert name.islower() and spanish.startswith(f"El {name} se usó"), spanish


def test_qwantums_action_c_prompt_offers_all_four_colours_after_an_empty_b(
    qapp: Any,
) -> None:
    """With nothing written in B, action C offers every colour (RULES-NOTES): the prompt said
    "Write one of the other colours", other than none, to the active player and the rest."""
    game = Game("qwantum", ["Ana", "Zoe"], 1, get_game("qwantum").read_data("a"))
    game.roll(game.rules.chance_outcome(game.state).dice)
    game.decide(0, PASS)  # keep the dice
    game.decide(0, PASS)  # write nothing in B
    texts = texts_of(game)
    for seat in (0, 1):
        moves = game.legal_moves(seat)
        assert len([move for move in moves if isinstance(move, Write)]) == 4
        prompt = texts.decision_prompt(game.state, seat, moves)
        assert "four colours" in prompt and "other" not in prompt, prompt
        assert ("misthrow" in prompt) == (seat == game.state.active), prompt
    # Once B took a colour, C offers the other three.
    after_b = Game("qwantum", ["Ana", "Zoe"], 1, get_game("qwantum").read_data("a"))
    after_b.roll(after_b.rules.chance_outcome(after_b.state).dice)
    after_b.decide(0, PASS)
    after_b.decide(0, Write(0))
    prompt = texts.decision_prompt(after_b.state, 1, after_b.legal_moves(1))
    assert "other colours" in prompt, prompt


def test_a_row_locked_by_several_with_you_names_you_once_in_the_list(qapp: Any) -> None:
    # The others' list with "and you" after it read "Ada, Max and Eve and you locked…" ("Ada,
    # Max y Eve y tú cerrasteis…").
    from qwixx_desktop.ui.crossing_texts import lock_text

    people = People(("You", "Ada", "Max", "Eve"), 0)
    english = lock_text(people, [0, 1, 2, 3], "red")
    assert english.startswith("Ada, Max, Eve and you locked the red row together!"), english
    assert lock_text(people, [1, 0], "red").startswith("Ada and you locked"), english
    translations = Translations()
    assert translations.use("es")
    try:
        spanish = lock_text(people, [0, 1, 2, 3], "roja")
    finally:
        translations.use("en")
    assert spanish.startswith("¡Ada, Max, Eve y tú cerrasteis juntos la fila roja!"), spanish


@pytest.mark.parametrize(
    ("language", "one_of_each", "crosses"),
    [
        ("en", "when a player takes a misthrow or when a row is locked", "at least 13 crosses"),
        ("es", "cuando alguien anota un fallo o cuando se cierra una fila", "al menos 13 cruces"),
    ],
)
def test_house_rules_of_one_misthrow_one_row_and_13_crosses_read_naturally(
    qapp: Any, language: str, one_of_each: str, crosses: str
) -> None:
    # The end rule read "when the locked rows reach 1"; Longo's card said "after at least six
    # crosses" at a table locking after 13.
    from qwixx_desktop.ui.longo_tutorial import differences

    longo = get_game("longo").rules
    ends_at_one = longo.with_options({MISTHROWS_TO_END: 1, ROWS_TO_END: 1})
    translations = Translations()
    assert translations.use(language)
    try:
        page = rules_html("longo", ends_at_one)
        card = differences(longo.with_options({LOCK_CROSSES: 13}))
        one_cross = differences(longo.with_options({LOCK_CROSSES: 1}))
    finally:
        translations.use("en")
    assert one_of_each in page and "reach 1" not in page and "llegan a 1" not in page
    assert crosses in card and "six" not in card and "seis" not in card
    assert ("at least 1 cross in it" if language == "en" else "al menos 1 cruz") in one_cross
