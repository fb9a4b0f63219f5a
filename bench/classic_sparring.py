"""Classic Qwixx sparring partners for the expert (bench only: they are not levels).

The expert is measured outside the project against a strong published bot it cannot run
here, so the benchmark plays it against several strong bots of different kinds instead:

* `plan2`: a skip-2 bot that plans the whole turn. As the active player it looks at every
  (action 1, action 2) pair the six dice allow, each cross skipping at most two numbers (a
  locking cross always allowed), and plays the pair with the most locks, then the most
  crosses, then the fewest skipped numbers. It beats the project's `skip2` (which decides
  action 1 alone) about 53-54 %.
* `odds`: a heuristic bot after the well-known advice of strong human players, written from
  the idea: a row is worth its points plus the crosses it may still get, which grow with the
  chance of rolling the numbers right of its last cross (a skipped 7 costs six times a
  skipped 2) and shrink as the game gets late (rows locked, misthrows, rows ready to lock).
  It plans the whole turn by the change in its rows' worth, takes a misthrow only when every
  cross costs more than that, likes to lock, ends a game it wins and never one it loses.
  About 65 % against skip2.
* `expert-v1`: the expert as it was before the table-aware continuation (one hazard table,
  continuation 0.9, no race model): `expert_classic.EXPERT_V1`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from qwixx_desktop.ai.expert_classic import EXPERT, EXPERT_V1, style_bot
from qwixx_desktop.ai.kit import Bot, BotFactory
from qwixx_desktop.ai.solo_table import (
    CODE_CROSSES,
    CODE_LAST,
    LOCK_INDEX,
    LOCKED,
    MIN_CROSSES_TO_LOCK,
    SoloKey,
    colour_crosses,
    cross_key,
    is_terminal,
    key_of,
    number_index,
)
from qwixx_desktop.engine import PASS, AnyRules, Cross, Move, Phase
from qwixx_desktop.engine.crossing import CrossState

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

SettingsT = TypeVar("SettingsT", bound="DataclassInstance")
Plan = list[tuple[int, int]]  # (row, index) crosses in turn order
ROW_NUMBERS = (
    tuple(range(2, 13)),
    tuple(range(2, 13)),
    tuple(range(12, 1, -1)),
    tuple(range(12, 1, -1)),
)
POINTS = tuple(n * (n + 1) // 2 for n in range(14))
# Chance of a sum of two dice, by row index (red/yellow 2..12; green/blue mirror it).
SUM_CHANCE = tuple((6 - abs(s - 7)) / 36 for s in range(2, 13))
# Crosses a row may still get per unit of chance left in it (6 = every number right of its
# last cross). Against skip2: 0.6-0.8 play alike (about 65 %), 1.2 wins only 51 %.
REACH = 0.7
LOCK_BONUS = 4.0


def _skipped(key: SoloKey, row: int, index: int) -> int:
    return index - CODE_LAST[key[1 + row]] - 1


def _white_crosses(key: SoloKey, white_sum: int) -> list[tuple[int, int]]:
    crosses = []
    for row in range(4):
        index = number_index(row, white_sum)
        if index >= 0 and cross_key(key, row, index) is not None:
            crosses.append((row, index))
    return crosses


def _plans(state: CrossState, player: int) -> list[tuple[Move, Plan]]:
    """Every way `player` can use this decision point, as (the move now, all crosses of the
    plan): one cross or none now, and for the active player in action 1 also the action 2 the
    visible dice allow after it."""
    key = key_of(state, player)
    if state.phase is Phase.COLOUR:
        return [(PASS, []), *((_move(c), [c]) for c in colour_crosses(key, state.dice))]
    firsts = [(PASS, []), *((_move(c), [c]) for c in _white_crosses(key, state.white_sum))]
    if player != state.active:
        return firsts
    plans: list[tuple[Move, Plan]] = []
    for move, first in firsts:
        plans.append((move, first))
        after = key
        for row, index in first:
            result = cross_key(after, row, index)
            assert result is not None
            after = result[0]
        if is_terminal(after):
            continue
        for second in colour_crosses(after, state.dice):
            plans.append((move, [*first, second]))
    return plans


def _move(cross: tuple[int, int]) -> Move:
    row, index = cross
    return Cross(row, ROW_NUMBERS[row][index])


def _walk(key: SoloKey, plan: Plan) -> list[tuple[SoloKey, int, int]]:
    """(key before, row, index) of each cross of the plan."""
    steps = []
    for row, index in plan:
        steps.append((key, row, index))
        result = cross_key(key, row, index)
        assert result is not None
        key = result[0]
    return steps


def plan2_bot(rules: AnyRules, seed: int) -> Bot:
    def rank(state: CrossState, player: int, plan: Plan) -> tuple[int, int, int, int]:
        key = key_of(state, player)
        locks = crosses = skipped = 0
        for before, row, index in _walk(key, plan):
            if index == LOCK_INDEX:
                locks += 1
            else:
                skip = _skipped(before, row, index)
                if skip > 2:
                    return (-1, 0, 0, 0)  # not allowed
                skipped += skip
            crosses += 1
        first_row = plan[0][0] if plan else 9
        return (locks, crosses, -skipped, -first_row)

    def choose(state: CrossState, player: int) -> Move:
        return max(_plans(state, player), key=lambda plan: rank(state, player, plan[1]))[0]

    return choose


def _scores(state: CrossState) -> list[int]:
    return [
        sum(POINTS[m.bit_count()] for m in state.marks[p]) - 5 * state.misthrows[p]
        for p in range(state.n_players)
    ]


def _misthrow(state: CrossState, player: int, plan: Plan) -> bool:
    """Whether the plan leaves the active player's turn without a cross."""
    if plan or player != state.active:
        return False
    return state.phase is Phase.WHITE or not state.crossed_this_turn


