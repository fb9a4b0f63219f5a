# Session 7 experiment harness (longo7), removed in the next commit; figures in ai/expert_longo.py.
"""Experiment driver: named Longo expert variants against a bot, paired on the same dice."""
import json, sys, time, dataclasses, argparse
from pathlib import Path
from bench.crossing_duel import duel, mean_interval
from qwixx_desktop.ai import make_bot
from qwixx_desktop.ai import expert_longo as el
from qwixx_desktop.ai.crossing_eval import Style, HorizonModel

VARIANTS = {}

def variant(name):
    # name: "x:key=val,key=val" style overrides on the expert Style
    if name in VARIANTS:
        return VARIANTS[name]
    base = el.LEVELS["expert"]
    kw = {}
    horizon_scale = None
    extra = {}
    for part in name[2:].split(","):
        if not part:
            continue
        k, v = part.split("=")
        if k == "hscale":
            horizon_scale = float(v); continue
        if k in ("ws", "cs", "pen", "ofut", "rd", "lucky"):
            extra[k] = float(v); continue
        field_type = type(getattr(base, k))
        kw[k] = (v == "1") if field_type is bool else field_type(float(v))
    style = dataclasses.replace(base, **kw)
    return style, horizon_scale, extra

class OppFuture(el.CrossingExpert):
    factor = 1.0
    def total(self, ctx, player, sheet, mine, weights, probs, ended):
        result = super().total(ctx, player, sheet, mine, weights, probs, ended)
        if player == ctx.player or ended:
            return result
        tab = self.tables(ctx.state.n_players)[0]
        now = sum(tab.final_points[tab.index_of_mask(m, bool(sheet.closed >> r & 1))] for r, m in enumerate(sheet.marks)) - self.penalty * sheet.misthrows
        return now + self.factor * (result - now)

from qwixx_desktop.ai.crossing_eval import row_tables, RowModel
class RankShares(OppFuture):
    rd = 0.0
    def rank_tables(self, n):
        found = getattr(self, "_rt", {}).get(n)
        if found is None:
            self._rt = getattr(self, "_rt", {})
            ws, cs = self.shares
            found = []
            for live in range(5):
                per = []
                for r in range(live):
                    d = self.rd * ((live - 1) / 2 - r)
                    per.append(row_tables(self.variant, RowModel(max(n,1), min(1, max(0.05, ws + d)), min(1, max(0.05, cs + d)))))
                found.append(per)
            self._rt[n] = found
        return found
    def row_weights(self, key, probs, n):
        w = super().row_weights(key, probs, n)
        cache = getattr(self, "_rw", None)
        if cache is None:
            cache = self._rw = {}
        rw = cache.get((key, n))
        if rw is None:
            rw = cache[(key, n)] = [[(probs @ t.values).tolist() for t in per] for per in self.rank_tables(n)]
        self._last = rw
        return w
    def total(self, ctx, player, sheet, mine, weights, probs, ended):
        if not self.rd or ended:
            return super().total(ctx, player, sheet, mine, weights, probs, ended)
        closed = sheet.closed
        length, width, terminal = self._row_length, self._row_length + 1, self._terminal_base
        open_rows = [(-m.bit_count(), r) for r, m in enumerate(sheet.marks) if not (closed >> r & 1 or m >> length)]
        open_rows.sort()
        per = self._last[len(open_rows)]
        rank = {r: i for i, (_, r) in enumerate(open_rows)}
        rows = 0.0
        base = weights[0]
        for row, mask in enumerate(sheet.marks):
            crosses = mask.bit_count()
            if row not in rank:
                rows += base[terminal + crosses]
            else:
                rows += per[rank[row]][mask.bit_length() * width + crosses]
        return rows - self.penalty * sheet.misthrows
        
class Lucky(RankShares):
    lucky = 0.0   # scale on the lucky chance
    def row_weights(self, key, probs, n):
        self._key = (key, n, probs)
        return super().row_weights(key, probs, n)
    def lucky_weights(self, q):
        key, n, probs = self._key
        cache = getattr(self, "_lw", None)
        if cache is None:
            cache = self._lw = {}
        found = cache.get((key, n, q))
        if found is None:
            ws, cs = self.shares
            t = row_tables(self.variant, RowModel(max(n, 1), ws, cs, 0.0, free_next=q))
            found = cache[(key, n, q)] = (probs @ t.values).tolist()
        return found
    def total(self, ctx, player, sheet, mine, weights, probs, ended):
        base = super().total(ctx, player, sheet, mine, weights, probs, ended)
        if not self.lucky or ended:
            return base
        lucky_numbers = ctx.state.lucky[player]
        faces = self.variant.die_faces
        q = sum(max(0, faces - abs(x - faces - 1)) for x in lucky_numbers) / faces**2
        closed = sheet.closed
        length, width, terminal = self._row_length, self._row_length + 1, self._terminal_base
        open_rows = [r for r, m in enumerate(sheet.marks) if not (closed >> r & 1 or m >> length)]
        if not open_rows:
            return base
        fewest = min(sheet.marks[r].bit_count() for r in open_rows)
        weakest = [r for r in open_rows if sheet.marks[r].bit_count() == fewest]
        qe = round(self.lucky * q / len(weakest), 2)
        if qe <= 0:
            return base
        lw = self.lucky_weights(qe)
        table = weights[0]
        for r in weakest:
            m = sheet.marks[r]
            i = m.bit_length() * width + m.bit_count()
            base += lw[i] - table[i]
        return base

CACHE = {}
def make(name, rules, seed):
    if not name.startswith("x:"):
        return make_bot(name, rules, seed)
    exp = CACHE.get(name)
    if exp is None:
        style, hs, extra = variant(name)
        shares = (extra.get("ws", el.SHARES[0]), extra.get("cs", el.SHARES[1]))
        exp = Lucky(rules, style, shares, el.HORIZONS, el.CLOSE_HAZARD)
        exp.factor = extra.get("ofut", 1.0)
        exp.rd = extra.get("rd", 0.0)
        exp.lucky = extra.get("lucky", 0.0)
        if "pen" in extra:
            exp.penalty = extra["pen"]
        if hs is not None:
            exp.horizons = {k: dataclasses.replace(h, scale=hs) for k, h in exp.horizons.items()}
        CACHE[name] = exp
    return lambda state, player: exp.choose(state, player, seed)

ap = argparse.ArgumentParser()
ap.add_argument("a"); ap.add_argument("b")
ap.add_argument("--pairs", type=int, default=500)
ap.add_argument("--seed", type=int, default=101)
ap.add_argument("--against")
ap.add_argument("--save")
args = ap.parse_args()
t = time.perf_counter()
res = duel("longo", args.a, args.b, args.pairs, args.seed, make)
m, h = mean_interval(res)
line = f"{args.a} vs {args.b} seed {args.seed}: {100*m:.1f} +- {100*h:.1f} ({args.pairs} pairs, {time.perf_counter()-t:.0f}s)"
if args.against:
    saved = json.loads(Path(args.against).read_text())[: len(res)]
    d, hd = mean_interval([x - y for x, y in zip(res, saved)])
    line += f"  diff {100*d:+.1f} +- {100*hd:.1f}"
if args.save:
    Path(args.save).write_text(json.dumps(res))
print(line, flush=True)
with open("/tmp/lg/log.txt", "a") as f:
    f.write(line + "\n")
