"""Errors the engine raises. Every message names the rule or the field at fault."""

from __future__ import annotations


class EngineError(Exception):
    """Base class for every error the engine raises on bad input."""


class IllegalMoveError(EngineError):
    """A move or chance outcome that the rules do not allow here.

    `rule` is a short, stable code (for tests and the UI); the message explains it in words.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


class UnknownVariantError(EngineError):
    """A variant key that no definition exists for."""


class SetupError(EngineError):
    """A game set up with impossible parameters (player count, options)."""


class UndoError(EngineError):
    """An undo the rules of the table do not allow (dice rolled since, nothing to undo)."""


class SaveError(EngineError):
    """A save file that cannot be loaded or written; the message names the problem.

    `reason` names its kind, so the window can say it in the user's language: "missing",
    "unreadable", "too_big", "not_a_save", "newer_version", "cut_short" (JSON that ends
    early: a file cut short), "damaged" (anything else wrong inside a save), "bad_setup" (a
    game that cannot be set up: unknown, its players or options out of range), "unwritable",
    "unsavable" (a game that cannot be written as a save) or "seed_hidden" (a network game in
    play, whose seed is the host's secret).
    """

    def __init__(self, message: str, reason: str = "damaged") -> None:
        super().__init__(message)
        self.reason = reason
