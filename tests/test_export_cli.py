"""`qwixx-desktop print`: success paths, and bad input -> one message, exit 2, no file."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from qwixx_desktop.cli import main
from qwixx_desktop.engine import Game
from qwixx_desktop.engine.save import dumps
from qwixx_desktop.engine.variants import CLASSIC
from qwixx_desktop.export import ExportError, write_atomic
from qwixx_desktop.gamedata import resources_dir
from qwixx_desktop.games import register, unregister
from qwixx_desktop.games.crossing import crossing_game

from .test_export_support import page_texts, played_game


def test_blank_pad_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pads.pdf"
    code = main(
        [
            "print",
            "blank",
            "--game",
            "longo",
            "--count",
            "20",
            "--paper",
            "a4",
            "--per-page",
            "2",
            "--seed",
            "7",
            "-o",
            str(out),
        ]
    )
    assert code == 0
    assert len(PdfReader(out).pages) == 10
    assert "seed 7" in capsys.readouterr().out
    assert "seed 7 · sheet 20/20" in page_texts(out)[-1]


def test_blank_pad_with_house_rules(tmp_path: Path) -> None:
    out = tmp_path / "pads.pdf"
    assert (
        main(
            [
                "print",
                "blank",
                "--count",
                "1",
                "--rule",
                "lock_crosses=3",
                "--rule",
                "rows_to_end=1",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    text = " ".join(page_texts(out)[0].split())
    assert "with at least 3 crosses in it." in text
    assert "House rules: lock after 3 crosses · 1 locked row ends" in text


def test_blank_pads_of_a_game_registered_later(tmp_path: Path) -> None:
    """--game offers every registered game, also one defined outside the package."""
    variant = replace(CLASSIC, key="quick", title="Qwixx Quick", min_crosses_to_lock=3)
    register(crossing_game(variant, {"en": "Qwixx Quick"}))
    try:
        out = tmp_path / "pads.pdf"
        assert main(["print", "blank", "--game", "quick", "--count", "1", "-o", str(out)]) == 0
    finally:
        unregister("quick")
    text = page_texts(out)[0]
    assert text.startswith("Qwixx Quick") and "at least 3 crosses" in text


def test_game_and_board_commands(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    save.write_text(dumps(played_game("classic", 2, 3, "skip2")), encoding="utf-8")
    sheets = tmp_path / "sheets.pdf"
    assert (
        main(
            [
                "print",
                "game",
                str(save),
                "-o",
                str(sheets),
                "--per-page",
                "1",
                "--lang",
                "es",
                "--bw",
                "--date",
                "2024-12-24",
            ]
        )
        == 0
    )
    texts = page_texts(sheets)
    assert len(texts) == 2 and "2024-12-24" in texts[0] and "jugador 1/2" in texts[0]
    board = tmp_path / "board.pdf"
    assert main(["print", "board", "--side", "b", "-o", str(board)]) == 0
    assert "Side B" in page_texts(board)[0]


def _expect_failure(argv: list[str], capsys: pytest.CaptureFixture[str], message: str) -> None:
    code = None
    try:
        code = main(argv)
    except SystemExit as exit_:  # refused by the parser
        code = exit_.code
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "error:" in captured.err and message in captured.err
    assert "Traceback" not in captured.err and captured.err.count("\n") == 1, captured.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["blank", "--game", "yahtzee"], "invalid choice: 'yahtzee'"),
        (
            ["blank", "--game", "longo", "--paper", "letter", "--per-page", "4"],
            "do not fit legibly on Letter paper",
        ),
        (["blank", "--per-page", "3"], "invalid choice: 3"),
        (["blank", "--count", "0"], "must be at least 1"),
        (["blank", "--game", "longo", "--lucky-range", "9-3"], "lucky-number range"),
        (
            ["blank", "--game", "classic", "--lucky-range", "3-9"],
            "--lucky-range: classic sheets have no lucky numbers (only longo sheets do)",
        ),
        (
            ["blank", "--game", "qwantum", "--seed", "7"],
            "--seed: qwantum sheets have no lucky numbers (only longo sheets do)",
        ),
        (["blank", "--rule", "lock_crosses"], "'lock_crosses' is not a house rule like"),
        (["blank", "--rule", "lock_crosses=three"], "is not a house rule like lock_crosses=3"),
        (["blank", "--rule", "lock_crosses=11"], "'lock_crosses' must be 0-10, not 11"),
        (
            ["blank", "--game", "qwantum", "--rule", "rows_to_end=1"],
            "Qwantum has no house rule 'rows_to_end'",
        ),
        (["board", "--board", "{missing}"], "file not found"),
        (["game", "{missing}"], "file not found"),
    ],
)
def test_bad_input_exits_2_without_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "out.pdf"
    argv = [
        "print",
        *[a.replace("{missing}", str(tmp_path / "nope.json")) for a in args],
        "-o",
        str(out),
    ]
    _expect_failure(argv, capsys, message)
    assert list(tmp_path.iterdir()) == []


def test_corrupt_save_and_bad_board(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "broken.json"
    text = dumps(played_game("classic", 2, 3, "skip2"))
    save.write_text(text[: len(text) // 2], encoding="utf-8")
    out = tmp_path / "out.pdf"
    _expect_failure(["print", "game", str(save), "-o", str(out)], capsys, "incomplete")
    board = tmp_path / "board.json"
    board.write_text(
        '{"format": "qwixx-desktop-board", "version": 1, "name": "x", "squares": []}',
        encoding="utf-8",
    )
    _expect_failure(["print", "board", "--board", str(board), "-o", str(out)], capsys, "40 squares")
    assert not out.exists()


def test_unwritable_paths(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    not_a_folder = tmp_path / "file.txt"
    not_a_folder.write_text("x", encoding="utf-8")
    _expect_failure(
        ["print", "blank", "-o", str(not_a_folder / "pads.pdf")], capsys, "cannot write"
    )
    _expect_failure(["print", "blank", "-o", str(tmp_path)], capsys, "it is a folder")
    _expect_failure(
        ["print", "blank", "-o", str(tmp_path / "no" / "such" / "x.pdf")], capsys, "does not exist"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="a folder that takes no new files")
def test_a_folder_that_takes_no_files_is_said_in_the_apps_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """It said the system's "No such file or directory", of a folder that is there."""
    _expect_failure(
        ["print", "blank", "-o", "/proc/pads.pdf"],
        capsys,
        "cannot write /proc/pads.pdf: the folder /proc does not take new files",
    )


