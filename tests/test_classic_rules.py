"""Scenario tests, one or more per ruling of the Qwixx section of RULES-NOTES, with given dice."""

from __future__ import annotations

import pytest

from qwixx_desktop.engine import (
    PASS,
    Cross,
    Game,
    IllegalMoveError,
    Phase,
)
from qwixx_desktop.engine.events import (
    DiceRolled,
    DieRemoved,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    RowLocked,
    TurnPassed,
)

from .helpers import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    cross_with_white_sums,
    dice_for_white_sum,
    play_turn,
    start_with_sheets,
)


def new_game(players: int = 3, seed: int = 1) -> Game:
    return Game("classic", [f"P{i}" for i in range(players)], seed)


def test_phases_and_who_decides() -> None:
    game = new_game(3)
    assert game.phase is Phase.ROLL and game.needs_roll and game.deciders() == ()
    game.roll([3, 4, 1, 2, 3, 4])
    assert game.phase is Phase.WHITE and game.deciders() == (0, 1, 2)
    game.decide(2, PASS)
    assert game.deciders() == (0, 1)
    game.decide(0, Cross(RED, 7))
    game.decide(1, PASS)
    assert game.phase is Phase.COLOUR and game.deciders() == (0,)
    assert game.legal_moves(1) == []
    game.decide(0, PASS)
    assert game.phase is Phase.ROLL and game.state.active == 1


def test_action_1_is_simultaneous_and_applied_together() -> None:
    game = new_game(2)
    game.roll([2, 3, 1, 1, 1, 1])
    events = game.decide(1, Cross(YELLOW, 5))
    # Collected, not applied: the sheet is unchanged until everyone has decided.
    assert game.state.crossed_numbers(1, YELLOW) == ()
    assert not any(isinstance(e, NumberCrossed) for e in events)
    events = game.decide(0, Cross(RED, 5))
    crossed = [(e.player, e.row, e.number) for e in events if isinstance(e, NumberCrossed)]
    assert crossed == [(0, RED, 5), (1, YELLOW, 5)]


def test_several_players_lock_the_same_row_in_action_1() -> None:
    game = start_with_sheets(
        new_game(3),
        {0: {RED: [2, 3, 4, 5, 6]}, 1: {RED: [3, 4, 5, 7, 9]}, 2: {RED: [2, 3, 4, 5]}},
    )
    game.roll(dice_for_white_sum(game, 12))
    assert Cross(RED, 12) in game.legal_moves(0)
    assert Cross(RED, 12) not in game.legal_moves(2)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(2, Cross(RED, 12))
    assert error.value.rule == "lock_needs_crosses"
    game.decide(0, Cross(RED, 12))
    game.decide(1, Cross(RED, 12))
    events = game.decide(2, PASS)
    locks = [e for e in events if isinstance(e, RowLocked)]
    assert locks == [RowLocked(RED, (0, 1))]
    assert DieRemoved(RED) in events
    for player in (0, 1):
        assert game.state.has_lock(player, RED)
        assert game.state.crosses(player, RED) == 7  # five + the 12 + the lock box
        assert game.scores()[player].row_points[RED] == 28
    assert not game.state.has_lock(2, RED)


def test_a_third_row_locks_together_with_the_second_and_action_1_ends_the_game() -> None:
    game = start_with_sheets(
        new_game(3),
        {
            0: {GREEN: [12, 11, 10, 9, 8, 2]},  # green is locked: one row
            1: {RED: [2, 3, 4, 5, 6]},
            2: {YELLOW: [2, 3, 4, 5, 6]},
        },
    )
    assert game.state.is_closed(GREEN) and not game.is_over
    active = game.state.active
    misthrows_before = game.state.misthrows[active]
    game.roll(dice_for_white_sum(game, 12))
    game.decide(1, Cross(RED, 12))
    game.decide(2, Cross(YELLOW, 12))
    events = game.decide(0, PASS)
    assert [e.row for e in events if isinstance(e, RowLocked)] == [RED, YELLOW]
    assert game.state.closed.bit_count() == 3
    # The game ends after action 1: no action 2, and no misthrow for the active player.
    assert game.is_over and game.state.over_reason == "locks"
    assert game.legal_moves(active) == []
    assert game.state.misthrows[active] == misthrows_before
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].totals == tuple(card.total for card in game.scores())


def test_a_row_locked_in_action_1_has_no_die_in_action_2() -> None:
    game = start_with_sheets(new_game(2), {1: {RED: [2, 3, 4, 5, 6]}})
    game.roll([6, 6, 5, 1, 1, 1])
    game.decide(1, Cross(RED, 12))
    game.decide(0, PASS)
    assert game.phase is Phase.COLOUR
    assert game.state.dice[2] is None  # the red die left the game at once
    colour_rows = {move.row for move in game.legal_moves(0) if isinstance(move, Cross)}
    assert RED not in colour_rows
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, Cross(RED, 11))
    assert error.value.rule in {"die_removed", "row_locked"}


