"""The Linux package: dist/qwixx-desktop_<version>_amd64.deb, made from the PyInstaller bundle.

    python packaging/linux/build_deb.py build   # make deb (after make package)
    python packaging/linux/build_deb.py check   # make package-check: validators and Depends

The package installs the bundle in /usr/lib/qwixx-desktop (a package's own
architecture-dependent files: Debian keeps /opt for the local administrator, and lintian
refuses a package that ships files there), a `qwixx-desktop` launcher in /usr/bin, the .desktop
file, the hicolor icons, the AppStream metainfo, the launcher's man page (section 6, made from
the command line's own parser) and the Debian changelog. The version comes from
qwixx_desktop/__init__.py; nothing here repeats it.

Screenshots: AppStream wants web addresses for them, and the project has no website yet. The
URLs are made from SCREENSHOT_BASE_URL (an environment variable, e.g. the raw address of the
repository's docs/screenshots/ folder once it is published). Without it they point into the
reserved `.invalid` domain: the metainfo is valid, says plainly that the images are not
published, and no software centre fetches anything from a place that is not ours. The images
themselves are installed in /usr/share/qwixx-desktop/screenshots/.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "packaging" / "linux"
BUNDLE = ROOT / "dist" / "qwixx-desktop"
WORK = ROOT / "build" / "linux"
PACKAGE = "qwixx-desktop"
INSTALL_DIR = Path("/usr/lib") / PACKAGE
DEFAULT_SCREENSHOT_BASE_URL = "https://qwixx-desktop.invalid/screenshots"
SCREENSHOTS = (
    ("window-classic.png", "Classic Qwixx against two computer players"),
    ("window-longo.png", "Qwixx Longo, with lucky numbers on the sheet"),
    ("pad-classic.png", "A printable score pad"),
)

# What the bundle takes from the system (Debian 12 names; "new | old" where Debian 13 and
# Ubuntu 24.04 renamed a library). Qt's xcb platform (X11 and XWayland), its Wayland platform,
# fonts, D-Bus (loaded at run time, so `check` cannot see it), PulseAudio's client for the
# sounds and the C++ runtime. `check` verifies that every library the bundle links against
# is covered.
DEPENDS = (
    "libc6",
    "libstdc++6",
    "libgcc-s1",
    "libglib2.0-0t64 | libglib2.0-0",
    "libfontconfig1",
    "libfreetype6",
    "libdbus-1-3",
    "libegl1",
    "libgl1",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-cursor0",
    "libxcb-glx0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-util1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
    "libpulse0",  # QtMultimedia's sound output (PulseAudio, also PipeWire's pulse server)
    "libbrotli1",  # QtNetwork, which QtMultimedia links
    # Python's XML parser (pyexpat), when the bundle's Python uses the system's expat (as
    # Debian's python3 does; a pyenv build carries its own): the package check found it.
    "libexpat1",
)
# Printing finds a font for names the bundled fonts lack (Chinese, Japanese, Korean...) through
# fontconfig's `fc-list` (export/fonts.py); without it they print as replacement marks, told.
RECOMMENDS = ("fontconfig",)
SUGGESTS = ("fonts-wqy-zenhei",)  # TrueType CJK outlines, which ReportLab can embed


def app_info() -> tuple[str, str]:
    """(version, app id) from the package's __init__ (imported alone: no Qt needed)."""
    sys.path.insert(0, str(ROOT))
    import qwixx_desktop

    return qwixx_desktop.__version__, qwixx_desktop.APP_ID


