"""The coach: every legal move at a decision point, ranked, with its value and its regret.

Values come from each game's expert (`rank_moves`), so the coach's best move is always the
move the expert would make. Regret = best value - the move's value (>= 0); the window uses
it for the hint button and the post-game review.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..engine import Move, Rules

Ranker = Callable[[Any, int], list[tuple[Move, float]]]

_RANKERS: dict[str, Ranker] = {}


def register_ranker(game: str, ranker: Ranker) -> None:
    _RANKERS[game] = ranker


@dataclass(frozen=True)
class Advice:
    move: Move
    value: float  # the expert's estimate, on the game's own scale (see `value_scale`)
    regret: float  # value lost against the best move


class ValueScale(StrEnum):
    """What a game's advice values mean (so the window can present them honestly)."""

    FINAL_SCORE = "final_score"  # the expected final score (solo crossing games)
    WIN_CHANCE = "win_chance"  # the estimated chance of winning, 0-1 (classic, opponents)
    POINTS = "points"  # points relative to a reference; only differences mean something


def value_scale(game: str, n_players: int) -> ValueScale:
    """The scale of `advise` values for `game` with `n_players` (regret has the same unit).

    Classic's expert values a move by its estimated win chance against opponents and by the
    expected final score solo; Longo's and On Board's by the lead in points that gives the
    same win chance (solo: the expected final score); Qwantum's by expected points relative
    to the position before the move.
    """
    if game == "qwantum":
        return ValueScale.POINTS
    if n_players == 1:
        return ValueScale.FINAL_SCORE
    if game == "classic":
        return ValueScale.WIN_CHANCE
    return ValueScale.POINTS


def advise(rules: Rules, state: Any, player: int) -> list[Advice]:
    """The legal moves of `player`, best first; empty when they have nothing to decide."""
    from . import base

    base.load_builtin_bots()
    ranker = _RANKERS.get(rules.key)
    if ranker is None:
        raise ValueError(f"the coach has no expert for {rules.title}")
    ranked = ranker(state, player)
    if not ranked:
        return []
    best = ranked[0][1]
    return [Advice(move, value, best - value) for move, value in ranked]
