"""The Save dialog of every file the window writes (a game, a game's sheets, blank pads).

A name typed without its ending ("game") gets it ("game.qwixx.json", "game.pdf"): without it
the file was written as "game", which Open's filter then hid. Qt adds a dialog's default suffix
only after a native dialog (GTK, the desktop portal) has asked whether to replace the name as
typed, so the question would be about another file ("game", perhaps a saved game, when
"game.pdf" is written); the app asks it itself, about the file it writes, whatever the dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .i18n import shown_file, translate

GAME_ENDING = ".qwixx.json"
PDF_ENDING = ".pdf"


# The app's own endings, the longest first: one typed in the other file's dialog is swapped
# for the right one ("game.qwixx.json" typed in Export writes "game.pdf", not
# "game.qwixx.json.pdf"), and a name of nothing else (".pdf") is no name.
APP_ENDINGS = (GAME_ENDING, ".json", PDF_ENDING)


def with_ending(path: Path, ending: str, kept: str | None = None) -> Path | None:
    """`path` as the person meant it: spaces around the name and dots after it dropped
    ("  game.  " is "game"), with `ending` unless the name already ends in `kept` (default
    `ending`), in any case ("game" -> "game.pdf", "Game.PDF" stays), another of the app's
    endings swapped for it; None when nothing is left but endings, dots and spaces (".pdf",
    "   "), which would make a hidden file or one named only by spaces."""
    name = path.name.strip().rstrip(". ")
    if not _without_endings(name):
        return None
    lower = name.lower()
    if not lower.endswith((kept or ending).lower()):
        other = next((end for end in APP_ENDINGS if lower.endswith(end)), "")
        name = name[: len(name) - len(other)].rstrip(". ") + ending
    return path.with_name(name)


def _without_endings(name: str) -> str:
    while True:
        ending = next((end for end in APP_ENDINGS if name.lower().endswith(end)), None)
        if ending is None:
            return name
        name = name[: -len(ending)].rstrip(". ")


def ask_save_path(
    parent: QWidget,
    title: str,
    suggested: Path,
    name_filter: str,
    ending: str,
    kept: str | None = None,
) -> Path | None:
    """The file the person chooses to write, with its ending (`with_ending`), or None when
    they cancel; replacing an existing file is asked first (no: the dialog opens again)."""
    dialog = QFileDialog(parent, title, str(suggested.parent), name_filter)
    dialog.setObjectName("saveFileDialog")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    # Asked below, about the name with its ending (see the module's docstring).
    dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, True)
    dialog.selectFile(str(suggested))
    while dialog.exec() == QFileDialog.DialogCode.Accepted:
        chosen = dialog.selectedFiles()
        if not chosen or not chosen[0]:
            return None
        typed = Path(chosen[0])
        path = with_ending(typed, ending, kept)
        if path is None:
            such = translate("Files", "Type a name for the file, such as {file}.")
            _tell(parent, title, such.format(file=suggested.name))
            dialog.selectFile(str(typed.parent / suggested.name))
            continue
        # "pads" typed where "pads.pdf" is a folder: replacing it was asked, then failed.
        if path.is_dir():
            folder = translate("Files", "{file} is a folder: choose another name.")
            _tell(parent, title, folder.format(file=shown_file(path.name)))
            dialog.selectFile(str(typed.parent / suggested.name))
            continue
        if not path.exists() or _may_replace(parent, path):
            return path
        dialog.selectFile(str(path))
    return None


def _tell(parent: QWidget, title: str, text: str) -> None:
    """Why the name chosen is not taken (the file dialog opens again)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("fileNameProblem")
    box.exec()


def _may_replace(parent: QWidget, path: Path) -> bool:
    box = QMessageBox(parent)
    box.setObjectName("replaceFile")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Files", "Replace the file?"))
    box.setText(translate("Files", "Replace {file}?").format(file=shown_file(path.name)))
    box.setInformativeText(
        translate(
            "Files", "A file of that name is already in {folder}; replacing it loses what it holds."
        ).format(folder=shown_file(path.parent))
    )
    replace = box.addButton(translate("Files", "Replace"), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is replace
