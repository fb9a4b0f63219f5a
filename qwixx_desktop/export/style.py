"""Colours for print: saturated row colours, or greys only for black-and-white printers."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color

Rgb = tuple[float, float, float]


def _hex(code: str) -> Rgb:
    value = int(code.lstrip("#"), 16)
    return ((value >> 16 & 255) / 255, (value >> 8 & 255) / 255, (value & 255) / 255)


# band: the row's background; ink: numbers on white (yellow darkened to stay readable);
# tint: the inside of a number box, light enough that a pen cross stands out.
_ROW_COLOURS: dict[str, tuple[str, str, str]] = {
    "red": ("#d7263d", "#b0182c", "#fde8ea"),
    "yellow": ("#f4c20d", "#8a6a00", "#fff6d1"),
    "green": ("#1f9e4a", "#16773a", "#e3f5e9"),
    "blue": ("#1e63c6", "#174c99", "#e4edfb"),
    "violet": ("#7b3fb5", "#5d2c8c", "#efe6f8"),
}
_FALLBACK = ("#666666", "#333333", "#eeeeee")


@dataclass(frozen=True)
class RowStyle:
    band: Color  # band background (and badge)
    ink: Color  # numbers drawn on the tint
    tint: Color  # number box background
    badge_text: Color  # the letter on the badge


@dataclass(frozen=True)
class Palette:
    colour: bool

    @property
    def ink(self) -> Color:
        return Color(0.1, 0.1, 0.1)

    @property
    def soft(self) -> Color:
        """Secondary text and thin rules."""
        return Color(0.42, 0.42, 0.42)

    @property
    def faint(self) -> Color:
        return Color(0.85, 0.85, 0.85)

    @property
    def paper(self) -> Color:
        return Color(1, 1, 1)

    @property
    def mark(self) -> Color:
        """Crosses on filled sheets: a pen-like dark blue, black in black-and-white."""
        return Color(0.05, 0.1, 0.35) if self.colour else Color(0, 0, 0)

    def row(self, colour: str) -> RowStyle:
        if not self.colour:
            # Black-and-white: the letter badge and the outline carry the row.
            return RowStyle(
                band=Color(0.2, 0.2, 0.2),
                ink=Color(0.1, 0.1, 0.1),
                tint=Color(1, 1, 1),
                badge_text=Color(1, 1, 1),
            )
        band, ink, tint = (_hex(c) for c in _ROW_COLOURS.get(colour, _FALLBACK))
        dark_text = colour == "yellow"
        return RowStyle(
            band=Color(*band),
            ink=Color(*ink),
            tint=Color(*tint),
            badge_text=Color(0.1, 0.1, 0.1) if dark_text else Color(1, 1, 1),
        )

    def band_fill(self, colour: str) -> Color:
        """The band behind a row: its colour, or a light grey so the rows still read as bands."""
        return self.row(colour).band if self.colour else Color(0.88, 0.88, 0.88)


def row_rgb(colour: str) -> Rgb:
    """The band colour as 0..1 RGB (tests compare rendered pixels with it)."""
    return _hex(_ROW_COLOURS.get(colour, _FALLBACK)[0])
