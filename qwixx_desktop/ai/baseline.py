"""Baseline bots: `random` and `skip<k>`.

`skip<k>` (crossing games), exactly:
  1. If a legal cross crosses a row's locking number, take it (fewest skipped numbers first,
     then the lower row).
  2. Otherwise take the legal cross that skips the fewest numbers, if that is at most k
     (skipped = numbers left of it and right of the row's last cross, never crossable again);
     ties go to the lower row.
  3. Otherwise pass (a misthrow follows if the active player crossed nothing this turn).
Any other decision (board moves, re-rolls) is left to the game's greedy baseline when one
exists, else "pass".
"""

from __future__ import annotations

import re
from typing import Any

from ..engine import PASS, Cross, Move, Rules
from ..engine.crossing import CrossRules, CrossState
from .base import Bot, decision_stream, register_bot, register_bot_pattern


def random_bot(rules: Rules, seed: int) -> Bot:
    def choose(state: Any, player: int) -> Move:
        moves = rules.legal_moves(state, player)
        return moves[decision_stream(seed, state, player).below(len(moves))]

    return choose


def skip_bot(max_skip: int, rules: Rules) -> Bot:
    if not isinstance(rules, CrossRules):
        raise ValueError(f"skip<k> bots play the crossing games, not {rules.title}")
    first_lock = [len(row.numbers) - rules.variant.lock_numbers for row in rules.variant.rows]
    index_table = rules.index_table

    def choose(state: CrossState, player: int) -> Move:
        best: tuple[int, int, int] | None = None
        best_move: Move = PASS
        marks = state.marks[player]
        for move in rules.legal_moves(state, player):
            if not isinstance(move, Cross):
                continue
            row = move.row
            index = index_table[row][move.number]
            # The row is open (the move is legal), so its mask has no lock bit.
            skipped = index - marks[row].bit_length()
            locks = index >= first_lock[row]
            if not locks and skipped > max_skip:
                continue
            rank = (0 if locks else 1, skipped, row)
            if best is None or rank < best:
                best, best_move = rank, move
        return best_move

    return choose


def _skip_factory(rules: Rules, seed: int, match: re.Match[str]) -> Bot:
    return skip_bot(int(match.group(1)), rules)


register_bot("random", random_bot)
register_bot_pattern(r"skip(\d)", _skip_factory)
