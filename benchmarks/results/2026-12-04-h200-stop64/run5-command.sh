#!/bin/bash
# Run 5 (stop 64, at a0233c4): run 3's tuners for srad_v2 and srad_v1, on the machine run 4 left warm.
rm -rf /tmp/o; APPS="srad_v2 srad_v1" SINGLETIME=60 BUDGET=250 bash benchmarks/results/2026-12-04-h200-stop64/run3-command.sh
