"""The Statistics dialog: games per game and per opponent level, and the score history.

Games under house rules are their own entries ("Qwixx (classic) · house rules (...)"), never
summed with the standard games.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from datetime import date

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games import get_game, is_game
from ..stats import (
    NO_COMPUTER,
    GameRecord,
    HistoryPoint,
    StatsStore,
    Tally,
    by_game,
    by_opponent_level,
    daily_by_game,
    daily_streak,
    score_history,
)
from ..typography import number_text, percent_text
from .i18n import counted, current_language, translate, why_it_failed
from .names import game_title, house_rules_text, short_level
from .style import screen_room

ALL_GAMES = ""
UNKNOWN_GAME_COLOUR = "#777777"  # a game this version does not know (a newer version's)
LINE_PIECE = 32  # the score chart's lines are stroked this many games at a time


def game_colour(game: str) -> QColor:
    return QColor(get_game(game).colour if is_game(game) else UNKNOWN_GAME_COLOUR)


def kind_title(record: GameRecord) -> str:
    """The game's name, and its house rules if any."""
    if not record.house_rules:
        return game_title(record.game)
    return translate("Statistics", "{game} · house rules ({rules})").format(
        game=game_title(record.game), rules=house_rules_text(dict(record.house_rules))
    )


def kind_titles(records: Iterable[GameRecord]) -> dict[str, str]:
    """Each game kind (`GameRecord.kind`) among `records`, with its title."""
    return {record.kind: kind_title(record) for record in records}


def _nice_step(span: float) -> float:
    """A round step that gives about five grid lines over `span`."""
    raw = max(span, 1.0) / 5
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return float(factor * power)
    return 10.0 * power


