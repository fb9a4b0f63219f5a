"""Classic Qwixx 1v1: the next turn taken exactly over its dice, for the searched candidates.

`classic_search` plays each searched candidate to the end of the turn. Two close moves often
differ only in what the next turn can do with them (a row the opponent can lock next turn, a
number I can still cross), which the one-step estimate sees only on average. This values a
position at the start of a turn by the expectation over that turn's dice, exactly: the 21
distinct throws of the white dice with their chances, and for each row the six faces of its
colour die, independent of the other rows, with no sampling noise. Measured, it did not make
the expert stronger (figures in `classic_search`), so the expert does not use it
(`Search.lookahead` is off).

Who decides what, in a game of two (my win chance is the other's loss, ties aside):

* both see the white sum; the player who is not active crosses it or not first, expecting the
  active player's best reply (so its choice is the cautious one);
* the active player then sees every die and picks its action 1 and action 2 together: the
  best for me when I am active, the worst for me when the opponent is (a misthrow when it
  crosses nothing);
* a lock closes the row for both; two closed rows or a fourth misthrow end the game, scored
  exactly; otherwise the position after the turn is valued by the expert's one-step estimate
  (points now + the hazard table's points to come, the margin a normal).

With a row's colour dice independent, the best action 2 is the largest of independent random
values (one per row), whose expectation is exact from their distribution functions. Every
position the turn can reach (up to a few thousand) is valued at once with NumPy: about 2 ms
a position.
"""

from __future__ import annotations

import math

import numpy as np

from ..engine.crossing import CrossState
from .expert_classic import Style, _sheet_points
from .solo_table import (
    CALM_CONTINUATION,
    CODE_CROSSES,
    GAIN,
    LOCKED,
    MIN_CROSSES_TO_LOCK,
    MISTHROW_PENALTY,
    MISTHROWS_TO_END,
    NEXT,
    NUMBERS,
    ROWS,
    TERMINAL,
    SoloKey,
    SoloTable,
    key_of,
    load_hazard_table,
    number_index,
    rank_many,
)

# The 21 distinct throws of the two white dice and their chances.
THROWS = [(a, b) for a in range(1, 7) for b in range(a, 7)]
THROW_CHANCE = np.array([(1 if a == b else 2) / 36 for a, b in THROWS])
THROW_SUMS = np.array([a + b for a, b in THROWS])
# THROW_GROUPS[throw, y]: (white sum - 2) * 5 + y, y the option of the player not active.
THROW_GROUPS = (THROW_SUMS[:, None] - 2) * (1 + ROWS) + np.arange(1 + ROWS)
# INDEX_OF_SUM[row][sum]: the index of the number `sum` in the row (-1: none).
INDEX_OF_SUM = tuple(tuple(number_index(row, s) for s in range(13)) for row in range(ROWS))
# FACE_INDEX[throw, white die, row, colour face]: the index action 2 crosses with that white
# die and face (NUMBERS, a column of -inf, where the sum is not on the row).
FACE_INDEX = np.array(
    [
        [
            [
                [INDEX_OF_SUM[row][white + colour] % (NUMBERS + 1) for colour in range(1, 7)]
                for row in range(ROWS)
            ]
            for white in throw
        ]
        for throw in THROWS
    ]
)
# [code, index] -> the code after the cross (-1: illegal) and the points it gains; index
# NUMBERS (a sum not on the row) is never legal.
NEXT_CODES = np.array([[*row, -1] for row in NEXT])
GAINS = np.array([[*row, 0] for row in GAIN])
SUMS = 11  # white sums 2..12
SUM_INDEX = np.array([[index % (NUMBERS + 1) for index in row] for row in INDEX_OF_SUM])
CROSSES = np.array(CODE_CROSSES)
ROW_AXIS = np.arange(ROWS)
ONE_ROW = np.eye(ROWS, dtype=bool)[:, None, :]  # [row, 1, row'] row == row'


