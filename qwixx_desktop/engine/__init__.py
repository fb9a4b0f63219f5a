"""The rules engine: pure Python, no Qt, no I/O, no global random.

A game is its set-up (variant, players, seed, options) plus a log of actions. Dice rolls
are chance outcomes applied like moves, so a log replays to the same state every time.
"""

from .chance import SEED_MAX, is_seed
from .errors import (
    EngineError,
    IllegalMoveError,
    SaveError,
    SetupError,
    UndoError,
    UnknownVariantError,
)
from .game import HUMAN, Game, GameSetup, Player
from .moves import PASS, Action, Cross, Decision, Move, MoveFigure, Pass, Phase, Reroll, Roll, Write
from .registry import game_keys, get_rules
from .rules import AnyRules, GameState, Rules, ScoreCard

__all__ = [
    "HUMAN",
    "PASS",
    "SEED_MAX",
    "Action",
    "AnyRules",
    "Cross",
    "Decision",
    "EngineError",
    "Game",
    "GameSetup",
    "GameState",
    "IllegalMoveError",
    "Move",
    "MoveFigure",
    "Pass",
    "Phase",
    "Player",
    "Reroll",
    "Roll",
    "Rules",
    "SaveError",
    "ScoreCard",
    "SetupError",
    "UndoError",
    "UnknownVariantError",
    "Write",
    "game_keys",
    "get_rules",
    "is_seed",
]
