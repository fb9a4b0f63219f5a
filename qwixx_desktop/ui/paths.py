"""Where the app keeps its files: the autosave, settings and logs.

QStandardPaths picks the platform's app-data folder. QWIXX_DESKTOP_HOME overrides it (tests,
benchmarks, portable installs), and then the settings live there too, as an INI file.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

HOME_VARIABLE = "QWIXX_DESKTOP_HOME"
ORGANISATION = "QwixxDesktop"
APPLICATION = "Qwixx Desktop"
AUTOSAVE_NAME = "autosave.json"
STATISTICS_NAME = "statistics.jsonl"


def data_dir() -> Path:
    override = os.environ.get(HOME_VARIABLE)
    if override:
        folder = Path(override)
    else:
        location = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation
        )
        folder = Path(location) if location else Path.home() / ".qwixx-desktop"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def statistics_path() -> Path:
    return data_dir() / STATISTICS_NAME


def open_settings() -> QSettings:
    if os.environ.get(HOME_VARIABLE):
        return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)
