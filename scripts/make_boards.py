"""Generate the project's own Qwixx On Board sides: resources/boards/side-a.json and side-b.json.

The real boards' square-by-square layouts are not published, so Qwixx Desktop ships its own
design. This script is the reproducible recipe (fixed seed, the engine's SplitMix64 stream, so
the output never depends on the Python version); its output is committed.

Recipe for each side (attempt k draws everything from ChanceStream(SEED, side, k); the first
attempt that passes every check below is kept):
  1. Colours: ten blocks of four squares, each block a random order of red, yellow, green,
     blue (redrawn until it fits the blocks before it), so each colour is on exactly 10
     squares. Checks: no colour twice in a row, and every 5 consecutive squares show all four
     colours (one locked row never blocks a whole move).
  2. Numbers: each colour's 10 numbers are drawn with the weights of a two-dice sum (7 most
     likely), never the row's locking number (red/yellow 12, green/blue 2: they could only be
     landed on by locking the row), and no number more than twice per colour (a draw that
     would be a third is drawn again), so the track does not repeat itself. They are laid
     on that colour's squares in the row's crossing order (red/yellow rising, green/blue
     falling), so a figure that follows the track crosses left to right. Side B then swaps
     each of a colour's pairs (1st, 2nd), (3rd, 4th) ... with probability 1/2, which makes it
     a little harder. Check: every 5 consecutive squares hold at least two numbers 5-9 (the
     middle of every row, open longest).
  3. Bonuses: side A rises evenly, ceil(square / 2) = 1, 1, 2, 2 ... 20, 20; side B rises
     slowly first and faster later, round(1 + 19 * ((square - 1) / 39) ** 1.5), 1 ... 20.

Run `python scripts/make_boards.py` to rewrite the files, `--check` to verify they are current.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from qwixx_desktop.engine.boards import (  # noqa: E402  (after the path set-up)
    BOARD_FORMAT,
    BOARD_VERSION,
    COLOURS,
    TRACK_LENGTH,
)
from qwixx_desktop.engine.chance import ChanceStream  # noqa: E402

SEED = 20_240_601
SIDES = {"a": 1, "b": 2}
WINDOW = 5  # a figure moves up to five free squares
MIDDLE = range(5, 10)
MAX_REPEATS = 2  # squares a colour may give the same number
RISING = ("red", "yellow")
# Two-dice-sum weights: sum s has 6 - |s - 7| ways out of 36.
DICE_WEIGHTS = {s: 6 - abs(s - 7) for s in range(2, 13)}
# What the printed board and the window show, in every language of the app. The recipe and how
# to transcribe a real board are in this docstring and docs/board-format.md, not on the board.
NAMES = {"en": "Side {side} (Qwixx Desktop design)", "es": "Lado {side} (diseño de Qwixx Desktop)"}
NOTES = {
    "en": "Qwixx Desktop's own board layout, NOT the published Qwixx On Board board. "
    "Figures start in the start area, before square 1; the start is worth 0 points.",
    "es": "Diseño de tablero propio de Qwixx Desktop, NO el tablero publicado de Qwixx On "
    "Board. Las figuras empiezan en la salida, antes de la casilla 1; la salida vale 0 puntos.",
}


def _weighted(stream: ChanceStream, weights: dict[int, int]) -> int:
    pick = stream.below(sum(weights.values()))
    for value, weight in weights.items():
        if pick < weight:
            return value
        pick -= weight
    raise AssertionError("unreachable")


def _colours(stream: ChanceStream) -> list[str]:
    """Blocks of the four colours; each block is redrawn until it fits the one before."""
    colours: list[str] = []
    while len(colours) < TRACK_LENGTH:
        block: list[object] = list(COLOURS)
        stream.shuffle(block)
        candidate = colours + [str(c) for c in block]
        if _colours_fair(candidate):
            colours = candidate
    return colours


def _colours_fair(colours: list[str]) -> bool:
    if any(a == b for a, b in pairwise(colours)):
        return False
    return all(
        len(set(colours[start : start + WINDOW])) == len(COLOURS)
        for start in range(len(colours) - WINDOW + 1)
    )


def _numbers(stream: ChanceStream, colours: list[str], jostle: bool) -> list[int]:
    numbers = [0] * TRACK_LENGTH
    for colour in COLOURS:
        locking = 12 if colour in RISING else 2
        weights = {s: w for s, w in DICE_WEIGHTS.items() if s != locking}
        drawn: list[int] = []
        while len(drawn) < colours.count(colour):
            number = _weighted(stream, weights)
            if drawn.count(number) < MAX_REPEATS:
                drawn.append(number)
        drawn.sort(reverse=colour not in RISING)
        if jostle:
            for i in range(0, len(drawn) - 1, 2):
                if stream.below(2):
                    drawn[i], drawn[i + 1] = drawn[i + 1], drawn[i]
        places = [i for i, c in enumerate(colours) if c == colour]
        for place, number in zip(places, drawn, strict=True):
            numbers[place] = number
    return numbers


def _fair(colours: list[str], numbers: list[int]) -> bool:
    return _colours_fair(colours) and all(
        sum(n in MIDDLE for n in numbers[start : start + WINDOW]) >= 2
        for start in range(TRACK_LENGTH - WINDOW + 1)
    )


def bonuses(side: str) -> list[int]:
    if side == "a":
        return [math.ceil(square / 2) for square in range(1, TRACK_LENGTH + 1)]
    return [
        round(1 + 19 * ((square - 1) / (TRACK_LENGTH - 1)) ** 1.5)
        for square in range(1, TRACK_LENGTH + 1)
    ]


def build_side(side: str) -> dict[str, Any]:
    """The board data of side "a" or "b" (deterministic)."""
    for attempt in range(100_000):
        stream = ChanceStream(SEED, SIDES[side], attempt)
        colours = _colours(stream)
        numbers = _numbers(stream, colours, jostle=side == "b")
        if _fair(colours, numbers):
            break
    else:
        raise RuntimeError(f"no fair layout found for side {side}")
    return {
        "format": BOARD_FORMAT,
        "version": BOARD_VERSION,
        "name": {lang: text.format(side=side.upper()) for lang, text in NAMES.items()},
        "note": dict(NOTES),
        "squares": [
            {"colour": c, "number": n, "bonus": b}
            for c, n, b in zip(colours, numbers, bonuses(side), strict=True)
        ],
    }


def render(data: dict[str, Any]) -> str:
    """JSON text with one square per line, so a board file is easy to read and edit."""
    head = {key: value for key, value in data.items() if key != "squares"}
    lines = ["{"]
    for key, value in head.items():
        if isinstance(value, dict):  # texts per language: one language per line
            lines.append(f" {json.dumps(key)}: {{")
            entries = [
                f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in value.items()
            ]
            lines.append(",\n".join(entries))
            lines.append(" },")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append(' "squares": [')
    squares = [json.dumps(square) for square in data["squares"]]
    lines.extend(f"  {text}," for text in squares[:-1])
    lines.append(f"  {squares[-1]}")
    lines.append(" ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def side_path(side: str) -> Path:
    return ROOT / "resources" / "boards" / f"side-{side}.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="only verify the committed files")
    args = parser.parse_args(argv)
    stale = []
    for side in SIDES:
        text = render(build_side(side))
        path = side_path(side)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    if stale:
        print("out of date (run scripts/make_boards.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
