"""Rules of Qwantum (the rulebook spells it "Quantum"), as settled in RULES-NOTES.md.

Dice: one white d6 and six special dice whose faces each show a colour and a number. The
faces are an unverified transcription, so they are game data: the caller passes them as the
option "dice" (see docs/qwantum-dice-format.md) and saves embed the normalised copy.

A roll is encoded as seven face numbers 1-6, one per die in the order of the dice data:
index 0 is the white die, indices 1-6 the special dice. Face number k means the k-th face
listed for that die, so for the standard white die the face number is also its value. The
re-roll outcome is a full seven-face roll in which the dice that were kept must be unchanged.

Turn: ROLL (chance) -> REROLL (active: re-roll a non-empty subset once, or pass) -> ROLL again
if re-rolling -> CHOOSE_ACTIVE (action B: the active player may write one colour's value) ->
CHOOSE_ALL (action C: every player may write one of the other colours, collected and then
applied together) -> misthrow check -> next player.

Settled where the ruling is silent: when action C completes a sheet and the active player
wrote nothing in B and C, the active player still marks the misthrow (it belongs to C); the
game then ends with reason "sheet_full".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise
from typing import Any, NamedTuple, cast

from .chance import ChanceStream
from .errors import IllegalMoveError, SetupError
from .events import (
    ColumnScored,
    DecisionRecorded,
    DiceRolled,
    GameOver,
    MisthrowTaken,
    NumberWritten,
    TurnPassed,
)
from .moves import PASS, Action, Decision, Move, Pass, Phase, Reroll, Roll, Write
from .rules import Events, Rules, ScoreCard

# The phases as plain module names: reading an enum member off its class goes through the
# enum's metaclass, which the hot path (every action, every move list) notices.
_ROLL, _REROLL, _OVER = Phase.ROLL, Phase.REROLL, Phase.OVER
_CHOOSE_ACTIVE, _CHOOSE_ALL = Phase.CHOOSE_ACTIVE, Phase.CHOOSE_ALL
DICE_FORMAT = "qwantum-dice"
DICE_VERSION = 1
SPECIAL_DICE = 6
FACES = 6  # faces per die, white and special alike
WHITE_DIE = 0  # index of the white die in a roll; the special dice follow
N_DICE = 1 + SPECIAL_DICE
MIN_VALUE, MAX_VALUE = 1, 6  # numbers printed on any face


# ---------------------------------------------------------------------- variant


@dataclass(frozen=True)
class QwantumRow:
    """One colour row of the sheet (also the colour of the dice faces that feed it)."""

    colour: str
    symbol: str  # a letter so that colour is never the only cue; also the dice-file code


@dataclass(frozen=True)
class QwantumVariant:
    key: str
    title: str
    rows: tuple[QwantumRow, ...]
    fields: int  # fields per row
    rising_fields: int  # the thick line follows this many strictly increasing fields
    misthrow_boxes: int  # marking the last box ends the game (after action C)
    min_players: int
    max_players: int

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(row.colour for row in self.rows)

    def row_index(self, colour: str) -> int:
        """Index of the row of `colour`, or -1 when the game has no such row."""
        for index, row in enumerate(self.rows):
            if row.colour == colour:
                return index
        return -1

    def misthrow_points(self, misthrows: int) -> int:
        """The k-th misthrow costs k points: 1, 3, 6, 10, 15 in total (as a negative)."""
        return -(misthrows * (misthrows + 1) // 2)


QWANTUM = QwantumVariant(
    key="qwantum",
    title="Qwantum",
    rows=(
        QwantumRow("violet", "V"),
        QwantumRow("blue", "B"),
        QwantumRow("red", "R"),
        QwantumRow("yellow", "Y"),
    ),
    fields=6,
    rising_fields=4,
    misthrow_boxes=5,
    min_players=1,
    max_players=4,
)


# ---------------------------------------------------------------------- dice data


class DiceFileError(SetupError):
    """Malformed Qwantum dice data; the message names the die and the face at fault.

    A SetupError (hence an EngineError), since the dice arrive as a game option.
    """


class Face(NamedTuple):
    """What a special die's face shows: a colour (row index) and a number."""

    row: int
    value: int


