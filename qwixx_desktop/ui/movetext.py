"""Moves and the coach's values in the user's words (the hint panel and the coach review).

`move_words` is the one place that turns any move of any game into a sentence: a pass reads
as what it means in its phase (pass, done, misthrow, don't move, keep all dice, write
nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ai.coach import Advice, ValueScale
from ..engine import Cross, Move, MoveFigure, Pass, Phase, Reroll, Write
from .i18n import translate
from .names import colour_letter, colour_name

MINUS = "\u2212"


def _row_colour(state: Any, row: int) -> str:
    rows = getattr(getattr(state, "variant", None), "rows", ())
    return colour_name(rows[row].colour) if 0 <= row < len(rows) else str(row + 1)


def move_words(move: Move, state: Any, player: int) -> str:
    """`move` of `player` in `state` (the position before it), as a short sentence."""
    if isinstance(move, Cross):
        colour = _row_colour(state, move.row)
        if move.lucky:
            return translate("Moves", "Cross {colour} {number} (lucky number)").format(
                colour=colour, number=move.number
            )
        return translate("Moves", "Cross {colour} {number}").format(
            colour=colour, number=move.number
        )
    if isinstance(move, MoveFigure):
        return translate("Moves", "Move the figure to square {square}").format(
            square=move.square
        )
    if isinstance(move, Write):
        values = state.colour_values() if hasattr(state, "colour_values") else ()
        colour = _row_colour(state, move.row)
        if 0 <= move.row < len(values):
            return translate("Moves", "Write {value} in the {colour} row").format(
                value=values[move.row], colour=colour
            )
        return translate("Moves", "Write in the {colour} row").format(colour=colour)
    if isinstance(move, Reroll):
        return translate("Moves", "Re-roll {dice}").format(dice=_dice_words(state, move.dice))
    if isinstance(move, Pass):
        return _pass_words(state, player)
    return str(move)


def _pass_words(state: Any, player: int) -> str:
    phase = state.phase
    if phase is Phase.COLOUR:
        if getattr(state, "crossed_this_turn", True):
            return translate("Moves", "Done: end the turn")
        return translate("Moves", "Pass: take a misthrow")
    if phase is Phase.BOARD:
        return translate("Moves", "Don't move the figure")
    if phase is Phase.REROLL:
        return translate("Moves", "Keep all dice")
    if phase is Phase.CHOOSE_ACTIVE:
        return translate("Moves", "Write nothing now")
    if phase is Phase.CHOOSE_ALL:
        if player == state.active and getattr(state, "b_row", 0) is None:
            return translate("Moves", "Write nothing: take a misthrow")
        return translate("Moves", "Write nothing")
    return translate("Moves", "Pass")


def _dice_words(state: Any, dice: tuple[int, ...]) -> str:
    """Qwantum dice by what they show: "white 3, R4, Y5"."""
    faces = state.special_faces() if hasattr(state, "special_faces") else ()
    rows = state.variant.rows
    words = []
    for index in dice:
        if index == 0:
            words.append(translate("Moves", "white {value}").format(value=state.white_value))
        elif 0 < index <= len(faces):
            face = faces[index - 1]
            row = rows[face.row]
            words.append(f"{colour_letter(row.colour, row.symbol)}{face.value}")
    return ", ".join(words)


def dice_words(state: Any) -> str:
    """The dice on the table in `state`, for the coach review."""
    if hasattr(state, "special_faces"):  # Qwantum
        if not state.dice:
            return ""
        return _dice_words(state, tuple(range(len(state.dice))))
    dice: Sequence[int | None] = getattr(state, "dice", ())
    if len(dice) < 2:
        return ""
    rows = state.variant.rows
    parts = [translate("Moves", "white {first} + {second}").format(first=dice[0],
                                                                  second=dice[1])]
    for row, value in zip(rows, dice[2:], strict=False):
        if value is not None:
            parts.append(f"{colour_name(row.colour)} {value}")
    return ", ".join(parts)


def _number(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def value_words(advice: Advice, scale: ValueScale) -> str:
    """The value of the best move (when it means something on its own)."""
    if scale is ValueScale.WIN_CHANCE:
        return translate("Moves", "win chance {percent} %").format(
            percent=round(100 * advice.value)
        )
    if scale is ValueScale.FINAL_SCORE:
        return translate("Moves", "expected final score {points}").format(
            points=round(advice.value)
        )
    return ""


def regret_words(regret: float, scale: ValueScale) -> str:
    """What a move loses against the best move: "-1.5 points", "-4 % win chance" (with a
    typographic minus)."""
    if regret <= 0:
        return translate("Moves", "best move")
    if regret < (0.0005 if scale is ValueScale.WIN_CHANCE else 0.05):
        return translate("Moves", "almost as good")
    if scale is ValueScale.WIN_CHANCE:
        return translate("Moves", "{minus}{percent} % win chance").format(
            minus=MINUS, percent=_number(100 * regret)
        )
    return translate("Moves", "{minus}{points} points").format(
        minus=MINUS, points=_number(regret)
    )


def scale_note(scale: ValueScale) -> str:
    """What the numbers next to the moves mean."""
    if scale is ValueScale.WIN_CHANCE:
        return translate(
            "Moves", "Numbers: the estimated win chance lost against the best move."
        )
    return translate("Moves", "Numbers: the expected points lost against the best move.")


__all__ = ["dice_words", "move_words", "regret_words", "scale_note", "value_words"]
