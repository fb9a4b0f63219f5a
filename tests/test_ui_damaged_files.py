"""The app starts whatever is on disk: a damaged autosave, settings or statistics file is moved
aside (its bytes kept, never overwritten) and the window says so once, in its language."""

from __future__ import annotations

import errno
import json
import os
import pwd
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from qwixx_desktop import gamedata
from qwixx_desktop.engine import SEED_MAX, Game, Player
from qwixx_desktop.engine.save import dumps
from qwixx_desktop.gamedata import DataFileError
from qwixx_desktop.games import game_keys
from qwixx_desktop.storage import load_game
from qwixx_desktop.ui import app as app_module
from qwixx_desktop.ui import paths
from qwixx_desktop.ui.app import make_application
from qwixx_desktop.ui.dialogs import NewGameDialog
from qwixx_desktop.ui.paths import AUTOSAVE_NAME, SETTINGS_NAME, STATISTICS_NAME
from qwixx_desktop.ui.preferences import (
    NewGameChoice,
    load_new_game_choice,
    save_new_game_choice,
)
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, choice, new_game, wait_idle
from .test_damaged_files import (
    GIGABYTE,
    GOOD_RECORD,
    damaged_files,
    nested,
    save_text,
    sparse_file,
    with_raw,
)
from .test_ui_daily import daily_dialog_answered

DAMAGED_AUTOSAVES: dict[str, Callable[[], bytes]] = {
    "deep_nesting": lambda: nested(5_000).encode(),
    "huge_integer": lambda: with_raw(save_text(seed="@"), "@", "9" * 5_000).encode(),
    "lone_surrogate": lambda: save_text(
        players=[{"name": "\ud800", "controller": "human"}, {"name": "Ben", "controller": "medium"}]
    ).encode(),
    "binary": lambda: bytes(range(256)) * 8,
}


def autosave_each_move(saver: Any, game: Game, moves: int) -> None:
    """Play `moves` actions (each seat's last legal move) and autosave after each."""
    for _ in range(moves):
        if game.needs_roll:
            game.roll()
        else:
            seat = game.deciders()[0]
            game.decide(seat, game.legal_moves(seat)[-1])
        saver.save(game)


def log_lines(window: MainWindow) -> list[str]:
    return [window.table.log.item(i).text() for i in range(window.table.log.count())]


def set_language(home: Path, language: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(home / SETTINGS_NAME), QSettings.Format.IniFormat)
    settings.setValue("display/language", language)
    settings.sync()


def kept_files(home: Path, name: str) -> list[Path]:
    stem, suffix = name.split(".")
    return sorted(home.glob(f"{stem}.damaged-*.{suffix}"))


@pytest.mark.parametrize("damage", sorted(DAMAGED_AUTOSAVES))
def test_a_damaged_autosave_is_kept_aside_and_told_once_in_spanish(
    start_app: Callable[[], MainWindow], home: Path, damage: str
) -> None:
    set_language(home, "es")
    content = DAMAGED_AUTOSAVES[damage]()
    (home / AUTOSAVE_NAME).write_bytes(content)
    window = start_app()
    assert window.controller.game is not None  # the app started, with a new game
    window.autosaver.flush()  # the new game's autosave is written...
    [kept] = kept_files(home, AUTOSAVE_NAME)
    assert kept.read_bytes() == content  # ...and the damaged one kept, not overwritten
    told = [line for line in log_lines(window) if kept.name in line]
    assert len(told) == 1
    assert told[0].startswith("La partida guardada estaba dañada")
    window.close()
    again = start_app()
    assert not any("dañad" in line for line in log_lines(again)), "said once"
    assert kept_files(home, AUTOSAVE_NAME) == [kept]


def test_a_damaged_autosave_is_told_with_its_folder_as_the_first_card_closes(
    start_app: Callable[[], MainWindow],
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: Any,
) -> None:
    """The message named the file kept aside but not its folder, which the window shows
    nowhere else: it names the folder too, the home folder as ~. At a first start it waits
    under the Learn to play card, then shows in the explanation line (as tall as its text:
    placed as the window opened, it kept a 221-pixel block for its two lines)."""
    monkeypatch.setenv("HOME", str(home.parent))
    home.mkdir(parents=True)
    (home / AUTOSAVE_NAME).write_bytes(b"{ damaged")
    window = start_app()
    window.show()
    qtbot.waitExposed(window)
    [kept] = kept_files(home, AUTOSAVE_NAME)
    [told] = [line for line in log_lines(window) if kept.name in line]
    assert told.endswith(f"kept as {kept.name} in the folder ~/{home.name}.")
    card = window.tutor.choose_card
    qtbot.waitUntil(card.isVisible)  # offered once the window has been painted
    hint = window.table.banner.hint
    assert hint.isHidden()
    qtbot.mouseClick(card.decline_button, LEFT)
    assert not card.isVisible()
    assert not hint.isHidden() and hint.text() == told
    lines = hint.height() // hint.fontMetrics().lineSpacing()
    assert lines <= 3, f"{hint.height()} pixels for {told!r} on {hint.width()}"


