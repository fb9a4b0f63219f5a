"""The coach's post-game review: the human players' costliest decisions, one card each.

The game is replayed and judged off the main thread (`ai.review.review_game`) while the
panel says how far it got. Each card shows the position (for the crossing games a small
sheet with the move made crossed in pencil and the coach's move ringed), the dice, and both
moves in words with what the mistake cost.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..ai.coach import ValueScale, value_scale
from ..ai.review import Mistake, review_game
from ..engine import Cross, Game
from ..engine.variants import CrossVariant
from .controller import TableSnapshot, Waiting
from .i18n import translate
from .jobs import BackgroundJobs, JobContext
from .movetext import dice_words, move_words, regret_words, scale_note
from .overlays import Overlay, _title_font
from .sheet import COACH_RING, PLAYED_CROSS, CrossSheet, SheetModel
from .style import Look

MINI_SHEET_WIDTH = 360


def position_before(game: Game, mistake: Mistake) -> TableSnapshot:
    """The table as the player saw it when making the decision."""
    past = game.copy()
    past.truncate(mistake.index)
    return TableSnapshot(past, past.state, Waiting.OVER, mistake.player, None, reviewing=True)


def mistake_picture(look: Look, before: TableSnapshot, mistake: Mistake) -> QWidget | None:
    """The picture of a mistake's position, with the move made and the coach's move marked.

    The one place where a game's sheet widget is chosen for the review: the crossing games
    get a compact `CrossSheet`; other games (the On Board track, Qwantum) plug theirs in
    here. None: the card shows the words and the dice only.
    """
    if not isinstance(getattr(before.state, "variant", None), CrossVariant):
        return None
    model = SheetModel.from_snapshot(before, mistake.player)
    marks = {
        name: frozenset({(move.row, move.number)}) if isinstance(move, Cross) else frozenset()
        for name, move in (("played", mistake.played.move), ("advised", mistake.best.move))
    }
    sheet = CrossSheet(look, compact=True)
    sheet.set_model(replace(model, played=marks["played"], advised=marks["advised"]))
    sheet.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    return sheet


def _framed(picture: QWidget) -> QWidget:
    """The picture at a fixed size, in a frame the card's layout cannot squeeze (a compact
    sheet's height-for-width would let it)."""
    frame = QWidget()
    height = picture.heightForWidth(MINI_SHEET_WIDTH) if picture.hasHeightForWidth() \
        else picture.sizeHint().height()
    frame.setFixedSize(MINI_SHEET_WIDTH, height)
    picture.setParent(frame)
    picture.setGeometry(0, 0, MINI_SHEET_WIDTH, height)
    return frame


class MistakeCard(QFrame):
    """One decision: picture, dice, the move made and the coach's move."""

    def __init__(
        self, look: Look, game: Game, mistake: Mistake, rank: int, scale: ValueScale
    ) -> None:
        super().__init__()
        self.setObjectName("mistakeCard")
        self.setStyleSheet(
            "QFrame#mistakeCard { background: palette(base); border-radius: 10px;"
            " border: 1px solid rgba(0,0,0,40); }"
            " QFrame#mistakeCard QLabel { background: transparent; border: none; }"
        )
        self.mistake = mistake
        before = position_before(game, mistake)
        state = before.state
        player = mistake.player
        name = game.players[player].name
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
        self.heading = QLabel(
            translate("Coach", "{rank}. {name}, roll {roll}").format(
                rank=rank, name=name, roll=max(1, mistake.roll)
            )
        )
        self.heading.setFont(_title_font(self, 15))
        dice = dice_words(state)
        self.dice = QLabel(translate("Coach", "Dice: {dice}").format(dice=dice) if dice else "")
        self.played = QLabel(
            translate("Coach", "{mark} Played: {move}").format(
                mark=f"<span style='color:{PLAYED_CROSS}; font-weight:700'>\u2715</span>",
                move=f"<b>{move_words(mistake.played.move, state, player)}</b>",
            )
        )
        self.best = QLabel(
            translate("Coach", "{mark} The coach: {move}").format(
                mark=f"<span style='color:{COACH_RING}; font-weight:700'>\u25ef</span>",
                move=f"<b>{move_words(mistake.best.move, state, player)}</b>",
            )
        )
        self.cost = QLabel(
            translate("Coach", "Cost: {loss}").format(loss=regret_words(mistake.regret, scale))
        )
        self.cost.setObjectName("mistakeCost")
        for label in (self.heading, self.dice, self.played, self.best, self.cost):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            text.addWidget(label)
        text.addStretch(1)
        row.addLayout(text, 1)


