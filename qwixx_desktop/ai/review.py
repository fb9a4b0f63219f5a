"""The coach's post-game review: the decisions that cost the most, found by replaying a game.

Pure (no Qt): the window runs it on a worker thread and shows what it returns. Each human
decision of the log is judged by `advise` in the position the player faced; the worst ones
(largest regret) come back first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..engine import Decision, Game, Roll
from .coach import Advice, ValueScale, advise, value_scale

# Regrets at or below these are ties of the expert's estimates, not mistakes.
MIN_REGRET: dict[ValueScale, float] = {
    ValueScale.POINTS: 0.05,
    ValueScale.FINAL_SCORE: 0.05,
    ValueScale.WIN_CHANCE: 0.002,
}
LIMIT = 5


@dataclass(frozen=True)
class Mistake:
    """One decision worth a second look."""

    index: int  # its place in the log: the position is the first `index` actions
    roll: int  # how many rolls came before it (1 = during the first roll)
    player: int
    played: Advice  # the move made, with its value and regret
    best: Advice  # the coach's move
    ranking: tuple[Advice, ...]  # every legal move then, best first

    @property
    def regret(self) -> float:
        return self.played.regret


def _judged_seats(game: Game, seats: Iterable[int] | None) -> frozenset[int]:
    if seats is not None:
        return frozenset(seats)
    return frozenset(seat for seat, player in enumerate(game.players) if player.is_human)


def decisions_to_judge(game: Game, seats: Iterable[int] | None = None) -> int:
    """How many decisions `review_game` judges in `game` (the review that found nothing
    costly says how many it looked at)."""
    chosen = _judged_seats(game, seats)
    return sum(1 for action in game.log if isinstance(action, Decision) and action.player in chosen)


def review_game(
    game: Game,
    seats: Iterable[int] | None = None,
    *,
    limit: int = LIMIT,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Mistake]:
    """The `limit` decisions of `seats` (default: the human seats) with the largest regret,
    largest first (ties: earlier first). `progress(done, total)` is called after each judged
    decision; when `cancelled()` turns true the review stops and returns what it has."""
    chosen = _judged_seats(game, seats)
    rules = game.rules
    scale = value_scale(rules, len(game.players))
    threshold = MIN_REGRET[scale]
    total = decisions_to_judge(game, chosen)
    found: list[Mistake] = []
    state = game.initial_state
    # The position as the players saw it: in a collected phase (action 1) the choices that
    # came in before theirs were unseen; judged with them in, a move the hint advised
    # (`Game.known_state`) could come back as a costly mistake.
    seen = state
    rolls = done = 0
    for index, action in enumerate(game.log):
        if isinstance(action, Roll):
            rolls += 1
        elif action.player in chosen:
            if cancelled is not None and cancelled():
                break
            ranking = advise(rules, seen, action.player, points_when_decided=False)
            played = next((a for a in ranking if a.move == action.move), None)
            # In a decided game the hint ranks by points, but a move that loses only points
            # there cost no result: not a mistake (and the cards' costs are win chances).
            if played is not None and not played.decided and played.regret > threshold:
                found.append(
                    Mistake(index, rolls, action.player, played, ranking[0], tuple(ranking))
                )
            done += 1
            if progress is not None:
                progress(done, total)
        phase = state.phase
        state = rules.apply_trusted(state, action)  # the game's own log, checked as it was made
        if not (isinstance(action, Decision) and rules.is_simultaneous(phase)) or (
            state.phase is not phase
        ):
            seen = state  # not a choice collected unseen
    found.sort(key=lambda mistake: (-mistake.regret, mistake.index))
    return found[:limit]


__all__ = ["LIMIT", "MIN_REGRET", "Mistake", "decisions_to_judge", "review_game"]
