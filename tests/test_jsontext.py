"""JSON from outside: the nesting depth is counted on the text, before the parser recurses."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qwixx_desktop.engine.jsontext import JsonTextError, nesting_depth, parse_json


def depth_of(data: Any) -> int:
    if isinstance(data, dict):
        return 1 + max(map(depth_of, data.values()), default=0)
    if isinstance(data, list):
        return 1 + max(map(depth_of, data), default=0)
    return 0


json_data = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**18), 10**18) | st.text('[]{}"\\ab\n'),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text('[]{"\\'), inner, max_size=3)
    ),
    max_leaves=12,
)


@given(json_data)
def test_the_depth_counted_on_the_text_is_the_depth_of_the_data(data: Any) -> None:
    text = json.dumps(data)
    assert nesting_depth(text) == depth_of(data)
    assert parse_json(text, depth_of(data)) == data
    if depth_of(data):
        with pytest.raises(JsonTextError, match="levels deep"):
            parse_json(text, depth_of(data) - 1)


def test_deep_text_is_refused_before_the_parser_sees_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser recursing to Python's limit is what once made a network test flaky."""

    def no_parsing(*args: object, **kwargs: object) -> object:
        raise AssertionError("the parser was called")

    monkeypatch.setattr(json, "loads", no_parsing)
    for text in ("[" * 5000 + "]" * 5000, '{"a":' * 5000, "[" * 100_000):
        with pytest.raises(JsonTextError, match="more than 8 levels deep"):
            parse_json(text, 8)


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ('["[[[[", "\\"[[[["]', 1),  # brackets in strings, an escaped quote among them
        ('{"]]]]": {"x": []}}', 3),
        ('"\\\\"', 0),  # a backslash, then the string ends
        ("[]" * 50, 1),
        ("", 0),
    ],
)
def test_brackets_in_strings_do_not_count(text: str, depth: int) -> None:
    assert nesting_depth(text) == depth


def test_text_that_is_not_json_is_still_a_value_error() -> None:
    for text in ('["unterminated [[[[', "[[[]", "]]]", '{"a": [1, }'):
        with pytest.raises(ValueError):
            parse_json(text, 2)
