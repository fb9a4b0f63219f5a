"""Translated names of games, colours and computer levels (shown in many places)."""

from __future__ import annotations

from .i18n import translate


def game_title(key: str) -> str:
    titles = {
        "classic": translate("Names", "Qwixx (classic)"),
        "longo": translate("Names", "Qwixx Longo"),
        "onboard": translate("Names", "Qwixx On Board"),
        "qwantum": translate("Names", "Qwantum"),
    }
    return titles.get(key, key)


def colour_name(colour: str) -> str:
    names = {
        "red": translate("Names", "red"),
        "yellow": translate("Names", "yellow"),
        "green": translate("Names", "green"),
        "blue": translate("Names", "blue"),
        "violet": translate("Names", "violet"),
    }
    return names.get(colour, colour)


def colour_letter(colour: str, fallback: str) -> str:
    """The row's letter in the current language (R/Y/G/B, R/A/V/Z in Spanish)."""
    letters = {
        "red": translate("Names", "R", "letter of the red row"),
        "yellow": translate("Names", "Y", "letter of the yellow row"),
        "green": translate("Names", "G", "letter of the green row"),
        "blue": translate("Names", "B", "letter of the blue row"),
        "violet": translate("Names", "V", "letter of the violet row"),
    }
    return letters.get(colour, fallback)


def level_name(level: str) -> str:
    names = {
        "human": translate("Names", "Human"),
        "easy": translate("Names", "Computer: easy"),
        "medium": translate("Names", "Computer: medium"),
        "hard": translate("Names", "Computer: hard"),
        "expert": translate("Names", "Computer: expert"),
        "random": translate("Names", "Computer: random"),
    }
    return names.get(level, translate("Names", "Computer: {level}").format(level=level))


def short_level(level: str) -> str:
    names = {
        "human": translate("Names", "human"),
        "easy": translate("Names", "easy"),
        "medium": translate("Names", "medium"),
        "hard": translate("Names", "hard"),
        "expert": translate("Names", "expert"),
    }
    return names.get(level, level)
