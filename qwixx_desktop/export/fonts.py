"""The bundled TrueType fonts, registered once and embedded (subset) in every PDF.

The PDF standard fonts are never used: they are not embedded, and their glyph set lacks the
minus sign and Spanish accents on some viewers.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from ..gamedata import resources_dir
from .options import ExportError

REGULAR = "QwixxDejaVuSans"
BOLD = "QwixxDejaVuSans-Bold"
FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


@cache
def register_fonts() -> None:
    """Register the fonts with ReportLab (parsing a TTF takes ~0.1 s, so only once)."""
    for name, filename in FONT_FILES.items():
        path = fonts_dir() / filename
        try:
            pdfmetrics.registerFont(TTFont(name, str(path)))
        except (OSError, TTFError) as error:
            raise ExportError(f"cannot load the font {path}: {error}") from None


def text_width(text: str, font: str, size: float) -> float:
    register_fonts()
    return float(pdfmetrics.stringWidth(text, font, size))
