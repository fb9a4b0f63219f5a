"""How numbers are written for people, in the window and on the printed pads alike."""

from __future__ import annotations

MINUS = "\u2212"  # the typographic minus sign: a hyphen looks too short next to numbers


def number_text(value: float, spec: str = "") -> str:
    """`value` formatted by `spec`, its minus sign the typographic one (U+2212)."""
    return format(value, spec).replace("-", MINUS)
