"""The daily challenge: one game per day and game, the same dice for everyone who plays it.

Pure (no Qt, no clock: the caller passes the date). The day's game is `daily_game`: you in
the first seat against the expert, under the game's standard rules (on its first shipped
board, if it has boards), with the seed `daily_seed(key, day)`:

    SHA-256 of the UTF-8 text "qwixx-desktop daily {key} {YYYY-MM-DD}"; its first 8 bytes as
    a big-endian unsigned number, shifted right by one bit (0..SEED_MAX = 2**63 - 1).

Dice are a pure function of the seed and the roll's number (engine/chance.py), so everyone
who plays a day's game sees the same dice roll for roll. What your opponent scores depends
on your moves, so the day's *expert score* that everyone compares with is `expert_score`:
what the expert scores in your seat, playing the day's game against the expert. The command
`qwixx-desktop daily --date D --game K` prints the seed and that score.

A day's game counts for the record once, played straight through: a game is a seed and its
moves, so from a file saved part-way anyone could play on, see the dice to come, and play that
stretch again from the file knowing them. So a daily game opened from a file is practice
(`open_as_practice`, the one place that decides it). The app's own autosave, resumed after a
quit or a crash, is the same attempt: it is not opened as a file and keeps counting.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from .ai.kit import EXPERT
from .engine import HUMAN, Game, Player
from .engine.chance import SEED_MAX
from .games import get_game

# Game.notes key: {"date": "YYYY-MM-DD", "record": bool, "opened": bool (opened from a file)}
DAILY_NOTE = "daily"
YOUR_SEAT = 0
EXPERT_SEAT = 1


def daily_seed(key: str, day: date) -> int:
    """The seed of `key`'s game on `day` (the function in this module's docstring)."""
    import hashlib  # here: the statistics read daily tags at the start, which needs no hash

    text = f"qwixx-desktop daily {key} {day.isoformat()}"
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    seed = int.from_bytes(digest[:8], "big") >> 1
    assert 0 <= seed <= SEED_MAX
    return seed


def today() -> date:
    """The local date now: a day's challenge is the one of the day it starts on. The one
    "today" of the daily challenge and of the statistics' streak (tests replace this)."""
    return date.today()


def daily_options(key: str) -> dict[str, Any]:
    """The day's game options: the standard rules, on the first shipped board if any."""
    spec = get_game(key)
    return spec.read_data(spec.boards[0] if spec.boards else "")


def daily_game(key: str, day: date, you: str, expert: str, *, record: bool = True) -> Game:
    """The day's game, not started: `you` (a person) against the expert. `record`: whether
    it counts for the daily record (False: practice)."""
    players = [Player(you, HUMAN), Player(expert, EXPERT)]
    game = Game(key, players, daily_seed(key, day), daily_options(key))
    game.notes[DAILY_NOTE] = {"date": day.isoformat(), "record": record}
    return game


@dataclass(frozen=True)
class DailyTag:
    """What a game's notes say about it being a daily challenge."""

    day: date
    record: bool  # False: practice, not recorded as the day's result
    opened: bool = False  # opened from a file: practice for that reason (open_as_practice)


def daily_tag(game: Game) -> DailyTag | None:
    """The game's daily tag, or None for an ordinary game (or notes that make no sense)."""
    note = game.notes.get(DAILY_NOTE)
    if not isinstance(note, dict) or not isinstance(note.get("date"), str):
        return None
    try:
        day = date.fromisoformat(note["date"])
    except ValueError:
        return None
    return DailyTag(day, note.get("record") is True, note.get("opened") is True)


def open_as_practice(game: Game) -> DailyTag | None:
    """A daily game opened from a file, made practice (see the module's docstring): its new
    tag, for the window to say so; None for an ordinary game. Whether it was played for the
    record, or finished and recorded already, makes no difference: only the attempt that
    started from the Daily challenge dialog (and its autosave) counts."""
    tag = daily_tag(game)
    if tag is None:
        return None
    game.notes[DAILY_NOTE] = {"date": tag.day.isoformat(), "record": False, "opened": True}
    return daily_tag(game)


@dataclass(frozen=True)
class ExpertResult:
    seed: int
    score: int  # the expert's total in your seat
    misthrows: int


def expert_score(key: str, day: date) -> ExpertResult:
    """The day's expert score: the expert in your seat against the expert, on the day's
    dice. Deterministic (the bots are seeded as the window seeds them: game seed + seat).
    Takes up to a few seconds: never call it on the GUI thread."""
    from .ai import make_bot
    from .simulate import play_out

    seed = daily_seed(key, day)
    game = Game(key, [Player("", EXPERT), Player("", EXPERT)], seed, daily_options(key))
    bots = [make_bot(EXPERT, game.rules, seed + seat) for seat in range(len(game.players))]
    final = play_out(game.rules, game.initial_state, bots)
    card = game.rules.scores(final)[YOUR_SEAT]
    return ExpertResult(seed, card.total, card.misthrows)


__all__ = [
    "DAILY_NOTE",
    "EXPERT_SEAT",
    "YOUR_SEAT",
    "DailyTag",
    "ExpertResult",
    "daily_game",
    "daily_options",
    "daily_seed",
    "daily_tag",
    "expert_score",
    "open_as_practice",
]
