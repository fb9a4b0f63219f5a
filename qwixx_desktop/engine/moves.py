"""Actions: chance outcomes (dice rolls) and player decisions, all applied like moves."""

from __future__ import annotations

from enum import StrEnum

from .record import Record, set_field


class Phase(StrEnum):
    """Who must act now. Each rules module uses the subset that its game has."""

    ROLL = "roll"  # chance: the dice must be rolled
    WHITE = "white"  # action 1: every player decides on the white sum, collected
    COLOUR = "colour"  # action 2: the active player may add a white and a colour die
    BOARD = "board"  # On Board action 3: the active player may move their figure
    REROLL = "reroll"  # Qwantum: the active player may re-roll some dice once
    CHOOSE_ACTIVE = "choose_active"  # Qwantum action B: the active player writes a value
    CHOOSE_ALL = "choose_all"  # Qwantum action C: every player writes a value, collected
    OVER = "over"


class Pass(Record):
    """Decline the current decision (cross nothing, keep the figure, keep all dice)."""

    __match_args__ = ()
    __slots__ = __match_args__


PASS = Pass()


class Cross(Record):
    """Cross `number` in row `row`. `lucky` marks a Longo lucky-number cross."""

    __match_args__ = ("row", "number", "lucky")
    __slots__ = __match_args__
    row: int
    number: int
    lucky: bool

    def __init__(self, row: int, number: int, lucky: bool = False) -> None:
        set_field(self, "row", row)
        set_field(self, "number", number)
        set_field(self, "lucky", lucky)


class MoveFigure(Record):
    """On Board action 3: move the figure to track square `square` (1-based)."""

    __match_args__ = ("square",)
    __slots__ = __match_args__
    square: int

    def __init__(self, square: int) -> None:
        set_field(self, "square", square)


class Reroll(Record):
    """Qwantum: re-roll the dice at these indices (0 is the white die)."""

    __match_args__ = ("dice",)
    __slots__ = __match_args__
    dice: tuple[int, ...]

    def __init__(self, dice: tuple[int, ...]) -> None:
        set_field(self, "dice", dice)


class Write(Record):
    """Qwantum: write the current value of colour row `row` into that row."""

    __match_args__ = ("row",)
    __slots__ = __match_args__
    row: int

    def __init__(self, row: int) -> None:
        set_field(self, "row", row)


Move = Pass | Cross | MoveFigure | Reroll | Write


class Roll(Record):
    """A chance outcome: the face of every die in play, None for a die that left the game."""

    __match_args__ = ("dice",)
    __slots__ = __match_args__
    dice: tuple[int | None, ...]

    def __init__(self, dice: tuple[int | None, ...]) -> None:
        set_field(self, "dice", dice)


class Decision(Record):
    """A player's move."""

    __match_args__ = ("player", "move")
    __slots__ = __match_args__
    player: int
    move: Move

    def __init__(self, player: int, move: Move) -> None:
        set_field(self, "player", player)
        set_field(self, "move", move)


Action = Roll | Decision
