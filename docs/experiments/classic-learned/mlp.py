import sys, time, numpy as np
sys.path.insert(0, __import__("os").path.dirname(__file__))
from raw import raw_inputs
data = np.load(sys.argv[1]); X0 = np.load(sys.argv[1].replace(".npy", "-X.npy"))
H = int(sys.argv[2]) if len(sys.argv) > 2 else 32
mk = data[:, 2:7].astype(int); ok = data[:, 7:12].astype(int)
X = raw_inputs(mk, ok, data[:, 14], data[:, 15], X0[:, :3]); y = data[:, 16]; g = data[:, 0]
test = g % 5 == 0
from gen import PAIRS
gi = g.astype(int); pi = data[:, 1].astype(int)
names = np.array([PAIRS[i % len(PAIRS)][(p_ + (i // len(PAIRS)) % 2) % 2] for i, p_ in zip(gi, pi)])
keep = names == "expert"
X, y, g, test = X[keep], y[keep], g[keep], test[keep]
mu = X[~test].mean(0); sd = X[~test].std(0) + 1e-6
Xn = (X - mu) / sd
rng = np.random.default_rng(1)
D = X.shape[1]
W1 = rng.normal(0, 1 / np.sqrt(D), (D, H)); b1 = np.zeros(H); W2 = rng.normal(0, 1 / np.sqrt(H), H); b2 = 0.0
# skip connection on z (column index of z)
params = [W1, b1, W2, np.array([b2])]
m = [np.zeros_like(p) for p in params]; v = [np.zeros_like(p) for p in params]
def fwd(x):
    h = np.tanh(x @ params[0] + params[1]); return h, h @ params[2] + params[3][0]
def ce(logit, y):
    p = 1 / (1 + np.exp(-logit)); p = np.clip(p, 1e-6, 1 - 1e-6)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
tr = np.where(~test)[0]; te = np.where(test)[0]
lr = 2e-3; t = 0; start = time.time()
for epoch in range(int(sys.argv[3]) if len(sys.argv) > 3 else 8):
    rng.shuffle(tr)
    for i in range(0, len(tr), 1024):
        idx = tr[i:i + 1024]; x = Xn[idx]
        h, lo = fwd(x); p = 1 / (1 + np.exp(-lo)); d = (p - y[idx]) / len(idx)
        gW2 = h.T @ d; gb2 = np.array([d.sum()]); dh = np.outer(d, params[2]) * (1 - h * h)
        gW1 = x.T @ dh; gb1 = dh.sum(0)
        t += 1
        for k, gr in enumerate([gW1, gb1, gW2, gb2]):
            m[k] = 0.9 * m[k] + 0.1 * gr; v[k] = 0.999 * v[k] + 0.001 * gr * gr
            params[k] -= lr * (m[k] / (1 - 0.9 ** t)) / (np.sqrt(v[k] / (1 - 0.999 ** t)) + 1e-8)
    lr *= 0.7
    print(epoch, "test ce", ce(fwd(Xn[te])[1], y[te]), "train ce", ce(fwd(Xn[tr[:300000]])[1], y[tr[:300000]]), f"{time.time()-start:.0f}s", flush=True)
np.savez(sys.argv[1].replace(".npy", f"-mlp{H}.npz"), W1=params[0], b1=params[1], W2=params[2], b2=params[3], mu=mu, sd=sd)
