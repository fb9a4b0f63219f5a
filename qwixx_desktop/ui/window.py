"""The main window: menus, the table, autosave, files, settings and languages."""

from __future__ import annotations

import contextlib
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QSettings,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent

# QFileDialog and QMessageBox are imported where a dialog opens: importing a PySide6 class
# builds its enums, milliseconds that the start does not need to spend.
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine import HUMAN, SEED_MAX, EngineError, Game, Player, SaveError
from ..engine.save import MAX_NAME_LENGTH, check_savable
from ..engine.seat_names import distinct_names
from ..gamedata import DataFileError
from ..games import all_games, game_keys, get_game
from ..storage import SetAside, load_game, save_game, set_aside
from .autosave import UNWRITABLE, Autosaver, file_of
from .bots import AfterFirstPaint, ProcessBots
from .controller import GameController, Waiting
from .gamelog import LogLine, Said, game_lines
from .i18n import Translations, counted, show_language_now, shown_file, translate, why_it_failed
from .names import game_title, house_rules_line, listing, unnamed_seat
from .paths import (
    APPLICATION,
    SEAT_NAME,
    TABLE_NAME,
    autosave_path,
    data_dir,
    data_dir_stand_in,
    statistics_path,
)
from .preferences import (
    NewGameChoice,
    Preferences,
    Seat,
    load_new_game_choice,
    load_pad_game,
    load_preferences,
    load_print_choice,
    save_new_game_choice,
    save_pad_game,
    save_preferences,
    save_print_choice,
)
from .style import Look, apply_theme, chosen_look, follow_system_scheme, screen_room
from .table import TableWidget

if TYPE_CHECKING:
    from datetime import date

    from PySide6.QtGui import QWindow

    from ..export import ExportResult
    from ..stats import StatsStore
    from .coach_review import CoachReviewPanel
    from .controller import Elsewhere
    from .daily_dialog import DailyResultPanel
    from .dialogs import ExportDialog, PrintPadsDialog
    from .jobs import BackgroundJobs, JobContext
    from .netgame import NetworkPlay
    from .overlays import ResultsPanel, ResumePanel, ReviewBar
    from .sound import SoundPlayer
    from .tutorial import Tutor

SEED_LIMIT = 1_000_000_000
# The window's sizes: the least it is made (LEAST_SIZE), the first (FIRST_SIZE), both within
# the screen's room (style.screen_room). A screen with less room (a laptop at 1280x720
# points, 1080p at 150 %) lowers the least height down to LEAST_HEIGHT, where the table still
# holds together.
LEAST_SIZE = QSize(960, 660)
LEAST_HEIGHT = 500
FIRST_SIZE = QSize(1280, 820)
# The start's autosave waits for the first paint, or this long at most.
AUTOSAVE_HOLD_MS = 3000
# The folders the file dialogs open in: of the last game saved, of the last PDF written.
SAVE_FOLDER = "files/folder"
PDF_FOLDER = "files/pdf_folder"
# The OS's randomness, as `secrets` uses it; that module's import (hashlib, hmac) slows the start.
_SYSTEM_RANDOM = random.SystemRandom()


def game_from_choice(choice: NewGameChoice, options: Mapping[str, Any] | None = None) -> Game:
    """A new game as chosen: its data files, board and house rules; `options` (e.g. a
    finished game's own, board and house rules included) win over the choice's.

    Raises DataFileError or BoardError when the chosen board file cannot be used."""
    seed = choice.seed if choice.seed is not None else _SYSTEM_RANDOM.randrange(SEED_LIMIT)
    # Settings kept from an older version may name two seats alike: numbered, as a save's.
    names = distinct_names([seat.name for seat in choice.seats], MAX_NAME_LENGTH, unnamed_seat())
    players = [
        Player(name, seat.controller) for name, seat in zip(names, choice.seats, strict=True)
    ]
    if options is None:
        options = {**get_game(choice.game).read_data(choice.board), **choice.rules_options()}
    return Game(choice.game, players, seed, options)


def _board_errors() -> tuple[type[Exception], ...]:
    """What an unusable board file raises; evaluated only when something was raised, so
    that the boards' module loads only then."""
    from ..engine.boards import BoardError

    return (BoardError, DataFileError)


def data_problem(error: Exception, key: str, board: str) -> Said:
    """Why game `key` cannot be set up from its files: its board file, or, for a game
    without boards, its own data file (Qwantum's dice, which people may correct)."""
    if get_game(key).boards:
        return board_problem(error, board)
    _log_detail(error)
    reason = getattr(error, "reason", "")
    cause = getattr(error, "cause", None)
    # The engine's words on where the dice go wrong stay as they are (the file and its
    # format's description are English): the person correcting the file needs them.
    detail = getattr(error, "detail", "")
    game = game_title(key)
    path = getattr(error, "path", None)
    file = shown_file(path.name if isinstance(path, Path) else f"{key}.json")

    def said() -> str:
        if isinstance(cause, OSError):  # missing or unreadable: the system's words
            why = why_it_failed(cause)
        elif reason == "too_big":
            why = translate("Window", "{file} is too big to be its data").format(file=file)
        elif reason == "not_usable":
            why = translate("Window", "{file} does not describe its dice as it should ({detail})")
            why = why.format(file=file, detail=detail)
        else:
            why = translate("Window", "{file} is damaged: it is not JSON text").format(file=file)
        return translate("Window", "{game} cannot be played: {reason}").format(
            game=game, reason=why
        )

    return said


def board_problem(error: Exception, board: str) -> Said:
    """Why a board file cannot be used, for the person, written when shown (in the language
    then); the engine's English detail is printed once, now."""
    from .onboard_texts import board_fault

    _log_detail(error)
    file = shown_file(Path(board).name)
    return lambda: translate("Window", "The board {file} cannot be used: {reason}").format(
        file=file, reason=board_fault(error)
    )


def where_kept(aside: SetAside) -> str:
    """Where a damaged file's bytes were kept, for the person: its name and its folder (the
    window shows the data folder nowhere else, and the name alone left it to be searched)."""
    if aside.kept_as is not None:
        return translate("Window", "The file was kept as {file} in the folder {folder}.").format(
            file=shown_file(aside.kept_as.name), folder=shown_file(aside.kept_as.parent)
        )
    why = why_it_failed(aside.error) if aside.error is not None else ""
    return translate(
        "Window",
        "The file {file} in the folder {folder} could not be moved aside ({error}), so it was "
        "left as it is.",
    ).format(file=shown_file(aside.path.name), folder=shown_file(aside.path.parent), error=why)


