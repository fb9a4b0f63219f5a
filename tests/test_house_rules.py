"""House rules of the crossing games (crosses before a lock, misthrows that end the game,
points per misthrow, rows that must lock), and the rule facts on the rules interface."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.engine import (
    PASS,
    SEED_MAX,
    Cross,
    Decision,
    Game,
    IllegalMoveError,
    Move,
    Phase,
    Reroll,
    SetupError,
    get_rules,
)
from qwixx_desktop.engine.chance import ChanceStream
from qwixx_desktop.engine.crossing import CrossRules, CrossState
from qwixx_desktop.engine.events import Event, GameOver, MisthrowTaken, RowLocked
from qwixx_desktop.engine.longo import LongoRules, LongoState
from qwixx_desktop.engine.onboard import OnBoardState
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.gamedata import load_board, load_qwantum_dice
from qwixx_desktop.games.crossing import (
    LOCK_CROSSES,
    MISTHROW_POINTS,
    MISTHROWS_TO_END,
    ROWS_TO_END,
    crossing_house_rules,
)
from qwixx_desktop.games.spec import HouseRule

RED, YELLOW = 0, 1


def solo(options: Mapping[str, Any] | None = None, game: str = "classic") -> Game:
    return Game(game, ["Solo"], 7, options)


def turn(game: Game, white: tuple[int, int], white_move: Move = PASS) -> list[Event]:
    """One solo turn: roll (coloured dice all 1), action 1 as given, pass action 2."""
    faces = [None if game.state.is_closed(r) else 1 for r in range(4)]
    events = game.roll([*white, *faces])
    events += game.decide(0, white_move)
    if not game.is_over:
        events += game.decide(0, PASS)
    return events


def cross_red(game: Game, numbers: Sequence[int]) -> list[Event]:
    events: list[Event] = []
    for number in numbers:
        low = max(1, number - 6)
        events += turn(game, (low, number - low), Cross(RED, number))
    return events


# ---------------------------------------------------------------------- each house rule


def test_lock_after_three_crosses() -> None:
    standard = solo()
    cross_red(standard, [2, 3, 4])
    standard.roll([6, 6, 1, 1, 1, 1])
    with pytest.raises(IllegalMoveError) as refused:
        standard.decide(0, Cross(RED, 12))
    assert refused.value.rule == "lock_needs_crosses"

    house = solo({LOCK_CROSSES: 3})
    cross_red(house, [2, 3])
    house.roll([6, 6, 5, 1, 1, 1])
    assert Cross(RED, 12) not in house.legal_moves(0)  # two crosses are not enough
    with pytest.raises(IllegalMoveError, match="at least 3 crosses"):
        house.decide(0, Cross(RED, 12))
    house.decide(0, PASS)
    house.decide(0, Cross(RED, 11))  # a white 6 and the red 5
    events = turn(house, (6, 6), Cross(RED, 12))
    assert any(isinstance(e, RowLocked) and e.row == RED for e in events)
    assert house.state.is_closed(RED)


def test_game_ends_on_the_third_misthrow() -> None:
    standard = solo()
    for _ in range(3):
        turn(standard, (1, 2))
    assert not standard.is_over

    house = solo({MISTHROWS_TO_END: 3})
    turn(house, (1, 2))
    turn(house, (1, 2))
    assert not house.is_over
    events = turn(house, (1, 2))
    assert house.is_over and house.state.over_reason == "misthrows"
    assert [e.count for e in events if isinstance(e, MisthrowTaken)] == [3]
    assert any(isinstance(e, GameOver) for e in events)


def test_one_locked_row_ends_the_game() -> None:
    game = solo({ROWS_TO_END: 1})
    cross_red(game, [2, 3, 4, 5, 6])
    assert not game.is_over
    events = turn(game, (6, 6), Cross(RED, 12))
    assert game.is_over and game.state.over_reason == "locks"
    assert isinstance(events[-1], GameOver)

    standard = solo()
    cross_red(standard, [2, 3, 4, 5, 6, 12])
    assert standard.state.is_closed(RED) and not standard.is_over


def test_misthrows_cost_the_chosen_points() -> None:
    game = solo({MISTHROW_POINTS: 2})
    cross_red(game, [2, 3])
    turn(game, (1, 2))
    turn(game, (1, 2))
    card = game.scores()[0]
    assert card.misthrows == 2 and card.misthrow_points == -4
    assert card.total == 3 - 4  # two crosses in red: 1 + 2 points

    free = solo({MISTHROW_POINTS: 0})
    turn(free, (1, 2))
    assert free.scores()[0].total == 0


# ---------------------------------------------------------------------- options, saves


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({LOCK_CROSSES: 11}, "0-10"),  # no room left of a classic row's lock for 11 crosses
        ({LOCK_CROSSES: -1}, "0-10"),
        ({LOCK_CROSSES: "3"}, "whole number"),
        ({LOCK_CROSSES: 3.0}, "whole number"),
        ({MISTHROWS_TO_END: True}, "whole number"),
        ({MISTHROWS_TO_END: 0}, "1-8"),
        ({MISTHROW_POINTS: 21}, "0-20"),
        ({ROWS_TO_END: 5}, "1-4"),
        ({"turbo": 1}, "no options turbo"),
    ],
)
def test_bad_house_rules_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        solo(options)


def test_every_crossing_game_takes_house_rules_beside_its_own_options() -> None:
    longo = Game("longo", ["A", "B"], 3, {"lucky_range": [3, 9], LOCK_CROSSES: 4})
    assert longo.setup.options == {"lucky_range": [3, 9], LOCK_CROSSES: 4}
    assert isinstance(longo.rules, LongoRules) and isinstance(longo.state, LongoState)
    assert longo.rules.variant.min_crosses_to_lock == 4
    assert all(3 <= n <= 9 for pair in longo.state.lucky for n in pair)
    with pytest.raises(SetupError, match="0-13"):  # Longo: 15 numbers, two of them lock
        Game("longo", ["A"], 3, {LOCK_CROSSES: 14})

    board = load_board("a")
    onboard = Game("onboard", ["A", "B"], 3, {"board": board, ROWS_TO_END: 3})
    assert isinstance(onboard.state, OnBoardState)
    assert onboard.state.variant.locked_rows_to_end == 3
    assert list(onboard.setup.options) == ["board", ROWS_TO_END]
    with pytest.raises(SetupError, match="board"):
        Game("onboard", ["A", "B"], 3, {ROWS_TO_END: 3})

    with pytest.raises(SetupError, match=LOCK_CROSSES):
        Game("qwantum", ["A"], 3, {"dice": load_qwantum_dice(), LOCK_CROSSES: 3})


def test_standard_values_are_not_recorded_and_the_save_is_unchanged() -> None:
    spelled_out = {LOCK_CROSSES: 5, MISTHROWS_TO_END: 4, MISTHROW_POINTS: 5, ROWS_TO_END: 2}
    game = solo(spelled_out)
    plain = solo()
    assert game.setup.options == {} and game.rules is plain.rules is get_rules("classic")
    for g in (game, plain):
        cross_red(g, [2, 3])
    assert dumps(game) == dumps(plain)
    assert '"options": {},' in dumps(plain)

    longo = Game("longo", ["A"], 1, {LOCK_CROSSES: 6})
    assert longo.setup.options == {"lucky_range": [2, 16]}


def test_game_rules_carry_the_house_rules_and_are_built_once() -> None:
    game = solo({LOCK_CROSSES: 3, MISTHROW_POINTS: 1})
    standard = get_rules("classic")
    assert isinstance(game.rules, CrossRules) and type(game.rules) is type(standard)
    assert game.rules is not standard
    assert standard.is_standard and not game.rules.is_standard
    assert game.rules.variant.min_crosses_to_lock == 3
    assert game.rules.variant.misthrow_penalty == 1
    assert game.rules.standard_variant is standard.variant
    assert isinstance(game.state, CrossState) and game.state.variant is game.rules.variant
    # The same house rules give the same rules object (bots keep their tables per rules).
    again = standard.with_options({MISTHROW_POINTS: 1, LOCK_CROSSES: 3})
    assert again is game.rules
    assert game.rules.with_options({LOCK_CROSSES: 3, MISTHROW_POINTS: 1}) is game.rules
    assert game.rules.with_options({}) is standard
    assert standard.with_options({LOCK_CROSSES: 5}) is standard


def test_house_rules_survive_save_and_load() -> None:
    game = Game("longo", ["A", "B"], 11, {MISTHROWS_TO_END: 2, ROWS_TO_END: 1})
    play_randomly(game, 5)
    loaded = loads(dumps(game))
    assert loaded.setup.options == {"lucky_range": [2, 16], MISTHROWS_TO_END: 2, ROWS_TO_END: 1}
    assert loaded.rules is game.rules
    assert loaded.state == game.state
    assert '"misthrows_to_end": 2' in dumps(game)


def test_crossing_states_hold_only_crossing_fields() -> None:
    classic = solo().state
    assert type(classic) is CrossState
    for name in ("lucky", "figures", "final_turns", "board"):
        assert name not in CrossState.__slots__
        assert not hasattr(classic, name)
    longo = Game("longo", ["A", "B"], 1).state
    assert isinstance(longo, LongoState) and longo.copy().lucky == longo.lucky
    onboard = Game("onboard", ["A", "B"], 1, {"board": load_board("b")}).state
    assert isinstance(onboard, OnBoardState)
    copied = onboard.copy()
    assert type(copied) is OnBoardState and copied == onboard
    assert (copied.figures, copied.final_turns, copied.board) == ((0, 0), -1, onboard.board)
    assert not hasattr(onboard, "lucky")


# ---------------------------------------------------------------------- rule facts, seeds


def test_simultaneous_phases_come_from_the_rules() -> None:
    crossing = get_rules("classic")
    assert crossing.is_simultaneous(Phase.WHITE)
    assert not crossing.is_simultaneous(Phase.COLOUR)
    assert not get_rules("onboard").is_simultaneous(Phase.BOARD)
    qwantum = get_rules("qwantum")
    assert qwantum.is_simultaneous(Phase.CHOOSE_ALL)
    assert not qwantum.is_simultaneous(Phase.CHOOSE_ACTIVE)
    assert not qwantum.is_simultaneous(Phase.WHITE)


def test_only_a_picked_reroll_rolls_itself() -> None:
    game = Game("qwantum", ["A", "B"], 5, {"dice": load_qwantum_dice()})
    assert game.needs_roll and not game.rolls_itself
    game.roll()
    assert game.phase is Phase.REROLL and not game.rolls_itself
    game.decide(0, Reroll((0, 2)))
    assert game.needs_roll and game.rolls_itself
    assert game.rules.rolls_itself(game.state)
    game.roll()
    assert game.phase is Phase.CHOOSE_ACTIVE and not game.rolls_itself

    classic = solo()
    assert classic.needs_roll and not classic.rolls_itself


@pytest.mark.parametrize("seed", [-1, SEED_MAX + 1, True, 1.0, "1"])
def test_game_refuses_a_seed_out_of_range(seed: Any) -> None:
    with pytest.raises(SetupError, match="seed"):
        Game("classic", ["A"], seed)


def test_game_takes_every_seed_in_range() -> None:
    assert Game("classic", ["A"], SEED_MAX).setup.seed == SEED_MAX
    assert Game("classic", ["A"], 0).setup.seed == 0


def test_house_rule_ranges_follow_the_variant() -> None:
    classic = crossing_house_rules(get_rules("classic").variant)
    assert classic == (
        HouseRule(LOCK_CROSSES, 5, 0, 10),
        HouseRule(MISTHROWS_TO_END, 4, 1, 8),
        HouseRule(MISTHROW_POINTS, 5, 0, 20),
        HouseRule(ROWS_TO_END, 2, 1, 4),
    )


# ---------------------------------------------------------------------- property


def play_randomly(game: Game, seed: int, limit: int = 2000) -> None:
    """Random legal play (crossing more often than passing) for at most `limit` actions."""
    stream = ChanceStream(seed, 77)
    for _ in range(limit):
        if game.is_over:
            return
        if game.needs_roll:
            game.roll()
            continue
        player = game.deciders()[0]
        moves = game.legal_moves(player)
        crosses = [m for m in moves if m is not PASS]
        pool = crosses if crosses and stream.below(3) else moves
        game.apply(Decision(player, pool[stream.below(len(pool))]))


house_rules = st.fixed_dictionaries(
    {},
    optional={
        LOCK_CROSSES: st.integers(0, 10),
        MISTHROWS_TO_END: st.integers(1, 8),
        MISTHROW_POINTS: st.integers(0, 20),
        ROWS_TO_END: st.integers(1, 4),
    },
)


@settings(max_examples=40, deadline=None)
@given(
    game_key=st.sampled_from(["classic", "longo", "onboard"]),
    options=house_rules,
    players=st.integers(2, 4),
    seed=st.integers(0, SEED_MAX),
    cut=st.floats(0, 1),
)
def test_replay_equals_state_under_random_house_rules(
    game_key: str, options: dict[str, int], players: int, seed: int, cut: float
) -> None:
    extra: dict[str, Any] = {"board": load_board("a")} if game_key == "onboard" else {}
    game = Game(game_key, [f"P{i}" for i in range(players)], seed, {**options, **extra})
    play_randomly(game, seed)
    assert game.is_over
    end = game.state
    variant = end.variant
    for key, field in (
        (LOCK_CROSSES, "min_crosses_to_lock"),
        (MISTHROWS_TO_END, "misthrow_boxes"),
        (MISTHROW_POINTS, "misthrow_penalty"),
        (ROWS_TO_END, "locked_rows_to_end"),
    ):
        if key in options:
            assert getattr(variant, field) == options[key]
    # The end obeys the house rules.
    if end.over_reason == "misthrows":
        assert max(end.misthrows) == variant.misthrow_boxes
    if end.over_reason == "locks":
        assert end.closed.bit_count() >= variant.locked_rows_to_end
    penalty = variant.misthrow_penalty
    assert [c.misthrow_points for c in game.scores()] == [-penalty * m for m in end.misthrows]

    replayed = Game(game_key, game.players, seed, game.setup.options)
    replayed.replay(game.log)
    assert replayed.state == end
    assert loads(dumps(game)).state == end
    # Undo replays a shorter log: the same state as playing that far.
    length = int(cut * len(game.log))
    game.truncate(length)
    partial = Game(game_key, game.players, seed, game.setup.options)
    partial.replay(replayed.log[:length])
    assert game.state == partial.state
