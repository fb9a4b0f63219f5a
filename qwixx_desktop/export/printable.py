"""Text from outside (players' names, a board file's name) as the embedded fonts can print it.

ReportLab draws a string's characters one glyph each, without the text layout a screen does: a
character the font lacks (CJK, emoji) came out as an empty box, a tab or a newline from a save
file as one too. `printable` cleans such a text:

  * control and format characters go (a tab or a line break becomes a space), runs of spaces
    become one, and the text is composed (NFC), so "e" + combining acute is the font's "é";
  * a character the font has no glyph for goes, with its combining marks: "Ana 🎲" prints
    "Ana", and a name of such characters only leaves the line blank, to be written by hand.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from reportlab.pdfbase import pdfmetrics

from .fonts import register_fonts

_DROPPED = ("Cf", "Cs", "Co", "Cn")  # format (bidi controls, zero-width), surrogates, unassigned
_SPACED = ("Cc", "Zl", "Zp")  # tab, newline, line and paragraph separators
_MARKS = ("Mn", "Me")  # combining marks: drawn with the character before them


@cache
def _glyphs(font: str) -> frozenset[int]:
    register_fonts()
    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)


def _clusters(text: str) -> list[str]:
    """Each character with the combining marks after it."""
    clusters: list[str] = []
    for char in text:
        if clusters and unicodedata.category(char) in _MARKS:
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def printable(text: str, font: str) -> str:
    """`text` cleaned for printing in `font`."""
    text = unicodedata.normalize("NFC", text)
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if category in _SPACED:
            kept.append(" ")
        elif category not in _DROPPED:
            kept.append(char)
    glyphs = _glyphs(font)
    drawn = "".join(
        cluster
        for cluster in _clusters("".join(kept))
        if cluster.isspace() or all(ord(char) in glyphs for char in cluster)
    )
    return " ".join(drawn.split())
