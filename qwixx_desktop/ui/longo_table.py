"""Qwixx Longo's part of the table: the crossing kit, with each sheet's lucky numbers."""

from __future__ import annotations

from .controller import TableSnapshot
from .crossing_table import CrossingKit
from .sheet import SheetModel


class LongoKit(CrossingKit):
    """The crossing kit; each sheet shows its two lucky numbers."""

    @classmethod
    def sheet_model(cls, snapshot: TableSnapshot, seat: int) -> SheetModel:
        lucky: tuple[int, ...] = tuple(snapshot.state.lucky[seat])
        return SheetModel.from_snapshot(snapshot, seat, lucky)


__all__ = ["LongoKit"]
