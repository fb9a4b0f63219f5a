"""Qwixx On Board: the classic sheet, and a figure each on a shared board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.variants import ONBOARD
from ..gamedata import BOARD_SIDES
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
    from ..engine.onboard import OnBoardRules

    return OnBoardRules(ONBOARD)


def _ai() -> GameAI:
    from ..ai import onboard

    return onboard.AI


def _texts() -> GameTexts:
    from ..ui import onboard_texts

    return onboard_texts.TEXTS


def _kit() -> KitFactory:
    from ..ui.onboard_table import OnBoardKit

    return OnBoardKit


def _sheet() -> PrintedSheet:
    from ..export import onboard_sheet

    return onboard_sheet.SHEET


def _data(board: str) -> dict[str, Any]:
    from ..gamedata import load_board

    return {"board": load_board(board)}


def _tutorial() -> Tutorial:
    from ..ui import onboard_tutorial

    return onboard_tutorial.TUTORIAL


GAME = register(
    crossing_game(
        ONBOARD,
        {"en": "Qwixx On Board", "es": "Qwixx On Board"},
        load_rules=_rules,
        load_ai=_ai,
        load_texts=_texts,
        load_kit=_kit,
        load_sheet=_sheet,
        read_data=_data,
        boards=BOARD_SIDES,
        colour="#d7263d",
        mark="triangle",
        load_tutorial=_tutorial,
    )
)
