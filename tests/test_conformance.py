"""What every game in the registry must do, checked the same way for each, a fifth game included.

The games come from `qwixx_desktop.games` with the test game of tests/fifth_game/ registered:
every level plays legal moves to the end, the log replays to the state, saves and truncated
logs round-trip, the coach ranks best-first, blank and filled PDFs render, a game plays to the
end in the window, and the record agrees with its rules. Also checked here: the engine's tests
load no Qt, and code outside the per-game modules does not ask which game it is playing.

Each use of an API outside the engine is one small function just below, so that a change of
that API changes one place.
"""

from __future__ import annotations

import ast
import io
import random
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from functools import cache, partial
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from qwixx_desktop.ai.base import Bot, make_bot
from qwixx_desktop.ai.coach import Advice, advise
from qwixx_desktop.engine import PASS, Decision, Game, Move, Player, SetupError
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.games import BUILTIN, LANGUAGES, GameSpec, game_keys, get_game
from qwixx_desktop.games.spec import register, unregister

from .fifth_game import quick

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "qwixx_desktop"

# ---------------------------------------------------------------- touch points (one API each)


def level_names() -> tuple[str, ...]:
    """The difficulty levels every game offers."""
    from qwixx_desktop.ai.kit import LEVELS

    return LEVELS


def level_bot(level: str, game: Game, seed: int) -> Bot:
    return make_bot(level, game.rules, seed)


def coach(game: Game, player: int) -> list[Advice]:
    return advise(game.rules, game.state, player)


def new_game_options(spec: GameSpec) -> dict[str, Any]:
    """The options a new game reads from data files (On Board: side A)."""
    return spec.read_data("a")


def blank_pad_pdf(key: str, lang: str) -> bytes:
    from qwixx_desktop.export import PrintOptions, blank_pads_pdf

    data, _, _ = blank_pads_pdf(PrintOptions(game=key, count=2, seed=1, lang=lang))
    return data


def filled_sheets_pdf(game: Game) -> bytes:
    from qwixx_desktop.export import PrintOptions, game_sheets_pdf

    data, _, _ = game_sheets_pdf(game, PrintOptions(date=date(2026, 1, 2)))
    return data


def start_in_window(window: Any, key: str, seed: int) -> Game:
    """A game of `key` in the window: a person and a computer player."""
    from qwixx_desktop.ui.preferences import NewGameChoice, Seat

    game: Game = window.new_game(NewGameChoice(key, (Seat("You"), Seat("Ada", "easy")), seed))
    return game


# ---------------------------------------------------------------- the games under test


@contextmanager
def fifth_game_registered() -> Iterator[GameSpec]:
    register(quick.GAME)
    try:
        yield quick.GAME
    finally:
        unregister(quick.GAME.key)


# The parameters are the registry's games, read while the fifth game is in it.
with fifth_game_registered():
    GAME_KEYS = game_keys()


@pytest.fixture(autouse=True, scope="module")
def fifth_game() -> Iterator[GameSpec]:
    """The test game is registered while this module's tests run, and only then."""
    with fifth_game_registered() as spec:
        yield spec


def seats(spec: GameSpec) -> int:
    """Players in the games the suite plays: two, or the game's minimum if higher."""
    return max(2, spec.min_players)


def player_counts(spec: GameSpec) -> list[int]:
    return sorted({spec.min_players, seats(spec)})


def play(game: Game, choose: Callable[[Game, int], Move]) -> Game:
    """Play `game` to the end with seeded dice, asserting that every move chosen is legal."""
    for _ in range(5000):
        if game.is_over:
            return game
        if game.needs_roll:
            game.roll()
            continue
        for player in game.deciders():
            move = choose(game, player)
            assert move in game.legal_moves(player), (move, game.phase)
            game.decide(player, move)
    raise AssertionError("the game did not end")


def bot_move(bots: list[Bot], game: Game, player: int) -> Move:
    return bots[player](game.state, player)


def random_mover(seed: int) -> Callable[[Game, int], Move]:
    """Uniformly random legal moves (needs nothing but the rules)."""
    stream = random.Random(seed)
    return lambda game, player: stream.choice(game.legal_moves(player))


def new_game(key: str, players: int, seed: int) -> Game:
    spec = get_game(key)
    return Game(key, [Player(f"P{n}") for n in range(players)], seed, new_game_options(spec))


@cache
def random_game(key: str, seed: int = 3) -> Game:
    """A finished game of random legal moves (the same object for every test that asks)."""
    return play(new_game(key, seats(get_game(key)), seed), random_mover(seed))


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


