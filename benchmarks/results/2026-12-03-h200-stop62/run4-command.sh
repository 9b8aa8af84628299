#!/bin/bash
# Run 4 (stop 62, at 71f31e3): run 2's tuners for two more apps in the session's last device time.
CXXAPPS=0 APPS="nn bfs nw hotspot" BUDGET=160 bash benchmarks/results/2026-12-03-h200-stop62/run2-command.sh
