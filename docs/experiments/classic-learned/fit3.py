import sys, math, numpy as np
sys.path.insert(0, __import__("os").path.dirname(__file__))
from feat3 import NAMES
d = np.load(sys.argv[1]); g = d[:, 0]; X = d[:, 1:-1]; y = d[:, -1]
expit = lambda x: 1/(1+np.exp(-x))
test = g % 5 == 1
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
w = fit(X[~test][:, cols], y[~test])
print("base ce", ce(np.exp(X[test, 0]), y[test]), "fit ce", ce(expit(X[test][:, cols] @ w), y[test]))
full = np.zeros(len(NAMES)); full[cols] = w
for n, v in zip(NAMES, full): print(f"{n:15s} {v:+.3f}")
np.save(sys.argv[3] if len(sys.argv) > 3 else "docs/experiments/classic-learned/out/w3.npy", full)
