"""The game window, played through clicks and keys (offscreen, animations off, no sleeps)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Cross, Game, Move, Phase, Player
from qwixx_desktop.games import game_keys
from qwixx_desktop.games.crossing import LOCK_CROSSES
from qwixx_desktop.storage import load_game
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.i18n import translations_dir
from qwixx_desktop.ui.paths import autosave_path
from qwixx_desktop.ui.preferences import Seat
from qwixx_desktop.ui.window import MainWindow

from .helpers import bad_pass_game
from .qt_helpers import (
    LEFT,
    QUICK,
    choice,
    click_cell,
    pdf_written,
    solo_game_between_turns,
    wait_idle,
)


def offered(window: MainWindow) -> set[tuple[int, int]]:
    snap = window.controller.snapshot
    assert snap is not None and snap.decider is not None
    return {
        (m.row, m.number)
        for m in window.controller.game.legal_moves(snap.decider)  # type: ignore[union-attr]
        if isinstance(m, Cross)
    }


def play_to_the_end(
    qtbot: Any, window: MainWindow, strategy: Callable[[Any, int], Move]
) -> dict[str, int]:
    """Click through a whole game; checks the highlights against the engine at every step."""
    controller = window.controller
    game = controller.game
    assert game is not None
    seen = {"decisions": 0, "crosses": 0, "lucky": 0, "illegal": 0}
    for _ in range(2000):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            return seen
        before = len(game.log)
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(window.table.roll_button, LEFT)
        else:
            sheet = window.table.main_sheet
            assert sheet.model is not None and sheet.model.seat == snap.decider
            assert sheet.highlighted_cells() == offered(window)
            assert window.table.pass_button.isVisible() and window.table.pass_button.isEnabled()
            if seen["illegal"] < 3:
                # A click on a number that is not offered changes nothing.
                target = next(
                    (
                        (row, number)
                        for row, spec in enumerate(game.state.variant.rows)
                        for number in spec.numbers
                        if (row, number) not in offered(window)
                    ),
                    None,
                )
                if target is not None:
                    state = game.state
                    click_cell(qtbot, window, *target)
                    assert game.state is state and len(game.log) == before
                    assert window.table.banner.hint.text()
                    seen["illegal"] += 1
            move = strategy(game.state, snap.decider)
            seen["decisions"] += 1
            if isinstance(move, Cross):
                seen["crosses"] += 1
                seen["lucky"] += move.lucky
                click_cell(qtbot, window, move.row, move.number)
            else:
                qtbot.mouseClick(window.table.pass_button, LEFT)
        assert len(game.log) > before, "the click was applied"
    raise AssertionError("the game did not end")


def test_default_game_opens_ready_to_roll(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.new_game(choice("classic", 1))
    snap = window.controller.snapshot
    assert snap is not None and snap.waiting is Waiting.HUMAN_ROLL
    assert window.table.roll_button.isEnabled()
    assert [p.controller for p in window.controller.game.players] == [  # type: ignore[union-attr]
        "human",
        "medium",
        "medium",
    ]


def test_complete_classic_game_through_clicks(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window(bots_in_process=True)  # as in the app: computers in a process
    game = window.new_game(choice("classic", 2024))
    seen = play_to_the_end(qtbot, window, make_bot("skip2", game.rules, 0))
    assert game.is_over and seen["crosses"] > 5 and seen["illegal"] == 3
    assert window.results.isVisible()
    winner = game.winners()[0]
    assert game.players[winner].name in window.results.winner.text()
    # The game over removes the autosave: there is nothing to resume.
    window.autosaver.flush()
    assert not autosave_path().exists()
    exported = tmp_path / "sheets.pdf"
    assert pdf_written(qtbot, lambda: window.export_game(exported), window)
    assert exported.read_bytes().startswith(b"%PDF")


def test_an_export_tells_the_names_no_font_can_print(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    system_fonts: list[tuple[str, int]],
) -> None:
    """A CJK name (no CJK font on the computer) printed blank, and "Exported" said nothing of
    it; the sheet shows replacement marks and the message names the name, in either language."""
    window = make_window()
    window.new_game(choice("classic", 5, Seat("张伟"), Seat("Ada", "easy")))
    assert pdf_written(qtbot, lambda: window.export_game(tmp_path / "two.pdf"), window)
    assert window.table.banner.hint.text() == (
        "Exported 2 sheets to two.pdf. No font on this computer has some letters of"
        " \u201c张伟\u201d: they print as \ufffd."
    )
    window.apply_preferences(replace(QUICK, language="es"))
    assert pdf_written(qtbot, lambda: window.export_game(tmp_path / "two.pdf"), window)
    assert window.table.banner.hint.text().endswith(
        "Ninguna fuente de este ordenador tiene algunas letras de \u201c张伟\u201d: se imprimen"
        " como \ufffd."
    )


def test_one_sheet_is_told_in_the_singular(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """A solo game's export and a one-sheet pad said "1 sheets" ("1 hojas" in Spanish)."""
    window = make_window()
    window.new_game(choice("classic", 5, Seat("You")))
    assert pdf_written(qtbot, lambda: window.export_game(tmp_path / "solo.pdf"), window)
    assert window.table.banner.hint.text() == "Exported 1 sheet to solo.pdf."
    assert pdf_written(qtbot, lambda: window.print_pads(tmp_path / "pad.pdf", {"count": 1}), window)
    assert window.table.banner.hint.text() == "Saved 1 blank sheet to pad.pdf."
    window.apply_preferences(replace(QUICK, language="es"))
    assert pdf_written(qtbot, lambda: window.export_game(tmp_path / "solo.pdf"), window)
    assert window.table.banner.hint.text() == "Exportada 1 hoja a solo.pdf."
    assert pdf_written(
        qtbot, lambda: window.print_pads(tmp_path / "pads.pdf", {"count": 2}), window
    )
    assert window.table.banner.hint.text() == "Guardadas 2 hojas en blanco en pads.pdf."


