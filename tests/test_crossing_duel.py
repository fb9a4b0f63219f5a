"""bench/crossing_duel.py: paired games on the same dice, one per seat of bot A."""

from __future__ import annotations

import pytest

from bench.crossing_duel import duel, pair


@pytest.mark.parametrize("game", ["longo", "onboard"])
def test_a_bot_against_itself_shares_every_pair_evenly(game: str) -> None:
    # The same deterministic bot in both seats plays the same game twice, once from each
    # seat: whatever the dice, it wins exactly one of the two (or ties both).
    assert duel(game, "greedy", "greedy", 2, seed=3) == [0.5, 0.5]


def test_a_pair_is_reproducible_and_counts_ties_as_half() -> None:
    first = pair("longo", "greedy", "random", 5, 0)
    assert first == pair("longo", "greedy", "random", 5, 0)
    assert first in (0.0, 0.25, 0.5, 0.75, 1.0)
