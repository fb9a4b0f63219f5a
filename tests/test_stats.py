"""Statistics records and sums (Qt-free), the game notes in save files, the coach's review."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai.coach import ValueScale, advise, value_scale
from qwixx_desktop.ai.review import MIN_REGRET, review_game
from qwixx_desktop.engine import (
    PASS,
    Cross,
    Decision,
    Game,
    Player,
    SaveError,
    SetupError,
    get_rules,
)
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.games import get_game
from qwixx_desktop.games.crossing import LOCK_CROSSES, MISTHROW_POINTS
from qwixx_desktop.stats import (
    HINTS_NOTE,
    NO_COMPUTER,
    GameRecord,
    SeatRecord,
    StatsStore,
    _line,
    by_game,
    by_opponent_level,
    parse_lines,
    record_game,
    score_history,
    tally,
)

from .helpers import RED, bad_pass_game, play_with_coach


def _engine_takes_house_rules() -> bool:
    try:
        Game("classic", ["You"], 1, {LOCK_CROSSES: 3})
    except SetupError:
        return False
    return True


# House rules reach a game once the engine's rules take them as options (issue #13, the
# engine's part). Until that is merged these tests are expected to fail, and say so; after
# it, they run as any other test.
needs_house_rules = pytest.mark.xfail(
    not _engine_takes_house_rules(),
    reason="the engine does not take house-rule options yet (issue #13, engine part)",
    strict=True,
)


def record(
    game: str = "classic",
    scores: tuple[int, ...] = (30, 20),
    controllers: tuple[str, ...] = ("human", "medium"),
    hints: tuple[int, ...] = (),
    house_rules: dict[str, int] | None = None,
) -> GameRecord:
    seats = tuple(
        SeatRecord(f"P{seat}", controller, score)
        for seat, (controller, score) in enumerate(zip(controllers, scores, strict=True))
    )
    best = max(scores)
    winners = tuple(seat for seat, score in enumerate(scores) if score == best)
    rules = tuple(sorted((house_rules or {}).items()))
    return GameRecord("2024-05-01T10:00:00+00:00", game, seats, winners, hints, rules)


# ---------------------------------------------------------------------------- records


def test_record_of_a_finished_game_names_seats_scores_winners_and_hints() -> None:
    game = Game("classic", [Player("You"), Player("Ada", "hard")], 3)
    game.notes[HINTS_NOTE] = [0]
    play_with_coach(game)
    made = record_game(game, datetime(2024, 5, 1, 12, 0))
    assert made is not None
    assert made.game == "classic"
    assert [(s.name, s.controller) for s in made.seats] == [("You", "human"), ("Ada", "hard")]
    assert [s.score for s in made.seats] == [card.total for card in game.scores()]
    assert made.winners == game.winners()
    assert made.hints == (0,) and made.hinted
    assert made.finished.startswith("2024-05-01T12:00:00")
    assert GameRecord.from_json(json.loads(json.dumps(made.to_json()))) == made


def test_a_network_game_is_recorded_as_the_windows_own_seat_alone() -> None:
    """Ben's window recorded Ana's score as his best: a network game's record took the
    best of the people at the table, each of whom plays in a window of their own."""
    game = play_with_coach(Game("classic", [Player("Ana"), Player("Ben")], 3), worst_every=4)
    game.notes[HINTS_NOTE] = [0]
    totals = [card.total for card in game.scores()]
    assert totals[0] != totals[1]
    for seat in (0, 1):
        made = record_game(game, own_seat=seat)
        assert made is not None and made.own_seat == seat
        assert made.human_score == totals[seat]
        assert made.human_won == (seat in game.winners())
        assert made.hinted == (seat == 0)
        assert GameRecord.from_json(json.loads(json.dumps(made.to_json()))) == made
    # At one window (hot-seat) the people's best and any hint, as before.
    local = record_game(game)
    assert local is not None and local.own_seat is None and "own_seat" not in local.to_json()
    assert local.human_score == max(totals) and local.human_won and local.hinted
    # A computer's seat is never a window's own: the whole table's record then.
    ada = play_with_coach(Game("classic", [Player("You"), Player("Ada", "easy")], 3))
    when = datetime(2024, 5, 1, 12, 0)
    assert record_game(ada, when, own_seat=1) == record_game(ada, when) is not None
    for bad in (1.5, -1, 2, "1"):
        with pytest.raises(ValueError, match="own_seat"):
            GameRecord.from_json({**local.to_json(), "own_seat": bad})


def test_games_without_a_person_or_unfinished_are_not_recorded() -> None:
    computers = play_with_coach(Game("classic", [Player("A", "easy"), Player("B", "easy")], 1))
    assert record_game(computers) is None
    assert record_game(Game("classic", ["You", "Ada"], 1)) is None


def test_a_tutorial_game_is_not_recorded() -> None:
    from qwixx_desktop.stats import TUTORIAL_NOTE
    from qwixx_desktop.ui.tutorial import start_tutorial_game, tutorial_of

    game = start_tutorial_game("classic", tutorial_of("classic"))
    assert game.notes[TUTORIAL_NOTE]
    play_with_coach(game)
    assert game.is_over and record_game(game) is None
    del game.notes[TUTORIAL_NOTE]
    assert record_game(game) is not None


def test_opponent_level_is_the_strongest_computer_at_the_table() -> None:
    assert (
        record(controllers=("human", "easy", "hard", "medium"), scores=(1, 2, 3, 4)).opponent_level
        == "hard"
    )
    assert record(controllers=("human", "human")).opponent_level == NO_COMPUTER
    levels = by_opponent_level(
        [
            record(controllers=("human", "expert")),
            record(controllers=("human", "human")),
            record(controllers=("human", "easy")),
            record(controllers=("human", "easy"), scores=(10, 50)),
        ]
    )
    assert list(levels) == ["easy", "expert", NO_COMPUTER]
    assert levels["easy"].played == 2 and levels["easy"].wins == 1


def test_hot_seat_counts_the_best_person_and_a_win_by_any_person() -> None:
    made = record(controllers=("human", "human", "hard"), scores=(10, 40, 30))
    assert made.human_score == 40 and made.human_won


def test_tally_by_game_and_history() -> None:
    records = [
        record("classic", (30, 20), hints=(0,)),
        record("longo", (50, 60)),
        record("classic", (-4, 10)),
    ]
    games = by_game(records)
    assert list(games) == ["classic", "longo"]
    assert games["classic"].played == 2 and games["classic"].wins == 1
    assert games["classic"].best == 30 and games["classic"].average == 13
    assert games["classic"].hinted == 1 and games["longo"].hinted == 0
    assert games["longo"].win_rate == 0
    history = score_history(records)
    assert [(p.number, p.game, p.score, p.won, p.hinted) for p in history] == [
        (1, "classic", 30, True, True),
        (2, "longo", 50, False, False),
        (3, "classic", -4, False, False),
    ]
    assert tally([]).played == 0 and tally([]).best is None


def test_house_rule_games_are_summed_apart_from_standard_ones() -> None:
    records = [
        record("classic", (30, 20)),
        record("classic", (80, 20), house_rules={LOCK_CROSSES: 3}),
        record("classic", (10, 20)),
        record("classic", (60, 70), house_rules={LOCK_CROSSES: 3}),
        record("classic", (-5, 20), house_rules={LOCK_CROSSES: 3, MISTHROW_POINTS: 10}),
    ]
    games = by_game(records)
    assert list(games) == [
        "classic",
        "classic+lock_crosses=3",
        "classic+lock_crosses=3+misthrow_points=10",
    ]
    # The standard games' best and average are theirs alone.
    assert games["classic"].played == 2
    assert games["classic"].best == 30 and games["classic"].average == 20
    assert games["classic+lock_crosses=3"].best == 80
    assert games["classic+lock_crosses=3"].average == 70
    assert games["classic+lock_crosses=3+misthrow_points=10"].played == 1
    history = score_history(records)
    assert [p.kind for p in history] == [r.kind for r in records]
    assert [p.game for p in history] == ["classic"] * 5


def test_house_rules_survive_the_file_and_old_lines_load_as_standard_games() -> None:
    made = record(house_rules={MISTHROW_POINTS: 10, LOCK_CROSSES: 4})
    line = json.dumps(made.to_json())
    assert json.loads(line)["house_rules"] == {LOCK_CROSSES: 4, MISTHROW_POINTS: 10}
    assert parse_lines([line]).records == (made,)
    # A standard game's line is as it always was (older versions read it unchanged).
    assert "house_rules" not in record().to_json()
    old = (
        '{"v":1,"finished":"2024-05-01T10:00:00+00:00","game":"classic","seats":'
        '[{"name":"P0","controller":"human","score":30},'
        '{"name":"P1","controller":"medium","score":20}],"winners":[0],"hints":[]}'
    )
    loaded = parse_lines([old])
    assert loaded.skipped == 0 and loaded.records == (record(),)
    assert loaded.records[0].house_rules == () and loaded.records[0].kind == "classic"
    for bad in ([1], {"lock_crosses": "3"}, {"lock_crosses": True}):
        assert parse_lines([json.dumps({**record().to_json(), "house_rules": bad})]).skipped == 1


def test_house_rules_in_options_are_those_off_the_defaults() -> None:
    assert get_game("classic").house_rules_in({}) == {}
    assert get_game("classic").house_rules_in({LOCK_CROSSES: 5, MISTHROW_POINTS: 10}) == {
        MISTHROW_POINTS: 10
    }
    assert get_game("longo").house_rules_in({LOCK_CROSSES: 5}) == {LOCK_CROSSES: 5}  # Longo's is 6
    assert get_game("qwantum").house_rules_in({LOCK_CROSSES: 3}) == {}  # no house rules there


@needs_house_rules
def test_a_house_rule_game_is_recorded_with_its_house_rules() -> None:
    game = play_with_coach(
        Game("classic", [Player("You"), Player("Ada", "easy")], 4, {LOCK_CROSSES: 3})
    )
    made = record_game(game)
    assert made is not None and made.house_rules == ((LOCK_CROSSES, 3),)
    assert made.kind == "classic+lock_crosses=3"
    standard = record_game(play_with_coach(Game("classic", [Player("You")], 4)))
    assert standard is not None and standard.house_rules == ()


seat_lists = st.lists(
    st.tuples(
        st.sampled_from(["human", "easy", "medium", "hard", "expert"]), st.integers(-20, 200)
    ),
    min_size=1,
    max_size=5,
).filter(lambda seats: any(controller == "human" for controller, _ in seats))


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["classic", "longo", "qwantum"]), seat_lists),
        min_size=1,
        max_size=30,
    )
)
def test_sums_are_consistent(games: list[tuple[str, list[tuple[str, int]]]]) -> None:
    records = [
        record(game, tuple(s for _, s in seats), tuple(c for c, _ in seats))
        for game, seats in games
    ]
    whole = tally(records)
    assert whole.played == len(records)
    assert 0 <= whole.wins <= whole.played
    assert whole.best is not None and whole.average is not None
    assert whole.best >= whole.average
    assert whole.best == max(r.human_score for r in records)
    for groups in (by_game(records), by_opponent_level(records)):
        assert sum(t.played for t in groups.values()) == whole.played
        assert sum(t.wins for t in groups.values()) == whole.wins
        assert max(t.best for t in groups.values() if t.best is not None) == whole.best
    # Every record survives its JSON line.
    assert parse_lines(json.dumps(r.to_json()) for r in records).records == tuple(records)


# ---------------------------------------------------------------------------- the file


def test_store_appends_lines_and_skips_damaged_ones(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats" / "statistics.jsonl")
    assert store.load().records == ()
    store.append(record(scores=(30, 20)))
    with open(store.path, "a", encoding="utf-8") as handle:
        handle.write('{"v": 1, "game": "classic", "seats": [')  # a crash mid-line
    store.append(record(scores=(5, 20)))
    with open(store.path, "a", encoding="utf-8") as handle:
        handle.write('{"v": 1}\nnot json at all\n\n[1, 2]\n')
    loaded = store.load()
    assert [r.human_score for r in loaded.records] == [30, 5]
    assert loaded.skipped == 4
    # The line after the cut-short one starts on its own line.
    lines = store.path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[2])["seats"][0]["score"] == 5
    store.reset()
    assert not store.path.exists() and store.load().records == ()


@pytest.mark.parametrize(
    "bad",
    [
        {"v": 1, "finished": "x", "game": "classic", "seats": [], "winners": [0]},
        {
            "v": 1,
            "finished": "x",
            "game": "classic",
            "seats": [{"name": "A", "controller": "easy", "score": 3}],
            "winners": [0],
        },
        {
            "v": 1,
            "finished": "x",
            "game": "classic",
            "seats": [{"name": "A", "controller": "human", "score": 3}],
            "winners": [2],
        },
        {
            "v": 1,
            "finished": "x",
            "game": "classic",
            "seats": [{"name": "A", "controller": "human", "score": True}],
            "winners": [0],
        },
        {
            "v": 99,
            "finished": "x",
            "game": "classic",
            "seats": [{"name": "A", "controller": "human", "score": 3}],
            "winners": [0],
        },
    ],
)
def test_malformed_records_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        GameRecord.from_json(bad)


# ---------------------------------------------------------------------------- saves


def test_notes_survive_save_and_old_files_load_without_them() -> None:
    game = Game("classic", ["You", "Ada"], 8)
    game.roll()
    plain = dumps(game)
    assert "notes" not in json.loads(plain), "no notes, no field: files stay as before"
    assert loads(plain).notes == {}
    game.notes[HINTS_NOTE] = [1]
    again = loads(dumps(game))
    assert again.notes == {HINTS_NOTE: [1]} and again.state == game.state
    assert game.copy().notes == game.notes and game.copy().notes is not game.notes


def test_notes_of_the_wrong_type_are_a_clear_error() -> None:
    data = json.loads(dumps(Game("classic", ["You"], 1)))
    data["notes"] = [1, 2]
    with pytest.raises(SaveError, match="notes"):
        loads(json.dumps(data))


# ---------------------------------------------------------------------------- coach review


def test_value_scales() -> None:
    assert value_scale(get_rules("classic"), 1) is ValueScale.FINAL_SCORE
    assert value_scale(get_rules("classic"), 3) is ValueScale.WIN_CHANCE
    assert value_scale(get_rules("longo"), 2) is ValueScale.WIN_CHANCE
    assert value_scale(get_rules("longo"), 1) is ValueScale.FINAL_SCORE
    assert value_scale(get_rules("qwantum"), 1) is ValueScale.POINTS


def test_review_lists_the_bad_pass_first_with_its_regret() -> None:
    game, index = bad_pass_game()
    mistakes = review_game(game)
    assert mistakes, "the pass was a mistake"
    first = mistakes[0]
    assert first.index == index and first.player == 0 and first.roll == 1
    assert first.played.move == PASS
    before = game.copy()
    before.truncate(index)
    ranking = advise(before.rules, before.state, 0)
    assert first.best.move == ranking[0].move == Cross(RED, 7)
    expected = next(a.regret for a in ranking if a.move == PASS)
    assert first.regret == pytest.approx(expected)
    assert first.regret > 0.08, "clearly bad: about a tenth of a win lost"
    # Only the human seat is judged; the perfect moves are not listed.
    assert all(m.player == 0 and m.regret > MIN_REGRET[ValueScale.WIN_CHANCE] for m in mistakes)
    assert review_game(game, seats=[1]) == []


def test_review_judges_a_choice_on_what_the_player_saw() -> None:
    # Two people at one computer: Ann crossed red 9 unseen, then Ben chose. The review judged
    # Ben with Ann's cross in the position (his best move: 52 % to win, not 36 %), unlike
    # the hint he had during the game.
    players = [Player("Ann"), Player("Ben"), Player("Cy", "easy")]
    game = Game("classic", players, 3)
    game.roll()
    seen = advise(game.rules, game.state, 1)
    game.decide(0, Cross(RED, 9))
    game.decide(1, seen[-1].move)  # the coach's worst move: a mistake either way
    game.decide(2, PASS)
    (mistake,) = review_game(game, seats=[1])
    assert mistake.ranking == tuple(seen)


@pytest.mark.parametrize("game_key", ["classic", "longo", "onboard", "qwantum"])
def test_review_works_for_every_game(game_key: str) -> None:
    # Now and then the worst move, else the best.
    game = play_with_coach(
        Game(
            game_key, [Player("You"), Player("Bot", "easy")], 6, get_game(game_key).read_data("a")
        ),
        worst_every=7,
    )
    seen: list[tuple[int, int]] = []
    mistakes = review_game(game, progress=lambda done, total: seen.append((done, total)))
    humans = sum(1 for a in game.log if isinstance(a, Decision) and a.player == 0)
    assert seen[-1] == (humans, humans)
    assert 0 < len(mistakes) <= 5
    regrets = [m.regret for m in mistakes]
    assert regrets == sorted(regrets, reverse=True)
    assert all(m.best.regret == 0 and m.played.move != m.best.move for m in mistakes)


def test_review_stops_when_cancelled() -> None:
    game, _ = bad_pass_game()
    calls: list[int] = []
    review_game(game, progress=lambda done, total: calls.append(done), cancelled=lambda: True)
    assert calls == []


def test_a_game_recorded_while_the_statistics_are_read_is_not_kept_waiting(
    tmp_path: Path,
) -> None:
    """A long history takes seconds to read (off the GUI thread); the game that ends meanwhile
    is recorded on the GUI thread and must not wait for the whole read."""
    import threading

    store = StatsStore(tmp_path / "statistics.jsonl")
    for score in range(5):
        store.append(record(scores=(score, 0)))
    appended: list[bool] = []

    def record_one_more_midway() -> bool:
        if not appended:
            writer = threading.Thread(target=store.append, args=(record(scores=(99, 0)),))
            writer.start()
            writer.join(timeout=5)
            appended.append(not writer.is_alive())
        return False

    loaded = store.load(stop=record_one_more_midway)
    assert appended == [True], "the new game waited for the read to end"
    assert [r.seats[0].score for r in loaded.records] == [0, 1, 2, 3, 4] and not loaded.skipped
    assert [r.seats[0].score for r in store.load().records] == [0, 1, 2, 3, 4, 99]


# ---------------------------------------------------------------------------- records kept


def counted_lines(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The count of lines read (from the file or from a line just written), as it grows."""
    from qwixx_desktop import stats

    read = [0]
    real = stats._read_lines

    def lines(handle: Any, size: int) -> Iterator[bytes | None]:
        for line in real(handle, size):
            read[0] += 1
            yield line

    monkeypatch.setattr(stats, "_read_lines", lines)
    return read


