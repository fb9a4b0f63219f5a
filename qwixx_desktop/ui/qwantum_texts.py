"""What the table says during a Qwantum game: prompts, button labels, refusals, the log.

Kept apart from the controller (which calls these for Qwantum states only), so the crossing
games' texts stay as they are. Nothing here imports Qt widgets or the controller.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Move, Phase, Reroll, Write
from ..engine.events import ColumnScored, Event, MisthrowTaken, NumberWritten
from ..engine.qwantum import N_DICE, QwantumState
from .i18n import translate
from .names import People, colour_name

MINUS = "\u2212"


def _colour(state: QwantumState, row: int) -> str:
    rows = state.variant.rows
    return colour_name(rows[row].colour) if 0 <= row < len(rows) else ""


def _misthrow_risk(state: QwantumState, seat: int) -> bool:
    """True when passing now would cost `seat` a misthrow (active, nothing written)."""
    return (
        state.phase is Phase.CHOOSE_ALL and seat == state.active and state.b_row is None
    )


def decision_prompt(state: QwantumState, seat: int, writes: bool) -> str:
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
    risk = _misthrow_risk(state, seat)
    if writes and risk:
        return translate(
            "Qwantum",
            "Write one of the other colours, or pass (a misthrow: you wrote nothing this turn).",
        )
    if writes:
        return translate("Qwantum", "Write one of the other colours (action C), or pass.")
    if risk:
        return translate("Qwantum", "None of the other colours fits. Pass (a misthrow).")
    return translate("Qwantum", "None of the other colours fits. Pass.")


def computer_prompt(state: QwantumState, name: str) -> str | None:
    """The banner while computer players decide; None where the common text fits."""
    if state.phase is Phase.REROLL:
        return translate("Qwantum", "{name} looks at the dice: re-roll or keep…").format(
            name=name
        )
    if state.phase is Phase.CHOOSE_ALL:
        return translate("Qwantum", "The computer players are choosing a colour…")
    return None


def pass_label(state: QwantumState, seat: int) -> str:
    if state.phase is Phase.REROLL:
        return translate("Qwantum", "Keep all dice")
    if state.phase is Phase.CHOOSE_ACTIVE:
        return translate("Qwantum", "Skip action B")
    if _misthrow_risk(state, seat):
        return translate("Qwantum", "Pass (misthrow)")
    return translate("Qwantum", "Pass")


def not_your_decision() -> str:
    return translate(
        "Qwantum", "Decide first: write a highlighted colour value, or pass."
    )


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
        "row_full": translate("Qwantum", "Your {colour} row is full."),
        "colour_taken": translate(
            "Qwantum",
            "{colour} was taken in action B: action C offers the other colours.",
        ),
        "not_active": translate(
            "Qwantum", "Only {active}, the active player, decides now."
        ),
        "already_decided": translate(
            "Qwantum", "You have chosen for action C; the others are still choosing."
        ),
        "bad_reroll": translate(
            "Qwantum", "Pick at least one die to re-roll, or keep them all."
        ),
        "wrong_move": translate(
            "Qwantum", "First decide on the re-roll: re-roll some dice or keep them all."
        )
        if state.phase is Phase.REROLL
        else translate("Qwantum", "Now choose a colour to write, or pass."),
        "roll_first": translate("Qwantum", "Roll the dice first."),
        "game_over": translate("Qwantum", "The game is over."),
        "no_such_row": translate("Qwantum", "That is not a colour row."),
    }
    text = texts.get(rule, translate("Qwantum", "That is not allowed now."))
    return text.format(
        colour=colour.capitalize() if rule == "colour_taken" else colour,
        value=value,
        last=last,
        active=active,
    )


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


def announcements(
    events: Sequence[Event], state: QwantumState, people: People
) -> list[tuple[str, str]]:
    """(text, kind) for the log and the toasts: writes, full columns, misthrows."""
    out: list[tuple[str, str]] = []
    variant = state.variant
    for event in events:
        if isinstance(event, NumberWritten):
            out.append((people.about(
                event.player,
                translate("Qwantum", "You wrote the {colour} {value}."),
                translate("Qwantum", "{name} wrote the {colour} {value}."),
                colour=_colour(state, event.row), value=event.value,
            ), "cross"))
        elif isinstance(event, ColumnScored):
            out.append((people.about(
                event.player,
                translate("Qwantum", "You filled column {column}: {points} points."),
                translate("Qwantum", "{name} filled column {column}: {points} points."),
                column=event.column + 1, points=event.points,
            ), "column"))
        elif isinstance(event, MisthrowTaken):
            cost = variant.misthrow_points(event.count)
            out.append((people.about(
                event.player,
                translate(
                    "Qwantum",
                    "You wrote nothing: misthrow {count} of {boxes} ({points} in all).",
                ),
                translate(
                    "Qwantum",
                    "{name} wrote nothing: misthrow {count} of {boxes} ({points} in all).",
                ),
                count=event.count, boxes=variant.misthrow_boxes, points=f"{MINUS}{-cost}",
            ), "misthrow"))
    return out


__all__ = [
    "announcements",
    "computer_prompt",
    "decision_prompt",
    "not_your_decision",
    "other_click",
    "pass_label",
    "reroll_button",
    "reroll_closed",
    "reroll_line",
    "rule_text",
]
