import sys, math, numpy as np
sys.path.insert(0, __import__("os").path.dirname(__file__))
from feat import NAMES
from gen import PAIRS
data = np.load("docs/experiments/classic-learned/out/d5.npy"); X = np.load("docs/experiments/classic-learned/out/d5-X.npy")
expit = lambda x: 1/(1+np.exp(-x))
_erf = np.frompyfunc(math.erf, 1, 1)
ndtr = lambda x: 0.5*(1+_erf(x/math.sqrt(2)).astype(float))
g = data[:, 0].astype(int); p = data[:, 1].astype(int)
names = np.array([PAIRS[i % len(PAIRS)][(p_ + (i // len(PAIRS)) % 2) % 2] for i, p_ in zip(g, p)])
mode = sys.argv[1]
if mode == "expert-seat": sel = names == "expert"
elif mode == "self": sel = np.array([PAIRS[i % len(PAIRS)] == ("expert", "expert") for i in g])
else: sel = np.ones(len(g), bool)
y = data[:, 16]; test = g % 5 == 0
def fit(X, y, l2=1e-3, it=30):
    w = np.zeros(X.shape[1])
    for _ in range(it):
        q = expit(X @ w); grad = X.T @ (q - y) + l2 * w
        H = (X * (q * (1 - q))[:, None]).T @ X + l2 * np.eye(X.shape[1])
        w -= np.linalg.solve(H, grad)
    return w
def ce(q, y):
    q = np.clip(q, 1e-6, 1 - 1e-6); return -np.mean(y * np.log(q) + (1 - y) * np.log(1 - q))
cols = [NAMES.index(c) for c in sys.argv[2].split(",")] if len(sys.argv) > 2 else list(range(len(NAMES)))
tr = sel & ~test; te = sel & test
w = fit(X[tr][:, cols], y[tr])
print(mode, "rows", tr.sum(), "base ce", ce(ndtr(X[te, 0]), y[te]), "fit ce", ce(expit(X[te][:, cols] @ w), y[te]))
full = np.zeros(len(NAMES)); full[cols] = w
for n, v in zip(NAMES, full): print(f"{n:15s} {v:+.3f}")
np.save(f"docs/experiments/classic-learned/out/w-{mode}-{len(cols)}.npy", full)
