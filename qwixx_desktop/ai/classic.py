"""Classic Qwixx's computer players: the skip baselines as easy and medium, the exact value
tables (`expert_classic`, `solo_expert`) as hard, expert and solo-optimal; and the expert's
outlook on a game.

The tables solve the standard rules only: under house rules (another lock threshold, ...)
classic is played by the generic crossing AI (`ai/crossing.py`), its outlook included.

The outlook (`outlook`) estimates each player's final score as the expert does: points now
plus what is to come (alone the solo table; 1v1 the lock-race models, each player's future by
the other's lock distance, as the expert reads its own; with three to five players the cycle
models, by whose roll comes next and the game's stage).
Against opponents each estimate is a normal whose variance grows with the points to
come (the expert's spread; two players' margin then has the spread the expert gives it, its
1v1 floor included), and a player's chance to win is the chance that theirs is the highest.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from ..engine import AnyRules, Phase
from . import classic_cycle, crossing
from .classic_phase import load_phase_models, phase_of
from .expert_classic import EXPERT as EXPERT_STYLE
from .expert_classic import (
    ClassicEvaluator,
    _Outcome,
    expert_bot,
    game_stage,
    hard_bot,
    is_standard,
    next_roller,
    rank_moves,
    table_rules,
)
from .kit import EASY, EXPERT, HARD, MEDIUM, GameAI, Outlook, Ranking, ValueScale
from .outlook import final_outlook, win_chances
from .solo_expert import solo_optimal_bot
from .solo_table import is_terminal, key_of, load_table


def value_scale(n_players: int) -> ValueScale:
    """Solo: the expected final score; against opponents: the estimated win chance."""
    return ValueScale.FINAL_SCORE if n_players == 1 else ValueScale.WIN_CHANCE


def outlook(rules: AnyRules, state: Any) -> Outlook:
    """Alone: the expected final score. Against opponents: each player's chance to win."""
    classic = table_rules(rules)
    n = state.n_players
    scale = value_scale(n)
    if state.phase is Phase.OVER:
        return final_outlook(classic, state, scale)
    keys = [key_of(state, player) for player in range(n)]
    if n == 2:
        race = load_phase_models()
        futures = [race.value(keys[p], phase_of(keys[1 - p])) for p in range(2)]
    elif n in classic_cycle.PLAYER_COUNTS:
        cycle = classic_cycle.load_cycle_models(n)
        stage, roller = game_stage(state), next_roller(state)
        futures = [cycle.value_for(keys[p], stage, roller, p) for p in range(n)]
    else:
        table = load_table()  # alone
        futures = [0.0 if is_terminal(key) else table.value(key) for key in keys]
    now = [card.total for card in classic.scores(state)]
    means = [points + future for points, future in zip(now, futures, strict=True)]
    if n == 1:
        return Outlook(scale, (means[0],))
    # Each sd^2 = spread^2 * points to come + base / 2: a margin's variance is then the
    # expert's, spread^2 * (both players' points to come) + base, base its 1v1 floor^2.
    spread = EXPERT_STYLE.spread
    base = max(1.0, EXPERT_STYLE.margin_floor(n) ** 2)
    sds = [math.sqrt(spread * spread * max(0.0, future) + base / 2) for future in futures]
    return Outlook(scale, win_chances(means, sds))


class _PointsEvaluator(ClassicEvaluator):
    """The expert's evaluator, an outcome valued by the player's own expected final score:
    points now plus the expert's own points to come (by the opponents' lock distance or
    whose roll comes next, as it weighs them), without the opponents' futures."""

    def utility(self, outcome: _Outcome) -> float:
        mine_now = self.now + outcome.gained
        return mine_now if is_terminal(outcome.key) else mine_now + self.own_future(outcome)


def own_points(rules: AnyRules, state: Any, player: int) -> Ranking:
    """Against opponents: every legal move with the final score it leads to by the expert
    (its action 2 chosen for points too): the coach's ranking in a decided game
    (`GameAI.points`)."""
    moves = table_rules(rules).legal_moves(state, player)
    evaluator = _PointsEvaluator(EXPERT_STYLE, state, player)
    return [(move, evaluator.move_value(move)) for move in moves]


STANDARD = GameAI(
    levels={
        EASY: crossing.SKIP_BOTS["skip1"],
        MEDIUM: crossing.SKIP_BOTS["skip2"],
        HARD: hard_bot,
        EXPERT: expert_bot,
    },
    ranker=rank_moves,
    value_scale=value_scale,
    bots={**crossing.BASELINES, "solo-optimal": solo_optimal_bot},
    outlook=outlook,
    points=own_points,
)


def for_rules(rules: AnyRules) -> GameAI:
    return STANDARD if is_standard(rules) else crossing.AI


AI = replace(STANDARD, for_rules=for_rules)
