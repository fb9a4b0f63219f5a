"""Packaging: the version in one place, the icon files, the .desktop file and the AppStream
metainfo (validated when the validators are installed: `make package-check` always runs them)."""

from __future__ import annotations

import argparse
import ast
import gzip
import importlib
import importlib.util
import locale
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from qwixx_desktop import APP_ID, __version__
from qwixx_desktop.cli import build_parser
from qwixx_desktop.net.protocol import MAX_CHAT_LENGTH
from qwixx_desktop.ui.icons import PNG_SIZES, app_icon, app_icon_files, png_path
from qwixx_desktop.ui.paths import HOME_VARIABLE, open_settings
from qwixx_desktop.ui.window import MainWindow

from .qt_messages import assert_no_qt_warnings, qt_environment

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def load_packaging_module(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem.replace("-", "_"), path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build_deb() -> ModuleType:
    return load_packaging_module(PACKAGING / "linux" / "build_deb.py")


def installed_here(name: str) -> bool:
    """A system with English, Spanish and German installed (the test does not depend on the
    machine's own list)."""
    return name in ("C.UTF-8", "en_US.UTF-8", "es_ES.UTF-8", "de_DE.UTF-8")


@pytest.mark.parametrize(
    ("environ", "lc_ctype"),
    [
        ({}, "C.UTF-8"),
        ({"LANG": "C"}, "C.UTF-8"),
        ({"LANG": "POSIX", "LC_CTYPE": ""}, "C.UTF-8"),
        ({"LANG": "es_ES.UTF-8"}, None),
        ({"LC_CTYPE": "de_DE.UTF-8"}, "de_DE.UTF-8"),
        ({"LC_ALL": "C"}, None),  # set by hand: left alone, as Python leaves it
        # Not installed here: the C library would fall back to C.
        ({"LANG": "pt_BR.UTF-8"}, "C.UTF-8"),
        ({"LANG": "es_ES.UTF-8", "LC_CTYPE": "fr_FR.UTF-8"}, "C.UTF-8"),
    ],
)
def test_the_bundle_asks_for_utf8_characters_in_the_c_locale(
    environ: dict[str, str], lc_ctype: str | None
) -> None:
    """PyInstaller's start skips Python's own (PEP 538): Qt printed four lines about the C
    locale not being UTF-8 when the bundle was started without LANG, or with a LANG the
    system has not installed (LANG=es_ES.UTF-8 on a system with only C.UTF-8)."""
    entry = load_packaging_module(PACKAGING / "qwixx-desktop.py")
    language = environ.get("LANG")
    entry.ask_for_utf8(environ, installed_here)
    assert environ.get("LC_CTYPE") == lc_ctype
    assert environ.get("LANG") == language  # the window's language is untouched


def test_the_bundle_asks_the_c_library_which_locales_are_installed() -> None:
    entry = load_packaging_module(PACKAGING / "qwixx-desktop.py")
    before = locale.setlocale(locale.LC_CTYPE)
    assert entry.locale_installed("C")
    assert not entry.locale_installed("xx_NOWHERE.UTF-8")
    assert locale.setlocale(locale.LC_CTYPE) == before  # the process's setting is put back


def test_version_command_prints_the_package_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "qwixx_desktop", "--version"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    assert result.stdout == f"qwixx-desktop {__version__}\n"


def test_about_shows_the_version_and_all_four_games(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda _parent, title, text: shown.append((title, text))
    )
    window = MainWindow(open_settings(), bots_in_process=False)
    qtbot.addWidget(window)
    window.about_action.trigger()
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "About Qwixx Desktop"
    assert f"Qwixx Desktop {__version__}" in text
    for game in ("Qwixx Longo", "Qwixx On Board", "Qwantum"):
        assert game in text


def test_the_version_is_written_in_one_place_only(build_deb: ModuleType) -> None:
    literal = re.compile(rf"(?<![\d.]){re.escape(__version__)}(?![\d.])")
    for path in [*PACKAGING.rglob("*"), ROOT / "pyproject.toml"]:
        if path.is_file() and path.suffix not in {".ico", ".icns", ".png"}:
            assert not literal.search(path.read_text(encoding="utf-8")), path
    # ... and every generated file takes it from qwixx_desktop.__version__.
    assert f'<release version="{__version__}" date="' in build_deb.metainfo_text()
    assert f"\nVersion: {__version__}\n" in build_deb.control_text(1000)
    spec = (PACKAGING / "qwixx-desktop.spec").read_text(encoding="utf-8")
    assert "qwixx_desktop.__version__" in spec and "CFBundleShortVersionString" in spec


def test_icon_files_have_their_sizes(qapp: Any) -> None:
    assert len(app_icon_files()) == len(PNG_SIZES) + 1
    for size in PNG_SIZES:
        image = QImage(str(png_path(size)))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    assert {s.width() for s in app_icon().availableSizes()} == set(PNG_SIZES)


def test_the_application_has_the_icon_and_the_desktop_file_name() -> None:
    code = (
        "from qwixx_desktop.ui.app import make_application; app = make_application([]); "
        "print(sorted(s.width() for s in app.windowIcon().availableSizes()), "
        "app.desktopFileName())"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=qt_environment(os.environ),
    )
    assert_no_qt_warnings(result.stderr)
    assert result.stdout.split()[-1] == APP_ID
    assert str(sorted(PNG_SIZES)).replace(" ", "") in result.stdout.replace(" ", "")


def test_desktop_file_launches_the_command_with_the_app_icon(build_deb: ModuleType) -> None:
    desktop = build_deb.desktop_file()
    assert desktop.name == f"{APP_ID}.desktop" and desktop.is_file()
    entries = dict(
        line.split("=", 1)
        for line in desktop.read_text(encoding="utf-8").splitlines()
        if "=" in line
    )
    assert entries["Exec"].split()[0] == "qwixx-desktop"
    assert entries["Icon"] == APP_ID
    assert {"Game", "BoardGame"} <= set(entries["Categories"].strip(";").split(";"))
    assert entries["Terminal"] == "false"


def test_metainfo_screenshots_exist_and_follow_the_base_url(
    build_deb: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, _caption in build_deb.SCREENSHOTS:
        assert (ROOT / "docs" / "screenshots" / name).is_file()
    monkeypatch.setenv("SCREENSHOT_BASE_URL", "https://example.org/shots/")
    text = build_deb.metainfo_text()
    assert "<image>https://example.org/shots/window-classic.png</image>" in text
    assert f"<id>{APP_ID}</id>" in text and "@" not in text
    monkeypatch.delenv("SCREENSHOT_BASE_URL")
    assert build_deb.DEFAULT_SCREENSHOT_BASE_URL in build_deb.metainfo_text()


def test_metainfo_age_rating_declares_the_network_chat(build_deb: ModuleType) -> None:
    """Software centres showed "all ages, no chat" (an empty OARS rating) for an app whose
    network play lets strangers type to each other."""
    assert MAX_CHAT_LENGTH > 0  # free text, not only the ready phrases
    rating = ET.fromstring(build_deb.metainfo_text()).find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {item.get("id"): item.text for item in rating.iter("content_attribute")}
    assert attributes.get("social-chat") == "intense"  # OARS: uncontrolled chat


def test_deb_depends_on_what_qt_xcb_needs(build_deb: ModuleType) -> None:
    declared = build_deb.declared_packages()
    for package in (
        "libxcb-cursor0",
        "libxcb-icccm4",
        "libxcb-keysyms1",
        "libxkbcommon-x11-0",
        "libegl1",
        "libfontconfig1",
        "libdbus-1-3",
    ):
        assert package in declared


@pytest.mark.skipif(shutil.which("md5sum") is None, reason="needs md5sum")
def test_deb_lists_the_md5sums_of_its_files(build_deb: ModuleType, tmp_path: Path) -> None:
    """The .deb had no DEBIAN/md5sums: `dpkg --verify` could check nothing of it, and
    lintian flags a package without one."""
    root = tmp_path / "root"
    app = root / build_deb.INSTALL_DIR.relative_to("/")
    (app / "_internal").mkdir(parents=True)
    (app / "qwixx-desktop").write_bytes(b"\x7fELF the bundle")
    (app / "_internal" / "name with spaces ñ.txt").write_text("data", encoding="utf-8")
    (app / "_internal" / "link.so").symlink_to("name with spaces ñ.txt")
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "qwixx-desktop").write_text("#!/bin/sh\n", encoding="utf-8")
    build_deb.write_control_files(root)
    sums = (root / "DEBIAN" / "md5sums").read_text(encoding="utf-8")
    assert sorted(line.split("  ", 1)[1] for line in sums.splitlines()) == [
        "usr/bin/qwixx-desktop",
        "usr/lib/qwixx-desktop/_internal/name with spaces ñ.txt",
        "usr/lib/qwixx-desktop/qwixx-desktop",
    ]
    checked = subprocess.run(
        ["md5sum", "--check", "--strict", "DEBIAN/md5sums"],
        cwd=root,
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    if shutil.which("dpkg-deb") is not None:
        deb = tmp_path / "test.deb"
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Znone", "--build", str(root), str(deb)],
            check=True,
            capture_output=True,
        )
        info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True)
        assert " md5sums" in info.stdout, info.stdout


