"""A sheet's exact value as a model of pairs of rows: fitted to a solved table, small to ship.

An exact table (`solo_solver`) values every key (misthrows m, row codes a, b of the rising
rows, c, d of the falling ones). The model approximates it by

    V(m, a, b, c, d) = R[m, a] + R[m, b] + R[m, c] + R[m, d]             (each row on its own)
                     + S[m, a, b] + S[m, c, d]                           (rows rising alike)
                     + X[m, a, c] + X[m, a, d] + X[m, b, c] + X[m, b, d]  (a rising row with a
                                                                          falling one)

with S and X symmetric, as the tables' symmetries make them. Longo's table has 38 million
keys; its model 70 000 numbers (a few hundred KB), off by half a point. Classic's tables as
this model play as the exact ones (bench/pairwise_tables.py), which is why Longo's expert may
read a model of its table (expert_longo).

R, S and X come in one set per misthrow count. A `Grouping` may split each set further: by
whether a row is locked and by how far right the rows have come, the two things that decide
how a third row changes what a pair is worth (a second lock ends the game). Classic's
multiplayer cycle tables are modelled so at half the error (`classic_cycle`).

Fitted by least squares with backfitting: each term in turn takes the mean of what the others
leave, over-relaxed. File: an npz with `rows`, `same`, `crossed` (float32, by group and row
codes) and `meta` (JSON: format, version, game, continuation, the fit's RMS error, the exact
table's value from the empty sheet, sha256 of the three arrays); resources/ai/README.md.
"""

from __future__ import annotations

import hashlib
import json
import threading
import zipfile
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import numpy as np

from ..gamedata import resources_dir
from .sheet_shape import ROWS, SheetShape
from .solo_table import SoloTableError, write_arrays

T = TypeVar("T")

FORMAT = "qwixx-desktop pairs-of-rows value model"
VERSION = 1
ARRAYS = ("rows", "same", "crossed")
OVER_RELAXATION = 1.6  # each backfitting step goes this far past the group means: faster

Term = tuple[np.ndarray, list[np.ndarray]]  # the term's numbers, and where each key reads them


@dataclass(frozen=True)
class Grouping:
    """Which set of R, S and X a key reads: one set per misthrow count (the default), each
    split in two by whether a row is locked (`by_lock`) and by how far right the rows have
    come (`progress_cuts`: the sum over the rows of their last crossed position plus one, a
    lock counting as the first locking number; a set per interval between the cuts)."""

    by_lock: bool = False
    progress_cuts: tuple[int, ...] = ()

    def groups(self, shape: SheetShape) -> int:
        return shape.misthrows_to_end * (2 if self.by_lock else 1) * (len(self.progress_cuts) + 1)

    def as_meta(self) -> dict[str, Any]:
        return {"by_lock": self.by_lock, "progress_cuts": list(self.progress_cuts)}

    def group_many(self, shape: SheetShape, misthrows: np.ndarray, codes: np.ndarray) -> np.ndarray:
        """The group of each key (codes[:, 4])."""
        group = misthrows.astype(np.int64)
        if self.by_lock:
            group = group * 2 + (codes == shape.locked).any(axis=1)
        if self.progress_cuts:
            progress = (np.asarray(shape.code_last)[codes] + 1).sum(axis=1)
            bands = len(self.progress_cuts) + 1
            group = group * bands + np.searchsorted(self.progress_cuts, progress, side="right")
        return group

    def group(self, shape: SheetShape, misthrows: int, codes: Sequence[int]) -> int:
        """The group of one key (as `group_many`)."""
        group = misthrows
        if self.by_lock:
            group = group * 2 + (shape.locked in codes)
        if self.progress_cuts:
            progress = sum(shape.code_last[code] + 1 for code in codes)
            bands = len(self.progress_cuts) + 1
            group = group * bands + bisect_right(self.progress_cuts, progress)
        return group


BY_MISTHROWS = Grouping()


