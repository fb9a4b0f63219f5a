"""Qwantum's computer players: the levels of `expert_qwantum`, its greedy baseline and
`random`; the coach's values are expected points relative to the position before the move.

The outlook is every player's expected final score by the expert's model (`qwantum_model`):
each column's expected score times the chance it fills before the game ends, the end being
the first sheet to fill up; misthrows so far are counted, future ones are not.
"""

from __future__ import annotations

from typing import Any

from ..engine import AnyRules, Phase
from ..engine.qwantum import QwantumRules
from .baseline import random_bot
from .expert_qwantum import LEVELS as CONFIGS
from .expert_qwantum import Position, level_bot, model_for, rank_moves
from .greedy_qwantum import greedy_bot
from .kit import EXPERT, LEVELS, GameAI, Outlook, Ranking, ValueScale
from .outlook import final_outlook
from .qwantum_model import expected_total


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
    scores = []
    for player in range(state.n_players):
        score, survive, fill, complete = position.stats[player]
        deadline = position.deadline(player, position.finish[0])
        total = expected_total(
            position.model, score, survive, fill, complete, deadline, position.views[player].penalty
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
