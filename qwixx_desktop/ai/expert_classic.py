"""Classic Qwixx levels `hard` and `expert`, built on the exact value tables (`solo_table`).

Solo, `expert` plays the solo-optimal strategy: points now plus the solo table's expected
points to come. Against opponents, maximising one's own expected score in a long game loses
(that table plans for a game only it can end), so the expert switches to:

* the *hazard* tables: the same Bellman equation solved with a chance after every turn that
  the game ends anyway, as opponents can end it. How soon depends on the whole table: while
  it is calm (no row closed, nobody able to lock a row, nobody at three misthrows) the game
  goes on with 0.93 (`solo_table.CALM_CONTINUATION`), after that with 0.9
  (`HAZARD_CONTINUATION`); with three or more players, whose games end sooner, one step
  shorter: 0.9 while calm, then 0.87 (`CROWD_CONTINUATION`);
* the probability of winning as the value of a move: my estimated final score (points after
  the move + what the table expects to come) against each opponent's, from their own sheet
  (my lock closes the row for them too), each margin a normal distribution whose spread grows
  with the points still to come; the product over the opponents. (The margins all share my
  score, so the true chance is the expectation over my score of that product; integrating it
  (Gauss-Hermite) changed few moves and won no more against two or three skip2 bots:
  -0.3 +- 0.3 pp with 3 players, paired, 4 500 games; -0.3 with 4.)
* exact values for moves that end the game (a second lock, a fourth misthrow): the scores are
  final, so it is a win (1), a tie (1/2) or a loss (0). So it locks a row to end a game it
  leads, never locks into a loss, and takes a game-ending misthrow only when that wins.

All six dice are visible in action 1, so the active player's action-1 move is valued together
with the best action 2 those dice leave. Other players' simultaneous crosses are not
anticipated.

Close calls between the best moves the expert looks at a turn deeper: `classic_search`.

Also measured with 3 players against skip2 and not kept (paired, 4 500 games each): a wider
spread (1.4: -0.2 +- 0.2 pp); the 0.93 table while nobody has four crosses in a row, before
the 0.9 one (-0.6 +- 0.9); one table whose turns are the player's own only one in three, the
others offering just the white sum (continuation 0.93: -1.3 +- 1.0).

`hard` uses the same machinery with the solo table, counting only part of its future points
(`patience`), a cruder guess at how soon the game ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import PASS, AnyRules, Cross, Move, Phase
from ..engine.crossing import CrossRules, CrossState
from ..engine.variants import CLASSIC
from .kit import Bot
from .solo_table import (
    CALM_CONTINUATION,
    CROWD_CONTINUATION,
    HAZARD_CONTINUATION,
    HAZARD_CONTINUATIONS,
    LOCKED,
    MIN_CROSSES_TO_LOCK,
    MISTHROW_PENALTY,
    MISTHROWS_TO_END,
    SoloKey,
    SoloTable,
    colour_crosses,
    cross_key,
    is_terminal,
    key_of,
    load_hazard_table,
    load_table,
    number_index,
)

POINTS = tuple(n * (n + 1) // 2 for n in range(13))


@dataclass(frozen=True)
class Style:
    """How a level values the future against opponents."""

    hazard_table: bool  # the multiplayer table, else the solo table
    patience: float  # share of the table's points to come that it counts
    spread: float  # uncertainty of an unfinished game, per sqrt(point to come)
    calm_table: bool = False  # in calm positions the table of a longer game (see is_calm)
    search: bool = False  # close calls looked at a turn deeper (classic_search)
    passive_bias: float = 0.0  # EXPLORE: points added to a non-active white cross (3+ players)
    crowd_calm: float = 0.0  # EXPLORE: continuation while calm, 3+ players (0: default)
    crowd_late: float = 0.0  # EXPLORE: continuation once late, 3+ players (0: default)
    crowd_later: float = 0.0  # EXPLORE: continuation once a row is closed or 2+ rows ready
    later_ready: int = 2  # EXPLORE
    misthrow_bias: float = 0.0  # EXPLORE: extra points per own misthrow (3+ players)
    active_shift: float = 0.0  # EXPLORE: continuation change for the active player's decisions
    passive_shift: float = 0.0  # EXPLORE: ... for the others'
    edge: float = 0.0  # EXPLORE: share of my future (before the move) added to my margins
    opp_scale: float = 1.0  # EXPLORE: opponents' futures scaled (3+ players)
    me_scale: float = 1.0  # EXPLORE: my future scaled in margins (3+ players)
    calm_crosses: int = 0  # EXPLORE: crosses in a row that end the calm (3+ players; 0: 5)


EXPERT = Style(hazard_table=True, patience=1.0, spread=1.1, calm_table=True, search=True)
# The expert before it read the table's calm (a sparring partner in bench/bench_ai_classic).
EXPERT_V1 = Style(hazard_table=True, patience=1.0, spread=1.1)
HARD = Style(hazard_table=False, patience=0.6, spread=1.1)


def is_calm(state: CrossState) -> bool:
    """No row closed, nobody with three misthrows, nobody able to lock a row (five crosses
    in it): the game will probably last a while yet."""
    if state.closed or max(state.misthrows) >= MISTHROWS_TO_END - 1:
        return False
    return all(mark.bit_count() < MIN_CROSSES_TO_LOCK for marks in state.marks for mark in marks)


def multiplayer_table(state: CrossState, calm_table: bool = True) -> SoloTable:
    """The hazard table that values this multiplayer position: the game goes on after a turn
    with CALM_CONTINUATION while it is calm, HAZARD_CONTINUATION once its end is in sight
    (measured in bench/bench_ai_classic.py against one table for every position); with
    three or more players HAZARD_CONTINUATION, then CROWD_CONTINUATION (against two to four
    skip2 bots that gained 1-4 pp over the 1v1 pair of tables, paired on the same dice).
    `calm_table` False: the one table, HAZARD_CONTINUATION, for every position."""
    if not calm_table:
        return load_hazard_table()
    calm, late = (
        (HAZARD_CONTINUATION, CROWD_CONTINUATION)
        if state.n_players > 2
        else (CALM_CONTINUATION, HAZARD_CONTINUATION)
    )
    return load_hazard_table(calm if is_calm(state) else late)


class _Blend:
    """EXPLORE: a table of another continuation, interpolated between the solved ones."""

    def __init__(self, continuation: float) -> None:
        known = sorted(HAZARD_CONTINUATIONS)
        low = max([c for c in known if c <= continuation] or [known[0]])
        if low == known[-1]:
            low = known[-2]
        high = min(c for c in known if c > low)
        self.weight = (continuation - low) / (high - low)
        self.low, self.high = load_hazard_table(low), load_hazard_table(high)
        self.continuation = continuation

    def value(self, key: SoloKey) -> float:
        low = self.low.value(key)
        return low + self.weight * (self.high.value(key) - low)


_BLENDS: dict[float, _Blend] = {}


def _blend(continuation: float) -> _Blend:
    table = _BLENDS.get(continuation)
    if table is None:
        table = _BLENDS[continuation] = _Blend(continuation)
    return table


def _explore_table(style: Style, state: CrossState, player: int) -> _Blend:
    mine = state.active == player and state.phase in (Phase.WHITE, Phase.COLOUR)
    shift = style.active_shift if mine else style.passive_shift
    return _blend(round(_explore_continuation(style, state) + shift, 4))


def _explore_calm(style: Style, state: CrossState) -> bool:
    if not style.calm_crosses:
        return is_calm(state)
    if state.closed or max(state.misthrows) >= MISTHROWS_TO_END - 1:
        return False
    most = style.calm_crosses
    return all(mark.bit_count() < most for marks in state.marks for mark in marks)


def _explore_continuation(style: Style, state: CrossState) -> float:
    if _explore_calm(style, state):
        return style.crowd_calm or HAZARD_CONTINUATION
    ready = sum(
        1
        for marks in state.marks
        for row, mark in enumerate(marks)
        if not state.closed >> row & 1 and mark.bit_count() >= MIN_CROSSES_TO_LOCK
    )
    if style.crowd_later and (state.closed or ready >= style.later_ready):
        return style.crowd_later
    return style.crowd_late or CROWD_CONTINUATION


def _sheet_points(state: CrossState, player: int) -> int:
    points = sum(POINTS[mark.bit_count()] for mark in state.marks[player])
    return points - MISTHROW_PENALTY * state.misthrows[player]


def _with_rows_locked(key: SoloKey, rows: tuple[int, ...]) -> SoloKey:
    codes = list(key)
    for row in rows:
        codes[1 + row] = LOCKED
    return (codes[0], codes[1], codes[2], codes[3], codes[4])


def final_chance(mine: int, others: list[int]) -> float:
    """My chance to win with final scores: 1 ahead of everyone, a tie shares, 0 behind."""
    chance = 1.0
    for theirs in others:
        chance *= 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return chance


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@dataclass(frozen=True)
class _Outcome:
    """My sheet after a candidate turn (or the part of it decided now)."""

    key: SoloKey
    gained: int  # points from crosses (the lock included) minus a misthrow's penalty
    locked_rows: tuple[int, ...]  # rows it locks, closed for everyone
    turn_over: bool  # the turn ends with it (the future counts with the continuation)


class ClassicEvaluator:
    """Values the moves of one decision point of one player."""

    def __init__(self, style: Style, state: CrossState, player: int) -> None:
        self.state = state
        self.player = player
        self.key = key_of(state, player)
        self.now = self.exact_now = _sheet_points(state, player)
        if state.n_players > 2:
            self.now -= style.misthrow_bias * state.misthrows[player]
        self.opponents = [p for p in range(state.n_players) if p != player]
        solo = not self.opponents
        self.table: SoloTable | _Blend = (
            multiplayer_table(state, style.calm_table)
            if style.hazard_table and not solo
            else load_table()
        )
        if not solo and state.n_players > 2 and (
            style.crowd_calm
            or style.crowd_late
            or style.active_shift
            or style.passive_shift
            or style.calm_crosses
        ):
            self.table = _explore_table(style, state, player)
        self.patience = 1.0 if solo else style.patience
        self.spread = style.spread
        self.passive_bias = style.passive_bias
        self.misthrow_bias = style.misthrow_bias if state.n_players > 2 else 0.0
        self.opponent_keys = [key_of(state, p) for p in self.opponents]
        self.opponent_now = [_sheet_points(state, p) for p in self.opponents]
        crowd = state.n_players > 2
        self.edge = style.edge * self.future(self.key, True) if crowd else 0.0
        self.opp_scale = style.opp_scale if crowd else 1.0
        self.me_scale = style.me_scale if crowd else 1.0

    def outcome(
        self, crosses: list[tuple[int, int]], crossed_before: bool, turn_over: bool
    ) -> _Outcome:
        key = self.key
        gained = 0
        locked: list[int] = []
        for row, index in crosses:
            result = cross_key(key, row, index)
            if result is None:
                raise ValueError(f"cannot cross index {index} in row {row}")
            new_key, points = result
            if new_key[1 + row] == LOCKED:
                locked.append(row)
            key, gained = new_key, gained + points
        if turn_over and not crossed_before and not crosses:
            key = (key[0] + 1, key[1], key[2], key[3], key[4])
            gained -= MISTHROW_PENALTY + self.misthrow_bias
        return _Outcome(key, gained, tuple(locked), turn_over)

    def future(self, key: SoloKey, turn_over: bool) -> float:
        """The table's points to come, as this level counts them."""
        value = self.table.value(key) * self.patience
        return value * self.table.continuation if turn_over else value

    def utility(self, outcome: _Outcome, bonus: float = 0.0) -> float:
        """Solo: expected final points. Against opponents: estimated probability of winning."""
        mine_now = self.now + outcome.gained + bonus
        ended = is_terminal(outcome.key)
        if not self.opponents:
            return mine_now + (0.0 if ended else self.future(outcome.key, outcome.turn_over))
        if ended:  # final scores: a certain win, tie or loss
            unbiased = outcome.gained + self.misthrow_bias * (outcome.key[0] > self.key[0])
            return final_chance(self.exact_now + unbiased - bonus * 0, self.opponent_now)
        mine_future = self.future(outcome.key, outcome.turn_over) * self.me_scale
        chance = 1.0
        for key, theirs_now in zip(self.opponent_keys, self.opponent_now, strict=True):
            their_future = self.future(_with_rows_locked(key, outcome.locked_rows), True)
            their_future *= self.opp_scale
            margin = mine_now + mine_future - theirs_now - their_future + self.edge
            to_come = max(0.0, mine_future) + max(0.0, their_future)
            chance *= _normal_cdf(margin / (self.spread * math.sqrt(to_come) + 1.0))
        return chance

    def move_value(self, move: Move) -> float:
        state = self.state
        crosses = []
        if isinstance(move, Cross):
            crosses.append((move.row, number_index(move.row, move.number)))
        if state.phase is Phase.COLOUR:
            return self.utility(self.outcome(crosses, state.crossed_this_turn, turn_over=True))
        if self.player != state.active:  # action 1 is all this player does this turn
            outcome = self.outcome(crosses, True, turn_over=True)
            if crosses and self.passive_bias and len(self.opponents) > 1:
                return self.utility(outcome, self.passive_bias)
            return self.utility(outcome)
        # The active player's action 1, with the best action 2 the visible dice leave.
        best = self.utility(self.outcome(crosses, False, turn_over=True))
        after = self.outcome(crosses, False, turn_over=False)
        if is_terminal(after.key):
            return best
        for second in colour_crosses(after.key, state.dice):
            best = max(best, self.utility(self.outcome([*crosses, second], False, True)))
        return best


