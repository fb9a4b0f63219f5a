"""The daily challenge without the window: the day's seed, its game, the expert's score, the
`daily` command and the daily records in the statistics."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.kit import EXPERT
from qwixx_desktop.cli import main
from qwixx_desktop.daily import (
    DAILY_NOTE,
    EXPERT_SEAT,
    YOUR_SEAT,
    DailyTag,
    daily_game,
    daily_seed,
    daily_tag,
    expert_score,
    open_as_practice,
)
from qwixx_desktop.engine import HUMAN, Roll
from qwixx_desktop.engine.chance import SEED_MAX
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.games import game_keys, get_game
from qwixx_desktop.simulate import play_out
from qwixx_desktop.stats import (
    GameRecord,
    SeatRecord,
    StatsStore,
    Streak,
    by_game,
    daily_by_game,
    daily_result,
    daily_results,
    daily_streak,
    parse_lines,
    record_game,
)

from .helpers import play_with_coach

DAY = date(2026, 11, 23)


# ---------------------------------------------------------------------------- the seed


def test_the_seed_is_pinned() -> None:
    """The documented function, forever: changing it would change every past day's game."""
    assert daily_seed("classic", DAY) == 226404053319389096
    assert daily_seed("classic", date(2027, 1, 1)) == 1892056432049394349
    assert daily_seed("longo", DAY) == 4812690037070485274


def test_the_seed_differs_per_game_and_per_day() -> None:
    days = [DAY + timedelta(days=n) for n in range(60)]
    seeds = {(key, day): daily_seed(key, day) for key in game_keys() for day in days}
    assert len(set(seeds.values())) == len(seeds)


@given(st.dates(), st.sampled_from(("classic", "longo", "onboard", "qwantum")))
def test_the_seed_is_a_game_seed(day: date, key: str) -> None:
    assert 0 <= daily_seed(key, day) <= SEED_MAX


# ---------------------------------------------------------------------------- the game


def test_the_days_game_is_you_against_the_expert_on_the_days_dice() -> None:
    for key in game_keys():
        game = daily_game(key, DAY, "Ana", "Expert")
        assert game.setup.seed == daily_seed(key, DAY)
        assert [p.controller for p in game.players] == [HUMAN, EXPERT]
        assert (YOUR_SEAT, EXPERT_SEAT) == (0, 1)
        assert daily_tag(game) is not None and daily_tag(game) == daily_tag(loads(dumps(game)))
        spec = get_game(key)
        assert dict(game.setup.options) == dict(
            get_game(key).rules.normalise_options(
                spec.read_data(spec.boards[0] if spec.boards else "")
            )
        )


def test_everyone_sees_the_same_dice_whatever_they_do() -> None:
    """Two people who play the day's game differently get the same first rolls."""
    played = []
    for bot_name in ("random", EXPERT):
        game = daily_game("classic", DAY, "You", "Expert")
        bots = [make_bot(bot_name, game.rules, 3), make_bot(EXPERT, game.rules, 4)]
        rolls: list[tuple[int | None, ...]] = []
        while len(rolls) < 4:
            if game.needs_roll:
                game.roll()
                roll = game.log[-1]
                assert isinstance(roll, Roll)
                rolls.append(roll.dice)
            else:
                for player in game.deciders():
                    game.decide(player, bots[player](game.state, player))
        played.append((rolls, [action for action in game.log if not isinstance(action, Roll)]))
    assert played[0][0] == played[1][0]
    assert played[0][1] != played[1][1]  # they did play differently


@pytest.mark.parametrize(
    "notes",
    [{}, {DAILY_NOTE: "2026-11-23"}, {DAILY_NOTE: {"date": "yesterday"}}, {DAILY_NOTE: {}}],
)
def test_notes_that_make_no_sense_are_no_daily_challenge(notes: dict[str, object]) -> None:
    game = daily_game("classic", DAY, "You", "Expert")
    game.notes = dict(notes)
    assert daily_tag(game) is None


