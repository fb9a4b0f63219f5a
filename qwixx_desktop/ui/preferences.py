"""User preferences and the last new-game choice, kept in QSettings."""

from __future__ import annotations

import json
from collections.abc import Container, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QSettings

from ..ai.kit import MEDIUM
from ..engine import HUMAN, SetupError, is_seed
from ..engine.jsontext import parse_json
from ..engine.record import Record, set_field
from ..engine.save import MAX_CONTROLLER_LENGTH, MAX_NAME_LENGTH, MAX_PLAYERS, is_short_text
from ..games import game_keys, get_game, is_game
from .i18n import LANGUAGES, system_language, translate

# Multipliers on the animation durations and on the computer players' pauses.
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
COMPUTER_PACES: dict[str, float] = {"instant": 0.0, "fast": 0.4, "normal": 1.0, "slow": 1.8}
THEMES = ("system", "light", "dark")
MAX_CHOICE_DEPTH = 4
MAX_BOARD_TEXT = 4096  # a board file's path
DEFAULT_VOLUME = 60  # percent


class Seat(Record):
    __match_args__ = ("name", "controller")
    __slots__ = __match_args__
    name: str
    controller: str  # "human" or a bot level

    def __init__(self, name: str, controller: str = HUMAN) -> None:
        set_field(self, "name", name)
        set_field(self, "controller", controller)

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True)
class NewGameChoice:
    game: str
    seats: tuple[Seat, ...] = ()
    seed: int | None = None  # None: a fresh seed each game
    board: str = "a"  # a board the game ships (spec.boards), or a board file's path
    # Per game, the house rules that differ from its standard rules (option key -> value).
    house_rules: Mapping[str, Mapping[str, int]] = field(default_factory=dict)

    def rules_options(self) -> dict[str, int]:
        """The chosen game's house rules, as its game options."""
        return dict(self.house_rules.get(self.game, {}))

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "game": self.game,
            "seats": [[s.name, s.controller] for s in self.seats],
            "seed": self.seed,
            "board": self.board,
        }
        rules = {game: dict(values) for game, values in self.house_rules.items() if values}
        if rules:
            data["house_rules"] = rules
        return json.dumps(data)

    @staticmethod
    def from_json(text: str) -> NewGameChoice | None:
        """The stored choice, or None when it is missing or damaged (then defaults apply)."""
        try:
            data: Any = parse_json(text, MAX_CHOICE_DEPTH)
            game = data["game"]
            seats = tuple(Seat(name, kind) for name, kind in data["seats"])
            seed = data.get("seed")
            board = data.get("board", "a")
            house_rules = valid_house_rules(data.get("house_rules", {}))
        except (ValueError, KeyError, TypeError, AttributeError):
            return None
        seats_fit = 0 < len(seats) <= MAX_PLAYERS and all(
            is_short_text(seat.name, MAX_NAME_LENGTH)
            and is_short_text(seat.controller, MAX_CONTROLLER_LENGTH)
            for seat in seats
        )
        seed_fits = seed is None or is_seed(seed)
        if not is_game(game) or not seats_fit or not seed_fits:
            return None
        if not isinstance(board, str) or not board or len(board) > MAX_BOARD_TEXT:
            board = "a"
        return NewGameChoice(game, seats, seed, board, house_rules)


def valid_house_rules(stored: object) -> dict[str, dict[str, int]]:
    """The stored house rules that still make sense: a game that is gone, a rule the game
    does not have, or a value out of its range is dropped (that rule is then standard)."""
    if not isinstance(stored, dict):
        return {}
    kept: dict[str, dict[str, int]] = {}
    for game, values in stored.items():
        if not is_game(game) or not isinstance(values, dict):
            continue
        spec = get_game(game)
        for key, value in values.items():
            rule = spec.house_rule(key) if isinstance(key, str) else None
            if rule is None:
                continue
            try:
                if rule.check(value) != rule.default:
                    kept.setdefault(game, {})[key] = value
            except SetupError:
                continue
    return kept


class SoundSettings(Record):
    """On by default, at a moderate volume: the sounds are short and quiet, follow only
    what happens on the table, and say at once that the app has them (off in Settings);
    muted while another application has the focus, so a game left open never disturbs."""

    __match_args__ = ("on", "volume", "mute_inactive")
    __slots__ = __match_args__
    on: bool
    volume: int  # percent
    mute_inactive: bool

    def __init__(
        self, on: bool = True, volume: int = DEFAULT_VOLUME, mute_inactive: bool = True
    ) -> None:
        set_field(self, "on", on)
        set_field(self, "volume", volume)
        set_field(self, "mute_inactive", mute_inactive)


@dataclass(frozen=True)
class Preferences:
    animation: str = "normal"
    pace: str = "normal"
    language: str = "en"
    theme: str = "system"
    colour_blind: bool = False
    high_contrast: bool = False  # also on while the theme follows a system that asks for it
    outlook: bool = False  # the coach's outlook: each player's chance to win on their sheet
    sound: SoundSettings = field(default_factory=SoundSettings)

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def pace_factor(self) -> float:
        return COMPUTER_PACES.get(self.pace, 1.0)


def _text(settings: QSettings, key: str, allowed: tuple[str, ...], default: str) -> str:
    value = settings.value(key, default)
    return value if isinstance(value, str) and value in allowed else default


