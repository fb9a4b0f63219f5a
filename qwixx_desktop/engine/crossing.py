"""Rules of the crossing games: classic Qwixx, and the base that Longo and On Board extend.

A sheet row is stored as a bit mask: bit i set = the row's i-th number is crossed, bit
len(numbers) set = the lock box is crossed. Everything else (last cross, number of crosses,
points) is derived from the mask, so it can never disagree with the sheet.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Self, TypeVar, cast, overload

from ..games.crossing import (
    LOCK_CROSSES,
    MISTHROW_POINTS,
    MISTHROWS_TO_END,
    ROWS_TO_END,
    crossing_house_rules,
)
from .chance import ChanceStream
from .errors import IllegalMoveError, SetupError
from .events import (
    DecisionRecorded,
    DiceRolled,
    DieRemoved,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    RowLocked,
    TurnPassed,
)
from .moves import PASS, Action, Cross, Decision, Move, Pass, Phase, Roll
from .rules import Events, Rules, ScoreCard
from .variants import CLASSIC, CrossVariant

WHITE_DICE = 2
# The phases as plain module names: reading an enum member off its class goes through the
# enum's metaclass, which the hot path (every action, every move list) notices.
_ROLL, _WHITE, _COLOUR, _OVER = Phase.ROLL, Phase.WHITE, Phase.COLOUR, Phase.OVER
_BOARD = Phase.BOARD


class CrossState:
    """An immutable snapshot of a crossing game. Rules build new ones; nobody mutates one.

    Dice are ordered white, white, then one die per row (the row's colour); a die that left
    the game is None.
    """

    __slots__ = (
        "active",
        "closed",
        "crossed_this_turn",
        "dice",
        "marks",
        "misthrows",
        "n_players",
        "over_reason",
        "pending",
        "phase",
        "rolls",
        "seed",
        "variant",
    )

    variant: CrossVariant
    seed: int
    n_players: int
    marks: tuple[tuple[int, ...], ...]  # [player][row] bit masks
    misthrows: tuple[int, ...]
    active: int
    phase: Phase
    dice: tuple[int | None, ...]  # empty before the first roll of a turn
    pending: tuple[Move | None, ...]  # action-1 decisions collected so far
    crossed_this_turn: bool  # the active player crossed something this turn
    rolls: int  # dice rolls so far; keys the seeded chance outcome
    closed: int  # bit mask of locked rows (cached: equals any player's lock bit per row)
    over_reason: str | None

    def copy(self) -> Self:
        """A copy to build the next state from (a game's state type extends it with its
        own fields: `super().copy()`, then those)."""
        new = object.__new__(type(self))
        new.variant = self.variant
        new.seed = self.seed
        new.n_players = self.n_players
        new.marks = self.marks
        new.misthrows = self.misthrows
        new.active = self.active
        new.phase = self.phase
        new.dice = self.dice
        new.pending = self.pending
        new.crossed_this_turn = self.crossed_this_turn
        new.rolls = self.rolls
        new.closed = self.closed
        new.over_reason = self.over_reason
        return new

    def key(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks (replay, save/load)."""
        return (
            self.variant,  # by value: house rules change its numbers, not its key
            self.seed,
            self.n_players,
            self.marks,
            self.misthrows,
            self.active,
            self.phase,
            self.dice,
            self.pending,
            self.crossed_this_turn,
            self.rolls,
            self.closed,
            self.over_reason,
        )

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, CrossState)
            and type(other) is type(self)
            and self.key() == other.key()
        )

    def __hash__(self) -> int:
        return hash(self.key())

    # Derived views of the sheet, used by the UI, bots and tests.

    @property
    def white_sum(self) -> int:
        return (self.dice[0] or 0) + (self.dice[1] or 0)

    def crosses(self, player: int, row: int) -> int:
        """Crosses in a row, the lock box included."""
        return self.marks[player][row].bit_count()

    def crossed_numbers(self, player: int, row: int) -> tuple[int, ...]:
        numbers = self.variant.rows[row].numbers
        mark = self.marks[player][row]
        return tuple(n for i, n in enumerate(numbers) if mark >> i & 1)

    def has_lock(self, player: int, row: int) -> bool:
        return bool(self.marks[player][row] >> len(self.variant.rows[row].numbers) & 1)

    def is_closed(self, row: int) -> bool:
        return bool(self.closed >> row & 1)


