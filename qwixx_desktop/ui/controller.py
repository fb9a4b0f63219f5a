"""The turn flow of a game at the table, kept out of the widgets.

`GameController` owns the `Game`, rolls for computer players, collects every decision (human
clicks and computer moves computed off the main thread), paces the computer players so a
person can follow, and tells a `TableView` what to show. It knows nothing about widgets: the
tests drive it with a fake view, the window with the real table.

It is generic over the rules: it only uses `needs_roll`, `deciders`, `legal_moves`, `roll`
and `decide`, so games with other phases (On Board's figure, Qwantum's re-roll) fit in by
giving the view the moves to offer. What it says about a game's own phases and moves (the
prompts, the pass button, refusals) comes from the game's texts (`ui/gametexts.py`).
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from ..ai.coach import Advice
from ..ai.kit import BotMaker
from ..cli import one_line
from ..engine import (
    PASS,
    Action,
    Cross,
    Decision,
    EngineError,
    Game,
    IllegalMoveError,
    Move,
    Pass,
    Phase,
    Roll,
    Write,
)
from ..engine.events import (
    ColumnScored,
    DiceRolled,
    Event,
    FigureMoved,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    NumberWritten,
    RowLocked,
)
from .bots import BotRunner, ThreadBots
from .dice import EmptyTray
from .gamelog import LogLine, Said, action_lines, game_lines, with_notices
from .gametexts import texts_of
from .i18n import translate
from .names import People

if TYPE_CHECKING:
    from .jobs import BackgroundJobs

log = logging.getLogger(__name__)

# Pauses of the computer players at pace 1.0 ("normal"), in milliseconds.
COMPUTER_ROLL_DELAY = 750
COMPUTER_WHITE_THINK = 550
COMPUTER_COLOUR_THINK = 900


class Waiting(StrEnum):
    """What the table waits for now."""

    NOTHING = "nothing"  # no game yet
    HUMAN_ROLL = "human_roll"
    HUMAN_DECISION = "human_decision"
    COMPUTER = "computer"
    ANIMATION = "animation"
    ROLL_SENT = "roll_sent"  # a network table has this window's roll: its dice come back
    OVER = "over"


@dataclass(frozen=True)
class TableSnapshot:
    """What the table shows now; the view draws it and nothing else."""

    game: Game
    state: Any
    waiting: Waiting
    focus: int  # the seat whose sheet is shown large
    decider: int | None  # the human who decides now (hot-seat: whose turn at the mouse)
    moves: tuple[Move, ...] = ()  # the decider's legal moves
    computer: int | None = None  # the computer player the table waits for
    can_undo: bool = False
    can_redo: bool = False  # what the last undo took back may be made again
    prompt: str = ""
    reviewing: bool = False
    players_to_join: bool = False  # a network table whose seats are not all taken yet
    hosting: bool = False  # this window hosts the network table
    networked: bool = False  # a network table's game: its decisions are the table's, no undo

    @property
    def cross_moves(self) -> tuple[Cross, ...]:
        return tuple(m for m in self.moves if isinstance(m, Cross))

    @property
    def roll_on_its_way(self) -> bool:
        """A roll nobody here is asked for is being made: this window's own, sent to a
        network table (its dice come back), or another player's (a computer's, a person's at
        another window). An empty dice tray then says so rather than ask for a roll."""
        if self.waiting is Waiting.ROLL_SENT:
            return True
        return (
            self.waiting is Waiting.COMPUTER
            and self.computer is not None
            and self.game.rules.is_chance(self.state)
        )

    @property
    def empty_tray(self) -> EmptyTray:
        """What a dice tray without dice says: nobody may roll while people are still to
        join; a roll is asked for only from a person here, and "to start" only at the start."""
        if self.players_to_join:
            if self.hosting:
                return EmptyTray.PLAYERS_TO_JOIN_HOST
            return EmptyTray.PLAYERS_TO_JOIN
        if self.roll_on_its_way:
            return EmptyTray.ON_ITS_WAY
        if self.waiting is not Waiting.HUMAN_ROLL:
            # The still game behind the offer to resume, a finished game, the review: the
            # tray asked "Roll the dice to start." over sheets five rolls in.
            return EmptyTray.SILENT
        return EmptyTray.ASK if self.state.rolls == 0 else EmptyTray.ASK_AGAIN

    @property
    def decision_key(self) -> tuple[object, ...] | None:
        """Identifies the decision a person faces now (None if nobody decides): the coach's
        advice holds while it stays the same, even when other players' choices come in."""
        if self.waiting is not Waiting.HUMAN_DECISION or self.decider is None or self.reviewing:
            return None
        return (id(self.game), self.decider, self.state.phase, self.state.rolls, self.moves)


class TableView(Protocol):
    """What the controller needs from whatever shows the table (the window or a test fake)."""

    def show_table(self, snapshot: TableSnapshot) -> None: ...

    def animate_roll(self, dice: tuple[int | None, ...]) -> QAbstractAnimation | None:
        """The roll's animation, not started (None: nothing plays)."""

    def animate_events(self, events: Sequence[Event]) -> QAbstractAnimation | None:
        """What these events change, animated and not started (None: nothing plays)."""

    def announce(self, text: str | Said, kind: str) -> None:
        """A notice in the log (and a toast for some kinds), not tied to a move; `text`
        written when shown (Said) is written again in a language chosen later."""

    def show_log(self, lines: Sequence[LogLine]) -> None:
        """A new game: the log holds these lines and nothing else (no toasts)."""

    def log_lines(self, lines: Sequence[LogLine], live: bool) -> None:
        """Add the lines of applied actions; `live`: just played (toasts), not replayed."""

    def rewind_log(self, position: int) -> None:
        """Remove the lines of the actions from `position` of the game's log on (undone)."""

    def show_hint(self, text: str | Said) -> None:
        """An explanation in the status line; `text` written when shown (Said) is written
        again in a language chosen while it shows."""

    def show_advice(self, advice: Sequence[Advice]) -> None: ...

    def stop_animations(self) -> None: ...


