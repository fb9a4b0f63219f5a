"""Panels laid over the table: the results at the end, and the offer to resume a game.

They are part of the window (not modal dialogs), so the table stays visible behind them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from ..games import get_game
from ..typography import number_text
from .accessible import press_focused_button
from .i18n import plural, translate
from .names import NAME_LIMIT, People, game_title, house_rules_line
from .style import Look, palette_look
from .table import Cover


class Overlay(Cover):
    """A dimmed layer over its parent with a centred card; follows the parent's size (the
    table's hint line waits under it: `Cover`)."""

    # A card that only informs or offers closes on a click beside it or Esc, as a person
    # expects; one that waits for an answer (resume, the results) stays until answered.
    light_dismiss = False

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.card = QFrame(self)
        self.card.setObjectName("card")
        self._style_card()
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        parent.installEventFilter(self)
        self._focus_before: QWidget | None = None  # where the keyboard was before the card
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            # A style sheet resolves palette(window) when it is set: set it again (its edge
            # follows the theme's contrast too).
            self._style_card()
        super().changeEvent(event)

    def _style_card(self) -> None:
        self.card.setStyleSheet(
            "QFrame#card { background: palette(window); border-radius: 16px;"
            f" border: 1px solid {palette_look(self).card_edge}; }}"
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._cover()
        return False

    def _cover(self) -> None:
        """Cover the parent (the panel is made with one: it always has it)."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def popup(self) -> None:
        self._cover()
        self.show()
        self.raise_()
        if self.window().isVisible():  # else the window gives it the focus once shown
            self.take_focus()

    def focus_target(self) -> QWidget | None:
        """The widget the keyboard starts on when the card shows: its default button, else
        its first button."""
        buttons = [
            button
            for button in self.card.findChildren(QPushButton)
            if button.isVisibleTo(self.card) and button.isEnabled()
        ]
        return next((b for b in buttons if b.isDefault()), buttons[0] if buttons else None)

    def take_focus(self) -> None:
        """The card covers the table: the keyboard goes to the card (Enter, Space, Esc and
        Tab work it at once), not to the sheet hidden behind it, and comes back when the card
        closes (hideEvent)."""
        focus = self.window().focusWidget()
        if focus is not None and (focus is self or self.isAncestorOf(focus)):
            return
        covered = self.parentWidget()
        if focus is not None and covered is not None and not covered.isAncestorOf(focus):
            return  # typing elsewhere (the network chat): the keys must not press a button
        target = self.focus_target()
        if target is not None:
            self._focus_before = focus
            target.setFocus(Qt.FocusReason.PopupFocusReason)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab and Shift+Tab go round the card's controls, as in a dialog: never on to the
        # table the card covers, where the focus would be out of sight.
        if not self.isVisible():  # hidden with the focus inside: Qt moves it on
            return super().focusNextPrevChild(next)
        start = self.window().focusWidget() or self
        widget = start
        while True:
            following = widget.nextInFocusChain() if next else widget.previousInFocusChain()
            if following is None or following is start:
                return True  # nothing else on the card takes the focus
            widget = following
            if (
                self.card.isAncestorOf(widget)
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.isVisibleTo(self)
                and widget.isEnabled()
            ):
                reason = (
                    Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
                )
                widget.setFocus(reason)
                return True

    def hideEvent(self, event: QHideEvent) -> None:
        # Before Qt moves a focus left inside the hidden card on to the next widget in the
        # chain (any widget, e.g. the other players' scroll area or Qwantum's dice): back
        # where it was, else (nothing then, or gone since: a new game's card) to the table
        # covered, which hands it on to where the keyboard plays now.
        before, self._focus_before = self._focus_before, None
        focus = self.window().focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            if (
                before is not None
                and shiboken6.isValid(before)
                and before.isVisibleTo(self.window())
            ):
                before.setFocus(Qt.FocusReason.PopupFocusReason)
            elif (covered := self.parentWidget()) is not None:
                covered.setFocus(Qt.FocusReason.PopupFocusReason)
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(10, 12, 16, 120))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Clicks on the card that its widgets leave unused come here too: only the dimmed
        # layer beside the card closes it.
        if self.light_dismiss and not self.card.geometry().contains(event.position().toPoint()):
            self.hide()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        escaped = event.key() == Qt.Key.Key_Escape and self.escape()
        if escaped or press_focused_button(event, self.window().focusWidget()):
            event.accept()
            return
        super().keyPressEvent(event)

    def escape(self) -> bool:
        """Esc: a card that only informs or offers closes; one that waits for an answer does
        not (False). A card with a way back (the coach review) takes it."""
        if self.light_dismiss:
            self.hide()
        return self.light_dismiss


def _title_font(widget: QWidget, size: int) -> QFont:
    font = QFont(widget.font())
    font.setPixelSize(size)
    font.setBold(True)
    return font


def _short_names(people: People, font: QFont) -> People:
    """The players with each name cut short (an ellipsis) past the width of the longest name
    New game takes, in `font`: a longer name from a save (up to 64 characters, one word
    perhaps) stretched the results card past the window, cutting off the scores."""
    metrics = QFontMetrics(font)
    room = metrics.horizontalAdvance("m" * NAME_LIMIT)
    names = tuple(
        metrics.elidedText(name, Qt.TextElideMode.ElideRight, room) for name in people.names
    )
    return People(names, people.you)


class NameLabel(QLabel):
    """A player's name in the results' score table: in full where the card has room, else
    cut short with an ellipsis (the whole name in its tooltip). Qwantum's score table beside
    a long name was wider than the window at its least width: the names were cut off."""

    def __init__(self, text: str, whole: str, parent: QWidget | None = None) -> None:
        """`text`: the name as shown where there is room (a star before a winner's); `whole`:
        the name in full."""
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = text
        self.setToolTip(whole)

    def _missing(self) -> int:
        """How much narrower the text shown is than the name in full."""
        metrics = self.fontMetrics()
        return metrics.horizontalAdvance(self._full) - metrics.horizontalAdvance(self.text())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width() + self._missing(), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = hint.width() + self._missing() - self.fontMetrics().horizontalAdvance(self._full)
        least += self.fontMetrics().horizontalAdvance(self._full[:3] + "…")
        return QSize(min(self.sizeHint().width(), least), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        room = self.contentsRect().width() - 2  # metrics round: a name to the pixel lost its "…"
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room))


class ResultsPanel(Overlay):
    """Every player's row points, misthrows and total; the winner; what next."""

    play_again = Signal()
    review = Signal()
    coach_review = Signal()
    export = Signal()

    def __init__(self, parent: QWidget, look: Look) -> None:
        super().__init__(parent)
        self.look = look
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(12)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 26))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner = QLabel(self.card)
        self.winner.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.winner.setFont(_title_font(self, 17))
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner.setWordWrap(True)
        self.reason = QLabel(self.card)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        buttons = QHBoxLayout()
        self.play_again_button = QPushButton(self.card)
        self.play_again_button.setObjectName("playAgain")
        self.review_button = QPushButton(self.card)
        self.review_button.setObjectName("review")
        self.coach_button = QPushButton(self.card)
        self.coach_button.setObjectName("coachReview")
        self.export_button = QPushButton(self.card)
        self.export_button.setObjectName("exportSheets")
        for button in (
            self.play_again_button,
            self.review_button,
            self.coach_button,
            self.export_button,
        ):
            button.setMinimumHeight(36)
            button.setMinimumWidth(140)
            buttons.addWidget(button)
        self.play_again_button.setDefault(True)
        layout.addWidget(self.title)
        layout.addWidget(self.winner)
        layout.addWidget(self.reason)
        layout.addLayout(self.grid)
        layout.addSpacing(6)
        layout.addLayout(buttons)
        self.play_again_button.clicked.connect(self.play_again)
        self.review_button.clicked.connect(self.review)
        self.coach_button.clicked.connect(self.coach_review)
        self.export_button.clicked.connect(self.export)
        self._game: Game | None = None
        self._people: People | None = None  # as the players of `_game` are called here
        self._again: Callable[[], str] | None = None  # what Play again says, if not that
        self.retranslate()

    def set_again(self, text: Callable[[], str] | None) -> None:
        """What Play again says (`text` in the current language; None: "Play again"), kept
        through a change of language: after a network game, Host again or Join again."""
        self._again = text
        self.play_again_button.setText(
            text() if text is not None else translate("Results", "Play again")
        )

    def set_look(self, look: Look) -> None:
        """Colour the score table's headers in `look` (the card may be open while Settings
        changes the theme or the colour-blind palette: its colours stayed the old ones)."""
        self.look = look
        if self._game is not None:
            self.show_game(self._game, self._people)

    def retranslate(self) -> None:
        self.title.setText(translate("Results", "Game over"))
        self.set_again(self._again)
        self.review_button.setText(translate("Results", "Review the game"))
        self.coach_button.setText(translate("Results", "Coach review"))
        self.export_button.setText(translate("Results", "Export sheets (PDF)…"))
        if self._game is not None:
            self.show_game(self._game, self._people)

    def show_game(self, game: Game, people: People | None = None) -> None:
        """The results of `game`; `people`: as the players are called here (People.of them
        unless given; after a network game this window's seat is "you")."""
        self._game, self._people = game, people
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                # Gone from the card now, not when the event loop deletes it: a new
                # language's table showed the old one's headers until then.
                widget.hide()
                widget.deleteLater()
        state = game.state
        cards = game.scores()
        winners = game.winners()
        players = people if people is not None else People.of(game.players)
        people = _short_names(players, self.winner.font())  # the winner's line
        names = _short_names(players, _title_font(self, 15)).names  # the score table's
        score = cards[winners[0]].total
        best = number_text(score)
        if len(cards) == 1:  # solo: a score, nobody beaten
            text = people.about(
                0,
                plural(
                    score,
                    translate("Results", "You scored {points} point."),
                    translate("Results", "You scored {points} points."),
                ),
                plural(
                    score,
                    translate("Results", "{name} scored {points} point."),
                    translate("Results", "{name} scored {points} points."),
                ),
                points=best,
            )
        elif len(winners) == 1:
            text = people.about(
                winners[0],
                plural(
                    score,
                    translate("Results", "You win with {points} point!"),
                    translate("Results", "You win with {points} points!"),
                ),
                plural(
                    score,
                    translate("Results", "{name} wins with {points} point!"),
                    translate("Results", "{name} wins with {points} points!"),
                ),
                points=best,
            )
        else:
            text = plural(
                score,
                translate("Results", "A tie: {names} with {points} point each!"),
                translate("Results", "A tie: {names} with {points} points each!"),
            ).format(names=people.listing(winners), points=best)
        self.winner.setText(text)
        reasons = {
            "locks": translate("Results", "Enough rows were locked to end the game."),
            "misthrows": translate("Results", "A player took the last misthrow."),
            "final_round": translate(
                "Results", "A figure reached the last squares and the last round is over."
            ),
            "sheet_full": translate("Results", "A sheet is full."),
        }
        self.reason.setText(reasons.get(state.over_reason or "", ""))
        score_table = get_game(game.setup.variant).kit().score_table(game, self.look)
        columns = score_table.columns
        headers = [
            (translate("Results", "Player"), ""),
            *((column.header, column.style) for column in columns),
            (translate("Results", "Total"), ""),
        ]
        for column, (text, style) in enumerate(headers):
            label = QLabel(text)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setFont(_title_font(self, 14))
            label.setStyleSheet(style or score_table.plain_style)
            self._add_cell(label, 0, column)
        order = sorted(range(len(names)), key=lambda seat: -cards[seat].total)
        for line, seat in enumerate(order, start=1):
            card = cards[seat]
            star = "★ " if seat in winners else ""
            values = [f"{star}{names[seat]}"]
            values += [column.values[seat] for column in columns]
            values.append(number_text(card.total))
            for column, text in enumerate(values):
                label = NameLabel(text, players.names[seat]) if column == 0 else QLabel(text)
                label.setObjectName(f"result_{seat}_{column}")
                label.setAlignment(
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                    if column == 0
                    else Qt.AlignmentFlag.AlignCenter
                )
                font = QFont(label.font())
                font.setPixelSize(15)
                font.setBold(seat in winners or column == len(values) - 1)
                label.setFont(font)
                label.setStyleSheet("padding: 3px 10px;")
                self._add_cell(label, line, column)

    def _add_cell(self, label: QLabel, row: int, column: int) -> None:
        self.grid.addWidget(label, row, column)
        # Shown now: a layout shows a widget added to a shown card only at the event loop's
        # next turn, and the card in a language just chosen was drawn without its table.
        label.show()


