import sys, math, numpy as np
sys.path.insert(0, __import__("os").path.dirname(__file__))
from feat import features, NAMES
import math
expit = lambda x: 1/(1+np.exp(-x))
_erf = np.frompyfunc(math.erf, 1, 1)
ndtr = lambda x: 0.5*(1+_erf(x/math.sqrt(2)).astype(float))
data = np.load(sys.argv[1])
# columns: game, p, mk(5), ok(5), now_me, now_opp, next_active, calm, result
X = np.array([features(tuple(int(v) for v in r[2:7]), tuple(int(v) for v in r[7:12]), r[12], r[13], r[14], r[15]) for r in data])
y = data[:, 16]; g = data[:, 0]
np.save(sys.argv[1].replace(".npy", "-X.npy"), X)
test = g % 5 == 0
def fit(X, y, l2=1e-3, it=30):
    w = np.zeros(X.shape[1])
    for _ in range(it):
        p = expit(X @ w); grad = X.T @ (p - y) + l2 * w
        H = (X * (p * (1 - p))[:, None]).T @ X + l2 * np.eye(X.shape[1])
        w -= np.linalg.solve(H, grad)
    return w
def ce(p, y):
    p = np.clip(p, 1e-6, 1 - 1e-6); return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
print("rows", len(y), "test", test.sum())
print("base ce", ce(ndtr(X[test, 0]), y[test]))
w = fit(X[~test], y[~test])
print("logit ce", ce(expit(X[test] @ w), y[test]))
for n, v in zip(NAMES, w): print(f"{n:15s} {v:+.3f}")
np.save(sys.argv[1].replace(".npy", "-w.npy"), w)
