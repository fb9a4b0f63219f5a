"""The coach's post-game review: the human players' costliest decisions, one card each.

The game is replayed and judged off the main thread (`ai.review.review_game`) while the
panel says how far it got. Each card shows the position with the move made in pencil and the
coach's move ringed (a small sheet; the On Board board for figure moves; Qwantum's sheet, and
its dice for a re-roll), the dice, and both moves in words with what the mistake cost.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..ai.coach import ValueScale, value_scale
from ..ai.review import LIMIT, Mistake, decisions_to_judge, review_game
from ..engine import Game
from ..games import get_game
from .accessible import announce
from .controller import TableSnapshot, Waiting
from .gametexts import texts_of
from .i18n import counted, translate
from .jobs import BackgroundJobs, JobContext
from .kit import PICTURE_WIDTH
from .movetext import regret_words, scale_note
from .names import People
from .overlays import Overlay, _title_font
from .style import FocusRing, KeyScrollArea, Look


def position_before(game: Game, mistake: Mistake) -> TableSnapshot:
    """The table as the player saw it when making the decision."""
    past = game.copy()
    past.truncate(mistake.index)
    return TableSnapshot(past, past.state, Waiting.OVER, mistake.player, None, reviewing=True)


def paper_mark(look: Look, colour: QColor, sign: str) -> str:
    """A mark of the pictures (the move made, the coach's ring) in the card's words. In
    high contrast on a slip of the paper it is drawn on there: the brown of the move made is
    7:1 on the paper and 1.6:1 on the dark theme's black card."""
    paper = f" background-color:{look.coach_paper.name()};" if look.high_contrast else ""
    return f"<span style='color:{colour.name()};{paper} font-weight:700'>{sign}</span>"


def mistake_picture(look: Look, before: TableSnapshot, mistake: Mistake) -> QWidget | None:
    """The picture of a mistake's position, with the move made and the coach's move marked,
    as its game's kit draws it (`KitFactory.review_picture`). None: the card shows the words
    and the dice only."""
    return get_game(before.game.setup.variant).kit().review_picture(look, before, mistake)


def _framed(picture: QWidget) -> QWidget:
    """The picture at a fixed size, in a frame the card's layout cannot squeeze (a compact
    sheet's height-for-width would let it)."""
    frame = QWidget()
    height = (
        picture.heightForWidth(PICTURE_WIDTH)
        if picture.hasHeightForWidth()
        else picture.sizeHint().height()
    )
    frame.setFixedSize(PICTURE_WIDTH, height)
    picture.setParent(frame)
    picture.setGeometry(0, 0, PICTURE_WIDTH, height)
    return frame


class MistakeCard(QFrame):
    """One decision: picture, dice, the move made and the coach's move."""

    def __init__(
        self,
        look: Look,
        game: Game,
        mistake: Mistake,
        rank: int,
        scale: ValueScale,
        people: People | None = None,
    ) -> None:
        """`people`: as the window names the players (a network window's own seat is "you",
        which the players alone do not say); People.of the game's players by default."""
        super().__init__()
        self.setObjectName("mistakeCard")
        self.setStyleSheet(
            "QFrame#mistakeCard { background: palette(base); border-radius: 10px;"
            f" border: 1px solid {look.card_edge}; }}"
            " QFrame#mistakeCard QLabel { background: transparent; border: none; }"
        )
        self.mistake, self._look = mistake, look
        before = position_before(game, mistake)
        state = before.state
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 8)
        row.setSpacing(14)
        self.picture = mistake_picture(look, before, mistake)
        if self.picture is not None:
            frame = _framed(self.picture)
            row.addWidget(frame, 0, Qt.AlignmentFlag.AlignTop)
            self.setMinimumHeight(frame.height() + 18)
        text = QVBoxLayout()
        text.setSpacing(3)
        self._game, self._rank, self._scale = game, rank, scale
        self._people = people or People.of(game.players)
        self._state = state
        self.heading, self.dice, self.played, self.best, self.cost = (QLabel() for _ in range(5))
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setFont(_title_font(self, 15))
        self.cost.setObjectName("mistakeCost")
        for label in (self.heading, self.dice, self.played, self.best, self.cost):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            text.addWidget(label)
        self.retranslate()
        text.addStretch(1)
        row.addLayout(text, 1)

    def changeEvent(self, event: QEvent) -> None:
        # Its words follow the language chosen while it shows, as the rest of the window's
        # do: the daily card kept "Roll 6", "Dice:", "Played:" after a switch to Spanish.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        mistake, state, player = self.mistake, self._state, self.mistake.player
        self.heading.setText(
            self._people.about(
                player,
                translate("Coach", "{rank}. Roll {roll}"),
                translate("Coach", "{rank}. {name}, roll {roll}"),
                rank=self._rank,
                roll=max(1, mistake.roll),
            )
        )
        texts = texts_of(self._game)
        dice = texts.dice_words(state)
        self.dice.setText(translate("Coach", "Dice: {dice}").format(dice=dice) if dice else "")
        played = texts.move_words(mistake.played.move, state, player)
        best = texts.move_words(mistake.best.move, state, player)
        played_line = translate("Coach", "{mark} Played: {move}")
        best_line = translate("Coach", "{mark} The coach: {move}")
        self.played.setText(
            played_line.format(
                mark=paper_mark(self._look, self._look.played_cross, "\u2715"),
                move=f"<b>{played}</b>",
            )
        )
        self.best.setText(
            best_line.format(
                mark=paper_mark(self._look, self._look.coach_ring, "\u25ef"),
                move=f"<b>{best}</b>",
            )
        )
        self.cost.setText(
            translate("Coach", "Cost: {loss}").format(
                loss=regret_words(mistake.regret, self._scale)
            )
        )
        # By ear: the marks are the pictures' ("multiplication x", "large circle" to a screen
        # reader), and the card, which takes no focus, is named as one sentence of its lines.
        self.played.setAccessibleName(played_line.format(mark="", move=played).strip())
        self.best.setAccessibleName(best_line.format(mark="", move=best).strip())
        lines = [self.heading.text(), self.dice.text(), self.played.accessibleName()]
        lines += [self.best.accessibleName(), self.cost.text()]
        self.setAccessibleName(". ".join(line for line in lines if line) + ".")


