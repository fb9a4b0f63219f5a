"""The game log's lines: what each applied roll or decision says.

The same function writes the lines while a game is played and when the log of a loaded or
resumed game is rebuilt from its actions, so both read alike. Every line remembers the
position of its action in the game's log: an undo removes exactly the lines of what it took
back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Action, Decision, Game, Reroll
from ..engine.events import (
    Event,
    FigureMoved,
    FinalRoundStarted,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    RowLocked,
    TurnPassed,
)
from ..engine.qwantum import QwantumState
from . import qwantum_texts
from .i18n import translate
from .names import People, colour_name

# Kinds of line that also pop up over the table while a game is played.
TOAST_KINDS = frozenset({"lock", "misthrow", "over", "final"})


@dataclass(frozen=True)
class LogLine:
    text: str
    kind: str  # "cross", "lock", "misthrow", "figure", "final", "over", "turn", "column", ...
    position: int  # the index in the game's log of the action that said it


def action_lines(game: Game, position: int, action: Action, events: Sequence[Event]) -> list[
    LogLine
]:
    """The lines of `action`, the entry `position` of `game`'s log, which produced `events`;
    `game` is in the position right after it."""
    people = People.of(game.players)
    state = game.state
    said: list[tuple[str, str]] = []
    if isinstance(action, Decision) and isinstance(action.move, Reroll):
        said.append((qwantum_texts.reroll_line(action.move, people, action.player), "info"))
    if isinstance(state, QwantumState):
        said += qwantum_texts.announcements(events, state, people)
        events = [e for e in events if isinstance(e, GameOver | TurnPassed)]
    rows = getattr(state, "variant", None)

    def colour(row: int) -> str:
        return colour_name(rows.rows[row].colour) if rows is not None else ""

    for event in events:
        if isinstance(event, RowLocked):
            said.append((_lock_text(people, event.players, colour(event.row)), "lock"))
        elif isinstance(event, MisthrowTaken):
            said.append((people.about(
                event.player,
                translate("Table", "You crossed nothing: misthrow {count} of {boxes}."),
                translate("Table", "{name} crossed nothing: misthrow {count} of {boxes}."),
                count=event.count, boxes=getattr(rows, "misthrow_boxes", 4),
            ), "misthrow"))
        elif isinstance(event, NumberCrossed):
            said.append((people.about(
                event.player,
                translate("Table", "You crossed {colour} {number}."),
                translate("Table", "{name} crossed {colour} {number}."),
                colour=colour(event.row), number=event.number,
            ), "cross"))
        elif isinstance(event, FigureMoved):
            said.append((people.about(
                event.player,
                translate("Table", "You moved to square {square}."),
                translate("Table", "{name} moved to square {square}."),
                square=event.path[-1],
            ), "figure"))
        elif isinstance(event, FinalRoundStarted):
            said.append((people.about(
                event.player,
                translate("Table", "You reached the last squares. Last round: every other "
                          "player has one more turn."),
                translate("Table", "{name} reached the last squares. Last round: every other "
                          "player has one more turn."),
            ), "final"))
        elif isinstance(event, GameOver):
            said.append((_game_over_text(people, event.totals), "over"))
        elif isinstance(event, TurnPassed):
            said.append((people.about(
                event.active, translate("Table", "Your turn."), translate("Table", "Turn: {name}.")
            ), "turn"))
    return [LogLine(text, kind, position) for text, kind in said]


def game_lines(game: Game, start: int = 0) -> list[LogLine]:
    """The lines of `game`'s log from entry `start` on, as they were said during play (the
    game is replayed from its set-up on a copy)."""
    replay = game.copy()
    replay.truncate(0)
    lines: list[LogLine] = []
    for position, action in enumerate(game.log):
        events = replay.apply(action)
        if position >= start:
            lines += action_lines(replay, position, action, events)
    return lines


def _lock_text(people: People, seats: Sequence[int], colour: str) -> str:
    others = [seat for seat in seats if seat != people.you]
    if len(seats) == 1:
        return people.about(
            seats[0],
            translate("Table", "You locked the {colour} row! Its die leaves the game."),
            translate("Table", "{name} locked the {colour} row! Its die leaves the game."),
            colour=colour,
        )
    if len(others) == len(seats):
        return translate(
            "Table", "{names} locked the {colour} row together! Its die leaves the game."
        ).format(names=people.listing(seats), colour=colour)
    return translate(
        "Table", "{names} and you locked the {colour} row together! Its die leaves the game."
    ).format(names=people.listing(others), colour=colour)


def _game_over_text(people: People, totals: Sequence[int]) -> str:
    best = max(totals)
    winners = [seat for seat, total in enumerate(totals) if total == best]
    if len(winners) > 1:
        return translate(
            "Table", "Game over. A tie between {names} with {points} points each."
        ).format(names=people.listing(winners), points=best)
    return people.about(
        winners[0],
        translate("Table", "Game over. You win with {points} points."),
        translate("Table", "Game over. Winner: {name} with {points} points."),
        points=best,
    )


__all__ = ["TOAST_KINDS", "LogLine", "action_lines", "game_lines"]
