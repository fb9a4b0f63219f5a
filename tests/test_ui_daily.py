"""Game → Daily challenge in the window: the dialog, a whole day's game played through the
controller with the coach's moves, the result card (both scores, the coach's review, the line
to share and its copy), the record once a day, practice after that, and the statistics."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel

from qwixx_desktop import daily
from qwixx_desktop.ai.coach import advise
from qwixx_desktop.daily import YOUR_SEAT, DailyTag, daily_seed, daily_tag, expert_score
from qwixx_desktop.engine import Game
from qwixx_desktop.stats import GameRecord, SeatRecord, daily_results
from qwixx_desktop.ui import daily_dialog
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.daily_dialog import DailyDialog
from qwixx_desktop.ui.stats_dialog import StatisticsDialog
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, play_until, wait_idle

DAY = date(2026, 11, 23)
WINDOW_SIZE = (1100, 820)


@pytest.fixture(autouse=True)
def today(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily, "today", lambda: DAY)


@contextmanager
def daily_dialog_answered(
    qtbot: Any, game: str = "", start: bool = True
) -> Iterator[list[tuple[str, str]]]:
    """While inside, the Daily challenge dialog picks `game` (or keeps the default) and is
    started by a click (or cancelled); yields (its status, its start button's text)."""
    seen: list[tuple[str, str]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, DailyDialog) or dialog.loading:
            return
        if game:
            dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        seen.append((dialog.status.text(), dialog.start_button.text()))
        if start:
            qtbot.mouseClick(dialog.start_button, LEFT)
        else:
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(10)
    try:
        yield seen
    finally:
        timer.stop()


def play_to_the_end(qtbot: Any, window: MainWindow, worst_every: int = 4) -> Game:
    """Roll and decide as the person until the game ends: the coach's move, and every
    `worst_every`-th decision its worst (so the review has something to say)."""
    controller = window.controller
    game = controller.game
    assert game is not None
    for turn in range(1, 2000):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            return game
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
            continue
        assert snap.decider is not None
        ranking = advise(game.rules, game.state, snap.decider)
        controller.choose(ranking[-1 if turn % worst_every == 0 else 0].move)
    raise AssertionError("the game did not end")


def start_daily(qtbot: Any, window: MainWindow, game: str = "") -> list[tuple[str, str]]:
    with daily_dialog_answered(qtbot, game) as seen:
        window.daily_action.trigger()
    assert seen, "the dialog was not shown"
    return seen


def card_ready(qtbot: Any, window: MainWindow) -> daily_dialog.DailyResultPanel:
    panel = window.daily_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.busy, timeout=60000)
    return panel


