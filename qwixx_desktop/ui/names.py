"""Translated names of games, colours and computer levels (shown in many places)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ..ai.kit import EASY, EXPERT, HARD, MEDIUM
from ..engine import HUMAN, Game, Player
from ..engine.record import Record, set_field
from ..games import get_game, is_game
from ..games.crossing import LOCK_CROSSES, MISTHROW_POINTS, MISTHROWS_TO_END, ROWS_TO_END
from .i18n import current_language, translate

# The longest name New game takes; a save may hold longer ones (engine.save.MAX_NAME_LENGTH),
# which the window cuts short where they are laid out (the results card).
NAME_LIMIT = 24


def unnamed_seat() -> str:
    """What a seat without a name is called, its number to fill in: "Player {number}" in the
    window's language (the engine's is English)."""
    return translate("NewGame", "Player {number}")


def game_title(key: str) -> str:
    """The game's name in the window's language; an unknown key (a statistics line from a
    newer version) as it is."""
    return get_game(key).name(current_language()) if is_game(key) else key


def house_rule_name(key: str) -> str:
    """The label of a house rule's setting in New game."""
    names = {
        LOCK_CROSSES: translate("Names", "Crosses needed before a lock"),
        MISTHROWS_TO_END: translate("Names", "Misthrows that end the game"),
        MISTHROW_POINTS: translate("Names", "Points per misthrow"),
        ROWS_TO_END: translate("Names", "Locked rows that end the game"),
    }
    return names.get(key, key)


def house_rules_text(house_rules: Mapping[str, int]) -> str:
    """The house rules in a few words ("crosses to lock: 3; points per misthrow: 10");
    empty under the standard rules. (Number first phrases would need plural forms.)"""
    words = {
        LOCK_CROSSES: translate("Names", "crosses to lock: {count}"),
        MISTHROWS_TO_END: translate("Names", "misthrows to end: {count}"),
        MISTHROW_POINTS: translate("Names", "points per misthrow: {count}"),
        ROWS_TO_END: translate("Names", "locked rows to end: {count}"),
    }
    return "; ".join(
        words.get(key, f"{key}: {{count}}").format(count=value)
        for key, value in house_rules.items()
    )


def house_rules_line(game: Game) -> str:
    """The line "House rules: ..." of a game under house rules; empty under standard rules."""
    return house_rules_said(get_game(game.setup.variant).house_rules_in(game.setup.options))


def house_rules_said(house_rules: Mapping[str, int]) -> str:
    """The line "House rules: ..." of these house rules; empty when there are none."""
    if not house_rules:
        return ""
    return translate("Window", "House rules: {rules}").format(rules=house_rules_text(house_rules))


# A colour and its number in a template, side by side or with a short word between.
_COLOUR_WITH_NUMBER = re.compile(r"\{(?:colour|number)\}(?: \w{1,3})? \{(?:colour|number)\}")


def colour_name(colour: str) -> str:
    names = {
        "red": translate("Names", "red"),
        "yellow": translate("Names", "yellow"),
        "green": translate("Names", "green"),
        "blue": translate("Names", "blue"),
        "violet": translate("Names", "violet"),
    }
    return names.get(colour, colour)


def colour_with_number(template: str) -> str:
    """A translated `template` with its colour and number kept on one line: "(azul 7)"
    wrapped after "azul" in the coach's narrow panel (Spanish, 1280 px wide). The spaces
    of "{colour} {number}", or of "{number} en {colour}" (a short word between), become
    no-break spaces, in whatever order a language puts the two."""
    return _COLOUR_WITH_NUMBER.sub(lambda found: found[0].replace(" ", "\u00a0"), template)


