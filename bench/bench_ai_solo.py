"""`solo-optimal`: table load time, solo mean score over 20 000 games, decision times."""

from __future__ import annotations

import time

from bench.ai_common import scaled
from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai.solo_table import default_path, load_table, read_table
from qwixx_desktop.engine import Decision, Phase, get_rules
from qwixx_desktop.engine.chance import derive_seed
from qwixx_desktop.simulate import interval

GAMES = 20_000
SEED = 2026
GOAL_MEAN = 115.2
GOAL_P99_MS = 20.0
GOAL_LOAD_S = 0.5
EXACT = 115.48  # the exact optimum the table was computed for


def percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


def main() -> None:
    path = default_path()
    started = time.perf_counter()
    read_table(path)
    load_seconds = time.perf_counter() - started
    load_table()  # the cached copy the bot uses
    verdict = "goal met" if load_seconds <= GOAL_LOAD_S else "GOAL NOT MET"
    print(
        f"solo-optimal: table load {1000 * load_seconds:.0f} ms "
        f"({path.stat().st_size / 1e6:.1f} MB; goal <= {GOAL_LOAD_S} s: {verdict})"
    )

    rules = get_rules("classic")
    bot = make_bot("solo-optimal", rules, 0)
    timings: list[float] = []  # thread CPU time: a busy shared machine does not inflate it
    wall: list[float] = []
    scores: list[float] = []
    clock = time.perf_counter
    started = clock()
    games = scaled(GAMES)
    for game in range(games):
        state = rules.new_state(1, derive_seed(SEED, game), {})
        while state.phase is not Phase.OVER:
            if rules.is_chance(state):
                state, _ = rules.apply(state, rules.chance_outcome(state))
                continue
            before, cpu_before = clock(), time.thread_time()
            move = bot(state, 0)
            timings.append(time.thread_time() - cpu_before)
            wall.append(clock() - before)
            state, _ = rules.apply(state, Decision(0, move))
        scores.append(rules.scores(state)[0].total)
    seconds = clock() - started
    score = interval(scores)
    verdict = "goal met" if score.mean >= GOAL_MEAN else "GOAL NOT MET"
    inside = (
        "inside the interval"
        if abs(score.mean - EXACT) <= score.half_width
        else "outside the interval, as 1 run in 20 is"
    )
    print(
        f"solo-optimal: solo mean score {score.mean:.2f} +- {score.half_width:.2f} (95 %) over "
        f"{games:,} games, seed {SEED} (goal >= {GOAL_MEAN}: {verdict}; exact optimum "
        f"{EXACT} {inside}; {games / seconds:,.0f} games/s)"
    )
    timings.sort()
    wall.sort()
    p50, p99 = (1000 * percentile(timings, f) for f in (0.50, 0.99))
    worst = 1000 * timings[-1]
    verdict = "goal met" if p99 <= GOAL_P99_MS else "GOAL NOT MET"
    print(
        f"solo-optimal: decision time (CPU) p50 {p50:.3f} ms, p99 {p99:.3f} ms, max "
        f"{worst:.2f} ms over {len(timings):,} decisions (wall clock p99 "
        f"{1000 * percentile(wall, 0.99):.3f} ms; goal p99 <= {GOAL_P99_MS:.0f} ms: {verdict})"
    )


if __name__ == "__main__":
    main()
