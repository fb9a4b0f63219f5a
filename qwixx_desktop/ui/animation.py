"""Composing the table's animations: a roll or a move is one Qt animation whose `finished`
tells the controller to go on.

Widgets return the animation of what they show (un-started, their drawing already set to its
first frame), or None when there is nothing to play (speed 0: they show the end at once).
`together` and `in_turn` build groups of those; a group of nothing is None, so "no animation"
stays None all the way up and the controller goes on at once.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QParallelAnimationGroup,
    QSequentialAnimationGroup,
)

Animation = QAbstractAnimation | None


def together(*parts: Animation) -> Animation:
    """The parts played at the same time; done when the longest is."""
    return _group(QParallelAnimationGroup, parts)


def in_turn(*parts: Animation) -> Animation:
    """The parts played one after another."""
    return _group(QSequentialAnimationGroup, parts)


def _group(kind: type[QAnimationGroup], parts: tuple[Animation, ...]) -> Animation:
    playing = [part for part in parts if part is not None]
    if len(playing) < 2:
        return playing[0] if playing else None
    group = kind()
    for part in playing:
        group.addAnimation(part)  # the group owns its parts from now on
    return group


__all__ = ["Animation", "in_turn", "together"]
