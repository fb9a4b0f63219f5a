"""Greedy baseline for Qwixx Longo: skip-2 crossing that also uses lucky crosses.

Deterministic (the seed is accepted for the common bot signature and ignored). For a decision
in action 1 or 2, exactly:
  1. Candidates are the legal crosses (lucky crosses included) that either lock a row, or skip
     at most ALLOWED_SKIP numbers. "Skipped" = numbers between the row's last cross and the
     crossed number, lost for good; a lucky cross never skips any. The allowance rises to
     RESCUE_SKIP for the active player in action 2 who has crossed nothing this turn, since
     a misthrow (-5) costs more than a few lost numbers.
  2. Among candidates, the best is the one with the smallest key
     (does not lock, numbers skipped, is not lucky, -crosses already in the row, row index):
     lock whenever possible, then lose as little as possible, then prefer a lucky cross (it
     fills the weakest row for free), then build the longer row (points grow quadratically).
  3. No candidate: pass.
Any other phase: pass (Longo has none).
"""

from __future__ import annotations

from ..engine import PASS, AnyRules, Cross, Move, Phase
from ..engine.crossing import last_index
from ..engine.longo import LongoRules, LongoState
from .kit import Bot

ALLOWED_SKIP = 2
RESCUE_SKIP = 4


def greedy_bot(rules: AnyRules, seed: int = 0) -> Bot:
    """The Longo greedy baseline (see the module docstring); `seed` is unused."""
    if not isinstance(rules, LongoRules):
        raise ValueError(f"the Longo greedy bot plays Qwixx Longo, not {rules.title}")
    rows = rules.variant.rows
    first_lock = [len(row.numbers) - rules.variant.lock_numbers for row in rows]

    def choose(state: LongoState, player: int) -> Move:
        rescue = (
            state.phase is Phase.COLOUR and player == state.active and not state.crossed_this_turn
        )
        allowance = RESCUE_SKIP if rescue else ALLOWED_SKIP
        best: tuple[int, int, int, int, int] | None = None
        best_move: Move = PASS
        for move in rules.legal_moves(state, player):
            if not isinstance(move, Cross):
                continue
            spec = rows[move.row]
            index = spec.index_of(move.number)
            mark = state.marks[player][move.row]
            skipped = index - last_index(mark, len(spec.numbers)) - 1
            locks = index >= first_lock[move.row]
            if not locks and skipped > allowance:
                continue
            rank = (
                0 if locks else 1,
                skipped,
                0 if move.lucky else 1,
                -mark.bit_count(),
                move.row,
            )
            if best is None or rank < best:
                best, best_move = rank, move
        return best_move

    return choose
