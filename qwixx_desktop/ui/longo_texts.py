"""What the window says during a Qwixx Longo game: the crossing texts, plus lucky numbers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine import Cross, Move, Phase
from ..engine.events import Event, NumberCrossed
from ..engine.longo import LongoState, lucky_cells
from ..engine.variants import LONGO
from .crossing_texts import (
    LOCK_RULE,
    CrossingTexts,
    crossing_variant,
    house_paragraphs,
    row_colour,
)
from .i18n import plural, translate
from .names import colour_with_number
from .rules_text import page, sheet_controls

if TYPE_CHECKING:
    from ..engine import AnyRules
    from .names import People


def lucky_name(numbers: Sequence[int]) -> str:
    """The sheet's lucky numbers, for a screen reader."""
    return translate("Accessible", "lucky numbers: {numbers}").format(
        numbers=", ".join(str(number) for number in numbers)
    )


class LongoTexts(CrossingTexts[LongoState]):
    def decision_prompt(self, state: LongoState, seat: int, moves: Sequence[Move]) -> str:
        crosses = [move for move in moves if isinstance(move, Cross)]
        lucky = [move for move in crosses if move.lucky]
        if state.phase is Phase.WHITE and lucky:
            # Rows tied for the fewest crosses each offer a lucky cell: the player chooses.
            several = len(lucky) > 1
            if len(lucky) == len(crosses):
                # The sum itself fits none of the rows: only lucky cells are offered.
                text = (
                    translate(
                        "Table",
                        "The white sum {total} is your lucky number! Cross one of the lucky "
                        "cells, or pass.",
                    )
                    if several
                    else translate(
                        "Table",
                        "The white sum {total} is your lucky number! Cross the lucky cell, "
                        "or pass.",
                    )
                )
            elif several:
                text = translate(
                    "Table",
                    "The white sum {total} is your lucky number! Cross {total} or one of the "
                    "lucky cells, or pass.",
                )
            else:
                text = translate(
                    "Table",
                    "The white sum {total} is your lucky number! Cross {total} or the lucky "
                    "cell, or pass.",
                )
            return text.format(total=state.white_sum)
        if state.phase is Phase.WHITE and state.white_sum in state.lucky[seat]:
            # A lucky sum, yet no lucky cell: say why, or the person looks for one in vain.
            return self._no_lucky_cross(state, seat, bool(crosses))
        return super().decision_prompt(state, seat, moves)

    def _no_lucky_cross(self, state: LongoState, seat: int, can_cross: bool) -> str:
        """The prompt when the white sum is `seat`'s lucky number but no lucky cross is
        offered: the next number of each row with the fewest crosses locks that row, and the
        player has too few crosses there to lock it (the rules fall back on no other row)."""
        variant = state.variant
        cells = translate("Table", " or ").join(
            colour_with_number(translate("Table", "{colour} {number}")).format(
                colour=row_colour(variant, row), number=variant.rows[row].numbers[index]
            )
            for row, index in lucky_cells(state, seat)
        )
        needed = variant.min_crosses_to_lock
        if can_cross:
            text = plural(
                needed,
                translate(
                    "Table",
                    "The white sum {total} is your lucky number, but the lucky cell would be "
                    "{cells}, which locks its row and needs {needed} cross there first. Cross "
                    "{total} in one row, or pass.",
                ),
                translate(
                    "Table",
                    "The white sum {total} is your lucky number, but the lucky cell would be "
                    "{cells}, which locks its row and needs {needed} crosses there first. Cross "
                    "{total} in one row, or pass.",
                ),
            )
        else:
            text = plural(
                needed,
                translate(
                    "Table",
                    "The white sum {total} is your lucky number, but the lucky cell would be "
                    "{cells}, which locks its row and needs {needed} cross there first. Pass.",
                ),
                translate(
                    "Table",
                    "The white sum {total} is your lucky number, but the lucky cell would be "
                    "{cells}, which locks its row and needs {needed} crosses there first. Pass.",
                ),
            )
        return text.format(total=state.white_sum, cells=cells, needed=needed)

    def other_click(self, what: str) -> str:
        if what == "lucky":
            return translate(
                "Table",
                "Lucky numbers: when the white sum is one of them, you may instead cross the "
                "next number of one of your open rows with the fewest crosses (your choice on a "
                "tie).",
            )
        if what == "lock":  # classic's words name one last number; Longo's rows have two
            return translate(
                "Table", "The lock is crossed together with either of the row's last two numbers."
            )
        return super().other_click(what)

    def rule_text(
        self, rule: str, state: LongoState, player: int, move: Move, people: People
    ) -> str:
        # A click on the cell a lucky cross would take, when the lucky sum cannot take it: the
        # engine judges the click as a plain cross of the wrong sum, but the person meant the
        # lucky cross, which only the lock condition can refuse there (see engine.longo).
        if (
            rule == "wrong_sum"
            and state.phase is Phase.WHITE
            and isinstance(move, Cross)
            and state.white_sum in state.lucky[player]
            and (move.row, state.variant.rows[move.row].index_of(move.number))
            in lucky_cells(state, player)
        ):
            rule = "lock_needs_crosses"
        return super().rule_text(rule, state, player, move, people)

    def event_line(self, event: Event, state: LongoState, people: People) -> tuple[str, str] | None:
        if isinstance(event, NumberCrossed) and event.action == "lucky":
            # Said as lucky: "Ada crossed yellow 2" on a white sum of 13 read as a wrong move.
            return people.about(
                event.player,
                translate("Table", "You crossed {colour} {number} (lucky number)."),
                translate("Table", "{name} crossed {colour} {number} (lucky number)."),
                colour=row_colour(state.variant, event.row),
                number=event.number,
            ), "cross"
        return super().event_line(event, state, people)

    def move_words(self, move: Move, state: LongoState, player: int) -> str:
        if isinstance(move, Cross) and move.lucky:
            return colour_with_number(
                translate("Moves", "Cross {colour} {number} (lucky number)")
            ).format(
                colour=row_colour(state.variant, move.row) or str(move.row + 1),
                number=move.number,
            )
        return super().move_words(move, state, player)

    def rules_page(self, rules: AnyRules) -> str:
        variant = crossing_variant(rules)
        paragraphs = [
            translate(
                "Rules",
                "Longo plays like classic Qwixx with eight-sided dice and "
                "longer rows: red and yellow run from 2 up to 16, green and "
                "blue from 16 down to 2.",
            ),
            translate(
                "Rules",
                "A row can be locked with either of its last two numbers, "
                "and only once you have six crosses in it.",
            ),
            translate(
                "Rules",
                "Each sheet has two lucky numbers (the gold circles). When "
                "the white sum is one of yours, you may instead cross the "
                "next number of one of your open rows with the fewest "
                "crosses. The window marks that cell with a star.",
            ),
            # The rest of the ruling (RULES-NOTES): what a lucky cross counts as, that it
            # may lock, that it works every time, and when a row offers none.
            translate(
                "Rules",
                "A lucky cross counts as your cross of the white sum and works every time "
                "the number comes up. It may lock its row, but only as a plain cross may: "
                "if the next number would lock a row where you have too few crosses, that "
                "row offers no lucky cross, and no other row takes its place.",
            ),
            translate(
                "Rules",
                "Everything else (the two actions, misthrows, the end of the "
                "game and the points) is as in classic Qwixx.",
            ),
        ]
        # House rules: the paragraphs of the crossing rules whose numbers differ from the box's
        # go before "Everything else", and replace the box's lock rule if that differs.
        house = house_paragraphs(variant, LONGO)
        if LOCK_RULE in house:
            del paragraphs[1]
        if house:
            # "Everything else (… misthrows, the end of the game …) is as in classic" would
            # contradict the house rules just told.
            paragraphs[-1] = translate("Rules", "Everything else is as in classic Qwixx.")
        paragraphs[-1:-1] = house.values()
        return page(translate("Rules", "Qwixx Longo in short"), paragraphs, sheet_controls())


TEXTS = LongoTexts()

__all__ = ["TEXTS", "LongoTexts", "lucky_name"]
