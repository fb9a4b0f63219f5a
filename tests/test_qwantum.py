"""Qwantum: every ruling of RULES-NOTES "Qwantum" as a scenario with given dice, the rulebook's
worked examples, property tests of random play, save/load, and malformed dice data.

Rolls are found by searching the shipped dice data (read here independently of the engine's
parser), so a user's corrected dice file keeps these tests meaningful.
"""

from __future__ import annotations

import copy
import functools
import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.engine import (
    PASS,
    Decision,
    EngineError,
    Game,
    IllegalMoveError,
    Move,
    Phase,
    Reroll,
    Roll,
    SaveError,
    SetupError,
    Write,
)
from qwixx_desktop.engine.chance import ChanceStream
from qwixx_desktop.engine.events import (
    ColumnScored,
    DecisionRecorded,
    DiceRolled,
    Event,
    GameOver,
    MisthrowTaken,
    NumberWritten,
    TurnPassed,
)
from qwixx_desktop.engine.qwantum import (
    DiceFileError,
    column_score,
    parse_dice,
)
from qwixx_desktop.engine.registry import get_rules
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.gamedata import load_qwantum_dice

V, B, R, Y = range(4)  # violet, blue, red, yellow: the sheet's row order
LETTER_ROW = {"V": V, "B": B, "R": R, "Y": Y}
DICE = load_qwantum_dice()

# The RULES-NOTES table (the ruling), die by die.
NOTES_TABLE = [
    "R1 R4 Y5 B5 B1 V6",
    "R6 R2 Y1 B5 Y3 V4",
    "B4 R3 R1 Y4 Y2 V3",
    "B2 B4 V1 R5 Y6 V3",
    "V2 V5 R3 B2 B6 Y4",
    "Y1 Y5 R6 V6 V2 B3",
]


# ---------------------------------------------------------------------- helpers


def new_game(players: int | Sequence[str] = 1, seed: int = 1, dice: Any = None) -> Game:
    names = [f"P{i}" for i in range(players)] if isinstance(players, int) else list(players)
    return Game("qwantum", names, seed, {"dice": DICE if dice is None else dice})


def raw_faces(data: Any = DICE) -> list[list[tuple[int, int]]]:
    """(row, value) of every special face, read straight from the data."""
    return [
        [(LETTER_ROW[face[0]], int(face[1:])) for face in die["faces"]] for die in data["special"]
    ]


@functools.cache
def _sum_table() -> dict[tuple[int, ...], tuple[int, ...]]:
    """Colour sums of the special dice -> first face choice (0-based) giving them."""
    faces = raw_faces()
    table: dict[tuple[int, ...], tuple[int, ...]] = {}
    for choice in itertools.product(range(6), repeat=len(faces)):
        sums = [0, 0, 0, 0]
        for die, face in enumerate(choice):
            row, value = faces[die][face]
            sums[row] += value
        table.setdefault(tuple(sums), choice)
    return table


def roll_for(values: Mapping[int, int], white: int | None = None) -> list[int]:
    """Seven face numbers giving these colour values (white + that colour's special dice)."""
    white_faces: list[int] = DICE["white"]["faces"]
    for w in [white] if white is not None else range(1, 7):
        for sums, choice in _sum_table().items():
            if all(w + sums[row] == value for row, value in values.items()):
                return [white_faces.index(w) + 1, *(face + 1 for face in choice)]
    raise AssertionError(f"no roll of the shipped dice gives {values} (white {white})")


def play_turn(
    game: Game,
    roll: Sequence[int],
    b: Move = PASS,
    c: Mapping[int, Move] | None = None,
) -> list[Event]:
    """Roll, keep the dice, action B by the active player, action C (others pass)."""
    events = game.roll(roll)
    active = game.state.active
    events += game.decide(active, PASS)
    events += game.decide(active, b)
    if game.phase is Phase.CHOOSE_ALL:
        for player in range(len(game.players)):
            events += game.decide(player, (c or {}).get(player, PASS))
    return events


def write_value(game: Game, row: int, value: int) -> list[Event]:
    """The active player writes `value` in `row` through action B."""
    return play_turn(game, roll_for({row: value}), b=Write(row))


def start_with(
    game: Game,
    sheets: Mapping[int, Mapping[int, Sequence[int]]],
    misthrows: Mapping[int, int] | None = None,
) -> Game:
    """Scenario set-up: a fresh game whose initial sheets already hold these values."""
    assert not game.log
    state = game.state.copy()
    all_sheets = [list(sheet) for sheet in state.sheets]
    for player, rows in sheets.items():
        for row, values in rows.items():
            assert rows_ok(values), values
            all_sheets[player][row] = tuple(values)
    state.sheets = tuple(tuple(sheet) for sheet in all_sheets)
    counts = list(state.misthrows)
    for player, count in (misthrows or {}).items():
        counts[player] = count
    state.misthrows = tuple(counts)
    game.initial_state = game.state = state
    return game


