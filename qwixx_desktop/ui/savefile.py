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

from .i18n import translate

GAME_ENDING = ".qwixx.json"
PDF_ENDING = ".pdf"


def with_ending(path: Path, ending: str, kept: str | None = None) -> Path:
    """`path` with `ending` added unless its name already ends in `kept` (default `ending`),
    in any case: "game" -> "game.pdf", "Game.PDF" stays."""
    if path.name.lower().endswith((kept or ending).lower()):
        return path
    return path.with_name(path.name + ending)


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
        path = with_ending(Path(chosen[0]), ending, kept)
        if not path.exists() or _may_replace(parent, path):
            return path
        dialog.selectFile(str(path))
    return None


def _may_replace(parent: QWidget, path: Path) -> bool:
    box = QMessageBox(parent)
    box.setObjectName("replaceFile")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Files", "Replace the file?"))
    box.setText(translate("Files", "Replace {file}?").format(file=path.name))
    box.setInformativeText(
        translate(
            "Files", "A file of that name is already in {folder}; replacing it loses what it holds."
        ).format(folder=path.parent)
    )
    replace = box.addButton(translate("Files", "Replace"), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is replace
