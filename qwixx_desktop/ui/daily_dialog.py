"""The daily challenge in the window: the dialog that starts the day's game, and the result
card shown when it ends (your score beside the expert's, the coach's review of your costliest
decisions, the line to share).

The rules of the day (seed, players, the expert's score) are in `daily.py`; the day's
results, streak and best in `stats.py`. A day's game counts for the record once: from its
first start (kept in the settings, so that abandoning it and starting again is practice
too) or a recorded result on, playing it again is practice; so is a daily game opened from a
file (daily.open_as_practice).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import daily
from ..ai.review import Mistake
from ..daily import YOUR_SEAT, DailyTag, ExpertResult, expert_score
from ..engine import Game
from ..games import all_games, get_game, is_game
from ..stats import GameRecord, daily_by_game, daily_result, daily_streak
from ..typography import number_text
from .coach_review import MistakeCard, MistakeList
from .i18n import counted, current_language, day_text, plural, translate
from .jobs import BackgroundJobs, JobContext
from .names import game_title
from .overlays import Overlay, _title_font
from .stats_dialog import days_words
from .style import Look

STARTED_KEY = "daily/started"  # "YYYY-MM-DD key" of the days' games started, ";"-separated
STARTED_KEPT = 60  # the last ones started; older days can no longer be started by mistake
REVIEW_LIMIT = 3


def _day_key(key: str, day: date) -> str:
    return f"{day.isoformat()} {key}"


def started_games(settings: QSettings) -> set[str]:
    """The days' games started on this machine (a damaged setting is none)."""
    value = settings.value(STARTED_KEY, "")
    return set(value.split(";")) - {""} if isinstance(value, str) else set()


def mark_started(settings: QSettings, key: str, day: date) -> None:
    value = settings.value(STARTED_KEY, "")
    entry = _day_key(key, day)
    listed = value.split(";") if isinstance(value, str) else []
    # The last ones started, in the order started, not the latest days: with the clock set
    # back, every day kept was later than today's, whose mark was dropped at once (and the
    # day's game could be started for the record again).
    older = [old for old in listed if old and old != entry][-(STARTED_KEPT - 1) :]
    kept = [*older, entry]
    settings.setValue(STARTED_KEY, ";".join(kept))
    settings.sync()


def for_the_record(records: Sequence[GameRecord], started: set[str], key: str, day: date) -> bool:
    """Whether `key`'s game on `day` would count for the record (else it is practice)."""
    return daily_result(records, key, day) is None and _day_key(key, day) not in started


def streak_text(records: Sequence[GameRecord], today: date) -> str:
    streak = daily_streak(records, today)
    if not streak.longest:
        return translate("Daily", "No daily challenge played yet.")
    return translate("Daily", "Streak: {days} in a row (longest: {longest}).").format(
        days=days_words(streak.current), longest=days_words(streak.longest)
    )


def share_line(game: str, day: date, you: int, expert: int, misthrows: int) -> str:
    """The result in one line of text, to paste anywhere. Its day stays YYYY-MM-DD, not
    the window's way of writing it: the day names the challenge (the same dice for everyone
    who plays it, whatever their language), it reads alike for all who see the line, and it
    is what `qwixx-desktop daily --date` takes to check the expert's score."""
    misthrow_words = counted(
        misthrows, translate("Daily", "1 misthrow"), translate("Daily", "{count} misthrows")
    )
    return translate("Daily", "{title} daily {date}: {you} vs expert {expert}, {misthrows}").format(
        title=get_game(game).title if is_game(game) else game,
        date=day.isoformat(),
        you=you,
        expert=expert,
        misthrows=misthrow_words,
    )


