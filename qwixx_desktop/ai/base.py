"""The bot interface and the one registry of bot names.

A bot is a callable (state, player) -> move that only ever returns one of
`rules.legal_moves(state, player)`. Bots that need randomness draw it from a stream keyed by
their seed and the decision point, so they stay pure and reproducible.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from ..engine import Move, Phase, Rules
from ..engine.chance import ChanceStream

Bot = Callable[[Any, int], Move]
BotFactory = Callable[[Rules, int], Bot]

ANY_GAME = "*"

# (game key or ANY_GAME, bot name) -> factory
_FACTORIES: dict[tuple[str, str], BotFactory] = {}
_PATTERNS: list[tuple[re.Pattern[str], Callable[[Rules, int, re.Match[str]], Bot]]] = []
_PHASES = list(Phase)


def register_bot(name: str, factory: BotFactory, games: Iterable[str] = (ANY_GAME,)) -> None:
    """Make `name` available for these games (a game's own entry wins over ANY_GAME)."""
    for game in games:
        _FACTORIES[(game, name)] = factory


def register_bot_pattern(
    pattern: str, factory: Callable[[Rules, int, re.Match[str]], Bot]
) -> None:
    _PATTERNS.append((re.compile(pattern), factory))


def bot_names(game: str | None = None) -> tuple[str, ...]:
    """Bot names, for one game or for any; `skip<k>` stands for skip0 ... skip9."""
    load_builtin_bots()
    names = {name for (key, name) in _FACTORIES if game is None or key in (game, ANY_GAME)}
    return (*sorted(names), "skip<k>")


def make_bot(name: str, rules: Rules, seed: int = 0) -> Bot:
    """The bot called `name` for this game; raises ValueError for an unknown name."""
    load_builtin_bots()
    factory = _FACTORIES.get((rules.key, name)) or _FACTORIES.get((ANY_GAME, name))
    if factory is not None:
        return factory(rules, seed)
    for pattern, pattern_factory in _PATTERNS:
        match = pattern.fullmatch(name)
        if match:
            return pattern_factory(rules, seed, match)
    known = ", ".join(bot_names(rules.key))
    raise ValueError(f"unknown bot {name!r} for {rules.title}; known bots: {known}")


def decision_stream(seed: int, state: Any, player: int) -> ChanceStream:
    """Randomness for one decision, a pure function of the bot's seed and the decision point."""
    return ChanceStream(seed, state.rolls, player, _PHASES.index(state.phase))


def load_builtin_bots() -> None:
    from . import baseline, greedy, levels, solo_expert  # noqa: F401  (they register on import)
