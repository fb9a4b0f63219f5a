"""Seeded chance outcomes without global random state.

Dice for the k-th roll of a game are a pure function of (game seed, k), computed with
SplitMix64. Python's `random` module could change its algorithms between versions; this
keeps every saved seed reproducible forever, and undo can never re-roll the dice.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TypeGuard, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
# The one range of a game's seed, wherever it comes from (command line, save file, window):
# 0..2**63-1, the range derive_seed makes too, so a seed always prints in at most 19 digits.
SEED_MAX = (1 << 63) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def is_seed(value: object) -> TypeGuard[int]:
    """Whether `value` is a game seed: a whole number (not a bool) in 0..SEED_MAX."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= SEED_MAX


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


@lru_cache(maxsize=64)
def _root(seed: int) -> int:
    """A stream's state after its seed: kept for the seeds in play, since every roll of a
    game starts a stream from the game's seed."""
    return _mix((seed & _MASK64) ^ _GOLDEN)


class ChanceStream:
    """A deterministic stream of uniform integers keyed by a seed and any number of ints."""

    __slots__ = ("_state",)

    def __init__(self, seed: int, *keys: int) -> None:
        state = _root(seed)
        for key in keys:
            state = _mix((state + _GOLDEN * ((key & _MASK64) + 1)) & _MASK64)
        self._state = state

    def next64(self) -> int:
        self._state = (self._state + _GOLDEN) & _MASK64
        return _mix(self._state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), unbiased (rejection sampling)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def uniform(self, span: int) -> int:
        """A uniform integer in [0, span) for span <= 2**62, from one draw but rarely more
        (what `digits` splits into digits)."""
        limit = (1 << 64) - ((1 << 64) % span)
        value = self.next64()
        while value >= limit:
            value = self.next64()
        return value % span

    def digits(self, base: int, count: int) -> list[int]:
        """`count` independent uniform integers in [0, base), from as few draws as possible."""
        span = base**count
        if span > 1 << 62:
            return [self.below(base) for _ in range(count)]
        value = self.uniform(span)
        result = []
        for _ in range(count):
            value, digit = divmod(value, base)
            result.append(digit)
        return result

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def derive_seed(seed: int, *keys: int) -> int:
    """A 63-bit seed derived from a parent seed, e.g. one game of a simulation."""
    return ChanceStream(seed, *keys).next64() >> 1
