"""What a game is, in one record every layer reads: `GameSpec`, and the one registry of them.

A record is pure Python and cheap to import: the game's rules, computer players, table kit,
texts and printed sheet are reached through loader functions that import their module on
first use, so a window that plays classic never loads Qwantum's code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal

from ..engine.errors import SetupError
from ..engine.record import Record, set_field

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import AnyRules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory
    from ..ui.tutorial import Tutorial

LANGUAGES = ("en", "es")


class HouseRule(Record):
    """A whole-number game option a family may change (crosses before a lock, ...).

    The option is stored in a save only when it differs from `default`.
    """

    __match_args__ = ("key", "default", "low", "high")
    __slots__ = __match_args__
    key: str
    default: int
    low: int
    high: int

    def __init__(self, key: str, default: int, low: int, high: int) -> None:
        set_field(self, "key", key)
        set_field(self, "default", default)
        set_field(self, "low", low)
        set_field(self, "high", high)

    def check(self, value: object) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise SetupError(f"the option {self.key!r} must be a whole number, not {value!r:.40}")
        if not self.low <= value <= self.high:
            raise SetupError(f"the option {self.key!r} must be {self.low}-{self.high}, not {value}")
        return value


def no_data(board: str) -> dict[str, Any]:
    return {}


def no_tutorial() -> Tutorial | None:
    return None


# The shapes a chart's marks come in, a game's each (GameSpec.mark).
ChartMark = Literal["circle", "square", "triangle", "diamond", "plus"]


@dataclass(frozen=True, eq=False)
class GameSpec:
    """One game: its key, names, player counts, options, and where each layer's code lives.

    `title` is the game's printed name (the same in every language); `names` is the name in
    menus and the window, per language ("Qwixx (classic)", "Qwixx (clásico)").
    """

    key: str
    title: str
    names: Mapping[str, str]
    min_players: int
    max_players: int
    load_rules: Callable[[], AnyRules]
    load_ai: Callable[[], GameAI]
    load_texts: Callable[[], GameTexts]
    load_kit: Callable[[], KitFactory]
    load_sheet: Callable[[], PrintedSheet]
    # The options a new game needs from data files under resources/ (a board, dice faces);
    # `board` is the board the person chose ("a", "b" or a file), ignored by most games.
    read_data: Callable[[str], dict[str, Any]] = no_data
    # Boards offered in New game ("a", "b"); empty for games without a board.
    boards: tuple[str, ...] = ()
    house_rules: tuple[HouseRule, ...] = ()
    colour: str = "#1e63c6"  # the game's colour in charts
    # The shape of the game's marks in charts: its line is told from the others' without
    # colour (in grayscale, or by colour-blind eyes: On Board's red and Longo's green).
    mark: ChartMark = "circle"
    # Learn to play and the "What's different" card (ui/tutorial.py); None: neither.
    load_tutorial: Callable[[], Tutorial | None] = no_tutorial
    # The setup options a blank pad of the game carries, by key (PrintOptions' fields of the
    # same name): Longo's lucky range, so pads printed from a game on the table deal its numbers.
    pad_options: tuple[str, ...] = ()

    def name(self, language: str) -> str:
        """The game's name in `language` (English when the record has no such name)."""
        return self.names.get(language) or self.names.get("en") or self.title

    @cached_property
    def rules(self) -> AnyRules:
        """The game's rules under its standard options (built once)."""
        return self.load_rules()

    def ai(self) -> GameAI:
        return self.load_ai()

    def texts(self) -> GameTexts:
        return self.load_texts()

    def kit(self) -> KitFactory:
        return self.load_kit()

    def sheet(self) -> PrintedSheet:
        return self.load_sheet()

    def tutorial(self) -> Tutorial | None:
        return self.load_tutorial()

    def house_rule(self, key: str) -> HouseRule | None:
        return next((rule for rule in self.house_rules if rule.key == key), None)

    def house_rules_in(self, options: Mapping[str, object]) -> dict[str, int]:
        """The house rules among a game's options that differ from the standard rules, in the
        record's order (other options, and values that are not whole numbers, left out)."""
        found = {}
        for rule in self.house_rules:
            value = options.get(rule.key, rule.default)
            if isinstance(value, int) and not isinstance(value, bool) and value != rule.default:
                found[rule.key] = value
        return found

    def pad_options_in(self, options: Mapping[str, object]) -> dict[str, object]:
        """The options of a game's setup its blank pads carry, as PrintOptions takes them (a
        setup's lists, as saves hold them, made tuples: print options are frozen)."""
        found: dict[str, object] = {}
        for key in self.pad_options:
            if key in options:
                value = options[key]
                found[key] = tuple(value) if isinstance(value, list) else value
        return found


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add a game (a later record with the same key replaces the earlier one)."""
    _GAMES[spec.key] = spec
    return spec


def unregister(key: str) -> None:
    """Remove a game (tests that define a game of their own clean up with this)."""
    _GAMES.pop(key, None)


def registered() -> dict[str, GameSpec]:
    return _GAMES