def rows_ok(values: Sequence[int]) -> bool:
    """The sheet rule, written out: 4 strictly rising fields, then strictly falling."""
    rising = values[:4]
    falling = values[3:]
    return (
        len(values) <= 6
        and all(a < b for a, b in itertools.pairwise(rising))
        and all(a > b for a, b in itertools.pairwise(falling))
    )


def expected_total(sheet: Sequence[Sequence[int]], misthrows: int) -> int:
    """Score recomputed from the sheet: full columns' second-lowest distinct value, -k per k-th."""
    total = 0
    for column in range(6):
        if all(len(values) > column for values in sheet):
            distinct = sorted({values[column] for values in sheet})
            total += distinct[1] if len(distinct) > 1 else distinct[0]
    return total - sum(range(1, misthrows + 1))


def illegal(game: Game, player: int, move: Move) -> str:
    """The rule code of an illegal decision, checking that nothing changed."""
    state, log = game.state, list(game.log)
    with pytest.raises(IllegalMoveError) as error:
        game.decide(player, move)
    assert game.state is state and game.log == log
    return error.value.rule


# ---------------------------------------------------------------------- dice data and rolls


def test_shipped_dice_match_the_rules_notes_table_and_say_unverified() -> None:
    assert [" ".join(die["faces"]) for die in DICE["special"]] == NOTES_TABLE
    assert DICE["white"]["faces"] == [1, 2, 3, 4, 5, 6]
    assert "UNVERIFIED" in DICE["note"]
    assert DICE["verified"] is False
    parsed = parse_dice(DICE)
    assert [[(f.row, f.value) for f in die] for die in parsed.special] == raw_faces()


def test_the_dice_option_is_required_and_alone() -> None:
    with pytest.raises(SetupError, match="dice"):
        Game("qwantum", ["A"], 1)
    with pytest.raises(SetupError, match="board"):
        Game("qwantum", ["A"], 1, {"dice": DICE, "board": "a"})


def test_a_roll_gives_face_numbers_white_first() -> None:
    game = new_game(1)
    events = game.roll([3, 1, 1, 1, 1, 1, 1])
    # White 3; first faces of the six dice: R1, R6, B4, B2, V2, Y1.
    assert game.state.white_value == 3
    assert game.state.colour_values() == (3 + 2, 3 + 4 + 2, 3 + 1 + 6, 3 + 1)
    assert events == [DiceRolled(0, (3, 1, 1, 1, 1, 1, 1), reroll=False)]
    game2 = new_game(1)
    game2.roll([6, 6, 6, 6, 6, 6, 6])  # V6, V4, V3, V3, Y4, B3
    assert game2.state.colour_values() == (6 + 6 + 4 + 3 + 3, 6 + 3, 6, 6 + 4)


@pytest.mark.parametrize(
    ("roll", "fragment"),
    [
        ([1, 2, 3, 4, 5, 6], "7 dice"),
        ([1, 2, 3, 4, 5, 6, 1, 1], "7 dice"),
        ([0, 1, 1, 1, 1, 1, 1], "white die"),
        ([1, 1, 1, 7, 1, 1, 1], "special die 3"),
        ([1, 1, 1, 1, 1, 1, None], "special die 6"),
    ],
)
def test_bad_rolls_are_rejected(roll: list[int | None], fragment: str) -> None:
    game = new_game(1)
    with pytest.raises(IllegalMoveError, match=fragment) as error:
        game.roll(roll)
    assert error.value.rule == "bad_roll"
    assert game.phase is Phase.ROLL and game.log == []


def test_seeded_rolls_are_reproducible_and_well_formed() -> None:
    rules = get_rules("qwantum")
    for seed in range(30):
        one, two = new_game(2, seed), new_game(2, seed)
        roll = rules.chance_outcome(one.state)
        assert roll == rules.chance_outcome(two.state)
        assert len(roll.dice) == 7 and all(d is not None and 1 <= d <= 6 for d in roll.dice)


# ---------------------------------------------------------------------- turn structure


def test_phases_and_who_decides() -> None:
    game = new_game(3)
    assert game.phase is Phase.ROLL and game.needs_roll and game.deciders() == ()
    game.roll(roll_for({V: 5}))
    assert game.phase is Phase.REROLL and game.deciders() == (0,)
    assert game.legal_moves(1) == [] and game.legal_moves(2) == []
    assert illegal(game, 1, PASS) == "not_active"
    game.decide(0, PASS)
    assert game.phase is Phase.CHOOSE_ACTIVE and game.deciders() == (0,)
    assert game.legal_moves(1) == []
    assert illegal(game, 2, Write(V)) == "not_active"
    game.decide(0, Write(V))
    assert game.phase is Phase.CHOOSE_ALL and game.deciders() == (0, 1, 2)
    game.decide(2, PASS)
    assert game.deciders() == (0, 1) and game.legal_moves(2) == []
    assert illegal(game, 2, PASS) == "already_decided"
    game.decide(0, PASS)
    events = game.decide(1, PASS)
    assert TurnPassed(1) in events
    assert game.phase is Phase.ROLL and game.state.active == 1 and game.state.dice == ()
    assert illegal(game, 1, PASS) == "roll_first"