def is_standard(rules: AnyRules) -> bool:
    """Whether `rules` are classic Qwixx's standard rules, the only ones the tables solve
    (house rules such as another lock threshold are another game to them)."""
    return isinstance(rules, CrossRules) and rules.variant == CLASSIC


def table_rules(rules: AnyRules) -> CrossRules[CrossState]:
    """`rules` as classic's standard rules; ValueError for any other game or house rules."""
    if not is_standard(rules):
        raise ValueError(f"this bot plays classic Qwixx by the standard rules, not {rules.title}")
    assert isinstance(rules, CrossRules)
    return rules


def rank_moves(
    rules: AnyRules, state: CrossState, player: int, style: Style = EXPERT
) -> list[tuple[Move, float]]:
    """Every legal move with its value, best first (ties keep `legal_moves` order). Values are
    expected final points solo, else the estimated probability of winning."""
    if style.search:
        from .classic_search import search_moves  # (it builds on this module)

        return search_moves(rules, state, player, style)
    moves = table_rules(rules).legal_moves(state, player)
    if not moves:
        return []
    evaluator = ClassicEvaluator(style, state, player)
    valued = [(move, evaluator.move_value(move)) for move in moves]
    return sorted(valued, key=lambda item: -item[1])


def style_bot(rules: AnyRules, style: Style) -> Bot:
    classic = table_rules(rules)
    load_table()  # load the tables now, not in the middle of the first decision
    load_hazard_table()
    if style.calm_table:
        load_hazard_table(CALM_CONTINUATION)
        load_hazard_table(CROWD_CONTINUATION)

    def choose(state: CrossState, player: int) -> Move:
        ranked = rank_moves(classic, state, player, style)
        return ranked[0][0] if ranked else PASS

    return choose


def expert_bot(rules: AnyRules, seed: int) -> Bot:
    """Deterministic: `seed` is not needed."""
    return style_bot(rules, EXPERT)


def hard_bot(rules: AnyRules, seed: int) -> Bot:
    return style_bot(rules, HARD)
