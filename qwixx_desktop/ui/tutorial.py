"""Learn to play: a short scripted game per game, and the "What's different" cards.

A game's tutorial (`GameSpec.tutorial()`, from its ui/<game>_tutorial.py) is a seed, one
computer opponent, the dice of the first rolls and the person's moves in order, each with a
lesson: a sentence or two shown in a bubble beside the thing it is about. The game is an
ordinary game (a seed and a log; the scripted dice are chance outcomes in the log), so it
replays, saves and undoes as any other. While the script runs, the controller asks it for the
dice (`Script.dice`) and lets a person make only the lesson's move (`Script.refusal`); the
lesson shown is the number of moves the person has made so far, read from the log, so an undo
takes the script back with the game. When the lessons run out the script lets go and the same
game goes on as free play; "Skip tutorial" lets go at once. A tutorial resumed from the
autosave or opened from a save takes its lessons up where they were (`Tutor.take_up`), unless
it was skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..ai.coach import Advice
from ..engine import AnyRules, Cross, Game, Move, Pass, Player, Roll
from ..gamedata import DataFileError
from ..games import all_games, get_game
from .accessible import announce
from .controller import Waiting
from .gamelog import LogLine, Said, notice
from .i18n import translate
from .names import house_rules_said
from .overlays import Overlay
from .preferences import remember_flag, remembered_flag
from .style import palette_look

if TYPE_CHECKING:
    from .table import TableWidget
    from .window import MainWindow

# Where a bubble points: a widget and a rectangle in its coordinates.
Anchor = Callable[["TableWidget"], tuple[QWidget, QRect]]


@dataclass(frozen=True)
class Lesson:
    """One move of the person: `move` (None: roll the dice), what it teaches, and where."""

    move: Move | None
    text: Callable[[], str]  # in the current language, when shown
    anchor: Anchor


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial and its "What's different" card (either may be missing)."""

    seed: int = 0
    level: str = "easy"  # the computer opponent
    board: str = "a"  # for games with a board
    options: Mapping[str, Any] = field(default_factory=dict)  # over the game's data options
    rolls: tuple[tuple[int | None, ...], ...] = ()  # the first rolls' faces, in order
    lessons: tuple[Lesson, ...] = ()
    # From classic Qwixx, for those who know it; the game's rules give its house rules' numbers.
    differences: Callable[[AnyRules], str] | None = None


def roll_button(table: TableWidget) -> tuple[QWidget, QRect]:
    return table.roll_button, table.roll_button.rect()


def pass_button(table: TableWidget) -> tuple[QWidget, QRect]:
    return table.pass_button, table.pass_button.rect()


def lessons_done(game: Game, seat: int = 0) -> int:
    """How many of `seat`'s own moves (rolls they made, decisions) the log holds."""
    rules, state, done = game.rules, game.initial_state, 0
    for action in game.log:
        if isinstance(action, Roll):
            done += state.active == seat and not rules.rolls_itself(state)
        else:
            done += action.player == seat
        state, _ = rules.apply(state, action)
    return done


def _refused_text(lesson: Lesson) -> str:
    ask = translate("Tutorial", "Not now: this lesson asks for something else.")
    return f"{ask} {lesson.text()}"


def _same(move: Move, wanted: Move) -> bool:
    # A lucky cross and a plain cross of the same number look the same on the sheet.
    if isinstance(move, Cross) and isinstance(wanted, Cross):
        return (move.row, move.number) == (wanted.row, wanted.number)
    return move == wanted


class ScriptRun:
    """A tutorial being played: the controller's `Script` for its game."""

    def __init__(self, key: str, tutorial: Tutorial, game: Game) -> None:
        self.key = key
        self.tutorial = tutorial
        self.game = game

    def lesson(self) -> tuple[int, Lesson | None]:
        done = lessons_done(self.game)
        lessons = self.tutorial.lessons
        return done, lessons[done] if done < len(lessons) else None

    def dice(self, game: Game) -> tuple[int | None, ...] | None:
        rolls = sum(isinstance(action, Roll) for action in game.log)
        scripted = self.tutorial.rolls
        return scripted[rolls] if rolls < len(scripted) else None

    def refusal(self, game: Game, seat: int, move: Move) -> Said | None:
        lesson = self._asking(game)
        if lesson is None or lesson.move is None or _same(move, lesson.move):
            return None
        # Written when shown: the status line writes it again in a language chosen later.
        return partial(_refused_text, lesson)

    def lesson_hint(self, game: Game, seat: int) -> Said | None:
        lesson = self._asking(game)
        return lesson.text if lesson is not None else None

    def _asking(self, game: Game) -> Lesson | None:
        """The lesson of `game` that asks for one move now, if any."""
        _, lesson = self.lesson()
        if game is not self.game or lesson is None or lesson.move is None:
            return None
        return lesson


