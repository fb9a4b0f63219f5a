"""The Statistics dialog with a long history: read off the main thread, its chart readable."""

from __future__ import annotations

import itertools
import json
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainterPath, QPalette
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QWidget

from qwixx_desktop import stats
from qwixx_desktop.games.spec import ChartMark
from qwixx_desktop.stats import StatsStore
from qwixx_desktop.ui.stats_dialog import (
    DETAIL_LIMIT,
    LEGEND_INDENT,
    LEGEND_SAMPLE,
    MARK_RADIUS,
    STRETCHES,
    StatisticsDialog,
)

from .qt_helpers import contrast_ratio
from .test_stats import record

GATE_TIMEOUT = 5.0  # the stand-in reader never waits longer (the old code read in the dialog)


def history(home: Path, count: int) -> StatsStore:
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    lines = (json.dumps(record(scores=(game % 97, 50)).to_json()) for game in range(count))
    store.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return store


def gated_lines(
    monkeypatch: pytest.MonkeyPatch, opened: threading.Event, gate: threading.Event
) -> list[int]:
    """The file's lines, the first at once and the rest once `gate` is set: a slow disk.
    Returns the count of lines read, growing as they are."""
    read = [0]
    real = stats._read_lines

    def lines(handle: BinaryIO, size: int) -> Iterator[bytes | None]:
        for number, line in enumerate(real(handle, size)):
            if number == 1:
                opened.set()
                gate.wait(GATE_TIMEOUT)
            read[0] += 1
            yield line

    monkeypatch.setattr(stats, "_read_lines", lines)
    return read


def shown_active(qtbot: Any, store: StatsStore) -> StatisticsDialog:
    """The Statistics of `store` at their least size, read, shown and active (for keys)."""
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.resize(720, 760)
    dialog.show()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        pass
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    return dialog


def assert_framed(dialog: QWidget, area: QRect, unfocused: QImage, focused: QImage) -> None:
    """A focus frame along each edge of `area` (in `dialog`): it changed with the focus, and
    it is 3:1 and more against the window and the cells."""
    scale = focused.devicePixelRatio()
    palette = dialog.palette()
    backgrounds = [palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base)]
    middle = area.center()
    for x, y in (
        (area.left() + 1, middle.y()),
        (area.right() - 1, middle.y()),
        (middle.x(), area.top() + 1),
        (middle.x(), area.bottom() - 1),
    ):
        spot = (int(x * scale), int(y * scale))
        ring = focused.pixelColor(*spot)
        assert ring != unfocused.pixelColor(*spot), (x, y)
        for background in backgrounds:
            assert contrast_ratio(ring, background) >= 3.0, (ring.name(), background.name())


