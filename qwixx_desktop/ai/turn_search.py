"""The crossing games' experts' search of the end of the turn, shared by classic
(`classic_search`) and the evaluation of Longo and On Board (`crossing_eval`).

The best of a one-step ranking are each played on to the end of the turn on the dice already
rolled: the other players' simultaneous action 1, then the active player's action 2 (and any
later action), everyone choosing by the one-step ranking. The end of each turn is valued by
the expert's own `end_value`; the candidates are ranked by it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from ..engine import PASS, Decision, Move, Phase
from ..engine.crossing import CrossRules, CrossState

_ROLL, _OVER = Phase.ROLL, Phase.OVER

Ranking = list[tuple[Move, float]]


class TurnSearch(ABC):
    """One decision's search: the one-step policy with its choices remembered (candidates
    meet the same positions: the opponents' replies to the same dice and sheets)."""

    def __init__(self, rules: CrossRules[Any], player: int) -> None:
        self.rules = rules
        self.player = player
        self.choices: dict[tuple[object, ...], Move] = {}

    @abstractmethod
    def rank(self, state: CrossState, player: int) -> Ranking:
        """The one-step ranking of `player`'s moves, best first."""

    @abstractmethod
    def end_value(self, state: CrossState) -> float:
        """The searching player's value of the position at the end of a turn (or game)."""

    def policy(self, state: CrossState, player: int) -> Move:
        key = (
            player,
            state.marks,
            state.misthrows,
            state.closed,
            state.dice,
            state.phase,
            state.active,
            state.crossed_this_turn,
        )
        move = self.choices.get(key)
        if move is None:
            ranked = self.rank(state, player)
            move = ranked[0][0] if ranked else PASS
            self.choices[key] = move
        return move

    def finish_turn(self, state: CrossState) -> CrossState:
        """Play on with the policy until the next roll or the end of the game."""
        apply = self.rules.apply_trusted
        while state.phase is not _ROLL and state.phase is not _OVER:
            for player in self.rules.deciders(state):
                state = apply(state, Decision(player, self.policy(state, player)))
        return state

    def search(self, state: CrossState, ranked: Ranking, margin: float, candidates: int) -> Ranking:
        """`ranked` (the searching player's one-step ranking) with its best moves, those
        within `margin` of the best and at most `candidates`, re-valued by the end of their
        turn: the searched moves first, best first; the others after them, their values
        capped so that the list stays sorted (the coach reads regrets off it)."""
        if len(ranked) < 2 or ranked[1][1] < ranked[0][1] - margin:
            return ranked  # a clear best needs no search
        close = [item for item in ranked if item[1] >= ranked[0][1] - margin][:candidates]
        apply = self.rules.apply_trusted
        searched = []
        for move, _ in close:
            after = self.finish_turn(apply(state, Decision(self.player, move)))
            searched.append((move, self.end_value(after)))
        searched.sort(key=lambda item: -item[1])  # stable: ties keep the one-step order
        floor = searched[-1][1]
        return searched + [(move, min(value, floor)) for move, value in ranked[len(close) :]]


def is_calm(state: CrossState, min_to_lock: int, misthrows_to_end: int) -> bool:
    """No row closed, nobody a misthrow short of the end, nobody able to lock a row: the
    game will probably last a while yet."""
    if state.closed or max(state.misthrows) >= misthrows_to_end - 1:
        return False
    return all(mark.bit_count() < min_to_lock for marks in state.marks for mark in marks)