def test_the_records_read_are_kept_and_the_games_played_added_without_reading_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Statistics, the Daily challenge and its result card each read the whole file: at
    # 20 000 games each reading stalled the window for a third of a second.
    store = StatsStore(tmp_path / "statistics.jsonl")
    store.path.write_bytes(b"".join(_line(record(scores=(n, 0))) for n in range(200)))
    read = counted_lines(monkeypatch)
    assert len(store.load().records) == 200 and read[0] == 200
    assert len(store.load().records) == 200 and read[0] == 200, "read again"
    store.append(record(scores=(99, 0)))
    store.append(record(scores=(98, 0)))
    loaded = store.load()
    assert [r.human_score for r in loaded.records[-3:]] == [199, 99, 98]
    assert read[0] == 202, "read again after a game was recorded"
    assert loaded == StatsStore(store.path).load()


def test_the_records_kept_are_what_a_fresh_reading_finds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from qwixx_desktop import stats

    monkeypatch.setattr(stats, "MAX_LINE_BYTES", 400)
    path = tmp_path / "statistics.jsonl"
    newer = json.dumps({**record().to_json(), "v": 99}).encode()
    # A newer version's record, a damaged line and a last line cut short by a crash.
    path.write_bytes(_line(record()) + newer + b"\n{damaged\n" + _line(record())[:40])
    store = StatsStore(path)

    def same(when: str) -> None:
        assert store.load() == StatsStore(path).load(), when

    def outside_edit(data: bytes, replace: bool = False) -> None:
        """Another program writes the file: in place, or a new file put in its place,
        both with the old modification time (a restored copy) or a later one."""
        old = path.stat().st_mtime_ns
        target = path.with_suffix(".new") if replace else path
        target.write_bytes(data)
        os.utime(target, ns=(old, old if replace else old + 10**9))
        if replace:
            os.replace(target, path)

    same("first reading")
    store.append(record(scores=(7, 0)))  # after the line cut short
    store.append(record(scores=(8, 0)))
    same("games recorded")
    store.append(GameRecord("now", "classic", (SeatRecord("x" * 500, "human", 1),), (0,)))
    same("a line too long to read")
    data = path.read_bytes()
    outside_edit(data.replace(b'"score":7', b'"score":5'))
    assert store.load(stop=lambda: True).records == ()  # stopped at once: not kept
    same("a hand edit of the same size")
    outside_edit(data.replace(b'"score":7', b'"score":6'), replace=True)
    same("a copy of the same size put back")
    outside_edit(data[: len(data) // 2])
    same("cut short")
    with open(path, "ab") as handle:
        handle.write(b"\n" + _line(record(scores=(3, 0))) + b"[damaged]\n")
    same("a game and a damaged line written by another program")
    store.append(record(scores=(9, 0)))
    same("a game recorded after them")
    assert store.repair() is not None
    same("repaired")
    store.append(record(scores=(10, 0)))
    same("a game recorded after the repair")
    store.reset()
    same("reset")
    store.append(record(scores=(11, 0)))
    same("the first game after a reset")


def test_the_check_of_the_file_at_the_start_is_its_first_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The start reads every line to look for damage (on a worker): the Statistics dialog,
    # opened next, read them all again.
    store = StatsStore(tmp_path / "statistics.jsonl")
    store.path.write_bytes(b"".join(_line(record(scores=(n, 0))) for n in range(50)))
    read = counted_lines(monkeypatch)
    assert store.repair() is None
    assert len(store.load().records) == 50 and read[0] == 50


def test_the_records_kept_all_session_are_lean(tmp_path: Path) -> None:
    # Kept all session (see StatsStore): at 20 000 games they took 16 MB, a dictionary per
    # record and per seat and a copy of every name, level and game in each; now 8 MB.
    store = StatsStore(tmp_path / "statistics.jsonl")
    store.path.write_bytes(_line(record(scores=(1, 0))) + _line(record(scores=(2, 0))))
    first, second = store.load().records
    assert first.game is second.game and first.seats[1].name is second.seats[1].name
    assert first.seats[1].controller is second.seats[1].controller
    assert not hasattr(first, "__dict__") and not hasattr(first.seats[0], "__dict__")