def test_locked_row_is_closed_for_everyone_afterwards() -> None:
    game = new_game(1)
    cross_with_white_sums(game, 0, RED, [2, 3, 4, 5, 6, 12])
    assert game.state.is_closed(RED)
    game = start_with_sheets(new_game(2), {0: {RED: [2, 3, 4, 5, 6, 12]}})
    game.roll(dice_for_white_sum(game, 8))
    assert Cross(RED, 8) not in game.legal_moves(1)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(1, Cross(RED, 8))
    assert error.value.rule == "row_locked"
    # Its die is not rolled any more.
    assert game.state.dice[2] is None


def test_fewer_than_five_crosses_can_never_take_the_last_number() -> None:
    game = start_with_sheets(new_game(2), {0: {BLUE: [12, 11, 10, 9]}})
    game.roll(dice_for_white_sum(game, 2))
    assert Cross(BLUE, 2) not in game.legal_moves(0)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, Cross(BLUE, 2))
    assert error.value.rule == "lock_needs_crosses"


def test_active_player_uses_the_same_row_in_both_actions() -> None:
    game = new_game(2)
    game.roll([2, 3, 2, 1, 1, 1])  # white sum 5; white 2/3 + red 2 -> 4 or 5
    game.decide(1, PASS)
    game.decide(0, Cross(RED, 5))
    # Action 2 sees action 1's cross: red 4 and red 5 are no longer right of the last cross.
    assert all(move.row != RED for move in game.legal_moves(0) if isinstance(move, Cross))
    game.truncate(0)
    game.roll([2, 3, 4, 1, 1, 1])  # white 2/3 + red 4 -> 6 or 7
    game.decide(1, PASS)
    game.decide(0, Cross(RED, 5))
    assert Cross(RED, 7) in game.legal_moves(0)
    events = game.decide(0, Cross(RED, 7))
    assert game.state.crossed_numbers(0, RED) == (5, 7)
    crossed = [e for e in events if isinstance(e, NumberCrossed)]
    assert crossed == [NumberCrossed(0, RED, 7, (6,), "colour")]
    assert game.state.misthrows[0] == 0


def test_action_2_must_be_right_of_action_1() -> None:
    game = new_game(2)
    game.roll([3, 5, 1, 1, 1, 1])  # white sum 8; white 3 + red 1 = 4
    game.decide(1, PASS)
    game.decide(0, Cross(RED, 8))
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, Cross(RED, 4))
    assert error.value.rule == "left_to_right"


def test_misthrow_only_for_the_active_player() -> None:
    game = new_game(3)
    events = play_turn(game, [1, 1, 1, 1, 1, 1])  # everyone passes
    assert [e for e in events if isinstance(e, MisthrowTaken)] == [MisthrowTaken(0, 1)]
    assert game.state.misthrows == (1, 0, 0)
    # The active player who crossed in action 1 only takes no misthrow.
    events = play_turn(game, dice_for_white_sum(game, 7), {1: Cross(RED, 7)})
    assert not any(isinstance(e, MisthrowTaken) for e in events)
    assert game.state.misthrows == (1, 0, 0)


def test_voluntary_misthrow_by_passing_both_actions() -> None:
    game = new_game(2)
    game.roll([3, 4, 2, 2, 2, 2])
    assert len(game.legal_moves(0)) > 1  # crosses were possible
    game.decide(0, PASS)
    game.decide(1, PASS)
    assert len(game.legal_moves(0)) > 1
    events = game.decide(0, PASS)
    assert MisthrowTaken(0, 1) in events
    assert TurnPassed(1) in events


def test_fourth_misthrow_ends_the_game_after_action_2() -> None:
    game = new_game(1)
    for _ in range(3):
        play_turn(game, [1, 1, 1, 1, 1, 1])
    assert not game.is_over
    events = play_turn(game, [1, 1, 1, 1, 1, 1])
    assert game.is_over and game.state.over_reason == "misthrows"
    assert game.scores()[0].total == -20
    assert GameOver("misthrows", 0, (-20,)) in events


def test_second_locked_row_in_action_2_ends_the_game() -> None:
    game = new_game(1)
    cross_with_white_sums(game, 0, RED, [2, 3, 4, 5, 6, 12])
    cross_with_white_sums(game, 0, BLUE, [12, 11, 10, 9, 8])
    game.roll([1, 1, None, 1, 1, 1])  # white 1 + blue 1 = 2 locks blue; red is gone
    game.decide(0, PASS)
    events = game.decide(0, Cross(BLUE, 2))
    assert game.is_over and game.state.over_reason == "locks"
    assert RowLocked(BLUE, (0,)) in events


