"""Difficulty levels: easy, medium, hard, expert, for every game.

Each level is a name that `make_bot` resolves per game. Until the levels are measured against
each other (the computer-opponents issue), they stand on the baselines: a provisional ladder
that gives every game all four names.
"""

from __future__ import annotations

from ..engine import Rules
from .base import Bot, make_bot, register_bot

LEVELS = ("easy", "medium", "hard", "expert")

# Provisional: level -> the existing bot it plays as, per game.
_PROVISIONAL: dict[str, dict[str, str]] = {
    "classic": {"easy": "skip1", "medium": "skip2", "hard": "skip2", "expert": "skip2"},
    "longo": {"easy": "skip1", "medium": "skip2", "hard": "greedy", "expert": "greedy"},
    "onboard": {"easy": "skip1", "medium": "skip2", "hard": "greedy", "expert": "greedy"},
    "qwantum": {"easy": "random", "medium": "greedy", "hard": "greedy", "expert": "greedy"},
}


def _provisional(level: str, game: str) -> None:
    target = _PROVISIONAL[game][level]

    def factory(rules: Rules, seed: int) -> Bot:
        return make_bot(target, rules, seed)

    register_bot(level, factory, games=(game,))


for _game in _PROVISIONAL:
    for _level in LEVELS:
        _provisional(_level, _game)
