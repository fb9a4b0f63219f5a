"""Qwixx Desktop: the Qwixx family of dice games against computer opponents."""

# The one place the version is written: pyproject, the PyInstaller spec, the .deb, the
# AppStream release, the Windows installer and the macOS Info.plist all read it from here.
__version__ = "0.1.0"
# Reverse-DNS id: the .desktop file's name, the AppStream id and the macOS bundle id.
APP_ID = "io.github.qwixxdesktop.QwixxDesktop"
