"""Screenshots of the game window for the README: docs/screenshots/window-*.png and
tutorial.png.

Plays a few turns of a seeded game (offscreen, animations off) until the person has a
decision with highlighted numbers, and saves the window; the tutorial's picture is classic's
lesson on locking a row. Usage:

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--size 1280x820]
        [--language es] [--theme dark] [--out docs/screenshots] [--game tutorial]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Per game: seed, and how many decisions the person makes before the picture. On Board's
# picture shows the person choosing a square for the figure (action 3); Qwantum's shows action
# B, where the sheet previews every colour's value.
GAMES = {"classic": (21, 14), "longo": (8, 14), "onboard": (5, 16), "qwantum": (7, 16)}
# The person's moves before the picture: the game's own computer levels play them.
STRATEGIES = {"classic": "skip2", "longo": "greedy", "onboard": "greedy", "qwantum": "medium"}
# The tutorial's picture: this game, after this many lessons (classic's: locking the red row).
TUTORIAL = ("classic", 7)


def open_window(size: tuple[int, int], language: str, theme: str) -> Any:
    """The app's window, offscreen, animations off, shown at `size`."""
    from qwixx_desktop.ui.app import make_application
    from qwixx_desktop.ui.i18n import Translations
    from qwixx_desktop.ui.paths import open_settings
    from qwixx_desktop.ui.preferences import Preferences
    from qwixx_desktop.ui.style import apply_theme, resolve_dark
    from qwixx_desktop.ui.window import MainWindow

    app = make_application([])
    preferences = Preferences(animation="off", pace="instant", language=language, theme=theme)
    translations = Translations()
    translations.use(language)
    apply_theme(app, resolve_dark(theme))
    window = MainWindow(open_settings(), translations, preferences, bots_in_process=False)
    window.autosave_enabled = False
    window.resize(*size)
    window.show()
    return window


def settle(window: Any) -> None:
    """Wait until the table waits for the person."""
    from PySide6.QtCore import QEventLoop, QTimer

    for _ in range(500):
        if window.controller.idle_for_human:
            return
        loop = QEventLoop()
        QTimer.singleShot(5, loop.quit)
        loop.exec()
    raise RuntimeError("the table did not settle")


def save(window: Any, path: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    window.table.toast.hide()  # an announcement of an earlier turn would cover the table
    QApplication.processEvents()  # pending layout requests before the picture
    path.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(path))
    window.controller.shutdown()
    window.close()
    return path


def shoot_tutorial(out: Path, size: tuple[int, int], language: str, theme: str) -> Path:
    """The tutorial, a lesson's bubble beside the ringed number."""
    from qwixx_desktop.engine import Cross
    from qwixx_desktop.ui.tutorial import tutorial_of

    window = open_window(size, language, theme)
    key, lessons = TUTORIAL
    window.tutor.start(key)
    controller = window.controller
    for lesson in tutorial_of(key).lessons[:lessons]:
        settle(window)
        move = lesson.move
        if move is None:
            controller.roll()
        elif isinstance(move, Cross):
            controller.click_cell(0, move.row, move.number)
        else:
            controller.choose(move)
    settle(window)
    window.table.pass_button.setFocus()
    suffix = "" if (language, theme) == ("en", "light") else f"-{language}-{theme}"
    return save(window, out / f"tutorial{suffix}.png")


def shoot(game_key: str, out: Path, size: tuple[int, int], language: str, theme: str) -> Path:
    from qwixx_desktop.ai import make_bot
    from qwixx_desktop.engine import Cross, MoveFigure, Phase, Write
    from qwixx_desktop.ui.controller import Waiting
    from qwixx_desktop.ui.preferences import NewGameChoice, Seat

    window = open_window(size, language, theme)
    seed, decisions = GAMES[game_key]
    you = "Tú" if language == "es" else "You"
    game = window.new_game(
        NewGameChoice(game_key, (Seat(you), Seat("Ada", "medium"), Seat("Max", "hard")), seed)
    )
    window.tutor.differences_card.hide()  # the first game of its kind shows it
    strategy = make_bot(STRATEGIES[game_key], game.rules, 0)

    made = 0
    while True:
        settle(window)
        snap = window.controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        if snap.waiting is Waiting.HUMAN_ROLL:
            window.controller.roll()
            continue
        if game_key == "onboard":
            # The picture: the person chooses where the figure goes.
            squares = [m for m in snap.moves if isinstance(m, MoveFigure)]
            if made >= decisions and game.phase is Phase.BOARD and len(squares) >= 2:
                break
        else:
            offered = [m for m in snap.moves if isinstance(m, Cross | Write)]
            # Qwantum: action B, where the sheet previews every colour's value.
            action_b = game_key != "qwantum" or game.state.phase is Phase.CHOOSE_ACTIVE
            if made >= decisions and len(offered) >= 2 and action_b:
                break
        assert snap.decider is not None
        window.controller.choose(strategy(game.state, snap.decider))
        made += 1
    settle(window)
    window.table.pass_button.setFocus()
    suffix = "" if (language, theme) == ("en", "light") else f"-{language}-{theme}"
    return save(window, out / f"window-{game_key}{suffix}.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x820")
    parser.add_argument("--language", default="en", choices=("en", "es"))
    parser.add_argument("--theme", default="light", choices=("light", "dark"))
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--game", choices=(*GAMES, "tutorial"), help="only this picture")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as home:
        os.environ["QWIXX_DESKTOP_HOME"] = home  # never touch the user's settings
        picture = (width, height), args.language, args.theme
        for game_key in [args.game] if args.game else [*GAMES, "tutorial"]:
            if game_key == "tutorial":
                print(shoot_tutorial(Path(args.out), *picture))
            else:
                print(shoot(game_key, Path(args.out), *picture))


if __name__ == "__main__":
    main()
