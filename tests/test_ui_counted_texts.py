"""Counted nouns in the window: one point is "1 point" / "1 punto", never "1 points" /
"1 puntos" (the results card, the game log's last line, Qwantum's columns, the sheets'
spoken scores, the coach's and the outlook's figures)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from qwixx_desktop.ai.coach import ValueScale
from qwixx_desktop.engine import Game, Player
from qwixx_desktop.engine.rules import ScoreCard
from qwixx_desktop.ui.crossing_texts import row_points_name, total_name
from qwixx_desktop.ui.gamelog import _game_over_text
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.movetext import regret_words
from qwixx_desktop.ui.names import People
from qwixx_desktop.ui.onboard_texts import square_name
from qwixx_desktop.ui.qwantum_texts import column_name
from qwixx_desktop.ui.window import MainWindow

ONE_AND_TWO = {
    "en": ("1 point", "2 points"),
    "es": ("1 punto", "2 puntos"),
}


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    translations = Translations()
    assert translations.use(request.param)
    yield request.param
    translations.use("en")


@pytest.mark.parametrize(
    "text",
    [
        lambda n: row_points_name("red", n),
        lambda n: total_name(n),
        lambda n: column_name(0, n),
        lambda n: _game_over_text(People(("You", "Ada"), 0), (n, n - 5)),
        lambda n: _game_over_text(People(("Ana", "Ben"), None), (n - 5, n)),
        lambda n: _game_over_text(People(("You",), 0), (n,)),
        lambda n: regret_words(float(n), ValueScale.FINAL_SCORE),
    ],
)
def test_one_point_is_said_in_the_singular(language: str, text: Callable[[int], str]) -> None:
    one, two = ONE_AND_TWO[language]
    assert one in text(1) and f"{one}s" not in text(1) and f"{one}." not in text(2)
    assert two in text(2)


def test_minus_one_point_is_singular_too(language: str) -> None:
    """A regret shown as "1" (0.96 rounded) and a negative total read as one point."""
    one, _ = ONE_AND_TWO[language]
    assert regret_words(0.96, ValueScale.FINAL_SCORE).endswith(one)
    said = _game_over_text(People(("You",), 0), (-1,))
    assert said.endswith(f"\u2212{one}.") and f"{one}s" not in said


def test_the_results_card_says_one_point(
    language: str, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 7)
    for winner_total, said in (
        (1, {"en": "You win with 1 point!", "es": "¡Ganas con 1 punto!"}),
        (2, {"en": "You win with 2 points!", "es": "¡Ganas con 2 puntos!"}),
    ):
        cards = (
            ScoreCard((winner_total, 0, 0, 0), 0, 0, 0, winner_total),
            ScoreCard((0, 0, 0, 0), 0, 0, 0, 0),
        )
        monkeypatch.setattr(Game, "scores", lambda self, cards=cards: cards)
        window = make_window()
        window.results.show_game(game)
        assert window.results.winner.text() == said[language]


@pytest.mark.usefixtures("spanish")
def test_a_board_square_with_one_bonus_point_is_not_read_as_1_puntos() -> None:
    # A screen reader heard the On Board square 1 as 'casilla 1: rojo 2, 1 puntos adicionales'.
    said = [
        square_name(position, "rojo", 2, bonus, (), False) for position, bonus in ((1, 1), (3, 2))
    ]
    assert said == [
        "casilla 1: rojo 2, puntos adicionales: 1",
        "casilla 3: rojo 2, puntos adicionales: 2",
    ]
