"""Save files: JSON text of the set-up and the action log (pure: text in, text out).

Loading never lets a raw exception through: every problem becomes a SaveError naming it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .errors import EngineError, SaveError
from .game import Game, Player
from .moves import Action, Decision, Roll
from .registry import get_rules

FORMAT = "qwixx-desktop-save"
VERSION = 1


def to_dict(game: Game) -> dict[str, Any]:
    setup = game.setup
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "variant": setup.variant,
        "options": dict(setup.options),
        "players": [{"name": p.name, "controller": p.controller} for p in setup.players],
        "seed": setup.seed,
        "log": [_action_to_json(game, action) for action in game.log],
    }
    # Optional (files without it load with no notes; older versions ignore it), so the
    # format version stays 1.
    if game.notes:
        data["notes"] = dict(game.notes)
    return data


def dumps(game: Game) -> str:
    return json.dumps(to_dict(game), indent=1, ensure_ascii=False) + "\n"


def _action_to_json(game: Game, action: Action) -> dict[str, Any]:
    if isinstance(action, Roll):
        return {"roll": list(action.dice)}
    return {"player": action.player, **game.rules.move_to_json(action.move)}


def loads(text: str) -> Game:
    """Rebuild a game from save-file text; raises SaveError with the reason."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        # A save file always ends with its closing brace; anything else was cut short.
        truncated = bool(text.strip()) and not text.rstrip().endswith("}")
        hint = " (the file looks truncated)" if truncated else ""
        raise SaveError(
            f"not a valid save file: JSON error at line {error.lineno}, "
            f"column {error.colno}: {error.msg}{hint}",
            "damaged" if truncated else "not_a_save",
        ) from None
    return from_dict(data)


def _require(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in data:
        raise SaveError(f"not a valid save file: {what} ({key!r}) is missing")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise SaveError(f"not a valid save file: {what} ({key!r}) has the wrong type")
    return value


def from_dict(data: Any) -> Game:
    if not isinstance(data, dict):
        raise SaveError(
            "not a valid save file: the top level is not a JSON object", "not_a_save"
        )
    if data.get("format") != FORMAT:
        raise SaveError(
            f"not a Qwixx Desktop save file (format is {data.get('format')!r})", "not_a_save"
        )
    version = _require(data, "version", int, "the format version")
    if version > VERSION:
        raise SaveError(
            f"this save file has format version {version}, newer than this app reads "
            f"({VERSION}); update Qwixx Desktop to open it",
            "newer_version",
        )
    if version < 1:
        raise SaveError(f"not a valid save file: format version {version} does not exist")
    variant = _require(data, "variant", str, "the game")
    options = _require(data, "options", dict, "the game options")
    seed = _require(data, "seed", int, "the seed")
    raw_players = _require(data, "players", list, "the player list")
    players = []
    for number, entry in enumerate(raw_players):
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("name"), str)
            or not isinstance(entry.get("controller"), str)
        ):
            raise SaveError(f"not a valid save file: player {number} needs a name and controller")
        players.append(Player(entry["name"], entry["controller"]))
    raw_log = _require(data, "log", list, "the action log")
    try:
        game = Game(variant, players, seed, options)
    except EngineError as error:
        raise SaveError(f"cannot set up the saved game: {error}") from None
    if "notes" in data:
        game.notes = dict(_require(data, "notes", dict, "the game notes"))
    for number, entry in enumerate(raw_log, start=1):
        try:
            action = _action_from_json(game, entry)
        except ValueError as error:
            raise SaveError(f"log entry {number} is malformed: {error}") from None
        try:
            game.apply(action)
        except EngineError as error:
            raise SaveError(
                f"log entry {number} ({game.describe(action)}) is not legal play: {error}"
            ) from None
    return game


def _action_from_json(game: Game, entry: Any) -> Action:
    if not isinstance(entry, dict):
        raise ValueError("expected a JSON object")
    if "roll" in entry:
        dice = entry["roll"]
        if not isinstance(dice, list) or not all(
            d is None or (isinstance(d, int) and not isinstance(d, bool)) for d in dice
        ):
            raise ValueError('"roll" must be a list of whole numbers or null')
        return Roll(tuple(dice))
    player = entry.get("player")
    if not isinstance(player, int) or isinstance(player, bool):
        raise ValueError("a decision needs a player number")
    move = {k: v for k, v in entry.items() if k != "player"}
    return Decision(player, get_rules(game.setup.variant).move_from_json(move))
