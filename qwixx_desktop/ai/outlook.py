"""The expert's outlook on a game, for any game: each player's chance to win, or expected
final score (`kit.Outlook`), as the game's own AI module computes it (`GameAI.outlook`).

What is shared lives here: asking the game's AI, the outlook of a finished game (the result
itself), the chance that each of several normally distributed final scores is the highest,
and how sure the experts take a forecast margin to be (`margin_sd`). Pure Python, no tables:
a game's module brings its own estimates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist
from typing import Any

from ..engine import AnyRules
from .base import game_ai
from .kit import Outlook, ValueScale

# Quantiles of the standard normal at the midpoints of QUANTILES equal slices: a player's
# final score is sampled at these, and the others' distribution functions multiplied there.
QUANTILES = 256
_STANDARD = NormalDist()
_SLICES = tuple(_STANDARD.inv_cdf((k + 0.5) / QUANTILES) for k in range(QUANTILES))
MIN_SD = 1e-3  # points: a final score known for sure is still a (very narrow) normal
_ROOT_TWO = math.sqrt(2.0)


def margin_sd(spread: float, to_come: float, floor: float = 0.0) -> float:
    """The sd of a forecast margin between players whose points still to come add up to
    `to_come`: `spread` per square root of them, from `floor` (a lock still swings a game on
    its last roll) or, without a floor, plus one point."""
    if floor:
        return math.sqrt(floor * floor + spread * spread * to_come)
    return spread * math.sqrt(to_come) + 1.0


def spread_floor_for(floor: float, n_players: int) -> float:
    """The floor under a margin's sd with `n_players`: 1v1 only (with more players a floor
    won nothing measurable: `expert_classic`'s docstring)."""
    return floor if n_players == 2 else 0.0


def outlook_of(rules: AnyRules, state: Any) -> Outlook | None:
    """The outlook of the game these rules play, or None when its AI offers none."""
    maker = game_ai(rules).outlook
    return None if maker is None else maker(rules, state)


def final_outlook(rules: AnyRules, state: Any, scale: ValueScale) -> Outlook:
    """The outlook of a finished game: the winners share the win (a tie splits it), or the
    final scores themselves."""
    totals = [card.total for card in rules.scores(state)]
    if scale is not ValueScale.WIN_CHANCE:
        return Outlook(ValueScale.FINAL_SCORE, tuple(float(total) for total in totals))
    best = max(totals)
    share = 1.0 / totals.count(best)
    return Outlook(scale, tuple(share if total == best else 0.0 for total in totals))


def win_chances(means: Sequence[float], sds: Sequence[float]) -> tuple[float, ...]:
    """Each player's chance to finish with the highest score, the final scores being
    independent normal estimates (mean, sd): P(i wins) = E[prod_(j != i) Phi((X_i - m_j) /
    s_j)] over X_i ~ N(m_i, s_i), averaged over QUANTILES slices of X_i's distribution and
    scaled to add up to 1 (the slicing error is then shared out)."""
    if len(means) != len(sds) or not means:
        raise ValueError("one mean and one spread per player")
    spreads = [max(MIN_SD, sd) for sd in sds]
    raw = []
    for i, (mine, spread) in enumerate(zip(means, spreads, strict=True)):
        others = [(m, s) for j, (m, s) in enumerate(zip(means, spreads, strict=True)) if j != i]
        total = 0.0
        for quantile in _SLICES:
            score = mine + spread * quantile
            product = 1.0
            for mean, sd in others:
                product *= 0.5 * (1.0 + math.erf((score - mean) / (sd * _ROOT_TWO)))
            total += product
        raw.append(total / QUANTILES)
    whole = sum(raw)
    if whole <= 0.0:  # cannot happen with finite inputs; an even split is the honest answer
        return tuple(1.0 / len(raw) for _ in raw)
    return tuple(min(1.0, max(0.0, chance / whole)) for chance in raw)


__all__ = ["MIN_SD", "final_outlook", "margin_sd", "outlook_of", "spread_floor_for", "win_chances"]
