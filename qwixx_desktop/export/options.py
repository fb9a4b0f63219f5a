"""Print options and the one error type of the export package.

Options are validated once, up front, so that a bad combination is reported before any page
is drawn and before anything touches the disk.
"""

from __future__ import annotations

import datetime
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from ..engine import SEED_MAX, is_seed
from ..engine.errors import SetupError
from ..games import GameSpec, game_keys, get_game, is_game

# Portrait, in points: ReportLab's A4 and LETTER, written out so that the command line can
# offer the choices without loading ReportLab.
PAPER_SIZES: dict[str, tuple[float, float]] = {
    "a4": (595.2755905511812, 841.8897637795277),
    "letter": (612.0, 792.0),
}
PER_PAGE_CHOICES = (1, 2, 4)
LANGUAGES = ("en", "es")
MAX_COUNT = 5000  # far more than any pad; keeps a typo from writing a gigabyte PDF
LUCKY_LIMITS = (2, 16)  # a Longo row holds 2..16, so a lucky number outside can never be used
SEED_LIMIT = 10**9  # freshly drawn seeds stay short enough to copy from the printed sheet


class ExportError(Exception):
    """A request the exporter cannot carry out; the message is meant for the user.

    `reason` names the kind of problem, so the window can say it in the user's language:
    "unwritable", "unreadable", "does_not_fit" or "failed" (anything else).
    """

    def __init__(self, message: str, reason: str = "failed") -> None:
        super().__init__(message)
        self.reason = reason


def house_rules(spec: GameSpec, chosen: Mapping[str, object]) -> dict[str, int]:
    """The house rules in `chosen` that differ from the game's standard, in the game's order.

    ExportError for a rule the game does not have or a value outside the rule's range.
    """
    values: dict[str, int] = {}
    for key, value in chosen.items():
        rule = spec.house_rule(key)
        if rule is None:
            known = ", ".join(rule.key for rule in spec.house_rules)
            offer = f"; its house rules: {known}" if known else ""
            raise ExportError(f"{spec.title} has no house rule {key!r:.40}{offer}")
        try:
            values[key] = rule.check(value)
        except SetupError as error:
            raise ExportError(str(error)) from None
    return {
        rule.key: values[rule.key]
        for rule in spec.house_rules
        if values.get(rule.key, rule.default) != rule.default
    }


def check_seed(seed: object) -> None:
    """ExportError unless `seed` is a game seed (0..SEED_MAX), which every sheet has room for."""
    if not is_seed(seed):
        shown = str(seed)
        if len(shown) > 30:  # a 200-digit seed would bury the message
            shown = f"{shown[:20]}… ({len(shown)} characters)"
        raise ExportError(f"the seed must be a whole number from 0 to {SEED_MAX}, not {shown}")


@dataclass(frozen=True)
class PrintOptions:
    """How to print. `seed=None` draws a fresh seed, which is printed on Longo sheets.

    `game`, `count`, `seed`, `lucky_range` and `house_rules` are for blank pads only: a game's
    filled sheets take the game's own.
    """

    game: str = "classic"
    paper: str = "a4"
    per_page: int = 2
    count: int = 1  # blank sheets in the pad
    seed: int | None = None
    lang: str = "en"
    colour: bool = True
    lucky_range: tuple[int, int] = (2, 16)
    # Printed on filled sheets; None = today (a daily challenge's sheets: its day).
    date: datetime.date | None = None
    # House rules of the pad, by option key (games/crossing.py), e.g. {"lock_crosses": 3}.
    house_rules: Mapping[str, int] = field(default_factory=dict)

    def validated(self) -> PrintOptions:
        """These options with the seed and date filled in and the house rules checked (those at
        the standard value left out); raises ExportError naming the problem."""
        if not is_game(self.game):
            raise ExportError(
                f"unknown game {self.game!r}; choose one of: {', '.join(game_keys())}"
            )
        rules = house_rules(get_game(self.game), self.house_rules)
        if self.paper not in PAPER_SIZES:
            raise ExportError(
                f"unknown paper {self.paper!r}; choose one of: {', '.join(PAPER_SIZES)}"
            )
        if self.per_page not in PER_PAGE_CHOICES:
            choices = ", ".join(str(n) for n in PER_PAGE_CHOICES)
            raise ExportError(f"sheets per page must be {choices}, not {self.per_page}")
        if not 1 <= self.count <= MAX_COUNT:
            raise ExportError(f"the number of sheets must be 1-{MAX_COUNT}, not {self.count}")
        if self.lang not in LANGUAGES:
            raise ExportError(
                f"unknown language {self.lang!r}; choose one of: {', '.join(LANGUAGES)}"
            )
        low, high = self.lucky_range
        if not LUCKY_LIMITS[0] <= low < high <= LUCKY_LIMITS[1]:
            raise ExportError(
                f"the lucky-number range must be two different numbers within "
                f"{LUCKY_LIMITS[0]}-{LUCKY_LIMITS[1]}, not {low}-{high}"
            )
        if self.seed is not None:
            check_seed(self.seed)
        seed = self.seed if self.seed is not None else secrets.randbelow(SEED_LIMIT)
        date = self.date if self.date is not None else datetime.date.today()
        return replace(self, seed=seed, date=date, house_rules=rules)

    @property
    def page_size(self) -> tuple[float, float]:
        return PAPER_SIZES[self.paper]
