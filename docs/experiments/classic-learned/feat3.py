"""Features of a 3-player position (me against two opponents) for a learned win chance."""
import math
from qwixx_desktop.ai.solo_table import (CODE_CROSSES, CODE_LAST, LOCKED, load_hazard_table,
    HAZARD_CONTINUATION, CROWD_CONTINUATION)
import sys; sys.path.insert(0, __import__("os").path.dirname(__file__))
from feat import sheet_bits
CALM = load_hazard_table(HAZARD_CONTINUATION)
LATE = load_hazard_table(CROWD_CONTINUATION)
NAMES = ["logbase", "zmin", "zmax", "mmin", "mmax", "next0", "next1", "my_mis", "opp_mis_max",
         "closed", "my_dist2", "opp_dist2_min", "late", "bias", "sqrt_mine"]

def lphi(z):
    return math.log(max(1e-12, 0.5 * (1 + math.erf(z / math.sqrt(2)))))

def features3(mk, oks, now_me, now_opps, roller_pos, calm):
    table = CALM if calm else LATE
    c = table.continuation
    fm = table.value(mk) * c
    zs, ms = [], []
    for ok, now in zip(oks, now_opps):
        fo = table.value(ok) * c * 1.2
        margin = now_me + fm - now - fo
        sd = 1.1 * math.sqrt(max(0.0, fm) + max(0.0, fo)) + 1.0
        zs.append(margin / sd); ms.append(margin / 10)
    closed = sum(1 for code in mk[1:] if code == LOCKED)
    _, md = sheet_bits(mk)
    od = min(sheet_bits(ok)[1] for ok in oks)
    return [sum(lphi(z) for z in zs), min(zs), max(zs), min(ms), max(ms), float(roller_pos == 0),
            float(roller_pos == 1), mk[0] / 3, max(ok[0] for ok in oks) / 3, closed, md / 12, od / 12,
            0.0 if calm else 1.0, 1.0, math.sqrt(max(0.0, fm)) / 5]
