"""A game's rules by its key, read from the game records (`qwixx_desktop.games`)."""

from __future__ import annotations

from .rules import AnyRules


def game_keys() -> tuple[str, ...]:
    from ..games import game_keys as keys

    return keys()


def get_rules(key: str) -> AnyRules:
    """The standard rules of game `key`; raises UnknownVariantError for an unknown key."""
    from ..games import get_game

    return get_game(key).rules
