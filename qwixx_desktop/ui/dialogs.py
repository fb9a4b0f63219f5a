"""Dialogs: new game, settings, printing blank pads, and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
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
    QSpinBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine import HUMAN, get_rules
from ..engine.boards import BoardError, parse_board
from ..gamedata import DataFileError, load_board
from .i18n import current_language, translate
from .names import game_title, level_name
from .preferences import (
    ANIMATION_SPEEDS,
    BOARD_SIDES,
    COMPUTER_PACES,
    GAMES,
    THEMES,
    NewGameChoice,
    Preferences,
    Seat,
)
from .rules_text import rules_html

LEVEL_CHOICES = (HUMAN, "easy", "medium", "hard", "expert")
DEFAULT_NAMES = ("Ada", "Max", "Lina", "Teo", "Nora")


class NewGameDialog(QDialog):
    """Game, players (within the game's limits), each seat's name and kind, optional seed."""

    def __init__(self, choice: NewGameChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        self.setModal(True)
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("gameChoice")
        for key in GAMES:
            self.game_box.addItem(game_title(key), key)
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
        for seat in range(5):
            label = QLabel(translate("NewGame", "Seat {number}").format(number=seat + 1))
            name = QLineEdit(self)
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(24)
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
        # On Board only: which board (a shipped side or the user's board file).
        self.board_box = QComboBox(self)
        self.board_box.setObjectName("boardChoice")
        self.board_box.addItem(translate("NewGame", "Side A"), "a")
        self.board_box.addItem(translate("NewGame", "Side B"), "b")
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
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("NewGame", "Start the game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self.count_box.valueChanged.connect(self._show_seats)
        self._load(choice)

    def _load(self, choice: NewGameChoice) -> None:
        index = self.game_box.findData(choice.game)
        self.game_box.setCurrentIndex(max(0, index))
        self._on_game_changed()
        for seat in range(5):
            stored = choice.seats[seat] if seat < len(choice.seats) else None
            default = Seat(
                translate("NewGame", "You") if seat == 0 else DEFAULT_NAMES[seat - 1],
                HUMAN if seat == 0 else "medium",
            )
            entry = stored or default
            self.name_edits[seat].setText(entry.name)
            kind = self.kind_boxes[seat].findData(entry.controller)
            self.kind_boxes[seat].setCurrentIndex(kind if kind >= 0 else 2)
        self.count_box.setValue(len(choice.seats))
        self.seed_edit.setText("" if choice.seed is None else str(choice.seed))
        if choice.board in BOARD_SIDES:
            self.board_box.setCurrentIndex(max(0, self.board_box.findData(choice.board)))
        else:
            self.use_board_file(choice.board)  # checked again: the file may have changed
        self._show_seats()

    def _on_game_changed(self) -> None:
        rules = get_rules(self.game_box.currentData())
        self.count_box.setRange(rules.min_players, rules.max_players)
        onboard = self.game_box.currentData() == "onboard"
        self.form.setRowVisible(self.board_row, onboard)
        self.form.setRowVisible(self.board_error, onboard and bool(self.board_error.text()))

    def choose_board_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, translate("NewGame", "Choose a board file"), str(Path.home()),
            translate("NewGame", "Qwixx Desktop boards (*.json)"),
        )
        if name:
            self.use_board_file(name)

    def use_board_file(self, path: str) -> bool:
        """Offer the board in this file; a bad file is explained and the choice kept."""
        try:
            board = parse_board(load_board(path))
        except (DataFileError, BoardError) as error:
            self.board_error.setText(
                translate("NewGame", "{file} cannot be used as a board: {reason}").format(
                    file=Path(path).name, reason=str(error)
                )
            )
            self._on_game_changed()
            return False
        while self.board_box.count() > len(BOARD_SIDES):
            self.board_box.removeItem(self.board_box.count() - 1)
        self.board_box.addItem(f"{board.name_in(current_language())} ({Path(path).name})",
                               str(path))
        self.board_box.setItemData(self.board_box.count() - 1, str(path),
                                   Qt.ItemDataRole.ToolTipRole)
        self.board_box.setCurrentIndex(self.board_box.count() - 1)
        self.board_error.clear()
        self._on_game_changed()
        return True

    def _show_seats(self) -> None:
        count = self.count_box.value()
        for seat in range(5):
            visible = seat < count
            for widget in (self.seat_labels[seat], self.name_edits[seat], self.kind_boxes[seat]):
                widget.setVisible(visible)

    def choice(self) -> NewGameChoice:
        seats = []
        for seat in range(self.count_box.value()):
            name = self.name_edits[seat].text().strip() or translate(
                "NewGame", "Player {number}"
            ).format(number=seat + 1)
            seats.append(Seat(name, self.kind_boxes[seat].currentData()))
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        return NewGameChoice(self.game_box.currentData(), tuple(seats), seed,
                             self.board_box.currentData())


class SettingsDialog(QDialog):
    def _choices(
        self, object_name: str, keys: Sequence[str], names: Mapping[str, str]
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
        form = QFormLayout()
        form.addRow(translate("Settings", "Animations"), self.animation_box)
        form.addRow(translate("Settings", "Computer players' pace"), self.pace_box)
        form.addRow(translate("Settings", "Language"), self.language_box)
        form.addRow(translate("Settings", "Theme"), self.theme_box)
        form.addRow("", self.colour_blind_box)
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

    def preferences(self) -> Preferences:
        return Preferences(
            animation=self.animation_box.currentData(),
            pace=self.pace_box.currentData(),
            language=self.language_box.currentData(),
            theme=self.theme_box.currentData(),
            colour_blind=self.colour_blind_box.isChecked(),
        )


class PrintPadsDialog(QDialog):
    """Options for a PDF of blank score pads."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Print", "Print blank pads"))
        self.game_box = QComboBox(self)
        for key in ("classic", "longo", "onboard", "qwantum"):
            self.game_box.addItem(game_title(key), key)
        self.count_box = QSpinBox(self)
        self.count_box.setRange(1, 500)
        self.count_box.setValue(20)
        self.paper_box = QComboBox(self)
        self.paper_box.addItem("A4", "a4")
        self.paper_box.addItem(translate("Print", "US Letter"), "letter")
        self.per_page_box = QComboBox(self)
        for count in (1, 2, 4):
            self.per_page_box.addItem(str(count), count)
        self.per_page_box.setCurrentIndex(1)
        self.language_box = QComboBox(self)
        self.language_box.addItem("English", "en")
        self.language_box.addItem("Español", "es")
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
        self.colour_box = QCheckBox(translate("Print", "In colour"), self)
        self.colour_box.setChecked(True)
        form = QFormLayout()
        form.addRow(translate("Print", "Game"), self.game_box)
        form.addRow(translate("Print", "Sheets"), self.count_box)
        form.addRow(translate("Print", "Paper"), self.paper_box)
        form.addRow(translate("Print", "Sheets per page"), self.per_page_box)
        form.addRow(translate("Print", "Language"), self.language_box)
        form.addRow("", self.colour_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("Print", "Save as PDF…")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, object]:
        return {
            "game": self.game_box.currentData(),
            "count": self.count_box.value(),
            "paper": self.paper_box.currentData(),
            "per_page": self.per_page_box.currentData(),
            "lang": self.language_box.currentData(),
            "colour": self.colour_box.isChecked(),
        }


class RulesDialog(QDialog):
    """The app's own short summary of each game's rules (not the rulebooks' text)."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Rules", "Rules"))
        self.resize(640, 560)
        tabs = QTabWidget(self)
        for key in GAMES:
            browser = QTextBrowser(tabs)
            browser.setOpenExternalLinks(False)
            browser.setHtml(rules_html(key))
            tabs.addTab(browser, game_title(key))
        tabs.setCurrentIndex(max(0, list(GAMES).index(game) if game in GAMES else 0))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        self.setWindowModality(Qt.WindowModality.NonModal)
