"""Qwantum computer opponents: the levels easy, medium, hard and expert, and `rank_moves`.

Method (expert), all from the game's own dice data:

* Evaluation: `qwantum_model` estimates each player's final score, column by column: the exact
  expected column score (second-lowest distinct value) from one value distribution per cell,
  where unfilled cells follow a row chain of likely next values, times the chance the column
  fills before an opponent completes their sheet (the race). A decision's value is the
  change in (own estimate - the opponents' mean estimate), in points.
* Action C: every legal write and pass are evaluated exactly; the active player who passed
  action B pays the coming misthrow when passing again.
* Action B: each write is valued together with the best follow-up in action C (same dice,
  another colour) and minus what the best colour left to the opponents is worth to them
  (writing a colour in B takes it away from them).
* Re-roll: the value of every possible roll (6^7 of them, through the 4 colour values) is
  computed from per-colour gain tables (B + C writes and the opponents' share, as above);
  then the expected value of each of the 127 subsets, and of keeping the dice, is exact
  over the re-rolled dice (one pass that averages or fixes each die in turn).

Lower levels use the same machinery with parts switched off and seeded noise added to their
judgement (see LEVELS). Strength is measured in bench/bench_ai_qwantum.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine import PASS, AnyRules, Move, Phase, Reroll, Write
from ..engine.qwantum import N_DICE, QwantumDice, QwantumRules, QwantumState, fits
from .base import decision_stream
from .kit import Bot
from .qwantum_model import (
    FloatArray,
    IntArray,
    ModelParams,
    SheetModel,
    SheetView,
    column_expectation,
    column_stats,
    expected_total,
    sheet_view,
)

_NEG = -1e9


@dataclass(frozen=True)
class LevelConfig:
    """What a level uses of the planner."""

    params: ModelParams = field(default_factory=ModelParams)
    reroll: str = "subsets"  # "subsets": all 127 + keep; "all": re-roll all or keep; "none"
    # Weight of what the colours left after action B are worth to the opponents. Above 1
    # because it measured better (1.5 beat 1.0 in 56 % of 300 expert-vs-expert games; 2.0
    # was no better than 1.5).
    denial: float = 1.5
    follow_up: bool = True  # action B plans the action-C write that follows
    noise: float = 0.0  # seeded noise (points, uniform +-) added to each move's value


# Each level drops a part of the expert. Measured 1v1 (bench/bench_ai_qwantum.py): every
# step wins clearly more than 60 % against the level below.
LEVELS: dict[str, LevelConfig] = {
    # Everything: full re-roll search, B planned with C and with what it leaves to others.
    "expert": LevelConfig(),
    # Ignores what its choices leave to the opponents, and judges a little less sharply.
    "hard": LevelConfig(denial=0.0, noise=0.5),
    # Re-rolls all dice or none, and makes small misjudgements.
    "medium": LevelConfig(reroll="all", denial=0.0, noise=1.0),
    # Never re-rolls, does not plan B with C, and misjudges by up to 3 points.
    "easy": LevelConfig(reroll="none", denial=0.0, follow_up=False, noise=3.0),
}


# ---------------------------------------------------------------------- models, cached

_MODELS: dict[tuple[QwantumDice, Any, ModelParams], SheetModel] = {}


def model_for(state: QwantumState, params: ModelParams) -> SheetModel:
    key = (state.dice_set, state.variant, params)
    model = _MODELS.get(key)
    if model is None:
        model = _MODELS[key] = SheetModel(state.dice_set, state.variant, params)
    return model


# ---------------------------------------------------------------------- evaluation


class Position:
    """Everything the evaluation needs about one decision point, computed once."""

    def __init__(self, model: SheetModel, state: QwantumState, me: int) -> None:
        self.model = model
        self.state = state
        self.me = me
        n = state.n_players
        self.slots = (n + 1) / n  # write slots per turn: 2 on one's own turn, 1 on others'
        self.solo = n == 1
        variant = state.variant
        self.views: list[SheetView] = [
            sheet_view(model, state.sheets[p], variant.misthrow_points(state.misthrows[p]))
            for p in range(n)
        ]
        self.stats = [
            column_stats(model, v.dist, v.alive, v.time, v.filled, self.slots) for v in self.views
        ]
        self.finish = [float(s[2][-1]) if not s[3][-1] else 0.0 for s in self.stats]
        self.opponents = [p for p in range(n) if p != me]

    def deadline(self, player: int, finish_me: Any) -> Any:
        """Turns until an opponent of `player` completes their sheet (the game's end).

        Alone, a virtual deadline stands for the misthrows that idle turns would cost.
        """
        if self.solo:
            params = self.model.params
            left = self.model.rows * self.model.fields - int(self.views[player].filled.sum())
            free = self.state.variant.misthrow_boxes - 1 - self.state.misthrows[player]
            return params.solo_pace * left / 2 + params.solo_slack * free
        others = [self.finish[q] for q in range(self.state.n_players) if q not in (player, self.me)]
        limit = min(others) if others else np.inf
        if player == self.me:
            return limit
        return np.minimum(finish_me, limit)

    def opponents_total(self, finish_me: Any) -> Any:
        """Mean expected total of the opponents, given when I will finish."""
        if not self.opponents:
            return 0.0
        totals = []
        for q in self.opponents:
            score, survive, fill, complete = self.stats[q]
            totals.append(
                expected_total(
                    self.model,
                    score,
                    survive,
                    fill,
                    complete,
                    self.deadline(q, finish_me),
                    self.views[q].penalty,
                )
            )
        return np.mean(np.stack(np.broadcast_arrays(*totals)), axis=0)

    def value_after(self, writes: list[tuple[tuple[int, int], ...]]) -> FloatArray:
        """Value (own - opponents' mean, expected points) after each set of own writes."""
        model, view = self.model, self.views[self.me]
        k = len(writes)
        dist = np.broadcast_to(view.dist, (k, *view.dist.shape)).copy()
        alive = np.broadcast_to(view.alive, (k, *view.alive.shape)).copy()
        time = np.broadcast_to(view.time, (k, *view.time.shape)).copy()
        filled = np.broadcast_to(view.filled, (k, *view.filled.shape)).copy()
        sheet = self.state.sheets[self.me]
        for i, combo in enumerate(writes):
            for row, value in combo:
                d, a, t = model.candidate_profiles(row, sheet[row], np.array([value]))
                dist[i, :, row] = d[0]
                alive[i, :, row] = a[0]
                time[i, :, row] = t[0]
                filled[i, row] += 1
        stats = column_stats(model, dist, alive, time, filled, self.slots)
        return self._own_value(stats)

    def _own_value(
        self, stats: tuple[FloatArray, FloatArray, FloatArray, FloatArray]
    ) -> FloatArray:
        score, survive, fill, complete = stats
        finish = np.where(complete[..., -1], 0.0, fill[..., -1])
        own = expected_total(
            self.model,
            score,
            survive,
            fill,
            complete,
            self.deadline(self.me, None),
            self.views[self.me].penalty,
        )
        return np.asarray(own - self.opponents_total(finish))

    def _row_stats(
        self, player: int, row: int, values: IntArray
    ) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
        """Column stats (K, C) of `player` after writing each of `values` into `row`.

        Only the columns from the row's next field on can change: the others keep their
        base stats, which saves most of the work.
        """
        model, view = self.model, self.views[player]
        sheet = self.state.sheets[player]
        first = len(sheet[row])
        k = len(values)
        d, a, t = model.candidate_profiles(row, sheet[row], values)
        dist = np.broadcast_to(view.dist[first:], (k, *view.dist[first:].shape)).copy()
        dist[:, :, row] = d[:, first:]
        alive = np.broadcast_to(view.alive, (k, *view.alive.shape)).copy()
        alive[:, :, row] = a
        time = np.broadcast_to(view.time, (k, *view.time.shape)).copy()
        time[:, :, row] = t
        filled = view.filled.copy()
        filled[row] += 1
        base_score = self.stats[player][0]
        score = np.empty((k, model.fields))
        score[:, :first] = base_score[:first]
        score[:, first:] = column_expectation(dist)
        survive = np.prod(alive, axis=-1)
        columns = np.arange(model.fields)
        need = np.maximum(0, columns[:, None] + 1 - filled[None, :]).sum(axis=-1)
        fill = np.maximum(np.max(time, axis=-1), need / self.slots)
        complete = np.broadcast_to(need == 0, (k, model.fields))
        return score, survive, fill, complete

    def base_value(self) -> float:
        return float(self._own_value(self.stats[self.me]))

    def gain_table(self, player: int) -> FloatArray:
        """gain[row, value]: change of `player`'s value from writing it now (_NEG: illegal).

        For me: the full value (own - opponents). For an opponent: their own expected total
        (what they gain from a colour in action C).
        """
        model, state = self.model, self.state
        nv, rows = model.n_values, model.rows
        table = np.full((rows, nv), _NEG)
        sheet = state.sheets[player]
        variant = state.variant
        view = self.views[player]
        if player == self.me:
            base = self.base_value()
        else:
            deadline = self.deadline(player, self.finish[self.me])
            s0, v0, f0, c0 = self.stats[player]
            base = float(expected_total(model, s0, v0, f0, c0, deadline, view.penalty))
        for row in range(rows):
            legal = np.array(
                [
                    v
                    for v in range(1, nv)
                    if model.odds[row, v] > 0 and fits(sheet[row], v, variant)
                ],
                dtype=np.int64,
            )
            if not len(legal):
                continue
            stats = self._row_stats(player, row, legal)
            if player == self.me:
                after = self._own_value(stats)
            else:
                after = expected_total(model, *stats, deadline, view.penalty)
            table[row, legal] = after - base
        return table


# ---------------------------------------------------------------------- the planner


class Planner:
    """Ranks the legal moves of a Qwantum decision for one level."""

    def __init__(self, rules: QwantumRules, config: LevelConfig) -> None:
        self.rules = rules
        self.config = config

    def rank(self, state: QwantumState, player: int) -> list[tuple[Move, float]]:
        legal = self.rules.legal_moves(state, player)
        if not legal:
            return []
        if state.phase is Phase.REROLL:
            values = self._reroll_values(state, player, legal)
        elif state.phase is Phase.CHOOSE_ACTIVE:
            values = self._b_values(state, player, legal)
        else:
            values = self._c_values(state, player, legal)
        ranked = list(zip(legal, values, strict=True))
        # Stable sort: ties keep the engine's order (lower row first, pass last).
        ranked.sort(key=lambda item: -item[1])
        return ranked

    def choose(self, state: QwantumState, player: int, seed: int) -> Move:
        ranked = self.rank(state, player)
        if not ranked:
            return PASS
        noise = self.config.noise
        if noise <= 0 or len(ranked) == 1:
            return ranked[0][0]
        stream = decision_stream(seed, state, player)
        best, best_value = ranked[0][0], -np.inf
        for move, value in ranked:
            # Symmetric noise in [-noise, noise] from the seeded stream.
            jitter = (stream.below(2001) - 1000) / 1000 * noise
            if value + jitter > best_value:
                best, best_value = move, value + jitter
        return best

    def _position(self, state: QwantumState, player: int) -> Position:
        return Position(model_for(state, self.config.params), state, player)

    @staticmethod
    def _misthrow_cost(state: QwantumState, player: int, pos: Position) -> float:
        """What taking the next misthrow costs `player`, in the value's points.

        The k-th misthrow costs k points; the last box also ends the game at once, which
        loses every column not yet complete (for the opponents too).
        """
        misthrows = state.misthrows[player] + 1
        if misthrows < state.variant.misthrow_boxes:
            return float(misthrows)
        own = sum(state.column_points(player)) + state.variant.misthrow_points(misthrows)
        others = [
            sum(state.column_points(q)) + state.variant.misthrow_points(state.misthrows[q])
            for q in pos.opponents
        ]
        end_value = own - (sum(others) / len(others) if others else 0.0)
        return max(0.0, pos.base_value() - end_value)

    # ------------------------------------------------------------------ action C

    def _c_values(self, state: QwantumState, player: int, legal: list[Move]) -> list[float]:
        pos = self._position(state, player)
        values = state.colour_values()
        combos: list[tuple[tuple[int, int], ...]] = [()]
        combos += [((m.row, values[m.row]),) for m in legal if isinstance(m, Write)]
        results = pos.value_after(combos)
        base = results[0]
        gains = iter(results[1:] - base)
        out = []
        for move in legal:
            if isinstance(move, Write):
                out.append(float(next(gains)))
            elif player == state.active and state.b_row is None:
                out.append(-self._misthrow_cost(state, player, pos))
            else:
                out.append(0.0)
        return out

    # ------------------------------------------------------------------ action B

    def _b_values(self, state: QwantumState, player: int, legal: list[Move]) -> list[float]:
        pos = self._position(state, player)
        values = state.colour_values()
        sheet = state.sheets[player]
        variant = state.variant
        rows = [m.row for m in legal if isinstance(m, Write)]
        combos: list[tuple[tuple[int, int], ...]] = [()]
        combos += [((r, values[r]),) for r in rows]
        pairs: list[tuple[int, int]] = []
        if self.config.follow_up:
            for r1 in rows:
                for r2 in rows:
                    if r2 != r1 and fits(sheet[r2], values[r2], variant):
                        pairs.append((r1, r2))
                        combos.append(((r1, values[r1]), (r2, values[r2])))
        results = pos.value_after(combos)
        base = results[0]
        single = {r: float(results[1 + i] - base) for i, r in enumerate(rows)}
        best_after = dict(single)
        for i, (r1, _r2) in enumerate(pairs):
            gain = float(results[1 + len(rows) + i] - base)
            if gain > best_after[r1]:
                best_after[r1] = gain
        full_after = [
            r
            for r in rows
            if len(sheet[r]) + 1 == variant.fields
            and state.filled(player) + 1 == len(sheet) * variant.fields
        ]
        for r in full_after:  # the sheet fills in B: the game ends, no action C
            best_after[r] = single[r]
        denial = self._denied(state, pos) if self.config.denial > 0 else None
        # Passing B: the best single write in C, or the misthrow.
        pass_value = max([-self._misthrow_cost(state, player, pos), *single.values()])
        if denial is not None:
            pass_value -= self.config.denial * max(0.0, float(denial.max()))
        out = []
        for move in legal:
            if isinstance(move, Write):
                value = best_after[move.row]
                if denial is not None:
                    others = [float(denial[r]) for r in range(len(denial)) if r != move.row]
                    value -= self.config.denial * max(0.0, *others)
                out.append(value)
            else:
                out.append(pass_value)
        return out

    def _denied(self, state: QwantumState, pos: Position) -> FloatArray | None:
        """Mean over opponents of what each colour's current value is worth to them in C."""
        if not pos.opponents:
            return None
        values = state.colour_values()
        rows = len(values)
        worth = np.zeros(rows)
        for q in pos.opponents:
            table = pos.gain_table(q)
            worth += np.maximum(0.0, table[np.arange(rows), list(values)])
        return np.asarray(worth / len(pos.opponents))

    # ------------------------------------------------------------------ re-roll

    def _reroll_values(self, state: QwantumState, player: int, legal: list[Move]) -> list[float]:
        mode = self.config.reroll
        pos = self._position(state, player)
        model = pos.model
        mine = pos.gain_table(player)
        if self.config.denial > 0 and pos.opponents:
            theirs = np.mean([np.maximum(0.0, pos.gain_table(q)) for q in pos.opponents], axis=0)
        else:
            theirs = None
        cost = self._misthrow_cost(state, player, pos)
        if mode == "none":
            # This level never re-rolls: only keeping the dice gets a real value.
            current = _roll_value(
                mine, theirs, np.array(state.colour_values())[:, None], cost, self.config
            )[0]
            return [float(current) - (1e3 if isinstance(m, Reroll) else 0.0) for m in legal]
        values, inverse = model.unique_rolls
        per_roll = _roll_value(mine, theirs, values, cost, self.config)[inverse]
        table = per_roll.reshape((6,) * N_DICE)
        current = state.dice
        for axis in range(N_DICE):
            # After this step the first axis+1 axes are 2-way: 0 keep the die, 1 re-roll it.
            fixed = np.take(table, current[axis] - 1, axis=axis)
            mean = table.mean(axis=axis)
            table = np.stack([fixed, mean], axis=axis)
        out = []
        for move in legal:
            index = [0] * N_DICE
            if isinstance(move, Reroll):
                for die in move.dice:
                    index[die] = 1
            if mode == "all" and isinstance(move, Reroll) and len(move.dice) != N_DICE:
                # This level only weighs all or nothing: the subsets rank far below.
                out.append(float(table[tuple(index)]) - 1e3)
            else:
                out.append(float(table[tuple(index)]))
        return out


def _roll_value(
    mine: FloatArray, theirs: FloatArray | None, values: IntArray, cost: float, config: LevelConfig
) -> FloatArray:
    """Value of rolls whose colour values are `values` (rows x K) for the active player.

    Options: B writes r1, then C the best other colour or nothing; or B passes and C writes
    the best colour or nothing (misthrow). The opponents then take the best colour left.
    """
    rows = values.shape[0]
    gains = [mine[r][values[r]] for r in range(rows)]
    top, second = _top_two(gains)
    pass_value = np.maximum(-cost, top)
    worth: list[FloatArray] = []
    if theirs is not None:
        worth = [theirs[r][values[r]] for r in range(rows)]
        w_top, w_second = _top_two(worth)
        pass_value = pass_value - config.denial * w_top
    best = pass_value
    for r1 in range(rows):
        value = gains[r1].copy()
        if config.follow_up:
            # The best other colour: the second best when r1 is the best (ties: equal).
            value += np.maximum(0.0, np.where(gains[r1] >= top, second, top))
        if worth:
            value -= config.denial * np.where(worth[r1] >= w_top, w_second, w_top)
        best = np.maximum(best, np.where(gains[r1] > _NEG / 2, value, _NEG))
    return np.asarray(best)


def _top_two(arrays: list[FloatArray]) -> tuple[FloatArray, FloatArray]:
    """Elementwise largest and second largest of the arrays (cheaper than a sort)."""
    top = arrays[0]
    second = np.full_like(top, _NEG)
    for other in arrays[1:]:
        second = np.maximum(second, np.minimum(top, other))
        top = np.maximum(top, other)
    return top, second


# ---------------------------------------------------------------------- public interface


def level_bot(level: str) -> Callable[[AnyRules, int], Bot]:
    """The bot factory of a level (ai/qwantum.py lists it under the level's name)."""
    config = LEVELS[level]

    def factory(rules: AnyRules, seed: int) -> Bot:
        if not isinstance(rules, QwantumRules):
            raise ValueError(f"the Qwantum {level} bot plays Qwantum, not {rules.title}")
        planner = Planner(rules, config)

        def choose(state: Any, player: int) -> Move:
            return planner.choose(state, player, seed)

        return choose

    return factory


_RANKERS: dict[int, Planner] = {}


def rank_moves(
    state: QwantumState, player: int, rules: QwantumRules | None = None
) -> list[tuple[Move, float]]:
    """Every legal move of `player` with the expert's estimate, best first (coach support).

    Values are expected points (own estimate minus the opponents' mean), relative to the
    position before the move; in the re-roll phase all 127 subsets and keeping the dice are
    ranked on the same scale. The first move is the one the expert plays.
    """
    rules = rules or QwantumRules(state.variant)
    planner = _RANKERS.get(id(rules.variant))
    if planner is None:
        planner = _RANKERS[id(rules.variant)] = Planner(rules, LEVELS["expert"])
    return planner.rank(state, player)


__all__ = ["LEVELS", "LevelConfig", "Planner", "level_bot", "rank_moves"]
