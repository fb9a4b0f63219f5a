"""Translations: every visible string goes through `translate(context, text)`.

`pyside6-lupdate` finds the literal `translate("Context", "text")` calls in the sources, so
the contexts are spelled out at every call instead of derived from class names.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLibraryInfo, QLocale, QTranslator

from ..gamedata import resources_dir
from ..storage import NotRegularFileError
from ..typography import plural as plural  # the rule has no Qt: the pads and CLI use it

if TYPE_CHECKING:  # datetime waits for the first date shown (none at the first paint)
    from datetime import date

LANGUAGES = ("en", "es")
CATALOGUE = "qwixx_desktop"


def translate(context: str, text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(context, text, disambiguation)


_language = "en"  # of the installed catalogue; Qt does not say which one it is


def counted(count: int, one: str, many: str, **values: object) -> str:
    """`plural`'s text filled in with its {count} and `values` (`one` and `many` translated
    by the caller: each translate call must stand where lupdate finds it)."""
    return plural(count, one, many).format(count=count, **values)


# The most characters of a file's name a message shows: a name has no spaces to wrap at, and
# one of 255 letters ran past the window's edges in the banner and the notice (a path wraps
# after its slashes).
SHOWN_NAME_LIMIT = 60


def shown_file(path: str | os.PathLike[str]) -> str:
    """A file's name or path as a message shows it: a path in the home folder starts with
    "~" (the folders above it are the same for every file of the person's), and each name
    in it longer than a line is cut in the middle, keeping its start and its ending
    (".qwixx", ".pdf"). The program's output keeps the whole."""
    text = os.fspath(path)
    home = os.path.expanduser("~").rstrip(os.sep)
    # A home of "/" (or none found: "~" itself) would turn every absolute path into "~...".
    if os.path.isabs(home) and (text == home or text.startswith(home + os.sep)):
        text = "~" + text[len(home) :]
    tail = SHOWN_NAME_LIMIT * 2 // 5
    return "/".join(
        f"{part[: SHOWN_NAME_LIMIT - tail - 1]}\u2026{part[-tail:]}"
        if len(part) > SHOWN_NAME_LIMIT
        else part
        for part in text.split("/")
    )


def why_it_failed(error: BaseException) -> str:
    """What went wrong with a file or the network, in the person's language: the system's
    own text (errno's strerror) is English whatever the interface's language."""
    if not isinstance(error, OSError):
        return str(error)
    if isinstance(error, NotRegularFileError):
        return translate("Problems", "it is a device or a pipe, not a file")
    full = translate("Problems", "the disk is full")
    denied = translate("Problems", "permission denied")
    in_use = translate("Problems", "the file or the disk is in use")
    unplugged = translate("Problems", "the device is not connected")
    cut = translate("Problems", "the connection was cut")
    unreachable = translate("Problems", "the network cannot reach that computer")
    many = translate("Problems", "too many files are open")
    words = {
        errno.ENOSPC: full,
        errno.EDQUOT: full,
        errno.EROFS: translate("Problems", "the disk is read-only"),
        errno.EACCES: denied,
        errno.EPERM: denied,
        errno.ENOENT: translate("Problems", "the file or folder does not exist"),
        errno.EISDIR: translate("Problems", "it is a folder, not a file"),
        errno.EEXIST: translate("Problems", "a file has that name"),
        errno.ENOTDIR: translate("Problems", "part of its path is not a folder"),
        errno.ENAMETOOLONG: translate("Problems", "the name is too long"),
        errno.EIO: translate("Problems", "the disk reported an error"),
        # A name a FAT or NTFS stick refuses (":", "?", "*"...).
        errno.EINVAL: translate("Problems", "the disk does not accept that name"),
        errno.EBUSY: in_use,
        errno.ETXTBSY: in_use,
        errno.EXDEV: translate("Problems", "it cannot be moved to another disk"),
        errno.EFBIG: translate("Problems", "the file is too big for the disk"),
        errno.ELOOP: translate("Problems", "its path has a loop of links"),
        errno.ENXIO: unplugged,
        errno.ENODEV: unplugged,
        errno.ESTALE: translate("Problems", "the shared folder is no longer available"),
        errno.EMFILE: many,
        errno.ENFILE: many,
        errno.ENOMEM: translate("Problems", "the computer is short of memory"),
        errno.EADDRINUSE: translate("Problems", "another program uses that port"),
        errno.EADDRNOTAVAIL: translate("Problems", "that address is not this computer's"),
        errno.ECONNREFUSED: translate("Problems", "the other computer refused the connection"),
        errno.ETIMEDOUT: translate("Problems", "the connection timed out"),
        errno.ECONNRESET: cut,
        errno.ECONNABORTED: cut,
        errno.EPIPE: cut,
        errno.EHOSTUNREACH: unreachable,
        errno.ENETUNREACH: unreachable,
        errno.ENETDOWN: unreachable,
    }
    return words.get(error.errno or 0) or error.strerror or str(error)


def show_language_now() -> None:
    """Every widget in the language just installed, laid out for its new texts, before the
    event loop's next turn: Qt posts the change to each window, and a widget's new text
    takes its room when the layouts next run. A window painted or grabbed in between showed
    the cards that follow the language themselves (the coach's, the tutorial's) in the old
    one, and the others' longer texts in the old texts' room (buttons cut at both ends)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    # A label's new size asks its parent's layout again, whose new size asks the next one's:
    # a few rounds reach the window (each round only does what is pending).
    for _ in range(LAYOUT_ROUNDS):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


LAYOUT_ROUNDS = 4


def current_language() -> str:
    """The interface's language now, for texts that come with their own translations."""
    return _language


# A day as each language writes it, short and never ambiguous: the month in letters. The
# locales' short form reads either way round ("11/22/26" in English, "22/11/26" in Spanish).
DAY_FORMATS = {"en": "MMM d, yyyy", "es": "d MMM yyyy"}


def day_text(day: date) -> str:
    """`day` as the interface's language writes it: "Nov 22, 2026", "22 nov 2026" (the
    month's name the language's, from Qt's locale data)."""
    language = current_language()
    pattern = DAY_FORMATS.get(language, DAY_FORMATS["en"])
    return QLocale(language).toString(QDate(day.year, day.month, day.day), pattern)


def translations_dir() -> Path:
    return resources_dir() / "translations"


def system_language() -> str:
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


class Translations:
    """The installed translators; switching language swaps them and Qt tells every widget."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def use(self, language: str) -> bool:
        """Install `language` ("en" removes translations). False if its catalogue is missing."""
        global _language
        app = QCoreApplication.instance()
        if app is None:
            return False
        for translator in self._installed:
            app.removeTranslator(translator)
            # Gone for good: the app (their parent) kept every catalogue loaded, two more
            # at each switch to Spanish.
            translator.deleteLater()
        self._installed.clear()
        self.language = _language = "en"
        if language == "en":
            return True
        ours = QTranslator(app)
        if not ours.load(f"{CATALOGUE}_{language}", str(translations_dir())):
            return False
        self._installed.append(ours)
        # Qt's own strings (standard buttons, file dialogs) come with PySide6.
        qt_base = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_base.load(f"qtbase_{language}", qt_folder):
            self._installed.append(qt_base)
        for translator in self._installed:
            app.installTranslator(translator)
        self.language = _language = language
        return True
