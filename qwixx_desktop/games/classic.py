"""Qwixx, the classic game: its record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.variants import CLASSIC
from .crossing import crossing_game
from .spec import register

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..ui.tutorial import Tutorial


def _ai() -> GameAI:
    # Classic has its own computer players: the exact solo table and the skip baselines.
    from ..ai import classic

    return classic.AI


def _tutorial() -> Tutorial:
    from ..ui import crossing_tutorial

    return crossing_tutorial.TUTORIAL


GAME = register(
    crossing_game(
        CLASSIC,
        {"en": "Qwixx (classic)", "es": "Qwixx (clásico)"},
        load_ai=_ai,
        load_tutorial=_tutorial,
    )
)
