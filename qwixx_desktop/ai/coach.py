"""The coach: every legal move at a decision point, ranked, with its value and its regret.

Values come from the game's expert (its AI table's `ranker`), so the coach's best move is
the move the expert would make, except in a decided game (below). Regret = best value - the
move's value (>= 0); the window uses it for the hint button and the post-game review.

A decided game: against opponents every move's estimated win chance is within `DECIDED` of 0
(or every one of 1). The win chance then tells the moves apart by hairs ("almost as good" on
every line, a misthrow included), which teaches a learner nothing; the coach ranks them by
the expected final score instead (the game's `GameAI.points`), as it does solo.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import AnyRules, Move
from .base import game_ai
from .kit import Ranking, ValueScale


@dataclass(frozen=True)
class Advice:
    move: Move
    value: float  # the expert's estimate, on the game's own scale (see `value_scale`)
    regret: float  # value lost against the best move
    # The game looked decided: value and regret are expected final points, not win chances.
    decided: bool = False


DECIDED = 0.01  # win chances this close to 0 or 1, for every move: the game is decided


def value_scale(rules: AnyRules, n_players: int) -> ValueScale:
    """The scale of `advise` values under `rules` with `n_players` (regret has the same unit).

    Each game's AI says it: the crossing games' experts value a move by its estimated win
    chance against opponents and by the expected final score solo; Qwantum's by expected
    points relative to the position before the move.
    """
    return game_ai(rules).value_scale(n_players)


def advice_scale(advice: Sequence[Advice], rules: AnyRules, n_players: int) -> ValueScale:
    """The scale of `advice` (one decision's): the expected final score in a decided game,
    else the game's (`value_scale`)."""
    if advice and advice[0].decided:
        return ValueScale.FINAL_SCORE
    return value_scale(rules, n_players)


def is_decided(ranked: Ranking) -> bool:
    """Whether win chances `ranked` are all within `DECIDED` of 0, or all of 1."""
    chances = [value for _, value in ranked]
    return max(chances) <= DECIDED or min(chances) >= 1 - DECIDED


def advise(
    rules: AnyRules, state: Any, player: int, points_when_decided: bool = True
) -> list[Advice]:
    """The legal moves of `player`, best first; empty when they have nothing to decide. In a
    decided game (see the module), marked `decided` and, if `points_when_decided`, ranked by
    expected final score (the review, which passes over decided positions, needs no second
    valuation of every move)."""
    ai = game_ai(rules)
    ranked = ai.ranker(rules, state, player)
    if not ranked:
        return []
    points_of = ai.points
    decided = (
        points_of is not None
        and ai.value_scale(state.n_players) is ValueScale.WIN_CHANCE
        and is_decided(ranked)
    )
    if decided and points_when_decided and points_of is not None:
        points = dict(points_of(rules, state, player))
        # In the expert's order, so that equal points keep its preference.
        ranked = sorted(((move, points[move]) for move, _ in ranked), key=lambda item: -item[1])
    best = ranked[0][1]
    return [Advice(move, value, best - value, decided) for move, value in ranked]


__all__ = ["DECIDED", "Advice", "ValueScale", "advice_scale", "advise", "is_decided", "value_scale"]