def test_the_statistics_show_at_once_and_fill_when_read(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The dialog read the whole file on the main thread: the window froze for 10 s at
    # 160 000 games.
    store = history(home, 3000)
    opened, gate = threading.Event(), threading.Event()
    gated_lines(monkeypatch, opened, gate)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert not gate.is_set()
    assert dialog.loading and dialog.summary.text() == "Reading the statistics…"
    assert not dialog.reset_button.isEnabled() and not dialog.filter_box.isEnabled()
    dialog.show()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        gate.set()
    assert not dialog.loading and dialog.summary.text() == "Games recorded: 3000."
    assert dialog.reset_button.isEnabled() and dialog.filter_box.isEnabled()
    assert dialog.games_table.item(0, 1).text() == "3000"


def test_closing_the_statistics_while_they_are_read_stops_the_reading(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = history(home, 3000)
    opened, gate = threading.Event(), threading.Event()
    read = gated_lines(monkeypatch, opened, gate)
    dialog = StatisticsDialog(store)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    qtbot.waitUntil(opened.is_set)
    filled: list[bool] = []
    dialog.loaded.connect(lambda: filled.append(True))
    gone: list[bool] = []
    dialog.destroyed.connect(lambda: gone.append(True))  # (waitSignal would warn: it is gone)
    dialog.close()
    gate.set()
    qtbot.waitUntil(lambda: bool(gone), timeout=10000)
    assert not filled and read[0] < 100  # stopped, not read to the end for nothing


def test_a_damaged_history_still_says_so_when_read_off_the_main_thread(
    qtbot: Any, home: Path
) -> None:
    store = history(home, 10)
    with open(store.path, "a", encoding="utf-8") as handle:
        handle.write("{damaged\n")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        pass
    assert dialog.summary.text() == ("Games recorded: 10. 1 damaged line in the file was skipped.")


def test_the_chart_of_thousands_of_games_shows_stretches_of_them(qtbot: Any, home: Path) -> None:
    # 20 000 marks on 700 pixels were an unreadable blob that took a second to paint.
    count = 2400
    dialog = StatisticsDialog(history(home, count))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    chart = dialog.chart
    assert len(chart.points) == count
    assert 0 < len(chart.stretches) <= STRETCHES
    size = chart.stretches[0].size
    assert size == count // STRETCHES and all(s.count == size for s in chart.stretches)
    first = [point.score for point in chart.points[:size]]
    assert chart.stretches[0].average == sum(first) / size
    assert chart.stretches[0].low <= chart.stretches[0].average <= chart.stretches[0].high
    assert chart.banded  # one game: its band of the middle half of the scores
    chart.grab()


def test_a_short_history_keeps_a_mark_per_game(qtbot: Any, home: Path) -> None:
    dialog = StatisticsDialog(history(home, DETAIL_LIMIT))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert len(dialog.chart.points) == DETAIL_LIMIT and dialog.chart.stretches == []


def test_many_kinds_of_game_scroll_and_the_legend_names_every_one(qtbot: Any, home: Path) -> None:
    # Eight kinds (house rules count apart): the tables, as tall as their rows, ran over one
    # another in the dialog, and the legend's one line ran past the chart's edge, unnamed.
    from qwixx_desktop.games.crossing import LOCK_CROSSES

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    for game in ("classic", "longo", "onboard", "qwantum"):
        for rules in (None, {LOCK_CROSSES: 3}):
            store.append(record(game=game, house_rules=rules))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.resize(720, 760)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.loading)
    qtbot.waitUntil(lambda: dialog.games_table.rowCount() == 8)
    dialog.layout().activate()
    dialog.body.widget().layout().activate()
    parts = [
        dialog.games_title,
        dialog.games_table,
        dialog.levels_title,
        dialog.levels_table,
        dialog.chart_title,
        dialog.chart,
        dialog.definitions,
    ]
    rects = [part.geometry() for part in parts]
    assert all(a.bottom() < b.top() for a, b in itertools.pairwise(rects))
    assert dialog.body.verticalScrollBar().maximum() > 0, "taller than the dialog: it scrolls"
    chart = dialog.chart
    legend = chart.legend_layout()
    named = {text for _, kind, text in legend if kind is not None}
    assert named == set(chart.titles.values()) and len(named) == 8
    metrics = chart.fontMetrics()
    area = chart.plot_area()
    for spot, _, text in legend:
        assert (
            area.left() + spot.x() + LEGEND_INDENT + metrics.horizontalAdvance(text)
            <= chart.width()
        )
        assert area.bottom() + 24 + spot.y() + 18 <= chart.height()


def test_the_charts_words_keep_apart_in_a_large_font(
    qtbot: Any, home: Path, large_font: None
) -> None:
    # A desktop font of 16 pt: the axis' words ("games, oldest to newest") and the legend's
    # lines were drawn in rows of 18 pixels, over each other, and the axis' numbers over the
    # plot's left edge.
    from qwixx_desktop.typography import number_text

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    for game in ("classic", "longo", "onboard", "qwantum"):
        store.append(record(game=game, scores=(-12, 5)))
        store.append(record(game=game, scores=(104, 5)))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.resize(720, 760)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.loading)
    chart = dialog.chart
    metrics, area = chart.fontMetrics(), chart.plot_area()
    tall = metrics.height()
    low, high, _ = chart.value_range()
    for value in (low, high):
        assert metrics.horizontalAdvance(number_text(value, "g")) <= area.left() - 6
    rows = sorted({spot.y() for spot, _, _ in chart.legend_spots()})
    assert len(rows) >= 2, "the legend on more than one line"
    assert rows[0] >= area.bottom() + 2 + tall  # below the axis' words
    assert all(b - a >= tall for a, b in itertools.pairwise(rows))
    assert rows[-1] + tall <= chart.height()


