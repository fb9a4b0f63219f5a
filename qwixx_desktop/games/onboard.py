"""Qwixx On Board: the classic sheet plus a figure on a shared board: its record."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.variants import ONBOARD
from .crossing import crossing_house_rules
from .spec import GameSpec, register

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import Rules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory


def _rules() -> Rules:
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


GAME = register(
    GameSpec(
        key=ONBOARD.key,
        title=ONBOARD.title,
        names={"en": "Qwixx On Board", "es": "Qwixx On Board"},
        min_players=ONBOARD.min_players,
        max_players=ONBOARD.max_players,
        load_rules=_rules,
        load_ai=_ai,
        load_texts=_texts,
        load_kit=_kit,
        load_sheet=_sheet,
        house_rules=crossing_house_rules(ONBOARD),
        read_data=_data,
        boards=("a", "b"),
        default_seats=3,
        colour="#d7263d",
    )
)
