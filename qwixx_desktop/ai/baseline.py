"""`random`: the baseline bot of every game, a legal move drawn at random (seeded).

Each game's AI table offers it among its bots; the games' own baselines (`skip<k>` for the
crossing games, `greedy`) live with their games.
"""

from __future__ import annotations

from typing import Any

from ..engine import AnyRules, Move
from .base import decision_stream
from .kit import Bot


def random_bot(rules: AnyRules, seed: int) -> Bot:
    def choose(state: Any, player: int) -> Move:
        moves = rules.legal_moves(state, player)
        return moves[decision_stream(seed, state, player).below(len(moves))]

    return choose
