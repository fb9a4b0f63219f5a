"""A fifth game for the tests: Qwixx Quick, classic sheets whose rows lock after 3 crosses.

It is this module plus quick.json and nothing else: the record comes from `crossing_game`, so
the rules, computer players, coach, table, texts and printed sheet are the crossing games'
own. tests/test_conformance.py registers it and plays it exactly like the built-in games.
"""

from __future__ import annotations

import json
from pathlib import Path

from qwixx_desktop.engine.variants import variant_from_json
from qwixx_desktop.games.crossing import crossing_game
from qwixx_desktop.games.spec import GameSpec

DATA = Path(__file__).with_name("quick.json")


def _game() -> GameSpec:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return crossing_game(variant_from_json(data["game"]), data["names"])


# Not registered on import: the tests register it for as long as they need it.
GAME = _game()
