"""The Statistics dialog: games per game and per opponent level, and the score history.

Games under house rules are their own entries ("Qwixx (classic) · house rules (...)"), never
summed with the standard games.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .. import daily
from ..games import all_games, get_game, is_game
from ..games.spec import ChartMark
from ..stats import (
    NO_COMPUTER,
    DailyTally,
    GameRecord,
    HistoryPoint,
    HistoryStretch,
    Loaded,
    StatsStore,
    Streak,
    Tally,
    by_game,
    by_opponent_level,
    daily_by_game,
    daily_streak,
    score_history,
    stretch_size,
    summarise_history,
)
from ..typography import number_text, percent_text
from .i18n import counted, current_language, day_text, shown_file, translate, why_it_failed
from .jobs import BackgroundJobs
from .names import game_title, house_rules_text, short_level
from .style import FocusRing, KeyScrollArea, palette_look, screen_room

ALL_GAMES = ""
UNKNOWN_GAME_COLOUR = "#777777"  # a game this version does not know (a newer version's)
UNKNOWN_GAME_MARK: ChartMark = "plus"  # ...and the shape of its marks (no game's)
LINE_PIECE = 32  # the score chart's lines are stroked this many games at a time
TEXT_LINE = 18  # the least height of a line of the chart's words (the legend's: 2 more)
# The plot's least height: the chart is as tall as this and its legend, which with twenty
# kinds of game (house rules count apart) took all of a fixed 220 px and left no plot.
PLOT_HEIGHT = 150
# Past this many games the chart shows stretches of games in a row (their average and the
# middle half of their scores), about STRETCHES of them: 20 000 marks were an unreadable blob.
DETAIL_LIMIT = 300
STRETCHES = 60
BODY_MARGIN = 5  # around the scrolling body's contents: its focus frame is 3 px wide
# The dialog's first size: this share of the main window's (it opened at 720x760 whatever the
# window's, small over a big window), at least LEAST_SIZE and at most MOST_SIZE (a wider
# chart says no more), always within the room of the main window's screen.
WINDOW_SHARE = (0.6, 0.9)
LEAST_SIZE = QSize(720, 760)
MOST_SIZE = QSize(1400, 1200)
# The legend's sample of a game's line, its mark in the middle: long enough that a dashed line
# (house rules) shows a dash and a gap each side of it. At 14 px the mark hid all but a
# pixel of the gaps, and a game and the same game under house rules looked the same.
LEGEND_SAMPLE = 30
LEGEND_INDENT = LEGEND_SAMPLE + 4  # where an entry's words start
LEGEND_SPACING = 18  # between an entry's words and the next entry
MARK_RADIUS = 4.5
# Between the hollow marks of the legend's "played with hints", one of each shape shown: a
# lone hollow circle there read as classic's mark.
HOLLOW_MARK_SPACING = 15
STRETCH_MARK_SPACING = 48  # the least distance between two marks of a summarised line


def game_colour(game: str) -> QColor:
    return QColor(get_game(game).colour if is_game(game) else UNKNOWN_GAME_COLOUR)


def game_mark(game: str) -> ChartMark:
    return get_game(game).mark if is_game(game) else UNKNOWN_GAME_MARK


def mark_path(shape: ChartMark, centre: QPointF, radius: float = MARK_RADIUS) -> QPainterPath:
    """A chart's mark of `shape` on `centre`, each shape about as big as a circle of
    `radius` (a square as wide as the circle looked bigger, a triangle as wide smaller)."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(centre, radius, radius)
        return path
    if shape == "square":
        half = radius * 0.89
        path.addRect(QRectF(x - half, y - half, 2 * half, 2 * half))
        return path
    if shape == "triangle":  # pointing up, its middle (not its box's) on the point
        tip = radius * 1.45
        corners = [(0.0, -tip), (tip * 0.866, tip / 2), (-tip * 0.866, tip / 2)]
    elif shape == "diamond":
        tip = radius * 1.25
        corners = [(0.0, -tip), (tip, 0.0), (0.0, tip), (-tip, 0.0)]
    else:  # plus: arms a third as wide as they are long
        arm, half = radius * 1.2, radius * 0.4
        corners = [
            (half, -arm), (half, -half), (arm, -half), (arm, half), (half, half), (half, arm),
            (-half, arm), (-half, half), (-arm, half), (-arm, -half), (-half, -half),
            (-half, -arm),
        ]  # fmt: skip
    path.moveTo(x + corners[0][0], y + corners[0][1])
    for dx, dy in corners[1:]:
        path.lineTo(x + dx, y + dy)
    path.closeSubpath()
    return path


