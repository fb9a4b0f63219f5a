"""Qwixx On Board's tutorial (the figure and its bonus) and its "What's different" card.

The script plays on board side A (resources/boards/side-a.json): square 5 is the yellow 5
(bonus 3), square 9 the yellow 7 (bonus 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from ..engine import AnyRules, MoveFigure
from .crossing_tutorial import YELLOW, cross, passing, roll, your_roll
from .i18n import translate
from .tutorial import Anchor, Lesson, Tutorial

if TYPE_CHECKING:
    # Only for the type: the board's module loads when an On Board game is first shown.
    from .board import BoardView
    from .table import TableWidget

SQUARE = 34  # the pointed-at area round a square's middle, in pixels


def square(number: int) -> Anchor:
    def where(table: TableWidget) -> tuple[QWidget, QRect]:
        board = cast("BoardView", table.kit.board)
        middle = board.square_point(number)
        area = QRect(0, 0, SQUARE, SQUARE)
        area.moveCenter(middle)
        return board.viewport(), area

    return where


def differences(rules: AnyRules) -> str:
    """The same at every table: no house rule changes these numbers."""
    return translate(
        "Tutorial",
        "<ul><li>Everyone has a figure on a shared track of 40 squares.</li><li>After "
        "crossing, the player who rolled may move their figure 1 to 5 free squares onto a "
        "square whose coloured number they have crossed, or cross as they land.</li><li>The "
        "bonus beside the figure's square is added to the score at the end.</li><li>When a "
        "figure reaches the last five squares, everyone else has one more turn, then the game "
        "ends.</li></ul>",
    )


LESSONS = (
    roll(
        lambda: translate(
            "Tutorial",
            "You start. Click Roll the dice. On Board plays like Qwixx, plus a figure on "
            "the board.",
        )
    ),
    cross(
        YELLOW,
        3,
        lambda: translate(
            "Tutorial",
            "The white dice add up to 3: every player may cross that sum in one row. Cross "
            "the yellow 3.",
        ),
    ),
    cross(
        YELLOW,
        5,
        lambda: translate(
            "Tutorial",
            "As the player who rolled you may add one white die to one colour die: white 2 + "
            "yellow 3 = 5. Cross the yellow 5.",
        ),
    ),
    Lesson(
        MoveFigure(5),
        lambda: translate(
            "Tutorial",
            "Now your figure may move 1 to 5 free squares, onto a square whose number you "
            "have crossed in its colour. Square 5 is the yellow 5: move there.",
        ),
        square(5),
    ),
    cross(
        YELLOW,
        6,
        lambda: translate(
            "Tutorial",
            "The computer rolled; its white sum 6 is yours too. Cross the yellow 6.",
        ),
    ),
    roll(your_roll),
    cross(
        YELLOW,
        7,
        lambda: translate("Tutorial", "White sum 7: cross the yellow 7."),
    ),
    passing(
        lambda: translate(
            "Tutorial",
            "No colour sum is worth it here: click On to the figure. You crossed a "
            "number already, so there is no misthrow.",
        )
    ),
    Lesson(
        MoveFigure(9),
        lambda: translate(
            "Tutorial",
            "Square 9 shows the yellow 7 you just crossed. The number beside a square is its "
            "bonus, added to your score at the end: the further, the more. Move to square 9.",
        ),
        square(9),
    ),
)

TUTORIAL = Tutorial(
    seed=11,
    board="a",
    rolls=((1, 2, 4, 3, 6, 6), (2, 4, 1, 5, 5, 5), (3, 4, 2, 6, 6, 6)),
    lessons=LESSONS,
    differences=differences,
)
