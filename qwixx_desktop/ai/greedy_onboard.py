"""Greedy baseline for Qwixx On Board: skip-2 crossing plus the best-valued figure move.

Deterministic (the seed is accepted for the common bot signature and ignored). Exactly:

Actions 1 and 2 (crosses):
  1. Candidates are the legal crosses that either lock a row or skip at most ALLOWED_SKIP
     numbers ("skipped" = numbers between the row's last cross and the crossed number, lost
     for good). In action 2, an active player who has crossed nothing this turn and has no
     *rescue* figure move (a legal move now that crosses a new number skipping at most
     ALLOWED_SKIP) allows up to RESCUE_SKIP, since a misthrow (-5) costs more.
  2. The best candidate has the smallest key
     (does not lock, numbers skipped, -crosses already in the row, row index).
  3. No candidate: pass.

Action 3 (figure), every legal MoveFigure(target) is valued
      (bonus of target - bonus of the current square)
    + CROSS_VALUE                       if landing crosses a new number
    + MISTHROW_VALUE                    if it crosses and nothing was crossed this turn yet
    - SKIP_COST * numbers it skips      (0 when the number is already crossed)
  and the highest value is played if it is positive (ties: the farther square); else pass.
"""

from __future__ import annotations

from ..engine import PASS, AnyRules, Cross, Move, MoveFigure, Phase
from ..engine.crossing import last_index
from ..engine.onboard import OnBoardRules, OnBoardState
from .kit import Bot

ALLOWED_SKIP = 2
RESCUE_SKIP = 4
CROSS_VALUE = 2
MISTHROW_VALUE = 5
SKIP_COST = 3


def greedy_bot(rules: AnyRules, seed: int = 0) -> Bot:
    """The On Board greedy baseline (see the module docstring); `seed` is unused."""
    if not isinstance(rules, OnBoardRules):
        raise ValueError(f"the On Board greedy bot plays Qwixx On Board, not {rules.title}")
    board_rules = rules
    rows = rules.variant.rows
    first_lock = [len(row.numbers) - rules.variant.lock_numbers for row in rows]

    def skipped_by(state: OnBoardState, player: int, cross: Cross) -> int:
        spec = rows[cross.row]
        mark = state.marks[player][cross.row]
        return spec.index_of(cross.number) - last_index(mark, len(spec.numbers)) - 1

    def figure_value(state: OnBoardState, player: int, target: int) -> int:
        assert isinstance(state, OnBoardState)
        board = state.board
        value = board.bonus_at(target) - board.bonus_at(state.figures[player])
        cross = board_rules.square_cross(state, target)
        if not board_rules.is_crossed(state, player, cross):
            value += CROSS_VALUE - SKIP_COST * skipped_by(state, player, cross)
            if not state.crossed_this_turn:
                value += MISTHROW_VALUE
        return value

    def has_rescue_move(state: OnBoardState, player: int) -> bool:
        for move in board_rules.board_moves(state, player):
            assert isinstance(move, MoveFigure)
            cross = board_rules.square_cross(state, move.square)
            if not board_rules.is_crossed(state, player, cross) and (
                skipped_by(state, player, cross) <= ALLOWED_SKIP
            ):
                return True
        return False

    def choose_cross(state: OnBoardState, player: int) -> Move:
        allowance = ALLOWED_SKIP
        if (
            state.phase is Phase.COLOUR
            and not state.crossed_this_turn
            and not has_rescue_move(state, player)
        ):
            allowance = RESCUE_SKIP
        best: tuple[int, int, int, int] | None = None
        best_move: Move = PASS
        for move in board_rules.legal_moves(state, player):
            if not isinstance(move, Cross):
                continue
            skipped = skipped_by(state, player, move)
            locks = rows[move.row].index_of(move.number) >= first_lock[move.row]
            if not locks and skipped > allowance:
                continue
            rank = (0 if locks else 1, skipped, -state.crosses(player, move.row), move.row)
            if best is None or rank < best:
                best, best_move = rank, move
        return best_move

    def choose_figure(state: OnBoardState, player: int) -> Move:
        best: tuple[int, int] | None = None
        best_move: Move = PASS
        for move in board_rules.legal_moves(state, player):
            if not isinstance(move, MoveFigure):
                continue
            rank = (figure_value(state, player, move.square), move.square)
            if rank[0] > 0 and (best is None or rank > best):
                best, best_move = rank, move
        return best_move

    def choose(state: OnBoardState, player: int) -> Move:
        if state.phase is Phase.BOARD:
            return choose_figure(state, player)
        return choose_cross(state, player)

    return choose
