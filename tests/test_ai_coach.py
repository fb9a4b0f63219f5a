"""The coach for every game: all legal moves ranked, best = the expert's move, regret >= 0."""

from __future__ import annotations

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.coach import advise
from qwixx_desktop.engine import Game
from qwixx_desktop.games import get_game


@pytest.mark.parametrize("game_key", ["classic", "longo", "onboard", "qwantum"])
def test_coach_agrees_with_the_expert(game_key: str) -> None:
    game = Game(game_key, ["A", "B"], 4, get_game(game_key).read_data("a"))
    expert = make_bot("expert", game.rules, 0)
    checked = 0
    while not game.is_over and checked < 40:
        if game.needs_roll:
            game.roll()
            continue
        for player in game.deciders():
            advice = advise(game.rules, game.state, player)
            legal = game.legal_moves(player)
            assert len(advice) == len(legal)
            assert {repr(a.move) for a in advice} == {repr(m) for m in legal}
            assert advice[0].move == expert(game.state, player)
            regrets = [a.regret for a in advice]
            assert regrets[0] == 0 and regrets == sorted(regrets)
            checked += 1
            game.decide(player, advice[-1].move if checked % 5 == 0 else advice[0].move)
    assert checked >= 20