class Script(Protocol):
    """A scripted game (the tutorial): the dice it wants, and the moves it lets people make."""

    def dice(self, game: Game) -> tuple[int | None, ...] | None:
        """The next roll's faces; None: the seeded roll."""

    def refusal(self, game: Game, seat: int, move: Move) -> Said | None:
        """Why a person may not make this legal move now, written when shown; None: they
        may."""

    def lesson_hint(self, game: Game, seat: int) -> Said | None:
        """What the script asks of this person now, when it asks for one move (the coach's
        advice would be refused), written when shown; None: the coach may advise."""


class Elsewhere(Protocol):
    """The seats decided somewhere else (a network table, ui/netgame.py). The window plays
    only `seat`; its roll and decisions are sent, and every action, its own included, comes
    back through `GameController.receive` in the host's order."""

    seat: int

    def started(self) -> bool:
        """Whether every seat is taken (before that nobody plays)."""

    def left(self) -> bool:
        """Whether this window has left the table: its game stays, no longer played here."""

    def hosting(self) -> bool:
        """Whether this window hosts the table (its person gives the others the code)."""

    def decided(self) -> tuple[int, ...]:
        """The seats that have decided in the phase being collected (their choices hidden)."""

    def send_roll(self, at: int) -> None: ...

    def send_decision(self, at: int, move: Move) -> None: ...

    def describe(self, game: Game, sent: bool) -> str:
        """What the status line adds: who has decided, who is away, the turn timer; `sent`:
        this window's decision is on its way to the table (it has decided)."""


# Plain classes, not dataclasses: made before the first paint, where each dataclass costs ~1 ms.
class _Timing:
    __slots__ = ("animation", "pace")

    def __init__(self, animation: float = 1.0, pace: float = 1.0) -> None:
        self.animation = animation  # multiplier on animation durations; 0 = none
        self.pace = pace  # multiplier on the computer players' pauses; 0 = none


class _PendingBot:
    __slots__ = ("due", "move", "requested_at", "think_ms")

    def __init__(self, requested_at: float, think_ms: int) -> None:
        self.requested_at = requested_at
        self.think_ms = think_ms
        self.move: Move | None = None
        self.due = 0.0


class _Undone:
    """What the last undo took back, for Redo: the game's log before it (from `start` on, the
    decisions taken back and others' hidden choices after them) and the log's length after
    it (`left`: the controller only appends to the log until the next undo, redo or game)."""

    __slots__ = ("game", "left", "log", "player", "start")

    def __init__(
        self, game: Game, log: tuple[Action, ...], start: int, left: int, player: int
    ) -> None:
        self.game = game
        self.log = log
        self.start = start
        self.left = left
        self.player = player


class _Flow:
    """Book-keeping of one game position; replaced whenever the position changes."""

    __slots__ = ("bots", "epoch", "roll_scheduled")

    def __init__(self, epoch: int) -> None:
        self.epoch = epoch
        self.bots: dict[int, _PendingBot] = {}
        self.roll_scheduled = False


