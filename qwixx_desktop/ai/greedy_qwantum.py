"""Greedy baseline bot for Qwantum: `greedy_bot(rules, seed)`.

It judges a write by how well the value suits the field it would fill, measured against the
colour's own value distribution (exact, from the game's dice data: the white die plus every
special die face of that colour, all faces equally likely). Exactly:

* percentile(colour, v) = P(value < v) + P(value = v) / 2 for that colour's value.
* cost of writing value v into field f (1-6) of a row = |percentile(colour, v) - TARGET[f]|
  with TARGET = 0.20, 0.45, 0.70, 0.90 (rising fields 1-4), 0.70, 0.45 (falling fields 5, 6),
  plus DEAD_END = 1.0 when the write leaves the row impossible to complete: a rising field
  with fewer possible values above v than rising fields left, or a later field (the peak
  included) with fewer possible values below v than fields left after it.
* Candidates are the legal writes only (the engine's legal_moves); ties go to the lower row.

Decisions:
1. Re-roll (active player): if the cheapest write open in action B costs at most KEEP = 0.15,
   keep the dice (pass); otherwise re-roll all seven dice.
2. Action B (active player): write the cheapest candidate if it costs at most
   WRITE = 0.15, else pass.
3. Action C, a player who is not active, or the active player who wrote in B: write the
   cheapest candidate if it costs at most WRITE = 0.15, else pass.
4. Action C, the active player who passed B (a misthrow follows a pass): write the cheapest
   candidate if it costs at most 0.30 + 0.10 * (misthrows already marked), else pass.

Deterministic: the seed is accepted for the bot interface and not used. The constants were
picked by a small sweep of solo games with the shipped dice (about 45 points on average solo,
against about 0 for the random bot).
"""

from __future__ import annotations

from typing import Any

from ..engine import PASS, AnyRules, Move, Phase, Reroll, Write
from ..engine.qwantum import N_DICE, QwantumDice, QwantumRules, QwantumState, fits
from .kit import Bot

TARGET = (0.20, 0.45, 0.70, 0.90, 0.70, 0.45)
DEAD_END = 1.0
KEEP = 0.15
WRITE = 0.15
FORCED_BASE = 0.30
FORCED_STEP = 0.10
REROLL_ALL = Reroll(tuple(range(N_DICE)))


class ColourOdds:
    """Exact distribution of each colour's value for one set of dice."""

    def __init__(self, dice: QwantumDice, rows: int) -> None:
        self.percentiles: list[dict[int, float]] = []
        self.support: list[tuple[int, ...]] = []  # the values each colour can take, ascending
        for row in range(rows):
            odds = _white_odds(dice.white)
            for faces in dice.special:
                adds = [face.value if face.row == row else 0 for face in faces]
                odds = _convolve(odds, adds)
            below = 0.0
            pct: dict[int, float] = {}
            for value in sorted(odds):
                pct[value] = below + odds[value] / 2
                below += odds[value]
            self.percentiles.append(pct)
            self.support.append(tuple(sorted(odds)))

    def percentile(self, row: int, value: int) -> float:
        return self.percentiles[row].get(value, 0.0)

    def values_above(self, row: int, value: int) -> int:
        return sum(1 for v in self.support[row] if v > value)

    def values_below(self, row: int, value: int) -> int:
        return sum(1 for v in self.support[row] if v < value)


def _white_odds(faces: tuple[int, ...]) -> dict[int, float]:
    """The white die's distribution, faces equally likely (repeated numbers add up)."""
    result: dict[int, float] = {}
    for value in faces:
        result[value] = result.get(value, 0.0) + 1.0 / len(faces)
    return result


def _convolve(odds: dict[int, float], adds: list[int]) -> dict[int, float]:
    result: dict[int, float] = {}
    for value, chance in odds.items():
        for add in adds:
            total = value + add
            result[total] = result.get(total, 0.0) + chance / len(adds)
    return result


def greedy_bot(rules: AnyRules, seed: int) -> Bot:
    """The greedy Qwantum baseline described in the module docstring."""
    if not isinstance(rules, QwantumRules):
        raise ValueError(f"the Qwantum greedy bot plays Qwantum, not {rules.title}")
    variant = rules.variant
    rising = variant.rising_fields
    odds_cache: dict[QwantumDice, ColourOdds] = {}

    def odds_for(state: QwantumState) -> ColourOdds:
        odds = odds_cache.get(state.dice_set)
        if odds is None:
            odds = odds_cache[state.dice_set] = ColourOdds(state.dice_set, len(variant.rows))
        return odds

    def cost(state: QwantumState, player: int, row: int, value: int) -> float:
        odds = odds_for(state)
        field = len(state.sheets[player][row])  # 0-based field the value would fill
        result = abs(odds.percentile(row, value) - TARGET[field])
        fields_after = variant.fields - 1 - field
        if field < rising - 1:
            # Rising fields still to come need larger values, and the peak two smaller ones.
            dead = odds.values_above(row, value) < rising - 1 - field
        else:
            dead = odds.values_below(row, value) < fields_after
        return result + (DEAD_END if dead else 0.0)

    def cheapest(state: QwantumState, player: int, rows: list[int]) -> tuple[float, Move]:
        best: tuple[float, Move] = (float("inf"), PASS)
        values = state.colour_values()
        for row in rows:
            c = cost(state, player, row, values[row])
            if c < best[0]:  # strict: ties keep the lower row
                best = (c, Write(row))
        return best

    def choose(state: Any, player: int) -> Move:
        legal = rules.legal_moves(state, player)
        if not legal:
            return PASS
        phase = state.phase
        if phase is Phase.REROLL:
            # What action B would offer with these dice (all rows, on the active's sheet).
            values = state.colour_values()
            sheet = state.sheets[player]
            rows = [r for r in range(len(variant.rows)) if fits(sheet[r], values[r], variant)]
            best_cost = cheapest(state, player, rows)[0]
            return PASS if best_cost <= KEEP else REROLL_ALL
        writes = [m.row for m in legal if isinstance(m, Write)]
        best_cost, best_move = cheapest(state, player, writes)
        limit = WRITE
        if phase is Phase.CHOOSE_ALL and player == state.active and state.b_row is None:
            limit = FORCED_BASE + FORCED_STEP * state.misthrows[player]
        return best_move if best_cost <= limit else PASS

    return choose
