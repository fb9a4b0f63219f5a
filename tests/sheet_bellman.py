"""The Bellman equation of a four-row sheet, recomputed the slow, independent way.

Every white roll and every colour roll by brute force, the moves and points from the engine
itself, and only the successors' values from the value function under test (a shipped table,
a solved tiny sheet, or Longo's pairs model). Shared by the solver's and the tables' tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import numpy as np

from qwixx_desktop.ai.sheet_shape import ROWS, SheetShape
from qwixx_desktop.engine import PASS, Cross, Decision, Phase, Roll
from qwixx_desktop.engine.crossing import CrossRules, CrossState

Key = tuple[int, int, int, int, int]  # (misthrows, four row codes)
ValueOf = Callable[[Key], float]  # points still to come from the start of a turn


class SheetReferee:
    """One sheet shape played solo through the engine, valued by `value`."""

    def __init__(
        self, rules: CrossRules[CrossState], shape: SheetShape, value: ValueOf, continuation: float
    ) -> None:
        self.rules = rules
        self.shape = shape
        self.value = value
        self.continuation = continuation
        self.faces = shape.faces

    def key_of(self, state: CrossState) -> Key:
        shape = self.shape
        marks = state.marks[0]
        codes = (shape.row_code(marks[row], state.is_closed(row)) for row in range(ROWS))
        return (min(state.misthrows[0], shape.misthrows_to_end), *codes)  # type: ignore[return-value]

    def state_for(
        self, key: Key, dice: tuple[int | None, ...] = (), players: int = 1
    ) -> CrossState:
        """A state whose first sheet has this key (lowest numbers filled in before the last);
        with more players, the others' sheets empty and the last of them to roll."""
        shape = self.shape
        state = self.rules.new_state(players, 0, {}).copy()
        marks = []
        closed = 0
        for row, code in enumerate(key[1:]):
            if code == shape.locked:
                lock = 1 << shape.numbers | 1 << shape.first_lock
                marks.append(lock | (1 << shape.min_crosses_to_lock) - 1)
                closed |= 1 << row
            else:
                last, crosses = shape.code_last[code], shape.code_crosses[code]
                marks.append(0 if last < 0 else 1 << last | ((1 << (crosses - 1)) - 1))
        state.marks = (tuple(marks), *state.marks[1:])
        state.misthrows = (key[0], *state.misthrows[1:])
        state.closed = closed
        state.active = players - 1
        assert self.key_of(state) == key
        if dice:
            state = self.rules.apply(state, Roll(dice))[0]
        return state

    def outcome(self, start: int, state: CrossState) -> float:
        """Points won since `start` plus the value of what is left."""
        points = self.rules.scores(state)[0].total - start
        if state.phase is Phase.OVER:
            return float(points)
        assert state.phase is Phase.ROLL
        # The game goes on after the turn with the continuation probability (1 solo).
        return points + self.continuation * self.value(self.key_of(state))

    def action_values(self, start: int, rolled: CrossState) -> list[tuple[float, np.ndarray]]:
        """Per legal action 1: (value if action 2 passes, best[row, colour face - 1] of a
        colour cross)."""
        rules, faces = self.rules, self.faces
        w1, w2 = rolled.dice[0], rolled.dice[1]
        options = []
        for first in rules.legal_moves(rolled, 0):
            after, _ = rules.apply(rolled, Decision(0, first))
            best = np.full((ROWS, faces), -np.inf)
            if after.phase is Phase.OVER:
                options.append((self.outcome(start, after), best))
                continue
            passed, _ = rules.apply(after, Decision(0, PASS))
            seen: dict[object, float] = {}
            for face in range(1, faces + 1):
                shown = after.copy()
                shown.dice = (
                    w1,
                    w2,
                    *(None if after.is_closed(r) else face for r in range(ROWS)),
                )
                for second in rules.colour_moves(shown, 0):
                    assert isinstance(second, Cross)
                    if second not in seen:
                        after_second = rules.apply(shown, Decision(0, second))[0]
                        seen[second] = self.outcome(start, after_second)
                    row = second.row
                    best[row, face - 1] = max(best[row, face - 1], seen[second])
            options.append((self.outcome(start, passed), best))
        return options

    def bellman(self, key: Key) -> float:
        """V(key) from its successors: every white roll, brute force over the colour rolls."""
        state = self.state_for(key)
        start = self.rules.scores(state)[0].total
        total = 0.0
        for chance, rolled in self.white_rolls(state):
            best = np.full((self.faces,) * ROWS, -np.inf)
            for passed, crosses in self.action_values(start, rolled):
                best = np.maximum(best, passed)
                best = np.maximum(best, crosses[0][:, None, None, None])
                best = np.maximum(best, crosses[1][None, :, None, None])
                best = np.maximum(best, crosses[2][None, None, :, None])
                best = np.maximum(best, crosses[3][None, None, None, :])
            total += chance * best.mean()
        return total

    def white_rolls(self, state: CrossState) -> Iterator[tuple[float, CrossState]]:
        """Each white roll (w1 <= w2) with its chance, rolled at `state` (the colour dice are
        set apart: `action_values` tries every face)."""
        faces = self.faces
        colours = tuple(None if state.is_closed(r) else 1 for r in range(ROWS))
        for w1 in range(1, faces + 1):
            for w2 in range(w1, faces + 1):
                rolled, _ = self.rules.apply(state, Roll((w1, w2, *colours)))
                yield (1 if w1 == w2 else 2) / faces**2, rolled

    def white_bellman(self, key: Key) -> float:
        """The value on another player's roll: every white roll, the white sum crossed in one
        row or nothing (no misthrow), the roller passing both actions."""
        rules = self.rules
        state = self.state_for(key, players=2)
        start = rules.scores(state)[0].total
        total = 0.0
        for chance, rolled in self.white_rolls(state):
            best = -np.inf
            for move in rules.legal_moves(rolled, 0):
                after = rules.apply(rolled, Decision(0, move))[0]
                after = rules.apply(after, Decision(1, PASS))[0]
                if after.phase is Phase.COLOUR:
                    after = rules.apply(after, Decision(1, PASS))[0]
                best = max(best, self.outcome(start, after))
            total += chance * best
        return total

    def early_keys(self, count: int, seed: int) -> list[Key]:
        """Keys from the first few turns (rare in a uniform sample, and with the most moves)."""
        rng = random.Random(seed)
        keys = []
        for _ in range(count):
            rows = []
            for _ in range(ROWS):
                last = rng.randint(-1, 3)
                rows.append(self.shape.code_of(last, rng.randint(1, last + 1) if last >= 0 else 0))
            keys.append((rng.randint(0, self.shape.misthrows_to_end - 1), *rows))
        return keys  # type: ignore[return-value]

    def sample_keys(self, count: int, seed: int) -> list[Key]:
        shape = self.shape
        ranks = np.random.default_rng(seed).choice(shape.states, count, replace=False)
        misthrows, codes = shape.decode_many(ranks)
        return [(int(m), *(int(c) for c in row)) for m, row in zip(misthrows, codes, strict=True)]  # type: ignore[misc]
