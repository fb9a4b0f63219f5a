from __future__ import annotations
from typing import Any
from qwixx_desktop.engine import HUMAN
from qwixx_desktop.ui.net_dialogs import HostDialog, JoinDialog
from qwixx_desktop.ui.netgame import SeatRecord
from qwixx_desktop.ui.preferences import NewGameChoice, Seat
from .test_ui_net import host, join, playing, act, WAIT, quick_reconnect  # noqa
from qwixx_desktop.ai import make_bot

def test_shots(qtbot: Any, make_window: Any, monkeypatch: Any, quick_reconnect: None) -> None:
    d = HostDialog(NewGameChoice("classic", (Seat("Ana"), Seat("Ben"), Seat("Cy", "medium"))))
    qtbot.addWidget(d); d.show(); qtbot.waitExposed(d)
    d.grab().save("/tmp/shot_host.png")
    j = JoinDialog("Ben", SeatRecord("ws://192.168.1.20:47147/", "ABCD", "Ben", "t", "classic"))
    qtbot.addWidget(j); j.show(); qtbot.waitExposed(j)
    j.grab().save("/tmp/shot_join.png")
    ana, ben = make_window(), make_window()
    ana.resize(1280, 800)
    hosted = host(qtbot, monkeypatch, ana, (HUMAN, "easy"))
    info = ana.network.info
    info.grab().save("/tmp/shot_info.png")
    join(qtbot, monkeypatch, ben, hosted.local_url(), hosted.code, "Ben")
    qtbot.waitUntil(lambda: ana.network.session.started(), timeout=WAIT)
    qtbot.waitUntil(lambda: "joined" in info.seat_list.item(1).text(), timeout=WAIT)
    info.grab().save("/tmp/shot_info2.png")
    ana.network.dock.entry.setText("hi all"); ana.network.dock.send_button.click()
    bot = make_bot("medium", ana.controller.game.rules, 1)
    for _ in range(60):
        qtbot.waitUntil(lambda: playing(ana) or playing(ben), timeout=WAIT)
        sa, sb = ana.controller.snapshot, ben.controller.snapshot
        if len(ana.controller.game.log) > 6 and playing(ana) and playing(ben) and sa.waiting.value == "human_decision" and sb.waiting.value == "human_decision":
            break
        act(qtbot, ana if playing(ana) else ben, bot)
    act(qtbot, ana, bot)
    qtbot.waitUntil(lambda: "✓" in ana.controller.snapshot.prompt, timeout=WAIT)
    qtbot.wait(50)
    ana.grab().save("/tmp/shot_window.png")
