"""Qwixx On Board: every ruling of RULES-NOTES.md as a scenario with given dice, plus properties.

Most scenarios use a "ladder" test board: colours repeat red, yellow, green, blue, and each
colour's numbers follow its row's crossing order (red 2, 3 ... 11; green 12, 11 ... 3), so a
figure that only crosses by landing can always land. Properties use the shipped sides.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qwixx_desktop.ai.greedy_onboard import greedy_bot
from qwixx_desktop.engine import (
    PASS,
    Cross,
    Decision,
    Game,
    IllegalMoveError,
    Move,
    MoveFigure,
    Phase,
    SaveError,
    SetupError,
)
from qwixx_desktop.engine.boards import BoardError
from qwixx_desktop.engine.chance import ChanceStream
from qwixx_desktop.engine.crossing import CrossState, last_index
from qwixx_desktop.engine.events import (
    DiceRolled,
    DieRemoved,
    Event,
    FigureMoved,
    FinalRoundStarted,
    GameOver,
    MisthrowTaken,
    NumberCrossed,
    RowLocked,
    TurnPassed,
)
from qwixx_desktop.engine.onboard import OnBoardRules
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.gamedata import load_board

from .helpers import play_turn, triangle

RED, YELLOW, GREEN, BLUE = range(4)
COLOURS = ("red", "yellow", "green", "blue")
ROW_NUMBERS = {
    RED: list(range(2, 13)),
    YELLOW: list(range(2, 13)),
    GREEN: list(range(12, 1, -1)),
    BLUE: list(range(12, 1, -1)),
}


def ladder_board(**changes: tuple[str, int]) -> dict[str, Any]:
    """The ladder test board; `changes` maps "s<square>" to a new (colour, number)."""
    squares = []
    seen = dict.fromkeys(COLOURS, 0)
    for square in range(1, 41):
        colour = COLOURS[(square - 1) % 4]
        step = seen[colour]
        seen[colour] += 1
        number = 2 + step if colour in ("red", "yellow") else 12 - step
        colour, number = changes.get(f"s{square}", (colour, number))
        squares.append({"colour": colour, "number": number, "bonus": math.ceil(square / 2)})
    return {
        "format": "qwixx-desktop-board",
        "version": 1,
        "name": "ladder",
        "squares": squares,
    }


def new_game(players: int = 2, seed: int = 1, board: dict[str, Any] | None = None) -> Game:
    names = ["Tim", "Linus", "Anna", "Maria"][:players]
    return Game("onboard", names, seed, {"board": board or ladder_board()})


def turn(
    game: Game,
    whites: tuple[int, int] = (1, 2),
    colours: tuple[int, int, int, int] = (1, 1, 1, 1),
    white: Mapping[int, Move] | None = None,
    colour: Move = PASS,
    board: Move = PASS,
) -> list[Event]:
    """One turn with given dice: action 1 for everyone (default pass), action 2, action 3."""
    state = game.state
    dice = [*whites, *(None if state.is_closed(r) else c for r, c in enumerate(colours))]
    return play_turn(game, dice, white, colour, board)


def figure_moves(game: Game, player: int) -> list[int]:
    return [m.square for m in game.legal_moves(player) if isinstance(m, MoveFigure)]


def rule_of(game: Game, player: int, move: Move) -> str:
    before = game.state
    with pytest.raises(IllegalMoveError) as error:
        game.decide(player, move)
    assert game.state is before
    return error.value.rule


def to_board_phase(game: Game) -> None:
    """Roll (sum 3) and pass actions 1 and 2, so the active player is at action 3."""
    game.roll([1, 2, *(None if game.state.is_closed(r) else 1 for r in range(4))])
    for player in range(game.state.n_players):
        game.decide(player, PASS)
    game.decide(game.state.active, PASS)
    assert game.phase is Phase.BOARD


# ---------------------------------------------------------------- set-up


def test_setup_needs_a_valid_board_and_two_to_four_players() -> None:
    with pytest.raises(SetupError, match="board"):
        Game("onboard", ["A", "B"], 1)
    with pytest.raises(SetupError, match="speed"):
        Game("onboard", ["A", "B"], 1, {"board": ladder_board(), "speed": 2})
    for players in (1, 5):
        with pytest.raises(SetupError):
            Game("onboard", [str(i) for i in range(players)], 1, {"board": ladder_board()})
    broken = ladder_board(s17=("purple", 7))
    with pytest.raises(BoardError, match="square 17"):
        Game("onboard", ["A", "B"], 1, {"board": broken})
    game = Game("onboard", ["A", "B", "C", "D"], 1, {"board": load_board("a")})
    assert game.state.figures == (0, 0, 0, 0)
    assert game.state.final_turns == -1
    assert [c.bonus for c in game.scores()] == [0, 0, 0, 0]  # the start is worth nothing


# ---------------------------------------------------------------- action 3: moving


def test_action_three_follows_action_two_for_the_active_player_only() -> None:
    game = new_game()
    game.roll([1, 2, 1, 1, 1, 1])
    game.decide(0, PASS)
    game.decide(1, PASS)
    assert game.phase is Phase.COLOUR
    assert rule_of(game, 0, MoveFigure(1)) == "wrong_move"  # not during action 2
    game.decide(0, PASS)
    assert game.phase is Phase.BOARD
    assert game.deciders() == (0,)
    assert game.legal_moves(1) == []
    assert rule_of(game, 1, MoveFigure(1)) == "not_active"
    assert rule_of(game, 0, Cross(RED, 3)) == "wrong_move"
    assert figure_moves(game, 0) == [1, 2, 3, 4, 5]
    assert game.legal_moves(0)[-1] == PASS
    assert rule_of(game, 0, MoveFigure(6)) == "too_far"
    assert rule_of(game, 0, MoveFigure(0)) == "no_such_square"
    assert rule_of(game, 0, MoveFigure(41)) == "no_such_square"
    events = game.decide(0, PASS)
    assert MisthrowTaken(0, 1) in events  # nothing crossed in any of the three actions
    assert TurnPassed(1) in events


def test_landing_crosses_the_square_and_saves_the_misthrow() -> None:
    game = new_game()
    to_board_phase(game)
    events = game.decide(0, MoveFigure(5))  # red 3
    assert FigureMoved(0, (1, 2, 3, 4, 5)) in events
    assert NumberCrossed(0, RED, 3, (2,), "board") in events
    assert not any(isinstance(e, MisthrowTaken) for e in events)
    assert game.state.figures == (5, 0)
    assert game.state.crossed_numbers(0, RED) == (3,)


def test_occupied_squares_are_jumped_and_not_counted() -> None:
    game = new_game(3)
    to_board_phase(game)
    game.decide(0, MoveFigure(3))
    to_board_phase(game)
    # Square 3 holds Tim: Linus reaches 1, 2, 4, 5 and 6 (five free squares).
    assert figure_moves(game, 1) == [1, 2, 4, 5, 6]
    assert rule_of(game, 1, MoveFigure(3)) == "occupied"
    assert rule_of(game, 1, MoveFigure(7)) == "too_far"
    events = game.decide(1, MoveFigure(6))
    assert FigureMoved(1, (1, 2, 3, 4, 5, 6)) in events
    to_board_phase(game)
    assert figure_moves(game, 2) == [1, 2, 4, 5, 7]
    game.decide(2, MoveFigure(4))
    to_board_phase(game)
    # Tim on 3: 4 and 6 are taken, so his five free squares are 5, 7, 8, 9, 10.
    assert figure_moves(game, 0) == [5, 7, 8, 9, 10]
    assert rule_of(game, 0, MoveFigure(2)) == "not_forward"
    game.decide(0, MoveFigure(10))
    assert game.state.figures == (10, 6, 4)


def test_landing_on_an_already_crossed_number_is_allowed_but_not_a_cross() -> None:
    game = new_game()
    turn(game, whites=(1, 2), white={0: Cross(RED, 3)})  # Tim crosses red 3 with the sum
    turn(game, whites=(2, 2), white={1: Cross(RED, 4)})  # Linus crosses red 4
    to_board_phase(game)
    assert 5 in figure_moves(game, 0)
    events = game.decide(0, MoveFigure(5))  # red 3, already crossed
    assert not any(isinstance(e, NumberCrossed) for e in events)
    assert MisthrowTaken(0, 1) in events  # nothing crossed in actions 1-3
    assert game.state.figures == (5, 0)
    # Same turn shape, but the figure's own square was crossed this turn in action 1: fine.
    game2 = new_game()
    game2.roll([1, 2, 1, 1, 1, 1])
    game2.decide(0, Cross(RED, 3))
    game2.decide(1, PASS)
    game2.decide(0, PASS)
    events = game2.decide(0, MoveFigure(5))
    assert not any(isinstance(e, (NumberCrossed, MisthrowTaken)) for e in events)


def test_landing_needs_a_crossable_number() -> None:
    game = new_game()
    turn(game, whites=(2, 2), white={0: Cross(RED, 4)})  # Tim: red 4, so red 2 and 3 are lost
    turn(game, whites=(2, 2), white={1: Cross(RED, 4)})
    to_board_phase(game)
    assert figure_moves(game, 0) == [2, 3, 4]  # 1 (red 2) and 5 (red 3) are left of red 4
    with pytest.raises(IllegalMoveError) as error:
        game.decide(0, MoveFigure(5))
    assert error.value.rule == "landing_condition"
    assert "square 5" in str(error.value) and "red 3" in str(error.value)


def five_each(game: Game) -> None:
    """Five turns (sums 2-6): Tim crosses reds 2-6 and Linus yellows 2-6, no misthrows."""
    for total in (2, 3, 4, 5, 6):
        turn(game, whites=(1, total - 1), white={0: Cross(RED, total), 1: Cross(YELLOW, total)})
    assert game.state.active == 1 and game.state.misthrows == (0, 0)


def test_landing_on_a_locking_number_needs_five_crosses_and_locks() -> None:
    # Square 1 shows red 12 and square 2 yellow 12: landing there crosses a locking number.
    game = new_game(board=ladder_board(s1=("red", 12), s2=("yellow", 12)))
    to_board_phase(game)
    assert figure_moves(game, 0) == [3, 4, 5]
    with pytest.raises(IllegalMoveError, match="at least 5 crosses") as error:
        game.decide(0, MoveFigure(1))
    assert error.value.rule == "landing_condition"
    game.decide(0, PASS)  # Tim's first turn: a misthrow
    game = new_game(board=ladder_board(s1=("red", 12), s2=("yellow", 12)))
    five_each(game)
    to_board_phase(game)  # Linus, with five yellows
    assert 2 in figure_moves(game, 1)
    events = game.decide(1, MoveFigure(2))
    assert NumberCrossed(1, YELLOW, 12, (7, 8, 9, 10, 11), "board") in events
    assert RowLocked(YELLOW, (1,)) in events and DieRemoved(YELLOW) in events
    assert game.state.is_closed(YELLOW) and game.phase is Phase.ROLL
    assert game.scores()[1].row_points[YELLOW] == triangle(7)


def test_second_lock_by_landing_ends_the_game_at_once() -> None:
    game = new_game(board=ladder_board(s1=("red", 12), s2=("yellow", 12)))
    five_each(game)
    to_board_phase(game)  # Linus locks yellow by landing on square 2
    game.decide(1, MoveFigure(2))
    to_board_phase(game)  # Tim locks red by landing on square 1: the second lock
    events = game.decide(0, MoveFigure(1))
    assert RowLocked(RED, (0,)) in events
    assert not any(isinstance(e, (TurnPassed, MisthrowTaken)) for e in events)
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].reason == "locks"
    # Tim: reds 2-6 + red 12 + lock = 7 crosses (28 points) + square 1's bonus (1).
    assert game.scores()[0].total == 29
    assert over[0].totals == tuple(c.total for c in game.scores())


def test_locked_row_square_only_if_already_crossed() -> None:
    game = new_game(board=ladder_board(s2=("yellow", 12)))
    five_each(game)
    to_board_phase(game)  # Linus locks yellow from the start
    game.decide(1, MoveFigure(2))
    # Square 6 is yellow 3: Linus crossed it before the lock, Tim never did.
    to_board_phase(game)  # Tim: square 2 is taken; red 2, green 12, blue 12, red 3 are fine
    assert figure_moves(game, 0) == [1, 3, 4, 5]
    with pytest.raises(IllegalMoveError, match="locked") as error:
        game.decide(0, MoveFigure(6))
    assert error.value.rule == "landing_condition"
    game.decide(0, PASS)
    to_board_phase(game)  # Linus
    assert 6 in figure_moves(game, 1)
    events = game.decide(1, MoveFigure(6))
    assert not any(isinstance(e, NumberCrossed) for e in events)
    assert MisthrowTaken(1, 1) in events


# ---------------------------------------------------------------- the end


def _race(game: Game, runners: set[int], slow: dict[int, int] | None = None) -> list[Event]:
    """Everyone passes actions 1-2. `runners` move as far as possible; the others move to
    their nearest square, except that a player in `slow` passes action 3 on that many of
    their first turns (taking misthrows). Returns the events until the end is triggered."""
    log: list[Event] = []
    waits = dict(slow or {})
    for _ in range(200):
        game.roll([1, 2, *(None if game.state.is_closed(r) else 1 for r in range(4))])
        for player in range(game.state.n_players):
            log += game.decide(player, PASS)
        active = game.state.active
        log += game.decide(active, PASS)
        squares = figure_moves(game, active)
        if waits.get(active, 0) > 0 or not squares:
            waits[active] = waits.get(active, 0) - 1
            move: Move = PASS
        else:
            move = MoveFigure(max(squares) if active in runners else min(squares))
        events = game.decide(active, move)
        log += events
        if any(isinstance(e, FinalRoundStarted) for e in events):
            return log
    raise AssertionError("the end was never triggered")


@pytest.mark.parametrize(("players", "runner"), [(2, 0), (2, 1), (3, 1), (4, 2), (4, 3)])
def test_final_round_gives_every_other_player_one_turn(players: int, runner: int) -> None:
    game = new_game(players)
    events = _race(game, {runner})
    assert game.state.figures[runner] > 35
    assert FinalRoundStarted(runner) in events
    assert all(f <= 35 for p, f in enumerate(game.state.figures) if p != runner)
    actives = []
    while not game.is_over:
        actives.append(game.state.active)
        to_board_phase(game)
        squares = figure_moves(game, game.state.active)
        game.decide(game.state.active, MoveFigure(squares[0]) if squares else PASS)
    # Each other player exactly once, in seat order after the runner; the runner never again.
    assert actives == [(runner + k) % players for k in range(1, players)]
    assert game.state.over_reason == "final_round"
    bonus = [c.bonus for c in game.scores()]
    squares = game.setup.options["board"]["squares"]
    assert bonus == [squares[f - 1]["bonus"] if f else 0 for f in game.state.figures]


def test_final_round_game_over_names_the_runner_and_counts_down() -> None:
    game = new_game(3)
    _race(game, {1})
    # The runner's turn is over: Anna plays now, and one more turn (Tim's) starts after hers.
    assert game.state.active == 2 and game.state.final_turns == 1
    counts = []
    events: list[Event] = []
    while not game.is_over:
        to_board_phase(game)
        counts.append(game.state.final_turns)
        events = game.decide(game.state.active, PASS)
    assert counts == [1, 0]
    over = [e for e in events if isinstance(e, GameOver)]
    assert over == [GameOver("final_round", 1, tuple(c.total for c in game.scores()))]


def test_a_fourth_misthrow_still_ends_the_game_at_once_in_the_final_round() -> None:
    game = new_game(3)
    _race(game, {0}, slow={1: 3})  # Linus waited three turns: three misthrows
    assert game.state.misthrows[1] == 3
    to_board_phase(game)  # Linus's final turn: he passes everything
    events = game.decide(1, PASS)
    assert MisthrowTaken(1, 4) in events
    assert game.state.over_reason == "misthrows"  # Anna never gets her final turn
    assert game.state.active == 1


def test_a_second_trigger_changes_nothing() -> None:
    game = new_game(2)
    started = _race(game, {0, 1})  # both race; one triggers, the other is close behind
    runner = next(e.player for e in started if isinstance(e, FinalRoundStarted))
    other = 1 - runner
    assert game.state.final_turns == 0 and game.state.active == other
    to_board_phase(game)
    squares = figure_moves(game, other)
    assert squares[-1] > 35  # the other player reaches the last squares too ...
    events = game.decide(other, MoveFigure(squares[-1]))
    assert not any(isinstance(e, FinalRoundStarted) for e in events)  # ... which changes nothing
    over = [e for e in events if isinstance(e, GameOver)]
    assert [(e.reason, e.player) for e in over] == [("final_round", runner)]


# ---------------------------------------------------------------- moves, saves


def test_move_json_and_description() -> None:
    rules = OnBoardRules()
    assert rules.move_to_json(MoveFigure(7)) == {"move_to": 7}
    assert rules.move_from_json({"move_to": 7}) == MoveFigure(7)
    assert rules.move_to_json(Cross(GREEN, 9)) == {"cross": ["green", 9]}
    assert rules.move_from_json({"pass": True}) == PASS
    for bad in ({"move_to": "7"}, {"move_to": True}, {"move_to": 7, "pass": True}):
        with pytest.raises(ValueError):
            rules.move_from_json(bad)
    assert rules.describe_move(MoveFigure(7)) == "move figure to square 7"


def test_save_is_self_contained_and_replays() -> None:
    raw = load_board("b")
    game = Game("onboard", ["A", "B", "C"], 77, {"board": raw})
    to_board_phase(game)
    game.decide(0, MoveFigure(figure_moves(game, 0)[-1]))
    text = dumps(game)
    data = json.loads(text)
    assert data["options"]["board"]["squares"] == raw["squares"]
    assert {"player": 0, "move_to": game.state.figures[0]} in data["log"]
    loaded = loads(text)
    assert loaded.state == game.state
    # A save whose embedded board was corrupted is refused, naming the square.
    data["options"]["board"]["squares"][11]["number"] = 13
    with pytest.raises(SaveError, match="square 12"):
        loads(json.dumps(data))
    # The board is part of the state: the same log on the other side is a different state.
    other = Game("onboard", ["A", "B", "C"], 77, {"board": load_board("a")})
    other.replay(game.log[:5])
    same_moment = game.copy()
    same_moment.truncate(5)
    assert other.state.phase is same_moment.state.phase is Phase.BOARD
    assert other.state != same_moment.state


# ---------------------------------------------------------------- properties


def check_transition(
    game: Game, before: CrossState, after: CrossState, events: list[Event]
) -> None:
    squares = game.setup.options["board"]["squares"]
    for player in range(before.n_players):
        for row in range(4):
            old, new = before.marks[player][row], after.marks[player][row]
            assert old & ~new == 0
            added = new & ~old & ((1 << 11) - 1)
            if added:
                assert added.bit_count() == 1
                index = added.bit_length() - 1
                assert index > last_index(old, 11), "crosses go strictly left to right"
                if index == 10:
                    assert old.bit_count() >= 5 and new >> 11 & 1
        assert after.figures[player] >= before.figures[player]
    standing = [f for f in after.figures if f]
    assert len(standing) == len(set(standing)), "one figure per square"
    for event in events:
        if isinstance(event, FigureMoved):
            p = event.player
            start, target = before.figures[p], after.figures[p]
            assert event.path == tuple(range(start + 1, target + 1))
            others = {f for q, f in enumerate(before.figures) if q != p}
            assert len([s for s in event.path if s not in others]) <= 5
            spot = squares[target - 1]
            row = COLOURS.index(spot["colour"])
            assert spot["number"] in after.crossed_numbers(p, row)
            crossed_now = spot["number"] not in before.crossed_numbers(p, row)
            board_crosses = [
                e for e in events if isinstance(e, NumberCrossed) and e.action == "board"
            ]
            assert bool(board_crosses) == crossed_now
    for player, card in enumerate(game.rules.scores(after)):
        crosses = [
            len(after.crossed_numbers(player, r)) + after.has_lock(player, r) for r in range(4)
        ]
        figure = after.figures[player]
        bonus = squares[figure - 1]["bonus"] if figure else 0
        assert card.total == sum(triangle(n) for n in crosses) - 5 * after.misthrows[player] + bonus


def play_randomly(game: Game, choices: int) -> list[list[Event]]:
    """Random legal play to the end, checking every transition; returns the turns' events."""
    stream = ChanceStream(choices)
    greedy = greedy_bot(game.rules, 0)
    turns: list[list[Event]] = []
    steps = 0
    while not game.is_over:
        steps += 1
        assert steps < 5000, "the game must end"
        before = game.state
        key = before.key()
        if game.needs_roll:
            turns.append([])
            events = game.roll()
        else:
            player = game.deciders()[0]
            moves = game.legal_moves(player)
            assert moves and moves[-1] == PASS
            with pytest.raises(IllegalMoveError):
                game.decide(player, MoveFigure(before.figures[player]))
            # Mostly the greedy baseline (so games also reach the final round), sometimes a
            # uniformly random legal move.
            if stream.below(4) == 0:
                move = moves[stream.below(len(moves))]
            else:
                move = greedy(before, player)
            events = game.decide(player, move)
        assert before.key() == key, "apply must not change its input state"
        check_transition(game, before, game.state, events)
        turns[-1].extend(events)
    return turns