class MistakeList(QWidget):
    """The coach's review of a game: a progress bar while it analyses (off the main thread),
    then a scrolling list of mistake cards. The panels that show it say what it found in their
    own words (`verdict`).

    Its bar and list stand in the panel's layout as they would on their own: no margins,
    the panel's `spacing` between them.
    """

    progressed = Signal(int, int)  # decisions judged, of how many
    reviewed = Signal()  # the review ended: `mistakes` holds them, or it failed

    def __init__(
        self, parent: QWidget, look: Look, jobs: BackgroundJobs, *, spacing: int, bar_height: int
    ) -> None:
        super().__init__(parent)
        self.look = look
        self._jobs = jobs
        self._ticket: int | None = None
        self._game: Game | None = None
        self._people: People | None = None
        self.mistakes: list[Mistake] | None = None  # None while analysing or when it failed
        self.decisions = 0  # how many decisions the review judges
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(bar_height)
        self.items = QWidget()
        self.items_layout = QVBoxLayout(self.items)
        self.items_layout.setContentsMargins(0, 0, 6, 0)
        self.items_layout.setSpacing(8)
        self.items_layout.addStretch(1)
        self.scroller = KeyScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidget(self.items)
        # The list's only Tab stop (its arrows and page keys scroll it): its focus shows.
        self._focus_ring = FocusRing(self.scroller, lambda: self.look)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(spacing)
        layout.addWidget(self.progress)
        layout.addWidget(self.scroller, 1)

    def review(
        self,
        game: Game,
        limit: int = LIMIT,
        people: People | None = None,
        seats: tuple[int, ...] | None = None,
    ) -> None:
        """Judge the decisions of `seats` (default: the human players) in `game` (a copy:
        the game may go on); `people`: as the cards name the players (see MistakeCard)."""
        self.cancel()
        self._game = game
        self._people = people
        self.mistakes = None
        self.decisions = decisions_to_judge(game, seats)
        self._clear()
        self.progress.setRange(0, 0)  # busy until the first progress report
        self.progress.show()
        snapshot = game.copy()

        def job(context: JobContext) -> list[Mistake]:
            return review_game(
                snapshot,
                seats,
                limit=limit,
                progress=context.progress,
                cancelled=context.cancelled,
            )

        self._ticket = self._jobs.submit(job, self._on_done, self._on_progress)

    def cancel(self) -> None:
        self._jobs.cancel(self._ticket)
        self._ticket = None

    @property
    def analysing(self) -> bool:
        return self._jobs.busy(self._ticket)

    def verdict(self, found: str) -> str:
        """What the review came to: that it failed, that nothing cost much, else `found`."""
        if self.mistakes is None:
            return translate("Coach", "The coach could not review this game.")
        if not self.mistakes and self.decisions:
            # What the coach looked at: a review that found nothing does not look like one
            # that did not run. "Cost little", not "as good as the coach's": once a game is
            # decided a move that loses only points is not counted (ai/review.py).
            return counted(
                self.decisions,
                translate(
                    "Coach",
                    "No costly decisions: the coach checked the one decision made, and it cost"
                    " little.",
                ),
                translate(
                    "Coach",
                    "No costly decisions: the coach checked all {count} decisions made, and"
                    " none cost much.",
                ),
            )
        if not self.mistakes:
            return translate(
                "Coach", "No costly decisions: every move was as good as the coach's (or nearly)."
            )
        return found

    def scale(self) -> ValueScale:
        """The value scale the cards' costs are told in."""
        game = self._game
        assert game is not None, "no game reviewed yet"
        return value_scale(game.rules, len(game.players))

    def set_look(self, look: Look) -> None:
        """Draw the cards in `look` (the review may be open while Settings changes the theme
        or the colour-blind palette: its cards kept the colours they were made in)."""
        self.look = look
        if self.mistakes is not None:
            self.show_mistakes()

    def show_mistakes(self) -> None:
        """One card a mistake, in order (again after a change of look)."""
        game = self._game
        assert game is not None, "no game reviewed yet"
        self._clear()
        for rank, mistake in enumerate(self.mistakes or [], start=1):
            card = MistakeCard(self.look, game, mistake, rank, self.scale(), self._people)
            self.items_layout.insertWidget(self.items_layout.count() - 1, card)
        self._lay_out_now()

    def _lay_out_now(self) -> None:
        """The cards shown at their places now, not over the event loop's next turns: the
        list's first frame had them squeezed over one another (a flicker). A layout shows a
        widget added to a visible parent only on a later turn, and the scroll area sizes its
        list on a posted request."""
        if self.items.isVisible():  # else they show with it
            for card in self.cards():
                card.show()
        self.items_layout.activate()
        own = self.layout()
        if own is not None:
            own.activate()  # the progress bar's room given to the list
        QCoreApplication.sendEvent(self.scroller, QEvent(QEvent.Type.LayoutRequest))

    def cards(self) -> list[MistakeCard]:
        found = (self.items_layout.itemAt(i) for i in range(self.items_layout.count()))
        return [
            widget
            for item in found
            if item is not None and isinstance(widget := item.widget(), MistakeCard)
        ]

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progressed.emit(done, total)

    def _on_done(self, result: object) -> None:
        self._ticket = None
        self.progress.hide()
        if isinstance(result, list):
            self.mistakes = result
            self.show_mistakes()
        self.reviewed.emit()

    def _clear(self) -> None:
        while self.items_layout.count() > 1:
            item = self.items_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()