def test_the_printed_file_is_never_the_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`-o` naming the save (or board file) being printed, directly or through a link, would
    replace the game with its PDF: refused, and the file is kept."""
    save = tmp_path / "game.json"
    save.write_text(dumps(played_game("classic", 2, 3, "skip2")), encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(save)
    board = tmp_path / "board.json"
    shutil.copy(resources_dir() / "boards" / "side-a.json", board)
    kept = {path: path.read_bytes() for path in (save, board)}
    for target in (save, link):
        _expect_failure(["print", "game", str(save), "-o", str(target)], capsys, "being printed")
    _expect_failure(
        ["print", "board", "--board", str(board), "-o", str(board)], capsys, "being printed"
    )
    assert {path: path.read_bytes() for path in kept} == kept
    assert link.is_symlink()


def test_a_pipe_or_device_as_output_is_refused_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The rename would replace it with a regular file (as root, `-o /dev/null` did that)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    pipe = tmp_path / "pipe.pdf"
    os.mkfifo(pipe)
    _expect_failure(["print", "blank", "-o", str(pipe)], capsys, "not a regular file")
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe.pdf"]


def test_failed_export_keeps_the_old_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pads.pdf"
    out.write_bytes(b"old")
    _expect_failure(
        [
            "print",
            "blank",
            "--game",
            "longo",
            "--paper",
            "letter",
            "--per-page",
            "4",
            "-o",
            str(out),
        ],
        capsys,
        "legibly",
    )
    assert out.read_bytes() == b"old"


def test_atomic_write_leaves_nothing_behind_when_the_rename_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "x.pdf"
    out.write_bytes(b"old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(ExportError, match="No space left"):
        write_atomic(out, b"%PDF-new")
    assert out.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.pdf"]


def test_atomic_write_replaces_and_keeps_permissions(tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    write_atomic(out, b"one")
    assert out.read_bytes() == b"one"
    assert out.stat().st_mode & 0o777 == 0o644
    out.chmod(0o600)
    write_atomic(out, b"two")
    assert out.read_bytes() == b"two" and out.stat().st_mode & 0o777 == 0o600


def test_real_process_reports_without_traceback(tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "qwixx_desktop",
            "print",
            "blank",
            "--game",
            "longo",
            "--paper",
            "letter",
            "--per-page",
            "4",
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert not out.exists()


def test_the_output_is_written_under_exactly_its_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """-o is taken as given, unlike the window's Save dialog, which adds a missing .pdf; the
    help says which."""
    out = tmp_path / "pads"
    assert main(["print", "blank", "--count", "1", "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF") and list(tmp_path.iterdir()) == [out]
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["print", "blank", "--help"])
    assert "under exactly this name (no .pdf is added)" in " ".join(capsys.readouterr().out.split())


def test_names_no_font_can_print_are_told(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], system_fonts: list[tuple[str, int]]
) -> None:
    """A CJK name on a system without a CJK font printed as nothing, and the command said
    nothing either; it prints as replacement marks, and one line names it."""
    save = tmp_path / "game.json"
    save.write_text(dumps(Game("classic", ["Ada", "张伟"], 3, {})), encoding="utf-8")
    assert main(["print", "game", str(save), "-o", str(tmp_path / "s.pdf")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("wrote ")
    assert (
        lines[1]
        == 'note: no font on this system has some characters of "张伟"; they print as \ufffd'
    )
    assert "\ufffd\ufffd" in page_texts(tmp_path / "s.pdf")[0]
    save.write_text(dumps(Game("classic", ["Ada", "Zoë"], 3, {})), encoding="utf-8")
    assert main(["print", "game", str(save), "-o", str(tmp_path / "s.pdf")]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1


def test_a_name_the_terminal_cannot_show_is_escaped(tmp_path: Path) -> None:
    """With output to an ASCII (or Windows code page) terminal or file, printing the sheets of
    "张伟" to "Zoë.pdf" wrote the PDF, then ended in a traceback with exit code 1 as the
    report named the file (and the note the name)."""
    save = tmp_path / "game.json"
    save.write_text(dumps(Game("classic", ["Ada", "张伟"], 3, {})), encoding="utf-8")
    out = tmp_path / "Zoë.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "qwixx_desktop", "print", "game", str(save), "-o", str(out)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert result.returncode == 0 and result.stderr == ""
    assert "Zo\\xeb.pdf" in result.stdout and "\\u5f20\\u4f1f" in result.stdout and out.is_file()


def test_a_blank_pad_without_lucky_numbers_reports_no_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The seed only draws lucky numbers: for a game whose sheets have none, the line said
    "seed 123456", a number nothing on the pad uses."""
    out = tmp_path / "pads.pdf"
    assert main(["print", "blank", "--game", "classic", "--count", "2", "-o", str(out)]) == 0
    said = capsys.readouterr().out
    assert said.startswith(f"wrote {out}: 2 blank classic sheets") and "seed" not in said


