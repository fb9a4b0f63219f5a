"""Qwixx Longo computer opponents: levels easy, medium, hard, expert, and `rank_moves`.

Method (expert), see `crossing_eval` for the models:

* Each row's expected final points come from a table computed by dynamic programming over
  Longo's own dice (d8, rows of 15 numbers, either of the last two numbers locks after six
  crosses), mixed over how many rolls the game probably has left.
* Rolls left: fitted on self-play (2-5 players, and solo) from the lock distance (crosses still
  missing before enough rows could be locked to end the game), the rows already locked and
  the most misthrows anybody has.
* Every legal move, lucky crosses included, is valued with the rest of the turn played as
  well as the visible dice allow; the value is the chance to beat every opponent (each final
  score a normal estimate around the expected total), given in points of lead. So it locks
  to end a game it leads and avoids ending one it trails. Rows the visible dice let an
  opponent lock this very turn are valued as closed (last chance to cross there).
* Play-outs at close calls (`crossing_playouts`, plan PLAYOUTS): when the two best moves are
  valued within two points, each is played on for two more rolls, up to eight times (two
  players; fewer in bigger games) with invented dice shared by both moves, every player
  choosing with the evaluation above; a move clearly behind on the same dice drops out early.
  The evaluation's win chance where each play-out stops (the result, if the game ended)
  picks the move (about one decision in five was within one point; within two, more are
  played out). The invented dice come from what the player sees, never from the game's
  seed. `rank_moves` (the coach) includes the play-outs, so its best move is the expert's
  move.

Measured against the Longo greedy baseline (1v1, paired games with the same dice): the
play-outs gained about 1.5 points of win share (+1.9, +2.1 and +0.9 on three seeds of 4000
games, each +-1.2), leaving out the threat discount (rows an opponent could lock soon valued
as if closed with CLOSE_HAZARD per roll; the lower levels keep it) +0.7 +-0.35 over 20000
games; together 71.5 % instead of 68.2 % on the benchmark's 4000 games. Eight play-outs per
move instead of twelve, and a faster evaluation, for the decision time: p99 72 ms instead of
128 ms of CPU on the same 20 games (a busy machine), win share against greedy -1.6 +- 2.7
points over 400 paired games (no clear loss). Tried
and measured no stronger: other row shares, horizon scales and win-model spreads, a
state-dependent spread of the final margin (from second-moment row tables; weaker), valuing
future lucky crosses of the weakest row, and discounting the opponent's expected gains.
Session 4 (bench/crossing_duel.py, 300 pairs on the same dice against greedy): close calls
within two points instead of one +2.1 +- 2.1 points of win share (within three: +1.2 +- 2.2;
three rolls per play-out instead of two: -1.4 +- 2.3). The spread (Style.spread) cannot
change a 1v1 decision: the value is a multiple of margin / spread.

Lucky numbers need no model of their own: a lucky cross is an ordinary cross (the next number
of a weakest row) to the planner.

Levels below `expert` are the same evaluation judged more loosely, without play-outs: `hard`
values only its own expected score (with the game length as it stands), `medium` and `easy`
choose among the better moves at random (seeded through `decision_stream`; never a move more
than `max_regret` points worse than the best), `easy` also judges action 1 without action 2
and sees no lock coming. Strength is measured in bench/bench_ai_crossing.py, never assumed.
"""

from __future__ import annotations

from ..engine.longo import LongoRules, LongoState
from .crossing_eval import EvaluationLevels, HorizonModel, Style
from .crossing_playouts import PlayOutExpert, PlayOutPlan
from .kit import EXPERT

# Mean rolls left after the current one, by [rows locked][lock distance], and the factor for
# the most misthrows anybody has; fitted on self-play by scripts/fit_crossing_horizon.py.
# The lock distance already counts every player's crosses, so the tables barely depend on
# the number of players; a count without its own table uses the nearest one.
HORIZONS: dict[int, HorizonModel] = {
    1: HorizonModel(
        (
            (6.97, 9.31, 10.89, 12.2, 13.4, 14.57, 15.65, 16.77, 17.79, 18.86, 19.73, 20.52, 21.23),
            (3.92, 6.59),
        ),
        misthrow_factors=(1.0, 0.82, 0.5, 0.13),
    ),
    2: HorizonModel(
        (
            (
                7.08,
                9.57,
                11.26,
                12.87,
                14.14,
                15.64,
                16.83,
                18.18,
                19.27,
                20.54,
                21.4,
                22.39,
                22.85,
            ),
            (3.94, 6.9, 9.67),
        ),
        misthrow_factors=(1.0, 0.84, 0.54, 0.2),
    ),
    3: HorizonModel(
        (
            (7.16, 9.54, 11.27, 13.07, 14.63, 16.05, 17.4, 18.62, 19.87, 21.06, 22.08, 22.86, 23.4),
            (4.04, 7.18, 9.41),
        ),
        misthrow_factors=(1.0, 0.84, 0.56, 0.27),
    ),
    5: HorizonModel(
        (
            (
                7.14,
                10.55,
                11.73,
                13.49,
                15.07,
                16.79,
                17.89,
                19.94,
                20.61,
                22.06,
                22.78,
                23.64,
                24.17,
            ),
            (4.53, 8.4),
        ),
        misthrow_factors=(1.0, 0.81, 0.66, 0.33),
    ),
}

SHARES = (0.6, 0.6)  # white / colour share of a row (see crossing_eval.RowModel)
CLOSE_HAZARD = 0.1  # chance per roll that an opponent able to lock a row does so

LEVELS: dict[str, Style] = {
    # The expert does not devalue rows an opponent could lock soon: that threat model
    # (CLOSE_HAZARD) measured weaker for it (bench/bench_ai_crossing.py, see the docstring).
    "expert": Style(win=True, threat=False),
    "hard": Style(win=False, horizon_moves=False, noise=1.6, max_regret=5.0),
    "medium": Style(win=False, horizon_moves=False, noise=2.6, max_regret=8.0),
    "easy": Style(
        win=False,
        horizon_moves=False,
        noise=3.5,
        max_regret=10.0,
        plan_turn=False,
        threat=False,
        foresee_locks=False,
    ),
}


# Play-outs (expert only; see crossing_playouts) at the close calls.
PLAYOUTS = PlayOutPlan(margin=2.0, moves=2, budget=16, batch=2, seed=0x4C6F6E676F)


class LongoExpert(PlayOutExpert[LongoState]):
    """The Longo planner for one level (lucky crosses are ordinary crosses to it)."""

    def __init__(self, rules: LongoRules, style: Style, plan: PlayOutPlan | None = None) -> None:
        super().__init__(rules, style, SHARES, HORIZONS, CLOSE_HAZARD)
        self.plan = plan


def build_expert(rules: LongoRules, level: str) -> LongoExpert:
    return LongoExpert(rules, LEVELS[level], PLAYOUTS if level == EXPERT else None)


EVALUATION = EvaluationLevels(LongoRules, build_expert)