COMPACT_WIDTH = 560  # the card of a review without cards


class CoachReviewPanel(Overlay):
    """Over the table after a game; "Back to the results" (or Esc) returns to the results
    panel."""

    back = Signal()

    def escape(self) -> bool:
        self.back.emit()
        return True

    def __init__(self, parent: QWidget, look: Look) -> None:
        super().__init__(parent)
        self.look = look
        self._jobs = BackgroundJobs(self)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 22))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A review that found nothing costly is a short card of praise, not an empty list.
        self.praise = QLabel(self.card)
        self.praise.setObjectName("coachPraise")
        self.praise.setFont(_title_font(self, 18))
        self.praise.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.praise.hide()
        self.status = QLabel(self.card)
        self.status.setObjectName("coachStatus")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.mistake_list = MistakeList(self.card, look, self._jobs, spacing=10, bar_height=10)
        self.mistake_list.progressed.connect(self._on_progress)
        self.mistake_list.reviewed.connect(self._on_reviewed)
        self.mistake_list.reviewed.connect(self._say_verdict)
        self.note = QLabel(self.card)
        self.note.setWordWrap(True)
        self.back_button = QPushButton(self.card)
        self.back_button.setObjectName("coachBack")
        self.back_button.setMinimumHeight(34)
        self.back_button.clicked.connect(self.back)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        layout.addWidget(self.title)
        layout.addWidget(self.praise)
        layout.addWidget(self.status)
        layout.addWidget(self.mistake_list, 1)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.retranslate()

    # ---------------------------------------------------------------- sizing

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)

    def popup(self) -> None:
        self._fit()
        super().popup()

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(900, parent.width() - 60)
        if not self.mistake_list.isHidden():
            self.card.setFixedSize(width, max(300, parent.height() - 50))
            return
        # No list: the card as high as its words at a width that reads as one short note.
        width = min(COMPACT_WIDTH, width)
        layout = self.card.layout()
        assert layout is not None
        height = (
            layout.totalHeightForWidth(width)
            if layout.hasHeightForWidth()
            else layout.totalSizeHint().height()
        )
        self.card.setFixedSize(width, min(height, parent.height() - 50))
        outer = self.layout()
        if outer is not None:
            outer.activate()  # centred now: a review ends while the panel shows

    # ---------------------------------------------------------------- the review

    def set_look(self, look: Look) -> None:
        self.look = look
        self.mistake_list.set_look(look)

    def retranslate(self) -> None:
        self.title.setText(translate("Coach", "Coach review"))
        self.back_button.setText(translate("Coach", "Back to the results"))
        if self.mistakes is not None:  # the cards follow the language themselves
            self._on_reviewed()

    def start(
        self, game: Game, people: People | None = None, seats: tuple[int, ...] | None = None
    ) -> None:
        """Analyse `game` (off the main thread) and show the panel meanwhile; `people`: as
        the window names the players; `seats`: whose decisions (default: every person's)."""
        self.status.setText(translate("Coach", "Analysing the game…"))
        self.note.clear()
        self.praise.hide()
        self.mistake_list.show()
        self.mistake_list.review(game, people=people, seats=seats)
        self.popup()

    def cancel(self) -> None:
        self.mistake_list.cancel()

    def shutdown(self) -> None:
        self._jobs.shutdown()

    @property
    def analysing(self) -> bool:
        return self.mistake_list.analysing

    @property
    def mistakes(self) -> list[Mistake] | None:
        """The costliest decisions, largest first; None while analysing or if it failed."""
        return self.mistake_list.mistakes

    def _on_progress(self, done: int, total: int) -> None:
        self.status.setText(
            translate("Coach", "Analysing the game… {done} of {total} decisions").format(
                done=done, total=total
            )
        )

    def _on_reviewed(self) -> None:
        self.status.setText(
            self.mistake_list.verdict(
                translate("Coach", "The decisions that cost the most, largest first.")
            )
        )
        cards = bool(self.cards())
        self.note.setText(scale_note(self.mistake_list.scale()) if cards else "")
        self.note.setVisible(cards)
        self.praise.setText(translate("Coach", "Well played!"))
        self.praise.setVisible(self.mistakes == [])
        self.mistake_list.setVisible(cards)
        self._fit()

    def _say_verdict(self) -> None:
        """The review's end said (its words changed where the focus is not): the praise and
        what the coach checked, or where the cards start."""
        said = [self.praise.text()] if self.praise.isVisibleTo(self) else []
        announce(self, " ".join([*said, self.status.text()]))

    def cards(self) -> list[MistakeCard]:
        return self.mistake_list.cards()
