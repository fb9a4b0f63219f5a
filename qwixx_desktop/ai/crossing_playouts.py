"""Play-outs at close calls for the crossing games' experts (Qwixx Longo, Qwixx On Board).

When the evaluation (`crossing_eval`) values the best moves within `margin` points of each
other, each of them is played on for `rolls` more rolls with invented dice, every player
choosing with the plain evaluation; the evaluation's win chance where a play-out stops (the
result, if the game ended there) decides between them.

* Common random numbers: the k-th play-out of every move uses the same invented dice, so the
  moves are compared on the same luck and a few play-outs separate them.
* Racing: play-outs come in batches of `batch` per move; after each batch a move whose
  chances trail the leader's by more than `drop` standard errors of the paired differences
  drops out, so the rest of the budget goes to the moves still close.
* A fixed budget of play-outs per decision (shared among the players: bigger games have
  longer turns) bounds the decision time; no clock is read, so the choice is a pure function
  of the state.
* The invented dice come from what the player sees (turn and visible dice), never from the
  game's seed, which decides the real dice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..engine import Decision, Move, Phase
from ..engine.chance import derive_seed
from .crossing_eval import CrossingExpert, Outcome, S, _phi, _phi_inverse
from .kit import Ranking


@dataclass(frozen=True)
class PlayOutPlan:
    """How an expert plays out its close calls (see the module docstring)."""

    margin: float  # points: moves valued this close to the best are played out
    moves: int  # at most this many of the best moves
    budget: int  # play-outs per decision for two players (scaled by 2 / players)
    batch: int = 4  # play-outs per move between two looks at who is clearly behind
    drop: float = 2.0  # standard errors of the paired differences that drop a move
    rolls: int = 2  # rolls each play-out lasts
    seed: int = 0  # keys the invented dice, with what the player sees


class PlayOutExpert(CrossingExpert[S]):
    """A crossing expert that settles its close calls by play-outs (`plan`; None: never)."""

    plan: PlayOutPlan | None = None

    def rank_moves(self, state: S, player: int) -> Ranking:
        """The evaluation's ranking; with play-outs, the close best moves reordered by them."""
        ranked = self.plain_ranking(state, player)
        plan = self.plan
        if (
            plan is None
            or len(ranked) < 2
            or state.n_players < 2
            or ranked[0][1] - ranked[1][1] >= plan.margin
        ):
            return ranked
        top = ranked[0][1]
        close = [move for move, value in ranked[: plan.moves] if top - value < plan.margin]
        chances = self.race(state, player, close, plan)
        # As points again: the best play-out keeps the best value, the others lose the lead
        # that separates their win chances.
        best = max(chances.values())
        ref_sd = self.context(state, player).ref_sd
        rescored = {
            move: top - ref_sd * (_phi_inverse(best) - _phi_inverse(chance))
            for move, chance in chances.items()
        }
        valued = [(move, rescored.get(move, value)) for move, value in ranked]
        return sorted(valued, key=lambda item: -item[1])

    def plain_ranking(self, state: S, player: int) -> Ranking:
        return super().rank_moves(state, player)

    def race(
        self, state: S, player: int, moves: list[Move], plan: PlayOutPlan
    ) -> dict[Move, float]:
        """Each move's mean win chance over its play-outs (see the module docstring)."""
        budget = max(plan.batch * len(moves), 2 * plan.budget // state.n_players)
        results: dict[Move, list[float]] = {move: [] for move in moves}
        alive = list(moves)
        sample = 0
        while len(alive) > 1 and budget >= len(alive):
            batch = min(plan.batch, budget // len(alive))
            for _ in range(batch):
                seed = self.rollout_seed(state, player, sample, plan.seed)
                sample += 1
                for move in alive:
                    results[move].append(self.play_out(state, player, move, seed, plan.rolls))
            budget -= batch * len(alive)
            leader = max(alive, key=lambda move: sum(results[move]))
            alive = [
                move
                for move in alive
                if move == leader or not clearly_behind(results[leader], results[move], plan)
            ]
        return {move: sum(found) / len(found) for move, found in results.items() if found}

    @staticmethod
    def rollout_seed(state: Any, player: int, sample: int, key: int) -> int:
        """Seed of a play-out's invented dice: only what the player sees, never the game's
        seed (which decides the real dice)."""
        visible = [die or 0 for die in state.dice]
        return derive_seed(key, state.rolls, player, sample, *visible)

    def play_out(self, state: S, player: int, move: Move, seed: int, rolls: int) -> float:
        """`player`'s win chance after `move` and `rolls` rolls of invented dice."""
        rules = self.rules
        current = state.copy()
        current.seed = seed  # a fresh copy nobody else holds: the dice to come are invented
        # Every action below is legal (a candidate, the seeded roll, a ranked legal move), and
        # the copy is the play-out's own: the engine's trusted path advances it in place.
        rules.advance(current, Decision(player, move), None)
        last_roll = state.rolls + rolls
        while current.phase is not Phase.OVER:
            if rules.is_chance(current):
                if current.rolls >= last_roll:
                    break
                rules.advance(current, rules.chance_outcome(current), None)
                continue
            for other in rules.deciders(current):
                moves = rules.legal_moves(current, other)
                choice = moves[0] if len(moves) == 1 else self.plain_ranking(current, other)[0][0]
                rules.advance(current, Decision(other, choice), None)
        return self.win_chance(current, player)

    def win_chance(self, state: S, player: int) -> float:
        """The result of an ended game (ties shared), else the evaluation's chance."""
        if state.phase is Phase.OVER:
            totals = [card.total for card in self.rules.scores(state)]
            best = max(totals)
            if totals[player] < best:
                return 0.0
            return 1.0 / totals.count(best)
        ctx = self.context(state, player)
        now = Outcome(
            state.marks[player], state.closed, state.misthrows[player], self.figure(state, player)
        )
        return _phi(self.value(ctx, now) / ctx.ref_sd)


def clearly_behind(leader: list[float], other: list[float], plan: PlayOutPlan) -> bool:
    """Whether `other`'s play-outs trail the leader's on the same dice by more than
    `plan.drop` standard errors of the paired differences (after two batches at least)."""
    n = len(other)
    if n < 2 * plan.batch:
        return False
    gaps = [a - b for a, b in zip(leader[:n], other, strict=True)]
    mean = sum(gaps) / n
    var = sum((gap - mean) ** 2 for gap in gaps) / (n - 1)
    return mean > plan.drop * math.sqrt(var / n) + 1e-9