class GameController(QObject):
    """Drives one game at a time. Signals let the window autosave and refresh its menus."""

    changed = Signal()  # the snapshot changed
    applied = Signal(object)  # a roll or decision was applied: the list of events
    game_started = Signal()  # a new or loaded game replaced the previous one
    game_finished = Signal()
    hint_used = Signal()  # a person asked the coach (the game's notes changed)
    person_acted = Signal()  # the person's roll or decision was taken (cards over the table close)

    def __init__(
        self,
        view: TableView,
        *,
        animation: float = 1.0,
        pace: float = 1.0,
        bot_factory: BotMaker | None = None,
        bots: BotRunner | None = None,
        parent: QObject | None = None,
    ) -> None:
        """`bots`: where computer players think (default: a thread pool, with
        `bot_factory` making them); the app passes ProcessBots."""
        super().__init__(parent)
        self._view = view
        self._timing = _Timing(animation, pace)
        self._runner: BotRunner = bots or ThreadBots(bot_factory, self)
        self._runner.signals.decided.connect(self._on_bot_decided)
        self.game: Game | None = None
        self._flow = _Flow(0)
        self._tickets: dict[int, tuple[int, int]] = {}  # ticket -> (epoch, player)
        self._next_ticket = 0
        self._animating = False
        self._advance_queued = False
        self._focus = 0
        self._snapshot: TableSnapshot | None = None
        self._wake = QTimer(self)
        self._wake.setSingleShot(True)
        self._wake.timeout.connect(self._advance)
        # The coach's `advise` takes up to ~40 ms (p99, On Board and Qwantum; the first call
        # of a game loads tables for 100-200 ms; `python -m bench coach`): off the main thread,
        # on a worker made at the first hint.
        self._coach: BackgroundJobs | None = None
        self._hint_ticket: int | None = None
        self._stopped = False
        self.script: Script | None = None  # the tutorial, while it runs
        self.remote: Elsewhere | None = None
        self._you: int | None = None  # the seat called "you" if the players do not say
        self._incoming: deque[Action] = deque()  # the host's actions, applied one at a time
        self._sent: tuple[object, ...] | None = None  # the position a move was sent from
        self._undone: _Undone | None = None  # what Redo makes again

    # ------------------------------------------------------------------ set-up

    def set_timing(self, animation: float, pace: float) -> None:
        self._timing = _Timing(animation, pace)

    @property
    def animation_factor(self) -> float:
        return self._timing.animation

    def start(
        self,
        game: Game,
        remote: Elsewhere | None = None,
        focus: int | None = None,
        you: int | None = None,
        kept: Sequence[LogLine] = (),
    ) -> None:
        """Play `game` from its current position (new, loaded or resumed); with `remote`,
        only its seat is played here; `focus`: the seat shown first, if not the first
        person's (or the remote seat); `you`: the seat of the person at this window when the
        players alone do not tell it (a network game's final: this window's seat);
        `kept`: a log whose notices the new one keeps, each where it fell among the game's
        lines (`with_notices`): notices alone (a tutorial's from a file) open the log."""
        self._stopped = False
        self._new_epoch()
        self.game = game
        self.remote = remote
        self._you = you
        self._incoming.clear()
        self._sent = None
        self._undone = None
        self._runner.start_game(game)
        humans = [seat for seat, player in enumerate(game.players) if player.is_human]
        if focus is None:
            focus = remote.seat if remote is not None else humans[0] if humans else 0
        self._focus = focus
        # A loaded game's log reads as if played here (a network window's seat is "you").
        self._view.show_log(with_notices(kept, game_lines(game, people=self.people(game))))
        self.game_started.emit()
        self._advance()

    def shutdown(self) -> None:
        """Stop timers and wait for computer players still thinking (on quit)."""
        self._stopped = True  # an advance still queued must not ask the computers again
        self._new_epoch()
        self._wake.stop()
        if self._coach is not None:
            self._coach.shutdown()
        self._runner.shutdown()

    @property
    def snapshot(self) -> TableSnapshot | None:
        return self._snapshot

    @property
    def idle_for_human(self) -> bool:
        """True when the table waits for a person (tests wait for this)."""
        snap = self._snapshot
        return (
            snap is not None
            and not self._outdated()
            and not self._advance_queued
            and not self._animating
            and snap.waiting in (Waiting.HUMAN_ROLL, Waiting.HUMAN_DECISION, Waiting.OVER)
        )

    def _outdated(self) -> bool:
        """The window still shows a position the game has left: an action was applied and
        the snapshot of what follows comes once the event loop turns. A key or click then
        was aimed at the old position; it is dropped, never applied to the new one."""
        snap = self._snapshot
        return snap is None or self.game is None or snap.state is not self.game.state

    @property
    def sending(self) -> bool:
        """A network game: this window's roll or decision is on its way to the table (the
        table's answer has not come yet)."""
        return self.remote is not None and self.game is not None and self._sent == self._position()

    def refresh(self) -> None:
        """Redraw (after a language or theme change)."""
        snap = self._snapshot
        if self.game is not None and snap is not None:
            self._publish(snap.waiting, decider=snap.decider, computer=snap.computer)

    # ------------------------------------------------------------------ human input

    def roll(self) -> bool:
        snap = self._snapshot
        if snap is not None and self._outdated():
            return False
        if snap is None or snap.waiting is not Waiting.HUMAN_ROLL:
            self._view.show_hint(partial(self._why_not_now, snap))
            return False
        if self.remote is not None and self.game is not None:
            self._sent = self._position()
            self.remote.send_roll(len(self.game.log))
            self._advance()
        else:
            self._apply_roll()
        self.person_acted.emit()
        return True

    def choose(self, move: Move) -> bool:
        """The deciding human's move (a cross or pass); False and a hint if not allowed."""
        deciding = self._deciding()
        if deciding is None:
            return False
        snap, decider = deciding
        if move not in snap.moves:
            self._view.show_hint(self._explaining(decider, move))
            return False
        if self._refused(decider, move):
            return False
        # An answer to a hint about this decision is moot now; dropped here, since the new
        # position's snapshot is published only after the event loop turns.
        if self._coach is not None:
            self._coach.cancel(self._hint_ticket)
        self._decide_here(decider, move)
        return True

    def pass_turn(self) -> bool:
        return self.choose(PASS)

    def click_cell(self, seat: int, row: int, number: int) -> bool:
        """A click on a number of `seat`'s sheet: cross it if allowed, else say why not."""
        deciding = self._deciding()
        if deciding is None:
            return False
        snap, decider = deciding
        if seat != decider:
            people = self.people(snap.game)
            self._view.show_hint(
                lambda: people.about(
                    decider,
                    translate(
                        "Table", "That is {owner}'s sheet. You decide on your own sheet now."
                    ),
                    translate("Table", "That is {owner}'s sheet. {name} decides now."),
                    owner=people.names[seat],
                )
            )
            return False
        matching = [m for m in snap.cross_moves if (m.row, m.number) == (row, number)]
        if not matching:
            self._view.show_hint(self._explaining(seat, Cross(row, number)))
            return False
        # A plain cross and a lucky cross of the same number have the same effect.
        matching.sort(key=lambda m: m.lucky)
        if self._refused(seat, matching[0]):
            return False
        self._decide_here(seat, matching[0])
        return True

    def click_row(self, seat: int, row: int) -> bool:
        """Qwantum: a click on a colour row of `seat`'s sheet (or on a colour value): write
        that colour's value if allowed, else say why not."""
        deciding = self._deciding()
        if deciding is None:
            return False
        snap, decider = deciding
        if seat != decider:
            return self.click_cell(seat, -1, -1)  # says whose sheet it is
        move = Write(row)
        if move not in snap.moves:
            self._view.show_hint(self._explaining(seat, move))
            return False
        if self._refused(seat, move):
            return False
        self._decide_here(seat, move)
        return True

    def _deciding(self) -> tuple[TableSnapshot, int] | None:
        """The position a person's decision (click, key, menu) is aimed at and who decides
        there; None when no decision is wanted now: dropped silently if the window still shows
        a position the game has left, else with a hint saying why not."""
        snap = self._snapshot
        if snap is not None and self._outdated():
            return None
        if snap is None or snap.waiting is not Waiting.HUMAN_DECISION or snap.decider is None:
            self._view.show_hint(partial(self._why_not_now, snap))
            return None
        return snap, snap.decider

    def _refused(self, seat: int, move: Move) -> bool:
        """The script refuses this legal move (and says why)."""
        why = self.script.refusal(self.game, seat, move) if self.script and self.game else None
        if why is not None:
            self._view.show_hint(why)
        return why is not None

    def _decide_here(self, seat: int, move: Move) -> None:
        """A person's decision at this window: applied, or sent to the table (it comes back
        with the host's update; meanwhile the window shows it as decided)."""
        self.person_acted.emit()
        if self.remote is None or self.game is None:
            self._apply_decision(seat, move)
            return
        self._sent = self._position()
        self.remote.send_decision(len(self.game.log), move)
        self._advance()

    def receive(self, actions: Sequence[Action]) -> None:
        """Actions the table applied (a remote game): shown and animated in order."""
        self._incoming.extend(actions)
        self._queue_advance()

    def remote_changed(self) -> None:
        """The table's status changed (who decided, who is away): redraw."""
        self._queue_advance()

    def refused(self, text: str | Said) -> None:
        """The table refused this window's last move (it raced the game): decide again."""
        self._sent = None
        self._view.show_hint(text)
        self._queue_advance()

    def _position(self) -> tuple[object, ...]:
        game = self.game
        assert game is not None
        return (len(game.log), game.phase, game.state.rolls)

    def undo_target(self) -> int | None:
        """The person whose last decision may be taken back now, if any (`undoable`)."""
        game = self.game
        if game is None or self._animating or self.remote is not None:
            return None
        return undoable(game)[0]

    def undo(self) -> bool:
        game = self.game
        player = self.undo_target()
        if game is None or player is None:
            self._view.show_hint(self._why_no_undo())
            return False
        first = last_decision(game, player)
        before = tuple(game.log)
        self._new_epoch()  # pending computer answers on this position are discarded
        game.undo(player)
        self._undone = _Undone(game, before, first, len(game.log), player)
        self._focus = player
        # The undone lines go; decisions kept by the undo (others' hidden choices) say theirs.
        self._view.rewind_log(first)
        self._view.log_lines(game_lines(game, first, self.people(game)), False)
        people = self.people(game)
        self._view.announce(
            lambda: people.about(
                player,
                translate("Table", "You took back your last decision."),
                translate("Table", "{name} took back the last decision."),
            ),
            "info",
        )
        self.applied.emit([])
        self._advance()
        return True

    def _why_no_undo(self) -> Said:
        """Why not, as it is now, written when shown."""
        game = self.game
        if game is None:
            reason = ""
        elif self.remote is not None:
            reason = "network"
        else:
            reason = "moving" if self._animating else undoable(game)[1]
        return partial(_no_undo_text, reason)

    def _redoable(self) -> _Undone | None:
        """What the last undo took back, while it may be made again: the table is still and
        all that came since are computers' choices still collected unseen.

        Those are the computers asked again after the undo (the person's choice was never
        theirs to see: `known_state`); the redo drops them and asks again. A roll, a shown
        move or a person's decision since forgets the redo."""
        undone, game = self._undone, self.game
        if undone is None or game is None or self._animating or self.remote is not None:
            return None
        if undone.game is not game or not _only_computers_unseen_since(game, undone.left):
            return None
        return undone

    def redo(self) -> bool:
        """Make again the decision(s) the last undo took back; False and a hint if not now.

        The log is restored as it was before the undo (others' hidden choices in their
        places), so a choice that was collected unseen stays unseen, and it reads as it did."""
        game = self.game
        undone = self._redoable()
        if game is None or undone is None:
            self._view.show_hint(self._why_no_redo())
            return False
        self._undone = None
        # The computers' choices collected since the undo go with the truncation; they are
        # asked again on the redone position (their answers in flight are stale).
        self._new_epoch()
        game.truncate(undone.start)
        people = self.people(game)
        events: list[Event] = []
        lines: list[LogLine] = []
        for position, action in enumerate(undone.log[undone.start :], undone.start):
            applied = game.apply(action)
            events += applied
            lines += action_lines(game, position, action, applied, people)
        self._focus = undone.player
        # The kept choices' lines go and come back in their places, among the redone ones.
        self._view.rewind_log(undone.start)
        self._view.log_lines(lines, True)
        player = undone.player
        self._view.show_hint(
            lambda: people.about(
                player,
                translate("Table", "You made your decision again."),
                translate("Table", "{name} made their decision again."),
            )
        )
        self.applied.emit(events)
        self._show_decided(events)
        return True

    def _why_no_redo(self) -> Said:
        """Why nothing can be redone, as it is now, written when shown."""
        undone, game = self._undone, self.game
        if game is None:
            return partial(_no_redo_text, "")
        if self.remote is not None:
            return partial(_no_redo_text, "network")
        if self._animating:
            return partial(_no_redo_text, "moving")
        if undone is not None and undone.game is game:
            return partial(_no_redo_text, "moved on")
        return partial(_no_redo_text, "")

    # ------------------------------------------------------------------ the coach

    def hint(self) -> bool:
        """Ask the coach about the deciding person's position; the view gets the advice
        (`show_advice`) when it is ready, unless the position changed meanwhile."""
        snap = self._snapshot
        if snap is not None and self._outdated():
            return False
        game = self.game
        key = snap.decision_key if snap is not None else None
        if game is None or snap is None or key is None or snap.decider is None:
            self._view.show_hint(partial(self._nothing_to_hint, snap))
            return False
        seat = snap.decider
        if self.script is not None and (lesson := self.script.lesson_hint(game, seat)) is not None:
            self._view.show_hint(lesson)
            return False
        from ..stats import HINTS_NOTE  # the statistics load after the first paint

        hints = game.notes.setdefault(HINTS_NOTE, [])
        if seat not in hints:
            hints.append(seat)
            hints.sort()
            self.hint_used.emit()
        rules, past = game.rules, game.copy()
        from ..ai.coach import advise

        if self._coach is None:
            from .jobs import BackgroundJobs

            self._coach = BackgroundJobs(self)
        self._coach.cancel(self._hint_ticket)
        self._hint_ticket = self._coach.submit(
            lambda job: advise(rules, past.known_state(seat), seat),
            lambda result: self._on_advice(key, result),
        )
        return True

    @property
    def hint_pending(self) -> bool:
        """The coach is still thinking about the last hint asked for."""
        return self._coach is not None and self._coach.busy(self._hint_ticket)

    def _on_advice(self, key: tuple[object, ...], result: object) -> None:
        snap = self._snapshot
        if snap is None or snap.game is not self.game or snap.decision_key != key:
            return  # the position changed meanwhile: a stale answer
        if not isinstance(result, list):
            self._view.show_hint(
                lambda: translate("Table", "The coach could not judge this position.")
            )
            return
        self._view.show_advice(result)

    def _nothing_to_hint(self, snap: TableSnapshot | None) -> str:
        if snap is None:
            return translate("Table", "Start a game first (Game > New).")
        if snap.reviewing or snap.waiting is Waiting.OVER:
            return translate(
                "Table", "Nothing to hint: the game is over. The coach reviews it from the results."
            )
        if snap.waiting is Waiting.HUMAN_ROLL:
            return translate("Table", "Nothing to hint yet: roll the dice first (R).")
        if snap.waiting is Waiting.COMPUTER and snap.computer is not None:
            return translate("Table", "Nothing to hint: {name} is playing.").format(
                name=snap.game.players[snap.computer].name
            )
        return translate("Table", "Nothing to hint now.")

    # ------------------------------------------------------------------ explanations

    def explain(self, player: int, move: Move) -> str:
        """Why `player` may not make `move` now, in the player's words."""
        return self._explaining(player, move)()

    def _explaining(self, player: int, move: Move) -> Said:
        """Why not, about the position now, written when shown (in a language chosen while
        the explanation shows too)."""
        game = self.game
        if game is None:
            return partial(str)
        state = game.state
        try:
            game.rules.apply(state, Decision(player, move))
        except IllegalMoveError as error:
            texts, people = texts_of(game), self.people(game)
            return partial(texts.rule_text, error.rule, state, player, move, people)
        return lambda: translate("Table", "That move is not offered now.")

    @property
    def own_seat(self) -> int | None:
        """At a network table (its final's too): this window's seat, the one person whose
        game this window's is (the others play in their own windows); None when every person
        at the table plays at this window."""
        return self.remote.seat if self.remote is not None else self._you

    def people(self, game: Game) -> People:
        """The players as sentences here name them: at a network table this window's seat
        is "you", whoever else is a person (its final's too); else as People.of says."""
        you = self.own_seat
        if you is not None:
            return People(tuple(player.name for player in game.players), you)
        return People.of(game.players)

    def explain_other(self, what: str) -> None:
        """A click on a part of a sheet that is never crossed by hand."""
        game = self.game
        if game is None:
            self._view.show_hint(partial(self._why_not_now, None))
            return
        self._view.show_hint(partial(texts_of(game).other_click, what))

    def _why_not_now(self, snap: TableSnapshot | None) -> str:
        if snap is None:
            return translate("Table", "Start a game first (Game > New).")
        people = self.people(snap.game)
        names = people.names
        if snap.waiting is Waiting.OVER or snap.game.is_over:  # its last move may still animate
            return translate("Table", "The game is over.")
        if snap.waiting in (Waiting.ANIMATION, Waiting.ROLL_SENT):
            return translate("Table", "Just a moment: the dice are still rolling.")
        if snap.waiting is Waiting.HUMAN_ROLL:
            return people.about(
                snap.state.active,
                translate("Table", "Roll the dice first (R)."),
                translate("Table", "{name} rolls the dice first (R)."),
            )
        if snap.waiting is Waiting.COMPUTER and snap.computer is not None:
            return translate("Table", "Wait: {name} is playing.").format(name=names[snap.computer])
        if snap.waiting is Waiting.HUMAN_DECISION:
            return texts_of(snap.game).decide_first()
        return translate("Table", "Not now.")

    # ------------------------------------------------------------------ the flow

    def _new_epoch(self) -> None:
        """Forget scheduled computer moves and animations of the previous position."""
        self._flow = _Flow(self._flow.epoch + 1)
        self._animating = False
        self._wake.stop()
        self._view.stop_animations()

    def _queue_advance(self) -> None:
        # Always through the event loop: keeps the stack flat and the window responsive.
        if not self._advance_queued:
            self._advance_queued = True
            QTimer.singleShot(0, self, self._queued_advance)

    def _queued_advance(self) -> None:
        self._advance_queued = False
        self._advance()

    def _advance(self) -> None:
        game = self.game
        if game is None or self._animating or self._stopped:
            return
        if self.remote is not None:
            self._advance_remote(game, self.remote)
            return
        if game.is_over:
            self._publish(Waiting.OVER)
            return
        now = time.monotonic()
        if game.needs_roll:
            active = game.state.active
            if game.players[active].is_human and game.rules.rolls_itself(game.state):
                self._apply_roll()  # e.g. Qwantum's re-roll of the dice the person picked
                return
            if game.players[active].is_human:
                self._focus = active
                self._publish(Waiting.HUMAN_ROLL)
                return
            self._publish(Waiting.COMPUTER, computer=active)
            if not self._flow.roll_scheduled:
                self._flow.roll_scheduled = True
                self._schedule(self._pace_ms(COMPUTER_ROLL_DELAY), self._computer_roll)
            return
        deciders = game.deciders()
        flow = self._flow
        # A computer move that is ready and due is applied now; one at a time.
        for seat in deciders:
            pending = flow.bots.get(seat)
            if pending is not None and pending.move is not None and pending.due <= now:
                del flow.bots[seat]
                self._apply_bot_move(seat, pending.move)
                return
        for seat in deciders:
            if not game.players[seat].is_human and seat not in flow.bots:
                self._request_bot(seat)
        humans = self._human_order(deciders)
        if humans:
            self._focus = humans[0]
            self._publish(Waiting.HUMAN_DECISION, decider=humans[0])
        else:
            waiting_for = next((s for s in deciders if s == game.state.active), deciders[0])
            self._publish(Waiting.COMPUTER, computer=waiting_for)
        due = [p.due for s, p in flow.bots.items() if p.move is not None and s in deciders]
        if due:
            self._wake.start(max(0, int((min(due) - now) * 1000)))

    def _advance_remote(self, game: Game, remote: Elsewhere) -> None:
        """A network game: apply what the table sent, else wait for this window's person or
        for the others."""
        if self._incoming:
            action = self._incoming.popleft()
            if isinstance(action, Roll):
                self._apply_roll(action.dice)
            else:
                self._apply_decision(action.player, action.move)
            return
        if game.is_over:
            self._publish(Waiting.OVER)
            return
        if remote.left():
            self._publish(Waiting.NOTHING)  # nobody plays it here any more
            return
        seat = remote.seat
        here = remote.started() and not self.sending
        if game.needs_roll:
            active = game.state.active
            if here and active == seat and not game.rolls_itself:
                self._publish(Waiting.HUMAN_ROLL)
            elif self.sending and active == seat:
                # The roll is this window's, not the table's to wait for ("Ana is rolling…"
                # in Ana's own window): it rolls as soon as the table's answer comes.
                self._publish(Waiting.ROLL_SENT)
            else:
                self._publish(Waiting.COMPUTER, computer=active if remote.started() else None)
            return
        deciders = game.deciders()
        if here and seat in deciders and seat not in remote.decided():
            self._focus = seat
            self._publish(Waiting.HUMAN_DECISION, decider=seat)
            return
        others = [s for s in deciders if s != seat and s not in remote.decided()]
        self._publish(Waiting.COMPUTER, computer=others[0] if others and remote.started() else None)

    def _human_order(self, deciders: Sequence[int]) -> list[int]:
        """Humans still to decide, starting with the active player (hot-seat order)."""
        game = self.game
        assert game is not None
        count = len(game.players)
        active = game.state.active
        order = sorted(deciders, key=lambda seat: (seat - active) % count)
        return [seat for seat in order if game.players[seat].is_human]

    def _schedule(self, delay_ms: int, action: Callable[[], None]) -> None:
        epoch = self._flow.epoch

        def fire() -> None:
            if epoch == self._flow.epoch:
                action()

        QTimer.singleShot(delay_ms, self, fire)

    def _pace_ms(self, base: int) -> int:
        return int(base * self._timing.pace)

    def _computer_roll(self) -> None:
        game = self.game
        if game is None or not game.needs_roll or self._animating:
            return
        self._apply_roll()

    def _request_bot(self, seat: int) -> None:
        game = self.game
        assert game is not None
        think = COMPUTER_COLOUR_THINK if game.phase is not Phase.WHITE else COMPUTER_WHITE_THINK
        pending = _PendingBot(time.monotonic(), self._pace_ms(think))
        self._flow.bots[seat] = pending
        try:
            # Asked again after an undo or a resume, others' choices may be in: unseen.
            state = game.known_state(seat)
        except Exception as error:  # a bug: nothing to think on, the seat plays safe
            self._bot_failed(seat, error)
            self._bot_answered(pending, game.safe_move(seat))
            return
        ticket = self._next_ticket
        self._next_ticket += 1
        self._tickets[ticket] = (self._flow.epoch, seat)
        self._runner.request(ticket, seat, state)

    def _on_bot_decided(self, ticket: int, seat: int, result: object) -> None:
        epoch, _ = self._tickets.pop(ticket, (-1, -1))
        pending = self._flow.bots.get(seat)
        if epoch != self._flow.epoch or pending is None or self.game is None:
            return  # the position changed meanwhile (undo, new game): a stale answer
        legal = self.game.legal_moves(seat)
        move = next((m for m in legal if m == result), None)
        if move is None:
            # A broken bot must not stop the game: it plays safe, and the log says why (its
            # error is on stderr already: the runner's).
            self._bot_failed(seat, None)
            move = self.game.safe_move(seat)
        self._bot_answered(pending, move)

    def _bot_answered(self, pending: _PendingBot, move: Move) -> None:
        pending.move = move
        pending.due = pending.requested_at + pending.think_ms / 1000
        self._queue_advance()

    def _bot_failed(self, seat: int, error: Exception | None) -> None:
        """One line in the log (and the reason on stderr): the computer at `seat` plays the
        safe move, a pass in every game so far."""
        assert self.game is not None
        name = self.game.players[seat].name
        if error is not None:
            # A log record, not a print: the tests fail on one they did not expect (conftest).
            log.error(
                "the computer player %s failed: %s; it plays the safe move", name, one_line(error)
            )
        self._view.announce(
            lambda: translate("Table", "{name} could not decide and passes.").format(name=name),
            "warning",
        )

    def _apply_bot_move(self, seat: int, move: Move) -> None:
        """A computer's move; if applying it fails (its move, or what applying it sets off:
        the log, the animation) the seat plays the safe move, said in one line: a seat
        waiting for a computer that never moves would hang the game."""
        game = self.game
        assert game is not None
        length = len(game.log)
        try:
            self._apply_decision(seat, move)
            return
        except Exception as error:
            self._bot_failed(seat, error)
        if len(game.log) > length or seat not in game.deciders():
            # The move went in and what came after it failed: nothing animates; go on.
            self._animating = False
            self._queue_advance()
            return
        self._apply_decision(seat, game.safe_move(seat))

    # ------------------------------------------------------------------ applying

    def _apply_roll(self, dice: Sequence[int | None] | None = None) -> None:
        game = self.game
        assert game is not None
        self._flow = _Flow(self._flow.epoch + 1)  # a new position: old requests are stale
        if dice is None and self.script is not None:
            dice = self.script.dice(game)
        events = game.roll(dice)
        self.applied.emit(events)
        self._log_last_action(events)
        dice = next(e.dice for e in events if isinstance(e, DiceRolled))
        self._run_animation(lambda: self._view.animate_roll(dice))

    def _apply_decision(self, seat: int, move: Move) -> None:
        game = self.game
        assert game is not None
        events = game.decide(seat, move)
        self.applied.emit(events)
        self._log_last_action(events)
        self._show_decided(events)

    def _show_decided(self, events: Sequence[Event]) -> None:
        """Animate what applied decisions changed, then go on."""
        animated = (
            NumberCrossed | MisthrowTaken | RowLocked | FigureMoved | NumberWritten | ColumnScored
        )
        if any(isinstance(e, animated) for e in events):
            self._run_animation(lambda: self._view.animate_events(events))
        else:
            self._queue_advance()
        if any(isinstance(e, GameOver) for e in events):
            self.game_finished.emit()

    def _run_animation(self, make: Callable[[], QAbstractAnimation | None]) -> None:
        """Show the position, play the view's animation of it, then go on (at once when
        nothing plays: speed 0)."""
        self._animating = True
        epoch = self._flow.epoch
        self._publish(Waiting.ANIMATION)

        def finished() -> None:
            if epoch != self._flow.epoch:
                return  # undone or replaced while it played
            self._animating = False
            self._queue_advance()

        animation = make()
        if animation is None:
            finished()
            return
        animation.finished.connect(finished)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _log_last_action(self, events: Sequence[Event]) -> None:
        game = self.game
        assert game is not None
        position = len(game.log) - 1
        lines = action_lines(game, position, game.log[position], events, self.people(game))
        self._view.log_lines(lines, True)

    # ------------------------------------------------------------------ publishing

    def _publish(
        self, waiting: Waiting, *, decider: int | None = None, computer: int | None = None
    ) -> None:
        game = self.game
        if game is None:
            return
        moves: tuple[Move, ...] = tuple(game.legal_moves(decider)) if decider is not None else ()
        remote = self.remote
        snap = TableSnapshot(
            game=game,
            state=game.state,
            waiting=waiting,
            focus=self._focus,
            decider=decider,
            moves=moves,
            computer=computer,
            can_undo=self.undo_target() is not None,
            can_redo=self._redoable() is not None,
            players_to_join=remote is not None and not remote.started() and not remote.left(),
            hosting=remote is not None and remote.hosting(),
            networked=remote is not None,
        )
        snap = _with_prompt(snap, self.people(game))
        if self.remote is not None and not snap.reviewing:
            # Waiting for others' hidden choices, the table's word ("Ana ✓, Ben …") is all.
            collected = game.rules.is_simultaneous(game.phase) and not game.needs_roll
            base = "" if waiting is Waiting.COMPUTER and collected else snap.prompt
            extra = self.remote.describe(game, self.sending)
            snap = replace(snap, prompt=" ".join(filter(None, (base, extra))))
        self._snapshot = snap
        self._view.show_table(snap)
        self.changed.emit()

    @staticmethod
    def preview(game: Game) -> TableSnapshot:
        """A still picture of `game` (behind the resume offer); nothing plays."""
        humans = [seat for seat, player in enumerate(game.players) if player.is_human]
        return _with_prompt(
            TableSnapshot(game, game.state, Waiting.NOTHING, humans[0] if humans else 0, None)
        )

    @staticmethod
    def unknown_levels(game: Game) -> list[str]:
        """The computer levels named by the game's seats that this version does not have.
        Checked by name: building the bots would load their tables here, on the GUI thread."""
        from ..ai import LEVELS, bot_names

        named = [p.controller for p in game.players if not p.is_human]
        # Every game's AI has the levels (GameAI.bot_names): asking it imports that game's AI
        # (numpy, its tables), which froze the window for 0.4-1.4 s at Open and at a start
        # with an autosave, though the bots play in their worker. Only other names ask.
        if all(name in LEVELS for name in named):
            return []
        known = bot_names(game.rules)
        return [name for name in named if name not in known]

    def review_snapshot(self, log_length: int) -> TableSnapshot | None:
        """The table as it was after the first `log_length` actions (for the review bar)."""
        if self.game is None:
            return None
        past = self.game.copy()
        try:
            past.truncate(log_length)
        except EngineError:
            return None
        snap = TableSnapshot(past, past.state, Waiting.OVER, self._focus, None, reviewing=True)
        return _with_prompt(snap)


