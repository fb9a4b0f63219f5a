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


def value_words(advice: Advice, scale: ValueScale) -> str:
    """The value of the best move (when it means something on its own)."""
    if scale is ValueScale.WIN_CHANCE:
        return translate("Moves", "win chance {percent} %").format(
            percent=percent_text(advice.value)  # as the outlook writes it
        )
    if scale is ValueScale.FINAL_SCORE:
        return translate("Moves", "expected final score {points}").format(
            points=number_text(round(advice.value))
        )
    return ""


def regret_words(regret: float, scale: ValueScale) -> str:
    """What a move loses against the best move: "-1.5 points", "-4 % win chance" (with a
    typographic minus). A move that loses nothing ties with the best: the coach's second line
    said "best move" under its first one (which of the two, then?)."""
    if regret <= 0:
        return translate("Moves", "just as good")
    if regret < (0.0005 if scale is ValueScale.WIN_CHANCE else 0.05):
        return translate("Moves", "almost as good")
    if scale is ValueScale.WIN_CHANCE:
        return translate("Moves", "{minus}{percent} % win chance").format(
            minus=MINUS, percent=_number(100 * regret)
        )
    return plural(
        round(regret, 1),  # as shown: 0.96 reads "1"
        translate("Moves", "{minus}{points} point"),
        translate("Moves", "{minus}{points} points"),
    ).format(minus=MINUS, points=_number(regret))


def scale_note(scale: ValueScale) -> str:
    """What the numbers next to the moves mean."""
    if scale is ValueScale.WIN_CHANCE:
        return translate("Moves", "Numbers: the estimated win chance lost against the best move.")
    return translate("Moves", "Numbers: the expected points lost against the best move.")


__all__ = ["regret_words", "scale_note", "value_words"]
