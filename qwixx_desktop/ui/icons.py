"""The app icon: resources/icons/qwixx-desktop.svg and its PNG renderings.

The PNGs are made from the SVG by scripts/render_icons.py and committed, so the app (and the
Linux package, which installs them into the hicolor theme) never needs to render SVG.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

from ..gamedata import resources_dir

ICON_NAME = "qwixx-desktop"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


class IconError(Exception):
    """An icon file is missing; the message names it."""


def icons_dir() -> Path:
    return resources_dir() / "icons"


def svg_path() -> Path:
    return icons_dir() / f"{ICON_NAME}.svg"


def png_path(size: int) -> Path:
    return icons_dir() / f"{ICON_NAME}-{size}.png"


def app_icon_files() -> list[Path]:
    """Every icon file; raises IconError naming the first one missing."""
    files = [svg_path(), *(png_path(size) for size in PNG_SIZES)]
    for path in files:
        if not path.is_file():
            raise IconError(f"{path}: file not found")
    return files


def app_icon() -> QIcon:
    """The window icon in every size there is (a missing file only loses that size)."""
    icon = QIcon()
    for size in PNG_SIZES:
        path = png_path(size)
        if path.is_file():
            icon.addFile(str(path))
    return icon