def test_the_statistics_follow_a_language_chosen_while_they_show(qtbot: Any, home: Path) -> None:
    # The dialog is not modal: Settings → Spanish left it in English, titles, tables,
    # summary and all.
    from qwixx_desktop.ui.i18n import Translations, translate

    dialog = StatisticsDialog(history(home, 10))
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        pass
    translations = Translations()
    try:
        assert translations.use("es")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Estadísticas")
        assert dialog.summary.text() == translate("Statistics", "Games recorded: {count}.").format(
            count=10
        )
        assert dialog.summary.text() != "Games recorded: 10."
        assert dialog.games_title.text() == translate("Statistics", "By game") != "By game"
        assert dialog.games_table.accessibleName() == dialog.games_title.text()
        header = dialog.games_table.horizontalHeaderItem(1)
        assert header is not None and header.text() == translate("Statistics", "Played")
        assert header.text() != "Played"
        assert dialog.filter_box.itemText(0) == translate("Statistics", "All games")
        assert dialog.games_table.item(0, 1).text() == "10"  # the same numbers
    finally:
        translations.use("en")
    qtbot.waitUntil(lambda: dialog.summary.text() == "Games recorded: 10.")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_game_filter_is_as_wide_as_its_names(qtbot: Any, home: Path, language: str) -> None:
    # The box was empty when the dialog first showed (the file is read after) and kept
    # that width: "All games" and the games' names were cut short.
    from qwixx_desktop.ui.i18n import Translations

    translations = Translations()
    try:
        assert translations.use(language)
        dialog = StatisticsDialog(history(home, 10))
        qtbot.addWidget(dialog)
        dialog.show()
        with qtbot.waitSignal(dialog.loaded, timeout=10000):
            pass
        box = dialog.filter_box
        qtbot.waitUntil(lambda: box.width() >= box.sizeHint().width())
        metrics = box.fontMetrics()
        widest = max(metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count()))
        assert box.width() > widest
    finally:
        translations.use("en")


def test_a_long_game_name_in_the_legend_is_cut_with_the_whole_in_a_tooltip(
    qtbot: Any, home: Path
) -> None:
    # A single game under every house rule: its name, on a line of its own, ran past the
    # chart's right edge (in Spanish, longer still).
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from qwixx_desktop.games.crossing import (
        LOCK_CROSSES,
        MISTHROW_POINTS,
        MISTHROWS_TO_END,
        ROWS_TO_END,
    )

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    rules = {LOCK_CROSSES: 3, MISTHROWS_TO_END: 6, MISTHROW_POINTS: 10, ROWS_TO_END: 3}
    store.append(record(game="classic", house_rules=rules))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.resize(440, 700)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.loading)
    chart = dialog.chart
    (title,) = chart.titles.values()
    metrics, area = chart.fontMetrics(), chart.plot_area()
    assert metrics.horizontalAdvance(title) > chart.width(), "long enough to test"
    entries = chart.legend_layout()
    for spot, _, text in entries:
        assert (
            area.left() + spot.x() + LEGEND_INDENT + metrics.horizontalAdvance(text)
            <= chart.width()
        )
    spot, kind, shown = entries[0]
    assert kind is not None and shown != title and shown.endswith("\u2026")
    inside = QPoint(int(area.left() + spot.x() + 20), int(area.bottom() + 24 + spot.y() + 9))
    QApplication.sendEvent(
        chart, QHelpEvent(QEvent.Type.ToolTip, inside, chart.mapToGlobal(inside))
    )
    assert QToolTip.text() == title
    QToolTip.hideText()


@pytest.mark.parametrize("font", ["default", "large_font"])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_daily_tables_game_names_are_whole(
    qtbot: Any, home: Path, request: pytest.FixtureRequest, language: str, font: str
) -> None:
    # At 16 pt in Spanish the long headers ("Ganados al experto" over a "1") took the room
    # and every game's name was cut ("Qwixx…"), whole only in its tooltip.
    from qwixx_desktop.ui.i18n import Translations

    if font != "default":
        request.getfixturevalue(font)
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    for day, game in enumerate(("classic", "longo", "onboard", "qwantum"), start=1):
        daily = record(game, (123, 100), ("human", "expert"))
        store.append(replace(daily, daily=f"2025-03-0{day}"))
    translations = Translations()
    try:
        assert translations.use(language)
        dialog = StatisticsDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        with qtbot.waitSignal(dialog.loaded, timeout=10000):
            pass
        table = dialog.daily_table
        assert table.rowCount() == 4
        metrics = table.fontMetrics()
        for row in range(table.rowCount()):
            name = table.item(row, 0).text()
            assert table.columnWidth(0) > metrics.horizontalAdvance(name), name
        # Every row shows under the two-line headers, none behind a scroll bar.
        assert not table.verticalScrollBar().isVisible()
    finally:
        translations.use("en")