# ---------------------------------------------------------------- the record


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_record_agrees_with_its_rules(key: str) -> None:
    spec = get_game(key)
    rules = spec.rules
    assert (spec.key, spec.title) == (rules.key, rules.title)
    assert (spec.min_players, spec.max_players) == (rules.min_players, rules.max_players)
    assert 1 <= spec.min_players <= spec.max_players
    for language in LANGUAGES:
        assert spec.names.get(language), f"{key} has no name in {language}"
        assert spec.name(language) == spec.names[language]
    for rule in spec.house_rules:
        assert rule.low <= rule.default <= rule.high
    # The player counts are the engine's: one fewer or one more is refused.
    for players in (spec.min_players, spec.max_players):
        new_game(key, players, 1)
    for players in {spec.min_players - 1, spec.max_players + 1} - {0}:
        with pytest.raises(SetupError):
            new_game(key, players, 1)


def test_the_suite_covers_every_registered_game() -> None:
    assert set(BUILTIN) < set(GAME_KEYS)
    assert quick.GAME.key in GAME_KEYS
    assert get_game(quick.GAME.key) is quick.GAME


def test_the_fifth_game_needed_no_edit_elsewhere() -> None:
    """Only its module and data name it: the app and its resources do not know it.

    (Other tests define games of their own under the same key; they are not the app.)
    """
    spec = quick.GAME
    named = re.compile(
        "|".join([re.escape(f'"{spec.key}"'), re.escape(f"'{spec.key}'"), re.escape(spec.title)])
    )
    own = Path(quick.__file__).resolve().parent
    mentions = [
        str(path.relative_to(ROOT))
        for folder in (PACKAGE, ROOT / "resources")
        for path in folder.rglob("*")
        if path.is_file()
        and path.suffix in (".py", ".json", ".ts")
        and own not in path.parents
        and named.search(path.read_text(encoding="utf-8", errors="replace"))
    ]
    assert mentions == []
    assert sorted(path.name for path in own.iterdir() if path.suffix in (".py", ".json")) == [
        "quick.json",
        "quick.py",
    ]


# ---------------------------------------------------------------- the engine: play, replay, save


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_log_replays_to_the_state(key: str) -> None:
    game = random_game(key)
    again = new_game(key, len(game.players), game.setup.seed)
    again.replay(game.log)
    assert again.state == game.state
    assert again.scores() == game.scores()