def undoable(game: Game) -> tuple[int | None, str]:
    """Who may take back their last decision now; else None and why not ("over", "rolled",
    "shown", "nothing").

    Undo must never let a person decide again knowing more than when they decided. So only
    the latest decision of a person can be taken back, and only while nothing has been shown
    since: no dice rolled, no move of another player applied. In a collected phase (action 1:
    everyone decides on the same dice) the choices stay hidden until the last one is in and
    all are applied together: until then a person may change theirs (the others' hidden
    choices stay; computers still thinking are asked again), once they are shown every choice
    stands. A decision that itself completed such a phase showed the others' choices: it
    stands too. A finished game's decisions all stand (its result is recorded).
    """
    if game.is_over:
        return None, "over"
    log = game.log
    hidden = game.collected_unseen()
    for index in range(len(log) - 1, -1, -1):
        action = log[index]
        if isinstance(action, Roll):
            return None, "rolled"
        if game.players[action.player].is_human:
            break
    else:
        return None, "nothing"
    shown = len(log) - hidden  # the entries before this are applied and on the table
    if index >= shown:
        return action.player, ""  # still collected, unseen
    if index < shown - 1 or _completed_a_collected_phase(game, index):
        return None, "shown"
    return action.player, ""


def _completed_a_collected_phase(game: Game, index: int) -> bool:
    """Whether the decision at `index` was the last one in of a collected phase in which
    other players had decided (completing it showed their choices)."""
    phase = game.phase_of(index)
    if not game.rules.is_simultaneous(phase):
        return False
    player = game.log[index].player  # type: ignore[union-attr]
    for earlier in range(index - 1, -1, -1):
        action = game.log[earlier]
        if isinstance(action, Roll) or game.phase_of(earlier) is not phase:
            return False
        if action.player != player:
            return True
    return False


