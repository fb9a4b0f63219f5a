"""Qwixx On Board computer opponents: levels easy, medium, hard, expert, and `rank_moves`.

Method (expert), see `crossing_eval` for the shared models:

* Rows: expected final points from dynamic-programming tables over the classic dice, mixed
  over how many rolls the game probably has left.
* The figure: where it probably gets in the own turns left, and that square's bonus on this
  board. Its walk looks at the squares ahead: each turn it goes to the furthest of the next
  five free squares it can land on; a square whose number is crossed is sure, one whose
  number is lost (skipped, or its row closed) never, one still open likelier the fewer
  numbers its cross would skip. Other figures are jumped and not counted, so the walk sees
  blocking both ways: a figure that lands where the opponent would go takes that square
  from them (and lets them reach one further).
* Rolls left: the first of two ends. Locks and misthrows: from the lock distance (crosses
  still missing before two rows could be locked), a hand-set table scaled by win rate. The
  figure race: the own turns each figure's walk needs to reach the last five squares, then
  the final round; exactly known once triggered.
* Every legal move is valued with the rest of the turn played as well as the visible dice
  allow: action 1 with the best action 2 and the best figure move after it (a landing that
  crosses a number saves the misthrow and may lock a row). The value is the chance to beat
  every opponent, given in points of lead: so it triggers the final round when ahead and
  avoids it when behind, and weighs its own walk against the opponent's. Rows the visible
  dice let an opponent lock this very turn are valued as closed.

Levels below `expert` are the same evaluation judged more loosely: `hard` values only its own
expected score (with the game length as it stands), `medium` and `easy` choose among the
better moves at random (seeded through `decision_stream`; never a move more than
`max_regret` points worse than the best), `easy` also judges each action alone and sees no
lock coming. Strength is measured in bench/bench_ai_crossing.py, never assumed.

Measured and not adopted (session 4, bench/crossing_duel.py, paired games against `hard`):
Longo's play-outs of that time (two rolls, 16 per close call; Longo dropped them in session
5) cost a p99 of 560 ms per decision here, far over the 50 ms budget: every play-out decision
plans a whole turn with figure moves. The win model's spread cannot change a 1v1 decision
(the value is a multiple of margin / spread), and a spread floor independent of the rolls
left changed nothing either (+0.0 +- 1.0 points over 300 pairs).
"""

from __future__ import annotations

import math
from dataclasses import replace

from ..engine import Move, MoveFigure, Phase
from ..engine.boards import TRACK_LENGTH, Board
from ..engine.crossing import CrossState
from ..engine.onboard import FINAL_SQUARES, OnBoardRules, OnBoardState
from .crossing_eval import (
    HORIZON,
    ROLLS,
    Context,
    CrossingExpert,
    EvaluationLevels,
    FloatArray,
    HorizonModel,
    Outcome,
    Style,
)

TRIGGER_SQUARE = TRACK_LENGTH - FINAL_SQUARES + 1  # reaching it starts the final round

# Mean rolls left after the current one until locks or misthrows end the game, by
# [rows locked][lock distance] (the figure race is modelled apart).
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
WALK_TURNS = 12  # own turns the figure model looks ahead
WALK_CACHE = 50_000  # walks kept (then the cache starts afresh)
BOARDS_KEPT = 64  # board objects remembered (each game parses its own)
LAND_NEXT = 0.95  # chance to land on an open square whose number is next in its row
LAND_SKIP = 0.05  # ... less per number its cross would skip
LAND_FAR = 0.3  # ... at least (numbers far right, locking numbers not yet allowed)
# The coach's forecast only (`forecast_rolls_left`): the lock end's model by players (other
# counts keep the decisions'). 1v1: the decisions' table with its mean times
# FORECAST_LOCK_SCALES[2], so that the mean rolls left matches the expert's games (300 games
# of seed 2, before rolls 5, 10 and 15: -0.1, +0.2 and -0.4 rolls off with 2.5; +1.7, +2.0,
# +0.1 with the decisions' 1.0, whose table is hand-set and scaled by win rate, not by
# length). 3 players: no one scale fits (1.5 made the start 3.6 rolls too long and roll 10
# still 2.4 too short), so its own table by [rows locked][lock distance]: each entry is the
# lock mean for which the forecast's mean rolls left (the race and the misthrow factors as
# they are) equals the rolls the expert's games still went on, over the states of 300 games
# of seed 2 at every roll before the final round with that key (scratch fit, 250 to 1 500
# states an entry; distance 9, 16 states, read between its neighbours; one lock, distance
# 2 and more, too rare to fit: the last entry). Before rolls 0, 5, 10, 15 and 20 of seed 1
# the mean rolls left are then +0.1, -0.1, 0.0, +0.3, +0.3 too many (-0.1, -3.2, -4.4,
# -2.2, -0.6 with the decisions' table).
FORECAST_LOCK_SCALES = {2: 2.5}
FORECAST_HORIZONS: dict[int, HorizonModel] = {
    2: replace(HORIZONS[2], scale=HORIZONS[2].scale * FORECAST_LOCK_SCALES[2]),
    3: HorizonModel(
        (
            (11.9, 14.1, 15.9, 16.1, 17.6, 18.9, 19.6, 20.1, 20.9, 21.3, 21.6),
            (7.7, 8.9),
        )
    ),
}
# `forecast_extra`: the chance per roll that a number still open now is still open then (the
# dice cross or skip it meanwhile), so a landing n rolls ahead counts this to the n-th power.
# Fitted before roll 0 (1v1, 300 games of seed 2, with FORECAST_LOCK_SCALES: +0.6 with 0.86,
# -0.0 with 0.87, -0.8 with 0.88); it replaces a flat scale of the landings' points (0.37),
# which no walk length could fit at both the start and roll 10.
OPEN_SURVIVAL = 0.87

