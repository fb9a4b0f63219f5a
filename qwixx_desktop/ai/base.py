"""Bots by name, for any game: `make_bot` asks the game's record for its AI table.

A bot is a callable (state, player) -> move that only ever returns one of
`rules.legal_moves(state, player)`. Bots that need randomness draw it from a stream keyed by
their seed and the decision point, so they stay pure and reproducible.
"""

from __future__ import annotations

import zlib
from typing import Any

from ..engine import AnyRules, Phase
from ..engine.chance import ChanceStream
from .kit import Bot, GameAI


def game_ai(rules: AnyRules) -> GameAI:
    """The AI table that plays `rules` (imports that game's AI module only)."""
    from ..games import get_game

    return get_game(rules.key).ai().resolve(rules)


def bot_names(rules: AnyRules) -> tuple[str, ...]:
    """The names `make_bot` knows for these rules: the levels first, then other bots."""
    return game_ai(rules).bot_names()


def make_bot(name: str, rules: AnyRules, seed: int = 0) -> Bot:
    """The bot called `name` for this game; raises ValueError for an unknown name."""
    ai = game_ai(rules)
    factory = ai.factory(name)
    if factory is None:
        known = ", ".join(ai.bot_names())
        raise ValueError(f"unknown bot {name!r} for {rules.title}; known bots: {known}")
    return factory(rules, seed)


def phase_key(phase: Phase) -> int:
    """A stable number for a phase: from its value, so reordering the enum changes no game."""
    return zlib.crc32(phase.value.encode("ascii"))


def decision_stream(seed: int, state: Any, player: int) -> ChanceStream:
    """Randomness for one decision, a pure function of the bot's seed and the decision point."""
    return ChanceStream(seed, state.rolls, player, phase_key(state.phase))
