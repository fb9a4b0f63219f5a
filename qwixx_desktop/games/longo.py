"""Qwixx Longo: longer rows, eight-sided dice, lucky numbers: its record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.variants import LONGO
from .crossing import crossing_house_rules
from .spec import GameSpec, register

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import Rules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory


def _rules() -> Rules:
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


GAME = register(
    GameSpec(
        key=LONGO.key,
        title=LONGO.title,
        names={"en": "Qwixx Longo", "es": "Qwixx Longo"},
        min_players=LONGO.min_players,
        max_players=LONGO.max_players,
        load_rules=_rules,
        load_ai=_ai,
        load_texts=_texts,
        load_kit=_kit,
        load_sheet=_sheet,
        house_rules=crossing_house_rules(LONGO),
        colour="#1f9e4a",
    )
)
