"""Game → Host a network game… and Game → Join a network game….

The host dialog is the New game dialog with network seats: seat 1 is the host's own person,
every other "Human" seat waits for a person who joins, computer seats are played by the host.
Once the table is hosted, `TableInfoDialog` shows the join code, the addresses to give and
who has joined. The join dialog lists the tables announced on the LAN, takes a typed address,
and offers to take back the seat of an unfinished game (the kept seat token).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.kit import LEVELS
from ..engine import HUMAN
from ..net.host import DEFAULT_FALLBACK, SeatConfig, TableConfig
from ..net.protocol import MAX_NAME_LENGTH
from .dialogs import NewGameDialog
from .i18n import translate
from .names import game_title, level_name
from .netgame import DEFAULT_PORT, KeptTable, SeatRecord, discovery, resume_question
from .overlays import ResumePanel
from .preferences import NewGameChoice

TURN_TIMERS = (0, 30, 60)  # seconds; 0 = off
FINDER_POLL_MS = 500


def table_config(
    choice: NewGameChoice,
    options: dict[str, Any],
    turn_timer: int,
    stand_in: str = DEFAULT_FALLBACK,
) -> TableConfig:
    """The table of a host dialog's choice: seat 1 the host, other people join; `stand_in`
    is the computer that plays the seat of a person away too long."""
    seats = []
    for index, seat in enumerate(choice.seats):
        if index == 0:
            seats.append(SeatConfig("host", name=seat.name))
        elif seat.controller == HUMAN:
            seats.append(SeatConfig("remote"))
        else:
            # The name the dialog shows (Ada, Max), not the host's English "Computer 2 (medium)".
            seats.append(SeatConfig("computer", seat.controller, name=seat.name))
    return TableConfig(
        game=choice.game,
        seats=tuple(seats),
        options=options,
        seed=choice.seed,
        turn_timer=float(turn_timer),
        fallback=stand_in,
    )


class HostDialog(NewGameDialog):
    """The game, options and house rules as for a new game; the seats; the turn timer."""

    def __init__(self, choice: NewGameChoice, parent: QWidget | None = None) -> None:
        super().__init__(choice, parent)
        self.setObjectName("hostDialog")
        self.setWindowTitle(translate("Network", "Host a network game"))
        self.timer_box = QComboBox(self)
        self.timer_box.setObjectName("turnTimer")
        for seconds in TURN_TIMERS:
            text = (
                translate("Network", "{seconds} s").format(seconds=seconds)
                if seconds
                else translate("Network", "Off")
            )
            self.timer_box.addItem(text, seconds)
        self.form.addRow(translate("Network", "Turn timer"), self.timer_box)
        # The host decides who plays the seat of a person whose reserved time ran out (the
        # person takes it back on returning).
        self.stand_in_box = QComboBox(self)
        self.stand_in_box.setObjectName("standIn")
        for level in LEVELS:
            self.stand_in_box.addItem(level_name(level), level)
        self.stand_in_box.setCurrentIndex(self.stand_in_box.findData(DEFAULT_FALLBACK))
        self.stand_in_box.setToolTip(
            translate(
                "Network",
                "A person away for 90 s: this computer player plays their seat until they "
                "come back.",
            )
        )
        self.form.addRow(translate("Network", "Stand-in for someone away"), self.stand_in_box)
        self.more_fields += [self.timer_box, self.stand_in_box]
        self._order_tabs()
        note = QLabel(
            translate(
                "Network",
                "Seat 1 is you. Every other Human seat waits for a person who joins with the "
                "code; computer players are played by this computer.",
            ),
            self,
        )
        note.setWordWrap(True)
        layout, buttons = self.layout(), self.findChild(QDialogButtonBox)
        assert isinstance(layout, QVBoxLayout) and buttons is not None
        # New game's note is about people sharing this computer: this one replaces it.
        item = layout.itemAt(layout.count() - 2)
        hot_seat_note = item.widget() if item is not None else None
        if isinstance(hot_seat_note, QLabel):
            hot_seat_note.hide()
        layout.insertWidget(layout.count() - 1, note)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("Network", "Host the table")
        )
        # Seat 1 is the host's own person.
        self.kind_boxes[0].setCurrentIndex(max(0, self.kind_boxes[0].findData(HUMAN)))
        self.kind_boxes[0].setEnabled(False)

    def named_seats(self) -> list[int]:
        """The host's seat and the computers': a person who joins brings their own name
        (numbered by the table if it is taken), whatever the seat's field says."""
        return [
            seat
            for seat in super().named_seats()
            if seat == 0 or self.kind_boxes[seat].currentData() != HUMAN
        ]

    def turn_timer(self) -> int:
        return int(self.timer_box.currentData())

    def stand_in(self) -> str:
        return str(self.stand_in_box.currentData())


