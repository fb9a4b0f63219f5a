"""Qwantum's tutorial (re-roll, writing values, rising and falling rows, column scores) and
its "What's different" card.

Rows 0-3 are violet, blue, red, yellow; a roll gives the face number (1-6) of the white die
and the six special dice (resources/qwantum-dice.json holds the faces).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from ..engine import AnyRules, Reroll, Write
from .crossing_tutorial import Text, passing, roll, your_roll
from .i18n import translate
from .tutorial import Anchor, Lesson, Tutorial

if TYPE_CHECKING:
    # Only for the types: Qwantum's widgets load when a Qwantum game is first shown.
    from .qwantum_dice import QwantumDiceTray
    from .qwantum_sheet import QwantumSheet
    from .table import TableWidget

VIOLET, BLUE, RED, YELLOW = range(4)
WHITE_DIE = 0


def die(index: int) -> Anchor:
    def where(table: TableWidget) -> tuple[QWidget, QRect]:
        tray = cast("QwantumDiceTray", table.kit.tray)
        return tray, tray.die_rect(index).toRect()

    return where


def next_field(row: int) -> Anchor:
    """The row's next free field, where the value will be written."""

    def where(table: TableWidget) -> tuple[QWidget, QRect]:
        sheet = cast("QwantumSheet", table.kit.main_sheet)
        return sheet, sheet.preview_rect(row)

    return where


def write(row: int, text: Text) -> Lesson:
    return Lesson(Write(row), text, next_field(row))


def differences(rules: AnyRules) -> str:
    """The same at every table: no house rule changes these numbers."""
    return translate(
        "Tutorial",
        "<ul><li>One white die and six special dice whose faces have a colour and a "
        "number.</li><li>The player who rolled may throw any of the dice again, once.</li>"
        "<li>A colour's value is the white die plus the special dice showing that colour. "
        "You write values into four rows instead of crossing numbers.</li><li>Each row "
        "rises up to its thick line, then falls.</li><li>The player who rolled may write "
        "one colour's value; then everyone, them included, may write one of the other "
        "colours.</li><li>A full column scores its second-lowest distinct number (5, 5, 8, "
        "9 scores 8); misthrows cost 1, 2, 3… points.</li><li>The game ends when a sheet is "
        "full or at a fifth misthrow.</li></ul>",
    )


LESSONS = (
    roll(
        lambda: translate(
            "Tutorial",
            "You start. Click Roll the dice: one white die and six special dice, each "
            "face a colour and a number.",
        )
    ),
    Lesson(
        Reroll((WHITE_DIE,)),
        lambda: translate(
            "Tutorial",
            "The white die counts in every colour, and a 6 makes every value big. The player "
            "who rolled may throw any dice again, once: click the white die, then Re-roll.",
        ),
        die(WHITE_DIE),
    ),
    write(
        YELLOW,
        lambda: translate(
            "Tutorial",
            "A colour's value is the white die plus the special dice showing that colour (the "
            "values are under the dice). As the player who rolled you write first: the "
            "yellow 2 into the yellow row.",
        ),
    ),
    write(
        VIOLET,
        lambda: translate(
            "Tutorial",
            "Now everyone writes one of the other colours. Rows rise: each value must be "
            "higher than the one before it, up to the thick line; after it they fall. Start "
            "low: write the violet 3.",
        ),
    ),
    write(
        BLUE,
        lambda: translate(
            "Tutorial",
            "The computer rolled and wrote; now everyone writes one of the other colours. "
            "Blue is not on any die, so it is the white die alone: write the blue 1.",
        ),
    ),
    roll(your_roll),
    passing(
        lambda: translate(
            "Tutorial", "These values suit you: click Keep all dice instead of re-rolling."
        )
    ),
    write(
        RED,
        lambda: translate(
            "Tutorial",
            "Write the red 5. That fills the first column, and a full column scores at once "
            "its second-lowest number: 1, 2, 3, 5 scores 2.",
        ),
    ),
    write(
        VIOLET,
        lambda: translate(
            "Tutorial",
            "Violet 6 is higher than your violet 3, so it may follow it: the row rises.",
        ),
    ),
)

TUTORIAL = Tutorial(
    seed=11,
    rolls=(
        (6, 1, 1, 1, 1, 1, 1),
        (1, 1, 1, 1, 1, 1, 1),  # the re-roll: the white die shows 1 now
        (1, 1, 1, 2, 3, 1, 1),
        (3, 1, 3, 3, 3, 1, 2),
    ),
    lessons=LESSONS,
    differences=differences,
)
