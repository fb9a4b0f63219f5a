"""What the window says during a game on a crossing sheet: classic Qwixx and any game built
on it (`games.crossing.crossing_game`). Longo and On Board extend these texts.

Every number comes from the state's variant (rows, thresholds, misthrows), which carries the
house rules the game is played under; the rules page is written from the variant too, so a
game that is only data reads its own rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from ..engine import Cross, Move, Pass, Phase
from ..engine.crossing import CrossRules, CrossState
from ..engine.events import Event, MisthrowTaken, NumberCrossed, RowLocked
from ..engine.variants import CLASSIC, CrossVariant, triangular_points
from .i18n import counted, plural, translate
from .names import People, colour_name, colour_with_number, row_colour_name
from .rules_text import page, sheet_controls

if TYPE_CHECKING:
    from ..engine import AnyRules


def row_colour(variant: CrossVariant, row: int, of_row: bool = False) -> str:
    """The colour of `row` in words ("" for no such row); `of_row`: as it names the row ("the
    red row", where Spanish makes it agree with "fila")."""
    rows = variant.rows
    if not 0 <= row < len(rows):
        return ""
    return (row_colour_name if of_row else colour_name)(rows[row].colour)


def lock_text(people: People, seats: Sequence[int], colour: str) -> str:
    """`colour`: the row's, as it names the row (`row_colour(..., of_row=True)`)."""
    others = [seat for seat in seats if seat != people.you]
    if len(seats) == 1:
        return people.about(
            seats[0],
            translate("Table", "You locked the {colour} row! Its die leaves the game."),
            translate("Table", "{name} locked the {colour} row! Its die leaves the game."),
            colour=colour,
        )
    if len(others) == len(seats):
        return translate(
            "Table", "{names} locked the {colour} row together! Its die leaves the game."
        ).format(names=people.listing(seats), colour=colour)
    # The whole list, you last ("Ada, Max and you"): the others' list with "and you" after it
    # read "Ada, Max and Eve and you".
    return translate(
        "Table",
        "{names} locked the {colour} row together! Its die leaves the game.",
        "the names end with you: Ana, Ben and you",
    ).format(names=people.listing(seats), colour=colour)


# ---------------------------------------------------------------- what screen readers hear
# The names of the painted parts of a crossing sheet and of its dice tray ("red 7, offered").

CELL_STATES = ("free", "crossed", "skipped", "dead")


def cell_name(colour: str, number: int, state: str, offered: bool, lucky: bool) -> str:
    """A number on the sheet: `colour` in words, `state` one of CELL_STATES; `offered`: may
    be crossed now (`lucky`: only through a lucky number)."""
    if offered:
        text = (
            translate("Accessible", "{colour} {number}, offered through your lucky number")
            if lucky
            else translate("Accessible", "{colour} {number}, offered")
        )
    else:
        text = {
            "crossed": translate("Accessible", "{colour} {number}, crossed"),
            "skipped": translate("Accessible", "{colour} {number}, skipped"),
            "dead": translate("Accessible", "{colour} {number}, row locked"),
        }.get(state, translate("Accessible", "{colour} {number}"))
    return text.format(colour=colour, number=number)


def lock_name(colour: str, crossed: bool, closed: bool) -> str:
    if crossed:
        return translate("Accessible", "{colour} lock, crossed").format(colour=colour)
    if closed:
        return translate("Accessible", "{colour} lock, row locked").format(colour=colour)
    return translate("Accessible", "{colour} lock").format(colour=colour)


def row_points_name(colour: str, points: int) -> str:
    """`colour`: as it names the row (`names.row_colour_name`)."""
    return plural(
        points,
        translate("Accessible", "{colour} row: {points} point"),
        translate("Accessible", "{colour} row: {points} points"),
    ).format(colour=colour, points=points)


def misthrow_name(index: int, boxes: int, crossed: bool) -> str:
    """Misthrow box `index` (0-based) of `boxes`."""
    text = (
        translate("Accessible", "misthrow {count} of {boxes}, crossed")
        if crossed
        else translate("Accessible", "misthrow {count} of {boxes}, empty")
    )
    return text.format(count=index + 1, boxes=boxes)


def bonus_name(points: int) -> str:
    return plural(
        points,
        translate("Accessible", "board bonus: {points} point"),
        translate("Accessible", "board bonus: {points} points"),
    ).format(points=points)


def total_name(points: int) -> str:
    return plural(
        points,
        translate("Accessible", "total: {points} point"),
        translate("Accessible", "total: {points} points"),
    ).format(points=points)


def coach_mark(name: str, advised: bool, played: bool) -> str:
    """A part's name with the coach's marks on it (a hint, the review's move made)."""
    if played:
        name = translate("Accessible", "{part}; the move made").format(part=name)
    if advised:
        name = translate("Accessible", "{part}; the coach's move").format(part=name)
    return name


def die_name(colour: str | None, value: int | None, out: bool, old: bool) -> str:
    """A die in the tray: `colour` None for a white die; `out`: its row is locked; `old`:
    the last turn's dice, shown faded."""
    if out and colour is not None:
        return translate("Accessible", "{colour} die, out of the game").format(colour=colour)
    if colour is None:
        text = translate("Accessible", "white die {value}").format(value=value)
    else:
        text = translate("Accessible", "{colour} die {value}").format(colour=colour, value=value)
    return last_roll(text) if old else text


def last_roll(die: str) -> str:
    """A die of the last turn, shown faded until the next roll."""
    return translate("Accessible", "{die}, last roll").format(die=die)


def white_sum_name(total: int) -> str:
    return translate("Accessible", "white sum {total}").format(total=total)


def colour_sums_name(colour: str, sums: Sequence[int]) -> str:
    """The sums a colour die makes with the white dice."""
    return translate("Accessible", "{colour} sums: {sums}").format(
        colour=colour, sums=", ".join(str(s) for s in sums)
    )


def no_dice_name(before_first_roll: bool, shown: str) -> str:
    """A dice tray without dice; `shown`: what the tray says then (nothing behind the offer
    to resume a game)."""
    if before_first_roll:
        return translate("Accessible", "no dice rolled yet")
    if not shown:
        return translate("Accessible", "no dice on the tray")
    return translate("Accessible", "no dice on the tray: {shown}").format(shown=shown)


State = TypeVar("State", bound=CrossState)


class CrossingTexts(Generic[State]):
    """The texts of a classic crossing game; subclasses add their own phases and moves."""

    # ------------------------------------------------------------------ the banner

    def decision_prompt(self, state: State, seat: int, moves: Sequence[Move]) -> str:
        can_cross = any(isinstance(move, Cross) for move in moves)
        if state.phase is Phase.WHITE:
            total = state.white_sum
            if can_cross:
                return translate(
                    "Table", "Cross the white sum {total} in one row, or pass."
                ).format(total=total)
            return translate("Table", "The white sum {total} fits none of your rows. Pass.").format(
                total=total
            )
        if state.phase is Phase.COLOUR:
            if can_cross:
                return translate(
                    "Table", "Cross one white die + one colour die, or finish your turn."
                )
            if not state.crossed_this_turn:
                return translate("Table", "No colour sum fits. Finish the turn (a misthrow).")
            return translate("Table", "No colour sum fits. Finish your turn.")
        return translate("Table", "Your decision.")

    def computer_prompt(self, state: State, name: str) -> str:
        if state.phase is Phase.WHITE:
            return translate("Table", "The computer players are choosing on the white sum…")
        return translate("Table", "{name} is choosing a colour…").format(name=name)

    def animation_prompt(self, state: State) -> str:
        return translate("Table", "Rolling…") if state.phase is Phase.WHITE else ""

    def pass_label(self, state: State, seat: int) -> str:
        if state.phase is Phase.COLOUR:
            if state.crossed_this_turn:
                return translate("Table", "Done")
            return translate("Table", "Pass (misthrow)")
        return translate("Table", "Pass")

    def decide_first(self) -> str:
        return translate("Table", "Decide first: cross a highlighted number or pass.")

    # ------------------------------------------------------------------ refusals

    def rule_text(self, rule: str, state: State, player: int, move: Move, people: People) -> str:
        variant = state.variant
        row = move.row if isinstance(move, Cross) else -1
        colour = row_colour(variant, row)
        row_named = row_colour(variant, row, of_row=True)
        number = move.number if isinstance(move, Cross) else 0
        if rule == "wrong_sum" and state.phase is Phase.WHITE:
            return translate(
                "Table", "Now only the white sum {total} may be crossed (in any open row)."
            ).format(total=state.white_sum)
        if rule == "wrong_sum":
            return translate("Table", "{number} is not a white die plus the {colour} die.").format(
                number=number, colour=colour
            )
        if rule == "lock_needs_crosses":
            # A house rule may ask for a single cross: "1 cross", not "1 crosses".
            return counted(
                variant.min_crosses_to_lock,
                translate(
                    "Table", "{number} locks the {row_colour} row: you need 1 cross there first."
                ),
                translate(
                    "Table",
                    "{number} locks the {row_colour} row: you need {needed} crosses there first.",
                ),
                number=number,
                row_colour=row_named,
                needed=variant.min_crosses_to_lock,
            )
        texts = {
            "row_locked": translate("Table", "The {row_colour} row is locked."),
            "left_to_right": translate(
                "Table",
                "Numbers are crossed from left to right: {number} is not right of your "
                "last {row_colour} cross.",
            ),
            "not_active": translate(
                "Table", "Only {active}, the active player, may use a colour die now."
            ),
            "die_removed": translate("Table", "The {colour} die has left the game."),
            "already_decided": translate(
                "Table", "You have decided on the white sum; the others are still deciding."
            ),
            "roll_first": translate("Table", "Roll the dice first."),
            "game_over": translate("Table", "The game is over."),
            "no_such_number": translate("Table", "The {row_colour} row has no {number}."),
        }
        text = texts.get(rule, translate("Table", "That move is not allowed now."))
        return text.format(
            colour=colour,
            row_colour=row_named,
            number=number,
            active=people.names[state.active],
        )

    def other_click(self, what: str) -> str:
        texts = {
            "lock": translate("Table", "The lock is crossed together with the row's last number."),
            "misthrow": translate(
                "Table",
                "Misthrows are marked for you when the active player crosses nothing.",
            ),
        }
        return texts.get(what, translate("Table", "Click a highlighted number to cross it."))

    # ------------------------------------------------------------------ the coach

    def move_words(self, move: Move, state: State, player: int) -> str:
        if isinstance(move, Cross):
            colour = row_colour(state.variant, move.row) or str(move.row + 1)
            return colour_with_number(translate("Moves", "Cross {colour} {number}")).format(
                colour=colour, number=move.number
            )
        if isinstance(move, Pass):
            return self.pass_words(state)
        return str(move)

    def pass_words(self, state: State) -> str:
        """A pass, as what it means in the state's phase."""
        if state.phase is Phase.COLOUR:
            if state.crossed_this_turn:
                return translate("Moves", "Done: end the turn")
            return translate("Moves", "Pass: take a misthrow")
        return translate("Moves", "Pass")

    def dice_words(self, state: State) -> str:
        dice = state.dice
        if len(dice) < 2:
            return ""
        parts = [
            translate("Moves", "white {first} + {second}").format(first=dice[0], second=dice[1])
        ]
        for row, value in zip(state.variant.rows, dice[2:], strict=False):
            if value is not None:
                parts.append(f"{colour_name(row.colour)} {value}")
        return ", ".join(parts)

    def roll_words(self, state: State) -> str:
        dice = state.dice
        if len(dice) < 2 or dice[0] is None or dice[1] is None:
            return ""
        words = [
            translate("Accessible", "white {first} and {second}, sum {total}").format(
                first=dice[0], second=dice[1], total=dice[0] + dice[1]
            )
        ]
        for row, value in zip(state.variant.rows, dice[2:], strict=False):
            if value is not None:
                words.append(f"{colour_name(row.colour)} {value}")
        return translate("Accessible", "Rolled: {dice}.").format(dice="; ".join(words))

    # ------------------------------------------------------------------ the log

    def decision_line(self, move: Move, seat: int, people: People) -> tuple[str, str] | None:
        return None

    def event_line(self, event: Event, state: State, people: People) -> tuple[str, str] | None:
        variant = state.variant
        if isinstance(event, RowLocked):
            return lock_text(
                people, event.players, row_colour(variant, event.row, of_row=True)
            ), "lock"
        if isinstance(event, MisthrowTaken):
            return people.about(
                event.player,
                translate("Table", "You crossed nothing: misthrow {count} of {boxes}."),
                translate("Table", "{name} crossed nothing: misthrow {count} of {boxes}."),
                count=event.count,
                boxes=variant.misthrow_boxes,
            ), "misthrow"
        if isinstance(event, NumberCrossed):
            return people.about(
                event.player,
                translate("Table", "You crossed {colour} {number}."),
                translate("Table", "{name} crossed {colour} {number}."),
                colour=row_colour(variant, event.row),
                number=event.number,
            ), "cross"
        return None

    # ------------------------------------------------------------------ the rules page

    def rules_page(self, rules: AnyRules) -> str:
        variant = crossing_variant(rules)
        if variant.title == CLASSIC.title:
            title = translate("Rules", "Qwixx in short")
        else:
            title = translate("Rules", "{game} in short").format(game=variant.title)
        return page(title, crossing_rules(variant), sheet_controls())


def crossing_variant(rules: AnyRules) -> CrossVariant:
    """The variant (house rules included) of a crossing game's rules."""
    assert isinstance(rules, CrossRules), rules
    return rules.variant


# The paragraphs of `crossing_rules`, in order.
SHEET_RULE, DICE_RULE, MISTHROW_RULE, LOCK_RULE, END_RULE = range(5)


def crossing_rules(variant: CrossVariant) -> list[str]:
    """The rules of a crossing game in paragraphs (sheet, dice, misthrow, lock, end), from its
    variant. Where the variant has the classic numbers, a paragraph is classic's own wording
    (numbers in words)."""
    return [
        _sheet_rule(variant),
        _dice_rule(variant),
        _misthrow_rule(variant),
        _lock_rule(variant),
        _end_rule(variant),
    ]


def house_paragraphs(variant: CrossVariant, standard: CrossVariant) -> dict[int, str]:
    """The paragraphs of `crossing_rules(variant)` that house rules change, by index: those
    that differ from the game's own `standard` variant's (none under the standard rules).
    A game with its own rules page adds them, so that it tells the numbers it is played by."""
    return {
        index: text
        for index, (text, usual) in enumerate(
            zip(crossing_rules(variant), crossing_rules(standard), strict=True)
        )
        if text != usual
    }


def _sheet_rule(variant: CrossVariant) -> str:
    if variant.rows == CLASSIC.rows:
        return translate(
            "Rules",
            "Everyone has a sheet with four colour rows. Red and yellow run "
            "from 2 up to 12, green and blue from 12 down to 2. In each row "
            "you cross numbers from left to right only; numbers you jump "
            "over are lost.",
        )
    rows = ", ".join(
        translate("Rules", "{colour} from {first} to {last}").format(
            colour=colour_name(row.colour), first=row.numbers[0], last=row.numbers[-1]
        )
        for row in variant.rows
    )
    return translate(
        "Rules",
        "Everyone has a sheet with these colour rows: {rows}. In each row "
        "you cross numbers from left to right only; numbers you jump over "
        "are lost.",
    ).format(rows=rows)


def _dice_rule(variant: CrossVariant) -> str:
    if len(variant.rows) == len(CLASSIC.rows) and variant.die_faces == CLASSIC.die_faces:
        return translate(
            "Rules",
            "On your turn you roll six dice: two white and one of each "
            "colour. First, every player may cross the sum of the two white "
            "dice in any one row. Then you alone may also cross one white "
            "die plus one colour die in the row of that colour.",
        )
    return translate(
        "Rules",
        "On your turn you roll {count} dice with {faces} faces: two white "
        "and one of each colour. First, every player may cross the sum of "
        "the two white dice in any one row. Then you alone may also cross "
        "one white die plus one colour die in the row of that colour.",
    ).format(count=2 + len(variant.rows), faces=variant.die_faces)


def _misthrow_rule(variant: CrossVariant) -> str:
    if variant.misthrow_penalty == CLASSIC.misthrow_penalty:
        return translate(
            "Rules",
            "If you are the active player and cross nothing at all, you "
            "take a misthrow, worth minus five points.",
        )
    if variant.misthrow_penalty == 0:  # a house rule: "takes 0 off" said nothing
        return translate(
            "Rules",
            "If you are the active player and cross nothing at all, you take "
            "a misthrow; misthrows cost no points, but they count towards the "
            "end of the game.",
        )
    return translate(
        "Rules",
        "If you are the active player and cross nothing at all, you take "
        "a misthrow; each misthrow takes {points} off your total.",
    ).format(points=variant.misthrow_penalty)


def _lock_rule(variant: CrossVariant) -> str:
    if (variant.lock_numbers, variant.min_crosses_to_lock) == (
        CLASSIC.lock_numbers,
        CLASSIC.min_crosses_to_lock,
    ):
        return translate(
            "Rules",
            "The last number of a row locks it, but only once you have "
            "five crosses there: the lock counts as one more cross, the row "
            "closes for everybody and its die leaves the game.",
        )
    if variant.min_crosses_to_lock == 0:  # a house rule: "at least 0 of its numbers" misled
        if variant.lock_numbers == 1:
            return translate(
                "Rules",
                "The last number of a row locks it, even as your first cross "
                "there: the lock counts as one more cross, the row closes for "
                "everybody and its die leaves the game.",
            )
        return translate(
            "Rules",
            "Any of the last {count} numbers of a row locks it, even as your "
            "first cross there: the lock counts as one more cross, the row "
            "closes for everybody and its die leaves the game.",
        ).format(count=variant.lock_numbers)
    if variant.lock_numbers == 1:
        return translate(
            "Rules",
            "The last number of a row locks it, but only once you have "
            "crossed at least {crosses} of its numbers: the lock counts as "
            "one more cross, the row closes for everybody and its die "
            "leaves the game.",
        ).format(crosses=variant.min_crosses_to_lock)
    return translate(
        "Rules",
        "Any of the last {count} numbers of a row locks it, but only once "
        "you have crossed at least {crosses} of its numbers: the lock "
        "counts as one more cross, the row closes for everybody and its "
        "die leaves the game.",
    ).format(count=variant.lock_numbers, crosses=variant.min_crosses_to_lock)


def _end_rule(variant: CrossVariant) -> str:
    standard = (
        variant.misthrow_boxes == CLASSIC.misthrow_boxes
        and variant.locked_rows_to_end == CLASSIC.locked_rows_to_end
        and variant.points[:5] == triangular_points(4)
    )
    if standard:
        return translate(
            "Rules",
            "The game ends at once, even between the two actions, when a "
            "player takes a fourth misthrow or when two rows are locked. "
            "Each row scores by its number of crosses "
            "(1, 3, 6, 10, … as shown under the sheet); the highest total "
            "wins.",
        )
    # One misthrow or one locked row ends it under house rules: "when the locked rows reach
    # 1" was correct but read awkwardly.
    misthrows = counted(
        variant.misthrow_boxes,
        translate("Rules", "a player takes a misthrow"),
        translate("Rules", "a player's misthrows reach {count}"),
    )
    rows = counted(
        variant.locked_rows_to_end,
        translate("Rules", "a row is locked"),
        translate("Rules", "the locked rows reach {count}"),
    )
    return translate(
        "Rules",
        "The game ends at once, even between the two actions, when "
        "{misthrows} or when {rows}. Each row scores by its number of "
        "crosses ({points}, … as shown under the sheet); the highest total "
        "wins.",
    ).format(
        misthrows=misthrows,
        rows=rows,
        points=", ".join(str(points) for points in variant.points[1:5]),
    )


TEXTS: CrossingTexts[CrossState] = CrossingTexts()

__all__ = [
    "CELL_STATES",
    "LOCK_RULE",
    "TEXTS",
    "CrossingTexts",
    "cell_name",
    "coach_mark",
    "colour_sums_name",
    "crossing_rules",
    "crossing_variant",
    "die_name",
    "house_paragraphs",
    "last_roll",
    "lock_name",
    "lock_text",
    "misthrow_name",
    "no_dice_name",
    "row_colour",
    "row_points_name",
    "total_name",
    "white_sum_name",
]