def model_terms(
    shape: SheetShape, groups: np.ndarray, codes: np.ndarray, grouping: Grouping = BY_MISTHROWS
) -> list[Term]:
    """The model's three terms for keys in these groups (codes[:, 4]: two rising rows, two
    falling; `groups` as `grouping.group_many` gives them, the misthrows by default)."""
    size = shape.codes
    g = groups.astype(np.int64)
    a, b, c, d = (codes[:, row].astype(np.int64) for row in range(ROWS))

    def pair(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        index: np.ndarray = (g * size + np.minimum(x, y)) * size + np.maximum(x, y)
        return index

    count = grouping.groups(shape)
    return [
        (np.zeros(count * size), [g * size + row for row in (a, b, c, d)]),
        (np.zeros(count * size * size), [pair(a, b), pair(c, d)]),
        (np.zeros(count * size * size), [pair(x, y) for x in (a, b) for y in (c, d)]),
    ]


def backfit(values: np.ndarray, terms: list[Term], iterations: int) -> np.ndarray:
    """Fit the terms to `values` (changing them in place); returns what they leave."""
    residual = values.astype(np.float64)
    for _ in range(iterations):
        for numbers, where in terms:
            total = np.zeros(numbers.size)
            count = np.zeros(numbers.size)
            for index in where:
                total += np.bincount(index, weights=residual, minlength=numbers.size)
                count += np.bincount(index, minlength=numbers.size)
            step = (
                OVER_RELAXATION
                / len(where)
                * np.divide(total, count, out=np.zeros_like(total), where=count > 0)
            )
            numbers += step
            for index in where:
                residual -= step[index]
    return residual


def shared_lists(array: np.ndarray) -> Any:
    """`array.astype(float64).tolist()` made small: equal numbers are one float object. A
    plain `tolist` makes a 32-byte float per entry (eight times the float32 file); the
    shipped models hold a few hundred distinct numbers in millions of entries, so sharing
    keeps a pointer per entry (an object array's `tolist` hands out its objects themselves,
    and is faster than making the floats). Read only, like the model."""
    if array.ndim == 0 or array.size == 0:
        return array.astype(np.float64).tolist()
    distinct, where = np.unique(array, return_inverse=True)
    numbers = np.empty(len(distinct), dtype=object)
    numbers[:] = distinct.astype(np.float64).tolist()  # one float object per distinct number
    return numbers[where.reshape(array.shape)].tolist()


class PairsModel:
    """R, S and X of one table; `value` is the model's expected points still to come."""

    def __init__(
        self,
        shape: SheetShape,
        arrays: dict[str, np.ndarray],
        meta: dict[str, Any],
        grouping: Grouping = BY_MISTHROWS,
    ):
        self.shape = shape
        self.meta = meta
        self.grouping = None if grouping == BY_MISTHROWS else grouping
        self.continuation = float(meta["continuation"])
        # Lists: a decision reads single entries, which a list serves several times faster.
        self._rows: list[list[float]] = shared_lists(arrays["rows"])
        self._same: list[list[list[float]]] = shared_lists(arrays["same"])
        self._crossed: list[list[list[float]]] = shared_lists(arrays["crossed"])

    def value(self, misthrows: int, codes: Sequence[int]) -> float:
        """Points still to come from this key; 0 for a finished game."""
        shape = self.shape
        a, b, c, d = codes
        if misthrows >= shape.misthrows_to_end or codes.count(shape.locked) >= shape.locks_to_end:
            return 0.0
        group = misthrows if self.grouping is None else self.grouping.group(shape, misthrows, codes)
        rows, same, crossed = self._rows[group], self._same[group], self._crossed[group]
        return (
            rows[a]
            + rows[b]
            + rows[c]
            + rows[d]
            + same[a][b]
            + same[c][d]
            + crossed[a][c]
            + crossed[a][d]
            + crossed[b][c]
            + crossed[b][d]
        )


def fit(
    shape: SheetShape, values: np.ndarray, iterations: int, grouping: Grouping = BY_MISTHROWS
) -> tuple[dict[str, np.ndarray], float]:
    """The model of a solved table (values by rank): its arrays, and the fit's RMS error."""
    groups = np.empty(shape.states, dtype=np.int16)
    codes = np.empty((shape.states, ROWS), dtype=np.int16)
    for ranks, slice_misthrows, slice_codes in shape.decoded_slices():
        groups[ranks] = grouping.group_many(shape, slice_misthrows, slice_codes)
        codes[ranks] = slice_codes
    terms = model_terms(shape, groups, codes, grouping)
    del groups, codes
    residual = backfit(values, terms, iterations)
    error = float(np.sqrt(np.mean(residual**2)))
    size = shape.codes
    rows = terms[0][0].reshape(grouping.groups(shape), size)
    # Fitted on the low <= high half; mirrored, so that lookups need not order a pair.
    same, crossed = (terms[i][0].reshape(-1, size, size) for i in (1, 2))
    same, crossed = (t + np.triu(t, 1).transpose(0, 2, 1) for t in (same, crossed))
    arrays = {"rows": rows, "same": same, "crossed": crossed}
    return {name: array.astype(np.float32) for name, array in arrays.items()}, error


def fit_stacked(
    shape: SheetShape,
    tables: Iterable[np.ndarray],
    iterations: int,
    grouping: Grouping = BY_MISTHROWS,
    steps: int = 0,
    label: Callable[[int], str] | None = None,
) -> tuple[dict[str, np.ndarray], list[float]]:
    """Each solved table's model (`fit`), the arrays stacked along a first axis, and each
    fit's RMS error (to 1e-4). `steps` > 0: numbers stored as multiples of 1 / steps points
    (the file then compresses far better). `label(i)`: print each fit's error under it."""
    stacked: dict[str, list[np.ndarray]] = {name: [] for name in ARRAYS}
    errors = []
    for index, values in enumerate(tables):
        arrays, error = fit(shape, values, iterations, grouping)
        errors.append(round(error, 4))
        for name in ARRAYS:
            array = arrays[name]
            if steps:
                array = (np.round(array * steps) / steps).astype(np.float32)
            stacked[name].append(array)
        if label is not None:
            print(f"{label(index)}: model {error:.3f} points off (root mean square)", flush=True)
    return {name: np.stack(parts) for name, parts in stacked.items()}, errors


def checksum(arrays: dict[str, np.ndarray]) -> str:
    digest = hashlib.sha256()
    for name in ARRAYS:
        digest.update(arrays[name].tobytes())
    return digest.hexdigest()


def model_path(shape: SheetShape, continuation: float) -> Path:
    return resources_dir() / "ai" / f"{shape.name}-pairs-{round(100 * continuation)}.npz"


def write_model(
    path: Path, shape: SheetShape, arrays: dict[str, np.ndarray], meta: dict[str, Any]
) -> None:
    write_stacked(path, arrays, {**meta, "format": FORMAT, "version": VERSION, "game": shape.name})


def _rebuild(shape: SheetShape, continuation: float) -> str:
    return (
        "rebuild it with `python -m qwixx_desktop.ai.solo_solver "
        f"--game {shape.name} --continuation {continuation}`"
    )


def read_arrays(
    path: Path, what: str, rebuild: str
) -> tuple[dict[str, np.ndarray], dict[str, Any] | None]:
    """The model arrays of a file and its meta (None if not a JSON object); SoloTableError,
    naming `what` and how to `rebuild` it, when the file is missing or unreadable."""
    if not path.is_file():
        raise SoloTableError(f"{what} not found: {path}; {rebuild}")
    try:
        with np.load(path, allow_pickle=False) as archive:
            meta = json.loads(str(archive["meta"]))
            arrays = {name: archive[name] for name in ARRAYS}
    except (OSError, ValueError, KeyError, zipfile.BadZipFile, json.JSONDecodeError) as error:
        raise SoloTableError(f"{what} {path} is damaged ({error}); {rebuild}") from None
    return arrays, meta if isinstance(meta, dict) else None


def arrays_problem(
    shape: SheetShape,
    arrays: dict[str, np.ndarray],
    meta: dict[str, Any],
    *leading: int,
    grouping: Grouping = BY_MISTHROWS,
) -> str:
    """What is wrong with the arrays read for `shape` (each with these leading dimensions
    first): '' when they are float32 of the right shape and match the meta's checksum."""
    size, groups = shape.codes, grouping.groups(shape)
    shapes = {
        "rows": (*leading, groups, size),
        "same": (*leading, groups, size, size),
        "crossed": (*leading, groups, size, size),
    }
    if any(arrays[n].dtype != np.float32 or arrays[n].shape != shapes[n] for n in ARRAYS):
        return "arrays of the wrong shape"
    if checksum(arrays) != meta.get("sha256"):
        return "checksum mismatch"
    return ""


def write_stacked(path: Path, arrays: dict[str, np.ndarray], meta: dict[str, Any]) -> str:
    """Write one model's arrays, or several stacked, with `meta` (its own format stamp) and
    their checksum; says what it wrote."""
    meta = {**meta, "sha256": checksum(arrays)}
    write_arrays(path, {**arrays, "meta": np.array(json.dumps(meta, sort_keys=True))})
    return f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB)"