class ScoreChart(QWidget):
    """Every game's score in the order played: a line per game, hollow marks for games in
    which a hint was used. Painted with QPainter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[HistoryPoint] = []
        self.titles: dict[str, str] = {}  # game kind -> its title, for the legend
        self._range = self._axis([])
        self.setMinimumSize(420, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_points(self, points: Sequence[HistoryPoint], titles: dict[str, str]) -> None:
        self.points = list(points)
        self.titles = titles
        # Worked out once here, not in position(): that runs for every point of every paint,
        # and scanning the scores there froze the dialog for seconds at a few thousand games.
        self._range = self._axis(self.points)
        self.update()

    def plot_area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(46, 12, -14, -52)

    def value_range(self) -> tuple[float, float, float]:
        """Lowest and highest value on the axis, and the grid step."""
        return self._range

    @staticmethod
    def _axis(points: Sequence[HistoryPoint]) -> tuple[float, float, float]:
        scores = [p.score for p in points] or [0]
        low, high = min(0, *scores), max(10, *scores)
        step = _nice_step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step, step

    def position(self, point: HistoryPoint) -> QPointF:
        area = self.plot_area()
        low, high, _ = self.value_range()
        count = max(1, len(self.points) - 1)
        x = (
            area.left() + (point.number - 1) / count * area.width()
            if len(self.points) > 1
            else area.center().x()
        )
        y = area.bottom() - (point.score - low) / (high - low) * area.height()
        return QPointF(x, y)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        faint = QColor(text)
        faint.setAlpha(45)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        area = self.plot_area()
        if not self.points:
            painter.setPen(text)
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                translate("Statistics", "No finished games yet."),
            )
            painter.end()
            return
        low, high, step = self.value_range()
        metrics = painter.fontMetrics()
        value = low
        while value <= high + 1e-9:
            y = area.bottom() - (value - low) / (high - low) * area.height()
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            label = number_text(value, "g")
            painter.drawText(
                QRectF(0, y - 9, area.left() - 6, 18),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
            value += step
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), 18),
            int(Qt.AlignmentFlag.AlignCenter),
            translate("Statistics", "games, oldest to newest"),
        )
        # A line per game kind; under house rules the game's colour, dashed.
        by_kind: dict[str, list[HistoryPoint]] = {}
        for point in self.points:
            by_kind.setdefault(point.kind, []).append(point)
        for points in by_kind.values():
            colour = game_colour(points[0].game)
            painter.setPen(self._line_pen(points[0]))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # In short pieces: Qt strokes one long zigzag path in a time that grows far
            # faster than its length (seconds at a few thousand games).
            for start in range(0, len(points) - 1, LINE_PIECE):
                piece = points[start : start + LINE_PIECE + 1]
                path = QPainterPath(self.position(piece[0]))
                for point in piece[1:]:
                    path.lineTo(self.position(point))
                painter.drawPath(path)
            for point in points:
                painter.setPen(QPen(colour, 2))
                painter.setBrush(palette.color(QPalette.ColorRole.Base) if point.hinted else colour)
                painter.drawEllipse(self.position(point), 4.5, 4.5)
        # Legend: the games, and what a hollow mark means.
        x = area.left()
        y = area.bottom() + 24
        for kind, points in by_kind.items():
            painter.setPen(self._line_pen(points[0]))
            painter.drawLine(QPointF(x - 2, y + 9), QPointF(x + 12, y + 9))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(game_colour(points[0].game))
            painter.drawEllipse(QPointF(x + 5, y + 9), 4.5, 4.5)
            painter.setPen(text)
            name = self.titles.get(kind, game_title(points[0].game))
            painter.drawText(
                QRectF(x + 14, y, metrics.horizontalAdvance(name) + 4, 18),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                name,
            )
            x += metrics.horizontalAdvance(name) + 32
        painter.setPen(QPen(text, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(x + 5, y + 9), 4.5, 4.5)
        painter.setPen(text)
        painter.drawText(
            QRectF(x + 14, y, area.right() - x, 18),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            translate("Statistics", "played with hints"),
        )
        painter.end()

    @staticmethod
    def _line_pen(point: HistoryPoint) -> QPen:
        pen = QPen(game_colour(point.game), 2)
        if point.kind != point.game:  # house rules
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen


def _level_title(level: str) -> str:
    if level == NO_COMPUTER:
        return translate("Statistics", "people only")
    return short_level(level)


def days_words(count: int) -> str:
    """The length of a streak: "1 day", "3 days"."""
    return counted(count, translate("Statistics", "1 day"), translate("Statistics", "{count} days"))


def _fill_table(table: QTableWidget, headers: list[str], rows: list[list[str]]) -> None:
    """Replace `table`'s contents: the first column names the row, the others centred."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, column, item)
    _fit_height(table)


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows: the dialog scrolls nothing but the chart grows."""
    height = table.horizontalHeader().height() + 4
    height += sum(table.rowHeight(r) for r in range(table.rowCount())) or 24
    table.setFixedHeight(height)


class StatisticsDialog(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.records: tuple[GameRecord, ...] = ()
        self.skipped = 0
        self.newer = 0  # games of a newer version: kept in the file, not shown
        self.filter_box = QComboBox(self)
        self.filter_box.setObjectName("statsGame")
        self.games_table = self._table("statsByGame")
        self.levels_table = self._table("statsByLevel")
        self.chart = ScoreChart(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("statsSummary")
        self.definitions = QLabel(self)
        self.definitions.setWordWrap(True)
        self.definitions.setText(
            translate(
                "Statistics",
                "A game counts as won when a person at the table has the highest score (ties "
                "included); its score is the best score of the people at the table. The level "
                "is the strongest computer opponent at the table. Only games with at least one "
                "person are recorded.",
            )
        )
        small = self.definitions.font()
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
        self.definitions.setFont(small)
        self.games_title = QLabel(translate("Statistics", "By game"), self)
        self.levels_title = QLabel(translate("Statistics", "By strongest computer opponent"), self)
        self.chart_title = QLabel(translate("Statistics", "Score history"), self)
        self.daily_title = QLabel(translate("Statistics", "Daily challenge"), self)
        self.daily_summary = QLabel(self)
        self.daily_summary.setObjectName("statsDailyStreak")
        self.daily_table = self._table("statsDaily")
        for label in (self.games_title, self.levels_title, self.chart_title, self.daily_title):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        # Tables are not named by the titles above them (see TableWidget.retranslate).
        for table, title in (
            (self.games_table, self.games_title),
            (self.levels_table, self.levels_title),
            (self.daily_table, self.daily_title),
        ):
            table.setAccessibleName(title.text())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(translate("Statistics", "Reset statistics…"), self)
        self.reset_button.setObjectName("statsReset")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        # Enter must never start a destructive action: Close is the default button.
        self.reset_button.setAutoDefault(False)
        close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        close_button.setDefault(True)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        show = QLabel(translate("Statistics", "Show:"), self)
        show.setBuddy(self.filter_box)  # names the box for screen readers
        top.addWidget(show)
        top.addWidget(self.filter_box)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.games_title)
        layout.addWidget(self.games_table)
        layout.addWidget(self.levels_title)
        layout.addWidget(self.levels_table)
        layout.addWidget(self.daily_title)
        layout.addWidget(self.daily_summary)
        layout.addWidget(self.daily_table)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.definitions)
        layout.addWidget(buttons)
        self.filter_box.currentIndexChanged.connect(self._refresh_filtered)
        # Within the screen: a 1280x720-point laptop has no room for 760 px and its Close.
        self.resize(QSize(720, 760).boundedTo(screen_room(self)))
        self.reload()

    def _table(self, name: str) -> QTableWidget:
        table = QTableWidget(self)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.verticalHeader().hide()
        table.setAlternatingRowColors(True)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return table

    def reload(self) -> None:
        loaded = self.store.load()
        self.records, self.skipped, self.newer = loaded.records, loaded.skipped, loaded.newer
        chosen = self.filter_box.currentData()
        self.filter_box.blockSignals(True)
        self.filter_box.clear()
        self.filter_box.addItem(translate("Statistics", "All games"), ALL_GAMES)
        titles = kind_titles(self.records)
        kinds = by_game(self.records)
        for kind in kinds:
            self.filter_box.addItem(titles[kind], kind)
        index = self.filter_box.findData(chosen)
        self.filter_box.setCurrentIndex(max(0, index))
        self.filter_box.blockSignals(False)
        self._fill(
            self.games_table,
            {titles[kind]: t for kind, t in kinds.items()},
            translate("Statistics", "Game"),
        )
        text = translate("Statistics", "Games recorded: {count}.").format(count=len(self.records))
        # One of each is said in the singular: "1 damaged lines ... were skipped" read wrong.
        if self.skipped:
            text += " " + counted(
                self.skipped,
                translate("Statistics", "1 damaged line in the file was skipped."),
                translate("Statistics", "{count} damaged lines in the file were skipped."),
            )
        if self.newer:
            text += " " + counted(
                self.newer,
                translate(
                    "Statistics",
                    "1 game recorded by a newer version of Qwixx Desktop is not shown.",
                ),
                translate(
                    "Statistics",
                    "{count} games recorded by a newer version of Qwixx Desktop are not shown.",
                ),
            )
        self.summary.setText(text)
        self.reset_button.setEnabled(bool(self.records))  # nothing to forget at 0 games
        self._fill_daily()
        self._refresh_filtered()

    def _fill_daily(self) -> None:
        """The daily challenge: one streak for all games, and per game its days and best."""
        streak = daily_streak(self.records, date.today())
        tallies = daily_by_game(self.records)
        self.daily_summary.setText(
            translate("Statistics", "Streak: {days} in a row; the longest: {longest}.").format(
                days=days_words(streak.current), longest=days_words(streak.longest)
            )
            if tallies
            else translate("Statistics", "No daily challenge played yet (Game → Daily challenge).")
        )
        self.daily_table.setVisible(bool(tallies))
        headers = [
            translate("Statistics", "Game"),
            translate("Statistics", "Days played"),
            translate("Statistics", "Best"),
            translate("Statistics", "Beat the expert"),
            translate("Statistics", "Last day"),
        ]
        rows = [
            [
                game_title(game),
                str(tally.days),
                number_text(tally.best),
                str(tally.beat_opponent),
                f"{tally.last_day}: " + number_text(tally.last_score),
            ]
            for game, tally in tallies.items()
        ]
        _fill_table(self.daily_table, headers, rows)

    def _refresh_filtered(self) -> None:
        kind = self.filter_box.currentData() or ALL_GAMES
        chosen = [r for r in self.records if kind == ALL_GAMES or r.kind == kind]
        self._fill(
            self.levels_table,
            {_level_title(level): t for level, t in by_opponent_level(chosen).items()},
            translate("Statistics", "Level"),
        )
        self.chart.set_points(score_history(chosen), kind_titles(chosen))

    def _fill(self, table: QTableWidget, tallies: dict[str, Tally], first: str) -> None:
        headers = [
            first,
            translate("Statistics", "Played"),
            translate("Statistics", "Won"),
            translate("Statistics", "Win rate"),
            translate("Statistics", "Best"),
            translate("Statistics", "Average"),
            translate("Statistics", "With hints"),
        ]
        rows = []
        for name, tally in tallies.items():
            rate = tally.win_rate
            rows.append(
                [
                    name,
                    str(tally.played),
                    str(tally.wins),
                    f"{percent_text(rate)} %" if rate is not None else "",
                    number_text(tally.best) if tally.best is not None else "",
                    number_text(tally.average, ".1f", current_language())
                    if tally.average is not None
                    else "",
                    str(tally.hinted),
                ]
            )
        _fill_table(table, headers, rows)

    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self,
            translate("Statistics", "Reset statistics"),
            counted(
                len(self.records),
                translate("Statistics", "Forget the recorded game? This cannot be undone."),
                translate(
                    "Statistics", "Forget all {count} recorded games? This cannot be undone."
                ),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_reset(self) -> bool:
        if not self.confirm_reset():
            return False
        try:
            self.store.reset()
        except OSError as error:
            QMessageBox.warning(
                self,
                translate("Statistics", "Reset statistics"),
                translate("Statistics", "Could not delete {file}: {error}").format(
                    file=self.store.path.name, error=why_it_failed(error)
                ),
            )
            return False
        self.reload()
        return True
