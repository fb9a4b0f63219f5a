"""The numbers people read: each figure as the records and the engine have it, written the
same way everywhere and in each language's way (Spanish writes a decimal comma)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMessageBox, QTableWidget

from qwixx_desktop.ai.coach import Advice, ValueScale
from qwixx_desktop.ai.kit import Outlook
from qwixx_desktop.engine import PASS, Game, Player
from qwixx_desktop.stats import StatsStore
from qwixx_desktop.typography import MINUS, number_text, percent_text
from qwixx_desktop.ui.controller import GameController
from qwixx_desktop.ui.crossing_table import crossing_sheet_model
from qwixx_desktop.ui.movetext import regret_words, value_words
from qwixx_desktop.ui.outlook import outlook_note
from qwixx_desktop.ui.sheet import CrossSheet
from qwixx_desktop.ui.stats_dialog import StatisticsDialog
from qwixx_desktop.ui.style import Look

from .helpers import play_turn
from .test_stats import record


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
    qtbot.waitUntil(lambda: not dialog.loading)
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


def test_percent_text_never_says_none_or_all_of_a_share_that_is_not() -> None:
    assert [percent_text(s) for s in (0.0, 0.004, 0.005, 0.0051, 0.5, 0.994)] == (
        ["0", "<1", "<1", "1", "50", "99"]
    )
    assert [percent_text(s) for s in (0.995, 0.999, 1.0)] == [">99", ">99", "100"]
    # A share and the rest add up to 100, halves included.
    assert [percent_text(s) for s in (1 / 8, 7 / 8, 3 / 8, 5 / 8)] == ["12", "88", "38", "62"]


def test_the_outlook_and_the_coach_write_a_win_chance_alike() -> None:
    # The coach's best move wrote "win chance 100 %" while the outlook of the same position
    # wrote ">99 % to win"; and a chance of exactly 0.5 % was "0 % to win".
    for chance in (0.005, 0.3, 0.997):
        outlook = Outlook(ValueScale.WIN_CHANCE, (chance, 1 - chance))
        advice = Advice(PASS, chance, 0.0)
        shown = percent_text(chance)
        assert outlook_note(outlook, 0) == f"{shown} % to win"
        assert value_words(advice, ValueScale.WIN_CHANCE) == f"win chance {shown} %"
    assert value_words(Advice(PASS, 0.997, 0.0), ValueScale.WIN_CHANCE) == "win chance >99 %"
    assert outlook_note(Outlook(ValueScale.WIN_CHANCE, (0.005, 0.995)), 0) == "<1 % to win"


def shown_chances(values: tuple[float, ...]) -> list[str]:
    """The outlook's percents, one per seat ("<1", "38", ">99")."""
    outlook = Outlook(ValueScale.WIN_CHANCE, values)
    return [outlook_note(outlook, seat).removesuffix(" % to win") for seat in range(len(values))]


def test_the_outlooks_chances_add_up_to_a_hundred() -> None:
    # Three even chances read "33 % 33 % 33 %" (99 %); 0.335, 0.335, 0.33 read 34, 34, 33.
    assert shown_chances((1 / 3, 1 / 3, 1 / 3)) == ["34", "33", "33"]
    assert sorted(shown_chances((0.335, 0.335, 0.33))) == ["33", "33", "34"]
    assert shown_chances((0.004, 0.004, 0.992)) == ["1", "<1", "99"]  # was <1, <1, 99


@settings(max_examples=300, deadline=None)
@given(st.lists(st.floats(0.0, 1.0), min_size=2, max_size=4).filter(lambda w: sum(w) > 1e-9))
def test_the_outlooks_shown_chances_always_make_a_hundred(weights: list[float]) -> None:
    values = tuple(weight / sum(weights) for weight in weights)
    shown = shown_chances(values)
    whole = {"<1": 0, ">99": 100}
    numbers = [whole[text] if text in whole else int(text) for text in shown]
    assert sum(numbers) == 100, (values, shown)
    for value, text, number in zip(values, shown, numbers, strict=True):
        assert abs(100 * value - number) < 1, (values, shown)
        # Still never none or all of a chance that is not.
        if 0 < value < 1:
            assert text not in ("0", "100"), (values, shown)
    if len(values) == 2:  # two players: as each chance alone is written (the coach too)
        assert shown == [percent_text(value) for value in values]


