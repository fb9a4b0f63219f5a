"""The simulate command end to end, and its usage errors."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from qwixx_desktop.ai import Bot, make_bot
from qwixx_desktop.cli import main
from qwixx_desktop.engine import Move, Phase, get_rules
from qwixx_desktop.engine.variants import CLASSIC
from qwixx_desktop.games import get_game, register, unregister
from qwixx_desktop.games.crossing import crossing_game
from qwixx_desktop.simulate import (
    entry_labels,
    interval,
    play_out,
    seating,
    share_interval,
    simulate,
)


def test_simulate_json_end_to_end(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "--game",
            "classic",
            "--bots",
            "skip2,random",
            "--games",
            "40",
            "--seed",
            "5",
            "--json",
        ]
    )
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 40 and result["game"] == "classic"
    labels = [bot["label"] for bot in result["bots"]]
    assert labels == ["skip2", "random"]
    skip2, random = result["bots"]
    # Each game hands out exactly one win in total (ties shared).
    assert skip2["win_rate"]["mean"] + random["win_rate"]["mean"] == pytest.approx(1.0)
    assert skip2["score"]["mean"] > random["score"]["mean"]
    assert skip2["score"]["low"] <= skip2["score"]["mean"] <= skip2["score"]["high"]
    assert result["games_per_second"] > 0


def test_simulate_json_of_one_game_is_strict_json(capsys: pytest.CaptureFixture[str]) -> None:
    """One game has no interval: null, not Infinity, which JSON does not have."""
    assert main(["simulate", "--bots", "skip2,random", "--games", "1", "--json"]) == 0

    def refuse(constant: str) -> None:
        raise ValueError(f"{constant} is not JSON")

    result = json.loads(capsys.readouterr().out, parse_constant=refuse)
    for bot in result["bots"]:
        assert bot["score"]["low"] is None and bot["score"]["high"] is None
        # A rate's interval is known even after one game (Wilson's), within 0 to 1.
        rate = bot["win_rate"]
        assert 0.0 <= rate["low"] <= rate["mean"] <= rate["high"] <= 1.0


def test_simulation_is_reproducible_and_seats_at_random() -> None:
    first = simulate("classic", ["skip2", "skip1"], 30, seed=9)
    second = simulate("classic", ["skip2", "skip1"], 30, seed=9)
    assert [e.score for e in first.entries] == [e.score for e in second.entries]
    first_seats = [seating(9, index, 2)[0] for index in range(200)]
    assert sorted(seating(9, 0, 4)) == [0, 1, 2, 3]
    assert 70 < first_seats.count(0) < 130  # each entry starts about half the games


def test_solo_simulation_and_duplicate_labels() -> None:
    assert entry_labels(["skip2", "skip2", "random"]) == ["skip2#1", "skip2#2", "random"]
    result = simulate("classic", ["skip2"], 20, seed=1)
    assert result.entries[0].win_rate.mean == 1.0


def test_interval_of_known_values() -> None:
    result = interval([1.0, 3.0])
    assert result.mean == 2.0
    assert result.half_width == pytest.approx(1.96 * (2**0.5) / (2**0.5))


@pytest.mark.parametrize(
    ("wins", "low", "high"),
    [
        ([1.0], 0.2065, 1.0),
        ([0.0], 0.0, 0.7935),
        ([1.0, 1.0], 0.3424, 1.0),
        ([1.0, 0.0], 0.0945, 0.9055),
        ([1.0, 0.0, 0.0, 0.0, 0.0], 0.0362, 0.6245),
        ([0.5, 1.0, 1.0, 1.0, 1.0], 0.4629, 0.9895),  # a tie shares the win
    ],
)
def test_a_win_rate_interval_after_few_games_stays_within_0_and_100(
    wins: list[float], low: float, high: float
) -> None:
    # The normal interval of two wins out of two was "100.0 % +- 0.0", of one win out of
    # five 20 % +- 39 (-19 % to 59 %), and of one game unknown: Wilson's score interval.
    result = share_interval(wins)
    assert result.mean == pytest.approx(sum(wins) / len(wins))
    assert (result.low, result.high) == (
        pytest.approx(low, abs=1e-4),
        pytest.approx(high, abs=1e-4),
    )


def test_the_simulate_text_counts_one_game_in_the_singular(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # "classic: 1 games, seed 0"
    assert main(["simulate", "--bots", "skip2", "--games", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "classic: 1 game, seed 0"
    assert main(["simulate", "--bots", "skip2", "--games", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "classic: 2 games, seed 0"


def test_the_simulate_text_shows_a_win_rates_interval_within_0_and_100(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "--bots", "skip2,random", "--games", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "win rate 100.0 % (34.2 to 100.0)" in lines[1]
    assert "win rate   0.0 % (0.0 to 65.8)" in lines[2]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--bots", "skip2,wizard"], "unknown bot 'wizard'"),
        (["simulate", "--bots", "skip2", "--games", "0"], "must be 1 to 100000"),
        (["simulate", "--bots", "skip2", "--games", "many"], "not a whole number"),
        (["simulate", "--game", "chess", "--bots", "skip2"], "invalid choice"),
        (["simulate", "--bots", ",".join(["skip2"] * 6)], "1-5 players"),
        (["simulate"], "--bots"),
        (["simulate", "--bots", "skip2", "--speed", "3"], "unrecognized arguments"),
    ],
)
def test_bad_flags_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    # One line, ending with where to read more; not argparse's usage block.
    assert message in error and error.count("\n") == 1 and "--help)" in error


def test_module_entry_point_runs() -> None:
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "qwixx_desktop",
            "simulate",
            "--bots",
            "random,random",
            "--games",
            "3",
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert completed.returncode == 0, completed.stderr
    assert "games/s" in completed.stdout


@pytest.mark.parametrize(
    ("game", "extra"),
    [("longo", []), ("onboard", ["--board", "b"]), ("qwantum", []), ("classic", [])],
)
def test_simulate_every_game(
    game: str, extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    bots = "skip2,random" if game == "classic" else "greedy,random"
    code = main(["simulate", "--game", game, "--bots", bots, "--games", "12", "--json", *extra])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == game
    baseline, random = result["bots"]
    assert baseline["score"]["mean"] > random["score"]["mean"]


def test_simulate_a_game_registered_later(capsys: pytest.CaptureFixture[str]) -> None:
    """--game offers every registered game; the game's own data (none here) is read."""
    variant = replace(CLASSIC, key="quick", title="Qwixx Quick", min_crosses_to_lock=3)
    register(crossing_game(variant, {"en": "Qwixx Quick"}))
    try:
        code = main(
            ["simulate", "--game", "quick", "--bots", "skip1,random", "--games", "4", "--json"]
        )
    finally:
        unregister("quick")
    assert code == 0
    assert json.loads(capsys.readouterr().out)["game"] == "quick"


