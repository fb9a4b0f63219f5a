"""Argument types shared by the subcommands: each rejects bad text with a clear message,
which argparse turns into a usage error (exit code 2)."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def whole_number(minimum: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number, at least `minimum` when one is given."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if minimum is not None and value < minimum:
            limit = "0 or more" if minimum == 0 else f"at least {minimum}"
            raise argparse.ArgumentTypeError(f"must be {limit}")
        return value

    return parse
