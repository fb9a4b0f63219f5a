"""What the crossing games (classic, Longo, On Board, and any game built on them) share.

`crossing_game` makes the record of a game played on a crossing sheet: by default the
classic rules on the game's own variant (rows, dice, thresholds), the evaluation-based
computer players, and the crossing table, texts and printed sheet. A game replaces only the
parts it does differently.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..engine.variants import CrossVariant
from .spec import ChartMark, GameSpec, HouseRule, no_data, no_tutorial

if TYPE_CHECKING:
    from ..ai.kit import GameAI
    from ..engine.rules import AnyRules
    from ..export.printed import PrintedSheet
    from ..ui.gametexts import GameTexts
    from ..ui.kit import KitFactory
    from ..ui.tutorial import Tutorial

# Option keys of the house rules, as saves store them.
LOCK_CROSSES = "lock_crosses"
MISTHROWS_TO_END = "misthrows_to_end"
MISTHROW_POINTS = "misthrow_points"
ROWS_TO_END = "rows_to_end"


def crossing_house_rules(variant: CrossVariant) -> tuple[HouseRule, ...]:
    """The house rules every crossing game offers, with its standard values as defaults."""
    # A lock needs room for that many crosses left of the locking numbers.
    most_before_lock = min(len(row.numbers) for row in variant.rows) - variant.lock_numbers
    return (
        HouseRule(LOCK_CROSSES, variant.min_crosses_to_lock, 0, most_before_lock),
        HouseRule(MISTHROWS_TO_END, variant.misthrow_boxes, 1, 8),
        HouseRule(MISTHROW_POINTS, variant.misthrow_penalty, 0, 20),
        HouseRule(ROWS_TO_END, variant.locked_rows_to_end, 1, len(variant.rows)),
    )


def crossing_ai() -> GameAI:
    from ..ai import crossing

    return crossing.AI


def crossing_texts() -> GameTexts:
    from ..ui import crossing_texts as texts

    return texts.TEXTS


def crossing_kit() -> KitFactory:
    from ..ui.crossing_table import CrossingKit

    return CrossingKit


def crossing_sheet() -> PrintedSheet:
    from ..export import crossing_sheet as sheet

    return sheet.SHEET


def crossing_game(
    variant: CrossVariant,
    names: Mapping[str, str],
    *,
    load_rules: Callable[[], AnyRules] | None = None,
    load_ai: Callable[[], GameAI] = crossing_ai,
    load_texts: Callable[[], GameTexts] = crossing_texts,
    load_kit: Callable[[], KitFactory] = crossing_kit,
    load_sheet: Callable[[], PrintedSheet] = crossing_sheet,
    read_data: Callable[[str], dict[str, Any]] = no_data,
    boards: tuple[str, ...] = (),
    colour: str = "#1e63c6",
    mark: ChartMark = "circle",
    load_tutorial: Callable[[], Tutorial | None] = no_tutorial,
    pad_options: tuple[str, ...] = (),
) -> GameSpec:
    """The record of a game on a crossing sheet (see the module's docstring)."""

    def classic_rules() -> AnyRules:
        from ..engine.crossing import CrossRules

        return CrossRules(variant)

    return GameSpec(
        key=variant.key,
        title=variant.title,
        names=names,
        min_players=variant.min_players,
        max_players=variant.max_players,
        load_rules=load_rules or classic_rules,
        load_ai=load_ai,
        load_texts=load_texts,
        load_kit=load_kit,
        load_sheet=load_sheet,
        read_data=read_data,
        boards=boards,
        house_rules=crossing_house_rules(variant),
        colour=colour,
        mark=mark,
        load_tutorial=load_tutorial,
        pad_options=pad_options,
    )
