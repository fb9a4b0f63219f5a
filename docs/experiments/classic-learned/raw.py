"""Raw inputs for a small network: both sheets row by row, plus the base estimate."""
import numpy as np
from qwixx_desktop.ai.solo_table import CODE_CROSSES, CODE_LAST, LOCKED
CC = np.array(list(CODE_CROSSES), dtype=np.float64); CL = np.array(list(CODE_LAST), dtype=np.float64)

def row_block(codes):  # codes: (N,) ints -> (N,5)
    locked = codes == LOCKED
    n = np.where(locked, 0, CC[codes]); p = np.where(locked, 10, CL[codes])
    need = np.maximum(0, 5 - n)
    alive = (~locked) & (p + need <= 9)
    ready = alive & (need == 0)
    return np.stack([n / 11, (p + 1) / 11, locked, ready, alive], axis=1).astype(np.float64)

def raw_inputs(mk, ok, next_active, calm, zmt):
    """mk, ok: (N,5) int keys; next_active, calm: (N,); zmt: (N,3) z, margin/10, sqrt_to_come/5."""
    cols = []
    for key in (mk, ok):
        for r in range(1, 5):
            cols.append(row_block(key[:, r]))
        cols.append(np.eye(4)[np.minimum(key[:, 0], 3)])
    cols.append(np.stack([next_active, calm], axis=1)); cols.append(zmt)
    return np.concatenate(cols, axis=1)
