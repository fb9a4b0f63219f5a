"""W_p = sum_q M[p,q] V_q (a table's value after a turn in phase p) and its pairs models.
    python wfit.py PT"""
import sys, time
import numpy as np
from qwixx_desktop.ai.pairs_model import fit
from qwixx_desktop.ai.sheet_shape import CLASSIC_SHAPE
pt = sys.argv[1]
V = np.load(f"./{pt}.npy")
M = np.load(f"./{pt}-M.npy")
W = (M.astype(np.float32) @ V)
np.save(f"./{pt}-W.npy", W)
models = {}
for p in range(W.shape[0]):
    t = time.time()
    arrays, err = fit(CLASSIC_SHAPE, W[p].astype(np.float64), 25)
    print(p, f"rms {err:.3f}", f"{time.time()-t:.0f}s", flush=True)
    for k, a in arrays.items():
        models[f"{k}{p}"] = a
np.savez_compressed(f"./{pt}-Wpairs.npz", **models)
