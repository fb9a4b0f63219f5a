"""The fast path `Rules.apply_trusted` plays exactly the games `Rules.apply` plays.

Seeded random games of every game (house rules too): after every action the trusted state
equals the checked one; bots' games played through the fast path (`simulate.play_out`) end
where the checked path ends, and their logs replay and save through `Game` unchanged. The
crossing games' dice, read from tables of faces, are the seeded stream's digits.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Action, Cross, Decision, Game, IllegalMoveError, Pass, Phase
from qwixx_desktop.engine.chance import ChanceStream
from qwixx_desktop.engine.crossing import WHITE_DICE, CrossRules
from qwixx_desktop.engine.qwantum import QWANTUM, fits, sheet_problem
from qwixx_desktop.engine.save import dumps, loads
from qwixx_desktop.engine.variants import CLASSIC
from qwixx_desktop.games import get_game
from qwixx_desktop.simulate import play_out

# (game, house rules): every built-in game, and classic with short games' house rules.
TABLES: list[tuple[str, dict[str, Any]]] = [
    ("classic", {}),
    ("classic", {"lock_crosses": 2, "rows_to_end": 1, "misthrows_to_end": 6}),
    ("longo", {}),
    ("onboard", {}),
    ("qwantum", {}),
]


def new_game(key: str, house: dict[str, Any], players: int, seed: int) -> Game:
    options = {**get_game(key).read_data("a"), **house}
    return Game(key, [f"P{i}" for i in range(players)], seed, options)


def player_counts(key: str) -> range:
    rules = get_game(key).rules
    return range(rules.min_players, rules.max_players + 1)


@pytest.mark.parametrize(("key", "house"), TABLES)
def test_trusted_states_equal_checked_states_after_every_action(
    key: str, house: dict[str, Any]
) -> None:
    games = 0
    for players in player_counts(key):
        for seed in range(4):
            game = new_game(key, house, players, seed * 7919 + players)
            rules = game.rules
            trusted = game.initial_state
            stream = ChanceStream(seed, players, 99)
            while not game.is_over:
                action: Action
                if game.needs_roll:
                    action = rules.chance_outcome(game.state)
                else:
                    player = game.deciders()[0]
                    moves = game.legal_moves(player)
                    # Mostly something else than passing, so that rows lock and games end
                    # every way (locks, misthrows, a full sheet, the final round).
                    active = [m for m in moves if not isinstance(m, Pass)]
                    pool = active if active and stream.below(4) else moves
                    action = Decision(player, pool[stream.below(len(pool))])
                game.apply(action)
                trusted = rules.apply_trusted(trusted, action)
                assert trusted == game.state
                assert trusted.key() == game.state.key()
            assert rules.scores(trusted) == game.scores()
            games += 1
    assert games >= 4


def checked_play_out(rules: Any, state: Any, bots: list[Any]) -> tuple[Any, list[Action]]:
    """Every action through `apply`, the log kept."""
    log: list[Action] = []
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            log.append(rules.chance_outcome(state))
            state, _ = rules.apply(state, log[-1])
        else:
            for player in rules.deciders(state):
                log.append(Decision(player, bots[player](state, player)))
                state, _ = rules.apply(state, log[-1])
    return state, log


@pytest.mark.parametrize(("key", "house"), TABLES)
def test_bot_games_through_the_fast_path_replay_and_save_alike(
    key: str, house: dict[str, Any]
) -> None:
    ai = get_game(key).ai()
    names = ("random", *sorted(set(ai.bots) - {"random"})[:1])  # random and a baseline
    for seed in range(3):
        game = new_game(key, house, 2 + seed % 2, 1000 + seed)
        rules = game.rules
        bots = [make_bot(names[p % len(names)], rules, p) for p in range(len(game.players))]
        fast = play_out(rules, game.initial_state, bots)
        checked, log = checked_play_out(rules, game.initial_state, bots)
        assert fast == checked
        game.replay(log)  # the validating boundary accepts every action of the log
        assert game.state == fast
        again = loads(dumps(game))
        assert again.state == fast and again.log == log and again.scores() == game.scores()


def test_the_boundary_still_refuses_what_the_fast_path_would_take() -> None:
    game = new_game("classic", {}, 2, 5)
    game.roll()
    total = game.state.white_sum
    wrong = Cross(0, 2 if total != 2 else 3)
    with pytest.raises(IllegalMoveError):
        game.decide(0, wrong)
    with pytest.raises(IllegalMoveError):
        game.rules.apply(game.state, Decision(0, wrong))


@pytest.mark.parametrize(("faces", "rows"), [(6, 4), (8, 4), (20, 8), (2, 1), (5, 3), (12, 6)])
def test_seeded_dice_are_the_stream_digits(faces: int, rows: int) -> None:
    variant = replace(
        CLASSIC, die_faces=faces, rows=(CLASSIC.rows * 2)[:rows], locked_rows_to_end=1
    )
    rules = CrossRules(variant)
    for seed in (0, 1, 2**63 - 1, 123456789):
        for rolls in (0, 1, 57):
            for closed in (0, 1, (1 << rows) - 1):
                state = rules.blank_state(1, seed)  # a fresh state: set up the case in it
                state.rolls = rolls
                state.closed = closed
                digits = ChanceStream(seed, rolls).digits(faces, WHITE_DICE + rows)
                expected = tuple(
                    None if i >= WHITE_DICE and closed >> (i - WHITE_DICE) & 1 else d + 1
                    for i, d in enumerate(digits)
                )
                assert rules.chance_outcome(state).dice == expected


def test_qwantum_fits_agrees_with_the_explained_rule() -> None:
    for field in range(QWANTUM.fields + 1):
        for last in range(1, 13):
            values = (*range(1, field), last)[-field:] if field else ()
            for value in range(1, 13):
                assert fits(values, value) is (sheet_problem(values, value) is None)
