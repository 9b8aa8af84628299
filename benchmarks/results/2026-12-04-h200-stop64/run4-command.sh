#!/bin/bash
# Run 4 (stop 64, at a0233c4): run 3's tuners for lud, backprop, kmeans, bplustree (then srad_v2, srad_v1, which the
# budget did not reach), the single-decision tuner within 90 s, on the machine run 3 left warm (its /tmp/o, so run
# 3's tables come back again in this run's archive).
APPS="lud backprop kmeans bplustree srad_v2 srad_v1" SINGLETIME=90 BUDGET=470 bash benchmarks/results/2026-12-04-h200-stop64/run3-command.sh