def _lateness(state: CrossState) -> float:
    """0 early ... about 1 when the game is about to end: locked rows, misthrows, and rows
    somebody can lock (five crosses)."""
    late = 0.35 * state.closed.bit_count()
    late += 0.12 * max(state.misthrows)
    ready = 0
    for p in range(state.n_players):
        for row, mark in enumerate(state.marks[p]):
            if not state.closed >> row & 1 and mark.bit_count() >= MIN_CROSSES_TO_LOCK:
                ready += 1
    late += 0.08 * min(ready, 4)
    return min(1.0, late)


def _row_worth(code: int, reach: float) -> float:
    """Points a row is worth: its crosses now, and the crosses it may still get, which grow
    with the chance of rolling the numbers right of its last cross."""
    if code == LOCKED:
        return 0.0
    crosses, last = CODE_CROSSES[code], CODE_LAST[code]
    mass = 6 * sum(SUM_CHANCE[last + 1 : LOCK_INDEX])
    more = reach * mass
    return crosses * more + more * (more + 1) / 2


def odds_bot(rules: AnyRules, seed: int) -> Bot:
    def value(state: CrossState, player: int, plan: Plan, late: float) -> float:
        key = key_of(state, player)
        reach = REACH * (1.0 - late)
        before = sum(_row_worth(code, reach) for code in key[1:])
        total = 0.0
        for start, row, index in _walk(key, plan):
            crosses = CODE_CROSSES[start[1 + row]]
            total += crosses + 1 + (crosses + 2 + LOCK_BONUS if index == LOCK_INDEX else 0)
            result = cross_key(key, row, index)
            assert result is not None
            key = result[0]
        after = sum(_row_worth(code, reach) for code in key[1:])
        return total + after - before

    def outcome_ends(state: CrossState, player: int, plan: Plan) -> int | None:
        """For plans that end the game: my final margin over the best opponent."""
        key = key_of(state, player)
        locks = 0
        points = _scores(state)
        mine = points[player]
        for before, row, index in _walk(key, plan):
            mine += CODE_CROSSES[before[1 + row]] + 1
            if index == LOCK_INDEX:
                mine += CODE_CROSSES[before[1 + row]] + 2
                locks += 1
        others = max(p for i, p in enumerate(points) if i != player)
        if _misthrow(state, player, plan) and state.misthrows[player] == 3:
            return mine - 5 - others
        if locks and state.closed.bit_count() + locks >= 2:
            return mine - others
        return None

    def choose(state: CrossState, player: int) -> Move:
        late = _lateness(state)
        best: tuple[float, Move] | None = None
        for move, plan in _plans(state, player):
            ends = outcome_ends(state, player, plan)
            if ends is not None:
                score = 1000.0 + ends if ends > 0 else -1000.0 + ends
            else:
                score = value(state, player, plan, late)
                if _misthrow(state, player, plan):
                    score -= 5.0 + 3.0 * late
            if best is None or score > best[0]:
                best = (score, move)
        assert best is not None
        return best[1]

    return choose


def expert_v1_bot(rules: AnyRules, seed: int) -> Bot:
    return style_bot(rules, EXPERT_V1)


SPARRING: dict[str, BotFactory] = {
    "plan2": plan2_bot,
    "odds": odds_bot,
    "expert-v1": expert_v1_bot,
}


def field_value(current: object, text: str) -> Any:
    """`text` as a value of the type of `current` (bool("False") would be True)."""
    if isinstance(current, bool):
        if text not in ("True", "False"):
            raise ValueError(f"{text!r} is not True or False")
        return text == "True"
    return type(current)(text)  # type: ignore[call-arg]  # float, int or str


def with_fields(base: SettingsT, spec: str) -> SettingsT:
    """`base` (a dataclass) with the fields `spec` names changed (`field=value,...`)."""
    texts = dict(item.split("=") for item in spec.split(","))
    return replace(base, **{k: field_value(getattr(base, k), v) for k, v in texts.items()})


def sparring_factory(name: str) -> Callable[[AnyRules, int], Bot]:
    """A sparring partner, any bot of the game by name, or `expert:field=value,...`: the
    expert with other Style values (for measuring a change before making it)."""
    if name in SPARRING:
        return SPARRING[name]
    if name.startswith("expert:"):
        style = with_fields(EXPERT, name[len("expert:") :])

        def variant(rules: AnyRules, seed: int) -> Bot:
            return style_bot(rules, style)

        return variant
    from qwixx_desktop.ai import make_bot

    def factory(rules: AnyRules, seed: int) -> Bot:
        return make_bot(name, rules, seed)

    return factory