class ResumePanel(Overlay):
    """Offered at start when the last session left a game unfinished."""

    resume = Signal()
    decline = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(30, 24, 30, 24)
        layout.setSpacing(12)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 22))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details = QLabel(self.card)
        for label in (self.title, self.details):  # they name players: never markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details.setWordWrap(True)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(self.card)
        self.resume_button.setObjectName("resumeButton")
        self.new_button = QPushButton(self.card)
        self.new_button.setObjectName("declineResume")
        for button in (self.resume_button, self.new_button):
            button.setMinimumHeight(38)
            button.setMinimumWidth(160)
            buttons.addWidget(button)
        self.resume_button.setDefault(True)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        layout.addLayout(buttons)
        self.resume_button.clicked.connect(self.resume)
        self.new_button.clicked.connect(self.decline)
        self._game: Game | None = None
        self._file: Path | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("Resume", "Continue where you left off?"))
        self.resume_button.setText(translate("Resume", "Resume the game"))
        self.new_button.setText(translate("Resume", "Start a new game"))
        if self._game is not None:
            self.describe(self._game, self._file)

    def describe(self, game: Game, file: Path | None = None) -> None:
        """The game offered, as a person knows it: the game and who plays, how far it went,
        its house rules (it showed none, so a game of "3 crosses to lock" looked like a
        standard one until resumed) and the file it came from."""
        self._game, self._file = game, file
        people = People.of(game.players)
        rolls = sum(1 for action in game.log if action.__class__.__name__ == "Roll")
        others = [seat for seat in range(len(game.players)) if seat != people.you]
        if people.you is None:
            text = translate("Resume", "{game} with {players}. Rolls so far: {rolls}.")
        elif not others:
            text = translate("Resume", "{game}, on your own. Rolls so far: {rolls}.")
        else:
            text = translate("Resume", "{game}: you against {players}. Rolls so far: {rolls}.")
        lines = [
            text.format(
                game=game_title(game.setup.variant), players=people.listing(others), rolls=rolls
            ),
            house_rules_line(game),
        ]
        if file is not None:
            lines.append(translate("Resume", "Saved in {file}.").format(file=file.name))
        self.details.setText("\n".join(filter(None, lines)))


