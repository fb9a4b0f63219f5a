"""Every registered game prints through its record's printed sheet: blank pads and filled sheets;
house rules on paper; a fifth crossing game defined here prints with no code of its own."""

from __future__ import annotations

import io
import math
import random
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from qwixx_desktop.engine import Game
from qwixx_desktop.engine.errors import SetupError
from qwixx_desktop.engine.variants import CLASSIC
from qwixx_desktop.export import ExportError, PrintOptions, blank_pads_pdf, game_sheets_pdf
from qwixx_desktop.export.labels import MINUS, Labels
from qwixx_desktop.games import GameSpec, all_games, get_game, register, unregister
from qwixx_desktop.games.crossing import crossing_game

from .test_export_support import DATE, placement

QUICK = replace(CLASSIC, key="quick", title="Qwixx Quick", min_crosses_to_lock=3)
HOUSE = {"lock_crosses": 3, "misthrows_to_end": 3, "misthrow_points": 2, "rows_to_end": 1}


@pytest.fixture
def quick() -> Iterator[GameSpec]:
    """A fifth game: the classic sheet under its own key and a lock after 3 crosses."""
    spec = register(crossing_game(QUICK, {"en": "Qwixx Quick", "es": "Qwixx Rápido"}))
    yield spec
    unregister(QUICK.key)


def _played(key: str, players: int, seed: int) -> Game:
    """A game played to the end with random legal moves (no computer player needed)."""
    game = Game(
        key, [f"Player {k}" for k in range(1, players + 1)], seed, get_game(key).read_data("a")
    )
    choose = random.Random(seed)
    while not game.is_over:
        if game.needs_roll:
            game.roll()
        else:
            for player in game.deciders():
                game.decide(player, choose.choice(game.legal_moves(player)))
    return game


def _house_game(key: str, rules: Mapping[str, int]) -> Game:
    """A game set up with house rules, two turns played."""
    try:
        game = Game(key, ["Ada", "Ben"], 4, rules)
    except SetupError:
        # Until the engine plays house rules: the standard game with them in its set-up, which
        # is all the printed sheet reads.
        game = Game(key, ["Ada", "Ben"], 4)
        game.setup = replace(game.setup, options=dict(rules))
    for _ in range(2):
        game.roll()
        while not game.needs_roll and not game.is_over:
            for player in game.deciders():
                game.decide(player, game.legal_moves(player)[-1])
    return game


def _text(data: bytes) -> str:
    """All pages' text, with lines joined (wrapped footers read as one)."""
    pages = PdfReader(io.BytesIO(data)).pages
    return " ".join(" ".join((page.extract_text() or "").split()) for page in pages)


