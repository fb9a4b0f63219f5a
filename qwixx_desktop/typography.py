"""How numbers are written for people, in the window and on the printed pads alike."""

from __future__ import annotations

from collections.abc import Sequence

MINUS = "\u2212"  # the typographic minus sign: a hyphen looks too short next to numbers
# Languages that write the decimal sign otherwise than English's point: "22,5" in Spanish.
DECIMAL_SIGNS = {"es": ","}


def plural(count: float, one: str, many: str) -> str:
    """`one` (the text for a single thing, "1 point") or `many` ("2 points"), both already in
    the person's language. English and Spanish both take the singular for one or minus one
    alone: "0 puntos", "1,5 puntos", "-1 punto". Plain Python: the printed pads and the command
    line use it without Qt."""
    return one if abs(count) == 1 else many


def number_text(value: float, spec: str = "", language: str = "en") -> str:
    """`value` formatted by `spec`, its minus sign the typographic one (U+2212) and its
    decimal sign `language`'s."""
    text = format(value, spec).replace("-", MINUS)
    return text.replace(".", DECIMAL_SIGNS.get(language, "."))


def percent_text(share: float) -> str:
    """A share (0 to 1) as a whole percent, without the sign: never "0" or "100" for a share
    that is not exactly none or all ("<1", ">99"). A half rounds to even (Python's round):
    a share and the rest then add up to 100 ("12" and "88" for 1/8 and 7/8)."""
    return _marked(round(100 * share), share)


def percent_texts(shares: Sequence[float]) -> tuple[str, ...]:
    """Shares of one whole (each player's chance to win) as whole percents that add up to
    100: each rounded as `percent_text` rounds it, then, where that leaves the sum off by one
    or two ("33 33 33"), the ones rounding moved furthest from their share take up the
    difference (largest remainder). A share that is not none or all still never reads "0"
    or "100" ("<1" counts as 0, ">99" as 100)."""
    whole = sum(shares)
    exact = [100 * share / whole if whole > 0 else 0.0 for share in shares]
    shown = [round(value) for value in exact]
    missing = 100 - sum(shown) if whole > 0 else 0
    # Up: those rounded down the most first; down: those rounded up the most first.
    order = sorted(range(len(shown)), key=lambda i: shown[i] - exact[i])
    if missing < 0:
        order.reverse()
    for i in order[: abs(missing)]:
        shown[i] += 1 if missing > 0 else -1
    return tuple(_marked(value, share) for value, share in zip(shown, shares, strict=True))


def _marked(shown: int, share: float) -> str:
    """A whole percent, "<1" or ">99" in place of a "0" or "100" the share is not."""
    if shown == 0 and share > 0:
        return "<1"
    if shown == 100 and share < 1:
        return ">99"
    return str(shown)
