"""Where the app keeps its files: the autosave, settings and logs.

QStandardPaths picks the platform's app-data folder. QWIXX_DESKTOP_HOME overrides it (tests,
benchmarks, portable installs), and then the settings live there too, as an INI file. A data
folder that cannot be made or written (a file in its place, a read-only home or folder) is no
reason to refuse the start: the session keeps its files in a temporary folder instead, starting
from copies of the ones already there, and the window says so.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from ..storage import TEMP_SUFFIX, SetAside, set_aside

HOME_VARIABLE = "QWIXX_DESKTOP_HOME"
ORGANISATION = "QwixxDesktop"
APPLICATION = "Qwixx Desktop"
AUTOSAVE_NAME = "autosave.json"
STATISTICS_NAME = "statistics.jsonl"
SETTINGS_NAME = "settings.ini"
SEAT_NAME = "network-seat.json"  # the seat kept at a network table (netgame.SeatStore)
TABLE_NAME = "network-table.json"  # the window's hosted table, autosaved (net/host.py)
# A settings file is about 1 KB; Qt would read a bigger one whole.
MAX_SETTINGS_BYTES = 256 * 1024


class StandIn:
    """This session's temporary folder in place of a data folder that cannot be used, with
    copies of the app's files found there (a read-only folder: the saved game can be resumed,
    the statistics seen, a network seat rejoined or a hosted table resumed). OSError when no
    temporary folder can be made either."""

    def __init__(self, wanted: Path, error: OSError) -> None:
        self.wanted = wanted
        self.error = error
        self.folder = Path(tempfile.mkdtemp(prefix="qwixx-desktop-"))
        for name in (AUTOSAVE_NAME, STATISTICS_NAME, SETTINGS_NAME, SEAT_NAME, TABLE_NAME):
            with contextlib.suppress(OSError):  # unreadable: as good as not there
                # Regular files only: a device (/dev/zero) would be copied for ever.
                if stat.S_ISREG((wanted / name).stat().st_mode):
                    shutil.copyfile(wanted / name, self.folder / name)


class NoFolderError(OSError):
    """Neither the data folder nor any temporary folder can take the session's files."""


_stand_ins: dict[Path, StandIn] = {}  # by the data folder wanted
_writable: set[Path] = set()  # data folders found writable this session


def settle_home() -> None:
    """Point HOME at the account's home folder when it is unset, empty or relative (a start
    from a service or `env -i`): Qt would then keep the data and settings in the root folder
    (/.local/share, /.config) or under whatever folder the app was started from, and Python
    (Path.home, the settings file's size check) would look elsewhere again. Before Qt first
    reads it: QSettings keeps the folder it found."""
    if os.name != "posix" or os.path.isabs(os.environ.get("HOME", "")):
        return
    import pwd

    try:
        home = pwd.getpwuid(os.getuid()).pw_dir
    except KeyError:  # a user id without an account (some containers): nothing better
        return
    if os.path.isabs(home):
        os.environ["HOME"] = home


def data_dir() -> Path:
    """The folder of the app's files: the data folder, or this session's stand-in for it;
    NoFolderError when neither can be had."""
    folder = _wanted_data_dir()
    if folder in _stand_ins:  # decided once a session: its files stay in one place
        return _stand_ins[folder].folder
    try:
        folder.mkdir(parents=True, exist_ok=True)  # FileExistsError: a file has its name
        if folder not in _writable:
            # A folder that is there but read-only made every autosave fail, and lost the
            # statistics: a file is made and removed to know (its mode alone would not
            # tell: not for root, an access list or a read-only disk).
            _check_writable(folder)
            _writable.add(folder)
        return folder
    except OSError as error:
        try:
            _stand_ins[folder] = stand_in = StandIn(folder, error)
        except OSError as no_temporary:
            raise NoFolderError(
                f"cannot use the data folder {folder} ({error}) nor a temporary folder "
                f"({no_temporary})"
            ) from None
        print(
            f"qwixx-desktop: cannot use the data folder {folder} ({error}); "
            f"this session keeps its files in {stand_in.folder}",
            file=sys.stderr,
        )
        return stand_in.folder


def _check_writable(folder: Path) -> None:
    """OSError, naming `folder`, unless a file can be made in it."""
    try:
        handle, probe = tempfile.mkstemp(prefix=".probe.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as error:
        raise type(error)(error.errno, error.strerror, str(folder)) from None
    os.close(handle)
    # Already gone: the app running on this folder removes such files as it starts.
    with contextlib.suppress(FileNotFoundError):
        os.unlink(probe)


def data_dir_stand_in() -> StandIn | None:
    """The temporary folder this session uses because its data folder cannot be, if so."""
    return _stand_ins.get(_wanted_data_dir())


def remove_stand_ins() -> None:
    """Remove this session's temporary folders as it ends (the window said that their files
    last until quitting): else every such start left one behind."""
    for stand_in in _stand_ins.values():
        shutil.rmtree(stand_in.folder, ignore_errors=True)
    _stand_ins.clear()


def _wanted_data_dir() -> Path:
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".qwixx-desktop"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def statistics_path() -> Path:
    return data_dir() / STATISTICS_NAME


def open_settings() -> QSettings:
    if os.environ.get(HOME_VARIABLE):
        return QSettings(str(data_dir() / SETTINGS_NAME), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


def open_checked_settings() -> tuple[QSettings, SetAside | None]:
    """The settings; a damaged settings file (one Qt cannot parse or read, too big, or not a
    regular file) is moved aside first, keeping its bytes, and the settings start from the
    defaults.

    Values of the wrong type or out of range in a sound file are not damage: whoever reads
    one uses its default (see preferences.py)."""
    # Qt reads the whole file as it opens the settings: check it before.
    path = _settings_file()
    if path is not None and not _fit_for_qt(path):
        kept = set_aside(path)  # before the settings are opened
        return open_settings(), kept
    settings = open_settings()
    settings.allKeys()  # the status is known once the file is read
    if settings.status() == QSettings.Status.NoError:
        return settings, None
    path = Path(settings.fileName())
    del settings
    kept = set_aside(path)
    return open_settings(), kept


def _settings_file() -> Path | None:
    """Where the settings file is, if known without opening it: our INI file, or Qt's on
    Linux (elsewhere the registry or a property list)."""
    if os.environ.get(HOME_VARIABLE):
        return data_dir() / SETTINGS_NAME
    if sys.platform.startswith("linux"):
        # The folder QSettings uses: it ignores an XDG_CONFIG_HOME that is not absolute.
        config = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.GenericConfigLocation
        )
        return Path(config) / ORGANISATION / f"{APPLICATION}.conf" if config else None
    return None


def _fit_for_qt(path: Path) -> bool:
    """False for a settings file Qt must not open: bigger than MAX_SETTINGS_BYTES (it reads it
    whole), or not a regular file: opening a named pipe blocks the start for good, and saving
    over a symlink to a device replaces the device (as root, /dev/null itself)."""
    try:
        info = path.stat()
    except OSError:  # none yet; or one Qt cannot read either, and says so as it opens it
        return True
    return stat.S_ISREG(info.st_mode) and info.st_size <= MAX_SETTINGS_BYTES