def release_date() -> str:
    """The day the version was last changed (git), else today."""
    try:
        day = subprocess.run(
            ["git", "log", "-1", "--format=%cs", "--", "qwixx_desktop/__init__.py"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        day = ""
    return day if re.fullmatch(r"\d{4}-\d{2}-\d{2}", day) else datetime.date.today().isoformat()


def metainfo_text(base_url: str | None = None) -> str:
    version, app_id = app_info()
    base = base_url or os.environ.get("SCREENSHOT_BASE_URL") or DEFAULT_SCREENSHOT_BASE_URL
    shots = []
    for index, (name, caption) in enumerate(SCREENSHOTS):
        kind = ' type="default"' if index == 0 else ""
        shots.append(
            f"    <screenshot{kind}>\n"
            f"      <caption>{escape(caption)}</caption>\n"
            f"      <image>{escape(base.rstrip('/'))}/{name}</image>\n"
            f"    </screenshot>"
        )
    template = (HERE / "metainfo.xml.in").read_text(encoding="utf-8")
    return (
        template.replace("@APP_ID@", app_id)
        .replace("@VERSION@", version)
        .replace("@DATE@", release_date())
        .replace("@SCREENSHOTS@", "\n".join(shots))
    )


def desktop_file() -> Path:
    _, app_id = app_info()
    return HERE / f"{app_id}.desktop"


def control_text(installed_kib: int) -> str:
    version, _ = app_info()
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        "Architecture: amd64\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(DEPENDS)}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        f"Suggests: {', '.join(SUGGESTS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: Qwixx dice games against computer opponents\n"
        " Qwixx Desktop plays classic Qwixx, Qwixx Longo, Qwixx On Board and Qwantum\n"
        " against computer opponents from easy to expert, or with friends at one\n"
        " computer, and prints score pads as PDF.\n"
        " .\n"
        f" A self-contained build (Python, Qt and the app in {INSTALL_DIR}).\n"
    )


LAUNCHER = f"""#!/bin/sh
# Qwixx Desktop: the bundle lives in {INSTALL_DIR}.
exec {INSTALL_DIR}/qwixx-desktop "$@"
"""


def copyright_text() -> str:
    """usr/share/doc/qwixx-desktop/copyright: the app's licence and what the bundle carries.
    The notice has a year (that of the release), and the LGPL points to Debian's copy of it:
    lintian wants both."""
    return f"""Qwixx Desktop
License: MIT

Copyright (c) {release_date()[:4]} The Qwixx Desktop contributors

Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

Bundled in {INSTALL_DIR}, each under its own licence: Python (PSF License), Qt 6 and
PySide6 (LGPL-3.0), NumPy (BSD-3-Clause), ReportLab (BSD-3-Clause), Pillow (MIT-CMU),
DejaVu fonts (Bitstream Vera licence, see _internal/resources/fonts/LICENSE-DejaVu.txt).
On Debian systems the complete text of the GNU Lesser General Public License version 3 is in
/usr/share/common-licenses/LGPL-3.
Qwixx is a game by Steffen Benndorf; this program is not affiliated with its publishers.
"""


MAINTAINER = "The Qwixx Desktop contributors <qwixx-desktop@users.noreply.invalid>"


def _roff(text: str) -> str:
    """`text` as roff takes it: backslashes and hyphens escaped, and no line starting with a
    dot or quote, which roff would read as a request."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(f"\\&{line}" if line[:1] in (".", "'") else line for line in text.split("\n"))


def _man_options(parser: argparse.ArgumentParser, with_help: bool = True) -> list[str]:
    """A parser's options and arguments as roff's tagged paragraphs (hidden ones left out;
    `--help` only if `with_help`: every command has it, as the synopsis says)."""
    formatter = parser._get_formatter()
    lines = []
    for action in parser._actions:
        if (
            action.help == argparse.SUPPRESS
            or isinstance(action, argparse._SubParsersAction)
            or (isinstance(action, argparse._HelpAction) and not with_help)
        ):
            continue
        invocation = formatter._format_action_invocation(action)
        said = formatter._expand_help(action) if action.help else ""
        if isinstance(action, argparse._HelpAction):  # not "this help message": a page
            said = "show a short form of this page and exit"
        lines += [".TP", f".B {_roff(invocation)}", _roff(said)]
    return lines


def _man_commands(parser: argparse.ArgumentParser) -> list[str]:
    """Each command of `parser` (and of its commands: print blank, ...): its usage, what it
    does and its options, as `qwixx-desktop COMMAND --help` says them."""
    lines = []
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for command in action.choices.values():
            usage = " ".join(command.format_usage().split()).removeprefix("usage: ")
            usage = usage.replace(" [-h]", "")  # every command's, said once in the synopsis
            lines += [f".SS {_roff(command.prog)}", f".B {_roff(usage)}", ".PP"]
            lines += [_roff(command.description or ""), *_man_options(command, False)]
            lines += _man_commands(command)
    return lines


def man_page_text() -> str:
    """usr/share/man/man6/qwixx-desktop.6 (section 6: games), from the launcher's argparse
    parser, so that the page and `--help` are one text and cannot drift apart."""
    sys.path.insert(0, str(ROOT))
    from qwixx_desktop import cli
    from qwixx_desktop.net.commands import EXIT_NOT_SAVED, EXIT_TERMINATED

    version, _ = app_info()
    name = _roff(PACKAGE)  # `\-`: a hyphen-minus to copy, not a typographic hyphen
    parser = cli.build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    summary = "\n".join(
        f".TP\n.B {_roff(choice.dest)}\n{_roff(choice.help or '')}"
        for choice in commands._choices_actions
    )
    return "\n".join(
        [
            f'.TH {name.upper()} 6 "{_roff(release_date())}" "{name} {version}" "Games"',
            ".SH NAME",
            f"{name} \\- {_roff((parser.description or '').rstrip('.'))}",
            ".SH SYNOPSIS",
            f".B {name}",
            ".br",
            f".B {name}",
            "[\\-\\-version | \\-\\-self\\-test]",
            ".br",
            f".B {name}",
            ".I COMMAND",
            "[\\-\\-help] [options]",
            ".SH DESCRIPTION",
            "Without arguments",
            f".B {name}",
            "opens the window: Qwixx, Qwixx Longo, Qwixx On Board and Qwantum against",
            "computer players or with friends at one computer or over the network, with a",
            "coach, tutorials, a daily challenge, statistics and printable score pads.",
            "The commands below work without the window.",
            ".SH OPTIONS",
            *_man_options(parser),
            ".SH COMMANDS",
            summary,
            *_man_commands(parser),
            ".SH EXIT STATUS",
            ".TP\n.B 0\nDone.",
            f".TP\n.B {cli.EXIT_FAILED}",
            "join: the dice or the host's final save are not the game played;",
            "\\-\\-self\\-test: a check failed; without a command: the window could not",
            "open (one line on stderr).",
            f".TP\n.B {cli.EXIT_BAD_INPUT}",
            "Bad arguments (a usage message), or a file or disk problem (one line on stderr);",
            "join: a wrong code, a full table or a host it cannot reach.",
            f".TP\n.B {EXIT_NOT_SAVED}",
            "serve: a table's final save could not be written (its autosave is kept).",
            f".TP\n.B {cli.EXIT_INTERRUPTED}\nStopped by Ctrl\\-C.",
            f".TP\n.B {cli.EXIT_BROKEN_PIPE}",
            "The reader of the output went away (as with other commands in a pipe); serve",
            "plays its tables to their end first and, with \\-\\-keep\\-open, opens no new",
            "one.",
            f".TP\n.B {EXIT_TERMINATED}",
            "serve: stopped by SIGTERM (as by Ctrl\\-C, the last autosaves written).",
            ".SH ENVIRONMENT",
            ".TP\n.B QWIXX_DESKTOP_HOME",
            "A folder for the app's data and settings instead of the usual ones.",
            "",
        ]
    )


def changelog_text() -> str:
    """usr/share/doc/qwixx-desktop/changelog.gz, Debian's changelog of a native package: the
    version and its day (dpkg-parsechangelog reads it; lintian wants it)."""
    version, _ = app_info()
    day = datetime.datetime.fromisoformat(release_date()).replace(tzinfo=datetime.UTC)
    return (
        f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
        f"  * Qwixx Desktop {version}.\n\n"
        f" -- {MAINTAINER}  {email.utils.format_datetime(day)}\n"
    )


def _write(path: Path, text: str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    path.chmod(mode)


def _write_gzip(path: Path, text: str) -> None:
    """`text` gzipped as Debian wants man pages and changelogs: best compression, and no time
    stamp or name inside (the same package from the same sources)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    path.chmod(0o644)


def stage_docs(root: Path) -> None:
    """The package's documentation under `root`: the copyright, the changelog, the man page."""
    doc = root / "usr/share/doc" / PACKAGE
    _write(doc / "copyright", copyright_text())
    _write_gzip(doc / "changelog.gz", changelog_text())
    _write_gzip(root / "usr/share/man/man6" / f"{PACKAGE}.6.gz", man_page_text())


def _normalise_modes(top: Path) -> None:
    """Directories 755; files 755 if executable, else 644 (whatever the umask was). Shared
    libraries 644 even where the wheels made them executable: the loader maps them without
    the bit, and Debian's policy (lintian's shared-library-is-executable) wants it off."""
    for folder, _dirs, files in os.walk(top):
        Path(folder).chmod(0o755)
        for name in files:
            path = Path(folder) / name
            if path.is_symlink():
                continue
            program = os.access(path, os.X_OK) and ".so" not in path.suffixes
            path.chmod(0o755 if program else 0o644)


def stage(root: Path) -> None:
    """Lay out the package's files under `root`."""
    from PIL import Image  # ReportLab's dependency: here only to read the icon sizes

    _, app_id = app_info()
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(BUNDLE, root / INSTALL_DIR.relative_to("/"), symlinks=True)
    _write(root / "usr/bin" / PACKAGE, LAUNCHER, 0o755)
    share = root / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(desktop_file(), share / "applications" / f"{app_id}.desktop")
    _write(share / "metainfo" / f"{app_id}.metainfo.xml", metainfo_text())
    icons = ROOT / "resources" / "icons"
    for png in sorted(icons.glob("qwixx-desktop-*.png")):
        with Image.open(png) as image:
            size = image.width
        target = share / "icons/hicolor" / f"{size}x{size}" / "apps" / f"{app_id}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, target)
    scalable = share / "icons/hicolor/scalable/apps" / f"{app_id}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(icons / "qwixx-desktop.svg", scalable)
    shots = share / PACKAGE / "screenshots"
    shots.mkdir(parents=True)
    for name, _caption in SCREENSHOTS:
        shutil.copy2(ROOT / "docs" / "screenshots" / name, shots / name)
    stage_docs(root)
    _normalise_modes(root)


def installed_kib(root: Path) -> int:
    total = sum(
        path.lstat().st_size for path in root.rglob("*") if path.is_file() or path.is_symlink()
    )
    return (total + 1023) // 1024


def md5sums_text(root: Path) -> str:
    """DEBIAN/md5sums: each regular file the package installs (links are not: dpkg checks
    what they point to), as `md5sum` writes it, for `dpkg --verify` and lintian."""
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    return "".join(lines)


def write_control_files(root: Path) -> None:
    """DEBIAN/control and DEBIAN/md5sums for the files staged under `root`."""
    _write(root / "DEBIAN" / "control", control_text(installed_kib(root)))
    _write(root / "DEBIAN" / "md5sums", md5sums_text(root))


def build() -> Path:
    if not (BUNDLE / PACKAGE).is_file():
        raise SystemExit(f"no bundle at {BUNDLE}: run `make package` first")
    version, _ = app_info()
    root = WORK / "root"
    stage(root)
    write_control_files(root)
    output = ROOT / "dist" / f"{PACKAGE}_{version}_amd64.deb"
    # xz (Debian's default) installs everywhere but takes minutes on 200 MB; DEB_COMPRESSION=zstd
    # takes a second and needs dpkg 1.21.18+ (Debian 12, Ubuntu 21.10) to install.
    compression = os.environ.get("DEB_COMPRESSION", "xz")
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(output)],
        check=True,
    )
    return output


# ----------------------------------------------------------------------------- checks


def _elf_files(top: Path) -> list[Path]:
    found = []
    for path in top.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _needed(path: Path) -> list[str]:
    dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
    return re.findall(r"^\s+NEEDED\s+(\S+)", dump, re.M)


def _system_library_paths() -> dict[str, str]:
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    paths: dict[str, str] = {}
    for name, path in re.findall(r"^\s+(\S+) \(libc6,x86-64[^)]*\) => (\S+)", listing, re.M):
        paths.setdefault(name, path)
    return paths


def _package_of(path: str) -> str | None:
    real = os.path.realpath(path)
    candidates = {path, real}
    for item in list(candidates):  # merged /usr: dpkg may know either spelling
        if item.startswith("/usr/"):
            candidates.add(item[4:])
        else:
            candidates.add("/usr" + item)
    for candidate in candidates:
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    return None


def system_dependencies(bundle: Path) -> tuple[dict[str, str], list[str]]:
    """({package: a library of the system the bundle links against directly}, [libraries not
    found on this machine])."""
    elves = _elf_files(bundle)
    inside = {path.name for path in bundle.rglob("*")}
    system = _system_library_paths()
    packages: dict[str, str] = {}
    missing: dict[str, str] = {}
    for elf in elves:
        for name in _needed(elf):
            if name in inside or name.startswith("ld-linux"):
                continue
            path = system.get(name)
            if path is None:
                missing.setdefault(name, f"{name} (needed by {elf.relative_to(bundle)})")
                continue
            package = _package_of(path)
            if package is not None:
                packages.setdefault(package.split(":")[0], name)
    return packages, sorted(missing.values())


def declared_packages() -> set[str]:
    return {name.strip() for entry in DEPENDS for name in entry.split("|")}


def check() -> list[str]:
    """Run the validators and the Depends check; the problems found (none: all is well)."""
    problems: list[str] = []
    desktop = subprocess.run(
        ["desktop-file-validate", str(desktop_file())], capture_output=True, text=True
    )
    print(
        f"desktop-file-validate {desktop_file().name}: "
        f"{'ok' if desktop.returncode == 0 and not desktop.stdout.strip() else 'FAILED'}"
    )
    if desktop.returncode != 0 or desktop.stdout.strip():
        problems.append(f"desktop-file-validate: {desktop.stdout.strip() or desktop.stderr}")
    _, app_id = app_info()
    metainfo = WORK / f"{app_id}.metainfo.xml"
    _write(metainfo, metainfo_text())
    appstream = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(metainfo)],
        capture_output=True,
        text=True,
    )
    print(
        f"appstreamcli validate --no-net {metainfo.name}: "
        f"{'ok' if appstream.returncode == 0 else 'FAILED'}"
    )
    for line in appstream.stdout.splitlines():
        print(f"  {line}")
    if appstream.returncode != 0:
        problems.append("appstreamcli validate failed (see above)")
    if (BUNDLE / PACKAGE).is_file():
        packages, missing = system_dependencies(BUNDLE)
        undeclared = sorted(set(packages) - declared_packages())
        print(
            f"system libraries the bundle links against: {len(packages)} packages, "
            f"{'all' if not undeclared else 'NOT all'} in Depends: {' '.join(sorted(packages))}"
        )
        for package in undeclared:
            problems.append(f"Depends lacks {package} (for {packages[package]})")
        for name in missing:
            problems.append(f"not installed on this machine, cannot map to a package: {name}")
    else:
        print(f"no bundle at {BUNDLE}: Depends not checked (run `make package` first)")
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("build", "check", "metainfo"))
    args = parser.parse_args(argv)
    if args.action == "build":
        print(build())
        return 0
    if args.action == "metainfo":
        print(metainfo_text(), end="")
        return 0
    problems = check()
    for problem in problems:
        print(f"FAIL {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
