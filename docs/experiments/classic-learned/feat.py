"""Features of a (my sheet, opponent's sheet) position for a learned 1v1 win chance."""
import math
import numpy as np
from qwixx_desktop.ai.solo_table import (CODE_CROSSES, CODE_LAST, LOCKED, load_hazard_table,
    CALM_CONTINUATION, HAZARD_CONTINUATION)

CALM = load_hazard_table(CALM_CONTINUATION)
LATE = load_hazard_table(HAZARD_CONTINUATION)
NAMES = ["z", "margin", "sqrt_to_come", "next_active", "my_mis", "opp_mis", "my_mis3", "opp_mis3",
         "closed", "my_ready", "opp_ready", "my_dist2", "opp_dist2", "z_late", "late", "bias",
         "my_ready_next", "opp_ready_next"]

def sheet_bits(key):
    ready = 0
    dists = []
    for code in key[1:]:
        if code == LOCKED:
            continue
        n = CODE_CROSSES[code]; p = CODE_LAST[code]
        need = max(0, 5 - n)
        if p + need > 9:   # not enough numbers left to ever lock
            continue
        if need == 0:
            ready += 1
        dists.append(need)
    dists.sort()
    d2 = sum(dists[:2]) if len(dists) >= 2 else 12
    return ready, min(d2, 12)

def features(mk, ok, now_me, now_opp, next_active, calm):
    table = CALM if calm else LATE
    fm = table.value(mk) * table.continuation
    fo = table.value(ok) * table.continuation
    margin = now_me + fm - now_opp - fo
    to_come = max(0.0, fm) + max(0.0, fo)
    z = margin / math.sqrt(25.0 + 1.21 * to_come)
    closed = sum(1 for c in mk[1:] if c == LOCKED and True)
    closed = sum(1 for a, b in zip(mk[1:], ok[1:]) if a == LOCKED and b == LOCKED)
    mr, md = sheet_bits(mk); orr, od = sheet_bits(ok)
    late = 0.0 if calm else 1.0
    return [z, margin / 10, math.sqrt(to_come) / 5, next_active, mk[0] / 3, ok[0] / 3,
            float(mk[0] == 3), float(ok[0] == 3), closed, mr, orr, md / 12, od / 12, z * late, late, 1.0,
            mr * next_active, orr * (1 - next_active)]