@settings(max_examples=50, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    players=st.integers(2, 4),
    choices=st.integers(0, 2**40),
    side=st.sampled_from(["a", "b"]),
)
def test_random_play_keeps_every_rule(seed: int, players: int, choices: int, side: str) -> None:
    names = [f"P{i}" for i in range(players)]
    options = {"board": load_board(side)}
    game = Game("onboard", names, seed, options)
    turns = play_randomly(game, choices)
    state = game.state
    # Misthrow exactly when the active player crossed nothing in the turn's three actions.
    for events in turns:
        active = next(e.active for e in events if isinstance(e, DiceRolled))
        crossed = any(isinstance(e, NumberCrossed) and e.player == active for e in events)
        misthrow = any(isinstance(e, MisthrowTaken) for e in events)
        completed = any(
            isinstance(e, TurnPassed) or (isinstance(e, GameOver) and e.reason != "locks")
            for e in events
        )
        if completed:
            assert misthrow == (not crossed)
    # The end: reason matches the state; after a trigger, exactly the other players' turns.
    triggers = [
        i for i, ev in enumerate(turns) if any(isinstance(e, FinalRoundStarted) for e in ev)
    ]
    assert len(triggers) <= 1
    if state.over_reason == "final_round":
        assert triggers and len(turns) - 1 - triggers[0] == players - 1
    elif state.over_reason == "locks":
        assert state.closed.bit_count() >= 2
    else:
        assert state.over_reason == "misthrows" and 4 in state.misthrows
    assert loads(dumps(game)).state == state
    replayed = Game("onboard", names, seed, options)
    replayed.replay(game.log)
    assert replayed.state == state
    middle = game.copy()
    middle.truncate(ChanceStream(choices, 1).below(len(game.log) + 1))
    assert loads(dumps(middle)).state == middle.state


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**40), players=st.integers(2, 4), side=st.sampled_from(["a", "b"]))
def test_greedy_bot_plays_legal_moves_to_the_end(seed: int, players: int, side: str) -> None:
    rules = OnBoardRules()
    options = rules.normalise_options({"board": load_board(side)})
    bots = [greedy_bot(rules, p) for p in range(players)]
    state = rules.new_state(players, seed, options)
    moved = 0
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            state, _ = rules.apply(state, rules.chance_outcome(state))
            continue
        for player in rules.deciders(state):
            move = bots[player](state, player)
            assert move in rules.legal_moves(state, player)
            moved += isinstance(move, MoveFigure)
            state, _ = rules.apply(state, Decision(player, move))
    assert moved > 0  # it does use the board
