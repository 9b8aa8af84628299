#!/bin/bash
# Run 3 (stop 62, at 71f31e3): run 2's tuners (its command file) for the next apps (five fitted), on the machine run 2 left warm.
CXXAPPS=0 APPS="pathfinder lud backprop kmeans bplustree nn nw hotspot bfs" BUDGET=565 bash benchmarks/results/2026-12-03-h200-stop62/run2-command.sh
