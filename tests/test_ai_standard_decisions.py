"""Under the standard rules every level decides exactly as it did when its strength was
measured (issue #16): the moves of every level, and the coach's ranking, on a fixed sample of
positions of all four games, against digests recorded from that code.

Changes made for house rules (the misthrow rules, crosses to lock, rows to end) must leave
these untouched. A larger sample, by hand (prints the digests of that many positions a game):

    PYTHONPATH=$PWD python -m tests.test_ai_standard_decisions 1000
"""

from __future__ import annotations

import hashlib
import sys
from typing import Any

from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.coach import advise
from qwixx_desktop.ai.kit import LEVELS
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.games import get_game

GAMES = ("classic", "longo", "onboard", "qwantum")
PLAYER_COUNTS = (1, 2, 3)
SAMPLE_SEED = 16
PER_GAME = 6

# Recorded from the code before the house-rule corrections (positions_per_game=24).
RECORDED = {
    "classic": "d96c19688dc119bb0d58cdb7",
    "longo": "38c1256198c059649d5d503d",
    "onboard": "7e851ffb20c65c4cfc9a6004",
    "qwantum": "35bce9d91106cb0c32883d86",
}


def sample_positions(game: str, count: int, seed: int = SAMPLE_SEED) -> list[tuple[Any, int]]:
    """`count` decision points (state, player) of games among `medium` bots: every seventh
    decision, at most PER_GAME a game (so later stages come in), the player counts in turn."""
    rules = get_rules(game)
    spec = get_game(game)
    options = rules.normalise_options(spec.read_data("a"))
    found: list[tuple[Any, int]] = []
    index = 0
    while len(found) < count:
        players = max(spec.min_players, PLAYER_COUNTS[index % len(PLAYER_COUNTS)])
        bots = [make_bot("medium", rules, derive_seed(seed, index, k)) for k in range(players)]
        state = rules.new_state(players, derive_seed(seed, index), options)
        decision = taken = 0
        while state.phase is not Phase.OVER and len(found) < count and taken < PER_GAME:
            if rules.is_chance(state):
                state = rules.apply_trusted(state, rules.chance_outcome(state))
                continue
            for player in rules.deciders(state):
                if decision % 7 == 3 and len(found) < count:
                    found.append((state, player))
                    taken += 1
                decision += 1
                state = rules.apply_trusted(state, Decision(player, bots[player](state, player)))
        index += 1
    return found


def decision_digest(game: str, count: int) -> str:
    """A digest of every level's move (seeded) and the coach's order of moves at `count`
    sampled positions of `game`."""
    rules = get_rules(game)
    digest = hashlib.sha256()
    bots = {level: make_bot(level, rules, 7) for level in LEVELS}
    for state, player in sample_positions(game, count):
        for level in LEVELS:
            digest.update(f"{level}:{bots[level](state, player)!r};".encode())
        ranked = [repr(advice.move) for advice in advise(rules, state, player)]
        digest.update(("coach:" + ",".join(ranked) + "\n").encode())
    return digest.hexdigest()[:24]


def test_standard_rules_decisions_are_as_recorded() -> None:
    found = {game: decision_digest(game, 24) for game in GAMES}
    assert found == RECORDED


if __name__ == "__main__":
    positions = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    for name in GAMES:
        print(name, positions, decision_digest(name, positions), flush=True)