LEVELS: dict[str, Style] = {
    # As in Longo, the expert does not devalue rows an opponent could lock soon
    # (CLOSE_HAZARD): +2.8 +- 2.3 points of win share against `hard` (300 paired games).
    "expert": Style(win=True, threat=False),
    "hard": Style(win=False, horizon_moves=False, noise=1.1, max_regret=4.0),
    "medium": Style(win=False, horizon_moves=False, noise=1.8, max_regret=6.0),
    "easy": Style(
        win=False,
        horizon_moves=False,
        noise=3.0,
        max_regret=9.0,
        plan_turn=False,
        threat=False,
        foresee_locks=False,
    ),
}


def _on_board(state: CrossState) -> OnBoardState:
    """The planner's state, which in this game is always an On Board state."""
    assert isinstance(state, OnBoardState)
    return state


class OnBoardExpert(CrossingExpert[OnBoardState]):
    """The On Board planner for one level: crosses, figure moves and the race."""

    # The forecast's, under house rules: On Board's sheets misthrow far less than classic's
    # (0.86), as a figure landing on an open number saves the misthrow. Fitted so that the
    # misthrows the forecast expects still to come match the expert's (1v1, 20 points a
    # misthrow and eight boxes, 300 games of seed 2, every third roll: 0.10 a state; 0.74
    # expected with 0.86). final - forecast under those rules, 300 games of seed 1, before
    # rolls 0, 5, 10, 15: +3.4, +1.8, +7.7, +4.4 (+8.1, +7.7, +15.1, +12.7 with 0.86 and the
    # crossing walk; +8.4, +9.2, +17.4, +13.8 before it). The decisions keep classic's rate:
    # with 0.12 the expert scored 94.1 where it scores 97.8 (the same 300 games).
    forecast_misthrow_at_full = 0.12

    def __init__(self, rules: OnBoardRules, style: Style) -> None:
        super().__init__(rules, style, SHARES, HORIZONS, CLOSE_HAZARD)
        self.board_rules = rules
        # id(board) -> (board kept alive so the id stays its own, layout number, squares);
        # every game parses its own Board, and equal layouts share one number.
        self._boards: dict[int, tuple[Board, int, list[tuple[int, int]]]] = {}
        self._layouts: dict[object, int] = {}
        # Walks repeat across the outcomes of a decision and across decisions.
        self._walks: dict[tuple[object, ...], list[float]] = {}

    def figure(self, state: CrossState, player: int) -> int:
        return _on_board(state).figures[player]

    # ------------------------------------------------------------ the figure's walk

    def layout(self, board: Board) -> tuple[int, list[tuple[int, int]]]:
        """The board's layout number and (row, index in the row) of every square, 1-based
        (entry 0 unused)."""
        found = self._boards.get(id(board))
        if found is None or found[0] is not board:
            if len(self._boards) > BOARDS_KEPT:
                self._boards.clear()
            spots = [(0, 0)]
            for square in range(1, TRACK_LENGTH + 1):
                spot = board.square(square)
                row = self.variant.row_index(spot.colour)
                spots.append((row, self.index_table[row][spot.number]))
            number = self._layouts.setdefault(board.squares, len(self._layouts))
            found = (board, number, spots)
            self._boards[id(board)] = found
        return found[1], found[2]

    def landing_chance(self, marks: tuple[int, ...], closed: int, row: int, index: int) -> float:
        """Chance that a figure with this sheet can and will land on a square when it can
        reach it: sure if the number is crossed, never if it is lost (skipped, or its row
        closed), otherwise less likely the more numbers crossing it would skip."""
        mask = marks[row]
        if mask >> index & 1:
            return 1.0
        if closed >> row & 1 or mask >> index:
            return 0.0
        if index >= self.ops.first_lock and mask.bit_count() < self.ops.min_to_lock - 1:
            return LAND_FAR
        skipped = index - mask.bit_length()
        return max(LAND_FAR, LAND_NEXT - LAND_SKIP * skipped)

    def walk(
        self,
        board: Board,
        marks: tuple[int, ...],
        closed: int,
        start: int,
        occupied: tuple[int, ...],
    ) -> list[float]:
        """Expected square after 0, 1, ... WALK_TURNS own turns: each turn the figure goes to
        the furthest of the next five free squares it can land on (other figures are jumped
        and not counted, and may not be landed on)."""
        _, spots = self.layout(board)
        chance_of: dict[int, float] = {}
        advance: dict[int, float] = {}
        path = [float(start)]
        here = float(start)
        for _ in range(WALK_TURNS):
            square = int(here)
            gain = advance.get(square)
            if gain is None:
                gain, missed = 0.0, 1.0
                for target in reversed(_free_ahead(square, occupied)):
                    chance = chance_of.get(target)
                    if chance is None:
                        row, index = spots[target]
                        chance = self.landing_chance(marks, closed, row, index)
                        chance_of[target] = chance
                    gain += missed * chance * (target - square)
                    missed *= 1.0 - chance
                advance[square] = gain
            here = min(float(TRACK_LENGTH), here + gain)
            path.append(here)
            if gain == 0.0:  # stuck (or at the end): it stays there
                path.extend([here] * (WALK_TURNS + 1 - len(path)))
                break
        return path

    def player_walk(self, ctx: Context, player: int, outcome: Outcome) -> list[float]:
        """The walk of `player`'s figure given the outcome (mine: ctx.player's)."""
        state = _on_board(ctx.state)
        mine = player == ctx.player
        marks = outcome.marks if mine else ctx.sheets[player]
        figure = outcome.figure if mine else state.figures[player]
        occupied = tuple(
            (outcome.figure if p == ctx.player else f)
            for p, f in enumerate(state.figures)
            if p != player
        )
        board = state.board
        key = (self.layout(board)[0], marks, outcome.closed, figure, occupied)
        path = self._walks.get(key)
        if path is None:
            if len(self._walks) > WALK_CACHE:
                self._walks.clear()
            path = self.walk(board, marks, outcome.closed, figure, occupied)
            self._walks[key] = path
        return path

    def forecast_extra(
        self, ctx: Context, player: int, sheet: Outcome, rows: list[float], probs: FloatArray
    ) -> float:
        """The row points the figure's landings still add, for the coach's forecast only.
        The figure walks as in the game: each own turn the player still has (the current
        roll's is the active player's, whose figure move is still to come), it
        lands on one of the next five free squares (the furthest first, with
        `landing_chance`), and the chance-weighted points of landing on an open number count:
        what one more cross (the row's next number: the expert lands where little is skipped)
        adds to that row now, times OPEN_SURVIVAL per roll until then. Then it moves to the
        likeliest of those squares and crosses its number there, so that number is no longer
        open and the ones its cross skips are lost. The row tables count only the dice's
        crosses; the landings' were about 6 a game per player (1v1), 21 points the forecast
        lacked at the start (bench/forecast_check.py).

        final - forecast, 300 games of seed 1 (bench/forecast_check.py), before rolls 0, 5,
        10, 15; 1v1: +0.0, +12.5, +18.0, +5.3 with the decisions' rolls left and a walk that
        never crossed a number, scaled by 0.5; +1.7, +2.8, +7.9, +3.2 with
        `forecast_rolls_left` and 0.37 (its landings fell from 7.4 to 1.0 over ten rolls where
        the expert's figure crosses fell from 6.1 to 1.5); +1.3, +1.2, +6.3, +2.4 with the
        crossing walk and OPEN_SURVIVAL (0.86), no scale; +1.7, +1.2, +5.9, +1.8 counting each
        player's own turns exactly (0.87). 3 players (decisions' rolls left): -6.0,
        +11.4, +20.7, +10.0 with 0.5; -1.2, +13.3, +21.2, +10.2 with 0.37; -0.9, +11.9,
        +20.1, +9.6 with the crossing walk; -1.4, -2.0, -1.1, +0.1 with it and
        `forecast_rolls_left`'s own 3-player lock end (FORECAST_HORIZONS); -0.3, -1.5, -1.0,
        +0.1 with the exact own turns. What 1v1 roll 10 still lacks (seed 2) is in the rows
        and the landings together, not the figure's bonus nor the game's length."""
        state = _on_board(ctx.state)
        _, spots = self.layout(state.board)
        index_of = self.tables(state.n_players)[0].index_of_mask
        occupied = tuple(f for p, f in enumerate(state.figures) if p != player)
        marks, closed = sheet.marks, sheet.closed
        # The player's figure moves still to come when `ROLLS` rolls follow the current one,
        # whose figure move (the active player's) is still to come too.
        n_players = state.n_players
        first = (player - state.active) % n_players  # rolls until the player's own one
        own_turns = (ROLLS - first) // n_players + 1  # 0 when ROLLS < first
        here, points = sheet.figure, 0.0
        for turn in range(WALK_TURNS):
            # The chance that this own turn still comes.
            comes = float(probs @ (own_turns > turn))
            if comes <= 0.0:
                break
            crosses, missed, likeliest, best = 0.0, 1.0, 0, 0.0
            for target in reversed(_free_ahead(here, occupied)):
                row, index = spots[target]
                chance = self.landing_chance(marks, closed, row, index)
                mask, shut = marks[row], bool(closed >> row & 1)
                if chance > 0.0 and not mask >> index & 1:
                    # Valued as the row's next number: one more cross, nothing skipped.
                    following = mask | 1 << mask.bit_length()
                    crosses += (
                        missed
                        * chance
                        * (rows[index_of(following, shut)] - rows[index_of(mask, shut)])
                    )
                if missed * chance > best:
                    likeliest, best = target, missed * chance
                missed *= 1.0 - chance
            # A number still open now may be crossed or skipped by the dice before then.
            points += comes * crosses * OPEN_SURVIVAL ** (first + n_players * turn)
            if not likeliest:
                break
            row, index = spots[likeliest]
            # The figure lands where it most likely can; a number it crosses there is no longer
            # open, and the numbers its cross skips are lost.
            if self.ops.can_cross(marks[row], closed, row, index):
                marks, closed = self.ops.cross(marks, closed, row, index)
            here = likeliest
        return points

    # ------------------------------------------------------------ horizon and figure

    def rolls_left(self, ctx: Context, outcome: Outcome) -> tuple[float, float, float, float]:
        lock_mean, lock_sd, _, _ = super().rolls_left(ctx, outcome)
        state = _on_board(ctx.state)
        n = state.n_players
        final_turns = state.final_turns
        if final_turns < 0 and outcome.figure >= TRIGGER_SQUARE:
            final_turns = n - 1  # this move starts the final round
        if final_turns >= 0:
            return lock_mean, lock_sd, float(final_turns), 0.0
        race = math.inf
        for player in range(n):
            path = self.player_walk(ctx, player, outcome)
            turns = _turns_to_reach(path, TRIGGER_SQUARE)
            # Rolls until that player's turn comes `turns` times, then the final round.
            first = (player - state.active - 1) % n + 1
            race = min(race, first + n * (max(turns, 1.0) - 1) + (n - 1))
        race = min(race, float(HORIZON))
        return lock_mean, lock_sd, race, 0.25 * race + 0.3

    def forecast_rolls_left(
        self, ctx: Context, outcome: Outcome
    ) -> tuple[float, float, float, float] | None:
        """The decisions' rolls left with the lock end read from FORECAST_HORIZONS: the
        hand-set lock table, made for choosing moves, ends the game too soon (1v1, before
        roll 10 it expected 3.4 rolls after the next where the games went on for 5.5)."""
        model = FORECAST_HORIZONS.get(ctx.state.n_players)
        if model is None:
            return None
        _, _, race_mean, race_sd = self.rolls_left(ctx, outcome)
        mean = model.lock_mean(*self.lock_situation(ctx, outcome))
        return mean, model.lock_sd(mean), race_mean, race_sd

    def extra_value(
        self,
        ctx: Context,
        player: int,
        sheet: Outcome,
        mine: Outcome,
        probs: FloatArray,
        ended: bool,
    ) -> float:
        """The figure's bonus: where its walk gets in the own turns probably left."""
        board = _on_board(ctx.state).board
        if ended:
            return float(board.bonus_at(sheet.figure))
        own_turns = float(probs @ ROLLS) / ctx.state.n_players
        return _bonus_along(board, self.player_walk(ctx, player, mine), own_turns)

    # ------------------------------------------------------------ the figure move

    def landing(self, ctx: Context, outcome: Outcome, square: int) -> Outcome | None:
        """The sheet after moving the figure to `square`, None when it may not land there."""
        spot = _on_board(ctx.state).board.square(square)
        row = self.variant.row_index(spot.colour)
        index = self.index_table[row][spot.number]
        mask = outcome.marks[row]
        if mask >> index & 1:
            return Outcome(outcome.marks, outcome.closed, outcome.misthrows, square)
        if not self.ops.can_cross(mask, outcome.closed, row, index):
            return None
        marks, closed = self.ops.cross(outcome.marks, outcome.closed, row, index)
        return Outcome(marks, closed, outcome.misthrows, square)

    def crosses_new(self, before: Outcome, after: Outcome) -> bool:
        return before.marks != after.marks

    def figure_options(self, ctx: Context, outcome: Outcome) -> list[Outcome]:
        squares = ctx.cache.get("reach")
        if squares is None:
            squares = self.board_rules.reachable_squares(_on_board(ctx.state), ctx.player)
            ctx.cache["reach"] = squares
        found = []
        for square in squares:
            landed = self.landing(ctx, outcome, square)
            if landed is not None:
                found.append(landed)
        return found

    def finish_turn(self, ctx: Context, outcome: Outcome, crossed: bool) -> float:
        """After actions 1 and 2: the best figure move (or none), then the misthrow check."""
        best = super().finish_turn(ctx, outcome, crossed)
        if outcome.closed.bit_count() >= self.locks_to_end or not self.style.plan_turn:
            return best
        for landed in self.figure_options(ctx, outcome):
            best = max(
                best,
                super().finish_turn(ctx, landed, crossed or self.crosses_new(outcome, landed)),
            )
        return best

    def other_move_value(self, ctx: Context, move: Move) -> float:
        state = _on_board(ctx.state)
        if state.phase is not Phase.BOARD:
            return super().other_move_value(ctx, move)
        player = ctx.player
        start = Outcome(
            state.marks[player], state.closed, state.misthrows[player], state.figures[player]
        )
        crossed = state.crossed_this_turn
        if isinstance(move, MoveFigure):
            landed = self.landing(ctx, start, move.square)
            assert landed is not None, "a legal figure move always lands"
            return CrossingExpert.finish_turn(
                self, ctx, landed, crossed or self.crosses_new(start, landed)
            )
        return CrossingExpert.finish_turn(self, ctx, start, crossed)