def test_simulate_reads_the_board_it_is_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """On Board's board comes from the game's record (read_data): side a or b, or a file."""
    missing = tmp_path / "none.json"
    code = main(
        [
            "simulate",
            "--game",
            "onboard",
            "--bots",
            "random,random",
            "--games",
            "1",
            "--board",
            str(missing),
        ]
    )
    assert code == 2
    assert f"{missing}: file not found" in capsys.readouterr().err


def test_simulate_refuses_a_board_for_a_game_without_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Ignored, it would look as if the games had been played on that board."""
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--game", "qwantum", "--bots", "random,random", "--board", "b"])
    assert exit_.value.code == 2
    assert "Qwantum has no board" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["classic", "longo", "onboard", "qwantum"])
def test_baseline_bots_only_play_legal_moves(game: str) -> None:
    rules = get_rules(game)
    names = ["skip2", "random"] if game == "classic" else ["greedy", "random", "skip1"]
    if game == "qwantum":
        names = ["greedy", "random"]
    checked = 0

    def checking(bot: Bot) -> Bot:
        def choose(state: object, player: int) -> Move:
            nonlocal checked
            move = bot(state, player)
            assert move in rules.legal_moves(state, player)
            checked += 1
            return move

        return choose

    for seed in range(4):
        bots = [checking(make_bot(name, rules, seed)) for name in names]
        options = rules.normalise_options(get_game(game).read_data("a"))
        state = rules.new_state(len(names), seed, options)
        assert play_out(rules, state, bots).phase is Phase.OVER
    assert checked > 50


def test_bots_are_deterministic_under_a_seed() -> None:
    for game, name in [("classic", "random"), ("qwantum", "greedy"), ("longo", "greedy")]:
        rules = get_rules(game)
        options = rules.normalise_options(get_game(game).read_data("a"))
        finals = [
            play_out(rules, rules.new_state(2, 5, options), [make_bot(name, rules, 8)] * 2)
            for _ in range(2)
        ]
        assert finals[0] == finals[1]
