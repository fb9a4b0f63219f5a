"""`solo-optimal`: classic Qwixx played from the exact solo value table (`solo_table`).

Every legal move is valued as points won now plus the table's expected points after the turn,
and the best is played (ties: the first in `legal_moves` order). All six dice are visible in
action 1, so an active player's action-1 move is valued together with the best action 2 it
leaves with those very dice (a cross may lock a row and take its die away, or end the game).

In a multiplayer game the bot plays as if alone: rows closed by others count as locked, a
non-active player's action 1 is valued as the end of its turn (no misthrow), and other
players' simultaneous crosses are not anticipated.
"""

from __future__ import annotations

from ..engine import PASS, AnyRules, Cross, Move, Phase
from ..engine.crossing import CrossState
from .expert_classic import table_rules
from .kit import Bot
from .solo_table import (
    SoloTable,
    afterstate_value,
    key_of,
    load_table,
    number_index,
    turn_value,
)


def rank_moves(
    rules: AnyRules, state: CrossState, player: int, table: SoloTable | None = None
) -> list[tuple[Move, float]]:
    """Every legal move of `player` with its value (expected points from now to the end of
    the game, as if alone), in `legal_moves` order. Empty when there is nothing to decide."""
    moves = table_rules(rules).legal_moves(state, player)
    if not moves:
        return []
    table = table or load_table()
    key = key_of(state, player)
    phase = state.phase
    active = player == state.active
    ranked: list[tuple[Move, float]] = []
    for move in moves:
        crosses = []
        if isinstance(move, Cross):
            crosses.append((move.row, number_index(move.row, move.number)))
        if phase is Phase.WHITE and active:
            value = turn_value(table, key, state.dice, crosses)
        elif phase is Phase.WHITE:  # not active: no action 2 and no misthrow this turn
            value = afterstate_value(table, key, crosses, crossed_before=True)
        elif phase is Phase.COLOUR:
            value = afterstate_value(table, key, crosses, state.crossed_this_turn)
        else:
            value = 0.0
        ranked.append((move, value))
    return ranked


def solo_optimal_bot(rules: AnyRules, seed: int) -> Bot:
    """The bot; `seed` is unused (it is deterministic). Loads the table on first use."""
    cross_rules = table_rules(rules)
    table = load_table()

    def choose(state: CrossState, player: int) -> Move:
        best_move: Move = PASS
        best_value = float("-inf")
        for move, value in rank_moves(cross_rules, state, player, table):
            if value > best_value:
                best_move, best_value = move, value
        return best_move

    return choose