class DailyDialog(QDialog):
    """Game → Daily challenge: choose the game; says whether it counts or is practice.
    `records(stop)` reads the statistics, on a worker: a long history takes seconds, and the
    window froze for them; until they are read the dialog says so and cannot start. It stops
    early once `stop()` is true: the dialog was closed."""

    loaded = Signal()  # the records were read and the dialog filled

    def __init__(
        self,
        records: Callable[[Callable[[], bool]], Sequence[GameRecord]],
        started: set[str],
        today: date,
        game: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dailyDialog")
        self.records: Sequence[GameRecord] = ()
        self.started, self.today = started, today
        self.loading = True
        self._jobs = BackgroundJobs(self)
        self.intro = QLabel(self)
        self.intro.setObjectName("dailyIntro")
        self.intro.setWordWrap(True)
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("dailyGame")
        for spec in all_games():
            self.game_box.addItem("", spec.key)  # named by retranslate
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        self.status = QLabel(self)
        self.status.setObjectName("dailyStatus")
        self.status.setWordWrap(True)
        self.streak = QLabel(self)
        self.streak.setObjectName("dailyStreak")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("dailyStart")
        self.start_button.setDefault(True)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        self.game_label = QLabel(self)
        row.addWidget(self.game_label)
        row.addWidget(self.game_box, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.streak)
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._describe)
        self.setMinimumWidth(460)
        self.start_button.setEnabled(False)
        self.retranslate()
        self._ticket: int | None = self._jobs.submit(
            lambda context: records(context.cancelled), self._read
        )

    def retranslate(self) -> None:
        """Every text in the language shown now (today's date as it writes days too)."""
        self.setWindowTitle(translate("Daily", "Daily challenge"))
        self.intro.setText(
            translate(
                "Daily",
                "One game a day for each game: you against the expert, on dice that are the "
                "same for everyone who plays that game today ({date}).",
            ).format(date=day_text(self.today))
        )
        self.game_label.setText(translate("Daily", "Game:"))
        for index, spec in enumerate(all_games()):
            self.game_box.setItemText(index, spec.name(current_language()))
        if self.loading:
            self.status.setText(translate("Daily", "Reading your daily record…"))
            self.start_button.setText(translate("Daily", "Play the challenge"))
        else:
            self.streak.setText(streak_text(self.records, self.today))
            self._describe()

    def changeEvent(self, event: QEvent) -> None:
        # A language chosen while it is open (show_language_now) reaches it as the others.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        # Closed while reading: the reading stops, as the statistics dialog's does. It went on
        # to the end of a long history (a second for 20 000 games), its garbage collections
        # holding up the window all the while.
        self._jobs.cancel(self._ticket)
        super().done(result)

    def _read(self, result: object) -> None:
        self._ticket = None
        self.loading = False
        # A failure to read (a bug: the store reads damaged files) is no record, not a crash.
        self.records = result if isinstance(result, Sequence) else ()
        self.streak.setText(streak_text(self.records, self.today))
        self.start_button.setEnabled(True)
        self._describe()
        self.loaded.emit()

    def game(self) -> str:
        key: str = self.game_box.currentData()
        return key

    def for_the_record(self) -> bool:
        return for_the_record(self.records, self.started, self.game(), self.today)

    def _describe(self) -> None:
        if self.loading:
            return
        key = self.game()
        name = game_title(key)
        played = daily_result(self.records, key, self.today)
        if played is not None:
            text = plural(
                played.human_score,
                translate(
                    "Daily",
                    "You played today's {game} challenge already ({points} point). Playing it "
                    "again is practice: it does not change your daily record.",
                ),
                translate(
                    "Daily",
                    "You played today's {game} challenge already ({points} points). Playing it "
                    "again is practice: it does not change your daily record.",
                ),
            ).format(game=name, points=number_text(played.human_score))
        elif not self.for_the_record():
            text = translate(
                "Daily",
                "You started today's {game} challenge already. Playing it again is practice: "
                "it does not change your daily record.",
            ).format(game=name)
        else:
            text = translate(
                "Daily",
                "Today's {game} challenge counts for your daily record: you can play it once.",
            ).format(game=name)
        self.status.setText(text)
        self.start_button.setText(
            translate("Daily", "Play the challenge")
            if self.for_the_record()
            else translate("Daily", "Practise")
        )


@dataclass(frozen=True)
class Standing:
    """A daily player's record in a game: the streak of days and the best score (None: no
    recorded game of it)."""

    streak: int
    best: int | None