# Shared tuples of "nobody has decided yet" and of every seat, by player count.
_UNDECIDED: tuple[tuple[None, ...], ...] = tuple((None,) * n for n in range(16))
_EVERYONE: tuple[tuple[int, ...], ...] = tuple(tuple(range(n)) for n in range(16))


FACE_TABLE_SIZE = 1024  # most entries of one table of faces (classic: 6**3, Longo: 8**3)


def _face_chunks(faces: int, dice: int) -> tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]:
    """(span, table) per group of dice, lowest digits first: table[v] holds the faces of
    the group's base-`faces` digits of v (lowest first, each plus one); span = faces**size."""
    size = 1
    while size < dice and faces ** (size + 1) <= FACE_TABLE_SIZE:
        size += 1
    chunks = []
    for first in range(0, dice, size):
        count = min(size, dice - first)
        table = []
        for value in range(faces**count):
            digits = []
            for _ in range(count):
                value, digit = divmod(value, faces)
                digits.append(digit + 1)
            table.append(tuple(digits))
        chunks.append((faces**count, tuple(table)))
    return tuple(chunks)


def last_index(mark: int, row_length: int) -> int:
    """Index of the rightmost crossed number (-1 if none); the lock bit is ignored."""
    return (mark & ((1 << row_length) - 1)).bit_length() - 1


S = TypeVar("S", bound=CrossState)


