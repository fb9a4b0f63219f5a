"""The interface every game's rules module implements.

A rules object is stateless: it maps (state, action) to (new state, events) and never
mutates a state it was given, so an illegal action leaves the caller's state unchanged.
`apply` checks every action; `apply_trusted` is its fast path for actions known to be legal.
Rules are generic over their game's state type (`Rules[CrossState]`, `Rules[QwantumState]`);
code that holds any game's rules (the registry, `Game`) sees them as `AnyRules`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, Generic, Protocol, Self, TypeAlias, TypeVar

from .errors import IllegalMoveError
from .events import Event
from .moves import Action, Move, Phase, Roll
from .record import Record, set_field


class GameState(Protocol):
    """What every game's state exposes to callers (UI, bots, save files)."""

    @property
    def seed(self) -> int: ...

    @property
    def n_players(self) -> int: ...

    @property
    def active(self) -> int: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def misthrows(self) -> tuple[int, ...]: ...

    @property
    def rolls(self) -> int: ...  # chance outcomes so far (rolls, re-rolls): keys the dice

    @property
    def over_reason(self) -> str | None: ...

    def copy(self) -> Self:
        """A copy to build the next state from (the rules fill it in, then nobody changes it)."""


StateT = TypeVar("StateT", bound=GameState)
# Plain names: reading an enum member goes through its metaclass.
_ROLL, _OVER = Phase.ROLL, Phase.OVER

# Where the rules report what happened: a list to append to, or None when nobody listens
# (bots' play-outs), so that no event is even made.
Events: TypeAlias = list[Event] | None


class ScoreCard(Record):
    """A player's score, always computed from the sheet (never stored)."""

    __match_args__ = ("row_points", "misthrows", "misthrow_points", "bonus", "total")
    __slots__ = __match_args__
    row_points: tuple[int, ...]
    misthrows: int
    misthrow_points: int  # zero or negative
    bonus: int  # On Board: the figure's square; zero elsewhere
    total: int

    def __init__(
        self,
        row_points: tuple[int, ...],
        misthrows: int,
        misthrow_points: int,
        bonus: int,
        total: int,
    ) -> None:
        set_field(self, "row_points", row_points)
        set_field(self, "misthrows", misthrows)
        set_field(self, "misthrow_points", misthrow_points)
        set_field(self, "bonus", bonus)
        set_field(self, "total", total)


class Rules(ABC, Generic[StateT]):
    """A game's rules. `key` names the variant in save files and on the command line."""

    key: str
    title: str
    min_players: int
    max_players: int

    @abstractmethod
    def new_state(self, n_players: int, seed: int, options: Mapping[str, Any]) -> StateT:
        """The state before the first roll. Raises SetupError on impossible parameters."""

    @abstractmethod
    def normalise_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and validate; the result is what a save file records."""

    def seeded_options(
        self, seed: int, n_players: int, options: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The normalised options with everything the set-up draws from `seed` written out
        (Longo's lucky numbers), so that a game set up with any seed deals the same sheets:
        what a network host sends clients that learn the seed only at the end."""
        return self.normalise_options(options)

    def unseeded_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """`options` without what `seeded_options` wrote out: those of a rematch, whose
        set-up draws them anew from its own seed."""
        return dict(options)

    def with_options(self, options: Mapping[str, Any]) -> Rules[StateT]:
        """The rules of a game played with `options` (house rules); these rules by default."""
        return self

    @abstractmethod
    def chance_outcome(self, state: StateT) -> Roll:
        """The seeded dice for the pending roll (or re-roll)."""

    @abstractmethod
    def deciders(self, state: StateT) -> tuple[int, ...]:
        """Players who must still decide now; empty when the dice must be rolled or at the end."""

    @abstractmethod
    def legal_moves(self, state: StateT, player: int) -> list[Move]:
        """Every legal move of `player` now, "pass" included; empty if nothing to decide."""

    def apply(self, state: StateT, action: Action) -> tuple[StateT, list[Event]]:
        """Validate and apply; raises IllegalMoveError naming the broken rule."""
        self.check_action(state, action)
        new = state.copy()
        events: list[Event] = []
        self.advance(new, action, events)
        return new, events

    def apply_trusted(self, state: StateT, action: Action) -> StateT:
        """The state `apply` gives, for an action known to be legal: one of `legal_moves`,
        the seeded `chance_outcome`, or a log that `apply` accepted before. Nothing is
        checked and no events are made (an illegal action gives a meaningless state), so
        bots' play-outs, simulations and replays run faster; whatever a user, a file or
        the network sends goes through `apply`."""
        new = state.copy()
        self.advance(new, action, None)
        return new

    def check_action(self, state: StateT, action: Action) -> None:
        """Raise IllegalMoveError, naming the broken rule, unless `action` is legal now."""
        if isinstance(action, Roll):
            if not self.is_chance(state):
                raise IllegalMoveError("not_rolling", "the dice are not to be rolled now")
            self.check_dice(state, action.dice)
        else:
            # What every game refuses first: no such seat, a game that is over, unrolled dice.
            player = action.player
            if not 0 <= player < state.n_players:
                raise IllegalMoveError("no_such_player", f"there is no player {player}")
            if state.phase is _OVER:
                raise IllegalMoveError("game_over", "the game is over")
            if state.phase is _ROLL:
                raise IllegalMoveError("roll_first", "the dice must be rolled first")
            self.check_move(state, player, action.move)

    @abstractmethod
    def check_dice(self, state: StateT, dice: tuple[int | None, ...]) -> None:
        """Raise IllegalMoveError unless `dice` may be the pending roll's outcome."""

    @abstractmethod
    def check_move(self, state: StateT, player: int, move: Move) -> None:
        """Raise IllegalMoveError unless `player` (a seat of the game) may make `move` in this
        phase, one in which players decide (check_action has made sure of that)."""

    @abstractmethod
    def advance(self, state: StateT, action: Action, events: Events) -> None:
        """Put a legal action on `state` itself, a fresh copy nobody else holds yet (what
        `apply` and `apply_trusted` do after copying; a play-out that keeps its own copy
        may call it directly), appending the events unless `events` is None."""

    @abstractmethod
    def scores(self, state: StateT) -> tuple[ScoreCard, ...]:
        """Every player's score as it stands."""

    @abstractmethod
    def describe_move(self, move: Move) -> str:
        """A short English description, for error messages and logs."""

    @abstractmethod
    def move_to_json(self, move: Move) -> dict[str, Any]:
        """The move as a JSON object (without the player)."""

    @abstractmethod
    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        """Inverse of move_to_json; raises ValueError with a message on malformed data."""

    def is_chance(self, state: StateT) -> bool:
        """True when the next action is a chance outcome (a roll), not a decision."""
        return state.phase is _ROLL

    def rolls_itself(self, state: StateT) -> bool:
        """True when the pending chance step happens without anyone pressing Roll (the
        dice a player picked for a re-roll are thrown at once)."""
        return False

    def is_simultaneous(self, phase: Phase) -> bool:
        """True when every player decides in `phase` against the same sheets, the decisions
        collected and then applied together (so one player's undo leaves the others')."""
        return False


# The rules of some game, whichever: what the registry and `Game` hold. A game's own code
# uses its precise type (`Rules[CrossState]`).
AnyRules: TypeAlias = Rules[Any]
