"""A game: its set-up (variant, players, seed, options) plus the log of actions applied.

The state is always the result of replaying the log from the set-up, so a game can be
saved as set-up + log, replayed exactly, and undone by replaying less of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .chance import SEED_MAX, is_seed
from .errors import SetupError, UndoError
from .events import Event
from .moves import PASS, Action, Decision, Move, Phase, Roll
from .record import Record, set_field
from .registry import get_rules
from .rules import AnyRules, GameState, ScoreCard

HUMAN = "human"


class Player(Record):
    """A seat at the table: a name, and who plays it ("human" or a bot level name)."""

    __match_args__ = ("name", "controller")
    __slots__ = __match_args__
    name: str
    controller: str

    def __init__(self, name: str, controller: str = HUMAN) -> None:
        set_field(self, "name", name)
        set_field(self, "controller", controller)

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True)
class GameSetup:
    variant: str
    players: tuple[Player, ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)


class Game:
    """A game in progress. `apply` is the only way its state changes."""

    def __init__(
        self,
        variant: str,
        players: Sequence[Player | str],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        standard = get_rules(variant)
        seats = tuple(p if isinstance(p, Player) else Player(p) for p in players)
        if not seats:
            raise SetupError("a game needs at least one player")
        if not is_seed(seed):
            raise SetupError(f"the seed must be a whole number 0-{SEED_MAX}, not {seed!r:.40}")
        normalised = standard.normalise_options(options or {})
        # The rules this game is played by: the standard ones, or them under house rules.
        self.rules: AnyRules = standard.with_options(normalised)
        self.setup = GameSetup(variant, seats, seed, normalised)
        self.initial_state: GameState = self.rules.new_state(len(seats), seed, normalised)
        self.state: GameState = self.initial_state
        self.log: list[Action] = []
        # The phase in which each log entry was applied (for undo).
        self._phases: list[Phase] = []
        # What the app notes about the game beyond its play (JSON values, e.g. the seats
        # that asked the coach for a hint); saved with it, never read by the rules.
        self.notes: dict[str, Any] = {}

    # --------------------------------------------------------------- queries

    @property
    def players(self) -> tuple[Player, ...]:
        return self.setup.players

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def needs_roll(self) -> bool:
        return self.rules.is_chance(self.state)

    @property
    def rolls_itself(self) -> bool:
        """The pending roll needs nobody to press Roll (a re-roll of dice already picked)."""
        return self.rules.rolls_itself(self.state)

    def deciders(self) -> tuple[int, ...]:
        return self.rules.deciders(self.state)

    def legal_moves(self, player: int) -> list[Move]:
        return self.rules.legal_moves(self.state, player)

    def safe_move(self, player: int) -> Move:
        """The move made for a seat that does not decide (a turn timer ran out, a computer
        player failed): a pass where it is legal, else the first legal move."""
        moves = self.legal_moves(player)
        return PASS if PASS in moves or not moves else moves[0]

    def scores(self) -> tuple[ScoreCard, ...]:
        return self.rules.scores(self.state)

    def winners(self) -> tuple[int, ...]:
        """Seats with the highest total (several on a tie)."""
        totals = [card.total for card in self.scores()]
        best = max(totals)
        return tuple(p for p, total in enumerate(totals) if total == best)

    def phase_of(self, index: int) -> Phase:
        """The phase in which log entry `index` was applied."""
        return self._phases[index]

    def collected_unseen(self) -> int:
        """How many of the log's last entries are choices of the phase being collected
        (`Rules.is_simultaneous`: action 1), unseen by the others until the last one is in
        and all are applied together."""
        if not self.rules.is_simultaneous(self.phase):
            return 0
        count = 0
        for index in range(len(self.log) - 1, -1, -1):
            if not isinstance(self.log[index], Decision) or self._phases[index] is not self.phase:
                break
            count += 1
        return count

    def known_state(self, seat: int) -> GameState:
        """The state as `seat` knows it: without the other players' choices collected unseen.
        Advice and computer players decide on this; with those choices in, a search that
        plays the turn out would let them count (and a hint would give them away)."""
        start = len(self.log) - self.collected_unseen()
        collected = self.log[start:]
        if all(action.player == seat for action in collected if isinstance(action, Decision)):
            return self.state
        seen = self.copy()
        seen.truncate(start)
        for action in collected:
            if isinstance(action, Decision) and action.player == seat:
                seen.apply(action)
        return seen.state

    def describe(self, action: Action) -> str:
        if isinstance(action, Roll):
            return f"roll {list(action.dice)}"
        name = self.players[action.player].name if 0 <= action.player < len(self.players) else "?"
        return f"player {action.player} ({name}): {self.rules.describe_move(action.move)}"

    # --------------------------------------------------------------- changes

    def apply(self, action: Action) -> list[Event]:
        """Apply a roll or a decision. Raises IllegalMoveError and changes nothing if illegal."""
        phase = self.phase
        self.state, events = self.rules.apply(self.state, action)
        self.log.append(action)
        self._phases.append(phase)
        return events

    def roll(self, dice: Sequence[int | None] | None = None) -> list[Event]:
        """Roll the dice: the seeded outcome, or the given faces (replays, scenarios)."""
        roll = self.rules.chance_outcome(self.state) if dice is None else Roll(tuple(dice))
        return self.apply(roll)

    def decide(self, player: int, move: Move) -> list[Event]:
        return self.apply(Decision(player, move))

    def replay(self, log: Sequence[Action]) -> None:
        """Apply a whole log (for loading); stops at the first illegal action."""
        for action in log:
            self.apply(action)

    def copy(self) -> Game:
        """An independent game with the same set-up and log (states are immutable)."""
        clone = Game.__new__(Game)
        clone.rules = self.rules
        clone.setup = self.setup
        clone.initial_state = self.initial_state
        clone.state = self.state
        clone.log = list(self.log)
        clone._phases = list(self._phases)
        clone.notes = dict(self.notes)
        return clone

    def undo(self, player: int) -> int:
        """Take back `player`'s last decision (and anything of theirs after it).

        Allowed only while no dice have been rolled since. Other players' decisions on the
        same white sum stay collected: they were taken against the same sheet. Returns how
        many log entries were removed.
        """
        index = next(
            (
                i
                for i, action in reversed(list(enumerate(self.log)))
                if isinstance(action, Decision) and action.player == player
            ),
            None,
        )
        if index is None:
            raise UndoError(f"player {player} has no decision to take back")
        later = self.log[index + 1 :]
        if any(isinstance(action, Roll) for action in later):
            raise UndoError("the dice have been rolled since that decision; it stands")
        undone_phase = self._phases[index]
        keep = [
            action
            for action, phase in zip(later, self._phases[index + 1 :], strict=True)
            if isinstance(action, Decision)
            and action.player != player
            and phase is undone_phase
            and self.rules.is_simultaneous(undone_phase)
        ]
        new_log = self.log[:index] + keep
        removed = len(self.log) - len(new_log)
        self._reset()
        self.replay(new_log)
        return removed

    def truncate(self, length: int) -> None:
        """Keep only the first `length` log entries."""
        if not 0 <= length <= len(self.log):
            raise UndoError(f"cannot go back to entry {length} of {len(self.log)}")
        log = self.log[:length]
        self._reset()
        self.replay(log)

    def _reset(self) -> None:
        self.state = self.initial_state
        self.log = []
        self._phases = []
