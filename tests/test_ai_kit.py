"""The AI tables (ai/kit.py): one explicit table per game, found through the game's record.

What must hold for every game, and for games the AI layer has never heard of: the four
levels exist and play legal moves to the end, the coach ranks with the expert, asking for one
game's bot loads that game's AI only, and the exact classic tables play only the standard
classic rules.
"""

from __future__ import annotations

import subprocess
import sys
import zlib
from collections.abc import Iterator
from dataclasses import replace

import pytest

from qwixx_desktop import games
from qwixx_desktop.ai import bot_names, make_bot
from qwixx_desktop.ai.base import decision_stream, game_ai, phase_key
from qwixx_desktop.ai.coach import advise, value_scale
from qwixx_desktop.ai.kit import LEVELS, Bot, GameAI, ValueScale
from qwixx_desktop.engine import Decision, Phase, Rules
from qwixx_desktop.engine.chance import ChanceStream
from qwixx_desktop.engine.crossing import CrossRules
from qwixx_desktop.engine.registry import get_rules
from qwixx_desktop.engine.variants import CLASSIC
from qwixx_desktop.games import get_game
from qwixx_desktop.games.crossing import crossing_game

QUICK = replace(CLASSIC, key="quick", title="Quick Qwixx", min_crosses_to_lock=3)


@pytest.fixture
def quick_game() -> Iterator[Rules]:
    """A fifth game that is pure data: classic with its own key and a lower lock threshold."""
    games.register(crossing_game(QUICK, {"en": "Quick Qwixx", "es": "Qwixx rápido"}))
    try:
        yield get_rules("quick")
    finally:
        games.unregister("quick")


def house_classic() -> CrossRules:
    """Classic under a house rule: three crosses before a lock."""
    return CrossRules(replace(CLASSIC, min_crosses_to_lock=3))


def play_to_the_end(rules: Rules, bots: list[Bot], seed: int, options: dict[str, object]) -> int:
    """Play a whole game, asserting every move is legal and the coach's first move is the
    expert's; returns the number of decisions."""
    state = rules.new_state(len(bots), seed, rules.normalise_options(options))
    expert = make_bot("expert", rules, 0)
    decisions = 0
    while state.phase is not Phase.OVER:
        if rules.is_chance(state):
            state, _ = rules.apply(state, rules.chance_outcome(state))
            continue
        for player in rules.deciders(state):
            move = bots[player](state, player)
            legal = rules.legal_moves(state, player)
            assert move in legal, (move, state.phase)
            if decisions % 7 == 0:
                advice = advise(rules, state, player)
                assert sorted(map(repr, (a.move for a in advice))) == sorted(map(repr, legal))
                assert advice[0].regret == 0 and all(a.regret >= 0 for a in advice)
                assert advice[0].move == expert(state, player)
            decisions += 1
            state, _ = rules.apply(state, Decision(player, move))
    return decisions


def test_level_names_are_one_tuple_weakest_first() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")


@pytest.mark.parametrize("key", games.BUILTIN)
def test_every_game_names_its_levels_first_and_makes_each(key: str) -> None:
    rules = get_rules(key)
    names = bot_names(rules)
    assert names[: len(LEVELS)] == LEVELS
    assert "random" in names
    for name in names:
        assert callable(make_bot(name, rules, 3))
    with pytest.raises(ValueError, match="unknown bot 'wizard'"):
        make_bot("wizard", rules)


def test_a_table_must_have_exactly_the_levels() -> None:
    table = game_ai(get_rules("longo"))
    with pytest.raises(ValueError, match="levels"):
        GameAI(dict(list(table.levels.items())[:3]), table.ranker, table.value_scale)


