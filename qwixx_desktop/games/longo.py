"""Qwixx Longo: longer rows, eight-sided dice, two locking numbers and lucky numbers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.variants import LONGO
from .crossing import crossing_game
from .spec import register

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import AnyRules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory
    from ..ui.tutorial import Tutorial


def _rules() -> AnyRules:
    from ..engine.longo import LongoRules

    return LongoRules(LONGO)


def _ai() -> GameAI:
    from ..ai import longo

    return longo.AI


def _texts() -> GameTexts:
    from ..ui import longo_texts

    return longo_texts.TEXTS


def _kit() -> KitFactory:
    from ..ui.longo_table import LongoKit

    return LongoKit


def _sheet() -> PrintedSheet:
    from ..export import longo_sheet

    return longo_sheet.SHEET


def _tutorial() -> Tutorial:
    from ..ui import longo_tutorial

    return longo_tutorial.TUTORIAL


GAME = register(
    crossing_game(
        LONGO,
        {"en": "Qwixx Longo", "es": "Qwixx Longo"},
        load_rules=_rules,
        load_ai=_ai,
        load_texts=_texts,
        load_kit=_kit,
        load_sheet=_sheet,
        colour="#1f9e4a",
        mark="square",
        load_tutorial=_tutorial,
        pad_options=("lucky_range",),
    )
)
