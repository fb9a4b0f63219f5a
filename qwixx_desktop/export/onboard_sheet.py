"""Qwixx On Board's printed sheet: the crossing sheet with the board bonus in the totals, its
rule in the footer, and on a game's sheets the square each player's figure stands on."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.crossing import CrossState
from ..engine.onboard import OnBoardState
from .crossing_sheet import CrossingSheet
from .printed import PrintJob


class OnBoardSheet(CrossingSheet):
    def player_footer(self, state: CrossState, seat: int, job: PrintJob) -> Sequence[str]:
        assert isinstance(state, OnBoardState)  # this sheet prints On Board games only
        figures: Sequence[int] = state.figures
        if not figures:
            return ()
        # The start area is no numbered square: "square 0" named a square no board has.
        square = figures[seat]
        return (f"{job.labels('square')} {square}" if square else job.labels("square.start"),)


SHEET = OnBoardSheet(totals=(("bonus", "+", "board"),), hint="hint.onboard")
