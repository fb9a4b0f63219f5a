"""Immutable value classes that are cheap to define: the engine's actions and events, and the
other small records the window's modules define before its first paint.

They behave as `@dataclass(frozen=True, slots=True)` classes do (same equality, hash, repr,
positional and keyword construction, FrozenInstanceError on assignment) but define no methods
at import: the decorator writes and compiles ~7 methods per class, ~1 ms each class, and the
window imports about thirty such classes before its first paint (tests/test_startup.py bounds
the dataclasses left there). A subclass lists its fields in
`__match_args__` (in order, each annotated), makes them its `__slots__` and sets them in its
own `__init__` with `set_field`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, ClassVar

# Sets a field in __init__, past the frozen __setattr__ (as a frozen dataclass does).
set_field = object.__setattr__


def _no_fields(record: object) -> tuple[()]:
    return ()


class Record:
    __match_args__: tuple[str, ...] = ()
    __slots__ = ()
    # The fields' values in order, from the class: `type(record)._values(record)`.
    _values: ClassVar[Callable[[Any], tuple[Any, ...]]] = _no_fields

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        names: tuple[str, ...] = cls.__match_args__
        if len(names) > 1:
            cls._values = attrgetter(*names)
        elif names:
            value = attrgetter(names[0])
            cls._values = lambda record: (value(record),)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            values = self.__class__._values
            return bool(values(self) == values(other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.__class__._values(self))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{self.__class__.__qualname__}({fields})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type[Record], tuple[Any, ...]]:
        # Pickled by its fields (the bot worker sends moves between processes).
        return self.__class__, self.__class__._values(self)
