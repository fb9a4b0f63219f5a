"""Qwixx, the classic game: its record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.variants import CLASSIC
from .crossing import crossing_house_rules
from .spec import GameSpec, register

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import Rules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory


def _rules() -> Rules:
    from ..engine.crossing import CrossRules

    return CrossRules(CLASSIC)


def _ai() -> GameAI:
    from ..ai import classic

    return classic.AI


def _texts() -> GameTexts:
    from ..ui import crossing_texts

    return crossing_texts.TEXTS


def _kit() -> KitFactory:
    from ..ui.crossing_table import CrossingKit

    return CrossingKit


def _sheet() -> PrintedSheet:
    from ..export import crossing_sheet

    return crossing_sheet.SHEET


GAME = register(
    GameSpec(
        key=CLASSIC.key,
        title=CLASSIC.title,
        names={"en": "Qwixx (classic)", "es": "Qwixx (clásico)"},
        min_players=CLASSIC.min_players,
        max_players=CLASSIC.max_players,
        load_rules=_rules,
        load_ai=_ai,
        load_texts=_texts,
        load_kit=_kit,
        load_sheet=_sheet,
        house_rules=crossing_house_rules(CLASSIC),
        colour="#1e63c6",
    )
)
