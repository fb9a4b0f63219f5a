"""`greedy`: each game's own simple baseline (the exact rule is in each module's docstring).

Classic Qwixx's baseline is `skip<k>`; the other games' greedy bots also plan their
game-specific decisions (lucky numbers, board moves, re-rolls and written values).
"""

from __future__ import annotations

from . import greedy_longo, greedy_onboard, greedy_qwantum
from .base import register_bot

register_bot("greedy", greedy_longo.greedy_bot, games=("longo",))
register_bot("greedy", greedy_onboard.greedy_bot, games=("onboard",))
register_bot("greedy", greedy_qwantum.greedy_bot, games=("qwantum",))