class ReviewBar(QFrame):
    """Step through a finished game: a slider over the turns."""

    position_changed = Signal(int)  # a log length
    back_to_results = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBar")
        self.label = QLabel(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("reviewSlider")
        self.results_button = QPushButton(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.label)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.results_button)
        self._stops: list[int] = []
        self.slider.valueChanged.connect(self._on_value)
        self.results_button.clicked.connect(self.back_to_results)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.results_button.setText(translate("Review", "Back to the results"))
        self._on_value(self.slider.value(), emit=False)

    def start(self, game: Game) -> None:
        # One stop per roll (the table as it was when the dice came down) and the end.
        stops = [i + 1 for i, action in enumerate(game.log) if action.__class__.__name__ == "Roll"]
        self._stops = [*stops, len(game.log)]
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self._stops) - 1)
        self.slider.setValue(len(self._stops) - 1)
        self.slider.blockSignals(False)
        # The table shows the review's own picture (prompt, log) from the first moment, not
        # the live "Game over." until the slider moves.
        self._on_value(self.slider.value())
        self.show()
        # The arrows step through the game at once (the results card had the focus).
        self.slider.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Esc goes back to the results, as it does from the coach's review and the daily
        # card: the review kept the keyboard until Tab reached its button.
        if event.key() == Qt.Key.Key_Escape:
            event.accept()
            self.back_to_results.emit()
            return
        super().keyPressEvent(event)

    def show_again(self) -> None:
        """Ask for the position the slider is at once more (the table was redrawn for a new
        language or look, with the game's last position)."""
        self._on_value(self.slider.value())

    def _on_value(self, value: int, emit: bool = True) -> None:
        if not self._stops:
            return
        last = len(self._stops) - 1
        if value >= last:
            self.label.setText(translate("Review", "End of the game"))
        else:
            self.label.setText(
                translate("Review", "Roll {number} of {count}").format(number=value + 1, count=last)
            )
        # A screen reader says the slider's name, not the label beside it: the roll, not "5".
        self.slider.setAccessibleName(self.label.text())
        if emit:
            self.position_changed.emit(self._stops[value])
