"""The computer players' worker process loads the AI of the game it plays, and only that.

This module is imported by the worker too (`ai_modules` runs there), so it imports nothing
of the AI at the top.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.games import get_game
from qwixx_desktop.ui.bots import ProcessBots, _seat_specs, game_rules

TIMEOUT_MS = 60_000


def ai_modules() -> list[str]:
    """Runs in the worker: the AI modules it has imported."""
    return sorted(name for name in sys.modules if name.startswith("qwixx_desktop.ai."))


def test_a_classic_game_loads_no_other_games_ai_in_the_worker(qtbot: Any, home: Path) -> None:
    bots = ProcessBots()
    game = Game("classic", [Player("You"), Player("Ada", "expert")], 3)
    game.roll()
    try:
        bots.start_game(game)
        with qtbot.waitSignal(bots.signals.decided, timeout=TIMEOUT_MS) as got:
            bots.request(1, 1, game.state)
        loaded = bots._pool().submit(ai_modules).result(timeout=TIMEOUT_MS / 1000)
    finally:
        bots.shutdown()
    assert got.args[2] in game.legal_moves(1)
    assert "qwixx_desktop.ai.expert_classic" in loaded
    for other in ("expert_qwantum", "expert_longo", "expert_onboard", "qwantum_model"):
        assert f"qwixx_desktop.ai.{other}" not in loaded, loaded


def test_the_worker_gets_the_games_house_rules_not_its_data() -> None:
    """A seat's spec names the game, the bot, its seed and the house rules (JSON); the board
    or dice a game was set up with stay out (the bots read them from the state)."""
    game = Game(
        "onboard", [Player("You"), Player("Ada", "hard")], 3, get_game("onboard").read_data("a")
    )
    assert _seat_specs(game) == {1: ("hard", "onboard", "{}", 4)}
    assert game_rules("onboard", "{}").key == "onboard"


def test_the_worker_keeps_the_bots_of_the_last_games_not_of_every_game(
    monkeypatch: Any,
) -> None:
    """Every game's computer seats have seeds of their own: the worker made a bot for each
    and kept them all, an evening's games piling up in its memory."""
    from qwixx_desktop.ui import bots

    monkeypatch.setattr(bots, "_WORKER_BOTS", {})
    games = bots.BOTS_KEPT * 2
    for game_seed in range(games):
        game = Game(
            "classic", [Player("You"), Player("Ada", "easy"), Player("Bo", "easy")], game_seed
        )
        for spec in _seat_specs(game).values():
            bots._worker_prepare([spec], "")
    assert len(bots._WORKER_BOTS) == bots.BOTS_KEPT
    # The newest game's seats are among those kept, and play.
    latest = list(_seat_specs(game).values())
    assert all((*spec, "") in bots._WORKER_BOTS for spec in latest)
    game.roll()
    assert bots._worker_decide(latest[0], "", game.state, 1) in game.legal_moves(1)
