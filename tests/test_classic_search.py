"""The classic expert's search of close calls (ai/classic_search.py): deterministic, legal, it
sees the replies the one-step estimate misses, and it stays within the time goal."""

from __future__ import annotations

import time
from dataclasses import replace

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.classic_search import Search, search_moves
from qwixx_desktop.ai.expert_classic import EXPERT, is_calm, rank_moves
from qwixx_desktop.engine import Cross, Decision, Game, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.engine.crossing import CrossState

from .helpers import start_with_sheets

RULES = get_rules("classic")
ONE_STEP = replace(EXPERT, search=False)
RED, YELLOW, GREEN, BLUE = range(4)


def positions(games: int, seed: int) -> list[CrossState]:
    """Every decision point of expert-against-expert games."""
    expert = make_bot("expert", RULES, 0)
    found = []
    for index in range(games):
        state = RULES.new_state(2, derive_seed(seed, index), {})
        while state.phase is not Phase.OVER:
            if RULES.is_chance(state):
                state = RULES.apply_trusted(state, RULES.chance_outcome(state))
                continue
            found.append(state)
            for player in RULES.deciders(state):
                state = RULES.apply_trusted(state, Decision(player, expert(state, player)))
    return found


def test_the_search_ranks_every_legal_move_sorted_and_the_same_every_time() -> None:
    searched = 0
    for state in positions(2, 3)[::3]:
        for player in RULES.deciders(state):
            ranked = search_moves(RULES, state, player)
            moves = [move for move, _ in ranked]
            assert sorted(map(repr, moves)) == sorted(map(repr, RULES.legal_moves(state, player)))
            values = [value for _, value in ranked]
            assert values == sorted(values, reverse=True)
            assert all(0.0 <= value <= 1.0 for value in values)
            assert search_moves(RULES, state, player) == ranked
            one_step = rank_moves(RULES, state, player, ONE_STEP)
            searched += ranked != one_step
    assert searched > 0  # some decisions were close calls that the search re-valued


def test_late_in_the_game_it_searches_the_best_moves_however_far_apart() -> None:
    close_only = Search(late_margin=Search().margin, candidates=3)
    late = [
        (state, player)
        for state in positions(2, 4)
        if not is_calm(state)
        for player in RULES.deciders(state)
    ]
    assert late
    widened = 0
    for state, player in late:
        one_step = rank_moves(RULES, state, player, ONE_STEP)
        ranked = search_moves(RULES, state, player)
        searched = min(8, len(one_step))
        # The best 8 one-step moves are searched and come first, whatever their margin.
        assert {m for m, _ in ranked[:searched]} == {m for m, _ in one_step[:searched]}
        widened += ranked != search_moves(RULES, state, player, EXPERT, close_only)
    assert widened > 0  # moves beyond the close calls changed some rankings


def test_it_locks_the_row_the_opponent_cannot_lock_at_the_same_time() -> None:
    # White 12: locking red or yellow ends the game (blue is closed). The one-step value
    # calls both a certain win, but the opponent may cross red 12 with the same white dice
    # (five crosses in red) and would lock it too, ending the game ahead; yellow it cannot.
    game = start_with_sheets(
        Game("classic", ["Expert", "Other"], 1),
        {
            0: {
                RED: [4, 6, 7, 9, 10],
                YELLOW: [2, 3, 4, 5, 6, 7, 8],
                GREEN: [11, 9, 8, 7],
                BLUE: [10, 9, 8, 7, 5, 4],
            },
            1: {
                RED: [4, 5, 6, 9, 11],
                YELLOW: [3, 6, 7],
                GREEN: [9, 8, 7, 6],
                BLUE: [11, 10, 9, 8, 7, 6, 5, 2],
            },
        },
    )
    state = game.state.copy()
    state.active = 1
    game.initial_state = game.state = state
    game.roll([6, 6, 3, 6, 1, None])
    one_step = rank_moves(RULES, game.state, 0, ONE_STEP)
    assert one_step[0] == (Cross(RED, 12), 1.0)  # the one-step value sees no difference
    assert make_bot("expert", RULES, 0)(game.state, 0) == Cross(YELLOW, 12)
    assert dict(search_moves(RULES, game.state, 0))[Cross(RED, 12)] == 0.0


def test_it_crosses_now_to_deny_the_opponent_a_lock_that_ends_the_game() -> None:
    # The opponent (active) has red locked and can lock yellow with its yellow 6 and a white
    # 6 in action 2: the second lock ends the game, 56 + the green 9 it crosses now against
    # 57, a tie. Passing keeps the expert's sheet best for a long game (the one-step choice);
    # crossing yellow 9 now (4 points) leaves the opponent no lock that does not lose.
    game = start_with_sheets(
        Game("classic", ["Expert", "Other"], 1),
        {
            0: {
                YELLOW: [3, 4, 6],
                GREEN: [12, 11, 8, 7, 6],
                BLUE: [11, 10, 9, 8, 7, 6, 5, 4],
            },
            1: {RED: [2, 3, 4, 5, 6, 12], YELLOW: [7, 8, 9, 10, 11]},
        },
    )
    state = game.state.copy()
    state.active = 1
    game.initial_state = game.state = state
    game.roll([6, 3, None, 6, 1, 1])
    assert [card.total for card in game.scores()] == [57, 43]
    assert rank_moves(RULES, game.state, 0, ONE_STEP)[0][0] != Cross(YELLOW, 9)
    assert make_bot("expert", RULES, 0)(game.state, 0) == Cross(YELLOW, 9)


def test_a_decision_takes_well_under_the_time_goal() -> None:
    expert = make_bot("expert", RULES, 0)
    times = []
    for state in positions(2, 8):
        for player in RULES.deciders(state):
            started = time.thread_time()
            expert(state, player)
            times.append(time.thread_time() - started)
    times.sort()
    # The goal is p99 <= 20 ms (make bench-ai measures it); on a busy test machine the
    # median stays far below and the slowest (a searched close call) within a few times it.
    assert times[len(times) // 2] < 0.005
    assert times[-1] < 0.1
