"""The network table's dock: the join code, who is waited for, and the quick chat.

Short messages (the host's limit: one line of at most 200 characters, a few per ten seconds)
and ready phrases, which every player reads in their own language.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..net.protocol import MAX_CHAT_LENGTH, PHRASES
from .gamelog import Said
from .i18n import translate

MAX_LINES = 200  # older chat lines go


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
        phrases = QGridLayout()
        self.phrase_buttons: dict[str, QPushButton] = {}
        for index, key in enumerate(PHRASES):
            button = QPushButton(body)
            button.setObjectName(f"phrase_{key}")
            button.clicked.connect(lambda _=False, k=key: self.send_phrase.emit(k))
            phrases.addWidget(button, index // 2, index % 2)
            self.phrase_buttons[key] = button
        entry = QHBoxLayout()
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
        column.addLayout(phrases)
        column.addLayout(entry)
        column.addWidget(self.leave_button)
        self.setWidget(body)
        self.setMinimumWidth(240)
        self._code = ""
        self._players: tuple[str, ...] = ()
        self._seat = -1
        self._stand_in: frozenset[int] = frozenset()
        # Each line's text, written again in a language chosen later (the row's item).
        self._said: list[Said] = []
        self.retranslate()

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
