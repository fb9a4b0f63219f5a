"""`greedy`: each game's own simple baseline (the exact rule is in each module's docstring).

Classic Qwixx's baseline is `skip<k>`; the other games' greedy bots also plan their
game-specific decisions (lucky numbers, board moves, re-rolls and written values).
"""

from __future__ import annotations

from ..engine import Rules
from . import greedy_longo, greedy_onboard, greedy_qwantum
from .base import Bot, BotFactory, register_bot

_GREEDY_BY_GAME: dict[str, BotFactory] = {
    "longo": greedy_longo.greedy_bot,
    "onboard": greedy_onboard.greedy_bot,
    "qwantum": greedy_qwantum.greedy_bot,
}


def greedy_bot(rules: Rules, seed: int) -> Bot:
    factory = _GREEDY_BY_GAME.get(rules.key)
    if factory is None:
        raise ValueError(f"{rules.title} has no greedy bot; its baseline is skip<k>")
    return factory(rules, seed)


register_bot("greedy", greedy_bot)
