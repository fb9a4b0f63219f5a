"""Computer players for any game on a crossing sheet: the generic evaluation-based levels, the
`skip<k>` baselines and the coach's ranking, for whatever the variant's rows, dice and
thresholds (a game that is pure data, or classic under house rules).

The levels are `crossing_eval`'s planner with models fitted on the classic game: a rolls-left
table by lock distance, so a lower lock threshold or fewer rows to lock shorten the game it
expects. `expert` values each move by its chance to beat every opponent (in points of lead);
the lower levels judge more loosely, as On Board's do (see `expert_onboard`). Strength is
measured in bench/bench_ai_house.py.

`skip<k>`, exactly:
  1. If a legal cross crosses a row's locking number, take it (fewest skipped numbers first,
     then the lower row).
  2. Otherwise take the legal cross that skips the fewest numbers, if that is at most k
     (skipped = numbers left of it and right of the row's last cross, never crossable again);
     ties go to the lower row.
  3. Otherwise pass (a misthrow follows if the active player crossed nothing this turn).

The outlook (`evaluation_outlook`, also Longo's and On Board's) is every player's expected
final score by the expert's evaluation: each sheet as it stands, its rows valued from the row
tables mixed over the rolls the game probably has left (and On Board's figure bonus).
"""

from __future__ import annotations

from typing import Any

from ..engine import PASS, AnyRules, Cross, Move, Phase
from ..engine.crossing import CrossRules, CrossState
from .baseline import random_bot
from .crossing_eval import (
    Context,
    CrossingExpert,
    EvaluationLevels,
    HorizonModel,
    Outcome,
    Style,
    evaluation_scale,
)
from .kit import (
    EASY,
    EXPERT,
    HARD,
    MEDIUM,
    Bot,
    BotFactory,
    GameAI,
    Outlook,
    OutlookMaker,
    ValueScale,
)
from .outlook import final_outlook

SKIP_MOST = 9  # skip0 ... skip9


def skip_bot(max_skip: int, rules: AnyRules) -> Bot:
    if not isinstance(rules, CrossRules):
        raise ValueError(f"skip<k> bots play the crossing games, not {rules.title}")
    first_lock = [len(row.numbers) - rules.variant.lock_numbers for row in rules.variant.rows]
    index_table = rules.index_table

    def choose(state: CrossState, player: int) -> Move:
        best: tuple[int, int, int] | None = None
        best_move: Move = PASS
        marks = state.marks[player]
        for move in rules.legal_moves(state, player):
            if not isinstance(move, Cross):
                continue
            row = move.row
            index = index_table[row][move.number]
            # The row is open (the move is legal), so its mask has no lock bit.
            skipped = index - marks[row].bit_length()
            locks = index >= first_lock[row]
            if not locks and skipped > max_skip:
                continue
            rank = (0 if locks else 1, skipped, row)
            if best is None or rank < best:
                best, best_move = rank, move
        return best_move

    return choose


def _skip_factory(max_skip: int) -> BotFactory:
    def factory(rules: AnyRules, seed: int) -> Bot:
        return skip_bot(max_skip, rules)

    return factory


SKIP_BOTS: dict[str, BotFactory] = {f"skip{k}": _skip_factory(k) for k in range(SKIP_MOST + 1)}
# The baselines every crossing game offers besides its levels.
BASELINES: dict[str, BotFactory] = {"random": random_bot, **SKIP_BOTS}

# Mean rolls left after the current one, by [rows locked][lock distance], and the factor for
# the most misthrows anybody has: fitted on self-play of the classic variant (the points
# level, 1000-1500 games; the method of scripts/fit_crossing_horizon.py). Other player counts
# use the nearest table. Against skip2 (1v1, standard classic thresholds, 600 games) the
# expert won 68 % with these tables and 66 % with On Board's hand-set one.
HORIZONS: dict[int, HorizonModel] = {
    1: HorizonModel(
        (
            (7.08, 9.69, 11.25, 12.64, 13.78, 15.02, 16.09, 17.04, 17.95, 18.95, 19.62),
            (4.2,),
        ),
        misthrow_factors=(1.0, 0.83, 0.47, 0.11),
    ),
    2: HorizonModel(
        (
            (9.24, 11.85, 13.56, 14.87, 16.07, 17.62, 18.92, 20.09, 20.91, 22.01, 22.63),
            (5.27, 8.26),
        ),
        misthrow_factors=(1.0, 0.81, 0.5, 0.16),
    ),
    3: HorizonModel(
        (
            (10.38, 13.34, 14.55, 15.92, 17.16, 18.97, 20.07, 21.25, 22.36, 23.67, 24.04),
            (6.21, 9.02),
        ),
        misthrow_factors=(1.0, 0.79, 0.51, 0.2),
    ),
}
SHARES = (0.75, 0.75)  # white / colour share of a row (see crossing_eval.RowModel)
CLOSE_HAZARD = 0.1  # chance per roll that an opponent able to lock a row does so

