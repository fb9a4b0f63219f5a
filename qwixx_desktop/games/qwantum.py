"""Qwantum: dice with special faces, a re-roll, written values and scored columns: its record."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .spec import GameSpec, register

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import AnyRules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory
    from ..ui.tutorial import Tutorial


def _rules() -> AnyRules:
    from ..engine.qwantum import QwantumRules

    return QwantumRules()


def _ai() -> GameAI:
    from ..ai import qwantum

    return qwantum.AI


def _texts() -> GameTexts:
    from ..ui import qwantum_texts

    return qwantum_texts.TEXTS


def _kit() -> KitFactory:
    from ..ui.qwantum_table import QwantumKit

    return QwantumKit


def _sheet() -> PrintedSheet:
    from ..export import qwantum_sheet

    return qwantum_sheet.SHEET


def _data(board: str) -> dict[str, Any]:
    from ..gamedata import load_qwantum_dice

    return {"dice": load_qwantum_dice()}


def _tutorial() -> Tutorial:
    from ..ui import qwantum_tutorial

    return qwantum_tutorial.TUTORIAL


GAME = register(
    GameSpec(
        key="qwantum",
        title="Qwantum",
        names={"en": "Qwantum", "es": "Qwantum"},
        min_players=1,
        max_players=4,
        load_rules=_rules,
        load_ai=_ai,
        load_texts=_texts,
        load_kit=_kit,
        load_sheet=_sheet,
        read_data=_data,
        colour="#8e44ad",
        mark="diamond",
        load_tutorial=_tutorial,
    )
)
