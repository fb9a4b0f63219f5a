"""The window's Save dialogs and printing options, driven as a person does: a name typed into
the (offscreen, Qt's own) file dialog, questions answered by clicking."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QListView, QMessageBox

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.storage import load_game, save_game
from qwixx_desktop.ui.dialogs import ExportDialog, PrintPadsDialog
from qwixx_desktop.ui.i18n import why_it_failed
from qwixx_desktop.ui.preferences import (
    PrintChoice,
    Seat,
    load_print_choice,
    save_new_game_choice,
)
from qwixx_desktop.ui.savefile import GAME_ENDING, PDF_ENDING, with_ending
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import QUICK, choice, pdf_written
from .test_export_support import page_texts


@contextmanager
def typing_names(
    names: list[str | None],
    replace: list[str] | None = None,
    choose: Callable[[Any], None] | None = None,
) -> Iterator[list[str]]:
    """While inside, each file dialog that opens gets the next of `names` typed and Save
    clicked (None, or none left: Cancel), a print options dialog is accepted as `choose`
    leaves it, and each question whether to replace a file is answered with the next of
    `replace`'s buttons (none left: closed). Yields the questions asked."""
    names = list(names)
    answers = list(replace or [])
    asked: list[str] = []
    failures: list[Exception] = []

    def answer() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QFileDialog) and names:
            name = names[0]
            if name is None:
                names.pop(0)
                widget.reject()
                return
            edit = widget.findChild(QLineEdit, "fileNameEdit")
            files = widget.findChild(QListView, "listView")
            assert edit is not None and files is not None, "Qt's own dialog, as offscreen"
            edit.clear()
            QTest.keyClicks(edit, name)
            # Typing selects the files it may mean, or (the dialog just opened) its folder.
            files.clearSelection()
            if widget.selectedFiles() == [widget.directory().absoluteFilePath(name)]:
                names.pop(0)
                widget.accept()  # as Save does
        elif isinstance(widget, QFileDialog):
            widget.reject()  # one more than expected
        elif isinstance(widget, PrintPadsDialog | ExportDialog):
            try:
                if choose is not None:
                    choose(widget)
            except Exception as error:  # a failed check: closed, raised as the test's
                failures.append(error)
                widget.reject()
                return
            widget.accept()

    def reply() -> None:  # its own timer: Qt's own question (before the fix) opens in accept()
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QMessageBox):
            asked.append(f"{widget.text()} {widget.informativeText()}")
            texts = [button.text() for button in widget.buttons()]
            if answers:
                widget.buttons()[texts.index(answers.pop(0))].click()
            else:
                widget.reject()

    timers = [QTimer(), QTimer()]
    for timer, slot in zip(timers, (answer, reply), strict=True):
        timer.timeout.connect(slot)
        timer.start(10)
    try:
        yield asked
    finally:
        for timer in timers:
            timer.stop()
    if failures:
        raise failures[0]
    assert names == [] and answers == [], "every dialog expected was shown"


