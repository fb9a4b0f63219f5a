"""Statistics of finished games: the records, their file and the sums shown to the player.

Qt-free. One JSON object per line ("JSON lines"), appended when a game with at least one
person at the table ends: each append is flushed and synced, so a crash loses at most the
game being written, and a damaged line is skipped when reading, never fatal; at the start
the app moves a damaged file aside (StatsStore.repair) and keeps its readable records.

Definitions (the Statistics dialog states them too):
* a game is won when a human seat is among the winners (ties included);
* its score is the best score of the human seats (hot-seat games count once);
* a network game is its window's person's alone ("own_seat"): won when that seat is among
  the winners, its score and hints are that seat's (the other people play in their own
  windows, and count it there);
* its opponent level is the strongest computer level at the table (easy < medium < hard <
  expert; "people only" when there is no computer player);
* a game played under house rules (crosses to lock, misthrows, ...) is summed apart from the
  standard games, and apart from games under other house rules;
* a daily challenge (daily.py) played for the record carries its day ("daily"): the first
  such game of a day and game is that day's result. The streak counts consecutive days with
  a result in any game (one streak for all games); it is alive until a day passes without
  one. The best is per game (scores of different games do not compare).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any, BinaryIO, overload

from .ai.kit import LEVELS
from .daily import daily_tag
from .engine import HUMAN, Game
from .engine.jsontext import parse_json
from .engine.save import MAX_SAVE_BYTES
from .games import get_game
from .storage import SetAside, open_regular, set_aside, write_bytes_atomic

RECORD_VERSION = 1
HINTS_NOTE = "hints"  # Game.notes key: the seats that asked the coach for a hint
RECORDED_NOTE = "statistics_recorded"  # Game.notes key: the game is in the statistics
# Game.notes key: a tutorial's game; its first dice were chosen by the script, so it is no record.
TUTORIAL_NOTE = "tutorial"
NO_COMPUTER = "none"
HouseRules = tuple[tuple[str, int], ...]  # (option key, value), sorted by key


class NewerRecord(ValueError):
    """A record of a newer version (its "v" above RECORD_VERSION): not damaged, only not
    readable here, so it stays in the file for that version."""


@dataclass(frozen=True, slots=True)
class SeatRecord:
    name: str
    controller: str  # "human" or a computer level
    score: int

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game."""

    finished: str  # ISO 8601 date and time, local with its UTC offset
    game: str  # the variant key
    seats: tuple[SeatRecord, ...]
    winners: tuple[int, ...]
    hints: tuple[int, ...] = ()  # seats that asked the coach for a hint
    house_rules: HouseRules = ()  # empty: the standard rules
    daily: str = ""  # a daily challenge played for the record: its day, YYYY-MM-DD
    # A network game: the seat of this window's person, the only one the record is about;
    # None: every human seat played at this window.
    own_seat: int | None = None

    # Worked out once, when the record is made (__post_init__), not at every use: the view of
    # the statistics asks each record for them several times, and at 20 000 games working
    # them out again from the seats at each call was ~200 000 calls, ~80 % of the worker's
    # time at each opening of the Statistics. Neither compared nor shown: they follow from
    # the fields above.
    # The game and its house rules, as one key: "classic" under the standard rules,
    # "classic+lock_crosses=3" under house rules. Games of one kind are summed together.
    kind: str = field(init=False, repr=False, compare=False)
    human_score: int = field(init=False, repr=False, compare=False)  # the human seats' best
    human_won: bool = field(init=False, repr=False, compare=False)  # a human seat among winners
    hinted: bool = field(init=False, repr=False, compare=False)  # a hint asked (own seat's)
    # The strongest computer level at the table, or NO_COMPUTER.
    opponent_level: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Raises ValueError for a record without a human seat, or whose own seat is not
        a human one."""
        humans = self.humans
        if not humans:
            raise ValueError("a record needs a human seat")
        if self.own_seat is not None and not self.seats[self.own_seat].is_human:
            raise ValueError("a record's own seat is a human seat")
        kind = "+".join([self.game, *(f"{key}={value}" for key, value in self.house_rules)])
        levels = [seat.controller for seat in self.seats if not seat.is_human]
        derived = {
            # One text for all the games of a kind (see from_json): kept all session.
            "kind": self.game if not self.house_rules else sys.intern(kind),
            "human_score": max(self.seats[seat].score for seat in humans),
            "human_won": any(seat in self.winners for seat in humans),
            "hinted": bool(self.hints) if self.own_seat is None else self.own_seat in self.hints,
            "opponent_level": max(levels, key=_level_rank) if levels else NO_COMPUTER,
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)  # frozen: set once, here

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats the record is about: its own seat in a network game, else every
        human seat."""
        if self.own_seat is not None:
            return (self.own_seat,)
        return tuple(seat for seat, record in enumerate(self.seats) if record.is_human)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "v": RECORD_VERSION,
            "finished": self.finished,
            "game": self.game,
            "seats": [
                {"name": s.name, "controller": s.controller, "score": s.score} for s in self.seats
            ],
            "winners": list(self.winners),
            "hints": list(self.hints),
        }
        if self.house_rules:  # standard games are written as before
            data["house_rules"] = dict(self.house_rules)
        if self.daily:  # older versions ignore it and count the game as any other
            data["daily"] = self.daily
        if self.own_seat is not None:  # older versions ignore it: the human seats' best
            data["own_seat"] = self.own_seat
        return data

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Raises ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a record is a JSON object")
        if not isinstance(data.get("v"), int):
            raise ValueError("unknown record version")
        if data["v"] > RECORD_VERSION:
            raise NewerRecord(f"record version {data['v']}")
        finished, game = data.get("finished"), data.get("game")
        if not isinstance(finished, str) or not isinstance(game, str):
            raise ValueError("a record needs its date and game")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not raw_seats:
            raise ValueError("a record needs its seats")
        seats = []
        for entry in raw_seats:
            if not (
                isinstance(entry, dict)
                and isinstance(entry.get("name"), str)
                and isinstance(entry.get("controller"), str)
                and _is_int(entry.get("score"))
            ):
                raise ValueError("a seat needs a name, a controller and a score")
            # One text for all the games' same names, controllers and games (interned): the
            # records are kept all session, and at 20 000 games these were a third of them.
            name, controller = sys.intern(entry["name"]), sys.intern(entry["controller"])
            seats.append(SeatRecord(name, controller, entry["score"]))
        winners = _seat_list(data.get("winners"), len(seats), "winners")
        hints = _seat_list(data.get("hints", []), len(seats), "hints")
        if not winners:
            raise ValueError("a record needs its winners")
        house_rules = data.get("house_rules", {})
        if not isinstance(house_rules, dict) or not all(
            isinstance(key, str) and _is_int(value) for key, value in house_rules.items()
        ):
            raise ValueError('"house_rules" must map option names to whole numbers')
        daily = data.get("daily", "")
        if daily != "" and _day(daily) is None:
            raise ValueError('"daily" must be a date, YYYY-MM-DD')
        own_seat = data.get("own_seat")
        if own_seat is not None and not (_is_int(own_seat) and 0 <= own_seat < len(seats)):
            raise ValueError('"own_seat" must be a seat number')
        return GameRecord(
            finished,
            sys.intern(game),
            tuple(seats),
            winners,
            hints,
            tuple(sorted(house_rules.items())),
            sys.intern(daily),
            own_seat,
        )