def row_colour_name(colour: str) -> str:
    """The colour as it names a row ("the red row"): Spanish makes it agree with "fila" (la
    fila roja), where the colour itself, or a die's, is masculine (el rojo, el dado rojo)."""
    names = {
        "red": translate("Names", "red", "the colour of a row: the red row"),
        "yellow": translate("Names", "yellow", "the colour of a row: the yellow row"),
        "green": translate("Names", "green", "the colour of a row: the green row"),
        "blue": translate("Names", "blue", "the colour of a row: the blue row"),
        "violet": translate("Names", "violet", "the colour of a row: the violet row"),
    }
    return names.get(colour, colour)


def colour_letter(colour: str, fallback: str) -> str:
    """The row's letter in the current language (R/Y/G/B, R/A/V/Z in Spanish)."""
    letters = {
        "red": translate("Names", "R", "letter of the red row"),
        "yellow": translate("Names", "Y", "letter of the yellow row"),
        "green": translate("Names", "G", "letter of the green row"),
        "blue": translate("Names", "B", "letter of the blue row"),
        "violet": translate("Names", "V", "letter of the violet row"),
    }
    return letters.get(colour, fallback)


def level_name(level: str) -> str:
    names = {
        HUMAN: translate("Names", "Human"),
        EASY: translate("Names", "Computer: easy"),
        MEDIUM: translate("Names", "Computer: medium"),
        HARD: translate("Names", "Computer: hard"),
        EXPERT: translate("Names", "Computer: expert"),
        "random": translate("Names", "Computer: random"),
    }
    return names.get(level, translate("Names", "Computer: {level}").format(level=level))


def short_level(level: str) -> str:
    names = {
        HUMAN: translate("Names", "human"),
        EASY: translate("Names", "easy"),
        MEDIUM: translate("Names", "medium"),
        HARD: translate("Names", "hard"),
        EXPERT: translate("Names", "expert"),
    }
    return names.get(level, level)


class People(Record):
    """The players as sentences name them.

    In a game with one person (against computer players) that person is the one reading the
    screen, whatever their seat's name: sentences about them are in the second person ("You
    win", "Ganas"). With several people at one computer (hot-seat) everyone is named, except
    a seat that kept the new-game default name "You" ("Tú"): that name only reads right as
    "you".
    """

    __match_args__ = ("names", "you")
    __slots__ = __match_args__
    names: tuple[str, ...]
    you: int | None

    def __init__(self, names: tuple[str, ...], you: int | None) -> None:
        set_field(self, "names", names)
        set_field(self, "you", you)

    @classmethod
    def of(cls, players: Sequence[Player]) -> People:
        humans = [seat for seat, player in enumerate(players) if player.is_human]
        if len(humans) != 1:
            called_you = {"you", "tú", "tu", translate("NewGame", "You").casefold()}
            humans = [seat for seat in humans if players[seat].name.casefold() in called_you]
        return cls(tuple(p.name for p in players), humans[0] if len(humans) == 1 else None)

    def about(self, seat: int, yours: str, theirs: str, **values: object) -> str:
        """The sentence about `seat`: `yours` (second person) when it is you, else `theirs`
        with the seat's {name}."""
        text = yours if seat == self.you else theirs
        return text.format(name=self.names[seat], **values)

    def ask(self, seat: int, request: str) -> str:
        """A request to the person deciding at `seat`: as it is when that is you, else with
        their name in front (hot-seat: "Ana: Roll the dice")."""
        if seat == self.you:
            return request
        return translate("Names", "{name}: {request}").format(
            name=self.names[seat], request=request
        )

    def listing(self, seats: Sequence[int]) -> str:
        """Several players in one phrase: "Ana", "Ana and Ben", "Ana, Ben and you" (you last)."""
        words = [self.names[seat] for seat in seats if seat != self.you]
        if self.you in seats:
            words.append(translate("Names", "you", "in a list of players: Ana, Ben and you"))
        return listing(words)


def listing(words: Sequence[str]) -> str:
    """Words in one phrase: "A", "A and B", "A, B and C"."""
    if len(words) <= 1:
        return "".join(words)
    return translate("Names", "{names} and {last}").format(
        names=", ".join(words[:-1]), last=words[-1]
    )