def _only_computers_unseen_since(game: Game, length: int) -> bool:
    """Every log entry from `length` on is a computer's choice still collected unseen."""
    since = game.log[length:]
    return (
        len(game.log) >= length
        and len(since) <= game.collected_unseen()
        and all(
            isinstance(action, Decision) and not game.players[action.player].is_human
            for action in since
        )
    )


def last_decision(game: Game, player: int) -> int:
    """The index in the log of `player`'s last decision."""
    return max(
        index
        for index, action in enumerate(game.log)
        if isinstance(action, Decision) and action.player == player
    )


def _with_prompt(snap: TableSnapshot, people: People | None = None) -> TableSnapshot:
    return replace(snap, prompt=prompt_text(snap, people))


def prompt_text(snap: TableSnapshot, people: People | None = None) -> str:
    """The status line: whose decision it is and what they can do (`people`: as the game's
    players are called here, People.of them unless given)."""
    game = snap.game
    people = people if people is not None else People.of(game.players)
    state = snap.state
    if snap.reviewing:
        return translate("Table", "Reviewing the game: move the slider to step through it.")
    if snap.waiting is Waiting.OVER:
        return translate("Table", "Game over.")
    if snap.waiting is Waiting.HUMAN_ROLL:
        return people.ask(state.active, translate("Table", "Roll the dice (R or the Roll button)."))
    if snap.waiting is Waiting.ROLL_SENT:
        return translate("Table", "Rolling…")
    texts = texts_of(game)
    if snap.waiting is Waiting.ANIMATION:
        return texts.animation_prompt(state)
    if snap.waiting is Waiting.COMPUTER and snap.computer is not None:
        name = people.names[snap.computer]
        if game.rules.is_chance(state):
            return translate("Table", "{name} is rolling…").format(name=name)
        return texts.computer_prompt(state, name)
    if snap.waiting is Waiting.HUMAN_DECISION and snap.decider is not None:
        return people.ask(snap.decider, texts.decision_prompt(state, snap.decider, snap.moves))
    return ""


