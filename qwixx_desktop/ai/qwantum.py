"""Qwantum's computer players: the levels of `expert_qwantum`, its greedy baseline and
`random`; the coach's values are expected points relative to the position before the move."""

from __future__ import annotations

from typing import Any

from ..engine import AnyRules
from ..engine.qwantum import QwantumRules
from .baseline import random_bot
from .expert_qwantum import level_bot, rank_moves
from .greedy_qwantum import greedy_bot
from .kit import LEVELS, GameAI, Ranking, ValueScale


def rank(rules: AnyRules, state: Any, player: int) -> Ranking:
    if not isinstance(rules, QwantumRules):
        raise ValueError(f"the Qwantum coach does not play {rules.title}")
    return rank_moves(state, player, rules)


def value_scale(n_players: int) -> ValueScale:
    return ValueScale.POINTS


AI = GameAI(
    levels={level: level_bot(level) for level in LEVELS},
    ranker=rank,
    value_scale=value_scale,
    bots={"random": random_bot, "greedy": greedy_bot},
)
