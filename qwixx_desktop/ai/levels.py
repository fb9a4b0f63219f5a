"""Difficulty levels: easy, medium, hard, expert, for every game.

Each level is a name that `make_bot` resolves per game. Each game's module registers its own
levels; classic's `easy` and `medium` are the skip baselines, which the ladder measures like
any other level (`make bench-ai`).
"""

from __future__ import annotations

from ..engine import Rules
from .base import Bot, make_bot, register_bot

LEVELS = ("easy", "medium", "hard", "expert")

# Levels that play as an existing bot: game -> level -> bot name.
_ALIASES: dict[str, dict[str, str]] = {
    "classic": {"easy": "skip1", "medium": "skip2"},
}


def _register_alias(game: str, level: str, target: str) -> None:
    def factory(rules: Rules, seed: int) -> Bot:
        return make_bot(target, rules, seed)

    register_bot(level, factory, games=(game,))


for _game, _levels in _ALIASES.items():
    for _level, _target in _levels.items():
        _register_alias(_game, _level, _target)

# The other levels register themselves on import.
from . import expert_classic, expert_longo, expert_onboard, expert_qwantum  # noqa: E402, F401
