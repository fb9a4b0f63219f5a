"""What a game puts on the table: `TableKit` (its dice, sheets, board) and how one is built.

A game's record names its kit factory (`GameSpec.kit()`), a `KitFactory`: the table calls it
once, the first time a game of that kind is shown, and keeps the kit, hidden while other games
play. The table itself (banner, buttons, log, coach, layout) is the same for every game; it
never asks which game it shows, only the kit. So does the coach's review, for the picture of
a mistake (`KitFactory.review_picture`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from ..engine.record import Record, set_field
from ..typography import number_text
from .i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    from ..ai.coach import Advice
    from ..ai.review import Mistake
    from ..engine import Game
    from ..engine.events import Event
    from .animation import Animation
    from .controller import GameController, TableSnapshot
    from .gamelog import Said
    from .paper import PaperSheet
    from .style import Look

SheetT = TypeVar("SheetT", bound="QWidget")
PictureT = TypeVar("PictureT", bound=QWidget)

PICTURE_WIDTH = 360  # a review card's picture of the position


class KitHost(Protocol):
    """What a kit needs from the table around it."""

    controller: GameController | None
    opponents_layout: QVBoxLayout  # the other players' sheets go here, in seat order

    def show_hint(self, text: str | Said) -> None: ...


class AdviceTarget(Protocol):
    """Where a decision is made: it marks the coach's best move on itself (a sheet, a board,
    a tray); empty advice withdraws the marks."""

    def show_advice(self, advice: Sequence[Advice]) -> None: ...


class TableKit(Protocol):
    """A game's widgets on the table: built once, shown while a game of its kind is.

    The left column shows `tray` above `main_sheet` (the focus seat's sheet); the other seats'
    sheets go into the host's `opponents_layout`; `board`, if any, heads the right column.
    `buttons` join the action bar after the Roll button.
    """

    @property
    def tray(self) -> QWidget: ...
    @property
    def main_sheet(self) -> PaperSheet[Any, Any, Any]: ...
    @property
    def tray_range(self) -> tuple[int, int]:
        """The least and most height the left column gives the tray."""

    @property
    def buttons(self) -> tuple[QPushButton, ...]: ...
    @property
    def board(self) -> QWidget | None: ...

    def activate(self, on: bool) -> None:
        """Show the kit's widgets (its game is on the table) or hide and empty them."""

    def show(self, snapshot: TableSnapshot) -> None: ...

    def set_look(self, look: Look) -> None: ...

    def retranslate(self) -> None: ...

    def sheets(self) -> Sequence[PaperSheet[Any, Any, Any]]:
        """Every seat's sheet: the main one first, then the others in seat order."""

    def sheet_for_seat(self, seat: int) -> PaperSheet[Any, Any, Any] | None: ...

    def show_advice(self, advice: Sequence[Advice]) -> None:
        """Mark the coach's best move where the current decision is made."""

    def decision_widget(self) -> AdviceTarget:
        """The widget on which the current decision is made."""

    def advice_targets(self) -> Sequence[AdviceTarget]:
        """Every widget that may show the coach's move (all are cleared together)."""

    def focus_chain(self) -> Sequence[QWidget]:
        """The kit's widgets in Tab order (before the Roll button)."""

    def play_focus(self, snapshot: TableSnapshot) -> QWidget:
        """Where the keyboard plays `snapshot`'s position: the focus goes there when the
        button or card that had it goes (the sheet, or Qwantum's dice while they are picked)."""

    def replaces_roll(self, snapshot: TableSnapshot) -> bool:
        """The kit's buttons take the Roll button's place now (Qwantum's re-roll)."""

    def animate_roll(self, dice: tuple[int | None, ...], speed: float) -> Animation:
        """The roll just made (`dice`: the engine's), at `speed` (a factor on durations;
        0: none)."""

    def animate_events(self, events: Sequence[Event], speed: float) -> Animation:
        """What these events change, at `speed`; None when nothing plays."""

    def stop(self) -> None:
        """End every animation at once, everything shown as it ends."""


class ScoreColumn(Record):
    """A column of the game-over card: its header, its header's style, a value per seat."""

    __match_args__ = ("header", "values", "style")
    __slots__ = __match_args__
    header: str
    values: tuple[str, ...]
    style: str  # empty: the card's plain header style

    def __init__(self, header: str, values: tuple[str, ...], style: str = "") -> None:
        set_field(self, "header", header)
        set_field(self, "values", values)
        set_field(self, "style", style)


class ScoreTable(Record):
    """The game's columns on the game-over card, between the player and the total."""

    __match_args__ = ("columns", "plain_style")
    __slots__ = __match_args__
    columns: tuple[ScoreColumn, ...]
    plain_style: str

    def __init__(
        self, columns: tuple[ScoreColumn, ...], plain_style: str = "padding: 4px 10px;"
    ) -> None:
        set_field(self, "columns", columns)
        set_field(self, "plain_style", plain_style)


class KitFactory(Protocol):
    """Builds a game's kit (a kit class satisfies this), and says what the game-over card
    shows of the game."""

    def __call__(self, look: Look, host: KitHost, parent: QWidget) -> TableKit: ...

    def score_table(self, game: Game, look: Look) -> ScoreTable: ...

    def review_picture(self, look: Look, before: TableSnapshot, mistake: Mistake) -> QWidget | None:
        """The coach review's picture of `mistake` in the position `before` it, the move made
        in pencil and the coach's move ringed (the two differ: one of them is not a pass).
        None: the card shows the words and the dice only."""


def still(picture: PictureT) -> PictureT:
    """A picture, not a control: clicks and focus go past it."""
    picture.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    picture.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return picture


class PictureStack(QWidget):
    """Pictures one above the other, each as tall as its width asks (the card's frame sizes
    the stack by `heightForWidth`)."""

    GAP = 6

    def __init__(self, *pictures: QWidget) -> None:
        super().__init__()
        self.pictures = pictures
        for picture in pictures:
            picture.setParent(self)

    @staticmethod
    def _height(picture: QWidget, width: int) -> int:
        if picture.hasHeightForWidth():
            return picture.heightForWidth(width)
        return picture.minimumHeight() or picture.sizeHint().height()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        heights = [self._height(picture, width) for picture in self.pictures]
        return sum(heights) + self.GAP * max(0, len(heights) - 1)

    def sizeHint(self) -> QSize:
        return QSize(PICTURE_WIDTH, self.heightForWidth(PICTURE_WIDTH))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        y = 0
        for picture in self.pictures:
            height = self._height(picture, self.width())
            picture.setGeometry(0, y, self.width(), height)
            y += height + self.GAP


def misthrow_column(game: Game, count: bool) -> ScoreColumn:
    """The misthrows' points per player; with `count`, how many too ("-6 (3 times)": when
    each misthrow costs more than the one before)."""
    values = []
    for card in game.scores():
        text = number_text(card.misthrow_points) if card.misthrows else "0"
        if count and card.misthrows:
            text += f" ({card.misthrows}\u00d7)"
        values.append(text)
    return ScoreColumn(translate("Results", "Misthrows"), tuple(values))


__all__ = [
    "PICTURE_WIDTH",
    "AdviceTarget",
    "KitFactory",
    "KitHost",
    "PictureStack",
    "ScoreColumn",
    "ScoreTable",
    "TableKit",
    "misthrow_column",
    "still",
]


def fit_opponent_sheets(
    host: KitHost, sheets: list[SheetT], count: int, new_sheet: Callable[[], SheetT]
) -> None:
    """Make `sheets` (the other players' sheets, in `host`'s opponents layout) `count` long:
    new ones from `new_sheet` go in after the last, spare ones are removed and deleted.

    A spare sheet stays its parent's, hidden, until Qt deletes it. Made parentless first, it
    became a window of its own (Qt gives a shown widget that loses its parent a native
    window) just before its deletion, and the app crashed now and then on starting a game of
    another kind: in most runs of a dozen games played through, with the bots on threads or
    in their process alike."""
    layout = host.opponents_layout
    while len(sheets) < count:
        sheet = new_sheet()
        layout.insertWidget(len(sheets), sheet)
        sheets.append(sheet)
    while len(sheets) > count:
        sheet = sheets.pop()
        layout.removeWidget(sheet)
        sheet.hide()
        sheet.deleteLater()