def test_the_deb_puts_the_bundle_in_usr_lib_not_in_opt(
    build_deb: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bundle was installed in /opt/qwixx-desktop: Debian keeps /opt for the local
    administrator (lintian's error dir-or-file-in-opt); a package's own architecture-dependent
    files go in /usr/lib/PACKAGE. Nothing staged may name /opt any more."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "qwixx-desktop").write_bytes(b"\x7fELF the bundle")
    (bundle / "qwixx-desktop").chmod(0o755)
    monkeypatch.setattr(build_deb, "BUNDLE", bundle)
    root = tmp_path / "root"
    build_deb.stage(root)
    build_deb.write_control_files(root)
    assert sorted(path.name for path in root.iterdir()) == ["DEBIAN", "usr"]
    program = root / "usr/lib/qwixx-desktop/qwixx-desktop"
    assert program.read_bytes() == b"\x7fELF the bundle"
    assert program.stat().st_mode & 0o777 == 0o755
    launcher = (root / "usr/bin/qwixx-desktop").read_text(encoding="utf-8")
    assert '\nexec /usr/lib/qwixx-desktop/qwixx-desktop "$@"\n' in launcher
    copyright_text = (root / "usr/share/doc/qwixx-desktop/copyright").read_text(encoding="utf-8")
    assert "Bundled in /usr/lib/qwixx-desktop," in copyright_text
    control = (root / "DEBIAN/control").read_text(encoding="utf-8")
    assert "(Python, Qt and the app in /usr/lib/qwixx-desktop)" in control
    for path in root.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            if path.suffix == ".gz":
                data = gzip.decompress(data)
            assert b"/opt" not in data, path


def test_the_deb_ships_libraries_not_executable_and_a_copyright_lintian_accepts(
    build_deb: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """lintian: shared-library-is-executable (the wheels' libraries came 755),
    copyright-without-copyright-notice (no year) and copyright-not-using-common-license-for-lgpl
    (Qt's LGPL named without Debian's copy of it)."""
    bundle = tmp_path / "bundle"
    libraries = ["libQt6Gui.so.6", "_uuid.cpython-311-x86_64-linux-gnu.so", "libpython3.11.so.1.0"]
    (bundle / "_internal").mkdir(parents=True)
    for name in ["qwixx-desktop", *(f"_internal/{library}" for library in libraries)]:
        (bundle / name).write_bytes(b"\x7fELF")
        (bundle / name).chmod(0o755)
    monkeypatch.setattr(build_deb, "BUNDLE", bundle)
    root = tmp_path / "root"
    build_deb.stage(root)
    app = root / "usr/lib/qwixx-desktop"
    assert (app / "qwixx-desktop").stat().st_mode & 0o777 == 0o755
    for library in libraries:
        assert (app / "_internal" / library).stat().st_mode & 0o777 == 0o644, library
    copyright_text = (root / "usr/share/doc/qwixx-desktop/copyright").read_text(encoding="utf-8")
    assert re.search(
        r"^Copyright \(c\) \d{4} The Qwixx Desktop contributors$", copyright_text, re.M
    )
    assert "LGPL" in copyright_text and "/usr/share/common-licenses/LGPL-3" in copyright_text


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None or shutil.which("appstreamcli") is None,
    reason="validators not installed (bash scripts/system-deps.sh --packaging)",
)
def test_desktop_file_and_metainfo_pass_the_validators(
    build_deb: ModuleType, tmp_path: Path
) -> None:
    desktop = subprocess.run(
        ["desktop-file-validate", str(build_deb.desktop_file())], capture_output=True, text=True
    )
    assert desktop.returncode == 0 and not desktop.stdout.strip(), desktop.stdout
    metainfo = tmp_path / f"{APP_ID}.metainfo.xml"
    metainfo.write_text(build_deb.metainfo_text(), encoding="utf-8")
    appstream = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert appstream.returncode == 0, appstream.stdout


FAKE_PYTHON = """#!/bin/sh
# `python3 -m venv [--clear] DIR` as the real one does it; the venv's python logs its commands.
[ "$1 $2" = "-m venv" ] || exit 1
if [ "$3" = "--clear" ]; then rm -rf "$4"; venv="$4"; else venv="$3"; fi
mkdir -p "$venv/bin"
if [ -L "$venv/bin/python" ] && [ ! -e "$venv/bin/python" ]; then
  echo "Error: [Errno 2] No such file or directory" >&2; exit 1  # venv keeps a broken link
fi
# The Makefile's check that the venv works (`python -c ...`): this one does.
printf '#!/bin/sh\\n[ "$1" = -c ] && exit 0\\necho "$*" >> "%s"\\n' "$LOG" > "$venv/bin/python"
chmod +x "$venv/bin/python"
"""


def fake_project(folder: Path) -> Path:
    """The Makefile in `folder` with an empty pyproject.toml; the fake `python3` to make
    venvs with, returned."""
    shutil.copy(ROOT / "Makefile", folder / "Makefile")
    (folder / "pyproject.toml").write_text("", encoding="utf-8")
    fake = folder / "python3"
    fake.write_text(FAKE_PYTHON, encoding="utf-8")
    fake.chmod(0o755)
    return fake


def make(folder: Path, *arguments: str) -> None:
    done = subprocess.run(
        ["make", *arguments],
        cwd=folder,
        env={"PATH": "/usr/bin:/bin", "LOG": str(folder / "commands.log")},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 0, done.stderr


def logged(folder: Path) -> str:
    log = folder / "commands.log"
    return log.read_text(encoding="utf-8") if log.exists() else ""


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_setup_makes_a_venv_whose_python_is_gone_afresh(tmp_path: Path) -> None:
    """After the venv's Python was removed or upgraded (.venv/bin/python a broken link),
    `make setup` ran `python3 -m venv .venv`, which keeps the broken link, and failed: so did
    `make run` and `make test`, until the person found `make clean`."""
    fake = fake_project(tmp_path)
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    (tmp_path / ".venv" / "bin" / "python").symlink_to(tmp_path / "gone" / "python3")
    (tmp_path / ".venv" / ".installed-stamp").touch()  # newer than pyproject.toml
    make(tmp_path, "setup", f"PYTHON={fake}")
    installed = logged(tmp_path)
    assert "-m pip install" in installed, "everything is installed again"
    make(tmp_path, "setup", f"PYTHON={fake}")
    assert logged(tmp_path) == installed, "and the next `make setup` does nothing"


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_setup_makes_a_venv_of_another_python_afresh(tmp_path: Path) -> None:
    """A venv whose python still runs, but another minor version than the venv was made with
    (/usr/bin/python3 upgraded to 3.12: it looks for the packages in lib/python3.12) was
    taken as fine: `make test` then said "No module named pytest"."""
    fake = fake_project(tmp_path)
    venv = tmp_path / ".venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    [packages] = (venv / "lib").glob("python3.*")
    packages.rename(packages.with_name("python3.0"))  # made by another Python 3
    (venv / ".installed-stamp").touch()  # newer than pyproject.toml
    make(tmp_path, "setup", f"PYTHON={fake}")
    installed = logged(tmp_path)
    assert "-m pip install" in installed, "a new venv, and everything installed again"
    make(tmp_path, "setup", f"PYTHON={fake}")
    assert logged(tmp_path) == installed, "and the next `make setup` does nothing"


PYINSTALLER_RUN = "pyinstaller ran"
FAKE_PYINSTALLER = f"""#!/bin/sh
echo "{PYINSTALLER_RUN}" >> "$LOG"
rm -rf dist/qwixx-desktop && mkdir -p dist/qwixx-desktop
echo bundle > dist/qwixx-desktop/qwixx-desktop
"""


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_package_builds_the_bundle_again_only_when_something_changed(
    tmp_path: Path,
) -> None:
    """`make package` ran PyInstaller every time (minutes), nothing changed or not."""
    fake = fake_project(tmp_path)
    make(tmp_path, "setup", f"PYTHON={fake}")
    (tmp_path / ".venv" / "lib" / "python3.11" / "site-packages").mkdir(parents=True)
    pyinstaller = tmp_path / ".venv" / "bin" / "pyinstaller"
    pyinstaller.write_text(FAKE_PYINSTALLER, encoding="utf-8")
    pyinstaller.chmod(0o755)
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "system-deps.sh").write_text("exit 0\n", encoding="utf-8")
    for name in ("qwixx_desktop/cli.py", "resources/fonts/a.ttf", "packaging/app.spec"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x", encoding="utf-8")

    def builds() -> int:
        make(tmp_path, "package")
        return logged(tmp_path).splitlines().count(PYINSTALLER_RUN)

    def change(name: str) -> None:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
        later = (tmp_path / "dist" / "qwixx-desktop" / "qwixx-desktop").stat().st_mtime + 5
        os.utime(path, (later, later))

    assert builds() == 1
    assert builds() == 1, "nothing changed: no new build"
    change("qwixx_desktop/__pycache__/cli.cpython-311.pyc")
    assert builds() == 1, "Python's caches are no part of the bundle"
    expected = 1
    for name in (
        "qwixx_desktop/cli.py",
        "resources/fonts/a.ttf",
        "packaging/app.spec",
        ".venv/lib/python3.11/site-packages",  # a package installed or removed
        "pyproject.toml",
    ):
        change(name)
        expected += 1
        assert builds() == expected, f"{name} changed"
    (tmp_path / "resources" / "fonts" / "a.ttf").unlink()
    change("resources/fonts")  # a removed file: its folder changes
    assert builds() == expected + 1
    shutil.rmtree(tmp_path / "dist")
    assert builds() == expected + 2


def test_system_deps_let_make_go_on_where_there_is_no_apt_get(tmp_path: Path) -> None:
    """On Fedora, Arch or macOS `make run` and `make test` stopped at once: the script took
    every package for missing and ran apt-get, which is not there."""
    tools = tmp_path / "bin"
    tools.mkdir()
    for tool in ("id", "grep"):
        found = shutil.which(tool)
        assert found is not None
        (tools / tool).symlink_to(found)
    done = subprocess.run(
        ["/bin/bash", str(ROOT / "scripts" / "system-deps.sh")],
        env={"PATH": str(tools)},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 0, done.stderr
    assert "nothing is installed" in done.stderr and "libxcb-cursor0" in done.stderr


def test_the_deb_recommends_fontconfig_for_names_in_other_scripts(build_deb: ModuleType) -> None:
    # export/fonts.py finds fonts for such names with `fc-list`, from the fontconfig package.
    control = build_deb.control_text(1000)
    assert "\nRecommends: fontconfig\n" in control
    assert "fontconfig" not in control.split("\nDepends: ")[1].split("\n")[0].split(", ")


def _commands(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """Every command under `parser`, and theirs (print blank, ...)."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                found += [command, *_commands(command)]
    return found


def _gzip_for_debian(path: Path) -> str:
    """The text of `path`, after checking it is gzipped as Debian wants: no name and no time
    stamp inside (the same .deb from the same sources), 644."""
    data = path.read_bytes()
    assert data[:3] == b"\x1f\x8b\x08", path  # gzip, deflate
    assert data[3] & 0x08 == 0 and data[4:8] == bytes(4), path  # no FNAME, MTIME 0
    assert path.stat().st_mode & 0o777 == 0o644, path
    return gzip.decompress(data).decode("utf-8")


def test_the_deb_has_a_man_page_of_every_command_and_a_changelog(
    build_deb: ModuleType, tmp_path: Path
) -> None:
    """`man qwixx-desktop` found no page, and the package had no changelog (lintian's
    binary-without-manpage and no-changelog). Both are made from the sources: the page from
    the command line's parser (the same text as --help), the changelog's version from
    qwixx_desktop.__version__."""
    build_deb.stage_docs(tmp_path)
    page_path = tmp_path / "usr/share/man/man6/qwixx-desktop.6.gz"
    page = _gzip_for_debian(page_path)
    day = build_deb.release_date().replace("-", "\\-")
    assert page.startswith(f'.TH QWIXX\\-DESKTOP 6 "{day}" ')
    assert f'"qwixx\\-desktop {__version__}"' in page.splitlines()[0]
    # Every hyphen is roff's \\-: commands and options copied from the page into a shell work
    # (a bare - may be shown as a typographic hyphen, U+2010).
    assert not re.search(r"(?<!\\)-", page), re.findall(r".{20}(?<!\\)-.{20}", page)
    parser = build_parser()
    for command in _commands(parser):
        assert f".SS {command.prog.replace('-', chr(92) + '-')}\n" in page, command.prog
    for command in [parser, *_commands(parser)]:
        for action in command._actions:
            if action.help != argparse.SUPPRESS:
                for option in action.option_strings:
                    assert option.replace("-", "\\-") in page, (command.prog, option)
    assert "\\-\\-startup\\-probe" not in page  # hidden: benchmarks only
    # No argparse wording meant for --help, and every option says what it does.
    assert "help message" not in page and "[\\-h]" not in page
    lines = page.splitlines()
    for at, line in enumerate(lines):
        if line == ".TP":
            assert lines[at + 1].startswith(".B ") and lines[at + 2].strip(), lines[at + 1]
            assert not lines[at + 2].startswith("."), lines[at + 1]
    changelog = _gzip_for_debian(tmp_path / "usr/share/doc/qwixx-desktop/changelog.gz")
    assert changelog.startswith(f"qwixx-desktop ({__version__}) unstable; urgency=medium\n")
    if shutil.which("dpkg-parsechangelog") is not None:
        plain = tmp_path / "changelog"
        plain.write_text(changelog, encoding="utf-8")
        parsed = subprocess.run(
            ["dpkg-parsechangelog", "-l", str(plain), "-S", "Version"],
            capture_output=True,
            text=True,
            check=True,
        )
        assert parsed.stdout.strip() == __version__ and parsed.stderr == ""
    if shutil.which("man") is None:
        return  # the text is checked above; rendering it needs man
    shown = subprocess.run(
        ["man", "--warnings", "-l", str(page_path)],
        env={**os.environ, "MANWIDTH": "100", "MANPAGER": "cat", "LC_ALL": "C.UTF-8"},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert shown.returncode == 0 and shown.stderr == "", shown.stderr
    text = " ".join(shown.stdout.split())  # justified: spaces widened
    assert "qwixx-desktop serve [--game {classic,longo,onboard,qwantum}] [--players" in text
    assert "EXIT STATUS 0 Done. 1 join: the dice" in text and "141 The reader" in text
    assert "(one line on stderr). 2 Bad arguments" in text and "143 serve: stopped by" in text


def _exit_codes_in_the_code() -> set[int]:
    """Every exit code the command line gives: 0 and each EXIT_ constant's value, wherever
    defined (read from the source: a new module's constant counts as soon as it exists)."""
    codes = {0}
    for path in (ROOT / "qwixx_desktop").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                if any(name.startswith("EXIT_") for name in names):
                    module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                    codes.add(getattr(importlib.import_module(module), names[0]))
            # A bare number given to exit bypasses the constants (and the page).
            if isinstance(node, ast.Call) and ast.unparse(node.func) in (
                "os._exit",
                "sys.exit",
                "SystemExit",
            ):
                assert not any(
                    isinstance(a, ast.Constant) and a.value not in (0, None) for a in node.args
                ), f"{path.name}:{node.lineno}: a number, not an EXIT_ constant"
    return codes


def test_the_man_page_lists_every_exit_code_the_command_line_gives(
    build_deb: ModuleType,
) -> None:
    """The EXIT STATUS section had 0, 2, 3, 130 and 141, not 1 (`join` could not verify the
    game, --self-test failed, the window could not open) nor 143 (SIGTERM ends serve)."""
    page = build_deb.man_page_text()
    section = page.split(".SH EXIT STATUS\n", 1)[1].split("\n.SH ", 1)[0]
    listed = [int(code) for code in re.findall(r"^\.B (\d+)$", section, re.MULTILINE)]
    assert listed == sorted(set(listed))
    assert set(listed) == _exit_codes_in_the_code()
