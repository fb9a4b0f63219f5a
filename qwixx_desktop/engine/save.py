"""Save files: JSON text of the set-up and the action log (pure: text in, text out).

Loading never lets a raw exception through: every problem becomes a SaveError naming it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeGuard, TypeVar

from .chance import SEED_MAX
from .errors import EngineError, SaveError
from .game import Game, Player
from .jsontext import JsonTextError, is_cut_short, not_json_text, parse_json
from .moves import Action, Decision, Roll
from .seat_names import UNNAMED_SEAT, distinct_names

T = TypeVar("T")

FORMAT = "qwixx-desktop-save"
VERSION = 1

# Limits far above any real game (the longest games have about 300 log entries and 15 KB),
# so that a damaged or hostile file is refused before it costs time or memory.
MAX_SAVE_BYTES = 1024 * 1024
MAX_DEPTH = 12  # a save nests 5 deep (top, log, entry, move, list); notes a little more
MAX_PLAYERS = 8
MAX_NAME_LENGTH = 64  # the window allows 24 characters
MAX_CONTROLLER_LENGTH = 32
MAX_LOG_LENGTH = 10_000
MAX_DICE = 16
MAX_FACE = 99
MAX_NOTES = 32
MAX_NOTE_KEY_LENGTH = 64
# Game.notes key: the game's seed is not known here (a network game in play: the client's copy
# has seed 0 and the host's dice, the seed being the host's secret until the end). Such a game
# is never written as a save, and its printed sheets show no seed: either would claim seed 0.
HIDDEN_SEED_NOTE = "seed_hidden"


def to_dict(game: Game, notes: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The save's JSON value; `notes`: written beside the game's own notes (the autosave's
    word about the game, which the game does not carry into other files)."""
    setup = game.setup
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "variant": setup.variant,
        "options": dict(setup.options),
        "players": [{"name": p.name, "controller": p.controller} for p in setup.players],
        "seed": setup.seed,
        "log": [action_to_json(game, action) for action in game.log],
    }
    # Optional (files without it load with no notes; older versions ignore it), so the
    # format version stays 1.
    all_notes = {**game.notes, **(notes or {})}
    if all_notes:
        data["notes"] = all_notes
    return data


def dumps(game: Game, notes: Mapping[str, Any] | None = None) -> str:
    return json.dumps(to_dict(game, notes), indent=1, ensure_ascii=False) + "\n"


def known_seed(game: Game) -> int | None:
    """The game's seed; None when it is not known here (HIDDEN_SEED_NOTE: its setup's seed 0
    is not the game's)."""
    return None if game.notes.get(HIDDEN_SEED_NOTE) else game.setup.seed


def check_savable(game: Game) -> None:
    """SaveError ("seed_hidden") for a game whose seed is not known here: its file would
    claim a seed that is not the game's (HIDDEN_SEED_NOTE)."""
    if known_seed(game) is None:
        raise SaveError(
            "a network game in play cannot be saved: its seed is the host's until the end",
            "seed_hidden",
        )


def encode(game: Game, notes: Mapping[str, Any] | None = None) -> bytes:
    """The save file's bytes (UTF-8), with `notes` beside the game's (to_dict); SaveError
    ("unsavable") when the game cannot be written as a save, e.g. notes too deep for JSON or
    text that is not Unicode ("seed_hidden": see check_savable)."""
    check_savable(game)
    try:
        return dumps(game, notes).encode("utf-8")
    except (ValueError, TypeError, RecursionError) as error:  # UnicodeEncodeError included
        raise SaveError(f"this game cannot be written as a save: {error}", "unsavable") from None


def action_to_json(game: Game, action: Action) -> dict[str, Any]:
    if isinstance(action, Roll):
        return {"roll": list(action.dice)}
    return {"player": action.player, **game.rules.move_to_json(action.move)}