def _printed(value: int) -> str:
    return str(value).replace("-", MINUS)


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.key)
def test_blank_pad_of_every_game(spec: GameSpec) -> None:
    data, pages, _ = blank_pads_pdf(PrintOptions(game=spec.key, count=3, seed=5))
    assert pages == 2 == len(PdfReader(io.BytesIO(data)).pages)
    texts = [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]
    assert all(text.startswith(spec.title) for text in texts)
    assert "sheet 3/3" in texts[1] and "House rules" not in texts[0]
    metadata = PdfReader(io.BytesIO(data)).metadata
    assert metadata is not None and metadata.title == spec.title


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.key)
def test_filled_sheets_of_every_game(spec: GameSpec) -> None:
    players = max(spec.min_players, 3)
    game = _played(spec.key, players, 8)
    data, pages, _ = game_sheets_pdf(game, PrintOptions(per_page=2, date=DATE))
    assert pages == math.ceil(players / 2)
    texts = [" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages]
    for seat, card in enumerate(game.scores()):
        text = texts[seat // 2]
        assert f"Player {seat + 1}" in text
        assert "2025-03-01 · seed 8" in text and f"player {seat + 1}/{players}" in text
        assert _printed(card.total) in text.split()


def test_a_fifth_crossing_game_prints_pads_and_sheets(quick: GameSpec) -> None:
    data, _, _ = blank_pads_pdf(PrintOptions(game="quick", count=1, per_page=1, seed=1))
    text = _text(data)
    assert text.startswith("Qwixx Quick")
    assert "Lock a row by crossing its last number, with at least 3 crosses in it." in text
    layout = placement("quick", per_page=1).layout
    assert [len(row) for row in layout.boxes] == [11] * 4
    assert len(layout.misthrow_boxes) == 4
    game = _played("quick", 2, 3)
    sheets, pages, _ = game_sheets_pdf(game, PrintOptions(per_page=1, date=DATE))
    assert pages == 2
    assert "with at least 3 crosses" in _text(sheets)
    # A game whose record has gone cannot be printed: the same clear error as for any unknown.
    unregister("quick")
    with pytest.raises(ExportError, match="cannot print sheets for a game of 'quick'"):
        game_sheets_pdf(game, PrintOptions())


@pytest.mark.parametrize(
    ("lang", "footer"),
    [
        (
            "en",
            f"House rules: lock after 3 crosses · game ends at 3 misthrows · {MINUS}2 per "
            "misthrow · 1 locked row ends",
        ),
        (
            "es",
            f"Reglas de la casa: cerrar con 3 cruces · la partida termina con 3 fallos · "
            f"{MINUS}2 por fallo · 1 fila cerrada termina",
        ),
    ],
)
def test_filled_sheets_print_the_house_rules(lang: str, footer: str) -> None:
    game = _house_game("classic", HOUSE)
    data, _, _ = game_sheets_pdf(game, PrintOptions(lang=lang, per_page=1, date=DATE))
    texts = [" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages]
    assert len(texts) == 2
    for text in texts:
        assert footer in text
        assert f"({MINUS}2 " in text  # the misthrow label, at the house penalty
    lock = {"en": "at least 3 crosses", "es": "al menos 3 cruces"}[lang]
    assert all(lock in text for text in texts)


def test_a_standard_game_prints_no_house_rules() -> None:
    game = _house_game("longo", {})
    data, _, _ = game_sheets_pdf(game, PrintOptions(date=DATE))
    text = _text(data)
    assert "House rules" not in text and "at least 6 crosses" in text


def test_blank_pads_take_house_rules(tmp_path: Path) -> None:
    options = PrintOptions(
        game="classic",
        count=1,
        per_page=1,
        seed=1,
        house_rules={"lock_crosses": 3, "misthrows_to_end": 3},
    )
    data, _, validated = blank_pads_pdf(options)
    text = _text(data)
    assert "with at least 3 crosses in it." in text
    assert "House rules: lock after 3 crosses · game ends at 3 misthrows" in text
    place = placement("classic", per_page=1, house_rules={"misthrows_to_end": 3})
    assert len(place.layout.misthrow_boxes) == 3  # the game ends with the third
    assert validated.house_rules == {"lock_crosses": 3, "misthrows_to_end": 3}
    eight = placement("classic", per_page=1, house_rules={"misthrows_to_end": 8})
    assert len(eight.layout.misthrow_boxes) == 8


@pytest.mark.parametrize("game", ["classic", "longo", "onboard"])
def test_misthrows_that_cost_nothing_print_no_minus_zero(game: str) -> None:
    # A house rule of 0 points per misthrow: the pad's label read "misthrows (-0)".
    options = PrintOptions(
        game=game, count=1, per_page=1, seed=1, house_rules={"misthrow_points": 0}
    )
    text = _text(blank_pads_pdf(options)[0])
    assert "misthrows (0 each)" in text and "misthrows cost nothing" in text
    assert f"{MINUS}0" not in text
    # Said as the window says it ("(0)" alone read as a value), and the sum line has no
    # "minus misthrows" box that always takes 0 off.
    spanish = _text(blank_pads_pdf(replace(options, lang="es"))[0])
    assert "fallos (0 cada uno)" in spanish
    free = placement(game, per_page=1, house_rules={"misthrow_points": 0})
    assert "misthrows" not in [group.kind for group in free.layout.totals]
    assert "misthrows" in [group.kind for group in placement(game, per_page=1).layout.totals]


@pytest.mark.parametrize(("game", "standard"), [("classic", 5), ("longo", 6)])
def test_house_rules_at_the_standard_value_change_nothing(game: str, standard: int) -> None:
    plain, _, _ = blank_pads_pdf(PrintOptions(game=game, count=2, seed=3))
    same, _, options = blank_pads_pdf(
        PrintOptions(game=game, count=2, seed=3, house_rules={"lock_crosses": standard})
    )
    assert plain == same and options.house_rules == {}


def test_longo_lock_hint_uses_the_house_value() -> None:
    data, _, _ = blank_pads_pdf(
        PrintOptions(game="longo", count=1, seed=3, house_rules={"lock_crosses": 1})
    )
    text = _text(data)
    assert "either of its last two numbers, with at least 1 cross in it." in text
    assert "House rules: lock after 1 cross" in text


@pytest.mark.parametrize(
    ("lang", "rule"),
    [
        ("en", "Lucky number as the white sum: instead of it you may cross the next number"),
        ("es", "Número afortunado como suma blanca: en su lugar puedes tachar el siguiente"),
    ],
)
def test_longo_pads_say_what_a_lucky_number_does(lang: str, rule: str) -> None:
    # The sheet prints two lucky numbers; a pad played without the window needs their rule.
    data, _, _ = blank_pads_pdf(PrintOptions(game="longo", count=1, seed=3, lang=lang))
    assert rule in " ".join(_text(data).split())


@pytest.mark.parametrize(
    ("game", "rules", "message"),
    [
        ("qwantum", {"lock_crosses": 3}, "Qwantum has no house rule 'lock_crosses'$"),
        (
            "classic",
            {"lock": 3},
            "Qwixx has no house rule 'lock'; its house rules: "
            "lock_crosses, misthrows_to_end, misthrow_points, rows_to_end",
        ),
        ("classic", {"lock_crosses": 11}, "'lock_crosses' must be 0-10, not 11"),
        ("longo", {"rows_to_end": 0}, "'rows_to_end' must be 1-4, not 0"),
        ("classic", {"misthrow_points": True}, "must be a whole number"),
    ],
)
def test_house_rules_are_checked_against_the_game(
    tmp_path: Path, game: str, rules: dict[str, int], message: str
) -> None:
    with pytest.raises(ExportError, match=message):
        blank_pads_pdf(PrintOptions(game=game, house_rules=rules))


def test_house_rule_words() -> None:
    english, spanish = Labels("en"), Labels("es")
    assert english.house_rules([("lock_crosses", 0), ("misthrow_points", 0)]) == (
        "House rules: lock at any time · misthrows cost nothing"
    )
    assert spanish.house_rules([("misthrows_to_end", 1), ("rows_to_end", 3)]) == (
        "Reglas de la casa: la partida termina con 1 fallo · 3 filas cerradas terminan"
    )
    # A new game's own house rule, with no words here yet.
    assert english.house_rules([("figures", 2)]) == "House rules: figures = 2"
