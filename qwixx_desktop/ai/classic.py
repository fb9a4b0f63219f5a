"""Classic Qwixx's computer players: the skip baselines as easy and medium, the exact value
tables (`expert_classic`, `solo_expert`) as hard, expert and solo-optimal.

The tables solve the standard rules only: under house rules (another lock threshold, ...)
classic is played by the generic crossing AI (`ai/crossing.py`).
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import AnyRules
from . import crossing
from .expert_classic import expert_bot, hard_bot, is_standard, rank_moves
from .kit import EASY, EXPERT, HARD, MEDIUM, GameAI, ValueScale
from .solo_expert import solo_optimal_bot


def value_scale(n_players: int) -> ValueScale:
    """Solo: the expected final score; against opponents: the estimated win chance."""
    return ValueScale.FINAL_SCORE if n_players == 1 else ValueScale.WIN_CHANCE


STANDARD = GameAI(
    levels={
        EASY: crossing.SKIP_BOTS["skip1"],
        MEDIUM: crossing.SKIP_BOTS["skip2"],
        HARD: hard_bot,
        EXPERT: expert_bot,
    },
    ranker=rank_moves,
    value_scale=value_scale,
    bots={**crossing.BASELINES, "solo-optimal": solo_optimal_bot},
)


def for_rules(rules: AnyRules) -> GameAI:
    return STANDARD if is_standard(rules) else crossing.AI


AI = replace(STANDARD, for_rules=for_rules)
