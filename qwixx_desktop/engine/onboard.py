"""Qwixx On Board: classic Qwixx plus a figure per player on a 40-square track.

Turn: actions 1 and 2 exactly as classic; then, if the game is not over, phase BOARD (action 3)
for the active player: `MoveFigure(square)` or pass. The phase is always entered, even when the
only legal move is to pass, so every turn has the same shape in logs and saves.

Action 3, as ruled in RULES-NOTES.md:
  * The figure moves forward 1-5 *free* squares: squares holding another figure are jumped
    over and not counted, and a figure may never land on one. The start area is not a square:
    any number of figures may stand there, and it never blocks anyone.
  * Landing is allowed only if the square's coloured number is already crossed on the
    mover's sheet, or can be crossed now under the sheet rules (left to right, not in a locked
    row, the lock condition for a row's last number). In the second case it is crossed now
    (NumberCrossed with action "board"); it may lock the row (RowLocked, DieRemoved) and end
    the game (second locked row). FigureMoved lists every square the figure passes over,
    occupied ones included, the landing square last.
  * The active player takes a misthrow only if they crossed nothing in actions 1, 2 and 3;
    landing on an already-crossed number is not a cross.
  * When the active player's figure reaches one of the last five squares (36-40), the end is
    triggered (FinalRoundStarted): every other player has exactly one more turn as active
    player, then the game ends with reason "final_round" (GameOver names the triggering
    player). A second trigger changes nothing. The classic immediate ends (fourth misthrow,
    second locked row) still end the game at once, final round or not.
  * Final score = classic score + the bonus of the figure's square (start area = 0).

`state.final_turns` is -1 until the end is triggered; afterwards it counts the turns that will
still *start* after the current one (0 = the current turn is the last).

The board (option `board`, raw data validated by `parse_board`) is part of the state, so a
state always knows its track; the normalised board data is what save files record, which
makes a save self-contained even if the user later edits their board file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from .boards import TRACK_LENGTH, Board, board_to_data, parse_board
from .crossing import CrossRules, CrossState
from .errors import IllegalMoveError, SetupError
from .events import FigureMoved, FinalRoundStarted
from .moves import PASS, Cross, Decision, Move, MoveFigure, Pass, Phase
from .rules import Events
from .variants import ONBOARD, CrossVariant

_BOARD = Phase.BOARD  # a plain name: reading an enum member goes through its metaclass
MAX_STEPS = 5  # free squares a figure may move in one action
FINAL_SQUARES = 5  # reaching one of the last this-many squares triggers the end
START = 0
# Moves are immutable values, so move generation hands out these shared instances.
_FIGURE_MOVES = tuple(MoveFigure(square) for square in range(TRACK_LENGTH + 1))


class OnBoardState(CrossState):
    """A crossing-game state that also holds the board and the figures standing on it."""

    __slots__ = ("board", "figures", "final_turns", "track")

    board: Board
    figures: tuple[int, ...]  # [player] the figure's square, 0 = start
    final_turns: int  # turns left once the end is triggered, -1 before
    track: tuple[Cross, ...]  # [square - 1] the cross the square stands for (from the board)

    def copy(self) -> Self:
        new = super().copy()
        new.board = self.board
        new.figures = self.figures
        new.final_turns = self.final_turns
        new.track = self.track
        return new

    def key(self) -> tuple[object, ...]:
        return (*super().key(), self.board, self.figures, self.final_turns)


class OnBoardRules(CrossRules[OnBoardState]):
    """Qwixx On Board (2-4 players)."""

    own_options = ("board",)

    def __init__(self, variant: CrossVariant = ONBOARD) -> None:
        super().__init__(variant, OnBoardState)

    # ------------------------------------------------------------------ set-up

    def game_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        if "board" not in options:
            raise SetupError(f"{self.title} needs a board (option 'board': the board's data)")
        return {"board": board_to_data(parse_board(options["board"]))}

    def new_state(self, n_players: int, seed: int, options: Mapping[str, Any]) -> OnBoardState:
        board = parse_board(self.normalise_options(options)["board"])
        self.check_players(n_players)
        state = self.blank_state(n_players, seed)
        # A fresh object nobody else holds yet, so filling it in is not a mutation of a snapshot.
        state.board = board
        state.figures = (START,) * n_players
        state.final_turns = -1
        state.track = tuple(
            Cross(self.variant.row_index(spot.colour), spot.number) for spot in board.squares
        )
        return state

    # ------------------------------------------------------------------ the track

    def reachable_squares(self, state: OnBoardState, player: int) -> tuple[int, ...]:
        """The 1-5 free squares ahead of the player's figure, nearest first."""
        occupied = {f for p, f in enumerate(state.figures) if p != player and f != START}
        squares: list[int] = []
        square = state.figures[player] + 1
        while square <= TRACK_LENGTH and len(squares) < MAX_STEPS:
            if square not in occupied:
                squares.append(square)
            square += 1
        return tuple(squares)

    def square_cross(self, state: OnBoardState, square: int) -> Cross:
        """The cross a square stands for (its colour's row and its number)."""
        return state.track[square - 1]

    def is_crossed(self, state: OnBoardState, player: int, cross: Cross) -> bool:
        index = self.index_table[cross.row][cross.number]
        return bool(state.marks[player][cross.row] >> index & 1)

    def may_land(self, state: OnBoardState, player: int, square: int) -> bool:
        cross = state.track[square - 1]
        index = self.index_table[cross.row][cross.number]
        return bool(state.marks[player][cross.row] >> index & 1) or self.can_cross(
            state, player, cross.row, index
        )

    def board_moves(self, state: OnBoardState, player: int) -> list[Move]:
        """Action-3 figure moves (without pass)."""
        return [
            _FIGURE_MOVES[square]
            for square in self.reachable_squares(state, player)
            if self.may_land(state, player, square)
        ]

    # ------------------------------------------------------------------ queries

    def legal_moves(self, state: OnBoardState, player: int) -> list[Move]:
        if state.phase is _BOARD:
            if player != state.active:
                return []
            return [*self.board_moves(state, player), PASS]
        return super().legal_moves(state, player)

    def check_other_move(self, state: OnBoardState, player: int, move: Move) -> None:
        if state.phase is not _BOARD:
            super().check_other_move(state, player, move)
            return
        if player != state.active:
            raise IllegalMoveError(
                "not_active", "only the active player may move their figure (action 3)"
            )
        if isinstance(move, Pass):
            return
        if not isinstance(move, MoveFigure):
            raise IllegalMoveError(
                "wrong_move", f"{self.describe_move(move)} is not an action-3 move"
            )
        target = move.square
        if not 1 <= target <= TRACK_LENGTH:
            raise IllegalMoveError(
                "no_such_square", f"the track has squares 1-{TRACK_LENGTH}, not {target}"
            )
        here = state.figures[player]
        if target <= here:
            raise IllegalMoveError(
                "not_forward",
                f"figures only move forward: the figure is on "
                f"{'the start' if here == START else f'square {here}'}",
            )
        holder = next((p for p, f in enumerate(state.figures) if f == target and p != player), None)
        if holder is not None:
            raise IllegalMoveError(
                "occupied", f"square {target} holds player {holder}'s figure: one per square"
            )
        if target not in self.reachable_squares(state, player):
            raise IllegalMoveError(
                "too_far",
                f"square {target} is more than {MAX_STEPS} free squares ahead "
                f"(occupied squares are jumped and not counted)",
            )
        cross = self.square_cross(state, target)
        if self.is_crossed(state, player, cross):
            return
        try:
            self.check_cross(state, player, cross)
        except IllegalMoveError as error:
            colour = self.variant.rows[cross.row].colour
            raise IllegalMoveError(
                "landing_condition",
                f"square {target} shows {colour} {cross.number}, which the player has not "
                f"crossed and may not cross now: {error}",
            ) from None

    # ------------------------------------------------------------------ applying

    def after_colour(self, state: OnBoardState, events: Events) -> None:
        state.phase = _BOARD

    def apply_other(self, state: OnBoardState, decision: Decision, events: Events) -> None:
        if state.phase is not _BOARD:
            super().apply_other(state, decision, events)
            return
        move = decision.move
        player = state.active
        if isinstance(move, MoveFigure):
            start = state.figures[player]
            figures = list(state.figures)
            figures[player] = move.square
            state.figures = tuple(figures)
            if events is not None:
                events.append(FigureMoved(player, tuple(range(start + 1, move.square + 1))))
            cross = self.square_cross(state, move.square)
            if not self.is_crossed(state, player, cross):
                state.crossed_this_turn = True
                if self.cross(state, player, cross, "board", events):
                    self.close_rows(state, {cross.row: [player]}, events)
                    if self.check_locks_end(state, events):
                        return
            if state.final_turns < 0 and move.square > TRACK_LENGTH - FINAL_SQUARES:
                state.final_turns = state.n_players - 1
                if events is not None:
                    events.append(FinalRoundStarted(player))
        self.end_turn(state, events)

    def pass_turn(self, state: OnBoardState, events: Events) -> None:
        if state.final_turns == 0:
            # The last final turn is over; whoever moves next is the one who triggered the end.
            self.finish(state, "final_round", (state.active + 1) % state.n_players, events)
            return
        if state.final_turns > 0:
            state.final_turns -= 1
        super().pass_turn(state, events)

    # ------------------------------------------------------------------ scoring

    def bonus(self, state: OnBoardState, player: int) -> int:
        return state.board.bonus_at(state.figures[player])

    # ------------------------------------------------------------------ moves as text/JSON

    def describe_move(self, move: Move) -> str:
        if isinstance(move, MoveFigure):
            return f"move figure to square {move.square}"
        return super().describe_move(move)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        if isinstance(move, MoveFigure):
            return {"move_to": move.square}
        return super().move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        if "move_to" in data and len(data) == 1:
            square = data["move_to"]
            if (
                not isinstance(square, int)
                or isinstance(square, bool)
                or not 1 <= square <= TRACK_LENGTH
            ):
                raise ValueError(
                    f'"move_to" must be a square number 1-{TRACK_LENGTH}, not {square!r:.40}'
                )
            return MoveFigure(square)
        return super().move_from_json(data)