def _print_to_standard_output(
    tmp_path: Path, what: list[str], **streams: Any
) -> subprocess.CompletedProcess[bytes]:
    """`qwixx-desktop print WHAT -o -` in a real process, run in `tmp_path`."""
    return subprocess.run(
        [sys.executable, "-m", "qwixx_desktop", "print", *what, "-o", "-"],
        cwd=tmp_path,
        check=False,
        timeout=120,
        **streams,
    )


def test_dash_as_output_writes_the_pdf_to_standard_output(tmp_path: Path) -> None:
    """`-o -` wrote a file named "-"; as Unix tools do, it is standard output (a file or a
    pipe here), and the report goes to stderr, never into the PDF."""
    save = tmp_path / "game.json"
    save.write_text(dumps(Game("classic", ["Ada", "Bo"], 3, {})), encoding="utf-8")
    for what in (["blank", "--count", "1"], ["game", str(save)], ["board"]):
        out = tmp_path / "out.pdf"
        with open(out, "wb") as handle:
            result = _print_to_standard_output(
                tmp_path, what, stdout=handle, stderr=subprocess.PIPE
            )
        assert result.returncode == 0, result.stderr
        assert out.read_bytes().startswith(b"%PDF") and out.read_bytes().rstrip().endswith(b"%%EOF")
        assert result.stderr.decode().startswith("wrote standard output: ")
        assert not (tmp_path / "-").exists()
        out.unlink()
    piped = _print_to_standard_output(tmp_path, ["board"], capture_output=True)
    assert piped.returncode == 0 and piped.stdout.startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no terminals here")
def test_dash_as_output_to_a_terminal_is_refused_in_one_line(tmp_path: Path) -> None:
    """A PDF's bytes on a terminal are garbage on the screen: refused before it is made."""
    main_side, terminal = os.openpty()
    try:
        result = _print_to_standard_output(
            tmp_path, ["blank", "--count", "1"], stdout=terminal, stderr=subprocess.PIPE
        )
    finally:
        os.close(terminal)
        os.close(main_side)
    assert result.returncode == 2
    message = result.stderr.decode()
    assert message.count("\n") == 1 and "standard output is a terminal" in message
    assert list(tmp_path.iterdir()) == []


def test_dash_as_output_without_any_standard_output_is_refused_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A windowed program has none (sys.stdout is None): asking it whether it is a terminal
    # was an AttributeError.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["print", "blank", "--count", "1", "-o", "-"]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "there is no standard output" in error
    assert list(tmp_path.iterdir()) == []


def test_the_help_says_what_dash_as_output_does(capsys: pytest.CaptureFixture[str]) -> None:
    for what in ("blank", "game", "board"):
        with pytest.raises(SystemExit):
            main(["print", what, "--help"])
        assert "- writes it to standard output" in " ".join(capsys.readouterr().out.split())