def kind_title(record: GameRecord) -> str:
    """The game's name, and its house rules if any."""
    if not record.house_rules:
        return game_title(record.game)
    # In the game's order of its house rules, as New game and the window's title list them
    # (a record keeps them sorted by key); rules the game does not know (yet) last.
    order = [rule.key for rule in get_game(record.game).house_rules] if is_game(record.game) else []
    rules = sorted(
        record.house_rules,
        key=lambda rule: order.index(rule[0]) if rule[0] in order else len(order),
    )
    return translate("Statistics", "{game} · house rules ({rules})").format(
        game=game_title(record.game), rules=house_rules_text(dict(rules))
    )


def _nice_step(span: float) -> float:
    """A round step that gives about five grid lines over `span`."""
    raw = max(span, 1.0) / 5
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return float(factor * power)
    return 10.0 * power


RECENT_GAMES = 10  # the chart's trend, said in words: these last games against the earlier


@dataclass(frozen=True, slots=True)
class ScoreSummary:
    """One kind of game's scores as the chart's description says them in words."""

    count: int
    latest: int
    best: int
    average: float
    trend: int  # 1: the recent games score higher than the earlier, -1 lower, 0 neither


def _trend(scores: Sequence[int]) -> int:
    """Whether the last RECENT_GAMES (at most half the games) score higher than the games
    before them (1), lower (-1), or about the same, or there are too few to say (0)."""
    recent = min(RECENT_GAMES, len(scores) // 2)
    if recent < 2:
        return 0
    before, lately = scores[:-recent], scores[-recent:]
    earlier = sum(before) / len(before)
    change = sum(lately) / len(lately) - earlier
    # A few points either way is the dice's doing, not a trend.
    if abs(change) < max(2.0, 0.05 * abs(earlier)):
        return 0
    return 1 if change > 0 else -1


def summarise_scores(records: Sequence[GameRecord]) -> dict[str, ScoreSummary]:
    """Each kind's scores in the order played, summed up (in the order first played)."""
    scores: dict[str, list[int]] = {}
    for record in records:
        scores.setdefault(record.kind, []).append(record.human_score)
    return {
        kind: ScoreSummary(len(got), got[-1], max(got), sum(got) / len(got), _trend(got))
        for kind, got in scores.items()
    }


@dataclass(frozen=True, slots=True)
class ChartData:
    """The score chart of some games: every game, and their stretches when there are too
    many games for a mark each (else none)."""

    # A long history's points are made when asked (see ScoreHistory): the summarised chart
    # needs their count and each kind's first, not a point per game.
    points: Sequence[HistoryPoint]
    stretches: list[HistoryStretch]
    firsts: dict[str, HistoryPoint] = field(default_factory=dict)  # each kind's first game
    summaries: dict[str, ScoreSummary] = field(default_factory=dict)  # said in words


def chart_data(records: Sequence[GameRecord]) -> ChartData:
    history = score_history(records)
    summaries = summarise_scores(records)
    if len(history) <= DETAIL_LIMIT:  # a mark per game, painted at every paint: made once
        return ChartData(list(history), [], history.firsts(), summaries)
    stretches = summarise_history(history, stretch_size(len(history), STRETCHES))
    return ChartData(history, stretches, history.firsts(), summaries)


@dataclass(frozen=True, slots=True)
class StatsView:
    """What the Statistics dialog shows, worked out on a worker: at 160 000 games the sums
    take seconds too, not only the reading."""

    loaded: Loaded = field(default_factory=lambda: Loaded((), 0))
    kinds: dict[str, Tally] = field(default_factory=dict)  # by_game
    samples: dict[str, GameRecord] = field(default_factory=dict)  # a game of each kind
    levels: dict[str, dict[str, Tally]] = field(default_factory=dict)  # per choice of Show
    charts: dict[str, ChartData] = field(default_factory=dict)  # per choice of Show
    daily: dict[str, DailyTally] = field(default_factory=dict)
    streak: Streak = field(default_factory=lambda: Streak(0, 0))


def read_view(store: StatsStore, today: date, stop: Callable[[], bool]) -> StatsView | None:
    """The statistics file's view (off the main thread); None once `stop()` is true."""
    loaded = store.load(stop)
    if stop():
        return None
    records = loaded.records
    chosen: dict[str, list[GameRecord]] = {ALL_GAMES: list(records)}
    samples: dict[str, GameRecord] = {}
    for record in records:
        samples.setdefault(record.kind, record)
        chosen.setdefault(record.kind, []).append(record)
    levels, charts = {}, {}
    for kind, group in chosen.items():
        if stop():
            return None
        levels[kind] = by_opponent_level(group)
        charts[kind] = chart_data(group)
    return StatsView(
        loaded,
        by_game(records),
        samples,
        levels,
        charts,
        daily_by_game(records),
        daily_streak(records, today),
    )


class ScoreChart(QWidget):
    """Every game's score in the order played: a line per game, its marks in the game's
    shape (see mark_path), hollow for games in which a hint was used; past DETAIL_LIMIT
    games, a line per game through the average of each stretch of games (a mark on each),
    over a band of the middle half of their scores. Painted with QPainter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: Sequence[HistoryPoint] = []
        self.stretches: list[HistoryStretch] = []
        self.titles: dict[str, str] = {}  # game kind -> its title, for the legend
        self.loading = False
        self._firsts: dict[str, HistoryPoint] = {}
        self.banded = False
        self._range = self._axis([])
        self._legend: list[tuple[QPointF, str | None, str]] | None = None  # see legend_layout
        self.setMinimumSize(420, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.summaries: dict[str, ScoreSummary] = {}
        self._describe()

    def _describe(self) -> None:
        """Its name and, for a screen reader, what the picture shows in words: each game's
        count, latest, best and average score, and whether its recent games score higher."""
        self.setAccessibleName(translate("Statistics", "Score history"))
        if self.loading:
            self.setAccessibleDescription(translate("Statistics", "Reading the statistics…"))
            return
        language = current_language()
        trends = {
            1: translate("Statistics", "The recent games score higher than the earlier ones."),
            -1: translate("Statistics", "The recent games score lower than the earlier ones."),
        }
        lines = []
        for kind, summary in self.summaries.items():
            line = translate(
                "Statistics",
                "{game}: {games}; latest score {latest}, best {best}, average {average}.",
            ).format(
                game=self._legend_title(kind),
                games=counted(
                    summary.count,
                    translate("Statistics", "1 game"),
                    translate("Statistics", "{count} games"),
                ),
                latest=number_text(summary.latest),
                best=number_text(summary.best),
                average=number_text(summary.average, ".1f", language),
            )
            lines.append(f"{line} {trends[summary.trend]}" if summary.trend else line)
        self.setAccessibleDescription(" ".join(lines))

    def set_loading(self) -> None:
        self.loading = True
        self._describe()
        self.update()

    def set_points(self, data: ChartData, titles: dict[str, str]) -> None:
        self.loading = False
        self.points = data.points
        self.stretches = data.stretches
        self.titles = titles
        self._firsts = data.firsts  # each kind's first game, for the legend
        self.summaries = data.summaries
        self._describe()
        self._legend = None
        self.updateGeometry()  # another legend, another height (see heightForWidth)
        # Worked out once here, not in position(): that runs for every point of every paint,
        # and scanning the scores there froze the dialog for seconds at a few thousand games.
        # The band only under one game's line: several overlapping bands were a blur.
        self.banded = len(self._firsts) == 1
        # Summarised, the axis spans the lines (and band): single games far out squashed them.
        self._range = self._axis(
            [v for s in self.stretches for v in ((s.low, s.high) if self.banded else (s.average,))]
            if self.stretches
            else [p.score for p in self.points]
        )
        self.update()

    def text_line(self) -> int:
        """The height of a line of the chart's words: TEXT_LINE, more in a large font (a
        desktop font of 16 pt drew the axis' words and the legend's lines over each other)."""
        return max(TEXT_LINE, self.fontMetrics().height())

    def plot_area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(
            self._plot_left(), 12, -14, -self._under_plot(self.legend_layout())
        )

    def _under_plot(self, legend: list[tuple[QPointF, str | None, str]]) -> int:
        """The height under the plot: the axis' words, then the legend's lines."""
        line = self.text_line()
        rows = 1 + int(max((spot.y() for spot, _, _ in legend), default=0)) // (line + 2)
        return line + 14 + (line + 2) * rows

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """Room for the plot and, under it, the legend flowed to `width` (see PLOT_HEIGHT);
        the dialog's body scrolls when that is more than it has."""
        return 12 + PLOT_HEIGHT + self._under_plot(self._flow_legend(width))

    def _plot_left(self) -> int:
        """Where the plot starts: right of the axis' numbers (the lowest or the highest is
        the widest), which a large font drew over the plot's left edge."""
        low, high, _ = self.value_range()
        metrics = self.fontMetrics()
        numbers = max(metrics.horizontalAdvance(number_text(v, "g")) for v in (low, high))
        return max(46, numbers + 12)

    def legend_layout(self) -> list[tuple[QPointF, str | None, str]]:
        """The legend's entries (a game kind and its name; None and the note on the marks),
        each where it goes from the legend's top left: on as many lines as the width needs
        (on one line, more than four games ran past the chart's edge, unnamed)."""
        if self._legend is None:
            self._legend = self._flow_legend(self.width())
        return self._legend

    def _flow_legend(self, width: int) -> list[tuple[QPointF, str | None, str]]:
        """The legend's entries flowed on lines of a chart `width` wide."""
        entries: list[tuple[str | None, str]] = [
            (kind, self._legend_title(kind)) for kind in self._firsts
        ]
        entries.append((None, self._legend_note()))
        metrics = self.fontMetrics()
        room = width - self._plot_left() - 14
        x = y = 0
        legend = []
        for kind, full in entries:
            # A game under many house rules ran past the chart's edge on a line of its
            # own: cut to the line (the whole name is the entry's tooltip).
            indent = self._legend_indent(kind)
            text = metrics.elidedText(
                full, Qt.TextElideMode.ElideRight, room - indent - LEGEND_SPACING
            )
            advance = indent + metrics.horizontalAdvance(text) + LEGEND_SPACING
            if x and x + advance > room:
                x, y = 0, y + self.text_line() + 2
            legend.append((QPointF(x, y), kind, text))
            x += advance
        return legend

    def hollow_samples(self) -> list[str]:
        """The games whose hollow marks sample "played with hints": one of each shape the
        chart shows, as it draws it."""
        by_shape: dict[ChartMark, str] = {}
        for first in self._firsts.values():
            by_shape.setdefault(game_mark(first.game), first.game)
        return list(by_shape.values())

    def _legend_sample_width(self, kind: str | None) -> float:
        if kind is None and not self.stretches:
            return max(LEGEND_SAMPLE, len(self.hollow_samples()) * HOLLOW_MARK_SPACING)
        return LEGEND_SAMPLE

    def _legend_indent(self, kind: str | None) -> int:
        """Where an entry's words start: after its sample."""
        return round(self._legend_sample_width(kind)) + LEGEND_INDENT - LEGEND_SAMPLE

    def _legend_title(self, kind: str) -> str:
        return self.titles.get(kind, game_title(self._firsts[kind].game))

    def legend_spots(self) -> list[tuple[QPointF, str | None, str]]:
        """The legend's entries where they are drawn (the top left of each, under the plot)."""
        area, line = self.plot_area(), self.text_line()
        return [
            (QPointF(area.left() + spot.x(), area.bottom() + line + 6 + spot.y()), kind, text)
            for spot, kind, text in self.legend_layout()
        ]

    def legend_name_at(self, where: QPointF) -> str:
        """The whole name of the legend's entry at `where` when the legend shows it cut."""
        metrics = self.fontMetrics()
        for spot, kind, text in self.legend_spots():
            width = LEGEND_INDENT + metrics.horizontalAdvance(text)
            box = QRectF(spot.x(), spot.y(), width, self.text_line())
            if kind is not None and box.contains(where):
                full = self._legend_title(kind)
                return full if full != text else ""
        return ""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            name = self.legend_name_at(QPointF(event.pos()))
            if name:
                QToolTip.showText(event.globalPos(), name, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _legend_note(self) -> str:
        if self.stretches and self.banded:
            return translate("Statistics", "average; shaded: the middle half of the scores")
        if self.stretches:
            return translate("Statistics", "the average score of each stretch")
        return translate("Statistics", "played with hints")

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._legend = None  # flowed again for the new width
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._legend = None  # other words, other widths
            self.updateGeometry()
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
        super().changeEvent(event)

    def value_range(self) -> tuple[float, float, float]:
        """Lowest and highest value on the axis, and the grid step."""
        return self._range

    @staticmethod
    def _axis(scores: Sequence[float]) -> tuple[float, float, float]:
        low, high = min(0, min(scores, default=0)), max(10, max(scores, default=0))
        step = _nice_step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step, step

    def position(self, point: HistoryPoint) -> QPointF:
        return self._place(point.number, point.score)

    def _place(self, number: float, value: float) -> QPointF:
        """Where game `number` (1 = the first; fractions between games) with `value` goes."""
        area = self.plot_area()
        low, high, _ = self.value_range()
        count = max(1, len(self.points) - 1)
        x = (
            area.left() + (number - 1) / count * area.width()
            if len(self.points) > 1
            else area.center().x()
        )
        y = area.bottom() - (value - low) / (high - low) * area.height()
        return QPointF(x, y)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = palette_look(self).chart_grid
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        area = self.plot_area()
        if self.loading or not self.points:
            painter.setPen(text)
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                translate("Statistics", "Reading the statistics…")
                if self.loading
                else translate("Statistics", "No finished games yet."),
            )
            painter.end()
            return
        low, high, step = self.value_range()
        metrics = painter.fontMetrics()
        line = self.text_line()
        value = low
        while value <= high + 1e-9:
            y = area.bottom() - (value - low) / (high - low) * area.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            label = number_text(value, "g")
            painter.drawText(
                QRectF(0, y - line / 2, area.left() - 6, line),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
            value += step
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), line),
            int(Qt.AlignmentFlag.AlignCenter),
            translate(
                "Statistics", "games, oldest to newest, in stretches of {count} in a row"
            ).format(count=number_text(self.stretches[0].size))
            if self.stretches
            else translate("Statistics", "games, oldest to newest"),
        )
        # A line per game kind; under house rules the game's colour, dashed.
        if self.stretches:
            self._paint_stretches(painter)
        else:
            self._paint_games(painter)
        # Legend: the games, and what a hollow mark (or the band) means.
        for spot, kind, name in self.legend_spots():
            x, middle = spot.x(), spot.y() + line / 2  # the samples centred on the words
            mark = QPointF(x + LEGEND_SAMPLE / 2, middle)
            if kind is not None:
                # The sample as the chart draws the game: its line and its mark's shape.
                first = self._firsts[kind]
                pen = self._stretch_pen(first) if self.stretches else self._line_pen(first)
                # A dash centred in the sample (under the mark), so a gap and a dash show
                # each side of it (Qt's dashes: 4 pen widths on, 2 off; the offset is in pen
                # widths).
                pen.setDashOffset((2 - LEGEND_SAMPLE / 2 / pen.widthF()) % 6)
                painter.setPen(pen)
                painter.drawLine(QPointF(x, middle), QPointF(x + LEGEND_SAMPLE, middle))
                self._paint_mark(painter, first.game, mark, hollow=False)
            elif self.stretches and self.banded:  # the band's meaning, with a swatch of it
                band = game_colour(next(iter(self._firsts.values())).game)
                band.setAlpha(45)
                painter.fillRect(QRectF(x, middle - 6, LEGEND_SAMPLE, 12), band)
            elif not self.stretches:  # hollow marks of the games shown, side by side
                games = self.hollow_samples()
                sample_middle = x + self._legend_sample_width(kind) / 2
                for number, game in enumerate(games):
                    offset = (number - (len(games) - 1) / 2) * HOLLOW_MARK_SPACING
                    self._paint_mark(
                        painter, game, QPointF(sample_middle + offset, middle), hollow=True
                    )
            painter.setPen(text)
            indent = self._legend_indent(kind)
            painter.drawText(
                QRectF(x + indent, spot.y(), metrics.horizontalAdvance(name) + 4, line),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                name,
            )
        painter.end()

    def _paint_games(self, painter: QPainter) -> None:
        """A mark per game, joined by a line per game kind."""
        by_kind: dict[str, list[HistoryPoint]] = {}
        for point in self.points:
            by_kind.setdefault(point.kind, []).append(point)
        for points in by_kind.values():
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
                self._paint_mark(painter, point.game, self.position(point), point.hinted)

    def _paint_stretches(self, painter: QPainter) -> None:
        """Per game kind, a band over the middle half of each stretch's scores and a line
        through their averages."""
        by_kind: dict[str, list[HistoryStretch]] = {}
        for stretch in self.stretches:
            by_kind.setdefault(stretch.kind, []).append(stretch)
        for order, stretches in enumerate(by_kind.values()):
            stretches.sort(key=lambda s: s.first)
            middles = [s.first + (s.size - 1) / 2 for s in stretches]
            if self.banded:
                band = QPainterPath(self._place(middles[0], stretches[0].high))
                for middle, stretch in zip(middles[1:], stretches[1:], strict=True):
                    band.lineTo(self._place(middle, stretch.high))
                for middle, stretch in zip(reversed(middles), reversed(stretches), strict=True):
                    band.lineTo(self._place(middle, stretch.low))
                band.closeSubpath()
                fill = game_colour(stretches[0].game)
                fill.setAlpha(45)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawPath(band)
            line = QPainterPath(self._place(middles[0], stretches[0].average))
            for middle, stretch in zip(middles[1:], stretches[1:], strict=True):
                line.lineTo(self._place(middle, stretch.average))
            painter.setPen(self._stretch_pen(stretches[0]))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
            # Marks in the game's shape on its averages, STRETCH_MARK_SPACING apart: with
            # none the lines were told apart by colour alone (one grey in grayscale); with
            # one on each average, four games drew 200 marks, a blur. Each game's start a
            # share of the spacing on, so where lines meet their marks are not on one spot.
            spacing = STRETCH_MARK_SPACING
            next_mark = self.plot_area().left() + spacing * order / len(by_kind)
            for middle, stretch in zip(middles, stretches, strict=True):
                centre = self._place(middle, stretch.average)
                if centre.x() >= next_mark:
                    self._paint_mark(painter, stretch.game, centre)
                    next_mark = centre.x() + spacing

    def _paint_mark(
        self, painter: QPainter, game: str, centre: QPointF, hollow: bool = False
    ) -> None:
        """A mark of `game` (its colour and shape); hollow: a game played with hints."""
        colour = game_colour(game)
        painter.setPen(QPen(colour, 2))
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base) if hollow else colour)
        painter.drawPath(mark_path(game_mark(game), centre))

    @staticmethod
    def _line_pen(point: HistoryPoint) -> QPen:
        return _kind_pen(point.game, point.kind, 2)

    @staticmethod
    def _stretch_pen(point: HistoryPoint | HistoryStretch) -> QPen:
        """A summarised chart's line: thicker, with no marks on it."""
        return _kind_pen(point.game, point.kind, 2.5)