def test_reroll_offers_every_nonempty_subset_once() -> None:
    game = new_game(1)
    game.roll([1, 1, 1, 1, 1, 1, 1])
    moves = game.legal_moves(0)
    rerolls = [m for m in moves if isinstance(m, Reroll)]
    assert PASS in moves and len(rerolls) == 2**7 - 1
    assert {frozenset(m.dice) for m in rerolls} == {
        frozenset(s) for k in range(1, 8) for s in itertools.combinations(range(7), k)
    }
    game.decide(0, Reroll((1, 4)))
    assert game.phase is Phase.ROLL and game.needs_roll
    game.roll([1, 3, 1, 1, 2, 1, 1])
    # Only one re-roll: straight on to action B, no re-roll among the moves.
    assert game.phase is Phase.CHOOSE_ACTIVE
    assert not any(isinstance(m, Reroll) for m in game.legal_moves(0))
    assert illegal(game, 0, Reroll((0,))) == "wrong_move"


def test_reroll_changes_only_the_chosen_dice() -> None:
    rules = get_rules("qwantum")
    for seed in range(20):
        game = new_game(2, seed)
        game.roll()
        before = game.state.dice
        chosen = (0, 2, 6) if seed % 2 else (3,)
        game.decide(0, Reroll(chosen))
        outcome = rules.chance_outcome(game.state)
        assert outcome.dice is not None
        kept = [i for i in range(7) if i not in chosen]
        assert [outcome.dice[i] for i in kept] == [before[i] for i in kept]
        events = game.roll()
        assert events == [DiceRolled(0, game.state.dice, reroll=True)]
        assert game.state.rolls == 2


def test_reroll_outcome_must_keep_the_other_dice() -> None:
    game = new_game(1)
    game.roll([1, 2, 3, 4, 5, 6, 1])
    game.decide(0, Reroll((0, 1)))
    with pytest.raises(IllegalMoveError, match="special die 2") as error:
        game.roll([6, 6, 6, 4, 5, 6, 1])
    assert error.value.rule == "kept_die_changed"
    assert game.phase is Phase.ROLL
    game.roll([6, 6, 3, 4, 5, 6, 1])
    assert game.state.dice == (6, 6, 3, 4, 5, 6, 1)


@pytest.mark.parametrize("dice", [(), (7,), (-1,), (2, 1), (1, 1), (0, 3, 3)])
def test_malformed_rerolls_are_illegal(dice: tuple[int, ...]) -> None:
    game = new_game(2)
    game.roll([1] * 7)
    assert illegal(game, 0, Reroll(dice)) == "bad_reroll"
    assert Reroll(dice) not in game.legal_moves(0)


def test_keeping_the_dice_goes_to_action_b() -> None:
    game = new_game(1)
    game.roll(roll_for({R: 9}))
    game.decide(0, PASS)
    assert game.phase is Phase.CHOOSE_ACTIVE and game.state.reroll == ()
    assert game.state.rolls == 1


# ---------------------------------------------------------------------- colour values, B and C


def test_sofia_example_b_then_c_with_the_other_three_colours() -> None:
    # Sofia, after her second roll: red 6, yellow 8, violet 6, blue 13.
    game = new_game(["Sofia", "Mateo", "Emma", "Lucas"])
    game.roll([1] * 7)
    game.decide(0, Reroll(tuple(range(7))))
    game.roll(roll_for({R: 6, Y: 8, V: 6, B: 13}))
    state = game.state
    assert state.colour_values() == (6, 13, 6, 8)
    assert set(game.legal_moves(0)) == {Write(V), Write(B), Write(R), Write(Y), PASS}
    game.decide(0, Write(V))
    assert game.state.b_row == V and game.state.b_colour == "violet"
    # Action C: violet is gone for everyone, the active player included.
    for player in range(4):
        assert set(game.legal_moves(player)) == {Write(B), Write(R), Write(Y), PASS}
    assert illegal(game, 1, Write(V)) == "colour_taken"
    assert illegal(game, 0, Write(V)) == "colour_taken"
    game.decide(0, Write(Y))
    game.decide(1, Write(R))
    game.decide(2, Write(R))  # several players may take the same colour
    events = game.decide(3, Write(B))
    written = [(e.player, e.row, e.field, e.value) for e in events if isinstance(e, NumberWritten)]
    assert written == [(0, Y, 0, 8), (1, R, 0, 6), (2, R, 0, 6), (3, B, 0, 13)]
    sheets = game.state.sheets
    assert sheets[0] == ((6,), (), (), (8,))
    assert sheets[1] == sheets[2] == ((), (), (6,), ())
    assert sheets[3] == ((), (13,), (), ())
    assert not any(isinstance(e, MisthrowTaken) for e in events)


