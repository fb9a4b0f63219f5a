"""Classic Qwixx against opponents: a deeper look at the expert's close calls.

The expert (`expert_classic`) values a move by a one-step estimate of the chance to win, blind
to what the others do with the same dice. When the best moves are close (within
`Search.margin` of the best value), and late in the game whatever their values (not calm: a
row closed, someone able to lock or at three misthrows; the best `Search.candidates` of
them), this plays each of them on to the end of the turn: the other players' action 1 on the
same white dice (crossed at the same time: a lock they make too, points that change who
leads), then the active player's action 2 on the dice already rolled (a lock that ends the
game), everyone choosing by the one-step estimate. It values the end of the turn by the same
estimate, exactly once the game is over, and plays the best candidate. So it locks the row
the opponent cannot lock at the same time, and crosses now to deny an opponent a game-ending
lock.

Searching the best moves late in the game (up to 8, however far apart) rather than only the
close calls (within 0.03, up to 3) gained, paired on the same dice (95 %): +0.7 +- 0.3 pp
against `odds` (60.1 % against 59.4 %) and +0.7 +- 0.3 against `plan2` (70.8 % against
70.2 %) over 2 500 pairs (5 000 games) each; +0.5 +- 0.3 against `skip2` (75.2 % against
74.7 %, 2 000 pairs), +0.5 +- 0.3 against `hard` (64.4 % against 63.9 %, 1 500 pairs), and
+0.5 +- 0.5 with three players against two skip2 (700 sets). Up to 5 late moves within 0.2
gained +0.4 +- 0.3 (odds) and +0.5 +- 0.3 (plan2); 16 moves the same as 8; calm positions
widened too (0.06) or narrowed (0.015) did no better, every move in them +0.2 +- 0.6 only,
and counting a row with four crosses as late too +0.3 +- 0.6 (all against odds); the best 8
searched in every position, calm or not, +0.02 +- 0.04 (session 19, 20 000 pairs, seed 51).

Playing the next turn too, exactly over all its dice (1v1: the 21 distinct white throws and each
row's colour die, vectorised with NumPy; its value equals a slow enumeration of every roll),
gains nothing, even on today's leaves with the spread floor (`classic_lookahead`, commit
da0275c; its later form, for the floor, was on a side branch whose code was not kept; da0275c
before the floor: +0.2 +- 1.2 pp against `odds`, +0.2 +- 1.0 against `plan2`, 1 500 pairs).
Paired on the same dice (95 %), the searched moves re-valued over the next turn: the close calls
among them (3 within 0.03) -0.2 +- 1.4 pp against `odds`, +0.1 +- 1.3 against `plan2` (seed 11,
1 000 pairs); up to 5 within 0.2 or all 8 (the very same games: the close calls decide) -0.4 +-
1.4, +0.2 +- 1.3, and all 8 over 2 500 pairs (seed 13) -0.2 +- 0.9 (61.6 % -> 61.3 %), +0.5 +-
0.8 (71.2 % -> 71.7 %). Its leaves with the best calibrated spread (floor 14, 1.5): 3 close
calls +0.1 +- 1.3, +0.4 +- 1.2; 5 within 0.2 +0.0 +- 1.4, +0.5 +- 1.2 (seed 11); 3 close calls
over 2 500 pairs (seed 13) -0.0 +- 0.9, +0.6 +- 0.7. It changes 3-4 % of the expert's moves (60
games against odds), near ties, at a cost: decision time (CPU, 40 games against skip2) p99 10 ms
(3 close calls), 14 ms (5), 19 ms (8) against 0.9 ms. The player not active choosing its action
1 seeing the colour dice too (rather than the white ones) moved no value by more than 0.002.
(The next turn over 6 or 12 sampled rolls, before the floor: +0.2 +- 1.8 and +0.8 +- 1.4 pp.) So
what the one-step estimate misses lies beyond the next turn, and the expert does not look there.

Playing the late candidates out to the end of the game showed no headroom either
(`classic_playout`, on a side branch whose code was not kept): each K times, everyone
(the expert too) choosing by the one-step estimate, every candidate on the same K dice futures
(drawn from a stream seeded by the position), valued by its mean result (win 1, tie 1/2).
Paired on the same dice (seed 11, 95 %): K = 32 over the best 3 candidates -9.8 +- 3.2 pp
against `odds` (59.5 % -> 49.7 %, 300 pairs), over the best 5 -10.4 +- 3.3 (300 pairs), and
-5.5 +- 6.1 (100 pairs) even against `expert-1step`, the play-outs' own policy: 32 play-outs
are noisier than the gaps between the candidates (in 24 late decisions against odds the best of
3 by 32 play-outs was not the best by 400 in 5; the best by 400 differed from the expert's move
in 3, by 0.007-0.035, within their noise). The expert's move kept unless another's paired
play-outs beat it by two standard errors: K = 32 -0.5 +- 0.6 against `odds`, +0.3 +- 0.8
against `plan2` (71.2 % -> 71.6 %, 300 pairs each); K = 128 +0.7 +- 1.6 against `odds` (60.5 %
-> 61.2 %, 150 pairs). Decision time (CPU, against skip2) p99 470 ms at K = 32 (mean 85 ms) and
1.7 s at K = 128 (mean 310 ms), 23-85 times the 20 ms goal, so nothing was sought within it.

With three and four players against skip2 bots (paired, seed 31, 500 sets of one game per
seat, 95 %) no other setting of the search did better: close calls while calm within 0.06
(4 players -0.1 +- 0.3 pp), 4 candidates (4 players: the same moves), late moves only within
0.2 (4 players -0.3 +- 0.3, 3 players -0.3 +- 0.3), late once someone has four crosses in a
row (4 players -0.2 +- 0.5, 3 players -0.2 +- 0.5); nor the end of the turn valued after the
next player's roll too, late in the game, over 8 sampled rolls shared by every candidate
(4 players -1.4 +- 1.1, and 12 times slower).

The one-step estimate is `ClassicEvaluator.utility`, so a better estimate improves this too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine import PASS, AnyRules, Decision, Move, Phase
from ..engine.crossing import CrossRules, CrossState
from .expert_classic import (
    EXPERT,
    ClassicEvaluator,
    Style,
    final_chance,
    is_calm,
    rank_moves,
    style_bot,
    table_rules,
)
from .kit import Bot

_ROLL, _OVER = Phase.ROLL, Phase.OVER


@dataclass(frozen=True)
class Search:
    """How much deeper the expert looks, and when (measured in bench/bench_ai_classic.py)."""

    margin: float = 0.03  # a close call: within this much win chance of the best move
    late_margin: float = 1.0  # the margin once the game is not calm (every move, up to
    # `candidates`): measured in the module's docstring
    candidates: int = 8  # at most this many of the best moves are searched


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
    margin = search.margin if is_calm(state) else search.late_margin
    if state.n_players < 2 or len(ranked) < 2 or ranked[1][1] < ranked[0][1] - margin:
        return ranked  # solo the one-step value is exact; a clear best needs no search
    close = [item for item in ranked if item[1] >= ranked[0][1] - margin]
    close = close[: search.candidates]
    context = _Context(classic, style, player)
    apply = classic.apply_trusted
    searched = []
    for move, _ in close:
        after = context.finish_turn(apply(state, Decision(player, move)))
        searched.append((move, context.value(after)))
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
