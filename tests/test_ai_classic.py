"""Classic levels: legal and reproducible play, the coach, and the end-game judgement."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.classic_phase import load_phase_models, phase_of
from qwixx_desktop.ai.coach import advise
from qwixx_desktop.ai.expert_classic import (
    CALM,
    HARD,
    LAST,
    LATE,
    game_stage,
    is_calm,
    rank_moves,
)
from qwixx_desktop.ai.kit import LEVELS
from qwixx_desktop.ai.outlook import outlook_of
from qwixx_desktop.ai.solo_table import (
    HAZARD_CONTINUATION,
    key_of,
)
from qwixx_desktop.engine import PASS, Cross, Decision, Game, Phase, get_rules
from qwixx_desktop.simulate import play_out

from .helpers import BLUE, GREEN, RED, YELLOW, start_with_sheets

RULES = get_rules("classic")


@settings(max_examples=12, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32), level=st.sampled_from(LEVELS))
def test_levels_play_only_legal_moves_and_repeat_themselves(
    players: int, seed: int, level: str
) -> None:
    def play() -> list[object]:
        bots = [make_bot(level if p == 0 else "skip2", RULES, seed + p) for p in range(players)]
        state = RULES.new_state(players, seed, {})
        moves = []
        while state.phase is not Phase.OVER:
            if RULES.is_chance(state):
                state, _ = RULES.apply(state, RULES.chance_outcome(state))
                continue
            for player in RULES.deciders(state):
                move = bots[player](state, player)
                assert move in RULES.legal_moves(state, player)
                moves.append(move)
                state, _ = RULES.apply(state, Decision(player, move))
        return moves

    assert play() == play()


def test_the_coach_ranks_every_move_and_its_best_is_the_experts() -> None:
    expert = make_bot("expert", RULES, 0)
    checked = 0
    for seed in range(3):
        game = Game("classic", ["A", "B"], seed)
        while not game.is_over and checked < 150:
            if game.needs_roll:
                game.roll()
                continue
            for player in game.deciders():
                advice = advise(RULES, game.state, player)
                legal = game.legal_moves(player)
                assert sorted(map(repr, (a.move for a in advice))) == sorted(map(repr, legal))
                assert advice[0].move == expert(game.state, player)
                assert advice[0].regret == 0
                regrets = [a.regret for a in advice]
                assert regrets == sorted(regrets) and min(regrets) >= 0
                checked += 1
                game.decide(player, advice[0].move)
    assert checked >= 100


def leading_game(lead_rows: dict[int, list[int]], trail_rows: dict[int, list[int]]) -> Game:
    return start_with_sheets(Game("classic", ["Expert", "Other"], 1), {0: lead_rows, 1: trail_rows})


def test_expert_locks_the_second_row_to_end_a_game_it_leads() -> None:
    game = leading_game(
        {RED: [2, 3, 4, 5, 6, 12], YELLOW: [2, 3, 4, 5, 6], GREEN: [12, 11, 10, 9]},
        {BLUE: [12, 11, 10]},
    )
    game.roll([6, 6, None, 3, 3, 3])  # white sum 12: yellow 12 locks the second row
    assert Cross(YELLOW, 12) in game.legal_moves(0)
    assert make_bot("expert", RULES, 0)(game.state, 0) == Cross(YELLOW, 12)


def test_expert_never_locks_into_a_loss() -> None:
    game = leading_game(
        {RED: [2, 3, 4, 5, 6, 12], YELLOW: [2, 3, 4, 5, 6]},
        {GREEN: [12, 11, 10, 9, 8, 7, 6, 5], BLUE: [12, 11, 10, 9, 8, 7, 6, 5]},
    )
    game.roll([6, 6, None, 3, 3, 3])
    totals_if_locked = (21 + 28, 36 + 36)  # expert 49 against 72: locking would lose
    assert totals_if_locked[0] < totals_if_locked[1]
    assert make_bot("expert", RULES, 0)(game.state, 0) != Cross(YELLOW, 12)


def test_expert_takes_a_game_ending_misthrow_only_when_it_wins() -> None:
    def expert_choices(lead: bool) -> tuple[object, object]:
        mine = {RED: [2, 3, 4, 5, 6, 7, 8, 9]} if lead else {RED: [2, 3]}
        game = leading_game(mine, {GREEN: [12, 11, 10, 9]})
        state = game.state.copy()
        state.misthrows = (3, 0)
        game.initial_state = game.state = state
        game.roll([1, 1, 1, 1, 1, 1])  # white 2: yellow 2 possible; nothing else
        expert = make_bot("expert", RULES, 0)
        first = expert(game.state, 0)
        game.decide(1, PASS)
        game.decide(0, first)
        second = expert(game.state, 0) if game.phase is Phase.COLOUR else None
        return first, second

    # Red 8 crosses (36) - 3 misthrows against 10: a fourth misthrow ends the game at 16 to 10,
    # a certain win, so the expert passes both actions on purpose.
    assert expert_choices(lead=True) == (PASS, PASS)
    # Behind, a fourth misthrow would end the game in a loss: it crosses something instead.
    first, second = expert_choices(lead=False)
    assert isinstance(first, Cross) or isinstance(second, Cross)


def test_solo_expert_is_the_solo_optimal_player() -> None:
    optimal = make_bot("solo-optimal", RULES, 0)
    expert = make_bot("expert", RULES, 0)
    state = RULES.new_state(1, 5, {})
    decisions = 0
    while state.phase is not Phase.OVER:
        if RULES.is_chance(state):
            state, _ = RULES.apply(state, RULES.chance_outcome(state))
            continue
        ranked = rank_moves(RULES, state, 0)
        best = optimal(state, 0)
        assert dict(ranked)[best] == pytest.approx(ranked[0][1])
        state, _ = RULES.apply(state, Decision(0, expert(state, 0)))
        decisions += 1
    assert decisions > 20


def test_expert_beats_skip2_over_a_small_sample() -> None:
    rules = RULES
    wins = 0.0
    for seed in range(60):
        seats = ["expert", "skip2"] if seed % 2 else ["skip2", "expert"]
        bots = [make_bot(s, rules, 0) for s in seats]
        final = play_out(rules, rules.new_state(2, seed, {}), bots)
        totals = [card.total for card in rules.scores(final)]
        me = seats.index("expert")
        wins += 1.0 if totals[me] > totals[1 - me] else 0.5 if totals[0] == totals[1] else 0.0
    assert wins / 60 > 0.55  # the benchmark measures ~72 % over 20 000 games


def test_a_game_is_calm_until_its_end_is_in_sight() -> None:
    calm = RULES.new_state(2, 3, {})
    assert is_calm(calm)
    # Five crosses in a row (either player's) can lock it: the end is in sight.
    ready = start_with_sheets(Game("classic", ["A", "B"], 3), {1: {RED: [2, 3, 4, 5, 6]}})
    assert not is_calm(ready.state)
    four = start_with_sheets(Game("classic", ["A", "B"], 3), {1: {RED: [2, 3, 4, 5]}})
    assert is_calm(four.state)
    three_misthrows = four.state.copy()
    three_misthrows.misthrows = (0, 3)
    assert not is_calm(three_misthrows)
    # Not calm: late while a row can be locked, the last stage once one more lock or
    # misthrow may end the game.
    assert [game_stage(s) for s in (four.state, ready.state, three_misthrows)] == [
        CALM,
        LATE,
        LAST,
    ]
    closed = ready.state.copy()
    closed.closed = 1
    assert game_stage(closed) == LAST


def test_the_benchmarks_sparring_partners_play_whole_legal_games() -> None:
    from bench.classic_sparring import SPARRING

    bots = [SPARRING[name](RULES, 0) for name in ("plan2", "odds", "expert-v1")]
    for seed in range(3):
        seats = [bots[seed], bots[(seed + 1) % 3]]
        final = play_out(RULES, RULES.new_state(2, seed, {}), seats)  # the engine checks moves
        assert final.phase is Phase.OVER


def test_a_sparring_expert_variant_reads_true_and_false_as_written() -> None:
    from bench.classic_sparring import field_value

    assert field_value(True, "False") is False
    assert field_value(False, "True") is True
    assert field_value(1.0, "0.93") == 0.93
    with pytest.raises(ValueError):
        field_value(True, "no")


def test_1v1_a_lead_stays_uncertain_to_the_end_of_the_game() -> None:
    from dataclasses import replace

    from qwixx_desktop.ai.expert_classic import EXPERT, ClassicEvaluator, Style
    from qwixx_desktop.engine.crossing import CrossState

    assert EXPERT.spread_floor > 0
    old = replace(EXPERT, spread_floor=0.0)

    def pass_chance(style: Style, state: CrossState) -> float:
        evaluator = ClassicEvaluator(style, state, 0)
        return evaluator.utility(evaluator.outcome([], True, turn_over=True))

    # Late (red closed, every row far on), 148 to 139: the table expects about 15 points to
    # come in all, yet a single lock can still swing the game.
    sheets = {
        0: {
            RED: [2, 3, 4, 5, 6, 7, 12],
            YELLOW: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            GREEN: [12, 11, 10, 9, 8, 7, 6, 5],
            BLUE: [12, 11, 10, 9, 8, 4],
        },
        1: {
            RED: [2, 3, 4, 5, 6, 7, 8],
            YELLOW: [2, 3, 4, 5, 6, 7, 8, 9, 10],
            GREEN: [12, 11, 10, 9, 8, 7, 6, 5, 4],
            BLUE: [12, 11, 10, 9, 8, 3],
        },
    }
    late = start_with_sheets(Game("classic", ["A", "B"], 3), sheets).state
    assert pass_chance(EXPERT, late) < pass_chance(old, late) - 0.02
    assert 0.5 < pass_chance(EXPERT, late) < 0.96
    # With three players the floor is not used.
    crowd = start_with_sheets(Game("classic", ["A", "B", "C"], 3), sheets).state
    assert pass_chance(EXPERT, crowd) == pass_chance(old, crowd)
    # The outlook the window shows is as unsure as the expert: the normal margin of the two
    # estimates with the floor (without it, about 0.98 here).
    rules = get_rules("classic")
    race = load_phase_models()
    keys = [key_of(late, player) for player in (0, 1)]
    futures = [race.value(keys[player], phase_of(keys[1 - player])) for player in (0, 1)]
    totals = [card.total for card in rules.scores(late)]
    margin = totals[0] + futures[0] - totals[1] - futures[1]
    spread = math.sqrt(EXPERT.spread_floor**2 + EXPERT.spread**2 * sum(futures))
    expected = 0.5 * (1 + math.erf(margin / spread / math.sqrt(2)))
    shown = outlook_of(rules, late)
    assert shown is not None and shown.values[0] == pytest.approx(expected, abs=0.01)


def test_1v1_the_expert_reads_its_future_by_the_opponents_phase() -> None:
    from qwixx_desktop.ai.expert_classic import EXPERT, ClassicEvaluator

    race = load_phase_models()
    # My red row can lock (five crosses); the opponent's yellow can too, its red is empty.
    sheets = {0: {RED: [2, 3, 4, 5, 6]}, 1: {YELLOW: [2, 3, 4, 5, 6]}}
    state = start_with_sheets(Game("classic", ["A", "B"], 3), sheets).state
    evaluator = ClassicEvaluator(EXPERT, state, 0)
    assert phase_of(key_of(state, 1)) == 5  # a lock ready, the next row five crosses away
    passing = evaluator.outcome([], True, turn_over=True)
    assert evaluator.own_future(passing) == race.value(passing.key, 5)
    # Locking red closes it for the opponent too: one more lock (its yellow) ends the game,
    # so my future is read in phase 0, which expects less to come.
    locking = evaluator.outcome([(0, 10)], True, turn_over=True)
    assert locking.locked_rows == (0,)
    assert evaluator.own_future(locking) == race.value(locking.key, 0)
    assert race.value(locking.key, 0) < race.value(locking.key, 5) - 1
    # The opponent's future still comes from the 0.9 table; with three players, and for
    # `hard`, no lock-race models are read.
    assert evaluator.table is not None
    assert evaluator.table.continuation == HAZARD_CONTINUATION
    crowd = start_with_sheets(Game("classic", ["A", "B", "C"], 3), sheets).state
    assert ClassicEvaluator(EXPERT, crowd, 0).lock_race is None
    assert ClassicEvaluator(HARD, state, 0).lock_race is None
