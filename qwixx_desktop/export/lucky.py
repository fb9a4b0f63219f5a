"""Longo lucky numbers for a printed pad: one pair of different numbers per sheet.

All pairs of the range are dealt like a shuffled deck, so no two sheets of a pad repeat a pair
until every pair has been used (105 pairs for 2-16); then a freshly shuffled deck follows.
Each sheet's pair is still uniform over all pairs, i.e. two different numbers drawn uniformly.
The draw depends only on (seed, range), so printing the same seed gives the same pad.
"""

from __future__ import annotations

from ..engine.chance import ChanceStream

_LUCKY_KEY = 0x4C55434B  # "LUCK": keeps this stream apart from any other use of the seed


def all_pairs(low: int, high: int) -> list[tuple[int, int]]:
    return [(a, b) for a in range(low, high + 1) for b in range(a + 1, high + 1)]


def lucky_pairs(seed: int, count: int, low: int = 2, high: int = 16) -> list[tuple[int, int]]:
    """The lucky pairs (smaller number first) of sheets 1..count of the pad printed with `seed`."""
    pairs = all_pairs(low, high)
    if not pairs:
        raise ValueError(f"the range {low}-{high} has no two different numbers")
    result: list[tuple[int, int]] = []
    deck_number = 0
    while len(result) < count:
        deck = list(pairs)
        stream = ChanceStream(seed, _LUCKY_KEY, low, high, deck_number)
        for i in range(len(deck) - 1, 0, -1):  # Fisher-Yates
            j = stream.below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        if result and len(deck) > 1 and deck[0] == result[-1]:
            # Two neighbouring sheets across decks would look like a misprint.
            deck[0], deck[-1] = deck[-1], deck[0]
        result.extend(deck[: count - len(result)])
        deck_number += 1
    return result
