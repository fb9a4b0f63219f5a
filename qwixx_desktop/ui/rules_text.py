"""This app's own short summary of the rules, one page per game, plus how to play here.

Each game's page comes from its texts (`GameTexts.rules_page`); the pieces every page shares
(the layout and how a crossing sheet is played in this window) are here.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .i18n import translate

if TYPE_CHECKING:
    from ..engine import AnyRules


def page(title: str, paragraphs: list[str], controls: list[str]) -> str:
    """A rules page: its title, the rules in paragraphs, and how to play in this window."""
    body = "".join(f"<p>{escape(text)}</p>" for text in paragraphs)
    keys = "".join(f"<li>{escape(text)}</li>" for text in controls)
    heading = escape(translate("Rules", "Playing in this window"))
    return f"<h2>{escape(title)}</h2>{body}<h3>{heading}</h3><ul>{keys}</ul>"


def sheet_controls() -> list[str]:
    """How a crossing sheet is played in this window."""
    return [
        translate(
            "Rules",
            "Highlighted numbers are the ones you may cross now: click one, or "
            "move with the arrow keys or Tab and press Space or Enter.",
        ),
        translate(
            "Rules",
            "R rolls the dice, P passes (or finishes your turn), Ctrl+Z takes "
            "back your last decision until the dice are rolled again.",
        ),
        translate(
            "Rules",
            "Several people can play at one computer: the banner at the top "
            "names whoever decides now, and their sheet is the large one.",
        ),
    ]


def rules_html(game: str, rules: AnyRules | None = None) -> str:
    """The rules page of game `game`: under `rules` (a game's house rules) when given, else
    under its standard rules."""
    from ..games import get_game

    spec = get_game(game)
    return spec.texts().rules_page(rules or spec.rules)


__all__ = ["page", "rules_html", "sheet_controls"]
