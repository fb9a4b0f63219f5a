import sys
import numpy as np
sys.path.insert(0, "/work/exp")
import longo_solver as ls
src, out, iters = sys.argv[1], sys.argv[2], int(sys.argv[3])
C = ls.CODES
v = np.load(src).astype(np.float64)
m, codes = ls.decode_many(np.arange(ls.STATES))
m = m.astype(np.int64)
a, b, c, d = (codes[:, r].astype(np.int64) for r in range(4))
del codes
def pi(x, y):
    return (m * C + np.minimum(x, y)) * C + np.maximum(x, y)
terms = [(np.zeros(4 * C), [m * C + r for r in (a, b, c, d)]),
         (np.zeros(4 * C * C), [pi(a, b), pi(c, d)]),
         (np.zeros(4 * C * C), [pi(a, c), pi(a, d), pi(b, c), pi(b, d)])]
del a, b, c, d
resid = v.copy()
for it in range(iters):
    for numbers, where in terms:
        tot = np.zeros(numbers.size); cnt = np.zeros(numbers.size)
        for i in where:
            tot += np.bincount(i, weights=resid, minlength=numbers.size); cnt += np.bincount(i, minlength=numbers.size)
        step = 1.6 / len(where) * np.divide(tot, cnt, out=np.zeros_like(tot), where=cnt > 0)
        numbers += step
        for i in where:
            resid -= step[i]
    print(it, np.sqrt(np.mean(resid**2)), np.abs(resid).max(), flush=True)
np.save(out, (v - resid).astype(np.float32))
np.savez(out.replace(".npy", "-terms.npz"), U=terms[0][0], S=terms[1][0], X=terms[2][0])
