"""Classic Qwixx against opponents: a deeper look at the expert's close calls.

The expert (`expert_classic`) values a move by a one-step estimate of the chance to win. When
the best moves are close (within `Search.margin` of the best value), this plays each of them
on: the rest of the turn (everyone's visible replies: the other players' action 1, the active
player's action 2, a lock that ends the game), then the next turn over a fixed sample of
rolls, every player choosing by the one-step estimate; it values the position reached by the
same estimate (exactly when the game is over) and plays the candidate with the best average.
So a move that lets an opponent lock into a win on the dice already rolled, or that leaves
the game to end next turn while behind, is seen for what it is.

Every candidate meets the same rolls (common random numbers: the differences are the
moves', not the dice's). The rolls come from the state's seed and roll count under a salt of
their own, never from the game's own dice stream, so the bot stays a pure function of the
state without knowing the coming roll. The one-step estimate is `ClassicEvaluator.utility`,
so a better estimate improves the search too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine import PASS, AnyRules, Decision, Move, Phase, Roll
from ..engine.chance import ChanceStream
from ..engine.crossing import WHITE_DICE, CrossRules, CrossState
from .expert_classic import EXPERT, ClassicEvaluator, Style, rank_moves, style_bot, table_rules
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
    rolls: int = 6  # sampled rolls of the next turn (a divisor of 36: stratified white sums)


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
            mine = totals[self.player]
            chance = 1.0
            for other, theirs in enumerate(totals):
                if other != self.player:
                    chance *= 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
            return chance
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
    rolls = sample_rolls(state, search.rolls)
    searched = []
    for move, _ in close:
        after = context.finish_turn(apply(state, Decision(player, move)))
        if after.phase is _OVER:
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
