"""Classic Qwixx's tutorial, and the anchors every crossing game's tutorial points with.

The dice are (white, white, red, yellow, green, blue); rows 0-3 are red, yellow, green, blue.
Each lesson's text is a literal `translate` call (pyside6-lupdate finds it) made when shown.
tests/test_ui_tutorial.py plays every script through against its computer opponent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from ..engine import PASS, Cross
from .i18n import translate
from .sheet import CrossSheet
from .tutorial import Anchor, Lesson, Tutorial, pass_button, roll_button

if TYPE_CHECKING:
    from .table import TableWidget

RED, YELLOW, GREEN, BLUE = range(4)
Text = Callable[[], str]


def cell(row: int, number: int) -> Anchor:
    """The number's cell on the person's sheet."""

    def where(table: TableWidget) -> tuple[QWidget, QRect]:
        sheet = cast(CrossSheet, table.kit.main_sheet)
        return sheet, sheet.cell_rect(row, number)

    return where


def cross(row: int, number: int, text: Text, lucky: bool = False) -> Lesson:
    return Lesson(Cross(row, number, lucky), text, cell(row, number))


def roll(text: Text) -> Lesson:
    return Lesson(None, text, roll_button)


def passing(text: Text) -> Lesson:
    return Lesson(PASS, text, pass_button)


def your_roll() -> str:
    return translate("Tutorial", "Your turn to roll: click Roll the dice.")


LESSONS = (
    roll(
        lambda: translate(
            "Tutorial",
            "You start. Click Roll the dice: two white dice and four colour dice are thrown.",
        )
    ),
    cross(
        RED,
        2,
        lambda: translate(
            "Tutorial",
            "The two white dice add up to 2. That sum is for everyone: each player may cross "
            "it in one row. Cross the red 2.",
        ),
    ),
    cross(
        RED,
        3,
        lambda: translate(
            "Tutorial",
            "Now a second chance, only for the player who rolled: one white die plus one "
            "colour die, in that colour's row. White 1 + red 2 = 3: cross the red 3.",
        ),
    ),
    cross(
        RED,
        5,
        lambda: translate(
            "Tutorial",
            "The computer rolled, but the white sum is yours too. Crossing the red 5 skips "
            "the 4: numbers you skip are lost for good, so skip as few as you can.",
        ),
    ),
    roll(your_roll),
    cross(
        RED,
        6,
        lambda: translate("Tutorial", "White sum 6: cross the red 6, right after your 5."),
    ),
    cross(
        RED,
        7,
        lambda: translate(
            "Tutorial",
            "White 3 + red 4 = 7. A row's points grow fast with every cross: five crosses "
            "score 15, seven score 28.",
        ),
    ),
    cross(
        RED,
        12,
        lambda: translate(
            "Tutorial",
            "With five crosses in red you may cross its last number, 12. That locks the row "
            "for everyone: the lock counts as a cross and the red die leaves the game. "
            "A second locked row ends the game.",
        ),
    ),
    roll(your_roll),
    passing(
        lambda: translate(
            "Tutorial", "A 7 would skip five numbers in any row. Nobody has to cross: click Pass."
        )
    ),
    passing(
        lambda: translate(
            "Tutorial",
            "You rolled and crossed nothing, so passing now costs a misthrow: -5 points. "
            "A fourth misthrow ends the game. Click Pass.",
        )
    ),
)

TUTORIAL = Tutorial(
    seed=7,
    rolls=(
        (1, 1, 2, 3, 4, 5),
        (2, 3, 5, 2, 3, 4),
        (3, 3, 4, 1, 6, 6),
        (6, 6, 5, 2, 2, 1),
        (4, 3, None, 4, 3, 4),
    ),
    lessons=LESSONS,
)
