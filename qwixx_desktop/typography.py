"""How numbers are written for people, in the window and on the printed pads alike."""

from __future__ import annotations

MINUS = "\u2212"  # the typographic minus sign: a hyphen looks too short next to numbers
# Languages that write the decimal sign otherwise than English's point: "22,5" in Spanish.
DECIMAL_SIGNS = {"es": ","}


def number_text(value: float, spec: str = "", language: str = "en") -> str:
    """`value` formatted by `spec`, its minus sign the typographic one (U+2212) and its
    decimal sign `language`'s."""
    text = format(value, spec).replace("-", MINUS)
    return text.replace(".", DECIMAL_SIGNS.get(language, "."))