@dataclass(frozen=True)
class QwantumDice:
    """The seven dice of a game, parsed and checked."""

    white_name: str
    white: tuple[int, ...]  # the white die's numbers, face 1 first
    names: tuple[str, ...]  # the special dice
    special: tuple[tuple[Face, ...], ...]  # [die][face number - 1]
    verified: bool

    def die_name(self, index: int) -> str:
        """Name of the die at roll index `index` (0 = white)."""
        return self.white_name if index == WHITE_DIE else self.names[index - 1]

    def to_json(self, variant: QwantumVariant = QWANTUM) -> dict[str, Any]:
        """The normalised data: what parse_dice accepts and saves embed."""
        return {
            "format": DICE_FORMAT,
            "version": DICE_VERSION,
            "verified": self.verified,
            "white": {"name": self.white_name, "faces": list(self.white)},
            "special": [
                {
                    "name": name,
                    "faces": [f"{variant.rows[f.row].symbol}{f.value}" for f in faces],
                }
                for name, faces in zip(self.names, self.special, strict=True)
            ],
        }


_TOP_KEYS = frozenset({"note", "format", "version", "verified", "source", "white", "special"})
_DIE_KEYS = frozenset({"name", "faces", "note"})
_FACE = re.compile(r"([A-Za-z]+)\s*(-?\d+)")


