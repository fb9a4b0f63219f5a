"""JSON text from outside the program (saves, boards, settings, statistics), parsed so that
nothing in it can crash the reader or fail to be written back (pure: text in, data out).

`json.loads` alone lets through: nesting deep enough to exhaust the recursion limit (a
RecursionError, and a garbage collection at that depth can run finalisers that fail in turn,
so the depth is counted on the text before parsing), integers longer than Python's int-string
limit (a ValueError from deep inside), NaN, Infinity and numbers like 1e999 (not JSON; they
would be written back as `Infinity`), and lone surrogates ("\\ud800"), which load as text but
cannot be encoded as UTF-8 again, so a file that loads could never be saved.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
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
    if nesting_depth(text) > max_depth:
        raise JsonTextError(f"nested more than {max_depth} levels deep")
    data = json.loads(
        text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_no_constant
    )
    # Only an escape can make a lone surrogate in text that encodes (most files have none).
    if _SURROGATE_ESCAPE.search(text) is not None:
        _check_texts(data)
    return data


def not_json_text(error: json.JSONDecodeError) -> str:
    """Where and why text is not JSON, as every command says it: "not valid JSON (line 1,
    column 1: Expecting value)" (Python's own text repeated the place, with a character count)."""
    return f"not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"


def is_cut_short(error: json.JSONDecodeError) -> bool:
    """Whether the text is JSON that ends early (a file cut short by a full disk or a copy
    that stopped), not other text: the parser ran out of text inside an object or array, or
    inside a string (a string may not hold a raw line break, so it can only run off the end)."""
    text = error.doc
    if not text.lstrip().startswith(("{", "[")):
        return False
    return error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string")


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
# A JSON string, escapes included (unrolled so that it never backtracks).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def nesting_depth(text: str) -> int:
    """How deep the arrays and objects of JSON `text` nest, counted on the text itself without
    recursion; brackets inside strings do not count. Up to where text that is not JSON goes
    wrong the count agrees with the parser's, so the parser never goes deeper than this."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(1 if bracket in "[{" else -1 for bracket in brackets), default=0)


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


def _check_texts(data: Any) -> None:
    """Every text in the data, keys included, without recursion."""
    waiting = [data]
    while waiting:
        value = waiting.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, dict):
            waiting.extend(value)
            waiting.extend(value.values())
        elif isinstance(value, list):
            waiting.extend(value)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonTextError(
            f"the text {text[:20]!r} has a lone surrogate (not a character)"
        ) from None
