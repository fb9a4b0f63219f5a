"""How much of classic's exact value tables a model of pairs of rows keeps (measuring code; the
experts play the exact tables).

The hazard tables (`solo_table`, 5 455 128 values each) are fitted by `pairs_model`'s model of
pairs of rows (about 13 500 numbers for classic); `--model rows` keeps its rows' term alone: the
best additive table, each row valued apart (as Longo's and On Board's row tables value rows).
Then the expert plays with the fitted tables in place of the exact ones (1v1 it reads the 0.9
table for the opponent's future; its own comes from the lock-race models, `classic_phase`,
which are such models already), paired on the same dice:

    python -m bench.pairwise_tables --model pairs --against odds --pairs 4000 [--seed 21]

Measured (session 10, when 1v1 read the 0.9 table and a 0.93 one while calm, both fitted; 4 000
pairs each, 95 %): the pairs' model is within 0.39 points of the 0.9 table (root mean square;
0.43 for 0.93) and plays as the exact tables do: -0.3 +- 0.6 pp against
`odds` (seed 21: 60.7 % -> 60.4 %) and -0.3 +- 0.5 against `plan2` (seed 23: 71.3 % -> 71.0 %);
the rows alone miss by 1.5 points and lose -2.7 +- 0.9 (`odds`: 58.0 %) and -2.7 +- 0.8
(`plan2`: 68.7 %). So what a sheet's rows are worth together is mostly in its pairs of rows, and
a model of pairs costs 13 500 numbers where a table costs 5.5 million: the way to a joint value
for Longo (rows of 15 numbers: some 38 million keys per table, too many to ship), whose expert
now blends such a model into its totals (`pairs_model`, expert_longo's docstring).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from bench.classic_duel import bot_factory
from bench.crossing_duel import mean_interval, pair
from qwixx_desktop.ai import solo_table
from qwixx_desktop.ai.kit import Bot
from qwixx_desktop.ai.pairs_model import backfit, model_terms
from qwixx_desktop.engine import AnyRules

ONE_V_ONE = (solo_table.HAZARD_CONTINUATION,)


def approximate(
    table: solo_table.SoloTable, pairs: bool, iterations: int
) -> tuple[solo_table.SoloTable, float]:
    """The table as the model values it, in the table's own form; and the fit's RMS error."""
    values = table.offset + table.quantised.astype(np.float64) * table.step
    misthrows, codes = solo_table.decode_many(np.arange(solo_table.STATES))
    terms = model_terms(solo_table.SHAPE, misthrows, codes)
    residual = backfit(values, terms if pairs else terms[:1], iterations)
    fitted = values - residual
    limits = np.iinfo(table.quantised.dtype)
    quantised = np.clip(
        np.round((fitted - table.offset) * table.scale), limits.min, limits.max
    ).astype(table.quantised.dtype)
    model = solo_table.SoloTable(quantised, table.scale, table.offset, table.meta)
    return model, float(np.sqrt(np.mean(residual**2)))


def expert_results(against: str, pairs: int, seed: int) -> list[float]:
    def make(name: str, rules: AnyRules, bot_seed: int) -> Bot:
        return bot_factory(name)(rules, bot_seed)

    return [pair("classic", "expert", against, seed, index, make) for index in range(pairs)]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.pairwise_tables")
    parser.add_argument("--model", choices=("pairs", "rows"), default="pairs")
    parser.add_argument("--against", default="odds")
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--save", help="write both runs' win shares per pair to this JSON file")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    exact = expert_results(args.against, args.pairs, args.seed)
    for continuation in ONE_V_ONE:  # the expert reads them from this cache
        model, error = approximate(
            solo_table.load_hazard_table(continuation), args.model == "pairs", args.iterations
        )
        solo_table._HAZARD[continuation] = model
        print(f"table {continuation}: the {args.model} model is off by {error:.2f} points (RMS)")
    modelled = expert_results(args.against, args.pairs, args.seed)
    for name, results in (("exact tables", exact), (f"{args.model} model", modelled)):
        mean, half = mean_interval(results)
        print(f"expert ({name}) vs {args.against}: {100 * mean:.1f} % +- {100 * half:.1f}")
    diff, half = mean_interval([x - y for x, y in zip(modelled, exact, strict=True)])
    print(
        f"{args.model} model - exact: {100 * diff:+.1f} pp +- {100 * half:.1f} (paired, "
        f"{args.pairs} pairs, seed {args.seed}, {time.perf_counter() - started:.0f} s)"
    )
    if args.save:
        Path(args.save).write_text(json.dumps({"exact": exact, args.model: modelled}))


if __name__ == "__main__":
    main()
