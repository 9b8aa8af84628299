#!/usr/bin/env python3
"""How many times each variant of a bench.py tune folder ran (bench_tune_curtail.test),
by the run counter fake_prog.py keeps beside each program (warm-up runs included), and
which variants tune-runs.json says were stopped, after how many timed runs."""
import json
import os
import sys

out = sys.argv[1]
with open(os.path.join(out, "tune", "manifest.json")) as f:
    manifest = json.load(f)
for v in manifest["variants"]:
    counter = os.path.join(out, v["exe"] + ".runs")
    runs = int(open(counter).read()) if os.path.exists(counter) else 0
    name = "default" if not v["region"] else "%s %s" % (v["region"], v["decision"])
    print("ran %s: %d" % (name, runs))
with open(os.path.join(out, "tune-runs.json")) as f:
    res = json.load(f)
print("curtail alpha: %s" % res["curtail_alpha"])
for name, k in sorted(res["stopped"].items()):
    print("stopped %s: after %d" % (name, k))
print("stopped: %d" % len(res["stopped"]))
