"""Shared evaluation for the crossing games' computer opponents (Qwixx Longo, Qwixx On Board).

Three pieces, each a model small enough to compute on first use:

Row tables (`RowTables`)
    The expected final points of one row, by dynamic programming over a simplified game in
    which the row lives on its own: each remaining roll offers it the white sum, on the
    player's own rolls also the two colour sums (after the white cross, to its right), and the
    row takes an offer when that raises its expectation. Rows really compete for the one
    white cross and the one colour cross of a turn, so an offer reaches a given row only with
    probability `white_share` (`colour_share`). Another player may close the row first
    (`close_hazard` per roll, for rows that somebody else could lock now). A row is
    (next index n, crosses c) while open: n = one past its rightmost cross. A locked or
    closed row is terminal and only records its crosses. `values[t, s]` = expected final
    points of a row in state s with t rolls left.

Horizon (`HorizonModel`, `rolls_left_distribution`)
    How many rolls the game still lasts, as a distribution: the end by locks and misthrows
    is estimated from the "lock distance" (crosses missing, for the best-placed player of each
    row, before enough rows could be locked to end the game), the rows locked and the most
    misthrows; On Board adds the figure race. The chance that the game lasts longer than t is
    the product of the chances that neither end has come.

House rules (`HouseCorrection`)
    The horizon models were fitted, and the levels tuned, under the standard rules; the row
    tables and the lock distance follow the house rules' lock threshold and rows to end by
    themselves. What else the standard rules fix is corrected from the house rules, a
    correction that is nothing under the standard rules (where every decision stays as
    measured): the rows locked are read by how many more locks end the game, the standard
    game's hazard of ending by misthrows is swapped for the house rules' one, and each
    player's misthrows still to come cost their points.

Move planning (`CrossingExpert`)
    Every legal move is valued with the rest of the player's turn played as well as the
    visible dice allow (action 1 with the best action 2, and On Board's action 3), then
    judged by `Style`: the expected final score, or (`win`) the chance of beating every
    opponent, each player's final score being a normal estimate around their expected total.
    Other players' simultaneous action-1 crosses are not anticipated.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from statistics import NormalDist
from typing import Any, Generic, TypeVar

import numpy as np

from ..engine import PASS, AnyRules, Cross, Move, Phase
from ..engine.chance import ChanceStream
from ..engine.crossing import CrossRules, CrossState
from ..engine.variants import CrossVariant
from .base import decision_stream
from .kit import EXPERT, LEVELS, Bot, BotFactory, Ranking, ValueScale
from .outlook import margin_sd, spread_floor_for
from .pairs_model import PairsModel

FloatArray = np.ndarray[Any, np.dtype[np.float64]]
IntArray = np.ndarray[Any, np.dtype[np.int64]]

# The state type of the game an expert plays, and that game's rules type.
S = TypeVar("S", bound=CrossState)
R = TypeVar("R", bound=CrossRules[Any])

# Under house rules, the chance of a misthrow on an own roll by how full the sheet is
# (`misthrow_means`): fitted on the crossing expert's classic games (solo, 0 points and one
# box: 19.7 rolls a game; 20 points and eight boxes: 0.19 misthrows an own roll over 27.6;
# the sheet 0.034-0.040 fuller a roll). A game's expert may set its own chance at full.
MISTHROW_AT_FULL = 0.86
MISTHROW_POWER = 4
FILL_PER_ROLL = 0.035
HORIZON = 60  # longest game modelled, in rolls left (longer games are valued as this long)
WEIGHTS_CACHE = 20_000  # mixed row tables kept per expert (then the cache starts afresh)


# ---------------------------------------------------------------------------- row tables


@dataclass(frozen=True)
class RowModel:
    """Parameters of the single-row game; each set gives its own tables."""

    n_players: int
    white_share: float  # chance that the white sum is free for this row on a roll
    colour_share: float  # same for the colour sums of the player's own roll
    close_hazard: float = 0.0  # chance per roll that another player closes the row
    horizon: int = HORIZON


class RowTables:
    """values[t, s]: expected final points of a row in state s with t rolls left."""

    def __init__(self, variant: CrossVariant, model: RowModel) -> None:
        length = len(variant.rows[0].numbers)
        self.length = length
        self.first_lock = length - variant.lock_numbers
        self.min_to_lock = variant.min_crosses_to_lock
        self.terminal_base = (length + 1) * (length + 1)
        # Terminal (locked/closed) rows hold at most every number plus the lock box.
        self.n_states = self.terminal_base + length + 2
        self.model = model
        counts = np.empty(self.n_states, dtype=np.int64)
        for n in range(length + 1):
            for c in range(length + 1):
                counts[self._open(n, c)] = c
        counts[self.terminal_base :] = np.arange(length + 2)
        points = np.array(variant.points + (variant.points[-1],) * 2, dtype=np.float64)
        self.final_points: FloatArray = points[counts]
        self.successor = self._successors()
        self.values = self._solve(variant, model)

    def _open(self, next_index: int, crosses: int) -> int:
        return next_index * (self.length + 1) + crosses

    def index_of_mask(self, mask: int, closed: bool) -> int:
        """The state of a row given its sheet mask and whether the row is closed."""
        crosses = mask.bit_count()
        if closed or mask >> self.length:
            return self.terminal_base + crosses
        return mask.bit_length() * (self.length + 1) + crosses

    def _successors(self) -> IntArray:
        """succ[j, s] = state after crossing index j in state s; s itself when illegal.

        Row `length` of the table stands for "no such number": every state stays put.
        """
        length = self.length
        succ = np.tile(np.arange(self.n_states, dtype=np.int64), (length + 1, 1))
        for n in range(length + 1):
            for c in range(n + 1):
                s = self._open(n, c)
                for j in range(n, length):
                    if j < self.first_lock:
                        succ[j, s] = self._open(j + 1, c + 1)
                    elif c >= self.min_to_lock:
                        succ[j, s] = self.terminal_base + min(c + 2, length + 1)
        return succ

    def _solve(self, variant: CrossVariant, model: RowModel) -> FloatArray:
        faces = variant.die_faces
        # One table serves all four rows: a falling row is a rising one seen through the die
        # flip x -> faces + 1 - x, which leaves every joint distribution of sums unchanged.
        # The row's index of every dice sum; `length` = the row lacks it (never happens for
        # the shipped variants, whose rows hold every sum).
        index = np.full(2 * faces + 1, self.length, dtype=np.int64)
        for i, number in enumerate(variant.rows[0].numbers):
            index[number] = i
        succ = self.successor
        n_states = self.n_states
        final = self.final_points

        white_prob = np.zeros(2 * faces + 1)
        for a, b in itertools.product(range(1, faces + 1), repeat=2):
            white_prob[a + b] += 1 / faces**2
        white_moves = [(white_prob[t], succ[index[t]]) for t in range(2, 2 * faces + 1)]

        # The player's own roll: every (white, white, colour) outcome, equally likely.
        outcomes = list(itertools.product(range(1, faces + 1), repeat=3))
        after_white = succ[np.array([index[a + b] for a, b, _ in outcomes])]
        colour1 = succ[np.array([index[a + d] for a, _, d in outcomes])]
        colour2 = succ[np.array([index[b + d] for _, b, d in outcomes])]
        both1 = np.take_along_axis(colour1, after_white, axis=1)
        both2 = np.take_along_axis(colour2, after_white, axis=1)

        own = 1 / model.n_players
        aw, ac = model.white_share, model.colour_share
        values = np.empty((model.horizon + 1, n_states))
        values[0] = final
        terminal = slice(self.terminal_base, n_states)
        for t in range(1, model.horizon + 1):
            v = values[t - 1]
            others = np.zeros(n_states)
            for p, nxt in white_moves:
                others += p * np.maximum(v, v[nxt])
            stay = v[None, :]
            white = np.maximum(stay, v[after_white])
            colour = np.maximum(stay, np.maximum(v[colour1], v[colour2]))
            full = np.maximum(np.maximum(white, colour), np.maximum(v[both1], v[both2]))
            mine = (
                aw * ac * full
                + aw * (1 - ac) * white
                + (1 - aw) * ac * colour
                + (1 - aw) * (1 - ac) * stay
            ).mean(axis=0)
            others = (1 - aw) * v + aw * others
            row = own * mine + (1 - own) * others
            if model.close_hazard:
                # Closed by someone else first: the row keeps what it has.
                row = model.close_hazard * final + (1 - model.close_hazard) * row
            values[t] = row
            values[t, terminal] = final[terminal]
        return values


@lru_cache(maxsize=64)
def row_tables(variant: CrossVariant, model: RowModel) -> RowTables:
    return RowTables(variant, model)


# ---------------------------------------------------------------------------- sheets


class SheetOps:
    """Fast sheet arithmetic on row masks for one variant (legality and crossing)."""

    def __init__(self, variant: CrossVariant) -> None:
        self.length = len(variant.rows[0].numbers)
        self.first_lock = self.length - variant.lock_numbers
        self.min_to_lock = variant.min_crosses_to_lock
        self.rows = len(variant.rows)
        self.lock_bit = 1 << self.length

    def can_cross(self, mask: int, closed: int, row: int, index: int) -> bool:
        if index < 0 or closed >> row & 1 or mask >> index:
            return False
        return index < self.first_lock or mask.bit_count() >= self.min_to_lock

    def cross(
        self, marks: tuple[int, ...], closed: int, row: int, index: int
    ) -> tuple[tuple[int, ...], int]:
        """Marks and closed rows after a legal cross (a locking cross closes the row)."""
        mask = marks[row] | 1 << index
        if index >= self.first_lock:
            mask |= self.lock_bit
            closed |= 1 << row
        return (*marks[:row], mask, *marks[row + 1 :]), closed


def lock_distance(
    sheets: Sequence[Sequence[int]], closed: int, min_to_lock: int, rows: int, to_end: int
) -> int:
    """Crosses still missing (for the best-placed player per row) before enough rows could
    be locked to end the game: 0 = the dice alone may end it now."""
    best = [max(sheet[row].bit_count() for sheet in sheets) for row in range(rows)]
    return distance_from_best(best, closed, min_to_lock, to_end)


def distance_from_best(best: Sequence[int], closed: int, min_to_lock: int, to_end: int) -> int:
    """`lock_distance` from the most crosses any of the players has in each row."""
    missing = [
        max(0, min_to_lock - crosses) for row, crosses in enumerate(best) if not closed >> row & 1
    ]
    return distance_to_end(missing, closed.bit_count(), to_end)


def distance_to_end(missing: list[int], closed_rows: int, to_end: int) -> int:
    """`lock_distance` from each open row's missing crosses (sorted in place): the fewest
    crosses that would leave enough rows ready to lock."""
    missing.sort()
    return sum(missing[: max(0, to_end - closed_rows)])


# ---------------------------------------------------------------------------- horizon


@dataclass(frozen=True)
class HorizonModel:
    """Rolls left in the game (after the current one) until it ends by locks or misthrows.

    `lock_means[k][d]`: mean with k rows locked (capped at the last entry) and lock distance
    d (capped likewise), fitted on self-play. The spread follows the fitted rule
    sd = spread * (1 - exp(-mean / 3)), small near the end and about `spread` far from it.
    """

    lock_means: tuple[tuple[float, ...], ...]
    misthrow_factors: tuple[float, ...] = (1.0, 0.93, 0.82, 0.6)
    scale: float = 1.0
    spread: float = 4.4

    def lock_mean(self, locked: int, distance: int, most_misthrows: int) -> float:
        means = self.lock_means[min(locked, len(self.lock_means) - 1)]
        mean = means[min(distance, len(means) - 1)]
        factors = self.misthrow_factors
        return self.scale * mean * factors[min(most_misthrows, len(factors) - 1)]

    def lock_sd(self, mean: float) -> float:
        """The sd of the lock end whose mean is `mean` (the fitted rule in the class doc)."""
        return self.spread * (1.0 - math.exp(-mean / 3.0)) + 0.3


def _normal_survival(mean: float, sd: float) -> FloatArray:
    """P(T > t) for t = 0..HORIZON, T normal(mean, sd) rounded to whole rolls."""
    t = np.arange(HORIZON + 1) + 0.5
    z = (t - mean) / (sd * math.sqrt(2.0))
    return 0.5 * (1.0 - np.array([math.erf(x) for x in z]))


@lru_cache(maxsize=4096)
def rolls_left_distribution(
    lock_mean: float, lock_sd: float, race_mean: float, race_sd: float
) -> FloatArray:
    """P(rolls left = t), the game ending at the first of two independent ends.

    A negative `race_mean` means there is no second end (Longo). `race_sd` = 0: the second
    end comes after exactly `race_mean` rolls (On Board's final round).
    """
    return _distribution_of(_survival(lock_mean, lock_sd, race_mean, race_sd))


def _survival(lock_mean: float, lock_sd: float, race_mean: float, race_sd: float) -> FloatArray:
    """P(T > t) for t = 0..HORIZON, T the rolls left (`rolls_left_distribution`)."""
    survival = _normal_survival(lock_mean, lock_sd)
    if race_mean >= 0:
        if race_sd <= 0:
            survival = survival * (np.arange(HORIZON + 1) < race_mean)
        else:
            survival = survival * _normal_survival(race_mean, race_sd)
    return survival


def misthrow_means(
    fill: float, n_players: int, at_full: float = MISTHROW_AT_FULL, floor: float = 0.0
) -> FloatArray:
    """By rolls left t (0..HORIZON): the misthrows a player whose sheet is `fill` full
    (the share of its numbers no longer crossable) is expected to take in the next t rolls,
    under house rules (`HouseCorrection`). A misthrow comes on an own roll with chance
    `at_full` * fill^MISTHROW_POWER, the sheet filling by FILL_PER_ROLL a roll: hardly
    ever on an empty sheet, most of the time on a full one."""
    fills = np.minimum(1.0, fill + FILL_PER_ROLL * np.arange(1, HORIZON + 2))
    per_roll = (floor + at_full * fills**MISTHROW_POWER) / max(1, n_players)
    means: FloatArray = np.cumsum(per_roll) - 0.5 * per_roll  # half of the last roll
    return means


def _poisson_below(count: int, means: FloatArray) -> FloatArray:
    """P(N < count) for N Poisson with each of `means`."""
    term = np.exp(-means)
    total = np.zeros_like(means)
    for k in range(count):
        total += term
        term = term * means / (k + 1)
    return total


@lru_cache(maxsize=4096)
def house_rolls_left_distribution(
    lock_mean: float,
    lock_sd: float,
    race_mean: float,
    race_sd: float,
    fitted_left: float,
    left: float,
    fill: float,
    n_players: float,
    at_full: float,
    floor: float = 0.0,
) -> FloatArray:
    """`rolls_left_distribution` under house rules that leave `left` misthrows before the
    end where the fitted model (standard rules) left `fitted_left`: the fitted survival with
    the standard game's hazard of ending by misthrows swapped for the house rules' one. That
    end is taken as Poisson (`misthrow_means`, for the player nearest to it, whose sheet is
    `fill` full, with `at_full`), so the survival is multiplied by P(N < left) /
    P(N < fitted_left) (at most 1, never rising)."""
    survival = _survival(lock_mean, lock_sd, race_mean, race_sd)
    means = misthrow_means(fill, int(n_players), at_full, floor)
    ratio = _poisson_below(int(left), means) / _poisson_below(int(fitted_left), means)
    survival = np.minimum.accumulate(np.clip(survival * ratio, 0.0, 1.0))
    return _distribution_of(survival)


def _distribution_of(survival: FloatArray) -> FloatArray:
    """P(rolls left = t) from the survival P(T > t)."""
    probs = np.empty(HORIZON + 1)
    probs[0] = 1.0 - survival[0]
    probs[1:] = survival[:-1] - survival[1:]
    probs[-1] += survival[-1]
    probs = np.clip(probs, 0.0, None)
    total = probs.sum()
    if total <= 0:
        probs[0], total = 1.0, 1.0
    result: FloatArray = probs / total
    return result


# ---------------------------------------------------------------------------- styles


@dataclass(frozen=True)
class HouseCorrection:
    """What house rules change in the evaluation beyond the row tables and the lock distance
    (those follow the variant): `fitted` is the variant the horizon models were fitted on
    (the game's standard one). Under the standard rules `active` is False and every value
    is the uncorrected one, so that the levels decide exactly as they were measured.

    The fitted horizon knows the rows locked as a count of the standard game (two locked
    rows end it): under house rules `locked_index` reads them by what is left, "k more locks
    end the game" as the standard count with k left (more than the standard game ever has
    reads as its start). Its misthrow end is the standard one (the fourth box): under house
    rules the expert swaps that hazard for the house rules' one
    (`house_rolls_left_distribution`, misthrows as a Poisson stream whose rate grows as the
    sheet fills: `misthrow_means`), so that a game that one misthrow ends is expected to be
    shorter, and one that eight end, longer.

    The points of future misthrows (`future_misthrows`): the row tables value crosses only,
    and under the standard rules the levels were tuned without that cost. Under house rules
    (20 points a misthrow, eight boxes, ...) it is no longer a constant to tune around:
    each player loses `variant.misthrow_penalty` for each misthrow still to come, forecast
    by `misthrow_means` from how full the player's sheet is, at most the boxes still free
    (the last one ends the game). Measured on classic (solo, 1 000 games from the start):
    the coach's expected score on the first roll is then 87.5 where the expert scores 89.9
    (one misthrow ends the game, 0 points; 110.1 before) and 62.7 against 27.8 (20 points a
    misthrow, eight boxes; 110.1 before): a long game's misthrows are still too few."""

    variant: CrossVariant
    fitted: CrossVariant
    at_full: float = MISTHROW_AT_FULL  # a misthrow's chance on a full sheet (misthrow_means)
    floor: float = 0.0  # a misthrow's chance on any sheet besides (misthrow_means)

    @property
    def active(self) -> bool:
        return self.variant != self.fitted

    def locked_index(self, locked: int) -> int:
        left = self.variant.locked_rows_to_end - locked
        return max(0, self.fitted.locked_rows_to_end - left)

    def future_misthrows(self, misthrows: int, fill: float, n_players: int) -> FloatArray:
        """By rolls left t (0..HORIZON): the misthrows a player with `misthrows`, whose
        sheet is `fill` full, still takes, E[min(N, boxes still free)] for N Poisson with
        `misthrow_means`."""
        free = max(0, self.variant.misthrow_boxes - misthrows)
        means = misthrow_means(fill, n_players, self.at_full, self.floor)
        return sum((1.0 - _poisson_below(k + 1, means) for k in range(free)), np.zeros_like(means))


@dataclass(frozen=True)
class Style:
    """How a level judges and chooses. The expert: win=True, no noise."""

    win: bool = True  # value = chance to beat every opponent (else own expected score)
    spread: float = 6.0  # sd of a final-score estimate per sqrt(roll left)
    noise: float = 0.0  # seeded softmax temperature, in points (0 = always the best move)
    max_regret: float = math.inf  # never chooses a move valued this much below the best
    plan_turn: bool = True  # action 1 is valued with the best action 2 (and 3) that follows
    threat: bool = True  # rows an opponent may lock soon are worth less
    horizon_moves: bool = True  # a move that brings the end closer shortens every future
    foresee_locks: bool = True  # rows the visible dice let an opponent lock this turn close
    # Share of a player's expected total taken from the whole sheet's exact value (the
    # expert's `joint` model) instead of from its rows valued apart.
    joint_share: float = 0.0
    # > 0: the sd of each margin is margin_spread * sqrt(both players' points to come) + 1,
    # as classic's expert has it, instead of `spread` * sqrt(rolls left).
    margin_spread: float = 0.0
    # 1v1 with margin_spread, > 0: a margin's sd is sqrt(spread_floor^2 + margin_spread^2 *
    # points to come) instead (`outlook.margin_sd`: a lock swings a game to its last roll).
    spread_floor: float = 0.0


# ---------------------------------------------------------------------------- planning


@dataclass(slots=True)
class Outcome:
    """A player's sheet after a candidate move (and the rest of the turn it plans)."""

    marks: tuple[int, ...]
    closed: int
    misthrows: int
    figure: int = 0


@dataclass(slots=True)
class Context:
    """What every outcome of one decision shares."""

    state: CrossState
    player: int
    opponents: list[int]
    ref_sd: float  # spread of the margin now, to express win chances in points
    cache: dict[Any, Any]
    now: tuple[float, ...] = ()  # rolls-left key of the decision's own state
    sheets: list[tuple[int, ...]] = field(default_factory=list)  # others: with foreseen locks
    doomed: int = 0  # rows other players will lock this turn (foreseen)
    gone: int = 0  # ... of them, rows locked in action 1 (their die leaves before action 2)
    others_best: tuple[int, ...] = ()  # most crosses any other player has, per row
    others_misthrows: int = 0  # most misthrows any other player has (with others_best)
    others_fill: float = -1.0  # house rules: the fullest other sheet (`fill`), once asked
    memo: dict[tuple[tuple[int, ...], int, int, int], float] = field(default_factory=dict)
    chances: dict[float, float] = field(default_factory=dict)  # win mode: value -> its chance
    points: dict[float, float] = field(default_factory=dict)  # win mode: value -> own points


PROBABILITY_FLOOR = 1e-9
_NORMAL = NormalDist()
ROLLS = np.arange(HORIZON + 1, dtype=np.float64)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _phi_inverse(p: float) -> float:
    """Inverse of the standard normal distribution function (p is clipped)."""
    return _NORMAL.inv_cdf(min(max(p, PROBABILITY_FLOOR), 1.0 - PROBABILITY_FLOOR))


class CrossingExpert(Generic[S]):
    """Values and chooses moves for one crossing game; Longo and On Board subclass it.

    Values are "points": the expected final score, or in win mode the lead over the
    opponents that would give the estimated win chance now (margin = sd * Phi^-1(chance)),
    so regrets read as points either way.
    """

    # Under house rules, a misthrow's chance on an own roll with a full sheet (`misthrow_means`).
    misthrow_at_full = MISTHROW_AT_FULL
    # The coach's forecast's own (`forecast_total`, `distribution(forecast=True)`); None: the
    # decisions'. Apart because the decisions' rate is part of how the levels were tuned.
    forecast_misthrow_at_full: float | None = None
    forecast_misthrow_floor: float = 0.0
    # The forecast's own row shares (`forecast_total`), fitted to the expert's final sheets;
    # None: the decisions' shares, a device for choosing moves, not a count of what gets
    # crossed. A game whose forecast sets them also counts the misthrows still to come.
    forecast_shares: tuple[float, float] | None = None

    def __init__(
        self,
        rules: CrossRules[S],
        style: Style,
        shares: tuple[float, float],
        horizons: dict[int, HorizonModel],
        close_hazard: float,
        joint: PairsModel | None = None,
        race_joints: Sequence[PairsModel] = (),
    ) -> None:
        self.rules = rules
        self.variant = rules.variant
        self.style = style
        self.horizons = horizons
        self.shares = shares
        self.close_hazard = close_hazard if style.threat else 0.0
        self.ops = SheetOps(rules.variant)
        self.index_table = rules.index_table
        self.penalty = rules.variant.misthrow_penalty
        self.misthrow_boxes = rules.variant.misthrow_boxes
        self.locks_to_end = rules.variant.locked_rows_to_end
        self.rows = len(rules.variant.rows)
        self.joint = joint if style.joint_share else None
        # The own sheet's joint models by the opponents' lock distance (`own_joint`).
        self.race_joints = tuple(race_joints) if self.joint else ()
        self.points = rules.variant.points
        # House rules' corrections; nothing under the standard rules (see the class).
        self.house = HouseCorrection(rules.variant, rules.standard_variant, self.misthrow_at_full)
        forecast_at_full = self.forecast_misthrow_at_full
        forecast_floor = self.forecast_misthrow_floor
        self.forecast_house = (
            self.house
            if forecast_at_full is None and not forecast_floor
            else replace(
                self.house,
                at_full=self.misthrow_at_full if forecast_at_full is None else forecast_at_full,
                floor=forecast_floor,
            )
        )
        self._future_misthrows: dict[tuple[int, int, float, bool], FloatArray] = {}
        self._tables: dict[tuple[int, tuple[float, float]], tuple[RowTables, RowTables]] = {}
        self._weights: dict[tuple[Any, ...], tuple[list[float], list[float]]] = {}
        self._horizons: dict[tuple[int, int, int, int], tuple[float, float, float, float]] = {}
        self._mean_left: dict[tuple[float, ...], float] = {}
        # Tables for two players now (the common game); other counts on first use.
        two = self.tables(2)[0]
        self._row_length, self._terminal_base = two.length, two.terminal_base

    # ------------------------------------------------------------ tables

    def tables(
        self, n_players: int, shares: tuple[float, float] | None = None
    ) -> tuple[RowTables, RowTables]:
        """Row tables for a row nobody else threatens and for one somebody may lock soon,
        with the decisions' shares unless `shares` are given."""
        shares = shares or self.shares
        found = self._tables.get((n_players, shares))
        if found is None:
            white, colour = shares
            plain = row_tables(self.variant, RowModel(max(n_players, 1), white, colour))
            threatened = plain
            if self.close_hazard:
                threatened = row_tables(
                    self.variant,
                    RowModel(max(n_players, 1), white, colour, self.close_hazard),
                )
            found = (plain, threatened)
            self._tables[(n_players, shares)] = found
        return found

    def row_weights(
        self,
        key: tuple[float, ...],
        probs: FloatArray,
        n_players: int,
        shares: tuple[float, float] | None = None,
    ) -> tuple[list[float], list[float]]:
        """Row values mixed over a rolls-left distribution (cached per distribution), as
        lists: `total` reads single entries, which a list serves several times faster."""
        weights = self._weights.get((key, n_players, shares))
        if weights is None:
            if len(self._weights) > WEIGHTS_CACHE:
                self._weights.clear()
            plain, threatened = self.tables(n_players, shares)
            mixed: list[float] = (probs @ plain.values).tolist()
            weights = (
                mixed,
                mixed if threatened is plain else (probs @ threatened.values).tolist(),
            )
            self._weights[(key, n_players, shares)] = weights
        return weights

    # ------------------------------------------------------------ hooks

    def horizon_model(self, n_players: int) -> HorizonModel:
        """The fitted model of the player count nearest to `n_players`."""
        horizons = self.horizons
        return (
            horizons.get(n_players)
            or horizons[min(horizons, key=lambda n: (abs(n - n_players), n))]
        )

    def others_best(self, ctx: Context) -> tuple[int, ...]:
        """The most crosses any other player has, per row (and, in ctx, the most misthrows
        any other player has), worked out once per decision: the others' sheets are final
        once the first value is asked."""
        if not ctx.others_best:
            ctx.others_best = tuple(
                max((ctx.sheets[other][row].bit_count() for other in ctx.opponents), default=0)
                for row in range(self.rows)
            )
            ctx.others_misthrows = max(
                (ctx.state.misthrows[other] for other in ctx.opponents), default=0
            )
        return ctx.others_best

    def rolls_left(self, ctx: Context, outcome: Outcome) -> tuple[float, float, float, float]:
        """(lock mean, lock sd, race mean, race sd) of the rolls left after this one."""
        locked, distance, misthrows = self.lock_situation(ctx, outcome)
        n_players = ctx.state.n_players
        horizon_key = (n_players, locked, distance, misthrows)
        found = self._horizons.get(horizon_key)
        if found is None:
            model = self.horizon_model(n_players)
            mean = model.lock_mean(locked, distance, misthrows)
            found = self._horizons[horizon_key] = (mean, model.lock_sd(mean), -1.0, 0.0)
        return found

    def lock_situation(self, ctx: Context, outcome: Outcome) -> tuple[int, int, int]:
        """(rows locked, lock distance, most misthrows) as `HorizonModel.lock_mean` reads
        them, after this outcome."""
        # lock_distance, with the other players' best crosses per row counted once.
        need = self.variant.min_crosses_to_lock
        closed = outcome.closed
        missing = []
        for row, (best, mask) in enumerate(zip(self.others_best(ctx), outcome.marks, strict=True)):
            if not closed >> row & 1:
                have = mask.bit_count()
                missing.append(max(0, need - (have if have > best else best)))
        locked = closed.bit_count()
        distance = distance_to_end(missing, locked, self.locks_to_end)
        misthrows = max(outcome.misthrows, ctx.others_misthrows)
        if self.house.active:  # the fitted model's count: by what is left (HouseCorrection)
            locked = self.house.locked_index(locked)
        return locked, distance, misthrows

    def forecast_rolls_left(
        self, ctx: Context, outcome: Outcome
    ) -> tuple[float, float, float, float] | None:
        """The coach's forecast's own (lock mean, lock sd, race mean, race sd), where the
        decisions' `rolls_left` (a device for choosing moves, tuned by win rate) miscounts
        the game's length; None: the decisions' (every game but On Board)."""
        return None

    def figure(self, state: CrossState, player: int) -> int:
        """The player's place on a track (On Board's figure); 0 in games without one."""
        return 0

    def extra_value(
        self,
        ctx: Context,
        player: int,
        sheet: Outcome,
        mine: Outcome,
        probs: FloatArray,
        ended: bool,
    ) -> float:
        """Game-specific points beyond the rows (On Board: the figure's bonus) of `player`,
        whose sheet is `sheet` while ctx.player's is `mine`."""
        return 0.0

    def forecast_extra(
        self, ctx: Context, player: int, sheet: Outcome, rows: list[float], probs: FloatArray
    ) -> float:
        """Points the coach's forecast adds for `player` (sheet `sheet`) beyond `total`, with
        `rows` the forecast's row values and `probs` the rolls left; the decisions never read
        it (On Board: the crosses its figure's landings still make). `rows` is indexed as
        `RowTables.index_of_mask`."""
        return 0.0

    # ------------------------------------------------------------ valuation

    def threats(self, ctx: Context, player: int, closed: int, mine: tuple[int, ...]) -> int:
        """Rows of `player` that another player could lock as soon as the dice allow."""
        if not self.close_hazard:
            return 0
        state = ctx.state
        need = self.variant.min_crosses_to_lock
        mask = 0
        for other in range(state.n_players):
            if other == player:
                continue
            sheet = mine if other == ctx.player else ctx.sheets[other]
            for row in range(self.rows):
                if not closed >> row & 1 and sheet[row].bit_count() >= need:
                    mask |= 1 << row
        return mask

    def distribution(
        self, ctx: Context, outcome: Outcome, forecast: bool = False
    ) -> tuple[tuple[float, ...], FloatArray]:
        """Rolls left after this roll. Only the win mode sees how the move itself brings the
        end closer: valued alone, a shorter game looks like lost points. `forecast`: the
        coach's forecast's rolls left (`forecast_rolls_left`), never the decisions'."""
        if (
            outcome.closed.bit_count() >= self.locks_to_end
            or outcome.misthrows >= self.misthrow_boxes
        ):
            key: tuple[float, ...] = (0.0, 0.25, 0.0, 0.0)
        elif ctx.now and not self.style.horizon_moves:
            key = ctx.now
        else:
            ends = self.forecast_rolls_left(ctx, outcome) if forecast else None
            key = tuple(round(x * 4) / 4 for x in ends or self.rolls_left(ctx, outcome))
            if self.house.active:
                key += self.house_misthrow_end(ctx, outcome, forecast)
        if len(key) > 4:
            return key, house_rolls_left_distribution(*key)
        return key, rolls_left_distribution(*key)

    def house_misthrow_end(
        self, ctx: Context, outcome: Outcome, forecast: bool = False
    ) -> tuple[float, ...]:
        """Under house rules, (misthrows the fitted model leaves before the end, misthrows
        the house rules leave, the fullest sheet's `fill`, players, chance at full) for
        `house_rolls_left_distribution`; empty when both leave the same (the fitted model
        holds). `forecast`: with the forecast's chance at full."""
        self.others_best(ctx)
        most = max(outcome.misthrows, ctx.others_misthrows)
        fitted = self.house.fitted.misthrow_boxes
        fitted_left = fitted - min(most, fitted - 1)
        left = self.misthrow_boxes - most
        if left == fitted_left:
            return ()
        # The fullest sheet stands for the player nearest to the misthrow end.
        if ctx.others_fill < 0:  # the others' sheets are final once the first value is asked
            others = (self.fill(ctx.sheets[other], ctx.state.closed) for other in ctx.opponents)
            ctx.others_fill = max(others, default=0.0)
        fill = max(self.fill(outcome.marks, outcome.closed), ctx.others_fill)
        players = ctx.state.n_players
        house = self.forecast_house if forecast else self.house
        end = (float(fitted_left), float(left), round(fill * 20) / 20, players, house.at_full)
        return (*end, house.floor) if house.floor else end

    def fill(self, marks: tuple[int, ...], closed: int) -> float:
        """The share of a sheet's numbers no longer crossable (a closed row is full)."""
        length = self._row_length
        spent = sum(
            length if closed >> row & 1 else min(length, mask.bit_length())
            for row, mask in enumerate(marks)
        )
        return spent / (length * len(marks))

    def value(self, ctx: Context, outcome: Outcome) -> float:
        """The outcome's value for ctx.player, in points (see the class docstring)."""
        # Different moves often reach the same sheet (action 1 or 2, pass then cross): the
        # value depends on nothing else within one decision.
        memo_key = (outcome.marks, outcome.closed, outcome.misthrows, outcome.figure)
        found: float | None = ctx.memo.get(memo_key)
        if found is None:
            found = ctx.memo[memo_key] = self._value(ctx, outcome)
        return found

    def _value(self, ctx: Context, outcome: Outcome) -> float:
        state = ctx.state
        if ctx.doomed & ~outcome.closed:
            outcome = Outcome(
                outcome.marks, outcome.closed | ctx.doomed, outcome.misthrows, outcome.figure
            )
        ended = (
            outcome.closed.bit_count() >= self.locks_to_end
            or outcome.misthrows >= self.misthrow_boxes
        )
        key, probs = self.distribution(ctx, outcome)
        weights = self.row_weights(key, probs, state.n_players)
        own_joint = self.own_joint(ctx, outcome)
        mine = self.total(ctx, ctx.player, outcome, outcome, weights, probs, ended, own_joint)
        if not self.style.win or not ctx.opponents:
            return mine
        mean_left = self._mean_left.get(key)
        if mean_left is None:
            if len(self._mean_left) > WEIGHTS_CACHE:
                self._mean_left.clear()
            mean_left = self._mean_left[key] = float(probs @ ROLLS)
        sd = self.style.spread * math.sqrt(mean_left) + 1e-6
        by_points = self.style.margin_spread > 0
        mine_to_come = max(0.0, mine - self.points_now(outcome)) if by_points else 0.0
        floor = spread_floor_for(self.style.spread_floor, len(ctx.opponents) + 1)
        chance = 1.0
        for other in ctx.opponents:
            # Others' sheets only change through the rows this outcome closes.
            cache_key = (
                other,
                key,
                outcome.closed,
                outcome.figure,
                outcome.marks if self.close_hazard else 0,
            )
            entry = ctx.cache.get(cache_key)
            if entry is None:
                figure = self.figure(state, other)
                sheet = Outcome(ctx.sheets[other], outcome.closed, state.misthrows[other], figure)
                total = self.total(ctx, other, sheet, outcome, weights, probs, ended, self.joint)
                to_come = max(0.0, total - self.points_now(sheet)) if by_points else 0.0
                entry = ctx.cache[cache_key] = (total, to_come)
            theirs, their_to_come = entry
            margin = mine - theirs
            if ended:
                chance *= 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
            elif by_points:
                to_come = mine_to_come + their_to_come
                chance *= _phi(margin / margin_sd(self.style.margin_spread, to_come, floor))
            else:
                chance *= _phi(margin / sd)
        # As points: the lead that gives this chance now; own points break ties.
        value = ctx.ref_sd * _phi_inverse(chance) + 1e-3 * mine
        ctx.chances[value] = chance
        ctx.points[value] = mine
        return value

    def total(
        self,
        ctx: Context,
        player: int,
        sheet: Outcome,
        mine: Outcome,
        weights: tuple[list[float], list[float]],
        probs: FloatArray,
        ended: bool,
        joint: PairsModel | None = None,
        forecast: bool = False,
    ) -> float:
        """Expected final score of `player` whose sheet is `sheet`, ctx.player's being `mine`:
        its rows valued apart, with `style.joint_share` from `joint` (the whole sheet's value,
        see `joint_total`). Without `joint` the rows alone, for a forecast of the final score
        (the joint models value a short game: they decide moves well but expect too few
        points)."""
        closed = sheet.closed
        threatened = 0 if ended else self.threats(ctx, player, closed, mine.marks)
        # RowTables.index_of_mask, inlined: this is the evaluation's innermost loop.
        length, width, terminal = self._row_length, self._row_length + 1, self._terminal_base
        rows = 0.0
        for row, mask in enumerate(sheet.marks):
            table = weights[threatened >> row & 1]
            crosses = mask.bit_count()
            if closed >> row & 1 or mask >> length:
                rows += table[terminal + crosses]
            else:
                rows += table[mask.bit_length() * width + crosses]
        extra = self.extra_value(ctx, player, sheet, mine, probs, ended)
        total = rows - self.penalty * sheet.misthrows + extra
        if self.house.active and not ended:
            total -= self.future_misthrow_cost(ctx.state.n_players, sheet, probs, forecast)
        if joint is None:
            return total
        share = self.style.joint_share
        return (1.0 - share) * total + share * self.joint_total(sheet, ended, joint)

    def forecast_total(
        self,
        ctx: Context,
        player: int,
        sheet: Outcome,
        mine: Outcome,
        key: tuple[float, ...],
        probs: FloatArray,
    ) -> float:
        """The coach's forecast of `player`'s final score (ctx.player's sheet being `mine`,
        `key` and `probs` the rolls left): `total` without the joint model (it values a short
        game: it decides moves well but expects too few points), from the rows' tables with
        `forecast_shares` and then less the misthrows still to come, which `total` counts
        only under house rules; plus `forecast_extra`."""
        n_players = ctx.state.n_players
        weights = self.row_weights(key, probs, n_players, self.forecast_shares)
        total = self.total(ctx, player, sheet, mine, weights, probs, False, forecast=True)
        total += self.forecast_extra(ctx, player, sheet, weights[0], probs)
        if self.forecast_shares is not None and not self.house.active:
            total -= self.future_misthrow_cost(n_players, sheet, probs, forecast=True)
        return total

    def future_misthrow_cost(
        self, n_players: int, sheet: Outcome, probs: FloatArray, forecast: bool = False
    ) -> float:
        """Under house rules, the points the player of `sheet` is expected to lose to
        misthrows still to come, over the rolls-left distribution `probs` (HouseCorrection;
        `forecast`: at the forecast's rate, `forecast_misthrow_at_full`)."""
        fill = round(self.fill(sheet.marks, sheet.closed) * 20) / 20
        key = (n_players, sheet.misthrows, fill, forecast)
        future = self._future_misthrows.get(key)
        if future is None:
            house = self.forecast_house if forecast else self.house
            future = self._future_misthrows[key] = house.future_misthrows(
                sheet.misthrows, fill, n_players
            )
        return self.penalty * float(probs @ future)

    def own_joint(self, ctx: Context, outcome: Outcome) -> PairsModel | None:
        """The joint model of ctx.player's own sheet after `outcome`: with `race_joints`, the
        one for the opponents' lock distance (the game ends sooner as they near two locks; my
        locks close their rows too), as classic's 1v1 expert reads its lock-race models."""
        if not self.race_joints or not ctx.opponents:
            return self.joint
        distance = distance_from_best(
            self.others_best(ctx),
            outcome.closed,
            self.variant.min_crosses_to_lock,
            self.locks_to_end,
        )
        return self.race_joints[min(distance, len(self.race_joints) - 1)]

    def points_now(self, sheet: Outcome) -> int:
        """A sheet's points as they stand (its rows and misthrows)."""
        rows = sum(self.points[mask.bit_count()] for mask in sheet.marks)
        return rows - self.penalty * sheet.misthrows

    def joint_total(self, sheet: Outcome, ended: bool, joint: PairsModel) -> float:
        """Expected final score of a sheet by a joint model (the rows valued together). The
        sheets valued are those at the end of a turn, so the model's points to come count
        with its chance that the game goes on after a turn, as classic's tables are read."""
        shape = joint.shape
        closed = sheet.closed
        codes = [
            shape.row_code(mask, bool(closed >> row & 1)) for row, mask in enumerate(sheet.marks)
        ]
        future = 0.0 if ended else joint.continuation * joint.value(sheet.misthrows, codes)
        return self.points_now(sheet) + future

    # ------------------------------------------------------------ the turn

    def context(self, state: CrossState, player: int) -> Context:
        opponents = [p for p in range(state.n_players) if p != player]
        ctx = Context(state, player, opponents, 1.0, {}, sheets=list(state.marks))
        if self.style.foresee_locks and state.phase is Phase.WHITE:
            self.foresee_locks(ctx)
        figure = self.figure(state, player)
        now = Outcome(state.marks[player], state.closed, state.misthrows[player], figure)
        key, probs = self.distribution(ctx, now)
        ctx.now = key
        mean_left = float(probs @ ROLLS)
        ctx.ref_sd = self.style.spread * math.sqrt(mean_left) + 1.0
        return ctx

    def foresee_locks(self, ctx: Context) -> None:
        """Rows that other players will lock this turn, as the visible dice allow: with the
        white sum (in action 1, with me), or as the active player with a colour sum."""
        state = ctx.state
        ops = self.ops
        total = state.white_sum
        for other in ctx.opponents:
            marks = ctx.sheets[other]
            for row in range(self.rows):
                index = self.index_table[row][total]
                if index >= ops.first_lock and ops.can_cross(marks[row], state.closed, row, index):
                    marks, _ = ops.cross(marks, state.closed, row, index)
                    ctx.gone |= 1 << row
                    break  # one action-1 cross each
            ctx.sheets[other] = marks
        active = state.active
        if active == ctx.player:
            ctx.doomed = ctx.gone
            return
        dice = state.dice
        closed = state.closed | ctx.gone
        marks = ctx.sheets[active]
        for row in range(self.rows):
            die = dice[2 + row]
            if die is None or closed >> row & 1:
                continue
            for white in dice[:2]:
                index = self.index_table[row][(white or 0) + die]
                if index >= ops.first_lock and ops.can_cross(marks[row], closed, row, index):
                    marks, closed = ops.cross(marks, closed, row, index)
                    ctx.doomed |= 1 << row
                    break
            if ctx.doomed:
                break  # one action-2 cross
        ctx.sheets[active] = marks
        ctx.doomed |= ctx.gone

    def after_cross(self, outcome: Outcome, move: Move) -> Outcome:
        if not isinstance(move, Cross):
            return outcome
        index = self.index_table[move.row][move.number]
        marks, closed = self.ops.cross(outcome.marks, outcome.closed, move.row, index)
        return Outcome(marks, closed, outcome.misthrows, outcome.figure)

    def colour_options(self, ctx: Context, outcome: Outcome) -> list[Outcome]:
        """Sheets after each legal action-2 cross from `outcome` (the dice are visible)."""
        dice = ctx.state.dice
        low, high = sorted((dice[0] or 0, dice[1] or 0))
        found: list[Outcome] = []
        ops = self.ops
        gone = outcome.closed | ctx.gone  # dice of rows locked in action 1 have left
        for row in range(self.rows):
            die = dice[2 + row]
            if die is None or gone >> row & 1:
                continue
            table = self.index_table[row]
            for total in (low + die, high + die) if high != low else (low + die,):
                index = table[total]
                if ops.can_cross(outcome.marks[row], outcome.closed, row, index):
                    marks, closed = ops.cross(outcome.marks, outcome.closed, row, index)
                    found.append(Outcome(marks, closed, outcome.misthrows, outcome.figure))
        return found

    def finish_turn(self, ctx: Context, outcome: Outcome, crossed: bool) -> float:
        """Value once actions 1 and 2 are done: the misthrow if nothing was crossed."""
        if not crossed:
            outcome = Outcome(outcome.marks, outcome.closed, outcome.misthrows + 1, outcome.figure)
        return self.value(ctx, outcome)

    def after_action_one(self, ctx: Context, outcome: Outcome, crossed: bool) -> float:
        """The active player's best continuation after action 1 (actions 2 and on)."""
        if outcome.closed.bit_count() >= self.locks_to_end:
            return self.value(ctx, outcome)
        best = self.finish_turn(ctx, outcome, crossed)
        for option in self.colour_options(ctx, outcome):
            best = max(best, self.finish_turn(ctx, option, True))
        return best

    def move_value(self, ctx: Context, move: Move) -> float:
        state = ctx.state
        player = ctx.player
        figure = self.figure(state, player)
        start = Outcome(state.marks[player], state.closed, state.misthrows[player], figure)
        outcome = self.after_cross(start, move)
        crossed = isinstance(move, Cross)
        if state.phase is Phase.WHITE:
            if player != state.active:
                return self.value(ctx, outcome)
            if not self.style.plan_turn:
                # Judged alone; a pass still hopes for action 2.
                return self.value(ctx, outcome)
            return self.after_action_one(ctx, outcome, crossed)
        if state.phase is Phase.COLOUR:
            if outcome.closed.bit_count() >= self.locks_to_end:
                return self.value(ctx, outcome)
            return self.finish_turn(ctx, outcome, crossed or state.crossed_this_turn)
        return self.other_move_value(ctx, move)

    def other_move_value(self, ctx: Context, move: Move) -> float:
        raise ValueError(f"no valuation for {move!r} in phase {ctx.state.phase}")

    # ------------------------------------------------------------ public

    def rank_moves(self, state: S, player: int) -> list[tuple[Move, float]]:
        """Every legal move with its value, best first (ties keep `legal_moves` order)."""
        return self._ranked(state, player)[1]

    def rank_chances(self, state: S, player: int) -> list[tuple[Move, float]]:
        """Against opponents: every legal move with the estimated chance to win that its value
        stands for (0-1), in `rank_moves`' order. Own points break the expert's ties, so a move
        ranked lower may stand for a hair more chance: it is shown with the chance of the move
        above it (a regret is never negative)."""
        if not self.style.win or state.n_players < 2:
            raise ValueError("win chances need opponents and a level that plays to win")
        ctx, ranked = self._ranked(state, player)
        if ctx is None:
            return []
        chances = itertools.accumulate((ctx.chances[value] for _, value in ranked), min)
        return [(move, chance) for (move, _), chance in zip(ranked, chances, strict=True)]

    def rank_points(self, state: S, player: int) -> list[tuple[Move, float]]:
        """Against opponents: every legal move with the expected final score behind its value
        (the player's own, as the win mode weighs it), in `rank_moves`' order."""
        if not self.style.win or state.n_players < 2:
            raise ValueError("own points in win mode need opponents and a level that plays to win")
        ctx, ranked = self._ranked(state, player)
        if ctx is None:
            return []
        return [(move, ctx.points[value]) for move, value in ranked]

    def _ranked(self, state: S, player: int) -> tuple[Context | None, list[tuple[Move, float]]]:
        moves = self.rules.legal_moves(state, player)
        if not moves:
            return None, []
        ctx = self.context(state, player)
        valued = [(move, self.move_value(ctx, move)) for move in moves]
        return ctx, sorted(valued, key=lambda item: -item[1])

    def choose(self, state: S, player: int, seed: int) -> Move:
        """The level's move: the best, or with noise a near-best one drawn at random."""
        moves = self.rules.legal_moves(state, player)
        if len(moves) <= 1:
            return moves[0] if moves else PASS  # nothing to judge
        ranked = self.rank_moves(state, player)
        noise = self.style.noise
        if noise <= 0:
            return ranked[0][0]
        stream = decision_stream(seed, state, player)
        return pick_noisy(ranked, noise, self.style.max_regret, stream)


def pick_noisy(
    ranked: list[tuple[Move, float]],
    temperature: float,
    max_regret: float,
    stream: ChanceStream,
) -> Move:
    """A move drawn with chance proportional to exp(value / temperature) (Gumbel-max),
    among the moves within `max_regret` of the best."""
    best_value = ranked[0][1]
    chosen = ranked[0][0]
    best_score = -math.inf
    for move, value in ranked:
        if best_value - value > max_regret:
            break
        uniform = (stream.below(1 << 30) + 0.5) / (1 << 30)
        score = value / temperature - math.log(-math.log(uniform))
        if score > best_score:
            best_score, chosen = score, move
    return chosen


EXPERTS_KEPT = 16  # experts a process keeps (each holds its row tables)


def evaluation_scale(n_players: int) -> ValueScale:
    """What the coach's values mean: the expected final score solo, else the win chance."""
    return ValueScale.FINAL_SCORE if n_players == 1 else ValueScale.WIN_CHANCE


class EvaluationLevels(Generic[R, S]):
    """A crossing game's four levels and the coach's ranking, from one expert builder.

    `build(rules, level)` makes the level's expert for those rules; each is made once per
    process and per variant (house rules make another variant), on first use.
    """

    def __init__(self, rules_type: type[R], build: Callable[[R, str], CrossingExpert[S]]) -> None:
        self.rules_type = rules_type
        self._build = build
        self._experts: dict[tuple[CrossVariant, str], CrossingExpert[S]] = {}

    def expert(self, rules: AnyRules, level: str) -> CrossingExpert[S]:
        if not isinstance(rules, self.rules_type):
            raise ValueError(f"this {level} bot does not play {rules.title}")
        key = (rules.variant, level)
        expert = self._experts.get(key)
        if expert is None:
            if len(self._experts) >= EXPERTS_KEPT:
                self._experts.clear()
            expert = self._experts[key] = self._build(rules, level)
        return expert

    def rank(self, rules: AnyRules, state: S, player: int) -> Ranking:
        """The expert's view: every legal move once with its value, best first; the first is
        the expert's move. Values are the estimated chance to win (solo: the expected final
        score), as `evaluation_scale` says: the lead in points the expert decides by reads as
        tens of points for a lost game, which is no number of points a person could lose."""
        expert = self.expert(rules, EXPERT)
        if evaluation_scale(state.n_players) is ValueScale.WIN_CHANCE:
            return expert.rank_chances(state, player)
        return expert.rank_moves(state, player)

    def rank_points(self, rules: AnyRules, state: S, player: int) -> Ranking:
        """Against opponents: every legal move with the expected final score the expert's
        win-chance estimate stands on (`GameAI.points`)."""
        return self.expert(rules, EXPERT).rank_points(state, player)

    def level_bot(self, level: str) -> BotFactory:
        def factory(rules: AnyRules, seed: int) -> Bot:
            expert = self.expert(rules, level)

            def choose(state: S, player: int) -> Move:
                return expert.choose(state, player, seed)

            return choose

        return factory

    def levels(self) -> dict[str, BotFactory]:
        return {level: self.level_bot(level) for level in LEVELS}
