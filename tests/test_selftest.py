"""`qwixx-desktop --self-test`: passes on a complete installation, fails with a message when a
data file is missing or damaged, a computer player breaks, or a game does not finish."""

from __future__ import annotations

import io
import os
import shutil
import signal
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from qwixx_desktop import selftest
from qwixx_desktop.cli import main
from qwixx_desktop.gamedata import resources_dir
from qwixx_desktop.games import game_keys
from qwixx_desktop.ui.paths import HOME_VARIABLE


def run(capture: io.StringIO | None = None) -> tuple[int, str]:
    out = capture or io.StringIO()
    code = selftest.run_self_test(out)
    return code, out.getvalue()


@pytest.fixture
def incomplete_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake frozen bundle (sys._MEIPASS) whose resources/ links to the real files; tests
    remove or spoil one of them."""
    bundle = tmp_path / "bundle"
    shutil.copytree(resources_dir(), bundle / "resources", copy_function=os.symlink)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    return bundle / "resources"


def test_passes_and_reports_every_check(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_VARIABLE, "/nonexistent/users/own/home")
    code, output = run()
    lines = output.splitlines()
    assert code == 0, output
    assert lines[0].startswith("qwixx-desktop ") and "self-test" in lines[0]
    assert any(line.startswith("ok   data files: ") for line in lines)
    assert any(line.startswith("ok   main window: ") for line in lines)
    for game in game_keys():
        assert any(line.startswith(f"ok   game {game}: 3 computer players") for line in lines)
    assert any(
        line.startswith("ok   computer players thought in a separate process") for line in lines
    )
    assert any(line.startswith(f"ok   PDF export: {2 * len(game_keys())} files") for line in lines)
    assert lines[-1].startswith("self-test passed")
    # The user's own folder was never used, and the variable is back as it was.
    assert os.environ[HOME_VARIABLE] == "/nonexistent/users/own/home"
    assert not Path("/nonexistent/users/own/home").exists()


@pytest.mark.parametrize(
    "missing",
    [
        "fonts/DejaVuSans-Bold.ttf",
        "boards/side-b.json",
        "dice/qwantum.json",
        "ai/classic-hazard.npz",
        "translations/qwixx_desktop_es.qm",
        "icons/qwixx-desktop-48.png",
    ],
)
def test_a_missing_data_file_fails_naming_it(
    qapp: Any, incomplete_bundle: Path, missing: str
) -> None:
    (incomplete_bundle / missing).unlink()
    code, output = run()
    assert code == 1
    failure = next(line for line in output.splitlines() if line.startswith("FAIL "))
    folder, name = missing.split("/")
    # The board and the icon name their file; the others at least their folder.
    assert name in failure or folder in failure, failure
    assert "ok   main window" not in output  # it stops at the first failure
    assert output.splitlines()[-1] == "self-test FAILED"


def test_a_damaged_data_file_fails(qapp: Any, incomplete_bundle: Path) -> None:
    board = incomplete_bundle / "boards" / "side-a.json"
    board.unlink()
    board.write_text('{"squares": [', encoding="utf-8")
    code, output = run()
    assert code == 1
    assert "FAIL data file:" in output and "side-a.json" in output and "not valid JSON" in output


def test_a_broken_computer_player_fails_the_game(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A level no game knows: the worker process raises instead of deciding.
    monkeypatch.setattr(selftest, "SEATS", (("Ada", "no-such-level"), ("Ben", "medium")))
    code, output = run()
    assert code == 1
    assert f"FAIL game {game_keys()[0]}: a computer player failed: seat 0" in output


def test_a_game_that_does_not_finish_in_time_fails(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(selftest, "GAME_TIMEOUT_S", 0.001)
    code, output = run()
    assert code == 1
    assert f"FAIL game {game_keys()[0]}: not finished after 0 s" in output


def test_without_a_console_the_report_goes_to_a_log_file(
    qapp: Any, incomplete_bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (incomplete_bundle / "dice" / "qwantum.json").unlink()
    monkeypatch.setattr(sys, "stdout", None)  # as in a windowed Windows build
    monkeypatch.setattr(selftest.tempfile, "gettempdir", lambda: str(tmp_path))
    assert main(["--self-test"]) == 1
    log = (tmp_path / selftest.LOG_NAME).read_text(encoding="utf-8")
    assert "FAIL data file:" in log and "qwantum.json" in log


def test_pdf_problem_tells_a_pdf_from_other_files(tmp_path: Path) -> None:
    path = tmp_path / "file.pdf"
    assert selftest.pdf_problem(path) == "was not written"
    path.write_bytes(b"<html>" + b" " * 2000)
    assert selftest.pdf_problem(path) == "does not start like a PDF"
    path.write_bytes(b"%PDF-1.4\n" + b" " * 2000)
    assert "cut short" in selftest.pdf_problem(path)
    path.write_bytes(b"%PDF-1.4\n" + b" " * 2000 + b"%%EOF\n")
    assert selftest.pdf_problem(path) == ""


def test_an_unexpected_error_is_a_failure_with_its_place(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken() -> str:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(selftest, "check_data_files", broken)
    code, output = run()
    assert code == 1
    assert (
        "FAIL unexpected error: ZeroDivisionError: division by zero (at test_selftest.py:" in output
    )


def test_ctrl_c_during_a_game_stops_the_test(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Raised inside a slot, PySide printed the KeyboardInterrupt and went on: the game
    stalled until its time-out and the test failed, instead of stopping."""
    monkeypatch.setattr(selftest, "GAME_TIMEOUT_S", 10.0)
    open_window = selftest._open_window

    def open_then_interrupt() -> Any:
        window = open_window()
        QTimer.singleShot(200, lambda: os.kill(os.getpid(), signal.SIGINT))
        return window

    monkeypatch.setattr(selftest, "_open_window", open_then_interrupt)
    out = io.StringIO()
    with pytest.raises(KeyboardInterrupt):
        selftest.run_self_test(out)
    assert "FAIL" not in out.getvalue()
