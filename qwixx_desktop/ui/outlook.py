"""The coach's outlook on the table (a setting, off by default): after each player's name, their
chance to win ("38 % to win") or, where the game's expert estimates scores, their expected
final score ("≈ 92 points").

The game's AI computes it (`ai.outlook.outlook_of`) on a worker thread (`BackgroundJobs`),
never on the GUI thread, once per position: after every roll and every decision. A newer
position cancels the older job and an answer about a position no longer shown is dropped; the
last notes stay until the new ones come, so they do not flicker. A finished game shows none
(the results say who won), nor does a network table still waiting for people to join.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..ai.kit import Outlook, ValueScale
from ..engine import AnyRules, Phase
from ..typography import number_text, percent_texts
from .controller import TableSnapshot
from .i18n import plural, translate
from .paper import PaperSheet

if TYPE_CHECKING:
    from .jobs import BackgroundJobs, JobContext

Sheets = Callable[[], Iterable[PaperSheet[Any, Any, Any]]]


def outlook_note(outlook: Outlook, seat: int) -> str:
    """What a player's sheet says of their outlook; "" for a scale that is no outlook."""
    value = outlook.values[seat]
    if outlook.scale is ValueScale.WIN_CHANCE:
        # The players' chances add up to 100 % as shown (each rounded alone they could make
        # 99 % or 101 %); never "0 %" or "100 %" for a game that is still open.
        percent = percent_texts(outlook.values)[seat]
        return translate("Outlook", "{percent} % to win").format(percent=percent)
    if outlook.scale is ValueScale.FINAL_SCORE:
        points = round(value)
        return plural(
            points,
            translate("Outlook", "≈ {points} point"),
            translate("Outlook", "≈ {points} points"),
        ).format(points=number_text(points))
    return ""


def _compute(rules: AnyRules, state: Any, context: JobContext) -> tuple[Outlook | None, int]:
    """The outlook (None: the game has none, or the job was cancelled) and the thread that
    computed it."""
    thread = threading.get_ident()
    if context.cancelled():
        return None, thread
    from ..ai.outlook import outlook_of  # the game's AI loads here, off the GUI thread

    return outlook_of(rules, state), thread


class OutlookView(QObject):
    """Keeps the outlook notes on the shown sheets; `show` gets every snapshot."""

    updated = Signal()  # new notes are on the sheets

    def __init__(self, sheets: Sheets, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheets = sheets  # every sheet the table has (hidden games' too)
        self._enabled = False
        self._jobs: BackgroundJobs | None = None  # made on first use
        self._ticket: int | None = None
        self._snapshot: TableSnapshot | None = None
        self._setup: object = None  # the game the outlook is about
        self._asked: object = None  # the state whose outlook was asked for last
        self._outlook: Outlook | None = None
        self.jobs_started = 0
        self.job_thread: int | None = None  # the thread that computed the last outlook

    @property
    def enabled(self) -> bool:
        return self._enabled

    @property
    def outlook(self) -> Outlook | None:
        """The outlook on the sheets now."""
        return self._outlook

    def set_enabled(self, on: bool) -> None:
        if on == self._enabled:
            return
        self._enabled = on
        self._forget()
        if on and self._snapshot is not None:
            self.show(self._snapshot)

    def show(self, snapshot: TableSnapshot) -> None:
        self._snapshot = snapshot
        if not self._enabled:
            return
        setup = snapshot.game.setup
        if setup is not self._setup:  # another game: nothing of the last one stays
            self._forget()
            self._setup = setup
        state = snapshot.state
        if snapshot.players_to_join:
            # A network table waiting for its people: nobody plays yet, and chances against
            # seats nobody has taken ("21 % to win" beside "Seat 2") are no estimate of anyone.
            self._cancel()
            self._asked = self._outlook = None
        elif state is not self._asked:
            self._asked = state
            if state.phase is Phase.OVER:
                self._cancel()
                self._outlook = None
            else:
                self._ask(snapshot.game.rules, state)
        self._place()

    def shutdown(self) -> None:
        if self._jobs is not None:
            self._jobs.shutdown()

    # ---------------------------------------------------------------- inside

    def _ask(self, rules: AnyRules, state: Any) -> None:
        if self._jobs is None:
            from .jobs import BackgroundJobs

            self._jobs = BackgroundJobs(self)
        self._cancel()
        self.jobs_started += 1
        self._ticket = self._jobs.submit(
            lambda context: _compute(rules, state, context),
            lambda result: self._done(state, result),
        )

    def _done(self, state: object, result: object) -> None:
        if not self._enabled or state is not self._asked:
            return  # a position no longer shown
        self._ticket = None
        outlook: Outlook | None = None
        if isinstance(result, tuple):
            outlook, self.job_thread = result
        # An error in the estimate shows nothing rather than stopping the game.
        self._outlook = outlook
        self._place()
        self.updated.emit()

    def _cancel(self) -> None:
        if self._jobs is not None:
            self._jobs.cancel(self._ticket)
        self._ticket = None

    def _forget(self) -> None:
        self._cancel()
        self._setup = self._asked = self._outlook = None
        self._place()

    def _place(self) -> None:
        """Each sheet's note: its seat's outlook, or none."""
        outlook = self._outlook if self._enabled else None
        for sheet in self._sheets():
            model = sheet.model
            seat = model.seat if model is not None else -1
            if outlook is not None and 0 <= seat < len(outlook.values):
                sheet.set_note(outlook_note(outlook, seat))
            else:
                sheet.set_note("")


__all__ = ["OutlookView", "outlook_note"]
