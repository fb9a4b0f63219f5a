"""Shared test helpers without Qt: scripted turns with given dice and scenario sheets (engine
tests) and whole games with the coach's moves. The window tests' helpers are in qt_helpers.py,
so that rule tests never load Qt (tests/test_conformance.py checks it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from qwixx_desktop.ai.coach import advise
from qwixx_desktop.engine import PASS, Cross, Game, Move, Phase, Player
from qwixx_desktop.engine.events import Event
from qwixx_desktop.games import get_game

RED, YELLOW, GREEN, BLUE = range(4)


def triangle(n: int) -> int:
    """Points for n crosses in a row, computed here independently of the engine's table."""
    return n * (n + 1) // 2


def white_pair(total: int, faces: int = 6) -> tuple[int, int]:
    """Two white dice that add up to `total`."""
    low = max(1, total - faces)
    return low, total - low


def dice_for_white_sum(
    game: Game, total: int, colours: Sequence[int] = (1, 1, 1, 1)
) -> list[int | None]:
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


def lost_game(key: str) -> Game:
    """A decided game (the coach ranks by points): A, to decide, has two crosses and B
    three long rows."""
    options = get_game(key).read_data("a") if key == "onboard" else None
    game = Game(key, ["A", "B"], 3, options)
    rows = game.state.variant.rows

    def first(row: int, count: int) -> list[int]:
        return list(rows[row].numbers[:count])

    sheets = {
        0: {BLUE: first(BLUE, 2)},
        1: {RED: first(RED, 9), YELLOW: first(YELLOW, 9), GREEN: first(GREEN, 8)},
    }
    game = start_with_sheets(game, sheets)
    game.roll(dice_for_white_sum(game, 7, (3, 4, 5, 6)))
    return game


# ---------------------------------------------------------------------------- whole games


def play_with_coach(game: Game, worst_every: int = 0) -> Game:
    """Play to the end with seeded dice and every seat's best move; with `worst_every`, every
    so many decisions the worst move instead."""
    turn = 0
    while not game.is_over:
        if game.needs_roll:
            game.roll()
            continue
        for player in game.deciders():
            ranking = advise(game.rules, game.state, player)
            turn += 1
            worst = worst_every and turn % worst_every == 0
            game.decide(player, ranking[-1 if worst else 0].move)
    return game


def bad_pass_game(players: Sequence[Player] | None = None) -> tuple[Game, int]:
    """You (seat 0) have red 2-6 and pass on a white 7 in a close game; the rest is played
    perfectly. Returns the game and the log index of the pass. `players`: two others than
    You and Ada (expert)."""
    game = start_with_sheets(
        Game("classic", list(players or [Player("You"), Player("Ada", "expert")]), 21),
        {
            0: {RED: [2, 3, 4, 5, 6], YELLOW: [2, 3]},
            1: {YELLOW: [2, 3, 4, 5, 6, 7], GREEN: [12, 11]},
        },
    )
    game.roll(dice_for_white_sum(game, 7, (6, 6, 6, 6)))
    assert Cross(RED, 7) in game.legal_moves(0)
    index = len(game.log)
    game.decide(0, PASS)
    return play_with_coach(game), index
