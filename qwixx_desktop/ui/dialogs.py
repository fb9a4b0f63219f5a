"""Dialogs: new game, settings, printing blank pads, and the rules summary."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QIntValidator, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.kit import LEVELS
from ..engine import HUMAN, AnyRules
from ..engine.boards import BoardError, parse_board
from ..engine.seat_names import distinct_names, name_key, repeated_seats, unique_name
from ..export.options import PER_PAGE_CHOICES
from ..gamedata import DataFileError, load_board
from ..games import GameSpec, all_games, get_game
from .i18n import current_language, shown_file, translate
from .names import (
    NAME_LIMIT,
    game_title,
    house_rule_name,
    house_rules_text,
    level_name,
    unnamed_seat,
)
from .preferences import (
    ANIMATION_SPEEDS,
    COMPUTER_PACES,
    THEMES,
    NewGameChoice,
    Preferences,
    PrintChoice,
    Seat,
    SoundSettings,
)
from .rules_text import rules_html
from .style import keep_on_screen, screen_room

LEVEL_CHOICES = (HUMAN, *LEVELS)
DEFAULT_NAMES = ("Ada", "Max", "Lina", "Teo", "Nora")


class HouseRulesBox(QWidget):
    """The "House rules" section of New game and Print blank pads: a button that opens and
    closes it, and a spin box per house rule of the chosen game, with "Standard rules" to go
    back to the game's own. It keeps each game's rules while another game is looked at."""

    def __init__(
        self, chosen: Mapping[str, Mapping[str, int]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # Per game, the rules chosen (those of the game shown are in its spin boxes).
        self.chosen = {game: dict(values) for game, values in chosen.items()}
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("houseRulesToggle")
        self.toggle.setText(translate("NewGame", "House rules"))
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self._open)
        self.summary = QLabel(self)
        self.summary.setObjectName("houseRulesSummary")
        self.summary.setWordWrap(True)
        self.body = QWidget(self)
        self.form = QFormLayout()
        self.standard_button = QPushButton(translate("NewGame", "Standard rules"), self.body)
        self.standard_button.setObjectName("standardRules")
        self.standard_button.clicked.connect(self.reset)
        self.boxes: dict[str, QSpinBox] = {}
        self.spec: GameSpec | None = None
        body = QVBoxLayout(self.body)
        body.setContentsMargins(18, 0, 0, 0)
        body.addLayout(self.form)
        body.addWidget(self.standard_button, 0, Qt.AlignmentFlag.AlignLeft)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.toggle)
        header.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addWidget(self.body)
        self.body.hide()

    def _open(self, on: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.body.setVisible(on)

    def show_game(self, spec: GameSpec) -> None:
        """The house rules of `spec` as chosen for it (the others at the game's defaults); none
        shown for a game without house rules."""
        if self.spec is not None:
            self.chosen[self.spec.key] = self.values()
        values = self.chosen.get(spec.key, {})
        while self.form.rowCount():
            self.form.removeRow(0)  # deletes the old game's spin boxes and labels
        self.spec = spec
        self.boxes = {}
        for rule in spec.house_rules:
            box = QSpinBox(self.body)
            box.setObjectName(f"houseRule_{rule.key}")
            box.setRange(rule.low, rule.high)
            box.setValue(values.get(rule.key, rule.default))
            box.valueChanged.connect(self._describe)
            self.form.addRow(house_rule_name(rule.key), box)
            self.boxes[rule.key] = box
        self._describe()
        # Changed rules are shown open, so nobody starts under them by surprise.
        if self.values():
            self.toggle.setChecked(True)
        self.setVisible(bool(spec.house_rules))

    def tab_chain(self) -> list[QWidget]:
        """Its controls in the order they read (the numbers are made anew for each game)."""
        return [self.toggle, *self.boxes.values(), self.standard_button]

    def values(self) -> dict[str, int]:
        """The rules that differ from the game's standard ones (what the game's options get)."""
        if self.spec is None:
            return {}
        return {
            rule.key: self.boxes[rule.key].value()
            for rule in self.spec.house_rules
            if self.boxes[rule.key].value() != rule.default
        }

    def all_values(self) -> dict[str, dict[str, int]]:
        """Per game, the rules chosen that differ from its standard ones."""
        chosen = {**self.chosen, self.spec.key: self.values()} if self.spec else self.chosen
        return {game: values for game, values in chosen.items() if values}

    def reset(self) -> None:
        if self.spec is not None:
            for rule in self.spec.house_rules:
                self.boxes[rule.key].setValue(rule.default)

    def _describe(self) -> None:
        values = self.values()
        self.summary.setText(
            house_rules_text(values) if values else translate("NewGame", "standard rules")
        )


def _tab_in_order(chain: Iterable[QWidget]) -> None:
    """Tab goes through `chain` in its order (by default it goes as the widgets were made)."""
    for first, second in itertools.pairwise(chain):
        QWidget.setTabOrder(first, second)


# How a repeated name's field is marked (the message under the seats says why).
REPEATED_NAME_STYLE = "QLineEdit { border: 2px solid #b3261e; border-radius: 3px; padding: 1px; }"


def _default_names(count: int, taken: Sequence[str]) -> list[str]:
    """Seat 1 "You", then Ada, Max, ... and "Player N" beyond them, leaving out the names
    `taken` (a person who calls themselves Ada: the computer is not called Ada too)."""
    keys = {name_key(name) for name in taken}
    free = [name for name in DEFAULT_NAMES if name_key(name) not in keys]
    names = [translate("NewGame", "You"), *free]
    chosen: list[str] = []
    for seat in range(count):
        name = names[seat] if seat < len(names) else _empty_seat_name(seat)
        chosen.append(unique_name(name, [*taken, *chosen], NAME_LIMIT))
    return chosen


def _empty_seat_name(seat: int) -> str:
    return unnamed_seat().format(number=seat + 1)


class NewGameDialog(QDialog):
    """Game, players (within the game's limits), each seat's name and kind, optional seed."""

    def __init__(self, choice: NewGameChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        self.setModal(True)
        # Rows a dialog built on this one adds under the seed (the host's turn timer): Tab
        # goes through them there, not after the buttons.
        self.more_fields: list[QWidget] = []
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("gameChoice")
        for spec in all_games():
            self.game_box.addItem(game_title(spec.key), spec.key)
        self.house_rules_box = HouseRulesBox(choice.house_rules, self)
        self.count_box = QSpinBox(self)
        self.count_box.setObjectName("playerCount")
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed_edit.setPlaceholderText(translate("NewGame", "random"))
        self.seats_box = QGroupBox(translate("NewGame", "Players"), self)
        self.seats_grid = QGridLayout(self.seats_box)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.seat_count = max(spec.max_players for spec in all_games())
        for seat in range(self.seat_count):
            label = QLabel(translate("NewGame", "Seat {number}").format(number=seat + 1))
            name = QLineEdit(self)
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(NAME_LIMIT)
            kind = QComboBox(self)
            kind.setObjectName(f"seatKind{seat}")
            for level in LEVEL_CHOICES:
                kind.addItem(level_name(level), level)
            self.seats_grid.addWidget(label, seat, 0)
            self.seats_grid.addWidget(name, seat, 1)
            self.seats_grid.addWidget(kind, seat, 2)
            self.seat_labels.append(label)
            self.name_edits.append(name)
            self.kind_boxes.append(kind)
            name.textChanged.connect(self._mark_repeated_names)
            kind.currentIndexChanged.connect(self._mark_repeated_names)
        # Two seats with one name: the log and the results could not tell them apart.
        self.name_error = QLabel(self.seats_box)
        self.name_error.setObjectName("nameError")
        self.name_error.setWordWrap(True)
        self.name_error.setStyleSheet("color: #b3261e;")
        self.name_error.hide()
        self.seats_grid.addWidget(self.name_error, self.seat_count, 0, 1, 3)
        # Games with boards (On Board): which board (one it ships or the user's board file).
        self.board_box = QComboBox(self)
        self.board_box.setObjectName("boardChoice")
        self.board = ""  # the board chosen: one a game ships, or a board file's path
        self.board_file = ""  # the board file offered after the shipped boards
        self.board_file_name = ""
        self.board_file_button = QPushButton(translate("NewGame", "Board file…"), self)
        self.board_file_button.setObjectName("boardFile")
        self.board_file_button.clicked.connect(self.choose_board_file)
        self.board_row = QWidget(self)
        board_line = QHBoxLayout(self.board_row)
        board_line.setContentsMargins(0, 0, 0, 0)
        board_line.addWidget(self.board_box, 1)
        board_line.addWidget(self.board_file_button)
        self.board_error = QLabel(self)
        self.board_error.setObjectName("boardError")
        self.board_error.setWordWrap(True)
        self.board_error.setStyleSheet("color: #b3261e;")
        self.board_error.hide()
        form = QFormLayout()
        self.form = form
        form.addRow(translate("NewGame", "Game"), self.game_box)
        form.addRow(translate("NewGame", "Board"), self.board_row)
        form.addRow("", self.board_error)
        form.addRow(translate("NewGame", "Number of players"), self.count_box)
        form.addRow(translate("NewGame", "Seed (optional)"), self.seed_edit)
        hint = QLabel(
            translate(
                "NewGame",
                "Several people can share this computer: choose Human for each of them. "
                "The same seed gives the same dice.",
            )
        )
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons = buttons
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("NewGame", "Start the game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.house_rules_box)
        layout.addWidget(self.seats_box)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self.board_box.currentIndexChanged.connect(self._board_chosen)
        self.count_box.valueChanged.connect(self._show_seats)
        # The house rules opened: the dialog grew to its rows' least height, which left a
        # wrapped line (the repeated name's, in Spanish) half its height.
        self.house_rules_box.toggle.toggled.connect(lambda _: self._fit_height())
        self._load(choice)

    def _load(self, choice: NewGameChoice) -> None:
        self.game_box.blockSignals(True)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(choice.game)))
        self.game_box.blockSignals(False)
        shipped = {board for spec in all_games() for board in spec.boards}
        self.board = choice.board if choice.board in shipped else ""
        self._on_game_changed()
        if choice.board not in shipped:
            self.use_board_file(choice.board)  # checked again: the file may have changed
        stored_names = [seat.name for seat in choice.seats]
        # A default name is given only where no seat chosen before has it (a person who
        # calls themselves Ada, and a computer called Ada by default).
        defaults = _default_names(self.seat_count, stored_names)
        for seat in range(self.seat_count):
            stored = choice.seats[seat] if seat < len(choice.seats) else None
            default = Seat(defaults[seat], HUMAN if seat == 0 else "medium")
            entry = stored or default
            self.name_edits[seat].setText(entry.name)
            kind = self.kind_boxes[seat].findData(entry.controller)
            self.kind_boxes[seat].setCurrentIndex(kind if kind >= 0 else 2)
        self.count_box.setValue(len(choice.seats))
        self.seed_edit.setText("" if choice.seed is None else str(choice.seed))
        self._show_seats()

    def _spec(self) -> GameSpec:
        return get_game(self.game_box.currentData())

    def _on_game_changed(self) -> None:
        spec = self._spec()
        self.count_box.setRange(spec.min_players, spec.max_players)
        self._show_boards()
        self.house_rules_box.show_game(spec)
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes as the dialog reads, top to bottom (by default it went as the controls
        were made: the board after the seats, the house rules' numbers after the buttons)."""
        chain: list[QWidget] = [
            self.game_box,
            self.board_box,
            self.board_file_button,
            self.count_box,
            self.seed_edit,
            *self.more_fields,
            *self.house_rules_box.tab_chain(),
        ]
        for name, kind in zip(self.name_edits, self.kind_boxes, strict=True):
            chain += [name, kind]
        _tab_in_order([*chain, *self.buttons.buttons()])

    def _show_boards(self) -> None:
        """For a game with boards: its boards ("Side A", ...), then the board file chosen,
        if any, with the chosen board selected. Other games show no board row (the choice
        stays for when such a game is chosen again)."""
        boards = self._spec().boards
        self.form.setRowVisible(self.board_row, bool(boards))
        self.form.setRowVisible(self.board_error, bool(boards) and bool(self.board_error.text()))
        self._fit_height()
        if not boards:
            return
        self.board_box.blockSignals(True)
        self.board_box.clear()
        for board in boards:
            side = translate("NewGame", "Side {side}").format(side=board.upper())
            self.board_box.addItem(side, board)
        if self.board_file:
            self.board_box.addItem(self.board_file_name, self.board_file)
            self.board_box.setItemData(
                self.board_box.count() - 1, self.board_file, Qt.ItemDataRole.ToolTipRole
            )
        self.board_box.setCurrentIndex(max(0, self.board_box.findData(self.board)))
        self.board_box.blockSignals(False)
        self.board = self.board_box.currentData()

    def _board_chosen(self) -> None:
        self.board = self.board_box.currentData()

    def choose_board_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            translate("NewGame", "Choose a board file"),
            str(Path.home()),
            translate("NewGame", "Qwixx Desktop boards (*.json)"),
        )
        if name:
            self.use_board_file(name)

    def use_board_file(self, path: str) -> bool:
        """Offer the board in this file; a bad file is explained and the choice kept."""
        try:
            board = parse_board(load_board(path))
        except (DataFileError, BoardError) as error:
            from .onboard_texts import board_fault

            self.board_error.setText(
                translate("NewGame", "{file} cannot be used as a board: {reason}").format(
                    file=shown_file(Path(path).name), reason=board_fault(error)
                )
            )
            self._show_boards()
            return False
        self.board_file = self.board = str(path)
        self.board_file_name = (
            f"{board.name_in(current_language())} ({shown_file(Path(path).name)})"
        )
        self.board_error.clear()
        self._show_boards()
        return True

    def _fit_height(self) -> None:
        """Makes the shown dialog as tall as its rows at its width (within the screen): the
        board file's fault, wrapped over two to four lines (more in Spanish), was given one
        line and ran over the row below it. The fault gone, or the board row hidden (another
        game), it shrinks back rather than spread its rows over the room left."""
        layout = self.layout()
        if not self.isVisible() or layout is None:
            return  # a dialog about to show is sized to its rows then
        layout.activate()  # the rows as they are now (a row just hidden still took room)
        needed = min(layout.totalHeightForWidth(self.width()), screen_room(self).height())
        if needed > 0:  # -1: no wrapped text, the layout's minimum size does it
            self.resize(self.width(), needed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The house rules opened or more seats: on a netbook the host's dialog, grown down
        # from where it opened, had "Open the table" below the screen.
        if self.isVisible():
            keep_on_screen(self)

    def _show_seats(self) -> None:
        count = self.count_box.value()
        for seat in range(self.seat_count):
            visible = seat < count
            for widget in (self.seat_labels[seat], self.name_edits[seat], self.kind_boxes[seat]):
                widget.setVisible(visible)
        self._mark_repeated_names()

    def named_seats(self) -> list[int]:
        """The seats whose names the game takes (all of them here)."""
        return list(range(self.count_box.value()))

    def repeated_names(self) -> list[int]:
        """The seats whose name, but for case and spaces, an earlier seat already has."""
        seats = self.named_seats()
        names = [self.name_edits[seat].text() for seat in seats]
        return [seats[index] for index in repeated_seats(names)]

    def _mark_repeated_names(self) -> None:
        repeated = set(self.repeated_names())
        message = (
            translate("NewGame", "Two players cannot have the same name: rename the one marked.")
            if repeated
            else ""
        )
        for seat, edit in enumerate(self.name_edits):
            marked = seat in repeated
            edit.setStyleSheet(REPEATED_NAME_STYLE if marked else "")
            edit.setToolTip(message if marked else "")
        if message != self.name_error.text():
            self.name_error.setText(message)
            self.name_error.setVisible(bool(message))
            self._fit_height()

    def accept(self) -> None:
        repeated = self.repeated_names()
        if repeated:  # marked already; the first one is where to type
            self.name_edits[repeated[0]].setFocus()
            self.name_edits[repeated[0]].selectAll()
            return
        super().accept()

    def choice(self) -> NewGameChoice:
        count = self.count_box.value()
        # An empty name is its seat's "Player N"; one that an earlier seat has (a dialog
        # accepted without asking) is numbered, as a save's would be. Only the seats
        # `repeated_names` compares: a seat a person joins is named by them (Host). A name is
        # one line: a pasted line break or tab stood the sheet's header over its red row.
        names = [
            " ".join(self.name_edits[seat].text().split()) or _empty_seat_name(seat)
            for seat in range(count)
        ]
        named = self.named_seats()
        distinct = distinct_names([names[seat] for seat in named], NAME_LIMIT)
        for seat, name in zip(named, distinct, strict=True):
            names[seat] = name
        seats = [Seat(name, self.kind_boxes[seat].currentData()) for seat, name in enumerate(names)]
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        return NewGameChoice(
            self.game_box.currentData(),
            tuple(seats),
            seed,
            self.board or NewGameChoice.board,
            self.house_rules_box.all_values(),
        )


class SettingsDialog(QDialog):
    def _choices(
        self, object_name: str, keys: Iterable[str], names: Mapping[str, str]
    ) -> QComboBox:
        """A combo box listing `keys` by their translated names, the key as item data."""
        box = QComboBox(self)
        box.setObjectName(object_name)
        for key in keys:
            box.addItem(names[key], key)
        return box

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Settings", "Settings"))
        animation_names = {
            "off": translate("Settings", "Off (reduced motion)"),
            "fast": translate("Settings", "Fast"),
            "normal": translate("Settings", "Normal"),
            "slow": translate("Settings", "Slow"),
        }
        self.animation_box = self._choices("animationSpeed", ANIMATION_SPEEDS, animation_names)
        pace_names = {
            "instant": translate("Settings", "Instant"),
            "fast": translate("Settings", "Fast"),
            "normal": translate("Settings", "Normal"),
            "slow": translate("Settings", "Slow"),
        }
        self.pace_box = self._choices("computerPace", COMPUTER_PACES, pace_names)
        self.language_box = QComboBox(self)
        self.language_box.setObjectName("language")
        self.language_box.addItem("English", "en")
        self.language_box.addItem("Español", "es")
        theme_names = {
            "system": translate("Settings", "Like the system"),
            "light": translate("Settings", "Light"),
            "dark": translate("Settings", "Dark"),
        }
        self.theme_box = self._choices("theme", THEMES, theme_names)
        self.colour_blind_box = QCheckBox(
            translate("Settings", "Colour-blind friendly row colours"), self
        )
        self.colour_blind_box.setObjectName("colourBlind")
        self.high_contrast_box = QCheckBox(translate("Settings", "High contrast"), self)
        self.high_contrast_box.setObjectName("highContrast")
        self.high_contrast_box.setToolTip(
            translate(
                "Settings",
                "Darker text and numbers, solid edges round the cells and buttons. With the "
                "theme like the system's, it is also on while your system asks for high "
                "contrast.",
            )
        )
        self.outlook_box = QCheckBox(
            translate("Settings", "Coach: each player's chance to win (or expected score)"), self
        )
        self.outlook_box.setObjectName("outlook")
        self.outlook_box.setToolTip(
            translate(
                "Settings",
                "After each player's name, the coach's estimate of their chance to win; in "
                "games where it estimates scores, their expected final score.",
            )
        )
        self.sound_box = QCheckBox(translate("Settings", "Play sounds"), self)
        self.sound_box.setObjectName("sound")
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.volume_slider.setObjectName("volume")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setAccessibleName(translate("Settings", "Volume"))
        self.mute_inactive_box = QCheckBox(
            translate("Settings", "Silent while another application is in front"), self
        )
        self.mute_inactive_box.setObjectName("muteInactive")
        self.sound_box.toggled.connect(self.volume_slider.setEnabled)
        self.sound_box.toggled.connect(self.mute_inactive_box.setEnabled)
        form = QFormLayout()
        form.addRow(translate("Settings", "Animations"), self.animation_box)
        form.addRow(translate("Settings", "Computer players' pace"), self.pace_box)
        form.addRow(translate("Settings", "Language"), self.language_box)
        form.addRow(translate("Settings", "Theme"), self.theme_box)
        form.addRow("", self.colour_blind_box)
        form.addRow("", self.high_contrast_box)
        form.addRow("", self.outlook_box)
        form.addRow(translate("Settings", "Sound"), self.sound_box)
        form.addRow(translate("Settings", "Volume"), self.volume_slider)
        form.addRow("", self.mute_inactive_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        for box, value in (
            (self.animation_box, preferences.animation),
            (self.pace_box, preferences.pace),
            (self.language_box, preferences.language),
            (self.theme_box, preferences.theme),
        ):
            box.setCurrentIndex(max(0, box.findData(value)))
        self.colour_blind_box.setChecked(preferences.colour_blind)
        self.high_contrast_box.setChecked(preferences.high_contrast)
        self.outlook_box.setChecked(preferences.outlook)
        self.volume_slider.setValue(preferences.sound.volume)
        self.mute_inactive_box.setChecked(preferences.sound.mute_inactive)
        self.sound_box.setChecked(preferences.sound.on)
        self.volume_slider.setEnabled(preferences.sound.on)
        self.mute_inactive_box.setEnabled(preferences.sound.on)

    def preferences(self) -> Preferences:
        return Preferences(
            animation=self.animation_box.currentData(),
            pace=self.pace_box.currentData(),
            language=self.language_box.currentData(),
            theme=self.theme_box.currentData(),
            colour_blind=self.colour_blind_box.isChecked(),
            high_contrast=self.high_contrast_box.isChecked(),
            outlook=self.outlook_box.isChecked(),
            sound=SoundSettings(
                on=self.sound_box.isChecked(),
                volume=self.volume_slider.value(),
                mute_inactive=self.mute_inactive_box.isChecked(),
            ),
        )


class PrintOptionsBox(QWidget):
    """How a PDF is printed: paper, sheets per page, the labels' language and colour. Blank
    pads and a game's sheets take the same choices; a dialog adds its own rows to `form`."""

    def __init__(self, choice: PrintChoice, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paper_box = QComboBox(self)
        self.paper_box.setObjectName("paper")
        self.paper_box.addItem("A4", "a4")
        self.paper_box.addItem(translate("Print", "US Letter"), "letter")
        self.paper_box.setCurrentIndex(max(0, self.paper_box.findData(choice.paper)))
        self.per_page_box = QComboBox(self)
        self.per_page_box.setObjectName("perPage")
        for count in PER_PAGE_CHOICES:
            self.per_page_box.addItem(str(count), count)
        self.per_page_box.setCurrentIndex(max(0, self.per_page_box.findData(choice.per_page)))
        self.language_box = QComboBox(self)
        self.language_box.setObjectName("labelLanguage")
        self.language_box.addItem("English", "en")
        self.language_box.addItem("Español", "es")
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
        self.colour_box = QCheckBox(translate("Print", "In colour"), self)
        self.colour_box.setObjectName("colour")
        self.colour_box.setChecked(choice.colour)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(translate("Print", "Paper"), self.paper_box)
        self.form.addRow(translate("Print", "Sheets per page"), self.per_page_box)
        self.form.addRow(translate("Print", "Language"), self.language_box)
        self.form.addRow("", self.colour_box)
        self.problem = QLabel(self)
        self.problem.setObjectName("printProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.problem.hide()
        self.form.addRow(self.problem)

    def tab_chain(self) -> list[QWidget]:
        return [self.paper_box, self.per_page_box, self.language_box, self.colour_box]

    def show_problem(self, text: str) -> None:
        """Why the choices cannot be printed (the dialog stays open to change them)."""
        self.problem.setText(text)
        self.problem.show()

    def choice(self) -> PrintChoice:
        """What is kept for the next PDF (the language follows the window's)."""
        return PrintChoice(
            self.paper_box.currentData(),
            self.per_page_box.currentData(),
            self.colour_box.isChecked(),
        )

    def values(self) -> dict[str, object]:
        """As export.PrintOptions takes them."""
        choice = self.choice()
        return {
            "paper": choice.paper,
            "per_page": choice.per_page,
            "lang": self.language_box.currentData(),
            "colour": choice.colour,
        }


def _save_buttons(dialog: QDialog) -> QDialogButtonBox:
    """OK ("Save as PDF…", the file is chosen next) and Cancel."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Print", "Save as PDF…"))
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class PrintPadsDialog(QDialog):
    """Options for a PDF of blank score pads."""

    def __init__(
        self,
        choice: PrintChoice,
        language: str,
        house_rules: Mapping[str, Mapping[str, int]],
        parent: QWidget | None = None,
        game: str | None = None,
        table_options: Mapping[str, object] | None = None,
    ) -> None:
        """`house_rules`: per game, those to offer first (New game's, the family's own);
        `game`: the game shown first (by default the first game), whose pads take
        `table_options` (PrintOptions' own, such as the lucky range of the game on the
        table: they are not chosen here)."""
        super().__init__(parent)
        self.setWindowTitle(translate("Print", "Print blank pads"))
        self._table = (game, dict(table_options or {}))
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("padGame")
        for spec in all_games():
            self.game_box.addItem(game_title(spec.key), spec.key)
        self.game_box.setCurrentIndex(max(self.game_box.findData(game), 0))
        self.count_box = QSpinBox(self)
        self.count_box.setObjectName("padSheets")
        self.count_box.setRange(1, 500)
        self.count_box.setValue(20)
        self.house_rules_box = HouseRulesBox(house_rules, self)
        self.options = PrintOptionsBox(choice, language, self)
        self.options.form.insertRow(0, translate("Print", "Game"), self.game_box)
        self.options.form.insertRow(1, translate("Print", "Sheets"), self.count_box)
        self.options.form.insertRow(2, self.house_rules_box)
        self.buttons = _save_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.options)
        layout.addWidget(self.buttons)
        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self._on_game_changed()

    def _on_game_changed(self) -> None:
        self.house_rules_box.show_game(get_game(self.game_box.currentData()))
        self.adjustSize()  # a game's rules take more or fewer rows
        # The house rules' numbers, made anew for each game, went after the buttons.
        _tab_in_order(
            [
                self.game_box,
                self.count_box,
                *self.house_rules_box.tab_chain(),
                *self.options.tab_chain(),
                *self.buttons.buttons(),
            ]
        )

    def values(self) -> dict[str, object]:
        game = self.game_box.currentData()
        table, table_options = self._table
        return {
            "game": game,
            "count": self.count_box.value(),
            "house_rules": self.house_rules_box.values(),
            **self.options.values(),
            **(table_options if game == table else {}),
        }


class ExportDialog(QDialog):
    """Options for a PDF of the game's sheets (Game → Export this game)."""

    def __init__(self, choice: PrintChoice, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Print", "Export this game"))
        self.options = PrintOptionsBox(choice, language, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.options)
        layout.addWidget(_save_buttons(self))

    def values(self) -> dict[str, object]:
        return self.options.values()


class RulesDialog(QDialog):
    """The app's own short summary of each game's rules (not the rulebooks' text)."""

    def __init__(
        self, game: str, parent: QWidget | None = None, rules: AnyRules | None = None
    ) -> None:
        """`rules`: the rules `game` is played by now (its house rules), for its tab: the
        page must tell the numbers the game ends and scores by, not the box's."""
        super().__init__(parent)
        # Within the screen, as the statistics: on a small one (a netbook, 1280x720 at 150 %)
        # its Close button would be below the bottom edge.
        self.resize(QSize(640, 560).boundedTo(screen_room(self)))
        self.tabs = QTabWidget(self)
        self.keys = [spec.key for spec in all_games()]
        for _ in self.keys:
            browser = QTextBrowser(self.tabs)
            browser.setOpenExternalLinks(False)
            self.tabs.addTab(browser, "")
        self.tabs.setCurrentIndex(self.keys.index(game) if game in self.keys else 0)
        self.game, self.rules = game, rules
        self.retranslate()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.setWindowModality(Qt.WindowModality.NonModal)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Rules", "Rules"))
        for index, key in enumerate(self.keys):
            browser = self.tabs.widget(index)
            assert isinstance(browser, QTextBrowser)
            browser.setHtml(rules_html(key, self.rules if key == self.game else None))
            self.tabs.setTabText(index, game_title(key))

    def changeEvent(self, event: QEvent) -> None:
        # It stays open beside the window: a language chosen meanwhile reaches it too.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
