"""Qwixx On Board's computer players: the evaluation-based levels of `expert_onboard`, its
greedy baseline, the crossing baselines, and the expert's outlook (expected final scores)."""

from __future__ import annotations

from .crossing import BASELINES, evaluation_outlook
from .crossing_eval import evaluation_scale
from .expert_onboard import EVALUATION
from .greedy_onboard import greedy_bot
from .kit import GameAI

AI = GameAI(
    levels=EVALUATION.levels(),
    ranker=EVALUATION.rank,
    value_scale=evaluation_scale,
    bots={**BASELINES, "greedy": greedy_bot},
    outlook=evaluation_outlook(EVALUATION),
    points=EVALUATION.rank_points,
)
