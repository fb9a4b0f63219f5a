import sys
import numpy as np
sys.path.insert(0, "/work/exp")
import longo_solver as ls
src, out, iters = sys.argv[1], sys.argv[2], int(sys.argv[3])
v = np.load(src).astype(np.float64)
m, codes = ls.decode_many(np.arange(ls.STATES))
idx = [(m * ls.CODES + codes[:, r]).astype(np.int64) for r in range(4)]
del codes
U = np.zeros(4 * ls.CODES)
resid = v.copy()
for it in range(iters):
    tot = np.zeros(U.size); cnt = np.zeros(U.size)
    for i in idx:
        tot += np.bincount(i, weights=resid, minlength=U.size); cnt += np.bincount(i, minlength=U.size)
    step = 1.6 / 4 * np.divide(tot, cnt, out=np.zeros_like(tot), where=cnt > 0)
    U += step
    for i in idx:
        resid -= step[i]
    print(it, np.sqrt(np.mean(resid**2)), flush=True)
np.save(out, resid.astype(np.float32))