def read_checked(
    path: Path,
    shape: SheetShape,
    what: str,
    rebuild: str,
    stamp: tuple[str, int],
    made_for: Callable[[dict[str, Any]], str],
    *leading: int,
    grouping: Grouping = BY_MISTHROWS,
) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """Arrays and meta of models of `shape` written by `write_stacked`, checked: the format
    and version `stamp`, `made_for(meta)` ('' when they are the models expected, else what
    they were made for), the arrays' shapes and checksum. SoloTableError, naming `what` and
    how to `rebuild` it, when anything is wrong."""
    arrays, meta = read_arrays(path, what, rebuild)
    form, version = stamp
    if meta is None or meta.get("format") != form:
        problem = f"not {what}"
    elif meta.get("version") != version:
        problem = f"format version {meta.get('version')}, expected {version}"
    else:
        problem = made_for(meta) or arrays_problem(shape, arrays, meta, *leading, grouping=grouping)
    if problem or meta is None:
        raise SoloTableError(f"{what} {path}: {problem}; {rebuild}")
    return arrays, meta


class LoadedOnce(Generic[T]):
    """A shipped file read once per process: later calls return the same object."""

    def __init__(self, read: Callable[[], T]) -> None:
        self._read = read
        self._loaded: list[T] = []
        self._lock = threading.Lock()

    def __call__(self) -> T:
        with self._lock:
            if not self._loaded:
                self._loaded.append(self._read())
            return self._loaded[0]


def read_model(shape: SheetShape, continuation: float, path: Path | None = None) -> PairsModel:
    """Load and check a model file; raises SoloTableError when it is missing or damaged."""

    def made_for(meta: dict[str, Any]) -> str:
        if meta.get("game") == shape.name and meta.get("continuation") == continuation:
            return ""
        return f"made for {meta.get('game')} at {meta.get('continuation')}"

    arrays, meta = read_checked(
        path or model_path(shape, continuation),
        shape,
        "pairs-of-rows value model",
        _rebuild(shape, continuation),
        (FORMAT, VERSION),
        made_for,
    )
    return PairsModel(shape, arrays, meta)
