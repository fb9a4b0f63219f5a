#!/bin/bash
# usage: run_pair.sh W OPP SEED PAIRS  (base saved once per OPP/SEED/PAIRS)
cd /work/main
W=$1; OPP=$2; SEED=$3; N=$4
B=docs/experiments/classic-learned/out/base-$OPP-$SEED-$N.json
[ -f $B ] || .venv/bin/python docs/experiments/classic-learned/out/lduel.py expert $OPP --pairs $N --seed $SEED --save $B
.venv/bin/python docs/experiments/classic-learned/out/lduel.py learned $OPP --pairs $N --seed $SEED --w $W --against $B --save docs/experiments/classic-learned/out/$(basename $W .npy)-$OPP-$SEED-$N.json