def test_a_win_rate_is_never_all_or_none_with_a_game_lost_or_won(qtbot: Any, home: Path) -> None:
    # 199 wins of 200 games showed "100 %", 1 of 200 "0 %", beside the counts.
    dialog = stats_dialog(qtbot, home, [(30, 20)] * 199 + [(10, 20)])
    assert column(dialog.games_table, "Won") == ["199"]
    assert column(dialog.games_table, "Win rate") == [">99 %"]
    dialog.store.reset()
    for pair in [(30, 20)] + [(10, 20)] * 199:
        dialog.store.append(record(scores=pair))
    dialog.reload()
    qtbot.waitUntil(lambda: not dialog.loading)
    assert column(dialog.games_table, "Won") == ["1"]
    assert column(dialog.games_table, "Win rate") == ["<1 %"]


@pytest.mark.parametrize("game_key", ["classic", "longo"])
@pytest.mark.parametrize("compact", [False, True])
def test_a_sheets_negative_total_has_the_results_minus_sign(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, game_key: str, compact: bool
) -> None:
    # A misthrow and no cross: the sheet's total read "-5" with a hyphen, the results had
    # the typographic minus.
    game = Game(game_key, [Player("You"), Player("Ada")], seed=3)
    play_turn(game, [1, 1, 1, 1, 1, 1])  # everyone passes: the active player's misthrow
    total = game.scores()[0].total
    assert total < 0
    sheet = CrossSheet(Look(dark=False, colour_blind=False), compact=compact)
    qtbot.addWidget(sheet)
    sheet.resize(900 if not compact else 420, 420 if not compact else 200)
    sheet.set_model(crossing_sheet_model(GameController.preview(game), 0))
    drawn: list[str] = []
    draw_text = QPainter.drawText

    def spy(painter: QPainter, *args: Any) -> None:
        drawn.extend(arg for arg in args if isinstance(arg, str))
        draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    sheet.grab()
    assert number_text(total) in drawn
    assert not any(text.startswith("-") for text in drawn), drawn


@pytest.mark.parametrize(
    ("points", "label"), [(0, "misthrows (0 each)"), (5, f"misthrows ({MINUS}5 each)")]
)
def test_misthrows_that_cost_nothing_are_not_minus_zero(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, points: int, label: str
) -> None:
    # A house rule of 0 points per misthrow: the sheet read "misthrows (-0 each)".
    game = Game(
        "classic", [Player("You"), Player("Ada")], seed=3, options={"misthrow_points": points}
    )
    sheet = CrossSheet(Look(dark=False, colour_blind=False), compact=False)
    qtbot.addWidget(sheet)
    sheet.resize(900, 420)
    sheet.set_model(crossing_sheet_model(GameController.preview(game), 0))
    drawn: list[str] = []
    draw_text = QPainter.drawText

    def spy(painter: QPainter, *args: Any) -> None:
        drawn.extend(arg for arg in args if isinstance(arg, str))
        draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    monkeypatch.setattr("qwixx_desktop.ui.sheet._BLANKS", {})  # the label is on the blank sheet
    sheet.grab()
    assert label in drawn
    assert not any(f"{MINUS}0" in text for text in drawn), drawn


def test_an_expected_score_below_zero_has_the_minus_sign() -> None:
    # "≈ -3 points" and "expected final score -3" had a hyphen, not the results' minus sign.
    outlook = Outlook(ValueScale.FINAL_SCORE, (-3.4, -0.4))
    assert outlook_note(outlook, 0) == f"≈ {MINUS}3 points"
    assert outlook_note(outlook, 1) == "≈ 0 points"
    advice = Advice(PASS, -3.4, 0.0)
    assert value_words(advice, ValueScale.FINAL_SCORE) == f"expected final score {MINUS}3"


@pytest.mark.parametrize("count", [1, 2])
def test_the_statistics_count_one_thing_in_the_singular(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch, spanish: None, count: int
) -> None:
    # "1 damaged lines in the file were skipped", "1 games recorded by a newer version ... are
    # not shown", "Forget all 1 recorded games?" (and "1 líneas dañadas", "1 partidas").
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    newer = json.dumps({**record().to_json(), "v": 2})
    lines = [json.dumps(record().to_json())] * count + ["{damaged"] * count + [newer] * count
    store.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    asked: list[str] = []

    def question(parent: Any, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert not dialog.ask_reset()
    if count == 1:
        assert dialog.summary.text() == (
            "Partidas registradas: 1. Se omitió 1 línea dañada del archivo. No se muestra 1 "
            "partida registrada por una versión más reciente de Qwixx Desktop."
        )
        assert asked == ["¿Olvidar la partida registrada? No se puede deshacer."]
    else:
        assert dialog.summary.text() == (
            "Partidas registradas: 2. Se omitieron 2 líneas dañadas del archivo. No se muestran "
            "2 partidas registradas por una versión más reciente de Qwixx Desktop."
        )
        assert asked == ["¿Olvidar las 2 partidas registradas? No se puede deshacer."]