@pytest.mark.parametrize("name", [AUTOSAVE_NAME, SETTINGS_NAME])
def test_a_gigabyte_file_is_kept_aside_unread(
    start_app: Callable[[], MainWindow],
    home: Path,
    name: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    home.mkdir(parents=True)
    sparse_file(home / name, GIGABYTE)
    # Qt reads a settings file whole as it opens it: it must be aside before that.
    settings_sizes: list[int] = []
    real_open_settings = paths.open_settings

    def open_settings_watched() -> QSettings:
        settings_file = home / SETTINGS_NAME
        settings_sizes.append(settings_file.stat().st_size if settings_file.exists() else 0)
        return real_open_settings()

    monkeypatch.setattr(paths, "open_settings", open_settings_watched)
    window = start_app()
    assert settings_sizes and max(settings_sizes) < GIGABYTE
    [kept] = kept_files(home, name)
    assert kept.stat().st_size == GIGABYTE
    assert any(kept.name in line for line in log_lines(window))


def test_an_autosave_that_cannot_be_moved_aside_is_not_overwritten(
    start_app: Callable[[], MainWindow], home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home.mkdir(parents=True)
    autosave = home / AUTOSAVE_NAME
    autosave.write_bytes(b"{ damaged")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("qwixx_desktop.storage.os.rename", refuse)
    window = start_app()
    assert not window.autosave_enabled
    assert any(
        f"in the folder {home} could not be moved aside" in line and "Autosave is off" in line
        for line in log_lines(window)
    )
    window.controller.roll()
    window.autosaver.flush()
    assert autosave.read_bytes() == b"{ damaged"


@pytest.mark.parametrize(
    "content",
    [bytes(range(256)) * 4, b"[display\nlanguage=\xff\n[[[\n=\n"],
    ids=["binary", "garbage"],
)
def test_damaged_settings_are_kept_aside_and_defaults_used(
    start_app: Callable[[], MainWindow], home: Path, content: bytes
) -> None:
    home.mkdir(parents=True)
    (home / SETTINGS_NAME).write_bytes(content)
    window = start_app()
    [kept] = kept_files(home, SETTINGS_NAME)
    assert kept.read_bytes() == content
    assert len([line for line in log_lines(window) if kept.name in line]) == 1
    window.close()
    again = start_app()
    assert not any("damaged" in line for line in log_lines(again))


def test_a_too_big_settings_file_is_kept_aside_whatever_xdg_config_home_says(
    tmp_path: Path,
) -> None:
    """A relative XDG_CONFIG_HOME, which Qt ignores: the size check looked for the file under
    it, missed it, and Qt read the whole file as the settings opened."""
    home = tmp_path / "home"
    conf = home / ".config" / paths.ORGANISATION / f"{paths.APPLICATION}.conf"
    conf.parent.mkdir(parents=True)
    content = b"[display]\nnote=" + b"x" * paths.MAX_SETTINGS_BYTES + b"\n"
    conf.write_bytes(content)
    env = {k: v for k, v in os.environ.items() if k != paths.HOME_VARIABLE}
    env.update(HOME=str(home), XDG_CONFIG_HOME="relative", QT_QPA_PLATFORM="offscreen")
    code = (
        "from qwixx_desktop.ui.paths import open_checked_settings; "
        "print(open_checked_settings()[1] is not None)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, timeout=60
    )
    assert done.stdout.strip() == b"True", done.stderr
    [kept] = kept_files(conf.parent, conf.name)
    assert kept.read_bytes() == content


@pytest.mark.parametrize("linked", [False, True], ids=["pipe", "link_to_a_pipe"])
def test_a_settings_file_that_is_not_a_file_is_kept_aside(tmp_path: Path, linked: bool) -> None:
    """A named pipe blocked the start for good (Qt waited to read it), and a symlink to one
    (or to a device: as root, /dev/null) had Qt's save replace what it points to."""
    home = tmp_path / "home"
    home.mkdir()
    pipe = (tmp_path if linked else home) / "pipe"
    os.mkfifo(pipe)
    if linked:
        (home / SETTINGS_NAME).symlink_to(pipe)
    else:
        pipe.rename(home / SETTINGS_NAME)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{paths.HOME_VARIABLE: str(home)})
    code = (
        "from qwixx_desktop.ui.paths import open_checked_settings; "
        "settings, kept = open_checked_settings(); settings.setValue('x', 1); settings.sync(); "
        "print(kept is not None and kept.kept_as is not None)"
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, timeout=20
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the start waited for the pipe")
    assert done.stdout.strip() == b"True", done.stderr
    [kept] = kept_files(home, SETTINGS_NAME)
    assert kept.is_fifo() or kept.resolve().is_fifo()
    assert (home / SETTINGS_NAME).is_file() and not (home / SETTINGS_NAME).is_symlink()
    if linked:
        assert pipe.is_fifo(), "what the link points to is left alone"


def test_damaged_statistics_are_repaired_and_told_once(
    start_app: Callable[[], MainWindow], home: Path, qtbot: Any
) -> None:
    home.mkdir(parents=True)
    content = json.dumps(GOOD_RECORD).encode() + b"\n" + nested(5_000).encode() + b"\n"
    (home / STATISTICS_NAME).write_bytes(content)
    window = start_app()
    assert kept_files(home, STATISTICS_NAME) == []  # read once the window has been painted
    window.show()
    qtbot.waitUntil(lambda: len(kept_files(home, STATISTICS_NAME)) == 1)
    [kept] = kept_files(home, STATISTICS_NAME)
    assert kept.read_bytes() == content
    assert [r.human_score for r in window.stats.load().records] == [30]
    # Checked on a worker thread: told once its answer is back.
    qtbot.waitUntil(lambda: any(kept.name in line for line in log_lines(window)))
    assert len([line for line in log_lines(window) if kept.name in line]) == 1


def test_the_statistics_are_checked_off_the_main_thread(
    start_app: Callable[[], MainWindow], home: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long history (160 000 games: 6 s) was read on the main thread just after the first
    paint: the window froze at every start, the longer the more a person had played."""
    import threading

    from qwixx_desktop.stats import StatsStore

    checked_on: list[threading.Thread] = []
    repair = StatsStore.repair

    def watched(store: StatsStore) -> Any:
        checked_on.append(threading.current_thread())
        return repair(store)

    monkeypatch.setattr(StatsStore, "repair", watched)
    home.mkdir(parents=True)
    (home / STATISTICS_NAME).write_bytes(b"{damaged\n" + json.dumps(GOOD_RECORD).encode())
    window = start_app()
    window.show()
    qtbot.waitUntil(
        lambda: any("statistics file was damaged" in line for line in log_lines(window))
    )
    assert len(checked_on) == 1 and checked_on[0] is not threading.main_thread()
    assert [r.human_score for r in window.stats.load().records] == [30]


def test_an_autosave_failing_for_any_reason_is_told_once(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    game = new_game(window)
    deep: list[Any] = []
    for _ in range(5_000):  # too deep to be written as JSON
        deep = [deep]
    game.notes["deep"] = deep
    for _ in range(3):
        window.autosaver.save(game)

    def told() -> list[str]:
        return [line for line in log_lines(window) if line.startswith("Autosave failed")]

    qtbot.waitUntil(lambda: len(told()) == 1)
    window.autosaver.flush()
    QApplication.processEvents()
    assert told() == ["Autosave failed: this game cannot be written to a file."]


def test_a_problem_told_in_the_log_is_told_again_in_a_language_chosen_later(
    make_window: Any, qtbot: Any
) -> None:
    """The window's notices (autosave, files, network, tutorial) stayed in the language they
    were said in when Settings chose another; the log's other lines did not."""
    from dataclasses import replace

    from .qt_helpers import QUICK

    window = make_window()
    game = new_game(window)
    deep: list[Any] = []
    for _ in range(5_000):  # too deep to be written as JSON
        deep = [deep]
    game.notes["deep"] = deep
    window.autosaver.save(game)
    english = "Autosave failed: this game cannot be written to a file."
    qtbot.waitUntil(lambda: english in log_lines(window))
    window.apply_preferences(replace(QUICK, language="es"))
    spanish = "Falló el guardado automático: esta partida no se puede escribir en un archivo."
    assert spanish in log_lines(window) and english not in log_lines(window)


def test_a_board_files_problem_and_the_tables_refusal_follow_a_later_language(
    make_window: Any, tmp_path: Path
) -> None:
    """A remembered board file that broke since, and a table that refused this window
    ("Every seat at this table is taken."), were told in the log in English for good: they
    were plain strings, written once."""
    from dataclasses import replace

    from qwixx_desktop.net import protocol
    from qwixx_desktop.ui.preferences import Seat

    from .qt_helpers import QUICK

    window = make_window()
    broken = tmp_path / "mine.json"
    broken.write_text("[]", "utf-8")
    seats = (Seat("You"), Seat("Ada", "easy"))
    window.new_game(replace(choice("onboard", 3, *seats), board=str(broken)))
    window.network._on_failed(protocol.E_TABLE_FULL, "full")
    board = [line for line in log_lines(window) if "mine.json" in line]
    assert board == ["The board mine.json cannot be used: the file is not a Qwixx On Board board"]
    assert "Every seat at this table is taken." in log_lines(window)
    window.apply_preferences(replace(QUICK, language="es"))
    spanish = log_lines(window)
    assert [line for line in spanish if "mine.json" in line] == [
        "No se puede usar el tablero mine.json: el archivo no es un tablero de Qwixx On Board"
    ]  # the fault in Spanish too, not the engine's English detail
    assert "Todos los puestos de esta mesa están ocupados." in spanish


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.ENOSPC, "el disco está lleno"),
        (errno.EROFS, "el disco es de solo lectura"),
        (errno.EACCES, "permiso denegado"),
        (errno.EDOM, os.strerror(errno.EDOM)),  # none a file meets: the system's own words
    ],
)
def test_why_an_autosave_failed_is_said_in_the_persons_language(
    start_app: Callable[[], MainWindow],
    home: Path,
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    code: int,
    words: str,
) -> None:
    """The system's text for a file error is English whatever the interface's language."""
    from qwixx_desktop.ui import autosave

    set_language(home, "es")
    window = start_app()
    assert window.controller.game is not None
    window.autosaver.flush()

    def refused(path: Path, produce: Callable[[], bytes]) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(autosave, "write_bytes_atomic", refused)
    window.autosaver.save(window.controller.game)
    expected = f"Falló el guardado automático: {words}"
    qtbot.waitUntil(lambda: expected in log_lines(window))


