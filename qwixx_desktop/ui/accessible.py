"""What screen readers learn about the painted widgets, and what the table says aloud.

The sheets, dice trays and the board paint everything with QPainter, so Qt sees one widget
each and nothing inside it. A widget class decorated with `@exposes_parts` lists what it paints
as `Part`s (a name in the game's words, a rectangle, a role and a few states); the factory
installed here gives it an accessibility interface whose children are those parts, so a screen
reader can walk the cells, dice and squares, and follows the keyboard focus from part to part.

The parts are computed only when something asks for them (an assistive technology, a test)
and kept until the widget says its content changed (`refresh`), or until it is resized,
focused, clicked or keyed. Qt makes the interfaces anyway (setting a widget's name does), but
until something asks for the parts a `refresh` costs a dictionary look-up and no event
filter runs: without a screen reader the app plays as before.

Qt accepts None where an interface is asked for and there is none (no child there, no
focus); PySide6's stubs do not say so, hence the `type: ignore[override]`s below.

Announcements (turns, the computers' moves, rolls) are Qt's `QAccessibleAnnouncementEvent`
(Qt 6.8+: AT-SPI, UI Automation and NSAccessibility speak them without moving the focus).
`announcements()` also reports each one as a signal: how tests observe them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar, cast

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QKeyEvent,
)
from PySide6.QtWidgets import QAbstractButton, QAccessibleWidget, QWidget

from ..engine.record import Record, set_field

if TYPE_CHECKING:
    from PySide6.QtGui import QWindow

# What a part is, in words: the roles are looked up only when a screen reader asks (PySide6
# builds a Qt enum in Python the first time it is used, which start-up need not pay for).
ROLES = ("text", "heading", "check", "button", "graphic")


def _role(role: str) -> QAccessible.Role:
    roles = QAccessible.Role
    return {
        "heading": roles.Heading,
        "check": roles.CheckBox,
        "button": roles.Button,
        "graphic": roles.Graphic,
    }.get(role, roles.StaticText)


class Part(Record):
    """One painted thing a screen reader can name: `rect` in the widget's coordinates,
    `role` one of ROLES."""

    __match_args__ = ("name", "rect", "role", "checked", "offered", "disabled", "focused")
    __slots__ = __match_args__
    name: str
    rect: QRect
    role: str
    checked: bool | None  # None: not something that is ticked (crossed, picked)
    offered: bool  # may be chosen now: the keyboard can reach it
    disabled: bool  # out of play for good (a skipped number, a locked die)
    focused: bool  # the widget's keyboard focus rests here

    def __init__(
        self,
        name: str,
        rect: QRect,
        role: str = "text",
        checked: bool | None = None,
        offered: bool = False,
        disabled: bool = False,
        focused: bool = False,
    ) -> None:
        set_field(self, "name", name)
        set_field(self, "rect", rect)
        set_field(self, "role", role)
        set_field(self, "checked", checked)
        set_field(self, "offered", offered)
        set_field(self, "disabled", disabled)
        set_field(self, "focused", focused)


class HasParts(Protocol):
    """A painted widget that lists its parts (a class decorated with `exposes_parts`)."""

    def accessible_parts(self) -> Sequence[Part]: ...


W = TypeVar("W", bound=type[QWidget])
_CLASSES: list[type[QWidget]] = []
_INTERFACES: dict[int, _PartsInterface] = {}  # id(widget) -> its interface, while it lives


def exposes_parts(cls: W) -> W:
    """Class decorator: widgets of `cls` show their `accessible_parts()` to screen readers."""
    if not _CLASSES:
        QAccessible.installFactory(_factory)
    _CLASSES.append(cls)
    return cls


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, tuple(_CLASSES)):
        return _PartsInterface(cast(QWidget, obj))
    return None


def interface(widget: QWidget) -> QAccessibleInterface:
    """The widget's accessibility interface, as a screen reader gets it."""
    found = QAccessible.queryAccessibleInterface(widget)
    assert found is not None
    return found


