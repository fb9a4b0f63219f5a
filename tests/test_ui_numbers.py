"""The numbers people read: each figure as the records and the engine have it, written the
same way everywhere and in each language's way (Spanish writes a decimal comma)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QTableWidget

from qwixx_desktop.ai.coach import ValueScale
from qwixx_desktop.stats import StatsStore
from qwixx_desktop.typography import MINUS, number_text
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.movetext import regret_words
from qwixx_desktop.ui.stats_dialog import StatisticsDialog

from .test_stats import record


@pytest.fixture
def spanish(qapp: Any) -> Iterator[None]:
    translations = Translations()
    assert translations.use("es")
    yield
    translations.use("en")


def column(table: QTableWidget, header: str) -> list[str]:
    """The texts of the column under `header`, top to bottom."""
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    index = headers.index(header)
    return [table.item(row, index).text() for row in range(table.rowCount())]


def stats_dialog(qtbot: Any, home: Path, scores: list[tuple[int, int]]) -> StatisticsDialog:
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    for pair in scores:
        store.append(record(scores=pair))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    return dialog


def test_number_text_writes_the_languages_decimal_sign() -> None:
    assert number_text(22.125, ".1f") == "22.1"
    assert number_text(22.125, ".1f", "es") == "22,1"
    assert number_text(-2.25, ".1f", "es") == f"{MINUS}2,2"
    assert number_text(1234, "", "es") == "1234"


def test_the_spanish_statistics_write_the_average_with_a_decimal_comma(
    qtbot: Any, home: Path, spanish: None
) -> None:
    # The average of 30, -10 and 33 is 17.67: "17,7" in Spanish (it was "17.7").
    dialog = stats_dialog(qtbot, home, [(30, 20), (-10, 20), (33, 40)])
    assert column(dialog.games_table, "Media") == ["17,7"]
    assert column(dialog.levels_table, "Media") == ["17,7"]


def test_the_spanish_coach_writes_the_points_lost_with_a_decimal_comma(spanish: None) -> None:
    assert regret_words(1.5, ValueScale.FINAL_SCORE) == f"{MINUS}1,5 puntos"
    assert regret_words(2.0, ValueScale.FINAL_SCORE) == f"{MINUS}2 puntos"
    assert regret_words(0.125, ValueScale.WIN_CHANCE) == (f"{MINUS}12,5 % de probabilidad de ganar")


def test_the_english_coach_keeps_the_decimal_point() -> None:
    assert regret_words(1.5, ValueScale.FINAL_SCORE) == f"{MINUS}1.5 points"
    assert regret_words(1.96, ValueScale.FINAL_SCORE) == f"{MINUS}2 points"