# Game.notes key: the person skipped the tutorial, so its game is free play (resumed too).
SKIPPED_NOTE = "tutorial_skipped"


def start_tutorial_game(key: str, tutorial: Tutorial) -> Game:
    """The tutorial's game: the person against one computer player, on the scripted seed."""
    from ..stats import TUTORIAL_NOTE  # the statistics load after the first paint

    players = [
        Player(translate("Tutorial", "You")),
        Player(translate("Tutorial", "Computer"), tutorial.level),
    ]
    options = {**get_game(key).read_data(tutorial.board), **tutorial.options}
    game = Game(key, players, tutorial.seed, options)
    game.notes[TUTORIAL_NOTE] = True
    return game


def _tutorial_line(key: str) -> str:
    """The log's first line of a tutorial's game. It points to the bubbles by what they say,
    not by their colour: a person who cannot tell yellow finds them by their lessons."""
    return translate("Tutorial", "Tutorial: {game}. Follow the lessons in the bubbles.").format(
        game=get_game(key).name(_language())
    )


def tutorial_of(key: str) -> Tutorial:
    return get_game(key).tutorial() or Tutorial()


def tutorial_games() -> list[str]:
    """The games that have a tutorial, in menu order."""
    return [spec.key for spec in all_games() if tutorial_of(spec.key).lessons]


# ------------------------------------------------------------------------ the bubble

TAIL = 12  # the pointer's length, in pixels
GAP = 4  # between the pointer's tip and the thing it points at


