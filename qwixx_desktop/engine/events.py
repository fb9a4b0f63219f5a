"""Events the engine reports after each applied action, for the UI and logs."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DiceRolled:
    active: int
    dice: tuple[int | None, ...]
    reroll: bool = False


@dataclass(frozen=True, slots=True)
class DecisionRecorded:
    """A simultaneous decision was collected; it takes effect when everyone has decided."""

    player: int


@dataclass(frozen=True, slots=True)
class NumberCrossed:
    player: int
    row: int
    number: int
    skipped: tuple[int, ...]
    action: str  # "white", "colour", "lucky" or "board"


@dataclass(frozen=True, slots=True)
class NumberWritten:
    """Qwantum: a value written into a row's next field."""

    player: int
    row: int
    field: int
    value: int


@dataclass(frozen=True, slots=True)
class ColumnScored:
    """Qwantum: a column filled and scored."""

    player: int
    column: int
    points: int


@dataclass(frozen=True, slots=True)
class FigureMoved:
    player: int
    path: tuple[int, ...]  # every square passed, the landing square last


@dataclass(frozen=True, slots=True)
class RowLocked:
    row: int
    players: tuple[int, ...]  # who crossed the lock (several in a simultaneous action 1)


@dataclass(frozen=True, slots=True)
class DieRemoved:
    row: int


@dataclass(frozen=True, slots=True)
class MisthrowTaken:
    player: int
    count: int  # how many misthrows the player has now


@dataclass(frozen=True, slots=True)
class FinalRoundStarted:
    """On Board: a figure reached the last squares; the others get one more turn each."""

    player: int


@dataclass(frozen=True, slots=True)
class TurnPassed:
    active: int  # the new active player


@dataclass(frozen=True, slots=True)
class GameOver:
    reason: str  # "misthrows", "locks", "final_round" or "sheet_full"
    player: int | None  # who caused it, where one player did
    totals: tuple[int, ...]


Event = (
    DiceRolled
    | DecisionRecorded
    | NumberCrossed
    | NumberWritten
    | ColumnScored
    | FigureMoved
    | RowLocked
    | DieRemoved
    | MisthrowTaken
    | FinalRoundStarted
    | TurnPassed
    | GameOver
)
