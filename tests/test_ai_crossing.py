"""Longo and On Board level bots (easy, medium, hard, expert) and their `rank_moves`.

Strength is measured by bench/bench_ai_crossing.py; here only what must always hold: legal
moves at every level and player count, reproducible play under a seed, a complete and ordered
ranking whose first move is the expert's, and a loose sanity check of strength.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai import expert_longo, make_bot
from qwixx_desktop.ai.base import game_ai
from qwixx_desktop.ai.crossing_eval import (
    HORIZON,
    RowModel,
    RowTables,
    rolls_left_distribution,
)
from qwixx_desktop.ai.kit import LEVELS, Bot, ValueScale
from qwixx_desktop.engine import Cross, Decision, Game, Move, Phase
from qwixx_desktop.engine.crossing import CrossRules, CrossState
from qwixx_desktop.engine.longo import LongoRules
from qwixx_desktop.engine.registry import get_rules
from qwixx_desktop.engine.variants import LONGO
from qwixx_desktop.games import get_game
from qwixx_desktop.games.crossing import LOCK_CROSSES
from qwixx_desktop.simulate import simulate

from .helpers import BLUE, GREEN, RED, YELLOW, dice_for_white_sum, play_turn, start_with_sheets

GAMES = ("longo", "onboard")
LEVEL_NAMES = LEVELS


def ranker(game: str) -> Callable[[CrossState, int], list[tuple[Move, float]]]:
    """The coach's ranking of `game`'s decisions (its AI table's ranker)."""
    rules = get_rules(game)
    rank = game_ai(rules).ranker
    return lambda state, player: rank(rules, state, player)


def rules_and_options(game: str) -> tuple[CrossRules, dict[str, Any]]:
    rules = get_rules(game)
    assert isinstance(rules, CrossRules)
    return rules, rules.normalise_options(get_game(game).read_data("a"))


def play(
    game: str,
    bots: Sequence[Bot],
    seed: int,
    check: Callable[[CrossState, int, Move], None] | None = None,
) -> tuple[CrossState, list[Move]]:
    """Play a whole game, asserting that every move is legal."""
    rules, options = rules_and_options(game)
    state = rules.new_state(len(bots), seed, options)
    moves: list[Move] = []
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            state, _ = rules.apply(state, rules.chance_outcome(state))
            continue
        for player in rules.deciders(state):
            move = bots[player](state, player)
            assert move in rules.legal_moves(state, player), (move, state.phase)
            if check is not None:
                check(state, player, move)
            moves.append(move)
            state, _ = rules.apply(state, Decision(player, move))
    return state, moves


@settings(max_examples=25, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    levels=st.lists(st.sampled_from(LEVEL_NAMES), min_size=1, max_size=4),
    seed=st.integers(0, 2**31),
)
def test_levels_play_only_legal_moves(game: str, levels: list[str], seed: int) -> None:
    rules, _ = rules_and_options(game)
    if len(levels) < rules.min_players:
        levels = [*levels, "expert"]
    bots = [make_bot(level, rules, seed + i) for i, level in enumerate(levels)]
    final, _ = play(game, bots, seed)
    assert final.phase is Phase.OVER


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_levels_are_reproducible_under_a_seed(game: str, level: str) -> None:
    rules, _ = rules_and_options(game)
    runs = []
    for _ in range(2):
        bots = [make_bot(level, rules, 11), make_bot(level, rules, 12)]
        runs.append(play(game, bots, 5))
    assert runs[0][1] == runs[1][1]
    assert runs[0][0] == runs[1][0]


@pytest.mark.parametrize("game", GAMES)
def test_noisy_levels_depend_on_their_seed(game: str) -> None:
    """Easy chooses among near-best moves at random: another seed, another game."""
    rules, _ = rules_and_options(game)
    games = {
        tuple(play(game, [make_bot("easy", rules, s), make_bot("easy", rules, s + 1)], 3)[1])
        for s in (1, 100, 1000)
    }
    assert len(games) > 1


@pytest.mark.parametrize("game", GAMES)
def test_rank_moves_lists_every_legal_move_once_best_first(game: str) -> None:
    rules, _ = rules_and_options(game)
    rank = ranker(game)
    expert = make_bot("expert", rules, 0)
    checked = 0

    def check(state: CrossState, player: int, move: Move) -> None:
        nonlocal checked
        ranked = rank(state, player)
        legal = rules.legal_moves(state, player)
        assert sorted(map(repr, (m for m, _ in ranked))) == sorted(map(repr, legal))
        values = [v for _, v in ranked]
        assert all(np.isfinite(values))
        assert values == sorted(values, reverse=True)
        assert ranked[0][0] == expert(state, player)
        checked += 1

    for seed in range(3):
        bots = [make_bot("medium", rules, seed), make_bot("hard", rules, seed)]
        play(game, bots, 40 + seed, check)
    assert checked > 50


@pytest.mark.parametrize("game", GAMES)
def test_rank_moves_is_empty_when_the_player_has_nothing_to_decide(game: str) -> None:
    rules, options = rules_and_options(game)
    state = rules.new_state(2, 1, options)
    assert ranker(game)(state, 0) == []  # the dice must be rolled first


@pytest.mark.parametrize("game", GAMES)
def test_expert_beats_random(game: str) -> None:
    result = simulate(game, ["expert", "random"], 24, 9, get_game(game).read_data("a"))
    assert result.entries[0].win_rate.mean >= 0.9


def test_row_table_values_are_sane() -> None:
    tables = RowTables(LONGO, RowModel(2, 0.6, 0.6))
    values = tables.values
    empty = tables.index_of_mask(0, False)
    assert values[0, empty] == 0
    # More rolls left never hurt, and an empty row's value grows with them.
    assert np.all(np.diff(values, axis=0) >= -1e-9)
    assert values[HORIZON, empty] > values[10, empty] > 0
    # A locked row with six numbers and the lock keeps its 8 crosses' points.
    locked = tables.index_of_mask(0b111111 | 1 << 13 | 1 << 15, True)
    assert np.allclose(values[:, locked], 36)


def test_rolls_left_distribution_is_a_distribution() -> None:
    for args in ((8.0, 4.0, -1.0, 0.0), (12.0, 4.0, 3.0, 0.0), (0.0, 0.3, 0.0, 0.0)):
        probs = rolls_left_distribution(*args)
        assert probs.shape == (HORIZON + 1,)
        assert abs(probs.sum() - 1) < 1e-9 and np.all(probs >= 0)
    # The final round bounds the rolls left exactly.
    assert rolls_left_distribution(12.0, 4.0, 3.0, 0.0)[4:].sum() == 0


def longo_rules() -> LongoRules:
    rules = get_rules("longo")
    assert isinstance(rules, LongoRules)
    return rules


def longo_decisions(seed: int, games: int) -> list[tuple[CrossState, int]]:
    """Decision points (with more than one legal move) of expert-against-greedy Longo games."""
    rules, _ = rules_and_options("longo")
    found: list[tuple[CrossState, int]] = []

    def record(state: CrossState, player: int, move: Move) -> None:
        if len(rules.legal_moves(state, player)) > 1:
            found.append((state, player))

    for index in range(games):
        bots = [make_bot("expert", rules, index), make_bot("greedy", rules, index)]
        play("longo", bots, seed + index, record)
    return found


def test_longo_expert_cannot_see_the_dice_to_come() -> None:
    """The game's seed decides the dice still to be rolled: the expert's ranking never
    changes with it (it judges only what the player sees)."""
    expert = expert_longo.build_expert(longo_rules(), "expert")
    decisions = longo_decisions(11, 2)
    for state, player in decisions:
        other = state.copy()
        other.seed = state.seed + 1
        assert expert.rank_moves(other, player) == expert.rank_moves(state, player)
    assert len(decisions) > 20


@pytest.mark.parametrize(("trails", "locks"), [(False, True), (True, False)])
def test_longo_expert_ends_a_game_it_leads_and_not_one_it_trails(trails: bool, locks: bool) -> None:
    """One row is locked and the white 15 lets A lock red, which ends the game: A takes it
    when that wins the game, and not when it would lose it (B is active: passing is free)."""
    sheets: dict[int, dict[int, list[int]]] = {
        0: {RED: [2, 3, 4, 5, 6, 7], GREEN: [16, 14, 13, 12, 11, 10]},
        1: {YELLOW: [2, 3, 4, 5, 6, 7, 16]},
    }
    if trails:
        sheets[1][BLUE] = [16, 15, 14, 13, 12, 11, 10, 9, 8]
    game = start_with_sheets(Game("longo", ["A", "B"], 3, {"lucky_range": [2, 3]}), sheets)
    play_turn(game, dice_for_white_sum(game, 9))  # A's turn passes: B is active now
    game.roll(dice_for_white_sum(game, 15))
    lock = Cross(RED, 15)
    assert lock in game.legal_moves(0)
    move = make_bot("expert", game.rules, 0)(game.state, 0)
    assert (move == lock) is locks


def test_the_coach_tells_a_game_ending_lock_that_loses_as_the_win_chance_it_throws_away() -> None:
    """A trails B by 20 points and may end the game with a lock: the coach's values are win
    chances (as a lead in points, the lost game read as tens of points lost), the lock's is
    none, the best move's a real one, and the order is the expert's."""
    from qwixx_desktop.ai.coach import advise, value_scale

    sheets: dict[int, dict[int, list[int]]] = {
        0: {RED: [2, 3, 4, 5, 6, 7], GREEN: [16, 14, 13, 12, 11, 10]},
        1: {YELLOW: [2, 3, 4, 5, 6, 7, 16], BLUE: [16, 15, 14, 13, 12, 11]},
    }
    game = start_with_sheets(Game("longo", ["A", "B"], 3, {"lucky_range": [2, 3]}), sheets)
    play_turn(game, dice_for_white_sum(game, 9))
    game.roll(dice_for_white_sum(game, 15))
    assert [card.total for card in game.rules.scores(game.state)] == [37, 57]
    assert value_scale(game.rules, 2) is ValueScale.WIN_CHANCE
    advice = advise(game.rules, game.state, 0)
    assert advice[0].move == make_bot("expert", game.rules, 0)(game.state, 0)
    assert all(0.0 <= item.value <= 1.0 for item in advice)
    lock = next(item for item in advice if item.move == Cross(RED, 15))
    assert lock.value < 1e-6
    assert 0.01 < advice[0].value < 0.99
    assert lock.regret == pytest.approx(advice[0].value)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_sheet_total_reads_each_row_where_row_tables_put_it(game: str, data: Any) -> None:
    # CrossingExpert.total inlines RowTables.index_of_mask (its innermost loop): with a
    # table whose value is the index itself, the total is the sum of index_of_mask.
    from qwixx_desktop.ai import expert_onboard
    from qwixx_desktop.ai.crossing_eval import Outcome

    rules = get_rules(game)
    assert isinstance(rules, CrossRules)
    evaluation = {"longo": expert_longo.EVALUATION, "onboard": expert_onboard.EVALUATION}[game]
    expert = evaluation.expert(rules, "expert")
    tables = expert.tables(2)[0]
    bits = st.integers(0, (1 << (tables.length + 1)) - 1)  # the numbers and one lock box
    marks = tuple(data.draw(bits) for _ in rules.variant.rows)
    closed = data.draw(st.integers(0, (1 << len(marks)) - 1))
    identity = [float(index) for index in range(tables.n_states)]
    ctx = expert.context(rules.new_state(2, 1, rules_and_options(game)[1]), 0)
    sheet = Outcome(marks, closed, 0)
    no_rolls = np.zeros(HORIZON + 1)
    # Without a joint model (its share is tested on its own): the rows alone.
    total = expert.total(ctx, 0, sheet, sheet, (identity, identity), no_rolls, True)
    extra = expert.extra_value(ctx, 0, sheet, sheet, no_rolls, True)
    expected = sum(
        tables.index_of_mask(mask, bool(closed >> row & 1)) for row, mask in enumerate(marks)
    )
    assert total - extra == expected


def test_longo_totals_take_a_share_from_the_whole_sheet_value() -> None:
    from qwixx_desktop.ai.crossing_eval import Outcome
    from qwixx_desktop.ai.sheet_shape import LONGO_SHAPE

    rules = get_rules("longo")
    assert isinstance(rules, CrossRules)
    expert = expert_longo.EVALUATION.expert(rules, "expert")
    model = expert_longo.load_joint_model()
    assert expert.joint is model and expert.style.joint_share == expert_longo.JOINT_SHARE > 0
    assert expert_longo.EVALUATION.expert(rules, "hard").joint is None
    house = Game("longo", ["A", "B"], 3, {LOCK_CROSSES: 4}).rules  # not the sheet it solves
    assert expert_longo.EVALUATION.expert(house, "expert").joint is None
    # From the empty sheet at the end of a turn: the exact table's expected score (the model
    # is 0.46 points off) if the game goes on.
    empty = Outcome((0, 0, 0, 0), 0, 0)
    going_on = model.continuation
    assert going_on == expert_longo.JOINT_CONTINUATION < 1
    assert expert.joint_total(empty, False, model) == pytest.approx(
        going_on * model.meta["initial_value"], abs=1
    )
    # Red 2..7 crossed (21 points), two misthrows: points now plus the model's rest; once the
    # game is over, the points alone.
    sheet = Outcome((0b111111, 0, 0, 0), 0, 2)
    red = LONGO_SHAPE.code_of(5, 6)
    rest = going_on * model.value(2, [red, 0, 0, 0])
    assert expert.joint_total(sheet, False, model) == pytest.approx(21 - 10 + rest)
    assert expert.joint_total(sheet, True, model) == 11 == expert.points_now(sheet)
    # The same crosses in a row somebody else closed take no more: worth less.
    assert expert.joint_total(Outcome(sheet.marks, 0b1, 2), False, model) < 21 - 10 + rest
    # The total mixes the rows' own estimate with this one.
    ctx = expert.context(rules.new_state(2, 1, rules_and_options("longo")[1]), 0)
    probs = np.zeros(HORIZON + 1)
    probs[10] = 1.0
    weights = expert.row_weights((10.0, 0.0, 0.0, 0.0), probs, 2)
    share = expert.style.joint_share
    rows_only = expert.total(ctx, 0, sheet, sheet, weights, probs, False)
    blended = expert.total(ctx, 0, sheet, sheet, weights, probs, False, model)
    expected = (1 - share) * rows_only + share * expert.joint_total(sheet, False, model)
    assert blended == pytest.approx(expected)
    assert abs(blended - rows_only) > 0.01


def test_the_longo_expert_reads_its_own_future_as_a_shorter_game_near_their_locks() -> None:
    from qwixx_desktop.ai.crossing_eval import Context, Outcome

    rules, options = rules_and_options("longo")
    expert = expert_longo.EVALUATION.expert(rules, "expert")
    short, usual = expert_longo.load_joint_model(0.83), expert_longo.load_joint_model()
    assert short.continuation == 0.83 and usual is expert.joint
    assert [model.continuation for model in expert.race_joints] == list(
        expert_longo.RACE_CONTINUATIONS
    )
    assert expert_longo.EVALUATION.expert(rules, "hard").race_joints == ()
    state = rules.new_state(3, 1, options)
    mine = Outcome((0, 0, 0, 0), 0, 0)
    six, five, four, three, two = 0b111111, 0b11111, 0b1111, 0b111, 0b11

    def own_model(closed: int, *opponents: tuple[int, ...]) -> float:
        others = list(range(1, len(opponents) + 1))
        ctx = Context(state, 0, others, 1.0, {}, sheets=[mine.marks, *opponents])
        model = expert.own_joint(ctx, Outcome(mine.marks, closed, 0))
        assert model is not None
        return model.continuation

    # Lock distance: the crosses the opponents still miss before two rows could lock.
    assert own_model(0, (0, 0, 0, 0)) == 0.9  # 12
    assert own_model(0, (six, six, 0, 0)) == 0.83  # 0
    assert own_model(0, (six, five, 0, 0)) == 0.83  # 1
    assert own_model(0, (six, four, 0, 0)) == 0.87  # 2
    assert own_model(0, (six, three, 0, 0)) == 0.87  # 3
    assert own_model(0, (six, two, 0, 0)) == 0.9  # 4
    assert own_model(0, (six, 0, 0, 0), (0, six, 0, 0)) == 0.83  # each row's best placed
    # My lock of green closes it for them too: one more lock ends the game, red is ready.
    assert own_model(0, (six, 0, 0, 0)) == 0.9
    assert own_model(0b100, (six, 0, 0, 0)) == 0.83
    # Solo nobody else can end the game: the usual model (the opponents read it always).
    solo = Context(state, 0, [], 1.0, {}, sheets=[mine.marks])
    assert expert.own_joint(solo, mine) is usual
    # The shorter game's model expects fewer points to come from the same sheet.
    sheet = Outcome((six, 0, 0, 0), 0, 0)
    assert expert.joint_total(sheet, False, short) < expert.joint_total(sheet, False, usual) - 1


def test_the_longo_expert_spreads_each_margin_by_the_points_still_to_come() -> None:
    from qwixx_desktop.ai.crossing_eval import Outcome, _phi, _phi_inverse

    rules, options = rules_and_options("longo")
    expert = expert_longo.EVALUATION.expert(rules, "expert")
    assert expert.style.margin_spread == expert_longo.MARGIN_SPREAD > 0
    assert expert.style.spread_floor == expert_longo.SPREAD_FLOOR > 0
    greedy = make_bot("greedy", rules, 0)

    def checked(players: int) -> float:
        """The expert's value of its sheet, checked against the value computed here after
        twelve rolls of greedy players; returns the last margin's spread."""
        state = rules.new_state(players, 5, options)
        for _ in range(12):  # twelve rolls, to a decision after the 13th
            state, _ = rules.apply(state, rules.chance_outcome(state))
            while not rules.is_chance(state):
                for player in rules.deciders(state):
                    state, _ = rules.apply(state, Decision(player, greedy(state, player)))
        state, _ = rules.apply(state, rules.chance_outcome(state))
        assert state.phase is Phase.WHITE
        ctx = expert.context(state, 0)
        mine = Outcome(state.marks[0], state.closed, state.misthrows[0])
        key, probs = expert.distribution(ctx, mine)
        weights = expert.row_weights(key, probs, players)
        own = expert.own_joint(ctx, mine)
        my_total = expert.total(ctx, 0, mine, mine, weights, probs, False, own)
        chance, sd = 1.0, 0.0
        for other in range(1, players):
            theirs = Outcome(state.marks[other], state.closed, state.misthrows[other])
            their_total = expert.total(
                ctx, other, theirs, mine, weights, probs, False, expert.joint
            )
            to_come = my_total - expert.points_now(mine) + their_total - expert.points_now(theirs)
            assert to_come > 10  # both sheets still have points to come after twelve rolls
            spread = expert_longo.MARGIN_SPREAD * math.sqrt(to_come)
            if players == 2:  # 1v1 from a floor: a lock swings a game to its last roll
                sd = math.sqrt(expert_longo.SPREAD_FLOOR**2 + spread**2)
            else:
                sd = spread + 1
            chance *= _phi((my_total - their_total) / sd)
        expected = ctx.ref_sd * _phi_inverse(chance) + 1e-3 * my_total
        assert expert.value(ctx, mine) == pytest.approx(expected)
        return sd

    assert checked(2) > expert_longo.SPREAD_FLOOR
    assert checked(3) > 1
