"""The one place that maps a game's key to its rules module."""

from __future__ import annotations

from .crossing import CrossRules
from .errors import UnknownVariantError
from .longo import LongoRules
from .onboard import OnBoardRules
from .qwantum import QwantumRules
from .rules import Rules
from .variants import CLASSIC

_RULES: dict[str, Rules] = {
    "classic": CrossRules(CLASSIC),
    "longo": LongoRules(),
    "onboard": OnBoardRules(),
    "qwantum": QwantumRules(),
}


def register(rules: Rules) -> None:
    _RULES[rules.key] = rules


def game_keys() -> tuple[str, ...]:
    return tuple(_RULES)


def get_rules(key: str) -> Rules:
    try:
        return _RULES[key]
    except KeyError:
        known = ", ".join(_RULES)
        raise UnknownVariantError(f"unknown game {key!r}; known games: {known}") from None