def loads(text: str, unnamed: str = UNNAMED_SEAT) -> Game:
    """Rebuild a game from save-file text; raises SaveError with the reason. A seat saved
    without a name is called `unnamed` with its number ("Player {number}")."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(
            f"not a save file: longer than the limit of {MAX_SAVE_BYTES} bytes", "too_big"
        )
    try:
        data = parse_json(text, MAX_DEPTH)
    except JsonTextError as error:
        raise SaveError(f"not a valid save file: {error}") from None
    except json.JSONDecodeError as error:
        if is_cut_short(error):
            raise SaveError("the save file is incomplete: it was cut short", "cut_short") from None
        raise SaveError(not_json_text(error), "not_a_save") from None
    return from_dict(data, unnamed)


def _invalid(detail: str) -> SaveError:
    return SaveError(f"not a valid save file: {detail}")


def _require(data: Mapping[str, object], key: str, kind: type[T], what: str) -> T:
    if key not in data:
        raise _invalid(f"{what} ({key!r}) is missing")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise _invalid(f"{what} ({key!r}) has the wrong type")
    return value


def _require_int(data: Mapping[str, object], key: str, low: int, high: int, what: str) -> int:
    value = _require(data, key, int, what)
    if not low <= value <= high:
        raise _invalid(f"{what} ({key!r}) must be {low}-{high}, not {value}")
    return value


def is_short_text(value: object, longest: int) -> bool:
    """Whether `value` is a text of at most `longest` characters (names in saves and settings)."""
    return isinstance(value, str) and len(value) <= longest


def from_dict(data: object, unnamed: str = UNNAMED_SEAT) -> Game:
    if not isinstance(data, dict):
        raise SaveError("not a valid save file: the top level is not a JSON object", "not_a_save")
    if data.get("format") != FORMAT:
        raise SaveError(
            f"not a Qwixx Desktop save file (format is {data.get('format')!r:.40})", "not_a_save"
        )
    version = _require(data, "version", int, "the format version")
    if version > VERSION:
        raise SaveError(
            f"this save file has format version {version}, newer than this app reads "
            f"({VERSION}); update Qwixx Desktop to open it",
            "newer_version",
        )
    if version < 1:
        raise _invalid(f"format version {version} does not exist")
    variant = _require(data, "variant", str, "the game")
    options = _require(data, "options", dict, "the game options")
    seed = _require_int(data, "seed", 0, SEED_MAX, "the seed")
    players = _players(_require(data, "players", list, "the player list"), unnamed)
    raw_log = _require(data, "log", list, "the action log")
    if len(raw_log) > MAX_LOG_LENGTH:
        raise _invalid(f"the action log has more than {MAX_LOG_LENGTH} entries")
    notes = _notes(data["notes"]) if "notes" in data else {}
    try:
        game = Game(variant, players, seed, options)
    except EngineError as error:
        # Its own reason: the window says what is wrong (house rules out of range, too many
        # players, an unknown game), not that the game's play "cannot be replayed".
        raise SaveError(f"cannot set up the saved game: {error}", "bad_setup") from None
    game.notes = notes
    for number, entry in enumerate(raw_log, start=1):
        try:
            action = action_from_json(game, entry)
        except ValueError as error:
            raise SaveError(f"log entry {number} is malformed: {error}") from None
        try:
            game.apply(action)
        except EngineError as error:
            raise SaveError(
                f"log entry {number} ({game.describe(action)}) is not legal play: {error}"
            ) from None
    return game


def _players(raw_players: list[object], unnamed: str) -> list[Player]:
    if not raw_players:
        raise _invalid("a game needs at least one player")
    if len(raw_players) > MAX_PLAYERS:
        raise _invalid(f"a game has at most {MAX_PLAYERS} players, not {len(raw_players)}")
    players = []
    for number, entry in enumerate(raw_players):
        if (
            not isinstance(entry, dict)
            or not is_short_text(entry.get("name"), MAX_NAME_LENGTH)
            or not is_short_text(entry.get("controller"), MAX_CONTROLLER_LENGTH)
        ):
            raise _invalid(
                f"player {number} needs a name (at most {MAX_NAME_LENGTH} characters) and "
                f"a controller"
            )
        players.append(Player(entry["name"], entry["controller"]))
    # An older version's save may name two seats alike (or not at all): told apart here, so
    # that its log and results say who.
    names = distinct_names([player.name for player in players], MAX_NAME_LENGTH, unnamed)
    return [Player(name, player.controller) for name, player in zip(names, players, strict=True)]


def _notes(raw: object) -> dict[str, Any]:
    """The app's notes about the game: any JSON values (their depth and numbers are checked
    with the whole file), under a few short keys."""
    if not isinstance(raw, dict):
        raise _invalid("the game notes ('notes') have the wrong type")
    if len(raw) > MAX_NOTES or not all(len(key) <= MAX_NOTE_KEY_LENGTH for key in raw):
        raise _invalid(f"the game notes must be at most {MAX_NOTES} short entries")
    return dict(raw)


def action_from_json(game: Game, entry: object) -> Action:
    if not isinstance(entry, dict):
        raise ValueError("expected a JSON object")
    if "roll" in entry:
        dice = entry["roll"]
        if (
            not isinstance(dice, list)
            or len(dice) > MAX_DICE
            or not all(d is None or (_whole(d) and 0 <= d <= MAX_FACE) for d in dice)
        ):
            raise ValueError(f'"roll" must be a list of die faces (0-{MAX_FACE}) or null')
        return Roll(tuple(dice))
    player = entry.get("player")
    if not _whole(player) or not 0 <= player < len(game.players):
        raise ValueError(f"a decision needs a player number 0-{len(game.players) - 1}")
    move = {k: v for k, v in entry.items() if k != "player"}
    return Decision(player, game.rules.move_from_json(move))


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