class MainWindow(QMainWindow):
    # A PDF that export_game or print_pads started has been written (True) or not (False);
    # either is told in the window.
    pdf_finished = Signal(bool)

    def __init__(
        self,
        settings: QSettings,
        translations: Translations | None = None,
        preferences: Preferences | None = None,
        bots_in_process: bool = True,
    ) -> None:
        """`bots_in_process`: computer players think in a worker process (the app); tests
        may keep them on threads to save the process start."""
        super().__init__()
        self.settings = settings
        if settings.parent() is None:
            # Destroyed with the window, on the GUI thread: left to Python, a collection of a
            # cycle holding it could run on a worker thread (autosave, computer player).
            settings.setParent(self)
        self.translations = translations or Translations()
        self.preferences = preferences or load_preferences(settings)
        self.look = self._chosen_look()
        self.current_path: Path | None = None
        self.autosave_enabled = True
        self._told_settings_unsaved = False

        central = QWidget(self)
        self.table = TableWidget(self.look, central)
        self._column = QVBoxLayout(central)  # the review bar goes below the table
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self._column.addWidget(self.table, 1)
        self.setCentralWidget(central)

        self.controller = GameController(
            self.table,
            animation=self.preferences.animation_factor,
            pace=self.preferences.pace_factor,
            bots=ProcessBots(self) if bots_in_process else None,
            parent=self,
        )
        self.table.attach(self.controller)
        self.table.animation_factor = self.preferences.animation_factor
        self.table.outlook.set_enabled(self.preferences.outlook)
        # Made when first needed or after the first paint (after_first_paint): nothing of
        # theirs shows before.
        self._sound: SoundPlayer | None = None
        self._tutor: Tutor | None = None
        # Built when first needed: the first paint shows none of them.
        self._results: ResultsPanel | None = None
        self._resume_panel: ResumePanel | None = None
        self._review_bar: ReviewBar | None = None
        self._coach_review: CoachReviewPanel | None = None  # built when first needed
        self._daily_panel: DailyResultPanel | None = None  # built when first needed
        self._daily_shown: Game | None = None  # the daily game whose card was shown
        self._stats: StatsStore | None = None  # made when first needed, after the first paint
        self._screen_followed: QWindow | None = None  # whose screen changes fit the least size
        self._resumable: Game | None = None
        self._resumable_file: Path | None = None  # the file the game offered came from
        # Damaged files found at the start, told once the game is on the table.
        self._damaged_files: list[tuple[str, SetAside]] = []
        # PDFs are written on a worker (made when a print dialog first opens, to load ReportLab
        # and its fonts there: load_pdf_code): a second or more the window froze for, its
        # animations stopped.
        self._pdf_jobs: BackgroundJobs | None = None
        self._pdf_ticket: int | None = None

        self.autosaver = Autosaver(autosave_path(), self)
        self.autosaver.failed.connect(self._autosave_failed)
        # The start's autosave (the game just put on the table) waits for the first paint:
        # making its text and the thread that writes it are no part of the start. At most a
        # while: a window that is not painted (started minimised) still keeps its games.
        self.autosaver.hold()
        AfterFirstPaint(self.table.main_sheet, self.autosaver.release, 0)
        QTimer.singleShot(AUTOSAVE_HOLD_MS, self.autosaver, self.autosaver.release)
        self.controller.applied.connect(self._autosave)
        self.controller.game_started.connect(self._on_game_started)
        self.controller.changed.connect(self._on_changed)
        self.controller.hint_used.connect(lambda: self._autosave([]))
        self.controller.game_finished.connect(self.record_statistics)
        follow_system_scheme(self._system_scheme_changed)

        self._build_actions()
        self._build_menus()
        self.retranslate()
        self._fit_least_size()
        geometry = settings.value("window/geometry")
        # Qt refuses a damaged value, and one saved on a screen of a much different width (a
        # laptop's, now a big monitor's): the window would then open at its least size.
        restored = isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)
        if not restored:
            self.resize(FIRST_SIZE)
        if not self.isMaximized():
            # Within this screen's room: a size saved on a bigger monitor, or at a lower
            # scaling, was restored whole and put the bottom row of buttons below the edge.
            self.resize(self.size().boundedTo(screen_room(self)).expandedTo(self.minimumSize()))

    def _fit_least_size(self) -> None:
        """The least size within the room of the window's screen (LEAST_SIZE, LEAST_HEIGHT):
        made again when the window goes to another screen (a monitor unplugged, a laptop's
        small screen left), else the window could not shrink to fit there."""
        room = screen_room(self)
        height = max(LEAST_HEIGHT, min(LEAST_SIZE.height(), room.height()))
        self.setMinimumSize(QSize(LEAST_SIZE.width(), height))

    # ---------------------------------------------------------------- actions and menus

    def _action(self, shortcut: QKeySequence | str | None, slot: object) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(QKeySequence(keys.New), self.new_game_dialog)
        self.open_action = self._action(QKeySequence(keys.Open), self.open_dialog)
        self.save_action = self._action(QKeySequence(keys.Save), self.save_dialog)
        self.save_as_action = self._action(QKeySequence(keys.SaveAs), self.save_as_dialog)
        self.print_action = self._action(None, self.print_pads_dialog)
        self.export_action = self._action(None, self.export_game_dialog)
        self.quit_action = self._action(QKeySequence(keys.Quit), self.close)
        self.roll_action = self._action("R", self.controller.roll)
        self.pass_action = self._action("P", self.controller.pass_turn)
        self.undo_action = self._action(QKeySequence(keys.Undo), self.controller.undo)
        self.redo_action = self._action(None, self.controller.redo)
        # The platform's Redo keys (Ctrl+Y on some), and Ctrl+Shift+Z, Undo's with Shift, on all.
        redo_keys = QKeySequence.keyBindings(keys.Redo)
        if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.setShortcuts(redo_keys)
        self.hint_action = self._action("H", self.controller.hint)
        self.stats_action = self._action(None, self.show_statistics)
        self.settings_action = self._action(QKeySequence("Ctrl+,"), self.settings_dialog)
        self.rules_action = self._action(QKeySequence(keys.HelpContents), self.show_rules)
        self.about_action = self._action(None, self.show_about)
        for action in (self.roll_action, self.pass_action, self.hint_action):
            # Single letters must not fire while a text field (a dialog) has the focus.
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.game_menu.addAction(action)
        # The daily challenge (daily_dialog.py).
        self.daily_action = self._action(None, self.daily_challenge_dialog)
        self.game_menu.addAction(self.daily_action)
        # Network play (netgame.py, net_dialogs.py), built when first used.
        self._network: NetworkPlay | None = None
        self.host_net_action = self._action(None, lambda: self.network.host_dialog())
        self.join_net_action = self._action(None, lambda: self.network.join_dialog())
        # The hosted table's code and addresses again (its card opens once, when hosting).
        self.table_info_action = self._action(None, lambda: self.network.show_info())
        self.table_info_action.setEnabled(False)  # while this window hosts a table
        self.game_menu.addAction(self.host_net_action)
        self.game_menu.addAction(self.join_net_action)
        self.game_menu.addAction(self.table_info_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.print_action)
        self.game_menu.addAction(self.export_action)
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.play_menu = bar.addMenu("")
        for action in (
            self.roll_action,
            self.pass_action,
            self.hint_action,
            self.undo_action,
            self.redo_action,
        ):
            self.play_menu.addAction(action)
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.settings_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)  # the tutor's actions go before it

    def after_first_paint(self) -> None:
        """Sound, the tutor with the first start's offer of a tutorial, then a kept network
        seat's offer (ui.app calls this once the window shows)."""
        _ = self.sound
        self.tutor.first_start()  # the first start writes the settings: they may not be
        self.report_unsaved_settings()
        self.offer_rejoin()

    @property
    def sound(self) -> SoundPlayer:
        if self._sound is None:
            from .sound import SoundPlayer

            self._sound = SoundPlayer(self.preferences.sound, parent=self)
            self._sound.follow(self.controller)
        return self._sound

    @property
    def tutor(self) -> Tutor:
        """Learn to play, What's different, and the first start's offer (tutorial.py)."""
        if self._tutor is None:
            from .tutorial import Tutor

            self._tutor = Tutor(self)
            self._tutor.skipped.connect(lambda: self._autosave([]))
            self.help_menu.insertActions(self.about_action, list(self._tutor.actions))
        return self._tutor

    @property
    def results(self) -> ResultsPanel:
        """The scores at a game's end, and what next."""
        if self._results is None:
            from .overlays import ResultsPanel

            self._results = ResultsPanel(self.table, self.look)
            self._results.play_again.connect(self.play_again)
            self._results.review.connect(self.start_review)
            self._results.coach_review.connect(self.start_coach_review)
            self._results.export.connect(self.export_game_dialog)
        return self._results

    @property
    def resume_panel(self) -> ResumePanel:
        """The offer to resume the last session's unfinished game."""
        if self._resume_panel is None:
            from .overlays import ResumePanel

            self._resume_panel = ResumePanel(self.table)
            self._resume_panel.resume.connect(self.resume_saved_game)
            self._resume_panel.decline.connect(self.decline_resume)
        return self._resume_panel

    @property
    def review_bar(self) -> ReviewBar:
        """The slider through a finished game's rolls, below the table."""
        if self._review_bar is None:
            from .overlays import ReviewBar

            self._review_bar = ReviewBar(self.centralWidget())
            self._column.addWidget(self._review_bar)
            self._review_bar.position_changed.connect(self._show_review_position)
            self._review_bar.back_to_results.connect(self.end_review)
        return self._review_bar

    def _panels(self) -> list[ResultsPanel | ResumePanel | ReviewBar]:
        """The panels built so far."""
        return [p for p in (self._results, self._resume_panel, self._review_bar) if p is not None]

    def _reviewing(self) -> bool:
        return self._review_bar is not None and self._review_bar.isVisible()

    @property
    def network(self) -> NetworkPlay:
        if self._network is None:
            from .netgame import NetworkPlay

            self._network = NetworkPlay(self)
            self._network.hosting_changed.connect(self.table_info_action.setEnabled)
        return self._network

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("Window", "&Game"))
        self.play_menu.setTitle(translate("Window", "&Play"))
        self.help_menu.setTitle(translate("Window", "&Help"))
        texts = {
            self.new_action: translate("Window", "&New game…"),
            self.open_action: translate("Window", "&Open…"),
            self.save_action: translate("Window", "&Save"),
            self.save_as_action: translate("Window", "Save &as…"),
            self.print_action: translate("Window", "&Print blank pads…"),
            self.export_action: translate("Window", "&Export this game…"),
            self.quit_action: translate("Window", "&Quit"),
            self.roll_action: translate("Window", "&Roll the dice"),
            self.pass_action: translate("Window", "&Pass / Done"),
            self.undo_action: translate("Window", "&Undo my last decision"),
            self.redo_action: translate("Window", "R&edo my decision"),
            self.hint_action: translate("Window", "&Hint: the coach's move"),
            self.stats_action: translate("Window", "S&tatistics…"),
            self.daily_action: translate("Window", "&Daily challenge…"),
            self.host_net_action: translate("Window", "&Host a network game…"),
            self.join_net_action: translate("Window", "&Join a network game…"),
            self.table_info_action: translate("Window", "Your net&work table…"),
            self.settings_action: translate("Window", "Se&ttings…"),
            self.rules_action: translate("Window", "&Rules"),
            self.about_action: translate("Window", "&About Qwixx Desktop"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.table.retranslate()
        for panel in self._panels():
            panel.retranslate()
        if self._coach_review is not None:
            self._coach_review.retranslate()
        if self._daily_panel is not None:
            self._daily_panel.retranslate()
        if self._network is not None:
            self._network.retranslate()  # the network dock (built with the first table)
        self._update_title()
        self._redraw()
        self.table.update()

    def _redraw(self) -> None:
        """Draw the table again (a new language or look) at the position the person looks
        at. In the review that is the slider's, not the game's last: the controller's redraw
        showed the end of the game there while the slider still said "Roll 3 of 21"."""
        if self._reviewing():
            self.review_bar.show_again()
        else:
            self.controller.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        """The game and its file, then the app's name. Qt appends the application display
        name to a title that does not already end with it, so ending with it shows the name
        once on every platform."""
        game = self.controller.game
        parts = []
        if game is not None:
            parts.append(game_title(game.setup.variant))
            parts.append(house_rules_line(game))
            if self.current_path is not None:
                # Cut in the middle as messages show it: a 200-character name made the title
                # all file name, the game and the app's name pushed off the title bar.
                parts.append(shown_file(self.current_path.name))
        self.setWindowTitle(" — ".join([*filter(None, parts), APPLICATION]))

    # ---------------------------------------------------------------- games

    def start_game(
        self,
        game: Game,
        remote: Elsewhere | None = None,
        focus: int | None = None,
        you: int | None = None,
        kept: Sequence[LogLine] = (),
    ) -> None:
        """Play `game`; with `remote` (a network table) only its seat is played here;
        `focus`: the seat on the main sheet; `you`: the seat called "you" when the players
        do not say (both: a network game's final, this window's seat); `kept`: a log whose
        notices stay in the new one where they fell (GameController.start)."""
        for overlay in (self._results, self._resume_panel):
            if overlay is not None:
                overlay.hide()
        self._resumable = None  # replaced: no longer offered
        self._enable_play(True)
        if self._coach_review is not None:
            self._coach_review.cancel()
            self._coach_review.hide()
        if self._daily_panel is not None:
            self._daily_panel.cancel()
            self._daily_panel.hide()
        self.end_review(show_results=False)
        self.controller.start(game, remote, focus, you, kept)

    def new_game(self, choice: NewGameChoice, options: Mapping[str, Any] | None = None) -> Game:
        problem: Said | None = None
        try:
            game = game_from_choice(choice, options)
        except _board_errors() as error:
            boards = get_game(choice.game).boards
            if choice.board in boards:
                raise  # a shipped board is always good: this is a bug, not a user's file
            problem = data_problem(error, choice.game, choice.board)
            if boards:
                # The remembered board file is gone or broken: play on the first shipped board.
                game = game_from_choice(replace(choice, board=boards[0]))
            else:
                # The game's own data file cannot be used (Qwantum's dice file, corrected by
                # hand): the first game instead, so that the app starts and says why.
                first = get_game(game_keys()[0])
                board = first.boards[0] if first.boards else ""
                game = game_from_choice(
                    replace(choice, game=first.key, board=board, house_rules={})
                )
        except EngineError as error:
            if options is not None or not choice.rules_options():
                raise
            # Remembered house rules this version's rules refuse: the standard rules.
            _log_detail(error)
            problem = lambda: translate(  # noqa: E731 (a text written when shown)
                "Window",
                "The remembered house rules cannot be used; this game has the standard rules.",
            )
            game = game_from_choice(replace(choice, house_rules={}))
        self.current_path = None
        self.start_game(game)
        if problem is not None:
            self.notify(problem, "error")  # after the start, which clears the log
        return game

    def new_game_dialog(self) -> None:
        from .dialogs import NewGameDialog  # dialogs load when first opened: a quicker start

        dialog = NewGameDialog(load_new_game_choice(self.settings), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        save_new_game_choice(self.settings, choice)
        self.report_unsaved_settings()
        if not self.may_abandon_game(translate("Window", "Start a new game")):
            return
        try:
            game = game_from_choice(choice)
        except _board_errors() as error:
            # The dialog checked the board file, it changed since; or the game's own data
            # file cannot be used. The current game stays.
            self.notify(data_problem(error, choice.game, choice.board), "error")
            return
        except EngineError as error:
            _log_detail(error)
            self.notify(
                lambda: translate("Window", "That game cannot be set up with these players."),
                "error",
            )
            return
        self.current_path = None
        self.start_game(game)

    def unfinished_game(self) -> Game | None:
        """The game a new one would replace and lose: unfinished, with moves, and either on
        the table or offered for resuming."""
        game = self._resumable if self._resumable is not None else self.controller.game
        if game is None or game.is_over or not game.log:
            return None
        return game

    def may_abandon_game(self, replace_text: str) -> bool:
        """Whether the person lets the game on the table go (New, Open, the daily challenge,
        the tutorial, another network table); `replace_text` names what replaces it, on the
        button that agrees. A network game stays with its host, to rejoin: not asked; the
        table this window hosts closes for everyone: asked as Leave asks (and closed when
        agreed). A local game is asked for only when unfinished."""
        network = self._network
        if network is not None and network.hosted is not None:
            return network.close_hosted_table()
        if self.controller.remote is not None or self.unfinished_game() is None:
            return True
        return self.ask(
            "abandonGame",
            translate("Window", "Abandon this game?"),
            translate("Window", "Abandon this game?"),
            translate(
                "Window",
                "This game is not finished. To play it later, keep playing and save it "
                "first (Game → Save).",
            ),
            replace_text,
        )

    def ask(self, name: str, title: str, question: str, detail: str, agree_text: str) -> bool:
        """Whether the person agrees (`agree_text`) rather than keeps playing; the box's
        object name is `name`."""
        from PySide6.QtWidgets import QMessageBox  # late: see the imports at the top

        box = QMessageBox(self)
        box.setObjectName(name)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(question)
        box.setInformativeText(detail)
        agree = box.addButton(agree_text, QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(translate("Window", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is agree

    def play_again(self) -> None:
        """The same players and game, fresh dice (after a network game: over the network)."""
        if self._network is not None and self._network.play_again():
            return
        game = self.controller.game
        if game is None:
            self.new_game(load_new_game_choice(self.settings))
            return
        choice = load_new_game_choice(self.settings)
        seats = tuple(Seat(p.name, p.controller) for p in game.players)
        # The game's own options: an On Board rematch is on the same board. Not those its
        # seed dealt: after a Longo game with its lucky numbers written out (opened from a
        # network game's file, the tutorial's), every rematch had the same ones.
        # A chosen seed: the seed after this game's, within the one range of seeds (a save
        # refuses any other). After the chosen one's, every later rematch dealt its dice again.
        seed = None if choice.seed is None else (game.setup.seed + 1) % (SEED_MAX + 1)
        options = game.rules.unseeded_options(game.setup.options)
        self.new_game(NewGameChoice(game.setup.variant, seats, seed), options)

    def _on_game_started(self) -> None:
        self._update_title()
        game = self.controller.game
        if game is not None and house_rules_line(game):
            self.table.announce(lambda: house_rules_line(game), "info")
        self._autosave([])

    def _on_changed(self) -> None:
        snap = self.controller.snapshot
        if snap is None:
            return
        self.undo_action.setEnabled(snap.can_undo)
        self.redo_action.setEnabled(snap.can_redo)
        self._enable_pdf_actions()
        finished = snap.waiting is Waiting.OVER and not snap.reviewing
        coaching = self._coach_review is not None and self._coach_review.isVisible()
        daily = self._daily_panel is not None and self._daily_panel.isVisible()
        if (
            finished
            and not self._reviewing()
            and not (self._results is not None and self._results.isVisible())
            and not coaching
            and not daily
            and not self.show_daily_result(snap.game)  # a daily challenge has its own card
        ):
            self.results.show_game(snap.game, self.controller.people(snap.game))
            self.results.popup()

    # ---------------------------------------------------------------- review

    def start_review(self) -> None:
        game = self.controller.game
        if game is None:
            return
        self.results.hide()
        self.review_bar.start(game)

    def _show_review_position(self, log_length: int) -> None:
        """The table and its log as they were after the first `log_length` actions."""
        snapshot = self.controller.review_snapshot(log_length)
        if snapshot is not None:
            self.table.stop_animations()
            self.table.show_table(snapshot)
            self.table.review_log(game_lines(snapshot.game))

    def end_review(self, show_results: bool = True) -> None:
        """Leave the review for the game's end and its results; `show_results` False: for a
        game that replaces it (start_game), which the table shows next. Drawing the reviewed
        game's end then brought its results card back over the new game."""
        if not self._reviewing():
            return
        self.review_bar.hide()
        self.table.review_log(None)
        if not show_results:
            return
        self.controller.refresh()
        if self.controller.game is not None and self.controller.game.is_over:
            self.results.show_game(
                self.controller.game, self.controller.people(self.controller.game)
            )
            self.results.popup()

    @property
    def coach_review(self) -> CoachReviewPanel:
        """The coach's post-game review, built on first use: not part of the first paint."""
        if self._coach_review is None:
            from .coach_review import CoachReviewPanel

            self._coach_review = CoachReviewPanel(self.table, self.look)
            self._coach_review.back.connect(self.end_coach_review)
        return self._coach_review

    def start_coach_review(self) -> None:
        """The coach's look at the human players' costliest decisions (analysed off the
        main thread); in a network game, this window's person's alone (the others see theirs
        in their own windows)."""
        game = self.controller.game
        if game is None:
            return
        self.results.hide()
        own = self.controller.own_seat
        # Named as the results card names them: a network window's own seat is "you".
        self.coach_review.start(
            game, self.controller.people(game), seats=None if own is None else (own,)
        )

    def end_coach_review(self) -> None:
        self.coach_review.cancel()
        self.coach_review.hide()
        game = self.controller.game
        if game is not None and game.is_over:
            self.results.show_game(game, self.controller.people(game))
            self.results.popup()

    # ---------------------------------------------------------------- daily challenge

    def daily_challenge_dialog(self) -> None:
        from .. import daily
        from . import daily_dialog

        today = daily.today()
        game = self.controller.game  # the last game played is the default
        key = game.setup.variant if game else load_new_game_choice(self.settings).game
        store = self.stats
        started = daily_dialog.started_games(self.settings)
        dialog = daily_dialog.DailyDialog(
            lambda stop: store.load(stop).records, started, today, key, self
        )
        if dialog.exec() != daily_dialog.DailyDialog.DialogCode.Accepted:
            return
        if self.may_abandon_game(translate("Window", "Play the daily challenge")):
            key = dialog.game()
            try:
                self.start_daily(key, today, dialog.for_the_record())
            except DataFileError as error:
                # The game's data file cannot be used (Qwantum's dice, corrected by hand).
                boards = get_game(key).boards
                self.notify(data_problem(error, key, boards[0] if boards else ""), "error")

    def start_daily(self, key: str, day: date, record: bool) -> Game:
        """The day's game of `key`: you against the expert; `record` False is practice."""
        from ..daily import daily_game
        from .daily_dialog import mark_started

        seats = load_new_game_choice(self.settings).seats
        you = next((s.name for s in seats if s.controller == HUMAN), translate("NewGame", "You"))
        game = daily_game(key, day, you, translate("Daily", "Expert"), record=record)
        mark_started(self.settings, key, day)
        self.current_path = None
        self.start_game(game)
        self.daily_panel.prepare(key, day)  # the expert's score, while you play
        return game

    @property
    def daily_panel(self) -> DailyResultPanel:
        if self._daily_panel is None:
            from .daily_dialog import DailyResultPanel

            self._daily_panel = DailyResultPanel(
                self.table, self.look, lambda: self.stats.load().records
            )
            self._daily_panel.see_results.connect(self._daily_to_results)
        return self._daily_panel

    def show_daily_result(self, game: Game) -> bool:
        """The daily challenge's card, once per game; False for any other game."""
        from ..daily import daily_tag

        tag = daily_tag(game)
        if tag is None or game is self._daily_shown:
            return False
        self._daily_shown = game
        self.daily_panel.show_game(game, tag)
        return True

    def _daily_to_results(self) -> None:
        self.daily_panel.hide()
        game = self.controller.game
        if game is not None and game.is_over:
            self.results.show_game(game, self.controller.people(game))
            self.results.popup()

    # ---------------------------------------------------------------- statistics

    @property
    def stats(self) -> StatsStore:
        if self._stats is None:
            from ..stats import StatsStore

            self._stats = StatsStore(statistics_path())
        return self._stats

    def record_statistics(self, game: Game | None = None) -> None:
        """Add the finished game (by default the one on the table) to the statistics, once,
        if a person played in it: a network game as this window's person's alone."""
        from ..stats import RECORDED_NOTE, record_game

        if game is None:
            game = self.controller.game
        if game is None or game.notes.get(RECORDED_NOTE):
            return
        record = record_game(game, own_seat=self.controller.own_seat)
        if record is None:
            return
        # The finished game's autosave goes first: a crash before the game is counted then
        # loses its line in the statistics, but never offers a counted game to finish again.
        self.autosaver.flush()
        game.notes[RECORDED_NOTE] = True
        try:
            self.stats.append(record)
        except (OSError, ValueError) as error:  # ValueError: a name that is not Unicode
            _log_detail(error)
            failed = error
            self.notify(
                lambda: translate(
                    "Window", "Could not record the game in the statistics: {error}"
                ).format(error=why_it_failed(failed)),
                "error",
            )

    def show_statistics(self) -> None:
        from .stats_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.stats, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    # ---------------------------------------------------------------- autosave and resume

    def _autosave(self, events: object) -> None:
        game = self._autosaved_game()
        if game is not None:
            self.autosaver.save(game, self.current_path)

    def _autosaved_game(self) -> Game | None:
        """The game the autosave keeps, if any."""
        game = self.controller.game
        # A network game is the host's to autosave: here it would replace the local one.
        if game is not None and self.autosave_enabled and self.controller.remote is None:
            return game
        return None

    def _autosave_failed(self, kind: str, error: Exception) -> None:
        print(f"qwixx-desktop: autosave failed: {error}", file=sys.stderr)
        if kind == UNWRITABLE:
            self.notify(
                lambda: translate("Window", "Autosave failed: {error}").format(
                    error=why_it_failed(error)
                ),
                "error",
            )
        else:
            self.notify(
                lambda: translate(
                    "Window", "Autosave failed: this game cannot be written to a file."
                ),
                "error",
            )

    def saved_game_to_resume(self) -> Game | None:
        """The autosaved game, if the last session left one unfinished with moves in it.

        A damaged autosave is moved aside (kept, not overwritten by the next autosave) and
        reported by report_damaged_files."""
        path = autosave_path()
        try:
            game = load_game(path, unnamed_seat())
        except SaveError as error:
            if error.reason != "missing":
                _log_detail(error)
                self.file_damaged("autosave", set_aside(path))
            return None
        if GameController.unknown_levels(game):  # e.g. from a newer version: not playable
            self.file_damaged("autosave", set_aside(path))
            return None
        if game.is_over or not game.log:
            return None
        return game

    def check_statistics(self) -> None:
        """Move a damaged statistics file aside, keeping its readable games, and say so. On a
        worker thread: a long history takes seconds to read (160 000 games, about 6 s), and the
        window froze for them at every start."""
        from .jobs import BackgroundJobs

        store = self.stats
        BackgroundJobs(self).submit(lambda _context: store.repair(), self._statistics_checked)

    def _statistics_checked(self, result: object) -> None:
        if isinstance(result, SetAside):
            self.file_damaged("statistics", result)
            self.report_damaged_files()
        elif isinstance(result, Exception):  # a bug: told in the output, the app goes on
            _log_detail(result)

    def file_damaged(self, kind: str, aside: SetAside) -> None:
        """Remember a damaged file ("autosave", "settings", "statistics" or the network
        "seat") to report."""
        print(
            f"qwixx-desktop: damaged {kind} file {aside.path}: "
            f"{f'kept as {aside.kept_as}' if aside.kept_as else aside.error}",
            file=sys.stderr,
        )
        if kind == "autosave" and aside.kept_as is None:
            self.autosave_enabled = False  # the next autosave would overwrite it
        self._damaged_files.append((kind, aside))

    def report_damaged_files(self) -> None:
        """Tell the person, once, about each damaged file found at the start."""
        for kind, aside in self._damaged_files:
            self.notify(partial(_damaged_text, kind, aside), "error")
        self._damaged_files.clear()

    def report_data_dir_stand_in(self) -> None:
        """Tell the person when this session's files go to a temporary folder."""
        stand_in = data_dir_stand_in()
        if stand_in is None:
            return
        self.notify(
            lambda: translate(
                "Window",
                "The app's data folder {folder} cannot be used ({error}). Until you quit, the "
                "saved game and statistics go to a temporary folder; they will not be there "
                "at the next start.",
            ).format(folder=shown_file(stand_in.wanted), error=why_it_failed(stand_in.error)),
            "error",
        )

    def offer_resume(self, game: Game) -> None:
        """Show the saved game behind a panel that offers to continue it."""
        self._resumable = game
        self._resumable_file = file_of(game)  # named on the panel, then Save writes to it
        # Nothing plays until the person chooses on the panel: the play keys do nothing.
        self._enable_play(False)
        snapshot = GameController.preview(game)
        self.table.show_table(snapshot)
        self.resume_panel.describe(game, self._resumable_file)
        self.resume_panel.popup()

    def resume_saved_game(self) -> None:
        game = self._resumable
        self._resumable = None
        self.resume_panel.hide()
        if game is not None:
            self.tutor.take_up(game)  # a tutorial closed mid-way goes on with its lessons
            self.current_path = self._resumable_file  # Save writes to it, as before the restart
            self.start_game(game, kept=self.tutor.opening_lines(game))
            self.notify(lambda: translate("Window", "Resumed the unfinished game."), "info")

    def _enable_play(self, on: bool) -> None:
        play = (self.roll_action, self.pass_action, self.undo_action, self.redo_action)
        for action in (*play, self.hint_action):
            action.setEnabled(on)

    def offer_rejoin(self) -> None:
        """At the start, unless a local game is offered for resuming (or the first start's
        tutorial): the table this window hosted, or the seat kept at an unfinished network
        game, offered to take back."""
        if self._resumable is not None or self.tutor.choose_card.isVisibleTo(self):
            return
        if self.controller.remote is not None:
            return
        # Most starts keep neither file: network play's modules (asyncio, websockets) took
        # ~100 ms of the window's first moments to find that out.
        folder = data_dir()
        if not (folder / TABLE_NAME).exists() and not (folder / SEAT_NAME).exists():
            return
        from .netgame import table_path

        # The table this window hosted comes first (the host's own seat is in it).
        kept = self.network.kept_table() if table_path().exists() else None
        record = kept or self.network.store.load()  # a damaged seat file is told
        if record is not None:
            self.network.offer_rejoin(record)

    def decline_resume(self) -> None:
        self._resumable = None
        self.resume_panel.hide()
        self.new_game(load_new_game_choice(self.settings))

    # ---------------------------------------------------------------- files

    def _save_filter(self) -> str:
        return translate("Window", "Qwixx Desktop games (*.qwixx.json *.json)")

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # late: see the imports at the top

        name, _ = QFileDialog.getOpenFileName(
            self, translate("Window", "Open a saved game"), str(self._folder()), self._save_filter()
        )
        if not name:
            return
        path = Path(name)
        # Read first: abandoning the game on the table is asked only for a file that opens (a
        # damaged file was told after the person had agreed to lose their game for it).
        game = self._read_saved_game(path)
        if game is not None and self.may_abandon_game(translate("Window", "Open the saved game")):
            self._continue_saved_game(path, game)

    def open_path(self, path: Path) -> bool:
        """Load and continue a saved game; a bad file leaves the current game untouched."""
        game = self._read_saved_game(path)
        if game is None:
            return False
        self._continue_saved_game(path, game)
        return True

    def _read_saved_game(self, path: Path) -> Game | None:
        """The game saved in `path` if this version can play it; None (and why, told) if not."""
        try:
            game = load_game(path, unnamed_seat())
        except SaveError as error:
            self.notify(_save_problem(error, path.name), "error")
            return None
        # Every computer level in the file must exist before anything is replaced.
        unknown = GameController.unknown_levels(game)
        if unknown:
            self.notify(
                lambda: translate(
                    "Window",
                    "{file} has computer players of a level this version does not know: {levels}.",
                ).format(file=shown_file(path.name), levels=", ".join(unknown)),
                "error",
            )
            return None
        return game

    def _continue_saved_game(self, path: Path, game: Game) -> None:
        from ..daily import open_as_practice

        # Not the autosave's resume (resume_saved_game): that is the same attempt, still counting.
        daily = open_as_practice(game)
        self.current_path = path
        self.tutor.take_up(game)  # a tutorial saved mid-way goes on with its lessons
        self.start_game(game, kept=self.tutor.opening_lines(game))
        self.notify(partial(_opened_text, path.name, daily is not None), "info")

    def save_dialog(self) -> None:
        if self.current_path is not None:
            self.save_path(self.current_path)
        else:
            self.save_as_dialog()

    def save_as_dialog(self) -> None:
        game = self.controller.game
        if game is None:
            return
        try:
            check_savable(game)  # a network game in play: said before a file is chosen
        except SaveError as error:
            self.notify(_save_problem(error, ""), "error")
            return
        from .savefile import GAME_ENDING, ask_save_path  # late: see the imports at the top

        # The dialog starts at the game's own file (opened or last saved to), as Save would
        # write it: it started at "game.qwixx.json" in the Save folder, so a copy of an
        # opened game went elsewhere under another name. Its folder gone: the Save folder.
        # A new game's name in the person's language: "game" was offered in Spanish too.
        unnamed = translate("Window", "game", "the file name Save as… offers") + GAME_ENDING
        name = self.current_path.name if self.current_path is not None else unnamed
        suggested = self.current_path
        if suggested is None or not suggested.parent.is_dir():
            suggested = self._folder() / name
        # A name ending in .json is kept: Open shows those too.
        path = ask_save_path(
            self,
            translate("Window", "Save the game"),
            suggested,
            self._save_filter(),
            GAME_ENDING,
            kept=".json",
        )
        if path is not None:
            self.save_path(path)

    def save_path(self, path: Path) -> bool:
        game = self.controller.game
        if game is None:
            return False
        try:
            save_game(path, game)
        except SaveError as error:
            self.notify(_save_problem(error, path.name), "error")
            return False
        self.current_path = path
        self.settings.setValue(SAVE_FOLDER, str(path.parent))
        self._update_title()
        self.notify(
            lambda: translate("Window", "Saved to {file}.").format(file=shown_file(path.name)),
            "info",
        )
        return True

    def _folder(self, *keys: str) -> Path:
        """Where a file dialog opens: the first folder still there of those remembered under
        `keys` (by default the Save folder), else the documents folder, else the home. A
        folder gone since (a USB stick pulled, a share not mounted) opened a dialog showing
        some other folder under its name, or none."""
        for key in keys or (SAVE_FOLDER,):
            stored = self.settings.value(key, "")
            if isinstance(stored, str) and stored and Path(stored).is_dir():
                return Path(stored)
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return Path(documents) if documents and Path(documents).is_dir() else Path.home()

    def _ask_pdf_path(self, title: str, stem: str) -> Path | None:
        from .savefile import PDF_ENDING, ask_save_path  # late: see the imports at the top

        # PDFs have their own folder (where the last one went): printed pads are not kept with
        # the saved games; at first, the Save folder.
        return ask_save_path(
            self,
            title,
            self._folder(PDF_FOLDER, SAVE_FOLDER) / f"{stem}{PDF_ENDING}",
            translate("Window", "PDF files (*.pdf)"),
            PDF_ENDING,
        )

    def export_game_dialog(self) -> None:
        # The game on the table now: the one exported, even if another takes its place while
        # the dialogs are open (a network table's host starts the next game).
        game = self.controller.game
        if game is None or self._refused_while_writing():
            return
        from .dialogs import ExportDialog

        dialog = ExportDialog(load_print_choice(self.settings), self.translations.language, self)
        values = self._print_choices(dialog, game)
        if values is None:
            return
        path = self._ask_pdf_path(
            translate("Window", "Export the sheets"),
            translate("Window", "qwixx-sheets", "the file name Export offers"),
        )
        if path is not None:
            self.export_game(path, values, game)

    def export_game(
        self, path: Path, values: Mapping[str, object] | None = None, game: Game | None = None
    ) -> bool:
        """Start writing the sheets of `game` (by default the one on the table) as a PDF,
        printed as `values` say (export.PrintOptions' names; by default A4, two to a page, in
        colour, in the window's language). False when it does not start (told); else
        `pdf_finished` says how it ended."""
        game = game or self.controller.game
        if game is None:
            return False
        # The PDF code (ReportLab) loads only when needed, to keep the start fast.
        from ..export import ExportError, PrintOptions, write_game_sheets

        chosen = {"lang": self.translations.language, **(values or {})}
        try:
            options = PrintOptions(**chosen)  # type: ignore[arg-type]
        except ExportError as error:
            self.notify(_export_problem(error, path.name), "error")
            return False
        # A copy: the game on the table goes on (computer players, a network host) while the
        # worker reads it.
        printed = game.copy()

        def told(result: ExportResult) -> None:
            # A solo game has one sheet: "1 sheets" read wrong (and "1 hojas" in Spanish).
            self.notify(
                lambda: (
                    counted(
                        result.sheets,
                        translate("Window", "Exported 1 sheet to {file}."),
                        translate("Window", "Exported {count} sheets to {file}."),
                        file=shown_file(path.name),
                    )
                    + _unprinted_note(result.unprinted)
                ),
                "warning" if result.unprinted else "info",
            )

        return self._write_pdf(path, partial(write_game_sheets, path, printed, options), told)

    def print_pads_dialog(self) -> None:
        if self._refused_while_writing():
            return
        from .dialogs import PrintPadsDialog

        # The pads of the game on the table, under its house rules (it always offered the
        # first game, under New game's); with none, of the game whose pads were printed last.
        house_rules = dict(load_new_game_choice(self.settings).house_rules)
        game = self.controller.game
        table_options: dict[str, object] = {}
        if game is not None:
            first = game.setup.variant
            spec = get_game(first)
            house_rules[first] = spec.house_rules_in(game.setup.options)
            # The options its pads carry too, as its record says (a Longo game from a file
            # or the command line may have lucky numbers of 3-9: the pads printed 2-16's,
            # numbers the players of that game never draw).
            table_options = spec.pad_options_in(game.setup.options)
        else:
            first = load_pad_game(self.settings)
        dialog = PrintPadsDialog(
            load_print_choice(self.settings),
            self.translations.language,
            house_rules,
            self,
            first,
            table_options,
        )
        values = self._print_choices(dialog, None)
        if values is None:
            return
        save_pad_game(self.settings, dialog.game_box.currentData())
        path = self._ask_pdf_path(
            translate("Window", "Save the blank pads"),
            translate("Window", "qwixx-pads", "the file name Print blank pads offers"),
        )
        if path is not None:
            self.print_pads(path, values)

    def _print_choices(
        self, dialog: ExportDialog | PrintPadsDialog, game: Game | None
    ) -> dict[str, object] | None:
        """The print dialog's choices (kept for the next time), None when cancelled. Sheets
        that would not fit legibly on the page as chosen (4 Longo sheets on Letter) are told in
        the dialog, which stays open, rather than after the file was chosen."""
        self.load_pdf_code()
        while dialog.exec() == dialog.DialogCode.Accepted:
            # Imported once the dialog is answered: the worker loaded ReportLab meanwhile.
            from ..export import ExportError, PrintOptions, check_fit

            save_print_choice(self.settings, dialog.options.choice())
            values = dialog.values()
            try:
                check_fit(PrintOptions(**values), game)  # type: ignore[arg-type]
            except ExportError as error:
                if error.reason == "does_not_fit":
                    dialog.options.show_problem(_export_problem_text(error, ""))
                    continue
            return values  # any other problem is told as the file is written
        return None

    def print_pads(self, path: Path, values: dict[str, object]) -> bool:
        """Start writing blank pads as `values` say; as export_game."""
        from ..export import ExportError, PrintOptions, write_blank_pads

        try:
            options = PrintOptions(**values)  # type: ignore[arg-type]
        except ExportError as error:
            self.notify(_export_problem(error, path.name), "error")
            return False

        def told(result: ExportResult) -> None:
            self.notify(
                lambda: counted(
                    result.sheets,
                    translate("Window", "Saved 1 blank sheet to {file}."),
                    translate("Window", "Saved {count} blank sheets to {file}."),
                    file=shown_file(path.name),
                ),
                "info",
            )

        return self._write_pdf(path, partial(write_blank_pads, path, options), told)

    def writing_pdf(self) -> bool:
        """A PDF export_game or print_pads started is still being written."""
        return self._pdf_jobs is not None and self._pdf_jobs.busy(self._pdf_ticket)

    def _refused_while_writing(self) -> bool:
        """One PDF at a time: a second, asked for from the results panel or before the
        actions were greyed, is refused and told why."""
        if not self.writing_pdf():
            return False
        self.notify(
            lambda: translate("Window", "A PDF is still being saved: try again once it is done."),
            "warning",
        )
        return True

    def _write_pdf(
        self, path: Path, write: Callable[[], ExportResult], told: Callable[[ExportResult], None]
    ) -> bool:
        """Run `write` (export code only: no Qt object) on the PDF worker, the window live
        meanwhile; `told(result)` when written, the problem when not. The file appears whole
        or not at all (export.write_atomic), even if the app quits meanwhile."""
        if self._refused_while_writing():
            return False
        self._pdf_ticket = self._pdf_worker().submit(
            lambda _context: write(), partial(self._pdf_written, path, told)
        )
        # The next PDF dialog opens where this one goes, remembered as the write starts: its
        # end is not reported when the window closes meanwhile (the file is written all the
        # same), and the folder was forgotten then.
        self.settings.setValue(PDF_FOLDER, str(path.parent))
        self._enable_pdf_actions()
        self.table.show_hint(
            lambda: translate("Window", "Saving {file}…").format(file=shown_file(path.name))
        )
        return True

    def _pdf_worker(self) -> BackgroundJobs:
        """The worker PDFs are written on, made when first needed."""
        if self._pdf_jobs is None:
            from .jobs import BackgroundJobs

            self._pdf_jobs = BackgroundJobs(self)
        return self._pdf_jobs

    def load_pdf_code(self) -> None:
        """Load ReportLab and the PDF fonts on the PDF worker, once, as a print dialog opens
        (the person reads it a moment): its fit check, on the GUI thread, loaded them there
        when first accepted, the window frozen for 0.1-0.5 s. Not at the start: a session
        that prints nothing needs none of it. Once the worker exists it has loaded them (or
        is loading them: this or a PDF's write)."""
        if self._pdf_jobs is None:
            self._pdf_worker().submit(_load_pdf_code, _report_fault)

    def _pdf_written(
        self, path: Path, told: Callable[[ExportResult], None], result: object
    ) -> None:
        from ..export import ExportError

        self._pdf_ticket = None
        self._enable_pdf_actions()
        if isinstance(result, ExportError):
            self.notify(_export_problem(result, path.name), "error")
            self.pdf_finished.emit(False)
            return
        if isinstance(result, BaseException):
            raise result  # a fault of the program: as if raised here, where it was asked for
        told(cast("ExportResult", result))
        self.pdf_finished.emit(True)

    def _enable_pdf_actions(self) -> None:
        writing = self.writing_pdf()
        self.print_action.setEnabled(not writing)
        self.export_action.setEnabled(not writing)

    # ---------------------------------------------------------------- settings and help

    def settings_dialog(self) -> None:
        from .dialogs import SettingsDialog

        dialog = SettingsDialog(self.preferences, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_preferences(dialog.preferences())

    def apply_preferences(self, preferences: Preferences) -> None:
        language_changed = preferences.language != self.translations.language
        self.preferences = preferences
        save_preferences(self.settings, preferences)
        self.controller.set_timing(preferences.animation_factor, preferences.pace_factor)
        self.table.animation_factor = preferences.animation_factor
        self.table.outlook.set_enabled(preferences.outlook)
        self.sound.apply(preferences.sound)
        self._apply_look()
        if language_changed:
            self.translations.use(preferences.language)
            show_language_now()
        self._redraw()
        self.report_unsaved_settings()  # in the language just chosen

    def _chosen_look(self) -> Look:
        preferences = self.preferences
        return chosen_look(preferences.theme, preferences.colour_blind, preferences.high_contrast)

    def _apply_look(self) -> None:
        """The preferences' Look on the palette (the open dialogs follow it), the table and
        the panels that paint their own."""
        self.look = self._chosen_look()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.look.dark, self.look.high_contrast)
        self.table.set_look(self.look)
        if self._results is not None:
            self._results.set_look(self.look)
        if self._coach_review is not None:
            self._coach_review.set_look(self.look)
        if self._daily_panel is not None:
            self._daily_panel.set_look(self.look)

    def _system_scheme_changed(self, *_: object) -> None:
        """The system turned dark or light, or asked for high contrast or no longer: a
        window whose theme is like the system's changes at once (not only at the next
        start), as after a change in Settings."""
        if self._chosen_look() != self.look:
            self._apply_look()
            self._redraw()

    def show_rules(self) -> None:
        from .dialogs import RulesDialog

        game = self.controller.game
        if game is None:
            dialog = RulesDialog(game_keys()[0], self)
        else:
            dialog = RulesDialog(game.setup.variant, self, game.rules)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # late: see the imports at the top

        QMessageBox.about(
            self,
            translate("Window", "About Qwixx Desktop"),
            translate(
                "Window",
                "<h3>Qwixx Desktop {version}</h3><p>{games} against computer opponents, or "
                "with friends at one computer.</p>"
                "<p>A fan-made program; Qwixx is a game by Steffen Benndorf.</p>",
            ).format(version=__version__, games=listing([spec.title for spec in all_games()])),
        )

    # ---------------------------------------------------------------- messages

    def report_unsaved_settings(self) -> None:
        """Tell the person, once, that the settings cannot be written (a read-only or full
        disk, a file where their folder should be): else each start offers the tutorial
        again and the preferences come back as they were, with no word why. Qt keeps the
        first error it met."""
        if self._told_settings_unsaved or self.settings.status() != QSettings.Status.AccessError:
            return
        self._told_settings_unsaved = True
        self.notify(
            lambda: translate(
                "Window",
                "The settings cannot be saved in {file}: your changes last until you quit.",
            ).format(file=shown_file(self.settings.fileName())),
            "error",
        )

    def notify(self, text: str | Said, kind: str) -> None:
        """A message in the window (never a modal box): the banner's explanation line and
        the log, an error in bold. No toast: it said an error's words a second time, over
        the line that says them whole. `text` written when shown (Said) is written again in
        a language chosen later (in the log, and in the explanation line while it shows)."""
        self.table.show_hint(text)
        self.table.announce(text, "warning" if kind == "error" else kind)

    def shutdown(self) -> None:
        """Stop the computer players and the coach's analysis (closing the window does)."""
        self.controller.shutdown()
        if self._network is not None:
            self._network.shutdown()
        self.table.outlook.shutdown()
        if self._sound is not None:
            self._sound.shutdown()
        if self._coach_review is not None:
            self._coach_review.shutdown()
        if self._daily_panel is not None:
            self._daily_panel.shutdown()
        if self._pdf_jobs is not None:
            # Waits for a PDF being written (its message is dropped): it ends whole.
            self._pdf_jobs.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        game = self._autosaved_game()
        if game is not None:
            self.autosaver.save_if_failed(game, self.current_path)
        self.autosaver.close()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        handle = self.windowHandle()  # made by the first show
        if handle is not None and handle is not self._screen_followed:
            self._screen_followed = handle
            handle.screenChanged.connect(lambda _screen: self._fit_least_size())
        if not event.spontaneous():  # shown, not a minimised window brought back
            QTimer.singleShot(0, self, self._focus_table)  # shown then

    def _focus_table(self) -> None:
        """Keyboard play works from the first moment: the big sheet takes the focus; a card
        over the table before the window showed (the offer to resume, a finished game's
        results) takes it from there (and gives it back to the sheet)."""
        self.table.main_sheet.setFocus()
        for card in (self._resume_panel, self._results):
            if card is not None and card.isVisible():
                card.take_focus()


def _load_pdf_code(_context: JobContext) -> None:
    """What the first print dialog's fit check loads, loaded on a worker: a blank pad's check
    imports ReportLab and registers the fonts."""
    from ..export import ExportError, PrintOptions, check_fit

    # Fonts that cannot be read are told when a PDF is asked for.
    with contextlib.suppress(ExportError):
        check_fit(PrintOptions())


def _report_fault(result: object) -> None:
    """A worker's fault (a bug) in the program's output: the app goes on."""
    if isinstance(result, Exception):
        _log_detail(result)


def _log_detail(error: Exception) -> None:
    """The technical detail of a problem, for whoever reads the program's output; the window
    itself says what went wrong in the user's language."""
    print(f"qwixx-desktop: {error}", file=sys.stderr)


def _damaged_text(kind: str, aside: SetAside) -> str:
    """A damaged file ("autosave", "settings", "statistics" found at the start, or the
    network "seat"), and where its bytes were kept, in the language shown now."""
    what = {
        "autosave": translate("Window", "The saved game was damaged and cannot be resumed."),
        "settings": translate(
            "Window", "The settings file was damaged; the default settings are used."
        ),
        "statistics": translate(
            "Window", "The statistics file was damaged; the games that could be read are kept."
        ),
        "seat": translate(
            "Window",
            "The file that kept your seat at a network game was damaged; that seat cannot be "
            "taken back.",
        ),
    }
    where = where_kept(aside)
    if kind == "autosave" and aside.kept_as is None:
        where += " " + translate("Window", "Autosave is off.")
    return f"{what[kind]} {where}"


def _opened_text(file: str, daily: bool) -> str:
    """A saved game opened (`daily`: a daily challenge, made practice by opening it)."""
    if daily:
        text = translate(
            "Window",
            "Opened {file}. A daily challenge opened from a file is practice: it does not "
            "change your daily record.",
        )
    else:
        text = translate("Window", "Opened {file}.")
    return text.format(file=shown_file(file))


def _save_problem(error: SaveError, file: str) -> Said:
    """What went wrong, written when shown (the detail is printed once, now)."""
    _log_detail(error)
    return partial(_save_problem_text, error, file)


def _unusable(error: Exception, file: str, writing: bool) -> str:
    """Could not read or write `file`, and why when the system said (its error is the
    cause): "the disk is full", "the file or folder does not exist" (a folder gone since it
    was chosen)."""
    cause = error.__cause__
    if isinstance(cause, OSError):
        if writing:
            text = translate("Window", "Could not write {file}: {error}.")
        else:
            text = translate("Window", "Could not read {file}: {error}.")
        return text.format(file=file, error=why_it_failed(cause))
    if writing:
        return translate("Window", "Could not write {file}.").format(file=file)
    return translate("Window", "Could not read {file}.").format(file=file)


def _save_problem_text(error: SaveError, file: str) -> str:
    file = shown_file(file)
    reason = error.reason
    if reason in ("unreadable", "unwritable"):
        return _unusable(error, file, writing=reason == "unwritable")
    messages = {
        "missing": translate("Window", "Could not read {file}."),
        "too_big": translate("Window", "{file} is too big to be a Qwixx Desktop game."),
        "unsavable": translate("Window", "This game cannot be written to a file."),
        "seed_hidden": translate(
            "Window",
            "A network game can be saved once it is over: until then its dice are the host's "
            "secret.",
        ),
        "not_a_save": translate("Window", "{file} is not a Qwixx Desktop game."),
        "cut_short": translate(
            "Window",
            "{file} is incomplete: it was cut short, perhaps by a full disk or a copy that "
            "stopped.",
        ),
        "bad_setup": translate(
            "Window",
            "{file} cannot be opened: its game, players or house rules are not ones this "
            "version of Qwixx Desktop can play.",
        ),
        "newer_version": translate(
            "Window", "{file} comes from a newer Qwixx Desktop: update the app to open it."
        ),
    }
    fallback = translate("Window", "{file} is damaged: its game cannot be replayed.")
    return messages.get(reason, fallback).format(file=file)


def _export_problem(error: Exception, file: str) -> Said:
    """What went wrong, written when shown (the detail is printed once, now)."""
    _log_detail(error)
    return partial(_export_problem_text, error, file)


def _unprinted_note(names: Sequence[str]) -> str:
    """Said after "Exported...": the names that print with replacement marks, as no font on
    the computer has some of their letters (export/printable.py), rather than a silent gap."""
    if not names:
        return ""
    listed = ", ".join(f"\u201c{name}\u201d" for name in names)
    return " " + translate(
        "Window", "No font on this computer has some letters of {names}: they print as \ufffd."
    ).format(names=listed)


def _export_problem_text(error: Exception, file: str) -> str:
    file = shown_file(file)
    reason = getattr(error, "reason", "failed")
    if reason == "unwritable":
        return _unusable(error, file, writing=True)
    if reason == "does_not_fit":
        return translate("Window", "That many sheets per page do not fit legibly on this paper.")
    return translate("Window", "Could not make {file}.").format(file=file)