def test_lucas_missing_colours_count_the_white_die_alone() -> None:
    game = new_game(["Lucas", "Sofia", "Mateo", "Emma"])
    game.roll([2] * 7)
    game.decide(0, Reroll(tuple(range(7))))
    roll = roll_for({R: 3, Y: 8, V: 3, B: 19}, white=3)
    faces = raw_faces()
    shown = {faces[die][number - 1][0] for die, number in enumerate(roll[1:])}
    assert R not in shown and V not in shown  # no red and no violet after the second roll
    game.roll(roll)
    assert game.state.colour_values() == (3, 19, 3, 8)
    game.decide(0, Write(V))
    assert game.state.sheets[0][V] == (3,)
    assert set(game.legal_moves(2)) == {Write(R), Write(Y), Write(B), PASS}


def test_a_missing_colour_with_custom_dice() -> None:
    # All special faces red: violet, blue and yellow are the white die alone.
    dice = copy.deepcopy(DICE)
    for die in dice["special"]:
        die["faces"] = ["R1", "R2", "R3", "R4", "R5", "R6"]
    game = new_game(1, dice=dice)
    game.roll([5, 1, 2, 3, 4, 5, 6])
    assert game.state.colour_values() == (5, 5, 5 + 21, 5)


def test_c_offers_all_four_colours_when_b_was_passed() -> None:
    game = new_game(2)
    game.roll(roll_for({V: 4, B: 7, R: 9, Y: 11}))
    game.decide(0, PASS)
    game.decide(0, PASS)
    assert game.state.b_row is None
    for player in (0, 1):
        assert set(game.legal_moves(player)) == {Write(V), Write(B), Write(R), Write(Y), PASS}


def test_c_is_collected_then_applied_together() -> None:
    game = new_game(3)
    game.roll(roll_for({B: 7, Y: 9}))
    game.decide(0, PASS)
    game.decide(0, PASS)
    events = game.decide(2, Write(B))
    assert events == [DecisionRecorded(2)]
    assert game.state.sheets[2] == ((), (), (), ())
    game.decide(1, Write(Y))
    assert game.state.sheets[1] == ((), (), (), ())
    events = game.decide(0, Write(B))
    assert [(e.player, e.value) for e in events if isinstance(e, NumberWritten)] == [
        (0, 7),
        (1, 9),
        (2, 7),
    ]


def test_undo_in_c_keeps_the_other_players_choices() -> None:
    game = new_game(3)
    game.roll(roll_for({B: 7, Y: 9}))
    game.decide(0, PASS)
    game.decide(0, Write(B))
    game.decide(1, Write(Y))
    game.decide(2, Write(R))
    game.undo(1)
    assert game.state.pending[2] == Write(R) and game.state.pending[1] is None
    assert game.deciders() == (0, 1)


# ---------------------------------------------------------------------- misthrows


def test_misthrow_only_when_the_active_player_writes_nothing_in_b_and_c() -> None:
    game = new_game(2)
    # B only, C only, both: no misthrow.
    events = play_turn(game, roll_for({V: 3, B: 5}), b=Write(V))
    assert not any(isinstance(e, MisthrowTaken) for e in events)
    events = play_turn(game, roll_for({V: 3, B: 5}), c={1: Write(B)})
    assert not any(isinstance(e, MisthrowTaken) for e in events)
    events = play_turn(game, roll_for({R: 3, Y: 5}), b=Write(R), c={0: Write(Y)})
    assert not any(isinstance(e, MisthrowTaken) for e in events)
    # Nothing in B and C: a misthrow, though another player wrote in C.
    assert game.state.active == 1
    events = play_turn(game, roll_for({R: 4}), c={0: Write(R)})
    assert MisthrowTaken(1, 1) in events
    # A passive player who writes nothing never takes one.
    assert game.state.misthrows == (0, 1)


