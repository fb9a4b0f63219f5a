"""Reading a game's sheets for printing: what each player has crossed or written, and scores.

Totals come from the rules' own `scores()`, never recomputed here, so a printed sheet always
agrees with the game.
"""

from __future__ import annotations

from typing import Any

from ..engine.crossing import CrossState, last_index
from ..engine.game import Game
from ..engine.qwantum import QwantumState
from ..engine.rules import ScoreCard
from .options import ExportError
from .sheets import CrossFill, QwantumFill


def cross_fill(state: CrossState, card: ScoreCard, player: int) -> CrossFill:
    crossed: list[tuple[int, ...]] = []
    skipped: list[tuple[int, ...]] = []
    locks: list[bool] = []
    for row, spec in enumerate(state.variant.rows):
        mark = state.marks[player][row]
        length = len(spec.numbers)
        crossed.append(tuple(i for i in range(length) if mark >> i & 1))
        # Skipped: left of the last cross and not crossed; they can never be crossed again.
        last = last_index(mark, length)
        skipped.append(tuple(i for i in range(last) if not mark >> i & 1))
        locks.append(state.has_lock(player, row))
    return CrossFill(
        crossed=tuple(crossed),
        skipped=tuple(skipped),
        locks=tuple(locks),
        misthrows=state.misthrows[player],
        row_points=card.row_points,
        misthrow_points=card.misthrow_points,
        bonus=card.bonus,
        total=card.total,
    )


def qwantum_fill(state: QwantumState, card: ScoreCard, player: int) -> QwantumFill:
    sheet = state.sheets[player]
    fields = state.variant.fields
    values = tuple(
        tuple(row[k] if k < len(row) else None for k in range(fields)) for row in sheet
    )
    full = [all(len(row) > k for row in sheet) for k in range(fields)]
    column_scores = tuple(
        points if is_full else None
        for points, is_full in zip(card.row_points, full, strict=True)
    )
    return QwantumFill(
        values=values,
        column_scores=column_scores,
        misthrows=card.misthrows,
        columns_total=sum(card.row_points),
        misthrow_points=card.misthrow_points,
        total=card.total,
    )


def game_kind(game: Game) -> str:
    """The sheet kind to print: the variant key, checked against what the state holds."""
    state: Any = game.state
    key = game.setup.variant
    if isinstance(state, QwantumState):
        return "qwantum"
    if isinstance(state, CrossState) and key in ("classic", "longo", "onboard"):
        return key
    raise ExportError(f"cannot print sheets for a game of {key!r}")


def fills(game: Game) -> list[CrossFill | QwantumFill]:
    """Every player's sheet in seat order."""
    state: Any = game.state
    cards = game.rules.scores(state)
    if isinstance(state, QwantumState):
        return [qwantum_fill(state, card, p) for p, card in enumerate(cards)]
    if isinstance(state, CrossState):
        return [cross_fill(state, card, p) for p, card in enumerate(cards)]
    raise ExportError(f"cannot print sheets for a game of {game.setup.variant!r}")