@pytest.fixture
def make_window(qtbot: Any, make_window: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    """conftest's windows, whose Export and blank pads dialogs return once the PDF they
    started (on a worker) is written: these tests read it next, or open the next dialog."""

    def waiting(window: MainWindow, asked: Callable[[], None]) -> Callable[[], None]:
        def then_wait() -> None:
            asked()
            qtbot.waitUntil(lambda: not window.writing_pdf(), timeout=20000)

        return then_wait

    def make(*args: Any, **kwargs: Any) -> MainWindow:
        window = make_window(*args, **kwargs)
        for name in ("export_game_dialog", "print_pads_dialog"):
            setattr(window, name, waiting(window, getattr(window, name)))
        return window

    return make


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The folder the file dialogs open in (tmp_path also holds the app's home)."""
    path = tmp_path / "files"
    path.mkdir()
    return path


def window_in(make_window: Callable[..., MainWindow], folder: Path) -> MainWindow:
    """A window with a solo game whose file dialogs open in `folder`."""
    window = make_window()
    window.new_game(choice("classic", 5, Seat("You")))
    window.settings.setValue("files/folder", str(folder))
    return window


def test_a_name_typed_without_its_ending_gets_it(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Typing "game" in Save wrote a file "game", which Open's filter (*.json) then hid; the
    PDFs likewise had no .pdf."""
    window = window_in(make_window, folder)
    with typing_names(["game", "sheets", "pads", "mine.JSON", "Kept.PDF"]) as asked:
        window.save_as_dialog()
        window.export_game_dialog()
        window.print_pads_dialog()
        window.save_as_dialog()
        window.export_game_dialog()
    assert asked == []
    assert load_game(folder / "game.qwixx.json").setup.seed == 5
    for pdf in ("sheets.pdf", "pads.pdf"):
        assert (folder / pdf).read_bytes().startswith(b"%PDF")
    assert (folder / "mine.JSON").is_file() and (folder / "Kept.PDF").is_file()
    assert sorted(path.name for path in folder.iterdir()) == [
        "Kept.PDF",
        "game.qwixx.json",
        "mine.JSON",
        "pads.pdf",
        "sheets.pdf",
    ]
    assert window.current_path == folder / "mine.JSON"


def test_a_file_of_the_typed_name_is_not_replaced(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Exporting as "game", where a file "game" was (a game saved without an ending), asked
    whether to replace it, and Yes put the PDF in its place."""
    window = window_in(make_window, folder)
    (folder / "game").write_text("a file the person keeps")
    with typing_names(["game"]) as asked:
        window.export_game_dialog()
    assert asked == []
    assert (folder / "game.pdf").read_bytes().startswith(b"%PDF")
    assert (folder / "game").read_text() == "a file the person keeps"


def test_replacing_is_asked_about_the_file_written(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Exporting as "game" where "game.pdf" is: asked about game.pdf; Cancel goes back to
    the dialog, Replace writes."""
    window = window_in(make_window, folder)
    (folder / "game.pdf").write_text("an older PDF")
    with typing_names(["game", None], replace=["Cancel"]) as asked:
        window.export_game_dialog()
    assert len(asked) == 1 and asked[0].startswith("Replace game.pdf?")
    assert (folder / "game.pdf").read_text() == "an older PDF"
    with typing_names(["game", "game"], replace=["Cancel", "Replace"]) as asked:
        window.export_game_dialog()
    assert len(asked) == 2
    assert (folder / "game.pdf").read_bytes().startswith(b"%PDF")


def test_cancelling_the_file_dialog_writes_nothing(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    window = window_in(make_window, folder)
    with typing_names([None, None]):
        window.save_as_dialog()
        window.export_game_dialog()
    assert list(folder.iterdir()) == [] and window.current_path is None


def paper(page: Any) -> list[int]:
    """A page's sides in points, the shorter first."""
    return sorted(round(float(side)) for side in page.mediabox[2:])


def pick(box: Any, value: object) -> None:
    box.setCurrentIndex(box.findData(value))
    assert box.currentData() == value


def test_export_prints_on_the_paper_chosen_and_remembers_it(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Export this game was always A4, two sheets to a page, in colour, while Print blank
    pads offered the paper and sheets per page; now both offer the same choices, and the last
    ones come back in either."""
    window = make_window()
    window.new_game(choice("classic", 5, Seat("You"), Seat("Ada", "easy"), Seat("Max", "easy")))
    window.settings.setValue("files/folder", str(folder))

    def letter_one_per_page_grey(dialog: ExportDialog) -> None:
        options = dialog.options
        assert (options.paper_box.currentData(), options.per_page_box.currentData()) == ("a4", 2)
        pick(options.paper_box, "letter")
        pick(options.per_page_box, 1)
        options.colour_box.setChecked(False)

    with typing_names(["sheets"], choose=letter_one_per_page_grey):
        window.export_game_dialog()
    pages = PdfReader(folder / "sheets.pdf").pages
    assert len(pages) == 3, "one player's sheet to a page"
    assert paper(pages[0]) == [612, 792], "Letter (one sheet to a page lies landscape)"
    assert load_print_choice(window.settings) == PrintChoice("letter", 1, False)
    seen: list[tuple[object, ...]] = []

    def look(dialog: Any) -> None:
        options = dialog.options
        seen.append(
            (
                options.paper_box.currentData(),
                options.per_page_box.currentData(),
                options.colour_box.isChecked(),
            )
        )

    with typing_names(["pads", "again"], choose=look):
        window.print_pads_dialog()
        window.export_game_dialog()
    assert seen == [("letter", 1, False)] * 2
    assert paper(PdfReader(folder / "pads.pdf").pages[0]) == [612, 792]


def test_damaged_print_settings_give_the_standard_choices(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    for key, value in {"paper": "A3", "per_page": "seven", "colour": "maybe"}.items():
        window.settings.setValue(f"print/{key}", value)
    assert load_print_choice(window.settings) == PrintChoice()
    window.settings.setValue("print/per_page", "4")  # as an INI file hands it back
    assert load_print_choice(window.settings).per_page == 4


def test_blank_pads_print_the_house_rules_chosen(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Print blank pads had no house rules, though the pads can print them (as the command
    line's --rule does): the family that plays with more misthrows got the standard pad. The
    dialog offers New game's house rules section, with the rules last chosen there."""
    window = make_window()
    window.settings.setValue("files/folder", str(folder))
    house = replace(choice("longo", 5), house_rules={"longo": {"misthrows_to_end": 3}})
    save_new_game_choice(window.settings, house)
    shown: list[str] = []

    def more_misthrows_in_classic(dialog: PrintPadsDialog) -> None:
        assert dialog.house_rules_box.values() == {}, "classic's rules are standard"
        pick(dialog.game_box, "longo")
        rules = dialog.house_rules_box
        shown.append(rules.summary.text())
        assert rules.body.isVisibleTo(dialog), "changed rules are shown open"
        pick(dialog.game_box, "classic")
        rules.boxes["misthrows_to_end"].setValue(6)
        rules.boxes["lock_crosses"].setValue(3)
        dialog.count_box.setValue(1)

    with typing_names(["pads"], choose=more_misthrows_in_classic):
        window.print_pads_dialog()
    assert shown == ["misthrows to end: 3"]
    text = " ".join(page_texts(folder / "pads.pdf")[0].split())
    assert "House rules: lock after 3 crosses · game ends at 6 misthrows" in text


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_folder_gone_since_it_was_chosen_is_told_with_why(
    qtbot: Any, make_window: Callable[..., MainWindow], folder: Path, language: str
) -> None:
    """A folder removed (a USB stick pulled) between the Save dialog and the writing: Save,
    Export and blank pads said only "Could not write game.pdf."; now also why, in the
    person's language, as the autosave does; nothing is written and the game goes on."""
    window = make_window()
    window.apply_preferences(replace(QUICK, language=language))
    game = window.new_game(choice("classic", 5, Seat("You")))
    gone = folder / "stick"
    told = {
        "en": "Could not write {file}: the file or folder does not exist.",
        "es": "No se pudo escribir {file}: el archivo o la carpeta no existe.",
    }[language]
    assert not window.save_path(gone / "game.qwixx.json")
    assert window.table.banner.hint.text() == told.format(file="game.qwixx.json")
    for write, name in (
        (window.export_game, "sheets.pdf"),
        (lambda path: window.print_pads(path, {"count": 1}), "pads.pdf"),
    ):
        assert not pdf_written(qtbot, partial(write, gone / name), window)
        assert window.table.banner.hint.text() == told.format(file=name)
    # A file where the folder was: part of the path is not a folder.
    gone.write_text("not a folder")
    assert not pdf_written(qtbot, lambda: window.export_game(gone / "sheets.pdf"), window)
    assert window.table.banner.hint.text().endswith(
        {"en": "part of its path is not a folder.", "es": "parte de su ruta no es una carpeta."}[
            language
        ]
    )
    assert list(folder.iterdir()) == [gone] and window.controller.game is game
    assert window.current_path is None


@pytest.mark.parametrize(
    "code",
    [
        errno.EINVAL,
        errno.ENAMETOOLONG,
        errno.EROFS,
        errno.ENOSPC,
        errno.EACCES,
        errno.EPERM,
        errno.EISDIR,
        errno.ENOTDIR,
        errno.ENOENT,
        errno.EEXIST,
        errno.EBUSY,
        errno.EIO,
        errno.EXDEV,
        errno.EFBIG,
        errno.ENXIO,
        errno.ECONNREFUSED,
        errno.ETIMEDOUT,
    ],
)
def test_why_a_file_could_not_be_used_is_said_in_spanish(spanish: None, code: int) -> None:
    """The system's text is English: a name a FAT stick refuses (EINVAL) read "Invalid
    argument" in the Spanish window. Each error a person can meet has its sentence; one
    unknown keeps the system's text."""
    said = why_it_failed(OSError(code, os.strerror(code), "x"))
    assert said and said != os.strerror(code)
    assert why_it_failed(OSError(errno.EDOM, "Numerical argument")) == "Numerical argument"


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_pipe_chosen_to_write_to_is_told_as_such(
    make_window: Callable[..., MainWindow], folder: Path, language: str
) -> None:
    """Saving over a named pipe is refused (it would replace it by a file); the window said
    "not a regular file" in English whatever its language."""
    window = window_in(make_window, folder)
    window.apply_preferences(replace(QUICK, language=language))
    pipe = folder / "pipe"
    os.mkfifo(pipe)
    assert not window.save_path(pipe)
    assert (
        window.table.banner.hint.text()
        == {
            "en": "Could not write pipe: it is a device or a pipe, not a file.",
            "es": "No se pudo escribir pipe: es un dispositivo o una tubería, no un archivo.",
        }[language]
    )


def test_a_very_long_file_name_is_cut_in_the_messages_not_the_window(
    make_window: Callable[..., MainWindow], folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name of 250 letters has no space to wrap at: the banner and the red notice ran past
    the window's edges. Messages show it cut in the middle, its start and ending kept; the
    program's output keeps the whole path."""
    window = window_in(make_window, folder)
    name = "partida-" + "x" * 236 + ".qwixx"
    gone = folder / "stick" / name
    assert not window.save_path(gone)
    said = window.table.banner.hint.text()
    assert said.startswith("Could not write partida-x") and ".qwixx: the file or" in said
    assert name not in said and "\u2026" in said
    for label in (window.table.banner.hint, window.table.toast):
        assert label.minimumSizeHint().width() <= window.width()
    assert str(gone) in capsys.readouterr().err


def test_sheets_that_do_not_fit_are_told_in_the_dialog(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Four Longo sheets do not fit legibly on Letter paper: the person chose them, then a
    file name, and only then read that nothing was written, and had to start again. Now the
    dialog says so and stays open with the choices as they were."""
    window = make_window()
    window.settings.setValue("files/folder", str(folder))
    seen: list[tuple[str, object]] = []

    def four_longo_on_letter_then_two(dialog: PrintPadsDialog) -> None:
        options = dialog.options
        if not seen:
            pick(dialog.game_box, "longo")
            pick(options.paper_box, "letter")
            pick(options.per_page_box, 4)
            assert not options.problem.isVisibleTo(dialog)
        else:
            seen.append((options.problem.text(), dialog.game_box.currentData()))
            assert options.problem.isVisibleTo(dialog)
            pick(options.per_page_box, 2)
        seen.append(("chosen", options.per_page_box.currentData()))

    with typing_names(["pads"], choose=four_longo_on_letter_then_two):
        window.print_pads_dialog()
    assert seen == [
        ("chosen", 4),
        ("That many sheets per page do not fit legibly on this paper.", "longo"),
        ("chosen", 2),
    ]
    pages = PdfReader(folder / "pads.pdf").pages
    assert len(pages) == 10 and paper(pages[0]) == [612, 792]


def test_the_game_exported_is_the_one_on_the_table_when_asked(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """While the Export dialogs were open, another game could take the table's place (a
    network table's host starts the next game): its empty sheets were exported instead."""
    window = window_in(make_window, folder)
    first = window.controller.game
    assert first is not None

    def next_game_starts(dialog: ExportDialog) -> None:
        window.new_game(choice("longo", 6, Seat("Zoe"), Seat("Ugo", "easy")))

    with typing_names(["sheets"], choose=next_game_starts):
        window.export_game_dialog()
    assert window.controller.game is not first
    text = page_texts(folder / "sheets.pdf")[0]
    assert "Qwixx" in text and "Longo" not in text and "Zoe" not in text


@pytest.mark.parametrize(
    ("typed", "ending", "kept", "written"),
    [
        ("game.", PDF_ENDING, None, "game.pdf"),
        ("game..", PDF_ENDING, None, "game.pdf"),
        ("  game  ", PDF_ENDING, None, "game.pdf"),
        (" game . ", PDF_ENDING, None, "game.pdf"),
        ("game.PDF", PDF_ENDING, None, "game.PDF"),
        ("game.qwixx.json", PDF_ENDING, None, "game.pdf"),
        ("game.json", PDF_ENDING, None, "game.pdf"),
        ("my.game", PDF_ENDING, None, "my.game.pdf"),
        ("game.pdf", GAME_ENDING, ".json", "game.qwixx.json"),
        ("game.", GAME_ENDING, ".json", "game.qwixx.json"),
        ("Game.JSON", GAME_ENDING, ".json", "Game.JSON"),
        ("  game.qwixx.json ", GAME_ENDING, ".json", "game.qwixx.json"),
        ("ñandú", PDF_ENDING, None, "ñandú.pdf"),
    ],
)
def test_a_typed_name_is_the_file_a_person_means(
    typed: str, ending: str, kept: str | None, written: str
) -> None:
    """ "game." was written as "game..pdf", "  game  " as "  game  .pdf" and a game's name
    typed in Export as "game.qwixx.json.pdf"; Save and Export take names alike."""
    assert with_ending(Path("/files") / typed, ending, kept) == Path("/files") / written


@pytest.mark.parametrize("typed", [".pdf", ".PDF", "   ", "..pdf", ". .pdf", ".qwixx.json"])
def test_no_name_but_an_ending_is_no_name(typed: str) -> None:
    """ ".pdf" was written as the hidden file ".pdf", "   " as "   .pdf"."""
    assert with_ending(Path("/files") / typed, PDF_ENDING) is None
    assert with_ending(Path("/files") / typed, GAME_ENDING, ".json") is None


def test_a_name_that_is_no_file_name_is_asked_again(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """ ".pdf" typed in Export wrote a hidden ".pdf", "   " in Save a game named by spaces;
    "pads" where "pads.pdf" is a folder asked whether to replace that "file", then failed.
    Now each is told and the dialog opens again, for a name that is written."""
    window = window_in(make_window, folder)
    (folder / "pads.pdf").mkdir()
    with typing_names([".pdf", "pads", "sheets."]) as asked:
        window.export_game_dialog()
    with typing_names(["   ", ".qwixx.json", "game.pdf"]) as asked_too:
        window.save_as_dialog()
    assert asked == [
        "Type a name for the file, such as qwixx-sheets.pdf. ",
        "pads.pdf is a folder: choose another name. ",
    ]
    assert asked_too == ["Type a name for the file, such as game.qwixx.json. "] * 2
    assert sorted(path.name for path in folder.iterdir()) == [
        "game.qwixx.json",
        "pads.pdf",
        "sheets.pdf",
    ]
    assert (folder / "pads.pdf").is_dir() and window.current_path == folder / "game.qwixx.json"


def test_pdfs_remember_their_own_folder(
    make_window: Callable[..., MainWindow], folder: Path, tmp_path: Path
) -> None:
    """Export and blank pads opened in the Save folder, wherever the last PDF went: the
    person filed every printout by hand. PDFs now go where the last one did (at first the
    Save folder); Save keeps its own; a folder gone since is passed over."""
    window = window_in(make_window, folder)
    printouts = tmp_path / "printouts"
    printouts.mkdir()
    with typing_names(["first", str(printouts / "sheets"), "pads", "game"]):
        window.export_game_dialog()  # in the Save folder: no PDF written yet
        window.export_game_dialog()  # to another folder, typed in full
        window.print_pads_dialog()
        window.save_as_dialog()
    assert sorted(path.name for path in folder.iterdir()) == ["first.pdf", "game.qwixx.json"]
    assert sorted(path.name for path in printouts.iterdir()) == ["pads.pdf", "sheets.pdf"]
    for path in printouts.iterdir():
        path.unlink()
    printouts.rmdir()  # a USB stick pulled
    with typing_names(["again"]):
        window.print_pads_dialog()
    assert (folder / "again.pdf").is_file() and not printouts.exists()
    # The Save folder gone too: the documents folder, else the home; never the folder gone.
    window.settings.setValue("files/folder", str(printouts))
    assert window._folder().is_dir()


def test_blank_pads_start_on_the_game_on_the_table(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """Print blank pads always offered classic: at a Longo table, the pads printed for the
    next evening were classic's unless the person noticed. It offers the game on the table,
    under its house rules (not New game's remembered ones); with no game on the table, the
    game whose pads were printed last."""
    window = make_window()
    window.settings.setValue("files/folder", str(folder))
    save_new_game_choice(
        window.settings, replace(choice("longo", 5), house_rules={"longo": {"misthrows_to_end": 3}})
    )
    window.new_game(
        replace(choice("longo", 5, Seat("You")), house_rules={"longo": {"misthrows_to_end": 6}})
    )
    seen: list[tuple[str, dict[str, int]]] = []

    def look(dialog: PrintPadsDialog) -> None:
        seen.append((dialog.game_box.currentData(), dialog.house_rules_box.values()))
        if len(seen) == 2:
            pick(dialog.game_box, "qwantum")  # printed last, then the table is left
        dialog.count_box.setValue(1)

    with typing_names(["longo", "qwantum", None], choose=look):
        window.print_pads_dialog()
        window.new_game(choice("classic", 5, Seat("You")))
        window.print_pads_dialog()
        later = make_window()  # the app started again: no game on the table
        assert later.controller.game is None
        later.print_pads_dialog()
    assert seen == [
        ("longo", {"misthrows_to_end": 6}),
        ("classic", {}),
        ("qwantum", {}),
    ]
    text = " ".join(page_texts(folder / "longo.pdf")[0].split())
    assert "game ends at 6 misthrows" in text


def suggested_by_save_as(window: MainWindow) -> Path:
    """The file Save as… offers when it opens (its folder and the name in its box); the
    dialog is then cancelled."""
    seen: list[Path] = []

    def look() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QFileDialog):
            edit = widget.findChild(QLineEdit, "fileNameEdit")
            assert edit is not None
            seen.append(Path(widget.directory().absolutePath()) / edit.text())
            widget.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(10)
    try:
        window.save_as_dialog()
    finally:
        timer.stop()
    assert len(seen) == 1
    return seen[0]


def test_save_as_starts_at_the_file_the_game_came_from(
    make_window: Callable[..., MainWindow], folder: Path, tmp_path: Path
) -> None:
    """Save as… after Open offered "game.qwixx.json" in the Save folder, not the opened file:
    a copy made to keep "before the last round" went to another folder under another name.
    It starts at the game's own file (the one opened, then the one saved as); with no file,
    "game.qwixx.json" in the Save folder; its folder gone, its name in the Save folder (if
    that is gone too, the documents folder or the home)."""
    window = window_in(make_window, folder)
    assert suggested_by_save_as(window) == folder / f"game{GAME_ENDING}"
    elsewhere = tmp_path / "evenings"
    elsewhere.mkdir()
    with typing_names([str(elsewhere / "tuesday")]):
        window.save_as_dialog()
    opener = make_window()
    opener.settings.setValue("files/folder", str(folder))
    assert opener.open_path(elsewhere / f"tuesday{GAME_ENDING}")
    assert suggested_by_save_as(opener) == elsewhere / f"tuesday{GAME_ENDING}"
    with typing_names(["wednesday"]):  # typed in the dialog as it opens: in "evenings"
        opener.save_as_dialog()
    assert suggested_by_save_as(opener) == elsewhere / f"wednesday{GAME_ENDING}"
    for path in elsewhere.iterdir():
        path.unlink()
    elsewhere.rmdir()  # the USB stick pulled (the Save folder too: the last save went there)
    assert suggested_by_save_as(opener) == opener._folder() / f"wednesday{GAME_ENDING}"
    assert opener._folder().is_dir()


def test_blank_pads_of_the_game_on_the_table_take_its_lucky_range(
    make_window: Callable[..., MainWindow], folder: Path, tmp_path: Path
) -> None:
    """A Longo game opened from a file with lucky numbers of 3-9: its blank pads, started
    from it, were dealt 2-16's, numbers its players never draw. They take its range; pads
    of another game chosen in the dialog, or with no game on the table, the standard."""
    saved = tmp_path / f"narrow{GAME_ENDING}"
    save_game(saved, Game("longo", [Player("You"), Player("Ann")], 4, {"lucky_range": [3, 9]}))
    window = make_window()
    window.settings.setValue("files/folder", str(folder))
    assert window.open_path(saved)

    def few(dialog: PrintPadsDialog) -> None:
        dialog.count_box.setValue(4)

    with typing_names(["table"], choose=few):
        window.print_pads_dialog()
    text = " ".join(page_texts(folder / "table.pdf")[0].split())
    assert "(3-9)" in text
    later = make_window()  # no game on the table
    with typing_names(["standard"], choose=few):
        later.print_pads_dialog()
    assert "(3-9)" not in " ".join(page_texts(folder / "standard.pdf")[0].split())


def test_save_as_offers_a_new_games_name_in_the_persons_language(
    make_window: Callable[..., MainWindow], folder: Path
) -> None:
    """The Spanish window offered "game.qwixx.json" (and "qwixx-sheets.pdf" to Export)."""
    window = window_in(make_window, folder)
    window.apply_preferences(replace(window.preferences, language="es"))  # as Settings does
    assert suggested_by_save_as(window) == folder / f"partida{GAME_ENDING}"
