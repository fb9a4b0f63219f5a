"""Render the app icon (resources/icons/qwixx-desktop.svg) into every file the builds need.

    python scripts/render_icons.py

Writes resources/icons/qwixx-desktop-<size>.png (the window icon, and the Linux package's
hicolor icons), packaging/windows/qwixx-desktop.ico (the .exe and installer icon) and
packaging/macos/qwixx-desktop.icns (the .app icon). All are committed; run this again only
after changing the SVG. Qt renders the SVG (QtSvg is part of PySide6-Essentials); Pillow, which
ReportLab already needs, writes the .ico and .icns.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PIL import Image
from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from qwixx_desktop.ui.icons import PNG_SIZES, png_path, svg_path  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def to_pillow(image: QImage) -> Image.Image:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return Image.open(io.BytesIO(bytes(buffer.data().data()))).convert("RGBA")


def main() -> int:
    app = QGuiApplication([])
    renderer = QSvgRenderer(str(svg_path()))
    if not renderer.isValid():
        print(f"cannot read {svg_path()}", file=sys.stderr)
        return 1
    images = {
        size: render(renderer, size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES, 1024})
    }
    for size in PNG_SIZES:
        images[size].save(str(png_path(size)), "PNG")
        print(png_path(size).relative_to(ROOT))
    # Each size rendered from the SVG, not scaled down from the largest.
    ico = ROOT / "packaging" / "windows" / "qwixx-desktop.ico"
    largest = to_pillow(images[max(ICO_SIZES)])
    largest.save(
        ico,
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[to_pillow(images[s]) for s in ICO_SIZES],
    )
    print(ico.relative_to(ROOT))
    icns = ROOT / "packaging" / "macos" / "qwixx-desktop.icns"
    to_pillow(images[1024]).save(
        icns, format="ICNS", append_images=[to_pillow(images[s]) for s in ICNS_SIZES]
    )
    print(icns.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