def _flag(settings: QSettings, key: str, default: bool = False) -> bool:
    # INI files hand booleans back as strings.
    value = settings.value(key, default)
    if value in (True, "true", "1", 1):
        return True
    if value in (False, "false", "0", 0):
        return False
    return default


def _number(settings: QSettings, key: str, allowed: Container[int], default: int) -> int:
    value = settings.value(key, default)
    try:
        number = int(value) if isinstance(value, int | str) else default
    except ValueError:
        return default
    return number if number in allowed else default


def _percent(settings: QSettings, key: str, default: int) -> int:
    return _number(settings, key, range(101), default)


def load_preferences(settings: QSettings) -> Preferences:
    return Preferences(
        animation=_text(settings, "display/animation", tuple(ANIMATION_SPEEDS), "normal"),
        pace=_text(settings, "play/pace", tuple(COMPUTER_PACES), "normal"),
        language=_text(settings, "display/language", LANGUAGES, system_language()),
        theme=_text(settings, "display/theme", THEMES, "system"),
        colour_blind=_flag(settings, "display/colour_blind"),
        high_contrast=_flag(settings, "display/high_contrast"),
        outlook=_flag(settings, "coach/outlook"),
        sound=SoundSettings(
            on=_flag(settings, "sound/on", True),
            volume=_percent(settings, "sound/volume", DEFAULT_VOLUME),
            mute_inactive=_flag(settings, "sound/mute_inactive", True),
        ),
    )


def save_preferences(settings: QSettings, preferences: Preferences) -> None:
    settings.setValue("display/animation", preferences.animation)
    settings.setValue("play/pace", preferences.pace)
    settings.setValue("display/language", preferences.language)
    settings.setValue("display/theme", preferences.theme)
    settings.setValue("display/colour_blind", preferences.colour_blind)
    settings.setValue("display/high_contrast", preferences.high_contrast)
    settings.setValue("coach/outlook", preferences.outlook)
    settings.setValue("sound/on", preferences.sound.on)
    settings.setValue("sound/volume", preferences.sound.volume)
    settings.setValue("sound/mute_inactive", preferences.sound.mute_inactive)
    settings.sync()


def remembered_flag(settings: QSettings, key: str) -> bool:
    """A yes/no the app remembers for the person (e.g. that the tutorial was offered)."""
    return _flag(settings, key)


def remember_flag(settings: QSettings, key: str) -> None:
    settings.setValue(key, True)
    settings.sync()


class PrintChoice(Record):
    """How the last PDF was printed (blank pads and a game's sheets alike), offered again;
    the labels' language is not kept: it follows the window's."""

    __match_args__ = ("paper", "per_page", "colour")
    __slots__ = __match_args__
    paper: str
    per_page: int
    colour: bool

    def __init__(self, paper: str = "a4", per_page: int = 2, colour: bool = True) -> None:
        set_field(self, "paper", paper)
        set_field(self, "per_page", per_page)
        set_field(self, "colour", colour)


def load_print_choice(settings: QSettings) -> PrintChoice:
    # late: the export options' module loads `secrets`, which the start does not need
    from ..export.options import PAPER_SIZES, PER_PAGE_CHOICES

    default = PrintChoice()
    return PrintChoice(
        paper=_text(settings, "print/paper", tuple(PAPER_SIZES), default.paper),
        per_page=_number(settings, "print/per_page", PER_PAGE_CHOICES, default.per_page),
        colour=_flag(settings, "print/colour", default.colour),
    )


def save_print_choice(settings: QSettings, choice: PrintChoice) -> None:
    settings.setValue("print/paper", choice.paper)
    settings.setValue("print/per_page", choice.per_page)
    settings.setValue("print/colour", choice.colour)
    settings.sync()


def load_pad_game(settings: QSettings) -> str:
    """The game whose blank pads were printed last (the first game at first)."""
    return _text(settings, "print/game", game_keys(), game_keys()[0])


def save_pad_game(settings: QSettings, game: str) -> None:
    settings.setValue("print/game", game)
    settings.sync()


def load_new_game_choice(settings: QSettings) -> NewGameChoice:
    stored = settings.value("play/last_new_game", "")
    choice = NewGameChoice.from_json(stored) if isinstance(stored, str) and stored else None
    return choice or default_choice()


def default_choice() -> NewGameChoice:
    """You against two medium computer players, in the first game: what `make run` opens
    with."""
    you = translate("NewGame", "You")
    return NewGameChoice(game_keys()[0], (Seat(you), Seat("Ada", MEDIUM), Seat("Max", MEDIUM)))


def save_new_game_choice(settings: QSettings, choice: NewGameChoice) -> None:
    settings.setValue("play/last_new_game", choice.to_json())
    settings.sync()


__all__ = [
    "ANIMATION_SPEEDS",
    "COMPUTER_PACES",
    "THEMES",
    "NewGameChoice",
    "Preferences",
    "PrintChoice",
    "Seat",
    "SoundSettings",
    "default_choice",
    "load_new_game_choice",
    "load_pad_game",
    "load_preferences",
    "load_print_choice",
    "save_new_game_choice",
    "save_pad_game",
    "save_preferences",
    "save_print_choice",
    "valid_house_rules",
]