class DailyResultPanel(Overlay):
    """Over the table when a daily challenge ends; "See the results" (or Esc) shows the
    usual results panel (review, export, play again)."""

    see_results = Signal()

    def escape(self) -> bool:
        self.see_results.emit()
        return True

    def __init__(
        self, parent: QWidget, look: Look, records: Callable[[], Sequence[GameRecord]]
    ) -> None:
        super().__init__(parent)
        self.look = look
        self._records = records
        self._jobs = BackgroundJobs(self)
        self._experts: dict[tuple[str, date], ExpertResult] = {}
        self._expert_ticket: int | None = None
        # The record's streak and best, read off the main thread (a long history takes seconds).
        self._standing: Standing | None = None
        self._standing_ticket: int | None = None
        self._game: Game | None = None
        self._tag: DailyTag | None = None
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(26, 18, 26, 18)
        layout.setSpacing(8)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 24))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self.card)
        self.subtitle.setObjectName("dailySubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scores = QGridLayout()
        self.you_caption, self.expert_caption = QLabel(self.card), QLabel(self.card)
        self.you_score, self.expert_score = QLabel(self.card), QLabel(self.card)
        self.you_score.setObjectName("dailyYou")
        self.expert_score.setObjectName("dailyExpert")
        for column, (caption, score) in enumerate(
            ((self.you_caption, self.you_score), (self.expert_caption, self.expert_score))
        ):
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            score.setAlignment(Qt.AlignmentFlag.AlignCenter)
            score.setFont(_title_font(self, 40))
            scores.addWidget(caption, 0, column)
            scores.addWidget(score, 1, column)
        self.expert_note = QLabel(self.card)
        self.expert_note.setWordWrap(True)
        self.expert_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.opponent = QLabel(self.card)
        self.opponent.setObjectName("dailyOpponent")
        self.opponent.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.record = QLabel(self.card)
        self.record.setObjectName("dailyRecord")
        self.record.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.record.setWordWrap(True)
        for label in (self.subtitle, self.you_caption, self.opponent, self.record):
            label.setTextFormat(Qt.TextFormat.PlainText)  # the person's name: never markup
        self.share = QLineEdit(self.card)
        self.share.setObjectName("dailyShare")
        self.share.setReadOnly(True)
        self.copy_button = QPushButton(self.card)
        self.copy_button.setObjectName("dailyCopy")
        self.copy_button.clicked.connect(self.copy_share_line)
        share_row = QHBoxLayout()
        share_row.addWidget(self.share, 1)
        share_row.addWidget(self.copy_button)
        self.coach_title = QLabel(self.card)
        self.coach_title.setFont(_title_font(self, 16))
        self.coach_status = QLabel(self.card)
        self.coach_status.setObjectName("dailyCoachStatus")
        self.coach_status.setWordWrap(True)
        self.mistake_list = MistakeList(self.card, look, self._jobs, spacing=8, bar_height=8)
        self.mistake_list.reviewed.connect(self._on_reviewed)
        self.results_button = QPushButton(self.card)
        self.results_button.setObjectName("dailyResults")
        self.results_button.setMinimumHeight(34)
        self.results_button.clicked.connect(self.see_results)
        self.results_button.setDefault(True)  # where the keyboard starts on the card
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.results_button)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(scores)
        layout.addWidget(self.expert_note)
        layout.addWidget(self.opponent)
        layout.addWidget(self.record)
        layout.addLayout(share_row)
        layout.addWidget(self.coach_title)
        layout.addWidget(self.coach_status)
        layout.addWidget(self.mistake_list, 1)
        layout.addLayout(buttons)
        self.retranslate()

    # ---------------------------------------------------------------- sizing

    def popup(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.card.setFixedSize(min(820, parent.width() - 60), max(420, parent.height() - 40))
        super().popup()

    # ---------------------------------------------------------------- contents

    def set_look(self, look: Look) -> None:
        """The coach's cards in `look` (see MistakeList.set_look)."""
        self.look = look
        self.mistake_list.set_look(look)

    def retranslate(self) -> None:
        self.title.setText(translate("Daily", "Daily challenge"))
        self.you_caption.setText(translate("Daily", "You"))
        self.expert_caption.setText(translate("Daily", "The expert"))
        self.copy_button.setText(translate("Daily", "Copy"))
        self.coach_title.setText(translate("Daily", "The coach's review"))
        self.results_button.setText(translate("Daily", "See the results"))
        if self._game is not None:
            self._describe()
            if self.mistakes is not None:  # the cards follow the language themselves
                self._on_reviewed()
        # Laid out for the new texts now, not on the event loop's next turn: a window painted
        # (or grabbed) before it showed two lines of Spanish in one line's room and the
        # results button's longer text cut at both ends.
        layout = self.card.layout()
        if layout is not None:
            layout.activate()

    def prepare(self, game: str, day: date) -> None:
        """Work out the day's expert score ahead (off the main thread), for the card."""
        if (game, day) in self._experts or self._jobs.busy(self._expert_ticket):
            return

        def job(context: JobContext) -> ExpertResult:
            return expert_score(game, day)

        def done(result: object) -> None:
            self._expert_ticket = None
            if isinstance(result, ExpertResult):
                self._experts[(game, day)] = result
            self._describe()
            if self._game is not None and self._tag is not None:
                self.prepare(self._game.setup.variant, self._tag.day)  # another day meanwhile

        self._expert_ticket = self._jobs.submit(job, done)

    def show_game(self, game: Game, tag: DailyTag) -> None:
        """The card of a finished daily challenge; the coach reviews it meanwhile."""
        self._game, self._tag = game, tag
        self._read_standing(game.setup.variant, tag.day)
        self.copy_button.setText(translate("Daily", "Copy"))
        self.mistake_list.review(game, limit=REVIEW_LIMIT)
        self.prepare(game.setup.variant, tag.day)
        self._describe()
        self.coach_status.setText(translate("Daily", "The coach is looking at your decisions…"))
        self.popup()

    def _read_standing(self, key: str, day: date) -> None:
        self._jobs.cancel(self._standing_ticket)
        self._standing = None
        records = self._records

        def job(context: JobContext) -> Standing:
            found = records()
            tally = daily_by_game(found).get(key)
            return Standing(daily_streak(found, day).current, tally.best if tally else None)

        def done(result: object) -> None:
            self._standing_ticket = None
            # A failure to read (a bug: the store reads damaged files) is no record, not a crash.
            self._standing = result if isinstance(result, Standing) else Standing(0, None)
            self._describe()

        self._standing_ticket = self._jobs.submit(job, done)

    @property
    def expert(self) -> ExpertResult | None:
        if self._game is None or self._tag is None:
            return None
        return self._experts.get((self._game.setup.variant, self._tag.day))

    @property
    def busy(self) -> bool:
        return (
            self._jobs.busy(self._expert_ticket)
            or self._jobs.busy(self._standing_ticket)
            or self.mistake_list.analysing
        )

    @property
    def mistakes(self) -> list[Mistake] | None:
        """The costliest decisions, largest first; None while analysing or if it failed."""
        return self.mistake_list.mistakes

    def _describe(self) -> None:
        game, tag = self._game, self._tag
        if game is None or tag is None:
            return
        key = game.setup.variant
        subtitle = translate("Daily", "{game} · {date}").format(
            game=game_title(key), date=day_text(tag.day)
        )
        if not tag.record:
            subtitle += " · " + translate("Daily", "practice")
        self.subtitle.setText(subtitle)
        # Said by the game's day: one finished after midnight, or opened later, is no
        # challenge of today.
        if tag.day == daily.today():
            note = translate(
                "Daily",
                "The expert's score: the expert in your seat, on the same dice (the same "
                "for everyone who plays this game today).",
            )
        else:
            note = translate(
                "Daily",
                "The expert's score: the expert in your seat, on the same dice (the same "
                "for everyone who played this game's challenge of {date}).",
            ).format(date=day_text(tag.day))
        self.expert_note.setText(note)
        cards = game.scores()
        yours = cards[YOUR_SEAT]
        self.you_score.setText(number_text(yours.total))
        expert = self.expert
        self.expert_score.setText(number_text(expert.score) if expert else "…")
        opponents = [seat for seat in range(len(cards)) if seat != YOUR_SEAT]
        best = max(cards[seat].total for seat in opponents)
        if yours.total > best:
            line = translate("Daily", "You beat the expert at your table, {you} to {them}.")
        elif yours.total == best:
            line = translate("Daily", "A tie with the expert at your table: {you} each.")
        else:
            line = translate("Daily", "The expert at your table won, {them} to {you}.")
        self.opponent.setText(line.format(you=number_text(yours.total), them=number_text(best)))
        standing = self._standing
        if tag.record and standing is None:
            record = translate("Daily", "Recorded. Reading your daily record…")
        elif tag.record and standing is not None:
            record = translate(
                "Daily", "Recorded. Streak: {days} in a row · your best in this game: {best}."
            ).format(
                days=days_words(standing.streak),
                best=number_text(yours.total if standing.best is None else standing.best),
            )
        elif tag.opened:
            record = translate(
                "Daily",
                "Practice: not recorded (a daily challenge opened from a file does not count "
                "for your daily record).",
            )
        else:
            record = translate(
                "Daily", "Practice: not recorded (you had played this day's game already)."
            )
        self.record.setText(record)
        if expert is None:
            self.share.setText(translate("Daily", "Working out the expert's score…"))
            self.copy_button.setEnabled(False)
        else:
            self.share.setText(share_line(key, tag.day, yours.total, expert.score, yours.misthrows))
            self.copy_button.setEnabled(True)

    def copy_share_line(self) -> None:
        if self.expert is None:
            return
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(self.share.text())
        self.copy_button.setText(translate("Daily", "Copied"))

    # ---------------------------------------------------------------- the coach

    def _on_reviewed(self) -> None:
        self.coach_status.setText(
            self.mistake_list.verdict(
                translate("Daily", "Your costliest decisions, largest first.")
            )
        )

    def cards(self) -> list[MistakeCard]:
        return self.mistake_list.cards()

    def cancel(self) -> None:
        """Drop the coach's review (the expert's score is worth finishing)."""
        self.mistake_list.cancel()

    def shutdown(self) -> None:
        self._jobs.shutdown()
