"""The Statistics dialog's figures on a long, varied history: worked out cheaply (each game's
derived values once, when read) and the same as a straightforward reckoning from the file."""

from __future__ import annotations

import gc
import json
import random
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from qwixx_desktop.ai.kit import LEVELS
from qwixx_desktop.games.crossing import LOCK_CROSSES, MISTHROW_POINTS
from qwixx_desktop.stats import (
    NO_COMPUTER,
    DailyTally,
    GameRecord,
    HistoryPoint,
    HistoryStretch,
    SeatRecord,
    StatsStore,
    Streak,
    Tally,
    _line,
)
from qwixx_desktop.ui.stats_dialog import ALL_GAMES, DETAIL_LIMIT, STRETCHES, read_view

from .test_ui_stats_load import history

TODAY = date(2025, 3, 10)
GAMES = ("classic", "longo", "onboard", "qwantum", "future")  # "future": a newer version's
CONTROLLERS = ("human", *LEVELS, "legend")  # "legend": a level this version does not know


def varied_history(rng: random.Random, count: int) -> list[GameRecord]:
    """Ties, several humans, unknown levels and games, hints, house rules, daily games (the
    same day and game twice too, days after today, runs of days)."""
    made = []
    for number in range(count):
        seats = [SeatRecord("You", "human", rng.randint(-20, 150))]
        for seat in range(1, rng.randint(1, 5)):
            controller = rng.choice(CONTROLLERS)
            score = seats[0].score if rng.random() < 0.15 else rng.randint(-20, 150)
            seats.append(SeatRecord(f"P{seat}", controller, score))
        best = max(seat.score for seat in seats)
        winners = tuple(index for index, seat in enumerate(seats) if seat.score == best)
        hints = tuple(sorted(rng.sample(range(len(seats)), rng.choice((0, 0, 1, 2)) % len(seats))))
        rules: dict[str, int] = rng.choice(
            ({}, {}, {}, {LOCK_CROSSES: 3}, {LOCK_CROSSES: 4, MISTHROW_POINTS: 10})
        )
        day = ""
        if rng.random() < 0.3:
            day = (TODAY - timedelta(days=rng.randint(-3, 60))).isoformat()
        made.append(
            GameRecord(
                f"2025-01-01T10:{number // 60 % 60:02d}:{number % 60:02d}+01:00",
                rng.choice(GAMES),
                tuple(seats),
                winners,
                hints,
                tuple(sorted(rules.items())),
                day,
            )
        )
    return made