def _no_undo_text(reason: str) -> str:
    """Why nothing can be undone, for `undoable`'s reason ("moving": the table moves)."""
    texts = {
        "moving": translate("Table", "Nothing to undo while the table moves."),
        "network": network_no_undo_text(),
        "over": translate("Table", "The game is over: its decisions stand."),
        "rolled": translate("Table", "Nothing to undo: the dice have been rolled since."),
        "shown": translate(
            "Table", "Nothing to undo: other players' choices have been shown since."
        ),
    }
    return texts.get(reason, translate("Table", "Nothing to undo."))


def network_no_undo_text() -> str:
    """Why Undo and Redo are off at a network table (said by their tooltips too)."""
    return translate(
        "Table", "A network game has no undo: each decision goes to the table at once."
    )


def _no_redo_text(reason: str) -> str:
    """Why nothing can be redone ("moving": the table moves; "moved on": something was
    decided, rolled or applied after the undo)."""
    texts = {
        "moving": translate("Table", "Nothing to redo while the table moves."),
        "network": network_no_undo_text(),
        "moved on": translate("Table", "Nothing to redo: the game has moved on since the undo."),
    }
    return texts.get(reason, translate("Table", "Nothing to redo."))


def pass_label(snap: TableSnapshot) -> str:
    """The label of the pass button for the deciding human."""
    seat = snap.decider if snap.decider is not None else -1
    return texts_of(snap.game).pass_label(snap.state, seat)


__all__ = [
    "GameController",
    "Pass",
    "TableSnapshot",
    "TableView",
    "Waiting",
    "pass_label",
    "prompt_text",
]
