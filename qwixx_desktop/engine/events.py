"""Events the engine reports after each applied action, for the UI and logs."""

from __future__ import annotations

from .record import Record, set_field


class DiceRolled(Record):
    __match_args__ = ("active", "dice", "reroll")
    __slots__ = __match_args__
    active: int
    dice: tuple[int | None, ...]
    reroll: bool

    def __init__(self, active: int, dice: tuple[int | None, ...], reroll: bool = False) -> None:
        set_field(self, "active", active)
        set_field(self, "dice", dice)
        set_field(self, "reroll", reroll)


class DecisionRecorded(Record):
    """A simultaneous decision was collected; it takes effect when everyone has decided."""

    __match_args__ = ("player",)
    __slots__ = __match_args__
    player: int

    def __init__(self, player: int) -> None:
        set_field(self, "player", player)


class NumberCrossed(Record):
    __match_args__ = ("player", "row", "number", "skipped", "action")
    __slots__ = __match_args__
    player: int
    row: int
    number: int
    skipped: tuple[int, ...]
    action: str  # "white", "colour", "lucky" or "board"

    def __init__(
        self, player: int, row: int, number: int, skipped: tuple[int, ...], action: str
    ) -> None:
        set_field(self, "player", player)
        set_field(self, "row", row)
        set_field(self, "number", number)
        set_field(self, "skipped", skipped)
        set_field(self, "action", action)


class NumberWritten(Record):
    """Qwantum: a value written into a row's next field."""

    __match_args__ = ("player", "row", "field", "value")
    __slots__ = __match_args__
    player: int
    row: int
    field: int
    value: int

    def __init__(self, player: int, row: int, field: int, value: int) -> None:
        set_field(self, "player", player)
        set_field(self, "row", row)
        set_field(self, "field", field)
        set_field(self, "value", value)


class ColumnScored(Record):
    """Qwantum: a column filled and scored."""

    __match_args__ = ("player", "column", "points")
    __slots__ = __match_args__
    player: int
    column: int
    points: int

    def __init__(self, player: int, column: int, points: int) -> None:
        set_field(self, "player", player)
        set_field(self, "column", column)
        set_field(self, "points", points)


class FigureMoved(Record):
    __match_args__ = ("player", "path")
    __slots__ = __match_args__
    player: int
    path: tuple[int, ...]  # every square passed, the landing square last

    def __init__(self, player: int, path: tuple[int, ...]) -> None:
        set_field(self, "player", player)
        set_field(self, "path", path)


class RowLocked(Record):
    __match_args__ = ("row", "players")
    __slots__ = __match_args__
    row: int
    players: tuple[int, ...]  # who crossed the lock (several in a simultaneous action 1)

    def __init__(self, row: int, players: tuple[int, ...]) -> None:
        set_field(self, "row", row)
        set_field(self, "players", players)


class DieRemoved(Record):
    __match_args__ = ("row",)
    __slots__ = __match_args__
    row: int

    def __init__(self, row: int) -> None:
        set_field(self, "row", row)


class MisthrowTaken(Record):
    __match_args__ = ("player", "count")
    __slots__ = __match_args__
    player: int
    count: int  # how many misthrows the player has now

    def __init__(self, player: int, count: int) -> None:
        set_field(self, "player", player)
        set_field(self, "count", count)


class FinalRoundStarted(Record):
    """On Board: a figure reached the last squares; the others get one more turn each."""

    __match_args__ = ("player",)
    __slots__ = __match_args__
    player: int

    def __init__(self, player: int) -> None:
        set_field(self, "player", player)


class TurnPassed(Record):
    __match_args__ = ("active",)
    __slots__ = __match_args__
    active: int  # the new active player

    def __init__(self, active: int) -> None:
        set_field(self, "active", active)


class GameOver(Record):
    __match_args__ = ("reason", "player", "totals")
    __slots__ = __match_args__
    reason: str  # "misthrows", "locks", "final_round" or "sheet_full"
    player: int | None  # who caused it, where one player did
    totals: tuple[int, ...]

    def __init__(self, reason: str, player: int | None, totals: tuple[int, ...]) -> None:
        set_field(self, "reason", reason)
        set_field(self, "player", player)
        set_field(self, "totals", totals)


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