STYLES: dict[str, Style] = {
    EXPERT: Style(win=True),
    HARD: Style(win=False, horizon_moves=False, noise=1.1, max_regret=4.0),
    MEDIUM: Style(win=False, horizon_moves=False, noise=1.8, max_regret=6.0),
    EASY: Style(
        win=False,
        horizon_moves=False,
        noise=3.0,
        max_regret=9.0,
        plan_turn=False,
        threat=False,
        foresee_locks=False,
    ),
}


# The forecast's misthrow chance on any sheet, an own roll, per point a misthrow costs and per
# misthrow box beyond the standard game's (`ForecastingExpert`). Measured solo, the expert's
# misthrows on rolls 0-10 (seed 2): 0.076 a roll at 20 points and eight boxes, 0.036 at 10,
# 0.018 at 5 (so per point), 0.022 at 20 points and four boxes (none spare: left at 0, the
# standard game's rate alone), under 0.01 with 3 to lock or 3 boxes. Fitted on classic, 20
# points a misthrow and eight boxes, 150 games of seed 2; final - forecast there, 300 games of
# seed 1, before rolls 0, 5, 10, 15: -7.8, +4.3, +2.7, +5.8 (-45.3, -23.7, -13.8, -4.8 before:
# 2.1 misthrows expected in 23 rolls where the expert takes 3.9). The expert's score is
# unchanged (26.0): the decisions keep `misthrow_at_full` alone.
FORECAST_FLOOR_PER_POINT_AND_BOX = 0.001


class ForecastingExpert(CrossingExpert[CrossState]):
    """The crossing expert with the coach's forecast's misthrows (the decisions keep
    `misthrow_at_full` alone): under house rules that leave misthrow boxes to spare, the
    expert takes misthrows from the first rolls on, the more the more a misthrow costs."""

    def __init__(self, rules: CrossRules[CrossState], style: Style) -> None:
        spare = max(0, rules.variant.misthrow_boxes - rules.standard_variant.misthrow_boxes)
        self.forecast_misthrow_floor = (
            FORECAST_FLOOR_PER_POINT_AND_BOX * rules.variant.misthrow_penalty * spare
        )
        super().__init__(rules, style, SHARES, HORIZONS, CLOSE_HAZARD)


def build_expert(rules: CrossRules[CrossState], level: str) -> CrossingExpert[CrossState]:
    return ForecastingExpert(rules, STYLES[level])


EVALUATION = EvaluationLevels(CrossRules, build_expert)


def expected_scores(expert: CrossingExpert[Any], state: CrossState) -> tuple[float, ...]:
    """Every player's expected final score by `expert`'s evaluation of the sheets as they
    stand (the dice on the table not yet used): their rows valued apart, over the rolls the
    game probably has left. (Longo's expert decides with a model of the whole sheet that
    plays for a short game: from the first roll of 40 games against greedy it expected 42
    points fewer than the players scored, the rows 15.)"""
    n = state.n_players

    def sheet(player: int) -> Outcome:
        return Outcome(
            state.marks[player], state.closed, state.misthrows[player], expert.figure(state, player)
        )

    # Seen from seat 0; nobody's move is judged, so nobody's locks are foreseen.
    ctx = Context(state, 0, list(range(1, n)), 1.0, {}, sheets=list(state.marks))
    first = sheet(0)
    key, probs = expert.distribution(ctx, first, forecast=True)
    return tuple(
        expert.forecast_total(ctx, player, sheet(player), first, key, probs) for player in range(n)
    )


def evaluation_outlook(evaluation: EvaluationLevels[Any, Any]) -> OutlookMaker:
    """The outlook of a game played by `evaluation`'s levels: expected final scores."""

    def outlook(rules: AnyRules, state: Any) -> Outlook:
        if state.phase is Phase.OVER:
            return final_outlook(rules, state, ValueScale.FINAL_SCORE)
        expert = evaluation.expert(rules, EXPERT)
        return Outlook(ValueScale.FINAL_SCORE, expected_scores(expert, state))

    return outlook


AI = GameAI(
    levels=EVALUATION.levels(),
    ranker=EVALUATION.rank,
    value_scale=evaluation_scale,
    bots=BASELINES,
    outlook=evaluation_outlook(EVALUATION),
    points=EVALUATION.rank_points,
)