class CoachReviewPanel(Overlay):
    """Over the table after a game; "Back to the results" returns to the results panel."""

    back = Signal()

    def __init__(self, parent: QWidget, look: Look) -> None:
        super().__init__(parent)
        self.look = look
        self._jobs = BackgroundJobs(self)
        self._ticket: int | None = None
        self._game: Game | None = None
        self.mistakes: list[Mistake] | None = None  # None while analysing
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 22))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status = QLabel(self.card)
        self.status.setObjectName("coachStatus")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress = QProgressBar(self.card)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(10)
        self.items = QWidget()
        self.items_layout = QVBoxLayout(self.items)
        self.items_layout.setContentsMargins(0, 0, 6, 0)
        self.items_layout.setSpacing(8)
        self.items_layout.addStretch(1)
        self.scroller = QScrollArea(self.card)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidget(self.items)
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
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.scroller, 1)
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
        self.card.setFixedSize(min(900, parent.width() - 60), max(300, parent.height() - 50))

    # ---------------------------------------------------------------- the review

    def retranslate(self) -> None:
        self.title.setText(translate("Coach", "Coach review"))
        self.back_button.setText(translate("Coach", "Back to the results"))
        if self._game is not None and self.mistakes is not None:
            self._show_mistakes(self.mistakes)

    def start(self, game: Game) -> None:
        """Analyse `game` (off the main thread) and show the panel meanwhile."""
        self.cancel()
        self._game = game
        self.mistakes = None
        self._clear_items()
        self.status.setText(translate("Coach", "Analysing the game…"))
        self.progress.setRange(0, 0)  # busy until the first progress report
        self.progress.show()
        self.note.clear()
        snapshot = game.copy()

        def job(context: JobContext) -> list[Mistake]:
            return review_game(snapshot, progress=context.progress, cancelled=context.cancelled)

        self._ticket = self._jobs.submit(job, self._on_done, self._on_progress)
        self.popup()

    def cancel(self) -> None:
        self._jobs.cancel(self._ticket)
        self._ticket = None

    def shutdown(self) -> None:
        self._jobs.shutdown()

    @property
    def analysing(self) -> bool:
        return self._jobs.busy(self._ticket)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(
            translate("Coach", "Analysing the game… {done} of {total} decisions").format(
                done=done, total=total
            )
        )

    def _on_done(self, result: object) -> None:
        self._ticket = None
        self.progress.hide()
        if not isinstance(result, list):
            self.status.setText(translate("Coach", "The coach could not review this game."))
            return
        self.mistakes = result
        self._show_mistakes(result)

    def _clear_items(self) -> None:
        while self.items_layout.count() > 1:
            item = self.items_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def _show_mistakes(self, mistakes: list[Mistake]) -> None:
        game = self._game
        assert game is not None
        self._clear_items()
        scale = value_scale(game.setup.variant, len(game.players))
        if not mistakes:
            self.status.setText(
                translate("Coach", "No costly decisions: every move was as good as the "
                          "coach's (or nearly).")
            )
        else:
            self.status.setText(
                translate("Coach", "The decisions that cost the most, largest first.")
            )
        for rank, mistake in enumerate(mistakes, start=1):
            card = MistakeCard(self.look, game, mistake, rank, scale)
            self.items_layout.insertWidget(self.items_layout.count() - 1, card)
        self.note.setText(scale_note(scale))

    def cards(self) -> list[MistakeCard]:
        found = (self.items_layout.itemAt(i) for i in range(self.items_layout.count()))
        return [
            widget for item in found
            if item is not None and isinstance(widget := item.widget(), MistakeCard)
        ]