@pytest.mark.parametrize("record", [True, False])
def test_a_daily_game_opened_from_a_file_is_practice_and_stays_so(record: bool) -> None:
    game = play_with_coach(daily_game("classic", DAY, "You", "Expert", record=record))
    opened = loads(dumps(game))
    assert open_as_practice(opened) == DailyTag(DAY, record=False, opened=True)
    assert daily_tag(loads(dumps(opened))) == DailyTag(DAY, record=False, opened=True)
    record_made = record_game(opened)
    assert record_made is not None and record_made.daily == ""
    assert daily_tag(game) == DailyTag(DAY, record=record)  # the game on the table: unchanged


def test_an_ordinary_game_opened_from_a_file_is_left_alone() -> None:
    game = daily_game("classic", DAY, "You", "Expert")
    game.notes = {"other": 1}
    assert open_as_practice(game) is None and game.notes == {"other": 1}


def test_the_experts_score_is_the_expert_in_your_seat() -> None:
    result = expert_score("classic", DAY)
    game = daily_game("classic", DAY, "", "")
    bots = [make_bot(EXPERT, game.rules, game.setup.seed + seat) for seat in (0, 1)]
    final = play_out(game.rules, game.initial_state, bots)
    card = game.rules.scores(final)[YOUR_SEAT]
    assert (result.seed, result.score, result.misthrows) == (
        game.setup.seed,
        card.total,
        card.misthrows,
    )
    assert expert_score("classic", DAY) == result  # the same for everyone, every time


# ---------------------------------------------------------------------------- the command


def test_the_daily_command_prints_the_seed_and_the_experts_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["daily", "--date", "2026-11-23", "--game", "classic"]) == 0
    expert = expert_score("classic", DAY).score
    assert capsys.readouterr().out == (
        f"Qwixx daily 2026-11-23 (classic): seed 226404053319389096, expert {expert}\n"
    )


@pytest.mark.parametrize("argv", [["--date", "2026-13-01"], ["--date", "x"], ["--game", "nope"]])
def test_the_daily_command_refuses_bad_input(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["daily", *argv])
    assert exit_.value.code == 2
    error = capsys.readouterr().err
    assert "qwixx-desktop daily: error: argument" in error and "Traceback" not in error


# ---------------------------------------------------------------------------- statistics


def finished_daily(record: bool = True, worst_every: int = 0) -> GameRecord:
    game = play_with_coach(daily_game("classic", DAY, "You", "Expert", record=record), worst_every)
    found = record_game(game)
    assert found is not None
    return found


def daily_record(day: date, game: str = "classic", score: int = 80, won: bool = True) -> GameRecord:
    return GameRecord(
        f"{day.isoformat()}T20:00:00+01:00",
        game,
        (SeatRecord("You", HUMAN, score), SeatRecord("Expert", EXPERT, 70)),
        (0,) if won else (1,),
        daily=day.isoformat(),
    )


def test_a_daily_game_is_recorded_with_its_day_and_practice_without(tmp_path: Path) -> None:
    recorded, practice = finished_daily(), finished_daily(record=False, worst_every=5)
    assert recorded.daily == "2026-11-23" and practice.daily == ""
    store = StatsStore(tmp_path / "statistics.jsonl")
    store.append(recorded)
    store.append(practice)
    loaded = store.load()
    assert loaded.records == (recorded, practice) and loaded.skipped == 0
    assert daily_result(loaded.records, "classic", DAY) == recorded
    assert daily_result(loaded.records, "classic", DAY + timedelta(days=1)) is None
    assert daily_result(loaded.records, "longo", DAY) is None
    # Both are games like any other in the sums.
    assert by_game(loaded.records)["classic"].played == 2


def test_a_day_counts_once() -> None:
    first = daily_record(DAY, score=90)
    again = daily_record(DAY, score=120)
    assert daily_results([first, again]) == {("2026-11-23", "classic"): first}
    assert daily_by_game([first, again])["classic"].best == 90