def many_kinds(home: Path, count: int = 20) -> StatsStore:
    """A history of `count` kinds of game: the games, each under several house rules."""
    from qwixx_desktop.games.crossing import (
        LOCK_CROSSES,
        MISTHROW_POINTS,
        MISTHROWS_TO_END,
        ROWS_TO_END,
    )

    rule_sets: list[dict[str, int] | None] = [
        None,
        {LOCK_CROSSES: 3},
        {MISTHROWS_TO_END: 6},
        {MISTHROW_POINTS: 10},
        {ROWS_TO_END: 3},
        {LOCK_CROSSES: 3, MISTHROW_POINTS: 10},
        {LOCK_CROSSES: 4, MISTHROWS_TO_END: 5},
    ]
    kinds = [("qwantum", None)] + [
        (game, rules) for rules in rule_sets for game in ("classic", "longo", "onboard")
    ]
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    for game, rules in kinds[:count]:
        store.append(record(game=game, house_rules=rules))
    return store


@pytest.mark.parametrize("height", [400, 760, 1400, 2000])
def test_with_twenty_kinds_of_game_the_chart_keeps_its_plot(
    qtbot: Any, home: Path, height: int
) -> None:
    # The legend of twenty kinds took all of the chart's fixed 220 px: no plot was left.
    from PySide6.QtWidgets import QApplication

    dialog = StatisticsDialog(many_kinds(home))
    qtbot.addWidget(dialog)
    dialog.resize(720, height)
    dialog.show()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        pass
    chart = dialog.chart
    assert len(chart.titles) == 20

    def placed() -> tuple[object, ...]:
        return (chart.geometry(), dialog.body.verticalScrollBar().isVisible())

    settled = None
    for _ in range(20):  # the layout's posted requests, until it settles
        QApplication.processEvents()
        settled, before = placed(), settled
        if settled == before:
            break
    for _ in range(5):  # the scroll bar coming and going flows the legend again: no flipping
        QApplication.processEvents()
        assert placed() == settled
    assert chart.plot_area().height() >= 150
    metrics, area = chart.fontMetrics(), chart.plot_area()
    spots = chart.legend_spots()
    assert len({spot.y() for spot, _, _ in spots}) > 10
    for spot, _, text in spots:
        assert area.bottom() < spot.y()
        assert spot.x() + LEGEND_INDENT + metrics.horizontalAdvance(text) <= chart.width()
        assert spot.y() + chart.text_line() <= chart.height()


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_tables_headers_and_names_fit_in_a_large_font(
    qtbot: Any, home: Path, large_font: None, language: str
) -> None:
    # At 16 pt the columns were all equally wide: headers cut ("% ganadas", "Con pistas") and
    # every game's name "Qwixx…".
    from qwixx_desktop.ui.i18n import Translations
    from qwixx_desktop.ui.style import screen_room

    translations = Translations()
    try:
        assert translations.use(language)
        dialog = StatisticsDialog(many_kinds(home, 4))  # the games, no house rules
        qtbot.addWidget(dialog)
        dialog.show()
        with qtbot.waitSignal(dialog.loaded, timeout=10000):
            pass
        for table in (dialog.games_table, dialog.levels_table):
            header = table.horizontalHeader()
            for column in range(table.columnCount()):
                assert header.sectionSize(column) >= header.sectionSizeHint(column), (
                    table.horizontalHeaderItem(column).text()
                )
        games = dialog.games_table
        # The names whole, the dialog widened for them; cut only on a screen without room.
        whole = games.columnWidth(0) >= games.sizeHintForColumn(0)
        assert whole or dialog.width() == screen_room(dialog).width()
        if language == "en":  # the tests' screen has room for the English names
            assert whole
    finally:
        translations.use("en")


