"""Qwantum's computer players: the levels of `expert_qwantum`, its greedy baseline and
`random`; the coach's values are expected points relative to the position before the move.

The outlook is every player's expected final score by the expert's model (`qwantum_model`):
each column's expected score times the chance it fills before the game ends, the end being
the first sheet to fill up (alone, the last column to fill: every column counts if its rows
do not get stuck); misthrows so far are counted, future ones are not.

The column scores come from the same row chain with wider windows (`WRITTEN`): the expert's
own windows (theta_up 0.7) are a decision device that keeps room in a row, and valued a new
sheet at 38 points where the expert scores 66 (bench/forecast_check.py). The wider windows
give the cells the expert actually writes: starting from an empty sheet their column scores
are within a point of its mean final columns (6, 10, 13, 17, 12, 9). Chances to fill stay
with the expert's model, whose pace the race was tuned for.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from ..engine import AnyRules, Phase
from ..engine.qwantum import QwantumRules
from .baseline import random_bot
from .expert_qwantum import LEVELS as CONFIGS
from .expert_qwantum import Position, level_bot, model_for, rank_moves
from .greedy_qwantum import greedy_bot
from .kit import EXPERT, LEVELS, GameAI, Outlook, Ranking, ValueScale
from .outlook import final_outlook
from .qwantum_model import column_expectation, expected_total, sheet_view

# Row-chain windows of the values the expert writes (fitted to its final sheets in solo games,
# see the module's docstring); its decisions keep their own windows.
WRITTEN = replace(CONFIGS[EXPERT].params, theta_up=2.2, theta_down=0.5)


def rank(rules: AnyRules, state: Any, player: int) -> Ranking:
    if not isinstance(rules, QwantumRules):
        raise ValueError(f"the Qwantum coach does not play {rules.title}")
    return rank_moves(state, player, rules)


def value_scale(n_players: int) -> ValueScale:
    return ValueScale.POINTS


def outlook(rules: AnyRules, state: Any) -> Outlook:
    """Every player's expected final score."""
    if not isinstance(rules, QwantumRules):
        raise ValueError(f"the Qwantum outlook does not judge {rules.title}")
    if state.phase is Phase.OVER:
        return final_outlook(rules, state, ValueScale.FINAL_SCORE)
    position = Position(model_for(state, CONFIGS[EXPERT].params), state, 0)
    written = model_for(state, WRITTEN)
    scores = []
    for player in range(state.n_players):
        _, survive, fill, complete = position.stats[player]
        view = position.views[player]
        score = column_expectation(sheet_view(written, state.sheets[player], view.penalty).dist)
        # Alone the game ends when the sheet is full: no column is left behind by a race.
        deadline = np.inf if position.solo else position.deadline(player, position.finish[0])
        total = expected_total(
            position.model, score, survive, fill, complete, deadline, view.penalty
        )
        scores.append(float(total))
    return Outlook(ValueScale.FINAL_SCORE, tuple(scores))


AI = GameAI(
    levels={level: level_bot(level) for level in LEVELS},
    ranker=rank,
    value_scale=value_scale,
    bots={"random": random_bot, "greedy": greedy_bot},
    outlook=outlook,
)
