"""This app's own short summary of the rules, one page per game, plus how to play here."""

from __future__ import annotations

from html import escape

from .i18n import translate


def _page(title: str, paragraphs: list[str], controls: list[str]) -> str:
    body = "".join(f"<p>{escape(text)}</p>" for text in paragraphs)
    keys = "".join(f"<li>{escape(text)}</li>" for text in controls)
    heading = escape(translate("Rules", "Playing in this window"))
    return f"<h2>{escape(title)}</h2>{body}<h3>{heading}</h3><ul>{keys}</ul>"


def _controls() -> list[str]:
    return [
        translate("Rules", "Highlighted numbers are the ones you may cross now: click one, or "
                           "move with the arrow keys or Tab and press Space or Enter."),
        translate("Rules", "R rolls the dice, P passes (or finishes your turn), Ctrl+Z takes "
                           "back your last decision until the dice are rolled again."),
        translate("Rules", "Several people can play at one computer: the banner at the top "
                           "names whoever decides now, and their sheet is the large one."),
    ]


def _qwantum_controls() -> list[str]:
    return [
        translate("Rules", "After your roll, click the dice you want to throw again (they "
                           "lift and get a ring), then Re-roll; or Keep all dice. With the "
                           "dice tray focused, keys 1 to 7 pick dice and Enter re-rolls."),
        translate("Rules", "The four colour values are shown under the dice. Your sheet "
                           "previews each value in the next free field of its row: click a "
                           "highlighted row (or the value under the dice) to write it. A row "
                           "where the value does not fit says why."),
        translate("Rules", "P passes, Ctrl+Z takes back your last decision until the dice "
                           "are rolled again. Several people can play at one computer: the "
                           "banner names whoever decides now."),
    ]


def _qwantum_page() -> str:
    return _page(
        translate("Rules", "Qwantum in short"),
        [
            translate("Rules", "Everyone has a sheet with four colour rows (violet, blue, "
                               "red, yellow) of six fields. Numbers are written, not crossed, "
                               "from left to right: up to the thick line each number must be "
                               "higher than the one before, after it each must be lower."),
            translate("Rules", "On your turn you roll one white die and six special dice "
                               "whose faces show a colour and a number, and you may roll any "
                               "of them again once. A colour's value is the white die plus "
                               "the special dice showing that colour."),
            translate("Rules", "Then you may write one colour's value in its row. After "
                               "that every player, you included, may write one of the other "
                               "colours' values in its row."),
            translate("Rules", "If you are the active player and write nothing at all, you "
                               "take a misthrow: the first costs 1 point, the second 2 more, "
                               "and so on."),
            translate("Rules", "A column scores as soon as its four fields are filled: its "
                               "second-lowest distinct number (5, 5, 8, 9 scores 8). The game "
                               "ends when a sheet is full or someone takes a fifth misthrow; "
                               "the highest total wins."),
        ],
        _qwantum_controls(),
    )


def rules_html(game: str) -> str:
    if game == "qwantum":
        return _qwantum_page()
    if game == "onboard":
        return _page(
            translate("Rules", "Qwixx On Board in short"),
            [
                translate("Rules", "On Board plays like classic Qwixx, with a board of 40 "
                                   "squares and one figure per player. Each square shows a "
                                   "colour, a number and bonus points."),
                translate("Rules", "After the two actions of a turn, the active player may "
                                   "move their figure forward by 1 to 5 free squares (squares "
                                   "with another figure are jumped and not counted). It may "
                                   "land only where the square's number is already crossed in "
                                   "that colour on their sheet, or may be crossed there now, "
                                   "in which case it is crossed."),
                translate("Rules", "You take a misthrow only if you crossed nothing in all "
                                   "three actions."),
                translate("Rules", "When a figure reaches one of the last five squares, every "
                                   "other player has one more turn, then the game ends. It "
                                   "also ends as in classic Qwixx. Each figure's square adds "
                                   "its bonus to its player's points."),
            ],
            [
                *_controls(),
                translate("Rules", "For the figure, click a highlighted square on the board "
                                   "(or Tab to the board, choose with the arrow keys, press "
                                   "Space), or press \"Don't move\"."),
            ],
        )
    if game == "longo":
        return _page(
            translate("Rules", "Qwixx Longo in short"),
            [
                translate("Rules", "Longo plays like classic Qwixx with eight-sided dice and "
                                   "longer rows: red and yellow run from 2 up to 16, green and "
                                   "blue from 16 down to 2."),
                translate("Rules", "A row can be locked with either of its last two numbers, "
                                   "and only once you have six crosses in it."),
                translate("Rules", "Each sheet has two lucky numbers (the gold circles). When "
                                   "the white sum is one of yours, you may instead cross the "
                                   "next number of one of your open rows with the fewest "
                                   "crosses. The window marks that cell with a star."),
                translate("Rules", "Everything else (the two actions, misthrows, the end of the "
                                   "game and the points) is as in classic Qwixx."),
            ],
            _controls(),
        )
    return _page(
        translate("Rules", "Qwixx in short"),
        [
            translate("Rules", "Everyone has a sheet with four colour rows. Red and yellow run "
                               "from 2 up to 12, green and blue from 12 down to 2. In each row "
                               "you cross numbers from left to right only; numbers you jump "
                               "over are lost."),
            translate("Rules", "On your turn you roll six dice: two white and one of each "
                               "colour. First, every player may cross the sum of the two white "
                               "dice in any one row. Then you alone may also cross one white "
                               "die plus one colour die in the row of that colour."),
            translate("Rules", "If you are the active player and cross nothing at all, you take "
                               "a misthrow, worth minus five points."),
            translate("Rules", "The last number of a row locks it, but only once you have five "
                               "crosses there: the lock counts as one more cross, the row "
                               "closes for everybody and its die leaves the game."),
            translate("Rules", "The game ends when a player takes a fourth misthrow or when two "
                               "rows are locked. Each row scores by its number of crosses "
                               "(1, 3, 6, 10, … as shown under the sheet); the highest total "
                               "wins."),
        ],
        _controls(),
    )