def _filter_cut_items(box: QComboBox) -> list[str]:
    """The game filter's items whose text is wider than the box's room for it."""
    metrics, cut = box.fontMetrics(), []
    for index in range(box.count()):
        box.setCurrentIndex(index)
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        if metrics.horizontalAdvance(box.itemText(index)) > room.width():
            cut.append(box.itemText(index))
    return cut


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_game_filter_stays_whole_beside_a_long_summary(
    qtbot: Any, home: Path, request: pytest.FixtureRequest, language: str, large: bool
) -> None:
    # The summary, on one line, said the damaged lines and a newer version's games: the
    # dialog grew past the screen and the filter was squeezed to "All game" ("Todos los").
    from qwixx_desktop.ui.i18n import Translations

    if large:
        request.getfixturevalue("large_font")
    store = many_kinds(home, 4)
    with open(store.path, "a", encoding="utf-8") as handle:
        handle.write("{damaged\n")
        handle.write(json.dumps({**record().to_json(), "v": 99}) + "\n")
    translations = Translations()
    try:
        assert translations.use(language)
        dialog = shown_active(qtbot, store)
        assert dialog.newer == 1 and dialog.skipped == 1
        for width in (720, dialog.minimumSizeHint().width()):
            dialog.resize(width, 760)
            qtbot.waitUntil(lambda: dialog.width() <= max(width, 720))  # noqa: B023
            dialog.layout().activate()
            assert dialog.width() <= 720, "the summary widened the dialog"
            assert _filter_cut_items(dialog.filter_box) == []
    finally:
        translations.use("en")


@pytest.mark.parametrize("dark", [False, True])
def test_the_bodys_focus_frame_leaves_its_scroll_bar_alone(
    qtbot: Any, home: Path, qapp: Any, dark: bool
) -> None:
    # The frame was drawn over the whole scroll area: its right edge covered the scroll bar's.
    from qwixx_desktop.ui.style import apply_theme

    before = qapp.palette()
    apply_theme(qapp, dark)
    try:
        dialog = StatisticsDialog(history(home, 10))
        qtbot.addWidget(dialog)
        dialog.resize(720, 420)  # short: the body scrolls
        dialog.show()
        with qtbot.waitSignal(dialog.loaded, timeout=10000):
            pass
        qtbot.waitExposed(dialog)
        dialog.body.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(dialog.body.hasFocus)
        bar = dialog.body.verticalScrollBar()
        qtbot.waitUntil(bar.isVisible)
        ring = dialog._body_focus
        qtbot.waitUntil(ring.isVisible)
        shown_bar = QRect(bar.mapTo(dialog, QPoint(0, 0)), bar.size())
        assert not ring.geometry().intersects(shown_bar), (ring.geometry(), shown_bar)
        viewport = dialog.body.viewport()
        assert ring.geometry() == QRect(viewport.mapTo(dialog, QPoint(0, 0)), viewport.size())
    finally:
        qapp.setPalette(before)


@pytest.mark.parametrize("dark", [False, True])
def test_the_scrolling_body_shows_when_it_has_the_keyboard_focus(
    qtbot: Any, home: Path, qapp: Any, dark: bool
) -> None:
    # The body is a Tab stop (PageDown scrolls it), and nothing showed that it had the focus.

    from qwixx_desktop.ui.style import apply_theme

    before = qapp.palette()
    apply_theme(qapp, dark)
    try:
        dialog = shown_active(qtbot, history(home, 10))
        dialog.filter_box.setFocus()
        qtbot.waitUntil(dialog.filter_box.hasFocus)
        unfocused = dialog.grab().toImage()
        qtbot.keyClick(dialog.filter_box, Qt.Key.Key_Tab)
        qtbot.waitUntil(dialog.body.hasFocus)
        focused = dialog.grab().toImage()
        # The frame goes round the viewport: a scroll bar beside it is not covered.
        viewport = dialog.body.viewport()
        body = QRect(viewport.mapTo(dialog, QPoint(0, 0)), viewport.size())
        # Along each edge of the body, a frame seen against the window and the tables.
        assert_framed(dialog, body, unfocused, focused)
        qtbot.keyClick(dialog.body, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: not dialog.body.hasFocus())
        after = dialog.grab().toImage()
        scale = after.devicePixelRatio()
        spot = (int((body.left() + 1) * scale), int(body.center().y() * scale))
        assert after.pixelColor(*spot) == unfocused.pixelColor(*spot)
    finally:
        qapp.setPalette(before)


