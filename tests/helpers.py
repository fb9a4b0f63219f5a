"""Shared helpers for engine tests: play scripted turns with given dice."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from qwixx_desktop.engine import PASS, Cross, Game, Move, Phase
from qwixx_desktop.engine.events import Event

RED, YELLOW, GREEN, BLUE = range(4)


def triangle(n: int) -> int:
    """Points for n crosses in a row, computed here independently of the engine's table."""
    return n * (n + 1) // 2


def white_pair(total: int, faces: int = 6) -> tuple[int, int]:
    """Two white dice that add up to `total`."""
    low = max(1, total - faces)
    return low, total - low


def dice_for_white_sum(game: Game, total: int, colours: Sequence[int] = (1, 1, 1, 1)) -> list[
    int | None
]:
    """A full roll with the given white sum; dice of locked rows are left out (None)."""
    state = game.state
    faces = state.variant.die_faces
    colour_dice: list[int | None] = [
        None if state.is_closed(row) else value for row, value in enumerate(colours)
    ]
    return [*white_pair(total, faces), *colour_dice]


def play_turn(
    game: Game,
    dice: Sequence[int | None],
    white: Mapping[int, Move] | None = None,
    colour: Move = PASS,
    board: Move = PASS,
) -> list[Event]:
    """Roll `dice`, collect the action-1 decisions (others pass), then the active's action 2
    (and On Board's action 3)."""
    events = game.roll(dice)
    white = white or {}
    for player in range(len(game.players)):
        events += game.decide(player, white.get(player, PASS))
    if game.phase is Phase.COLOUR:
        events += game.decide(game.state.active, colour)
    if game.phase is Phase.BOARD:
        events += game.decide(game.state.active, board)
    return events


def cross_with_white_sums(game: Game, player: int, row: int, numbers: Sequence[int]) -> None:
    """Give `player` crosses in `row` through action 1, one turn per number.

    The active player of each turn also crosses the number when it is `player`; everyone else
    passes, so misthrows fall on other active players only when they are not `player`.
    """
    for number in numbers:
        play_turn(game, dice_for_white_sum(game, number), {player: Cross(row, number)})


def start_with_sheets(game: Game, sheets: Mapping[int, Mapping[int, Sequence[int]]]) -> Game:
    """Start a fresh game from sheets that already carry these crosses (scenario set-up).

    The sheets become the game's initial state, so replay and undo start from them too. A row
    whose locking number is listed is locked (its lock box crossed, the row closed).
    """
    assert not game.log, "scenario sheets go on a fresh game"
    state = game.state.copy()
    variant = state.variant
    marks = [list(row_marks) for row_marks in state.marks]
    for player, rows in sheets.items():
        for row, numbers in rows.items():
            spec = variant.rows[row]
            mark = 0
            for number in numbers:
                index = spec.index_of(number)
                assert index >= 0, (row, number)
                mark |= 1 << index
                if index >= len(spec.numbers) - variant.lock_numbers:
                    mark |= 1 << len(spec.numbers)
                    state.closed |= 1 << row
            marks[player][row] = mark
    state.marks = tuple(tuple(row_marks) for row_marks in marks)
    game.initial_state = game.state = state
    return game
