import json, sys
from bench.crossing_duel import mean_interval
a = json.load(open(sys.argv[1])); b = json.load(open(sys.argv[2]))
n = min(len(a), len(b)); d, h = mean_interval([x - y for x, y in zip(a[:n], b[:n])])
print(f"{sys.argv[1]} - {sys.argv[2]}: {100*d:+.1f} pp +- {100*h:.1f} ({n} pairs)")
