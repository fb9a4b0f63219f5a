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


def percent_text(share: float) -> str:
    """A share (0 to 1) as a whole percent, without the sign: never "0" or "100" for a share
    that is not exactly none or all ("<1", ">99"). A half rounds to even (Python's round):
    a share and the rest then add up to 100 ("12" and "88" for 1/8 and 7/8)."""
    shown = round(100 * share)
    if shown == 0 and share > 0:
        return "<1"
    if shown == 100 and share < 1:
        return ">99"
    return str(shown)
