"""Two seats never share a name (but for case and spaces): New game and Host refuse one and
mark it, a person joining a table, an old save and settings from an older version get a
number ("Ana 2"), and a computer's default name steers clear of a person's."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from qwixx_desktop.engine import HUMAN, Game, Player
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.engine.seat_names import distinct_names, name_key, repeated_seats
from qwixx_desktop.net.client import Client
from qwixx_desktop.net.server import Server
from qwixx_desktop.ui.dialogs import NewGameDialog
from qwixx_desktop.ui.net_dialogs import HostDialog, table_config
from qwixx_desktop.ui.preferences import NewGameChoice, Seat
from qwixx_desktop.ui.window import MainWindow, game_from_choice

from .qt_helpers import QUICK, cut_texts
from .test_net import config, hosting, run

LONGEST = 24


@given(
    st.lists(st.sampled_from(["Ana", "ana ", " ANA", "Ana 2", "", "  ", "x" * LONGEST]), max_size=6)
)
def test_distinct_names_tells_every_seat_apart_and_keeps_the_first_of_each(
    names: list[str],
) -> None:
    distinct = distinct_names(names, LONGEST)
    keys = [name_key(name) for name in distinct]
    assert len(set(keys)) == len(keys)
    assert all(name.strip() == name and 0 < len(name) <= LONGEST for name in distinct)
    first_seats = {name_key(name): seat for seat, name in reversed(list(enumerate(names)))}
    for key, seat in first_seats.items():
        if key:  # an empty name becomes its seat's "Player N"
            assert distinct[seat] == names[seat].strip()


def test_repeated_seats_are_the_later_ones_whatever_the_case_and_spaces() -> None:
    assert repeated_seats(["Ana", "Max", "ana ", " ANA", "", ""]) == [2, 3]


def test_an_old_save_with_two_anas_and_an_empty_name_opens_with_each_seat_told_apart() -> None:
    game = Game("classic", [Player("Ana"), Player("Max", "easy"), Player("Ana", "easy")], 5)
    data = json.loads(dumps(game))
    data["players"].append({"name": "ana ", "controller": "easy"})
    data["players"].append({"name": "", "controller": "easy"})
    data["log"] = []
    opened = loads(json.dumps(data))
    assert [player.name for player in opened.players] == [
        "Ana",
        "Max",
        "Ana 2",
        "ana 3",
        "Player 5",
    ]


def test_a_person_joining_as_a_name_taken_but_for_case_and_spaces_gets_a_number() -> None:
    async def body(server: Server, table: Any) -> None:
        ana = Client(server.url(), table.code, "Ana")
        await ana.connect()
        other = Client(server.url(), table.code, " ANA ")
        await other.connect()
        assert [table.seats[ana.seat].name, table.seats[other.seat].name] == ["Ana", "ANA 2"]
        await ana.close()
        await other.close()

    run(hosting(config(people=3, computers=()), body), 30)


def _dialog(
    qtbot: Any, names: list[str], dialog_type: type[NewGameDialog] = NewGameDialog
) -> NewGameDialog:
    seats = tuple(Seat(name, HUMAN if seat == 0 else "medium") for seat, name in enumerate(names))
    dialog = dialog_type(NewGameChoice("classic", seats))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _start(qtbot: Any, dialog: NewGameDialog) -> None:
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_new_game_refuses_two_players_of_one_name_and_marks_the_later(qtbot: Any) -> None:
    dialog = _dialog(qtbot, ["Ana", "Max", "Lina"])
    dialog.name_edits[2].clear()
    qtbot.keyClicks(dialog.name_edits[2], "ana ")
    assert dialog.name_error.isVisible()
    assert "same name" in dialog.name_error.text()
    assert dialog.name_edits[2].styleSheet() and not dialog.name_edits[0].styleSheet()
    _start(qtbot, dialog)
    assert dialog.isVisible() and dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.focusWidget() is dialog.name_edits[2]
    # The name is selected to be typed over: renamed, the mark goes, and the game starts.
    qtbot.keyClicks(dialog.name_edits[2], "Bea ")
    assert not dialog.name_error.isVisible() and not dialog.name_edits[2].styleSheet()
    with qtbot.waitSignal(dialog.accepted):
        _start(qtbot, dialog)
    assert [seat.name for seat in dialog.choice().seats] == ["Ana", "Max", "Bea"]


def test_empty_names_are_each_seats_own_and_never_repeated(qtbot: Any) -> None:
    dialog = _dialog(qtbot, ["Ana", "", "Player 2"])
    names = [seat.name for seat in dialog.choice().seats]
    assert len({name_key(name) for name in names}) == 3 and names[0] == "Ana"
    assert not dialog.repeated_names()  # no field to mark: the empty one was never typed


def test_a_pasted_line_break_or_tab_leaves_a_name_on_one_line(qtbot: Any) -> None:
    """A name pasted from two lines stood the sheet's header over its first row."""
    dialog = _dialog(qtbot, ["Ana", "Max"])
    dialog.name_edits[0].setText(" Ann\nLee\tB ")
    assert dialog.choice().seats[0].name == "Ann Lee B"