def refresh(widget: QWidget) -> None:
    """The widget shows something else now: its parts are listed again when next asked, and
    a screen reader listening hears which parts changed."""
    face = _INTERFACES.get(id(widget))
    if face is not None:
        face.invalidate()


class _PartsInterface(QAccessibleWidget):
    """A painted widget whose children are its parts."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Grouping)
        # None once the widget is destroyed (_forget): see there.
        self._widget: QWidget | None = widget
        self._parts: tuple[Part, ...] | None = None
        self._children: list[_PartInterface] = []
        self._focused: int | None = None  # the part last reported as focused
        self._watched = False
        _INTERFACES[id(widget)] = self
        key = id(widget)
        widget.destroyed.connect(lambda: self._forget(key))

    def _forget(self, key: int) -> None:
        """The widget is being destroyed. PySide's accessibility factory keeps a reference to
        every interface it made until the app quits, so this interface outlives its widget:
        it lets go of the widget (and the parts), or the widget's whole Python side (its
        layout, model, items) would stay in memory for good."""
        _INTERFACES.pop(key, None)
        for child in self._children:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(child))
        self._children = []
        self._parts = ()
        self._widget = None

    def _live_widget(self) -> QWidget | None:
        """The widget, while it exists."""
        widget = self._widget
        return widget if widget is not None and shiboken6.isValid(widget) else None

    # ---------------------------------------------------------------- the parts

    def parts(self) -> tuple[Part, ...]:
        if self._parts is None:
            widget = self._live_widget()
            if widget is None or not self.isValid():
                return ()
            if not self._watched:
                # Qt makes the interface for its own reasons (a name set); the widget's
                # events are watched only once someone has asked for the parts.
                widget.installEventFilter(_WATCHER)
                self._watched = True
            self._parts = tuple(cast(HasParts, widget).accessible_parts())
            while len(self._children) < len(self._parts):
                self._children.append(_PartInterface(self, len(self._children)))
        return self._parts

    def part(self, index: int) -> Part | None:
        parts = self.parts()
        return parts[index] if 0 <= index < len(parts) else None

    def invalidate(self) -> None:
        """Forget the parts; if a screen reader listens, tell it what changed."""
        old = self._parts
        self._parts = None
        widget = self._live_widget()
        if old is None or not QAccessible.isActive() or widget is None or not self.isValid():
            return
        new = self.parts()
        if len(new) != len(old):
            QAccessible.updateAccessibility(
                QAccessibleEvent(widget, QAccessible.Event.ObjectReorder)
            )
        for index, (before, after) in enumerate(zip(old, new, strict=False)):
            if before.name != after.name:
                event = QAccessibleEvent(widget, QAccessible.Event.NameChanged)
                event.setChild(index)
                QAccessible.updateAccessibility(event)
            if _state(before) != _state(after):
                change = QAccessible.State()
                change.checked = change.disabled = change.focusable = True
                state_event = QAccessibleStateChangeEvent(widget, change)
                state_event.setChild(index)
                QAccessible.updateAccessibility(state_event)
        self.follow_focus()

    def follow_focus(self) -> None:
        """Tell a screen reader where the keyboard focus moved inside the widget."""
        widget = self._live_widget()
        focused = self.focused_index() if widget is not None and widget.hasFocus() else None
        if focused != self._focused:
            self._focused = focused
            if widget is not None and focused is not None and QAccessible.isActive():
                event = QAccessibleEvent(widget, QAccessible.Event.Focus)
                event.setChild(focused)
                QAccessible.updateAccessibility(event)

    def focused_index(self) -> int | None:
        return next((i for i, part in enumerate(self.parts()) if part.focused), None)

    # ---------------------------------------------------------------- QAccessibleInterface

    def isValid(self) -> bool:
        return self._live_widget() is not None and super().isValid()

    def childCount(self) -> int:
        return len(self.parts())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._children[index] if 0 <= index < len(self.parts()) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for index, known in enumerate(self._children[: len(self.parts())]):
            if known is child:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        index = self.focused_index() if self.has_focus() else None
        return self.child(index) if index is not None else None

    def has_focus(self) -> bool:
        widget = self._live_widget()
        return widget is not None and widget.hasFocus()

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widget = self._live_widget()
        if widget is None:
            return None
        point = widget.mapFromGlobal(QPoint(x, y))
        for index, part in enumerate(self.parts()):
            if part.rect.contains(point):
                return self.child(index)
        return None

    def global_rect(self, rect: QRect) -> QRect:
        widget = self._live_widget()
        if widget is None:
            return QRect()
        return QRect(widget.mapToGlobal(rect.topLeft()), rect.size())


class _PartInterface(QAccessibleInterface):
    """One part of a painted widget: it asks its widget's interface for what it is now."""

    def __init__(self, owner: _PartsInterface, index: int) -> None:
        super().__init__()
        self._owner = owner
        self._index = index

    def _part(self) -> Part | None:
        if not shiboken6.isValid(self._owner) or not self._owner.isValid():
            return None
        return self._owner.part(self._index)

    def isValid(self) -> bool:
        return self._part() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None  # a part is painted, not an object of its own

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._owner.window() if shiboken6.isValid(self._owner) else None

    def relations(
        self, match: QAccessible.RelationFlag | None = None
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._owner if shiboken6.isValid(self._owner) else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        part = self._part()
        if part is None or kind != QAccessible.Text.Name:
            return ""
        return part.name

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The names are the game's: nothing sets them from outside."""

    def rect(self) -> QRect:
        part = self._part()
        return self._owner.global_rect(part.rect) if part is not None else QRect()

    def role(self) -> QAccessible.Role:
        part = self._part()
        return _role(part.role) if part is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        part = self._part()
        state = QAccessible.State()
        if part is None:
            state.invalid = True
            return state
        checked, offered, disabled, focused = _state(part)
        state.checkable = checked is not None
        state.checked = bool(checked)
        state.focusable = offered
        state.disabled = disabled
        state.focused = focused and self._owner.has_focus()
        state.readOnly = not offered
        return state


def _state(part: Part) -> tuple[bool | None, bool, bool, bool]:
    return part.checked, part.offered, part.disabled, part.focused


class _Watcher(QObject):
    """Drops a widget's parts when its geometry, focus or language change, and follows
    the focus after keys and clicks."""

    DROP = frozenset(
        {
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.LanguageChange,
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
            QEvent.Type.KeyPress,
            QEvent.Type.MouseButtonPress,
        }
    )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.DROP:
            face = _INTERFACES.get(id(watched))
            if face is not None:
                # After the widget has handled the event (its new focus), not before.
                _later(face.invalidate)
        return False


def _later(call: Callable[[], None]) -> None:
    QTimer.singleShot(0, call)


_WATCHER = _Watcher()


# ---------------------------------------------------------------- announcements


class Announcements(QObject):
    """Every announcement made, as a signal (tests, a log of what was said)."""

    said = Signal(str)


_ANNOUNCEMENTS = Announcements()


def announcements() -> Announcements:
    return _ANNOUNCEMENTS


def press_focused_button(event: QKeyEvent, focus: QWidget | None) -> bool:
    """Enter on the button with the keyboard focus presses it, as Space does. Qt presses
    only a dialog's buttons and a default button so: on the window's cards (Coach review,
    Back to the results) and the table (Undo, Redo, Hint, the coach's close button) Enter
    did nothing."""
    if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return False
    if not isinstance(focus, QAbstractButton) or not focus.isEnabled():
        return False
    focus.click()
    return True


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have a screen reader say `text` (about `widget`) without moving the focus; polite
    announcements wait until it has finished speaking, assertive ones interrupt it."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)
    _ANNOUNCEMENTS.said.emit(text)


__all__ = [
    "ROLES",
    "Announcements",
    "HasParts",
    "Part",
    "announce",
    "announcements",
    "exposes_parts",
    "interface",
    "refresh",
]
