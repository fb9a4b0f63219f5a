"""The coach: every legal move at a decision point, ranked, with its value and its regret.

Values come from the game's expert (its AI table's `ranker`), so the coach's best move is
always the move the expert would make. Regret = best value - the move's value (>= 0); the
window uses it for the hint button and the post-game review.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import AnyRules, Move
from .base import game_ai
from .kit import ValueScale


@dataclass(frozen=True)
class Advice:
    move: Move
    value: float  # the expert's estimate, on the game's own scale (see `value_scale`)
    regret: float  # value lost against the best move


def value_scale(rules: AnyRules, n_players: int) -> ValueScale:
    """The scale of `advise` values under `rules` with `n_players` (regret has the same unit).

    Each game's AI says it: the crossing games' experts value a move by its estimated win
    chance against opponents and by the expected final score solo; Qwantum's by expected
    points relative to the position before the move.
    """
    return game_ai(rules).value_scale(n_players)


def advise(rules: AnyRules, state: Any, player: int) -> list[Advice]:
    """The legal moves of `player`, best first; empty when they have nothing to decide."""
    ranked = game_ai(rules).ranker(rules, state, player)
    if not ranked:
        return []
    best = ranked[0][1]
    return [Advice(move, value, best - value) for move, value in ranked]


__all__ = ["Advice", "ValueScale", "advise", "value_scale"]
