"""The games the app knows. Every layer asks here what a game is, never the state's type.

The import list below is the one place that names the built-in games; each module registers
its record on import (a record is light: its code loads when a layer first asks for it). A new
game is one module (its record, pointing at its code) plus its data files.
"""

from __future__ import annotations

from ..engine.errors import UnknownVariantError

# The built-in games, in the order menus show them. Plain imports, not a loop over names:
# the bundle (PyInstaller) finds only modules imported by name.
from . import classic, longo, onboard, qwantum
from .spec import LANGUAGES, GameSpec, HouseRule, register, registered, unregister

BUILTIN: tuple[str, ...] = tuple(module.GAME.key for module in (classic, longo, onboard, qwantum))


def all_games() -> tuple[GameSpec, ...]:
    return tuple(registered().values())


def game_keys() -> tuple[str, ...]:
    return tuple(registered())


def get_game(key: str) -> GameSpec:
    """The record of `key`; raises UnknownVariantError naming the known games."""
    games = registered()
    try:
        return games[key]
    except KeyError:
        known = ", ".join(games)
        raise UnknownVariantError(f"unknown game {key!r:.40}; known games: {known}") from None


def is_game(key: object) -> bool:
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
    "register",
    "unregister",
]
