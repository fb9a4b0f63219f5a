"""A probabilistic model of a Qwantum sheet, the evaluation behind the Qwantum level bots.

The estimate of a player's final score is built from three pieces, all computed from the
game's own dice data (so a corrected dice file changes the model with it):

* Colour odds: the exact distribution of each colour's value (white die + that colour's
  special faces), and for the re-roll search the four colour values of every one of the
  6^7 rolls.
* A row chain: a row whose next field is f and whose last value is x takes its next value
  from a "window" (rising fields: the values just above x, wide enough to leave room for the
  rising fields still to come; falling fields: the values just below x). The chain gives,
  for every unfilled cell, the distribution of the value it will most likely hold, the
  chance the row does not get stuck before it, and the expected number of turns to fill it.
* Columns: with one independent distribution per row (a filled cell is certain), the
  expected column score (second-lowest distinct value) is exact (see `column_expectation`).
  A column counts only if it fills before the game ends, i.e. before an opponent completes
  their sheet; that chance is a logistic in (opponent's finish time - column's fill time).

Everything is vectorised with numpy: a decision evaluates all candidate writes at once.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..engine.qwantum import FACES, N_DICE, QwantumDice, QwantumVariant

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]


@dataclass(frozen=True)
class ModelParams:
    """The model's constants. theta_up was tuned by expert-against-expert games (0.7 beat
    0.5, 1.0 and 1.4); the others were checked the same way and kept, solo_* by solo games."""

    theta_up: float = 0.7  # width of a rising window, in shares of the room left per field
    theta_down: float = 1.0  # the same for the falling fields after the thick line
    kappa: float = 1.2  # chances per turn of seeing a window value (re-rolls, several turns)
    time_scale: float = 0.6  # spread of the race's logistic, times sqrt(turns)
    # Playing alone there is no race, but idle turns cost misthrows and the last box ends
    # the game: the sheet should fill within solo_pace * (fields left / 2) turns plus
    # solo_slack per misthrow box still free.
    solo_pace: float = 1.0
    solo_slack: float = 2.0


INF_TIME = 1e3  # turns charged for a cell the row can no longer reach


# ---------------------------------------------------------------------- column expectation

_PAIRS = np.array(list(itertools.combinations(range(4), 2)))
_TRIPLES = np.array(list(itertools.combinations(range(4), 3)))
# The triple (i, j, k) is the pair (i, j) times row k. In lexicographic order the
# complement of the n-th single/pair/triple is the n-th from the end of triples/pairs/singles.
_PAIR_OF_TRIPLE = np.array(
    [list(map(tuple, _PAIRS.tolist())).index((t[0], t[1])) for t in _TRIPLES.tolist()]
)


def column_expectation(dist: FloatArray) -> FloatArray:
    """Expected column score for independent cell values; dist has shape (..., 4, V).

    Score >= t exactly when every value is >= t, or the values below t are all equal to one
    value a and at least one value is >= t (then a is the lowest and the next distinct value
    is >= t). Summing over which rows hold a (a proper non-empty subset S of the rows):
        P(score >= t) = prod_i G_i(t)
                        + sum_S [sum_{a<t} prod_{i in S} p_i(a)] * prod_{i not in S} G_i(t)
    with G_i(t) = P(value_i >= t); E[score] = sum_{t>=1} P(score >= t). 14 subsets, O(V) each.
    """
    tail = np.cumsum(dist[..., ::-1], axis=-1)[..., ::-1]  # G_i(t)
    d_pairs = dist[..., _PAIRS[:, 0], :] * dist[..., _PAIRS[:, 1], :]
    d_triples = d_pairs[..., _PAIR_OF_TRIPLE, :] * dist[..., _TRIPLES[:, 2], :]
    g_pairs = tail[..., _PAIRS[:, 0], :] * tail[..., _PAIRS[:, 1], :]
    g_triples = g_pairs[..., _PAIR_OF_TRIPLE, :] * tail[..., _TRIPLES[:, 2], :]
    total = g_triples[..., 0, :] * tail[..., 3, :]
    # Subsets S (rows holding the lowest value a) with the complement's tails, in one array.
    inside = np.concatenate([dist, d_pairs, d_triples], axis=-2)
    outside = np.concatenate(
        [g_triples[..., ::-1, :], g_pairs[..., ::-1, :], tail[..., ::-1, :]], axis=-2
    )
    below = np.cumsum(inside[..., :-1], axis=-1)  # below[t-1] = sum over a < t
    return np.asarray(
        np.sum(total[..., 1:], axis=-1) + np.sum(below * outside[..., 1:], axis=(-2, -1))
    )


# ---------------------------------------------------------------------- the model


def colour_odds(dice: QwantumDice, rows: int) -> FloatArray:
    """odds[row, value]: exact distribution of each colour's value, all faces equally likely."""
    top = max(dice.white) + max(
        (
            sum(max((f.value for f in faces if f.row == r), default=0) for faces in dice.special)
            for r in range(rows)
        ),
        default=0,
    )
    odds = np.zeros((rows, top + 1))
    for row in range(rows):
        dist = np.zeros(top + 1)
        for value in dice.white:
            dist[value] += 1.0 / len(dice.white)
        for faces in dice.special:
            new = np.zeros_like(dist)
            for face in faces:
                add = face.value if face.row == row else 0
                new[add:] += dist[: top + 1 - add] / len(faces)
            dist = new
        odds[row] = dist
    return odds


