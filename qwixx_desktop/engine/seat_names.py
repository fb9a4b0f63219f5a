"""Telling the seats apart by name: the one rule every path that names seats shares (New game,
the host's table, a join request, a save file opened).

Two names are the same name when they differ only by case or by spaces ("ana " and "Ana"):
a log line or a results card could not tell them apart. Where someone can be asked (New
game), a repeated name is refused; where no one can (a person joining, an old save), the
later seat gets a number ("Ana 2")."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def name_key(name: str) -> str:
    """What two names must differ by to tell two seats apart: not case, not spaces."""
    return " ".join(name.split()).casefold()


def repeated_seats(names: Sequence[str]) -> list[int]:
    """The seats whose name an earlier seat already has (empty names are not compared)."""
    seen: set[str] = set()
    repeated = []
    for seat, name in enumerate(names):
        key = name_key(name)
        if not key:
            continue
        if key in seen:
            repeated.append(seat)
        seen.add(key)
    return repeated


def unique_name(name: str, taken: Iterable[str], longest: int) -> str:
    """`name`, or `name` with the first number from 2 that no name in `taken` has ("Ana 2"),
    cut to stay within `longest` characters."""
    keys = {name_key(other) for other in taken}
    candidate, number = name, 2
    while name_key(candidate) in keys:
        suffix = f" {number}"
        candidate = name[: longest - len(suffix)].rstrip() + suffix
        number += 1
    return candidate


# An empty name's seat, in English: the engine has no translations (the window gives its own).
UNNAMED_SEAT = "Player {number}"


def distinct_names(names: Sequence[str], longest: int, empty: str = UNNAMED_SEAT) -> list[str]:
    """The names with spaces at their ends dropped, an empty one as `empty` (its seat's
    number in it) and each one an earlier seat has numbered ("Ana", "Ana 2")."""
    shown = [name.strip() or empty.format(number=seat + 1) for seat, name in enumerate(names)]
    result: list[str] = []
    for seat, name in enumerate(shown):
        if name_key(name) in {name_key(earlier) for earlier in result}:
            # Later seats' own names are taken too: "Ana", "Ana", "Ana 2" gives "Ana 3".
            name = unique_name(name, [*result, *shown[seat + 1 :]], longest)
        result.append(name)
    return result
