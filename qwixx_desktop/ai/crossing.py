"""Computer players for any game on a crossing sheet: the generic evaluation-based levels, the
`skip<k>` baselines and the coach's ranking, for whatever the variant's rows, dice and
thresholds (a game that is pure data, or classic under house rules).

The levels are `crossing_eval`'s planner with the classic dice's models: a rolls-left table
by lock distance, so a lower lock threshold or fewer rows to lock shorten the game it
expects. `expert` values each move by its chance to beat every opponent (in points of lead),
the lower levels as On Board's do (see `expert_onboard`).

`skip<k>`, exactly:
  1. If a legal cross crosses a row's locking number, take it (fewest skipped numbers first,
     then the lower row).
  2. Otherwise take the legal cross that skips the fewest numbers, if that is at most k
     (skipped = numbers left of it and right of the row's last cross, never crossable again);
     ties go to the lower row.
  3. Otherwise pass (a misthrow follows if the active player crossed nothing this turn).
"""

from __future__ import annotations

from ..engine import PASS, Cross, Move, Rules
from ..engine.crossing import CrossRules, CrossState
from .baseline import random_bot
from .crossing_eval import (
    CrossingExpert,
    EvaluationLevels,
    HorizonModel,
    Style,
    evaluation_scale,
)
from .kit import EASY, EXPERT, HARD, MEDIUM, Bot, BotFactory, GameAI

SKIP_MOST = 9  # skip0 ... skip9


def skip_bot(max_skip: int, rules: Rules) -> Bot:
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
    def factory(rules: Rules, seed: int) -> Bot:
        return skip_bot(max_skip, rules)

    return factory


SKIP_BOTS: dict[str, BotFactory] = {f"skip{k}": _skip_factory(k) for k in range(SKIP_MOST + 1)}
# The baselines every crossing game offers besides its levels.
BASELINES: dict[str, BotFactory] = {"random": random_bot, **SKIP_BOTS}

# Mean rolls left after the current one, by [rows locked][lock distance], for two players on
# the classic dice (On Board's table, whose figure race is modelled apart); other player
# counts use it too.
HORIZONS: dict[int, HorizonModel] = {
    2: HorizonModel(
        (
            (3.5, 5.5, 7.0, 8.5, 10.0, 11.2, 12.4, 13.5, 14.5, 15.5, 16.3),
            (2.2, 4.5, 6.5, 8.0, 9.5, 11.0),
        ),
        scale=1.3,
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


def build_expert(rules: CrossRules, level: str) -> CrossingExpert:
    return CrossingExpert(rules, STYLES[level], SHARES, HORIZONS, CLOSE_HAZARD)


EVALUATION = EvaluationLevels(CrossRules, build_expert)

AI = GameAI(
    levels=EVALUATION.levels(),
    ranker=EVALUATION.rank,
    value_scale=evaluation_scale,
    bots=BASELINES,
)
