"""Qwantum level bots (easy, medium, hard, expert) and the coach's `rank_moves`.

Strength is measured by bench/bench_ai_qwantum.py; here only what must always hold: legal
moves at every level, reproducible play under a seed, a complete and ordered ranking whose
first move is the expert's, the exact column formula, and a loose sanity check of strength.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.expert_qwantum import rank_moves
from qwixx_desktop.ai.kit import Bot
from qwixx_desktop.ai.qwantum_model import column_expectation
from qwixx_desktop.engine import Decision, Move, Phase, Reroll
from qwixx_desktop.engine.qwantum import QwantumRules, QwantumState, column_score
from qwixx_desktop.engine.registry import get_rules
from qwixx_desktop.games import get_game
from qwixx_desktop.simulate import simulate

RULES = get_rules("qwantum")
assert isinstance(RULES, QwantumRules)
OPTIONS = RULES.normalise_options(get_game("qwantum").read_data("a"))
LEVEL_NAMES = ("easy", "medium", "hard", "expert")


def play(
    bots: Sequence[Bot], seed: int, check: Any = None, max_decisions: int | None = None
) -> tuple[QwantumState, list[Move]]:
    """Play to the end (or `max_decisions`), asserting that every move is legal."""
    state = RULES.new_state(len(bots), seed, OPTIONS)
    moves: list[Move] = []
    while state.phase is not Phase.OVER:
        if RULES.is_chance(state):
            state, _ = RULES.apply(state, RULES.chance_outcome(state))
            continue
        for player in RULES.deciders(state):
            legal = RULES.legal_moves(state, player)
            move = bots[player](state, player)
            assert move in legal, (move, legal)
            if check is not None:
                check(state, player, move)
            moves.append(move)
            state, _ = RULES.apply(state, Decision(player, move))
        if max_decisions is not None and len(moves) >= max_decisions:
            break
    return state, moves


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    levels=st.lists(st.sampled_from(LEVEL_NAMES), min_size=1, max_size=4),
)
def test_bots_play_only_legal_moves(seed: int, levels: list[str]) -> None:
    bots = [make_bot(level, RULES, seed + seat) for seat, level in enumerate(levels)]
    state, _ = play(bots, seed)
    assert state.phase is Phase.OVER


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_level_is_deterministic_under_a_seed(level: str) -> None:
    def run() -> list[Move]:
        bots = [make_bot(level, RULES, 42), make_bot("greedy", RULES, 0)]
        return play(bots, 9, max_decisions=40)[1]

    assert run() == run()


def test_easy_draws_its_noise_from_the_seed() -> None:
    # The noise comes only from the bot's seed: another seed plays another game.
    def run(seed: int) -> list[Move]:
        return play([make_bot("easy", RULES, seed), make_bot("greedy", RULES, 0)], 3)[1]

    first = run(1)
    assert run(1) == first
    assert any(run(seed) != first for seed in (2, 3, 4))


def test_rank_moves_ranks_every_legal_move_once_best_first_expert_first() -> None:
    expert = make_bot("expert", RULES, 0)
    seen: set[Phase] = set()

    def check(state: QwantumState, player: int, move: Move) -> None:
        ranked = rank_moves(state, player)
        legal = RULES.legal_moves(state, player)
        moves = [m for m, _ in ranked]
        assert sorted(map(repr, moves)) == sorted(map(repr, legal))
        assert len(set(moves)) == len(moves)
        values = [v for _, v in ranked]
        assert all(np.isfinite(values))
        assert values == sorted(values, reverse=True)
        assert moves[0] == expert(state, player)
        if state.phase is Phase.REROLL:
            assert len(ranked) == 128
            assert sum(isinstance(m, Reroll) for m in moves) == 127
        seen.add(state.phase)

    bots = [expert, make_bot("greedy", RULES, 0), make_bot("hard", RULES, 1)]
    play(bots, 5, check=check, max_decisions=60)
    assert {Phase.REROLL, Phase.CHOOSE_ACTIVE, Phase.CHOOSE_ALL} <= seen


def test_column_expectation_matches_enumeration() -> None:
    rng = np.random.default_rng(7)
    values = 7
    for _ in range(4):
        dist = rng.random((4, values)) * (rng.random((4, values)) < 0.6)
        dist[:, 0] = 0.0
        dist[:, 2] += 0.05  # every row can happen
        dist /= dist.sum(axis=1, keepdims=True)
        exact = sum(
            np.prod([dist[row, v] for row, v in enumerate(cells)]) * column_score(cells)
            for cells in itertools.product(range(1, values), repeat=4)
        )
        assert column_expectation(dist) == pytest.approx(exact, abs=1e-9)
    # A filled column (certain values) scores exactly.
    certain = np.zeros((4, 12))
    for row, v in enumerate((4, 4, 7, 9)):
        certain[row, v] = 1.0
    assert column_expectation(certain) == pytest.approx(7.0)


def test_expert_beats_random_play() -> None:
    result = simulate("qwantum", ["expert", "random"], 16, seed=4, options=OPTIONS)
    expert, random = result.entries
    assert expert.win_rate.mean >= 0.85
    assert expert.score.mean > random.score.mean + 20


def test_level_bots_refuse_other_games() -> None:
    from qwixx_desktop.ai.expert_qwantum import level_bot

    with pytest.raises(ValueError, match="Qwantum"):
        level_bot("expert")(get_rules("classic"), 0)
