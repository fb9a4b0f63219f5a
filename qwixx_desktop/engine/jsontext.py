"""JSON text from outside the program (saves, boards, settings, statistics), parsed so that
nothing in it can crash the reader or fail to be written back (pure: text in, data out).

`json.loads` alone lets through: nesting deep enough to exhaust the recursion limit (a
RecursionError), integers longer than Python's int-string limit (a ValueError from deep
inside), NaN, Infinity and numbers like 1e999 (not JSON; they would be written back as
`Infinity`), and lone surrogates ("\\ud800"), which load as text but cannot be encoded as
UTF-8 again, so a file that loads could never be saved.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from typing import Any

# Every whole number in our files fits in 64 bits: 19 digits.
MAX_DIGITS = 19


class JsonTextError(ValueError):
    """JSON text this program refuses although it may parse; the message says why."""


def parse_json(text: str, max_depth: int) -> Any:
    """The data of `text`, nested at most `max_depth` arrays/objects deep.

    Raises json.JSONDecodeError for text that is not JSON and JsonTextError for JSON that
    is refused (both are ValueErrors)."""
    if not text.isascii():
        _check_text(text)  # a raw lone surrogate (text that did not come from UTF-8 bytes)
    try:
        data = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_no_constant
        )
    except RecursionError:
        raise JsonTextError(f"nested more than {max_depth} levels deep") from None
    # Only an escape can make a lone surrogate in text that encodes (most files have none).
    _check_tree(data, max_depth, _SURROGATE_ESCAPE.search(text) is not None)
    return data


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _parse_int(digits: str) -> int:
    if len(digits) > MAX_DIGITS + digits.startswith("-"):
        raise JsonTextError(f"the number {digits[:10]}… has more than {MAX_DIGITS} digits")
    return int(digits)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonTextError(f"the number {text[:10]} is too large")
    return value


def _no_constant(name: str) -> Any:
    raise JsonTextError(f"{name} is not a JSON value")


def _check_tree(data: Any, max_depth: int, check_text: bool) -> None:
    """The depth of the data, level by level without recursion (it may be deep), and with
    `check_text` every text in it."""
    if check_text and isinstance(data, str):
        _check_text(data)
    level = [data] if isinstance(data, dict | list) else []
    depth = 0
    while level:
        depth += 1
        if depth > max_depth:
            raise JsonTextError(f"nested more than {max_depth} levels deep")
        below = []
        for value in level:
            children: Iterable[Any]
            if isinstance(value, dict):
                if check_text:
                    for key in value:
                        _check_text(key)
                children = value.values()
            else:
                children = value
            for child in children:
                if isinstance(child, dict | list):
                    below.append(child)
                elif check_text and isinstance(child, str):
                    _check_text(child)
        level = below


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonTextError(
            f"the text {text[:20]!r} has a lone surrogate (not a character)"
        ) from None
