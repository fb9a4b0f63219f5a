"""Qwixx Longo: longer rows (2-16), eight-sided dice, two locking numbers, lucky numbers.

Everything the variant data (`LONGO`) expresses is handled by the classic rules already:
d8 dice, rows of 15 numbers, either of a row's last two numbers locks it and needs at least
six crosses in that row first, and crossing one of them closes the row for everyone (so the
other can never be crossed). This module adds the lucky numbers.

Lucky numbers
-------------
Each sheet has two *different* lucky numbers, drawn uniformly from the option `lucky_range`
(default [2, 16]) by `draw_lucky_numbers`, a pure function of (game seed, sheet index). The
draw uses `ChanceStream(seed, LUCKY_STREAM, sheet)`; the dice use `ChanceStream(seed, roll)`
with a roll index >= 0, and LUCKY_STREAM is negative, so the two can never share a stream.

The option `lucky_numbers` gives every sheet's pair explicitly instead (validated: one pair
per player, two different numbers of the lucky range, ascending). A network host fills it in
from the seed (`seeded_options`) for clients that learn the seed only at the end.

In action 1, when the white sum is one of a player's lucky numbers, that player may instead
make a lucky cross, `Cross(row, number, lucky=True)`:
  * `row` is one of the player's rows with the fewest crosses among the rows still open
    (not locked); on a tie the player chooses among them;
  * `number` is the number right after the player's last cross in that row (the row's first
    number if the row is empty);
  * the cross must obey the sheet rules, including the lock condition: it may lock the row
    when that number is one of the last two and the player already has six crosses there.
It is the player's action-1 cross (so it saves the active player's misthrow) and, like every
action-1 cross, is judged against the sheets as they were before anyone's action-1 cross.

Decision on an ambiguity: if the next number of a fewest-crosses row cannot legally be crossed
(it is a locking number and the player has fewer than six crosses there), that row offers no
lucky cross, and the player does NOT fall back to rows with more crosses: the rulebook ties
the lucky cross to "the row with the fewest crosses". Within such a row "the next number you
may legally cross" and "the number right after your last cross" agree, because the only number
further right is the other locking number, which needs the same six crosses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from .chance import ChanceStream
from .crossing import CrossRules, CrossState, last_index
from .errors import IllegalMoveError, SetupError
from .moves import Cross, Move
from .variants import LONGO, CrossVariant

# Stream key for the lucky-number draw. Dice streams are keyed by a roll index >= 0.
LUCKY_STREAM = -1
LUCKY_NUMBERS_PER_SHEET = 2
DEFAULT_LUCKY_RANGE = (2, 16)


def draw_lucky_numbers(seed: int, sheet: int, low: int, high: int) -> tuple[int, int]:
    """Two different numbers drawn uniformly from low..high, ascending.

    `sheet` is the player index in a game (or the sheet number of a printed pad), so every
    sheet gets its own reproducible pair.
    """
    if high <= low:
        raise ValueError(f"a lucky range needs two different numbers, not {low}-{high}")
    stream = ChanceStream(seed, LUCKY_STREAM, sheet)
    size = high - low + 1
    first = stream.below(size)
    # Draw the second from the remaining size-1 numbers, so every unordered pair is equally
    # likely and the two always differ.
    second = stream.below(size - 1)
    if second >= first:
        second += 1
    a, b = sorted((low + first, low + second))
    return a, b


def lucky_rows(state: CrossState, player: int) -> tuple[int, ...]:
    """The player's open rows with the fewest crosses (where a lucky cross may go)."""
    open_rows = [r for r in range(len(state.variant.rows)) if not state.closed >> r & 1]
    if not open_rows:
        return ()
    fewest = min(state.crosses(player, r) for r in open_rows)
    return tuple(r for r in open_rows if state.crosses(player, r) == fewest)


def next_index(state: CrossState, player: int, row: int) -> int:
    """Index of the number right after the player's last cross in `row`."""
    return last_index(state.marks[player][row], len(state.variant.rows[row].numbers)) + 1


def lucky_cells(state: CrossState, player: int) -> tuple[tuple[int, int], ...]:
    """(row, index) of the next number of each of `lucky_rows` that has one: where the
    player's lucky cross would go, whether or not the sheet rules allow crossing it now (the
    window names the cells a lucky number cannot take, the rules offer those it can)."""
    cells = ((row, next_index(state, player, row)) for row in lucky_rows(state, player))
    return tuple(
        (row, index) for row, index in cells if index < len(state.variant.rows[row].numbers)
    )


class LongoState(CrossState):
    """A crossing-game state that also holds each player's lucky numbers."""

    __slots__ = ("lucky",)

    lucky: tuple[tuple[int, ...], ...]  # [player] the sheet's two lucky numbers, ascending

    def copy(self) -> Self:
        new = super().copy()
        new.lucky = self.lucky
        return new

    def key(self) -> tuple[object, ...]:
        return (*super().key(), self.lucky)


