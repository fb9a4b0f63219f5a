"""What the window says about a game: `GameTexts`, each game's prompts, labels and rules page.

The turn flow (`controller.py`), the game log, the coach's panels and the rules dialog are the
same for every game; whatever they say that depends on the game's phases, moves and numbers
comes from the game's own texts object (`get_game(key).texts()`): `ui/crossing_texts.py`
(classic and any game on a crossing sheet), `ui/longo_texts.py`, `ui/onboard_texts.py`,
`ui/qwantum_texts.py`. A game's numbers (rows, thresholds, misthrows) are read from its state's
variant, which carries the house rules a game is played under.

`state` is the game's own state type; `people` names the players as sentences do. Texts that
ask a person for something are written to that person; the caller puts a hot-seat player's
name in front (`People.ask`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ..engine import AnyRules, Game, Move
    from ..engine.events import Event
    from .names import People


class GameTexts(Protocol):
    """A game's words in the window."""

    def decision_prompt(self, state: Any, seat: int, moves: Sequence[Move]) -> str:
        """What the person at `seat` can do now, given their legal `moves`."""
        ...

    def computer_prompt(self, state: Any, name: str) -> str:
        """The banner while computer player `name` decides (not while it rolls)."""
        ...

    def animation_prompt(self, state: Any) -> str:
        """The banner while the table moves after a roll or a decision ("" for none)."""
        ...

    def pass_label(self, state: Any, seat: int) -> str:
        """The pass button's label for the person at `seat` (-1: nobody decides)."""
        ...

    def decide_first(self) -> str:
        """Why a click does nothing while a person still has to decide."""
        ...

    def rule_text(self, rule: str, state: Any, player: int, move: Move, people: People) -> str:
        """Why `player` may not make `move` now: the engine's rule code in the player's words."""
        ...

    def other_click(self, what: str) -> str:
        """A click on a part of a sheet that is never marked by hand ("lock", "misthrow", ...)."""
        ...

    def move_words(self, move: Move, state: Any, player: int) -> str:
        """`move` of `player` in `state` (the position before it), as a short sentence (the
        coach's panels); a pass reads as what it means in its phase."""
        ...

    def dice_words(self, state: Any) -> str:
        """The dice on the table in `state` ("" when none), for the coach review."""
        ...

    def roll_words(self, state: Any) -> str:
        """The dice just rolled in `state`, as a screen reader announces them ("" when none):
        what the table shows of a roll, in a sentence."""
        ...

    def decision_line(self, move: Move, seat: int, people: People) -> tuple[str, str] | None:
        """A log line (text, kind) said when the decision is applied, before its events."""
        ...

    def event_line(self, event: Event, state: Any, people: People) -> tuple[str, str] | None:
        """The log line (text, kind) of an event; None for events the game says nothing
        about (the log says the turn and the end of the game itself). `state`: the position
        after the action."""
        ...

    def rules_page(self, rules: AnyRules) -> str:
        """The game's rules in short, as HTML (Help > Rules), for these rules (house rules
        change the numbers)."""
        ...


def texts_of(game: Game) -> GameTexts:
    """The texts of the game `game` plays."""
    from ..games import get_game

    return get_game(game.setup.variant).texts()


__all__ = ["GameTexts", "texts_of"]
