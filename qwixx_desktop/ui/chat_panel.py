"""The network table's dock: the join code, who is waited for, and the quick chat.

Short messages (the host's limit: one line of at most 200 characters, a few per ten seconds)
and ready phrases, which every player reads in their own language.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import partial

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..net.protocol import MAX_CHAT_LENGTH, PHRASES
from .accessible import press_focused_button
from .gamelog import Said
from .i18n import translate

MAX_LINES = 200  # older chat lines go
# Below this window width the quick-chat buttons stand in one column: the dock is then about
# half a button narrower and the table beside it keeps room for its two columns (at 960 px
# On Board's board and the person's sheet overlapped beside a dock of two columns).
NARROW_WINDOW = 1100


class ChatDock(QDockWidget):
    send_text = Signal(str)
    send_phrase = Signal(str)  # a phrase key (net.protocol.PHRASES)
    leave = Signal()
    show_table = Signal()  # the hosted table's card: its code, addresses and seats

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("networkDock")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget(self)
        column = QVBoxLayout(body)
        self.code_label = QLabel(body)
        self.code_label.setObjectName("networkCode")
        # Beside the code, for the host only: the addresses to give are on the card.
        self.table_button = QPushButton(body)
        self.table_button.setObjectName("showTable")
        self.table_button.clicked.connect(self.show_table.emit)
        self.table_button.hide()
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label, 1)
        code_row.addWidget(self.table_button)
        self.players_label = QLabel(body)
        self.players_label.setWordWrap(True)
        self.status_label = QLabel(body)
        self.status_label.setObjectName("networkStatus")
        self.status_label.setWordWrap(True)
        for label in (self.players_label, self.status_label):
            # Names come from the other computers: one typed as markup reads as typed.
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.lines = QListWidget(body)
        self.lines.setObjectName("chatLines")
        self.lines.setWordWrap(True)
        self._phrases = QGridLayout()
        self.phrase_buttons: dict[str, QPushButton] = {}
        for key in PHRASES:
            button = QPushButton(body)
            button.setObjectName(f"phrase_{key}")
            button.clicked.connect(lambda _=False, k=key: self.send_phrase.emit(k))
            self.phrase_buttons[key] = button
        entry = self._entry_row = QHBoxLayout()
        self.entry = QLineEdit(body)
        self.entry.setObjectName("chatEntry")
        self.entry.setMaxLength(MAX_CHAT_LENGTH)
        self.entry.returnPressed.connect(self._send)
        self.send_button = QPushButton(body)
        self.send_button.clicked.connect(self._send)
        entry.addWidget(self.entry, 1)
        entry.addWidget(self.send_button)
        self.leave_button = QPushButton(body)
        self.leave_button.setObjectName("leaveTable")
        self.leave_button.clicked.connect(self.leave.emit)
        column.addLayout(code_row)
        for widget in (self.players_label, self.status_label):
            column.addWidget(widget)
        column.addWidget(self.lines, 1)
        column.addLayout(self._phrases)
        column.addLayout(entry)
        column.addWidget(self.leave_button)
        self.setWidget(body)
        self._phrase_columns = 0
        self._set_phrase_columns(1 if parent is not None and parent.width() < NARROW_WINDOW else 2)
        if parent is not None:
            parent.installEventFilter(self)  # its width sets the buttons' columns
        self._code = ""
        self._players: tuple[str, ...] = ()
        self._seat = -1
        self._stand_in: frozenset[int] = frozenset()
        # Each line's text, written again in a language chosen later (the row's item).
        self._said: list[Said] = []
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self._set_phrase_columns(1 if watched.width() < NARROW_WINDOW else 2)
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter on a focused button (a quick phrase, Send, Leave) presses it, as on the table.
        if press_focused_button(event, self.window().focusWidget()):
            event.accept()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self._phrase_columns == 1:
            # Narrow: as wide as its buttons need (the list's own hint is wider): the main
            # window gives the dock this width at first.
            hint.setWidth(self.minimumSizeHint().width())
        return hint

    def _set_phrase_columns(self, columns: int) -> None:
        """The quick-chat buttons in this many columns (the dock's least width follows)."""
        if columns == self._phrase_columns:
            return
        self._phrase_columns = columns
        for index, button in enumerate(self.phrase_buttons.values()):
            self._phrases.removeWidget(button)
            self._phrases.addWidget(button, index // columns, index % columns)
        # Narrow, Send goes under the field: beside it, the field cut its hint short.
        self._entry_row.setDirection(
            QBoxLayout.Direction.TopToBottom if columns == 1 else QBoxLayout.Direction.LeftToRight
        )
        self.updateGeometry()
        self._take_width()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._take_width()

    def _take_width(self) -> None:
        """The width of the buttons' columns. The main window keeps a dock's width once given
        (a narrow window's dock stayed as wide as two columns): it is given this one."""
        window = self.parentWidget()
        if isinstance(window, QMainWindow) and self.isVisible():
            window.resizeDocks([self], [self.sizeHint().width()], Qt.Orientation.Horizontal)

    def retranslate(self) -> None:
        from .netgame import phrase_text

        self.setWindowTitle(translate("Network", "Network table"))
        for key, button in self.phrase_buttons.items():
            button.setText(phrase_text(key))
        self.send_button.setText(translate("Network", "Send"))
        self.entry.setPlaceholderText(translate("Network", "Say something…"))
        # Named for screen readers (see TableWidget.retranslate).
        self.lines.setAccessibleName(translate("Network", "Messages at the table"))
        # A placeholder is read as a description at most, and it goes once something is typed.
        self.entry.setAccessibleName(translate("Network", "Your message"))
        self.leave_button.setText(translate("Network", "Leave the table"))
        self.table_button.setText(translate("Network", "Addresses…"))
        self.table_button.setToolTip(translate("Network", "Your network table"))
        self.set_code(self._code)
        self.set_players(self._players, self._seat, self._stand_in)
        for row, said in enumerate(self._said):
            item = self.lines.item(row)
            if item is not None:
                item.setText(said())

    def clear(self) -> None:
        self.lines.clear()
        self._said.clear()
        self.status_label.clear()

    def set_code(self, code: str) -> None:
        self._code = code
        self.code_label.setText(
            # Codes are read case-blind; shown as the host's window shows them.
            translate("Network", "Join code: {code}").format(code=code.upper()) if code else ""
        )

    def set_hosting(self, hosting: bool) -> None:
        self.table_button.setVisible(hosting)

    def set_players(self, names: Sequence[str], seat: int, stand_in: Collection[int] = ()) -> None:
        """Who sits where: this window's seat is "you"; `stand_in`: dropped people's seats
        the table's computer plays for now."""
        self._players, self._seat, self._stand_in = tuple(names), seat, frozenset(stand_in)
        shown = [
            translate("Network", "{name} (you)").format(name=n)
            if i == seat
            else translate("Network", "{name} (computer playing)").format(name=n)
            if i in self._stand_in
            else n
            for i, n in enumerate(names)
        ]
        self.players_label.setText(
            translate("Network", "At the table: {names}").format(names=", ".join(shown))
            if shown
            else ""
        )

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def add_line(self, name: str, text: str | Said) -> None:
        """A player's message: what they typed, or a ready phrase (Said: in the reader's
        language, whichever it is when shown)."""
        said = text if callable(text) else partial(str, text)
        self._add(lambda: translate("Network", "{name}: {text}").format(name=name, text=said()))

    def add_notice(self, text: Said) -> None:
        self._add(text)

    def _add(self, said: Said) -> None:
        self._said.append(said)
        self.lines.addItem(said())
        while self.lines.count() > MAX_LINES:
            self.lines.takeItem(0)
            del self._said[0]
        self.lines.scrollToBottom()

    def _send(self) -> None:
        text = " ".join(self.entry.text().split())
        if text:
            self.send_text.emit(text)
        self.entry.clear()