def roll_values(dice: QwantumDice, rows: int) -> NDArray[np.int8]:
    """values[row, roll]: each colour's value for every roll, rolls in C order of 7 faces."""
    shape = (FACES,) * N_DICE
    white = np.asarray(dice.white, dtype=np.int16).reshape((FACES,) + (1,) * (N_DICE - 1))
    out = np.empty((rows, FACES**N_DICE), dtype=np.int8)
    for row in range(rows):
        total = np.broadcast_to(white, shape).astype(np.int16)
        for index, faces in enumerate(dice.special):
            adds = np.array([f.value if f.row == row else 0 for f in faces], dtype=np.int16)
            view = [1] * N_DICE
            view[index + 1] = FACES
            total = total + adds.reshape(view)
        out[row] = total.reshape(-1)
    return out


class SheetModel:
    """Row-chain tables and sheet evaluation for one dice set and variant."""

    def __init__(self, dice: QwantumDice, variant: QwantumVariant, params: ModelParams) -> None:
        self.variant = variant
        self.params = params
        self.rows = len(variant.rows)
        self.fields = variant.fields
        self.rising = variant.rising_fields
        self.odds = colour_odds(dice, self.rows)
        self.n_values = self.odds.shape[1]
        self._dice = dice
        self._rolls: NDArray[np.int8] | None = None
        self._unique: tuple[IntArray, IntArray] | None = None
        self._build_chain()

    @property
    def rolls(self) -> NDArray[np.int8]:
        """values[row, roll] for all 6^7 rolls (built on first use: only re-rolls need it)."""
        if self._rolls is None:
            self._rolls = roll_values(self._dice, self.rows)
        return self._rolls

    @property
    def unique_rolls(self) -> tuple[IntArray, IntArray]:
        """The distinct colour-value tuples (rows x U) and each roll's tuple index.

        Many rolls give the same four values (about 78,000 tuples for 279,936 rolls), so a
        roll's value is computed once per tuple.
        """
        if self._unique is None:
            rolls = self.rolls.astype(np.int64)
            key = np.zeros(rolls.shape[1], dtype=np.int64)
            for row in range(self.rows - 1, -1, -1):
                key = key * self.n_values + rolls[row]
            unique, inverse = np.unique(key, return_inverse=True)
            values = np.empty((self.rows, len(unique)), dtype=np.int64)
            for row in range(self.rows):
                values[row] = unique % self.n_values
                unique = unique // self.n_values
            self._unique = (values, inverse.reshape(-1))
        return self._unique

    # ------------------------------------------------------------------ row chain

    def _window(self, row: int, field: int, last: int) -> FloatArray:
        """0/1 mask of the values a row takes next from (field `field`, last value `last`)."""
        p = self.odds[row]
        nv = self.n_values
        values = np.arange(nv)
        mask = np.zeros(nv)
        if field < self.rising:
            legal = (values > last) & (p > 0)
            if not legal.any():
                return mask
            room = p[legal].sum()
            share = self.params.theta_up * room / (self.rising - field)
            cum_before = np.cumsum(p) - p  # P(V < v)
            skipped = cum_before - np.cumsum(p)[last] if last > 0 else cum_before
            ok = legal & (skipped <= share + 1e-12)
            first = int(np.argmax(legal))
            ok[first] = True
        else:
            legal = (values < last) & (values > 0) & (p > 0)
            if not legal.any():
                return mask
            room = p[legal].sum()
            share = self.params.theta_down * room / (self.fields - field)
            # mass strictly between v and last
            cum = np.cumsum(p)
            between = cum[last - 1] - cum
            ok = legal & (between <= share + 1e-12)
            top = int(nv - 1 - np.argmax(legal[::-1]))
            ok[top] = True
        mask[ok] = 1.0
        return mask

    def _build_chain(self) -> None:
        """Tables over (row, next field f, last value x): cell distributions, survival, time.

        dist[r, f, x, c, v] for c >= f: the value cell c will hold (given the row gets there);
        alive[r, f, x, c]: chance the row's windows never run dry before cell c;
        time[r, f, x, c]: expected turns until cell c is filled.
        Index f == fields is the full row (nothing left).
        """
        rows, fields, nv = self.rows, self.fields, self.n_values
        params = self.params
        dist = np.zeros((rows, fields + 1, nv, fields, nv))
        alive = np.ones((rows, fields + 1, nv, fields))
        time = np.zeros((rows, fields + 1, nv, fields))
        self.step_odds = np.zeros((rows, fields + 1, nv))
        for r in range(rows):
            p = self.odds[r]
            for f in range(fields - 1, -1, -1):
                for x in range(nv):
                    if f > 0 and x == 0:
                        alive[r, f, x, f:] = 0.0
                        time[r, f, x, f:] = INF_TIME
                        continue
                    if f == 0 and x != 0:
                        continue
                    window = self._window(r, f, x)
                    chance = float((p * window).sum())
                    self.step_odds[r, f, x] = chance
                    if chance <= 0:
                        alive[r, f, x, f:] = 0.0
                        time[r, f, x, f:] = INF_TIME
                        continue
                    q = p * window / chance
                    wait = 1.0 / min(1.0, params.kappa * chance)
                    dist[r, f, x, f] = q
                    time[r, f, x, f] = wait
                    for c in range(f + 1, fields):
                        weight = q * alive[r, f + 1, :, c]
                        survive = weight.sum()
                        alive[r, f, x, c] = survive
                        if survive <= 1e-12:
                            time[r, f, x, c] = INF_TIME
                            dist[r, f, x, c, 1] = 1.0  # placeholder, never counted
                            continue
                        weight = weight / survive
                        dist[r, f, x, c] = weight @ dist[r, f + 1, :, c]
                        time[r, f, x, c] = wait + weight @ time[r, f + 1, :, c]
        self.dist = dist
        self.alive = alive
        self.time = np.minimum(time, INF_TIME)

    # ------------------------------------------------------------------ sheets

    def row_profile(
        self, row: int, values: tuple[int, ...]
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """(dist (C, V), alive (C,), time (C,)) of one row's cells as they stand."""
        n = len(values)
        last = values[-1] if values else 0
        dist = self.dist[row, n, last].copy()
        alive = self.alive[row, n, last].copy()
        time = self.time[row, n, last].copy()
        for c, value in enumerate(values):
            dist[c] = 0.0
            dist[c, value] = 1.0
            alive[c] = 1.0
            time[c] = 0.0
        return dist, alive, time

    def candidate_profiles(
        self, row: int, values: tuple[int, ...], news: IntArray
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """Profiles of the row after writing each value in `news`: shapes (K, C, V), (K, C)."""
        n = len(values)
        dist = self.dist[row, n + 1, news].copy()
        alive = self.alive[row, n + 1, news].copy()
        time = self.time[row, n + 1, news].copy()
        for c, value in enumerate((*values, None)):
            dist[:, c] = 0.0
            if value is None:
                dist[np.arange(len(news)), c, news] = 1.0
            else:
                dist[:, c, value] = 1.0
            alive[:, c] = 1.0
            time[:, c] = 0.0
        return dist, alive, time


@dataclass
class SheetView:
    """One player's sheet in model form: per column and row, arrays the evaluation uses."""

    dist: FloatArray  # (C, R, V)
    alive: FloatArray  # (C, R)
    time: FloatArray  # (C, R)
    filled: IntArray  # (R,) fields filled per row
    penalty: float  # misthrow points so far (negative or zero)


def sheet_view(model: SheetModel, sheet: tuple[tuple[int, ...], ...], penalty: float) -> SheetView:
    dists, alives, times = [], [], []
    for r, values in enumerate(sheet):
        d, a, t = model.row_profile(r, values)
        dists.append(d)
        alives.append(a)
        times.append(t)
    return SheetView(
        dist=np.stack(dists, axis=1),
        alive=np.stack(alives, axis=1),
        time=np.stack(times, axis=1),
        filled=np.array([len(v) for v in sheet]),
        penalty=penalty,
    )


def column_stats(
    model: SheetModel,
    dist: FloatArray,
    alive: FloatArray,
    time: FloatArray,
    filled: IntArray,
    slots: float,
) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
    """Per column (batched over leading axes): expected score, survival, fill time, complete.

    dist (..., C, R, V), alive/time (..., C, R), filled (..., R).
    """
    score = column_expectation(dist)
    survive = np.prod(alive, axis=-1)
    columns = np.arange(model.fields)
    need = np.maximum(0, columns[:, None] + 1 - filled[..., None, :]).sum(axis=-1)
    # Fill time: the slowest row, but never faster than the write slots allow.
    fill = np.maximum(np.max(time, axis=-1), need / slots)
    return score, survive, fill, need == 0


def expected_total(
    model: SheetModel,
    score: FloatArray,
    survive: FloatArray,
    fill: FloatArray,
    complete: FloatArray,
    deadline: Any,
    penalty: float,
) -> FloatArray:
    """Expected final score when the game ends around `deadline` turns from now."""
    chance = np.where(complete, 1.0, survive * race_chance(model, fill, deadline))
    return np.asarray(np.sum(chance * score, axis=-1) + penalty)


def race_chance(model: SheetModel, fill: FloatArray, deadline: Any) -> FloatArray:
    """Chance that a column needing `fill` turns fills before the game ends at `deadline`."""
    deadline = np.asarray(deadline, dtype=float)
    if deadline.ndim > 0:
        deadline = deadline[..., None]
    scale = model.params.time_scale * np.sqrt(1.0 + np.minimum(fill, deadline))
    z = np.clip((deadline - fill) / scale, -30, 30)
    # A deadline of 0 means the game ends now: nothing more fills.
    return np.asarray(np.where(deadline > 0, 1.0 / (1.0 + np.exp(-z)), 0.0))
