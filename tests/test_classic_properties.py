"""Property tests: invariants of random legal play of classic Qwixx, 1-5 players."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.engine import Cross, Decision, Game, Phase
from qwixx_desktop.engine.chance import ChanceStream
from qwixx_desktop.engine.events import (
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    RowLocked,
)
from qwixx_desktop.engine.save import dumps, loads

ROW_LENGTH = 11


def play_randomly(players: int, seed: int, cross_bias: int) -> tuple[Game, list[object]]:
    """Random legal play; `cross_bias` in 0..3 makes crossing more likely than passing."""
    game = Game("classic", [f"P{i}" for i in range(players)], seed)
    stream = ChanceStream(seed, 99)
    events: list[object] = []
    while not game.is_over:
        if game.needs_roll:
            events += game.roll()
            continue
        for player in game.deciders():
            moves = game.legal_moves(player)
            crosses = [m for m in moves if isinstance(m, Cross)]
            pool = crosses if crosses and stream.below(4) < cross_bias else moves
            events += game.apply(Decision(player, pool[stream.below(len(pool))]))
    return game, events


game_params = given(
    players=st.integers(1, 5),
    seed=st.integers(0, 2**63 - 1),
    cross_bias=st.integers(0, 3),
)


@settings(max_examples=60, deadline=None)
@game_params
def test_random_play_ends_and_keeps_the_sheet_rules(
    players: int, seed: int, cross_bias: int
) -> None:
    game, events = play_randomly(players, seed, cross_bias)
    state = game.state
    # Termination within the bound: each turn the active player crosses or takes a misthrow.
    assert state.rolls <= players * (4 * 12 + 4)
    assert state.phase is Phase.OVER

    # Independent bookkeeping from the events alone.
    last: dict[tuple[int, int], int] = {}
    crosses: dict[tuple[int, int], int] = {}
    misthrows = [0] * players
    locked_rows: set[int] = set()
    for event in events:
        if isinstance(event, NumberCrossed):
            numbers = state.variant.rows[event.row].numbers
            index = numbers.index(event.number)
            key = (event.player, event.row)
            assert event.row not in locked_rows, "a cross in a row locked earlier"
            assert index > last.get(key, -1), "crosses go strictly left to right"
            assert event.skipped == numbers[last.get(key, -1) + 1 : index]
            if index == ROW_LENGTH - 1:
                assert crosses.get(key, 0) >= 5, "a lock needs five earlier crosses"
                crosses[key] = crosses.get(key, 0) + 1  # the lock box counts too
            last[key] = index
            crosses[key] = crosses.get(key, 0) + 1
        elif isinstance(event, RowLocked):
            locked_rows.add(event.row)
        elif isinstance(event, MisthrowTaken):
            misthrows[event.player] += 1
            assert misthrows[event.player] == event.count
    final = [e for e in events if isinstance(e, GameOver)]
    assert len(final) == 1
    if final[0].reason == "locks":
        assert len(locked_rows) >= 2
    else:
        assert final[0].reason == "misthrows" and max(misthrows) == 4

    cards = game.scores()
    for player in range(players):
        expected_rows = tuple(
            (n := crosses.get((player, row), 0)) * (n + 1) // 2 for row in range(4)
        )
        assert cards[player].row_points == expected_rows
        assert cards[player].total == sum(expected_rows) - 5 * misthrows[player]
        assert final[0].totals[player] == cards[player].total


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(1, 5),
    seed=st.integers(0, 2**63 - 1),
    cut=st.floats(0, 1),
)
def test_save_load_and_replay_reproduce_the_state(players: int, seed: int, cut: float) -> None:
    game, _ = play_randomly(players, seed, 2)
    game.truncate(int(len(game.log) * cut))  # any point of the game, not only the end
    loaded = loads(dumps(game))
    assert loaded.state == game.state
    assert loaded.log == game.log
    assert loaded.setup == game.setup
    replayed = Game("classic", game.players, seed)
    replayed.replay(game.log)
    assert replayed.state == game.state
    assert replayed.scores() == game.scores()


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**63 - 1))
def test_seeded_rolls_are_reproducible(players: int, seed: int) -> None:
    first = Game("classic", ["x"] * players, seed)
    second = Game("classic", ["x"] * players, seed)
    for _ in range(5):
        assert first.roll() == second.roll()
        for game in (first, second):
            for player in game.deciders():
                game.decide(player, game.legal_moves(player)[-1])
            if game.phase is Phase.COLOUR:
                game.decide(game.state.active, game.legal_moves(game.state.active)[-1])