@pytest.mark.parametrize("level", LEVELS)
def test_a_game_of_pure_data_gets_every_level_and_the_coach(quick_game: Rules, level: str) -> None:
    from qwixx_desktop.ai import crossing

    assert game_ai(quick_game) is crossing.AI
    bots = [make_bot(level, quick_game, 5), make_bot("expert", quick_game, 6)]
    assert play_to_the_end(quick_game, bots, 21, {}) > 10
    assert value_scale(quick_game, 2) is ValueScale.WIN_CHANCE
    assert value_scale(quick_game, 1) is ValueScale.FINAL_SCORE


@pytest.mark.parametrize("level", LEVELS)
def test_house_rules_classic_is_played_by_every_level(level: str) -> None:
    rules = house_classic()
    bots = [make_bot(level, rules, 1), make_bot("skip2", rules, 2), make_bot(level, rules, 3)]
    assert play_to_the_end(rules, bots, 8, {}) > 10


def test_house_rules_classic_is_not_played_from_the_exact_tables() -> None:
    from qwixx_desktop.ai import classic, crossing
    from qwixx_desktop.ai.expert_classic import expert_bot

    rules = house_classic()
    assert game_ai(get_rules("classic")) is classic.STANDARD
    assert game_ai(rules) is crossing.AI
    with pytest.raises(ValueError, match="standard rules"):
        expert_bot(rules, 0)  # the table bot refuses them
    with pytest.raises(ValueError, match="unknown bot 'solo-optimal'"):
        make_bot("solo-optimal", rules)
    # The coach says what its values mean under these rules: the evaluation's win chance.
    assert value_scale(rules, 2) is ValueScale.WIN_CHANCE
    assert value_scale(get_rules("classic"), 2) is ValueScale.WIN_CHANCE


@pytest.mark.parametrize("key", games.BUILTIN)
def test_making_one_games_bot_imports_only_that_games_ai(key: str) -> None:
    others = {
        "classic": "expert_classic",
        "longo": "expert_longo",
        "onboard": "expert_onboard",
        "qwantum": "expert_qwantum",
    }
    code = (
        "import sys\n"
        "from qwixx_desktop.ai import make_bot\n"
        "from qwixx_desktop.engine import get_rules\n"
        f"make_bot('expert', get_rules({key!r}), 0)\n"
        "print(' '.join(m for m in sys.modules if m.startswith('qwixx_desktop.ai.')))\n"
    )
    loaded = set(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
        ).stdout.split()
    )
    assert f"qwixx_desktop.ai.{others[key]}" in loaded
    for game, module in others.items():
        if game != key:
            assert f"qwixx_desktop.ai.{module}" not in loaded, (key, loaded)


def test_decision_streams_are_keyed_by_the_phases_value() -> None:
    """Not by its place in the enum: reordering Phase must not change any bot's game."""
    assert phase_key(Phase.WHITE) == zlib.crc32(b"white")
    assert len({phase_key(phase) for phase in Phase}) == len(Phase)
    rules = get_rules("classic")
    state = rules.new_state(2, 4, {})
    state, _ = rules.apply(state, rules.chance_outcome(state))
    expected = ChanceStream(9, state.rolls, 1, zlib.crc32(state.phase.value.encode()))
    assert decision_stream(9, state, 1).digits(10, 8) == expected.digits(10, 8)


@pytest.mark.parametrize("key", games.BUILTIN)
def test_random_bots_are_reproducible_and_depend_on_their_seed(key: str) -> None:
    rules = get_rules(key)
    options = get_game(key).read_data("a")

    def moves(seed: int) -> list[str]:
        state = rules.new_state(2, 7, rules.normalise_options(options))
        bots = [make_bot("random", rules, seed), make_bot("random", rules, seed + 1)]
        played: list[str] = []
        while state.phase is not Phase.OVER and len(played) < 60:
            if rules.is_chance(state):
                state, _ = rules.apply(state, rules.chance_outcome(state))
                continue
            for player in rules.deciders(state):
                move = bots[player](state, player)
                played.append(repr(move))
                state, _ = rules.apply(state, Decision(player, move))
        return played

    assert moves(1) == moves(1)
    assert moves(1) != moves(2)
