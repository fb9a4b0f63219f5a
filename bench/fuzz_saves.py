"""Save-file fuzzing: mutated saves of all four games either load, save, print and score, or
fail with a SaveError; any other exception is a bug.

`make fuzz` runs a million cases on every core (`python -m bench.fuzz_saves --help`);
tests/test_save_fuzz.py runs a small sample with a fixed seed. The saves to mutate come from
games played by computer players (finished and unfinished ones, one to five players).

A case's bytes go through storage.game_from_bytes, the same path as opening a file. A game
that loads must write a save that loads again to the same text (so autosave never fails on
it), print its filled sheets (export.game_sheets_pdf, in memory) and score; printing is the
slow part, so only every PRINT_EVERY-th loaded game is printed (the summary says how many).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Game, Player, SaveError
from qwixx_desktop.engine.save import dumps, encode
from qwixx_desktop.games import get_game
from qwixx_desktop.storage import game_from_bytes

GAMES = ("classic", "longo", "onboard", "qwantum")
PLAYER_COUNTS = {"classic": (1, 2, 5), "longo": (1, 3, 5), "onboard": (2, 4), "qwantum": (1, 2, 4)}
PRINT_EVERY = 50
CHUNK = 2_000  # cases per task handed to a worker


# ---------------------------------------------------------------------------- the saves


@dataclass(frozen=True)
class BaseSave:
    game: str
    text: str
    data: dict[str, Any]
    paths: tuple[tuple[Any, ...], ...]  # every value's place in `data`


def played_game(
    game_key: str,
    players: int,
    seed: int,
    stop_after: int | None,
    house_rules: dict[str, int] | None = None,
) -> Game:
    """A game between random computer players, cut short after `stop_after` log entries."""
    seats = [Player(f"Bot {n}", "medium") for n in range(players)]
    seats[0] = Player("Ana María ✓", "human")
    game = Game(game_key, seats, seed, {**get_game(game_key).read_data("a"), **(house_rules or {})})
    bot = make_bot("random", game.rules, seed)
    while not game.is_over and (stop_after is None or len(game.log) < stop_after):
        if game.needs_roll:
            game.roll()
        else:
            for player in game.deciders():
                game.decide(player, bot(game.state, player))
    if seed % 2:
        game.notes["hints"] = [0]
    return game


def base_saves() -> list[BaseSave]:
    saves = []
    for game_key in GAMES:
        for players in PLAYER_COUNTS[game_key]:
            for seed, stop_after in ((players, None), (players + 10, 30)):
                text = dumps(played_game(game_key, players, seed, stop_after))
                data = json.loads(text)
                saves.append(BaseSave(game_key, text, data, tuple(paths(data))))
        # A game under house rules (each away from its standard value), so they get damaged too.
        rules = get_game(game_key).house_rules
        if rules:
            house = {r.key: r.low if r.default != r.low else r.high for r in rules}
            text = dumps(played_game(game_key, PLAYER_COUNTS[game_key][-1], 21, None, house))
            data = json.loads(text)
            saves.append(BaseSave(game_key, text, data, tuple(paths(data))))
    return saves


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += paths(child, (*prefix, index))
    return found


# ---------------------------------------------------------------------------- mutations


def replaced(data: Any, path: tuple[Any, ...], new: Any) -> Any:
    """`data` with the value at `path` replaced; only the containers on the path are copied."""
    if not path:
        return new
    copy: Any = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = replaced(data[path[0]], path[1:], new)
    return copy


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _text(data: Any, rng: random.Random) -> bytes:
    # ensure_ascii writes a lone surrogate as an escape (\ud800), as a hand-edited file
    # might; no indent keeps json's fast C encoder.
    return json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")


def _random_value(rng: random.Random) -> Any:
    return rng.choice(
        (
            None,
            True,
            False,
            0,
            -1,
            1,
            7,
            2**63,
            -(2**63) - 1,
            10**19,
            1.5,
            "",
            "red",
            "\ud800",
            [],
            [1, 2],
            {},
            {"pass": True},
            {"roll": [1, 1, 1, 1, 1, 1]},
            "x" * 300,
        )
    )


def flip_bytes(base: BaseSave, rng: random.Random) -> bytes:
    data = bytearray(base.text.encode("utf-8"))
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return bytes(data)


def truncate(base: BaseSave, rng: random.Random) -> bytes:
    data = base.text.encode("utf-8")
    return data[: rng.randrange(len(data))]


def deep_nesting(base: BaseSave, rng: random.Random) -> bytes:
    depth = rng.choice((8, 13, 100, 990, 5_000, 50_000))
    path = rng.choice(base.paths)
    marker = '"__nest__"'
    text = _text(replaced(base.data, path, "__nest__"), rng).decode("utf-8")
    opener, closer = rng.choice((("[", "]"), ('{"a":', "}")))
    return text.replace(marker, opener * depth + "1" + closer * depth, 1).encode("utf-8")


def huge_number(base: BaseSave, rng: random.Random) -> bytes:
    numbers = [p for p in base.paths if type(_at(base.data, p)) is int]
    path = rng.choice(numbers)
    text = _text(replaced(base.data, path, "__num__"), rng).decode("utf-8")
    digits = rng.choice((19, 20, 400, 4_301, 100_000))
    number = rng.choice(("-", "")) + "9" * digits + rng.choice(("", ".5", "e999"))
    return text.replace('"__num__"', number, 1).encode("utf-8")


def lone_surrogate(base: BaseSave, rng: random.Random) -> bytes:
    texts = [p for p in base.paths if isinstance(_at(base.data, p), str)]
    path = rng.choice(texts)
    old = _at(base.data, path)
    cut = rng.randrange(len(old) + 1)
    surrogate = rng.choice(("\ud800", "\udfff", "\udc00x"))
    return _text(replaced(base.data, path, old[:cut] + surrogate + old[cut:]), rng)


def wrong_type(base: BaseSave, rng: random.Random) -> bytes:
    return _text(replaced(base.data, rng.choice(base.paths), _random_value(rng)), rng)


def swapped_keys(base: BaseSave, rng: random.Random) -> bytes:
    objects = [p for p in base.paths if isinstance(_at(base.data, p), dict)]
    path = rng.choice(objects)
    target = dict(_at(base.data, path))
    keys = list(target)
    if rng.random() < 0.5 and len(keys) >= 2:
        first, second = rng.sample(keys, 2)
        target[first], target[second] = target[second], target[first]
    elif keys:
        key = rng.choice(keys)
        new_key = rng.choice(("", "x", "player", "roll", "cross", "pass", *keys))
        target[new_key] = target.pop(key)
    return _text(replaced(base.data, path, target), rng)


def illegal_log(base: BaseSave, rng: random.Random) -> bytes:
    log = list(base.data["log"])
    if not log:
        log.append({"roll": [1, 1, 1, 1, 1, 1]})
    kind = rng.randrange(6)
    i, j = rng.randrange(len(log)), rng.randrange(len(log))
    if kind == 0:
        log[i], log[j] = log[j], log[i]
    elif kind == 1:
        del log[i]
    elif kind == 2:
        log.insert(i, log[j])
    elif kind == 3:
        log = log[: i + 1] * rng.choice((2, 50))
    elif kind == 4:
        entry = dict(log[i])
        if "roll" in entry:
            entry["roll"] = [rng.choice((None, 0, 1, 6, 7, 8, 99)) for _ in entry["roll"]]
        else:
            entry["player"] = rng.choice((-1, 0, 1, 4, 7, 10**6))
        log[i] = entry
    else:
        log.append(_random_value(rng))
    return _text(replaced(base.data, ("log",), log), rng)


def unchanged(base: BaseSave, rng: random.Random) -> bytes:
    return _text(base.data, rng)


MUTATIONS: dict[str, Callable[[BaseSave, random.Random], bytes]] = {
    "flip_bytes": flip_bytes,
    "truncate": truncate,
    "deep_nesting": deep_nesting,
    "huge_number": huge_number,
    "lone_surrogate": lone_surrogate,
    "wrong_type": wrong_type,
    "swapped_keys": swapped_keys,
    "illegal_log": illegal_log,
    "unchanged": unchanged,
}
WEIGHTS = (20, 8, 6, 8, 8, 20, 10, 18, 2)


# ---------------------------------------------------------------------------- one case


def check(data: bytes, printed: bool) -> str:
    """The outcome of one case: "loaded" or "SaveError"; raises anything else."""
    try:
        game = game_from_bytes(data)
    except SaveError:
        return "SaveError"
    text = dumps(game)
    again = game_from_bytes(encode(game))
    if dumps(again) != text:
        raise AssertionError("the game's save text does not round-trip")
    cards = game.scores()
    if len(cards) != len(game.players) or not all(type(c.total) is int for c in cards):
        raise AssertionError(f"bad score cards: {cards!r}")
    if printed:
        from qwixx_desktop.export import PrintOptions, game_sheets_pdf

        pdf, pages, _ = game_sheets_pdf(game, PrintOptions())
        if not pdf.startswith(b"%PDF") or pages < 1:
            raise AssertionError("printing made no PDF")
    return "loaded"


@dataclass
class Report:
    outcomes: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # game, kind, out
    printed: int = 0
    failures: list[str] = field(default_factory=list)  # the first few, with their bytes

    def add(self, other: Report) -> None:
        self.outcomes.update(other.outcomes)
        self.printed += other.printed
        self.failures += other.failures[: max(0, 10 - len(self.failures))]

    @property
    def other(self) -> int:
        return sum(n for (_, _, out), n in self.outcomes.items() if out == "other")


_SAVES: list[BaseSave] = []


def run_chunk(seed: int, cases: int, print_every: int) -> Report:
    """`cases` cases from random.Random(seed); never raises."""
    if not _SAVES:
        _SAVES.extend(base_saves())
    rng = random.Random(seed)
    names = list(MUTATIONS)
    report = Report()
    loaded = 0
    for _ in range(cases):
        base = rng.choice(_SAVES)
        kind = rng.choices(names, WEIGHTS)[0]
        data = MUTATIONS[kind](base, rng)
        printed = False
        try:
            printed = print_every > 0 and loaded % print_every == 0
            outcome = check(data, printed)
        except Exception:  # the bug this hunts: any exception but SaveError
            outcome = "other"
            if len(report.failures) < 10:
                report.failures.append(
                    f"{base.game} {kind}: {traceback.format_exc()}\n  bytes: {data[:2000]!r}"
                )
        if outcome == "loaded":
            loaded += 1
            report.printed += printed
        report.outcomes[(base.game, kind, outcome)] += 1
    return report


def run(cases: int, seed: int, workers: int, print_every: int = PRINT_EVERY) -> Report:
    chunks = [
        (seed * 1_000_003 + n, min(CHUNK, cases - start), print_every)
        for n, start in enumerate(range(0, cases, CHUNK))
    ]
    report = Report()
    if workers <= 1:
        for chunk in chunks:
            report.add(run_chunk(*chunk))
        return report
    with ProcessPoolExecutor(workers) as pool:
        for part in pool.map(run_chunk, *zip(*chunks, strict=True)):
            report.add(part)
    return report


def summary(report: Report, seconds: float, print_every: int) -> str:
    lines = []
    by_game: Counter[tuple[str, str]] = Counter()
    by_kind: Counter[tuple[str, str]] = Counter()
    for (game, kind, out), n in report.outcomes.items():
        by_game[(game, out)] += n
        by_kind[(kind, out)] += n
    outs = ("loaded", "SaveError", "other")
    total = sum(report.outcomes.values())
    lines.append(f"{total} mutated saves in {seconds:.0f} s ({total / max(seconds, 1e-9):.0f}/s)")
    header = f"{'':16}" + "".join(f"{out:>12}" for out in outs)
    for title, counts, keys in (("per game", by_game, GAMES), ("per mutation", by_kind, MUTATIONS)):
        lines += ["", f"{title}:", header]
        for key in keys:
            lines.append(f"{key:16}" + "".join(f"{counts[(key, out)]:>12}" for out in outs))
    lines.append(
        f"\nEvery loaded save was saved again and reloaded (same text) and scored; its sheets "
        f"were printed to a PDF in memory for every {print_every}th loaded save only "
        f"({report.printed} printed), printing being the slow part."
    )
    lines.append(f"Other exceptions: {report.other}")
    lines += report.failures
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.fuzz_saves", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--cases", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--print-every", type=int, default=PRINT_EVERY)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    report = run(args.cases, args.seed, args.workers, args.print_every)
    print(summary(report, time.perf_counter() - start, args.print_every))
    return 1 if report.other else 0


if __name__ == "__main__":
    sys.exit(main())