class TableInfoDialog(QDialog):
    """A hosted table: the code, the addresses to give, who has joined (refreshed)."""

    def __init__(
        self,
        code: str,
        addresses: list[str],
        seats: Callable[[], list[tuple[str, str, bool]]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableInfo")
        self._seats = seats
        self.code_label = QLabel(code, self)
        self.code_label.setObjectName("joinCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.code_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.code_label.setFont(font)
        self.address_label = QLabel("\n".join(addresses), self)
        self.address_label.setObjectName("addresses")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seat_list = QListWidget(self)
        self.seat_list.setObjectName("seatList")
        form = QFormLayout()
        self.code_title = QLabel(self)
        self.address_title = QLabel(self)
        form.addRow(self.code_title, self.code_label)
        form.addRow(self.address_title, self.address_label)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        self.seats_title = QLabel(self)
        layout.addWidget(self.seats_title)
        layout.addWidget(self.seat_list)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """The texts in the language shown now: the dialog stays open beside the game (it is
        not modal), where Settings may switch the language."""
        self.setWindowTitle(translate("Network", "Your network table"))
        self.code_title.setText(translate("Network", "Join code"))
        self.address_title.setText(translate("Network", "Address"))
        self.hint.setText(
            translate(
                "Network",
                "Give the code and an address to the people who join (Game → Join a network "
                "game…). On the same network the table also appears in their list.",
            )
        )
        self.seats_title.setText(translate("Network", "Seats"))
        self.seat_list.setAccessibleName(self.seats_title.text())  # see TableWidget.retranslate
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self) -> None:
        self.seat_list.clear()
        for index, (name, kind, taken) in enumerate(self._seats()):
            if kind == "computer":
                text = translate("Network", "{name} — computer").format(name=name)
            elif kind == "host":
                text = translate("Network", "{name} — you").format(name=name)
            elif taken:
                text = translate("Network", "{name} — joined").format(name=name)
            else:
                text = translate("Network", "Seat {number} — waiting…").format(number=index + 1)
            self.seat_list.addItem(text)


@dataclass(frozen=True)
class JoinChoice:
    url: str
    code: str
    name: str
    token: str | None = None


def normalise_url(text: str, default_port: int = DEFAULT_PORT) -> str | None:
    """A typed address as a WebSocket URL: "host", "host:port", "ws://…" or "wss://…"."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    if "://" in text:
        scheme, _, rest = text.partition("://")
        if scheme.lower() not in ("ws", "wss") or not rest:
            return None
        url = text if rest.endswith("/") or "/" in rest else text + "/"
    else:
        host, colon, port = text.rpartition(":")
        if colon and port.isdigit() and host and (host.count(":") == 0 or host.startswith("[")):
            url = f"ws://{host}:{int(port)}/"  # int: digits of any script, as ASCII
        else:
            if text.count(":") > 1 and not text.startswith("["):
                text = f"[{text}]"  # an IPv6 address without a port
            url = f"ws://{text}:{default_port}/"
    # A port given as words or out of range ("host:abc", "ws://host:99999") is no address
    # the Join dialog may take: connecting to it failed with the URL parser's English.
    try:
        parts = urlsplit(url)
        port_number = parts.port
    except ValueError:
        return None
    return url if parts.hostname and port_number != 0 else None


class JoinDialog(QDialog):
    """A table found on the LAN or a typed address; a name; the code; or rejoin."""

    def __init__(
        self,
        name: str,
        saved: SeatRecord | KeptTable | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle(translate("Network", "Join a network game"))
        self.saved = saved
        self.rejoin = False
        self.found_list = QListWidget(self)
        self.found_list.setObjectName("foundTables")
        self.found_list.setWordWrap(True)  # a long line (a table of another version) whole
        self.found_list.currentItemChanged.connect(self._picked)
        self.address_edit = QLineEdit(self)
        self.address_edit.setObjectName("address")
        self.address_edit.setPlaceholderText(f"192.168.1.20:{DEFAULT_PORT}")
        self.name_edit = QLineEdit(name, self)
        self.name_edit.setObjectName("playerName")
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("joinCode")
        self.code_edit.setPlaceholderText("XXXX-XXXX")
        self.code_edit.setMaxLength(64)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("joinError")
        self.error_label.setStyleSheet("color: #b3261e;")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        form = QFormLayout()
        form.addRow(translate("Network", "Address"), self.address_edit)
        form.addRow(translate("Network", "Your name"), self.name_edit)
        form.addRow(translate("Network", "Join code"), self.code_edit)
        layout = QVBoxLayout(self)
        self.rejoin_button: QPushButton | None = None
        if saved is not None:
            # The table this window hosted: hosted again (its own seat is there).
            text = (
                translate("Network", "Resume hosting your {game} game with {names}").format(
                    game=game_title(saved.game), names=", ".join(saved.names)
                )
                if isinstance(saved, KeptTable)
                else translate("Network", "Rejoin your {game} game at {address}").format(
                    game=game_title(saved.game), address=saved.url
                )
            )
            self.rejoin_button = QPushButton(text, self)
            self.rejoin_button.setObjectName("rejoin")
            self.rejoin_button.clicked.connect(self._rejoin)
            layout.addWidget(self.rejoin_button)
        found_title = QLabel(translate("Network", "Tables on this network"), self)
        self.found_list.setAccessibleName(found_title.text())  # see TableWidget.retranslate
        layout.addWidget(found_title)
        layout.addWidget(self.found_list)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Network", "Join"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._finder: Any = None
        module = discovery()
        if module is not None:
            try:
                self._finder = module.Finder()
                self._finder.start()
            except OSError:
                self._finder = None
        self._poll = QTimer(self)
        self._poll.setInterval(FINDER_POLL_MS)
        self._poll.timeout.connect(self.refresh_found)
        if self._finder is not None:
            self._poll.start()
        self.finished.connect(self._stop_finder)

    def refresh_found(self) -> None:
        if self._finder is None:
            return
        ads = list(self._finder.found())
        current = self.found_list.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.found_list.blockSignals(True)
        self.found_list.clear()
        for ad in ads:
            if ad.joinable:
                item = QListWidgetItem(
                    translate("Network", "{host}: {game}, {open} of {players} seats free").format(
                        host=ad.host_name,
                        game=game_title(ad.game),
                        open=ad.open_seats,
                        players=ad.players,
                    )
                )
                item.setData(Qt.ItemDataRole.UserRole, ad.url)
            else:
                # Listed, so the person knows why their host's table cannot be joined, but
                # greyed out and not to be picked: the table would refuse this app.
                item = QListWidgetItem(
                    translate("Network", "{host}: {game}, needs another version of the app").format(
                        host=ad.host_name, game=game_title(ad.game)
                    )
                )
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found_list.addItem(item)
            if ad.joinable and ad.url == chosen:
                self.found_list.setCurrentItem(item)
        self.found_list.blockSignals(False)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole) is not None:
            self.address_edit.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def _stop_finder(self) -> None:
        self._poll.stop()
        if self._finder is not None:
            self._finder.stop()
            self._finder = None

    def _rejoin(self) -> None:
        self.rejoin = True
        self.accept()

    def _accept(self) -> None:
        problem = ""
        if normalise_url(self.address_edit.text()) is None:
            problem = translate("Network", "Type the table's address, or pick a table above.")
        elif not self.name_edit.text().strip():
            problem = translate("Network", "Type your name.")
        elif not self.code_edit.text().strip():
            problem = translate("Network", "Type the join code the host gave you.")
        if problem:
            self.error_label.setText(problem)
            self.error_label.show()
            return
        self.accept()

    def choice(self) -> JoinChoice:
        if self.rejoin and isinstance(self.saved, SeatRecord):
            s = self.saved
            return JoinChoice(s.url, s.code, s.name, s.token)
        url = normalise_url(self.address_edit.text())
        assert url is not None
        return JoinChoice(url, self.code_edit.text().strip(), self.name_edit.text().strip())


class RejoinPanel(ResumePanel):
    """Offered at the start when a seat at an unfinished network game is kept, or the table
    this window hosted: the resume offer's card (`resume`: rejoin or host again,
    `decline`: not now)."""

    def __init__(self, parent: QWidget) -> None:
        self.record: SeatRecord | KeptTable | None = None
        super().__init__(parent)
        self.setObjectName("rejoinPanel")
        self.title.setWordWrap(True)  # the players' names can be long
        self.resume_button.setObjectName("rejoinButton")
        self.new_button.setObjectName("notNowButton")

    def offer(self, record: SeatRecord | KeptTable) -> None:
        self.record = record
        self.retranslate()

    def retranslate(self) -> None:
        record = self.record
        if record is None:
            return
        self.new_button.setText(translate("Network", "Not now"))
        if isinstance(record, KeptTable):
            self.title.setText(resume_question(record))
            self.details.setText(
                translate(
                    "Network",
                    "You hosted this game and left it unfinished. Host it again and the "
                    "others rejoin their seats; later, Game → Host a network game… offers "
                    "it too.",
                )
            )
            self.resume_button.setText(translate("Network", "Resume hosting"))
            return
        address = urlsplit(record.url).netloc or record.url
        self.title.setText(
            translate("Network", "Rejoin the game at {address}?").format(address=address)
        )
        self.details.setText(
            translate(
                "Network",
                "You left a network game of {game} unfinished, as {name}. Your seat is kept "
                "for you; later, Game → Join a network game… offers it too.",
            ).format(game=game_title(record.game), name=record.name)
        )
        self.resume_button.setText(translate("Network", "Rejoin"))
