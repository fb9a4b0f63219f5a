"""bench/pairwise_tables: the backfitting fit of pairs of rows finds a model that is one."""

from __future__ import annotations

import numpy as np

from bench.pairwise_tables import CODES, MISTHROWS, backfit, model_terms


def _keys(count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.integers(0, MISTHROWS, count), rng.integers(0, CODES, (count, 4))


def _true_values(misthrows: np.ndarray, codes: np.ndarray, seed: int) -> np.ndarray:
    """Values that are exactly a model of pairs, with random numbers in every term."""
    terms = model_terms(misthrows, codes, pairs=True)
    rng = np.random.default_rng(seed)
    values = np.zeros(len(misthrows))
    for numbers, where in terms:
        numbers[:] = rng.normal(0, 3, numbers.size)
        for index in where:
            values += numbers[index]
    return values


def test_a_model_of_pairs_is_fitted_closely_and_rows_alone_cannot_be() -> None:
    misthrows, codes = _keys(200_000, 1)
    values = _true_values(misthrows, codes, 2)
    pairs_left = backfit(values, model_terms(misthrows, codes, pairs=True), 60)
    rows_left = backfit(values, model_terms(misthrows, codes, pairs=False), 60)
    spread = float(np.std(values))
    assert np.sqrt(np.mean(pairs_left**2)) < 0.05 * spread
    assert np.sqrt(np.mean(rows_left**2)) > 0.5 * spread


def test_the_fitted_terms_give_the_values_back() -> None:
    misthrows, codes = _keys(50_000, 3)
    values = _true_values(misthrows, codes, 4)
    terms = model_terms(misthrows, codes, pairs=True)
    left = backfit(values, terms, 30)
    rebuilt = sum(numbers[index] for numbers, where in terms for index in where)
    assert np.allclose(rebuilt + left, values)
