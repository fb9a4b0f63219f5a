"""The yardstick bench-ai prints for the multiplayer goals: independent normal final scores
(the outlook's slices of the distribution: within 5e-4 of the closed forms)."""

from __future__ import annotations

import math

import pytest

from bench.bench_ai_classic import beat_all, lead_for


@pytest.mark.parametrize("opponents", [1, 2, 3, 4])
def test_equal_players_share_the_wins(opponents: int) -> None:
    assert beat_all(0.0, opponents) == pytest.approx(1 / (opponents + 1), abs=5e-4)


@pytest.mark.parametrize("lead", [-1.0, 0.4, 0.9, 2.0])
def test_one_opponent_is_the_normal_margin(lead: float) -> None:
    # The margin of two independent unit normals has spread sqrt(2).
    expected = 0.5 * (1 + math.erf(lead / 2))
    assert beat_all(lead, 1) == pytest.approx(expected, abs=5e-4)


def test_more_opponents_are_harder_to_beat_and_lead_for_inverts() -> None:
    assert beat_all(0.9, 1) > beat_all(0.9, 2) > beat_all(0.9, 3)
    for opponents in (1, 2, 4):
        assert beat_all(lead_for(0.6, opponents), opponents) == pytest.approx(0.6, abs=1e-6)