@pytest.mark.parametrize("key", GAME_KEYS)
def test_saves_and_truncated_logs_round_trip(key: str) -> None:
    game = random_game(key)
    loaded = loads(dumps(game))
    assert loaded.setup == game.setup
    assert loaded.state == game.state and loaded.log == game.log
    assert dumps(loaded) == dumps(game)
    length = len(game.log)
    for cut in sorted({0, 1, length // 3, length // 2, length - 1}):
        part = game.copy()
        part.truncate(cut)
        fresh = new_game(key, len(game.players), game.setup.seed)
        fresh.replay(game.log[:cut])
        assert part.state == fresh.state, cut
        reloaded = loads(dumps(part))
        assert reloaded.state == part.state and reloaded.log == game.log[:cut], cut
        assert dumps(reloaded) == dumps(part)


@pytest.mark.parametrize("level", level_names())
@pytest.mark.parametrize("key", GAME_KEYS)
def test_every_level_plays_legal_moves_to_the_end(key: str, level: str) -> None:
    spec = get_game(key)
    for players in player_counts(spec):
        seed = 20 + players
        game = new_game(key, players, seed)
        bots = [level_bot(level, game, seed + seat) for seat in range(players)]
        play(game, partial(bot_move, bots))
        assert game.is_over and len(game.scores()) == players


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_coach_ranks_best_first(key: str) -> None:
    game = new_game(key, seats(get_game(key)), 4)
    expert = level_bot("expert", game, 0)
    checked = 0

    def check_and_choose(game: Game, player: int) -> Move:
        nonlocal checked
        advice = coach(game, player)
        legal = game.legal_moves(player)
        assert sorted(map(repr, (a.move for a in advice))) == sorted(map(repr, legal))
        regrets = [a.regret for a in advice]
        assert regrets[0] == 0 and min(regrets) >= 0 and regrets == sorted(regrets)
        assert [a.value for a in advice] == sorted((a.value for a in advice), reverse=True)
        assert advice[0].move == expert(game.state, player)
        checked += 1
        # Mostly the best move; now and then the worst, so that odd positions come up too.
        return advice[-1 if checked % 5 == 0 else 0].move

    play(game, check_and_choose)
    assert checked >= 20


# ---------------------------------------------------------------- printing


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", GAME_KEYS)
def test_a_blank_pad_renders(key: str, lang: str) -> None:
    text = pdf_text(blank_pad_pdf(key, lang))
    assert get_game(key).title in text


@pytest.mark.parametrize("key", GAME_KEYS)
def test_filled_sheets_render(key: str) -> None:
    game = random_game(key)
    reader = PdfReader(io.BytesIO(filled_sheets_pdf(game)))
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert get_game(key).title in text
    for player in game.players:
        assert player.name in text
    for card in game.scores():
        assert str(card.total).replace("-", "\u2212") in text


# ---------------------------------------------------------------- the window


@pytest.mark.parametrize("key", GAME_KEYS)
def test_a_game_plays_to_the_end_in_the_window(
    qtbot: Any, make_window: Callable[..., Any], key: str
) -> None:
    """The person rolls by clicking Roll and decides through the controller (random legal
    moves); the computer player plays on its own. The window shows the game by its name."""
    from qwixx_desktop.ui.controller import Waiting

    from .qt_helpers import LEFT, wait_idle

    window = make_window()
    game = start_in_window(window, key, 8)
    assert window.windowTitle().startswith(get_game(key).name("en"))
    controller = window.controller
    choose = random_mover(8)
    rolls = decisions = 0
    for _ in range(3000):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        before = len(game.log)
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.mouseClick(window.table.roll_button, LEFT)
            rolls += 1
        else:
            assert snap.decider == 0
            assert controller.choose(choose(game, snap.decider))
            decisions += 1
        assert len(game.log) > before
    assert game.is_over and controller.game is game
    assert rolls > 0 and decisions > rolls
    # A computer player that fails passes (the game goes on), so it must have done more.
    assert any(
        isinstance(action, Decision) and action.player == 1 and action.move != PASS
        for action in game.log
    )


# ---------------------------------------------------------------- the engine's tests need no Qt

# Tests of the rules and the computer players: they must run where Qt is not installed.
ENGINE_TESTS = (
    "test_ai_classic.py",
    "test_ai_kit.py",
    "test_ai_crossing.py",
    "test_ai_qwantum.py",
    "test_boards.py",
    "test_classic_properties.py",
    "test_classic_rules.py",
    "test_house_rules.py",
    "test_longo.py",
    "test_onboard.py",
    "test_qwantum.py",
    "test_save_and_undo.py",
    "test_variant_data.py",
)

_COLLECT_WITHOUT_QT = """
import sys
import pytest

def qt() -> list[str]:
    return sorted(name for name in sys.modules if name.split(".")[0] == "PySide6")

code = pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:pytest-qt",
                    *sys.argv[1:]])
assert code == 0, code
import tests.helpers
print("engine tests:", qt())
import tests.qt_helpers
print("window helpers:", bool(qt()))
"""


def test_the_engine_tests_load_no_qt() -> None:
    files = [f"tests/{name}" for name in ENGINE_TESTS]
    result = subprocess.run(
        [sys.executable, "-c", _COLLECT_WITHOUT_QT, *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert "engine tests: []" in lines, result.stdout
    assert "window helpers: True" in lines  # the check sees Qt when it is loaded


# ---------------------------------------------------------------- no game probes outside games

# Folders and files whose code may know its game: the engine, the records, and any file whose
# path names a game or the crossing family.
GAME_WORDS = (*BUILTIN, "crossing")


def engine_game_classes() -> frozenset[str]:
    """The engine's game-specific state and rules classes (CrossState, QwantumRules, ...)."""
    names: set[str] = set()
    for path in (PACKAGE / "engine").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith(("State", "Rules")):
                names.add(node.name)
    return frozenset(names - {"Rules", "GameState"})  # the generic interfaces


def _names_in(node: ast.AST) -> set[str]:
    return {
        sub.id if isinstance(sub, ast.Name) else sub.attr
        for sub in ast.walk(node)
        if isinstance(sub, ast.Name | ast.Attribute)
    }


def _last_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _is_key(node: ast.AST, keys: frozenset[str]) -> bool:
    return isinstance(node, ast.Constant) and node.value in keys


def _compares_with_a_key(node: ast.Compare, keys: frozenset[str]) -> bool:
    sides = [node.left, *node.comparators]
    for left, op, right in zip(sides[:-1], node.ops, sides[1:], strict=True):
        if isinstance(op, ast.Eq | ast.NotEq) and (_is_key(left, keys) or _is_key(right, keys)):
            return True
        if (
            isinstance(op, ast.In | ast.NotIn)
            and isinstance(right, ast.Tuple | ast.List | ast.Set)
            and any(_is_key(item, keys) for item in right.elts)
        ):
            return True
    return False


def _is_probe(node: ast.AST, keys: frozenset[str], classes: frozenset[str]) -> bool:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        function = node.func.id
        if function in ("isinstance", "issubclass") and len(node.args) == 2:
            return bool(_names_in(node.args[1]) & classes)
        if function in ("getattr", "hasattr"):
            return re.fullmatch(r"\w*state", _last_name(node.args[0])) is not None
        return False
    if isinstance(node, ast.Compare):
        return _compares_with_a_key(node, keys)
    return isinstance(node, ast.MatchValue) and _is_key(node.value, keys)


def game_probes(source: str, keys: frozenset[str], classes: frozenset[str]) -> list[int]:
    """Line numbers of code that asks which game it plays: isinstance on a game's state or
    rules class, a comparison with a game key (==, !=, in (...), case), and getattr/hasattr
    on a state."""
    return sorted(
        node.lineno  # type: ignore[attr-defined]
        for node in ast.walk(ast.parse(source))
        if _is_probe(node, keys, classes)
    )


def game_lists(source: str, keys: frozenset[str]) -> list[int]:
    """Line numbers of literal lists of games: a tuple, list, set or dict naming two or more
    game keys (the registry is the one list of games)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            items: list[ast.expr | None] = list(node.elts)
        elif isinstance(node, ast.Dict):
            items = list(node.keys)
        else:
            continue
        if sum(item is not None and _is_key(item, keys) for item in items) >= 2:
            lines.append(node.lineno)
    return lines


def generic_modules() -> list[Path]:
    """The package's modules outside the engine, the records and per-game modules."""
    return [
        path
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.relative_to(PACKAGE).parts[0] not in ("engine", "games")
        and not any(word in part for part in path.relative_to(PACKAGE).parts for word in GAME_WORDS)
    ]


def test_the_probe_finder_finds_probes_and_nothing_else() -> None:
    source = """
import sys
if isinstance(state, QwantumState): pass
if isinstance(
    game.rules, (LongoRules, Rules)
): pass
if game.setup.variant == "longo": pass
if "onboard" != key: pass
if key in ("classic", "longo"): pass
if key not in {"qwantum"}: pass
match key:
    case "classic": pass
lucky = getattr(state, "lucky", ())
reroll = getattr(game.state, "reroll", ())
if hasattr(self._state, "figures"): pass
bundle = getattr(sys, "_MEIPASS", None)
per_page = getattr(args, "per_page", 1)
if isinstance(rules, Rules) or isinstance(value, int): pass
if key == "classic_pad" or name in ("a", "b") or "longo" in text: pass
labels = {"classic": 1}
if hasattr(signal, "SIGHUP"): pass
"""
    keys = frozenset(BUILTIN)
    classes = frozenset({"QwantumState", "LongoRules"})
    assert game_probes(source, keys, classes) == [3, 4, 7, 8, 9, 10, 12, 13, 14, 15]


def test_the_list_finder_finds_lists_of_games_only() -> None:
    source = """
GAMES = ("classic", "longo", "onboard", "qwantum")
COLOURS = {
    "classic": 1,
    "qwantum": 2,
}
default = "classic"
one = ("longo",)
sides = ("a", "b")
"""
    assert game_lists(source, frozenset(BUILTIN)) == [2, 3]


def test_no_code_outside_the_games_lists_the_games() -> None:
    keys = frozenset(BUILTIN)
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in generic_modules()
        for line in game_lists(path.read_text(encoding="utf-8"), keys)
    ]
    assert found == [], f"{len(found)} lists of games outside the registry:\n" + "\n".join(found)


def test_no_code_outside_the_games_asks_which_game_it_plays() -> None:
    """The issue's probe count: 0 once every layer reads the game's record instead."""
    keys = frozenset(BUILTIN)
    classes = engine_game_classes()
    assert {"CrossState", "QwantumState", "OnBoardRules"} <= classes
    modules = generic_modules()
    assert PACKAGE / "ui" / "controller.py" in modules
    assert PACKAGE / "ui" / "qwantum_table.py" not in modules
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in modules
        for line in game_probes(path.read_text(encoding="utf-8"), keys, classes)
    ]
    assert found == [], f"{len(found)} game probes outside the games:\n" + "\n".join(found)