def test_kth_misthrow_costs_k_and_the_fifth_ends_the_game_after_c() -> None:
    game = new_game(2)
    totals = []
    for turn in range(4):
        play_turn(game, roll_for({V: 5}))  # player 0 passes all
        play_turn(game, roll_for({V: 5 + turn}), b=Write(V))  # player 1 writes
        totals.append(game.scores()[0].total)
    assert totals == [-1, -3, -6, -10]
    assert game.state.misthrows == (4, 0) and not game.is_over
    # Fifth: the game ends after C, whose writes by the others still count.
    events = play_turn(game, roll_for({R: 8}), c={1: Write(R)})
    assert game.is_over and game.state.over_reason == "misthrows"
    assert game.state.sheets[1][R] == (8,)
    over = [e for e in events if isinstance(e, GameOver)]
    assert over == [GameOver("misthrows", 0, (-15, game.scores()[1].total))]
    assert game.scores()[0].misthrow_points == -15
    assert game.legal_moves(1) == [] and game.deciders() == ()
    assert illegal(game, 1, PASS) == "game_over"


# ---------------------------------------------------------------------- sheet rules


def test_rows_rise_to_the_thick_line_then_fall() -> None:
    game = new_game(1)
    for value in (3, 5, 9, 14):
        write_value(game, Y, value)
    for value in (13, 5):
        write_value(game, Y, value)
    assert game.state.sheets[0][Y] == (3, 5, 9, 14, 13, 5)


@pytest.mark.parametrize(
    ("before", "value", "rule"),
    [
        ((5,), 5, "must_increase"),  # strictly increasing: equal is not enough
        ((5,), 4, "must_increase"),
        ((3, 5, 8), 7, "must_increase"),
        ((3, 5, 8, 11), 11, "must_decrease"),  # field 5 < field 4
        ((3, 5, 8, 11), 12, "must_decrease"),
        ((3, 5, 8, 11, 7), 7, "must_decrease"),  # field 6 < field 5
        ((3, 5, 8, 11, 7), 9, "must_decrease"),
        ((3, 5, 8, 11, 7, 4), 2, "row_full"),
    ],
)
def test_a_write_breaking_the_sheet_rule_is_illegal(
    before: tuple[int, ...], value: int, rule: str
) -> None:
    game = start_with(new_game(2), {0: {R: before}, 1: {R: before}})
    game.roll(roll_for({R: value}))
    game.decide(0, PASS)
    assert Write(R) not in game.legal_moves(0)
    assert illegal(game, 0, Write(R)) == rule
    game.decide(0, PASS)  # in C too, for a passive player
    assert Write(R) not in game.legal_moves(1)
    assert illegal(game, 1, Write(R)) == rule


@pytest.mark.parametrize(
    ("before", "value"),
    [((), 1), ((), 33), ((5,), 6), ((3, 5, 8), 30), ((3, 5, 8, 11), 10), ((3, 5, 8, 11, 7), 1)],
)
def test_a_write_keeping_the_sheet_rule_is_legal(before: tuple[int, ...], value: int) -> None:
    game = start_with(new_game(1), {0: {B: before}})
    game.roll(roll_for({B: value}))
    game.decide(0, PASS)
    assert Write(B) in game.legal_moves(0)
    events = game.decide(0, Write(B))
    assert NumberWritten(0, B, len(before), value) in events
    assert game.state.sheets[0][B] == (*before, value)


@pytest.mark.parametrize(
    ("column", "points"),
    [((4, 4, 7, 9), 7), ((9, 7, 4, 4), 7), ((6, 6, 6, 6), 6), ((2, 3, 4, 5), 3), ((8, 1, 8, 8), 8)],
)
def test_column_score_is_the_second_lowest_distinct_value(
    column: tuple[int, ...], points: int
) -> None:
    assert column_score(column) == points


def test_a_column_scores_when_its_fourth_field_fills() -> None:
    game = start_with(new_game(1), {0: {V: (4,), B: (4,), R: (9,)}})
    assert game.scores()[0].total == 0
    events = write_value(game, Y, 7)
    assert ColumnScored(0, 0, 7) in events
    assert game.scores()[0].row_points == (7, 0, 0, 0, 0, 0)


# ---------------------------------------------------------------------- worked examples


def test_mateo_columns_score_4_and_10() -> None:
    game = new_game(["Mateo"])
    sheet = {V: (2, 10, 11, 13, 9), B: (2, 12), R: (4, 8, 9, 12, 7), Y: (6, 11)}
    scored: list[ColumnScored] = []
    for row, values in sheet.items():
        for value in values:
            scored += [e for e in write_value(game, row, value) if isinstance(e, ColumnScored)]
    # Column 1 holds 2, 2, 4, 6: the lowest value twice, so the next one up (4) counts.
    assert scored == [ColumnScored(0, 0, 4), ColumnScored(0, 1, 10)]
    card = game.scores()[0]
    assert card.row_points == (4, 10, 0, 0, 0, 0) and card.total == 14