def _kind_pen(game: str, kind: str, width: float) -> QPen:
    """The line of a kind of game: the game's colour; under house rules, dashed. Flat ends:
    the default square ones lengthen every dash by the pen's width, which closed the gaps to
    a third of their length and the dashed line looked solid."""
    pen = QPen(game_colour(game), width)
    if kind != game:  # house rules
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _level_title(level: str) -> str:
    if level == NO_COMPUTER:
        return translate("Statistics", "people only")
    return short_level(level)


def days_words(count: int) -> str:
    """The length of a streak: "1 day", "3 days"."""
    return counted(count, translate("Statistics", "1 day"), translate("Statistics", "{count} days"))


def two_lines(header: str) -> str:
    """A header of several words in two lines, broken at the space nearest its middle."""
    spaces = [index for index, char in enumerate(header) if char == " "]
    if not spaces:
        return header
    middle = min(spaces, key=lambda index: abs(2 * index - len(header)))
    return f"{header[:middle]}\n{header[middle + 1 :]}"


def _fill_table(table: QTableWidget, headers: list[str], rows: list[list[str]]) -> None:
    """Replace `table`'s contents: the first column names the row (the whole name its
    tooltip: the column may be too narrow), the others centred."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setRowCount(len(rows))
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            else:
                item.setToolTip(value)
            table.setItem(row, column, item)
    _fit_height(table)


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows: the dialog scrolls nothing but the chart grows."""
    # The header's size hint, not its height: a header just given two-line labels is
    # taller than it has been laid out yet, and the last row was hidden under a scroll bar.
    height = table.horizontalHeader().sizeHint().height() + 4
    height += sum(table.rowHeight(r) for r in range(table.rowCount())) or 24
    table.setFixedHeight(height)


