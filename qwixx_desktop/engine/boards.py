"""Qwixx On Board tracks: the board schema, validated (pure: data in, Board out).

A board side is a track of 40 squares (after a start area, which is not a square). Each square
shows a colour and a number and has bonus points printed beside it. The project ships its own
two sides as data files; a user may transcribe a real board in the same format. The format is
described for users in docs/board-format.md; in short:

    {
      "format": "qwixx-desktop-board",      required, exactly this text
      "version": 1,                          required, 1
      "name": "Side A",                      required, a non-empty text (80 characters at most)
      "note": "where the layout comes from", optional text (default "")
      (name and note may instead give one text per language: {"en": "Side A", "es": "Lado A"})
      "squares": [                           required, exactly 40 entries, track order
        {"colour": "red", "number": 7, "bonus": 1},
        ...
      ]
    }

Rules a board must obey (each broken one is a BoardError naming the square, 1-based):
  * colour is one of red, yellow, green, blue;
  * number is a whole number 2-12 (any number of the colour's row, locking numbers included);
  * bonus is a whole number 1-20, never lower than the previous square's, and square 40's
    bonus is exactly 20 (the rulebook: bonuses grow along the track, "1-20"). Equal
    neighbours are allowed. The start area's bonus is always 0 and is not listed.
  * no other fields, at the top level or in a square (a typo would otherwise be ignored).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import SetupError

BOARD_FORMAT = "qwixx-desktop-board"
BOARD_VERSION = 1
TRACK_LENGTH = 40
COLOURS = ("red", "yellow", "green", "blue")
LOWEST_NUMBER = 2
HIGHEST_NUMBER = 12
LOWEST_BONUS = 1
FINAL_BONUS = 20
DEFAULT_LANGUAGE = "en"  # the text a board shows when it has none in the reader's language
MAX_NAME_LENGTH = 80
SQUARE_FIELDS = ("colour", "number", "bonus")
_TOP_REQUIRED = ("format", "version", "name", "squares")
_TOP_ALLOWED = (*_TOP_REQUIRED, "note")


class BoardError(SetupError):
    """Board data that breaks the schema; the message names the square (1-based) at fault.

    `reason` names its kind, so the window can say it in the person's language (the message
    is English, for the console and the command line): "not_a_board" (not an object, its
    fields or format), "version", "name", "note", "squares" (not a list of the track's
    squares), "square" (a square's fields, colour, number or bonus), "bonus_falls" (lower than
    the square before) or "last_bonus"; `square`, the square at fault (1-based), if one is."""

    def __init__(
        self, message: str, reason: str = "not_a_board", square: int | None = None
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.square = square


@dataclass(frozen=True, slots=True)
class Square:
    colour: str
    number: int
    bonus: int


LocalTexts = tuple[tuple[str, str], ...]  # (language code, text), in the file's order


@dataclass(frozen=True, slots=True)
class Board:
    name: str  # in English, or else in the first language the file gives
    note: str
    squares: tuple[Square, ...]  # squares[0] is square 1; the start area is not listed
    names: LocalTexts = ()  # per language, when the file gives them so
    notes: LocalTexts = ()

    def name_in(self, language: str) -> str:
        return dict(self.names).get(language, self.name)

    def note_in(self, language: str) -> str:
        return dict(self.notes).get(language, self.note)

    def square(self, number: int) -> Square:
        """Square `number`, 1-based as on the board."""
        return self.squares[number - 1]

    def bonus_at(self, position: int) -> int:
        """Bonus points of a figure at `position` (0 = start area, worth nothing)."""
        return 0 if position == 0 else self.squares[position - 1].bonus


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_square(number: int, raw: Any, previous_bonus: int) -> Square:
    where = f"square {number}"
    fault = ("square", number)
    if not isinstance(raw, Mapping):
        raise BoardError(f"{where}: expected an object with colour, number and bonus", *fault)
    missing = [name for name in SQUARE_FIELDS if name not in raw]
    if missing:
        raise BoardError(f"{where}: missing {', '.join(missing)}", *fault)
    extra = sorted(str(name) for name in raw if name not in SQUARE_FIELDS)
    if extra:
        raise BoardError(f"{where}: unknown field(s) {', '.join(extra)}", *fault)
    colour = raw["colour"]
    if colour not in COLOURS:
        raise BoardError(
            f"{where}: colour {colour!r:.40} is not one of {', '.join(COLOURS)}", *fault
        )
    value = raw["number"]
    if not _whole(value) or not LOWEST_NUMBER <= value <= HIGHEST_NUMBER:
        raise BoardError(
            f"{where}: number {value!r:.40} is not a whole number {LOWEST_NUMBER}-{HIGHEST_NUMBER}",
            *fault,
        )
    bonus = raw["bonus"]
    if not _whole(bonus) or not LOWEST_BONUS <= bonus <= FINAL_BONUS:
        raise BoardError(
            f"{where}: bonus {bonus!r:.40} is not a whole number {LOWEST_BONUS}-{FINAL_BONUS}",
            *fault,
        )
    if bonus < previous_bonus:
        raise BoardError(
            f"{where}: bonus {bonus} is lower than square {number - 1}'s bonus "
            f"{previous_bonus}; bonuses must never fall along the track",
            "bonus_falls",
            number,
        )
    if number == TRACK_LENGTH and bonus != FINAL_BONUS:
        raise BoardError(
            f"{where}: the last square's bonus must be {FINAL_BONUS}, not {bonus}",
            "last_bonus",
            number,
        )
    return Square(str(colour), int(value), int(bonus))


def _local_text(field: str, raw: Any, required: bool) -> tuple[str, LocalTexts]:
    """A text, or an object of texts per language: (the default text, the per-language ones).

    A required text (the name) is also short: it is a title in the window and on paper."""
    what = f"a non-empty text of at most {MAX_NAME_LENGTH} characters" if required else "a text"

    def acceptable(text: object) -> bool:
        if not isinstance(text, str):
            return False
        return not required or (bool(text.strip()) and len(text) <= MAX_NAME_LENGTH)

    if isinstance(raw, str):
        if not acceptable(raw):
            raise BoardError(f"{field} must be {what}", field)
        return raw, ()
    if not isinstance(raw, Mapping) or not raw:
        raise BoardError(f'{field} must be {what}, or one per language like {{"en": "…"}}', field)
    for language, text in raw.items():
        if not isinstance(language, str) or not language.strip():
            raise BoardError(f"{field}: {language!r:.40} is not a language code", field)
        if not acceptable(text):
            raise BoardError(f"{field} in {language!r:.40} must be {what}", field)
    texts = tuple((str(language), str(text)) for language, text in raw.items())
    return dict(texts).get(DEFAULT_LANGUAGE, texts[0][1]), texts


def parse_board(data: Any) -> Board:
    """Validate raw board data (parsed JSON); raises BoardError naming what is wrong."""
    if not isinstance(data, Mapping):
        raise BoardError("a board must be a JSON object with format, version, name and squares")
    missing = [name for name in _TOP_REQUIRED if name not in data]
    if missing:
        raise BoardError(f"the board is missing {', '.join(missing)}")
    extra = sorted(str(name) for name in data if name not in _TOP_ALLOWED)
    if extra:
        raise BoardError(f"the board has unknown field(s) {', '.join(extra)}")
    if data["format"] != BOARD_FORMAT:
        raise BoardError(f"format must be {BOARD_FORMAT!r}, not {data['format']!r:.40}")
    if data["version"] != BOARD_VERSION or not _whole(data["version"]):
        raise BoardError(
            f"version {data['version']!r:.40} is not supported (only {BOARD_VERSION})", "version"
        )
    name, names = _local_text("name", data["name"], required=True)
    note, notes = _local_text("note", data.get("note", ""), required=False)
    raw_squares = data["squares"]
    if not isinstance(raw_squares, list):
        raise BoardError("squares must be a list of 40 squares", "squares")
    if len(raw_squares) != TRACK_LENGTH:
        raise BoardError(
            f"a board has {TRACK_LENGTH} squares (the start area is not listed), "
            f"this one has {len(raw_squares)}",
            "squares",
        )
    squares: list[Square] = []
    previous_bonus = LOWEST_BONUS
    for number, raw in enumerate(raw_squares, start=1):
        square = _parse_square(number, raw, previous_bonus)
        squares.append(square)
        previous_bonus = square.bonus
    return Board(name, note, tuple(squares), names, notes)


def board_to_data(board: Board) -> dict[str, Any]:
    """The board as JSON data in the schema above (parse_board's inverse), e.g. for saves."""
    return {
        "format": BOARD_FORMAT,
        "version": BOARD_VERSION,
        "name": dict(board.names) if board.names else board.name,
        "note": dict(board.notes) if board.notes else board.note,
        "squares": [
            {"colour": s.colour, "number": s.number, "bonus": s.bonus} for s in board.squares
        ],
    }