def test_a_data_folder_that_cannot_be_made_gives_a_session_in_a_temporary_one(
    start_app: Callable[[], MainWindow], home: Path, qtbot: Any
) -> None:
    """A file where the data folder should be stopped the start with "File exists"."""
    home.parent.mkdir(parents=True, exist_ok=True)
    home.write_bytes(b"someone else's file")
    window = start_app()
    assert window.controller.game is not None  # the app started, with a new game
    stand_in = paths.data_dir_stand_in()
    assert stand_in is not None and stand_in.wanted == home
    window.autosaver.flush()
    assert load_game(stand_in.folder / AUTOSAVE_NAME).players == window.controller.game.players
    assert home.read_bytes() == b"someone else's file"
    [told] = [line for line in log_lines(window) if str(home) in line]
    assert "(a file has that name)" in told and "temporary folder" in told
    # Told before the window first shows, the explanation takes its place below the banner
    # once it does (a toast saying it too was left at the width of the window not laid out
    # yet: a column of letters in a corner).
    hint = window.table.banner.hint
    assert not hint.isHidden() and str(home) in hint.text()
    window.resize(1100, 720)
    window.show()
    qtbot.waitExposed(window)
    banner = window.table.banner.geometry()
    assert hint.y() == banner.bottom() + 1 and hint.width() >= banner.width() - 20 > 400
    assert hint.height() == hint.heightForWidth(hint.width())
    assert window.table.toast.isHidden()  # it said the same words again