def written(home: Path, records: list[GameRecord]) -> StatsStore:
    """The records written with the app's own writer, with a damaged line and a newer
    version's record among them."""
    lines = [_line(record) for record in records]
    lines.insert(len(lines) // 2, b"{damaged\n")
    lines.insert(len(lines) // 3, json.dumps({"v": 99, "game": "classic"}).encode() + b"\n")
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    store.path.write_bytes(b"".join(lines))
    return store


# ---------------------------------------------------------------------------- the reference


def reference_game(data: dict[str, Any]) -> dict[str, Any]:
    """What the figures need of one game, reckoned from its line in the file."""
    seats = data["seats"]
    humans = [index for index, seat in enumerate(seats) if seat["controller"] == "human"]
    level = NO_COMPUTER
    for seat in seats:
        controller = seat["controller"]
        if controller == "human":
            continue
        rank = LEVELS.index(controller) if controller in LEVELS else -1
        if level == NO_COMPUTER or rank > (LEVELS.index(level) if level in LEVELS else -1):
            level = controller
    rules = data.get("house_rules", {})
    return {
        "game": data["game"],
        "kind": "+".join([data["game"]] + [f"{key}={rules[key]}" for key in sorted(rules)]),
        "score": max(seats[index]["score"] for index in humans),
        "won": any(index in data["winners"] for index in humans),
        "hinted": bool(data["hints"]),
        "level": level,
        "daily": data.get("daily", ""),
    }


def reference_tally(games: list[dict[str, Any]]) -> Tally:
    scores = [game["score"] for game in games]
    return Tally(
        played=len(games),
        wins=len([game for game in games if game["won"]]),
        best=max(scores),
        average=sum(scores) / len(scores),
        hinted=len([game for game in games if game["hinted"]]),
    )


def reference_levels(games: list[dict[str, Any]]) -> dict[str, Tally]:
    found = {game["level"] for game in games}
    order = [level for level in LEVELS if level in found]
    order += sorted(found - set(LEVELS) - {NO_COMPUTER})
    order += [NO_COMPUTER] if NO_COMPUTER in found else []
    return {level: reference_tally([g for g in games if g["level"] == level]) for level in order}


def reference_chart(games: list[dict[str, Any]]) -> tuple[list[HistoryPoint], list[Any]]:
    points = [
        HistoryPoint(number, game["game"], game["score"], game["won"], game["hinted"], game["kind"])
        for number, game in enumerate(games, start=1)
    ]
    if len(points) <= DETAIL_LIMIT:
        return points, []
    size = -(-len(points) // STRETCHES)
    stretches = []
    keys = []  # (stretch, kind) in the order first met
    for point in points:
        key = ((point.number - 1) // size, point.kind)
        if key not in keys:
            keys.append(key)
    for index, kind in keys:
        group = [p for p in points if (p.number - 1) // size == index and p.kind == kind]
        scores = sorted(p.score for p in group)
        quarter = (len(scores) - 1) // 4
        stretches.append(
            HistoryStretch(
                index * size + 1,
                size,
                group[0].game,
                kind,
                len(scores),
                sum(scores) / len(scores),
                scores[quarter],
                scores[len(scores) - 1 - quarter],
            )
        )
    return points, stretches


def reference_daily(games: list[dict[str, Any]]) -> tuple[dict[str, DailyTally], Streak]:
    results: dict[tuple[str, str], dict[str, Any]] = {}
    for game in games:
        if game["daily"] and (game["daily"], game["game"]) not in results:
            results[(game["daily"], game["game"])] = game
    tallies = {}
    for name in sorted(
        {name for _, name in results}, key=lambda n: min(k for k in results if k[1] == n)
    ):
        days = [results[key] for key in sorted(results) if key[1] == name]
        tallies[name] = DailyTally(
            len(days),
            max(day["score"] for day in days),
            len([day for day in days if day["won"]]),
            days[-1]["daily"],
            days[-1]["score"],
        )
    played = {date.fromisoformat(day) for day, _ in results}
    longest = 0
    for day in played:
        if day - timedelta(days=1) not in played:
            run = 1
            while day + timedelta(days=run) in played:
                run += 1
            longest = max(longest, run)
    current = 0
    day = TODAY if TODAY in played else TODAY - timedelta(days=1)
    while day in played:
        current, day = current + 1, day - timedelta(days=1)
    return tallies, Streak(current, longest)


# ---------------------------------------------------------------------------- the tests


@pytest.mark.parametrize(("seed", "count"), [(1, 40), (2, DETAIL_LIMIT + 1), (3, 1500)])
def test_every_figure_of_the_statistics_is_the_straightforward_one(
    home: Path, seed: int, count: int
) -> None:
    records = varied_history(random.Random(seed), count)
    store = written(home, records)
    view = read_view(store, TODAY, lambda: False)
    assert view is not None
    lines = store.path.read_text(encoding="utf-8").splitlines()
    found = [json.loads(line) for line in lines if line.startswith('{"v":1,')]
    games = [reference_game(line) for line in found]
    assert len(view.loaded.records) == count == len(games)
    assert (view.loaded.skipped, view.loaded.newer) == (1, 1)
    kinds: dict[str, list[dict[str, Any]]] = {}
    for game in games:
        kinds.setdefault(game["kind"], []).append(game)
    assert view.kinds == {kind: reference_tally(group) for kind, group in kinds.items()}
    assert list(view.kinds) == list(kinds)  # in the order first played
    assert {kind: view.samples[kind] for kind in kinds} == {
        kind: records[[g["kind"] for g in games].index(kind)] for kind in kinds
    }
    choices = {ALL_GAMES: games, **kinds}
    assert list(view.levels) == list(view.charts) == list(choices)
    for choice, group in choices.items():
        levels = reference_levels(group)
        assert view.levels[choice] == levels and list(view.levels[choice]) == list(levels)
        points, stretches = reference_chart(group)
        assert list(view.charts[choice].points) == points, choice
        shown = view.charts[choice].points  # made when asked: as a list of them
        assert (shown[-1], shown[3:9:2], len(shown)) == (points[-1], points[3:9:2], len(points))
        firsts = view.charts[choice].firsts  # each kind's first game, in order
        kinds_met = list(dict.fromkeys(p.kind for p in points))
        assert list(firsts.items()) == [
            (k, next(p for p in points if p.kind == k)) for k in kinds_met
        ]
        assert view.charts[choice].stretches == stretches, choice
    daily, streak = reference_daily(games)
    assert view.daily == daily and list(view.daily) == list(daily)
    assert view.streak == streak
    if count > 1000:  # the generator makes every case the figures tell apart
        assert len(kinds) >= 10 and streak.longest > 1 and len(view.levels[ALL_GAMES]) == 6
        assert any(
            len([s for s in line["seats"] if s["controller"] == "human"]) > 1 for line in found
        )


def test_the_view_reads_no_game_s_seats_again(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # At 20 000 games each opening of the Statistics cost the worker ~600 ms of CPU, the
    # window stalling for the interpreter: each game's score, win, level and kind were worked
    # out again from its seats at every use, ~200 000 times a view. Now once, when read.
    store = written(home, varied_history(random.Random(4), 500))
    assert len(store.load().records) == 500  # read once: the store keeps them
    looked = [0]
    real = SeatRecord.is_human

    def is_human(seat: SeatRecord) -> bool:
        looked[0] += 1
        return bool(real.__get__(seat))

    monkeypatch.setattr(SeatRecord, "is_human", property(is_human))
    view = read_view(store, TODAY, lambda: False)
    assert view is not None and view.kinds
    assert looked[0] == 0


def test_the_view_of_a_long_history_keeps_no_object_per_game(home: Path) -> None:
    # The view kept two points per game (the chart of all games and of its kind), 40 000
    # objects at 20 000 games: enough to set off a full garbage collection on the worker,
    # through every record kept, that held the interpreter and stalled the window 50-150 ms
    # at each opening. The summarised chart needs their count and stretches, not the points.
    count = 6000
    store = history(home, count)  # one game: its chart and that of all games are summarised
    assert len(store.load().records) == count
    gc.collect()
    before = len(gc.get_objects())
    view = read_view(store, TODAY, lambda: False)
    gc.collect()
    kept = len(gc.get_objects()) - before
    assert view is not None and len(view.charts[ALL_GAMES].points) == count
    assert kept < count / 20, kept  # ~120 stretches and a few sums; it was 12 000 points