def test_a_days_game_through_the_menu_to_its_result_card(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    seen = start_daily(qtbot, window)
    assert "counts for your daily record" in seen[0][0] and seen[0][1] == "Play the challenge"
    game = window.controller.game
    assert game is not None and game.setup.variant == "classic"  # the last game played
    assert game.setup.seed == daily_seed("classic", DAY)
    assert [p.controller for p in game.players] == ["human", "expert"]
    play_to_the_end(qtbot, window)

    panel = card_ready(qtbot, window)
    assert not window.results.isVisible()
    you = game.scores()[YOUR_SEAT]
    expert = expert_score("classic", DAY)
    assert panel.you_score.text() == str(you.total).replace("-", "\u2212")
    assert panel.expert_score.text() == str(expert.score).replace("-", "\u2212")
    assert "Classic" in panel.subtitle.text() or "classic" in panel.subtitle.text()
    assert "Nov 23, 2026" in panel.subtitle.text() and "practice" not in panel.subtitle.text()
    them = game.scores()[1].total
    assert str(them) in panel.opponent.text()
    assert "Recorded" in panel.record.text() and "Streak: 1 day in a row" in panel.record.text()
    # The coach's review of your costliest decisions, on the card.
    assert panel.mistakes and len(panel.cards()) == len(panel.mistakes) <= 3
    assert all(card.mistake.player == YOUR_SEAT for card in panel.cards())
    # The line to share, copied with one click.
    misthrows = f"{you.misthrows} misthrow" + ("" if you.misthrows == 1 else "s")
    line = f"Qwixx daily 2026-11-23: {you.total} vs expert {expert.score}, {misthrows}"
    assert panel.share.text() == line
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(panel.copy_button, LEFT)
    assert QGuiApplication.clipboard().text() == line
    assert panel.copy_button.text() == "Copied"
    # The statistics keep the day's result.
    records = window.stats.load().records
    assert list(daily_results(records)) == [("2026-11-23", "classic")]
    # The usual results panel is one click away.
    qtbot.mouseClick(panel.results_button, LEFT)
    assert window.results.isVisible() and not panel.isVisible()


def test_a_second_play_of_the_day_is_practice_and_not_recorded(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    start_daily(qtbot, window, "onboard")
    assert window.controller.game is not None
    first = window.controller.game
    play_to_the_end(qtbot, window, worst_every=3)
    card_ready(qtbot, window)
    recorded = daily_results(window.stats.load().records)

    seen = start_daily(qtbot, window)  # the default: the last game played, On Board
    status, button = seen[0]
    assert "You played today's Qwixx On Board challenge already" in status
    assert "practice" in status and button == "Practise"
    again = window.controller.game
    assert again is not None and again is not first
    tag = daily_tag(again)
    assert tag is not None and not tag.record
    assert again.setup.seed == first.setup.seed  # the same dice, as practice
    play_to_the_end(qtbot, window, worst_every=2)
    panel = card_ready(qtbot, window)
    assert "practice" in panel.subtitle.text() and "not recorded" in panel.record.text()
    records = window.stats.load().records
    assert daily_results(records) == recorded  # unchanged
    assert len(records) == 2  # practice is an ordinary game in the statistics


def test_a_day_started_and_abandoned_is_practice_too(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    start_daily(qtbot, window, "qwantum")
    window.controller.roll()
    wait_idle(qtbot, window)
    window.new_game(daily_dialog_default_choice())  # abandoned for another game
    seen = start_daily(qtbot, window, "qwantum")
    assert "You started today's Qwantum challenge already" in seen[0][0]
    game = window.controller.game
    assert game is not None and daily_tag(game) is not None
    assert daily_tag(game) == daily_dialog_practice()
    # Another game, or another day, is for the record.
    with daily_dialog_answered(qtbot, "onboard", start=False) as other:
        window.daily_action.trigger()
    assert "counts for your daily record" in other[0][0]


def test_a_day_started_with_the_clock_set_back_is_practice_too(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The clock set back (a flat clock battery resets it by years): the days' games started
    while it was right are all later than today, and keeping only the latest days dropped
    today's mark at once, so a day started and abandoned counted for the record again."""
    window = make_window()
    later = [DAY + timedelta(days=days) for days in range(daily_dialog.STARTED_KEPT)]
    for day in later:
        daily_dialog.mark_started(window.settings, "classic", day)
    back = DAY - timedelta(days=365)
    monkeypatch.setattr(daily, "today", lambda: back)
    for game in ("qwantum", "longo"):  # two started and abandoned the same day
        start_daily(qtbot, window, game)
        window.new_game(daily_dialog_default_choice())
    for game, name in (("qwantum", "Qwantum"), ("longo", "Qwixx Longo")):
        with daily_dialog_answered(qtbot, game, start=False) as seen:
            window.daily_action.trigger()
        assert f"You started today's {name} challenge already" in seen[0][0]


def daily_dialog_default_choice() -> Any:
    from qwixx_desktop.ui.preferences import NewGameChoice, Seat

    return NewGameChoice("classic", (Seat("You"), Seat("Ada", "medium")), 5)


def daily_dialog_practice() -> Any:
    from qwixx_desktop.daily import DailyTag

    return DailyTag(DAY, False)


def test_the_statistics_show_the_streak_and_the_best(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    # Today is the daily challenge's (DAY here): the statistics took the clock's, and
    # after midnight showed a streak the Daily dialog had not.
    window = make_window()
    today = DAY
    for days_ago, score in ((0, 91), (1, 104), (3, 77)):
        day = today - timedelta(days=days_ago)
        window.stats.append(
            GameRecord(
                f"{day.isoformat()}T20:00:00+01:00",
                "classic",
                (SeatRecord("You", "human", score), SeatRecord("Expert", "expert", 90)),
                (0,) if score > 90 else (1,),
                daily=day.isoformat(),
            )
        )
    dialog = StatisticsDialog(window.stats, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert dialog.daily_summary.text() == "Streak: 2 days in a row; the longest: 2 days."
    table = dialog.daily_table
    row = [table.item(0, column).text() for column in range(table.columnCount())]
    assert row == ["Qwixx (classic)", "3", "104", "2", "Nov 23, 2026: 91"]
    assert isinstance(dialog.daily_summary, QLabel)


def test_a_days_negative_score_is_written_with_a_minus(qtbot: Any) -> None:
    # The dialog wrote "(-4 points)" with a hyphen, where the card and the statistics write
    # the typographic minus.
    from .test_daily import daily_record

    dialog = DailyDialog(
        lambda _stop: [daily_record(DAY, "qwantum", score=-4)], set(), DAY, "qwantum"
    )
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert "(\u22124 points)" in dialog.status.text()


def test_the_daily_dialog_shows_at_once_and_reads_the_record_off_the_main_thread(
    qtbot: Any,
) -> None:
    # The window read the whole statistics file before showing the dialog: seconds with a
    # long history, the window frozen.
    from .test_daily import daily_record

    gate = threading.Event()

    def slow_records(_stop: Callable[[], bool]) -> list[GameRecord]:
        gate.wait(5.0)  # a slow disk; never longer (the old code read on the main thread)
        return [daily_record(DAY, "qwantum", score=12)]

    dialog = DailyDialog(slow_records, set(), DAY, "qwantum")
    qtbot.addWidget(dialog)
    assert not gate.is_set() and dialog.loading
    assert dialog.status.text() == "Reading your daily record…"
    assert not dialog.start_button.isEnabled()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        gate.set()
    assert "You played today's Qwantum challenge already (12 points)" in dialog.status.text()
    assert dialog.start_button.isEnabled() and dialog.start_button.text() == "Practise"
    assert dialog.streak.text().startswith("Streak: 1 day in a row")


def test_closing_the_daily_dialog_stops_reading_the_record(qtbot: Any) -> None:
    # Cancel while a long history was read: the reading went on to its end on the worker (a
    # second for 20 000 games), its garbage collections holding up the window meanwhile.
    reading, stopped = threading.Event(), threading.Event()

    def long_history(stop: Callable[[], bool]) -> list[GameRecord]:
        reading.set()
        for _ in range(500):  # a line at a time, 5 s at most
            if stop():
                stopped.set()
                break
            threading.Event().wait(0.01)
        return []

    dialog = DailyDialog(long_history, set(), DAY, "qwantum")
    qtbot.addWidget(dialog)
    qtbot.waitUntil(reading.is_set, timeout=5000)
    dialog.reject()
    qtbot.waitUntil(stopped.is_set, timeout=2000)


def test_the_daily_card_reads_the_record_off_the_main_thread(qtbot: Any) -> None:
    # The card read the whole statistics file on the main thread at each redraw (its
    # arrival, the expert's score, a language change): seconds with a long history.
    from PySide6.QtWidgets import QWidget

    from qwixx_desktop.daily import daily_game
    from qwixx_desktop.ui.style import Look

    from .helpers import play_with_coach
    from .test_daily import daily_record

    gate = threading.Event()

    def slow_records() -> list[GameRecord]:
        gate.wait(5.0)  # a slow disk; never longer (the old code read on the main thread)
        return [daily_record(DAY - timedelta(days=1)), daily_record(DAY, score=95)]

    table = QWidget()
    table.resize(1000, 760)
    qtbot.addWidget(table)
    panel = daily_dialog.DailyResultPanel(table, Look(False, colour_blind=False), slow_records)
    game = play_with_coach(daily_game("classic", DAY, "You", "Expert"))
    tag = daily_tag(game)
    assert tag is not None
    panel.show_game(game, tag)
    assert not gate.is_set()
    assert panel.record.text() == "Recorded. Reading your daily record…"
    gate.set()
    qtbot.waitUntil(lambda: "Streak" in panel.record.text(), timeout=10000)
    assert "Streak: 2 days in a row" in panel.record.text()
    assert "your best in this game: 95" in panel.record.text()
    qtbot.waitUntil(lambda: not panel.busy, timeout=60000)
    panel.shutdown()


@pytest.mark.parametrize("days_later", [0, 1])
def test_the_daily_card_says_whose_dice_by_the_games_day(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, days_later: int
) -> None:
    # A daily game finished after midnight (or opened on a later day) said its dice were
    # "the same for everyone who plays this game today": they are the game's day's.
    from PySide6.QtWidgets import QWidget

    from qwixx_desktop.daily import daily_game
    from qwixx_desktop.ui.style import Look

    from .helpers import play_with_coach

    monkeypatch.setattr(daily, "today", lambda: DAY + timedelta(days=days_later))
    table = QWidget()
    table.resize(1000, 760)
    qtbot.addWidget(table)
    panel = daily_dialog.DailyResultPanel(table, Look(False, colour_blind=False), lambda: [])
    game = play_with_coach(daily_game("classic", DAY, "You", "Expert"))
    tag = daily_tag(game)
    assert tag is not None
    panel.show_game(game, tag)
    said = panel.expert_note.text()
    if days_later:
        assert "plays this game today" not in said and "challenge of Nov 23, 2026" in said
    else:
        assert said.endswith("the same for everyone who plays this game today).")
    qtbot.waitUntil(lambda: not panel.busy, timeout=60000)
    panel.shutdown()


# ---------------------------------------------------------------------------- saved files


def play_a_few_rolls(qtbot: Any, window: MainWindow, rolls: int) -> None:
    """Play the coach's moves until `rolls` dice rolls are in the game's log."""
    play_until(qtbot, window, lambda _snap, _ranking: rolled(window) >= rolls)


def rolled(window: MainWindow) -> int:
    from qwixx_desktop.engine.game import Roll

    game = window.controller.game
    assert game is not None
    return sum(isinstance(action, Roll) for action in game.log)


def dailies(window: MainWindow) -> list[str]:
    """The day of each game in the statistics ("" for one that is no daily result)."""
    return [record.daily for record in window.stats.load().records]


def test_a_daily_saved_part_way_and_opened_again_is_practice(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """Saved part-way, played on (the dice to come seen), then opened from the file and that
    stretch played again knowing them: it counted for the record (a second daily result of
    the day in the statistics; the first, had the game been abandoned). Opened from a file,
    a daily game is practice, and the window says so; opened twice, twice practice."""
    window = make_window()
    start_daily(qtbot, window)
    play_a_few_rolls(qtbot, window, 3)
    saved = tmp_path / "daily.qwixx.json"
    assert window.save_path(saved)
    play_to_the_end(qtbot, window)
    card_ready(qtbot, window)
    assert dailies(window) == [DAY.isoformat()]
    for again in (1, 2):
        assert window.open_path(saved)
        game = window.controller.game
        assert game is not None and not game.is_over
        told = window.table.banner.hint.text()
        play_to_the_end(qtbot, window)
        panel = card_ready(qtbot, window)
        assert dailies(window) == [DAY.isoformat()] + [""] * again
        assert "practice" in panel.subtitle.text()
        assert panel.record.text().startswith("Practice: not recorded")
        assert "opened from a file" in panel.record.text()
        assert "opened from a file is practice" in told
        assert daily_tag(game) == DailyTag(DAY, record=False, opened=True)


@pytest.mark.parametrize("days_ago", [0, 1])
def test_a_daily_abandoned_and_opened_from_its_file_counts_for_nothing(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path, days_ago: int
) -> None:
    """Saved part-way and left unfinished (today's, or yesterday's opened today): finished
    from the file it was the day's result, a streak's day filled in afterwards."""
    from qwixx_desktop.daily import daily_game
    from qwixx_desktop.storage import save_game

    window = make_window()
    game = daily_game("classic", DAY - timedelta(days=days_ago), "You", "Expert")
    window.start_game(game)
    play_a_few_rolls(qtbot, window, 2)
    saved = tmp_path / "daily.qwixx.json"
    save_game(saved, game)
    window.new_game(daily_dialog_default_choice())  # abandoned
    assert window.open_path(saved)
    play_to_the_end(qtbot, window)
    card_ready(qtbot, window)
    assert dailies(window) == [""]
    assert not daily_results(window.stats.load().records)


def test_a_finished_daily_opened_from_its_file_is_shown_as_practice(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """The day's game played through and saved, then opened: its card said "Recorded" of
    the file's copy. Practice, as any daily game opened from a file; no second result."""
    window = make_window()
    window.resize(*WINDOW_SIZE)
    start_daily(qtbot, window)
    play_to_the_end(qtbot, window)
    card_ready(qtbot, window)
    saved = tmp_path / "finished.qwixx.json"
    assert window.save_path(saved)
    assert window.open_path(saved)
    panel = card_ready(qtbot, window)
    assert "practice" in panel.subtitle.text() and "opened from a file" in panel.record.text()
    assert dailies(window) == [DAY.isoformat()]
    shot = os.environ.get("QWIXX_DAILY_FILE_SHOT")  # pictures of the card, when asked for
    if shot:
        window.grab().save(f"{shot}-window.png")
        panel.card.grab().save(f"{shot}-card.png")


def test_the_autosaved_daily_resumed_after_quitting_still_counts(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The app's own autosave, resumed at the next start, is the same attempt: not a file
    opened, so it keeps counting for the record."""
    window = make_window()
    start_daily(qtbot, window, "longo")
    play_a_few_rolls(qtbot, window, 2)
    window.autosaver.flush()
    window.close()
    again = make_window()
    resumable = again.saved_game_to_resume()
    assert resumable is not None
    again.offer_resume(resumable)
    qtbot.mouseClick(again.resume_panel.resume_button, LEFT)
    game = again.controller.game
    assert game is not None and daily_tag(game) == DailyTag(DAY, record=True)
    play_to_the_end(qtbot, again)
    panel = card_ready(qtbot, again)
    assert "Recorded" in panel.record.text() and "practice" not in panel.subtitle.text()
    assert dailies(again) == [DAY.isoformat()]


def test_the_dialog_follows_a_language_chosen_while_it_is_open(qtbot: Any) -> None:
    """Its intro (today's date in it), its status and its button stayed in the language
    it opened in, as the cards and other dialogs follow the new one."""
    from qwixx_desktop.ui.i18n import Translations, show_language_now

    dialog = DailyDialog(lambda stop: (), set(), DAY, "classic")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.loading)
    [intro] = [label for label in dialog.findChildren(QLabel) if "(Nov 23, 2026)" in label.text()]
    translations = Translations()
    try:
        assert translations.use("es")
        show_language_now()
        assert intro.text().startswith("Una partida al día de cada juego")
        assert "(23 nov 2026)" in intro.text()
        assert dialog.start_button.text() == "Jugar el reto"
        assert dialog.windowTitle() == "Reto diario"
    finally:
        translations.use("en")
        show_language_now()
    assert "(Nov 23, 2026)" in intro.text()
