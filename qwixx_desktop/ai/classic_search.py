"""Classic Qwixx against opponents: a deeper look at the expert's close calls.

The expert (`expert_classic`) values a move by a one-step estimate of the chance to win, blind
to what the others do with the same dice. When the best moves are close (within
`Search.margin` of the best value), this plays each of them on to the end of the turn: the
other players' action 1 on the same white dice (crossed at the same time: a lock they make
too, points that change who leads), then the active player's action 2 on the dice already
rolled (a lock that ends the game), everyone choosing by the one-step estimate. It values the
end of the turn by the same estimate, exactly once the game is over, and plays the best
candidate. So it locks the row the opponent cannot lock at the same time, and crosses now
to deny an opponent a game-ending lock.

`Search.rolls` > 0 also plays the next turn over that many rolls (the same rolls for every
candidate, drawn from the state's seed and roll count under a salt of their own, never the
game's own dice stream: the bot stays a pure function of the state without knowing the
coming roll). Measured against `odds` that gained nothing over the rest of the turn alone
(6 rolls +0.2 +- 1.8 pp, 12 rolls +0.8 +- 1.4, at 13 and 24 ms p99): the rolls' noise is as
large as the differences between close moves, so the expert does not use them.

The one-step estimate is `ClassicEvaluator.utility`, so a better estimate improves this too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine import PASS, AnyRules, Decision, Move, Phase, Roll
from ..engine.chance import ChanceStream
from ..engine.crossing import WHITE_DICE, CrossRules, CrossState
from .classic_lookahead import NextTurn
from .expert_classic import (
    EXPERT,
    ClassicEvaluator,
    Style,
    final_chance,
    rank_moves,
    style_bot,
    table_rules,
)
from .kit import Bot

_ROLL, _OVER = Phase.ROLL, Phase.OVER
_SALT = 0x5EA4C4  # keys the search's own rolls apart from the game's dice stream
# The 36 throws of the two white dice ordered by their sum: every k-th of them from an offset
# is a sample of the white sum with (nearly) its true odds.
_WHITE_PAIRS = sorted(((a, b) for a in range(1, 7) for b in range(1, 7)), key=sum)


@dataclass(frozen=True)
class Search:
    """How much deeper the expert looks, and when (measured in bench/bench_ai_classic.py)."""

    margin: float = 0.03  # a close call: within this much win chance of the best move
    candidates: int = 3  # at most this many of the best moves are searched
    rolls: int = 0  # sampled rolls of the next turn (0, or a divisor of 36: stratified sums)
    lookahead: bool = False  # 1v1: the next turn over all its dice (classic_lookahead)


SEARCH = Search()


class _Context:
    """One decision's search: the one-step policy with its choices remembered (candidates
    meet the same positions: the opponents' replies to the same dice and sheets)."""

    def __init__(self, classic: CrossRules[CrossState], style: Style, player: int) -> None:
        self.classic = classic
        self.style = style
        self.player = player
        self.choices: dict[tuple[object, ...], Move] = {}

    def policy(self, state: CrossState, player: int) -> Move:
        key = (
            player,
            state.marks,
            state.misthrows,
            state.closed,
            state.dice,
            state.phase,
            state.active,
            state.crossed_this_turn,
        )
        move = self.choices.get(key)
        if move is None:
            ranked = rank_moves(self.classic, state, player, self.style)
            move = ranked[0][0] if ranked else PASS
            self.choices[key] = move
        return move

    def finish_turn(self, state: CrossState) -> CrossState:
        """Play on with the policy until the next roll or the end of the game."""
        apply = self.classic.apply_trusted
        while state.phase is not _ROLL and state.phase is not _OVER:
            for player in self.classic.deciders(state):
                state = apply(state, Decision(player, self.policy(state, player)))
        return state

    def value(self, state: CrossState) -> float:
        """My chance to win at the end of a turn: exact once the game is over, else the
        one-step estimate of a turn that changed nothing more on my sheet."""
        if state.phase is _OVER:
            totals = [card.total for card in self.classic.scores(state)]
            mine = totals.pop(self.player)
            return final_chance(mine, totals)
        evaluator = ClassicEvaluator(self.style, state, self.player)
        return evaluator.utility(evaluator.outcome([], True, turn_over=True))


def sample_rolls(state: CrossState, count: int) -> list[tuple[int, ...]]:
    """`count` throws of the six dice for the turn after this one, from the state alone:
    white sums stratified, colour dice drawn."""
    stream = ChanceStream(state.seed, _SALT, state.rolls)
    step = len(_WHITE_PAIRS) // count
    offset = stream.below(step)
    rows = len(state.variant.rows)
    rolls = []
    for k in range(count):
        white = _WHITE_PAIRS[offset + k * step]
        colours = stream.digits(6, rows)
        rolls.append((*white, *(colour + 1 for colour in colours)))
    return rolls


def _without_locked(dice: tuple[int, ...], closed: int) -> tuple[int | None, ...]:
    """The throw with the dice of locked rows gone (None)."""
    if not closed:
        return dice
    return tuple(
        None if i >= WHITE_DICE and closed >> (i - WHITE_DICE) & 1 else face
        for i, face in enumerate(dice)
    )


def search_moves(
    rules: AnyRules,
    state: CrossState,
    player: int,
    style: Style = EXPERT,
    search: Search = SEARCH,
) -> list[tuple[Move, float]]:
    """The one-step ranking (`rank_moves`), its close calls re-valued by the search: the
    searched moves first, best first, by their searched values; the others after them."""
    classic = table_rules(rules)
    style = replace(style, search=False)  # every position it reaches: the one-step value
    ranked = rank_moves(classic, state, player, style)
    if state.n_players < 2 or len(ranked) < 2 or ranked[1][1] < ranked[0][1] - search.margin:
        return ranked  # solo the one-step value is exact; a clear best needs no search
    close = [item for item in ranked if item[1] >= ranked[0][1] - search.margin]
    close = close[: search.candidates]
    context = _Context(classic, style, player)
    apply = classic.apply_trusted
    rolls = sample_rolls(state, search.rolls) if search.rolls else []
    next_turn = NextTurn(style, player) if search.lookahead and state.n_players == 2 else None
    searched = []
    for move, _ in close:
        after = context.finish_turn(apply(state, Decision(player, move)))
        if next_turn is not None and after.phase is not _OVER:
            searched.append((move, next_turn.value(after)))
            continue
        if after.phase is _OVER or not rolls:
            searched.append((move, context.value(after)))
            continue
        total = 0.0
        for dice in rolls:
            roll = Roll(_without_locked(dice, after.closed))
            total += context.value(context.finish_turn(apply(after, roll)))
        searched.append((move, total / len(rolls)))
    searched.sort(key=lambda item: -item[1])  # stable: ties keep the one-step order
    # The moves left out keep their one-step values, capped so that the list stays sorted
    # (the coach reads regrets off it).
    floor = searched[-1][1]
    return searched + [(move, min(value, floor)) for move, value in ranked[len(close) :]]


def search_bot(rules: AnyRules, style: Style = EXPERT, search: Search = SEARCH) -> Bot:
    """The expert with its close calls searched (the `expert` level is this with the
    default `Search`)."""
    classic = table_rules(rules)
    style_bot(classic, style)  # loads the tables now, not in the first decision

    def choose(state: CrossState, player: int) -> Move:
        ranked = search_moves(classic, state, player, style, search)
        return ranked[0][0] if ranked else PASS

    return choose
