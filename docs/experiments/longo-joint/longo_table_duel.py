"""Longo expert with its sheet value from the exact joint hazard table (experiment).

    python longo_table_duel.py --calm longo95.npy [--late longo93.npy] --against greedy --pairs N --seed S
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

import numpy as np

sys.path.insert(0, "/work/exp")
import longo_solver as ls  # noqa: E402

from bench.crossing_duel import mean_interval, pair  # noqa: E402
from qwixx_desktop.ai import make_bot  # noqa: E402
from qwixx_desktop.ai.expert_longo import LEVELS, LongoExpert  # noqa: E402

INTER: Any = None
POINTS = [n * (n + 1) // 2 for n in range(20)]


def rank(m: int, codes: list[int]) -> int:
    a, b, c, d = codes
    if a > b:
        a, b = b, a
    if c > d:
        c, d = d, c
    first = b * (b + 1) // 2 + a
    second = d * (d + 1) // 2 + c
    if first > second:
        first, second = second, first
    if second < ls.OPEN_PAIRS:
        index = second * (second + 1) // 2 + first
    else:
        index = ls.OPEN_KEYS + (second - ls.OPEN_PAIRS) * ls.OPEN_PAIRS + first
    return m * ls.PER_MISTHROW + index


class TableLongo(LongoExpert):
    def __init__(self, rules: Any, calm: np.ndarray, late: np.ndarray | None, weight: float) -> None:
        super().__init__(rules, LEVELS["expert"])
        self.calm_values = calm
        self.late_values = late
        self.weight = weight

    def total(self, ctx: Any, player: int, sheet: Any, mine: Any, weights: Any, probs: Any, ended: bool) -> float:
        base = super().total(ctx, player, sheet, mine, weights, probs, ended)
        if self.weight == 0.0:
            return base
        if INTER is not None:
            if ended:
                return base
            codes = []
            locked = 0
            for row, mask in enumerate(sheet.marks):
                n = mask.bit_count()
                if sheet.closed >> row & 1 or mask >> ls.FIRST_LOCK:
                    codes.append(ls.LOCKED)
                    locked += 1
                elif n == 0:
                    codes.append(0)
                else:
                    p = mask.bit_length() - 1
                    codes.append(p * (p + 1) // 2 + n)
            if sheet.misthrows >= 4 or locked >= 2:
                return base
            return base + self.weight * float(INTER[rank(sheet.misthrows, codes)])
        closed = sheet.closed
        codes = []
        points = 0
        locked = 0
        for row, mask in enumerate(sheet.marks):
            n = mask.bit_count()
            points += POINTS[n]
            if closed >> row & 1 or mask >> ls.FIRST_LOCK:
                codes.append(ls.LOCKED)
                locked += 1
            elif n == 0:
                codes.append(0)
            else:
                p = mask.bit_length() - 1
                codes.append(p * (p + 1) // 2 + n)
        m = sheet.misthrows
        if ended or m >= 4 or locked >= 2:
            future = 0.0
        else:
            table = self.calm_values
            if self.late_values is not None:
                calm = ctx.cache.get("_calm")
                if calm is None:
                    state = ctx.state
                    calm = ctx.cache["_calm"] = (
                        not state.closed
                        and max(state.misthrows) < 3
                        and all(mk.bit_count() < ls.MIN_CROSSES for marks in state.marks for mk in marks)
                    )
                table = self.calm_values if calm else self.late_values
            future = float(table[rank(m, codes)])
        joint = points - 5 * m + future
        return (1 - self.weight) * base + self.weight * joint


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calm")
    parser.add_argument("--late")
    parser.add_argument("--weight", type=float, default=1.0)
    parser.add_argument("--against", default="greedy")
    parser.add_argument("--pairs", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--save")
    parser.add_argument("--inter")
    args = parser.parse_args()
    global INTER
    if args.inter:
        INTER = np.load(args.inter, mmap_mode="r")
    calm = np.load(args.calm, mmap_mode="r") if args.calm else (INTER if args.inter else None)
    late = np.load(args.late, mmap_mode="r") if args.late else None

    def make(name: str, rules: Any, seed: int) -> Any:
        if name == "table":
            expert = TableLongo(rules, calm, late, args.weight)
            return lambda state, player: expert.choose(state, player, seed)
        return make_bot(name, rules, seed)

    started = time.perf_counter()
    name = "table" if calm is not None else "expert"
    results = [pair("longo", name, args.against, args.seed, i, make) for i in range(args.pairs)]
    mean, half = mean_interval(results)
    print(f"{name} (w {args.weight}, {args.calm}, {args.late}) vs {args.against}: {100*mean:.1f} +- {100*half:.1f} "
          f"({args.pairs} pairs, seed {args.seed}, {time.perf_counter() - started:.0f} s)", flush=True)
    if args.save:
        json.dump(results, open(args.save, "w"))


if __name__ == "__main__":
    main()
