"""What a game's computer players are: `GameAI`, the one table of a game's bots and coach.

Each game's AI module (`ai/classic.py`, `ai/longo.py`, ...; `ai/crossing.py` for any game on
a crossing sheet) defines a constant `AI`; the game's record points at it
(`games.get_game(key).ai()`), so asking for one game's bot imports that game's AI only.
Light on purpose (no NumPy, no tables): the window imports it for the types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..engine import AnyRules, Move

# The difficulty levels every game offers, weakest first: the one place they are named.
EASY = "easy"
MEDIUM = "medium"
HARD = "hard"
EXPERT = "expert"
LEVELS: tuple[str, ...] = (EASY, MEDIUM, HARD, EXPERT)

# A bot: (state, player) -> one of `rules.legal_moves(state, player)`; pure and reproducible.
# Simulations and play-outs apply its move unchecked (`rules.apply_trusted`): anything else
# than a legal move would play a meaningless game there.
Bot = Callable[[Any, int], Move]
# Makes a game's bot for these rules and seed.
BotFactory = Callable[[AnyRules, int], Bot]
# Makes the bot called `name` (the shape of `make_bot`; the window's runners take one).
BotMaker = Callable[[str, AnyRules, int], Bot]
# Every legal move with its value, best first; empty when the player has nothing to decide.
Ranking = list[tuple[Move, float]]
Ranker = Callable[[AnyRules, Any, int], Ranking]


class ValueScale(StrEnum):
    """What a game's advice values mean (so the window can present them honestly)."""

    FINAL_SCORE = "final_score"  # the expected final score (solo crossing games)
    WIN_CHANCE = "win_chance"  # the estimated chance of winning, 0-1 (crossing games, opponents)
    POINTS = "points"  # points relative to a reference; only differences mean something (Qwantum)


@dataclass(frozen=True)
class Outlook:
    """How a game stands for every player, by the game's expert: `values[seat]` is that
    player's chance to win (0-1, together 1) when `scale` is WIN_CHANCE, their expected final
    score when it is FINAL_SCORE."""

    scale: ValueScale
    values: tuple[float, ...]


# The expert's outlook on a position: (rules, state) -> Outlook; pure, may take milliseconds.
OutlookMaker = Callable[[AnyRules, Any], Outlook]


@dataclass(frozen=True)
class GameAI:
    """A game's computer players: its levels, its other bots, and the coach's ranking.

    `levels` has exactly the names of LEVELS. `bots` are further bots by name (baselines such
    as "random", "skip2", "greedy"); a level's name wins over a bot of the same name.
    `ranker(rules, state, player)` is the expert's view of a decision (its first move is the
    expert's move); `value_scale(n_players)` says what its values mean. `for_rules` gives the
    AI that plays a game under other rules than the standard ones (house rules), when that
    is not this table itself. `outlook(rules, state)`, if the game has one, is the expert's
    view of how the game stands for every player (the window's win-chance option).
    `points(rules, state, player)`, for a game whose ranker values moves by win chance, is
    every legal move with the expected final score it leads to (any order): the coach ranks
    by it when every move's win chance is about the same 0 or 1 (see `coach.advise`).
    """

    levels: Mapping[str, BotFactory]
    ranker: Ranker
    value_scale: Callable[[int], ValueScale]
    bots: Mapping[str, BotFactory] = field(default_factory=dict)
    for_rules: Callable[[AnyRules], GameAI] | None = None
    outlook: OutlookMaker | None = None
    points: Ranker | None = None

    def __post_init__(self) -> None:
        if tuple(self.levels) != LEVELS:
            raise ValueError(f"a game's levels are {LEVELS}, not {tuple(self.levels)}")

    def resolve(self, rules: AnyRules) -> GameAI:
        """The table that plays `rules`."""
        return self if self.for_rules is None else self.for_rules(rules)

    def bot_names(self) -> tuple[str, ...]:
        return (*LEVELS, *sorted(set(self.bots) - set(LEVELS)))

    def factory(self, name: str) -> BotFactory | None:
        return self.levels.get(name) or self.bots.get(name)


__all__ = [
    "EASY",
    "EXPERT",
    "HARD",
    "LEVELS",
    "MEDIUM",
    "Bot",
    "BotFactory",
    "BotMaker",
    "GameAI",
    "Outlook",
    "OutlookMaker",
    "Ranker",
    "Ranking",
    "ValueScale",
]
