"""Qwixx Longo's computer players: the evaluation-based levels of `expert_longo`, its greedy
baseline, and the crossing baselines."""

from __future__ import annotations

from .crossing import BASELINES
from .crossing_eval import evaluation_scale
from .expert_longo import EVALUATION
from .greedy_longo import greedy_bot
from .kit import GameAI

AI = GameAI(
    levels=EVALUATION.levels(),
    ranker=EVALUATION.rank,
    value_scale=evaluation_scale,
    bots={**BASELINES, "greedy": greedy_bot},
)