def _fail(message: str) -> DiceFileError:
    return DiceFileError(f"Qwantum dice data: {message}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _die_entry(entry: Any, label: str, default_name: str) -> tuple[str, list[Any]]:
    """The name and raw faces of one die entry ({"name": ..., "faces": [...]})."""
    if not isinstance(entry, dict):
        raise _fail(f'{label} must be an object with "faces", not {entry!r}')
    unknown = sorted(set(entry) - _DIE_KEYS)
    if unknown:
        raise _fail(f"{label} has unknown keys {unknown} (allowed: name, faces, note)")
    name = entry.get("name", default_name)
    if not isinstance(name, str) or not name.strip():
        raise _fail(f'{label}: "name" must be a non-empty text, not {name!r}')
    label = f"{label} ({name!r})"
    faces = entry.get("faces")
    if not isinstance(faces, list):
        raise _fail(f'{label}: "faces" must be a list of {FACES} faces, not {faces!r}')
    if len(faces) != FACES:
        raise _fail(f"{label} has {len(faces)} faces; a die has exactly {FACES}")
    return name.strip(), faces


def parse_dice(data: Any, variant: QwantumVariant = QWANTUM) -> QwantumDice:
    """Check and parse raw dice data (the JSON of resources/dice/qwantum.json).

    Raises DiceFileError naming the die and face at fault. Pure: no file access.
    """
    if not isinstance(data, dict):
        raise _fail(f"expected a JSON object, not {type(data).__name__}")
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise _fail(f"unknown keys {unknown} (allowed: {', '.join(sorted(_TOP_KEYS))})")
    if data.get("format") != DICE_FORMAT:
        raise _fail(f'"format" must be {DICE_FORMAT!r}, not {data.get("format")!r}')
    version = data.get("version")
    if not _is_int(version) or version != DICE_VERSION:
        raise _fail(f'"version" must be {DICE_VERSION}, not {version!r}')
    verified = data.get("verified", False)
    if not isinstance(verified, bool):
        raise _fail(f'"verified" must be true or false, not {verified!r}')

    white_name, white_faces = _die_entry(data.get("white"), "the white die", "white")
    white: list[int] = []
    for number, value in enumerate(white_faces, start=1):
        if not _is_int(value) or not MIN_VALUE <= value <= MAX_VALUE:
            raise _fail(
                f"the white die ({white_name!r}), face {number}: the number must be a whole "
                f"number {MIN_VALUE}-{MAX_VALUE}, not {value!r}"
            )
        white.append(value)

    raw_special = data.get("special")
    if not isinstance(raw_special, list):
        raise _fail(f'"special" must be a list of {SPECIAL_DICE} dice, not {raw_special!r}')
    if len(raw_special) != SPECIAL_DICE:
        raise _fail(f'"special" lists {len(raw_special)} dice; Qwantum has exactly {SPECIAL_DICE}')
    by_symbol = {row.symbol: index for index, row in enumerate(variant.rows)}
    legend = ", ".join(f"{row.symbol} = {row.colour}" for row in variant.rows)
    names: list[str] = []
    special: list[tuple[Face, ...]] = []
    for die_number, entry in enumerate(raw_special, start=1):
        name, raw_faces = _die_entry(entry, f"special die {die_number}", f"die {die_number}")
        faces: list[Face] = []
        for face_number, raw in enumerate(raw_faces, start=1):
            where = f"special die {die_number} ({name!r}), face {face_number}"
            match = _FACE.fullmatch(raw.strip()) if isinstance(raw, str) else None
            if match is None:
                raise _fail(
                    f"{where}: {raw!r} is not a colour letter followed by a number, "
                    f'like "R4" ({legend})'
                )
            letter, digits = match.group(1).upper(), int(match.group(2))
            if letter not in by_symbol:
                raise _fail(f"{where}: unknown colour {match.group(1)!r} in {raw!r} ({legend})")
            if not MIN_VALUE <= digits <= MAX_VALUE:
                raise _fail(
                    f"{where}: the number {digits} in {raw!r} is out of range "
                    f"{MIN_VALUE}-{MAX_VALUE}"
                )
            faces.append(Face(by_symbol[letter], digits))
        names.append(name)
        special.append(tuple(faces))
    if len({white_name, *names}) != N_DICE:
        raise _fail(f"the dice need {N_DICE} different names, got {[white_name, *names]}")
    return QwantumDice(white_name, tuple(white), tuple(names), tuple(special), verified)


# ---------------------------------------------------------------------- sheet rules


def column_score(values: Sequence[int]) -> int:
    """A full column's points: its second-lowest distinct value; all equal -> that value."""
    distinct = sorted(set(values))
    return distinct[1] if len(distinct) > 1 else distinct[0]


def sheet_problem(
    values: Sequence[int], value: int, variant: QwantumVariant = QWANTUM
) -> tuple[str, str] | None:
    """Why `value` may not go into the next field of a row holding `values` (rule, reason).

    None when it may. Fields 1..rising_fields strictly increase; every later field is strictly
    below the one before it. Rows fill left to right, so the next field is len(values).
    """
    field = len(values)
    if field >= variant.fields:
        return "row_full", f"all {variant.fields} fields of the row are filled"
    if field == 0:
        return None
    last = values[-1]
    if field < variant.rising_fields and value <= last:
        return (
            "must_increase",
            f"up to the thick line the numbers must increase: {value} in field {field + 1} "
            f"is not above {last}",
        )
    if field >= variant.rising_fields and value >= last:
        return (
            "must_decrease",
            f"after the thick line the numbers must decrease: {value} in field {field + 1} "
            f"is not below {last}",
        )
    return None


def fits(values: Sequence[int], value: int, variant: QwantumVariant = QWANTUM) -> bool:
    """May `value` go into the next field of a row holding `values`? (`sheet_problem`'s
    rule without its reasons: bots ask this many times per decision.)"""
    field = len(values)
    if field >= variant.fields:
        return False
    if field == 0:
        return True
    return value > values[-1] if field < variant.rising_fields else value < values[-1]


# ---------------------------------------------------------------------- state


Sheet = tuple[tuple[int, ...], ...]  # [row] the values written, left to right


class QwantumState:
    """An immutable snapshot of a Qwantum game. Rules build new ones; nobody mutates one."""

    __slots__ = (
        "active",
        "b_row",
        "dice",
        "dice_set",
        "misthrows",
        "n_players",
        "over_reason",
        "pending",
        "phase",
        "reroll",
        "rolls",
        "seed",
        "sheets",
        "variant",
    )

    variant: QwantumVariant
    dice_set: QwantumDice
    seed: int
    n_players: int
    sheets: tuple[Sheet, ...]  # [player][row]
    misthrows: tuple[int, ...]
    active: int
    phase: Phase
    dice: tuple[int, ...]  # face numbers 1-6 (white first); empty before a turn's first roll
    reroll: tuple[int, ...]  # dice chosen for this turn's re-roll (pending while phase is ROLL)
    b_row: int | None  # the row the active player wrote in action B this turn
    pending: tuple[Move | None, ...]  # action-C decisions collected so far
    rolls: int  # chance outcomes so far (rolls and re-rolls); keys the seeded dice
    over_reason: str | None

    def copy(self) -> QwantumState:
        new = object.__new__(QwantumState)
        new.variant = self.variant
        new.dice_set = self.dice_set
        new.seed = self.seed
        new.n_players = self.n_players
        new.sheets = self.sheets
        new.misthrows = self.misthrows
        new.active = self.active
        new.phase = self.phase
        new.dice = self.dice
        new.reroll = self.reroll
        new.b_row = self.b_row
        new.pending = self.pending
        new.rolls = self.rolls
        new.over_reason = self.over_reason
        return new

    def key(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks (replay, save/load)."""
        return (
            self.variant.key,
            self.dice_set,
            self.seed,
            self.n_players,
            self.sheets,
            self.misthrows,
            self.active,
            self.phase,
            self.dice,
            self.reroll,
            self.b_row,
            self.pending,
            self.rolls,
            self.over_reason,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, QwantumState) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    # Derived views, used by the UI, bots and tests.

    @property
    def white_value(self) -> int | None:
        """The white die's number now; None before the turn's first roll."""
        return self.dice_set.white[self.dice[WHITE_DIE] - 1] if self.dice else None

    def special_faces(self) -> tuple[Face, ...]:
        """What each special die shows now (empty before the turn's first roll)."""
        if not self.dice:
            return ()
        return tuple(
            faces[number - 1]
            for faces, number in zip(self.dice_set.special, self.dice[1:], strict=True)
        )

    def colour_values(self) -> tuple[int, ...]:
        """Each row's value now: white + the special dice of its colour (white alone if none)."""
        dice = self.dice
        if not dice:
            return ()
        dice_set = self.dice_set
        values = [dice_set.white[dice[WHITE_DIE] - 1]] * len(self.variant.rows)
        for faces, number in zip(dice_set.special, dice[1:], strict=True):
            row, value = faces[number - 1]
            values[row] += value
        return tuple(values)

    def colour_value(self, row: int) -> int:
        return self.colour_values()[row]

    def row_values(self, player: int, row: int) -> tuple[int, ...]:
        return self.sheets[player][row]

    def filled(self, player: int) -> int:
        """How many fields of the player's sheet hold a number."""
        return sum(map(len, self.sheets[player]))

    def sheet_full(self, player: int) -> bool:
        return self.filled(player) == len(self.variant.rows) * self.variant.fields

    @property
    def b_colour(self) -> str | None:
        """The colour the active player took in action B this turn, if any."""
        return None if self.b_row is None else self.variant.rows[self.b_row].colour

    def open_rows(self) -> tuple[int, ...]:
        """Rows that may be written now in the current action (B: all; C: all but B's)."""
        rows = range(len(self.variant.rows))
        if self.phase is _CHOOSE_ALL:
            return tuple(row for row in rows if row != self.b_row)
        if self.phase is _CHOOSE_ACTIVE:
            return tuple(rows)
        return ()

    def column_points(self, player: int) -> tuple[int, ...]:
        """Each column's points: its score once all rows fill it, else 0."""
        sheet = self.sheets[player]
        return tuple(
            column_score([values[column] for values in sheet])
            if all(len(values) > column for values in sheet)
            else 0
            for column in range(self.variant.fields)
        )


# ---------------------------------------------------------------------- rules


_ALL_REROLLS: tuple[Reroll, ...] = tuple(
    Reroll(subset) for size in range(1, N_DICE + 1) for subset in combinations(range(N_DICE), size)
)


class QwantumRules(Rules[QwantumState]):
    """Qwantum for 1-4 players. Option "dice" (required): the raw dice data."""

    def __init__(self, variant: QwantumVariant = QWANTUM) -> None:
        self.variant = variant
        # Moves are immutable values, so move generation hands out these shared instances.
        self._writes = tuple(Write(row) for row in range(len(variant.rows)))
        self.key = variant.key
        self.title = variant.title
        self.min_players = variant.min_players
        self.max_players = variant.max_players

    # ------------------------------------------------------------------ set-up

    def normalise_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(options) - {"dice"})
        if unknown:
            raise SetupError(f"{self.title} has no options {unknown} (its one option: dice)")
        if "dice" not in options:
            raise SetupError(
                f'{self.title} needs the option "dice": the dice faces '
                "(resources/dice/qwantum.json)"
            )
        return {"dice": parse_dice(options["dice"], self.variant).to_json(self.variant)}

    def new_state(self, n_players: int, seed: int, options: Mapping[str, Any]) -> QwantumState:
        if not self.min_players <= n_players <= self.max_players:
            raise SetupError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, "
                f"not {n_players}"
            )
        dice = parse_dice(self.normalise_options(options)["dice"], self.variant)
        rows = len(self.variant.rows)
        state = object.__new__(QwantumState)
        state.variant = self.variant
        state.dice_set = dice
        state.seed = seed
        state.n_players = n_players
        state.sheets = tuple(((),) * rows for _ in range(n_players))
        state.misthrows = (0,) * n_players
        state.active = 0
        state.phase = _ROLL
        state.dice = ()
        state.reroll = ()
        state.b_row = None
        state.pending = (None,) * n_players
        state.rolls = 0
        state.over_reason = None
        return state

    # ------------------------------------------------------------------ queries

    def chance_outcome(self, state: QwantumState) -> Roll:
        """All seven dice; on a re-roll only the chosen ones get new faces."""
        if state.phase is not _ROLL:
            raise IllegalMoveError("not_rolling", "the dice are not to be rolled now")
        stream = ChanceStream(state.seed, state.rolls)
        chosen = state.reroll or tuple(range(N_DICE))
        dice = list(state.dice) if state.reroll else [1] * N_DICE
        for index in chosen:
            dice[index] = stream.below(FACES) + 1
        return Roll(tuple(dice))

    def rolls_itself(self, state: QwantumState) -> bool:
        """The dice the active player picked for the re-roll are thrown without a Roll."""
        return state.phase is _ROLL and bool(state.reroll)

    def is_simultaneous(self, phase: Phase) -> bool:
        return phase is _CHOOSE_ALL

    def deciders(self, state: QwantumState) -> tuple[int, ...]:
        phase = state.phase
        if phase is _CHOOSE_ALL:
            return tuple(p for p, move in enumerate(state.pending) if move is None)
        if phase is _REROLL or phase is _CHOOSE_ACTIVE:
            return (state.active,)
        return ()

    def write_moves(self, state: QwantumState, player: int) -> list[Move]:
        """The writes (without pass) open to `player` in the current action."""
        values = state.colour_values()
        sheet = state.sheets[player]
        return [
            self._writes[row]
            for row in state.open_rows()
            if fits(sheet[row], values[row], self.variant)
        ]

    def legal_moves(self, state: QwantumState, player: int) -> list[Move]:
        if player not in self.deciders(state):
            return []
        if state.phase is _REROLL:
            return [*_ALL_REROLLS, PASS]
        return [*self.write_moves(state, player), PASS]

    # ------------------------------------------------------------------ validation

    def check_move(self, state: QwantumState, player: int, move: Move) -> None:
        """Raise IllegalMoveError unless `player` may make `move` in this phase."""
        phase = state.phase
        if phase is _CHOOSE_ALL:
            if state.pending[player] is not None:
                raise IllegalMoveError(
                    "already_decided", f"player {player} has already decided in action C"
                )
        elif player != state.active:
            what = "re-roll" if phase is _REROLL else "write in action B"
            raise IllegalMoveError("not_active", f"only the active player may {what}")
        if isinstance(move, Pass):
            return
        if phase is _REROLL:
            if not isinstance(move, Reroll):
                raise IllegalMoveError(
                    "wrong_move",
                    f"{self.describe_move(move)}: the active player may only re-roll or "
                    "keep the dice now",
                )
            self.check_reroll(move)
            return
        if not isinstance(move, Write):
            raise IllegalMoveError(
                "wrong_move", f"{self.describe_move(move)} is not a move of action B or C"
            )
        self.check_write(state, player, move)

    def check_reroll(self, move: Reroll) -> None:
        dice = move.dice
        if not dice:
            raise IllegalMoveError(
                "bad_reroll", "a re-roll needs at least one die (pass keeps all the dice)"
            )
        if not all(_is_int(d) and 0 <= d < N_DICE for d in dice):
            raise IllegalMoveError(
                "bad_reroll", f"dice are numbered 0 (white) to {N_DICE - 1}, not {list(dice)}"
            )
        if any(a >= b for a, b in pairwise(dice)):
            raise IllegalMoveError(
                "bad_reroll", f"list each die once, in increasing order, not {list(dice)}"
            )

    def check_write(self, state: QwantumState, player: int, move: Write) -> None:
        row = move.row
        if not _is_int(row) or not 0 <= row < len(self.variant.rows):
            raise IllegalMoveError("no_such_row", f"there is no row {row!r}")
        colour = self.variant.rows[row].colour
        if state.phase is _CHOOSE_ALL and row == state.b_row:
            raise IllegalMoveError(
                "colour_taken",
                f"the {colour} value was taken in action B; action C offers the other colours",
            )
        value = state.colour_value(row)
        problem = sheet_problem(state.sheets[player][row], value, self.variant)
        if problem is not None:
            rule, reason = problem
            raise IllegalMoveError(rule, f"cannot write the {colour} {value}: {reason}")

    def check_dice(self, state: QwantumState, dice: tuple[int | None, ...]) -> None:
        if len(dice) != N_DICE:
            raise IllegalMoveError(
                "bad_roll",
                f"a roll gives a face number for each of the {N_DICE} dice, not {len(dice)}",
            )
        for index, face in enumerate(dice):
            if face is None or not _is_int(face) or not 1 <= face <= FACES:
                raise IllegalMoveError(
                    "bad_roll",
                    f"{self.die_label(state, index)}: the face number must be "
                    f"1-{FACES}, not {face!r}",
                )
            if state.reroll and index not in state.reroll and face != state.dice[index]:
                raise IllegalMoveError(
                    "kept_die_changed",
                    f"{self.die_label(state, index)} was kept and must still show face "
                    f"{state.dice[index]}, not {face}",
                )

    @staticmethod
    def die_label(state: QwantumState, index: int) -> str:
        """How messages name the die at roll index `index`."""
        name = state.dice_set.die_name(index)
        if index == WHITE_DIE:
            return "the white die" if name == "white" else f"the white die ({name!r})"
        plain = f"special die {index}"
        return plain if name == f"die {index}" else f"{plain} ({name!r})"

    # ------------------------------------------------------------------ applying

    def advance(self, state: QwantumState, action: Action, events: Events) -> None:
        if isinstance(action, Roll):
            rerolled = bool(state.reroll)
            dice = tuple(cast("tuple[int, ...]", action.dice))  # legal: no die is None
            if events is not None:
                events.append(DiceRolled(state.active, dice, reroll=rerolled))
            state.dice = dice
            state.rolls += 1
            # The re-roll is allowed once: after its outcome the choice of action B follows.
            state.phase = _CHOOSE_ACTIVE if rerolled else _REROLL
            return
        phase = state.phase
        if phase is _REROLL:
            if isinstance(action.move, Reroll):
                state.reroll = action.move.dice
                state.phase = _ROLL
            else:
                state.phase = _CHOOSE_ACTIVE
        elif phase is _CHOOSE_ACTIVE:
            self._apply_b(state, action.move, events)
        else:
            self._collect_c(state, action, events)

    def _apply_b(self, state: QwantumState, move: Move, events: Events) -> None:
        if isinstance(move, Write):
            self.write(state, state.active, move.row, events)
            state.b_row = move.row
            if state.sheet_full(state.active):
                # The sheet is full in action B: the game ends, no action C.
                self.finish(state, "sheet_full", state.active, events)
                return
        state.phase = _CHOOSE_ALL
        state.pending = (None,) * state.n_players

    def _collect_c(self, state: QwantumState, decision: Decision, events: Events) -> None:
        pending = list(state.pending)
        pending[decision.player] = decision.move
        state.pending = tuple(pending)
        if events is not None:
            events.append(DecisionRecorded(decision.player))
        for move in pending:
            if move is None:
                return
        # Everyone chose against the same dice and sheets; the writes now take effect together.
        for player, move in enumerate(pending):
            if isinstance(move, Write):
                self.write(state, player, move.row, events)
        state.pending = (None,) * state.n_players
        self.end_turn(state, wrote_in_c=isinstance(pending[state.active], Write), events=events)

    def write(self, state: QwantumState, player: int, row: int, events: Events) -> None:
        """Put an already validated value on the sheet; score the column if it fills."""
        value = state.colour_value(row)
        sheet = list(state.sheets[player])
        field = len(sheet[row])
        sheet[row] = (*sheet[row], value)
        sheets = list(state.sheets)
        sheets[player] = tuple(sheet)
        state.sheets = tuple(sheets)
        if events is not None:
            events.append(NumberWritten(player, row, field, value))
        if events is not None and all(len(values) > field for values in sheet):
            events.append(
                ColumnScored(player, field, column_score([values[field] for values in sheet]))
            )

    def end_turn(self, state: QwantumState, wrote_in_c: bool, events: Events) -> None:
        """After action C: misthrow for an active player who wrote nothing, end, next player."""
        active = state.active
        misthrow = state.b_row is None and not wrote_in_c
        if misthrow:
            misthrows = list(state.misthrows)
            misthrows[active] += 1
            state.misthrows = tuple(misthrows)
            if events is not None:
                events.append(MisthrowTaken(active, misthrows[active]))
        full = [p for p in range(state.n_players) if state.sheet_full(p)]
        if full:
            self.finish(state, "sheet_full", full[0] if len(full) == 1 else None, events)
        elif misthrow and state.misthrows[active] >= self.variant.misthrow_boxes:
            self.finish(state, "misthrows", active, events)
        else:
            state.active = (active + 1) % state.n_players
            state.phase = _ROLL
            state.dice = ()
            state.reroll = ()
            state.b_row = None
            if events is not None:
                events.append(TurnPassed(state.active))

    def finish(self, state: QwantumState, reason: str, player: int | None, events: Events) -> None:
        state.phase = _OVER
        state.over_reason = reason
        state.pending = (None,) * state.n_players
        if events is not None:
            events.append(GameOver(reason, player, tuple(c.total for c in self.scores(state))))

    # ------------------------------------------------------------------ scoring

    def scores(self, state: QwantumState) -> tuple[ScoreCard, ...]:
        """row_points holds the six column scores (0 for a column not yet full)."""
        cards = []
        for player in range(state.n_players):
            columns = state.column_points(player)
            misthrows = state.misthrows[player]
            penalty = self.variant.misthrow_points(misthrows)
            cards.append(
                ScoreCard(
                    row_points=columns,
                    misthrows=misthrows,
                    misthrow_points=penalty,
                    bonus=0,
                    total=sum(columns) + penalty,
                )
            )
        return tuple(cards)

    # ------------------------------------------------------------------ moves as text/JSON

    def describe_move(self, move: Move) -> str:
        if isinstance(move, Pass):
            return "pass"
        if isinstance(move, Write):
            rows = self.variant.rows
            colour = rows[move.row].colour if 0 <= move.row < len(rows) else f"row {move.row}"
            return f"write {colour}"
        if isinstance(move, Reroll):
            names = ["white" if d == WHITE_DIE else f"die {d}" for d in move.dice]
            return f"re-roll {', '.join(names) or 'nothing'}"
        return repr(move)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        if isinstance(move, Pass):
            return {"pass": True}
        if isinstance(move, Write):
            return {"write": self.variant.rows[move.row].colour}
        if isinstance(move, Reroll):
            return {"reroll": list(move.dice)}
        raise ValueError(f"{self.title} has no move {move!r}")

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        if len(data) == 1:
            if data.get("pass") is True:
                return PASS
            if "write" in data:
                colour = data["write"]
                row = self.variant.row_index(colour) if isinstance(colour, str) else -1
                if row < 0:
                    raise ValueError(
                        f'"write" must name a colour ({", ".join(self.variant.colours)}), '
                        f"not {colour!r:.40}"
                    )
                return Write(row)
            if "reroll" in data:
                dice = data["reroll"]
                if (
                    not isinstance(dice, list)
                    or len(dice) > N_DICE
                    or not all(_is_int(d) and 0 <= d < N_DICE for d in dice)
                ):
                    raise ValueError(
                        f'"reroll" must be a list of die numbers 0-{N_DICE - 1}, not {dice!r:.60}'
                    )
                return Reroll(tuple(dice))
        raise ValueError(f"not a {self.title} move: {dict(data)!r:.80}")