def test_old_statistics_lines_load_unchanged() -> None:
    old = (
        '{"v":1,"finished":"2026-11-20T21:00:00+01:00","game":"classic","seats":[{"name":"You",'
        '"controller":"human","score":80},{"name":"Ada","controller":"medium","score":70}],'
        '"winners":[0],"hints":[]}'
    )
    loaded = parse_lines([old])
    assert loaded.skipped == 0 and loaded.records[0].daily == ""
    assert json.loads(old) == loaded.records[0].to_json()  # written back as it was
    assert daily_results(loaded.records) == {}


@pytest.mark.parametrize("daily", ["2026-13-01", "20261123", "", 5, None, ["2026-11-23"]])
def test_damaged_daily_entries_are_skipped_and_never_crash(daily: object) -> None:
    good = daily_record(DAY)
    damaged = {**good.to_json(), "daily": daily}
    lines = [json.dumps(good.to_json()), json.dumps(damaged)]
    loaded = parse_lines(lines)
    if daily == "":
        assert loaded.records[1].daily == "" and loaded.skipped == 0  # no daily: any game
    else:
        assert loaded.records == (good,) and loaded.skipped == 1


def test_the_streak_counts_consecutive_days_across_games_and_breaks_at_a_gap() -> None:
    start = date(2026, 11, 1)
    days = [0, 1, 2, 4, 5]  # a gap on day 3
    records = [daily_record(start + timedelta(days=n)) for n in days]
    records.append(daily_record(start + timedelta(days=5), game="longo"))  # same day: once
    records.append(daily_record(start + timedelta(days=4), game="qwantum", won=False))
    streak = daily_streak(records, start + timedelta(days=5))
    assert (streak.current, streak.longest) == (2, 3)
    # Not played yet today: yesterday's streak is still alive; a whole day missed ends it.
    assert daily_streak(records, start + timedelta(days=6)).current == 2
    assert daily_streak(records, start + timedelta(days=7)).current == 0
    assert daily_streak(records, start + timedelta(days=7)).longest == 3
    assert daily_streak([], start).longest == 0
    # In the order played or not.
    assert daily_streak(list(reversed(records)), start + timedelta(days=5)) == streak


def test_a_day_played_while_the_clock_was_ahead_does_not_hide_the_streak() -> None:
    # The streak was that of the newest day: one result of a day to come (the clock set
    # ahead, then put right) made the current streak 1, or 0, until that day came.
    start = date(2026, 11, 1)
    records = [daily_record(start + timedelta(days=n)) for n in range(4)]
    records.append(daily_record(date(2038, 1, 19), game="longo"))
    assert daily_streak(records, start + timedelta(days=3)) == Streak(4, 4)
    assert daily_streak(records, start + timedelta(days=4)).current == 4  # yesterday's
    assert daily_streak(records, start + timedelta(days=5)).current == 0
    assert daily_streak(records, date(2038, 1, 19)).current == 1
    assert daily_streak(records, start - timedelta(days=1)) == Streak(0, 4)


def test_the_best_and_the_days_per_game() -> None:
    records = [
        daily_record(DAY, score=85),
        daily_record(DAY + timedelta(days=1), score=112, won=False),
        daily_record(DAY + timedelta(days=2), score=97),
        daily_record(DAY, game="longo", score=60),
    ]
    tallies = daily_by_game(records)
    assert tallies["classic"].days == 3 and tallies["classic"].best == 112
    assert tallies["classic"].beat_opponent == 2
    assert (tallies["classic"].last_day, tallies["classic"].last_score) == ("2026-11-25", 97)
    assert tallies["longo"].best == 60 and tallies["longo"].days == 1


def test_the_daily_module_and_the_statistics_load_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, qwixx_desktop.daily, qwixx_desktop.stats;"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "[]"
