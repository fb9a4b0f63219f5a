"""The game log's lines: what each applied roll or decision says.

The same function writes the lines while a game is played and when the log of a loaded or
resumed game is rebuilt from its actions, so both read alike. Every line remembers the
position of its action in the game's log: an undo removes exactly the lines of what it took
back. A line keeps what it says, not its words: its text is written when it is shown, in the
language shown then (a language chosen mid-game rewrites the lines already in the log).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from ..engine import Action, Decision, Game, Player
from ..engine.events import Event, GameOver, TurnPassed
from ..engine.record import Record, set_field
from ..typography import number_text
from .gametexts import GameTexts, texts_of
from .i18n import plural, translate
from .names import People

# Kinds of line that also pop up over the table while a game is played.
TOAST_KINDS = frozenset({"lock", "misthrow", "over", "final"})
NOTICE = -1  # the position of a notice: a line that no action said, never undone

# A text written when it is shown, in the language shown then.
Said = Callable[[], str]


class LogLine(Record):
    __match_args__ = ("say", "kind", "position")
    __slots__ = __match_args__
    say: Said
    kind: str  # "cross", "lock", "misthrow", "figure", "final", "over", "turn", "column", ...
    position: int  # the index in the game's log of the action that said it; NOTICE

    def __init__(self, say: Said, kind: str, position: int) -> None:
        set_field(self, "say", say)
        set_field(self, "kind", kind)
        set_field(self, "position", position)

    @property
    def text(self) -> str:
        """What the line says, in the language shown now."""
        return self.say()


def notice(text: str | Said, kind: str) -> LogLine:
    """A line no action said (a file saved, a problem): `text` as it is, or written when
    shown."""
    return LogLine(text if callable(text) else partial(str, text), kind, NOTICE)


def action_lines(
    game: Game,
    position: int,
    action: Action,
    events: Sequence[Event],
    people: People | None = None,
) -> list[LogLine]:
    """The lines of `action`, the entry `position` of `game`'s log, which produced `events`;
    `game` is in the position right after it. What the game's own moves and events say comes
    from its texts; the turn and the end of the game read alike in every game. `people`: as
    the players are called here (People.of them unless given; a network window's seat is
    "you")."""
    said = partial(_said, game.players, game.state, texts_of(game), action, tuple(events), people)
    return [
        LogLine(partial(_nth_text, said, index), kind, position)
        for index, (_, kind) in enumerate(said())
    ]


def _nth_text(said: Callable[[], list[tuple[str, str]]], index: int) -> str:
    return said()[index][0]


def _said(
    players: Sequence[Player],
    state: object,
    texts: GameTexts,
    action: Action,
    events: Sequence[Event],
    people: People | None,
) -> list[tuple[str, str]]:
    """The (text, kind) of each line of an action, in the language shown now (the players'
    names too: "You" is the person's in any language)."""
    if people is None:
        people = People.of(players)
    said: list[tuple[str, str]] = []
    if isinstance(action, Decision):
        line = texts.decision_line(action.move, action.player, people)
        if line is not None:
            said.append(line)
    for event in events:
        line = texts.event_line(event, state, people)
        if line is not None:
            said.append(line)
        elif isinstance(event, GameOver):
            said.append((_game_over_text(people, event.totals), "over"))
        elif isinstance(event, TurnPassed):
            said.append(
                (
                    people.about(
                        event.active,
                        translate("Table", "Your turn."),
                        translate("Table", "Turn: {name}."),
                    ),
                    "turn",
                )
            )
    return said


def game_lines(game: Game, start: int = 0, people: People | None = None) -> list[LogLine]:
    """The lines of `game`'s log from entry `start` on, as they were said during play (the
    game is replayed from its set-up on a copy; `people` as for `action_lines`)."""
    replay = game.copy()
    replay.truncate(0)
    lines: list[LogLine] = []
    for position, action in enumerate(game.log):
        events = replay.apply(action)
        if position >= start:
            lines += action_lines(replay, position, action, events, people)
    return lines


def with_notices(shown: Sequence[LogLine], lines: Sequence[LogLine]) -> list[LogLine]:
    """`lines`, a game's log rebuilt, with the notices of `shown` (a log shown before for the
    same game: a tutorial's opening, a network table's log before a fresh welcome) each where
    it fell among the game's lines: before the lines of the actions said after it. The action
    lines of `shown` only tell where; notices said before any action open the log."""
    placed: list[tuple[int, LogLine]] = []  # each notice after the actions before this one
    leading: list[LogLine] = []  # notices before the first action line shown
    last: int | None = None  # the action of the last line shown so far
    for line in shown:
        if line.position != NOTICE:
            if last is None:
                # The lines before it may have been cut at the log's limit: the notices
                # before it go before its action, not before the whole game.
                placed += [(line.position, said) for said in leading]
                leading = []
            last = line.position
        elif last is None:
            leading.append(line)
        else:
            placed.append((last + 1, line))
    placed = [(0, said) for said in leading] + placed
    merged: list[LogLine] = []
    waiting = 0  # the first notice of `placed` not yet in `merged`
    for line in lines:
        while waiting < len(placed) and placed[waiting][0] <= line.position:
            merged.append(placed[waiting][1])
            waiting += 1
        merged.append(line)
    merged += [said for _, said in placed[waiting:]]
    return merged


def _game_over_text(people: People, totals: Sequence[int]) -> str:
    best = max(totals)
    points = number_text(best)
    winners = [seat for seat, total in enumerate(totals) if total == best]
    if len(totals) == 1:  # solo: a score, nobody beaten
        return people.about(
            0,
            plural(
                best,
                translate("Table", "Game over. You scored {points} point."),
                translate("Table", "Game over. You scored {points} points."),
            ),
            plural(
                best,
                translate("Table", "Game over. {name} scored {points} point."),
                translate("Table", "Game over. {name} scored {points} points."),
            ),
            points=points,
        )
    if len(winners) > 1:
        return plural(
            best,
            translate("Table", "Game over. A tie between {names} with {points} point each."),
            translate("Table", "Game over. A tie between {names} with {points} points each."),
        ).format(names=people.listing(winners), points=points)
    return people.about(
        winners[0],
        plural(
            best,
            translate("Table", "Game over. You win with {points} point."),
            translate("Table", "Game over. You win with {points} points."),
        ),
        plural(
            best,
            translate("Table", "Game over. Winner: {name} with {points} point."),
            translate("Table", "Game over. Winner: {name} with {points} points."),
        ),
        points=points,
    )


__all__ = [
    "NOTICE",
    "TOAST_KINDS",
    "LogLine",
    "Said",
    "action_lines",
    "game_lines",
    "notice",
    "with_notices",
]