def test_skipped_numbers_are_lost() -> None:
    game = new_game(1)
    cross_with_white_sums(game, 0, GREEN, [11])
    events = play_turn(game, dice_for_white_sum(game, 7), {0: Cross(GREEN, 7)})
    assert NumberCrossed(0, GREEN, 7, (10, 9, 8), "white") in events
    game.roll(dice_for_white_sum(game, 9))
    assert Cross(GREEN, 9) not in game.legal_moves(0)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, Cross(GREEN, 9))
    assert error.value.rule == "left_to_right"


def test_first_cross_skips_the_numbers_before_it() -> None:
    game = new_game(1)
    events = play_turn(game, dice_for_white_sum(game, 5), {0: Cross(YELLOW, 5)})
    assert NumberCrossed(0, YELLOW, 5, (2, 3, 4), "white") in events


def test_events_report_the_roll() -> None:
    game = new_game(2)
    events = game.roll([1, 2, 3, 4, 5, 6])
    assert events == [DiceRolled(0, (1, 2, 3, 4, 5, 6))]


@pytest.mark.parametrize(
    ("dice", "rule"),
    [
        ([1, 2, 3, 4, 5], "bad_roll"),
        ([0, 2, 3, 4, 5, 6], "bad_roll"),
        ([1, 7, 3, 4, 5, 6], "bad_roll"),
        ([1, 2, 3, None, 5, 6], "bad_roll"),
    ],
)
def test_bad_rolls_are_rejected(dice: list[int | None], rule: str) -> None:
    game = new_game(2)
    with pytest.raises(IllegalMoveError) as error:
        game.roll(dice)
    assert error.value.rule == rule
    assert game.log == [] and game.phase is Phase.ROLL


def test_illegal_moves_name_the_rule_and_change_nothing() -> None:
    game = new_game(2)
    game.roll([3, 4, 2, 2, 2, 2])
    before = game.state
    cases = [
        (0, Cross(RED, 8), "wrong_sum"),
        (0, Cross(RED, 13), "wrong_sum"),
        (0, Cross(7, 7), "no_such_row"),
        (5, PASS, "no_such_player"),
    ]
    for player, move, rule in cases:
        with pytest.raises(IllegalMoveError) as error:
            game.decide(player, move)
        assert error.value.rule == rule, (move, error.value)
        assert str(error.value)
    game.decide(0, PASS)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, PASS)
    assert error.value.rule == "already_decided"
    game.decide(1, PASS)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(1, PASS)
    assert error.value.rule == "not_active"
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, Cross(RED, 11))  # 11 is no white + red sum
    assert error.value.rule == "wrong_sum"
    with pytest.raises(IllegalMoveError) as error:
        game.roll([1, 1, 1, 1, 1, 1])
    assert error.value.rule == "not_rolling"
    assert before.marks == game.state.marks and len(game.log) == 3


def test_moves_before_the_roll_and_after_the_end_are_rejected() -> None:
    game = new_game(1)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, PASS)
    assert error.value.rule == "roll_first"
    for _ in range(4):
        play_turn(game, [1, 1, 1, 1, 1, 1])
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, PASS)
    assert error.value.rule == "game_over"


def _sheet_by_play(rows: dict[int, list[int]], misthrows: int) -> Game:
    """A solo game whose sheet gets exactly these crosses and misthrows through real turns."""
    game = new_game(1)
    for row, numbers in rows.items():
        cross_with_white_sums(game, 0, row, numbers)
    for _ in range(misthrows):
        play_turn(game, [1, 1, 1, 1, 1, 1])
    return game


def test_rulebook_scoring_example_english_edition() -> None:
    # Alison: red 4 crosses, yellow 3, green 8, blue 7, two misthrows = 70.
    game = _sheet_by_play(
        {
            RED: [2, 3, 4, 5],
            YELLOW: [4, 6, 8],
            GREEN: [12, 11, 10, 9, 8, 7, 6, 5],
            BLUE: [12, 10, 9, 8, 7, 6, 4],
        },
        misthrows=2,
    )
    card = game.scores()[0]
    assert card.row_points == (10, 6, 36, 28)
    assert card.misthrow_points == -10
    assert card.total == 70


def test_rulebook_scoring_example_spanish_edition() -> None:
    # Paulina: red 4, yellow 3, green 7, blue 8 crosses, two misthrows = 70.
    game = _sheet_by_play(
        {
            RED: [3, 5, 7, 9],
            YELLOW: [2, 3, 4],
            GREEN: [12, 11, 10, 9, 8, 7, 6],
            BLUE: [12, 11, 10, 9, 8, 7, 6, 5],
        },
        misthrows=2,
    )
    assert game.scores()[0].total == 70
