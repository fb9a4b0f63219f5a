"""The coach in a decided game: every move's win chance about 0 (or 1) ranks nothing, so the
moves are ranked by the expected final score, and the review counts none of them a mistake."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from qwixx_desktop.ai import coach
from qwixx_desktop.ai.base import game_ai
from qwixx_desktop.ai.coach import DECIDED, ValueScale, advice_scale, advise
from qwixx_desktop.ai.review import review_game
from qwixx_desktop.engine import Game

from .helpers import lost_game


@pytest.mark.parametrize("key", ["classic", "onboard"])
def test_a_lost_game_is_ranked_by_points_not_by_hairs_of_win_chance(key: str) -> None:
    game = lost_game(key)
    chances = game_ai(game.rules).ranker(game.rules, game.state, 0)
    assert max(chance for _, chance in chances) <= DECIDED, "the scenario is a lost game"
    advice = advise(game.rules, game.state, 0)
    assert all(item.decided for item in advice)
    assert advice_scale(advice, game.rules, 2) is ValueScale.FINAL_SCORE
    points = [item.value for item in advice]
    assert points == sorted(points, reverse=True)
    assert points[0] > 10, "a final score, not a chance"
    # The win chances told the moves apart by less than "almost as good" (0.05 %); the
    # points do, a misthrow's pass included.
    assert advice[-1].regret > 1.0
    assert sorted(map(repr, (a.move for a in advice))) == sorted(map(repr, game.legal_moves(0)))


def test_the_review_counts_no_move_of_a_decided_game_a_mistake(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = lost_game("onboard")
    worst = advise(game.rules, game.state, 0)[-1]
    assert worst.decided and worst.regret > 1.0  # loses points, nothing of the result
    game.decide(0, worst.move)
    ai = game_ai(game.rules)
    points = ai.points
    assert points is not None
    valued: list[object] = []

    def counted(*args: Any) -> Any:
        valued.append(args)
        return points(*args)

    counting = dataclasses.replace(ai, points=counted)
    monkeypatch.setattr(coach, "game_ai", lambda rules: counting)
    assert review_game(game, seats=[0]) == []
    # It passes over decided positions: no second valuation of their moves by points.
    assert valued == []


def test_a_game_still_open_keeps_the_win_chance() -> None:
    game = Game("classic", ["A", "B"], 3)
    game.roll()
    advice = advise(game.rules, game.state, 0)
    assert not any(item.decided for item in advice)
    assert advice_scale(advice, game.rules, 2) is ValueScale.WIN_CHANCE
    assert all(0.0 <= item.value <= 1.0 for item in advice)
