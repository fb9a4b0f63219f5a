"""Actions: chance outcomes (dice rolls) and player decisions, all applied like moves."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline the current decision (cross nothing, keep the figure, keep all dice)."""


PASS = Pass()


@dataclass(frozen=True, slots=True)
class Cross:
    """Cross `number` in row `row`. `lucky` marks a Longo lucky-number cross."""

    row: int
    number: int
    lucky: bool = False


@dataclass(frozen=True, slots=True)
class MoveFigure:
    """On Board action 3: move the figure to track square `square` (1-based)."""

    square: int


@dataclass(frozen=True, slots=True)
class Reroll:
    """Qwantum: re-roll the dice at these indices (0 is the white die)."""

    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Write:
    """Qwantum: write the current value of colour row `row` into that row."""

    row: int


Move = Pass | Cross | MoveFigure | Reroll | Write


@dataclass(frozen=True, slots=True)
class Roll:
    """A chance outcome: the face of every die in play, None for a die that left the game."""

    dice: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class Decision:
    """A player's move."""

    player: int
    move: Move


Action = Roll | Decision
