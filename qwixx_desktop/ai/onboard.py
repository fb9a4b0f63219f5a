"""Qwixx On Board's computer players: the evaluation-based levels of `expert_onboard`, its
greedy baseline, and the crossing baselines."""

from __future__ import annotations

from .crossing import BASELINES
from .crossing_eval import evaluation_scale
from .expert_onboard import EVALUATION
from .greedy_onboard import greedy_bot
from .kit import GameAI

AI = GameAI(
    levels=EVALUATION.levels(),
    ranker=EVALUATION.rank,
    value_scale=evaluation_scale,
    bots={**BASELINES, "greedy": greedy_bot},
)