def read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`folder` read-only: no file can be made in it. Root may make files in any folder of a
    disk that is not itself read-only, so for root making one is refused here too."""
    folder.chmod(0o555)
    if os.geteuid() != 0:
        return
    real_open = os.open

    def refusing(path: Any, flags: int, mode: int = 0o777, *, dir_fd: Any = None) -> int:
        if flags & os.O_CREAT and Path(os.fsdecode(path)).parent == folder:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))
        return real_open(path, flags, mode, dir_fd=dir_fd)

    monkeypatch.setattr(os, "open", refusing)


def test_a_read_only_data_folder_gives_a_session_in_a_temporary_one(
    start_app: Callable[[], MainWindow], home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A data folder that is there but read-only was used as it was: "Autosave failed" at the
    start and after every move, and no finished game could be counted."""
    import tempfile

    home.mkdir(parents=True)
    saved = Game("classic", [Player("You"), Player("Ada", "medium")], 3)
    saved.roll()
    (home / AUTOSAVE_NAME).write_text(dumps(saved), encoding="utf-8")
    read_only(home, monkeypatch)
    temporary = home.parent / "tmp"  # the session's temporary folder goes here, not to /tmp
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    try:
        window = start_app()
        stand_in = paths.data_dir_stand_in()
        assert stand_in is not None and stand_in.wanted == home
        assert window.autosaver.path.parent == stand_in.folder
        # The last session's game is offered, from a copy: the folder's files stay as they were.
        assert not window.resume_panel.isHidden()
        [told] = [line for line in log_lines(window) if str(home) in line]
        assert "temporary folder" in told
        window.resume_saved_game()
        window.autosaver.flush()
        assert load_game(stand_in.folder / AUTOSAVE_NAME).log[: len(saved.log)] == saved.log
        assert (home / AUTOSAVE_NAME).read_text(encoding="utf-8") == dumps(saved)
        assert not any("Autosave failed" in line for line in log_lines(window))
    finally:
        home.chmod(0o755)