def test_the_daily_tables_last_day_is_written_as_the_language_writes_a_date(
    qtbot: Any, home: Path, spanish: None
) -> None:
    # The "Last day" column showed "2025-03-01" in both languages.
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    store.append(replace(record("classic", (123, 100), ("human", "expert")), daily="2025-03-01"))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    assert dialog.daily_table.item(0, 4).text() == "1 mar 2025: 123"


def test_an_empty_history_says_so_in_one_line_in_place_of_the_tables_and_chart(
    qtbot: Any, home: Path
) -> None:
    # No games showed two tables of headers over a blank row and an empty chart.
    from PySide6.QtWidgets import QLabel, QTableWidget

    home.mkdir(parents=True, exist_ok=True)
    dialog = StatisticsDialog(StatsStore(home / "statistics.jsonl"))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    assert not [table for table in dialog.findChildren(QTableWidget) if table.isVisible()]
    assert not dialog.chart.isVisible()
    (line,) = [
        label
        for label in dialog.findChildren(QLabel)
        if label.isVisible() and label.text().startswith("No games yet")
    ]
    assert line.text() == "No games yet: play a game to its end and its results show here."
    # A game recorded: the tables and the chart are back, the line gone.
    dialog.store.append(record())
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.reload()
    assert dialog.games_table.isVisible() and dialog.chart.isVisible()
    assert not line.isVisible()


def _sample_runs(image: QImage, row: int, start: int, end: int, colour: QColor) -> int:
    """How many separate runs of pixels near `colour` the `row` has from `start` to `end`."""
    runs, inside = 0, False
    for x in range(start, end):
        pixel = image.pixelColor(x, row)
        near = (
            abs(pixel.red() - colour.red())
            + abs(pixel.green() - colour.green())
            + abs(pixel.blue() - colour.blue())
            < 90
        )
        runs += near and not inside
        inside = near
    return runs


def _classic_with_and_without_house_rules(qtbot: Any, home: Path) -> StatisticsDialog:
    """The statistics shown, of one classic game and one under house rules (3 to lock)."""
    from qwixx_desktop.games.crossing import LOCK_CROSSES

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    store.append(record(game="classic"))
    store.append(record(game="classic", house_rules={LOCK_CROSSES: 3}))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    return dialog


def test_the_legend_tells_a_game_from_the_same_game_under_house_rules(
    qtbot: Any, home: Path
) -> None:
    # Both in the game's colour, the house rules' dashed line so short that its mark hid
    # the gaps: "Qwixx (classic)" and its house rules' entry looked the same.
    from qwixx_desktop.ui.stats_dialog import game_colour

    dialog = _classic_with_and_without_house_rules(qtbot, home)
    chart = dialog.chart
    image = chart.grab().toImage()
    scale = image.devicePixelRatio()
    runs = {}
    for spot, kind, _ in chart.legend_spots():
        if kind is not None:
            row = int((spot.y() + chart.text_line() / 2) * scale)
            start, end = int((spot.x() - 4) * scale), int((spot.x() + 40) * scale)
            runs[kind] = _sample_runs(image, row, start, end, game_colour("classic"))
    assert len(runs) == 2
    standard, house_rules = (runs[kind] for kind in sorted(runs, key=len))
    assert standard == 1  # a solid line through its mark
    assert house_rules >= 3  # a dash, the mark, a dash


# Each game's scores apart from the others' (a band of 5 each), so a mark's height says
# whose it is.
GAME_BASES = {"classic": 10, "longo": 30, "onboard": 50, "qwantum": 70}


