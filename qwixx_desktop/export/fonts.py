"""The bundled TrueType fonts, registered once and embedded (subset) in every PDF.

The PDF standard fonts are never used: they are not embedded, and their glyph set lacks the
minus sign and Spanish accents on some viewers.

A name in a script the bundled fonts lack (Chinese, Japanese, Korean...) is drawn, character by
character, in a system font that has it: found through fontconfig (`fc-list`, where there is
one), TrueType outlines only (ReportLab cannot embed CFF ones), embedded as a subset too.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
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


@cache
def glyphs(font: str) -> frozenset[int]:
    """The characters `font` (a registered name) has a glyph for."""
    register_fonts()
    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)


_fallbacks: list[str] = []  # the system fonts registered so far, in the order found
FC_TIMEOUT = 5.0  # seconds; fontconfig answers in milliseconds once its cache is built


def system_program_environment() -> dict[str, str]:
    """The environment for a program of the system. A PyInstaller bundle puts its own library
    folder first in LD_LIBRARY_PATH, where a system program would load the bundle's libraries
    instead of its own; the bootloader keeps the person's value in LD_LIBRARY_PATH_ORIG."""
    environment = dict(os.environ)
    if getattr(sys, "frozen", False):
        original = environment.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is None:
            environment.pop("LD_LIBRARY_PATH", None)
        else:
            environment["LD_LIBRARY_PATH"] = original
    return environment


def _system_fonts(char: str) -> list[tuple[str, int]]:
    """The TrueType fonts fontconfig knows with a glyph for `char`: (file, index in a .ttc)."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return []
    query = f":charset={ord(char):x}:outline=True:fontformat=TrueType"
    try:
        found = subprocess.run(
            [fc_list, "--format", "%{file}\t%{index}\n", query],
            capture_output=True,
            text=True,
            timeout=FC_TIMEOUT,
            env=system_program_environment(),
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError, UnicodeError):
        return []
    fonts = []
    for line in found.splitlines():
        file, _, index = line.partition("\t")
        if file and index.isdigit():
            fonts.append((file, int(index)))
    return sorted(fonts)  # the same font on every run: equal input, equal PDF


@cache
def _registered(file: str, index: int) -> str | None:
    """The name `file` is registered under, None if ReportLab cannot read or embed it."""
    name = f"QwixxFallback-{Path(file).stem}-{index}"  # one name per font: glyphs() caches
    try:
        pdfmetrics.registerFont(TTFont(name, file, subfontIndex=index))
    except Exception:  # any font file on the system: TTFError, OSError, struct.error...
        return None
    _fallbacks.append(name)
    return name


@cache
def fallback_font(char: str) -> str | None:
    """A registered system font that has `char` (one the bundled fonts lack), or None.

    The fonts already found come first (one lookup usually covers a whole name); the answer is
    kept, so a character costs one `fc-list` run per process at most."""
    for name in _fallbacks:
        if ord(char) in glyphs(name):
            return name
    for file, index in _system_fonts(char):
        found = _registered(file, index)
        if found is not None and ord(char) in glyphs(found):
            return found
    return None


def font_for(char: str, font: str) -> str | None:
    """`font` if it has `char`, else a system font that has it (None: no font has)."""
    return font if ord(char) in glyphs(font) else fallback_font(char)


def runs(text: str, font: str) -> list[tuple[str, str]]:
    """`text` cut into (font, part) runs: `font` wherever it has the glyphs, a fallback font
    elsewhere; a combining mark stays with its letter's font."""
    own = glyphs(font)
    if all(ord(char) in own for char in text):  # nearly always: one run
        return [(font, text)]
    parts: list[tuple[str, str]] = []
    for char in text:
        if parts and unicodedata.category(char) in ("Mn", "Me"):
            chosen = parts[-1][0]
        elif ord(char) in own or char.isspace():
            chosen = font
        else:
            chosen = font_for(char, font) or font
        if parts and parts[-1][0] == chosen:
            parts[-1] = (chosen, parts[-1][1] + char)
        else:
            parts.append((chosen, char))
    return parts


def text_width(text: str, font: str, size: float) -> float:
    register_fonts()
    return sum(float(pdfmetrics.stringWidth(part, name, size)) for name, part in runs(text, font))