class LongoRules(CrossRules[LongoState]):
    """Qwixx Longo: the classic engine on LONGO data, plus lucky numbers."""

    own_options = ("lucky_range", "lucky_numbers")

    def __init__(self, variant: CrossVariant = LONGO) -> None:
        super().__init__(variant, LongoState)
        # The white sum can only ever be 2..2*faces: a lucky number outside never comes up.
        self.lowest_sum = 2
        self.highest_sum = 2 * variant.die_faces

    # ------------------------------------------------------------------ set-up

    def game_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        raw = options.get("lucky_range", list(DEFAULT_LUCKY_RANGE))
        if (
            not isinstance(raw, list | tuple)
            or len(raw) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw)
        ):
            raise SetupError(f"lucky_range must be two whole numbers [low, high], not {raw!r}")
        low, high = int(raw[0]), int(raw[1])
        if not self.lowest_sum <= low < high <= self.highest_sum:
            raise SetupError(
                f"lucky_range must satisfy {self.lowest_sum} <= low < high <= "
                f"{self.highest_sum} (possible white sums, two different numbers), "
                f"not [{low}, {high}]"
            )
        result: dict[str, Any] = {"lucky_range": [low, high]}
        if "lucky_numbers" in options:
            result["lucky_numbers"] = self._lucky_numbers(options["lucky_numbers"], low, high)
        return result

    def _lucky_numbers(self, raw: object, low: int, high: int) -> list[list[int]]:
        if not isinstance(raw, list | tuple) or not 1 <= len(raw) <= self.max_players:
            raise SetupError(
                f"lucky_numbers must be a list of 1-{self.max_players} pairs, one per player"
            )
        pairs = []
        for pair in raw:
            if (
                not isinstance(pair, list | tuple)
                or len(pair) != LUCKY_NUMBERS_PER_SHEET
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in pair)
                or not low <= pair[0] < pair[1] <= high
            ):
                raise SetupError(
                    f"each sheet's lucky numbers must be two different whole numbers "
                    f"{low}-{high}, ascending, not {pair!r:.40}"
                )
            pairs.append([int(pair[0]), int(pair[1])])
        return pairs

    def seeded_options(
        self, seed: int, n_players: int, options: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The options with every sheet's lucky numbers as drawn from `seed`."""
        normalised = self.normalise_options(options)
        low, high = normalised["lucky_range"]
        normalised["lucky_numbers"] = [
            list(draw_lucky_numbers(seed, p, low, high)) for p in range(n_players)
        ]
        return normalised

    def unseeded_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return {key: value for key, value in options.items() if key != "lucky_numbers"}

    def new_state(self, n_players: int, seed: int, options: Mapping[str, Any]) -> LongoState:
        normalised = self.normalise_options(options)
        low, high = normalised["lucky_range"]
        given = normalised.get("lucky_numbers")
        if given is not None and len(given) != n_players:
            raise SetupError(
                f"lucky_numbers has {len(given)} pairs for a game of {n_players} players"
            )
        self.check_players(n_players)
        state = self.blank_state(n_players, seed)
        # A fresh object nobody else holds yet, so filling it in is not a mutation of a snapshot.
        state.lucky = (
            tuple((a, b) for a, b in given)
            if given is not None
            else tuple(draw_lucky_numbers(seed, p, low, high) for p in range(n_players))
        )
        return state

    # ------------------------------------------------------------------ lucky crosses

    def lucky_moves(self, state: LongoState, player: int) -> list[Move]:
        if state.white_sum not in state.lucky[player]:
            return []
        # No fallback to other rows when a fewest row's next number is not crossable.
        return [
            Cross(row, self.variant.rows[row].numbers[index], lucky=True)
            for row, index in lucky_cells(state, player)
            if self.can_cross(state, player, row, index)
        ]

    def white_moves(self, state: LongoState, player: int) -> list[Move]:
        return [*super().white_moves(state, player), *self.lucky_moves(state, player)]

    def check_white_move(self, state: LongoState, player: int, move: Move) -> None:
        if not (isinstance(move, Cross) and move.lucky):
            super().check_white_move(state, player, move)
            return
        total = state.white_sum
        lucky = state.lucky[player]
        if total not in lucky:
            raise IllegalMoveError(
                "not_lucky",
                f"a lucky cross needs the white sum ({total}) to be one of the player's "
                f"lucky numbers ({lucky[0]} and {lucky[1]})",
            )
        self._check_row(move.row)
        spec = self.variant.rows[move.row]
        if state.closed >> move.row & 1:
            raise IllegalMoveError(
                "row_locked", f"the {spec.colour} row is locked: nobody may cross in it"
            )
        rows = lucky_rows(state, player)
        if move.row not in rows:
            names = ", ".join(self.variant.rows[r].colour for r in rows)
            raise IllegalMoveError(
                "lucky_row",
                f"a lucky cross goes in an open row with the fewest crosses ({names}: "
                f"{state.crosses(player, rows[0])} each), not in {spec.colour} "
                f"({state.crosses(player, move.row)})",
            )
        index = next_index(state, player, move.row)
        if index >= self._row_length[move.row] or spec.numbers[index] != move.number:
            raise IllegalMoveError(
                "lucky_number",
                f"a lucky cross takes the next number of the {spec.colour} row "
                f"({spec.numbers[index] if index < len(spec.numbers) else 'none'}), "
                f"not {move.number}",
            )
        self.check_cross(state, player, move)
