"""What the window says during a Qwixx On Board game: the crossing texts, plus the figure on
the board (its third action, its refusals, its log lines and the rules page)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine import Cross, Move, MoveFigure, Phase
from ..engine.events import Event, FigureMoved, FinalRoundStarted
from ..engine.onboard import OnBoardState
from ..engine.variants import ONBOARD
from .crossing_texts import CrossingTexts, crossing_variant, house_paragraphs
from .i18n import translate
from .names import People, colour_name, colour_with_number
from .rules_text import page, sheet_controls

if TYPE_CHECKING:
    from ..engine import AnyRules

# Rule codes of the figure's moves.
BOARD_RULES = frozenset(
    {"occupied", "too_far", "not_forward", "landing_condition", "no_such_square", "wrong_move"}
)


class OnBoardTexts(CrossingTexts[OnBoardState]):
    def decision_prompt(self, state: OnBoardState, seat: int, moves: Sequence[Move]) -> str:
        if state.phase is Phase.BOARD:
            if any(isinstance(move, MoveFigure) for move in moves):
                return translate(
                    "Table", "Move your figure: click a highlighted square, or don't move."
                )
            return translate("Table", "Your figure cannot land on any square now. Don't move.")
        if state.phase is Phase.COLOUR:
            if any(isinstance(move, Cross) for move in moves):
                return translate(
                    "Table", "Cross one white die + one colour die, or go on to your figure."
                )
            return translate("Table", "No colour sum fits. Go on to your figure.")
        return super().decision_prompt(state, seat, moves)

    def computer_prompt(self, state: OnBoardState, name: str) -> str:
        if state.phase is Phase.BOARD:
            return translate("Table", "{name} is moving their figure…").format(name=name)
        return super().computer_prompt(state, name)

    def pass_label(self, state: OnBoardState, seat: int) -> str:
        if state.phase is Phase.BOARD:
            if state.crossed_this_turn:
                return translate("Table", "Don't move")
            return translate("Table", "Don't move (misthrow)")
        if state.phase is Phase.COLOUR:
            return translate("Table", "On to the figure")
        return super().pass_label(state, seat)

    def other_click(self, what: str) -> str:
        if what == "bonus":
            return translate(
                "Table",
                "The board bonus: the bonus beside your figure's square, added to your total.",
            )
        return super().other_click(what)

    def rule_text(
        self, rule: str, state: OnBoardState, player: int, move: Move, people: People
    ) -> str:
        if rule in BOARD_RULES or (rule == "not_active" and state.phase is Phase.BOARD):
            return board_rule_text(rule, state, move, people)
        return super().rule_text(rule, state, player, move, people)

    def move_words(self, move: Move, state: OnBoardState, player: int) -> str:
        if isinstance(move, MoveFigure):
            # The square by what it shows too: the board shows track positions only when
            # large, and "square 14" alone could not be found on it (the coach's moves are
            # the game's, always on the track).
            spot = state.board.square(move.square)
            return colour_with_number(
                translate("Moves", "Move the figure to square {square} ({colour} {number})")
            ).format(square=move.square, colour=colour_name(spot.colour), number=spot.number)
        return super().move_words(move, state, player)

    def pass_words(self, state: OnBoardState) -> str:
        # Passing action 2 is no misthrow yet: the figure's action 3 may still cross.
        if state.phase is Phase.COLOUR:
            return translate("Moves", "Pass: go on to the figure")
        if state.phase is Phase.BOARD:
            if state.crossed_this_turn:
                return translate("Moves", "Don't move the figure")
            return translate("Moves", "Don't move the figure: take a misthrow")
        return super().pass_words(state)

    def event_line(
        self, event: Event, state: OnBoardState, people: People
    ) -> tuple[str, str] | None:
        if isinstance(event, FigureMoved):
            return people.about(
                event.player,
                translate("Table", "You moved to square {square}."),
                translate("Table", "{name} moved to square {square}."),
                square=event.path[-1],
            ), "figure"
        if isinstance(event, FinalRoundStarted):
            return people.about(
                event.player,
                translate(
                    "Table",
                    "You reached the last squares. Last round: every other "
                    "player has one more turn.",
                ),
                translate(
                    "Table",
                    "{name} reached the last squares. Last round: every other "
                    "player has one more turn.",
                ),
            ), "final"
        return super().event_line(event, state, people)

    def rules_page(self, rules: AnyRules) -> str:
        paragraphs = [
            translate(
                "Rules",
                "On Board plays like classic Qwixx, with a board of 40 "
                "squares and one figure per player. Each square shows a "
                "colour, a number and bonus points.",
            ),
            translate(
                "Rules",
                "After the two actions of a turn, the active player may "
                "move their figure forward by 1 to 5 free squares (squares "
                "with another figure are jumped and not counted). It may "
                "land only where the square's number is already crossed in "
                "that colour on their sheet, or may be crossed there now, "
                "in which case it is crossed.",
            ),
            translate(
                "Rules", "You take a misthrow only if you crossed nothing in all three actions."
            ),
            translate(
                "Rules",
                "When a figure reaches one of the last five squares, every "
                "other player has one more turn, then the game ends. It "
                "also ends as in classic Qwixx. Each figure's square adds "
                "its bonus to its player's points.",
            ),
        ]
        # House rules: the crossing rules' paragraphs whose numbers differ from the box's go
        # before the end of the game (the page would otherwise tell the box's numbers).
        paragraphs[-1:-1] = house_paragraphs(crossing_variant(rules), ONBOARD).values()
        return page(
            translate("Rules", "Qwixx On Board in short"),
            paragraphs,
            [
                *sheet_controls(),
                translate(
                    "Rules",
                    "For the figure, click a highlighted square on the board "
                    "(or Tab to the board, choose with the arrow keys, press "
                    'Space), or press "Don\'t move".',
                ),
            ],
        )


def board_rule_text(rule: str, state: OnBoardState, move: Move, people: People) -> str:
    """Why a figure move (or a move in the figure's phase) is not allowed, in words."""
    square = move.square if isinstance(move, MoveFigure) else 0
    active = people.names[state.active]
    if rule == "not_active":
        return translate("Table", "Only {active}, the active player, moves a figure now.").format(
            active=active
        )
    if rule == "wrong_move":
        if state.phase is Phase.BOARD:
            return people.about(
                state.active,
                translate(
                    "Table",
                    "Now move your figure: a highlighted square on the board, or don't move.",
                ),
                translate(
                    "Table",
                    "Now {name} moves the figure: a highlighted square on the board, "
                    "or don't move.",
                ),
            )
        return translate(
            "Table", "The figure moves after the crosses, as the active player's third action."
        )
    if rule == "no_such_square" or (rule == "not_forward" and square == 0):
        return translate("Table", "Figures never go back to the start.")
    if rule == "not_forward":
        return translate(
            "Table", "Figures only move forward: square {square} is behind the figure."
        ).format(square=square)
    if rule == "occupied":
        return translate(
            "Table", "Square {square} holds another figure: only one figure per square."
        ).format(square=square)
    if rule == "too_far":
        return translate(
            "Table",
            "Square {square} is too far: a figure moves 1 to 5 free squares (squares "
            "with a figure are jumped and not counted).",
        ).format(square=square)
    # landing_condition
    spot = state.board.square(square) if 1 <= square <= len(state.board.squares) else None
    return translate(
        "Table",
        "Square {square} shows {colour} {number}: a figure lands there only if that "
        "number is crossed on your sheet or may be crossed now.",
    ).format(
        square=square,
        colour=colour_name(spot.colour) if spot else "",
        number=spot.number if spot else "",
    )


def square_name(
    position: int, colour: str, number: int, bonus: int, figures: Sequence[str], final: bool
) -> str:
    """A square of the board for a screen reader: `position` on the track (0: the start
    area), what it shows, its bonus, the figures on it; `final`: one of the last squares,
    where the last round starts."""
    if position == 0:
        text = translate("Accessible", "start")
    else:
        text = translate("Accessible", "square {position}: {colour} {number}, bonus {bonus}")
        text = text.format(position=position, colour=colour, number=number, bonus=bonus)
        if final:
            text = translate("Accessible", "{square}, last round").format(square=text)
    if figures:
        text = translate("Accessible", "{square}; figures: {names}").format(
            square=text, names=", ".join(figures)
        )
    return text


def square_offered(name: str) -> str:
    """A square the figure may move to now."""
    return translate("Accessible", "{square}; offered").format(square=name)


def board_fault(error: Exception) -> str:
    """Why a board file (a person's own) cannot be used, in the person's language: a
    sentence per kind of fault (`reason` of BoardError and DataFileError). Their messages
    are the engine's English, for the console: inside a Spanish message they were English."""
    from ..engine.boards import (
        BOARD_VERSION,
        COLOURS,
        FINAL_BONUS,
        HIGHEST_NUMBER,
        LOWEST_BONUS,
        LOWEST_NUMBER,
        MAX_NAME_LENGTH,
        TRACK_LENGTH,
    )
    from .i18n import why_it_failed

    reason = getattr(error, "reason", "")
    square = getattr(error, "square", None)
    cause = getattr(error, "cause", None)
    if isinstance(cause, OSError):  # missing or unreadable: the system's error, translated
        return why_it_failed(cause)
    texts = {
        "too_big": translate("Boards", "the file is too big to be a board"),
        "unreadable": translate("Boards", "the file cannot be read"),
        "not_json": translate("Boards", "the file is damaged: it is not a board's JSON text"),
        "not_a_board": translate("Boards", "the file is not a Qwixx On Board board"),
        "version": translate(
            "Boards", "it is not a board of version {version}, the one this app reads"
        ).format(version=BOARD_VERSION),
        "name": translate(
            "Boards", "its name must be a text of 1 to {most} characters, in every language"
        ).format(most=MAX_NAME_LENGTH),
        "note": translate("Boards", "its note must be a text, in every language"),
        "squares": translate(
            "Boards", "it must list the track's {count} squares (the start area is not listed)"
        ).format(count=TRACK_LENGTH),
        "square": translate(
            "Boards",
            "square {square} must have a colour ({colours}), a number from {low} to {high} "
            "and a bonus from {least} to {most}",
        ).format(
            square=square,
            colours=", ".join(colour_name(colour) for colour in COLOURS),
            low=LOWEST_NUMBER,
            high=HIGHEST_NUMBER,
            least=LOWEST_BONUS,
            most=FINAL_BONUS,
        ),
        "bonus_falls": translate(
            "Boards",
            "square {square}'s bonus is lower than the square's before it: bonuses never "
            "fall along the track",
        ).format(square=square),
        "last_bonus": translate("Boards", "the last square's bonus must be {bonus}").format(
            bonus=FINAL_BONUS
        ),
    }
    return texts.get(reason, texts["not_a_board"])


TEXTS = OnBoardTexts()

__all__ = [
    "BOARD_RULES",
    "TEXTS",
    "OnBoardTexts",
    "board_fault",
    "board_rule_text",
    "square_name",
    "square_offered",
]