def test_emma_57_minus_6_is_51() -> None:
    game = new_game(["Emma"])
    for _ in range(3):
        events = play_turn(game, roll_for({V: 1}))  # writes nothing: a misthrow
    assert game.state.misthrows == (3,)
    sheet = {
        V: (2, 3, 5, 10, 4, 1),
        B: (6, 8, 12, 16, 11, 4),
        R: (7, 9, 12, 16, 11, 4),
        Y: (9, 10, 13, 20, 11, 4),
    }
    events = []
    for row, values in sheet.items():
        for value in values:
            assert not game.is_over
            events += write_value(game, row, value)
    # The last value filled the sheet in action B: the game is over, without action C.
    assert game.is_over and game.state.over_reason == "sheet_full"
    scored = [e.points for e in events if isinstance(e, ColumnScored)]
    assert scored == [6, 8, 12, 16, 11, 4] and sum(scored) == 57
    card = game.scores()[0]
    assert card.misthrow_points == -6 and card.total == 51
    assert [e for e in events if isinstance(e, GameOver)] == [GameOver("sheet_full", 0, (51,))]


# ---------------------------------------------------------------------- end of game

NEARLY_FULL = {
    V: (2, 3, 5, 10, 4, 1),
    B: (6, 8, 12, 16, 11, 4),
    R: (7, 9, 12, 16, 11, 4),
    Y: (9, 10, 13, 20, 11),
}


def test_a_sheet_full_in_b_ends_the_game_without_c() -> None:
    game = start_with(new_game(3), {0: NEARLY_FULL})
    game.roll(roll_for({Y: 6, R: 5}))
    game.decide(0, PASS)
    events = game.decide(0, Write(Y))
    assert game.is_over and game.state.over_reason == "sheet_full"
    assert game.deciders() == () and game.legal_moves(1) == []
    assert illegal(game, 1, Write(R)) == "game_over"
    assert [type(e) for e in events] == [NumberWritten, ColumnScored, GameOver]
    assert events[-1] == GameOver("sheet_full", 0, tuple(c.total for c in game.scores()))


def test_a_sheet_full_in_c_ends_the_game_after_c() -> None:
    game = start_with(new_game(3), {1: NEARLY_FULL})
    game.roll(roll_for({Y: 6, R: 5}))
    game.decide(0, PASS)
    game.decide(0, PASS)
    game.decide(1, Write(Y))
    assert not game.is_over  # everyone's C choice still counts
    game.decide(2, Write(R))
    events = game.decide(0, PASS)
    assert game.is_over and game.state.over_reason == "sheet_full"
    assert game.state.sheets[2][R] == (5,)
    # Settled: the active player, who wrote nothing in B and C, still marks the misthrow.
    assert MisthrowTaken(0, 1) in events and game.scores()[0].total == -1
    assert events[-1] == GameOver("sheet_full", 1, tuple(c.total for c in game.scores()))


def test_score_is_columns_minus_misthrows() -> None:
    sheet = {V: (1, 5, 9, 12), B: (3, 6, 10, 12), R: (3, 4, 8, 13), Y: (2, 9, 14, 15)}
    game = start_with(new_game(2), {1: sheet}, {1: 2})
    card = game.scores()[1]
    # Columns: {1,3,2} -> 2, {5,6,4,9} -> 5, {9,10,8,14} -> 9, {12,13,15} -> 13.
    assert card.row_points == (2, 5, 9, 13, 0, 0)
    assert card.misthrow_points == -3 and card.total == 29 - 3
    assert card.total == expected_total(list(sheet.values()), 2)


# ---------------------------------------------------------------------- moves, JSON, saves


def test_moves_round_trip_through_json() -> None:
    rules = get_rules("qwantum")
    for move in (PASS, Write(V), Write(Y), Reroll((0,)), Reroll((1, 3, 6))):
        assert rules.move_from_json(rules.move_to_json(move)) == move
    assert rules.move_to_json(Write(B)) == {"write": "blue"}
    for bad in ({"write": "green"}, {"write": 2}, {"reroll": "all"}, {"cross": ["red", 3]}, {}):
        with pytest.raises(ValueError):
            rules.move_from_json(bad)


def test_save_embeds_the_dice_and_loads_back() -> None:
    dice = copy.deepcopy(DICE)
    dice["special"][0]["faces"] = ["Y6", "Y6", "Y6", "Y6", "Y6", "Y6"]
    game = new_game(2, dice=dice)
    # White 2, then Y6 (changed die 1), R6, B4, B2, V2, Y1.
    play_turn(game, [2, 1, 1, 1, 1, 1, 1], b=Write(Y), c={1: Write(R)})
    assert game.state.sheets[0][Y] == (2 + 6 + 1,)
    assert game.state.sheets[1][R] == (2 + 6,)
    text = dumps(game)
    assert "Y6" in text and "UNVERIFIED" not in text  # normalised, self-contained
    loaded = loads(text)
    assert loaded.state == game.state and loaded.log == game.log