class CrossRules(Rules[S]):
    """Classic Qwixx, and any game on a crossing sheet. Longo and On Board extend it with
    their own state types (`CrossRules[LongoState]`); plain `CrossRules(variant)` plays
    `CrossState`s.

    House rules (`with_options`) give rules of the same class on a copy of the variant with
    other numbers; `standard_variant` is always the game's own variant.
    """

    @overload
    def __init__(self: CrossRules[CrossState], variant: CrossVariant = ...) -> None: ...

    @overload
    def __init__(self, variant: CrossVariant, state_type: type[S]) -> None: ...

    def __init__(self, variant: CrossVariant = CLASSIC, state_type: type[S] | None = None) -> None:
        self.state_type: type[S] = cast("type[S]", state_type or CrossState)
        self.standard_variant = variant
        self.house_rules = crossing_house_rules(variant)
        # The rules under each set of house rules, built once (bots keep tables per rules
        # object); shared with those rules, which are shallow copies of these.
        self._standard_rules = self
        self._with_house_rules: dict[tuple[tuple[str, int], ...], CrossRules[S]] = {}
        self._use_variant(variant)

    def _use_variant(self, variant: CrossVariant) -> None:
        self.variant = variant
        self.key = variant.key
        self.title = variant.title
        self.min_players = variant.min_players
        self.max_players = variant.max_players
        self._row_length = tuple(len(row.numbers) for row in variant.rows)
        self._first_lock_index = tuple(n - variant.lock_numbers for n in self._row_length)
        # index_table[row][number] = position of number in the row, -1 if absent: the
        # hot path of move generation, so a tuple lookup instead of a method call.
        highest = 2 * variant.die_faces
        self.index_table = tuple(
            tuple(row.index_of(number) for number in range(highest + 1)) for row in variant.rows
        )
        # Moves are immutable values, so move generation hands out these shared instances.
        self._cross_moves = tuple(
            tuple(Cross(row, number) for number in range(highest + 1))
            for row in range(len(variant.rows))
        )
        # by_sum[total]: (row, index, whether it locks, move) of every row holding `total`:
        # move generation checks only the sheet, never looks the number up.
        self._by_sum = tuple(
            tuple(
                (row, table[total], table[total] >= self._first_lock_index[row], moves[total])
                for row, (table, moves) in enumerate(
                    zip(self.index_table, self._cross_moves, strict=True)
                )
                if table[total] >= 0
            )
            for total in range(highest + 1)
        )
        # Per row, in dice order: (row, index_table row, first locking index, its crosses).
        self._colour_rows = tuple(
            zip(
                range(len(variant.rows)),
                self.index_table,
                self._first_lock_index,
                self._cross_moves,
                strict=True,
            )
        )
        # A roll's faces are the digits of one uniform number (`ChanceStream.digits`), read
        # a few digits at a time from tables of their faces.
        dice = WHITE_DICE + len(variant.rows)
        faces = variant.die_faces
        self._roll_span = faces**dice
        self._face_chunks = _face_chunks(faces, dice)

    # ------------------------------------------------------------------ set-up

    # The options of the game itself (a board, a lucky range), beside the house rules.
    own_options: tuple[str, ...] = ()

    def game_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The game's own options, checked and completed; `options` holds only keys of
        `own_options`."""
        return {}

    def house_values(self, options: Mapping[str, Any]) -> dict[str, int]:
        """The house rules in `options`, checked, that differ from the standard game's."""
        values: dict[str, int] = {}
        for rule in self.house_rules:
            if rule.key in options:
                value = rule.check(options[rule.key])
                if value != rule.default:
                    values[rule.key] = value
        return values

    def normalise_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The game's own options plus the house rules that differ from the standard ones
        (so a standard game records exactly what it did before house rules existed)."""
        known = (*self.own_options, *(rule.key for rule in self.house_rules))
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise SetupError(
                f"{self.title} has no options {', '.join(unknown)} "
                f"(its options: {', '.join(known)})"
            )
        own = self.game_options({k: options[k] for k in self.own_options if k in options})
        return {**own, **self.house_values(options)}

    def with_options(self, options: Mapping[str, Any]) -> CrossRules[S]:
        """These rules under the house rules in `options` (the standard rules when none
        differ). Other options (a board, a lucky range) stay options of the game."""
        values = self.house_values(options)
        standard = self._standard_rules
        if not values:
            return standard
        key = tuple(sorted(values.items()))
        cached = standard._with_house_rules.get(key)
        if cached is None:
            base = self.standard_variant
            variant = replace(
                base,
                min_crosses_to_lock=values.get(LOCK_CROSSES, base.min_crosses_to_lock),
                misthrow_boxes=values.get(MISTHROWS_TO_END, base.misthrow_boxes),
                misthrow_penalty=values.get(MISTHROW_POINTS, base.misthrow_penalty),
                locked_rows_to_end=values.get(ROWS_TO_END, base.locked_rows_to_end),
            )
            cached = copy.copy(standard)
            cached._use_variant(variant)
            standard._with_house_rules[key] = cached
        return cached

    @property
    def is_standard(self) -> bool:
        """Whether these are the game's own rules, no house rule changed (bots whose tables
        hold for the standard game only ask this)."""
        return self.variant is self.standard_variant

    def check_players(self, n_players: int) -> None:
        if not self.min_players <= n_players <= self.max_players:
            raise SetupError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, "
                f"not {n_players}"
            )

    def new_state(self, n_players: int, seed: int, options: Mapping[str, Any]) -> S:
        self.check_players(n_players)
        self.normalise_options(options)
        return self.blank_state(n_players, seed)

    def blank_state(self, n_players: int, seed: int) -> S:
        """The state before the first roll, for a player count and options already checked
        (a game's own fields are its `new_state`'s to fill in)."""
        rows = len(self.variant.rows)
        state = object.__new__(self.state_type)
        state.variant = self.variant
        state.seed = seed
        state.n_players = n_players
        state.marks = tuple((0,) * rows for _ in range(n_players))
        state.misthrows = (0,) * n_players
        state.active = 0
        state.phase = _ROLL
        state.dice = ()
        state.pending = _UNDECIDED[n_players]
        state.crossed_this_turn = False
        state.rolls = 0
        state.closed = 0
        state.over_reason = None
        return state

    # ------------------------------------------------------------------ queries

    def chance_outcome(self, state: S) -> Roll:
        return Roll(self.seeded_dice(state))

    def seeded_dice(self, state: S) -> tuple[int | None, ...]:
        """The faces of the pending roll: `ChanceStream(seed, rolls).digits(faces, dice)`
        plus one (the same numbers in fewer steps)."""
        value = ChanceStream(state.seed, state.rolls).uniform(self._roll_span)
        dice: tuple[int | None, ...] = ()
        for span, faces in self._face_chunks:
            value, digits = divmod(value, span)
            dice += faces[digits]
        closed = state.closed
        if not closed:
            return dice
        return tuple(
            None if i >= WHITE_DICE and closed >> (i - WHITE_DICE) & 1 else face
            for i, face in enumerate(dice)
        )

    def is_simultaneous(self, phase: Phase) -> bool:
        return phase is _WHITE

    def deciders(self, state: S) -> tuple[int, ...]:
        phase = state.phase
        if phase is _WHITE:
            pending = state.pending
            if pending is _UNDECIDED[len(pending)]:  # the usual case: nobody has decided yet
                return _EVERYONE[len(pending)]
            return tuple([p for p, move in enumerate(pending) if move is None])
        if phase is _COLOUR or phase is _BOARD:
            return (state.active,)
        return ()

    def can_cross(self, state: S, player: int, row: int, index: int) -> bool:
        """May `player` cross the row's number at `index` (ignoring which dice are rolled)?
        (Move generation below inlines these same tests: it is the hot path.)"""
        if index < 0 or state.closed >> row & 1:
            return False
        mark = state.marks[player][row]
        if mark >> index:  # a number at or right of it is crossed already
            return False
        return (
            index < self._first_lock_index[row]
            or mark.bit_count() >= self.variant.min_crosses_to_lock
        )

    def legal_moves(self, state: S, player: int) -> list[Move]:
        phase = state.phase
        if phase is _WHITE:
            if state.pending[player] is not None:
                return []
            moves = self.white_moves(state, player)
            moves.append(PASS)
            return moves
        if phase is _COLOUR:
            if player != state.active:
                return []
            moves = self.colour_moves(state, player)
            moves.append(PASS)
            return moves
        return []

    def white_moves(self, state: S, player: int) -> list[Move]:
        """Action-1 crosses (without pass)."""
        closed = state.closed
        marks = state.marks[player]
        min_lock = self.variant.min_crosses_to_lock
        moves: list[Move] = []
        for row, index, locks, move in self._by_sum[state.white_sum]:
            mark = marks[row]
            if (
                not closed >> row & 1
                and not mark >> index
                and (not locks or mark.bit_count() >= min_lock)
            ):
                moves.append(move)
        return moves

    def colour_moves(self, state: S, player: int) -> list[Move]:
        """Action-2 crosses (without pass): one white die plus the die of the row's colour."""
        dice = state.dice
        low, high = dice[0] or 0, dice[1] or 0
        whites = (low,) if low == high else (low, high) if low < high else (high, low)
        closed = state.closed
        marks = state.marks[player]
        min_lock = self.variant.min_crosses_to_lock
        moves: list[Move] = []
        for (row, table, first_lock, crosses), colour_die in zip(
            self._colour_rows, dice[WHITE_DICE:], strict=True
        ):
            if colour_die is None or closed >> row & 1:
                continue
            mark = marks[row]
            for white in whites:
                index = table[white + colour_die]
                if (
                    index >= 0
                    and not mark >> index
                    and (index < first_lock or mark.bit_count() >= min_lock)
                ):
                    moves.append(crosses[white + colour_die])
        return moves

    # ------------------------------------------------------------------ validation

    def check_move(self, state: S, player: int, move: Move) -> None:
        """Raise IllegalMoveError unless `player` may make `move` in this phase."""
        phase = state.phase
        if phase is _WHITE:
            if state.pending[player] is not None:
                raise IllegalMoveError(
                    "already_decided", f"player {player} has already decided on the white sum"
                )
            self.check_white_move(state, player, move)
        elif phase is _COLOUR:
            if player != state.active:
                raise IllegalMoveError(
                    "not_active", "only the active player may use a colour die (action 2)"
                )
            self.check_colour_move(state, player, move)
        else:
            self.check_other_move(state, player, move)

    def check_white_move(self, state: S, player: int, move: Move) -> None:
        if isinstance(move, Pass):
            return
        if not isinstance(move, Cross) or move.lucky:
            raise IllegalMoveError(
                "wrong_move", f"{self.describe_move(move)} is not an action-1 move here"
            )
        if move.number != state.white_sum:
            raise IllegalMoveError(
                "wrong_sum",
                f"action 1 crosses the white sum {state.white_sum}, not {move.number}",
            )
        self.check_cross(state, player, move)

    def check_colour_move(self, state: S, player: int, move: Move) -> None:
        if isinstance(move, Pass):
            return
        if not isinstance(move, Cross) or move.lucky:
            raise IllegalMoveError(
                "wrong_move", f"{self.describe_move(move)} is not an action-2 move"
            )
        self._check_row(move.row)
        colour_die = state.dice[WHITE_DICE + move.row]
        colour = self.variant.rows[move.row].colour
        if colour_die is None:
            raise IllegalMoveError(
                "die_removed", f"the {colour} die has left the game: its row is locked"
            )
        sums = {white + colour_die for white in state.dice[:WHITE_DICE] if white is not None}
        if move.number not in sums:
            raise IllegalMoveError(
                "wrong_sum",
                f"{move.number} is not a white die plus the {colour} die ({colour_die})",
            )
        self.check_cross(state, player, move)

    def check_other_move(self, state: S, player: int, move: Move) -> None:
        raise IllegalMoveError("wrong_phase", f"nothing to decide in phase {state.phase}")

    def _check_row(self, row: int) -> None:
        if not 0 <= row < len(self.variant.rows):
            raise IllegalMoveError("no_such_row", f"there is no row {row}")

    def check_cross(self, state: S, player: int, move: Cross) -> None:
        """The sheet rules every cross obeys, whatever the dice."""
        self._check_row(move.row)
        spec = self.variant.rows[move.row]
        index = spec.index_of(move.number)
        if self.can_cross(state, player, move.row, index):
            return
        # Illegal: find the rule it breaks, for the message.
        if index < 0:
            raise IllegalMoveError("no_such_number", f"the {spec.colour} row has no {move.number}")
        if state.closed >> move.row & 1:
            raise IllegalMoveError(
                "row_locked", f"the {spec.colour} row is locked: nobody may cross in it"
            )
        mark = state.marks[player][move.row]
        if mark >> index:
            last = spec.numbers[last_index(mark, len(spec.numbers))]
            raise IllegalMoveError(
                "left_to_right",
                f"numbers are crossed left to right: {move.number} is not right of "
                f"the {spec.colour} {last} already crossed",
            )
        if index >= self._first_lock_index[move.row] and (
            mark.bit_count() < self.variant.min_crosses_to_lock
        ):
            raise IllegalMoveError(
                "lock_needs_crosses",
                f"crossing {move.number} locks the {spec.colour} row, which needs at least "
                f"{self.variant.min_crosses_to_lock} crosses in it first "
                f"(player has {mark.bit_count()})",
            )

    # ------------------------------------------------------------------ applying

    def advance(self, state: S, action: Action, events: Events) -> None:
        if isinstance(action, Roll):
            if events is not None:
                events.append(DiceRolled(state.active, action.dice))
            state.dice = action.dice
            state.rolls += 1
            state.phase = _WHITE
            return
        phase = state.phase
        if phase is _WHITE:
            self._collect_white(state, action, events)
        elif phase is _COLOUR:
            self._apply_colour(state, action.move, events)
        else:
            self.apply_other(state, action, events)

    def check_dice(self, state: S, dice: tuple[int | None, ...]) -> None:
        expected = WHITE_DICE + len(self.variant.rows)
        if len(dice) != expected:
            raise IllegalMoveError("bad_roll", f"a roll has {expected} dice, not {len(dice)}")
        faces = self.variant.die_faces
        for position, value in enumerate(dice):
            row = position - WHITE_DICE
            removed = row >= 0 and bool(state.closed >> row & 1)
            name = "white" if row < 0 else self.variant.rows[row].colour
            if removed:
                if value is not None:
                    raise IllegalMoveError(
                        "die_removed", f"the {name} die has left the game and cannot be rolled"
                    )
            elif not (isinstance(value, int) and 1 <= value <= faces):
                raise IllegalMoveError(
                    "bad_roll", f"the {name} die must show 1-{faces}, not {value!r}"
                )

    def _collect_white(self, state: S, decision: Decision, events: Events) -> None:
        seat = decision.player
        before = state.pending
        pending = (*before[:seat], decision.move, *before[seat + 1 :])
        if events is not None:
            events.append(DecisionRecorded(seat))
        for move in pending:
            if move is None:  # (`None in pending` would call every move's __eq__)
                state.pending = pending
                return
        # Everyone has decided against the same sheet; now all crosses take effect together.
        lockers: dict[int, list[int]] = {}
        for player, move in enumerate(pending):
            if isinstance(move, Cross):
                action = "lucky" if move.lucky else "white"
                if self.cross(state, player, move, action, events):
                    lockers.setdefault(move.row, []).append(player)
        state.crossed_this_turn = isinstance(pending[state.active], Cross)
        state.pending = _UNDECIDED[state.n_players]
        if lockers:
            self.close_rows(state, lockers, events)
            if self.check_locks_end(state, events):
                return
        state.phase = _COLOUR

    def _apply_colour(self, state: S, move: Move, events: Events) -> None:
        if isinstance(move, Cross):
            state.crossed_this_turn = True
            if self.cross(state, state.active, move, "colour", events):
                self.close_rows(state, {move.row: [state.active]}, events)
                if self.check_locks_end(state, events):
                    return
        self.after_colour(state, events)

    def apply_other(self, state: S, decision: Decision, events: Events) -> None:
        raise IllegalMoveError("wrong_phase", f"nothing to decide in phase {state.phase}")

    def after_colour(self, state: S, events: Events) -> None:
        """What follows action 2: in classic, the end of the turn."""
        self.end_turn(state, events)

    def cross(self, state: S, player: int, move: Cross, action: str, events: Events) -> bool:
        """Put an already validated cross on the sheet; True when it crossed the lock."""
        row = move.row
        index = self.index_table[row][move.number]
        sheet = state.marks[player]
        mark = sheet[row]
        new_mark = mark | 1 << index
        locks = index >= self._first_lock_index[row]
        if locks:
            new_mark |= 1 << self._row_length[row]
        marks = list(state.marks)
        marks[player] = (*sheet[:row], new_mark, *sheet[row + 1 :])
        state.marks = tuple(marks)
        if events is not None:
            last = last_index(mark, self._row_length[row])
            numbers = self.variant.rows[row].numbers
            events.append(
                NumberCrossed(player, row, move.number, numbers[last + 1 : index], action)
            )
        return locks

    def close_rows(self, state: S, lockers: dict[int, list[int]], events: Events) -> None:
        """Close the rows just locked; their dice leave the game at once."""
        for row in sorted(lockers):
            if state.closed >> row & 1:
                continue
            state.closed |= 1 << row
            if events is not None:
                events.append(RowLocked(row, tuple(lockers[row])))
                events.append(DieRemoved(row))
        if state.dice:
            dice = list(state.dice)
            for row in lockers:
                dice[WHITE_DICE + row] = None
            state.dice = tuple(dice)

    def check_locks_end(self, state: S, events: Events) -> bool:
        if state.closed.bit_count() >= self.variant.locked_rows_to_end:
            self.finish(state, "locks", None, events)
            return True
        return False

    def finish(self, state: S, reason: str, player: int | None, events: Events) -> None:
        state.phase = _OVER
        state.over_reason = reason
        state.pending = _UNDECIDED[state.n_players]
        if events is not None:
            events.append(GameOver(reason, player, tuple(c.total for c in self.scores(state))))

    def end_turn(self, state: S, events: Events) -> None:
        """Misthrow for an active player who crossed nothing, end check, next player."""
        active = state.active
        if not state.crossed_this_turn:
            misthrows = list(state.misthrows)
            misthrows[active] += 1
            state.misthrows = tuple(misthrows)
            if events is not None:
                events.append(MisthrowTaken(active, misthrows[active]))
            if misthrows[active] >= self.variant.misthrow_boxes:
                self.finish(state, "misthrows", active, events)
                return
        self.pass_turn(state, events)

    def pass_turn(self, state: S, events: Events) -> None:
        state.active = (state.active + 1) % state.n_players
        state.phase = _ROLL
        state.dice = ()
        state.crossed_this_turn = False
        if events is not None:
            events.append(TurnPassed(state.active))

    # ------------------------------------------------------------------ scoring

    def bonus(self, state: S, player: int) -> int:
        return 0

    def scores(self, state: S) -> tuple[ScoreCard, ...]:
        points = self.variant.points
        penalty = self.variant.misthrow_penalty
        cards = []
        for player in range(state.n_players):
            row_points = tuple(points[mark.bit_count()] for mark in state.marks[player])
            misthrows = state.misthrows[player]
            bonus = self.bonus(state, player)
            cards.append(
                ScoreCard(
                    row_points=row_points,
                    misthrows=misthrows,
                    misthrow_points=-penalty * misthrows,
                    bonus=bonus,
                    total=sum(row_points) - penalty * misthrows + bonus,
                )
            )
        return tuple(cards)

    # ------------------------------------------------------------------ moves as text/JSON

    def describe_move(self, move: Move) -> str:
        if isinstance(move, Pass):
            return "pass"
        if isinstance(move, Cross):
            colour = (
                self.variant.rows[move.row].colour
                if 0 <= move.row < len(self.variant.rows)
                else f"row {move.row}"
            )
            return f"{'lucky cross' if move.lucky else 'cross'} {colour} {move.number}"
        return repr(move)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        if isinstance(move, Pass):
            return {"pass": True}
        if isinstance(move, Cross):
            key = "lucky" if move.lucky else "cross"
            return {key: [self.variant.rows[move.row].colour, move.number]}
        raise ValueError(f"{self.title} has no move {move!r}")

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        if data.get("pass") is True and len(data) == 1:
            return PASS
        for key in ("cross", "lucky"):
            if key in data and len(data) == 1:
                value = data[key]
                if (
                    not isinstance(value, list)
                    or len(value) != 2
                    or not isinstance(value[0], str)
                    or not isinstance(value[1], int)
                    or isinstance(value[1], bool)
                ):
                    raise ValueError(f'"{key}" must be [colour, number], not {value!r:.60}')
                row = self.variant.row_index(value[0])
                if row < 0:
                    raise ValueError(f"{self.title} has no {value[0]!r:.40} row")
                if self.variant.rows[row].index_of(value[1]) < 0:
                    raise ValueError(f"the {value[0]} row has no number {value[1]}")
                return Cross(row, value[1], lucky=key == "lucky")
        raise ValueError(f"not a {self.title} move: {dict(data)!r:.80}")