def _white_options(key: SoloKey) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Action 1 for each white sum 2..12: [sum, option, 5] keys after it (option 0 passes,
    1 + row crosses the sum in that row), whether it is legal, the points it gains."""
    codes = np.array(key[1:])
    index = SUM_INDEX[:, 2:]  # [row, sum]
    new = NEXT_CODES[codes[:, None], index]
    keys = np.broadcast_to(np.array(key), (SUMS, 1 + ROWS, 5)).copy()
    keys[:, 1:, 1:] = np.where(ONE_ROW[:, 0], new.T[:, :, None], keys[:, 1:, 1:])
    legal = np.ones((SUMS, 1 + ROWS), dtype=bool)
    legal[:, 1:] = new.T >= 0
    gains = np.zeros((SUMS, 1 + ROWS), dtype=np.int64)
    gains[:, 1:] = (GAINS[codes[:, None], index] * (new >= 0)).T
    return keys, legal, gains


def _normal_cdf(z: np.ndarray) -> np.ndarray:
    """Abramowitz and Stegun 7.1.26 (error below 2e-7): NumPy has no erf."""
    x = np.abs(z) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    erf = 1.0 - poly * np.exp(-x * x)
    return np.asarray(0.5 * (1.0 + np.sign(z) * erf))


def expected_best(values: np.ndarray) -> np.ndarray:
    """E[max over rows] for each item of values[item, row, face] (finite): the rows
    independent, each face equally likely."""
    items, rows, faces = values.shape
    flat = values.reshape(items, rows * faces)
    order = np.argsort(flat, axis=1)
    ordered = np.take_along_axis(flat, order, axis=1)
    # How many faces of each row are at most each ordered value (ties: the telescoping sum
    # below adds their steps up at the same value).
    at_most = np.cumsum(order[:, :, None] // faces == np.arange(rows), axis=1)
    below = np.prod(at_most, axis=2) / faces**rows  # P(max <= each ordered value)
    jumps = np.diff(below, axis=1, prepend=0.0)
    return np.asarray((ordered * jumps).sum(axis=1))


class NextTurn:
    """Values positions at the start of a turn of a 1v1 game for `player`."""

    def __init__(self, style: Style, player: int) -> None:
        self.player = player
        self.spread = style.spread
        self.late = load_hazard_table()
        self.calm = load_hazard_table(CALM_CONTINUATION) if style.calm_table else self.late

    def leaves(
        self, mine: np.ndarray, my_points: np.ndarray, theirs: np.ndarray, their_points: np.ndarray
    ) -> np.ndarray:
        """My one-step win estimate after the turn for keys[..., 5] and points (exact where the
        game is over)."""
        my_ranks = rank_many(mine[..., 0], mine[..., 1:])
        their_ranks = rank_many(theirs[..., 0], theirs[..., 1:])
        over = (my_ranks == TERMINAL) | (their_ranks == TERMINAL)
        calm = np.ones(over.shape, dtype=bool)
        for keys in (mine, theirs):
            codes = keys[..., 1:]
            calm &= keys[..., 0] < MISTHROWS_TO_END - 1
            calm &= ((codes != LOCKED) & (CROSSES[codes] < MIN_CROSSES_TO_LOCK)).all(axis=-1)
        my_future = np.where(
            calm, self._future(self.calm, my_ranks), self._future(self.late, my_ranks)
        )
        their_future = np.where(
            calm, self._future(self.calm, their_ranks), self._future(self.late, their_ranks)
        )
        margin = my_points + my_future - their_points - their_future
        to_come = np.maximum(my_future, 0.0) + np.maximum(their_future, 0.0)
        estimate = _normal_cdf(margin / (self.spread * np.sqrt(to_come) + 1.0))
        final = np.where(
            my_points > their_points, 1.0, np.where(my_points == their_points, 0.5, 0.0)
        )
        return np.where(over, final, estimate)

    @staticmethod
    def _future(table: SoloTable, ranks: np.ndarray) -> np.ndarray:
        return table.continuation * table.values_of_ranks(ranks)

    def value(self, state: CrossState) -> float:
        """My expected win estimate over the coming turn; `state` is at its roll, 2 players."""
        me, active = self.player, state.active
        my_turn = active == me
        x_points, y_points = _sheet_points(state, active), _sheet_points(state, 1 - active)
        # Every action 1 of both: [sum, y (not active), x (active)]; lock-closed rows
        # closed on both sheets.
        x_keys, x_legal, x_gains = _white_options(key_of(state, active))
        y_keys, y_legal, y_gains = _white_options(key_of(state, 1 - active))
        shape = (SUMS, 1 + ROWS, 1 + ROWS, 5)
        xs = np.broadcast_to(x_keys[:, None], shape).copy()
        ys = np.broadcast_to(y_keys[:, :, None], shape).copy()
        closed = (xs[..., 1:] == LOCKED) | (ys[..., 1:] == LOCKED)
        xs[..., 1:][closed] = LOCKED
        ys[..., 1:][closed] = LOCKED
        ended = closed.sum(axis=-1) >= 2  # two locks end the game at once
        valid = y_legal[:, :, None] & x_legal[:, None, :]
        positions = np.flatnonzero(valid)
        xs, ys = xs.reshape(-1, 5)[positions], ys.reshape(-1, 5)[positions]
        ended = ended.ravel()[positions]
        xp = x_points + np.broadcast_to(x_gains[:, None, :], valid.shape).ravel()[positions]
        yp = y_points + np.broadcast_to(y_gains[:, :, None], valid.shape).ravel()[positions]
        sign = 1.0 if my_turn else -1.0  # the active player maximises sign * my chance
        # Action 1 alone: a misthrow when the active player crossed nothing.
        miss = (positions % (1 + ROWS) == 0) & ~ended
        base_x = xs.copy()
        base_x[:, 0] += miss
        base = sign * self._mine(base_x, xp - MISTHROW_PENALTY * miss, ys, yp, my_turn)
        # Action 2: each (row, index) the active player's sheet allows.
        new = NEXT_CODES[xs[:, 1:], :NUMBERS]  # [position, row, index]
        at, row, index = np.nonzero((new >= 0) & ~ended[:, None, None])
        crossed = new[at, row, index]
        x2, y2 = xs[at], ys[at]
        x2[np.arange(len(at)), 1 + row] = crossed
        locks = np.flatnonzero(crossed == LOCKED)  # the lock closes the row for the other
        y2[locks, 1 + row[locks]] = LOCKED
        gains = GAINS[xs[at, 1 + row], index]
        seconds = np.full(new.shape, -np.inf)
        seconds[at, row, index] = sign * self._mine(x2, xp[at] + gains, y2, yp[at], my_turn)
        # The active player's best over its action 1s, per (sum, action 1 of the other).
        groups = positions // (1 + ROWS)
        starts = np.flatnonzero(np.diff(groups, prepend=-1))
        best_base = np.zeros(SUMS * (1 + ROWS))  # (0 for an illegal y: never chosen)
        best_base[groups[starts]] = np.maximum.reduceat(base, starts)
        best_second = np.full((SUMS * (1 + ROWS), ROWS, NUMBERS + 1), -np.inf)
        best_second[groups[starts], :, :NUMBERS] = np.maximum.reduceat(seconds, starts, axis=0)
        # [throw, action 1 of the other, row, colour face]
        items = THROW_GROUPS  # [throw, y]: the group of the throw's sum and that y
        faces = np.maximum(
            best_second[items[:, :, None, None], ROW_AXIS[:, None], FACE_INDEX[:, None, 0]],
            best_second[items[:, :, None, None], ROW_AXIS[:, None], FACE_INDEX[:, None, 1]],
        )
        faces = np.maximum(faces, best_base[items][:, :, None, None])
        chances = sign * expected_best(faces.reshape(-1, ROWS, 6)).reshape(items.shape)
        # The other player's best action 1 (an illegal one has no value: never chosen).
        y_valid = y_legal[THROW_SUMS - 2]
        if my_turn:
            chosen = np.where(y_valid, chances, np.inf).min(axis=1)
        else:
            chosen = np.where(y_valid, chances, -np.inf).max(axis=1)
        return float(THROW_CHANCE @ chosen)

    def _mine(
        self,
        x: np.ndarray,
        x_points: np.ndarray,
        y: np.ndarray,
        y_points: np.ndarray,
        my_turn: bool,
    ) -> np.ndarray:
        if my_turn:
            return self.leaves(x, x_points, y, y_points)
        return self.leaves(y, y_points, x, x_points)
