"""What a game prints: `PrintedSheet`, the one interface between the page code and a game's sheet.

A game's record points at its printed sheet (`GameSpec.sheet()`, e.g. export/crossing_sheet.py
for any crossing game). For a blank pad or a game's filled sheets, the page code asks the sheet
for `Sheets`: the sheet's layout at given text sizes, its blank (shared) part, and each sheet's
own part (a player's marks, Longo's lucky numbers). The page code places them on pages, adds the
name and the footer's info line, and never asks which game it is printing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.save import known_seed
from .layout import LayoutT

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..games import GameSpec
    from .labels import Labels
    from .layout import TextSizes, WriteBoxes
    from .options import PrintOptions
    from .sheets import SheetInfo, SheetPainter


@dataclass(frozen=True)
class PrintJob:
    """What every game's sheets are printed with: the game, validated options, the language,
    and the house rules in force (only those that differ from the game's standard)."""

    spec: GameSpec
    options: PrintOptions
    labels: Labels
    house_rules: Mapping[str, int]

    @property
    def notes(self) -> tuple[str, ...]:
        """Footer lines after the game's rules reminder: the house rules, if any."""
        if not self.house_rules:
            return ()
        return (self.labels.house_rules(tuple(self.house_rules.items())),)

    def pad_footer(self, sheet: int, before: str = "") -> str:
        """The info line of blank sheet `sheet` (1-based): "sheet 3/10", after `before`."""
        numbered = f"{self.labels('sheet')} {sheet}/{self.options.count}"
        return f"{before} · {numbered}" if before else numbered

    def player_footer(self, game: Game, seat: int, extra: Sequence[str] = ()) -> str:
        """The info line of a player's filled sheet: date, seed, `extra`, "player 2/3"; a
        network game in play has no seed line (its seed is the host's secret until the end)."""
        labels = self.labels
        date = self.options.date.isoformat() if self.options.date else ""
        seed = known_seed(game)
        parts = [
            date,
            "" if seed is None else f"{labels('seed')} {seed}",
            *extra,
            f"{labels('player')} {seat + 1}/{len(game.setup.players)}",
        ]
        return " · ".join(part for part in parts if part)


class Sheets(Protocol[LayoutT]):
    """The sheets of one printing (a blank pad, or every player's sheet of a game), all laid out
    alike: the page code fits `layout` to the paper, draws `draw_blank` once and places it on
    every sheet, then adds each sheet's info and `draw_own`."""

    @property
    def title(self) -> str: ...  # the game's printed name: page title, error messages

    @property
    def infos(self) -> Sequence[SheetInfo]: ...  # one per sheet, in printing order

    def layout(self, sizes: TextSizes, written: WriteBoxes) -> LayoutT: ...

    def draw_blank(self, painter: SheetPainter, layout: LayoutT) -> None: ...

    def draw_own(self, painter: SheetPainter, layout: LayoutT, index: int) -> None: ...


class PrintedSheet(Protocol):
    """A game's printed sheet: its blank pads and its filled sheets."""

    def pad(self, job: PrintJob) -> Sheets[Any]:
        """`job.options.count` blank sheets, under `job.house_rules`."""
        ...

    def game(self, job: PrintJob, game: Game) -> Sheets[Any]:
        """Every player's sheet of `game` as it stands (finished or not), in seat order."""
        ...
