"""The games the app knows. Every layer asks here what a game is, never the state's type.

`load()` imports the one list of built-in games below; each module registers its record.
A new game is one module (its record, pointing at its code) plus its data files.
"""

from __future__ import annotations

import importlib

from ..engine.errors import UnknownVariantError
from .spec import LANGUAGES, GameSpec, HouseRule, register, registered, unregister

# The built-in games, in the order menus show them.
BUILTIN = ("classic", "longo", "onboard", "qwantum")

_loaded = False


def load() -> None:
    """Register the built-in games (once; later calls do nothing)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for key in BUILTIN:
        importlib.import_module(f"{__name__}.{key}")


def all_games() -> tuple[GameSpec, ...]:
    load()
    return tuple(registered().values())


def game_keys() -> tuple[str, ...]:
    load()
    return tuple(registered())


def get_game(key: str) -> GameSpec:
    """The record of `key`; raises UnknownVariantError naming the known games."""
    load()
    games = registered()
    try:
        return games[key]
    except KeyError:
        known = ", ".join(games)
        raise UnknownVariantError(f"unknown game {key!r:.40}; known games: {known}") from None


def is_game(key: object) -> bool:
    load()
    return isinstance(key, str) and key in registered()


__all__ = [
    "BUILTIN",
    "LANGUAGES",
    "GameSpec",
    "HouseRule",
    "all_games",
    "game_keys",
    "get_game",
    "is_game",
    "load",
    "register",
    "unregister",
]
