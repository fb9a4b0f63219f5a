"""The classic 1v1 look at the next turn (ai/classic_lookahead.py): its exact expectation over
the dice equals a brute force through the engine, and the expert's search can use it."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai.classic_lookahead import NextTurn, expected_best
from qwixx_desktop.ai.classic_search import Search, search_moves
from qwixx_desktop.ai.expert_classic import EXPERT, ClassicEvaluator, final_chance
from qwixx_desktop.engine import Decision, Game, Phase, Roll, get_rules
from qwixx_desktop.engine.crossing import CrossState

from .helpers import start_with_sheets
from .test_classic_search import positions

RULES = get_rules("classic")
RED, YELLOW, GREEN, BLUE = range(4)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.lists(st.sampled_from([0.0, 0.1, 0.2, 0.35, 0.5, 0.9, 1.0]), min_size=6, max_size=6),
        min_size=1,
        max_size=3,
    )
)
def test_the_expected_best_of_independent_rows_is_the_mean_over_every_throw(
    rows: list[list[float]],
) -> None:
    throws = list(itertools.product(*rows))
    brute = sum(max(values) for values in throws) / len(throws)
    values = np.array([rows])
    assert abs(float(expected_best(values)[0]) - brute) < 1e-12


def _estimate(state: CrossState, me: int) -> float:
    """The expert's one-step estimate of a position at the end of a turn, exact when over."""
    if state.phase is Phase.OVER:
        totals = [card.total for card in RULES.scores(state)]
        mine = totals.pop(me)
        return final_chance(mine, totals)
    evaluator = ClassicEvaluator(EXPERT, state, me)
    return evaluator.utility(evaluator.outcome([], True, turn_over=True))


def _brute_force(state: CrossState, me: int) -> float:
    """Every throw of the six dice through the engine: the player who is not active picks
    its action 1 from the white sum against the active player's best action 1 and 2 with
    all dice seen (best for me when I am active, worst when the opponent is)."""
    active = state.active
    other = 1 - active
    best = max if active == me else min
    choose = min if active == me else max
    open_rows = [row for row in range(4) if not state.closed >> row & 1]
    total = 0.0
    for a in range(1, 7):
        for b in range(a, 7):
            weight = (1 if a == b else 2) / 36
            values = []
            for colours in itertools.product(range(1, 7), repeat=len(open_rows)):
                dice: list[int | None] = [a, b, None, None, None, None]
                for row, face in zip(open_rows, colours, strict=True):
                    dice[2 + row] = face
                rolled = RULES.apply_trusted(state, Roll(tuple(dice)))
                by_choice = []
                for answer in RULES.legal_moves(rolled, other):
                    after_other = RULES.apply_trusted(rolled, Decision(other, answer))
                    outcomes = []
                    for first in RULES.legal_moves(after_other, active):
                        after = RULES.apply_trusted(after_other, Decision(active, first))
                        if after.phase is Phase.OVER:
                            outcomes.append(_estimate(after, me))
                            continue
                        for second in RULES.legal_moves(after, active):
                            done = RULES.apply_trusted(after, Decision(active, second))
                            outcomes.append(_estimate(done, me))
                    by_choice.append(best(outcomes))
                values.append(by_choice)
            # The other player's choice is made on the white sum: the mean over the colours.
            means = [sum(column) / len(values) for column in zip(*values, strict=True)]
            total += weight * choose(means)
    return total


def _late_position(active: int) -> CrossState:
    # Blue closed; both can lock a second row (ending the game) and take few crosses; the
    # player at three misthrows ends the game by crossing nothing.
    game = start_with_sheets(
        Game("classic", ["Me", "Other"], 1),
        {
            0: {
                RED: [3, 5, 7, 9, 11],
                YELLOW: [4, 6, 8, 10],
                GREEN: [12, 10, 8, 6, 4],
                BLUE: [12, 11, 10, 9, 8, 7],
            },
            1: {
                RED: [2, 4, 6, 8, 10],
                YELLOW: [3, 5, 7, 9, 11],
                GREEN: [11, 9, 7, 5],
                BLUE: [12, 11, 10, 9, 8, 2],
            },
        },
    )
    state = game.state.copy()
    state.misthrows = (2, 3)
    state.active = active
    return state


def test_the_next_turn_is_the_exact_expectation_over_the_dice() -> None:
    state = _late_position(active=0)
    for me in (0, 1):  # the active player's view, then the other's
        exact = _brute_force(state, me)
        assert 0.05 < exact < 0.95
        assert abs(NextTurn(EXPERT, me).value(state) - exact) < 1e-6


def test_the_search_with_the_next_turn_ranks_every_legal_move() -> None:
    deeper = Search(lookahead=True)
    looked = 0
    for state in positions(1, 5)[::4]:
        for player in RULES.deciders(state):
            ranked = search_moves(RULES, state, player, EXPERT, deeper)
            moves = [move for move, _ in ranked]
            assert sorted(map(repr, moves)) == sorted(map(repr, RULES.legal_moves(state, player)))
            values = [value for _, value in ranked]
            assert values == sorted(values, reverse=True)
            assert all(0.0 <= value <= 1.0 for value in values)
            looked += ranked != search_moves(RULES, state, player)
    assert looked > 0  # the next turn changed some close calls' values