def _day(text: object) -> date | None:
    """The date written as YYYY-MM-DD (only that form), else None."""
    if not isinstance(text, str):
        return None
    try:
        day = date.fromisoformat(text)
    except ValueError:
        return None
    return day if day.isoformat() == text else None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_list(value: object, count: int, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(_is_int(s) and 0 <= s < count for s in value):
        raise ValueError(f'"{what}" must list seat numbers')
    return tuple(value)


def _level_rank(level: str) -> int:
    # Unknown levels (older or newer versions) rank below the known ones.
    levels = LEVELS
    return levels.index(level) if level in levels else -1


def record_game(
    game: Game, finished: datetime | None = None, own_seat: int | None = None
) -> GameRecord | None:
    """The record of a finished game, or None when no person played in it (or a tutorial).
    `own_seat`: a network game's, the seat of the window's person (the record is theirs)."""
    if not game.is_over or not any(player.is_human for player in game.players):
        return None
    if game.notes.get(TUTORIAL_NOTE):
        return None
    if own_seat is not None and not (
        0 <= own_seat < len(game.players) and game.players[own_seat].is_human
    ):
        own_seat = None  # no person's seat (never at a network window): every person's
    when = (finished or datetime.now()).astimezone()
    totals = [card.total for card in game.scores()]
    hints = game.notes.get(HINTS_NOTE, [])
    tag = daily_tag(game)
    return GameRecord(
        finished=when.isoformat(timespec="seconds"),
        game=game.setup.variant,
        seats=tuple(
            SeatRecord(player.name, player.controller, total)
            for player, total in zip(game.players, totals, strict=True)
        ),
        winners=tuple(game.winners()),
        hints=tuple(sorted({s for s in hints if _is_int(s) and 0 <= s < len(totals)})),
        house_rules=tuple(
            sorted(get_game(game.setup.variant).house_rules_in(game.setup.options).items())
        ),
        daily=tag.day.isoformat() if tag is not None and tag.record else "",
        own_seat=own_seat,
    )


# ---------------------------------------------------------------------------- sums


@dataclass(frozen=True, slots=True)
class Tally:
    """Games played, won and their scores (the human seats' best score of each game)."""

    played: int = 0
    wins: int = 0
    best: int | None = None
    average: float | None = None
    hinted: int = 0  # games in which a person asked the coach for a hint

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.played if self.played else None


def tally(records: Iterable[GameRecord]) -> Tally:
    chosen = list(records)
    if not chosen:
        return Tally()
    scores = [record.human_score for record in chosen]
    return Tally(
        played=len(chosen),
        wins=sum(record.human_won for record in chosen),
        best=max(scores),
        average=sum(scores) / len(scores),
        hinted=sum(record.hinted for record in chosen),
    )


def by_game(records: Iterable[GameRecord]) -> dict[str, Tally]:
    """A tally per game kind (`GameRecord.kind`: the game, apart under each set of house
    rules), in the order the kinds were first played."""
    return _grouped(records, lambda record: record.kind)


def by_opponent_level(records: Iterable[GameRecord]) -> dict[str, Tally]:
    """A tally per strongest computer level at the table: easy to expert, then others,
    then NO_COMPUTER."""
    groups = _grouped(records, lambda record: record.opponent_level)
    levels = LEVELS

    def order(level: str) -> tuple[int, int, str]:
        if level == NO_COMPUTER:
            return (2, 0, level)
        if level in levels:
            return (0, levels.index(level), level)
        return (1, 0, level)

    return {level: groups[level] for level in sorted(groups, key=order)}


def _grouped(records: Iterable[GameRecord], key: Any) -> dict[str, Tally]:
    groups: dict[str, list[GameRecord]] = {}
    for record in records:
        groups.setdefault(key(record), []).append(record)
    return {name: tally(group) for name, group in groups.items()}


@dataclass(frozen=True, slots=True)
class HistoryPoint:
    number: int  # 1 = the first game recorded
    game: str
    score: int
    won: bool
    hinted: bool
    kind: str = ""  # GameRecord.kind: the chart draws a line per kind


class ScoreHistory(Sequence[HistoryPoint]):
    """Every game's score in the order played: each point made when asked, from its record.
    The Statistics keep a history per choice of Show; made all at once, at 20 000 games they
    were 40 000 objects a view, and the worker's garbage collection they set off (a full one,
    through every record kept) held the interpreter, and the window, for 50-150 ms."""

    __slots__ = ("_records",)

    def __init__(self, records: Sequence[GameRecord]) -> None:
        self._records = records

    def __len__(self) -> int:
        return len(self._records)

    @overload
    def __getitem__(self, index: int) -> HistoryPoint: ...

    @overload
    def __getitem__(self, index: slice) -> list[HistoryPoint]: ...

    def __getitem__(self, index: int | slice) -> HistoryPoint | list[HistoryPoint]:
        numbers = range(1, len(self._records) + 1)
        if isinstance(index, slice):
            return [self._point(number) for number in numbers[index]]
        return self._point(numbers[index])

    def __iter__(self) -> Iterator[HistoryPoint]:
        return map(self._point, range(1, len(self._records) + 1))

    def firsts(self) -> dict[str, HistoryPoint]:
        """Each kind's first game, in the order the kinds were first played."""
        found: dict[str, int] = {}
        for number, record in enumerate(self._records, start=1):
            found.setdefault(record.kind, number)
        return {kind: self._point(number) for kind, number in found.items()}

    def _point(self, number: int) -> HistoryPoint:
        record = self._records[number - 1]
        return HistoryPoint(
            number, record.game, record.human_score, record.human_won, record.hinted, record.kind
        )


def score_history(records: Sequence[GameRecord]) -> ScoreHistory:
    """Every game's score in the order played."""
    return ScoreHistory(records)


@dataclass(frozen=True, slots=True)
class HistoryStretch:
    """The games of one kind among `size` games in a row of a long history, summarised: the
    chart of thousands of games draws no mark per game but a line through the stretches'
    averages, and for a single kind a band over their middle halves (`low` to `high`)."""

    first: int  # the stretch's first game number (the stretch is `first` to `first + size - 1`)
    size: int
    game: str
    kind: str
    count: int  # games of this kind in the stretch
    average: float
    low: int  # the middle half of their scores: the lower and upper quartile
    high: int


def stretch_size(count: int, stretches: int) -> int:
    """How many games in a row make one stretch: `count` games in at most `stretches`."""
    return max(1, -(-count // max(1, stretches)))


def summarise_history(points: Sequence[HistoryPoint], size: int) -> list[HistoryStretch]:
    """Each kind's games in each stretch of `size` games in a row, oldest first."""
    # Each group's game and scores, not its points: a history's points are made when asked
    # (ScoreHistory), and kept here they would all be alive at once.
    groups: dict[tuple[int, str], tuple[str, list[int]]] = {}
    for point in points:
        key = ((point.number - 1) // size, point.kind)
        groups.setdefault(key, (point.game, []))[1].append(point.score)
    stretches = []
    for (index, kind), (game, scores) in groups.items():
        scores.sort()
        stretches.append(
            HistoryStretch(
                first=index * size + 1,
                size=size,
                game=game,
                kind=kind,
                count=len(scores),
                average=sum(scores) / len(scores),
                low=scores[(len(scores) - 1) // 4],
                high=scores[-1 - (len(scores) - 1) // 4],
            )
        )
    return stretches


# ---------------------------------------------------------------------------- daily challenge


def daily_results(records: Iterable[GameRecord]) -> dict[tuple[str, str], GameRecord]:
    """Each day's result per game, keyed by (YYYY-MM-DD, game), oldest day first: the first
    record of a day and game (a later one could only come from a copied file)."""
    found: dict[tuple[str, str], GameRecord] = {}
    for record in records:
        if record.daily:
            found.setdefault((record.daily, record.game), record)
    return dict(sorted(found.items()))


def daily_result(records: Iterable[GameRecord], game: str, day: date) -> GameRecord | None:
    """The recorded result of `game`'s challenge on `day`, if it was played for the record."""
    return daily_results(records).get((day.isoformat(), game))


@dataclass(frozen=True, slots=True)
class Streak:
    current: int  # consecutive days up to today (or up to yesterday, if today is not played)
    longest: int


def daily_streak(records: Iterable[GameRecord], today: date) -> Streak:
    """Consecutive days with a daily result in any game (see the module's docstring)."""
    days = sorted({day for key, _ in daily_results(records) if (day := _day(key)) is not None})
    longest = run = 0
    previous: date | None = None
    # The current streak ends today at the latest: a day after today (played while the clock
    # was ahead) must not hide the streak of the days up to today.
    last: tuple[date, int] | None = None
    for day in days:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        longest = max(longest, run)
        previous = day
        if day <= today:
            last = (day, run)
    alive = last is not None and today - last[0] <= timedelta(days=1)
    return Streak(last[1] if last is not None and alive else 0, longest)


@dataclass(frozen=True, slots=True)
class DailyTally:
    days: int  # days played for the record
    best: int
    beat_opponent: int  # days on which you beat (or tied) the expert at your table
    last_day: str
    last_score: int


def daily_by_game(records: Iterable[GameRecord]) -> dict[str, DailyTally]:
    """Per game, the days played for the record, the best score and the last day."""
    groups: dict[str, list[GameRecord]] = {}
    for record in daily_results(records).values():
        groups.setdefault(record.game, []).append(record)
    return {
        game: DailyTally(
            days=len(group),
            best=max(record.human_score for record in group),
            beat_opponent=sum(record.human_won for record in group),
            last_day=group[-1].daily,
            last_score=group[-1].human_score,
        )
        for game, group in groups.items()
    }


# ---------------------------------------------------------------------------- the file


@dataclass(frozen=True, slots=True)
class Loaded:
    records: tuple[GameRecord, ...]
    skipped: int  # damaged lines left out
    newer: int = 0  # records of a newer version, left out (and kept in the file)


# The file has no size limit: a person who plays a lot keeps every game (a game's line is
# about 250 bytes; a file past 32 MB, 160 000 games, once counted as damaged and was moved
# aside). It is read a line at a time, and a line no further than this: a longer one is damaged
# (a game's names come from the new-game dialog or a save file of at most MAX_SAVE_BYTES).
MAX_LINE_BYTES = 4 * MAX_SAVE_BYTES
MAX_LINE_DEPTH = 6


def parse_lines(
    lines: Iterable[str | bytes | None], stop: Callable[[], bool] | None = None
) -> Loaded:
    """The records of the lines (text, or UTF-8 bytes; None for a line too long to read);
    blank lines are no record, a newer version's record counts as newer, every other line that
    is not a record as skipped. Reading ends early, with the records read so far, once `stop()`
    is true (a dialog closed while its statistics were being read)."""
    records: list[GameRecord] = []
    skipped = newer = 0
    for line in lines:
        if stop is not None and stop():
            break
        if line is not None and not line.strip():
            continue
        try:
            records.append(_read_line(line))
        except NewerRecord:
            newer += 1
        except ValueError:  # UnicodeDecodeError and the JSON errors included
            skipped += 1
    return Loaded(tuple(records), skipped, newer)


def _read_line(line: str | bytes | None) -> GameRecord:
    """Raises NewerRecord, or another ValueError for a damaged line."""
    if line is None:
        raise ValueError(f"a line longer than {MAX_LINE_BYTES} bytes")
    text = line.decode("utf-8") if isinstance(line, bytes) else line
    return GameRecord.from_json(parse_json(text, MAX_LINE_DEPTH))


def _damaged(line: bytes | None) -> bool:
    """Whether a line is damaged: a blank line or a newer version's record is not."""
    if line is not None and not line.strip():
        return False
    try:
        _read_line(line)
    except NewerRecord:
        return False
    except ValueError:
        return True
    return False


# What identifies the file's content without reading it: its device, inode, size, and times
# of change (ctime too: a copy put back with its old mtime, as cp -p does, changes it).
FileIdentity = tuple[int, int, int, int, int]


def _identity(status: os.stat_result) -> FileIdentity:
    return (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns, status.st_ctime_ns)


class StatsStore:
    """The statistics file: read a line at a time, appended one game at a time. Its methods
    may run on different threads (repair on a worker): one at a time, each whole.

    The records read are kept with the file's identity: the Statistics dialog, the Daily
    challenge and its result card each read them, and at 20 000 games every reading of the
    whole file stalled the window (the worker's garbage collections and its hold on the
    interpreter). Read again whole only when the file is no longer the one read (another
    version of the app, a hand edit, a copy put back); the app's own games are added to the
    kept records as they are written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._kept: tuple[FileIdentity, Loaded] | None = None  # what the file held when read

    def load(self, stop: Callable[[], bool] | None = None) -> Loaded:
        """Every readable record; a missing file is no games, damaged lines are skipped (a
        file that cannot be read counts as one damaged line). `stop`: as in parse_lines."""
        try:
            # The lock only while the file is opened and measured, not for the whole read (a
            # long history takes seconds): a game recorded meanwhile, on the GUI thread, goes
            # past what is read here, and a repair replaces the file, not this open one.
            with self._lock:
                handle = open_regular(self.path)
                identity = _identity(os.fstat(handle.fileno()))
                kept = self._kept
        except FileNotFoundError:
            return Loaded((), 0)
        except OSError:  # not a file, or unreadable: damaged as a whole
            return Loaded((), 1)
        with handle:
            if kept is not None and kept[0] == identity:
                return kept[1]
            try:
                loaded = parse_lines(_read_lines(handle, identity[2]), stop)
            except OSError:
                return Loaded((), 1)
        if stop is None or not stop():  # a reading stopped early is not the whole file
            with self._lock:
                self._kept = (identity, loaded)
        return loaded

    def repair(self) -> SetAside | None:
        """A file with damaged lines is moved aside (kept whole, for the person) and its other
        lines are written back as they were (a newer version's records too, for it to read);
        None when there was nothing to repair."""
        with self._lock:
            return self._repair()

    def _repair(self) -> SetAside | None:
        self._kept = None
        try:
            with open_regular(self.path) as handle:
                identity = _identity(os.fstat(handle.fileno()))
                loaded = parse_lines(_read_lines(handle, identity[2]))
            if not loaded.skipped:  # no damaged line: this check was the first reading
                self._kept = (identity, loaded)
                return None
            lines = (line for line in _lines(self.path) if line is not None and line.strip())
            kept = b"".join(line.rstrip(b"\n") + b"\n" for line in lines if not _damaged(line))
        except FileNotFoundError:
            return None
        except OSError:  # not a file, or unreadable: damaged as a whole
            aside = set_aside(self.path)
            if aside.kept_as is not None:
                with contextlib.suppress(OSError):  # an empty file in its place
                    write_bytes_atomic(self.path, lambda: b"")
            return aside
        # The damaged file is kept under a new name while it stays where it is, then the good
        # lines replace it at once: moved first, a crash or a kill before they were written
        # left no statistics (the games only in the file kept aside).
        aside = set_aside(self.path, keep_in_place=True)
        if aside.kept_as is not None:
            # If this fails, the games stay readable in the file kept aside.
            with contextlib.suppress(OSError):
                write_bytes_atomic(self.path, lambda: kept)
        return aside

    def append(self, record: GameRecord) -> None:
        """Add one game: a whole line, flushed and synced before returning (raises OSError)."""
        line = _line(record)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock, open(self.path, "ab+") as handle:
            # A line cut short by a crash must not swallow this one.
            prefix = b""
            if handle.seek(0, os.SEEK_END) > 0:
                handle.seek(-1, os.SEEK_END)
                if handle.read(1) != b"\n":
                    prefix = b"\n"
            before = os.fstat(handle.fileno())
            handle.write(prefix + line)
            handle.flush()
            os.fsync(handle.fileno())
            self._kept = self._appended(before, prefix + line, os.fstat(handle.fileno()))

    def _appended(
        self, before: os.stat_result, written: bytes, after: os.stat_result
    ) -> tuple[FileIdentity, Loaded] | None:
        """The kept records with the line just written, read as a fresh reading reads it;
        None (read the file again) unless they were the file's and only this line was added
        (another program appending at the same moment)."""
        kept = self._kept
        if (
            kept is None
            or kept[0] != _identity(before)
            or after.st_size != before.st_size + len(written)
        ):
            return None
        added = parse_lines(_read_lines(io.BytesIO(written), len(written)))
        loaded = Loaded(
            kept[1].records + added.records,
            kept[1].skipped + added.skipped,
            kept[1].newer + added.newer,
        )
        return _identity(after), loaded

    def reset(self) -> None:
        """Forget every game."""
        with self._lock:
            self._kept = None
            self.path.unlink(missing_ok=True)


def _lines(path: Path) -> Iterator[bytes | None]:
    """The file's lines, each with its b"\\n" (the last may lack it), read one at a time;
    None in place of a line longer than MAX_LINE_BYTES, which is read no further. OSError
    as storage.open_regular, or when reading fails."""
    with open_regular(path) as handle:
        yield from _read_lines(handle, os.fstat(handle.fileno()).st_size)


def _read_lines(handle: BinaryIO, size: int) -> Iterator[bytes | None]:
    """As _lines, from an open file and no further than its first `size` bytes."""
    left = size
    while left > 0 and (line := handle.readline(min(MAX_LINE_BYTES + 1, left))):
        left -= len(line)
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            yield None  # first: whoever looks for damage stops here (a gigabyte of zeros)
            while left > 0 and line and not line.endswith(b"\n"):  # the rest of it, unkept
                line = handle.readline(min(MAX_LINE_BYTES, left))
                left -= len(line)
        else:
            yield line


def _line(record: GameRecord) -> bytes:
    text = json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8") + b"\n"


__all__ = [
    "HINTS_NOTE",
    "NO_COMPUTER",
    "RECORDED_NOTE",
    "TUTORIAL_NOTE",
    "DailyTally",
    "GameRecord",
    "HistoryPoint",
    "HistoryStretch",
    "HouseRules",
    "Loaded",
    "NewerRecord",
    "ScoreHistory",
    "SeatRecord",
    "StatsStore",
    "Streak",
    "Tally",
    "by_game",
    "by_opponent_level",
    "daily_by_game",
    "daily_result",
    "daily_results",
    "daily_streak",
    "parse_lines",
    "record_game",
    "score_history",
    "stretch_size",
    "summarise_history",
    "tally",
]
