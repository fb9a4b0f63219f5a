"""PDFs asked for in the window are written on a worker thread: the first loads ReportLab and
its fonts, and the window froze meanwhile (no repaint, the computer players stopped)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QCoreApplication

from qwixx_desktop import export
from qwixx_desktop.export import ExportError, ExportResult, PrintOptions
from qwixx_desktop.ui.preferences import Seat
from qwixx_desktop.ui.window import PDF_FOLDER, MainWindow

from .qt_helpers import choice, pdf_written

WAIT = 20000  # ms


@dataclass
class FakeWriter:
    """Stands for export's write_blank_pads: records the thread it runs on and how often,
    waits for `gate` once it started, then writes as the real one does (or raises `fails`)."""

    real: Callable[[Path, PrintOptions], ExportResult]
    fails: ExportError | None = None
    gated: bool = False
    threads: list[int] = field(default_factory=list)
    started: threading.Event = field(default_factory=threading.Event)
    gate: threading.Event = field(default_factory=threading.Event)

    def __call__(self, path: Path, options: PrintOptions) -> ExportResult:
        self.threads.append(threading.get_ident())
        self.started.set()
        if self.gated:
            assert self.gate.wait(WAIT / 1000), "the test never opened the gate"
        if self.fails is not None:
            raise self.fails
        return self.real(path, options)


@pytest.fixture
def writer(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeWriter]:
    fake = FakeWriter(export.write_blank_pads)
    monkeypatch.setattr(export, "write_blank_pads", fake, raising=False)
    yield fake
    fake.gate.set()  # a test that failed midway leaves no worker waiting


def window_with_game(make_window: Callable[..., MainWindow]) -> MainWindow:
    window = make_window()
    window.new_game(choice("classic", 5, Seat("You")))
    return window


def test_blank_pads_are_written_off_the_gui_thread(
    qtbot: Any, make_window: Callable[..., MainWindow], writer: FakeWriter, tmp_path: Path
) -> None:
    window = window_with_game(make_window)
    path = tmp_path / "pad.pdf"
    assert pdf_written(qtbot, lambda: window.print_pads(path, {"count": 1}), window)
    assert len(writer.threads) == 1 and writer.threads[0] != threading.get_ident()
    assert window.table.banner.hint.text() == "Saved 1 blank sheet to pad.pdf."
    assert path.read_bytes().startswith(b"%PDF")


def test_game_sheets_are_written_off_the_gui_thread(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    real = export.write_game_sheets
    threads: list[int] = []

    def recording(*args: Any) -> ExportResult:
        threads.append(threading.get_ident())
        return real(*args)

    monkeypatch.setattr(export, "write_game_sheets", recording, raising=False)
    window = window_with_game(make_window)
    assert pdf_written(qtbot, lambda: window.export_game(tmp_path / "solo.pdf"), window)
    assert len(threads) == 1 and threads[0] != threading.get_ident()
    assert window.table.banner.hint.text() == "Exported 1 sheet to solo.pdf."


def test_a_problem_on_the_worker_is_told_as_before(
    qtbot: Any, make_window: Callable[..., MainWindow], writer: FakeWriter, tmp_path: Path
) -> None:
    writer.fails = ExportError("the fonts could not be read")
    window = window_with_game(make_window)
    path = tmp_path / "pad.pdf"
    assert not pdf_written(qtbot, lambda: window.print_pads(path, {"count": 1}), window)
    assert window.table.banner.hint.text() == "Could not make pad.pdf."
    assert not path.exists()
    # The next one is not refused: the failed write is over.
    writer.fails = None
    assert pdf_written(qtbot, lambda: window.print_pads(path, {"count": 1}), window)


def test_a_second_pdf_is_refused_while_one_is_written(
    qtbot: Any, make_window: Callable[..., MainWindow], writer: FakeWriter, tmp_path: Path
) -> None:
    writer.gated = True
    window = window_with_game(make_window)
    first, second = tmp_path / "first.pdf", tmp_path / "second.pdf"
    assert window.print_pads(first, {"count": 1})
    qtbot.waitUntil(writer.started.is_set, timeout=WAIT)
    assert window.table.banner.hint.text() == "Saving first.pdf…"
    assert not window.print_action.isEnabled() and not window.export_action.isEnabled()
    # Asked anyway (the results panel's Export, or a call queued before the greying).
    refused = "A PDF is still being saved: try again once it is done."
    assert not window.print_pads(second, {"count": 1})
    assert window.table.banner.hint.text() == refused
    assert not window.export_game(second)
    window.print_pads_dialog()  # refused before any dialog opens
    assert window.table.banner.hint.text() == refused
    with qtbot.waitSignal(window.pdf_finished, timeout=WAIT) as finished:
        writer.gate.set()
    assert finished.args == [True] and len(writer.threads) == 1
    assert window.table.banner.hint.text() == "Saved 1 blank sheet to first.pdf."
    assert window.print_action.isEnabled() and window.export_action.isEnabled()
    assert first.is_file() and not second.exists()


def test_closing_while_a_pdf_is_written_lets_it_end_whole(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    writer: FakeWriter,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The window closes while the worker draws: the close waits for the write, which ends
    with the whole file (atomic: never part of one at the chosen name), and its message,
    for a closed window, is dropped."""
    writer.gated = True
    window = window_with_game(make_window)
    folder = tmp_path / "pdfs"
    folder.mkdir()
    path = folder / "pads.pdf"
    assert window.print_pads(path, {"count": 4, "per_page": 4})
    qtbot.waitUntil(writer.started.is_set, timeout=WAIT)
    jobs = window._pdf_jobs
    assert jobs is not None
    shut = jobs.shutdown
    finished: list[bool] = []
    window.pdf_finished.connect(finished.append)

    def draw_on_while_closing() -> None:
        if not writer.gate.is_set():  # the close (the fixture's clean-up shuts down again)
            assert not path.exists()  # still being drawn as the close begins
            writer.gate.set()
        shut()

    monkeypatch.setattr(jobs, "shutdown", draw_on_while_closing)
    window.close()
    assert len(PdfReader(path).pages) == 1
    assert [file.name for file in folder.iterdir()] == ["pads.pdf"]  # no temporary file left
    # The worker's report was posted before the close's wait ended: delivered now, or never.
    QCoreApplication.processEvents()
    assert finished == []
    # The next PDF dialog opens in the folder this one went to, as after a write reported.
    assert window._folder(PDF_FOLDER) == folder
