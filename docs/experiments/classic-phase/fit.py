import json, sys, collections
D = 10
recs = []
for f in sys.argv[1:]:
    for out, n in json.load(open(f)):
        recs += out
tot = collections.Counter(); end = collections.Counter(); cens = collections.Counter()
trans = collections.defaultdict(collections.Counter)
for d, m, d2, m2, kind in recs:
    p = min(d, D)
    if kind == 2:
        cens[p] += 1; continue
    tot[p] += 1
    if kind == 1:
        end[p] += 1
    else:
        trans[p][min(d2, D)] += 1
for p in range(D + 1):
    t = tot[p]
    if not t: continue
    tr = trans[p]
    print(p, t, f"hazard {end[p]/t:.3f}", f"stay {tr[p]/t:.3f}", " ".join(f"{q}:{tr[q]/t:.3f}" for q in sorted(tr) if q != p), f"cens {cens[p]}")