def test_a_data_folder_being_tidied_by_the_running_app_is_still_used(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app running on the folder removes the temporary files it finds as it starts: a
    second start's test file gone before it removed it took the folder as unusable."""
    import tempfile

    home.mkdir(parents=True)
    mkstemp = tempfile.mkstemp

    def tidied_at_once(*args: Any, **kwargs: Any) -> tuple[int, str]:
        handle, name = mkstemp(*args, **kwargs)
        os.unlink(name)  # as remove_stale_temp_files does
        return handle, name

    monkeypatch.setattr(tempfile, "mkstemp", tidied_at_once)
    assert paths.data_dir() == home
    assert paths.data_dir_stand_in() is None


def test_no_folder_to_write_in_stops_the_start_with_one_line(
    home: Path, qapp: QApplication, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    """The data folder and /tmp, /var/tmp and the working folder all read-only: the start
    was let go on with no folder at all, and failed later, in the middle of making the
    window."""
    import tempfile

    home.parent.mkdir(parents=True, exist_ok=True)
    home.write_bytes(b"someone else's file")

    def no_temporary_folder(*args: Any, **kwargs: Any) -> str:
        raise FileNotFoundError(errno.ENOENT, "No usable temporary directory found")

    monkeypatch.setattr(tempfile, "mkdtemp", no_temporary_folder)
    assert app_module.run_gui() == 1
    [line] = capsys.readouterr().err.splitlines()
    assert str(home) in line and "No usable temporary directory found" in line


@pytest.mark.parametrize("value", [None, "", "relative/home"], ids=["unset", "empty", "relative"])
def test_a_start_without_a_usable_home_keeps_its_files_in_the_accounts_home(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str | None
) -> None:
    """HOME unset, empty or relative (a start from a service or `env -i`): Qt kept the data
    and settings in the root folder (/.local/share, /.config), or under the folder the app
    was started from, and Path.home (the file dialogs, the settings' size check) elsewhere."""
    account = tmp_path / "account"
    monkeypatch.setattr(pwd, "getpwuid", lambda _uid: SimpleNamespace(pw_dir=str(account)))
    monkeypatch.delenv(paths.HOME_VARIABLE, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    if value is None:
        monkeypatch.delenv("HOME", raising=False)
    else:
        monkeypatch.setenv("HOME", value)
    assert make_application() is qapp
    assert paths._wanted_data_dir().is_relative_to(account)
    assert Path.home() == account


def test_settings_that_cannot_be_saved_are_told_once(
    start_app: Callable[[], MainWindow],
    home: Path,
    tmp_path: Path,
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A file where the settings' folder should be (XDG_CONFIG_HOME pointing at a file, a
    read-only or full disk): the tutorial was offered at every start and preferences came back
    as they were, with no word why."""
    (tmp_path / "a-file").write_bytes(b"")
    unsaved = QSettings(str(tmp_path / "a-file" / SETTINGS_NAME), QSettings.Format.IniFormat)
    monkeypatch.setattr(app_module, "open_checked_settings", lambda: (unsaved, None))
    window = start_app()
    window.show()  # the first start's offer of a tutorial writes the settings

    def told() -> list[str]:
        return [line for line in log_lines(window) if "cannot be saved" in line]

    qtbot.waitUntil(lambda: len(told()) == 1)
    assert str(tmp_path / "a-file" / SETTINGS_NAME) in told()[0]
    window.apply_preferences(window.preferences)
    assert len(told()) == 1


def test_opening_damaged_files_says_so_and_keeps_the_game(make_window: Any, tmp_path: Path) -> None:
    window = make_window()
    game = new_game(window)
    for name, path in damaged_files(tmp_path).items():
        assert not window.open_path(path), name
        assert window.controller.game is game
        expected = "too big" if name == "huge_file" else path.name
        assert expected in window.table.banner.hint.text(), name


@pytest.mark.parametrize(
    "stored",
    [
        '{"game": "classic", "seats": ' + nested(5_000) + "}",
        '{"game": "classic", "seats": [["You", "human"]], "seed": ' + "9" * 5_000 + "}",
        json.dumps({"game": "classic", "seats": [["You", "human"]], "seed": SEED_MAX + 1}),
        json.dumps({"game": "classic", "seats": [["\ud800", "human"]]}),
        json.dumps({"game": "classic", "seats": [["You", "human"]] * 9}),
    ],
    ids=["deep", "huge_integer", "seed_out_of_range", "lone_surrogate", "too_many_seats"],
)
def test_a_damaged_last_choice_in_the_settings_gives_the_default_game(
    start_app: Callable[[], MainWindow], home: Path, stored: str
) -> None:
    home.mkdir(parents=True)
    settings = QSettings(str(home / SETTINGS_NAME), QSettings.Format.IniFormat)
    settings.setValue("play/last_new_game", stored)
    settings.sync()
    assert NewGameChoice.from_json(stored) is None
    window = start_app()
    game = window.controller.game
    assert game is not None and [p.name for p in game.players] == ["You", "Ada", "Max"]
    window.autosaver.flush()
    assert load_game(home / AUTOSAVE_NAME).players == game.players  # it saves, too


def test_play_again_keeps_the_seed_in_range(make_window: Any) -> None:
    window = make_window()
    save_new_game_choice(window.settings, choice("classic", SEED_MAX))
    window.new_game(load_new_game_choice(window.settings))
    window.play_again()
    assert window.controller.game is not None and window.controller.game.setup.seed == 0


def test_an_autosave_with_an_unknown_computer_level_is_kept_aside(
    start_app: Callable[[], MainWindow], home: Path
) -> None:
    home.mkdir(parents=True)
    game = Game("classic", [Player("You"), Player("Zed", "grandmaster")], 3)
    game.roll()
    (home / AUTOSAVE_NAME).write_text(dumps(game), encoding="utf-8")
    window = start_app()
    assert not window.resume_panel.isVisible()
    [kept] = kept_files(home, AUTOSAVE_NAME)
    assert "grandmaster" in kept.read_text(encoding="utf-8")
    assert any(kept.name in line for line in log_lines(window))


def test_a_game_whose_autosave_failed_is_written_when_the_app_quits(
    make_window: Any, home: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk was full (or the folder locked a while) and the person was told; with the
    disk back, quitting wrote nothing: the next start lost the game, or offered an older
    one (a game finished and recorded meanwhile came back to be finished and counted
    again)."""
    from qwixx_desktop.ui import autosave

    window = make_window()
    game = new_game(window)
    wait_idle(qtbot, window)
    window.controller.roll()
    window.autosaver.flush()
    written = autosave.write_bytes_atomic

    def full_disk(path: Path, produce: Callable[[], bytes]) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(autosave, "write_bytes_atomic", full_disk)
    wait_idle(qtbot, window)
    snap = window.controller.snapshot
    assert snap is not None and snap.decider is not None
    assert window.controller.choose(snap.moves[0])
    wait_idle(qtbot, window)
    window.autosaver.flush()
    qtbot.waitUntil(lambda: any(line.startswith("Autosave failed") for line in log_lines(window)))
    monkeypatch.setattr(autosave, "write_bytes_atomic", written)  # room on the disk again
    log = list(game.log)
    window.close()
    assert load_game(home / AUTOSAVE_NAME).log == log


def test_a_counted_game_is_never_offered_again(
    make_window: Any, home: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The autosave's writes queue behind each other (each waits for the disk); the one that
    removes a finished game came after them, while the game went into the statistics at once.
    A crash (or kill, or power cut) in between left the statistics counting the game and the
    autosave offering it again, at a move before its end: finished again, it counted twice."""
    import random
    import time

    from qwixx_desktop.engine import Decision
    from qwixx_desktop.stats import StatsStore
    from qwixx_desktop.ui import autosave

    played = Game("classic", [Player("You")], 11)
    pick = random.Random(11)
    while not played.is_over:
        if played.needs_roll:
            played.roll()
        else:
            played.decide(0, pick.choice(played.legal_moves(0)))
    last = played.log[-1]
    assert isinstance(last, Decision)
    game = played.copy()
    game.truncate(len(played.log) - 1)
    window = make_window()
    window.start_game(game)
    wait_idle(qtbot, window)
    window.autosaver.flush()
    assert (home / AUTOSAVE_NAME).exists()
    written = autosave.write_bytes_atomic

    def slow_disk(path: Path, produce: Callable[[], bytes]) -> None:
        time.sleep(0.05)
        written(path, produce)

    monkeypatch.setattr(autosave, "write_bytes_atomic", slow_disk)
    for _ in range(5):  # the moves just made, still being written
        window.autosaver.save(game)
    offered_when_counted: list[bool] = []
    append = StatsStore.append

    def counted(store: StatsStore, record: Any) -> None:
        offered_when_counted.append((home / AUTOSAVE_NAME).exists())
        append(store, record)

    monkeypatch.setattr(StatsStore, "append", counted)
    assert window.controller.choose(last.move)
    qtbot.waitUntil(lambda: bool(offered_when_counted))
    assert offered_when_counted == [False]
    assert len(window.stats.load().records) == 1


def test_the_autosave_skips_writes_that_a_newer_game_made_out_of_date(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a slow disk fast moves queued a write each: a crash resumed the game dozens of moves
    back, and waiting for the queue (quitting, a game's end) stalled the window."""
    import time

    from qwixx_desktop.engine.save import loads
    from qwixx_desktop.ui import autosave

    writes: list[bytes] = []

    def slow_disk(path: Path, produce: Callable[[], bytes]) -> None:
        time.sleep(0.05)
        writes.append(produce())
        path.write_bytes(writes[-1])

    monkeypatch.setattr(autosave, "write_bytes_atomic", slow_disk)
    saver = autosave.Autosaver(tmp_path / AUTOSAVE_NAME)
    game = Game("classic", [Player("You"), Player("Ada", "medium")], 5)
    try:
        autosave_each_move(saver, game, 20)  # at a computer player's instant pace
        saver.flush()
    finally:
        saver.close()
    assert len(writes) <= 2
    assert loads((tmp_path / AUTOSAVE_NAME).read_text()).log == game.log


def test_a_burst_of_moves_keeps_one_write_waiting_at_most(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each move submitted a run to the writing thread: a burst of moves behind a slow
    write queued a run each (a write skipped, but a wake-up and a lock each)."""
    import threading

    from qwixx_desktop.engine.save import loads
    from qwixx_desktop.ui import autosave

    writing, disk_free = threading.Event(), threading.Event()

    def slow_disk(path: Path, produce: Callable[[], bytes]) -> None:
        writing.set()
        assert disk_free.wait(10)
        path.write_bytes(produce())

    monkeypatch.setattr(autosave, "write_bytes_atomic", slow_disk)
    saver = autosave.Autosaver(tmp_path / AUTOSAVE_NAME)
    submitted: list[object] = []
    submit = saver._executor.submit

    def counted(job: Callable[[], None]) -> Any:
        submitted.append(job)
        return submit(job)

    monkeypatch.setattr(saver._executor, "submit", counted)
    game = Game("classic", [Player("You"), Player("Ada", "medium")], 5)
    try:
        saver.save(game)
        assert writing.wait(10)  # the first write is under way, held up by the disk
        autosave_each_move(saver, game, 20)
        disk_free.set()
        saver.flush()
    finally:
        disk_free.set()
        saver.close()
    assert len(submitted) == 2
    assert loads((tmp_path / AUTOSAVE_NAME).read_text()).log == game.log


def test_a_data_folder_removed_while_the_app_runs_is_made_again(
    make_window: Any, home: Path, qtbot: Any
) -> None:
    """Every autosave failed once the folder was gone (removed by a clean-up), and quitting
    lost the game."""
    import shutil

    window = make_window()
    game = new_game(window)
    wait_idle(qtbot, window)
    window.autosaver.flush()
    shutil.rmtree(home)
    window.controller.roll()
    window.autosaver.flush()
    assert load_game(home / AUTOSAVE_NAME).log == game.log
    assert not any("Autosave failed" in line for line in log_lines(window))


def test_a_read_only_data_folder_keeps_the_network_seat_and_table_to_take_back(
    start_app: Callable[[], MainWindow], home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The session in a temporary folder started from copies of the autosave, statistics and
    settings only: the seat kept at a network table and the hosted table's file were left
    behind, and no Rejoin / Resume hosting was offered."""
    import tempfile

    from qwixx_desktop.ui.netgame import SeatRecord, SeatStore
    from qwixx_desktop.ui.paths import SEAT_NAME, TABLE_NAME

    home.mkdir(parents=True)
    record = SeatRecord("ws://127.0.0.1:9/", "ABCD-EFGH", "Ben", "t" * 32, "classic")
    SeatStore(home / SEAT_NAME).save(record)
    table = b'{"format": "a hosted table, as it was"}'
    (home / TABLE_NAME).write_bytes(table)
    read_only(home, monkeypatch)
    temporary = home.parent / "tmp"  # the session's temporary folder goes here, not to /tmp
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    try:
        folder = paths.data_dir()
        stand_in = paths.data_dir_stand_in()
        assert stand_in is not None and folder == stand_in.folder != home
        assert (folder / TABLE_NAME).read_bytes() == table
        (folder / TABLE_NAME).unlink()  # (read as damaged by the window, else)
        window = start_app()
        window.offer_rejoin()  # as after the first paint
        panel = window.network.rejoin_panel
        assert panel is not None and not panel.isHidden() and panel.record == record
        assert panel.title.text() == "Rejoin the game at 127.0.0.1:9?"
    finally:
        home.chmod(0o755)


def test_a_damaged_network_seat_file_is_told_in_the_window_in_spanish(
    start_app: Callable[[], MainWindow], home: Path
) -> None:
    """It was moved aside with a note in the program's output only: the person was told
    nothing, and no longer offered to rejoin, without knowing why."""
    from qwixx_desktop.ui.paths import SEAT_NAME

    set_language(home, "es")
    (home / SEAT_NAME).write_bytes(b"{ damaged")
    window = start_app()
    window.offer_rejoin()  # as after the first paint
    [kept] = kept_files(home, SEAT_NAME)
    assert kept.read_bytes() == b"{ damaged"
    [told] = [line for line in log_lines(window) if kept.name in line]
    assert told.startswith("El archivo que guardaba tu puesto en una partida en red")
    assert window.network.rejoin_panel is None


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        (lambda text: text.replace('"R1", "R4"', '"G1", "R4"'), "unknown colour 'G'"),
        (
            lambda text: text.replace('"verified"', '"verified":: '),
            "is damaged: it is not JSON text",
        ),
    ],
    ids=["unknown_colour", "not_json"],
)
def test_a_dice_file_corrected_wrongly_lets_the_app_start_and_says_why(
    qtbot: Any,
    start_app: Callable[[], MainWindow],
    home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    change: Callable[[str], str],
    detail: str,
) -> None:
    """People who own Qwantum are asked to correct resources/dice/qwantum.json by hand. A
    mistake there, with Qwantum the last game chosen, stopped the app at its start (the
    error escaped new_game); New game told "cannot be set up with these players", and the
    tutorial and the daily challenge did nothing."""
    resources = tmp_path / "resources"
    (resources / "dice").mkdir(parents=True)
    shipped = (gamedata.resources_dir() / "dice" / "qwantum.json").read_text(encoding="utf-8")
    (resources / "dice" / "qwantum.json").write_text(change(shipped), encoding="utf-8")
    monkeypatch.setattr(gamedata, "resources_dir", lambda: resources)
    with pytest.raises(DataFileError, match=r"qwantum\.json"):
        gamedata.load_qwantum_dice()
    home.mkdir(parents=True)
    settings = QSettings(str(home / SETTINGS_NAME), QSettings.Format.IniFormat)
    save_new_game_choice(settings, choice("qwantum", 5))
    settings.sync()
    window = start_app()
    game = window.controller.game
    assert game is not None and game.setup.variant == game_keys()[0] != "qwantum"
    told = [line for line in log_lines(window) if "Qwantum cannot be played" in line]
    assert len(told) == 1 and "qwantum.json" in told[0] and detail in told[0], told
    # New game, Qwantum chosen: the same reason, and the game on the table stays.
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    window.new_action.trigger()
    assert window.controller.game is game
    told = [line for line in log_lines(window) if "Qwantum cannot be played" in line]
    assert len(told) == 2 and detail in told[1], log_lines(window)
    # Help → Qwantum's tutorial: the same (the error escaped the menu's slot).
    assert not window.tutor.start("qwantum")
    assert window.controller.game is game
    told = [line for line in log_lines(window) if "Qwantum cannot be played" in line]
    assert len(told) == 3 and detail in told[2], log_lines(window)
    # Game → Daily challenge, Qwantum: the same.
    with daily_dialog_answered(qtbot, "qwantum") as seen:
        window.daily_action.trigger()
    assert seen and window.controller.game is game
    told = [line for line in log_lines(window) if "Qwantum cannot be played" in line]
    assert len(told) == 4 and detail in told[3], log_lines(window)