def _free_ahead(square: int, occupied: tuple[int, ...]) -> list[int]:
    """The next five squares after `square` that no other figure stands on."""
    free: list[int] = []
    ahead = square + 1
    while ahead <= TRACK_LENGTH and len(free) < 5:
        if ahead not in occupied:
            free.append(ahead)
        ahead += 1
    return free


def _turns_to_reach(path: list[float], square: int) -> float:
    """Own turns until the expected square reaches `square` (interpolated; long if never)."""
    for turn in range(1, len(path)):
        if path[turn] >= square:
            step = path[turn] - path[turn - 1]
            return turn - 1 + (square - path[turn - 1]) / step if step > 0 else float(turn)
    return float(HORIZON)


def _bonus_along(board: Board, path: list[float], turns: float) -> float:
    """Bonus at the expected square after `turns` own turns (interpolated)."""
    turns = min(max(turns, 0.0), len(path) - 1.0)
    whole = int(turns)
    square = path[whole]
    if whole + 1 < len(path):
        square += (turns - whole) * (path[whole + 1] - path[whole])
    low = int(square)
    high = min(low + 1, TRACK_LENGTH)
    part = square - low
    return (1 - part) * board.bonus_at(low) + part * board.bonus_at(high)


def build_expert(rules: OnBoardRules, level: str) -> OnBoardExpert:
    return OnBoardExpert(rules, LEVELS[level])


EVALUATION = EvaluationLevels(OnBoardRules, build_expert)