@pytest.mark.parametrize("per_game", [4, DETAIL_LIMIT // 4 + 1])  # a mark per game; stretches
def test_each_games_line_and_legend_sample_have_the_games_own_mark_shape(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch, per_game: int
) -> None:
    # The lines were told apart by colour alone: in grayscale classic, On Board and Qwantum
    # were one grey, and On Board's red and Longo's green are colour-blind eyes' usual
    # confusion. Summarised, the lines had no marks and the legend's samples none either.
    from qwixx_desktop.games import get_game
    from qwixx_desktop.ui import stats_dialog

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    lines = (
        json.dumps(record(game=game, scores=(base + number % 5, 0)).to_json())
        for number in range(per_game)
        for game, base in GAME_BASES.items()
    )
    store.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    chart = dialog.chart
    assert bool(chart.stretches) == (per_game * 4 > DETAIL_LIMIT)
    drawn: list[tuple[str, QPointF]] = []
    real = stats_dialog.mark_path

    def mark_path(shape: ChartMark, centre: QPointF, radius: float = MARK_RADIUS) -> QPainterPath:
        drawn.append((shape, centre))
        return real(shape, centre, radius)

    monkeypatch.setattr(stats_dialog, "mark_path", mark_path)
    chart.grab()
    area, (low, high, _) = chart.plot_area(), chart.value_range()
    on_lines: dict[str, set[str]] = {}
    for shape, centre in drawn:
        if area.contains(centre):
            score = low + (area.bottom() - centre.y()) / area.height() * (high - low)
            [game] = [g for g, base in GAME_BASES.items() if base - 1 < score < base + 5]
            on_lines.setdefault(game, set()).add(shape)
    shapes = {game: get_game(game).mark for game in GAME_BASES}
    assert len(set(shapes.values())) == len(shapes), "a shape of its own each"
    assert on_lines == {game: {shape} for game, shape in shapes.items()}
    samples = {}
    for spot, kind, _ in chart.legend_spots():
        if kind is not None:
            middle = QPointF(spot.x() + LEGEND_SAMPLE / 2, spot.y() + chart.text_line() / 2)
            samples[kind] = [shape for shape, centre in drawn if centre == middle]
    assert samples == {game: [shape] for game, shape in shapes.items()}


def test_the_legends_played_with_hints_shows_a_hollow_mark_of_each_shown_shape(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Its sample was a hollow circle whatever the games: classic's shape, read as "classic".
    from qwixx_desktop.games import get_game
    from qwixx_desktop.ui.stats_dialog import ScoreChart

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    for game in ("onboard", "longo", "onboard"):
        store.append(record(game=game, hints=(1,)))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    chart = dialog.chart
    drawn: list[tuple[str, QPointF, bool]] = []
    real = ScoreChart._paint_mark

    def paint_mark(
        self: ScoreChart, painter: Any, game: str, centre: QPointF, hollow: bool = False
    ) -> None:
        drawn.append((game, centre, hollow))
        real(self, painter, game, centre, hollow)

    monkeypatch.setattr(ScoreChart, "_paint_mark", paint_mark)
    chart.grab()
    [(spot, name)] = [(spot, name) for spot, kind, name in chart.legend_spots() if kind is None]
    assert name == "played with hints"
    middle = spot.y() + chart.text_line() / 2
    sample = [
        (game, hollow)
        for game, centre, hollow in drawn
        if centre.y() == middle and centre.x() >= spot.x()  # the legend's last entry
    ]
    assert sample == [("onboard", True), ("longo", True)], drawn
    assert {get_game(game).mark for game, _ in sample} == {"triangle", "square"}


def test_the_game_filter_shows_a_cut_entrys_whole_name_on_hovering(qtbot: Any, home: Path) -> None:
    # The box is kept to 40 characters on purpose: chosen, the house rules' entry showed
    # "Qwixx (classic) · house rules (crosse", whole nowhere but in the list.
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    dialog = _classic_with_and_without_house_rules(qtbot, home)
    box = dialog.filter_box
    whole = "Qwixx (classic) · house rules (crosses to lock: 3)"
    qtbot.waitUntil(lambda: box.width() == min(box.sizeHint().width(), box.maximumWidth()))
    assert _filter_cut_items(box) == [whole], "only that entry is cut"
    box.setCurrentIndex(box.findText(whole))
    inside = box.rect().center()
    help_event = QHelpEvent(QEvent.Type.ToolTip, inside, box.mapToGlobal(inside))
    QApplication.sendEvent(box, help_event)
    assert QToolTip.text() == whole
    QToolTip.hideText()
    # Its list, where the entries are chosen, shows every one whole (beside the narrow box).
    metrics = box.fontMetrics()
    box.showPopup()
    try:
        qtbot.waitUntil(box.view().isVisible)
        assert box.view().viewport().width() > metrics.horizontalAdvance(whole)
    finally:
        box.hidePopup()


@pytest.mark.parametrize(
    ("window", "room", "expected"),
    [
        ((1800, 1100), (2500, 1400), (1080, 990)),  # a share of a big window
        ((3840, 2100), (3824, 2052), (1400, 1200)),  # no bigger than that, on a 4K screen
        ((1280, 700), (1264, 672), (768, 672)),  # a laptop: within its screen's room
        ((900, 600), (2500, 1400), (720, 760)),  # no smaller than it was
    ],
)
def test_the_statistics_open_sized_from_the_main_window_within_its_screen(
    qtbot: Any,
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    window: tuple[int, int],
    room: tuple[int, int],
    expected: tuple[int, int],
) -> None:
    # It opened at 720x760 whatever the main window's size: small over a big window.
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QWidget

    from qwixx_desktop.ui import stats_dialog

    main = QWidget()
    qtbot.addWidget(main)
    main.resize(*window)
    asked: list[QWidget] = []

    def screen_room(widget: QWidget) -> QSize:
        asked.append(widget)
        return QSize(*room)

    monkeypatch.setattr(stats_dialog, "screen_room", screen_room)
    home.mkdir(parents=True, exist_ok=True)
    dialog = StatisticsDialog(StatsStore(home / "statistics.jsonl"), main)
    assert (dialog.width(), dialog.height()) == expected
    assert asked == [main]  # the main window's screen: the dialog is on none yet
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        pass


def test_the_chart_says_in_words_what_it_shows(qtbot: Any, home: Path) -> None:
    """The chart is a painting: a screen reader found no name and nothing of the scores."""
    from PySide6.QtGui import QAccessible

    from qwixx_desktop.ui.i18n import Translations

    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    games = [record(scores=(score, 0)) for score in (30, 40, 50, 60, 70, 80)]
    games += [record("longo", scores=(score, 0)) for score in (55, 45)]
    lines = (json.dumps(game.to_json()) for game in games)
    store.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        pass
    face = QAccessible.queryAccessibleInterface(dialog.chart)
    assert face is not None
    assert face.text(QAccessible.Text.Name) == "Score history"
    classic, longo = (dialog.filter_box.itemText(i) for i in (1, 2))
    said = (
        f"{classic}: 6 games; latest score 80, best 80, average 55.0. The recent games score"
        f" higher than the earlier ones. {longo}: 2 games; latest score 45, best 55,"
        " average 50.0."
    )
    assert face.text(QAccessible.Text.Description) == said
    dialog.filter_box.setCurrentIndex(2)  # Show: Longo alone
    assert face.text(QAccessible.Text.Description) == (
        f"{longo}: 2 games; latest score 45, best 55, average 50.0."
    )
    translations = Translations()
    try:
        assert translations.use("es")  # a language chosen while the dialog is open
        qtbot.waitUntil(lambda: face.text(QAccessible.Text.Name) == "Historial de puntuaciones")
        assert face.text(QAccessible.Text.Description) == (
            f"{longo}: 2 partidas; última puntuación 45, mejor 55, media 50,0."
        )
    finally:
        translations.use("en")


@pytest.mark.parametrize(
    ("dark", "high_contrast"), [(False, False), (True, False), (False, True), (True, True)]
)
def test_a_focused_table_is_framed_in_the_focus_colour(
    qtbot: Any, home: Path, qapp: Any, dark: bool, high_contrast: bool
) -> None:
    # A table with the focus showed only a pale current cell (1.1:1 on the white): Tab went
    # into it and seemed to go nowhere.

    from qwixx_desktop.ui.style import apply_theme

    before = qapp.palette()
    apply_theme(qapp, dark, high_contrast)
    try:
        dialog = shown_active(qtbot, history(home, 3))
        table = dialog.games_table
        unfocused = dialog.grab().toImage()
        table.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(table.hasFocus)
        focused = dialog.grab().toImage()
        area = QRect(table.mapTo(dialog, QPoint(0, 0)), table.size())
        # Along each edge of the table, its header's too: a frame seen against the window
        # around it and the cells inside.
        assert_framed(dialog, area, unfocused, focused)
    finally:
        qapp.setPalette(before)