@pytest.mark.usefixtures("spanish")
def test_opening_the_house_rules_keeps_the_repeated_names_line_whole(qtbot: Any) -> None:
    """The dialog grew by the rules' rows only: the message's second line was cut."""
    dialog = _dialog(qtbot, ["Ana", "Ana", "Max"])
    assert dialog.name_error.isVisible() and not cut_texts(dialog)
    qtbot.mouseClick(dialog.house_rules_box.toggle, Qt.MouseButton.LeftButton)
    assert dialog.house_rules_box.body.isVisible()
    assert not cut_texts(dialog)


def test_a_computers_default_name_is_not_a_persons(qtbot: Any) -> None:
    dialog = _dialog(qtbot, ["ada"])
    dialog.count_box.setValue(4)
    names = [edit.text() for edit in dialog.name_edits[:4]]
    assert len({name_key(name) for name in names}) == 4
    assert not dialog.repeated_names()


def test_host_compares_the_host_and_the_computers_not_the_seats_people_join(qtbot: Any) -> None:
    dialog = _dialog(qtbot, ["Ana", "Ana", "Max"], HostDialog)
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData(HUMAN))
    assert not dialog.repeated_names()  # seat 2 waits for a person, who brings a name
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("easy"))
    assert dialog.repeated_names() == [1] and dialog.name_error.isVisible()


def test_settings_from_an_older_version_with_two_anas_start_a_game_that_tells_them_apart() -> None:
    choice = NewGameChoice("classic", (Seat("Ana"), Seat("Ana ", "easy"), Seat("", "easy")))
    game = game_from_choice(choice)
    assert [player.name for player in game.players] == ["Ana", "Ana 2", "Player 3"]


@pytest.mark.parametrize("waiting_seat_name", ["Max", ""])
def test_host_keeps_a_computers_name_that_only_a_seat_people_join_has(
    qtbot: Any, waiting_seat_name: str
) -> None:
    # The check ignored the seat waiting for a person, the clean-up did not: the computer
    # called as that seat's field ("Max", or "Player 2" for an empty one) became "... 2".
    computer_name = waiting_seat_name or "Player 2"
    dialog = _dialog(qtbot, ["Ana", waiting_seat_name, computer_name], HostDialog)
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData(HUMAN))
    assert not dialog.repeated_names()
    with qtbot.waitSignal(dialog.accepted):
        _start(qtbot, dialog)
    choice = dialog.choice()
    assert choice.seats[2].name == computer_name
    table = table_config(choice, {}, 0)
    assert [seat.name for seat in table.seats] == ["Ana", None, computer_name]


def test_a_spanish_window_names_an_old_saves_unnamed_seat_in_spanish(
    make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    # The engine named it "Player 2", in English: it has no translations.
    game = Game("classic", [Player("Ana"), Player("Max", "easy"), Player("Lina", "easy")], 5)
    data = json.loads(dumps(game))
    data["players"][1]["name"] = ""
    data["players"][2]["name"] = "Jugador 2"  # the Spanish name is taken: numbered
    path = tmp_path / "old.qwixx.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = make_window()
    window.apply_preferences(dataclasses.replace(QUICK, language="es"))
    assert window.open_path(path)
    assert window.controller.game is not None
    assert [player.name for player in window.controller.game.players] == [
        "Ana",
        "Jugador 2",
        "Jugador 2 2",
    ]
