"""What the table says during a Qwantum game: prompts, button labels, refusals, the log,
the coach's words and the rules page (`TEXTS`, the game's `GameTexts`).

The module's functions are also what the Qwantum table's own widgets say (the re-roll
button, clicks on dice and rows). Nothing here imports Qt widgets or the controller.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine import Move, Pass, Phase, Reroll, Write
from ..engine.events import ColumnScored, Event, MisthrowTaken, NumberWritten
from ..engine.qwantum import N_DICE, QwantumState
from ..typography import MINUS
from .i18n import counted, plural, translate
from .names import People, colour_letter, colour_name, row_colour_name
from .rules_text import page

if TYPE_CHECKING:
    from ..engine import AnyRules


def _colour(state: QwantumState, row: int, of_row: bool = False) -> str:
    """As `crossing_texts.row_colour`: `of_row`, as it names the row ("the red row")."""
    rows = state.variant.rows
    if not 0 <= row < len(rows):
        return ""
    return (row_colour_name if of_row else colour_name)(rows[row].colour)


def _misthrow_risk(state: QwantumState, seat: int) -> bool:
    """True when passing now would cost `seat` a misthrow (active, nothing written)."""
    return state.phase is Phase.CHOOSE_ALL and seat == state.active and state.b_row is None


def _decision_prompt(state: QwantumState, seat: int, writes: bool) -> str:
    """What the person at `seat` can do now (the banner puts their name in front in a
    hot-seat game)."""
    if state.phase is Phase.REROLL:
        return translate(
            "Qwantum", "Pick dice to re-roll (click them), then Re-roll; or keep them all."
        )
    if state.phase is Phase.CHOOSE_ACTIVE:
        if writes:
            return translate(
                "Qwantum", "Choose a colour and write its value in its row (action B), or skip."
            )
        return translate("Qwantum", "No colour value fits your rows. Skip to action C.")
    if state.b_row is None:
        # Nothing was written in B: action C offers all four colours, not "the other" ones.
        risk = _misthrow_risk(state, seat)
        if writes and risk:
            return translate(
                "Qwantum",
                # As long as the prompt after a write in B: the banner keeps its height.
                "Write any of the four colours, or pass (a misthrow: you wrote nothing this turn).",
            )
        if writes:
            return translate("Qwantum", "Write any of the four colours (action C), or pass.")
        if risk:
            return translate("Qwantum", "No colour value fits your rows. Pass (a misthrow).")
        return translate("Qwantum", "No colour value fits your rows. Pass.")
    if writes:
        return translate("Qwantum", "Write one of the other colours (action C), or pass.")
    return translate("Qwantum", "None of the other colours fits. Pass.")


def _pass_label(state: QwantumState, seat: int) -> str:
    if state.phase is Phase.REROLL:
        return translate("Qwantum", "Keep all dice")
    if state.phase is Phase.CHOOSE_ACTIVE:
        return translate("Qwantum", "Skip action B")
    if _misthrow_risk(state, seat):
        return translate("Qwantum", "Pass (misthrow)")
    return translate("Qwantum", "Pass")


def other_click(what: str) -> str:
    """A click on a part of a Qwantum sheet that is never written by hand."""
    texts = {
        "misthrow": translate(
            "Qwantum",
            "Misthrows are marked for you when the active player writes nothing in a turn. "
            "The first costs 1 point, the second 2 more, and so on.",
        ),
        "column": translate(
            "Qwantum",
            "A column scores once all four of its fields are filled: its second-lowest "
            "distinct number (5, 5, 8, 9 scores 8; if all four are equal, that number).",
        ),
    }
    return texts.get(
        what, translate("Qwantum", "Click a highlighted colour row to write its value.")
    )


def reroll_button(count: int) -> str:
    if count <= 0:
        return translate("Qwantum", "Re-roll")
    return translate("Qwantum", "Re-roll ({count})").format(count=count)


def reroll_closed(state: QwantumState | None, active: str) -> str:
    """Why a click on a die does nothing now."""
    if state is not None and state.phase is Phase.REROLL:
        return translate("Qwantum", "Only {name}, the active player, may re-roll.").format(
            name=active
        )
    return translate(
        "Qwantum", "Dice are picked for the re-roll right after the roll, once per turn."
    )


def rule_text(rule: str, state: QwantumState, player: int, move: Move, active: str) -> str:
    """Why `player` may not make `move` now (the engine's rule code, in the player's words)."""
    row = move.row if isinstance(move, Write) else -1
    colour = _colour(state, row)
    known = 0 <= row < len(state.variant.rows) and 0 <= player < state.n_players
    values = state.sheets[player][row] if known else ()
    value = state.colour_value(row) if known and state.dice else 0
    last = values[-1] if values else 0
    texts = {
        "must_increase": translate(
            "Qwantum",
            "The {colour} {value} does not fit: up to the thick line the numbers must rise, "
            "and {value} is not above {last}.",
        ),
        "must_decrease": translate(
            "Qwantum",
            "The {colour} {value} does not fit: after the thick line the numbers must fall, "
            "and {value} is not below {last}.",
        ),
        "row_full": translate("Qwantum", "Your {row_colour} row is full."),
        "colour_taken": translate(
            "Qwantum",
            "{colour} was taken in action B: action C offers the other colours.",
        ),
        "not_active": translate("Qwantum", "Only {active}, the active player, decides now."),
        "already_decided": translate(
            "Qwantum", "You have chosen for action C; the others are still choosing."
        ),
        "bad_reroll": translate("Qwantum", "Pick at least one die to re-roll, or keep them all."),
        "wrong_move": translate(
            "Qwantum", "First decide on the re-roll: re-roll some dice or keep them all."
        )
        if state.phase is Phase.REROLL
        else translate("Qwantum", "Now choose a colour to write, or pass."),
        "roll_first": translate("Qwantum", "Roll the dice first."),
        "game_over": translate("Qwantum", "The game is over."),
        "no_such_row": translate("Qwantum", "That is not a colour row."),
    }
    text = texts.get(rule, translate("Qwantum", "That is not allowed now.")).format(
        colour=colour,
        row_colour=_colour(state, row, of_row=True),
        value=value,
        last=last,
        active=active,
    )
    # A sentence may open with the colour ("Red was taken"); the capital goes on the
    # sentence, not on the colour, which a translation may put mid-sentence ("El violeta").
    return text[:1].upper() + text[1:]


def die_name(index: int) -> str:
    if index == 0:
        return translate("Qwantum", "the white die")
    return translate("Qwantum", "die {number}").format(number=index)


def reroll_line(move: Reroll, people: People, seat: int) -> str:
    """A re-roll, for the log."""
    if len(move.dice) == N_DICE:
        return people.about(
            seat,
            translate("Qwantum", "You re-roll all the dice."),
            translate("Qwantum", "{name} re-rolls all the dice."),
        )
    return people.about(
        seat,
        translate("Qwantum", "You re-roll: {dice}."),
        translate("Qwantum", "{name} re-rolls: {dice}."),
        dice=", ".join(die_name(d) for d in move.dice),
    )


def _dice_words(state: QwantumState, dice: Sequence[int]) -> str:
    """Dice by what they show: "white 3, R4, Y5"."""
    faces = state.special_faces()
    rows = state.variant.rows
    words = []
    for index in dice:
        if index == 0:
            words.append(translate("Moves", "white {value}").format(value=state.white_value))
        elif 0 < index <= len(faces):
            face = faces[index - 1]
            row = rows[face.row]
            words.append(f"{colour_letter(row.colour, row.symbol)}{face.value}")
    return ", ".join(words)


# ---------------------------------------------------------------- what screen readers hear
# The names of the painted parts of a Qwantum sheet and of its dice tray.


def field_name(colour: str, column: int, value: int | None) -> str:
    """Field `column` (0-based) of a row: the number written there, or empty."""
    if value is None:
        return translate("Accessible", "{colour} field {column}: empty").format(
            colour=colour, column=column + 1
        )
    return translate("Accessible", "{colour} field {column}: {value}").format(
        colour=colour, column=column + 1, value=value
    )


def row_name(colour: str, values: Sequence[int]) -> str:
    """A row (what is clicked to write in it) and the numbers written in it; `colour` as it
    names the row (`names.row_colour_name`)."""
    if not values:
        return translate("Accessible", "{colour} row, empty").format(colour=colour)
    return translate("Accessible", "{colour} row: {values}").format(
        colour=colour, values=", ".join(str(v) for v in values)
    )


def row_preview(name: str, value: int, reason: str, last: int, offered: bool) -> str:
    """A row's name with where the colour's value would go: written now (`offered`), or
    why it does not fit (the engine's rule code `reason`)."""
    texts = {
        "must_increase": translate("Accessible", "{row}; {value} must be above {last}"),
        "must_decrease": translate("Accessible", "{row}; {value} must be below {last}"),
        "row_full": translate("Accessible", "{row}; row full"),
        "colour_taken": translate("Accessible", "{row}; taken in action B"),
    }
    if offered:
        text = translate("Accessible", "{row}; write {value} here, offered")
    else:
        text = texts.get(reason, translate("Accessible", "{row}; {value} would fit"))
    return text.format(row=name, value=value, last=last)


def column_name(column: int, points: int | None) -> str:
    """A column's score (None: not every field of it is written yet)."""
    if points is None:
        return translate("Accessible", "column {column}: not complete").format(column=column + 1)
    return plural(
        points,
        translate("Accessible", "column {column}: {points} point"),
        translate("Accessible", "column {column}: {points} points"),
    ).format(column=column + 1, points=points)


def misthrow_box_name(index: int, crossed: bool) -> str:
    """Misthrow box `index` (0-based): the k-th misthrow costs k points (the first box once
    read "minus 1 points", "menos 1 puntos")."""
    if crossed:
        return counted(
            index + 1,
            translate("Accessible", "misthrow 1, minus 1 point, crossed"),
            translate("Accessible", "misthrow {count}, minus {count} points, crossed"),
        )
    return counted(
        index + 1,
        translate("Accessible", "misthrow 1, minus 1 point, empty"),
        translate("Accessible", "misthrow {count}, minus {count} points, empty"),
    )


def qwantum_die_name(index: int, white: int | None, colour: str, value: int) -> str:
    """A die of the tray: the white die (index 0) or a special die showing `colour` `value`."""
    if index == 0:
        return translate("Accessible", "white die {value}").format(value=white)
    return translate("Accessible", "die {number}: {colour} {value}").format(
        number=index, colour=colour, value=value
    )


def picked_name(name: str) -> str:
    """A die picked for the re-roll."""
    return translate("Accessible", "{die}, picked for the re-roll").format(die=name)


def colour_value_name(colour: str, value: int, parts: Sequence[int], taken: bool) -> str:
    """A colour value under the dice: the white die plus that colour's special dice."""
    if taken:
        return translate("Accessible", "{colour} value {value}, taken in action B").format(
            colour=colour, value=value
        )
    return translate("Accessible", "{colour} value {value} ({parts})").format(
        colour=colour, value=value, parts=" + ".join(str(p) for p in parts)
    )


def offered_name(name: str) -> str:
    return translate("Accessible", "{part}, offered").format(part=name)


class QwantumTexts:
    """Qwantum's `GameTexts`."""

    def decision_prompt(self, state: QwantumState, seat: int, moves: Sequence[Move]) -> str:
        return _decision_prompt(state, seat, any(isinstance(move, Write) for move in moves))

    def computer_prompt(self, state: QwantumState, name: str) -> str:
        if state.phase is Phase.REROLL:
            return translate("Qwantum", "{name} looks at the dice: re-roll or keep…").format(
                name=name
            )
        if state.phase is Phase.CHOOSE_ALL:
            return translate("Qwantum", "The computer players are choosing a colour…")
        return translate("Table", "{name} is choosing a colour…").format(name=name)

    def animation_prompt(self, state: QwantumState) -> str:
        return ""

    def pass_label(self, state: QwantumState, seat: int) -> str:
        return _pass_label(state, seat)

    def decide_first(self) -> str:
        return translate("Qwantum", "Decide first: write a highlighted colour value, or pass.")

    def rule_text(
        self, rule: str, state: QwantumState, player: int, move: Move, people: People
    ) -> str:
        return rule_text(rule, state, player, move, people.names[state.active])

    def other_click(self, what: str) -> str:
        return other_click(what)

    def move_words(self, move: Move, state: QwantumState, player: int) -> str:
        if isinstance(move, Write):
            values = state.colour_values()
            colour = _colour(state, move.row, of_row=True) or str(move.row + 1)
            if 0 <= move.row < len(values):
                return translate("Moves", "Write {value} in the {colour} row").format(
                    value=values[move.row], colour=colour
                )
            return translate("Moves", "Write in the {colour} row").format(colour=colour)
        if isinstance(move, Reroll):
            return translate("Moves", "Re-roll {dice}").format(dice=_dice_words(state, move.dice))
        if isinstance(move, Pass):
            if state.phase is Phase.REROLL:
                return translate("Moves", "Keep all dice")
            if state.phase is Phase.CHOOSE_ACTIVE:
                return translate("Moves", "Write nothing now")
            if state.phase is Phase.CHOOSE_ALL:
                if player == state.active and state.b_row is None:
                    return translate("Moves", "Write nothing: take a misthrow")
                return translate("Moves", "Write nothing")
            return translate("Moves", "Pass")
        return str(move)

    def dice_words(self, state: QwantumState) -> str:
        return _dice_words(state, tuple(range(len(state.dice)))) if state.dice else ""

    def roll_words(self, state: QwantumState) -> str:
        if not state.dice:
            return ""
        values = ", ".join(
            f"{_colour(state, row)} {value}" for row, value in enumerate(state.colour_values())
        )
        return translate("Accessible", "Rolled: white {white}; the colours: {values}.").format(
            white=state.white_value, values=values
        )

    def decision_line(self, move: Move, seat: int, people: People) -> tuple[str, str] | None:
        if isinstance(move, Reroll):
            return reroll_line(move, people, seat), "info"
        return None

    def event_line(
        self, event: Event, state: QwantumState, people: People
    ) -> tuple[str, str] | None:
        if isinstance(event, NumberWritten):
            return people.about(
                event.player,
                translate("Qwantum", "You wrote the {colour} {value}."),
                translate("Qwantum", "{name} wrote the {colour} {value}."),
                colour=_colour(state, event.row),
                value=event.value,
            ), "cross"
        if isinstance(event, ColumnScored):
            return people.about(
                event.player,
                plural(
                    event.points,
                    translate("Qwantum", "You filled column {column}: {points} point."),
                    translate("Qwantum", "You filled column {column}: {points} points."),
                ),
                plural(
                    event.points,
                    translate("Qwantum", "{name} filled column {column}: {points} point."),
                    translate("Qwantum", "{name} filled column {column}: {points} points."),
                ),
                column=event.column + 1,
                points=event.points,
            ), "column"
        if isinstance(event, MisthrowTaken):
            variant = state.variant
            cost = variant.misthrow_points(event.count)
            return people.about(
                event.player,
                translate(
                    "Qwantum",
                    "You wrote nothing: misthrow {count} of {boxes} ({points} in all).",
                ),
                translate(
                    "Qwantum",
                    "{name} wrote nothing: misthrow {count} of {boxes} ({points} in all).",
                ),
                count=event.count,
                boxes=variant.misthrow_boxes,
                points=f"{MINUS}{-cost}",
            ), "misthrow"
        return None

    def rules_page(self, rules: AnyRules) -> str:
        return page(
            translate("Rules", "Qwantum in short"),
            [
                translate(
                    "Rules",
                    "Everyone has a sheet with four colour rows (violet, blue, "
                    "red, yellow) of six fields. Numbers are written, not "
                    "crossed, from left to right: up to the thick line each "
                    "number must be higher than the one before, after it each "
                    "must be lower.",
                ),
                translate(
                    "Rules",
                    "On your turn you roll one white die and six special dice "
                    "whose faces show a colour and a number, and you may roll "
                    "any of them again once. A colour's value is the white die "
                    "plus the special dice showing that colour.",
                ),
                translate(
                    "Rules",
                    "Then you may write one colour's value in its row. After "
                    "that every player, you included, may write one of the "
                    "other colours' values in its row; if you wrote nothing, "
                    "any of the four colours.",
                ),
                translate(
                    "Rules",
                    "If you are the active player and write nothing at all, "
                    "you take a misthrow: the first costs 1 point, the second 2 "
                    "more, and so on.",
                ),
                translate(
                    "Rules",
                    "A column scores as soon as its four fields are filled: its "
                    "second-lowest distinct number (5, 5, 8, 9 scores 8; if all "
                    "four are equal, that number). The game ends as soon as a "
                    "sheet is full, or when someone takes a fifth misthrow; the "
                    "highest total wins.",
                ),
            ],
            [
                translate(
                    "Rules",
                    "After your roll, click the dice you want to throw again "
                    "(they lift and get a ring), then Re-roll; or Keep all "
                    "dice. With the dice tray focused, keys 1 to 7 pick dice "
                    "and Enter re-rolls.",
                ),
                translate(
                    "Rules",
                    "The four colour values are shown under the dice. Your "
                    "sheet previews each value in the next free field of its "
                    "row: click a highlighted row (or the value under the dice) "
                    "to write it. A row where the value does not fit says why.",
                ),
                translate(
                    "Rules",
                    "P passes, Ctrl+Z takes back your last decision until the "
                    "dice are rolled again. Several people can play at one "
                    "computer: the banner names whoever decides now.",
                ),
            ],
        )


TEXTS = QwantumTexts()

__all__ = [
    "TEXTS",
    "QwantumTexts",
    "colour_value_name",
    "column_name",
    "die_name",
    "field_name",
    "misthrow_box_name",
    "offered_name",
    "other_click",
    "picked_name",
    "qwantum_die_name",
    "reroll_button",
    "reroll_closed",
    "reroll_line",
    "row_name",
    "row_preview",
    "rule_text",
]