class StatisticsDialog(QDialog):
    loaded = Signal()  # the file was read and the dialog filled

    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._jobs = BackgroundJobs(self)
        self._ticket: int | None = None
        self.loading = False
        self.view = StatsView()
        self._result: object = None  # what the last reading came to (None: nothing yet)
        self.records: tuple[GameRecord, ...] = ()
        self.skipped = 0
        self.newer = 0  # games of a newer version: kept in the file, not shown
        self.filter_box = QComboBox(self)
        self.filter_box.setObjectName("statsGame")
        # As wide as its longest game: it is empty when first shown (filled once the file is
        # read) and kept that width, which cut "All games" and the games' names short. Up to
        # 40 characters: a game under many house rules is cut there, not the summary.
        self.filter_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.filter_box.setMaximumWidth(self.filter_box.fontMetrics().averageCharWidth() * 40)
        # Never narrower than that: beside a long summary (damaged lines, a newer version's
        # games) the layout squeezed it to its least width, "All game" ("Todos los").
        self.filter_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.filter_box.installEventFilter(self)  # the whole name of a cut entry: eventFilter
        self.games_table = self._table("statsByGame")
        self.levels_table = self._table("statsByLevel")
        self.chart = ScoreChart(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("statsSummary")
        # On lines of its own width: on one line, a long summary widened the dialog past the
        # screen (1900 px at 16 pt in Spanish) and took the game filter's room.
        self.summary.setWordWrap(True)
        self.definitions = QLabel(self)
        self.definitions.setWordWrap(True)
        small = self.definitions.font()
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
        self.definitions.setFont(small)
        self.games_title = QLabel(self)
        self.levels_title = QLabel(self)
        self.chart_title = QLabel(self)
        self.daily_title = QLabel(self)
        self.daily_summary = QLabel(self)
        self.daily_summary.setObjectName("statsDailyStreak")
        self.daily_table = self._table("statsDaily")
        # In the tables' and the chart's place when no game is recorded: two tables of
        # headers over a blank row and an empty chart said nothing.
        self.no_games = QLabel(self)
        self.no_games.setObjectName("statsNoGames")
        self.no_games.setWordWrap(True)
        self.no_games.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._history_parts: tuple[QWidget, ...] = (
            self.games_title,
            self.games_table,
            self.levels_title,
            self.levels_table,
            self.daily_title,
            self.daily_summary,
            self.daily_table,
            self.chart_title,
            self.chart,
        )
        for label in (self.games_title, self.levels_title, self.chart_title, self.daily_title):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
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
        self.show_label = QLabel(self)
        self.show_label.setBuddy(self.filter_box)  # names the box for screen readers
        top.addWidget(self.show_label)
        top.addWidget(self.filter_box)
        # The tables are as tall as their rows: many kinds of game (house rules each count)
        # are taller than the dialog, where they ran over one another. So they scroll.
        body = QWidget()
        column = QVBoxLayout(body)
        # Room for the body's focus frame: drawn over the tables' edges, it hid them.
        column.setContentsMargins(*[BODY_MARGIN] * 4)
        column.addWidget(self.no_games, 1)
        self.no_games.hide()  # until the file is read
        for part in self._history_parts:
            column.addWidget(part, 1 if part is self.chart else 0)  # the chart takes the room
        column.addWidget(self.definitions)
        # A focused table showed only a pale current cell (1.1:1 on the white): framed as the
        # body is. Made once the tables are in the body, which the frames are drawn in.
        self._table_focus = [
            FocusRing(table, lambda: palette_look(self))
            for table in (self.games_table, self.levels_table, self.daily_table)
        ]
        self.body = KeyScrollArea(self)
        self.body.setObjectName("statsBody")
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setWidget(body)
        # A Tab stop (PageDown scrolls it) that showed nothing when it had the focus.
        self._body_focus = FocusRing(self.body, lambda: palette_look(self))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.body, 1)
        layout.addWidget(buttons)
        # Tab goes as the dialog reads: the buttons, made before the tables, came first.
        chain = (
            self.filter_box,
            self.body,
            self.games_table,
            self.levels_table,
            self.daily_table,
            self.reset_button,
            close_button,
        )
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self.filter_box.currentIndexChanged.connect(self._refresh_filtered)
        self.resize(self._first_size(self._wanted_width(layout)))
        self.retranslate()
        self.reload()

    def _first_size(self, wanted_width: int) -> QSize:
        """A share of the main window's size (WINDOW_SHARE, within LEAST_SIZE and MOST_SIZE)
        and `wanted_width` at least, within the screen's room: a 1280x720-point laptop has
        no room for 760 px and the Close button."""
        least = LEAST_SIZE.expandedTo(QSize(wanted_width, 0))
        owner = self.parentWidget()
        if owner is None:
            return least.boundedTo(screen_room(self))
        window = owner.window()
        wide, tall = WINDOW_SHARE
        share = QSize(round(window.width() * wide), round(window.height() * tall))
        # The main window's screen: the dialog opens over it (not shown yet, the dialog
        # itself is on no screen of its own).
        return share.boundedTo(MOST_SIZE).expandedTo(least).boundedTo(screen_room(window))

    def _wanted_width(self, layout: QVBoxLayout) -> int:
        """The width for the By game table's headers and a game's name whole: at 720 px a
        16 pt font (in Spanish the more) left the names "Qw…"."""
        table = self.games_table
        self._fill(table, {}, translate("Statistics", "Game"))  # its headers, until read
        header, metrics = table.horizontalHeader(), table.fontMetrics()
        name = max(metrics.horizontalAdvance(game_title(game.key)) for game in all_games())
        padding = header.sectionSizeHint(0) - header.fontMetrics().horizontalAdvance(
            translate("Statistics", "Game")
        )
        columns = sum(header.sectionSizeHint(column) for column in range(1, table.columnCount()))
        margins = layout.contentsMargins()
        return (
            name
            + padding
            + columns
            + 2 * table.frameWidth()
            + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
            + margins.left()
            + margins.right()
            + 2 * BODY_MARGIN
        )

    def retranslate(self) -> None:
        """The texts in the language shown now: the dialog stays open while Settings
        switches it (it is not modal), and it stayed in the language it was opened in."""
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.definitions.setText(
            translate(
                "Statistics",
                "A game counts as won when a person at the table has the highest score (ties "
                "included); its score is the best score of the people at the table. In a "
                "network game only your own seat counts. The level is the strongest computer "
                "opponent at the table. Only games with at least one person are recorded.",
            )
        )
        self.games_title.setText(translate("Statistics", "By game"))
        self.levels_title.setText(translate("Statistics", "By strongest computer opponent"))
        self.chart_title.setText(translate("Statistics", "Score history"))
        self.daily_title.setText(translate("Statistics", "Daily challenge"))
        # Tables are not named by the titles above them (see TableWidget.retranslate).
        for table, title in (
            (self.games_table, self.games_title),
            (self.levels_table, self.levels_title),
            (self.daily_table, self.daily_title),
        ):
            table.setAccessibleName(title.text())
        self.reset_button.setText(translate("Statistics", "Reset statistics…"))
        self.show_label.setText(translate("Statistics", "Show:"))
        self.no_games.setText(
            translate(
                "Statistics", "No games yet: play a game to its end and its results show here."
            )
        )
        if self.loading:
            self.summary.setText(translate("Statistics", "Reading the statistics…"))
        elif self._result is not None:
            self._show_view(self._result)  # the summary, the tables and the chart's names

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _table(self, name: str) -> QTableWidget:
        table = QTableWidget(self)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.verticalHeader().hide()
        table.setAlternatingRowColors(True)
        # Tab leaves the table: it went from cell to cell, and never on to Close.
        table.setTabKeyNavigation(False)
        # Each column as wide as its header and cells; the first (the names) the rest: all
        # equally wide, a large font cut the headers ("% ganadas") and every name ("Qwixx…").
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    def reload(self) -> None:
        """Read the file again, on a worker: a long history takes seconds (160 000 games,
        about 10 s), and the window froze for them. The dialog shows at once, saying so."""
        self._jobs.cancel(self._ticket)
        self.loading = True
        self.summary.setText(translate("Statistics", "Reading the statistics…"))
        self.filter_box.setEnabled(False)
        self.reset_button.setEnabled(False)
        self.chart.set_loading()
        # The daily challenge's today (its streak): the Daily dialog's and this one's agree.
        store, today = self.store, daily.today()
        self._ticket = self._jobs.submit(
            lambda context: read_view(store, today, context.cancelled), self._show_view
        )

    def done(self, result: int) -> None:
        # Closed while reading: the reading stops (it is dropped), so nothing waits for it.
        self._jobs.cancel(self._ticket)
        super().done(result)

    def _show_view(self, result: object) -> None:
        self._ticket = None
        self.loading = False
        self._result = result
        if not isinstance(result, StatsView):  # a bug: said in the dialog, never a crash
            self.summary.setText(
                translate("Statistics", "Could not read the statistics: {error}").format(
                    error=result if isinstance(result, Exception) else "?"
                )
            )
            self.chart.set_points(ChartData([], []), {})
            self.loaded.emit()
            return
        self.view = result
        loaded = result.loaded
        self.records, self.skipped, self.newer = loaded.records, loaded.skipped, loaded.newer
        chosen = self.filter_box.currentData()
        self.filter_box.blockSignals(True)
        self.filter_box.clear()
        self.filter_box.addItem(translate("Statistics", "All games"), ALL_GAMES)
        titles = self._titles()
        for kind in result.kinds:
            self.filter_box.addItem(titles[kind], kind)
        index = self.filter_box.findData(chosen)
        self.filter_box.setCurrentIndex(max(0, index))
        self.filter_box.blockSignals(False)
        self.filter_box.setEnabled(bool(self.records))  # nothing to choose at 0 games
        self._fill(
            self.games_table,
            {titles[kind]: t for kind, t in result.kinds.items()},
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
        for part in self._history_parts:
            part.setVisible(bool(self.records))
        self.daily_table.setVisible(bool(self.records) and bool(result.daily))
        self.no_games.setVisible(not self.records)
        self.loaded.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The filter is narrower than a game under house rules (see __init__): chosen, its
        # name showed cut ("... house rules (crosse"), whole nowhere on hovering. Its list
        # shows every name whole (Fusion makes the list as wide as its longest).
        if (
            watched is self.filter_box
            and event.type() == QEvent.Type.ToolTip
            and isinstance(event, QHelpEvent)
            and self._filter_cut()
        ):
            box = self.filter_box
            QToolTip.showText(event.globalPos(), box.currentText(), box)
            return True
        return super().eventFilter(watched, event)

    def _filter_cut(self) -> bool:
        """Whether the game filter shows its chosen entry cut short."""
        box = self.filter_box
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        return box.fontMetrics().horizontalAdvance(box.currentText()) > room.width()

    def _titles(self) -> dict[str, str]:
        return {kind: kind_title(record) for kind, record in self.view.samples.items()}

    def _fill_daily(self) -> None:
        """The daily challenge: one streak for all games, and per game its days and best."""
        streak, tallies = self.view.streak, self.view.daily
        self.daily_summary.setText(
            translate("Statistics", "Streak: {days} in a row; the longest: {longest}.").format(
                days=days_words(streak.current), longest=days_words(streak.longest)
            )
            if tallies
            else translate("Statistics", "No daily challenge played yet (Game → Daily challenge).")
        )
        self.daily_table.setVisible(bool(tallies))
        # The counts' headers in two lines: on one ("Ganados al experto" over a "1") their
        # columns left the games' names a 16 pt font cut short ("Qwixx…").
        headers = [
            translate("Statistics", "Game"),
            two_lines(translate("Statistics", "Days played")),
            translate("Statistics", "Best"),
            two_lines(translate("Statistics", "Beat the expert")),
            translate("Statistics", "Last day"),
        ]
        rows = [
            [
                game_title(game),
                str(tally.days),
                number_text(tally.best),
                str(tally.beat_opponent),
                f"{day_text(date.fromisoformat(tally.last_day))}: " + number_text(tally.last_score),
            ]
            for game, tally in tallies.items()
        ]
        _fill_table(self.daily_table, headers, rows)

    def _refresh_filtered(self) -> None:
        if self.loading:
            return
        kind = self.filter_box.currentData() or ALL_GAMES
        levels = self.view.levels.get(kind, {})
        self._fill(
            self.levels_table,
            {_level_title(level): t for level, t in levels.items()},
            translate("Statistics", "Level"),
        )
        titles = self._titles()
        chart = self.view.charts.get(kind, ChartData([], []))
        self.chart.set_points(chart, {k: t for k, t in titles.items() if k in chart.firsts})

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
                    file=shown_file(self.store.path.name), error=why_it_failed(error)
                ),
            )
            return False
        self._jobs.cancel(self._ticket)
        self._show_view(StatsView())  # the file is gone: nothing to read
        return True
