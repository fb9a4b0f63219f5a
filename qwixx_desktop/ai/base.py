"""The bot interface and the one registry of bot names.

A bot is a callable (state, player) -> move that only ever returns one of
`rules.legal_moves(state, player)`. Bots that need randomness draw it from a stream keyed by
their seed and the decision point, so they stay pure and reproducible.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..engine import Move, Phase, Rules
from ..engine.chance import ChanceStream

Bot = Callable[[Any, int], Move]
BotFactory = Callable[[Rules, int], Bot]

_FACTORIES: dict[str, BotFactory] = {}
_PATTERNS: list[tuple[re.Pattern[str], Callable[[Rules, int, re.Match[str]], Bot]]] = []
_PHASES = list(Phase)


def register_bot(name: str, factory: BotFactory) -> None:
    _FACTORIES[name] = factory


def register_bot_pattern(
    pattern: str, factory: Callable[[Rules, int, re.Match[str]], Bot]
) -> None:
    _PATTERNS.append((re.compile(pattern), factory))


def bot_names() -> tuple[str, ...]:
    return (*_FACTORIES, "skip<k>")


def make_bot(name: str, rules: Rules, seed: int = 0) -> Bot:
    """The bot called `name` for this game; raises ValueError for an unknown name."""
    _load_builtin_bots()
    if name in _FACTORIES:
        return _FACTORIES[name](rules, seed)
    for pattern, factory in _PATTERNS:
        match = pattern.fullmatch(name)
        if match:
            return factory(rules, seed, match)
    known = ", ".join(bot_names())
    raise ValueError(f"unknown bot {name!r}; known bots: {known}")


def decision_stream(seed: int, state: Any, player: int) -> ChanceStream:
    """Randomness for one decision, a pure function of the bot's seed and the decision point."""
    return ChanceStream(seed, state.rolls, player, _PHASES.index(state.phase))


def _load_builtin_bots() -> None:
    from . import baseline, greedy  # noqa: F401  (they register on import)