def test_a_file_name_too_long_for_the_disk_is_told_not_raised(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """A 300-character name from the file dialog raised OSError out of Print blank pads and
    Export this game (checking whether it was a folder failed before the write did)."""
    window = make_window()
    window.new_game(choice("classic", 5, Seat("You")))
    folder = tmp_path / "pdfs"
    folder.mkdir()
    too_long = folder / ("x" * 300 + ".pdf")
    # Cut in the middle: the whole name ran past the window's edges.
    told = f"Could not write {'x' * 35}\u2026{'x' * 20}.pdf: the name is too long."
    assert not pdf_written(qtbot, lambda: window.print_pads(too_long, {"count": 1}), window)
    assert window.table.banner.hint.text() == told
    assert not pdf_written(qtbot, lambda: window.export_game(too_long), window)
    assert window.table.banner.hint.text() == told
    assert list(folder.iterdir()) == []


def test_complete_longo_game_with_lucky_crosses(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("longo", 77, Seat("You"), Seat("Ada", "hard")))
    sheet = window.table.main_sheet
    assert sheet.model is not None and len(sheet.model.lucky) == 2
    seen = play_to_the_end(qtbot, window, make_bot("greedy", game.rules, 0))
    assert game.is_over
    assert seen["lucky"] > 0, "the lucky move was offered and clicked"


def test_keyboard_play_roll_tab_and_space(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("classic", 9))
    with qtbot.waitActive(window):
        window.activateWindow()
    sheet = window.table.main_sheet
    sheet.setFocus()
    qtbot.keyClick(sheet, Qt.Key.Key_R)
    wait_idle(qtbot, window)
    assert game.phase is Phase.WHITE
    cells = offered(window)
    assert cells, "seed 9 offers a white-sum cross"
    qtbot.keyClick(sheet, Qt.Key.Key_Tab)
    focused = sheet.focused_cell()
    assert focused in cells
    qtbot.keyClick(sheet, Qt.Key.Key_Space)
    wait_idle(qtbot, window)
    assert focused[1] in game.state.crossed_numbers(0, focused[0])  # type: ignore[index]


def test_save_quit_open_gives_the_same_state(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window()
    game = window.new_game(choice("longo", 31))
    for _ in range(3):
        qtbot.mouseClick(window.table.roll_button, LEFT)
        wait_idle(qtbot, window)
        while window.controller.snapshot.waiting is Waiting.HUMAN_DECISION:  # type: ignore[union-attr]
            qtbot.mouseClick(window.table.pass_button, LEFT)
            wait_idle(qtbot, window)
    path = tmp_path / "saved.qwixx.json"
    assert window.save_path(path)
    state, log = game.state, list(game.log)
    window.close()
    again = make_window()
    assert again.open_path(path)
    loaded = again.controller.game
    assert loaded is not None and loaded.state == state and loaded.log == log
    wait_idle(qtbot, again)
    assert again.controller.snapshot.waiting is Waiting.HUMAN_ROLL  # type: ignore[union-attr]


def test_corrupt_save_is_refused_with_a_message(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window()
    game = window.new_game(choice("classic", 4))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    state = game.state
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "qwixx-desktop-save", "version": 1, "log": [', "utf-8")
    assert not window.open_path(broken)
    assert window.controller.game is game and game.state is state
    # Said as cut short, not as "damaged: its game cannot be replayed".
    assert "broken.json is incomplete: it was cut short" in window.table.banner.hint.text()
    assert window.table.log.count() > 0


def test_autosave_offers_to_resume_exactly_there(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("classic", 12))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    row, number = sorted(offered(window))[0] if offered(window) else (-1, -1)
    if row >= 0:
        click_cell(qtbot, window, row, number)
        wait_idle(qtbot, window)
    window.autosaver.flush()
    saved = load_game(autosave_path())
    assert saved.log == game.log, "autosaved after every applied move"
    state = game.state
    window.close()  # quitting keeps the autosave
    again = make_window()
    resumable = again.saved_game_to_resume()
    assert resumable is not None
    again.offer_resume(resumable)
    assert again.resume_panel.isVisible()
    assert again.controller.game is None, "nothing plays before the person chooses"
    qtbot.mouseClick(again.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, again)
    assert again.controller.game is not None and again.controller.game.state == state
    assert not again.resume_panel.isVisible()


def test_the_dice_tray_behind_the_resume_offer_asks_for_no_first_roll(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Behind the offer to resume, the table shows the saved game, three rolls in, with no
    dice on the tray: the tray said "Roll the dice to start." while nothing could be played.
    It says nothing there, and once resumed at the person's roll, "Roll the dice." """
    game = solo_game_between_turns("classic", 3)
    window = make_window()
    window.offer_resume(game)
    tray = window.table.kit.tray  # type: ignore[attr-defined]
    assert not tray.dice
    assert tray.no_dice_text() == ""
    assert window.table.banner.prompt.text() == ""
    qtbot.mouseClick(window.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, window)
    assert window.controller.snapshot.waiting is Waiting.HUMAN_ROLL  # type: ignore[union-attr]
    assert not tray.dice
    assert tray.no_dice_text() == "Roll the dice."


def test_the_resume_offer_names_the_house_rules_and_the_file(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """The resume card said "Qwixx (classic), on your own. Rolls so far: 1." of a game
    under house rules (the title and the log showed them only once resumed), and not which
    saved game it was. It names both; the game resumed saves to that file."""
    window = make_window()
    window.new_game(
        replace(choice("classic", 12, Seat("You")), house_rules={"classic": {LOCK_CROSSES: 3}})
    )
    assert window.save_path(tmp_path / "evening.qwixx.json")
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    window.autosaver.flush()
    window.close()
    again = make_window()
    resumable = again.saved_game_to_resume()
    assert resumable is not None
    again.offer_resume(resumable)
    details = again.resume_panel.details.text()
    assert "Qwixx (classic), on your own. Rolls so far: 1." in details
    assert "House rules: crosses to lock: 3" in details
    assert "evening.qwixx.json" in details
    again.apply_preferences(replace(QUICK, language="es"))
    assert "evening.qwixx.json" in again.resume_panel.details.text()
    assert "crosses" not in again.resume_panel.details.text()
    again.apply_preferences(QUICK)
    qtbot.mouseClick(again.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, again)
    assert again.current_path == tmp_path / "evening.qwixx.json"


def test_spanish_changes_the_visible_strings(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 1))
    english = (
        window.table.roll_button.text(),
        window.game_menu.title(),
        window.table.banner.prompt.text(),
    )
    window.apply_preferences(replace(QUICK, language="es"))
    spanish = (
        window.table.roll_button.text(),
        window.game_menu.title(),
        window.table.banner.prompt.text(),
    )
    assert all(a != b for a, b in zip(english, spanish, strict=True)), spanish
    assert "dados" in spanish[0].lower()
    window.apply_preferences(QUICK)
    assert window.table.roll_button.text() == english[0]


@pytest.mark.parametrize(
    ("content", "english", "spanish"),
    [
        # Cut short: it was "damaged: its game cannot be replayed", true but vague.
        ('{"format": "qwixx-desktop-save", "version": 1, "log": [', "is incomplete", "incompleto"),
        (
            '{"format": "qwixx-desktop-save", "version": 1, "variant": "classic", "options": {},'
            ' "seed": 1, "players": [{"name": "You", "controller": "human"}], "log": [{"x": 1}]}',
            "is damaged",
            "dañado",
        ),
        (
            '{"format": "qwixx-desktop-save", "version": 99}',
            "newer",
            "más reciente: actualiza la aplicación para abrirlo.",  # lo: the file
        ),
        (
            '{"format": "qwixx-desktop-save", "version": 1, "variant": "nope", "options": {},'
            ' "seed": 1, "players": [{"name": "You", "controller": "human"}], "log": []}',
            "cannot be opened",
            "bad.json: esta versión de Qwixx Desktop no puede jugar su juego",
        ),
        ("[1, 2, 3]", "is not a Qwixx Desktop game", "no es una partida"),
    ],
)
def test_file_problems_are_told_in_the_chosen_language(
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    content: str,
    english: str,
    spanish: str,
) -> None:
    window = make_window()
    window.new_game(choice("classic", 1))
    bad = tmp_path / "bad.json"
    bad.write_text(content, "utf-8")
    assert not window.open_path(bad)
    assert english in window.table.banner.hint.text()
    window.apply_preferences(replace(QUICK, language="es"))
    assert not window.open_path(bad)
    message = window.table.banner.hint.text()
    assert spanish in message and "bad.json" in message
    assert "JSON" not in message and "format" not in message  # no English detail
    window.apply_preferences(QUICK)


def _linguist_tool(name: str) -> str | None:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    return found if Path(found).exists() else None


def test_every_string_has_a_spanish_translation(tmp_path: Path) -> None:
    source = translations_dir() / "qwixx_desktop_es.ts"
    lupdate, lrelease = _linguist_tool("pyside6-lupdate"), _linguist_tool("pyside6-lrelease")
    if lupdate is None or lrelease is None:
        pytest.skip("Qt Linguist tools are not installed")
    # Extract the strings of today's sources into a copy: none may lack a translation.
    copy = tmp_path / "es.ts"
    shutil.copy(source, copy)
    sources = sorted(
        str(p) for p in (Path(__file__).parent.parent / "qwixx_desktop" / "ui").rglob("*.py")
    )
    subprocess.run([lupdate, *sources, "-ts", str(copy)], check=True, capture_output=True)
    tree = ElementTree.parse(copy)
    missing = [
        message.findtext("source")
        for message in tree.iter("message")
        if (translation := message.find("translation")) is not None
        and translation.get("type") in ("unfinished", None)
        and not (translation.text or "").strip()
    ]
    assert not missing, missing
    # The committed .qm is the compiled .ts.
    compiled = tmp_path / "es.qm"
    subprocess.run([lrelease, str(source), "-qm", str(compiled)], check=True, capture_output=True)
    assert compiled.read_bytes() == (translations_dir() / "qwixx_desktop_es.qm").read_bytes()


@pytest.mark.parametrize("game_key", ["classic", "longo"])
def test_screenshot_shows_the_row_colours(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path, game_key: str
) -> None:
    window = make_window()
    window.new_game(choice(game_key, 5))
    window.tutor.differences_card.hide()  # a first Longo game shows what's different
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    window.table.pass_button.setFocus()  # no keyboard focus ring over the sheet
    image = window.grab().toImage()
    path = tmp_path / f"window-{game_key}.png"
    assert image.save(str(path)) and path.stat().st_size > 10_000
    sheets = [window.table.main_sheet, *window.table.opponent_sheets]
    for sheet in sheets:
        assert sheet.model is not None
        for row, spec in enumerate(sheet.model.variant.rows):
            point = sheet.mapTo(window, sheet.band_sample_point(row).toPoint())
            pixel = QColor(image.pixel(point))
            expected = window.look.row(spec.colour).band
            assert _close(pixel, expected), (game_key, spec.colour, pixel.name(), expected.name())


def _close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_clicks_on_other_parts_explain_and_change_nothing(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("classic", 9))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    sheet = window.table.main_sheet
    log = list(game.log)
    for rect in (sheet.lock_rect(0), sheet.misthrow_rect(0)):
        window.table.banner.hint.clear()
        qtbot.mouseClick(sheet, LEFT, pos=rect.center())
        assert game.log == log and window.table.banner.hint.text()
    window.table.banner.hint.clear()
    opponent = window.table.opponent_sheets[0]
    qtbot.mouseClick(opponent, LEFT, pos=opponent.cell_rect(0, 2).center())
    assert game.log == log and "Ada" in window.table.banner.hint.text()
    qtbot.mouseClick(sheet, LEFT, pos=QPoint(2, 2))
    assert game.log == log


def test_colour_blind_palette_and_dark_theme_repaint(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 3, Seat("You"), Seat("Bo", "easy")))
    window.apply_preferences(replace(QUICK, colour_blind=True, theme="dark"))
    image = window.grab().toImage()
    sheet = window.table.main_sheet
    point = sheet.mapTo(window, sheet.band_sample_point(0).toPoint())
    assert _close(QColor(image.pixel(point)), QColor("#d55e00"))


@pytest.mark.parametrize("language", ["en", "es"])
def test_new_settings_in_the_review_keep_the_reviewed_position(
    qtbot: Any, make_window: Callable[..., MainWindow], language: str
) -> None:
    """Settings changed while stepping through a finished game (a new look, or language):
    the table stays at the slider's roll; it showed the game's end beside "Roll 2 of …"."""
    window = make_window()
    game, _ = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.results.review_button, LEFT)
    bar = window.review_bar
    bar.slider.setValue(1)
    reviewed = window.table.main_sheet.model
    assert reviewed is not None and reviewed.card != game.scores()[reviewed.seat]
    window.apply_preferences(replace(QUICK, language=language, theme="dark", colour_blind=True))
    assert bar.isVisible() and bar.slider.value() == 1
    snap = window.table._snapshot
    assert snap is not None and snap.reviewing and len(snap.game.log) < len(game.log)
    assert window.table.main_sheet.model == reviewed
    assert not window.table.roll_button.isVisible()


def test_game_with_unknown_level_is_not_opened(
    make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    from qwixx_desktop.engine.save import dumps

    window = make_window()
    window.new_game(choice("classic", 1))
    path = tmp_path / "odd.json"
    path.write_text(dumps(Game("classic", [Player("X", "grandmaster")], 1)), "utf-8")
    assert not window.open_path(path)
    assert "grandmaster" in window.table.banner.hint.text()


@pytest.mark.parametrize("kind", ["classic", "qwantum"])
def test_opening_a_game_with_computer_levels_leaves_the_ai_to_its_worker(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    """Open checked the file's levels by asking the game's AI, which imported it (numpy, its
    tables) on the GUI thread: the window froze for up to a second and a half at Open, and
    at a start with an autosave. The levels need no AI; a bot's other names still ask it."""
    import threading

    from qwixx_desktop.ai import base
    from qwixx_desktop.engine.save import dumps
    from qwixx_desktop.ui.window import game_from_choice

    asked: list[threading.Thread] = []
    game_ai = base.game_ai

    def watched(rules: Any) -> Any:
        asked.append(threading.current_thread())
        return game_ai(rules)

    monkeypatch.setattr(base, "game_ai", watched)
    window = make_window()
    path = tmp_path / "levels.json"
    for level in ("easy", "expert"):
        game = game_from_choice(choice(kind, 1, Seat("You"), Seat("Ada", level)))
        path.write_text(dumps(game), "utf-8")
        assert window.open_path(path)
        wait_idle(qtbot, window)
    assert threading.main_thread() not in asked
    # A bot other than a level is looked up, and known.
    game = game_from_choice(choice(kind, 1, Seat("You"), Seat("Ada", "random")))
    path.write_text(dumps(game), "utf-8")
    assert window.open_path(path)
    assert threading.main_thread() in asked


def test_a_new_game_clears_the_last_games_announcement(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 3, Seat("You"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    window.table.announce("Game over. Winner: Ada with 80 points.", "over")
    assert window.table.toast.isVisible()
    window.new_game(choice("qwantum", 4, Seat("You"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    assert not window.table.toast.isVisible()
    assert window.table.log.count() == 0


def test_the_rules_left_open_take_the_language_chosen_meanwhile(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The rules stay open beside the window (not modal): a language chosen in Settings
    meanwhile left them in the old one."""
    from PySide6.QtWidgets import QTextBrowser

    from qwixx_desktop.ui.dialogs import RulesDialog

    window = make_window()
    window.show_rules()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.windowTitle() == "Rules"

    def shown() -> list[str]:
        return [
            browser.toPlainText()
            for browser in dialog.findChildren(QTextBrowser)  # type: ignore[union-attr]
        ]

    english = shown()
    assert window.translations.use("es")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Reglas")
    fresh = RulesDialog("classic")
    qtbot.addWidget(fresh)
    spanish = [browser.toPlainText() for browser in fresh.findChildren(QTextBrowser)]
    assert shown() == spanish and all(es != en for es, en in zip(spanish, english, strict=True))


def test_the_rules_fit_a_small_screen(
    make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a netbook the rules kept 560 points of height: their Close button was below the
    screen's bottom edge."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from qwixx_desktop.ui.dialogs import RulesDialog
    from qwixx_desktop.ui.style import screen_room

    window = make_window()
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 0, 1024, 600))
    window.show_rules()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None
    room = screen_room(dialog)
    assert dialog.width() <= room.width() and dialog.height() <= room.height()


def test_the_window_can_shrink_to_a_smaller_screen_it_goes_to(
    make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started on a big monitor, then on a netbook's screen (the monitor unplugged, or the
    window dragged there): its least height stayed the big screen's 660, taller than the
    room there, so its bottom row of buttons could not come onto the screen."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from qwixx_desktop.ui.style import screen_of, screen_room

    window = make_window()
    assert window.minimumHeight() == 660
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 0, 1024, 600))
    handle = window.windowHandle()
    handle.screenChanged.emit(screen_of(window))
    assert window.minimumHeight() <= screen_room(window).height()


def _log_texts(window: MainWindow) -> list[str]:
    log = window.table.log
    return [log.item(row).text() for row in range(log.count())]


def test_a_new_language_rewrites_the_lines_already_in_the_log(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """Settings -> Spanish mid-game: the log's earlier lines stayed in English beside the
    Spanish ones that followed; they are written again, notices too."""
    window = make_window()
    window.new_game(choice("classic", 3, Seat("You"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    for _ in range(2):  # the white sum, then the colours: Ada's turn
        wait_idle(qtbot, window)
        qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    assert window.save_path(tmp_path / "mine.qwixx.json")
    english = _log_texts(window)
    assert "Turn: Ada." in english and "Saved to mine.qwixx.json." in english
    window.apply_preferences(replace(QUICK, language="es"))
    spanish = _log_texts(window)
    assert len(spanish) == len(english)
    assert "Turno de Ada." in spanish and "Guardado en mine.qwixx.json." in spanish
    assert not set(english) & set(spanish) - {""}, spanish
    window.apply_preferences(QUICK)
    assert _log_texts(window) == english


def test_the_review_shows_the_reviewed_roll_and_its_log_from_the_start(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The review opened on the live "Game over." picture until the slider moved, and its
    log stayed the whole game's whatever roll the slider showed."""
    from qwixx_desktop.ui.gamelog import game_lines

    window = make_window()
    game, _ = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    window.notify("A notice after the game.", "info")
    live = _log_texts(window)
    qtbot.mouseClick(window.results.review_button, LEFT)
    bar = window.review_bar
    assert bar.slider.value() == bar.slider.maximum()
    assert window.table.banner.prompt.text().startswith("Reviewing the game")
    assert _log_texts(window) == [line.text for line in game_lines(game)]
    bar.slider.setValue(1)  # the table as the second roll came down
    snap = window.table._snapshot
    assert snap is not None and snap.reviewing
    past = game.copy()
    past.truncate(len(snap.game.log))
    assert _log_texts(window) == [line.text for line in game_lines(past)]
    assert "Game over" not in " ".join(_log_texts(window))
    qtbot.mouseClick(bar.results_button, LEFT)
    assert _log_texts(window) == live


def test_a_resumed_game_saves_to_the_file_it_came_from(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game opened from a file, then resumed after a restart (autosave), forgot its file:
    Save asked again where to save."""
    from PySide6.QtWidgets import QFileDialog

    window = make_window()
    window.new_game(choice("classic", 12, Seat("You"), Seat("Ada", "easy")))
    path = tmp_path / "mine.qwixx.json"
    assert window.save_path(path)
    assert window.open_path(path)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    game = window.controller.game
    assert game is not None
    window.close()
    again = make_window()
    resumable = again.saved_game_to_resume()
    assert resumable is not None
    again.offer_resume(resumable)
    qtbot.mouseClick(again.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, again)
    assert again.current_path == path and path.name in again.windowTitle()

    def asked(*args: object) -> tuple[str, str]:
        raise AssertionError("Save asked where to save")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    again.save_dialog()
    saved = load_game(path)
    assert saved.log == game.log
    assert saved.notes == game.notes, "the file's name is the autosave's note only"


def test_a_file_name_that_is_not_unicode_does_not_stop_the_autosave(
    qapp: Any, tmp_path: Path
) -> None:
    from qwixx_desktop.ui.autosave import Autosaver

    game = Game("classic", [Player("You"), Player("Ada", "easy")], 12)
    game.roll()
    autosaver = Autosaver(tmp_path / "autosave.json")
    autosaver.save(game, tmp_path / "caf\udce9.json")  # a Latin-1 name on a UTF-8 disk
    autosaver.close()
    assert load_game(tmp_path / "autosave.json").log == game.log


def test_a_name_without_spaces_wraps_in_the_log(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """A 64-letter name (a save's or a network table's limit) in a log line widened every
    line of the log past its edge, behind a sideways scroll bar: the other lines wrap at
    the log's width again."""
    from qwixx_desktop.engine.save import MAX_NAME_LENGTH

    name = "x" * MAX_NAME_LENGTH
    window = make_window()
    window.start_game(Game("classic", [Player("You"), Player(name, "easy")], 3))
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    for _ in range(2):  # the white sum, then the colours: the long name's turn
        wait_idle(qtbot, window)
        qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    log = window.table.log
    assert f"Turn: {name}." in _log_texts(window)
    log.doItemsLayout()
    width = log.viewport().width()
    for row in range(log.count()):
        if name not in log.item(row).text():
            assert log.visualItemRect(log.item(row)).width() <= width, log.item(row).text()


def test_a_new_game_started_from_the_review_is_not_covered_by_the_last_results(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Game → New (or Open, the daily challenge, …) while stepping through a finished game:
    leaving the review drew the finished game's end again, which popped its results card
    up over the new game (with the keyboard on its Play again)."""
    from PySide6.QtWidgets import QApplication

    window = make_window()
    game, _ = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.results.review_button, LEFT)
    assert window.review_bar.isVisible()
    fresh = window.new_game(choice("classic", 5, Seat("You"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    assert not window.review_bar.isVisible()
    assert not window.results.isVisible()
    assert window.controller.snapshot is not None and window.controller.snapshot.game is fresh
    focus = QApplication.focusWidget()
    assert focus is None or not window.results.isAncestorOf(focus)


def _geometry_saved_on(screen_width: int) -> bytes:
    """What QWidget.saveGeometry writes (format 3) for a 1280x700 window on a screen
    `screen_width` wide."""
    import struct

    rect = struct.pack(">4i", 40, 50, 40 + 1280 - 1, 50 + 700 - 1)
    header = struct.pack(">IHH", 0x1D9D0CB, 3, 0)
    return header + rect + rect + struct.pack(">iBBi", 0, 0, 0, screen_width) + rect


@pytest.mark.parametrize(
    "saved", [b"\x01\xd9\xd0\xcb damaged", _geometry_saved_on(4000)], ids=["damaged", "other"]
)
def test_a_geometry_qt_refuses_gives_the_first_size_not_the_least(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch, saved: bytes
) -> None:
    from PySide6.QtCore import QByteArray, QSize

    from qwixx_desktop.ui import window as window_module
    from qwixx_desktop.ui.i18n import Translations
    from qwixx_desktop.ui.paths import open_settings

    from .conftest import shut_down

    # A screen with room for the first size (the offscreen one is 800x600).
    monkeypatch.setattr(window_module, "screen_room", lambda widget: QSize(1600, 900))
    settings = open_settings()
    settings.setValue("window/geometry", QByteArray(saved))
    window = MainWindow(settings, Translations(), QUICK)
    qtbot.addWidget(window)
    try:
        assert window.size() == window_module.FIRST_SIZE
    finally:
        shut_down([window])


def test_asking_for_the_screen_leaves_the_apps_screen_to_the_app(qtbot: Any) -> None:
    # `widget.screen()` made the QScreen's wrapper a child of the widget's: collected later
    # with a cycle of dead widgets, the wrapper was freed as its own and deleted the app's only
    # QScreen; the next widget asking for its screen crashed the test suite (rarely).
    import shiboken6
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QWidget

    from qwixx_desktop.ui.style import keep_on_screen, screen_room

    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    assert screen_room(widget).height() > 0
    keep_on_screen(widget)
    screen = QGuiApplication.primaryScreen()
    # shiboken's own account of the wrapper: its "parent" line names the widget it hangs on.
    parents = [line for line in shiboken6.dump(screen).splitlines() if line.startswith("parent")]
    assert not any("QWidget" in line for line in parents), parents
    assert not shiboken6.ownedByPython(screen)


@pytest.mark.parametrize("size", [(960, 640), (1920, 1080)])
def test_an_announcement_covers_nothing_the_person_plays_with(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int]
) -> None:
    """The toast sat in the middle of the table: in Qwantum over the person's total, in a
    small window over the other players' sheets. It takes the banner's line now, in every
    game, with two players and with four."""
    window = make_window()
    window.resize(*size)
    table = window.table
    seats = (Seat("You"), Seat("Ada", "easy"), Seat("Max", "easy"), Seat("Bo", "easy"))
    for game in game_keys():
        for players in (2, 4):
            window.new_game(choice(game, 3, *seats[:players]))
            window.tutor.differences_card.hide()  # the first game of its kind shows it
            wait_idle(qtbot, window)
            table.announce("Ada locked the red row.", "lock")
            toast = table.toast
            assert toast.isVisible()
            played_with = {
                "sheet": table.main_sheet,
                "dice": table.kit.tray,
                "buttons": table.actions_bar,
                "other sheets": table.sheets_area,
                **({"board": table.kit.board} if table.kit.board is not None else {}),
            }
            for name, widget in played_with.items():
                place = QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())
                where = (game, players, name, toast.geometry(), place)
                assert widget.isVisible() and not toast.geometry().intersects(place), where


def test_at_the_least_size_the_network_dock_and_the_coach_leave_the_table_in_one_piece(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """At 960x640 with the network dock open (two columns of quick-chat buttons) On Board's
    board and the others' sheets ran over the person's dice and sheet, and the coach's card
    out of the table; classic's others' sheets were thumbnails in a 142 px column."""
    window = make_window()
    window.resize(960, 640)
    table = window.table
    seats = (Seat("You"), Seat("Ada", "easy"), Seat("Max", "easy"), Seat("Bo", "easy"))
    for game in ("onboard", "classic"):
        window.new_game(choice(game, 3, *seats))
        window.tutor.differences_card.hide()  # the first game of its kind shows it
        wait_idle(qtbot, window)
        if window.controller.snapshot.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(table.roll_button, LEFT)
            wait_idle(qtbot, window)
        window.network.dock.show()
        qtbot.mouseClick(table.hint_button, LEFT)
        qtbot.waitUntil(table.coach_panel.isVisible, timeout=5000)
        parts = {
            "person's column": table.left_column,
            "other sheets": table.sheets_area,
            "coach": table.coach_panel,
            **({"log": table.log} if table.log.isVisible() else {}),
            **({"board": table.kit.board} if table.kit.board is not None else {}),
        }
        places = {
            name: QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())
            for name, widget in parts.items()
        }
        places["dice"] = QRect(table.kit.tray.mapTo(table, QPoint(0, 0)), table.kit.tray.size())
        for name, place in places.items():
            assert table.rect().contains(place), (game, name, place, table.rect())
        for name, place in places.items():
            for other, other_place in places.items():
                # The dice lie in the person's column: each against the right column's parts.
                if name < other and {name, other} != {"person's column", "dice"}:
                    assert not place.intersects(other_place), (game, name, other)
        # The others' sheets readable, not thumbnails (142 px wide beside the dock).
        assert table.right_column.width() >= 250, (game, table.right_column.width())
        window.network.dock.hide()


LONG_NOTICE = (
    "No se pudo guardar la partida en /home/usuario/.local/share/qwixx-desktop/"
    "autosave.qwixx.json: el disco está lleno. Libera espacio y vuelve a intentarlo."
)


def test_an_announcement_too_long_for_the_banner_is_cut_inside_it(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Too long for the banner's line even at the smallest size, the toast grew downwards
    over the banner's explanation line and the dice tray. It keeps to the banner and ends
    its last line in "…"; the log has the whole text."""
    window = make_window()
    window.resize(960, 640)
    window.new_game(choice("qwantum", 7, Seat("Tú"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    table = window.table
    table.announce(LONG_NOTICE, "lock")
    toast, banner = table.toast, table.banner
    assert toast.isVisible()
    assert banner.geometry().contains(toast.geometry()), (toast.geometry(), banner.geometry())
    assert toast.heightForWidth(toast.width()) <= banner.height()
    assert toast.text().endswith("\u2026") and toast.text()[:20] == LONG_NOTICE[:20]
    assert table.log.item(table.log.count() - 1).text() == LONG_NOTICE


def test_an_error_shows_its_words_once(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """An error said its words in the banner's explanation line and, again, in a toast
    over the banner: it says them in the explanation line (and the log) only."""
    window = make_window()
    window.resize(960, 640)
    window.new_game(choice("qwantum", 7, Seat("Tú"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    window.notify(LONG_NOTICE, "error")
    saying = [
        label
        for label in window.table.findChildren(QLabel)
        if label.isVisible() and "Libera espacio" in label.text()
    ]
    assert saying == [window.table.banner.hint]


_CLOSE_ONE_WINDOW = """
import gc
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
app = QApplication([])
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.paths import open_settings
from qwixx_desktop.ui.window import MainWindow
from tests.qt_helpers import QUICK
window = MainWindow(open_settings(), Translations(), QUICK, bots_in_process=False)
window.show()
for _ in range(20):
    app.processEvents()
window.shutdown()
window.autosaver.close()
window.close()
window.deleteLater()
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
del window
gc.set_debug(gc.DEBUG_SAVEALL)
gc.collect()
print(sorted({type(thing).__name__ for thing in gc.garbage}))
"""


def test_a_closed_window_is_freed_without_the_garbage_collector(home: Path) -> None:
    # What the collector frees it may free on any thread (a worker's): the table, its kits
    # and its controller referred to each other, and a closed window's waited for it. In a
    # process of its own: this test process holds windows of other tests.
    import os

    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    left = subprocess.run(
        [sys.executable, "-c", _CLOSE_ONE_WINDOW],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env=environment,
        cwd=Path(__file__).parent.parent,
    ).stdout
    assert "TableWidget" not in left and "MainWindow" not in left, left
