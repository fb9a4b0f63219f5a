"""Qwixx Longo's tutorial (eight-sided dice, lucky numbers) and its "What's different" card."""

from __future__ import annotations

from ..engine import AnyRules
from ..engine.variants import LONGO
from .crossing_texts import crossing_variant
from .crossing_tutorial import RED, YELLOW, cross, roll, your_roll
from .i18n import counted, translate
from .tutorial import Tutorial


# The sheet draws its lucky numbers as gold circles and marks a lucky cross's cell with a star:
# the texts name them so (they once called the lucky numbers "the stars").
def differences(rules: AnyRules) -> str:
    return translate(
        "Tutorial",
        "<ul><li>The dice have eight sides: red and yellow run 2 to 16, green and blue 16 "
        "to 2.</li><li>{lock}</li><li>Each sheet has two lucky numbers (the gold circles). "
        "When the white sum is one of yours you may, instead of crossing it, cross the next "
        "number of one of your open rows with the fewest crosses (marked with a star).</li>"
        "<li>Everything else is as in Qwixx.</li></ul>",
    ).format(lock=_lock_difference(crossing_variant(rules).min_crosses_to_lock))


def _lock_difference(crosses: int) -> str:
    """The card's lock rule with the crosses it needs at this table: house rules change them
    (the card said "six" at a table locking after 13)."""
    if crosses == LONGO.min_crosses_to_lock:
        return translate(
            "Tutorial",
            "A row locks with either of its last two numbers, after at least six crosses in it.",
        )
    if crosses == 0:
        return translate(
            "Tutorial", "A row locks with either of its last two numbers, even as its first cross."
        )
    return counted(
        crosses,
        translate(
            "Tutorial",
            "A row locks with either of its last two numbers, after at least {count} cross in it.",
        ),
        translate(
            "Tutorial",
            "A row locks with either of its last two numbers, after at least {count} crosses "
            "in it.",
        ),
    )


LESSONS = (
    roll(
        lambda: translate(
            "Tutorial",
            "You start. Click Roll the dice: Longo's dice have eight sides, so the rows "
            "run from 2 to 16.",
        )
    ),
    cross(
        RED,
        3,
        lambda: translate(
            "Tutorial",
            "The white dice add up to 3. That sum is for everyone: each player may cross it "
            "in one row. Cross the red 3.",
        ),
    ),
    cross(
        RED,
        4,
        lambda: translate(
            "Tutorial",
            "As the player who rolled you may also cross one white die plus one colour die "
            "in that colour's row: white 1 + red 3 = 4.",
        ),
    ),
    cross(
        YELLOW,
        2,
        lambda: translate(
            "Tutorial",
            "The white sum is 13, one of your two lucky numbers (the gold circles on your "
            "sheet). Instead of crossing 13 you may cross the next number of a row with the "
            "fewest crosses (each such number has a star): cross the yellow 2.",
        ),
        lucky=True,
    ),
    roll(your_roll),
    cross(
        RED,
        5,
        lambda: translate(
            "Tutorial",
            "5 is lucky too, and it works every time it comes up. Here the plain cross is "
            "better: cross the red 5, right after your 4.",
        ),
    ),
    cross(
        RED,
        6,
        lambda: translate(
            "Tutorial",
            "White 3 + red 3 = 6. In Longo a row locks with either of its last two numbers "
            "(15 or 16 in red), once it has six crosses.",
        ),
    ),
)

TUTORIAL = Tutorial(
    seed=11,
    # The lucky numbers of both sheets, so the script's white sums hit yours.
    options={"lucky_numbers": [[5, 13], [7, 10]]},
    rolls=((1, 2, 3, 1, 8, 7), (6, 7, 2, 4, 5, 1), (2, 3, 3, 6, 1, 2)),
    lessons=LESSONS,
    differences=differences,
)
