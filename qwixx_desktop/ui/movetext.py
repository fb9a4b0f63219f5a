"""The coach's values in the user's words (the hint panel and the coach review).

The moves themselves are put in words by each game's texts (`GameTexts.move_words`).
"""

from __future__ import annotations

from ..ai.coach import Advice, ValueScale
from ..typography import MINUS, number_text, percent_text
from .i18n import current_language, plural, translate


def _number(value: float) -> str:
    """One decimal at most ("1.5", "2"), with the language's decimal sign ("1,5")."""
    whole = f"{value:.1f}".endswith(".0")
    return number_text(value, ".0f" if whole else ".1f", current_language())


def value_words(advice: Advice, scale: ValueScale, terse: bool = False) -> str:
    """The value of the best move (when it means something on its own); `terse`, the
    figure alone ("53 %", "87": the coach's panel, whose note says what it is)."""
    if scale is ValueScale.WIN_CHANCE:
        percent = percent_text(advice.value)  # as the outlook writes it
        if terse:
            return f"{percent}\u00a0%"
        return translate("Moves", "win chance {percent} %").format(percent=percent)
    if scale is ValueScale.FINAL_SCORE:
        points = number_text(round(advice.value))
        if terse:
            return points
        return translate("Moves", "expected final score {points}").format(points=points)
    return ""


def regret_words(regret: float, scale: ValueScale, terse: bool = False) -> str:
    """What a move loses against the best move: "-1.5 points", "-4 % win chance" (with a
    typographic minus); `terse`, a win chance's loss is only "-4 %" (the coach's panel, whose
    note says what its figures are: "-11,6 % de probabilidad de ganar" squeezed the moves'
    words into three lines at 960 px). A move that loses nothing ties with the best: the
    coach's second line said "best move" under its first one (which of the two, then?)."""
    if regret <= 0:
        return translate("Moves", "just as good")
    if regret < (0.0005 if scale is ValueScale.WIN_CHANCE else 0.05):
        return translate("Moves", "almost as good")
    if scale is ValueScale.WIN_CHANCE:
        loss = (
            "{minus}{percent}\u00a0%"
            if terse
            else translate("Moves", "{minus}{percent} % win chance")
        )
        return loss.format(minus=MINUS, percent=_number(100 * regret))
    return plural(
        round(regret, 1),  # as shown: 0.96 reads "1"
        translate("Moves", "{minus}{points} point"),
        translate("Moves", "{minus}{points} points"),
    ).format(minus=MINUS, points=_number(regret))


def scale_note(scale: ValueScale, with_value: bool = False) -> str:
    """What the numbers next to the moves mean; `with_value`, the best move's figure stands
    first (the coach's panel: `value_words` and `regret_words`, terse)."""
    if with_value and scale is ValueScale.WIN_CHANCE:
        return translate(
            "Moves",
            "Numbers: the estimated win chance with the best move, and what each other move "
            "loses against it.",
        )
    if with_value and scale is ValueScale.FINAL_SCORE:
        return translate(
            "Moves",
            "Numbers: the expected final score with the best move, and the points each other "
            "move loses against it.",
        )
    if scale is ValueScale.WIN_CHANCE:
        return translate("Moves", "Numbers: the estimated win chance lost against the best move.")
    return translate("Moves", "Numbers: the expected points lost against the best move.")


__all__ = ["regret_words", "scale_note", "value_words"]