def test_normalised_options_are_stable() -> None:
    rules = get_rules("qwantum")
    once = rules.normalise_options({"dice": DICE})
    assert rules.normalise_options(once) == once
    assert parse_dice(once["dice"]) == parse_dice(DICE)


def test_a_save_with_broken_dice_is_refused() -> None:
    game = new_game(1)
    text = dumps(game).replace('"R1"', '"Q1"', 1)
    with pytest.raises(SaveError, match="unknown colour 'Q'"):
        loads(text)


def test_an_illegal_action_leaves_the_state_unchanged() -> None:
    rules = get_rules("qwantum")
    game = start_with(new_game(2), {0: {R: (3, 9)}})
    game.roll(roll_for({R: 5}))
    state = game.state
    snapshot = state.key()
    with pytest.raises(IllegalMoveError):
        rules.apply(state, Decision(0, Reroll(())))
    new, _ = rules.apply(state, Decision(0, PASS))
    new_snapshot = new.key()
    rules.apply(new, Decision(0, PASS))
    assert state.key() == snapshot and new.key() == new_snapshot
    assert new.phase is Phase.CHOOSE_ACTIVE
    with pytest.raises(IllegalMoveError):
        rules.apply(new, Decision(0, Write(R)))
    with pytest.raises(IllegalMoveError) as error:
        rules.apply(new, Roll((1,) * 7))
    assert error.value.rule == "not_rolling"


# ---------------------------------------------------------------------- malformed dice data


def broken(change: Any) -> Any:
    data = copy.deepcopy(DICE)
    change(data)
    return data


MALFORMED = [
    (lambda d: d["special"].pop(), "lists 5 dice"),
    (lambda d: d["special"].append(d["special"][0]), "lists 7 dice"),
    (lambda d: d["special"][1]["faces"].pop(), "special die 2 ('die 2') has 5 faces"),
    (lambda d: d["special"][3]["faces"].append("R1"), "special die 4 ('die 4') has 7 faces"),
    (lambda d: d["special"][2].__setitem__("faces", "R1"), "special die 3"),
    (lambda d: d["special"][2]["faces"].__setitem__(3, "G4"), "special die 3 ('die 3'), face 4"),
    (lambda d: d["special"][2]["faces"].__setitem__(3, "G4"), "unknown colour 'G'"),
    (lambda d: d["special"][0]["faces"].__setitem__(1, "R7"), "face 2: the number 7"),
    (lambda d: d["special"][0]["faces"].__setitem__(1, "R0"), "out of range 1-6"),
    (lambda d: d["special"][5]["faces"].__setitem__(5, 4), "special die 6 ('die 6'), face 6"),
    (lambda d: d["special"][5]["faces"].__setitem__(0, "Y"), "special die 6 ('die 6'), face 1"),
    (lambda d: d["white"]["faces"].__setitem__(5, 7), "white die ('white'), face 6"),
    (lambda d: d["white"]["faces"].pop(), "white die ('white') has 5 faces"),
    (lambda d: d.pop("white"), "the white die must be an object"),
    (lambda d: d.pop("special"), '"special" must be a list'),
    (lambda d: d.__setitem__("format", "qwixx"), '"format"'),
    (lambda d: d.__setitem__("version", 2), '"version"'),
    (lambda d: d.__setitem__("dices", []), "unknown keys ['dices']"),
    (lambda d: d["special"][1].__setitem__("name", "die 1"), "different names"),
]


@pytest.mark.parametrize(("change", "fragment"), MALFORMED)
def test_malformed_dice_data_is_rejected_clearly(change: Any, fragment: str) -> None:
    data = broken(change)
    with pytest.raises(DiceFileError) as error:
        parse_dice(data)
    assert fragment in str(error.value)
    assert isinstance(error.value, EngineError)
    with pytest.raises(SetupError, match="Qwantum dice data"):
        new_game(1, dice=data)


def test_dice_data_must_be_an_object() -> None:
    data: Any
    for data in (None, [], "dice"):
        with pytest.raises(DiceFileError, match="JSON object"):
            parse_dice(data)


def test_lower_case_colour_letters_are_accepted() -> None:
    data = broken(lambda d: d["special"][0]["faces"].__setitem__(0, "r1"))
    assert parse_dice(data) == parse_dice(DICE)


# ---------------------------------------------------------------------- property tests