class Bubble(QWidget):
    """A lesson beside the thing it is about: a rounded card with a pointer towards it."""

    skip = Signal()
    done = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialBubble")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._side = "none"  # which side the pointer leaves from: left/right/top/bottom/none
        self._tip = QPointF()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(TAIL + 14, TAIL + 10, TAIL + 14, TAIL + 10)
        layout.setSpacing(8)
        self.step = QLabel(self)
        self.step.setObjectName("tutorialStep")
        self.text = QLabel(self)
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.text.setFixedWidth(300)
        font = self.text.font()
        font.setPixelSize(15)
        self.text.setFont(font)
        buttons = QHBoxLayout()
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skipTutorial")
        self.done_button = QPushButton(self)
        self.done_button.setObjectName("playOn")
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.done_button)
        layout.addWidget(self.step)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        for label in (self.step, self.text):
            label.setStyleSheet("color: #1d2330; background: transparent;")
        self.skip_button.clicked.connect(self.skip)
        self.done_button.clicked.connect(self.done)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.skip_button.setText(translate("Tutorial", "Skip tutorial"))
        self.done_button.setText(translate("Tutorial", "Play on"))

    def show_lesson(self, step: str, text: str, last: bool) -> None:
        if (step, text) != (self.step.text(), self.text.text()):
            # Said aloud when it changes: the bubble never takes the focus (the keys play on
            # the table), so a screen reader would not read it on its own.
            announce(self, f"{step}. {text}")
        self.step.setText(step)
        self.text.setText(text)
        self.setAccessibleDescription(text)
        self.skip_button.setVisible(not last)
        self.done_button.setVisible(last)
        # Measured anew, the buttons' row (a layout in the bubble's) too: a button hidden in
        # the hidden bubble left that row as measured before (both buttons), wider than the
        # text in a large font, and the lesson's lines got the height for that width: cut.
        layout = self.layout()
        assert layout is not None
        layout.activate()
        self.adjustSize()

    def point_at(self, area: QRect | None) -> None:
        """Place the bubble beside `area` (in the parent's coordinates), on whichever side
        has room; None: in the bottom right corner (over the end of the log, not over the
        other players' sheets), without a pointer."""
        parent = self.parentWidget()
        assert parent is not None
        bounds = parent.rect().adjusted(4, 4, -4, -4)
        width, height = self.width(), self.height()
        if area is None:
            self._side = "none"
            self.move(bounds.right() - width, bounds.bottom() - height)
        else:
            middle = area.center()
            # Below the thing first (a sheet's later rows matter less than the row in
            # question), then above, then beside it.
            places = {
                "top": QPoint(middle.x() - width // 2, area.bottom() + GAP),
                "bottom": QPoint(middle.x() - width // 2, area.top() - GAP - height),
                "left": QPoint(area.right() + GAP, middle.y() - height // 2),
                "right": QPoint(area.left() - GAP - width, middle.y() - height // 2),
            }
            # Slid along the thing's side to stay inside, then kept if it fits.
            for side, place in places.items():
                if side in ("top", "bottom"):
                    place.setX(min(max(place.x(), bounds.left()), bounds.right() - width))
                else:
                    place.setY(min(max(place.y(), bounds.top()), bounds.bottom() - height))
            side, place = next(
                ((side, place) for side, place in places.items() if _fits(place, self, bounds)),
                ("top", places["top"]),
            )
            x = min(max(place.x(), bounds.left()), bounds.right() - width)
            y = min(max(place.y(), bounds.top()), bounds.bottom() - height)
            self._side = side
            self.move(x, y)
            tip = {
                "left": QPoint(area.right() + GAP, middle.y()),
                "right": QPoint(area.left() - GAP, middle.y()),
                "top": QPoint(middle.x(), area.bottom() + GAP),
                "bottom": QPoint(middle.x(), area.top() - GAP),
            }[side]
            self._tip = QPointF(tip - QPoint(x, y))
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(TAIL, TAIL, -TAIL, -TAIL)
        path = QPainterPath()
        path.addRoundedRect(card, 12, 12)
        tip = self._tip
        if self._side != "none":
            # The pointer's base sits on the card's edge facing the tip, as near it as fits.
            if self._side in ("left", "right"):
                x = card.left() if self._side == "left" else card.right()
                y = min(max(tip.y(), card.top() + 18), card.bottom() - 18)
                base = (QPointF(x, y - 9), QPointF(x, y + 9))
            else:
                y = card.top() if self._side == "top" else card.bottom()
                x = min(max(tip.x(), card.left() + 18), card.right() - 18)
                base = (QPointF(x - 9, y), QPointF(x + 9, y))
            pointer = QPainterPath()
            pointer.addPolygon(QPolygonF([base[0], tip, base[1], base[0]]))
            path = path.united(pointer)
        look = palette_look(self)
        painter.setPen(QPen(look.bubble_edge, 2))
        painter.setBrush(look.bubble_face)
        painter.drawPath(path)
        painter.end()


def _fits(place: QPoint, widget: QWidget, bounds: QRect) -> bool:
    return bounds.contains(QRect(place, widget.size()))


# ------------------------------------------------------------------------ the cards


def _titled_card(overlay: Overlay, spacing: int, title_size: int) -> tuple[QVBoxLayout, QLabel]:
    """The overlay's card laid out as a column under a bold title."""
    layout = QVBoxLayout(overlay.card)
    layout.setContentsMargins(28, 22, 28, 22)
    layout.setSpacing(spacing)
    title = QLabel(overlay.card)
    font = title.font()
    font.setPixelSize(title_size)
    font.setBold(True)
    title.setFont(font)
    return layout, title


CHOICE_HEIGHT = 36  # the Learn to play card's buttons, each game's and the decline


class ChooseCard(Overlay):
    """Learn to play: the games with a tutorial, one button each, and "No thanks"."""

    chosen = Signal(str)
    light_dismiss = True

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout, self.title = _titled_card(self, 10, 22)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.intro = QLabel(self.card)
        self.intro.setWordWrap(True)
        self.intro.setFixedWidth(420)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        # The games' buttons are made when first shown: reading which games have a
        # tutorial loads their tutorial modules, which the start need not wait for.
        self.game_buttons: dict[str, QPushButton] = {}
        self.decline_button = QPushButton(self.card)
        self.decline_button.setObjectName("declineTutorial")
        self.decline_button.clicked.connect(self.hide)
        # As tall as the games' buttons over it: at its own hint it was a thin strip under them.
        self.decline_button.setMinimumHeight(CHOICE_HEIGHT)
        layout.addSpacing(6)
        layout.addWidget(self.decline_button)
        self.first_start = False
        self.retranslate()

    def popup(self) -> None:
        if not self.game_buttons:
            layout = self.card.layout()
            assert isinstance(layout, QVBoxLayout)
            for position, key in enumerate(tutorial_games(), start=2):
                button = QPushButton(self.card)
                button.setObjectName(f"learn-{key}")
                button.setMinimumHeight(CHOICE_HEIGHT)
                button.clicked.connect(lambda _=False, key=key: self._choose(key))
                layout.insertWidget(position, button)
                self.game_buttons[key] = button
            # Tab goes down the card as it reads: the games, then the decline at the end.
            order = [*self.game_buttons.values(), self.decline_button]
            for before, after in pairwise(order):
                QWidget.setTabOrder(before, after)
        self.retranslate()
        super().popup()

    def focus_target(self) -> QWidget | None:
        return next(iter(self.game_buttons.values()), self.decline_button)

    def retranslate(self) -> None:
        self.title.setText(translate("Tutorial", "Learn to play"))
        if self.first_start:
            intro = translate(
                "Tutorial",
                "New to these games? Learn one in a short game against the computer: each "
                "rule is explained when it first matters, and you make the moves.",
            )
        else:
            intro = translate(
                "Tutorial",
                "A short game against the computer: each rule is explained when it first "
                "matters, and you make the moves. Which game?",
            )
        self.intro.setText(intro)
        language = _language()
        for key, button in self.game_buttons.items():
            button.setText(get_game(key).name(language))
        self.decline_button.setText(
            translate("Tutorial", "No, thanks")
            if self.first_start
            else translate("Tutorial", "Close")
        )

    def _choose(self, key: str) -> None:
        self.hide()
        self.chosen.emit(key)


class DifferencesCard(Overlay):
    """What a game does differently from classic Qwixx."""

    light_dismiss = True

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout, self.title = _titled_card(self, 12, 20)
        self.text = QLabel(self.card)
        self.text.setObjectName("differencesText")
        self.text.setWordWrap(True)
        self.text.setFixedWidth(460)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.close_button = QPushButton(self.card)
        self.close_button.setObjectName("differencesOk")
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.key = ""
        self.house_rules: Mapping[str, int] = {}
        self.rules: AnyRules | None = None

    def show_game(self, game: Game) -> None:
        self.key = game.setup.variant
        self.rules = game.rules
        self.house_rules = get_game(self.key).house_rules_in(game.setup.options)
        self.retranslate()
        self.popup()

    def tells_of(self, game: Game) -> bool:
        """The card's text is that of `game` (its game, its house rules)."""
        key = game.setup.variant
        return key == self.key and get_game(key).house_rules_in(game.setup.options) == dict(
            self.house_rules
        )

    def retranslate(self) -> None:
        self.close_button.setText(translate("Tutorial", "Got it"))
        if self.rules is None:
            return
        self.title.setText(
            translate("Tutorial", "{game}: what's different from Qwixx").format(
                game=get_game(self.key).name(_language())
            )
        )
        differences = tutorial_of(self.key).differences
        # "Everything else is as in Qwixx" is not so at a table playing by its house rules:
        # they are named under the differences.
        house = house_rules_said(self.house_rules)
        self.text.setText(
            (differences(self.rules) if differences else "") + (f"<p>{house}</p>" if house else "")
        )
        # The column is as wide as the title, so the layout would give the text the height
        # it needs at that width, not at its own: its last line would be cut off. The least
        # height a longer text had (another game's, another language's) goes first: a label's
        # height for its width is never below it, and blank lines stood above "Got it".
        self.text.setMinimumHeight(0)
        self.text.setMinimumHeight(self.text.heightForWidth(self.text.width()))


def _language() -> str:
    from .i18n import current_language

    return current_language()


# ------------------------------------------------------------------------ the tutor

OFFERED = "tutorial/offered"  # the first-start offer was made (taken up or not)


def _seen_key(game: str) -> str:
    return f"tutorial/differences_seen/{game}"


class Tutor(QObject):
    """Help → Learn to play and What's different, the first-start offer, and the tutorial
    while it runs (the bubble, the ring on the move to make, handing over to free play)."""

    skipped = Signal()  # the game's notes say so now: worth autosaving

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.table = window.table
        self.controller = window.controller
        self.run: ScriptRun | None = None
        self.bubble = Bubble(self.table)
        self.choose_card = ChooseCard(self.table)
        self.differences_card = DifferencesCard(self.table)
        self.learn_action = QAction(window)
        self.learn_action.triggered.connect(lambda: self.offer(first_start=False))
        self.differences_action = QAction(window)
        self.differences_action.triggered.connect(self.show_differences)
        self.bubble.skip.connect(self.skip)
        self.bubble.done.connect(self.stop)
        self.choose_card.chosen.connect(self.start)
        self.controller.changed.connect(self._follow)
        self.controller.game_started.connect(self._on_game_started)
        # Playing on (the keys still reach the table under a card) answers the cards.
        self.controller.person_acted.connect(self.choose_card.hide)
        self.controller.person_acted.connect(self.differences_card.hide)
        self.table.installEventFilter(self)
        window.installEventFilter(self)
        self.retranslate()
        if self.controller.game is not None:
            self._on_game_started()  # made after the game on the table started (window.tutor)

    @property
    def actions(self) -> tuple[QAction, ...]:
        return (self.learn_action, self.differences_action)

    def retranslate(self) -> None:
        self.learn_action.setText(translate("Tutorial", "&Learn to play…"))
        self.differences_action.setText(translate("Tutorial", "&What's different in this game"))
        self.bubble.retranslate()
        self.choose_card.retranslate()
        self.differences_card.retranslate()
        self._update_differences_action()
        self._follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self.table and kind == QEvent.Type.Resize:
            self._follow()
        return False

    # ---------------------------------------------------------------- offers and cards

    def first_start(self) -> None:
        """On the very first start, offer the tutorial (once, whatever the person says);
        not over the offer to resume a saved game."""
        settings = self.window.settings
        if remembered_flag(settings, OFFERED) or self.controller.game is None:
            return
        remember_flag(settings, OFFERED)
        self.offer(first_start=True)

    def offer(self, first_start: bool = False) -> None:
        self.choose_card.first_start = first_start
        self.choose_card.popup()

    def show_differences(self) -> None:
        game = self.controller.game
        if game is not None and tutorial_of(game.setup.variant).differences is not None:
            self.differences_card.show_game(game)

    def _update_differences_action(self) -> None:
        game = self.controller.game
        has = game is not None and tutorial_of(game.setup.variant).differences is not None
        self.differences_action.setEnabled(has)

    def _on_game_started(self) -> None:
        game = self.controller.game
        if self.run is not None and game is not self.run.game:
            self.stop()  # another game replaced the tutorial's
        self._update_differences_action()
        if game is None or not self.differences_card.tells_of(game):
            self.differences_card.hide()  # it told of the game that left the table
        if game is None or self.run is not None:
            return  # a tutorial teaches what is different itself
        key = game.setup.variant
        settings = self.window.settings
        if tutorial_of(key).differences is not None and not remembered_flag(
            settings, _seen_key(key)
        ):
            remember_flag(settings, _seen_key(key))
            self.differences_card.show_game(game)

    # ---------------------------------------------------------------- the tutorial

    def start(self, key: str) -> bool:
        """Play `key`'s tutorial (after asking, as Game → New does, about a game in play)."""
        tutorial = tutorial_of(key)
        if not tutorial.lessons:
            return False
        if not self.window.may_abandon_game(translate("Tutorial", "Start the tutorial")):
            return False
        try:
            game = start_tutorial_game(key, tutorial)
        except DataFileError as error:
            # The game's data file cannot be used (Qwantum's dice, corrected by hand).
            from .window import data_problem  # the window imports this module

            self.window.notify(data_problem(error, key, tutorial.board), "error")
            return False
        self.stop()
        # The script must be in place before the game starts: a computer may roll at once.
        self.run = ScriptRun(key, tutorial, game)
        self.controller.script = self.run
        self.window.current_path = None
        self.window.start_game(game)
        self.window.notify(partial(_tutorial_line, key), "info")
        return True

    def opening_lines(self, game: Game) -> list[LogLine]:
        """The notices a tutorial's log began with, for its log rebuilt from a file (the
        autosave, a save): the rebuilt log lost its "Tutorial: ..." line."""
        from ..stats import TUTORIAL_NOTE  # the statistics load after the first paint

        if not game.notes.get(TUTORIAL_NOTE):
            return []
        return [notice(partial(_tutorial_line, game.setup.variant), "info")]

    def take_up(self, game: Game) -> None:
        """Before a game from a file (the autosave, or one opened) starts: a tutorial left
        with lessons to go goes on where it was (the log says which); a skipped tutorial and
        any other game are left alone."""
        from ..stats import TUTORIAL_NOTE  # the statistics load after the first paint

        if not game.notes.get(TUTORIAL_NOTE) or game.notes.get(SKIPPED_NOTE):
            return
        key = game.setup.variant
        tutorial = tutorial_of(key)
        if lessons_done(game) >= len(tutorial.lessons):
            return
        self.stop()
        # In place before the game starts, as in start(): a computer may roll at once.
        self.run = ScriptRun(key, tutorial, game)
        self.controller.script = self.run

    def skip(self) -> None:
        if self.run is None:
            return
        # Kept with the game: resumed, it must not take the lessons up again.
        self.run.game.notes[SKIPPED_NOTE] = True
        self.stop()
        self.skipped.emit()
        self.window.notify(
            lambda: translate("Tutorial", "Tutorial skipped: this game goes on as a normal game."),
            "info",
        )

    def stop(self) -> None:
        """Let go of the game: it goes on (or ends) as free play."""
        if self.controller.script is self.run:
            self.controller.script = None
        self.run = None
        self.bubble.hide()
        self._ring(None)

    @property
    def running(self) -> bool:
        return self.run is not None

    def _ring(self, move: Move | None) -> None:
        """Ring the move to make where it is made (the coach's mark); None: no ring."""
        for target in self.table.advice_targets():
            target.show_advice(())
        if move is not None and not isinstance(move, Pass):
            self.table.kit.show_advice([Advice(move, 0.0, 0.0)])

    def _follow(self) -> None:
        """Show the lesson of the position on the table (after every change)."""
        run = self.run
        if run is None:
            return
        snap = self.controller.snapshot
        if snap is None or snap.game is not run.game:
            return
        if snap.waiting is Waiting.OVER:
            self.stop()  # the results say the rest
            return
        if snap.waiting is Waiting.ANIMATION:
            return  # the bubble stays as it is until the table settles
        done, lesson = run.lesson()
        total = len(run.tutorial.lessons)
        if lesson is None:
            if self.controller.script is run:
                self.controller.script = None  # free play from here: seeded dice, any move
            self._ring(None)
            self.bubble.show_lesson(
                translate("Tutorial", "Well done!"),
                translate(
                    "Tutorial",
                    "That's the tutorial. This game now goes on as a normal game against "
                    "the computer: play it to the end, the highest total wins.",
                ),
                last=True,
            )
            self.bubble.point_at(None)
            return
        self.controller.script = run  # again, after an undo back into the lessons
        step = translate("Tutorial", "Lesson {number} of {count}").format(
            number=done + 1, count=total
        )
        mine = snap.waiting in (Waiting.HUMAN_ROLL, Waiting.HUMAN_DECISION) and (
            snap.decider in (None, 0)
        )
        if not mine:
            self._ring(None)
            self.bubble.show_lesson(
                step, translate("Tutorial", "The computer's turn: watch its moves."), False
            )
            self.bubble.point_at(None)
            return
        self._ring(lesson.move)
        self.bubble.show_lesson(step, lesson.text(), False)
        widget, rect = lesson.anchor(self.table)
        if widget.isVisible():
            area = QRect(widget.mapTo(self.table, rect.topLeft()), rect.size())
            self.bubble.point_at(area)
        else:
            self.bubble.point_at(None)


__all__ = [
    "Bubble",
    "Lesson",
    "ScriptRun",
    "Tutor",
    "Tutorial",
    "lessons_done",
    "pass_button",
    "roll_button",
    "start_tutorial_game",
    "tutorial_games",
]