def play_randomly(players: int, seed: int, write_bias: int) -> tuple[Game, list[Event]]:
    """Random legal play; `write_bias` 0..3 makes writing likelier than passing, and 4 lets
    the greedy bot play (its games often end with a full sheet).

    Along the way, checks that legal_moves lists exactly the writes the engine accepts.
    """
    from qwixx_desktop.ai.greedy_qwantum import greedy_bot

    game = new_game(players, seed)
    rules = game.rules
    greedy = greedy_bot(rules, 0)
    stream = ChanceStream(seed, 7)
    events: list[Event] = []
    while not game.is_over:
        if game.needs_roll:
            events += game.roll()
            continue
        for player in game.deciders():
            moves = game.legal_moves(player)
            assert PASS in moves
            if game.phase is not Phase.REROLL:
                for row in range(4):
                    try:
                        rules.apply(game.state, Decision(player, Write(row)))
                        accepted = True
                    except IllegalMoveError:
                        accepted = False
                    assert accepted == (Write(row) in moves)
            if write_bias == 4:
                move = greedy(game.state, player)
            elif game.phase is Phase.REROLL:
                move = PASS if stream.below(2) else moves[stream.below(len(moves))]
            else:
                writes = [m for m in moves if isinstance(m, Write)]
                pool = writes if writes and stream.below(4) < write_bias else moves
                move = pool[stream.below(len(pool))]
            assert move in moves
            events += game.decide(player, move)
    return game, events


@settings(max_examples=80, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**63 - 1), write_bias=st.integers(0, 4))
def test_random_play_ends_and_keeps_every_rule(players: int, seed: int, write_bias: int) -> None:
    game, events = play_randomly(players, seed, write_bias)
    state = game.state
    # Each turn someone active writes or takes a misthrow; two chance outcomes at most.
    assert state.rolls <= 2 * (players * (24 + 4) + 1)
    assert state.phase is Phase.OVER

    sheets: list[list[list[int]]] = [[[] for _ in range(4)] for _ in range(players)]
    misthrows = [0] * players
    active = 0
    for event in events:
        if isinstance(event, NumberWritten):
            assert event.field == len(sheets[event.player][event.row])  # no gaps
            sheets[event.player][event.row].append(event.value)
        elif isinstance(event, MisthrowTaken):
            assert event.player == active  # only the active player
            misthrows[event.player] += 1
            assert event.count == misthrows[event.player]
        elif isinstance(event, TurnPassed):
            active = event.active
    for player in range(players):
        assert [tuple(v) for v in sheets[player]] == list(state.sheets[player])
        for values in sheets[player]:
            assert rows_ok(values), values
        card = game.scores()[player]
        assert card.total == expected_total(sheets[player], misthrows[player])
    assert list(state.misthrows) == misthrows

    full = [p for p in range(players) if sum(map(len, sheets[p])) == 24]
    if state.over_reason == "sheet_full":
        assert full
    else:
        assert state.over_reason == "misthrows" and not full and 5 in misthrows
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1 and over[0].totals == tuple(c.total for c in game.scores())


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**63 - 1),
    write_bias=st.sampled_from([2, 4]),
    cut=st.floats(0, 1),
)
def test_save_load_and_replay_give_the_same_state(
    players: int, seed: int, write_bias: int, cut: float
) -> None:
    game, _ = play_randomly(players, seed, write_bias)
    game.truncate(int(len(game.log) * cut))
    loaded = loads(dumps(game))
    assert loaded.state == game.state and loaded.log == game.log
    replayed = new_game(players, seed)
    replayed.replay(game.log)
    assert replayed.state == game.state
    assert replayed.scores() == game.scores()


# ---------------------------------------------------------------------- greedy bot


def play_bots(game: Game, bots: Sequence[Any]) -> Game:
    while not game.is_over:
        if game.needs_roll:
            game.roll()
            continue
        for player in game.deciders():
            move = bots[player](game.state, player)
            assert move in game.legal_moves(player)
            game.decide(player, move)
    return game


def test_greedy_bot_plays_legal_deterministic_games() -> None:
    from qwixx_desktop.ai.greedy_qwantum import greedy_bot

    rules = get_rules("qwantum")
    for seed in range(6):
        players = 1 + seed % 4
        one = play_bots(new_game(players, seed), [greedy_bot(rules, p) for p in range(players)])
        two = play_bots(new_game(players, seed), [greedy_bot(rules, 9) for _ in range(players)])
        assert one.log == two.log


def test_greedy_bot_beats_random_play() -> None:
    from qwixx_desktop.ai.baseline import random_bot
    from qwixx_desktop.ai.greedy_qwantum import greedy_bot

    rules = get_rules("qwantum")
    greedy = random = 0
    for seed in range(20):
        greedy += play_bots(new_game(1, seed), [greedy_bot(rules, 0)]).scores()[0].total
        random += play_bots(new_game(1, seed), [random_bot(rules, seed)]).scores()[0].total
    assert greedy > random + 20 * 15


def test_greedy_bot_refuses_other_games() -> None:
    from qwixx_desktop.ai.greedy_qwantum import greedy_bot

    with pytest.raises(ValueError):
        greedy_bot(get_rules("classic"), 0)
